-- Chat messages are sealed at rest (docs/decisions/053): content holds the ciphertext of
-- {content, toolCalls} and tool_calls is null when sealed is true. Rows written before this
-- migration stay readable and are sealed the next time their conversation is read.
ALTER TABLE "chat_messages" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;

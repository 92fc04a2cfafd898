import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ChatMessageDto } from '#shared/chat/types';
import { ApiError } from '../../../lib/api-client';
import { chatKeys, useChatMessages } from '../api/get-chat-messages';
import { sendChatMessage } from '../api/send-chat-message';

export interface ChatErrorTexts {
  /** Shown when the reply fails ('Error communicating with …'). */
  communication: string;
  /** Shown when the user has no client record yet. */
  noClient: string;
}

/** Whether an API error means "no client record". */
export function isNoClient(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'client_required';
}

/** The user-facing text of a chat error. */
export function chatErrorText(error: unknown, texts: ChatErrorTexts): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Please log in to use chat';
    if (isNoClient(error)) return texts.noClient;
    if (error.status === 429) return error.message;
  }
  return texts.communication;
}

/** The conversation plus the message being streamed; `send` ignores blanks and sends while idle only. */
export function useChat(texts: ChatErrorTexts, enabled = true) {
  const queryClient = useQueryClient();
  const history = useChatMessages(enabled);
  const [local, setLocal] = useState<ChatMessageDto[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  async function send(raw: string): Promise<boolean> {
    const message = raw.trim();
    if (!message || busy.current) return false;
    busy.current = true;
    setPending(true);
    setError(null);
    const now = new Date().toISOString();
    const reply: ChatMessageDto = { id: 'streaming', role: 'assistant', content: '', toolCalls: [], status: 'complete', createdAt: now };
    setLocal([{ id: 'sending', role: 'user', content: message, toolCalls: [], status: 'complete', createdAt: now }, reply]);
    try {
      await sendChatMessage(message, (e) => {
        if (e.type === 'content') reply.content += e.text;
        else if (e.type === 'tool_call') reply.toolCalls = [...reply.toolCalls, e.call];
        else return;
        setLocal((l) => [l[0]!, { ...reply }]);
      });
      await queryClient.invalidateQueries({ queryKey: chatKeys.messages });
      setLocal([]);
    } catch (e) {
      setError(chatErrorText(e, texts));
      await queryClient.invalidateQueries({ queryKey: chatKeys.messages });
      setLocal([]);
    } finally {
      busy.current = false;
      setPending(false);
    }
    return true;
  }

  return { messages: [...(history.data ?? []), ...local], history, pending, error, send };
}

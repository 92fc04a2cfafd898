/**
 * A streaming client for OpenAI-compatible chat completions with function tools, over fetch.
 * Errors are plain Errors whose messages carry no prompt, key or model output.
 */

export interface ChatToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCompletionToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatCompletionMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatCompletionToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export type StreamPiece =
  | { type: 'content'; text: string }
  | { type: 'end'; toolCalls: ChatCompletionToolCall[]; finishReason: string | null; totalTokens: number | null };

/** Sends one chat-completions request with `stream: true` and yields its text as it arrives. */
export async function* streamChatCompletion(
  options: ChatCompletionsOptions,
  request: { messages: ChatCompletionMessage[]; tools?: ChatToolDefinition[]; signal?: AbortSignal },
): AsyncGenerator<StreamPiece> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
    body: JSON.stringify({
      model: options.model,
      temperature: 0,
      stream: true,
      stream_options: { include_usage: true },
      messages: request.messages,
      ...(request.tools?.length ? { tools: request.tools, tool_choice: 'auto' } : {}),
    }),
    signal,
  });
  if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
  if (!res.body) throw new Error('model endpoint sent no body');
  const calls: Array<{ id: string; name: string; args: string }> = [];
  let finishReason: string | null = null;
  let totalTokens: number | null = null;
  let buffer = '';
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  let done = false;
  while (!done) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(/\r$/, '');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        break;
      }
      let chunk: {
        choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> }; finish_reason?: string | null }>;
        usage?: { total_tokens?: number };
      };
      try {
        chunk = JSON.parse(data) as typeof chunk;
      } catch {
        continue;
      }
      if (typeof chunk.usage?.total_tokens === 'number') totalTokens = chunk.usage.total_tokens;
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      if (choice.finish_reason) finishReason = choice.finish_reason;
      const text = choice.delta?.content;
      if (typeof text === 'string' && text) yield { type: 'content', text };
      for (const tc of choice.delta?.tool_calls ?? []) {
        const i = tc.index ?? 0;
        const slot = (calls[i] ??= { id: '', name: '', args: '' });
        if (tc.id) slot.id = tc.id;
        if (tc.function?.name) slot.name += tc.function.name;
        if (tc.function?.arguments) slot.args += tc.function.arguments;
      }
    }
  }
  await reader.cancel().catch(() => undefined);
  yield {
    type: 'end',
    toolCalls: calls.filter(Boolean).map((c, i) => ({ id: c.id || `call_${i}`, type: 'function', function: { name: c.name, arguments: c.args } })),
    finishReason,
    totalTokens,
  };
}

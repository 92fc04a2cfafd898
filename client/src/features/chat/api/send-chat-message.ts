import { createSseParser, type ChatStreamEvent } from '#shared/chat/sse';
import { ApiError } from '../../../lib/api-client';

/**
 * POST /api/chat: sends one message and reads the streamed reply (fetch + ReadableStream, since
 * EventSource cannot POST), calling `onEvent` for every text piece and action as it arrives.
 */
export async function sendChatMessage(message: string, onEvent: (e: ChatStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await fetch('/api/chat', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
    signal,
  });
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(res.status, payload?.error?.code ?? `http_${res.status}`, payload?.error?.message ?? 'Failed to get response');
  }
  if (!res.body) throw new ApiError(0, 'no_body', 'No response body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const e of parser.push(decoder.decode(value, { stream: true }))) onEvent(e);
  }
  for (const e of parser.end()) onEvent(e);
}

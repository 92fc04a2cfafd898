/**
 * The chat stream's wire format (product spec §7 "chat"): Server-Sent Events whose `data: `
 * lines hold chat-completions chunks, `{choices:[{delta:{content}}]}` for text or
 * `{choices:[{delta:{tool_calls:[{function:{arguments}}]}}]}` for an action, ended by `[DONE]`.
 */
import { toolCallSchema, type ChatToolCall } from '#shared/chat/types';

export type ChatStreamEvent =
  | { type: 'content'; text: string }
  | { type: 'tool_call'; call: ChatToolCall }
  | { type: 'meta'; messageId: string; status: 'complete' | 'interrupted' | 'error' }
  | { type: 'done' };

/** One `data:` line carrying text. */
export function contentChunk(text: string): string {
  return JSON.stringify({ choices: [{ delta: { content: text } }] });
}

/** One `data:` line carrying an action; arguments are JSON text, as chat-completions sends them. */
export function toolCallChunk(call: ChatToolCall): string {
  return JSON.stringify({ choices: [{ delta: { tool_calls: [{ index: 0, type: 'function', function: { name: call.action, arguments: JSON.stringify(call) } }] } }] });
}

/** The closing chunk naming the stored message (an extension the spec's parser simply ignores). */
export function metaChunk(messageId: string, status: 'complete' | 'interrupted' | 'error'): string {
  return JSON.stringify({ taxdesk: { messageId, status } });
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** Turns one `data:` payload into events; unparseable payloads and arguments give none. */
export function parseDataPayload(payload: string): ChatStreamEvent[] {
  const text = payload.trim();
  if (text === '[DONE]') return [{ type: 'done' }];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const root = asRecord(json);
  if (!root) return [];
  const meta = asRecord(root.taxdesk);
  if (meta && typeof meta.messageId === 'string' && (meta.status === 'complete' || meta.status === 'interrupted' || meta.status === 'error')) {
    return [{ type: 'meta', messageId: meta.messageId, status: meta.status }];
  }
  const choices = Array.isArray(root.choices) ? root.choices : [];
  const delta = asRecord(asRecord(choices[0])?.delta);
  if (!delta) return [];
  const events: ChatStreamEvent[] = [];
  if (typeof delta.content === 'string' && delta.content) events.push({ type: 'content', text: delta.content });
  const calls = Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
  for (const call of calls) {
    const args = asRecord(asRecord(call)?.function)?.arguments;
    if (typeof args !== 'string') continue;
    try {
      const parsed = toolCallSchema.safeParse(JSON.parse(args));
      if (parsed.success) events.push({ type: 'tool_call', call: parsed.data });
    } catch {
      // Arguments that are not JSON are ignored (spec §7).
    }
  }
  return events;
}

/**
 * A parser for a byte stream cut anywhere: feed it decoded text as it arrives; it keeps an
 * unfinished line for the next piece and returns the events of the complete lines.
 */
export function createSseParser() {
  let buffer = '';
  const lineEvents = (line: string): ChatStreamEvent[] => {
    const l = line.replace(/\r$/, '');
    return l.startsWith('data:') ? parseDataPayload(l.slice(5)) : [];
  };
  return {
    push(text: string): ChatStreamEvent[] {
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      return lines.flatMap(lineEvents);
    },
    /** Events of a last line that had no newline. */
    end(): ChatStreamEvent[] {
      const rest = buffer;
      buffer = '';
      return rest ? lineEvents(rest) : [];
    },
  };
}

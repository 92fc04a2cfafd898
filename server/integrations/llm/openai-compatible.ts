/** A minimal client for OpenAI-compatible chat completions with JSON-schema output, over fetch. */

export interface LlmImage {
  mimeType: 'image/png' | 'image/jpeg';
  base64: string;
}

export interface JsonCompletionRequest {
  system: string;
  user: string;
  images?: LlmImage[];
  schemaName: string;
  schema: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface LlmClient {
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** Builds a client; errors are thrown as plain Errors with no prompt or key in the message. */
export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions): LlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async completeJson(request) {
      const content: Array<Record<string, unknown>> = [{ type: 'text', text: request.user }];
      for (const img of request.images ?? []) {
        content.push({ type: 'image_url', image_url: { url: `data:${img.mimeType};base64,${img.base64}` } });
      }
      const body = {
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.images?.length ? content : request.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, schema: request.schema, strict: false } },
      };
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal,
      });
      if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
      const json = (await res.json()) as { choices?: Array<{ message?: { content?: string | null } }> };
      const text = json.choices?.[0]?.message?.content;
      if (typeof text !== 'string') throw new Error('model answer had no content');
      const cleaned = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
      return JSON.parse(cleaned) as unknown;
    },
  };
}

/** The one fetch wrapper for TaxDesk's JSON API (`/api/*`, same origin, session cookie). */

/** An error answered by the API: `{error: {code, message, fields?}}`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: () => void = () => {};

/** Registers what happens when the API answers 401 (the router sends the user to /auth/login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
  const code = typeof error.code === 'string' ? error.code : `http_${status}`;
  const message = typeof error.message === 'string' ? error.message : 'Something went wrong. Please try again.';
  const fields = isRecord(error.fields) ? (error.fields as Record<string, string>) : {};
  return new ApiError(status, code, message, fields);
}

/** Sends a JSON request to `path` and returns the parsed JSON answer; throws `ApiError` otherwise. */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', 'Could not reach TaxDesk. Check your connection and try again.');
  }
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (response.status === 401) onUnauthorized();
    throw error;
  }
  return payload as T;
}

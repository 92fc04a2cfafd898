import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** An error with a stable snake_case id that becomes `{error: {code, message, fields?}}`. */
export class AppError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** Error factories: one per kind of failure the API reports. */
export const errors = {
  unauthenticated: () => new AppError(401, 'unauthenticated', 'Please sign in to continue.'),
  forbidden: (message = 'You do not have access to this.') => new AppError(403, 'forbidden', message),
  notFound: (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`),
  validation: (message: string, fields?: Record<string, string>) =>
    new AppError(400, 'validation_failed', message, fields),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  badOrigin: () => new AppError(403, 'bad_origin', 'Cross-site request refused.'),
  rateLimited: () => new AppError(429, 'rate_limited', 'Too many attempts. Please wait a moment and try again.'),
  payloadTooLarge: (message: string) => new AppError(413, 'payload_too_large', message),
  unavailable: (message = 'Service unavailable.') => new AppError(503, 'unavailable', message),
  internal: () => new AppError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
};

/** Turns a zod error into a 400 naming each field and its message. */
export function fromZod(err: ZodError, message?: string): AppError {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = err.issues[0];
  return errors.validation(message ?? first?.message ?? 'Invalid input', fields);
}

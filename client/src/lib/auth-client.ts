import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';

/**
 * The better-auth client (same origin, `/api/auth/*`). Sessions live in HttpOnly cookies set by the
 * server; nothing is stored in localStorage. A sign-in that needs a second factor answers
 * `{twoFactorRedirect: true}`, which the login form reads from the sign-in result.
 */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
});

/** A failed better-auth call: HTTP status, better-auth error code and a message fit to show. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

interface BetterAuthResult<T> {
  data: T | null;
  error: { status: number; code?: string; message?: string } | null;
}

const RATE_LIMITED = 'Too many attempts. Please wait a moment and try again.';

/** Returns a better-auth call's data, or throws `AuthError` with a readable message. */
export async function unwrap<T>(call: Promise<BetterAuthResult<T>>): Promise<T> {
  let result: BetterAuthResult<T>;
  try {
    result = await call;
  } catch {
    throw new AuthError(0, 'NETWORK_ERROR', 'Could not reach TaxDesk. Check your connection and try again.');
  }
  if (result.error) {
    const { status, code = `HTTP_${status}`, message } = result.error;
    const text = status === 429 ? RATE_LIMITED : message || 'Something went wrong. Please try again.';
    throw new AuthError(status, code, text);
  }
  if (result.data === null) throw new AuthError(500, 'EMPTY_RESPONSE', 'Something went wrong. Please try again.');
  return result.data;
}

/**
 * Session tokens stay in the HttpOnly cookie (security.md §5): better-auth's get-session and
 * list-sessions answers, and the sign-in and second-factor answers that create a session, lose
 * their `token` fields before they reach page JavaScript, and
 * revoke-session accepts a session id (from list-sessions) in place of a token.
 */
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { session as sessionTable } from '../db/schema';
import type { AppEnv } from '../http/types';

const SESSION_READS = new Set([
  '/api/auth/get-session',
  '/api/auth/list-sessions',
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/verify-otp',
]);

/** A copy of a JSON value without any `token` property, at any depth. */
export function withoutTokens(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutTokens);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'token').map(([k, x]) => [k, withoutTokens(x)]));
  return v;
}

export const hideSessionTokens: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (c.req.method === 'POST' && c.req.path === '/api/auth/revoke-session' && user) {
    const body = (await c.req.raw.clone().json().catch(() => ({}))) as Record<string, unknown>;
    if (typeof body.id === 'string' && body.token === undefined) {
      // Only the caller's own sessions can be named; another user's id matches nothing.
      const [own] = await c
        .get('services')
        .database.db.select({ token: sessionTable.token })
        .from(sessionTable)
        .where(and(eq(sessionTable.id, body.id), eq(sessionTable.userId, user.id)));
      if (!own) return c.json({ code: 'NOT_FOUND', message: 'Session not found' }, 404);
      c.req.raw = new Request(c.req.raw, { body: JSON.stringify({ token: own.token }) });
    }
  }
  await next();
  if (!SESSION_READS.has(c.req.path) || !c.res.ok || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
  const body = (await c.res.clone().json()) as unknown;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(withoutTokens(body)), { status: c.res.status, headers });
};

import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { audit } from '../audit';
import { session as sessionTable, user as userTable } from '../db/schema';
import type { AppEnv } from '../http/types';
import { clearLocks, lockState, recordFailure, recordSuccess } from './lockout';
import { passwordProblem } from './passwords';
import { countAttempt } from './throttle';

const authError = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), { status, headers: { 'content-type': 'application/json' } });

/** Reads a JSON body without consuming the request that is passed on. */
async function peekJson(req: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await req.clone().json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const MAIL_ATTEMPTS_PER_HOUR = 5;
/** The second-factor steps of a sign-in. */
const MFA_SIGN_IN = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/**
 * Everything TaxDesk adds around better-auth's own endpoints: the common-password check, the
 * sign-in locks per (account, address) and per account (server/auth/lockout.ts), forced revocation of other sessions on password or MFA changes,
 * and audit events for failures (security.md §1, §3, §5, §14).
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, database, env } = c.get('services');
  const { db } = database;
  const url = new URL(c.req.url);
  const route = url.pathname.replace(/^\/api\/auth/, '');
  let req = c.req.raw;
  const ip = c.get('clientIp');
  const ua = c.req.header('user-agent') ?? null;

  if (req.method === 'POST') {
    const body = await peekJson(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;

    const newPassword =
      route === '/sign-up/email' ? body.password : route === '/reset-password' || route === '/change-password' ? body.newPassword : undefined;
    if (typeof newPassword === 'string') {
      const problem = passwordProblem(newPassword, email ?? c.get('user')?.email);
      if (problem) return authError(400, 'PASSWORD_REJECTED', problem);
    }

    // Per-account limits on mail-sending requests. The count is of attempts for an address,
    // whether or not an account exists, so the answer reveals nothing (security.md §2, §3).
    if (email && (route === '/sign-up/email' || route === '/request-password-reset' || route === '/send-verification-email')) {
      const allowed = await countAttempt(db, `${route}:${email}`, MAIL_ATTEMPTS_PER_HOUR, 3_600_000);
      if (!allowed) return authError(429, 'TOO_MANY_ATTEMPTS', 'Too many requests for this email address. Please try again in an hour.');
    }

    if (route === '/change-password') {
      // A password change always ends the other sessions.
      req = new Request(req, { body: JSON.stringify({ ...body, revokeOtherSessions: true }) });
    }

    if (route === '/sign-in/email' && email) {
      // Throttled per (account, client address), with a softer limit per account (docs/decisions/052).
      if ((await lockState(db, email, ip)) !== 'open') {
        await audit(db, { actorUserId: null, action: 'auth.sign_in_locked', targetType: 'email', targetId: email, ip, userAgent: ua });
        return authError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts. Please wait 15 minutes or reset your password.');
      }
      const res = await auth.handler(req);
      if (res.status === 401) {
        await recordFailure(db, env, email, ip);
        await audit(db, { actorUserId: null, action: 'auth.sign_in_failed', targetType: 'email', targetId: email, ip, userAgent: ua });
      } else if (res.ok) {
        await recordSuccess(db, email, ip);
      }
      return res;
    }
  }

  const res = await auth.handler(req);

  const user = c.get('user');
  if (res.ok && MFA_SIGN_IN.has(route)) {
    // A sign-in that passed the second factor proves the owner: it ends every lock of the account.
    const token = sessionTokenFrom(res);
    const [owner] = token
      ? await db.select({ email: userTable.email }).from(sessionTable).innerJoin(userTable, eq(userTable.id, sessionTable.userId)).where(eq(sessionTable.token, token))
      : [];
    const ownerEmail = owner?.email ?? user?.email;
    if (ownerEmail) await clearLocks(db, ownerEmail);
  }
  if (res.ok && user && ['/two-factor/enable', '/two-factor/disable', '/two-factor/verify-totp'].includes(route)) {
    // Enrolling or removing a second factor ends every other session of the account. better-auth
    // may have just issued a new session for this browser: keep that one (or the current one).
    const keep = sessionTokenFrom(res) ?? null;
    const current = c.get('sessionId');
    await db
      .delete(sessionTable)
      .where(and(eq(sessionTable.userId, user.id), keep ? ne(sessionTable.token, keep) : current ? ne(sessionTable.id, current) : undefined));
    await audit(db, { actorUserId: user.id, action: `auth.mfa${route.replace('/two-factor', '').replace('/', '.')}`, targetType: 'user', targetId: user.id, ip, userAgent: ua });
  }
  if (res.ok && route === '/sign-out' && user) {
    await audit(db, { actorUserId: user.id, action: 'auth.sign_out', targetType: 'user', targetId: user.id, ip, userAgent: ua });
  }
  return res;
}

/** The session token a response sets (the cookie value is `<token>.<signature>`), if any. */
function sessionTokenFrom(res: Response): string | undefined {
  for (const cookie of res.headers.getSetCookie()) {
    const m = /^(?:__Secure-)?taxdesk\.session_token=([^;]*)/.exec(cookie);
    if (m?.[1]) return decodeURIComponent(m[1]).split('.')[0];
  }
  return undefined;
}

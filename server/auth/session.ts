import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { session as sessionTable } from '../db/schema';
import { errors } from '../http/errors';
import type { AppEnv } from '../http/types';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  twoFactorEnabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/**
 * Resolves the signed-in user from the session cookie. Sessions older than the absolute
 * timeout are deleted on the server (security.md §5); idle expiry is better-auth's sliding window.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, env, database } = c.get('services');
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (result) {
    const ageMs = Date.now() - new Date(result.session.createdAt).getTime();
    if (ageMs > env.SESSION_ABSOLUTE_DAYS * 86_400_000) {
      await database.db.delete(sessionTable).where(and(eq(sessionTable.id, result.session.id)));
    } else {
      const u = result.user as typeof result.user & { role?: string; lastLoginAt?: Date | null; twoFactorEnabled?: boolean | null };
      c.set('user', {
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerified,
        role: u.role === 'admin' ? 'admin' : 'user',
        twoFactorEnabled: Boolean(u.twoFactorEnabled),
        createdAt: new Date(u.createdAt),
        lastLoginAt: u.lastLoginAt ? new Date(u.lastLoginAt) : null,
      });
      c.set('sessionId', result.session.id);
    }
  }
  await next();
});

/** 401 unless a verified user is signed in (no data entry before verification, security.md §2). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user || !user.emailVerified) throw errors.unauthenticated();
  await next();
});

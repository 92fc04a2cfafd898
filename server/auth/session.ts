import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { session as sessionTable } from '../db/schema';
import { errors } from '../http/errors';
import type { AppEnv } from '../http/types';
import type { Services } from '../services';

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
 * How long a resolved session is trusted without asking the database again. Sign-out, password
 * and MFA changes and revocations made by another process (or the admin script) take effect
 * everywhere within this time plus one request; this process forgets at once (docs/decisions/080).
 */
export const SESSION_CACHE_MS = 4_000;
const SESSION_CACHE_MAX = 20_000;

interface CachedSession {
  user: SessionUser;
  sessionId: string;
  sessionCreatedAt: number;
  until: number;
}

/** Resolved sessions of one server instance, by signed session cookie value. */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  constructor(readonly ttlMs = SESSION_CACHE_MS, private readonly max = SESSION_CACHE_MAX) {}

  get(key: string, now = Date.now()): CachedSession | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, value: Omit<CachedSession, 'until'>, now = Date.now()): void {
    if (this.entries.size >= this.max) {
      // Oldest first (a Map keeps insertion order): drop expired entries, then the oldest tenth.
      for (const [k, v] of this.entries) if (v.until <= now) this.entries.delete(k);
      if (this.entries.size >= this.max) {
        let drop = Math.ceil(this.max / 10);
        for (const k of this.entries.keys()) {
          this.entries.delete(k);
          if (--drop <= 0) break;
        }
      }
    }
    this.entries.delete(key);
    this.entries.set(key, { ...value, until: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every session of one user (sign-out, password or MFA change in this process). */
  forgetUser(userId: string): void {
    for (const [k, v] of this.entries) if (v.user.id === userId) this.entries.delete(k);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Services, SessionCache>();

/** The session cache of one running server (one per set of services, so two servers never share one). */
export function sessionCacheOf(services: Services): SessionCache {
  let cache = caches.get(services);
  if (!cache) {
    cache = new SessionCache();
    caches.set(services, cache);
  }
  return cache;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?taxdesk\.session_token=([^;]+)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed session cookie value (`<token>.<signature>`) of a request, if it sends one. */
export function sessionCookieOf(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  const value = SESSION_COOKIE.exec(cookieHeader)?.[1];
  return value ? value.trim() : undefined;
}

/**
 * Resolves the signed-in user from the session cookie, once per request and normally without a
 * query: better-auth verifies the cookie against the database at most every SESSION_CACHE_MS per
 * session and server (docs/decisions/080). Sessions older than the absolute timeout are deleted on
 * the server (security.md §5); idle expiry is better-auth's sliding window.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const services = c.get('services');
  const { auth, env, database } = services;
  const cache = sessionCacheOf(services);
  const safe = SAFE_METHODS.has(c.req.method);
  const isAuthRoute = c.req.path.startsWith('/api/auth/');
  // better-auth's own read endpoints (get-session…) resolve the session themselves: once is enough.
  if (isAuthRoute && safe) return next();

  const cookie = sessionCookieOf(c.req.header('cookie'));
  if (cookie) {
    // Administration always verifies against the database: a revoked admin is refused at once.
    let hit = c.req.path.startsWith('/api/admin/') ? undefined : cache.get(cookie);
    if (!hit) {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (result) {
        const u = result.user as typeof result.user & { role?: string; lastLoginAt?: Date | null; twoFactorEnabled?: boolean | null };
        const value = {
          user: {
            id: u.id,
            email: u.email,
            name: u.name,
            emailVerified: u.emailVerified,
            role: u.role === 'admin' ? ('admin' as const) : ('user' as const),
            twoFactorEnabled: Boolean(u.twoFactorEnabled),
            createdAt: new Date(u.createdAt),
            lastLoginAt: u.lastLoginAt ? new Date(u.lastLoginAt) : null,
          },
          sessionId: result.session.id,
          sessionCreatedAt: new Date(result.session.createdAt).getTime(),
        };
        cache.set(cookie, value);
        hit = cache.get(cookie);
      }
    }
    if (hit) {
      if (Date.now() - hit.sessionCreatedAt > env.SESSION_ABSOLUTE_DAYS * 86_400_000) {
        cache.delete(cookie);
        await database.db.delete(sessionTable).where(and(eq(sessionTable.id, hit.sessionId)));
      } else {
        c.set('user', hit.user);
        c.set('sessionId', hit.sessionId);
      }
    }
  }

  await next();

  // A change made here takes effect in this process at once: sign-out, password or MFA changes
  // and revocations forget the user's cached sessions; an administrator's change forgets them all.
  if (!safe && c.res.status < 400) {
    const user = c.get('user');
    if (c.req.path.startsWith('/api/admin/')) cache.clear();
    else if (user && (isAuthRoute || c.req.path.startsWith('/api/account'))) cache.forgetUser(user.id);
    else if (cookie && isAuthRoute) cache.delete(cookie);
  }
});

/** 401 unless a verified user is signed in (no data entry before verification, security.md §2). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user || !user.emailVerified) throw errors.unauthenticated();
  await next();
});

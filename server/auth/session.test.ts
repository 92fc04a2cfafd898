import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createVerifiedUser, GOOD_PASSWORD } from '../../test/factories';
import { rateLimit } from '../db/schema';
import { isSharedRateLimitKey } from './rate-limit';
import { SessionCache, sessionCacheOf, sessionCookieOf } from './session';

describe('SessionCache', () => {
  const entry = (userId: string) => ({
    user: { id: userId, email: `${userId}@x.test`, name: userId, emailVerified: true, role: 'user' as const, twoFactorEnabled: false, createdAt: new Date(0), lastLoginAt: null },
    sessionId: `s-${userId}`,
    sessionCreatedAt: 0,
  });

  it('keeps an entry for its time to live only', () => {
    const cache = new SessionCache(4_000);
    cache.set('tok', entry('u1'), 1_000);
    expect(cache.get('tok', 4_999)?.user.id).toBe('u1');
    expect(cache.get('tok', 5_000)).toBeUndefined();
  });

  it('forgets every session of one user, and stays within its size bound', () => {
    const cache = new SessionCache(4_000, 10);
    cache.set('a', entry('u1'), 0);
    cache.set('b', entry('u1'), 0);
    cache.set('c', entry('u2'), 0);
    cache.forgetUser('u1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.user.id).toBe('u2');
    for (let i = 0; i < 50; i++) cache.set(`k${i}`, entry(`u${i}`), 0);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('reads the signed session cookie, secure prefix or not', () => {
    expect(sessionCookieOf('theme=dark; taxdesk.session_token=abc.def; other=1')).toBe('abc.def');
    expect(sessionCookieOf('__Secure-taxdesk.session_token=xyz.sig')).toBe('xyz.sig');
    expect(sessionCookieOf('taxdesk.session_data=zzz')).toBeUndefined();
    expect(sessionCookieOf(undefined)).toBeUndefined();
  });

  it('counts sign-in and other sensitive attempts in the database, reads in memory', () => {
    expect(isSharedRateLimitKey('127.0.0.1|/sign-in/email')).toBe(true);
    expect(isSharedRateLimitKey('::1|/two-factor/verify-totp')).toBe(true);
    expect(isSharedRateLimitKey('127.0.0.1|/get-session')).toBe(false);
  });
});

describe('session resolution in a running server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('asks better-auth once for a burst of requests, and not at all for get-session', async () => {
    const { agent } = await createVerifiedUser(app);
    const spy = vi.spyOn(app.running.services.auth.api, 'getSession');
    try {
      for (let i = 0; i < 10; i++) expect((await agent.get('/api/me')).status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      const gs = await agent.get('/api/auth/get-session');
      expect(gs.status).toBe(200);
      expect(((await gs.json()) as { user?: { id?: string } }).user?.id).toBeTruthy();
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps read rate-limit counters out of the database', async () => {
    const { email } = await createVerifiedUser(app);
    const agent = app.agent();
    expect((await agent.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await agent.get('/api/auth/get-session')).status).toBe(200);
    const rows = await app.running.services.database.db.select().from(rateLimit).where(like(rateLimit.key, '%get-session%'));
    expect(rows).toHaveLength(0);
    const signIns = await app.running.services.database.db.select().from(rateLimit).where(like(rateLimit.key, '%/sign-in/email'));
    expect(signIns.length).toBeGreaterThan(0);
  });

  it('a sign-out and a password change take effect at once in the same process', async () => {
    const { agent, email } = await createVerifiedUser(app);
    expect((await agent.get('/api/me')).status).toBe(200);
    expect(sessionCacheOf(app.running.services).size).toBeGreaterThan(0);
    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    expect((await agent.get('/api/me')).status).toBe(401);

    const first = app.agent();
    expect((await first.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
    const second = app.agent();
    expect((await second.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await second.get('/api/me')).status).toBe(200);
    const change = await first.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: 'a different long passphrase 42' });
    expect(change.status).toBe(200);
    expect((await second.get('/api/me')).status).toBe(401);
  });
});

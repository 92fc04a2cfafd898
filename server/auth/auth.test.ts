import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createVerifiedUser, GOOD_PASSWORD, signUp, uniqueEmail } from '../../test/factories';
import { auditEvents } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ACCOUNT_LOCK_FAILURES: '3' });
});
afterAll(async () => {
  await app?.close();
});

describe('sign-up and email verification', () => {
  it('sends a verification link that signs the user in once, and only once', async () => {
    const { agent, email, res } = await signUp(app);
    expect(res.status).toBe(200);
    // No session before verification.
    expect((await agent.get('/api/me')).status).toBe(401);
    const mail = await app.mail.waitFor(email, /Verify/);
    expect(mail.link).toContain('/api/auth/verify-email?token=');
    expect(mail.link).toContain('callbackURL=%2Fwelcome');
    const verify = await agent.get(mail.link!);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/welcome');
    const me = await agent.get('/api/me');
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { email: string; emailVerified: boolean; role: string }; client: unknown };
    expect(body.user).toMatchObject({ email, emailVerified: true, role: 'user' });
    expect(body.client).toBeNull();
    // A reused link is refused (the user's email is already verified; the token was single use).
    const fresh = app.agent();
    const again = await fresh.get(mail.link!);
    expect((await fresh.get('/api/me')).status).toBe(401);
    expect([302, 400, 401]).toContain(again.status);
  });

  it('refuses short, overlong and common passwords without creating an account', async () => {
    const email = uniqueEmail();
    for (const password of ['short', 'x'.repeat(129), 'password123', 'Password123']) {
      const { res } = await signUp(app, email, password);
      expect(res.status, password).toBe(400);
    }
    const longOk = await signUp(app, uniqueEmail(), 'a sixty-four character passphrase is fine because length is good!');
    expect(longOk.res.status).toBe(200);
  });

  it('refuses a malformed email', async () => {
    const { res } = await signUp(app, 'not-an-email');
    expect(res.status).toBe(400);
  });

  it('answers sign-up of an existing email exactly like a new one, and mails the owner', async () => {
    const { email } = await createVerifiedUser(app);
    const { res } = await signUp(app, email, 'another long password');
    expect(res.status).toBe(200);
    const mail = await app.mail.waitFor(email, /tried to sign up/);
    expect(mail.link).toContain('/auth/forgot-password');
  });
});

describe('sign-in', () => {
  it('refuses an unverified account and a wrong password', async () => {
    const { email, password } = await signUp(app);
    const unverified = await app.agent().post('/api/auth/sign-in/email', { email, password });
    expect(unverified.status).toBe(403);
    const wrong = await app.agent().post('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'wrong password' });
    expect(wrong.status).toBe(401);
  });

  it('signs in with a fresh session id each time and ends it on the server at sign-out', async () => {
    const { email, password } = await createVerifiedUser(app);
    const a = app.agent();
    expect((await a.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const first = a.cookies.get('taxdesk.session_token');
    const b = app.agent();
    await b.post('/api/auth/sign-in/email', { email, password });
    expect(b.cookies.get('taxdesk.session_token')).not.toBe(first);
    const stolen = new Map(a.cookies);
    expect((await a.post('/api/auth/sign-out')).status).toBe(200);
    const replay = app.agent();
    stolen.forEach((v, k) => replay.cookies.set(k, v));
    expect((await replay.get('/api/me')).status).toBe(401);
    expect((await b.get('/api/me')).status).toBe(200);
  });

  it('sets HttpOnly SameSite cookies, never a token in the body for storage', async () => {
    const { email, password } = await createVerifiedUser(app);
    const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email, password }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('taxdesk.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('locks an account for a while after repeated failures, without revealing whether it exists', async () => {
    const { email, password } = await createVerifiedUser(app);
    for (let i = 0; i < 3; i++) {
      expect((await app.agent().post('/api/auth/sign-in/email', { email, password: 'not the password' })).status).toBe(401);
    }
    const locked = await app.agent().post('/api/auth/sign-in/email', { email, password });
    expect(locked.status).toBe(429);
    const rows = await app.running.services.database.db.select().from(auditEvents);
    expect(rows.some((r) => r.action === 'auth.sign_in_locked' && r.targetId === email)).toBe(true);
  });

  it('refuses a cross-site state change', async () => {
    const { email, password } = await createVerifiedUser(app);
    const res = await app.agent().post('/api/auth/sign-in/email', { email, password }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('per-address limits on mail', () => {
  it('stops sending reset mail to one address after five requests an hour, for known and unknown addresses alike', async () => {
    for (const email of [(await createVerifiedUser(app)).email, uniqueEmail('ghost')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await app.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails, and the link works once', async () => {
    const { email } = await createVerifiedUser(app);
    const known = await app.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const unknown = await app.agent().post('/api/auth/request-password-reset', { email: uniqueEmail('ghost'), redirectTo: '/auth/reset-password' });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await app.mail.waitFor(email, /Reset/);
    const link = await app.agent().get(mail.link!);
    expect(link.status).toBe(302);
    const location = new URL(link.headers.get('location')!, app.url);
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();
    expect((await app.agent().post('/api/auth/reset-password', { token, newPassword: 'password123' })).status).toBe(400);
    expect((await app.agent().post('/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' })).status).toBe(200);
    expect((await app.agent().post('/api/auth/reset-password', { token, newPassword: 'yet another passphrase' })).status).toBe(400);
    expect((await app.agent().post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await app.agent().post('/api/auth/sign-in/email', { email, password: 'a brand new passphrase' })).status).toBe(200);
  });
});

describe('two-factor authentication', () => {
  it('enrols with TOTP, keeps this session, ends the others, and challenges the next sign-in', async () => {
    const { generate } = await import('otplib');
    const { agent, email, password } = await createVerifiedUser(app);
    const other = app.agent();
    await other.post('/api/auth/sign-in/email', { email, password });
    expect((await other.get('/api/me')).status).toBe(200);

    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const verify = await agent.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) });
    expect(verify.status).toBe(200);
    const me = (await (await agent.get('/api/me')).json()) as { user: { twoFactorEnabled: boolean } };
    expect(me.user.twoFactorEnabled).toBe(true);
    expect((await other.get('/api/me')).status).toBe(401);

    const next = app.agent();
    const signIn = await next.post('/api/auth/sign-in/email', { email, password });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await next.get('/api/me')).status).toBe(401);
    expect((await next.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    expect((await next.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    expect((await next.get('/api/me')).status).toBe(200);
  });
});

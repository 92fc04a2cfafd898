import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createVerifiedUser, uniqueEmail } from '../../test/factories';
import { auditEvents } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

/** POSTs JSON from a given loopback address: another device, as the server sees it. */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  const url = new URL(path, app.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', origin: app.url, 'content-length': Buffer.byteLength(data) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const signIn = (from: string, email: string, password: string) => postFrom(from, '/api/auth/sign-in/email', { email, password });
const STRANGER = '127.0.0.2';
const OWNER = '127.0.0.1';
const attackMails = (email: string) => app.mail.inbox.filter((m) => m.to.includes(email) && /trying to sign in/.test(m.subject));

async function resetPassword(email: string, newPassword: string) {
  expect((await postFrom(OWNER, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' })).status).toBe(200);
  const mail = await app.mail.waitFor(email, /Reset/);
  const link = await app.agent().get(mail.link!);
  const token = new URL(link.headers.get('location')!, app.url).searchParams.get('token')!;
  expect((await postFrom(OWNER, '/api/auth/reset-password', { token, newPassword })).status).toBe(200);
}

describe('sign-in lock-out that protects the owner (security.md §3)', () => {
  it("locks the stranger's address only, mails the owner once, and a password reset lifts the lock", async () => {
    const { email, password } = await createVerifiedUser(app);
    for (let i = 0; i < 5; i++) expect((await signIn(STRANGER, email, `wrong guess ${i}`)).status).toBe(401);
    // The stranger's address is now locked, even with the right password.
    expect((await signIn(STRANGER, email, password)).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await signIn(STRANGER, email, `more guesses ${i}`)).status).toBe(429);

    // The owner, from their own device, is not locked out by the stranger.
    expect((await signIn(OWNER, email, password)).status).toBe(200);

    // The owner is told once (per lock window), not once per attempt.
    await app.mail.waitFor(email, /trying to sign in/);
    expect(attackMails(email)).toHaveLength(1);
    expect(attackMails(email)[0]!.link).toContain('/auth/forgot-password');

    // Behind the same address as the stranger (one office network), the owner resets the
    // password; the new password then signs in at once: 200, not 429.
    await resetPassword(email, 'a brand new owner passphrase');
    expect((await signIn(STRANGER, email, 'a brand new owner passphrase')).status).toBe(200);
    expect(attackMails(email)).toHaveLength(1);
  });

  it('locks the account everywhere only after many failures from many addresses, until a reset', async () => {
    const { email, password } = await createVerifiedUser(app);
    // Four addresses, five failures each: each pair locks, and the account-wide limit (20) is reached.
    for (const from of ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      for (let i = 0; i < 5; i++) expect((await signIn(from, email, `guess ${from} ${i}`)).status).toBe(401);
    }
    expect((await signIn(OWNER, email, password)).status).toBe(429);
    await resetPassword(email, 'another owner passphrase');
    expect((await signIn(OWNER, email, 'another owner passphrase')).status).toBe(200);
    const rows = await app.running.services.database.db.select().from(auditEvents);
    expect(rows.some((r) => r.action === 'auth.sign_in_locked' && r.targetId === email)).toBe(true);
  });

  it('lifts the locks when the owner signs in with the second factor', async () => {
    const { generate } = await import('otplib');
    const { agent, email, password } = await createVerifiedUser(app);
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    const secret = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
    expect((await agent.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) })).status).toBe(200);

    for (let i = 0; i < 5; i++) expect((await signIn(STRANGER, email, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(STRANGER, email, password)).status).toBe(429);

    // The owner signs in from their own device, password then code: every lock of the account ends.
    const owner = app.agent();
    expect(await (await owner.post('/api/auth/sign-in/email', { email, password })).json()).toMatchObject({ twoFactorRedirect: true });
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) })).status).toBe(200);
    expect((await owner.get('/api/me')).status).toBe(200);
    const after = await signIn(STRANGER, email, password);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toMatchObject({ twoFactorRedirect: true });
  });

  it('answers an unknown address like a known one and mails nobody', async () => {
    const ghost = uniqueEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(STRANGER, ghost, `guess ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(attackMails(ghost)).toHaveLength(0);
  });
});

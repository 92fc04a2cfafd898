import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createVerifiedUser, GOOD_PASSWORD, signUp } from '../../test/factories';
import { captureLog } from '../logger';

let app: TestApp;
let log: ReturnType<typeof captureLog>;
beforeAll(async () => {
  log = captureLog();
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
  log?.stop();
});

/** Polls until a log line matches (the request line is written once the response is done). */
async function waitForLine(re: RegExp, ms = 15_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const line = log.lines.find((l) => re.test(l));
    if (line) return line;
    if (Date.now() > end) throw new Error(`no log line matching ${re}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('no secrets in logs (security.md §13)', () => {
  it('logs sign-up → verify → reset → sign-in without any token issued on the way', async () => {
    const { agent, email } = await signUp(app);
    const verifyMail = await app.mail.waitFor(email, /Verify/);
    const verifyToken = new URL(verifyMail.link!).searchParams.get('token')!;
    expect((await agent.get(verifyMail.link!)).status).toBe(302);
    const firstSession = agent.cookies.get('taxdesk.session_token')!;

    expect((await app.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' })).status).toBe(200);
    const resetMail = await app.mail.waitFor(email, /Reset/);
    const link = await app.agent().get(resetMail.link!);
    const resetToken = new URL(link.headers.get('location')!, app.url).searchParams.get('token')!;
    expect(new URL(resetMail.link!).pathname).toContain(resetToken);
    expect((await app.agent().post('/api/auth/reset-password', { token: resetToken, newPassword: 'a fresh long passphrase' })).status).toBe(200);

    const b = app.agent();
    expect((await b.post('/api/auth/sign-in/email', { email, password: 'a fresh long passphrase' })).status).toBe(200);
    const secondSession = b.cookies.get('taxdesk.session_token')!;
    expect((await b.get('/api/auth/get-session')).status).toBe(200);
    // A failing call with a token in its query string is redacted as well.
    await app.agent().get(`/api/auth/verify-email?token=${verifyToken}&callbackURL=%2Fwelcome%3Ftoken%3D${resetToken}`);
    await waitForLine(/"path":"\/api\/auth\/get-session"/);
    await waitForLine(/"path":"\/api\/auth\/reset-password\/\[redacted\]"/);

    const whole = log.lines.join('');
    expect(whole.length).toBeGreaterThan(0);
    for (const secret of [verifyToken, resetToken, firstSession, firstSession.split('.')[0]!, secondSession, secondSession.split('.')[0]!, decodeURIComponent(secondSession).split('.')[0]!]) {
      expect(whole).not.toContain(secret);
    }
  });

  it('returns no raw session tokens to the page, and a session can still be revoked by its id', async () => {
    const { agent, email } = await createVerifiedUser(app);
    const other = app.agent();
    const signedIn = await other.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signedIn.status).toBe(200);
    const signInBody = await signedIn.text();
    expect(JSON.parse(signInBody)).toMatchObject({ user: { email } });
    expect(signInBody).not.toContain('"token"');
    const mine = decodeURIComponent(agent.cookies.get('taxdesk.session_token')!).split('.')[0]!;
    const theirs = decodeURIComponent(other.cookies.get('taxdesk.session_token')!).split('.')[0]!;

    const got = await agent.get('/api/auth/get-session');
    const gotText = await got.text();
    expect(JSON.parse(gotText)).toMatchObject({ session: { userId: expect.any(String) }, user: { email } });
    expect(gotText).not.toContain(mine);
    expect(gotText).not.toContain('"token"');

    const listed = await agent.get('/api/auth/list-sessions');
    const listText = await listed.text();
    const sessions = JSON.parse(listText) as Array<{ id: string; token?: string }>;
    expect(sessions).toHaveLength(2);
    expect(listText).not.toContain(mine);
    expect(listText).not.toContain(theirs);
    expect(sessions.every((s) => s.token === undefined)).toBe(true);

    // Revoke the other device by id: it is signed out, this one is not.
    const current = (JSON.parse(gotText) as { session: { id: string } }).session.id;
    const target = sessions.find((s) => s.id !== current)!;
    expect((await agent.post('/api/auth/revoke-session', { id: target.id })).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await agent.get('/api/me')).status).toBe(200);
    // Another user's session id is simply not found.
    const stranger = await createVerifiedUser(app);
    expect((await stranger.agent.post('/api/auth/revoke-session', { id: current })).status).toBe(404);
    expect((await agent.get('/api/me')).status).toBe(200);
  });

  it('treats an upload the browser abandons half-way as an ordinary event, not a 500', async () => {
    const { agent } = await createVerifiedUser(app);
    await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const url = new URL('/api/documents/upload?documentType=w2&taxYear=2025', app.url);
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await new Promise<void>((resolve) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { origin: app.url, cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'w2.pdf', 'content-length': 1_000_000 },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      // Half a file, then the connection is gone.
      req.write(Buffer.alloc(200_000, 0x25), () => setImmediate(() => req.destroy()));
    });
    await waitForLine(/"path":"\/api\/documents\/upload"/);
    expect(log.lines.filter((l) => /unhandled error/.test(l))).toEqual([]);
    expect(log.lines.filter((l) => /"level":50/.test(l))).toEqual([]);
  });
});

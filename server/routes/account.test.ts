import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { auditEvents, clients } from '../db/schema';
import { nameFromEmail } from './account';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

describe('nameFromEmail', () => {
  it.each([
    ['jane.doe@example.com', 'jane.doe'],
    ['@example.com', 'Client'],
    ['', 'Client'],
  ])('%s → %s', (email, name) => expect(nameFromEmail(email)).toBe(name));
});

describe('disclaimer', () => {
  it('requires a session', async () => {
    const res = await app.agent().post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('refuses unless both boxes are accepted, and saves nothing', async () => {
    const { agent } = await createVerifiedUser(app);
    for (const body of [{}, { acceptTerms: true }, { acceptTerms: true, acceptLiability: false }]) {
      const res = await agent.post('/api/disclaimer', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Please accept all terms to continue' } });
    }
    const me = (await (await agent.get('/api/me')).json()) as { client: unknown };
    expect(me.client).toBeNull();
  });

  it('upserts the client row with the name from the email and the acceptance time, once', async () => {
    const { agent, email } = await createVerifiedUser(app);
    const before = Date.now();
    const res = await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true, userId: 'someone-else', taxYear: 1999 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { client: { id: string; taxYear: number; fullName: string; disclaimerAccepted: boolean } };
    expect(body.client).toMatchObject({ taxYear: 2025, fullName: email.split('@')[0], disclaimerAccepted: true });
    await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const { db } = app.running.services.database;
    const rows = await db.select().from(clients).where(eq(clients.id, body.client.id));
    expect(rows).toHaveLength(1);
    const all = await db.select().from(clients);
    expect(all.filter((r) => r.userId === rows[0]!.userId)).toHaveLength(1);
    const data = rows[0]!.profileData as { disclaimer_accepted: boolean; disclaimer_accepted_at: string };
    expect(data.disclaimer_accepted).toBe(true);
    expect(new Date(data.disclaimer_accepted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.targetId, body.client.id));
    expect(events.map((e) => e.action)).toContain('disclaimer.accepted');
  });
});

describe('account profile', () => {
  it('is null before any client row, then shows the account with only the caller’s data', async () => {
    const a = await createVerifiedUser(app);
    const b = await createVerifiedUser(app);
    expect(await (await a.agent.get('/api/account')).json()).toEqual({ profile: null });
    await a.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const res = (await (await a.agent.get('/api/account')).json()) as { profile: Record<string, unknown> };
    expect(res.profile).toMatchObject({ email: a.email, fullName: a.email.split('@')[0], firstName: null, phone: null });
    expect(typeof res.profile.memberSince).toBe('string');
    expect(typeof res.profile.lastLogin).toBe('string');
    expect(await (await b.agent.get('/api/account')).json()).toEqual({ profile: null });
  });
});

describe('the API surface', () => {
  it('answers unknown endpoints with the stable error shape', async () => {
    const res = await app.agent().get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Endpoint not found.' } });
  });

  it('reports health and readiness', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${app.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
  });

  it('sends security headers', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('account deletion', () => {
  it('needs the password, then removes the user, their rows and their stored files', async () => {
    const { corpusFile } = await import('../../test/corpus');
    const { readdirSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { agent, email, password } = await createVerifiedUser(app);
    await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const up = await agent.upload(corpusFile('google-2020-1099-nec.pdf'), 'nec.pdf', '1099-nec');
    expect(up.status).toBe(201);
    const userDir = (id: string) => path.join(app.env.DATA_DIR, 'objects', id);
    const me = (await (await agent.get('/api/me')).json()) as { user: { id: string } };
    expect(readdirSync(userDir(me.user.id))).toHaveLength(1);

    expect((await agent.post('/api/account/delete', { password: 'not my password' })).status).toBe(400);
    expect((await agent.get('/api/me')).status).toBe(200);
    const res = await agent.post('/api/account/delete', { password });
    expect(res.status).toBe(200);

    expect((await agent.get('/api/me')).status).toBe(401);
    expect((await app.agent().post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    const { db } = app.running.services.database;
    expect(await db.select().from(clients).where(eq(clients.userId, me.user.id))).toEqual([]);
    expect(!existsSync(userDir(me.user.id)) || readdirSync(userDir(me.user.id)).length === 0).toBe(true);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.targetId, me.user.id));
    expect(events.map((e) => e.action)).toContain('account.deleted');
  });
});

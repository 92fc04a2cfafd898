import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { createVerifiedUser } from '../../test/factories';
import { profileBody } from '../../test/fixtures';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import type { Readiness } from '#shared/readiness/readiness';
import { reviewStatusSchema } from '#shared/review/types';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { clients, documents, notifications, reviewStatusCache, signatures, signatureVoids, user } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

interface Dashboard {
  me: { user: { email: string }; client: { disclaimerAccepted: boolean } | null };
  profile: { taxYear: number; current: unknown; prior: unknown; isNewUser: boolean };
  config: { taxYear: number; contacts: Record<string, unknown> };
  documents: { count: number; analyzedCount: number };
  notifications: { unread: number; items: Array<{ title: string; body: string | null }> };
  reviewStatus: unknown;
  readiness: Readiness;
}

async function dashboard(agent: Agent): Promise<Dashboard> {
  const res = await agent.get(`/api/dashboard?year=${CURRENT_TAX_YEAR}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Dashboard;
}

/** Polls the dashboard until the documents are analyzed (the worker runs beside the test). */
async function dashboardOnceAnalyzed(agent: Agent, deadlineMs = 120_000): Promise<Dashboard> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const d = await dashboard(agent);
    if (d.readiness.documents.processing === 0 && d.documents.count > 0) return d;
    if (Date.now() > end) throw new Error('the analysis did not finish before the deadline');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('GET /api/dashboard', () => {
  it('refuses without a session and for another year', async () => {
    expect((await app.agent().get('/api/dashboard?year=2025')).status).toBe(401);
    const { agent } = await createVerifiedUser(app);
    expect((await agent.get('/api/dashboard?year=1999')).status).toBe(400);
    // Before the disclaimer there is no client row yet: the dashboard still answers (the shell's bell asks on /welcome).
    const before = await dashboard(agent);
    expect(before.me.client).toBeNull();
    expect(before.readiness.stage).toBe('profile');
  });

  it('answers everything /intake needs in one call, and the bell never lists the email as missing', async () => {
    const { agent, email } = await createVerifiedUser(app);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
    const d = await dashboard(agent);
    expect(d.me.user.email).toBe(email);
    expect(d.me.client?.disclaimerAccepted).toBe(true);
    expect(d.profile).toMatchObject({ taxYear: CURRENT_TAX_YEAR, prior: null, isNewUser: false });
    expect(d.config.taxYear).toBe(CURRENT_TAX_YEAR);
    expect(Object.keys(d.config.contacts).sort()).toEqual(['accountant', 'administrator', 'consultant']);
    expect(d.documents.count).toBe(0);
    expect(reviewStatusSchema.parse(d.reviewStatus).signed).toBe(false);
    expect(d.readiness.stage).toBe('profile');
    expect(d.readiness.percent).toBe(0);
    // The disclaimer stored the account's email on the client: it is not missing anywhere.
    expect(d.readiness.profile.missing).not.toContain('Email');
    const incomplete = d.notifications.items.find((n) => /profile is incomplete/.test(n.title));
    expect(incomplete).toBeDefined();
    expect(incomplete?.body).toBeNull();
    expect(JSON.stringify(d.notifications)).not.toMatch(/Email/);
  });

  it('follows the profile and tells the same not-ready state as /review for a mismatched SSN', async () => {
    const { agent } = await createVerifiedUser(app);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
    // The corpus W-2 is made out to Anastasia Hodges, SSN 554-03-0876; the profile says otherwise.
    const saved = await agent.request('PUT', '/api/profile', profileBody({ first_name: 'Anastasia', middle_name: '', last_name: 'Hodges', ssn: '123-45-6789', date_of_birth: '1990-05-17' }));
    expect(saved.status).toBe(200);
    const afterProfile = await dashboard(agent);
    expect(afterProfile.readiness).toMatchObject({ stage: 'documents', percent: 25 });

    expect((await agent.upload(corpusFile('google-2020-w2.pdf'), 'google-2020-w2.pdf', 'w2', CURRENT_TAX_YEAR)).status).toBe(201);
    const d = await dashboardOnceAnalyzed(agent);
    expect(d.readiness.readyForReview).toBe(false);
    expect(d.readiness.steps.find((s) => s.key === 'review')?.badge).not.toBe('Done');
    const checks = d.readiness.blockers.filter((b) => b.area === 'checks');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks[0]?.href).toBe('/review#checks');

    // /review's blockers and journey agree with the dashboard's readiness.
    const review = (await (await agent.get('/api/review')).json()) as {
      checks: Array<{ kind: string; level: string; title: string }>;
      journey: { percent: number };
      estimate: { unconfirmedLines: number; lines: Array<{ unconfirmed: boolean; documentRefs?: string[] }> };
    };
    // The estimate says how many lines rest on unconfirmed, doubtful values, and marks exactly those.
    expect(review.estimate.unconfirmedLines).toBe(review.estimate.lines.filter((l) => l.unconfirmed).length);
    for (const l of review.estimate.lines.filter((x) => x.unconfirmed)) expect(l.documentRefs?.length).toBeGreaterThan(0);
    const ssnError = review.checks.find((c) => c.kind === 'ssn' && c.level === 'error');
    expect(ssnError).toBeDefined();
    expect(checks.map((b) => b.text)).toContain(ssnError!.title);
    expect(d.readiness.journey.percent).toBe(review.journey.percent);
  });

  it('answers from a stored payload until something it shows changes, whoever writes it (docs/decisions/082)', async () => {
    const { agent, email } = await createVerifiedUser(app);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
    const db = app.running.services.database.db;
    const [me] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = me!.id;
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
    const first = await dashboard(agent);
    const unread = first.notifications.unread;

    // A write the counters do not see (triggers switched off for it) is not shown: the payload is
    // stored, not rebuilt on every call...
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(notifications).values({ userId, kind: 'info', title: 'Written behind the triggers', dedupeKey: `hidden-${randomUUID()}` });
    });
    const selects = vi.spyOn(db, 'select');
    const stored = await dashboard(agent);
    // On the embedded database a stored payload costs no query at all (the triggers' notices drop it);
    // on PostgreSQL (other processes may write) one read of the user's counters, nothing else (ADR 082).
    if (process.env.DATABASE_URL) expect(selects.mock.calls.length).toBeLessThanOrEqual(1);
    else expect(selects).not.toHaveBeenCalled();
    selects.mockRestore();
    expect(stored.notifications.unread).toBe(unread);
    expect(stored).toEqual(first);

    // ...and any ordinary write is: a notification as the worker creates it, straight in the database.
    await db.insert(notifications).values({ userId, kind: 'info', title: 'Analysis finished', dedupeKey: `worker-${randomUUID()}` });
    const notified = await dashboard(agent);
    expect(notified.notifications.unread).toBe(unread + 2);
    expect(notified.notifications.items.map((n) => n.title)).toContain('Analysis finished');

    // Marking them read through the other call.
    expect((await agent.post('/api/notifications/read', { all: true })).status).toBe(200);
    expect((await dashboard(agent)).notifications.unread).toBe(0);

    // A document written by another writer (the counters and the readiness follow).
    await db.insert(documents).values({
      clientId: client!.id, userId, documentType: 'w2', fileName: 'direct.pdf', filePath: `${userId}/direct`, fileSize: 10, mimeType: 'application/pdf',
      sha256: randomBytes(32).toString('hex'), uploadStatus: 'processing', taxYear: CURRENT_TAX_YEAR,
    });
    const withDoc = await dashboard(agent);
    expect(withDoc.documents.count).toBe(1);
    expect(withDoc.readiness.documents.processing).toBe(1);

    // A signature on the current summary, then its void: the review status follows both.
    const [basis] = await db.select().from(reviewStatusCache).where(and(eq(reviewStatusCache.userId, userId), eq(reviewStatusCache.taxYear, CURRENT_TAX_YEAR)));
    const [signature] = await db
      .insert(signatures)
      .values({ userId, clientId: client!.id, taxYear: CURRENT_TAX_YEAR, signer: 'taxpayer', typedName: 'Direct', secretEncrypted: 'x', consentText: 'x', summarySha256: basis!.summarySha256 })
      .returning({ id: signatures.id });
    const signed = reviewStatusSchema.parse((await dashboard(agent)).reviewStatus);
    expect(signed.signed).toBe(true);
    expect(signed).toEqual(reviewStatusSchema.parse(await (await agent.get('/api/review/status')).json()));
    await db.insert(signatureVoids).values({ signatureId: signature!.id, reason: 'voided by hand' });
    const voided = reviewStatusSchema.parse((await dashboard(agent)).reviewStatus);
    expect(voided.valid).toBe(false);
    expect(voided).toEqual(reviewStatusSchema.parse(await (await agent.get('/api/review/status')).json()));
  });
});

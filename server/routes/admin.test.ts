import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, uniqueEmail } from '../../test/factories';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { legacyAccountProfile } from '../admin/legacy';
import { queryRows } from '../db/client';
import { account, auditEvents, clients, documentLedger, documents, extractedData, legacyUserinfo, legacyUserlogin, legacyUserstack, notifications, user } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.running.services.database.db;
const sample = (name: string) => readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'client', 'public', 'legacy', name));

/** A signed-in user made admin in the database, with TOTP enrolled through the API unless `mfa` is false. */
async function createAdmin(mfa = true) {
  const u = await createVerifiedUser(app);
  await db().update(user).set({ role: 'admin' }).where(eq(user.email, u.email));
  if (mfa) {
    const { generate } = await import('otplib');
    const enable = await u.agent.post('/api/auth/two-factor/enable', { password: u.password });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect((await u.agent.post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) })).status).toBe(200);
  }
  return u;
}

/** Posts a CSV file the way the import page does (raw text/csv body). */
function postCsv(agent: Agent, table: string, body: string | Uint8Array) {
  const h: Record<string, string> = { origin: agent.base, 'content-type': 'text/csv' };
  if (agent.cookies.size) h.cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(new URL(`/api/admin/import/${table}`, agent.base), { method: 'POST', headers: h, body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) });
}

const ENDPOINTS: Array<[string, string]> = [
  ['GET', '/api/admin/overview'],
  ['POST', '/api/admin/import/userlogin'],
  ['POST', '/api/admin/import/userinfo'],
  ['POST', '/api/admin/import/userstack'],
  ['GET', '/api/admin/export/userlogin.csv'],
  ['POST', '/api/admin/migrate-users'],
  ['POST', '/api/admin/update-userlogin-uid'],
  ['GET', '/api/admin/review'],
  ['GET', '/api/admin/review/00000000-0000-0000-0000-000000000000'],
  ['GET', '/api/admin/review/00000000-0000-0000-0000-000000000000/file'],
  ['POST', '/api/admin/review/00000000-0000-0000-0000-000000000000/verify'],
];

describe('admin access', () => {
  it.each(ENDPOINTS)('%s %s answers 401 to anonymous, 403 to a user and 403 mfa_required to an admin without MFA', async (method, p) => {
    expect((await app.agent().request(method, p, method === 'POST' ? { useStatic: true, confirm: true } : undefined)).status).toBe(401);
    const { agent } = await createVerifiedUser(app);
    const res = await agent.request(method, p, method === 'POST' ? { useStatic: true, confirm: true } : undefined);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'You do not have access to this page.' } });
    const noMfa = await createAdmin(false);
    const res2 = await noMfa.agent.request(method, p, method === 'POST' ? { useStatic: true, confirm: true } : undefined);
    expect(res2.status).toBe(403);
    const body = (await res2.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('mfa_required');
    expect(body.error.message).toMatch(/\/profile/);
  });

  it('lets an admin with MFA in, audits refusals, and a revoked admin is refused at once', async () => {
    const admin = await createAdmin();
    const ok = await admin.agent.get('/api/admin/overview');
    expect(ok.status).toBe(200);
    const { agent } = await createVerifiedUser(app);
    await agent.get('/api/admin/overview');
    const denied = await db().select().from(auditEvents).where(eq(auditEvents.action, 'admin.access_denied'));
    expect(denied.length).toBeGreaterThan(0);
    await db().update(user).set({ role: 'user' }).where(eq(user.email, admin.email));
    expect((await admin.agent.get('/api/admin/overview')).status).toBe(403);
    await db().update(user).set({ role: 'admin' }).where(eq(user.email, admin.email));
  });
});

describe('legacy import, migration and uid update', () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    admin = await createAdmin();
  });

  it('imports the three sample CSVs (a malformed row each, formula cells kept) and re-imports without duplicates', async () => {
    const expected = { userlogin: [6, 1, 7], userinfo: [6, 1, 7], userstack: [5, 1, 6] } as const;
    for (const [table, [imported, errors, total]] of Object.entries(expected)) {
      const res = await postCsv(admin.agent, table, sample(`${table}.csv`));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { imported: number; errors: number; total: number; error_details: Array<{ line: number; message: string }> };
      expect(body).toMatchObject({ imported, errors, total });
      expect(body.error_details[0]!.message).toMatch(/^Line \d+: /);
    }
    const [{ n = 0 } = {}] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from userlogin`);
    const again = await admin.agent.post('/api/admin/import/userlogin', { useStatic: true });
    expect(await again.json()).toMatchObject({ imported: 6, errors: 1, total: 7 });
    const [{ m = 0 } = {}] = await queryRows<{ m: number }>(db(), sql`select count(*)::int as m from userlogin`);
    expect(m).toBe(n);
    const [eve] = await db().select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'L1005'));
    expect(eve!.firstname).toBe('=HYPERLINK("https://attacker.example","Eve")');
    const audits = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'admin.legacy_imported'), eq(auditEvents.actorUserId, (await me(admin.agent)).id)));
    expect(audits.map((a) => a.details)).toContainEqual(expect.objectContaining({ table: 'userlogin', imported: 6, errors: 1, total: 7 }));
  });

  it('exports userlogin with formula cells neutralised', async () => {
    const res = await admin.agent.get('/api/admin/export/userlogin.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    expect(text).toContain(`L1005,eve.evans@example.com,"'=HYPERLINK(""https://attacker.example"",""Eve"")"`);
  });

  it('refuses an unknown table, a wrong content type, and a migration without confirmation', async () => {
    expect((await postCsv(admin.agent, 'passwords', 'userid\n1\n')).status).toBe(404);
    expect((await admin.agent.request('POST', '/api/admin/import/userlogin', undefined, { 'content-type': 'application/octet-stream' })).status).toBe(415);
    expect((await admin.agent.post('/api/admin/migrate-users', {})).status).toBe(400);
  });

  it('migrates each eligible user once, skips an existing account, and the migrated user sets a password and signs in', async () => {
    // Gina (L1007) already signed up herself: the migration skips her and the uid update links her.
    const gina = await createVerifiedUser(app, 'gina.garcia@example.com');
    const first = await admin.agent.post('/api/admin/migrate-users', { confirm: true });
    expect(first.status).toBe(200);
    const r1 = (await first.json()) as { total_eligible: number; migrated: number; skipped: number; errors: number; skipped_details: Array<{ userid: string }> };
    expect(r1).toMatchObject({ total_eligible: 3, migrated: 2, skipped: 1, errors: 0 });
    expect(r1.skipped_details.map((d) => d.userid)).toEqual(['L1007']);

    const [alice] = await db().select().from(user).where(eq(user.email, 'alice.archer@example.com'));
    expect(alice).toMatchObject({ emailVerified: true, legacyUserId: 'L1001', role: 'user' });
    expect(await db().select().from(account).where(eq(account.userId, alice!.id))).toHaveLength(0);
    const [row] = await db().select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'L1001'));
    expect(row).toMatchObject({ transfer: '1', uid: alice!.id });
    for (const id of ['L1002', 'L1003', 'L1004']) {
      const [r] = await db().select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, id));
      expect(r!.uid).toBeNull();
    }

    const second = (await (await admin.agent.post('/api/admin/migrate-users', { confirm: true })).json()) as Record<string, number>;
    expect(second).toMatchObject({ total_eligible: 1, migrated: 0, skipped: 1, errors: 0 });
    const [{ n = 0 } = {}] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from "user" where legacy_user_id is not null`);
    expect(n).toBe(2);

    // The set-your-password link: follow it, choose a password, sign in.
    const mail = await app.mail.waitFor('alice.archer@example.com', /password/i);
    const link = await app.agent().get(mail.link!);
    expect(link.status).toBe(302);
    const token = new URL(link.headers.get('location')!, app.url).searchParams.get('token')!;
    expect((await app.agent().post('/api/auth/reset-password', { token, newPassword: 'a legacy passphrase of mine' })).status).toBe(200);
    const signedIn = app.agent();
    expect((await signedIn.post('/api/auth/sign-in/email', { email: 'alice.archer@example.com', password: 'a legacy passphrase of mine' })).status).toBe(200);
    expect((await me(signedIn)).email).toBe('alice.archer@example.com');
    expect(await legacyAccountProfile(db(), alice!.id)).toMatchObject({ legacyUserId: 'L1001', firstName: 'Alice', lastName: 'Archer', zip: '20001', phone: '(202) 555-0101' });
    // /profile shows the legacy data where the new account has none yet.
    const accountProfile = (await (await signedIn.get('/api/account')).json()) as { profile: Record<string, unknown> };
    expect(accountProfile.profile).toMatchObject({ fullName: 'Alice Archer', firstName: 'Alice', lastName: 'Archer', zip: '20001', phone: '(202) 555-0101', email: 'alice.archer@example.com' });

    // The uid update links Gina's own account to her legacy record, once.
    const upd = (await (await admin.agent.post('/api/admin/update-userlogin-uid')).json()) as Record<string, number>;
    expect(upd).toMatchObject({ total_eligible: 1, updated: 1, skipped: 0, errors: 0 });
    const ginaId = (await me(gina.agent)).id;
    const [g] = await db().select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, 'L1007'));
    expect(g!.uid).toBe(ginaId);
    const again = (await (await admin.agent.post('/api/admin/update-userlogin-uid')).json()) as Record<string, number>;
    expect(again).toMatchObject({ total_eligible: 0, updated: 0, skipped: 0, errors: 0 });
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, 'admin.users_migrated')).orderBy(asc(auditEvents.id));
    expect(audits.map((a) => a.details)).toMatchObject([
      { eligible: 3, migrated: 2, skipped: 1, errors: 0 },
      { eligible: 1, migrated: 0, skipped: 1, errors: 0 },
    ]);
  });
});

async function me(agent: Agent): Promise<{ id: string; email: string }> {
  return ((await (await agent.get('/api/me')).json()) as { user: { id: string; email: string } }).user;
}

describe('eligibility rules through the API', () => {
  // Each row breaks exactly one rule (or none); a fresh prefix keeps the cases apart from other tests.
  type Case = { name: string; isdeleted: string | null; transfer: string; info: boolean; stack: boolean; uid?: string; account?: boolean };
  const migrationCases: Array<[Case, boolean]> = [
    [{ name: 'all rules met', isdeleted: '0', transfer: '0', info: true, stack: true }, true],
    [{ name: 'isdeleted 1', isdeleted: '1', transfer: '0', info: true, stack: true }, false],
    [{ name: 'isdeleted empty', isdeleted: null, transfer: '0', info: true, stack: true }, false],
    [{ name: 'transfer 1', isdeleted: '0', transfer: '1', info: true, stack: true }, false],
    [{ name: 'no userinfo', isdeleted: '0', transfer: '0', info: false, stack: true }, false],
    [{ name: 'no userstack', isdeleted: '0', transfer: '0', info: true, stack: false }, false],
  ];
  const uidCases: Array<[Case, boolean]> = [
    [{ name: 'all rules met', isdeleted: '0', transfer: '0', info: true, stack: true, account: true }, true],
    [{ name: 'isdeleted 1', isdeleted: '1', transfer: '0', info: true, stack: true, account: true }, false],
    [{ name: 'transfer 1', isdeleted: '0', transfer: '1', info: true, stack: true, account: true }, false],
    [{ name: 'uid already set', isdeleted: '0', transfer: '0', info: true, stack: true, account: true, uid: 'someone-else' }, false],
    [{ name: 'no account with the email', isdeleted: '0', transfer: '0', info: true, stack: true, account: false }, false],
    [{ name: 'no userinfo', isdeleted: '0', transfer: '0', info: false, stack: true, account: true }, false],
    [{ name: 'no userstack', isdeleted: '0', transfer: '0', info: true, stack: false, account: true }, false],
  ];
  const ids = new Map<string, { userid: string; email: string }>();
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  async function seed(prefix: string, cases: Array<[Case, boolean]>) {
    for (const [c] of cases) {
      const email = uniqueEmail(prefix);
      const userid = `${prefix}-${ids.size}`;
      ids.set(`${prefix}:${c.name}`, { userid, email });
      await db().insert(legacyUserlogin).values({ userid, useremail: email, isdeleted: c.isdeleted, transfer: c.transfer, uid: c.uid ?? null });
      if (c.info) await db().insert(legacyUserinfo).values({ userid, data: {} });
      if (c.stack) await db().insert(legacyUserstack).values({ userid, data: {} });
      if (c.account) await createVerifiedUser(app, email);
    }
  }

  beforeAll(async () => {
    admin = await createAdmin();
    // Clear what earlier tests left eligible so the counts below are these cases alone.
    await db().update(legacyUserlogin).set({ isdeleted: '1' }).where(eq(legacyUserlogin.isdeleted, '0'));
    await seed('mig', migrationCases);
    await seed('uid', uidCases);
  });

  it('update-userlogin-uid touches exactly the rows that meet every rule', async () => {
    const res = (await (await admin.agent.post('/api/admin/update-userlogin-uid')).json()) as Record<string, number>;
    // The 'all rules met' migration case has no account, so only the uid case is eligible.
    expect(res).toMatchObject({ total_eligible: 1, updated: 1, errors: 0 });
  });

  it.each(uidCases)('uid update: %o → linked: %s', async (c, linked) => {
    const { userid, email } = ids.get(`uid:${c.name}`)!;
    const [row] = await db().select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, userid));
    const [u] = await db().select().from(user).where(eq(user.email, email));
    if (linked) expect(row!.uid).toBe(u!.id);
    else expect(row!.uid).toBe(c.uid ?? null);
  });

  it('migrate-users migrates exactly the rows that meet every rule', async () => {
    const res = (await (await admin.agent.post('/api/admin/migrate-users', { confirm: true })).json()) as Record<string, number>;
    // Eligible: the migration case that meets every rule (migrated), and three uid cases that meet the
    // migration rules too: 'no account with the email' (migrated), the linked one and 'uid already
    // set' (skipped: they already have an account).
    expect(res).toMatchObject({ total_eligible: 4, migrated: 2, skipped: 2, errors: 0 });
  });

  it.each(migrationCases)('migration: %o → migrated: %s', async (c, migrated) => {
    const { userid, email } = ids.get(`mig:${c.name}`)!;
    const [row] = await db().select().from(legacyUserlogin).where(eq(legacyUserlogin.userid, userid));
    const accounts = await db().select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(migrated ? 1 : 0);
    expect(row!.transfer).toBe(migrated ? '1' : c.transfer);
    if (migrated) expect(accounts[0]!.legacyUserId).toBe(userid);
  });
});

describe('document review', () => {
  it('queues pending documents oldest first, shows the file to an admin (audited), and verification reaches the owner', async () => {
    const admin = await createAdmin();
    const owner = await createVerifiedUser(app);
    await owner.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const ownerId = (await me(owner.agent)).id;
    const [client] = await db().select().from(clients).where(eq(clients.userId, ownerId));
    const files = app.running.services.files;
    const pdf = new TextEncoder().encode('%PDF-1.4\n%test file for review\n');
    const make = async (type: string, uploadedAt: Date) => {
      const key = `${ownerId}/${crypto.randomUUID()}.pdf`;
      await files.put(key, pdf);
      const [doc] = await db()
        .insert(documents)
        .values({ clientId: client!.id, userId: ownerId, documentType: type, fileName: `${type}.pdf`, filePath: key, fileSize: pdf.length, mimeType: 'application/pdf', sha256: crypto.randomUUID(), uploadStatus: 'completed', uploadedAt, taxYear: 2025 })
        .returning();
      await db().insert(extractedData).values({
        documentId: doc!.id,
        detectedType: type,
        detectedTaxYear: 2025,
        extractedFields: type === 'w2' ? { employer_name: 'Acme', box1_wages: '1000.00', employee_ssn: 'XXX-XX-6789' } : { payer_name: 'Bank' },
        confidenceBp: 6000,
        warnings: ['Box 1 looks low'],
        verificationStatus: 'pending',
      });
      return doc!;
    };
    const newer = await make('w2', new Date('2025-02-02T00:00:00Z'));
    const older = await make('w2', new Date('2025-01-01T00:00:00Z'));
    const interest = await make('1099-int', new Date('2025-01-15T00:00:00Z'));

    const list = (await (await admin.agent.get('/api/admin/review?type=w2&year=2025')).json()) as { documents: Array<{ id: string; file_url: string; owner: { email: string }; extracted_data: { warnings: string[] } }> };
    const ids = list.documents.map((d) => d.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(interest.id);
    const item = list.documents.find((d) => d.id === older.id)!;
    expect(item.owner.email).toBe(owner.email);
    expect(item.extracted_data.warnings).toEqual(['Box 1 looks low']);
    expect(item.file_url).toBe(`/api/admin/review/${older.id}/file`);

    const file = await admin.agent.get(item.file_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="w2.pdf"/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'admin.document_viewed'), eq(auditEvents.targetId, older.id)))).toHaveLength(1);
    expect((await owner.agent.get(item.file_url)).status).toBe(403);

    expect((await admin.agent.post(`/api/admin/review/${older.id}/verify`, { fields: { box1_wages: 'lots' } })).status).toBe(400);
    expect((await admin.agent.post(`/api/admin/review/${older.id}/verify`, { fields: { employee_ssn: '123-45-6789' } })).status).toBe(400);
    const verified = await admin.agent.post(`/api/admin/review/${older.id}/verify`, { fields: { box1_wages: '52000.00' } });
    expect(verified.status).toBe(200);

    const seen = (await (await owner.agent.get(`/api/documents/${older.id}`)).json()) as { document: { extracted_data: { verification_status: string; confirmed_fields: Record<string, unknown> } } };
    expect(seen.document.extracted_data).toMatchObject({ verification_status: 'verified', confirmed_fields: { box1_wages: '52000.00' } });
    const [x] = await db().select().from(extractedData).where(eq(extractedData.documentId, older.id));
    expect(x!.verifiedBy).toBe((await me(admin.agent)).id);
    expect(x!.verifiedAt).toBeInstanceOf(Date);
    const [ledger] = await db().select().from(documentLedger).where(and(eq(documentLedger.userId, ownerId), eq(documentLedger.taxYear, 2025)));
    expect(JSON.stringify(ledger!.extractedFields)).toContain('52000.00');
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, ownerId), eq(notifications.kind, 'document_verified')))).toHaveLength(1);
    const after = (await (await admin.agent.get('/api/admin/review')).json()) as { documents: Array<{ id: string }> };
    expect(after.documents.map((d) => d.id)).not.toContain(older.id);
  });
});

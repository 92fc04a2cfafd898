import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { queryRows, type Database } from '../db/client';
import { clients, documents, user } from '../db/schema';
import { EVENTS_CHANNEL } from '../events';
import { ANALYZE_QUEUE } from '../jobs/analyze';
import { JOBS_CHANNEL } from '../jobs/queue';
import { insertUploadedDocument, rehearseUploadStatements, uploadPrecheck } from './upload-rows';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let userId: string;
let clientId: string;
beforeAll(async () => {
  db = await freshDatabase();
  database = db.database;
  userId = randomUUID();
  await database.db.insert(user).values({ id: userId, name: 'Up Loader', email: `${userId}@example.test`, emailVerified: true });
  [{ id: clientId }] = (await database.db.insert(clients).values({ userId, taxYear: 2025 }).returning({ id: clients.id })) as [{ id: string }];
});
afterAll(async () => {
  await db?.drop();
});

const row = (over: Partial<typeof documents.$inferInsert> = {}) => ({
  id: randomUUID(),
  clientId,
  userId,
  documentType: 'w2',
  fileName: 'w2.pdf',
  filePath: `${userId}/${randomUUID()}.pdf`,
  fileSize: 1234,
  mimeType: 'application/pdf',
  sha256: randomBytes(32).toString('hex'),
  pageCount: 1,
  uploadStatus: 'processing' as const,
  taxYear: 2025,
  ...over,
});
const audit = (id: string) => ({ actorUserId: userId, action: 'document.uploaded', targetType: 'document', targetId: id, ip: '127.0.0.1', userAgent: 'test', details: { bytes: 1234, type: 'w2' } });
const count = async (table: string, where: ReturnType<typeof sql>) => Number((await queryRows<{ n: number | string }>(database.db, sql`select count(*) as n from ${sql.raw(table)} where ${where}`))[0]!.n);

describe('the upload’s two statements (ADR 084)', () => {
  it('reads the profile, a duplicate and the storage used in one statement', async () => {
    const sha = randomBytes(32).toString('hex');
    expect(await uploadPrecheck(database.db, userId, 2025, sha)).toEqual({ clientId, duplicate: null, usedBytes: 0 });
    expect(await uploadPrecheck(database.db, userId, 2024, sha)).toMatchObject({ clientId: null });
    const first = row({ sha256: sha, fileSize: 5000, fileName: 'first.pdf' });
    const stored = await insertUploadedDocument(database.db, { row: first, audit: audit(first.id) });
    const again = await uploadPrecheck(database.db, userId, 2025, sha);
    expect(again).toEqual({ clientId, duplicate: { id: first.id, fileName: 'first.pdf', uploadedAt: stored.uploadedAt }, usedBytes: 5000 });
    // Another user's copy is not a duplicate, nor their storage.
    expect(await uploadPrecheck(database.db, randomUUID(), 2025, sha)).toEqual({ clientId: null, duplicate: null, usedBytes: 0 });
  });

  it('inserts the row, the job and the audit entry and sends both notices, all or nothing', async () => {
    const heard: string[] = [];
    const stopJobs = await database.listen(JOBS_CHANNEL, (p) => heard.push(`jobs:${p}`));
    const stopEvents = await database.listen(EVENTS_CHANNEL, (p) => heard.push(`events:${p}`));
    try {
      const ok = row();
      const stored = await insertUploadedDocument(database.db, { row: ok, audit: audit(ok.id) });
      expect(stored).toMatchObject({ id: ok.id, userId, clientId, fileName: 'w2.pdf', fileSize: 1234, uploadStatus: 'processing', taxYear: 2025, analysisError: null });
      expect(stored.uploadedAt).toBeInstanceOf(Date);
      expect(await count('jobs', sql`singleton_key = ${ok.id} and queue = ${ANALYZE_QUEUE} and state = 'queued' and max_attempts = 3`)).toBe(1);
      expect(await count('audit_events', sql`target_id = ${ok.id} and action = 'document.uploaded'`)).toBe(1);
      const deadline = Date.now() + 10_000;
      while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(`jobs:${ANALYZE_QUEUE}`);
      expect(heard).toContain(`events:${JSON.stringify({ userId, event: { type: 'document', id: ok.id, action: 'created' } })}`);

      // A row the database refuses (no such profile): no job, no audit entry, no notice.
      heard.length = 0;
      const bad = row({ clientId: randomUUID() });
      await expect(insertUploadedDocument(database.db, { row: bad, audit: audit(bad.id) })).rejects.toThrow();
      expect(await count('documents', sql`id = ${bad.id}`)).toBe(0);
      expect(await count('jobs', sql`singleton_key = ${bad.id}`)).toBe(0);
      expect(await count('audit_events', sql`target_id = ${bad.id}`)).toBe(0);
      await database.ping();
      expect(heard).toEqual([]);
    } finally {
      await stopJobs();
      await stopEvents();
    }
  });

  it('rehearses both statements at start-up and leaves nothing behind, not even a notice', async () => {
    const tables = ['"user"', 'clients', 'documents', 'jobs', 'audit_events', 'user_data_versions', 'document_counts'];
    const counts = async () => Promise.all(tables.map((t) => count(t, sql`true`)));
    const before = await counts();
    const heard: string[] = [];
    const stopJobs = await database.listen(JOBS_CHANNEL, (p) => heard.push(p));
    const stopEvents = await database.listen(EVENTS_CHANNEL, (p) => heard.push(p));
    try {
      await rehearseUploadStatements(database.db);
      await database.ping();
      expect(await counts()).toEqual(before);
      expect(heard).toEqual([]);
    } finally {
      await stopJobs();
      await stopEvents();
    }
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { clients, documentCounts, documents, extractedData, user } from '../db/schema';
import { documentsSummary } from './documents';

// The Document Status counters are kept by triggers (migration 0008, docs/decisions/082); reading
// them is one primary-key lookup. Whatever happens to documents and extractions, they must equal
// a count over the rows.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RUN_WORKER: 'false' });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.running.services.database.db;

async function newUser() {
  const { agent, email } = await createVerifiedUser(app);
  expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
  const [me] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  const [client] = await db().select({ id: clients.id }).from(clients).where(eq(clients.userId, me!.id));
  return { userId: me!.id, clientId: client!.id };
}

/** The counters as a scan over the rows would give them. */
async function scanned(userId: string, year: number) {
  const [r] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      processedCount: sql<number>`(count(*) filter (where ${documents.uploadStatus} = 'completed'))::int`,
      analyzedCount: sql<number>`(count(${extractedData.id}) filter (where ${extractedData.extractedFields} <> '{}'::jsonb))::int`,
      verifiedCount: sql<number>`(count(${extractedData.id}) filter (where ${extractedData.verificationStatus} = 'verified'))::int`,
      failedCount: sql<number>`(count(*) filter (where ${documents.uploadStatus} = 'failed'))::int`,
    })
    .from(documents)
    .leftJoin(extractedData, eq(extractedData.documentId, documents.id))
    .where(and(eq(documents.userId, userId), eq(documents.taxYear, year)));
  return r!;
}

function docRow(userId: string, clientId: string, year: number, status: 'processing' | 'completed' | 'failed' = 'processing') {
  const id = randomUUID();
  return { id, clientId, userId, documentType: 'w2', fileName: `${id}.pdf`, filePath: `${userId}/${id}`, fileSize: 1000, mimeType: 'application/pdf', sha256: randomBytes(32).toString('hex'), uploadStatus: status, taxYear: year };
}

describe('document counters kept by triggers', () => {
  it('equal a scan of the rows after inserts, analyses, verification, status changes, year moves and deletes', async () => {
    const { userId, clientId } = await newUser();
    const expectBoth = async () => {
      for (const year of [2024, 2025]) expect(await documentsSummary(db(), userId, year)).toEqual(await scanned(userId, year));
    };
    await expectBoth();
    expect(await documentsSummary(db(), userId, 2025)).toEqual({ count: 0, processedCount: 0, analyzedCount: 0, verifiedCount: 0, failedCount: 0 });

    const rows = Array.from({ length: 6 }, () => docRow(userId, clientId, 2025));
    await db().insert(documents).values(rows);
    expect(await documentsSummary(db(), userId, 2025)).toMatchObject({ count: 6, processedCount: 0 });

    // The worker finishes: four analysed (one with nothing found), one fails.
    await db().update(documents).set({ uploadStatus: 'completed' }).where(inArray(documents.id, rows.slice(0, 4).map((r) => r.id)));
    await db().update(documents).set({ uploadStatus: 'failed' }).where(eq(documents.id, rows[4]!.id));
    await db().insert(extractedData).values(
      rows.slice(0, 4).map((r, i) => ({ documentId: r.id, confidenceBp: 9000, extractedFields: i === 3 ? {} : { box1_wages: '100.00' } })),
    );
    await expectBoth();
    expect(await documentsSummary(db(), userId, 2025)).toEqual({ count: 6, processedCount: 4, analyzedCount: 3, verifiedCount: 0, failedCount: 1 });

    // Verification, a re-run that empties the fields, an update that changes nothing counted.
    await db().update(extractedData).set({ verificationStatus: 'verified' }).where(inArray(extractedData.documentId, [rows[0]!.id, rows[1]!.id]));
    await db().update(extractedData).set({ extractedFields: {} }).where(eq(extractedData.documentId, rows[2]!.id));
    await db().update(extractedData).set({ aiSummary: 'no change to the counters' }).where(eq(extractedData.documentId, rows[0]!.id));
    await db().update(documents).set({ fileName: 'renamed.pdf' }).where(eq(documents.id, rows[0]!.id));
    await expectBoth();
    expect(await documentsSummary(db(), userId, 2025)).toEqual({ count: 6, processedCount: 4, analyzedCount: 2, verifiedCount: 2, failedCount: 1 });

    // A document moved to the other year takes its extraction along; a retry sets failed → processing.
    await db().update(documents).set({ taxYear: 2024 }).where(eq(documents.id, rows[0]!.id));
    await db().update(documents).set({ uploadStatus: 'processing' }).where(eq(documents.id, rows[4]!.id));
    await expectBoth();
    expect(await documentsSummary(db(), userId, 2024)).toEqual({ count: 1, processedCount: 1, analyzedCount: 1, verifiedCount: 1, failedCount: 0 });

    // Deleting a document cascades to its extraction; deleting an extraction alone; a re-analysis.
    await db().delete(documents).where(eq(documents.id, rows[1]!.id));
    await db().delete(extractedData).where(eq(extractedData.documentId, rows[3]!.id));
    await db().insert(extractedData).values({ documentId: rows[3]!.id, confidenceBp: 9000, extractedFields: { box1_wages: '1.00' }, verificationStatus: 'verified' });
    await expectBoth();
    expect(await documentsSummary(db(), userId, 2025)).toEqual({ count: 4, processedCount: 2, analyzedCount: 1, verifiedCount: 1, failedCount: 0 });

    // Several at once, in one transaction that is rolled back: nothing counted.
    await db()
      .transaction(async (tx) => {
        await tx.insert(documents).values([docRow(userId, clientId, 2025, 'completed'), docRow(userId, clientId, 2025, 'failed')]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectBoth();
  });

  it('are per user, and leave nothing behind when the user is deleted', async () => {
    const a = await newUser();
    const b = await newUser();
    await db().insert(documents).values([docRow(a.userId, a.clientId, 2025, 'completed'), docRow(b.userId, b.clientId, 2025)]);
    expect((await documentsSummary(db(), a.userId, 2025)).processedCount).toBe(1);
    expect(await documentsSummary(db(), b.userId, 2025)).toEqual(await scanned(b.userId, 2025));
    await db().delete(user).where(eq(user.id, a.userId));
    expect(await db().select().from(documentCounts).where(eq(documentCounts.userId, a.userId))).toEqual([]);
    expect(await documentsSummary(db(), b.userId, 2025)).toEqual({ count: 1, processedCount: 0, analyzedCount: 0, verifiedCount: 0, failedCount: 0 });
  });
});

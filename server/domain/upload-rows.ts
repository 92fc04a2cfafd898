/**
 * The upload's database work in two statements (ADR 084): one read before the file is accepted
 * (the user's profile, a duplicate, the storage used) and one write after (the document row, its
 * analysis job, the audit entry and both notices). On the embedded database every statement costs a
 * round trip through WebAssembly on the web process's thread, so the upload used to spend more time
 * in its ten statements than in receiving 5 MB.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { auditInsert, type AuditEntry } from '../audit';
import { queryRows, type DbOrTx } from '../db/client';
import { clients, documents, user } from '../db/schema';
import { publishNotify } from '../events';
import { ANALYZE_QUEUE } from '../jobs/analyze';
import { jobInsert, jobsNotify } from '../jobs/queue';

export interface UploadPrecheck {
  /** The user's profile for the year, or null (no disclaimer accepted yet). */
  clientId: string | null;
  /** A document of the user with the same contents. */
  duplicate: { id: string; fileName: string; uploadedAt: Date } | null;
  /** Bytes of every document the user has stored. */
  usedBytes: number;
}

/** The profile, a duplicate by SHA-256 and the storage used, in one statement. */
export async function uploadPrecheck(db: DbOrTx, userId: string, taxYear: number, sha256: string): Promise<UploadPrecheck> {
  const [row] = await queryRows<{ client_id: string | null; used: string | number | bigint; dup_id: string | null; dup_name: string | null; dup_at: Date | string | null }>(
    db,
    sql`select
          (select ${clients.id} from ${clients} where ${and(eq(clients.userId, userId), eq(clients.taxYear, taxYear))}) as client_id,
          (select coalesce(sum(${documents.fileSize}), 0)::bigint from ${documents} where ${eq(documents.userId, userId)}) as used,
          dup.id as dup_id, dup.file_name as dup_name, dup.uploaded_at as dup_at
        from (select 1) as one
        left join lateral (
          select ${documents.id} as id, ${documents.fileName} as file_name, ${documents.uploadedAt} as uploaded_at
          from ${documents} where ${and(eq(documents.userId, userId), eq(documents.sha256, sha256))} limit 1
        ) as dup on true`,
  );
  return {
    clientId: row?.client_id ?? null,
    duplicate: row?.dup_id ? { id: row.dup_id, fileName: row.dup_name ?? '', uploadedAt: new Date(row.dup_at as Date | string) } : null,
    usedBytes: Number(row?.used ?? 0),
  };
}

/**
 * Inserts the uploaded document with its analysis job and audit entry, and sends the job and
 * live-update notices, as one statement (atomic by itself: all of it commits or none of it).
 */
export async function insertUploadedDocument(
  db: DbOrTx,
  input: { row: typeof documents.$inferInsert & { id: string; userId: string }; audit: AuditEntry },
): Promise<typeof documents.$inferSelect> {
  const { row } = input;
  const doc = db.$with('doc').as(db.insert(documents).values(row).returning());
  const job = db.$with('job').as(jobInsert(db, ANALYZE_QUEUE, { documentId: row.id }, { singletonKey: row.id, maxAttempts: 3 }));
  const entry = db.$with('entry').as(auditInsert(db, input.audit));
  // Every column of the inserted row, as the table's own columns decode it, plus the two notices.
  const columns = Object.fromEntries(Object.keys(getTableColumns(documents)).map((k) => [k, (doc as unknown as Record<string, unknown>)[k]]));
  const rows = await db
    .with(doc, job, entry)
    .select({
      ...(columns as unknown as Record<keyof typeof documents.$inferSelect, typeof doc.id>),
      jobsNotice: sql`${jobsNotify(ANALYZE_QUEUE)}`.as('jobs_notice'),
      liveNotice: sql`${publishNotify(row.userId, { type: 'document', id: row.id, action: 'created' })}`.as('live_notice'),
    })
    .from(doc);
  const { jobsNotice: _j, liveNotice: _l, ...inserted } = rows[0] as unknown as typeof documents.$inferSelect & { jobsNotice: unknown; liveNotice: unknown };
  return inserted;
}

/** Thrown to undo the rehearsal's transaction. */
class Rehearsal extends Error {}

/**
 * Runs the upload's two statements once, for a made-up user inside a transaction that is rolled
 * back, so that the first real upload of a process does not pay the database's first run of them
 * (loading the tables' and indexes' descriptions, compiling the trigger functions: ~35 ms on PGlite
 * at start-up). Nothing stays behind, and no notice is sent (they go out only at commit); the job
 * and audit sequences advance by one.
 */
export async function rehearseUploadStatements(db: DbOrTx): Promise<void> {
  const userId = `warm-up-${randomUUID()}`;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name: 'warm-up', email: `${userId}@warm-up.invalid` });
      const [client] = await tx.insert(clients).values({ userId, taxYear: 2025 }).returning({ id: clients.id });
      await uploadPrecheck(tx, userId, 2025, '0'.repeat(64));
      const id = randomUUID();
      await insertUploadedDocument(tx, {
        row: { id, clientId: client!.id, userId, documentType: 'other', fileName: 'warm-up.pdf', filePath: `${userId}/${id}.pdf`, fileSize: 1, mimeType: 'application/pdf', sha256: '0'.repeat(64), pageCount: 1, uploadStatus: 'processing', taxYear: 2025 },
        audit: { actorUserId: userId, action: 'document.uploaded', targetType: 'document', targetId: id, details: { bytes: 1, type: 'other' } },
      });
      throw new Rehearsal();
    });
  } catch (err) {
    if (!(err instanceof Rehearsal)) throw err;
  }
}

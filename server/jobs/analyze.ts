import { eq } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS, isDocumentType } from '#shared/extraction/document-types';
import type { DbOrTx } from '../db/client';
import { documents, extractedData } from '../db/schema';
import { MISSING_FILE_ERROR, rebuildLedger, sealSecret, splitSensitive, suggestedStatus } from '../domain/documents';
import { notify } from '../domain/notifications';
import { publish } from '../events';
import type { Services } from '../services';
import { voidChangedSignatures } from '../review/stale';
import type { Job } from './queue';

export const ANALYZE_QUEUE = 'document.analyze';

/** Failures worth another try later (the machine was busy); the rest are final for that file. */
const RETRYABLE = new Set(['timeout', 'internal_error', 'ocr_failed']);

class RetryableAnalysisError extends Error {}

async function markFailed(tx: DbOrTx, doc: typeof documents.$inferSelect, message: string) {
  await tx.update(documents).set({ uploadStatus: 'failed', analysisError: message }).where(eq(documents.id, doc.id));
  await notify(tx, doc.userId, {
    kind: 'document',
    title: `We could not read ${doc.fileName}`,
    body: message,
    link: '/intake',
    dedupeKey: `doc-failed-${doc.id}-${doc.uploadedAt.getTime()}`,
  });
  await publish(tx, doc.userId, { type: 'document', id: doc.id, action: 'updated' });
  await publish(tx, doc.userId, { type: 'notification' });
}

/** A short name for notifications: 'W-2 from ACME analyzed'. */
function analyzedTitle(type: string, fields: Record<string, unknown>, fileName: string): string {
  const label = type === 'w2' ? 'W-2' : type.toUpperCase();
  const from = (fields.employer_name ?? fields.payer_name) as string | undefined;
  return from ? `${label} from ${from} analyzed` : `${fileName} analyzed`;
}

/**
 * Analyzes one document with the extraction engine. Idempotent (security.md §20): the result is
 * an upsert keyed by document, the ledger is rebuilt, the notification has a dedupe key.
 */
export function analyzeHandler(services: Services) {
  const { database, files, cipher } = services;
  return async (job: Job) => {
    const documentId = String(job.payload.documentId ?? '');
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, documentId));
    if (!doc) return; // deleted while waiting: nothing to do
    const bytes = await files.get(doc.filePath);
    if (!bytes) {
      await markFailed(database.db, doc, MISSING_FILE_ERROR);
      return;
    }
    const declared = isDocumentType(doc.documentType) ? doc.documentType : undefined;
    services.log.info({ jobId: job.id, documentId, attempt: job.attempts }, 'analysing a document');
    const result = await services.extractor().extract({ bytes, fileName: doc.fileName, mimeType: doc.mimeType, declaredType: declared });
    // A document over the time limit gets one more try (the machine may have been busy), not five.
    const retry = !result.ok && RETRYABLE.has(result.error.code) && !(result.error.code === 'timeout' && job.attempts >= 2);
    if (!result.ok && retry) throw new RetryableAnalysisError(result.error.message);

    await database.db.transaction(async (tx) => {
      const [current] = await tx.select().from(documents).where(eq(documents.id, documentId)).for('update');
      if (!current) return;
      if (!result.ok) {
        await markFailed(tx, current, result.error.message);
        return;
      }
      const v = result.value;
      const { visible, secret } = splitSensitive(v.document_type, v.fields);
      const values = {
        detectedType: v.document_type,
        detectedTaxYear: v.tax_year,
        extractedFields: visible,
        fieldConfidence: v.field_confidence,
        confidenceBp: Math.round(v.confidence * 10_000),
        warnings: v.warnings,
        aiSummary: v.summary,
        verificationStatus: suggestedStatus(v.verification_status),
        sensitiveEncrypted: sealSecret(cipher, documentId, secret),
        engine: services.env.AI_BASE_URL ? 'built-in+model' : 'built-in',
        // A new analysis replaces the suggestion; earlier confirmations were of the old one.
        confirmedFields: null,
        verifiedBy: null,
        verifiedAt: null,
        updatedAt: new Date(),
      };
      await tx.insert(extractedData).values({ documentId, ...values }).onConflictDoUpdate({ target: extractedData.documentId, set: values });
      await tx.update(documents).set({ uploadStatus: 'completed', analysisError: null }).where(eq(documents.id, documentId));
      await rebuildLedger(tx, current.userId, current.clientId, current.taxYear);
      await notify(tx, current.userId, {
        kind: 'document',
        title: analyzedTitle(v.document_type, visible, current.fileName),
        body: `${DOCUMENT_TYPE_LABELS[v.document_type]}: ${v.summary}`.slice(0, 300),
        link: '/intake',
        dedupeKey: `doc-analyzed-${documentId}-${current.uploadedAt.getTime()}`,
      });
      await publish(tx, current.userId, { type: 'document', id: documentId, action: 'updated' });
      await publish(tx, current.userId, { type: 'notification' });
    });
    // New figures after signing void the signature now, not when the review is next opened.
    // (The result is stored: a failure here is logged, not retried; the next read reconciles.)
    await voidChangedSignatures(services, doc.userId, { ip: null, userAgent: 'analysis worker' }, doc.taxYear).catch((err: unknown) =>
      services.log.warn({ err: (err as Error).message, documentId }, 'could not re-check signatures after an analysis'),
    );
  };
}

/** When the analysis of a document finally fails, the document shows it (with a retry action). */
export function analyzeFailed(services: Services) {
  return async (job: Pick<Job, 'payload'>, error: string) => {
    const [doc] = await services.database.db.select().from(documents).where(eq(documents.id, String(job.payload.documentId ?? '')));
    if (doc && doc.uploadStatus === 'processing') await markFailed(services.database.db, doc, `Analysis failed: ${error}`);
  };
}

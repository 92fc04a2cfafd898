import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isDocumentType, type DocumentType } from '#shared/extraction/document-types';
import { FIELD_DEFINITIONS, type ExtractedFields } from '#shared/extraction/fields';
import { formatForProConnect } from '#shared/extraction/proconnect';
import { CHECKS_PASSED, isPdfFileName } from '#shared/documents/types';
import type { DbOrTx } from '../db/client';
import { documentCounts, documentLedger, documents, extractedData } from '../db/schema';
import type { FieldCipher } from '../security/crypto';

export type DocumentRow = typeof documents.$inferSelect;
export type ExtractionRow = typeof extractedData.$inferSelect;

/**
 * The verification status an analysis may store. Passing the automatic checks makes the values
 * a checked suggestion ('checked'), never 'verified': only the user's confirmation (POST
 * /documents/:id/confirm) or an administrator in the review queue verifies (security.md §16).
 */
export function suggestedStatus(engine: 'verified' | 'pending'): typeof CHECKS_PASSED | 'pending' {
  return engine === 'verified' ? CHECKS_PASSED : 'pending';
}

/** Masks an identifier to its last four digits, in the printed form of extraction-fields.md. */
export function maskIdentifier(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return 'XXXX';
  return /^\d{2}-\d{7}$/.test(value) ? `XX-XXX${digits.slice(-4)}` : `XXX-XX-${digits.slice(-4)}`;
}

/** True for fields that hold a person's SSN/TIN or ID number (encrypted, never sent in full). */
function isSensitive(type: DocumentType, name: string): boolean {
  const def = FIELD_DEFINITIONS[type].find((d) => d.name === name);
  return def?.kind === 'ssn' || name === 'recipient_tin' || name === 'id_number';
}

/**
 * Splits extracted fields into what may be stored and shown (identifiers masked) and the
 * identifiers themselves, which are encrypted at rest (security.md §8, §12).
 */
export function splitSensitive(type: DocumentType, fields: ExtractedFields): { visible: ExtractedFields; secret: Record<string, unknown> } {
  const visible: ExtractedFields = {};
  const secret: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && isSensitive(type, name)) {
      secret[name] = value;
      visible[name] = /\d{4}$/.test(value.replace(/\D/g, '')) && !/[X*]/i.test(value) ? maskIdentifier(value) : value;
    } else if (Array.isArray(value)) {
      const def = FIELD_DEFINITIONS[type].find((d) => d.name === name);
      const secretItems = (def?.items ?? []).filter((i) => i.kind === 'ssn').map((i) => i.name);
      if (secretItems.length) {
        secret[name] = value.map((row) => Object.fromEntries(secretItems.filter((k) => row[k] !== undefined).map((k) => [k, row[k]])));
        visible[name] = value.map((row) => ({ ...row, ...Object.fromEntries(secretItems.filter((k) => row[k]).map((k) => [k, maskIdentifier(String(row[k]))])) }));
      } else visible[name] = value;
    } else visible[name] = value;
  }
  return { visible, secret };
}

/** Encrypts a document's identifiers, bound to the document. */
export function sealSecret(cipher: FieldCipher, documentId: string, secret: Record<string, unknown>): string | null {
  return Object.keys(secret).length ? cipher.encrypt(JSON.stringify(secret), `documents:${documentId}:sensitive`) : null;
}

/** The confirmed value of each field where there is one, else the extracted suggestion. */
export function effectiveFields(x: Pick<ExtractionRow, 'extractedFields' | 'confirmedFields'>): Record<string, unknown> {
  return { ...x.extractedFields, ...(x.confirmedFields ?? {}) };
}

/** A document as the browser receives it (spec §3, with the first extraction flattened in). */
export function presentDocument(doc: DocumentRow, x: ExtractionRow | null | undefined) {
  const type = isDocumentType(doc.documentType) ? doc.documentType : 'other';
  return {
    id: doc.id,
    document_type: type,
    file_name: doc.fileName,
    file_size: doc.fileSize,
    mime_type: doc.mimeType,
    upload_status: doc.uploadStatus,
    uploaded_at: doc.uploadedAt.toISOString(),
    tax_year: doc.taxYear,
    analysis_error: doc.analysisError,
    is_pdf: isPdfFileName(doc.fileName),
    file_url: `/api/documents/${doc.id}/file`,
    extracted_data: x
      ? {
          id: x.id,
          extracted_fields: x.extractedFields,
          field_confidence: x.fieldConfidence,
          confidence_score: x.confidenceBp / 10_000,
          ai_summary: x.aiSummary,
          verification_status: x.verificationStatus,
          warnings: x.warnings,
          detected_type: x.detectedType,
          confirmed_fields: x.confirmedFields,
        }
      : null,
    proconnect_text: x
      ? formatForProConnect(isDocumentType(x.detectedType) ? x.detectedType : type, x.detectedTaxYear ?? doc.taxYear, effectiveFields(x) as ExtractedFields)
      : null,
  };
}

export type DocumentDto = ReturnType<typeof presentDocument>;

/** A user's documents with their extraction, newest first; one year or all. */
export async function listDocuments(tx: DbOrTx, userId: string, year?: number) {
  const rows = await tx
    .select({ doc: documents, x: extractedData })
    .from(documents)
    .leftJoin(extractedData, eq(extractedData.documentId, documents.id))
    .where(and(eq(documents.userId, userId), year ? eq(documents.taxYear, year) : undefined))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  return rows;
}

/**
 * The analysis error of a document whose stored file is gone (server/jobs/analyze.ts writes this
 * text). Analysing it again cannot succeed, so the dashboard's retry-failed call leaves it alone;
 * the user uploads the file again (or retries that one document on purpose).
 */
export const MISSING_FILE_ERROR = 'The stored file is missing. Please upload it again.';

/** Page sizes of GET /api/documents (docs/decisions/081). */
export const DOCUMENT_PAGE_DEFAULT = 50;
export const DOCUMENT_PAGE_MAX = 200;

/** A position in the newest-first list: the last row's upload time (UTC, microseconds) and id. */
export interface DocumentCursor {
  uploadedAt: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque cursor text the API hands out. */
export function encodeCursor(c: DocumentCursor): string {
  return Buffer.from(`${c.uploadedAt}|${c.id}`, 'utf8').toString('base64url');
}

/** Reads a cursor from the API; null when it is not one of ours. */
export function decodeCursor(text: string): DocumentCursor | null {
  const [uploadedAt = '', id = ''] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  return CURSOR_TIME.test(uploadedAt) && CURSOR_ID.test(id) ? { uploadedAt, id } : null;
}

/**
 * One page of a user's documents, newest first, from the (user, [year,] uploaded_at, id) index:
 * a keyset page (rows after the cursor), never an offset, so page 20 costs what page 1 costs.
 */
export async function listDocumentsPage(tx: DbOrTx, userId: string, opts: { year?: number; limit: number; after?: DocumentCursor | null }) {
  const limit = Math.max(1, Math.min(DOCUMENT_PAGE_MAX, Math.trunc(opts.limit)));
  const after = opts.after
    ? sql`(${documents.uploadedAt}, ${documents.id}) < ((${opts.after.uploadedAt}::timestamp at time zone 'UTC'), ${opts.after.id}::uuid)`
    : undefined;
  const rows = await tx
    .select({ doc: documents, x: extractedData, at: sql<string>`to_char(${documents.uploadedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')` })
    .from(documents)
    .leftJoin(extractedData, eq(extractedData.documentId, documents.id))
    .where(and(eq(documents.userId, userId), opts.year ? eq(documents.taxYear, opts.year) : undefined, after))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ doc, x }) => ({ doc, x })),
    nextCursor: rows.length > limit && last ? encodeCursor({ uploadedAt: last.at, id: last.doc.id }) : null,
  };
}

/** One document of the user (another user's id is simply not found). */
export async function findDocument(tx: DbOrTx, userId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await tx
    .select({ doc: documents, x: extractedData })
    .from(documents)
    .leftJoin(extractedData, eq(extractedData.documentId, documents.id))
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row;
}

/**
 * Counters of the Document Status card and the progress rules (spec §4): one primary-key read of
 * the counters the database triggers keep up to date (migration 0008, docs/decisions/082).
 */
export async function documentsSummary(tx: DbOrTx, userId: string, year: number) {
  const [r] = await tx
    .select({
      count: documentCounts.count,
      processedCount: documentCounts.processedCount,
      analyzedCount: documentCounts.analyzedCount,
      verifiedCount: documentCounts.verifiedCount,
      failedCount: documentCounts.failedCount,
    })
    .from(documentCounts)
    .where(and(eq(documentCounts.userId, userId), eq(documentCounts.taxYear, year)));
  return r ?? { count: 0, processedCount: 0, analyzedCount: 0, verifiedCount: 0, failedCount: 0 };
}

/**
 * Rebuilds the user's ledger for a year from every analyzed document (spec §3 document_ledger):
 * `{<type>: [{document_id, file_name, fields}]}`, confirmed values over suggestions. Rebuilding
 * (rather than appending) keeps it right after re-runs, edits and deletes.
 */
export async function rebuildLedger(tx: DbOrTx, userId: string, clientId: string, year: number): Promise<void> {
  const rows = await tx
    .select({ doc: documents, x: extractedData })
    .from(documents)
    .innerJoin(extractedData, eq(extractedData.documentId, documents.id))
    .where(and(eq(documents.userId, userId), eq(documents.taxYear, year)))
    .orderBy(asc(documents.uploadedAt));
  const ledger: Record<string, unknown[]> = {};
  for (const { doc, x } of rows) {
    (ledger[doc.documentType] ??= []).push({ document_id: doc.id, file_name: doc.fileName, fields: effectiveFields(x) });
  }
  await tx
    .insert(documentLedger)
    .values({ userId, clientId, taxYear: year, extractedFields: ledger })
    .onConflictDoUpdate({ target: [documentLedger.userId, documentLedger.taxYear], set: { extractedFields: ledger, updatedAt: new Date(), clientId } });
}

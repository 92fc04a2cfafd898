import { and, asc, eq } from 'drizzle-orm';
import { isDocumentType, type DocumentType } from '#shared/extraction/document-types';
import { FIELD_DEFINITIONS } from '#shared/extraction/fields';
import { FIELDS_SCHEMAS } from '#shared/extraction/schemas';
import { audit } from '../audit';
import type { DbOrTx } from '../db/client';
import { documents, extractedData, user } from '../db/schema';
import { rebuildLedger, presentDocument, type DocumentRow, type ExtractionRow } from '../domain/documents';
import { notify } from '../domain/notifications';
import { publish } from '../events';
import { errors, fromZod } from '../http/errors';

export interface ReviewFilter {
  type?: DocumentType;
  year?: number;
  limit?: number;
}

/** A document as the reviewer sees it: the owner's DTO, with the file served by the admin endpoint. */
export function toReviewDto(doc: DocumentRow, x: ExtractionRow | null, ownerEmail: string) {
  return { ...presentDocument(doc, x), file_url: `/api/admin/review/${doc.id}/file`, owner: { id: doc.userId, email: ownerEmail } };
}

/** Documents whose extraction awaits verification, oldest upload first. */
export async function listReviewQueue(db: DbOrTx, f: ReviewFilter) {
  const rows = await db
    .select({ doc: documents, x: extractedData, email: user.email })
    .from(documents)
    .innerJoin(extractedData, eq(extractedData.documentId, documents.id))
    .innerJoin(user, eq(user.id, documents.userId))
    .where(
      and(
        eq(extractedData.verificationStatus, 'pending'),
        f.type ? eq(documents.documentType, f.type) : undefined,
        f.year ? eq(documents.taxYear, f.year) : undefined,
      ),
    )
    .orderBy(asc(documents.uploadedAt), asc(documents.id))
    .limit(f.limit ?? 100);
  return rows.map((r) => toReviewDto(r.doc, r.x, r.email));
}

/** One document of any owner, for an administrator (callers check the role first). */
export async function findReviewDocument(db: DbOrTx, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select({ doc: documents, x: extractedData, email: user.email })
    .from(documents)
    .leftJoin(extractedData, eq(extractedData.documentId, documents.id))
    .innerJoin(user, eq(user.id, documents.userId))
    .where(eq(documents.id, id));
  return row;
}

/**
 * Records a reviewer's corrections and marks the extraction verified: confirmed values are kept
 * apart from the suggestions, the owner's ledger is rebuilt, the owner's open pages are told, and
 * the owner is notified. Identifiers stay masked: a reviewer cannot overwrite them here.
 */
export async function verifyDocument(db: DbOrTx, reviewerId: string, doc: DocumentRow, x: ExtractionRow, corrections: Record<string, unknown>) {
  const type = isDocumentType(x.detectedType) ? x.detectedType : isDocumentType(doc.documentType) ? doc.documentType : 'other';
  // Identifiers are encrypted apart and only ever shown masked: they are not corrected here.
  const identifiers = Object.keys(corrections).filter((k) => FIELD_DEFINITIONS[type].find((d) => d.name === k)?.kind === 'ssn' || k === 'recipient_tin' || k === 'id_number');
  if (identifiers.length) throw errors.validation('Identifiers cannot be changed in review.', Object.fromEntries(identifiers.map((k) => [k, 'Identifiers cannot be changed in review.'])));
  const editable = corrections;
  const merged = { ...x.extractedFields, ...(x.confirmedFields ?? {}), ...editable };
  const checked = FIELDS_SCHEMAS[type].safeParse(Object.fromEntries(Object.entries(merged).filter(([, v]) => !/X{2}-|X{3}/.test(String(v)))));
  if (!checked.success) throw fromZod(checked.error);
  await db.transaction(async (tx) => {
    await tx
      .update(extractedData)
      .set({ confirmedFields: { ...(x.confirmedFields ?? {}), ...editable }, verificationStatus: 'verified', verifiedBy: reviewerId, verifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(extractedData.id, x.id));
    await rebuildLedger(tx, doc.userId, doc.clientId, doc.taxYear);
    await audit(tx, { actorUserId: reviewerId, action: 'admin.document_verified', targetType: 'document', targetId: doc.id, details: { owner: doc.userId, corrected: Object.keys(editable).length } });
    await publish(tx, doc.userId, { type: 'document', id: doc.id, action: 'updated' });
    await notify(tx, doc.userId, {
      kind: 'document_verified',
      title: 'A document was verified',
      body: `${doc.fileName} was reviewed and its details are confirmed.`,
      link: '/intake',
      dedupeKey: `document-verified:${doc.id}:${x.updatedAt.getTime()}`,
    });
    await publish(tx, doc.userId, { type: 'notification' });
  });
}

/**
 * Voids signatures as soon as the signed data changes, not on the next read of the review: after
 * every successful change a user makes (profile, documents, confirmations, chat proposals) and
 * after each analysis the worker stores. Cheap when nothing is signed (one indexed query).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { signatureVoids, signatures } from '../db/schema';
import type { Services } from '../services';
import { reconcileSignatures, type RequestMeta } from './signatures';
import { currentBasis } from './status';

/** Voids the user's live signatures for the year whose signed summary no longer matches. */
export async function voidChangedSignatures(services: Pick<Services, 'database' | 'cipher' | 'log'>, userId: string, meta: RequestMeta, taxYear = CURRENT_TAX_YEAR): Promise<void> {
  const { database } = services;
  const live = await database.db
    .select({ id: signatures.id })
    .from(signatures)
    .leftJoin(signatureVoids, eq(signatureVoids.signatureId, signatures.id))
    .where(and(eq(signatures.userId, userId), eq(signatures.taxYear, taxYear), isNull(signatureVoids.id)))
    .limit(1);
  if (live.length === 0) return;
  // Stored status parts when the data did not change (no build), else a fresh build.
  const basis = await currentBasis(services, userId, taxYear);
  await reconcileSignatures(database, userId, taxYear, basis.view.summarySha256, meta);
}

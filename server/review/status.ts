/**
 * The review status without building the review: the parts of the last built review a status
 * needs (summary hash, required signers, blockers) are kept in review_status_cache with the user's
 * data version at the time; database triggers raise that version whenever the review's inputs
 * change (profile, documents, extractions, ledger), so an equal version means the stored parts are
 * current (docs/decisions/081).
 */
import { and, eq } from 'drizzle-orm';
import type { ReviewStatus } from '#shared/review/types';
import type { DbOrTx } from '../db/client';
import { reviewStatusCache, userDataVersions } from '../db/schema';
import type { Services } from '../services';
import { reconcileSignatures, reviewStatus, type RequestMeta, type StatusBasis } from './signatures';
import { buildReview, type BuiltReview } from './summary';

type Deps = Pick<Services, 'database' | 'cipher' | 'log'>;

/** The user's data version (0 before any data). */
export async function dataVersion(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ version: userDataVersions.version }).from(userDataVersions).where(eq(userDataVersions.userId, userId));
  return row ? Number(row.version) : 0;
}

/** Stores the status parts of a review built at `version` (read before building it). */
export async function rememberBasis(db: DbOrTx, userId: string, taxYear: number, version: number, built: BuiltReview): Promise<void> {
  const values = {
    dataVersion: version,
    summarySha256: built.view.summarySha256,
    requiredSigners: [...built.view.requiredSigners],
    blockers: [...built.view.blockers],
    builtAt: new Date(),
  };
  await db
    .insert(reviewStatusCache)
    .values({ userId, taxYear, ...values })
    .onConflictDoUpdate({ target: [reviewStatusCache.userId, reviewStatusCache.taxYear], set: values });
}

/** Builds the full review and remembers its status parts (for /review, sign-off and the packet). */
export async function buildAndRemember(deps: Deps, userId: string, taxYear: number): Promise<BuiltReview> {
  const { database, cipher, log } = deps;
  // The version is read first: a change made while building raises it, so the stored parts are
  // then already out of date and the next status builds again.
  const version = await dataVersion(database.db, userId);
  const built = await buildReview(database.db, cipher, log, userId, taxYear);
  await rememberBasis(database.db, userId, taxYear, version, built).catch((err: unknown) => log.warn({ err: (err as Error).message }, 'could not store the review status parts'));
  return built;
}

/** The status parts of the current review: stored ones when the data has not changed, else built. */
export async function currentBasis(deps: Deps, userId: string, taxYear: number): Promise<StatusBasis> {
  const { db } = deps.database;
  const [row] = await db
    .select({ cached: reviewStatusCache, version: userDataVersions.version })
    .from(reviewStatusCache)
    .leftJoin(userDataVersions, eq(userDataVersions.userId, reviewStatusCache.userId))
    .where(and(eq(reviewStatusCache.userId, userId), eq(reviewStatusCache.taxYear, taxYear)));
  if (row && Number(row.cached.dataVersion) === Number(row.version ?? 0)) {
    const { summarySha256, requiredSigners, blockers } = row.cached;
    return { view: { summarySha256, requiredSigners, blockers } };
  }
  return buildAndRemember(deps, userId, taxYear);
}

/** GET /api/review/status: the stored parts (or a build when the data changed) and the signatures. */
export async function currentReviewStatus(deps: Deps, userId: string, taxYear: number, meta: RequestMeta): Promise<ReviewStatus> {
  const basis = await currentBasis(deps, userId, taxYear);
  const list = await reconcileSignatures(deps.database, userId, taxYear, basis.view.summarySha256, meta);
  return reviewStatus(basis, list);
}

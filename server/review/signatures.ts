import { JOURNEY_STEPS, type JourneyStepKey } from '#shared/journey';
/**
 * Digital sign-off: signature records (insert-only), their validity against the current summary,
 * and the void rows written when the signed data changed (docs/decisions/030).
 */
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { signOffSchema, typedNameMatches, SIGN_OFF_MESSAGES, SIGNING_MESSAGES, type Signer } from '#shared/review/sign-off';
import type { Review, ReviewStatus, SignatureView } from '#shared/review/types';
import { audit } from '../audit';
import type { DbOrTx, Database } from '../db/client';
import { auditEvents, signatureVoids, signatures } from '../db/schema';
import { notify } from '../domain/notifications';
import { AppError, errors, fromZod } from '../http/errors';
import type { FieldCipher } from '../security/crypto';
import type { BuiltReview } from './summary';

export const VOID_REASON_CHANGED = 'The reviewed information changed after signing (the summary no longer matches the signed one).';
export const VOIDED_MESSAGE = SIGNING_MESSAGES.voided;

/** Failed sign-off attempts allowed per user in the window before a pause (PIN/DOB guessing). */
const MAX_FAILED_ATTEMPTS = 5;
const FAILED_WINDOW_MS = 15 * 60 * 1000;

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

type SignatureRow = typeof signatures.$inferSelect;
export interface StoredSignature {
  row: SignatureRow;
  voidReason: string | null;
  voidedAt: Date | null;
}

/** The user's signatures for a year, oldest first, with their void rows. */
export async function listSignatures(db: DbOrTx, userId: string, taxYear: number): Promise<StoredSignature[]> {
  const rows = await db
    .select({ s: signatures, v: signatureVoids })
    .from(signatures)
    .leftJoin(signatureVoids, eq(signatureVoids.signatureId, signatures.id))
    .where(and(eq(signatures.userId, userId), eq(signatures.taxYear, taxYear)))
    .orderBy(asc(signatures.signedAt), asc(signatures.id));
  return rows.map(({ s, v }) => ({ row: s, voidReason: v?.reason ?? null, voidedAt: v?.voidedAt ?? null }));
}

/**
 * Voids every live signature whose summary hash is not the current one (idempotent: the void row
 * is unique per signature) and audits each void. Returns the signatures as they now stand.
 */
export async function reconcileSignatures(database: Database, userId: string, taxYear: number, currentSha: string, meta: RequestMeta): Promise<StoredSignature[]> {
  const before = await listSignatures(database.db, userId, taxYear);
  const stale = before.filter((s) => !s.voidedAt && s.row.summarySha256 !== currentSha);
  if (!stale.length) return before;
  await database.db.transaction(async (tx) => {
    for (const s of stale) {
      const inserted = await tx.insert(signatureVoids).values({ signatureId: s.row.id, reason: VOID_REASON_CHANGED }).onConflictDoNothing().returning({ id: signatureVoids.id });
      if (inserted.length) {
        await audit(tx, { actorUserId: userId, action: 'signature.voided', targetType: 'signature', targetId: s.row.id, ip: meta.ip, userAgent: meta.userAgent, details: { signer: s.row.signer, taxYear } });
      }
    }
  });
  return listSignatures(database.db, userId, taxYear);
}

/** The browser's view of one signature record (no PIN, no IP). */
export function toSignatureView(s: StoredSignature, currentSha: string): SignatureView {
  return {
    id: s.row.id,
    signer: s.row.signer,
    typedName: s.row.typedName,
    signedAt: s.row.signedAt.toISOString(),
    summarySha256: s.row.summarySha256,
    valid: !s.voidedAt && s.row.summarySha256 === currentSha,
    voidReason: s.voidReason,
    voidedAt: s.voidedAt?.toISOString() ?? null,
  };
}

/** The latest signature of each signer. */
export function latestBySigner(list: readonly StoredSignature[]): Partial<Record<Signer, StoredSignature>> {
  const out: Partial<Record<Signer, StoredSignature>> = {};
  for (const s of list) out[s.row.signer] = s; // oldest first, so the last one wins
  return out;
}

/** What a status is worked out from: a built review, or the parts of one kept in review_status_cache. */
export interface StatusBasis {
  view: Pick<BuiltReview['view'], 'summarySha256' | 'requiredSigners' | 'blockers'>;
}

/** Signed, valid and ready for filing, from the latest signature of each required signer. */
export function reviewStatus(built: StatusBasis, list: readonly StoredSignature[]): ReviewStatus {
  const sha = built.view.summarySha256;
  const latest = latestBySigner(list);
  const required = built.view.requiredSigners;
  const signed = required.every((s) => latest[s]);
  const valid = signed && required.every((s) => toSignatureView(latest[s]!, sha).valid);
  const blockers = [...built.view.blockers];
  const anyVoided = required.some((s) => latest[s] && !toSignatureView(latest[s]!, sha).valid);
  if (anyVoided) blockers.push(VOIDED_MESSAGE);
  for (const s of required) {
    if (!latest[s]) blockers.push(s === 'taxpayer' ? SIGNING_MESSAGES.taxpayer : SIGNING_MESSAGES.spouse);
  }
  const times = required.map((s) => latest[s]?.row.signedAt.getTime() ?? 0);
  return {
    signed,
    valid,
    readyForFiling: valid && built.view.blockers.length === 0,
    signedAt: signed ? new Date(Math.max(...times)).toISOString() : null,
    blockers,
  };
}

/** The five-step journey of the welcome page and its percent (100 once ready for filing). */
export function journey(built: BuiltReview, status: ReviewStatus): Review['journey'] {
  const analyzed = built.documentCount > 0 && built.view.documents.every((d) => d.uploadStatus === 'completed');
  const done: Record<JourneyStepKey, boolean> = {
    upload: built.documentCount > 0,
    chat: built.profileValid,
    review: analyzed && built.view.blockers.length === 0,
    sign: status.signed && status.valid,
    complete: status.readyForFiling,
  };
  const steps: Review['journey']['steps'] = JOURNEY_STEPS.map(({ key, title }) => ({ key, title, done: done[key] }));
  return { steps, percent: Math.round((steps.filter((s) => s.done).length / steps.length) * 100) };
}

async function refuse(database: Database, userId: string, meta: RequestMeta, reason: string, err: AppError): Promise<never> {
  await audit(database.db, { actorUserId: userId, action: 'signature.refused', targetType: 'user', targetId: userId, ip: meta.ip, userAgent: meta.userAgent, details: { reason } });
  throw err;
}

/**
 * Records one signer's sign-off on the current summary. Refuses a stale summary, open blockers, a
 * name or date of birth that is not the profile's, and a signer who already holds a valid signature.
 */
export async function signReview(
  database: Database,
  cipher: FieldCipher,
  userId: string,
  built: BuiltReview,
  current: readonly StoredSignature[],
  body: unknown,
  meta: RequestMeta,
): Promise<StoredSignature> {
  const since = new Date(Date.now() - FAILED_WINDOW_MS);
  const [{ failed = 0 } = {}] = await database.db
    .select({ failed: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, userId), eq(auditEvents.action, 'signature.refused'), gte(auditEvents.at, since)));
  if (failed >= MAX_FAILED_ATTEMPTS) throw new AppError(429, 'rate_limited', 'Too many sign-off attempts. Please wait 15 minutes and try again.');

  const parsed = signOffSchema.safeParse(body);
  if (!parsed.success) return refuse(database, userId, meta, 'invalid', fromZod(parsed.error));
  const input = parsed.data;
  if (!built.view.requiredSigners.includes(input.signer) || !built.profileRow) throw errors.validation('Only the spouse on a joint return signs beside you.', { signer: 'Not a signer of this return' });
  if (input.summarySha256 !== built.view.summarySha256) throw new AppError(409, 'summary_changed', SIGN_OFF_MESSAGES.stale);
  if (built.view.blockers.length) throw new AppError(409, 'not_ready', `Sign-off is blocked: ${built.view.blockers.join(' ')}`);
  const latest = latestBySigner(current)[input.signer];
  if (latest && toSignatureView(latest, built.view.summarySha256).valid) throw errors.conflict('This return is already signed. Your signature stays valid until your information changes.');

  const who = built.signers[input.signer];
  if (!who) throw errors.validation('Complete your profile before signing.');
  const fields: Record<string, string> = {};
  if (!typedNameMatches(input.typedName, who.name)) fields.typedName = 'Type your full legal name as it is on your profile';
  if (!who.dateOfBirth || input.dateOfBirth !== who.dateOfBirth) fields.dateOfBirth = SIGN_OFF_MESSAGES.dateOfBirthMismatch;
  if (Object.keys(fields).length) return refuse(database, userId, meta, Object.keys(fields).join(','), errors.validation(Object.values(fields)[0]!, fields));

  return database.db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const secret = JSON.stringify({ pin: input.pin, priorYearAgi: input.priorYearAgi || null, priorYearPin: input.priorYearPin || null });
    const [row] = await tx
      .insert(signatures)
      .values({
        id,
        userId,
        clientId: built.profileRow!.id,
        taxYear: built.taxYear,
        signer: input.signer,
        typedName: input.typedName.trim(),
        secretEncrypted: cipher.encrypt(secret, `signatures:${id}:secret`),
        consentText: built.view.consentText,
        summarySha256: built.view.summarySha256,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .returning();
    await audit(tx, { actorUserId: userId, action: 'signature.created', targetType: 'signature', targetId: id, ip: meta.ip, userAgent: meta.userAgent, details: { signer: input.signer, taxYear: built.taxYear } });
    const all = [...current.filter((s) => s.row.signer !== input.signer), { row: row!, voidReason: null, voidedAt: null }];
    const latestAll = latestBySigner(all);
    const complete = built.view.requiredSigners.every((s) => latestAll[s] && toSignatureView(latestAll[s]!, built.view.summarySha256).valid);
    if (complete) {
      await notify(tx, userId, {
        kind: 'review',
        title: `Your ${built.taxYear} return is signed and ready for filing`,
        body: 'Your preparer can file it now. Download the packet from the Review page.',
        link: '/review',
        dedupeKey: `signed-${built.taxYear}-${built.view.summarySha256.slice(0, 16)}`,
      });
    }
    return { row: row!, voidReason: null, voidedAt: null };
  });
}

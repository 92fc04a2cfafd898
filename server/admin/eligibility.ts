/**
 * Who the legacy migration and the uid update may touch (spec §9). Pure rules, so every rule is
 * tested on its own; the SQL in migrate.ts only pre-filters and then asks these functions.
 */

export interface LegacyFlags {
  isdeleted: string | null;
  transfer: string | null;
  hasUserinfo: boolean;
  hasUserstack: boolean;
}

export type Verdict = { eligible: true } | { eligible: false; reason: string };

const NO = (reason: string): Verdict => ({ eligible: false, reason });

/** Spec §9: records in userinfo and userstack, isdeleted '0', transfer '0'. */
export function migrationEligibility(r: LegacyFlags): Verdict {
  if (r.isdeleted !== '0') return NO('deleted in the legacy system');
  if (r.transfer !== '0') return NO('already transferred');
  if (!r.hasUserinfo) return NO('no userinfo record');
  if (!r.hasUserstack) return NO('no userstack record');
  return { eligible: true };
}

export interface UidCandidate extends LegacyFlags {
  uid: string | null;
  /** The TaxDesk user whose email equals the legacy email (case-insensitive), if any. */
  matchedUserId: string | null;
}

/** Spec §9: the same flags, uid currently null, email matching an auth user, both records. */
export function uidUpdateEligibility(r: UidCandidate): Verdict {
  const flags = migrationEligibility(r);
  if (!flags.eligible) return flags;
  if (r.uid !== null && r.uid !== '') return NO('uid already set');
  if (!r.matchedUserId) return NO('no account with this email');
  return { eligible: true };
}

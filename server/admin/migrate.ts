import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { queryRows, type DbOrTx } from '../db/client';
import { legacyUserlogin, user } from '../db/schema';
import type { Services } from '../services';
import { migrationEligibility, uidUpdateEligibility, type UidCandidate } from './eligibility';

export interface RowDetail {
  userid: string;
  message: string;
}

/** The response of migrate-users (spec §7), with the reasons for skips as well as errors. */
export interface MigrationResult {
  total_eligible: number;
  migrated: number;
  skipped: number;
  errors: number;
  error_details: RowDetail[];
  skipped_details: RowDetail[];
}

/** The response of update-userlogin-uid (spec §7). */
export interface UidUpdateResult {
  total_eligible: number;
  updated: number;
  skipped: number;
  errors: number;
  error_details: RowDetail[];
}

interface CandidateRow extends UidCandidate {
  userid: string;
  useremail: string | null;
  firstname: string | null;
  lastname: string | null;
  fullname: string | null;
}

const MAX_DETAILS = 1000;

/** Legacy rows that pass the flag rules, with what the eligibility rules need to know about them. */
async function candidates(db: DbOrTx): Promise<CandidateRow[]> {
  const rows = await queryRows<{
    userid: string;
    useremail: string | null;
    firstname: string | null;
    lastname: string | null;
    fullname: string | null;
    uid: string | null;
    isdeleted: string | null;
    transfer: string | null;
    has_userinfo: boolean;
    has_userstack: boolean;
    matched_user_id: string | null;
  }>(
    db,
    sql`select l.userid, l.useremail, l.firstname, l.lastname, l.fullname, l.uid, l.isdeleted, l.transfer,
          exists (select 1 from userinfo i where i.userid = l.userid) as has_userinfo,
          exists (select 1 from userstack s where s.userid = l.userid) as has_userstack,
          (select u.id from "user" u where l.useremail <> '' and lower(u.email) = lower(l.useremail) limit 1) as matched_user_id
        from userlogin l
        where l.isdeleted = '0' and l.transfer = '0'
        order by l.userid`,
  );
  return rows.map((r) => ({
    userid: r.userid,
    useremail: r.useremail,
    firstname: r.firstname,
    lastname: r.lastname,
    fullname: r.fullname,
    uid: r.uid,
    isdeleted: r.isdeleted,
    transfer: r.transfer,
    hasUserinfo: r.has_userinfo,
    hasUserstack: r.has_userstack,
    matchedUserId: r.matched_user_id,
  }));
}

/** better-auth's id shape: 32 URL-safe characters. */
const newUserId = () => randomBytes(24).toString('base64url');

function displayName(r: CandidateRow, email: string): string {
  const joined = [r.firstname?.trim(), r.lastname?.trim()].filter(Boolean).join(' ');
  return r.fullname?.trim() || joined || email.split('@')[0] || 'Client';
}

const push = (list: RowDetail[], d: RowDetail) => {
  if (list.length < MAX_DETAILS) list.push(d);
};

/**
 * Creates an account for each eligible legacy user (spec §9 'Migration eligibility'): the email is
 * taken as verified (the user proves it by using the emailed link), no password is invented, the
 * legacy userid is kept on the user, the row is marked transfer '1' with its uid, and a
 * set-your-password link is mailed. A row is claimed before the account is made, so two runs
 * (or two admins at once) never migrate anyone twice.
 */
export async function migrateLegacyUsers(services: Pick<Services, 'database' | 'auth' | 'log'>, actorUserId: string): Promise<MigrationResult> {
  const { db } = services.database;
  const result: MigrationResult = { total_eligible: 0, migrated: 0, skipped: 0, errors: 0, error_details: [], skipped_details: [] };
  for (const row of await candidates(db)) {
    if (!migrationEligibility(row).eligible) continue;
    result.total_eligible += 1;
    const email = row.useremail?.trim().toLowerCase() ?? '';
    if (!email) {
      result.errors += 1;
      push(result.error_details, { userid: row.userid, message: 'The legacy record has no email address.' });
      continue;
    }
    if (row.uid) {
      result.skipped += 1;
      push(result.skipped_details, { userid: row.userid, message: 'Already linked to an account.' });
      continue;
    }
    try {
      const outcome = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);
        if (taken) return 'exists' as const;
        const id = newUserId();
        const claimed = await tx
          .update(legacyUserlogin)
          .set({ transfer: '1', uid: id })
          .where(and(eq(legacyUserlogin.userid, row.userid), eq(legacyUserlogin.transfer, '0'), eq(legacyUserlogin.isdeleted, '0'), isNull(legacyUserlogin.uid)))
          .returning({ userid: legacyUserlogin.userid });
        if (!claimed.length) return 'changed' as const;
        await tx.insert(user).values({ id, name: displayName(row, email), email, emailVerified: true, role: 'user', legacyUserId: row.userid });
        await audit(tx, { actorUserId, action: 'admin.user_migrated', targetType: 'user', targetId: id, details: { legacyUserId: row.userid } });
        return 'migrated' as const;
      });
      if (outcome === 'exists') {
        result.skipped += 1;
        push(result.skipped_details, { userid: row.userid, message: 'An account with this email already exists; link it with the uid update.' });
        continue;
      }
      if (outcome === 'changed') {
        result.skipped += 1;
        push(result.skipped_details, { userid: row.userid, message: 'The record changed while migrating; it was left as it is.' });
        continue;
      }
      result.migrated += 1;
    } catch (err) {
      services.log.error({ err, legacyUserId: row.userid }, 'legacy user migration failed for one record');
      result.errors += 1;
      push(result.error_details, { userid: row.userid, message: 'The account could not be created.' });
      continue;
    }
    try {
      await services.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
    } catch (err) {
      services.log.error({ err, legacyUserId: row.userid }, 'set-password email for a migrated user could not be queued');
      result.errors += 1;
      push(result.error_details, { userid: row.userid, message: 'The account was created but the set-password email could not be sent; ask the user to use "Forgot password".' });
    }
  }
  return result;
}

/**
 * Links legacy rows to accounts that already exist with the same email (spec §9 'UID update
 * eligibility'): sets userlogin.uid to the user's id, and the user's legacy id when it has none.
 */
export async function updateLegacyUids(db: DbOrTx): Promise<UidUpdateResult> {
  const result: UidUpdateResult = { total_eligible: 0, updated: 0, skipped: 0, errors: 0, error_details: [] };
  const eligible = (await candidates(db)).filter((r) => uidUpdateEligibility(r).eligible);
  result.total_eligible = eligible.length;
  const perUser = new Map<string, number>();
  for (const r of eligible) perUser.set(r.matchedUserId!, (perUser.get(r.matchedUserId!) ?? 0) + 1);
  for (const r of eligible) {
    const userId = r.matchedUserId!;
    const shared = perUser.get(userId) ?? 0;
    if (shared > 1) {
      result.errors += 1;
      push(result.error_details, { userid: r.userid, message: `${shared} legacy records share the email ${r.useremail ?? ''}; link one by hand.` });
      continue;
    }
    try {
      const outcome = await db.transaction(async (tx) => {
        const [linked] = await tx.select({ userid: legacyUserlogin.userid }).from(legacyUserlogin).where(eq(legacyUserlogin.uid, userId)).limit(1);
        if (linked) return 'linked' as const;
        const done = await tx
          .update(legacyUserlogin)
          .set({ uid: userId })
          .where(and(eq(legacyUserlogin.userid, r.userid), isNull(legacyUserlogin.uid), eq(legacyUserlogin.transfer, '0'), eq(legacyUserlogin.isdeleted, '0')))
          .returning({ userid: legacyUserlogin.userid });
        if (!done.length) return 'changed' as const;
        await tx.update(user).set({ legacyUserId: r.userid }).where(and(eq(user.id, userId), isNull(user.legacyUserId)));
        return 'updated' as const;
      });
      if (outcome === 'updated') result.updated += 1;
      else result.skipped += 1;
    } catch {
      result.errors += 1;
      push(result.error_details, { userid: r.userid, message: 'The record could not be updated.' });
    }
  }
  return result;
}

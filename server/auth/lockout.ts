/**
 * Sign-in throttling that protects the owner (security.md §3, docs/decisions/052).
 *
 * Failures are counted per pair (account, client address): the pair is locked after
 * ACCOUNT_LOCK_FAILURES wrong passwords, so a stranger locks only themselves. A softer limit
 * per account (ACCOUNT_WIDE_FACTOR times as many failures, from any addresses) locks the account
 * everywhere for the window. A successful password reset or an MFA-verified sign-in clears every
 * lock of the account; the owner is mailed once per lock window when a lock is set.
 */
import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginThrottle, user as userTable } from '../db/schema';
import type { Env } from '../env';
import { EMAIL_QUEUE, type EmailJob } from '../jobs/email';
import { enqueue } from '../jobs/queue';
import { countAttempt } from './throttle';

/** The per-account limit is this many times the per-pair limit. */
export const ACCOUNT_WIDE_FACTOR = 4;

const pairKey = (email: string, ip: string | null) => `signin:${email}|${ip ?? 'unknown'}`;
const accountKey = (email: string) => `email:${email}`;
const noticeKey = (email: string) => `notice:${email}`;

export type LockState = 'open' | 'pair' | 'account';

/** Whether a sign-in for `email` from `ip` is refused now, and by which lock. */
export async function lockState(db: DbOrTx, email: string, ip: string | null): Promise<LockState> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(and(or(eq(loginThrottle.key, pairKey(email, ip)), eq(loginThrottle.key, accountKey(email))), gt(loginThrottle.lockedUntil, new Date())));
  if (rows.some((r) => r.key === accountKey(email))) return 'account';
  return rows.length ? 'pair' : 'open';
}

/** Counts one wrong password; sets the pair or account lock when a limit is passed. */
export async function recordFailure(db: DbOrTx, env: Env, email: string, ip: string | null): Promise<LockState> {
  const windowMs = env.ACCOUNT_LOCK_MINUTES * 60_000;
  const lock = async (key: string) => {
    // Temporary only: the lock ends by itself, so an attacker cannot lock anyone out for good.
    await db.update(loginThrottle).set({ lockedUntil: new Date(Date.now() + windowMs), failures: 0, windowStartedAt: new Date() }).where(eq(loginThrottle.key, key));
  };
  let state: LockState = 'open';
  if (!(await countAttempt(db, pairKey(email, ip), env.ACCOUNT_LOCK_FAILURES - 1, windowMs))) {
    await lock(pairKey(email, ip));
    state = 'pair';
  }
  if (!(await countAttempt(db, accountKey(email), env.ACCOUNT_LOCK_FAILURES * ACCOUNT_WIDE_FACTOR - 1, windowMs))) {
    await lock(accountKey(email));
    state = 'account';
  }
  if (state !== 'open') await noticeOwner(db, env, email, windowMs);
  return state;
}

/** A successful sign-in from this address ends that address's count (other addresses keep theirs). */
export async function recordSuccess(db: DbOrTx, email: string, ip: string | null): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, pairKey(email, ip)));
}

/** Clears every lock and count of the account: after a password reset or an MFA-verified sign-in. */
export async function clearLocks(db: DbOrTx, email: string): Promise<void> {
  const e = email.trim().toLowerCase();
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, accountKey(e)), like(loginThrottle.key, `${`signin:${e}|`.replace(/[%_\\]/g, '\\$&')}%`)));
}

/**
 * Mails the owner (when the account exists) that wrong passwords are being tried, at most once
 * per lock window. The sign-in answer does not change, so nothing reveals whether it exists.
 */
async function noticeOwner(db: DbOrTx, env: Env, email: string, windowMs: number): Promise<void> {
  const [owner] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  if (!owner) return;
  const until = new Date(Date.now() + windowMs);
  const claimed = await db
    .insert(loginThrottle)
    .values({ key: noticeKey(email), failures: 0, lockedUntil: until })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { lockedUntil: until }, setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < now()` })
    .returning({ key: loginThrottle.key });
  if (claimed.length === 0) return;
  const mail: EmailJob = {
    kind: 'sign-in-attack',
    to: email,
    subject: 'Someone is trying to sign in to your TaxDesk account',
    link: `${env.APP_URL}/auth/forgot-password`,
  };
  await enqueue(db, EMAIL_QUEUE, { ...mail }, { maxAttempts: 8 });
}

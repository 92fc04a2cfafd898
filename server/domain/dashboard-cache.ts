/**
 * The dashboard call's stored payload (docs/decisions/082): per user, the parts of the last answer
 * with the key they were read at, the user's two data counters. Database triggers raise those
 * counters in the writing transaction whenever something the dashboard shows changes, whichever
 * process writes it (the review's inputs: migration 0007; notifications and signatures: 0008), so
 * one primary-key read tells whether the stored parts are still the current ones.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { userDataVersions } from '../db/schema';

/** At most this many users' payloads are kept per process (least recently used go first). */
export const DASHBOARD_CACHE_USERS = 2_000;

/** Users whose keys one statement reads at most. */
const KEYS_PER_READ = 500;

/**
 * Reads users' dashboard keys: "<data version>:<shown version>", "0:0" before any data. Calls that
 * arrive while a read is running wait for the next one, which then reads every waiting user's key
 * in one indexed statement: each key is still read after its call arrived (so nothing committed
 * before the call is missed), and under load the calls share reads instead of queueing one query
 * each on the database's connection.
 */
export function dashboardKeyReader(db: Db) {
  type Waiter = { resolve: (key: string) => void; reject: (err: unknown) => void };
  const waiting = new Map<string, Waiter[]>();
  let running = false;

  async function readMany(userIds: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ userId: userDataVersions.userId, version: userDataVersions.version, shown: userDataVersions.shownVersion })
      .from(userDataVersions)
      .where(userIds.length === 1 ? eq(userDataVersions.userId, userIds[0]!) : inArray(userDataVersions.userId, userIds));
    return new Map(rows.map((r) => [r.userId, `${Number(r.version)}:${Number(r.shown)}`]));
  }

  function next(): void {
    if (running || waiting.size === 0) return;
    const batch = new Map<string, Waiter[]>();
    for (const [userId, waiters] of waiting) {
      if (batch.size >= KEYS_PER_READ) break;
      batch.set(userId, waiters);
    }
    for (const userId of batch.keys()) waiting.delete(userId);
    running = true;
    void readMany([...batch.keys()]).then(
      (keys) => {
        for (const [userId, waiters] of batch) for (const w of waiters) w.resolve(keys.get(userId) ?? '0:0');
      },
      (err: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      },
    ).finally(() => {
      running = false;
      next();
    });
  }

  return (userId: string): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      const list = waiting.get(userId);
      if (list) list.push({ resolve, reject });
      else waiting.set(userId, [{ resolve, reject }]);
      next();
    });
}

/**
 * Payloads by user, each valid for one key. The key must be read BEFORE the payload is built: a
 * change committed during the build raises the counters, so the next read misses and builds again
 * (a payload can be newer than its key, never older). Concurrent misses for the same user and key
 * share one build.
 */
export class PayloadCache<T> {
  private readonly entries = new Map<string, { key: string; value: Promise<T> }>();

  constructor(private readonly maxUsers = DASHBOARD_CACHE_USERS) {}

  get size(): number {
    return this.entries.size;
  }

  /** The payload stored for `userId` at `key`, or the one `build` makes (then stored). */
  async get(userId: string, key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(userId);
    if (hit && hit.key === key) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(userId);
      this.entries.set(userId, hit);
      return hit.value;
    }
    const value = build();
    const entry = { key, value };
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    while (this.entries.size > this.maxUsers) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    try {
      return await value;
    } catch (err) {
      // A failed build is not kept: the next call tries again.
      if (this.entries.get(userId) === entry) this.entries.delete(userId);
      throw err;
    }
  }

  /**
   * Forgets a user's stored payload. A build already running keeps answering the calls that
   * started it; the next call builds again.
   */
  forget(userId: string): void {
    this.entries.delete(userId);
  }
}

/** The channel the counters' triggers announce a user's change on (payload: the user id; migration 0008). */
export const USER_DATA_CHANNEL = 'user_data';

/**
 * How a process knows that a stored payload is still current: `key(userId)` is the key to store and
 * compare it with.
 *
 * - PostgreSQL (several processes may write): the counters, read per call (`dashboardKeyReader`).
 * - The embedded database (PGlite: one process by construction, no other can open it): the
 *   triggers' notices on USER_DATA_CHANNEL, which PGlite hands to the listener while it reads the
 *   answer to the committing statement, before the writer goes on; each drops that user's payload,
 *   so the key is constant and a call whose payload is stored costs no query. Until the listener is
 *   in place (or if it cannot be), the counters are read as on PostgreSQL.
 */
export async function payloadValidity(database: Database, cache: Pick<PayloadCache<unknown>, 'forget'>): Promise<(userId: string) => Promise<string>> {
  const readKey = dashboardKeyReader(database.db);
  if (database.kind !== 'pglite') return readKey;
  try {
    await database.listen(USER_DATA_CHANNEL, (userId) => cache.forget(userId));
    // The triggers announce only in a session that asks for it; PGlite has one session.
    await database.db.execute(sql`select set_config('taxdesk.notify_user_data', 'on', false)`);
  } catch {
    return readKey;
  }
  return () => Promise.resolve('notified');
}

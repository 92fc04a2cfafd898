/**
 * The dashboard call's stored payload (docs/decisions/082): per user, the parts of the last answer
 * with the key they were read at, the user's two data counters. Database triggers raise those
 * counters in the writing transaction whenever something the dashboard shows changes, whichever
 * process writes it (the review's inputs: migration 0007; notifications and signatures: 0008), so
 * one primary-key read tells whether the stored parts are still the current ones.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
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

  /** Forgets every stored payload (tests, shutdown). */
  clear(): void {
    this.entries.clear();
  }
}

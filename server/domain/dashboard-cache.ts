/**
 * The dashboard call's stored payload (docs/decisions/082): per user, the parts of the last answer
 * with the key they were read at, the user's two data counters. Database triggers raise those
 * counters in the writing transaction whenever something the dashboard shows changes, whichever
 * process writes it (the review's inputs: migration 0007; notifications and signatures: 0008), so
 * one primary-key read tells whether the stored parts are still the current ones.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userDataVersions } from '../db/schema';

/** At most this many users' payloads are kept per process (least recently used go first). */
export const DASHBOARD_CACHE_USERS = 2_000;

/**
 * Reads a user's dashboard key: "<data version>:<shown version>", "0:0" before any data. A prepared
 * statement, so a call that finds its payload stored costs one indexed read and no planning.
 */
export function dashboardKeyReader(db: Db) {
  const read = db
    .select({ version: userDataVersions.version, shown: userDataVersions.shownVersion })
    .from(userDataVersions)
    .where(eq(userDataVersions.userId, sql.placeholder('userId')))
    .prepare('dashboard_key');
  return async (userId: string): Promise<string> => {
    const [row] = await read.execute({ userId });
    return row ? `${Number(row.version)}:${Number(row.shown)}` : '0:0';
  };
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

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Rule = { window: number; max: number };
type Decision = { allowed: boolean; retryAfter: number | null };

/**
 * better-auth paths whose attempts are counted in the database, so that every process shares the
 * count (sign-in, sign-up, password and MFA changes, mail-sending requests). Everything else,
 * reads such as get-session above all, is counted in this process's memory (docs/decisions/080).
 */
const SHARED_PATHS = [
  /^\/sign-in/,
  /^\/sign-up/,
  /^\/change-password/,
  /^\/change-email/,
  /^\/reset-password/,
  /^\/request-password-reset/,
  /^\/forget-password/,
  /^\/send-verification-email/,
  /^\/two-factor\//,
];

/** Whether a better-auth rate-limit key (`<ip>|<path>`) is counted in the shared database. */
export function isSharedRateLimitKey(key: string): boolean {
  const path = key.slice(key.lastIndexOf('|') + 1);
  return SHARED_PATHS.some((re) => re.test(path));
}

const MEMORY_MAX = 100_000;

/** better-auth rate-limit storage: sensitive paths in the database, reads in memory. */
export function rateLimitStorage(database: Database) {
  const memory = new Map<string, { count: number; start: number }>();

  function inMemory(key: string, rule: Rule, now: number): Decision {
    const windowMs = rule.window * 1000;
    if (memory.size >= MEMORY_MAX) for (const [k, v] of memory) if (now - v.start >= windowMs) memory.delete(k);
    if (memory.size >= MEMORY_MAX) memory.clear();
    const entry = memory.get(key);
    if (!entry || now - entry.start >= windowMs) {
      memory.set(key, { count: 1, start: now });
      return { allowed: true, retryAfter: null };
    }
    if (entry.count >= rule.max) return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000)) };
    entry.count += 1;
    return { allowed: true, retryAfter: null };
  }

  async function inDatabase(key: string, rule: Rule, now: number): Promise<Decision> {
    const windowMs = rule.window * 1000;
    // One atomic statement: a new window starts at 1; within a window every attempt counts, and
    // the attempt is allowed while the count is at most max.
    // last_request is the window's start; it moves only when a new window starts.
    const result = await database.db.execute<{ count: number; last_request: string | number }>(sql`
      insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now} else rate_limit.last_request end
      returning count, last_request`);
    const row = (result as unknown as { rows: Array<{ count: number; last_request: string | number }> }).rows[0];
    if (!row) return { allowed: true, retryAfter: null };
    const count = Number(row.count);
    const start = Number(row.last_request);
    if (count <= rule.max) return { allowed: true, retryAfter: null };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
  }

  return {
    async consume(key: string, rule: Rule): Promise<Decision> {
      const now = Date.now();
      return isSharedRateLimitKey(key) ? inDatabase(key, rule, now) : inMemory(key, rule, now);
    },
  };
}

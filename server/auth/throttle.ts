import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginThrottle } from '../db/schema';

/** Counts one attempt under `key` in a rolling window; false once `max` is passed. */
export async function countAttempt(db: DbOrTx, key: string, max: number, windowMs: number): Promise<boolean> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000}) then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000}) then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return (row?.failures ?? 0) <= max;
}

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { queryRows } from './client';

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connections', () => {
  it('survives the server ending its connections: queries and LISTEN work again', async () => {
    const { database, url, drop } = await freshDatabase();
    try {
      const heard: string[] = [];
      await database.listen('taxdesk_test_channel', (p) => heard.push(p));
      await database.ping();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = new URL(url!).pathname.slice(1);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();
      // The pool replaces the dead connections; the LISTEN connection is re-established. Both are
      // awaited as conditions (a query answers; a notification sent now is heard), not as fixed sleeps.
      await expect.poll(async () => (await queryRows<{ n: number }>(database.db, sql`select 1 as n`).catch(() => []))[0]?.n, { timeout: 60_000, interval: 100 }).toBe(1);
      await expect
        .poll(
          async () => {
            await database.db.execute(sql`select pg_notify('taxdesk_test_channel', 'back')`).catch(() => undefined);
            return heard.includes('back');
          },
          { timeout: 60_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await database.close();
      await drop();
    }
  });
});

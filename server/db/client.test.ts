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
      // The pool replaces the dead connections; the LISTEN connection is re-established.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await queryRows<{ n: number }>(database.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
      await database.db.execute(sql`select pg_notify('taxdesk_test_channel', 'back')`);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toContain('back');
    } finally {
      await database.close();
      await drop();
    }
  });
});

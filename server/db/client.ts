import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { logger } from '../logger';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: what repository functions take. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Applies pending migrations (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Round-trips a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's data folder as a tarball (test snapshots); absent on PostgreSQL. */
  snapshot?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  /** postgres:// URL; absent → embedded PGlite. */
  url?: string;
  /** Folder of the embedded database; absent → in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
  poolMax?: number;
}

/** Opens the database selected by configuration: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async snapshot() {
      return client.dumpDataDir('gzip');
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'an idle database connection was closed by the server'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<(p: string) => void>>();
  let listenClient: pg.PoolClient | null = null;
  let closed = false;

  async function ensureListenClient(): Promise<pg.PoolClient> {
    if (listenClient) return listenClient;
    const c = await pool.connect();
    c.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    c.on('error', (err) => {
      // The LISTEN connection died: drop it and listen again on a fresh one (NOTIFY wakes workers
      // and live pages; the workers' poll covers the gap). A connection may report more than one
      // error, or fail after close() released it: it goes back to the pool once.
      if (listenClient !== c) return;
      logger.warn({ err: err.message }, 'the database LISTEN connection was lost');
      listenClient = null;
      c.release(err);
      if (!closed) setTimeout(() => void relisten(), 1000).unref();
    });
    listenClient = c;
    return c;
  }

  async function relisten(): Promise<void> {
    try {
      const c = await ensureListenClient();
      for (const channel of listeners.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'could not listen again; retrying');
      if (!closed) setTimeout(() => void relisten(), 5000).unref();
    }
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const c = await ensureListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await c.query(`LISTEN ${channel}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async migrate() {
      const c = await pool.connect();
      try {
        await c.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(c, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await c.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        c.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      closed = true;
      const c = listenClient;
      listenClient = null;
      c?.release();
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{rows}`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

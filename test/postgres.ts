import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The newest PostgreSQL bin folder of Debian's packages, if one is installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? path.join(root, last, 'bin') : null;
}

export interface PostgresServer {
  /** An administrator URL (database `postgres`). */
  url: string;
  /** Creates a new empty database and returns its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server for a test that needs one shared by several processes: the CI's server when
 * DATABASE_URL is set, otherwise a throwaway one started from Debian's binaries (the way .ci/run
 * starts its own). Null when neither is possible (no initdb binary).
 */
export async function startPostgres(): Promise<PostgresServer | null> {
  const given = process.env.DATABASE_URL;
  if (given) return server(given, async () => undefined);
  const bin = postgresBin();
  if (!bin) return null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taxdesk-pg-'));
  const sockDir = mkdtempSync(path.join(tmpdir(), 'taxdesk-pgsock-'));
  // initdb refuses to run as root: run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const cmd = (file: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]] : [path.join(bin, file), args]) as [string, string[]];
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dataDir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    chownSync(sockDir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  execFileSync(...cmd('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres']), { stdio: 'ignore' });
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  execFileSync(
    ...cmd('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${sockDir} -c fsync=off -c max_connections=100`, 'start']),
    { stdio: 'ignore' },
  );
  return server(`postgresql://postgres@127.0.0.1:${port}/postgres`, async () => {
    try {
      execFileSync(...cmd('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(sockDir, { recursive: true, force: true });
    }
  });
}

function server(url: string, stopServer: () => Promise<void>): PostgresServer {
  const made: string[] = [];
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  return {
    url,
    async createDatabase() {
      const name = `taxdesk_test_${randomBytes(6).toString('hex')}`;
      await admin((c) => c.query(`create database ${name}`));
      made.push(name);
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    async stop() {
      for (const name of made) await admin((c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
      await stopServer();
    },
  };
}

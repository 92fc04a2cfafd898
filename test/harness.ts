import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { loadEnv, type Env } from '../server/env';
import { run, type Running } from '../server/runtime';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link in the body. */
  link: string | null;
}

/** A real SMTP server on loopback that keeps what it receives (the test's mailbox). */
export async function startMailCatcher() {
  const inbox: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const body = decodeQuotedPrintable(rest.join('\n\n'));
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        inbox.push({ to, subject, text: body, link: /(https?:\/\/[^\s]+)/.exec(body)?.[1] ?? null });
        waiters.splice(0).forEach((w) => w());
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Waits for a message to `to` (optionally matching the subject) and returns it. */
    async waitFor(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...inbox].reverse().find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** A fresh database for one test file: a PGlite from the migrated snapshot, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (admin) {
    const name = `taxdesk_test_${randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 5 });
    await database.migrate();
    return {
      database,
      url: url.toString(),
      drop: async () => {
        const d = new pg.Client({ connectionString: admin });
        await d.connect();
        await d.query(`drop database if exists ${name} with (force)`);
        await d.end();
      },
    };
  }
  // Under vitest, start from the migrated snapshot; elsewhere (benchmarks) migrate a fresh one.
  const snap = process.env.VITEST ? inject('pgliteSnapshot') : '';
  const database = await openDatabase(snap ? { loadDataDir: new Blob([readFileSync(snap)]) } : {});
  if (!snap) await database.migrate();
  return { database, drop: async () => undefined };
}

export interface TestApp {
  url: string;
  env: Env;
  running: Running;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  /** A browser-like HTTP client with its own cookie jar. */
  agent(): Agent;
  close(): Promise<void>;
}

/**
 * Starts the real server (HTTP + worker) over a fresh database and a real SMTP catcher;
 * `opts.database` runs it over a database the test opened itself (e.g. a PGlite on disk); `opts.warm`
 * warms up at start like `npm start` (benchmarks).
 */
export async function startTestApp(extraEnv: Record<string, string> = {}, opts: { database?: Database; warm?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taxdesk-app-'));
  const mail = await startMailCatcher();
  const db: { database: Database; url?: string; drop: () => Promise<void> } = opts.database ? { database: opts.database, drop: async () => undefined } : await freshDatabase();
  // Port 0 picks a free port; APP_URL is fixed after listening, so bind first on a known port.
  const port = await freePort();
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...extraEnv,
  });
  // `warm`: warm up at start as `npm start` does (the upload check thread, the extraction process).
  const running = await run(env, { http: true, worker: true, database: db.database, warmExtraction: opts.warm === true });
  const url = env.APP_URL;
  return {
    url,
    env,
    running,
    mail,
    agent: () => new Agent(url),
    async close() {
      await running.stop();
      await mail.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Fetch with a cookie jar and the app's Origin, like a browser on the app's own page. */
export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h: Record<string, string> = { origin: this.base, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(new URL(p, this.base), { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (!value || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  /** Uploads raw file bytes the way the browser's upload dialog does. */
  upload(bytes: Uint8Array, fileName: string, documentType = 'w2', taxYear = 2025, contentType = 'application/octet-stream') {
    const h: Record<string, string> = { origin: this.base, 'content-type': contentType, 'x-file-name': encodeURIComponent(fileName) };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const q = new URLSearchParams({ documentType, taxYear: String(taxYear) });
    return fetch(new URL(`/api/documents/upload?${q}`, this.base), { method: 'POST', headers: h, body: new Blob([new Uint8Array(bytes)]) });
  }
  get(p: string, headers?: Record<string, string>) {
    return this.request('GET', p, undefined, headers);
  }
  post(p: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', p, body, headers);
  }
}

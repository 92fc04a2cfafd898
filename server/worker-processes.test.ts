import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver implements the S3 API on loopback: the remote store is the only thing faked, at the network boundary.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../test/corpus';
import { GOOD_PASSWORD, uniqueEmail } from '../test/factories';
import { Agent, startMailCatcher } from '../test/harness';
import { postgresBin, startPostgres, type PostgresServer } from '../test/postgres';
import { freeLoopbackPort, runChild, startChild, type ChildServer } from '../test/processes';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { localStore } from './integrations/storage/local';
import { checkSharedStorage } from './worker-check';

// A web process and a separate worker process (`npm run worker`) on one PostgreSQL database with
// S3-compatible storage, end to end: the upload goes to the web process, the analysis runs in the
// worker, the download comes from the web process. And a worker that cannot see the web process's
// local files refuses to start. Needs PostgreSQL: the CI's (DATABASE_URL) or a throwaway one.
const canRun = Boolean(process.env.DATABASE_URL) || postgresBin() !== null;
if (!canRun) console.warn('worker-processes.test.ts skipped: no DATABASE_URL and no PostgreSQL initdb binary under /usr/lib/postgresql');

describe.skipIf(!canRun)('a web process and a worker process on PostgreSQL and S3', () => {
  let postgres: PostgresServer;
  let s3: S3rver;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let web: ChildServer;
  let worker: ChildServer;
  let webUrl = '';
  let dbUrl = '';
  let shared: Record<string, string> = {};
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const d = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    const started = await startPostgres();
    if (!started) throw new Error('PostgreSQL could not be started');
    postgres = started;
    dbUrl = await postgres.createDatabase();
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('s3rver-'), configureBuckets: [{ name: 'tax-documents', configs: [] }] });
    const { port: s3Port } = await s3.run();
    mail = await startMailCatcher();
    shared = {
      DATABASE_URL: dbUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: mail.url,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'tax-documents',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const port = await freeLoopbackPort();
    webUrl = `http://127.0.0.1:${port}`;
    // The web process runs no worker: every job (mail, analysis) is the worker process's.
    web = await startChild('server/main.ts', { ...shared, PORT: String(port), HOST: '127.0.0.1', APP_URL: webUrl, DATA_DIR: tempDir('taxdesk-web-'), RUN_WORKER: 'false' }, /listening on http/);
    worker = await startChild('server/worker-main.ts', { ...shared, APP_URL: webUrl, DATA_DIR: tempDir('taxdesk-worker-') }, /worker started/);
  });

  afterAll(async () => {
    await worker?.stop();
    await web?.stop();
    await mail?.close();
    await s3?.close();
    await postgres?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('uploads on the web process, analyses in the worker, downloads from the web process', { timeout: 240_000 }, async () => {
    expect(worker.output()).toMatch(/file storage: S3 bucket tax-documents/);
    const email = uniqueEmail('worker');
    const agent = new Agent(webUrl);
    expect((await agent.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'Worker', callbackURL: '/welcome' })).ok).toBe(true);
    // The verification mail is itself a job the worker process sends.
    const m = await mail.waitFor(email, /Verify/, 60_000);
    expect((await agent.get(m.link!)).status).toBeLessThan(400);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);

    const bytes = corpusFile('google-2020-w2.pdf');
    const up = await agent.upload(bytes, 'google-2020-w2.pdf', 'w2', 2025);
    expect(up.status).toBe(201);
    const { document } = (await up.json()) as { document: { id: string } };

    const deadline = Date.now() + 180_000;
    let doc: { upload_status: string; analysis_error: string | null; extracted_data: { extracted_fields: Record<string, unknown> | null } | null };
    for (;;) {
      doc = ((await (await agent.get(`/api/documents/${document.id}`)).json()) as { document: typeof doc }).document;
      if (doc.upload_status !== 'processing') break;
      if (Date.now() > deadline) throw new Error(`the worker did not analyse the document:\n${worker.output().slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(doc.analysis_error).toBeNull();
    expect(doc.upload_status).toBe('completed');
    expect(doc.extracted_data?.extracted_fields).toMatchObject({ employer_name: expect.any(String) });

    const file = await agent.get(`/api/documents/${document.id}/file`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a worker with local-disk storage that cannot see the web process’s files refuses to start, saying why', { timeout: 120_000 }, async () => {
    // Documents exist (stored in S3 by the test above); this worker is configured for its own disk.
    const { S3_ENDPOINT: _e, S3_BUCKET: _b, ...withoutS3 } = shared;
    const res = await runChild('server/worker-main.ts', { ...withoutS3, APP_URL: webUrl, DATA_DIR: tempDir('taxdesk-lonely-') });
    expect(res.code).toBe(1);
    expect(res.output).toContain('This worker cannot read the files the web process stored');
    expect(res.output).toContain('S3_ENDPOINT');
    expect(res.output).not.toContain('worker started');
  });

  it('the start-up check accepts local storage that holds the newest documents’ files', async () => {
    const database = await openDatabase({ url: dbUrl, poolMax: 1 });
    try {
      const dir = tempDir('taxdesk-sharedvol-');
      const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: dbUrl, DATA_DIR: dir });
      const store = localStore(path.join(dir, 'objects'));
      expect((await checkSharedStorage(env, database, store)).ok).toBe(false);
      const { rows } = (await database.db.execute('select file_path from documents order by uploaded_at desc limit 1')) as unknown as { rows: Array<{ file_path: string }> };
      await store.put(rows[0]!.file_path, new Uint8Array([1, 2, 3]));
      expect(await checkSharedStorage(env, database, store)).toMatchObject({ ok: true, note: expect.stringContaining('shared with the web process') });
    } finally {
      await database.close();
    }
  });
});

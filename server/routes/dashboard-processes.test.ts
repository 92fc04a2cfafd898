import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { corpusFile } from '../../test/corpus';
import { GOOD_PASSWORD, uniqueEmail } from '../../test/factories';
import { Agent, startMailCatcher } from '../../test/harness';
import { postgresBin, startPostgres, type PostgresServer } from '../../test/postgres';
import { freeLoopbackPort, startChild, type ChildServer } from '../../test/processes';

// The dashboard call keeps each user's payload in the web process's memory (docs/decisions/082).
// Changes made by other processes — the worker process finishing an analysis and notifying, an
// administrator or a script writing to the database — must show on the very next call. A web
// process and a worker process (`npm run worker`, sharing the web process's data folder) on one
// PostgreSQL database: the CI's (DATABASE_URL) or a throwaway one.
const canRun = Boolean(process.env.DATABASE_URL) || postgresBin() !== null;
if (!canRun) console.warn('dashboard-processes.test.ts skipped: no DATABASE_URL and no PostgreSQL initdb binary under /usr/lib/postgresql');

interface Dashboard {
  documents: { count: number; processedCount: number; analyzedCount: number; verifiedCount: number; failedCount: number };
  notifications: { unread: number; items: Array<{ id: string; title: string }> };
  readiness: { documents: { processing: number } };
}

describe.skipIf(!canRun)('the dashboard call with a worker in another process', () => {
  let postgres: PostgresServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let web: ChildServer;
  let worker: ChildServer;
  let webUrl = '';
  let dbUrl = '';
  let sqlClient: pg.Client;
  const dirs: string[] = [];

  beforeAll(async () => {
    const started = await startPostgres();
    if (!started) throw new Error('PostgreSQL could not be started');
    postgres = started;
    dbUrl = await postgres.createDatabase();
    mail = await startMailCatcher();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'taxdesk-dash-'));
    dirs.push(dataDir);
    const shared = { DATABASE_URL: dbUrl, AUTH_SECRET: randomBytes(32).toString('base64url'), ENCRYPTION_KEY: randomBytes(32).toString('base64'), SMTP_URL: mail.url, DATA_DIR: dataDir };
    const port = await freeLoopbackPort();
    webUrl = `http://127.0.0.1:${port}`;
    // The web process runs no worker: every job (mail, analysis) runs in the worker process.
    web = await startChild('server/main.ts', { ...shared, PORT: String(port), HOST: '127.0.0.1', APP_URL: webUrl, RUN_WORKER: 'false' }, /listening on http/);
    worker = await startChild('server/worker-main.ts', { ...shared, APP_URL: webUrl }, /worker started/);
    sqlClient = new pg.Client({ connectionString: dbUrl });
    await sqlClient.connect();
  });

  afterAll(async () => {
    await sqlClient?.end();
    await worker?.stop();
    await web?.stop();
    await mail?.close();
    await postgres?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  async function dashboard(agent: Agent): Promise<Dashboard> {
    const res = await agent.get(`/api/dashboard?year=${CURRENT_TAX_YEAR}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Dashboard;
  }

  it('shows what the worker process and direct database writes changed, on the next call', { timeout: 300_000 }, async () => {
    const email = uniqueEmail('dash');
    const agent = new Agent(webUrl);
    expect((await agent.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 'Dash', callbackURL: '/welcome' })).ok).toBe(true);
    const m = await mail.waitFor(email, /Verify/, 60_000);
    expect((await agent.get(m.link!)).status).toBeLessThan(400);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
    const { rows: ids } = await sqlClient.query<{ id: string }>('select id from "user" where email = $1', [email]);
    const userId = ids[0]!.id;

    const empty = await dashboard(agent);
    expect(empty.documents.count).toBe(0);
    expect(await dashboard(agent)).toEqual(empty);

    const up = await agent.upload(corpusFile('google-2020-w2.pdf'), 'google-2020-w2.pdf', 'w2', CURRENT_TAX_YEAR);
    expect(up.status).toBe(201);

    // Only the dashboard is asked: it must see the worker process finish (its payload is stored
    // between calls, so a stale one would say "processing" until the deadline).
    const deadline = Date.now() + 240_000;
    let d = await dashboard(agent);
    expect(d.documents.count).toBe(1);
    while (d.readiness.documents.processing > 0) {
      if (Date.now() > deadline) throw new Error(`the dashboard never showed the analysis as finished:\n${worker.output().slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 250));
      d = await dashboard(agent);
    }
    expect(d.documents).toMatchObject({ count: 1, processedCount: 1, analyzedCount: 1, failedCount: 0 });
    // The worker's notifications are there, the same as the uncached list says.
    const listed = (await (await agent.get('/api/notifications')).json()) as Dashboard['notifications'];
    expect(d.notifications).toEqual(listed);

    // Another process writes straight to the database (an administrator verifying the extraction,
    // a job notifying): the very next call shows it, without waiting.
    const before = await dashboard(agent);
    await sqlClient.query(`update extracted_data set verification_status = 'verified' where document_id in (select id from documents where user_id = $1)`, [userId]);
    expect((await dashboard(agent)).documents.verifiedCount).toBe(1);
    await sqlClient.query(`insert into notifications (user_id, kind, title, dedupe_key) values ($1, 'info', 'Written by another process', $2)`, [userId, `other-${randomUUID()}`]);
    const after = await dashboard(agent);
    expect(after.notifications.unread).toBe(before.notifications.unread + 1);
    expect(after.notifications.items[0]?.title).toBe('Written by another process');
    await sqlClient.query('update notifications set read_at = now() where user_id = $1', [userId]);
    expect((await dashboard(agent)).notifications.unread).toBe(0);
  });
});

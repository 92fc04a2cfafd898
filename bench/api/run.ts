/**
 * `npm run bench:api` (issue 21): TaxDesk's API against a bare Hono "hello" on the same machine,
 * alternating runs, with every figure next to its reference and ratio. Figures are printed, never
 * asserted. Bounded to a few minutes: BENCH_SECONDS (default 3) per run, BENCH_ROUNDS (default 2).
 *
 * For throughput and memory the servers (bare Hono and TaxDesk with its embedded database and
 * in-process worker) run in this process; the load generator (autocannon) runs in a child process.
 * The 5 MB upload runs TaxDesk as `npm start` does, reference 2 and the client each in a process of
 * their own (ADR 128). Start-up is measured on separate processes. `npm run bench:api` sets LOG_LEVEL=warn (request lines would flood the output).
 */
import { fork, spawn, type ChildProcess, type Serializable } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { build as esbuild } from 'esbuild';
import { clients, documents, extractedData, user } from '../../server/db/schema';
import { createVerifiedUser } from '../../test/factories';
import { Agent, startMailCatcher, startTestApp, type TestApp } from '../../test/harness';
import { freeLoopbackPort } from '../../test/processes';
import { bareHono } from './bare-hono';
import type { LoadJob, LoadResult } from './load';
import type { GcInside } from './plain-upload';
import { npmStart, npmStartEnv, productionStart } from './production-start';
import type { UploadJob, UploadRuns } from './upload-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = [50, 200] as const;
/** BENCH_ONLY=throughput,upload,memory,startup,production runs only those sections (all by default). */
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const want = (section: string) => ONLY.size === 0 || ONLY.has(section);

const loader = fork(path.join(root, 'bench', 'api', 'load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve) => {
    loader.once('message', (m) => resolve(m as LoadResult));
    loader.send(job);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a) && b > 0 ? `${(a / b).toFixed(3)}x` : '-');
const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function seedDocuments(app: TestApp, email: string, n: number) {
  const db = app.running.services.database.db;
  const [me] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, me!.id));
  const base = Date.UTC(2026, 0, 15);
  for (let start = 0; start < n; start += 250) {
    const rows = Array.from({ length: Math.min(250, n - start) }, (_, j) => {
      const i = start + j;
      return {
        id: randomUUID(), clientId: client!.id, userId: me!.id, documentType: 'w2', fileName: `w2-${i}.pdf`, filePath: `${me!.id}/w2-${i}`,
        fileSize: 50_000, mimeType: 'application/pdf', sha256: randomBytes(32).toString('hex'), uploadStatus: 'completed' as const,
        uploadedAt: new Date(base - i * 60_000), taxYear: 2025,
      };
    });
    await db.insert(documents).values(rows);
    await db.insert(extractedData).values(
      rows.map((r, j) => ({
        documentId: r.id, detectedType: 'w2', detectedTaxYear: 2025, confidenceBp: 9_500, verificationStatus: 'verified',
        extractedFields: { employer_name: `Employer ${start + j}`, employer_ein: `12-${String(3_000_000 + start + j)}`, box1_wages: `${40_000 + start + j}.00`, box2_federal_withholding: '4000.00' },
      })),
    );
  }
}

async function timeToHealthy(entry: string, env: Record<string, string>, url: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`${entry} exited during start-up`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  return { ms, stop: async () => { child.kill('SIGTERM'); await exited; } };
}

async function startup() {
  console.log('\n## Start-up (a separate process each, until it answers; TypeScript through tsx, no client build)');
  const honoPort = await freeLoopbackPort();
  const hono = await timeToHealthy('bench/api/bare-hono.ts', { PORT: String(honoPort) }, `http://127.0.0.1:${honoPort}/`);
  await hono.stop();
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-bench-start-'));
  try {
    const port = await freeLoopbackPort();
    const env = { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dir, LOG_LEVEL: 'warn' };
    const fresh = await timeToHealthy('server/main.ts', env, `http://127.0.0.1:${port}/healthz`);
    await fresh.stop();
    const again = await timeToHealthy('server/main.ts', env, `http://127.0.0.1:${port}/healthz`);
    await again.stop();
    console.log(`bare Hono process: ${fmt(hono.ms)} ms (reference)`);
    console.log(`server/main.ts, fresh data directory: ${fmt(fresh.ms)} ms (${ratio(fresh.ms, hono.ms)} of Hono)`);
    console.log(`server/main.ts, restart: ${fmt(again.ms)} ms (${ratio(again.ms, hono.ms)} of Hono)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pairs of the upload comparison (BENCH_UPLOAD_PAIRS, default 15). */
const UPLOAD_PAIRS = Number(process.env.BENCH_UPLOAD_PAIRS ?? 15);

/** The p-quantile of xs (linear between neighbours). */
const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const i = (s.length - 1) * p;
  const lo = Math.floor(i);
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (i - lo);
};

/** Unmeasured pairs before the measured ones (BENCH_UPLOAD_WARMUP, default 2): both servers' code paths compiled by the JIT. */
const UPLOAD_WARMUP = Number(process.env.BENCH_UPLOAD_WARMUP ?? 2);

/** Asks a child process one question over IPC and waits for the answer that has `key`. */
function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && key in m) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve((m as Record<string, T>)[key]!);
      } else if (m && typeof m === 'object' && 'error' in m) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        reject(new Error(String((m as { error: unknown }).error)));
      }
    };
    const onExit = (code: number | null) => reject(new Error(`child process exited (${code}) before answering`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message !== undefined) child.send(message as Serializable);
  });
}

/**
 * Reference 2 in a process of its own, run as a plain Node program is: `plain-upload-main.ts`
 * compiled (esbuild, node: modules only) to one JavaScript file and run by `node` with no loader.
 */
async function referenceProcess(dir: string): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const outfile = path.join(dir, 'plain-upload.mjs');
  await esbuild({ entryPoints: [path.join(root, 'bench', 'api', 'plain-upload-main.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'silent' });
  const files = path.join(dir, 'files');
  mkdirSync(files);
  const child = fork(outfile, [files], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const url = await ask<string>(child, undefined, 'url');
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { url, child, stop: async () => { if (child.exitCode === null) child.send('close'); await exited; } };
}

/**
 * The 5 MB upload against reference 2 (plain node:http receiving the same request), in alternating
 * pairs: each pair runs both sides back to back, the side that goes first alternating from pair to
 * pair, so a burst of load from other work on the machine falls on both sides of a pair. The
 * done-when figure is the median of the per-pair ratios (see the printed note).
 *
 * Three processes, none sharing a heap or an event loop with another (ADR 128): TaxDesk started as
 * `npm start` starts it (the compiled bundle, its own extraction process), reference 2 run by plain
 * `node`, and the client (`upload-client.ts`), which builds the files and times both sides.
 */
async function uploadComparison() {
  const loadBefore = loadavg().map((l) => l.toFixed(2)).join(', ');
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-bench-upload-'));
  const mail = await startMailCatcher();
  let taxdesk: Awaited<ReturnType<typeof npmStart>> | null = null;
  let reference: Awaited<ReturnType<typeof referenceProcess>> | null = null;
  let client: ChildProcess | null = null;
  try {
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    taxdesk = await npmStart(
      root,
      {
        // BENCH_UPLOAD_LOG_LEVEL=debug prints the steps the server logs for each upload ("upload timings").
        ...npmStartEnv({ port, dataDir: path.join(dir, 'data'), logLevel: process.env.BENCH_UPLOAD_LOG_LEVEL ?? 'warn', smtpUrl: mail.url }),
        // BENCH_UPLOAD_NODE_OPTIONS=--trace-gc: every collection of TaxDesk's processes, counted below.
        ...(process.env.BENCH_UPLOAD_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_UPLOAD_NODE_OPTIONS } : {}),
      },
      `${base}/healthz`,
    );
    mkdirSync(path.join(dir, 'reference'));
    reference = await referenceProcess(path.join(dir, 'reference'));
    const { agent } = await createVerifiedUser({ url: base, mail, agent: () => new Agent(base) } as unknown as TestApp);
    await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    mkdirSync(path.join(dir, 'plain'));
    client = fork(path.join(root, 'bench', 'api', 'upload-client.ts'), [], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const job: UploadJob = { taxdesk: base, cookie: cookieOf(agent), reference: reference.url, pairs: UPLOAD_WARMUP + UPLOAD_PAIRS, scratch: path.join(dir, 'plain') };
    const runs = await ask<UploadRuns>(client, job, 'ok');
    const refGc = await ask<GcInside>(reference.child, 'gc', 'gc');
    const loadAfter = loadavg().map((l) => l.toFixed(2)).join(', ');
    const measured = (xs: number[]) => xs.slice(UPLOAD_WARMUP);
    const uploadMs = measured(runs.uploadMs);
    const httpMs = measured(runs.httpMs);
    const plainMs = measured(runs.plainMs);
    const pairs = uploadMs.map((u, i) => u / httpMs[i]!);
    const up = median(uploadMs);
    const ms = (xs: number[]) => xs.map((m) => fmt(m)).join(', ');
    const gcText = (g: GcInside) => `${g.major} full (${fmt(g.majorMs, 1)} ms) and ${g.minor} other (${fmt(g.minorMs, 1)} ms) collections inside its ${g.requests} timed requests`;
    console.log(
      `\n## Upload of a 5 MB PDF (${UPLOAD_PAIRS} alternating pairs after ${UPLOAD_WARMUP} unmeasured; TaxDesk as \`npm start\` runs it, reference 2 and the client each in a process of their own; ` +
        `each TaxDesk upload waits for its analysis before the next; load average ${loadBefore} before, ${loadAfter} after)`,
    );
    console.log(`plain Node (AES-256-GCM + write file, in the client's process): ${fmt(median(plainMs), 1)} ms (reference 1)`);
    console.log(`plain node:http receiving the same upload request (streamed through AES-256-GCM into a file): median ${fmt(median(httpMs), 1)} ms (reference 2; runs ${ms(httpMs)} ms)`);
    console.log(`POST /api/documents/upload: median ${fmt(up, 1)} ms (${ratio(up, median(plainMs))} of reference 1, ${ratio(up, median(httpMs))} of reference 2; runs ${ms(uploadMs)} ms)`);
    console.log(`fastest: TaxDesk ${fmt(Math.min(...uploadMs), 1)} ms, reference 2 ${fmt(Math.min(...httpMs), 1)} ms (${ratio(Math.min(...uploadMs), Math.min(...httpMs))})`);
    console.log(`per pair, TaxDesk / reference 2: ${pairs.map((r) => `${r.toFixed(2)}x`).join(', ')}${runs.resent ? ` (${runs.resent} send(s) reset on a stale kept-alive connection and sent again)` : ''}`);
    console.log(`garbage collection: reference 2's process ${gcText(refGc)}; the client's process ${gcText(runs.clientGc)} (warm-up pairs included)`);
    console.log(
      `**done-when figure (5 MB upload <= 2x plain Node): median of the ${UPLOAD_PAIRS} per-pair ratios to reference 2 = ${median(pairs).toFixed(3)}x** ` +
        `(quartiles ${quantile(pairs, 0.25).toFixed(2)}x-${quantile(pairs, 0.75).toFixed(2)}x; ratio of the two medians ${ratio(up, median(httpMs))}). ` +
        'Why this one: reference 2 is plain Node taking the same request (reference 1 leaves out the HTTP transfer both pay; ADR 083); ' +
        'both sides of a pair run back to back, so load from other work on the machine mostly falls on both and cancels in their ratio, ' +
        'and the median of the ratios drops the pairs where a burst hit one side only, which the ratio of two medians does not.',
    );
    if (/--trace-gc/.test(process.env.BENCH_UPLOAD_NODE_OPTIONS ?? '')) {
      // Lines "[pid:isolate] N ms: Mark-Compact a (b) -> c (d) MB, pause / ... ms": per isolate (the web
      // process's main thread, its check thread, the extraction process), from listening to the end.
      const byIsolate = new Map<string, { n: number; ms: number }>();
      for (const m of taxdesk.output().matchAll(/\[(\d+:0x[0-9a-f]+)\]\s+\d+ ms: Mark-Compact[^,]*, ([\d.]+) \//g)) {
        const e = byIsolate.get(m[1]!) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += Number(m[2]);
        byIsolate.set(m[1]!, e);
      }
      console.log(`TaxDesk's full collections (--trace-gc, whole run, per isolate): ${[...byIsolate].map(([k, v]) => `${k} ${v.n} (${fmt(v.ms, 1)} ms)`).join(', ')}`);
    }
    if (process.env.BENCH_UPLOAD_LOG_LEVEL === 'debug') {
      const steps = taxdesk
        .output()
        .split('\n')
        .filter((l) => l.includes('"upload timings"'))
        .map((l) => JSON.parse(l) as { ms: Record<string, number>; gc?: { full: number; fullMs: number; otherMs: number } })
        .slice(UPLOAD_WARMUP);
      const served = taxdesk
        .output()
        .split('\n')
        .filter((l) => l.includes('"msg":"request"') && l.includes('/api/documents/upload'))
        .map((l) => (JSON.parse(l) as { ms: number }).ms)
        .slice(UPLOAD_WARMUP);
      console.log(
        `steps inside TaxDesk (LOG_LEVEL=debug "upload timings" of the route, then the "request" line's whole time in the server, ms): ` +
          steps
            .map((s, i) => `${i + 1}: ${Object.entries(s.ms).map(([k, v]) => `${k} ${v}`).join(', ')}, in the server ${served[i] ?? '-'}${s.gc ? `, collector ${s.gc.full} full ${s.gc.fullMs} + other ${s.gc.otherMs}` : ''}`)
            .join('; '),
      );
    }
  } finally {
    client?.disconnect();
    await reference?.stop();
    await taxdesk?.stop();
    await mail.close?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The sections measured on TaxDesk inside this process (throughput, memory). */
async function inProcess() {
  const honoServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: bareHono().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const honoUrl = `http://127.0.0.1:${(honoServer.address() as AddressInfo).port}/`;
  // Warmed up at start as `npm start` is (ADR 084): the upload check thread and the extraction process.
  const app = await startTestApp({ NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '100000' }, { warm: true });
  try {
    const users: Record<number, { agent: Agent; email: string }> = {};
    for (const n of [10, 100, 1000]) {
      const u = await createVerifiedUser(app);
      await u.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
      await seedDocuments(app, u.email, n);
      users[n] = u;
    }
    const main = users[10]!;
    const dashboardOk = (await main.agent.get('/api/dashboard?year=2025')).status === 200;

    type Target = { name: string; url: string; cookie?: string; group: 'ref' | 'api' | 'docs' };
    const targets: Target[] = [
      { name: 'bare Hono GET /', url: honoUrl, group: 'ref' },
      { name: 'GET /healthz', url: `${app.url}/healthz`, group: 'api' },
      { name: 'GET /api/app-config (cheapest signed-in)', url: `${app.url}/api/app-config`, cookie: cookieOf(main.agent), group: 'api' },
      { name: 'GET /api/auth/get-session', url: `${app.url}/api/auth/get-session`, cookie: cookieOf(main.agent), group: 'api' },
    ];
    if (dashboardOk) targets.push({ name: 'GET /api/dashboard?year=2025', url: `${app.url}/api/dashboard?year=2025`, cookie: cookieOf(main.agent), group: 'api' });
    for (const n of [10, 100, 1000]) {
      const c = cookieOf(users[n]!.agent);
      targets.push({ name: `GET /api/documents?year=2025 (first page), ${n} docs`, url: `${app.url}/api/documents?year=2025`, cookie: c, group: 'docs' });
      targets.push({ name: `GET /api/review/status, ${n} docs`, url: `${app.url}/api/review/status`, cookie: c, group: 'docs' });
      if (dashboardOk) targets.push({ name: `GET /api/dashboard?year=2025, ${n} docs`, url: `${app.url}/api/dashboard?year=2025`, cookie: c, group: 'docs' });
    }

    if (want('throughput')) {
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const connections of CONNECTIONS) {
        for (const t of targets) {
          const r = await load({ url: t.url, connections, seconds: SECONDS, headers: t.cookie ? { cookie: t.cookie } : {} });
          // Requests still queued on the embedded database's one connection when the run ends would
          // otherwise be served during the next target's run: a query waits behind all of them (a
          // few times, for handlers that query again after their first answer).
          for (let i = 0; i < 3; i++) {
            await app.running.services.database.ping();
            await new Promise((r) => setTimeout(r, 100));
          }
          const key = `${t.name}@${connections}`;
          results.set(key, [...(results.get(key) ?? []), r]);
        }
      }
    }
    console.log(`\n## Throughput (${ROUNDS} alternating rounds of ${SECONDS} s each; medians)`);
    if (!dashboardOk) console.log('GET /api/dashboard?year=2025: not available (does not answer 200 on this build)');
    for (const connections of CONNECTIONS) {
      const honoRps = median((results.get(`${targets[0]!.name}@${connections}`) ?? []).map((r) => r.rps));
      console.log(`\n### ${connections} connections`);
      console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx | vs bare Hono | vs same call at 10 docs |');
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const t of targets) {
        const rs = results.get(`${t.name}@${connections}`) ?? [];
        const rps = median(rs.map((r) => r.rps));
        const at10 = t.group === 'docs' ? median((results.get(`${t.name.replace(/, \d+ docs$/, ', 10 docs')}@${connections}`) ?? []).map((r) => r.rps)) : NaN;
        console.log(`| ${t.name} | ${fmt(rps)} | ${fmt(median(rs.map((r) => r.p50)), 1)} | ${fmt(median(rs.map((r) => r.p99)), 1)} | ${rs.reduce((s, r) => s + r.non2xx, 0)} | ${ratio(rps, honoRps)} | ${t.group === 'docs' ? ratio(rps, at10) : ''} |`);
      }
    }

    }

    // Memory of the process that hosts TaxDesk (and this runner), idle and while OCR runs.
    if (want('memory')) {
    const agent = main.agent;
    console.log('\n## Memory (RSS of the process hosting TaxDesk and its in-process worker)');
    const scan = path.resolve(root, '..', 'shared', 'corpus', 'azure-w2-single.png');
    const idle = process.memoryUsage().rss;
    console.log(`idle: ${fmt(idle / 1048576)} MB (reference)`);
    if (existsSync(scan)) {
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const res = await agent.upload(readFileSync(scan), 'azure-w2-single.png', 'w2', 2025, 'image/png');
      const { document } = (await res.json()) as { document: { id: string } };
      for (;;) {
        const d = (await (await agent.get(`/api/documents/${document.id}`)).json()) as { document: { upload_status: string } };
        if (d.document.upload_status !== 'processing') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      clearInterval(sampler);
      console.log(`during OCR of a scanned W-2: peak ${fmt(peak / 1048576)} MB (+${fmt((peak - idle) / 1048576)} MB over idle, ${ratio(peak, idle)})`);
    } else console.log('during OCR: skipped (../shared/corpus/azure-w2-single.png not found)');
    }
  } finally {
    await app.close();
    await new Promise<void>((r) => honoServer.close(() => r()));
  }
}

async function main() {
  if (want('throughput') || want('memory')) await inProcess();
  // Upload of a 5 MB PDF through the API against two references: encrypting and writing the same
  // bytes in plain Node, and the same upload request received by a plain node:http server that
  // streams it through AES-256-GCM into a file (the product cannot take a file without HTTP). Run
  // after the in-process sections, on processes of its own.
  if (want('upload')) await uploadComparison();
  if (want('startup')) await startup();
  if (want('production')) await productionStart(root);
  loader.disconnect();
}

await main();

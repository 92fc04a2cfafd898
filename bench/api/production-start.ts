/**
 * The production start as a person runs it (issue 21 items 5 and 3): `npm start` (scripts/start.mjs,
 * the compiled bundle) timed from the spawn until `/healthz` answers, on a first start (no build,
 * fresh data directory), with the build cached on a fresh data directory, and on a restart (build
 * and data directory kept, three times); after each restart, the first ten uploads of that process,
 * each timed, with the steps the server logs for each ("upload timings": their times and the steps
 * run cold by that request), to show whether the first is as fast as the tenth. Figures are
 * printed, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createVerifiedUser } from '../../test/factories';
import { Agent, startMailCatcher, type TestApp } from '../../test/harness';
import { freeLoopbackPort } from '../../test/processes';

const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

interface Started {
  ms: number;
  /** Milliseconds from the spawn to each progress line the process printed, in order. */
  lines: Array<[string, number]>;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const PROGRESS = [/building the server…/, /building the web client…/, /database ready/, /upload path warmed up/, /listening on /];

/** Spawns `npm start` in its own process group and waits until `/healthz` answers 200. */
/** The environment `npm start` gets in a bench: production mode on a loopback port, its own data folder, mail to the catcher. */
export function npmStartEnv(o: { port: number; dataDir: string; logLevel: string; smtpUrl: string }): Record<string, string> {
  const base = `http://127.0.0.1:${o.port}`;
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    PORT: String(o.port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: o.dataDir,
    LOG_LEVEL: o.logLevel,
    SMTP_URL: o.smtpUrl,
  };
}

export async function npmStart(root: string, env: Record<string, string>, healthz: string): Promise<Started> {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: Array<[string, number]> = [];
  let out = '';
  const seen = new Set<number>();
  const onData = (d: Buffer) => {
    out += d.toString('utf8');
    PROGRESS.forEach((re, i) => {
      if (!seen.has(i) && re.test(out)) {
        seen.add(i);
        lines.push([re.source.replace(/\\/g, '').trim(), performance.now() - started]);
      }
    });
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (;;) {
    try {
      if ((await fetch(healthz)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`npm start exited during start-up:\n${out}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return {
    ms,
    lines,
    output: () => out,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      const force = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    },
  };
}

async function textPdf(i: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`Form W-2 Wage and Tax Statement 2025 — bench upload ${i} ${randomBytes(4).toString('hex')}`, { x: 48, y: 720, size: 11, font });
  page.drawText(`1 Wages, tips, other compensation 5${i}000.00   2 Federal income tax withheld 4${i}00.00`, { x: 48, y: 690, size: 11, font });
  return pdf.save();
}

/** Uploads ten small text PDFs one after another; each waits for its analysis before the next. */
export async function tenUploads(url: string, mail: Awaited<ReturnType<typeof startMailCatcher>>) {
  const app = { url, mail, agent: () => new Agent(url) } as unknown as TestApp;
  const { agent } = await createVerifiedUser(app);
  await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
  const rows: Array<{ upload: number; analysed: number }> = [];
  for (let i = 0; i < 10; i++) {
    const bytes = await textPdf(i);
    const t = performance.now();
    const res = await agent.upload(bytes, `w2-${i}.pdf`, 'w2');
    const upload = performance.now() - t;
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    const { document } = (await res.json()) as { document: { id: string } };
    for (;;) {
      const d = (await (await agent.get(`/api/documents/${document.id}`)).json()) as { document: { upload_status: string } };
      if (d.document.upload_status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    rows.push({ upload, analysed: performance.now() - t });
  }
  return rows;
}

export async function productionStart(root: string) {
  const load = loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`\n## Production start (\`npm start\`: compiled bundle, until /healthz answers; load average at start ${load})`);
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-bench-npmstart-'));
  const mail = await startMailCatcher();
  try {
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    // debug: the server logs each upload's steps ("upload timings", ADR 084), printed below.
    const env = (dataDir: string): Record<string, string> => npmStartEnv({ port, dataDir, logLevel: 'debug', smtpUrl: mail.url });
    const show = (label: string, s: Started) =>
      console.log(`${label}: ${fmt(s.ms)} ms (${s.lines.map(([l, t]) => `"${l}" at ${fmt(t)} ms`).join(', ')})`);

    // A first start: no build yet (the build stamps removed, as in a fresh checkout) and no data directory.
    for (const stamp of ['dist/server/.source-hash', 'dist/client/.source-hash']) rmSync(path.join(root, stamp), { force: true });
    const first = await npmStart(root, env(path.join(dir, 'first')), `${base}/healthz`);
    await first.stop();
    show('first start (builds server and client, fresh data directory)', first);

    const fresh = await npmStart(root, env(path.join(dir, 'data')), `${base}/healthz`);
    await fresh.stop();
    show('fresh data directory, build cached', fresh);

    // Three restarts; after each, the first ten uploads of the restarted process (a new user each),
    // uploaded right after /healthz answers and the user signs up, as a person would.
    const restarts: Started[] = [];
    const uploads: Array<Awaited<ReturnType<typeof tenUploads>>> = [];
    for (let i = 0; i < 3; i++) {
      const again = await npmStart(root, env(path.join(dir, 'data')), `${base}/healthz`);
      restarts.push(again);
      try {
        uploads.push(await tenUploads(base, mail));
      } finally {
        await again.stop();
      }
    }
    restarts.forEach((s, i) => show(`restart ${i + 1} (build and data directory kept)`, s));

    const med = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
    };
    const logLines = (s: Started) =>
      s
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => {
          try {
            return JSON.parse(l) as { msg?: string; ms?: Record<string, number>; cold?: string[]; time?: number };
          } catch {
            return {};
          }
        });
    console.log('\n### First ten uploads of each restarted process (a one-page text PDF each; each waits for its analysis)');
    console.log('| upload | restart 1 ms | restart 2 ms | restart 3 ms | upload to analysed, restart 3 ms |');
    console.log('|---:|---:|---:|---:|---:|');
    for (let k = 0; k < 10; k++) {
      console.log(`| ${k + 1} | ${uploads.map((rows) => fmt(rows[k]!.upload, 1)).join(' | ')} | ${fmt(uploads[2]![k]!.analysed)} |`);
    }
    restarts.forEach((s, i) => {
      const lines = logLines(s);
      const warm = lines.find((l) => l.msg === 'upload path warmed up');
      const steps = lines.filter((l) => l.msg === 'upload timings');
      console.log(
        `\nrestart ${i + 1}: rehearsal at start (ms): ${warm?.ms ? Object.entries(warm.ms).map(([k, v]) => `${k} ${v}`).join(', ') : 'not logged'}; ` +
          `steps of its uploads inside the server (LOG_LEVEL=debug "upload timings", ms; "cold" = a step's first run in the process, paid by that request): ` +
          steps.map((st, j) => `${j + 1}: ${Object.entries(st.ms ?? {}).map(([k, v]) => `${k} ${v}`).join(', ')}${st.cold?.length ? `, cold ${st.cold.join('+')}` : ''}`).join('; '),
      );
    });
    const ratios = uploads.map((rows) => rows[0]!.upload / med(rows.slice(1).map((r) => r.upload)));
    uploads.forEach((rows, i) =>
      console.log(`restart ${i + 1}: first upload ${fmt(rows[0]!.upload, 1)} ms vs median of uploads 2-10 ${fmt(med(rows.slice(1).map((r) => r.upload)), 1)} ms (${ratios[i]!.toFixed(2)}x); first analysis ${fmt(rows[0]!.analysed)} ms vs ${fmt(med(rows.slice(1).map((r) => r.analysed)))} ms`),
    );
    const timings = restarts.flatMap((s) => logLines(s).filter((l) => l.msg === 'upload timings'));
    const coldOnRequests = timings.filter((l) => l.cold?.length);
    const coldText = !timings.some((l) => Array.isArray(l.cold)) ? 'not reported by this build' : coldOnRequests.length ? coldOnRequests.map((l) => l.cold!.join('+')).join(', ') : 'none';
    console.log(`**first upload vs the later ones: median over the three restarts ${med(ratios).toFixed(2)}x; steps run cold by a request: ${coldText}**`);
  } finally {
    await mail.close?.();
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

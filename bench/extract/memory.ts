/**
 * The memory half of issue 17's point 7: one worker's extraction process while OCR runs.
 *
 * The engine runs as in production: one extraction process per worker (`createIsolatedExtractor`,
 * the options `npm start` uses, the bundled child of `node scripts/build.mjs server` — run first, it
 * rebuilds only when the sources changed — rather than TypeScript through tsx), warmed, then given every image document of the corpora, one after
 * another and then two at a time (two documents waiting, as the queue's two claims give it). The
 * figure is the process's peak resident memory (Linux `VmHWM`), beside its resident memory when warm
 * and idle, and beside the reference: Debian's `tesseract` CLI reading the same images (its peak
 * resident memory from GNU time's `%M`), when both are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../../server/env';
import { createIsolatedExtractor } from '../../server/jobs/extraction-host';
import { logger } from '../../server/logger';
import { extractorOptions } from '../../server/services';

/** Issue 17, point 7: one worker's memory while OCR runs. */
export const WORKER_MEMORY_TARGET_MB = 700;

const IMAGE = /\.(png|jpe?g)$/i;

async function procStatusMb(pid: number, key: 'VmRSS' | 'VmHWM'): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${key}:\\s+(\\d+)\\s+kB`).exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Peak resident memory of `tesseract FILE stdout` in MB (GNU time), or undefined without the tools. */
function cliPeakMb(file: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let err = '';
    const child = spawn('/usr/bin/time', ['-f', 'maxrss=%M', 'tesseract', file, 'stdout'], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', () => resolve(undefined));
    child.on('exit', (code) => {
      const kb = /maxrss=(\d+)/.exec(err)?.[1];
      resolve(code === 0 && kb ? Number(kb) / 1024 : undefined);
    });
  });
}

/** The image documents of the given folders (scans and photos). */
export async function imageDocuments(dirs: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const n of names.sort()) if (IMAGE.test(n)) files.push(path.join(dir, n));
  }
  return files;
}

/** Runs the measurement and returns the lines to print. */
export async function measureExtractionMemory(files: string[]): Promise<string[]> {
  const lines: string[] = ['## Memory (one worker\'s extraction process while OCR runs)'];
  if (process.platform !== 'linux') return [...lines, 'Skipped: reads /proc (Linux only).'];
  if (files.length === 0) return [...lines, 'Skipped: no image documents found.'];
  const options = extractorOptions(loadEnv({ ...process.env, LOG_LEVEL: 'warn' }));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'server'], { cwd: root, stdio: 'ignore' });
  const bundled = path.join(root, 'dist', 'server', 'extraction-child.js');
  if (build.status !== 0 || !existsSync(bundled)) return [...lines, 'Skipped: the server bundle could not be built (node scripts/build.mjs server).'];
  const host = createIsolatedExtractor({ extractor: options, log: logger, timeoutMs: options.timeoutMs ?? 120_000, entry: { file: bundled, execArgv: [] } });
  try {
    await host.warm();
    const pid = host.pid();
    if (pid === undefined) return [...lines, 'Skipped: the extraction process did not start.'];
    const idle = await procStatusMb(pid, 'VmRSS');
    const read = async (file: string) => {
      const r = await host.extract({ bytes: new Uint8Array(await readFile(file)), fileName: path.basename(file) });
      if (!r.ok) throw new Error(`${path.basename(file)}: ${r.error.code}`);
    };
    for (const f of files) await read(f);
    for (let i = 0; i + 1 < files.length; i += 2) await Promise.all([read(files[i] as string), read(files[i + 1] as string)]);
    const peak = await procStatusMb(pid, 'VmHWM');
    if (host.pid() !== pid) return [...lines, 'The extraction process restarted during the run; no figure.'];
    const cli: number[] = [];
    for (const f of files) {
      const mb = await cliPeakMb(f);
      if (mb !== undefined) cli.push(mb);
    }
    const mb = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(0)} MB`);
    lines.push(
      `documents: ${files.length} images (${files.map((f) => path.basename(f)).join(', ')}), read once each, then two at a time; OCR workers: ${options.ocr?.poolSize ?? 'default'}`,
      `extraction process (the production bundle): warm and idle ${mb(idle)}, peak ${mb(peak)} (target <= ${WORKER_MEMORY_TARGET_MB} MB: ${peak !== undefined && peak <= WORKER_MEMORY_TARGET_MB ? 'met' : 'NOT met'})`,
      `reference, tesseract CLI on the same images: peak ${cli.length ? mb(Math.max(...cli)) : 'n/a (tesseract or GNU time not installed)'}`,
    );
    return lines;
  } finally {
    await host.close();
  }
}

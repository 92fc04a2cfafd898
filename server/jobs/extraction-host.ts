import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractInput, ExtractorOptions, Extractor, ExtractResult } from '../extraction';
import type { Logger } from '../logger';
import { ANALYSIS_FAILED, type ChildMessage, type ParentMessage } from './extraction-protocol';

/** V8 heap of the extraction process (--max-old-space-size), in MB. */
export const EXTRACTION_HEAP_MB = 1024;
/** Resident memory of the extraction process (heap, canvases, OCR workers) above which it is killed, in MB. */
export const EXTRACTION_RSS_LIMIT_MB = 2048;
/** How often the watchdog reads the extraction process's memory. */
const WATCH_INTERVAL_MS = 250;
/** Time the engine gets past its own deadline to answer before the process is killed. */
const KILL_GRACE_MS = 5000;

export interface IsolatedExtractorOptions {
  extractor: ExtractorOptions;
  log: Logger;
  /** Wall-clock limit of one document (EXTRACTION_TIMEOUT_SECONDS); the process is killed past it plus a grace. */
  timeoutMs: number;
  heapMb?: number;
  rssLimitMb?: number;
  /** Time past `timeoutMs` before the kill (default KILL_GRACE_MS). */
  killGraceMs?: number;
  /** The extraction process's entry (default: beside this module; the memory benchmark runs the production bundle). */
  entry?: { file: string; execArgv: string[] };
}

export interface IsolatedExtractor extends Extractor {
  /** Starts the extraction process and warms pdf.js and the OCR workers; resolves when done. */
  warm(): Promise<void>;
  /** The extraction process's id, when one runs (tests, diagnostics). */
  pid(): number | undefined;
}

/** Where the extraction process's entry is: next to this module, as TypeScript (tsx) or bundled JavaScript. */
function childEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) return { file: path.join(dir, 'extraction-child.ts'), execArgv: ['--import', 'tsx'] };
  return { file: path.join(dir, 'extraction-child.js'), execArgv: [] };
}

/** Resident set size of a process in MB (Linux /proc), or null where it cannot be read. */
async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

type Pending = { id: number; resolve: (r: ExtractResult) => void; killedFor?: 'time' | 'memory' };

/**
 * The extraction engine in a long-lived child process (one per worker), restarted when it dies.
 * Documents go through it one at a time, each with a wall-clock limit and a memory watchdog; a
 * document that passes either has its process killed and gets a typed failure, and the worker's
 * own event loop (the API's, in the embedded mode) is never blocked by rendering or OCR.
 */
export function createIsolatedExtractor(options: IsolatedExtractorOptions): IsolatedExtractor {
  const heapMb = options.heapMb ?? EXTRACTION_HEAP_MB;
  const rssLimitMb = options.rssLimitMb ?? EXTRACTION_RSS_LIMIT_MB;
  let child: ChildProcess | null = null;
  let pending: Pending | null = null;
  let warming: Promise<void> | null = null;
  let closed = false;
  let seq = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function spawnChild(): ChildProcess {
    const { file, execArgv } = options.entry ?? childEntry();
    const c = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, TAXDESK_EXTRACTOR_OPTIONS: JSON.stringify(options.extractor) },
    });
    c.on('message', (m: ChildMessage) => {
      if (m.type === 'result' && pending && pending.id === m.id) {
        const p = pending;
        pending = null;
        p.resolve(m.result);
      }
    });
    c.on('exit', (code, signal) => {
      if (child === c) child = null;
      warming = null;
      if (pending) {
        const p = pending;
        pending = null;
        p.resolve(failureFor(p.killedFor, code, signal));
      }
      if (!closed) options.log.warn({ code, signal }, 'the extraction process stopped; a new one starts with the next document');
    });
    c.on('error', (err) => options.log.error({ err }, 'extraction process error'));
    return c;
  }

  function failureFor(killedFor: Pending['killedFor'], code: number | null, signal: NodeJS.Signals | null): ExtractResult {
    if (killedFor === 'time') {
      return { ok: false, error: { code: 'timeout', message: `${ANALYSIS_FAILED}: it took longer than ${Math.round(options.timeoutMs / 1000)} seconds.` } };
    }
    if (killedFor === 'memory') {
      return { ok: false, error: { code: 'too_large', message: `${ANALYSIS_FAILED}: it needs more than ${rssLimitMb} MB of memory.` } };
    }
    // A V8 heap overflow ends the process with an abort; anything else is an internal failure.
    if (signal === 'SIGABRT' || code === 134) {
      return { ok: false, error: { code: 'too_large', message: `${ANALYSIS_FAILED}: it needs more memory than allowed.` } };
    }
    return { ok: false, error: { code: 'internal_error', message: `${ANALYSIS_FAILED}: the analysis stopped unexpectedly.` } };
  }

  function ensureChild(): ChildProcess {
    child ??= spawnChild();
    return child;
  }

  function send(c: ChildProcess, message: ParentMessage): boolean {
    if (!c.connected) return false;
    c.send(message);
    return true;
  }

  async function runOne(input: ExtractInput): Promise<ExtractResult> {
    if (closed) return { ok: false, error: { code: 'internal_error', message: `${ANALYSIS_FAILED}: the worker is stopping.` } };
    const c = ensureChild();
    const id = ++seq;
    return new Promise<ExtractResult>((resolve) => {
      const p: Pending = { id, resolve };
      let watching = false;
      const finish = (r: ExtractResult) => {
        clearTimeout(timer);
        clearInterval(watch);
        resolve(r);
      };
      p.resolve = finish;
      pending = p;
      const kill = (reason: 'time' | 'memory') => {
        if (pending !== p) return;
        p.killedFor = reason;
        options.log.warn({ reason, pid: c.pid, file: input.fileName }, 'extraction process killed over its limit');
        c.kill('SIGKILL');
      };
      const timer = setTimeout(() => kill('time'), options.timeoutMs + (options.killGraceMs ?? KILL_GRACE_MS));
      const watch = setInterval(() => {
        if (watching || !c.pid) return;
        watching = true;
        void rssMb(c.pid)
          .then((mb) => {
            if (mb !== null && mb > rssLimitMb) kill('memory');
          })
          .finally(() => {
            watching = false;
          });
      }, WATCH_INTERVAL_MS);
      const sent = send(c, { type: 'extract', id, input: { bytes: input.bytes, fileName: input.fileName, mimeType: input.mimeType, declaredType: input.declaredType } });
      if (!sent) {
        pending = null;
        finish(failureFor(undefined, null, null));
      }
    });
  }

  return {
    extract(input) {
      // One document at a time per process: each gets the whole memory and time budget, and a kill
      // over a limit ends only the document that caused it.
      const result = queue.then(() => runOne(input));
      queue = result.catch(() => undefined);
      return result;
    },
    warm() {
      if (closed) return Promise.resolve();
      const c = ensureChild();
      warming ??= new Promise<void>((resolve) => {
        const onMessage = (m: ChildMessage) => {
          if (m.type !== 'warm') return;
          c.off('message', onMessage);
          c.off('exit', onExit);
          resolve();
        };
        const onExit = () => {
          c.off('message', onMessage);
          resolve();
        };
        c.on('message', onMessage);
        c.once('exit', onExit);
        if (!send(c, { type: 'warm' })) resolve();
      });
      return warming;
    },
    pid() {
      return child?.pid;
    },
    async close() {
      closed = true;
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      if (c.connected) c.disconnect();
      const force = setTimeout(() => c.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    },
  };
}

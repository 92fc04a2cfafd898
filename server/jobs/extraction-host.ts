import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism, getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractInput, ExtractorOptions, Extractor, ExtractResult } from '../extraction';
import type { Logger } from '../logger';
import { ANALYSIS_FAILED, type ChildMessage, type ParentMessage } from './extraction-protocol';

/** V8 heap of the extraction process (--max-old-space-size), in MB. */
export const EXTRACTION_HEAP_MB = 1024;
/** Resident memory of the extraction process (heap, canvases, OCR workers) above which it is killed, in MB. */
export const EXTRACTION_RSS_LIMIT_MB = 2048;
/**
 * glibc's allocator settings for the extraction process (an operator's own values win). Page images
 * (8 MB at 300 dpi) and their copies for the OCR workers are allocated and freed on several threads:
 * with an arena per thread and the allocator's sliding mmap threshold (raised to the size of the
 * last large block freed, up to 32 MB), freed pages stayed resident. Two arenas and a fixed 128 kB
 * threshold give large blocks back to the system when they are freed. Nothing read changes.
 */
export const EXTRACTION_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;
/**
 * Scheduling niceness of the extraction process. Reading two documents at once it can keep both
 * cores busy; at a lower priority the web process (API, /healthz) still gets the CPU first.
 */
export const EXTRACTION_NICE = 10;
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
  /** Documents read at once (default: one per OCR worker, at most two; see documentsAtOnce). */
  documentsAtOnce?: number;
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

interface Pending {
  id: number;
  input: ExtractInput;
  resolve: (r: ExtractResult) => void;
  /** Run with no other document in the process (after a kill or crash that hit several at once). */
  alone: boolean;
  timer?: NodeJS.Timeout;
  killedFor?: 'time' | 'memory';
}

/** Documents the process reads at once: one per OCR worker, at most two (ADR 096 addendum). */
export function documentsAtOnce(extractor: ExtractorOptions): number {
  // The engine's default pool (defaultOcrWorkers in server/extraction): two workers on two cores.
  const workers = extractor.ocr?.engine === 'tesseract-cli' ? 1 : (extractor.ocr?.poolSize ?? Math.min(2, availableParallelism()));
  return Math.max(1, Math.min(2, workers));
}

/**
 * The extraction engine in a long-lived child process (one per worker), restarted when it dies.
 * It reads as many documents at once as it has OCR workers (at most two), so two waiting documents
 * use both cores: while one page is in whole-page OCR on one worker, the other document's page is
 * on the other. Each document has a wall-clock limit, and the process a memory watchdog. A document
 * that passes its time limit has the process killed and gets a typed failure; a memory kill or a
 * crash while several documents were in progress fails none of them: each is read again alone, so
 * only the document that causes a kill is failed by it. The worker's own event loop (the API's, in
 * the embedded mode) is never blocked by rendering or OCR.
 */
export function createIsolatedExtractor(options: IsolatedExtractorOptions): IsolatedExtractor {
  const heapMb = options.heapMb ?? EXTRACTION_HEAP_MB;
  const rssLimitMb = options.rssLimitMb ?? EXTRACTION_RSS_LIMIT_MB;
  const atOnce = Math.max(1, options.documentsAtOnce ?? documentsAtOnce(options.extractor));
  let child: ChildProcess | null = null;
  const inFlight = new Map<number, Pending>();
  const waiting: Pending[] = [];
  let watch: NodeJS.Timeout | undefined;
  let watching = false;
  let warming: Promise<void> | null = null;
  let closed = false;
  let seq = 0;

  function spawnChild(): ChildProcess {
    const { file, execArgv } = options.entry ?? childEntry();
    const c = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...EXTRACTION_MALLOC_ENV, ...process.env, TAXDESK_EXTRACTOR_OPTIONS: JSON.stringify(options.extractor) },
    });
    if (c.pid !== undefined) {
      try {
        setPriority(c.pid, Math.max(EXTRACTION_NICE, getPriority()));
      } catch (err) {
        options.log.warn({ err }, 'the extraction process priority could not be lowered');
      }
    }
    c.on('message', (m: ChildMessage) => {
      if (m.type !== 'result' || child !== c) return;
      const p = inFlight.get(m.id);
      if (p) finish(p, m.result);
    });
    c.on('exit', (code, signal) => {
      if (child === c) child = null;
      warming = null;
      const hit = [...inFlight.values()];
      inFlight.clear();
      stopWatch();
      // The document whose time ran out, or the only one in progress, gets the failure; documents
      // that were in progress beside another are read again, alone, by the next process.
      const single = hit.length === 1;
      const again: Pending[] = [];
      for (const p of hit) {
        clearTimeout(p.timer);
        if (p.killedFor === 'time' || single || closed) p.resolve(failureFor(p.killedFor, code, signal));
        else again.push({ ...p, alone: true, killedFor: undefined, timer: undefined });
      }
      waiting.unshift(...again);
      if (!closed) options.log.warn({ code, signal, again: again.length }, 'the extraction process stopped; a new one starts with the next document');
      pump();
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

  function finish(p: Pending, r: ExtractResult): void {
    clearTimeout(p.timer);
    inFlight.delete(p.id);
    if (inFlight.size === 0) stopWatch();
    p.resolve(r);
    pump();
  }

  function stopWatch(): void {
    clearInterval(watch);
    watch = undefined;
  }

  /** The memory watchdog: the process's resident memory while documents are in progress. */
  function startWatch(c: ChildProcess): void {
    if (watch) return;
    watch = setInterval(() => {
      if (watching || !c.pid || child !== c) return;
      watching = true;
      void rssMb(c.pid)
        .then((mb) => {
          if (mb === null || mb <= rssLimitMb || child !== c || inFlight.size === 0) return;
          for (const p of inFlight.values()) p.killedFor ??= 'memory';
          options.log.warn({ reason: 'memory', pid: c.pid, files: [...inFlight.values()].map((p) => p.input.fileName) }, 'extraction process killed over its limit');
          c.kill('SIGKILL');
        })
        .finally(() => {
          watching = false;
        });
    }, WATCH_INTERVAL_MS);
  }

  function start(p: Pending): void {
    const c = ensureChild();
    inFlight.set(p.id, p);
    startWatch(c);
    p.timer = setTimeout(() => {
      if (inFlight.get(p.id) !== p || child !== c) return;
      p.killedFor = 'time';
      options.log.warn({ reason: 'time', pid: c.pid, file: p.input.fileName }, 'extraction process killed over its limit');
      c.kill('SIGKILL');
    }, options.timeoutMs + (options.killGraceMs ?? KILL_GRACE_MS));
    const { input } = p;
    const sent = send(c, { type: 'extract', id: p.id, input: { bytes: input.bytes, fileName: input.fileName, mimeType: input.mimeType, declaredType: input.declaredType } });
    if (!sent) finish(p, failureFor(undefined, null, null));
  }

  /** Starts waiting documents while the process has room: FIFO; a document to be read alone waits for an empty process. */
  function pump(): void {
    while (waiting.length > 0) {
      if (closed) {
        for (const p of waiting.splice(0)) p.resolve({ ok: false, error: { code: 'internal_error', message: `${ANALYSIS_FAILED}: the worker is stopping.` } });
        return;
      }
      const next = waiting[0] as Pending;
      const busyAlone = [...inFlight.values()].some((p) => p.alone);
      if (next.alone ? inFlight.size > 0 : busyAlone || inFlight.size >= atOnce) return;
      waiting.shift();
      start(next);
    }
  }

  return {
    extract(input) {
      if (closed) return Promise.resolve({ ok: false, error: { code: 'internal_error', message: `${ANALYSIS_FAILED}: the worker is stopping.` } });
      return new Promise<ExtractResult>((resolve) => {
        waiting.push({ id: ++seq, input, resolve, alone: false });
        pump();
      });
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

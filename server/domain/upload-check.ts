/**
 * The upload check (`checkUploadedFile`: pdf.js opening the structure, image decoding) in a worker
 * thread of the web process (ADR 084). The thread is started and warmed right after the server
 * listens, so loading and compiling pdf.js (hundreds of milliseconds) never blocks the web
 * process's event loop nor falls on the first upload; each check then runs on the thread while the
 * event loop serves other requests. The bytes are handed over without a copy.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../http/errors';
import { logger } from '../logger';
import type { CheckedFile, UploadLimits } from './upload';

/** V8 heap of the check thread, in MB: a hostile file that needs more ends the thread, not the server. */
export const UPLOAD_CHECK_HEAP_MB = 512;

export type CheckRequest =
  | { type: 'warm'; id: number }
  /** `sha256` null: the web process computes it itself and fills it into the answer. */
  | { type: 'check'; id: number; bytes: Uint8Array; fileName: string; limits: UploadLimits; sha256: string | null };

export type CheckReply =
  | { id: number; ok: true; file?: CheckedFile; checkedBefore?: number }
  | { id: number; ok: false; checkedBefore?: number; refusal?: { status: number; code: string; message: string; fields?: Record<string, string> }; failure?: string };

/** The thread's entry: beside this module, as TypeScript (through tsx) or bundled JavaScript. */
function threadEntry(): { code: string; eval: true } | { file: string; eval: false } {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (!here.endsWith('.ts')) return { file: path.join(dir, 'upload-check-thread.js'), eval: false };
  // tsx's ES module entry (its CommonJS one cannot register the hooks from a thread).
  const tsx = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = pathToFileURL(path.join(dir, 'upload-check-thread.ts')).href;
  return { code: `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`, eval: true };
}

type Pending = { thread: Worker; resolve: (r: CheckReply) => void };

/** One check thread per process, started on first use (or by `warm`), restarted if it ends. */
class UploadChecker {
  private thread: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private warming: Promise<void> | null = null;

  private ensure(): Worker {
    if (this.thread) return this.thread;
    const entry = threadEntry();
    const t = entry.eval
      ? new Worker(entry.code, { eval: true, resourceLimits: { maxOldGenerationSizeMb: UPLOAD_CHECK_HEAP_MB } })
      : new Worker(entry.file, { resourceLimits: { maxOldGenerationSizeMb: UPLOAD_CHECK_HEAP_MB } });
    t.on('message', (m: CheckReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      p.resolve(m);
    });
    t.on('error', (err) => logger.error({ err }, 'the upload check thread failed'));
    t.on('exit', (code) => {
      if (this.thread === t) {
        this.thread = null;
        this.warming = null;
      }
      // Checks in flight on this thread when it ended (e.g. a file that needed more memory than allowed).
      for (const [id, p] of this.pending) {
        if (p.thread !== t) continue;
        this.pending.delete(id);
        p.resolve({ id, ok: false, failure: `the upload check thread ended (exit code ${code})` });
      }
    });
    // The thread never keeps the process alive (tests, scripts and shutdown end without closing it).
    t.unref();
    this.thread = t;
    return t;
  }

  private send(message: CheckRequest, transfer: ArrayBuffer[] = []): Promise<CheckReply> {
    const t = this.ensure();
    return new Promise<CheckReply>((resolve) => {
      this.pending.set(message.id, { thread: t, resolve });
      t.postMessage(message, transfer);
    });
  }

  /** Starts the thread and loads pdf.js in it; resolves when done (never rejects). */
  warm(): Promise<void> {
    this.warming ??= this.send({ type: 'warm', id: ++this.seq }).then((r) => {
      if (!r.ok) logger.warn({ failure: r.failure }, 'the upload check thread could not warm up');
    });
    return this.warming;
  }

  /**
   * `checkUploadedFile` on the thread. `bytes` are given up: when they fill a buffer of their own
   * they are moved to the thread without a copy and are empty afterwards.
   */
  async check(bytes: Uint8Array, fileName: string, limits: UploadLimits, sha256: string | Promise<string>): Promise<CheckedFile> {
    return (await this.checkNoting(bytes, fileName, limits, sha256)).file;
  }

  /**
   * `check`, also telling whether this was the first file the thread checked (its cold run: the
   * first pass through pdf.js's parser and the transfer, see `upload-warm.ts`). `firstOfThread` is
   * reported to `onAnswer` even when the file is refused.
   */
  async checkNoting(
    bytes: Uint8Array,
    fileName: string,
    limits: UploadLimits,
    /** The file's SHA-256, or its computation under way (the thread then does not hash: ADR 128). */
    sha256: string | Promise<string>,
    onAnswer?: (firstOfThread: boolean) => void,
  ): Promise<{ file: CheckedFile; firstOfThread: boolean }> {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    const own = whole ? bytes : new Uint8Array(bytes);
    const reply = await this.send({ type: 'check', id: ++this.seq, bytes: own, fileName, limits, sha256: typeof sha256 === 'string' ? sha256 : null }, [own.buffer as ArrayBuffer]);
    const firstOfThread = reply.checkedBefore === 0;
    onAnswer?.(firstOfThread);
    if (reply.ok && reply.file) return { file: { ...reply.file, sha256: await sha256 }, firstOfThread };
    if (!reply.ok && reply.refusal) {
      const r = reply.refusal;
      throw new AppError(r.status as ContentfulStatusCode, r.code, r.message, r.fields);
    }
    logger.error({ failure: reply.ok ? 'no answer' : reply.failure }, 'the upload check failed');
    throw new AppError(422, 'unreadable_file', 'This file could not be checked. It may be damaged; please try again or upload a scan.');
  }

  /** Ends the thread (tests). */
  async close(): Promise<void> {
    const t = this.thread;
    this.thread = null;
    this.warming = null;
    if (t) await t.terminate();
  }
}

let checker: UploadChecker | undefined;

/** The process's upload check thread. */
export function uploadChecker(): UploadChecker {
  checker ??= new UploadChecker();
  return checker;
}

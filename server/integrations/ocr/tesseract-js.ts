import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import { parseTesseractTsv, toPgm, type GrayImage, type OcrEngine, type OcrRequest, type OcrWord } from './types';

const require = createRequire(import.meta.url);

/** Directory of the packaged English model (`eng.traineddata.gz`), so nothing is downloaded at run time. */
export function packagedModelDir(): string {
  const root = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return path.join(root, '4.0.0_best_int');
}

/**
 * tesseract's `invert_threshold`: lines whose mean confidence is below it are also read inverted.
 * 0 turns that off (ADR 130: forms print dark on light; the inverted tries cost a quarter of a
 * 1040's page reading and a third pass of every doubtful crop).
 */
export const INVERT_THRESHOLD = '0';
/** tesseract's own default, kept for whole pages (psm 3). */
export const PAGE_INVERT_THRESHOLD = '0.7';

interface PooledWorker {
  worker: Worker;
  busy: boolean;
  /** The parameters last set on the worker (psm, dpi, whitelist), to skip redundant calls. */
  params: string | undefined;
}

export interface TesseractJsOptions {
  /** Number of workers kept alive (each ~300 MB); second-pass crops are shared between them. */
  poolSize?: number;
}

/**
 * A small pool of tesseract.js workers, created lazily and reused across requests.
 * Requests wait for a free worker instead of starting new ones.
 */
export function createTesseractJsEngine(options: TesseractJsOptions = {}): OcrEngine {
  const size = Math.max(1, options.poolSize ?? 1);
  const pool: PooledWorker[] = [];
  const waiting: Array<(w: PooledWorker) => void> = [];
  let starting = 0;
  let closed = false;

  async function start(): Promise<PooledWorker> {
    starting += 1;
    try {
      const worker = await createWorker('eng', 1, {
        langPath: packagedModelDir(),
        gzip: true,
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows a failed job's error outside the promise (an
        // uncaught exception that would end the process); the job's own promise still rejects.
        errorHandler: () => undefined,
      });
      const pw: PooledWorker = { worker, busy: true, params: undefined };
      pool.push(pw);
      return pw;
    } finally {
      starting -= 1;
    }
  }

  async function acquire(): Promise<PooledWorker> {
    if (closed) throw new Error('OCR engine closed');
    const free = pool.find((w) => !w.busy);
    if (free) {
      free.busy = true;
      return free;
    }
    if (pool.length + starting < size) return start();
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(pw: PooledWorker): void {
    const next = waiting.shift();
    if (next) next(pw);
    else pw.busy = false;
  }

  return {
    name: 'tesseract.js',
    concurrency: size,
    async recognize(image: GrayImage, request: OcrRequest = {}): Promise<OcrWord[]> {
      const pw = await acquire();
      try {
        if (request.signal?.aborted) throw new Error('aborted');
        const psm = String(request.psm ?? 3);
        const dpi = String(request.dpi ?? 300);
        const whitelist = request.whitelist ?? '';
        // A whole page (automatic segmentation) keeps tesseract's inverted try: without it corpus-real's
        // 1099-G render lost box 9 and its 1099-INT photo a state code. A crop is read once (ADR 130).
        const invert = psm === '3' ? PAGE_INVERT_THRESHOLD : INVERT_THRESHOLD;
        const key = `${psm}|${dpi}|${whitelist}`;
        if (pw.params !== key) {
          await pw.worker.setParameters({
            tessedit_pageseg_mode: psm as never,
            user_defined_dpi: dpi,
            preserve_interword_spaces: '1',
            tessedit_char_whitelist: whitelist,
            // A line read below this mean confidence is read again inverted (white on black) and, when
            // that is no better, a third time as it was: doubtful lines cost three passes of the
            // network. These pages print dark on light; 0 reads every line once (ADR 130).
            invert_threshold: invert,
            // tesseract's own diagnostics ("Detected 67 diacritics") would go to the process's stderr.
            debug_file: '/dev/null',
          });
          pw.params = key;
        }
        // TSV (built by tesseract itself) is a little cheaper than the JSON blocks and is parsed
        // exactly like the CLI's output.
        // A Buffer over the PGM's own bytes, not a copy of them: tesseract.js copies what it is given
        // again (Buffer.from(array) was one more copy of the page, 8 MB at 300 dpi, per recognition).
        const pgm = toPgm(image);
        const result = await pw.worker.recognize(Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength), {}, { tsv: true, blocks: false, text: false });
        return parseTesseractTsv(result.data.tsv ?? '');
      } finally {
        release(pw);
      }
    },
    async close() {
      closed = true;
      const all = pool.splice(0, pool.length);
      await Promise.all(all.map((pw) => pw.worker.terminate().catch(() => undefined)));
    },
  };
}

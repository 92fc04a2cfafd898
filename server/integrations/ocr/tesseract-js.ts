import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import { toPgm, type GrayImage, type OcrEngine, type OcrRequest, type OcrWord } from './types';

const require = createRequire(import.meta.url);

/** Directory of the packaged English model, so nothing is downloaded at run time. */
function langPath(): string {
  const root = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return path.join(root, '4.0.0_best_int');
}

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
        langPath: langPath(),
        gzip: true,
        cacheMethod: 'none',
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
        const key = `${psm}|${dpi}|${whitelist}`;
        if (pw.params !== key) {
          await pw.worker.setParameters({
            tessedit_pageseg_mode: psm as never,
            user_defined_dpi: dpi,
            preserve_interword_spaces: '1',
            tessedit_char_whitelist: whitelist,
          });
          pw.params = key;
        }
        const result = await pw.worker.recognize(Buffer.from(toPgm(image)), {}, { blocks: true, text: false });
        const words: OcrWord[] = [];
        for (const block of result.data.blocks ?? []) {
          for (const para of block.paragraphs) {
            for (const line of para.lines) {
              for (const w of line.words) {
                if (!w.text.trim()) continue;
                words.push({ text: w.text, x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1, confidence: w.confidence });
              }
            }
          }
        }
        return words;
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

import { spawn } from 'node:child_process';
import { parseTesseractTsv, toPgm, type GrayImage, type OcrEngine, type OcrRequest, type OcrWord } from './types';

export interface TesseractCliOptions {
  /** Path of the binary; `tesseract` on PATH when absent. */
  binary?: string;
  /** Directory of the `eng.traineddata` to use; the binary's own (Debian: tessdata_fast) when absent. */
  tessdataDir?: string;
}

/** Runs the Debian `tesseract` binary (one process a page, single-threaded). */
export function createTesseractCliEngine(options: TesseractCliOptions = {}): OcrEngine {
  const binary = options.binary ?? 'tesseract';
  return {
    name: 'tesseract-cli',
    recognize(image: GrayImage, request: OcrRequest = {}): Promise<OcrWord[]> {
      return new Promise((resolve, reject) => {
        const args = ['stdin', 'stdout', ...(options.tessdataDir ? ['--tessdata-dir', options.tessdataDir] : []), '--psm', String(request.psm ?? 3), '--dpi', String(request.dpi ?? 300), '-l', 'eng', '-c', 'preserve_interword_spaces=1'];
        if (request.whitelist) args.push('-c', `tessedit_char_whitelist=${request.whitelist}`);
        // TSV is asked for as a variable, not as the `tsv` config file: with --tessdata-dir the binary
        // looks for configs/ there too, and without it silently prints plain text and no word boxes.
        args.push('-c', 'tessedit_create_tsv=1');
        const child = spawn(binary, args, {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: ['pipe', 'pipe', 'pipe'],
          signal: request.signal,
        });
        const out: Buffer[] = [];
        child.stdout.on('data', (d: Buffer) => out.push(d));
        child.stderr.resume();
        child.on('error', reject);
        child.on('close', (code) => {
          if (code !== 0) reject(new Error(`tesseract exited with ${code}`));
          else resolve(parseTesseractTsv(Buffer.concat(out).toString('utf8')));
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(Buffer.from(toPgm(image)));
      });
    },
    async close() {},
  };
}

/** True when the Debian binary can be started. */
export function tesseractCliAvailable(binary = 'tesseract'): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(binary, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * `npx tsx bench/extract/profile.ts [--only TEXT] [--sets corpus,real]`: where a scanned page's time goes.
 *
 * CPU time (process.cpuUsage: the machine is shared, wall clock is noisy) of every image document of
 * the corpora, split into the stages of the scanned-page reader: decoding, preparing (scale,
 * deskew, crop), the whole-page OCR, the re-reads of doubtful words and missed lines, the box-region
 * reading, the second pass, the boxed-cell reader and the rest (layout, rules, parsing, combining).
 * OCR runs in tesseract.js's worker threads of this process, so process.cpuUsage counts it; the
 * engine is wrapped to run one recognition at a time, so a call's CPU is that call's. The caller of
 * each recognition names its stage (the module and function on the stack).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createExtractor } from '../../server/extraction/index';
import { decodeImage } from '../../server/integrations/ocr/image';
import { createTesseractJsEngine } from '../../server/integrations/ocr/tesseract-js';
import type { GrayImage, OcrEngine, OcrRequest } from '../../server/integrations/ocr/types';
import { prepareForOcr } from '../../server/extraction/pages';
import { sharedDir } from './generate';
import { imageDocuments } from './memory';

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

/** The stage of a recognition, from the first engine caller on its stack. */
export function stageOf(stack: string): string {
  const rules: Array<[RegExp, string]> = [
    [/readMissedLines/, 'missed lines'],
    [/rereadDoubtful/, 're-read doubtful words'],
    [/image[\\/]regions\.ts/, 'box regions'],
    [/second-pass\.ts/, 'second pass'],
    [/parsers[\\/]cells\.ts/, 'boxed cells'],
    [/ocrPage/, 'page OCR'],
  ];
  for (const [re, name] of rules) if (re.test(stack)) return name;
  return 'other OCR';
}

interface Totals {
  calls: number;
  cpu: number;
  pixels: number;
}

async function main(): Promise<void> {
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
  const setsArg = process.argv.indexOf('--sets');
  const sets = setsArg > 0 ? (process.argv[setsArg + 1] ?? '').split(',') : ['corpus', 'real'];
  const inner = createTesseractJsEngine({ poolSize: 1 });
  let current = new Map<string, Totals>();
  const seen = new Map<string, string>();
  const dups: string[] = [];
  const engine: OcrEngine = {
    name: 'profiled tesseract.js',
    concurrency: 1,
    async recognize(image: GrayImage, request?: OcrRequest) {
      const stage = stageOf(new Error().stack ?? '');
      const key = createHash('sha1').update(image.data).update(`${image.width}x${image.height}|${request?.psm}|${request?.whitelist}|${request?.dpi}`).digest('hex');
      if (seen.has(key)) dups.push(`${stage} (first: ${seen.get(key)})`);
      else seen.set(key, stage);
      const t0 = process.cpuUsage();
      try {
        return await inner.recognize(image, request);
      } finally {
        const t = current.get(stage) ?? { calls: 0, cpu: 0, pixels: 0 };
        t.calls += 1;
        t.cpu += cpuMs(t0);
        t.pixels += image.width * image.height;
        current.set(stage, t);
      }
    },
    close: () => inner.close(),
  };
  // A generous time limit: on a shared machine a page's wall time is many times its CPU time.
  const extractor = createExtractor({ ocrEngine: engine, timeoutMs: 900_000 });
  const dirs = sets.map((s) => path.join(sharedDir, s === 'real' ? 'corpus-real' : 'corpus'));
  const files = (await imageDocuments(dirs)).filter((f) => !only || f.includes(only));
  // Warm-up: the OCR worker and the modules, not counted.
  if (files[0]) await extractor.extract({ bytes: new Uint8Array(await readFile(files[0])), fileName: path.basename(files[0]) });

  const all = new Map<string, Totals>();
  const add = (name: string, cpu: number, calls = 1, pixels = 0) => {
    const t = all.get(name) ?? { calls: 0, cpu: 0, pixels: 0 };
    t.calls += calls;
    t.cpu += cpu;
    t.pixels += pixels;
    all.set(name, t);
  };
  const out = (s = '') => process.stdout.write(s + '\n');
  out(`# CPU ms per stage (process.cpuUsage), one OCR recognition at a time; ${files.length} image documents`);
  const stages = ['decode', 'prepare', 'page OCR', 're-read doubtful words', 'missed lines', 'box regions', 'second pass', 'boxed cells', 'other OCR', 'rest'];
  out(['document'.padEnd(34), ...stages.map((s) => s.slice(0, 12).padStart(12)), 'total'.padStart(8), 'OCR calls'.padStart(9)].join(' '));
  let grand = 0;
  for (const file of files) {
    const bytes = new Uint8Array(await readFile(file));
    // Decoding and preparing timed apart (the engine does the same work again inside extract()).
    let t0 = process.cpuUsage();
    const decoded = await decodeImage(bytes);
    const decode = cpuMs(t0);
    t0 = process.cpuUsage();
    prepareForOcr(decoded, 40_000_000);
    const prepare = cpuMs(t0);
    current = new Map();
    seen.clear();
    dups.length = 0;
    t0 = process.cpuUsage();
    const r = await extractor.extract({ bytes, fileName: path.basename(file) });
    const total = cpuMs(t0);
    if (!r.ok) out(`${path.basename(file)}: ${r.error.code}`);
    if (dups.length) out(`  repeated recognitions (same pixels and request): ${dups.length}: ${dups.join(', ')}`);
    const ocr = [...current.values()].reduce((n, t) => n + t.cpu, 0);
    const row = new Map<string, number>([['decode', decode], ['prepare', prepare], ['rest', total - ocr - decode - prepare]]);
    for (const [k, t] of current) {
      row.set(k, t.cpu);
      add(k, t.cpu, t.calls, t.pixels);
    }
    add('decode', decode);
    add('prepare', prepare);
    add('rest', total - ocr - decode - prepare);
    grand += total;
    const calls = [...current.values()].reduce((n, t) => n + t.calls, 0);
    out([path.basename(file).padEnd(34), ...stages.map((s) => (row.get(s) ?? 0).toFixed(0).padStart(12)), total.toFixed(0).padStart(8), String(calls).padStart(9)].join(' '));
  }
  out('');
  out('## All documents: CPU ms per page by stage (share), OCR calls and megapixels read');
  for (const s of stages) {
    const t = all.get(s);
    if (!t) continue;
    out(`${s.padEnd(24)} ${(t.cpu / files.length).toFixed(0).padStart(7)} ms/page ${((100 * t.cpu) / grand).toFixed(1).padStart(5)} %  ${s === 'decode' || s === 'prepare' || s === 'rest' ? '' : `${(t.calls / files.length).toFixed(1)} calls/page, ${(t.pixels / 1e6 / files.length).toFixed(2)} Mpx/page`}`);
  }
  out(`${'total'.padEnd(24)} ${(grand / files.length).toFixed(0).padStart(7)} ms/page`);
  await extractor.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`profile failed: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);

/**
 * `npm run bench:extract`: runs the engine over the public corpus (../shared/corpus, truth.json)
 * and over a generated set, and prints field accuracy and classification accuracy per document
 * type and variant (digital / scan / other layout), median and p95 milliseconds per page, and the
 * time of Debian's `tesseract` CLI on the same images when it is installed.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createExtractor } from '../../server/extraction/index';
import { decodeImage } from '../../server/integrations/ocr/image';
import { createTesseractCliEngine, tesseractCliAvailable } from '../../server/integrations/ocr/tesseract-cli';
import { createTesseractJsEngine, packagedModelDir } from '../../server/integrations/ocr/tesseract-js';
import { prepareForOcr } from '../../server/extraction/pages';
import { generateSet, sharedDir, type Variant } from './generate';
import { scoreDocument, type TruthEntry } from './score';

interface Row {
  set: 'corpus' | 'generated';
  name: string;
  type: string;
  variant: Variant;
  correct: number;
  total: number;
  classified: boolean;
  msPerPage: number;
  ocr: boolean;
  cliMs?: number;
  /** The CLI reading the same image with the engine's own model (packaged best_int). */
  cliSameMs?: number;
  /** tesseract.js reading the same prepared image once (whole page, automatic mode): OCR alone. */
  jsMs?: number;
  error?: string;
  mismatches: string[];
}

const out = (s = '') => process.stdout.write(s + '\n');
const pct = (a: number, b: number) => (b === 0 ? '   n/a' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  // `--seed N` draws another generated set (the default, 2025, is the one the figures in ADR 010 use).
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 2025;
  if (!Number.isInteger(seed)) throw new Error('--seed takes an integer');
  const extractor = createExtractor();
  const cliAvailable = await tesseractCliAvailable();
  const cli = cliAvailable ? createTesseractCliEngine() : undefined;
  // The CLI again with the model tesseract.js uses, so engine and model can be told apart.
  const modelDir = cliAvailable ? await mkdtemp(path.join(tmpdir(), 'taxdesk-tessdata-')) : undefined;
  if (modelDir) await writeFile(path.join(modelDir, 'eng.traineddata'), gunzipSync(await readFile(path.join(packagedModelDir(), 'eng.traineddata.gz'))));
  const cliSame = modelDir ? createTesseractCliEngine({ tessdataDir: modelDir }) : undefined;
  const rows: Row[] = [];

  // Warm up (pdf.js module, fonts, OCR worker) so the first document's time is not counted.
  const warm = await generateSet({ digitalPerType: 1, scansPerType: 0, otherPerKind: 0 });
  if (warm[0]) await extractor.extract({ bytes: warm[0].bytes, fileName: warm[0].name });

  // One tesseract.js worker of its own, so the OCR-only time compares like with like.
  const js = createTesseractJsEngine({ poolSize: 1 });
  await js.recognize({ width: 200, height: 60, data: new Uint8Array(200 * 60).fill(255) });
  const timeOcr = async (bytes: Uint8Array): Promise<{ cliMs?: number; cliSameMs?: number; jsMs?: number }> => {
    const prepared = prepareForOcr(await decodeImage(bytes), 40_000_000);
    let t0 = performance.now();
    await js.recognize(prepared, { psm: 3, dpi: 300 });
    const jsMs = performance.now() - t0;
    if (!cli) return { jsMs };
    t0 = performance.now();
    await cli.recognize(prepared, { psm: 3, dpi: 300 });
    const cliMs = performance.now() - t0;
    t0 = performance.now();
    await cliSame?.recognize(prepared, { psm: 3, dpi: 300 });
    return { jsMs, cliMs, cliSameMs: performance.now() - t0 };
  };

  const corpusDir = path.join(sharedDir, 'corpus');
  const truth = JSON.parse(await readFile(path.join(corpusDir, 'truth.json'), 'utf8')) as Record<string, TruthEntry>;
  for (const [file, t] of Object.entries(truth)) {
    const bytes = new Uint8Array(await readFile(path.join(corpusDir, file)));
    const variant: Variant = file.endsWith('.pdf') ? 'digital' : 'scan';
    const t0 = performance.now();
    const r = await extractor.extract({ bytes, fileName: file });
    const ms = performance.now() - t0;
    if (!r.ok) {
      rows.push({ set: 'corpus', name: file, type: t.document_type, variant, correct: 0, total: scoreDocument(t, {}).total, classified: false, msPerPage: ms, ocr: false, error: r.error.code, mismatches: [] });
      continue;
    }
    const s = scoreDocument(t, r.value.fields);
    rows.push({
      set: 'corpus', name: file, type: t.document_type, variant, correct: s.correct, total: s.total,
      classified: r.value.document_type === t.document_type, msPerPage: ms / Math.max(1, r.value.pages.length),
      ocr: r.value.pages.some((p) => p.ocr), ...(variant === 'scan' ? await timeOcr(bytes) : {}),
      mismatches: s.mismatches.map((m) => `${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)}`),
    });
  }

  const generated = await generateSet(quick ? { seed, digitalPerType: 1, scansPerType: 1, otherPerKind: 1, drawnPerType: 1 } : { seed, digitalPerType: 4, scansPerType: 2, otherPerKind: 4, drawnPerType: 2 });
  for (const d of generated) {
    const t0 = performance.now();
    const r = await extractor.extract({ bytes: d.bytes, fileName: d.name, mimeType: d.mimeType });
    const ms = performance.now() - t0;
    const truthEntry = { ...d.truth } as TruthEntry;
    if (!r.ok) {
      rows.push({ set: 'generated', name: d.name, type: d.type, variant: d.variant, correct: 0, total: scoreDocument(truthEntry, {}).total, classified: false, msPerPage: ms, ocr: false, error: r.error.code, mismatches: [] });
      continue;
    }
    const s = scoreDocument(truthEntry, r.value.fields);
    rows.push({
      set: 'generated', name: d.name, type: d.type, variant: d.variant, correct: s.correct, total: s.total,
      classified: r.value.document_type === d.type, msPerPage: ms / Math.max(1, r.value.pages.length),
      ocr: r.value.pages.some((p) => p.ocr), ...(d.variant === 'scan' ? await timeOcr(d.bytes) : {}),
      mismatches: s.mismatches.map((m) => `${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)}`),
    });
  }
  await extractor.close();
  await cli?.close();
  await cliSame?.close();
  if (modelDir) await rm(modelDir, { recursive: true, force: true });
  await js.close();

  out(`# Extraction benchmark (generated set: seed ${seed})`);
  out(`OCR engine: tesseract.js (packaged eng 4.0.0_best_int); tesseract CLI ${cliAvailable ? 'installed (timed on the same prepared images, OMP_THREAD_LIMIT=1, with its own model and with the packaged best_int)' : 'not installed'}`);
  out('Columns: median/p95 = whole extraction per page (decode, deskew, OCR, re-reads, second pass); js ocr = tesseract.js reading the prepared page once; cli = the Debian CLI reading it once with its own model (tessdata_fast); cli same = the CLI with the packaged best_int model; ratio = median / cli, ocr ratio = js ocr / cli, same-model = js ocr / cli same.');
  out('');
  out('## Per document');
  for (const r of rows) {
    out(`${r.set.padEnd(9)} ${r.name.padEnd(34)} ${r.type.padEnd(9)} ${r.variant.padEnd(7)} ${r.error ? `ERROR ${r.error}` : `${String(r.correct).padStart(3)}/${String(r.total).padEnd(3)} ${pct(r.correct, r.total)}`} class=${r.classified ? 'ok ' : 'BAD'} ${r.msPerPage.toFixed(0).padStart(6)} ms/page${r.jsMs !== undefined ? `  js ocr ${r.jsMs.toFixed(0)} ms` : ''}${r.cliMs !== undefined ? `  cli ${r.cliMs.toFixed(0)} ms` : ''}${r.cliSameMs !== undefined ? `  cli same ${r.cliSameMs.toFixed(0)} ms` : ''}`);
    for (const m of r.mismatches.slice(0, 6)) out(`      - ${m}`);
  }
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    for (const key of [`${r.set} | ${r.type} | ${r.variant}`, `${r.set} | all | ${r.variant}`, `all | all | ${r.variant}`]) {
      const g = groups.get(key) ?? [];
      g.push(r);
      groups.set(key, g);
    }
  }
  out('');
  out('## Summary (field accuracy, classification accuracy, ms per page)');
  out(`${'set | type | variant'.padEnd(34)} ${'docs'.padStart(4)} ${'fields'.padStart(9)} ${'accuracy'.padStart(8)} ${'class'.padStart(7)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'js ocr'.padStart(7)} ${'cli med'.padStart(8)} ${'ratio'.padStart(6)} ${'ocr ratio'.padStart(9)} ${'same-model'.padStart(10)}`);
  for (const [key, g] of [...groups.entries()].sort()) {
    const correct = g.reduce((n, r) => n + r.correct, 0);
    const total = g.reduce((n, r) => n + r.total, 0);
    const classified = g.filter((r) => r.classified).length;
    const ms = g.map((r) => r.msPerPage);
    const cliMs = g.map((r) => r.cliMs).filter((x): x is number => x !== undefined);
    const jsMs = g.map((r) => r.jsMs).filter((x): x is number => x !== undefined);
    const sameMs = g.map((r) => r.cliSameMs).filter((x): x is number => x !== undefined);
    const sameMed = quantile(sameMs, 0.5);
    const med = quantile(ms, 0.5);
    const cliMed = quantile(cliMs, 0.5);
    const jsMed = quantile(jsMs, 0.5);
    out(`${key.padEnd(34)} ${String(g.length).padStart(4)} ${`${correct}/${total}`.padStart(9)} ${pct(correct, total).padStart(8)} ${pct(classified, g.length).padStart(7)} ${med.toFixed(0).padStart(7)} ${quantile(ms, 0.95).toFixed(0).padStart(7)} ${jsMs.length ? jsMed.toFixed(0).padStart(7) : '      -'} ${cliMs.length ? cliMed.toFixed(0).padStart(8) : '       -'} ${cliMs.length ? (med / cliMed).toFixed(2).padStart(6) : '     -'} ${cliMs.length && jsMs.length ? (jsMed / cliMed).toFixed(2).padStart(9) : '        -'} ${sameMs.length && jsMs.length ? (jsMed / sameMed).toFixed(2).padStart(10) : '         -'}`);
  }
  out('');
  out('Targets: >= 99% of fields on digital PDFs, >= 97% on scans and other layouts; <= 300 ms per digital page; OCR pages <= 1.2x the tesseract CLI.');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);

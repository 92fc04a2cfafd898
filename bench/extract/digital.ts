/**
 * `npx tsx bench/extract/digital.ts [--seed N] [--per-type K]`: the digital official forms only (no
 * OCR, a minute on this machine): AcroForm-filled and flattened forms of the main generator and the
 * drawn filler (`drawOnOfficialForm`: text drawn by pdf-lib at shifted offsets in other fonts and
 * sizes, any copy, two copies to a sheet), each read by the engine. Prints per type and filler the
 * field accuracy (right / in the truth), the precision (right / returned) and the documents exactly
 * right. Use a seed never looked at while developing for the figures that count.
 */
import type { DocumentType } from '#shared/extraction/document-types';
import { createExtractor } from '../../server/extraction/index';
import { drawOnOfficialForm, fillOfficialForm, GENERATED_TYPES } from './generate';
import { scoreDocument, scorePrecision, type TruthEntry } from './score';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const v = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v)) throw new Error(`${name} takes an integer`);
  return v;
};

async function main(): Promise<void> {
  const seed = arg('--seed', 2025);
  const perType = arg('--per-type', 4);
  const extractor = createExtractor();
  const rows: Array<{ key: string; correct: number; total: number; right: number; returned: number; exact: boolean; ms: number; misses: string[] }> = [];
  const types = GENERATED_TYPES.filter((t): t is Exclude<DocumentType, '1040' | 'id' | 'other'> => t !== '1040');
  let n = 0;
  for (const type of types) {
    for (let i = 0; i < perType; i += 1) {
      const s = seed + (n += 1) * 104_729;
      const docs: Array<{ filler: string; bytes: Uint8Array; fields: Record<string, unknown>; year: number }> = [];
      const acro = await fillOfficialForm(type, s, { flatten: i % 2 === 1 });
      docs.push({ filler: i % 2 === 1 ? 'acroform-flattened' : 'acroform', bytes: acro.bytes, fields: acro.fields, year: acro.year });
      const drawn = await drawOnOfficialForm(type, s + 1, { copiesPerSheet: i % 2 === 1 ? 2 : 1 });
      docs.push({ filler: i % 2 === 1 ? 'drawn-2-per-sheet' : 'drawn', bytes: drawn.bytes, fields: drawn.fields, year: drawn.year });
      for (const d of docs) {
        const truth: TruthEntry = { document_type: type, tax_year: d.year, fields: d.fields };
        const t0 = performance.now();
        const r = await extractor.extract({ bytes: d.bytes, fileName: `${type}.pdf` });
        const ms = performance.now() - t0;
        const fields = r.ok ? r.value.fields : {};
        const sc = scoreDocument(truth, fields);
        const pr = scorePrecision(truth, fields);
        const exact = r.ok && r.value.document_type === type && r.value.tax_year === d.year && sc.correct === sc.total && pr.right === pr.returned;
        const extra = Object.entries(fields).filter(([k]) => !(k in d.fields)).map(([k, v]) => `${k}: unexpected ${JSON.stringify(v)}`);
        rows.push({ key: `${type} | ${d.filler}`, correct: sc.correct, total: sc.total, right: pr.right, returned: pr.returned, exact, ms, misses: [...sc.mismatches.map((m) => `${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)}`), ...extra] });
      }
    }
  }
  await extractor.close();
  const pct = (a: number, b: number) => (b === 0 ? '   n/a' : `${((100 * a) / b).toFixed(1)}%`.padStart(6));
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const filler = r.key.split(' | ')[1] ?? '';
    for (const k of [r.key, `all | ${filler}`, 'all | all']) groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  process.stdout.write(`# Digital official forms (seed ${seed}, ${perType} per type and filler kind)\n`);
  process.stdout.write(`${'type | filler'.padEnd(34)} docs  accuracy  precision  exact  median ms\n`);
  for (const [k, g] of [...groups.entries()].sort()) {
    const sum = (f: (r: (typeof rows)[number]) => number) => g.reduce((a, r) => a + f(r), 0);
    const ms = g.map((r) => r.ms).sort((a, b) => a - b);
    process.stdout.write(`${k.padEnd(34)} ${String(g.length).padStart(4)}  ${pct(sum((r) => r.correct), sum((r) => r.total))}    ${pct(sum((r) => r.right), sum((r) => r.returned))}  ${`${g.filter((r) => r.exact).length}/${g.length}`.padStart(5)}  ${(ms[Math.floor(ms.length / 2)] ?? 0).toFixed(0).padStart(9)}\n`);
  }
  if (process.argv.includes('--misses')) for (const r of rows) for (const m of r.misses) process.stdout.write(`  ${r.key}: ${m}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`digital bench failed: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { degrade, drawBankTable, drawProviderW2, fillOfficialForm, GENERATED_TYPES, type GeneratedDoc, generateSet, renderFirstPage } from '../../bench/extract/generate';
import { encodeImage } from '../integrations/ocr/image';
import { scoreDocument, type TruthEntry } from '../../bench/extract/score';
import type { DocumentType } from '#shared/extraction/document-types';
import { createExtractor } from './index';

const extractor = createExtractor();
afterAll(() => extractor.close());

async function accuracy(type: DocumentType, bytes: Uint8Array, fileName: string, fields: Record<string, unknown>, year: number) {
  const result = await extractor.extract({ bytes, fileName });
  if (!result.ok) throw new Error(result.error.code);
  const score = scoreDocument({ document_type: type, tax_year: year, fields } as TruthEntry, result.value.fields);
  return { value: result.value, score };
}

describe('parsers on the official IRS forms (AcroForm and flattened)', () => {
  const cases = GENERATED_TYPES.flatMap((type) => [0, 1].map((i) => ({ type, seed: 1000 + i * 31 + type.length, flatten: i === 1 })));
  it.each(cases)('$type seed $seed flatten $flatten', async ({ type, seed, flatten }) => {
    const doc = await fillOfficialForm(type, seed, { flatten });
    const { value, score } = await accuracy(type, doc.bytes, `${type}.pdf`, doc.fields, doc.year);
    expect(value.document_type).toBe(type);
    expect(score.mismatches).toEqual([]);
  });
});

describe('the prior-year 1040 with its SSN boxes combed (one digit to a cell, as the official form fills them)', () => {
  // Seeds whose flattened returns once gave a lone SSN digit as line 7 or 9 (1, 5), and one with
  // two dependents whose last SSN digit runs into the relationship ("2 Daughter") (4).
  it.each([1, 4, 5])('flattened, seed %i: SSN digits are no line numbers, dependents read from their cells', async (seed) => {
    const doc = await fillOfficialForm('1040', seed, { flatten: true });
    const { score } = await accuracy('1040', doc.bytes, '1040.pdf', doc.fields, doc.year);
    expect(score.mismatches).toEqual([]);
  });

  it('scanned, seed 5: the SSN the page read as ten digits is read again with its glyphs side by side', { timeout: 90_000 }, async () => {
    const doc = await fillOfficialForm('1040', 5, { flatten: true });
    const bytes = encodeImage(degrade(await renderFirstPage(doc.bytes, 200), 5, 0.8), 'png');
    const result = await extractor.extract({ bytes, fileName: '1040.png' });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.fields.taxpayer_ssn).toBe(doc.fields.taxpayer_ssn);
  });
});

describe('parsers on other layouts', () => {
  it.each([1, 2, 3])('payroll-provider W-2 %i', async (seed) => {
    const doc = await drawProviderW2(seed);
    const { value, score } = await accuracy('w2', doc.bytes, 'w2.pdf', doc.fields, 2025);
    expect(value.document_type).toBe('w2');
    expect(value.tax_year).toBe(2025);
    expect(score.mismatches).toEqual([]);
    expect(value.verification_status).toBe('verified');
  });

  it.each([['1099-int', 4], ['1099-div', 5]] as const)('bank table %s', async (type, seed) => {
    const doc = await drawBankTable(type, seed);
    const { value, score } = await accuracy(type, doc.bytes, 'bank.pdf', doc.fields, 2025);
    expect(value.document_type).toBe(type);
    expect(score.mismatches).toEqual([]);
  });
});

describe('scans (OCR)', () => {
  let scans: GeneratedDoc[] = [];
  beforeAll(async () => {
    scans = await generateSet({ digitalPerType: 0, scansPerType: 1, otherPerKind: 0, types: ['1099-nec', '1040'] });
  }, 60_000);
  const scanOf = (type: DocumentType) => {
    const scan = scans.find((d) => d.type === type);
    if (!scan) throw new Error(`no ${type} scan generated`);
    return scan;
  };

  it('reads a rasterised, rotated, noisy 1099-NEC', { timeout: 90_000 }, async () => {
    const scan = scanOf('1099-nec');
    const { value, score } = await accuracy('1099-nec', scan.bytes, scan.name, scan.truth.fields, scan.truth.tax_year);
    expect(value.document_type).toBe('1099-nec');
    expect(value.pages[0]?.ocr).toBe(true);
    expect(score.correct / score.total).toBeGreaterThanOrEqual(0.8);
    expect(value.fields.box1_nonemployee_compensation).toBe(scan.truth.fields.box1_nonemployee_compensation);
  });

  it('reads page 1 of a scanned prior-year 1040: lines whose number OCR garbles, the ticked filing status by ink', { timeout: 90_000 }, async () => {
    const scan = scanOf('1040');
    const { value, score } = await accuracy('1040', scan.bytes, scan.name, scan.truth.fields, scan.truth.tax_year);
    expect(value.document_type).toBe('1040');
    expect(value.tax_year).toBe(2024);
    // Not `mismatches` equal to []: the combed spouse SSN can read with other digits on the page
    // and on the second pass's re-read (on an AMD EPYC the re-read gave 179-91-7036 for
    // 479-94-7038). Which reading is right cannot be told from the page, so the value is kept
    // below "check this value" (0.8). The rule asserted is "right or flagged": no wrong value with
    // a confidence at or above 0.8, and every amount line, the taxpayer's SSN and the filing status right.
    const confidentWrong = score.mismatches.filter((m) => (value.field_confidence[m.field.split(/[.[]/)[0] ?? ''] ?? 1) >= 0.8);
    expect(confidentWrong).toEqual([]);
    for (const name of Object.keys(scan.truth.fields).filter((k) => k.startsWith('line') || k === 'taxpayer_ssn')) {
      expect(value.fields[name], name).toBe(scan.truth.fields[name]);
    }
    expect(value.fields.filing_status).toBe(scan.truth.fields.filing_status);
  });
});

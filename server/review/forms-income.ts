/**
 * The income schedules of the filled return (issue 22): Schedule B (interest and ordinary
 * dividends), Form 8949 (the 1099-B sales) and Schedule D (capital gains and losses), on the
 * official 2025 PDFs (server/review/forms, PROVENANCE.md). This module decides what goes in which
 * field; form1040.ts loads the blanks, writes the values, flattens and stamps the pages.
 *
 * Every value names the estimate line it feeds (Schedule B → 1040 lines 2b/3b, 8949 → Schedule D
 * lines 1b/2/8b/9, Schedule D → 1040 line 7a) and the document box it was read from.
 */
import { PDFArray, PDFCheckBox, PDFRef, PDFTextField, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { MARK_INK } from './blanks';
import type { ReviewEstimate } from '#shared/review/types';
import type { FieldMapping, FilledValue, FormId } from './form1040';

type Forms = NonNullable<ReviewEstimate['forms']>;
type Sale = Forms['sales'][number];
type Payer = Forms['interest'][number];

/** One copy of a blank form to fill: its text values, the boxes to tick, the pages to keep. */
export interface FormCopy {
  form: Extract<FormId, 'f1040sb' | 'f1040sd' | 'f8949'>;
  /** 0-based pages of the blank kept in the return (Form 8949: page 1 short term, page 2 long term). */
  pages: number[];
  values: FilledValue[];
  /** Check box fields to tick, each with its trace. */
  checks: FilledValue[];
  /** Name and SSN fields of this copy's pages. */
  header: { name: string; ssn: string }[];
}

/** Schedule B is used when taxable interest or ordinary dividends are over $1,500 (Schedule B instructions). */
export const SCHEDULE_B_THRESHOLD_CENTS = 1_500_00;

const SB = 'topmostSubform[0].Page1[0].';
const SD1 = 'topmostSubform[0].Page1[0].';
const SD2 = 'topmostSubform[0].Page2[0].';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Schedule B (2025): line 1 has 14 payer rows, line 5 has 15 (the first beside "List name of payer"). */
export const SCHEDULE_B = {
  name: `${SB}f1_01[0]`,
  ssn: `${SB}f1_02[0]`,
  interestRows: Array.from({ length: 14 }, (_, i) => ({
    payer: i === 0 ? `${SB}Line1_ReadOrder[0].f1_03[0]` : `${SB}f1_${pad2(3 + 2 * i)}[0]`,
    amount: `${SB}f1_${pad2(4 + 2 * i)}[0]`,
  })),
  line2: `${SB}f1_31[0]`,
  line3: `${SB}f1_32[0]`,
  line4: `${SB}f1_33[0]`,
  dividendRows: Array.from({ length: 15 }, (_, i) => ({
    payer: i === 0 ? `${SB}ReadOrderControl[0].f1_34[0]` : `${SB}f1_${pad2(34 + 2 * i)}[0]`,
    amount: `${SB}f1_${pad2(35 + 2 * i)}[0]`,
  })),
  line6: `${SB}f1_64[0]`,
} as const;

/** Schedule D (2025) by line: columns (d), (e), (g), (h) of the table lines, (h) alone for the others. */
export const SCHEDULE_D = {
  name: `${SD1}f1_1[0]`,
  ssn: `${SD1}f1_2[0]`,
  table: {
    '1b': ['Row1b', 7],
    '2': ['Row2', 11],
    '8b': ['Row8b', 27],
    '9': ['Row9', 31],
  } as Record<string, [string, number]>,
  line6: `${SD1}f1_21[0]`,
  line7: `${SD1}f1_22[0]`,
  line13: `${SD1}f1_41[0]`,
  line14: `${SD1}f1_42[0]`,
  line15: `${SD1}f1_43[0]`,
  line16: `${SD2}f2_1[0]`,
  line17: { yes: `${SD2}c2_1[0]`, no: `${SD2}c2_1[1]` },
  line20: { yes: `${SD2}c2_2[0]`, no: `${SD2}c2_2[1]` },
  line21: `${SD2}f2_4[0]`,
  line22: { yes: `${SD2}c2_3[0]`, no: `${SD2}c2_3[1]` },
} as const;

/** The four amount fields (d, e, g, h) of a Schedule D table line. */
export function scheduleDColumns(line: string): { d: string; e: string; g: string; h: string } {
  const [row, first] = SCHEDULE_D.table[line]!;
  const part = line.startsWith('8') || line === '9' ? 'Table_PartII' : 'Table_PartI';
  const f = (k: number) => `${SD1}${part}[0].${row}[0].f1_${first + k}[0]`;
  return { d: f(0), e: f(1), g: f(2), h: f(3) };
}

/** Form 8949 (2025): 11 rows a page; Part I on page 1 (boxes A, B, C, G, H, I), Part II on page 2 (D, E, F, J, K, L). */
export const FORM_8949 = {
  rowsPerPage: 11,
  part: {
    I: { page: 0, prefix: 'topmostSubform[0].Page1[0].', f: 'f1', table: 'Table_Line1_Part1', box: 'c1_1' },
    II: { page: 1, prefix: 'topmostSubform[0].Page2[0].', f: 'f2', table: 'Table_Line1_Part2', box: 'c2_1' },
  },
  /** Index of the category's check box in its part's c1_1 / c2_1 group. */
  boxIndex: { A: 0, B: 1, D: 0, E: 1 } as Record<Sale['category'], number>,
} as const;

type Part = keyof typeof FORM_8949.part;
const partOf = (c: Sale['category']): Part => (c === 'A' || c === 'B' ? 'I' : 'II');

/** The eight fields (a)–(h) of row `row` (1–11) of a Form 8949 part. */
export function form8949Row(part: Part, row: number): { a: string; b: string; c: string; d: string; e: string; f: string; g: string; h: string } {
  const p = FORM_8949.part[part];
  const n = (k: number) => `${p.prefix}${p.table}[0].Row${row}[0].${p.f}_${pad2(3 + 8 * (row - 1) + k)}[0]`;
  return { a: n(0), b: n(1), c: n(2), d: n(3), e: n(4), f: n(5), g: n(6), h: n(7) };
}

/** The line 2 totals of a Form 8949 part: (d), (e), (g), (h); column (f) is shaded. */
export function form8949Totals(part: Part): { d: string; e: string; g: string; h: string } {
  const p = FORM_8949.part[part];
  return { d: `${p.prefix}${p.f}_91[0]`, e: `${p.prefix}${p.f}_92[0]`, g: `${p.prefix}${p.f}_94[0]`, h: `${p.prefix}${p.f}_95[0]` };
}

export function form8949Header(part: Part): { name: string; ssn: string } {
  const p = FORM_8949.part[part];
  return { name: `${p.prefix}${p.f}_01[0]`, ssn: `${p.prefix}${p.f}_02[0]` };
}

export function form8949Box(category: Sale['category']): string {
  const p = FORM_8949.part[partOf(category)];
  return `${p.prefix}${p.box}[${FORM_8949.boxIndex[category]}]`;
}

/** An amount as written on the form: 41,300.00; a loss in parentheses. */
function amount(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}

/** A 1099-B date (YYYY-MM-DD or VARIOUS) as the form asks for it: MM/DD/YYYY. */
export function formDate(value: string | null): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value.toUpperCase();
}

const CATEGORY_LINE: Record<Sale['category'], { key: string; line: string }> = {
  A: { key: 'schD_1b', line: '1b' },
  B: { key: 'schD_2', line: '2' },
  D: { key: 'schD_8b', line: '8b' },
  E: { key: 'schD_9', line: '9' },
};

function lineOf(estimate: ReviewEstimate, key: string) {
  return estimate.lines.find((l) => l.key === key);
}

/** Is Schedule B used: taxable interest (line 2b) or ordinary dividends (line 3b) over $1,500. */
export function usesScheduleB(estimate: ReviewEstimate): boolean {
  const v = (k: string) => lineOf(estimate, k)?.amountCents ?? 0;
  return Boolean(estimate.forms) && (v('2b') > SCHEDULE_B_THRESHOLD_CENTS || v('3b') > SCHEDULE_B_THRESHOLD_CENTS);
}

/** Is Schedule D used: the estimate has its lines (1099-B sales or a carryover). */
export function usesScheduleD(estimate: ReviewEstimate): boolean {
  return estimate.lines.some((l) => l.key === 'schD_16');
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const PART_III_NOTE =
  'Schedule B Part III (foreign accounts and trusts, lines 7a-8) is left for the taxpayer to answer: TaxDesk does not ask it and does not guess';

/** Schedule B copies: the first with lines 2-6; more copies carry payer rows that do not fit, totals on the first. */
export function scheduleBCopies(estimate: ReviewEstimate): FormCopy[] {
  const forms = estimate.forms;
  if (!forms || !usesScheduleB(estimate)) return [];
  const payerValue = (p: Payer, part: 'I' | 'II', row: number, copy: number, field: { payer: string; amount: string }, key: string): FilledValue[] => {
    const where = `Part ${part} line ${part === 'I' ? 1 : 5}${copy > 0 ? ` (continuation ${copy})` : ''}, row ${row}`;
    const source = `${p.box} (${p.payer}) → Form 1040 line ${key}`;
    return [
      { form: 'f1040sb', line: `${where} payer`, field: field.payer, value: p.payer, key, source, inTrace: false },
      { form: 'f1040sb', line: `${where}`, field: field.amount, value: amount(p.amountCents), key, source: `${p.payer}: ${source}` },
    ];
  };
  const interest = chunk(forms.interest, SCHEDULE_B.interestRows.length);
  const dividends = chunk(forms.dividends, SCHEDULE_B.dividendRows.length);
  const copies = Math.max(1, interest.length, dividends.length);
  const out: FormCopy[] = [];
  for (let c = 0; c < copies; c++) {
    const values: FilledValue[] = [];
    (interest[c] ?? []).forEach((p, i) => values.push(...payerValue(p, 'I', i + 1, c, SCHEDULE_B.interestRows[i]!, '2b')));
    (dividends[c] ?? []).forEach((p, i) => values.push(...payerValue(p, 'II', i + 1, c, SCHEDULE_B.dividendRows[i]!, '3b')));
    if (c === 0) {
      const l2b = lineOf(estimate, '2b');
      const l3b = lineOf(estimate, '3b');
      if (l2b && l2b.amountCents !== 0) {
        values.push({ form: 'f1040sb', line: '2', field: SCHEDULE_B.line2, value: amount(l2b.amountCents), key: '2b', source: `Schedule B line 2 = the line 1 amounts; ${l2b.source}` });
        values.push({ form: 'f1040sb', line: '4', field: SCHEDULE_B.line4, value: amount(l2b.amountCents), key: '2b',
          source: `Schedule B line 4 = 2 − 3 (line 3, excludable savings bond interest on Form 8815, not covered) → Form 1040 line 2b. ${PART_III_NOTE}` });
      }
      if (l3b && l3b.amountCents !== 0) {
        values.push({ form: 'f1040sb', line: '6', field: SCHEDULE_B.line6, value: amount(l3b.amountCents), key: '3b',
          source: `Schedule B line 6 = the line 5 amounts → Form 1040 line 3b; ${l3b.source}` + (l2b && l2b.amountCents !== 0 ? '' : `. ${PART_III_NOTE}`) });
      }
    }
    out.push({ form: 'f1040sb', pages: [0], values, checks: [], header: [{ name: SCHEDULE_B.name, ssn: SCHEDULE_B.ssn }] });
  }
  return out;
}

/** Form 8949 copies: one page per 11 sales of a category (box A, B on page 1; D, E on page 2), each with its totals. */
export function form8949Copies(estimate: ReviewEstimate): FormCopy[] {
  const forms = estimate.forms;
  if (!forms || !usesScheduleD(estimate)) return [];
  const out: FormCopy[] = [];
  for (const category of ['A', 'B', 'D', 'E'] as const) {
    const rows = forms.sales.filter((s) => s.category === category);
    const part = partOf(category);
    const { key, line } = CATEGORY_LINE[category];
    const pages = chunk(rows, FORM_8949.rowsPerPage);
    pages.forEach((sales, pageIndex) => {
      const label = `Part ${part} box ${category}${pages.length > 1 ? `, page ${pageIndex + 1} of ${pages.length}` : ''}`;
      const values: FilledValue[] = [];
      sales.forEach((s, i) => {
        const f = form8949Row(part, i + 1);
        const where = `${label}, row ${i + 1}`;
        const doc = `1099-B (${s.broker}) sale ${s.saleNumber}`;
        const hidden = (column: string, field: string, value: string, box: string): FilledValue =>
          ({ form: 'f8949', line: `${where} (${column})`, field, value, key, source: `${doc} ${box}`, inTrace: false });
        const description = s.description ?? `See 1099-B from ${s.broker}`;
        values.push(hidden('a', f.a, description, 'box 1a'));
        if (s.dateAcquired) values.push(hidden('b', f.b, formDate(s.dateAcquired), 'box 1b'));
        if (s.dateSold) values.push(hidden('c', f.c, formDate(s.dateSold), 'box 1c'));
        values.push(hidden('d', f.d, amount(s.proceedsCents), 'box 1d'));
        values.push(hidden('e', f.e, amount(s.basisCents), 'box 1e'));
        if (s.adjustmentCode) values.push(hidden('f', f.f, s.adjustmentCode, 'box 1g (wash sale: code W)'));
        if (s.adjustmentCents !== 0) values.push(hidden('g', f.g, amount(s.adjustmentCents), 'box 1g'));
        values.push({
          form: 'f8949', line: `${where} (h)`, field: f.h, value: amount(s.gainCents), key,
          source: `${description}; acquired ${formDate(s.dateAcquired) || 'blank'}, sold ${formDate(s.dateSold) || 'blank'}: ` +
            `${doc}, boxes 1d ${amount(s.proceedsCents)} − 1e ${amount(s.basisCents)}${s.adjustmentCents ? ` + 1g ${amount(s.adjustmentCents)} (code W)` : ''} → Schedule D line ${line}`,
        });
      });
      const t = form8949Totals(part);
      const sum = (pick: (s: Sale) => number) => sales.reduce((a, s) => a + pick(s), 0);
      const total = (column: string, field: string, cents: number, trace: boolean): FilledValue =>
        ({ form: 'f8949', line: `${label}, line 2 (${column})`, field, value: amount(cents), key,
          source: `Form 8949 line 2: the rows above → Schedule D line ${line}, column (${column})`, ...(trace ? {} : { inTrace: false }) });
      values.push(total('d', t.d, sum((s) => s.proceedsCents), false), total('e', t.e, sum((s) => s.basisCents), false));
      if (sales.some((s) => s.adjustmentCents !== 0)) values.push(total('g', t.g, sum((s) => s.adjustmentCents), false));
      values.push(total('h', t.h, sum((s) => s.gainCents), true));
      const checks: FilledValue[] = [{ form: 'f8949', line: `${label}: box ${category}`, field: form8949Box(category), value: 'X', key,
        source: `1099-B: ${part === 'I' ? 'short' : 'long'} term, basis ${category === 'A' || category === 'D' ? '' : 'not '}reported to the IRS (box 12 / the broker's 8949 box)`, inTrace: false }];
      out.push({ form: 'f8949', pages: [FORM_8949.part[part].page], values, checks, header: [form8949Header(part)] });
    });
  }
  return out;
}

/** Schedule D: lines 1b, 2, 6, 7 (Part I), 8b, 9, 13, 14, 15 (Part II), 16, 17, 20, 21 and 22 (Part III). */
export function scheduleDCopies(estimate: ReviewEstimate): FormCopy[] {
  const forms = estimate.forms;
  if (!forms || !usesScheduleD(estimate)) return [];
  const values: FilledValue[] = [];
  const checks: FilledValue[] = [];
  const v = (key: string) => lineOf(estimate, key)?.amountCents ?? 0;
  const put = (line: string, field: string, key: string, cents: number, prefix = '', trace = true) => {
    if (cents === 0) return;
    const l = lineOf(estimate, key);
    values.push({ form: 'f1040sd', line, field, value: amount(cents), key, source: `${prefix}${l ? `${l.label}: ${l.source}` : ''}`, ...(trace ? {} : { inTrace: false }) });
  };
  for (const category of ['A', 'B', 'D', 'E'] as const) {
    const rows = forms.sales.filter((s) => s.category === category);
    if (!rows.length) continue;
    const { key, line } = CATEGORY_LINE[category];
    const cols = scheduleDColumns(line);
    const note = `Form 8949 box ${category} totals (line 2), column `;
    put(`${line} (d)`, cols.d, key, rows.reduce((a, s) => a + s.proceedsCents, 0), `${note}(d); `, false);
    put(`${line} (e)`, cols.e, key, rows.reduce((a, s) => a + s.basisCents, 0), `${note}(e); `, false);
    put(`${line} (g)`, cols.g, key, rows.reduce((a, s) => a + s.adjustmentCents, 0), `${note}(g); `, false);
    put(`${line} (h)`, cols.h, key, v(key));
  }
  // Lines 6 and 14 print their parentheses: the carryover is written as a positive amount.
  put('6', SCHEDULE_D.line6, 'schD_6', Math.abs(v('schD_6')));
  put('7', SCHEDULE_D.line7, 'schD_7', v('schD_7'));
  put('13', SCHEDULE_D.line13, 'schD_13', v('schD_13'));
  put('14', SCHEDULE_D.line14, 'schD_14', Math.abs(v('schD_14')));
  put('15', SCHEDULE_D.line15, 'schD_15', v('schD_15'));
  const l16 = v('schD_16');
  put('16', SCHEDULE_D.line16, 'schD_16', l16, '', true);
  const tick = (line: string, field: string, answer: string, source: string) =>
    checks.push({ form: 'f1040sd', line: `${line}: ${answer}`, field, value: 'X', key: 'schD_16', source });
  let line22 = l16 <= 0;
  if (l16 > 0) {
    const both = v('schD_15') > 0;
    tick('17', both ? SCHEDULE_D.line17.yes : SCHEDULE_D.line17.no, both ? 'Yes' : 'No', 'Schedule D line 17: are lines 15 and 16 both gains');
    if (both) {
      tick('20', SCHEDULE_D.line20.yes, 'Yes',
        'Schedule D line 20: lines 18 and 19 are blank (28 % rate gain and unrecaptured §1250 gain are not covered) → Qualified Dividends and Capital Gain Tax Worksheet');
    } else line22 = true;
  }
  if (l16 < 0) {
    // The carryover out is not a line of Schedule D; the trace says what carries to 2026.
    const st = lineOf(estimate, 'carry_st')?.amountCents ?? 0;
    const lt = lineOf(estimate, 'carry_lt')?.amountCents ?? 0;
    put('21', SCHEDULE_D.line21, '7a', Math.abs(v('7a')),
      `Schedule D line 21 (the parentheses are printed); carried to 2026 by the Capital Loss Carryover Worksheet: short-term ${amount(st)} (line 8), long-term ${amount(lt)} (line 13). `);
  }
  if (line22) {
    const qd = v('3a') > 0;
    tick('22', qd ? SCHEDULE_D.line22.yes : SCHEDULE_D.line22.no, qd ? 'Yes' : 'No', `Schedule D line 22: qualified dividends on Form 1040 line 3a ${qd ? 'yes' : 'none'}`);
  }
  return [{ form: 'f1040sd', pages: [0, 1], values, checks, header: [{ name: SCHEDULE_D.name, ssn: SCHEDULE_D.ssn }] }];
}

/** Every copy of the income forms the return uses, in attachment sequence order (B 08, D 12, 8949 12A). */
export function incomeFormCopies(estimate: ReviewEstimate): FormCopy[] {
  return [...scheduleBCopies(estimate), ...scheduleDCopies(estimate), ...form8949Copies(estimate)];
}

/** The mapping table of the fixed lines (for the test that every name exists on the blanks). */
export const INCOME_FIELD_MAP: readonly FieldMapping[] = [
  { form: 'f1040sb', line: 'name', key: 'profile', field: SCHEDULE_B.name },
  { form: 'f1040sb', line: 'ssn', key: 'profile', field: SCHEDULE_B.ssn },
  ...SCHEDULE_B.interestRows.flatMap((r, i) => [
    { form: 'f1040sb' as const, line: `1 row ${i + 1} payer`, key: '2b', field: r.payer },
    { form: 'f1040sb' as const, line: `1 row ${i + 1}`, key: '2b', field: r.amount },
  ]),
  { form: 'f1040sb', line: '2', key: '2b', field: SCHEDULE_B.line2 },
  { form: 'f1040sb', line: '4', key: '2b', field: SCHEDULE_B.line4 },
  ...SCHEDULE_B.dividendRows.flatMap((r, i) => [
    { form: 'f1040sb' as const, line: `5 row ${i + 1} payer`, key: '3b', field: r.payer },
    { form: 'f1040sb' as const, line: `5 row ${i + 1}`, key: '3b', field: r.amount },
  ]),
  { form: 'f1040sb', line: '6', key: '3b', field: SCHEDULE_B.line6 },
  { form: 'f1040sd', line: 'name', key: 'profile', field: SCHEDULE_D.name },
  { form: 'f1040sd', line: 'ssn', key: 'profile', field: SCHEDULE_D.ssn },
  ...(['1b', '2', '8b', '9'] as const).flatMap((line) =>
    Object.entries(scheduleDColumns(line)).map(([col, field]) => ({ form: 'f1040sd' as const, line: `${line} (${col})`, key: CATEGORY_LINE[line === '1b' ? 'A' : line === '2' ? 'B' : line === '8b' ? 'D' : 'E'].key, field }))),
  { form: 'f1040sd', line: '6', key: 'schD_6', field: SCHEDULE_D.line6 },
  { form: 'f1040sd', line: '7', key: 'schD_7', field: SCHEDULE_D.line7 },
  { form: 'f1040sd', line: '13', key: 'schD_13', field: SCHEDULE_D.line13 },
  { form: 'f1040sd', line: '14', key: 'schD_14', field: SCHEDULE_D.line14 },
  { form: 'f1040sd', line: '15', key: 'schD_15', field: SCHEDULE_D.line15 },
  { form: 'f1040sd', line: '16', key: 'schD_16', field: SCHEDULE_D.line16 },
  { form: 'f1040sd', line: '21', key: '7a', field: SCHEDULE_D.line21 },
  ...(['I', 'II'] as const).flatMap((part) => [
    ...Array.from({ length: FORM_8949.rowsPerPage }, (_, r) => Object.entries(form8949Row(part, r + 1)).map(([col, field]) => ({ form: 'f8949' as const, line: `Part ${part} row ${r + 1} (${col})`, key: 'schD_16', field }))).flat(),
    ...Object.entries(form8949Totals(part)).map(([col, field]) => ({ form: 'f8949' as const, line: `Part ${part} line 2 (${col})`, key: 'schD_16', field })),
    ...Object.values(form8949Header(part)).map((field) => ({ form: 'f8949' as const, line: `Part ${part} header`, key: 'profile', field })),
  ]),
];

/** The check boxes this module ticks (for the same test). */
export const INCOME_CHECK_BOXES: readonly { form: FormCopy['form']; field: string }[] = [
  ...[SCHEDULE_D.line17, SCHEDULE_D.line20, SCHEDULE_D.line22].flatMap((q) => [q.yes, q.no]).map((field) => ({ form: 'f1040sd' as const, field })),
  ...(['A', 'B', 'D', 'E'] as const).map((c) => ({ form: 'f8949' as const, field: form8949Box(c) })),
];

interface FieldBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 left, 1 centred, 2 right (the field's quadding). */
  align: number;
  multiline: boolean;
  size: number;
  check: boolean;
}

/** Where each field of a blank sits, with its alignment and font size (from /DA, default 8). */
function fieldBoxes(blank: PDFDocument): Map<string, FieldBox> {
  const pageOf = new Map<string, number>();
  blank.getPages().forEach((p, i) => {
    const annots = p.node.Annots();
    if (annots instanceof PDFArray) for (let k = 0; k < annots.size(); k++) {
      const ref = annots.get(k);
      if (ref instanceof PDFRef) pageOf.set(ref.toString(), i);
    }
  });
  const out = new Map<string, FieldBox>();
  for (const field of blank.getForm().getFields()) {
    const widget = field.acroField.getWidgets()[0];
    const ref = widget ? blank.context.getObjectRef(widget.dict) : undefined;
    const page = ref ? pageOf.get(ref.toString()) : undefined;
    if (!widget || page === undefined) continue;
    const r = widget.getRectangle();
    const da = /([\d.]+)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '');
    const size = da ? Number(da[1]) || 8 : 8;
    out.set(field.getName(), {
      page, x: r.x, y: r.y, width: r.width, height: r.height, size,
      align: field instanceof PDFTextField ? field.getAlignment() : 0,
      multiline: field instanceof PDFTextField && field.isMultiline(),
      check: field instanceof PDFCheckBox,
    });
  }
  return out;
}

/** Words of `text` in lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

const INK = MARK_INK;

/**
 * Draws many copies of one blank (Form 8949 continuation pages): the blank's pages are embedded
 * once and each copy's values are drawn in the fields' rectangles (left, centred or right as the
 * field says, shrunk to fit; two lines where the field is multi-line), boxes ticked with a cross.
 * Loading and flattening a blank per page took about 0.3 s a page; this is a few milliseconds.
 */
export async function drawCopies(
  out: PDFDocument,
  blank: PDFDocument,
  copies: readonly { pages: readonly number[]; texts: readonly { field: string; value: string }[]; checks: readonly { field: string }[] }[],
  font: PDFFont,
): Promise<PDFPage[]> {
  const boxes = fieldBoxes(blank);
  // Embedding takes the printed page only (annotations, so the empty fields, are not part of it).
  const embedded = await out.embedPages(blank.getPages());
  const pages: PDFPage[] = [];
  for (const copy of copies) {
    for (const index of copy.pages) {
      const blankPage = embedded[index]!;
      const page = out.addPage([blankPage.width, blankPage.height]);
      page.drawPage(blankPage);
      for (const { field, value } of copy.texts) {
        const b = boxes.get(field);
        if (!b || b.page !== index || !value) continue;
        const pad = 2;
        let size = b.size;
        const room = b.width - 2 * pad;
        const lines = b.multiline ? wrap(value, font, size, room).slice(0, Math.max(1, Math.floor(b.height / (size + 1)))) : [value];
        const widest = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, size)));
        if (widest > room) size = Math.max(4, (size * room) / widest);
        const lineHeight = size + 1;
        lines.forEach((line, k) => {
          const w = font.widthOfTextAtSize(line, size);
          const x = b.align === 2 ? b.x + b.width - pad - w : b.align === 1 ? b.x + (b.width - w) / 2 : b.x + pad;
          const y = b.multiline ? b.y + b.height - pad - size * 0.8 - k * lineHeight : b.y + (b.height - size * 0.7) / 2;
          page.drawText(line, { x, y, size, font, color: INK });
        });
      }
      for (const { field } of copy.checks) {
        const b = boxes.get(field);
        if (!b || b.page !== index || !b.check) continue;
        const inset = Math.min(b.width, b.height) * 0.2;
        const line = { thickness: 1, color: INK };
        page.drawLine({ start: { x: b.x + inset, y: b.y + inset }, end: { x: b.x + b.width - inset, y: b.y + b.height - inset }, ...line });
        page.drawLine({ start: { x: b.x + inset, y: b.y + b.height - inset }, end: { x: b.x + b.width - inset, y: b.y + inset }, ...line });
      }
      pages.push(page);
    }
  }
  return pages;
}

import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewEstimate } from '#shared/review/types';
import { estimate2025, type EstimateInput } from '#shared/tax/2025/estimate';
import { openPdf } from '../integrations/pdf/pdfjs';
import { fillForm, headerValues, renderFilledReturn, splitStreet, type FilledValue, type FormId } from './form1040';
import { INCOME_CHECK_BOXES, INCOME_FIELD_MAP, SCHEDULE_B, SCHEDULE_D, form8949Box, form8949Row, form8949Totals, incomeFormCopies, scheduleDColumns, type FormCopy } from './forms-income';
import { G5_INVESTOR } from '../../test/golden-returns';
import { pdfPageTexts } from '../../test/pdf-text';
import { loadBlankPdf } from './blanks';

function reviewEstimate(input: EstimateInput): ReviewEstimate {
  const est = estimate2025(input);
  return { ...est, notCovered: [...est.notCovered], unconfirmedLines: 0, lines: est.lines.map((l) => ({ ...l, unconfirmed: false })) };
}

const FILES: Partial<Record<FormId, string>> = {
  f1040: 'f1040-2025.pdf', f1040s1: 'f1040s1-2025.pdf', f1040s2: 'f1040s2-2025.pdf', f1040s3: 'f1040s3-2025.pdf',
  f1040sb: 'f1040sb-2025.pdf', f1040sd: 'f1040sd-2025.pdf', f8949: 'f8949-2025.pdf',
};

async function blankFields(form: FormId): Promise<Map<string, unknown>> {
  const doc = await loadBlankPdf(FILES[form]!);
  return new Map(doc.getForm().getFields().map((f) => [f.getName(), f]));
}

/** Golden return G5 (shared/tax/2025/golden.test.ts): a multi-sale 1099-B, a wash sale, a loss carryover in and out. */
const investor = G5_INVESTOR;

/**
 * Interest and dividends over $1,500 (Schedule B required): 1099-INT First Bank box 1 1,200.00;
 * Credit Union box 1 450.10 + box 3 100.00 = 550.10; line 2 = 4 = 1,750.10 (line 3 blank).
 * 1099-DIV Fund box 1a 2,100.00 (1b 1,800.00): line 6 = 2,100.00. Both over $1,500.
 */
const saver: EstimateInput = {
  filingStatus: 'single',
  taxpayer: { dateOfBirth: '1980-01-01' },
  documents: {
    w2: [{ id: 'w', label: 'Agency', fields: { box1_wages: '60000.00' } }],
    '1099-int': [
      { id: 'i1', label: 'First Bank', fields: { box1_interest_income: '1200.00' } },
      { id: 'i2', label: 'Credit Union', fields: { box1_interest_income: '450.10', box3_us_savings_bond_treasury_interest: '100.00' } },
    ],
    '1099-div': [{ id: 'd1', label: 'Fund', fields: { box1a_total_ordinary_dividends: '2100.00', box1b_qualified_dividends: '1800.00' } }],
  },
};

/** Reads a filled (not flattened) copy back: text field values and ticked boxes by field name. */
async function readBack(copy: FormCopy): Promise<{ text: (name: string) => string | undefined; ticked: string[] }> {
  const doc = await PDFDocument.load(await (await fillForm(copy.form, copy.values, copy.checks)).save());
  const form = doc.getForm();
  return {
    text: (name) => form.getTextField(name).getText(),
    ticked: form.getFields().filter((f): f is PDFCheckBox => f instanceof PDFCheckBox && f.isChecked()).map((f) => f.getName()),
  };
}

describe('the income forms mapping table', () => {
  it('names only fields that exist on the official 2025 blanks, text fields as text and boxes as check boxes', async () => {
    for (const form of ['f1040sb', 'f1040sd', 'f8949'] as const) {
      const fields = await blankFields(form);
      const texts = INCOME_FIELD_MAP.filter((m) => m.form === form);
      expect(texts.length).toBeGreaterThan(5);
      for (const m of texts) expect(fields.get(m.field), `${form} ${m.line}: ${m.field}`).toBeInstanceOf(PDFTextField);
      for (const c of INCOME_CHECK_BOXES.filter((x) => x.form === form)) expect(fields.get(c.field), `${form}: ${c.field}`).toBeInstanceOf(PDFCheckBox);
    }
  });

  it('puts Form 8949 rows, totals and boxes where the 2025 form prints them', () => {
    expect(form8949Row('I', 1).a).toBe('topmostSubform[0].Page1[0].Table_Line1_Part1[0].Row1[0].f1_03[0]');
    expect(form8949Row('I', 11).h).toBe('topmostSubform[0].Page1[0].Table_Line1_Part1[0].Row11[0].f1_90[0]');
    expect(form8949Row('II', 2).d).toBe('topmostSubform[0].Page2[0].Table_Line1_Part2[0].Row2[0].f2_14[0]');
    // Column (f) of line 2 (f1_93) is shaded on the form and stays empty.
    expect(Object.values(form8949Totals('I'))).toEqual(['f1_91', 'f1_92', 'f1_94', 'f1_95'].map((f) => `topmostSubform[0].Page1[0].${f}[0]`));
    expect(form8949Box('A')).toBe('topmostSubform[0].Page1[0].c1_1[0]');
    expect(form8949Box('E')).toBe('topmostSubform[0].Page2[0].c2_1[1]');
    expect(scheduleDColumns('8b').h).toBe('topmostSubform[0].Page1[0].Table_PartII[0].Row8b[0].f1_30[0]');
  });
});

describe('Form 8949 and Schedule D from golden return G5 (investor, loss carryover)', () => {
  const est = reviewEstimate(investor);

  it('fills box A and box D pages with each sale, its wash sale code and the page totals', async () => {
    const copies = incomeFormCopies(est);
    expect(copies.map((c) => `${c.form}:${c.pages.join(',')}`)).toEqual(['f1040sd:0,1', 'f8949:0', 'f8949:1']);
    const a = await readBack(copies[1]!);
    const r1 = form8949Row('I', 1);
    const r2 = form8949Row('I', 2);
    expect([a.text(r1.a), a.text(r1.d), a.text(r1.e), a.text(r1.f), a.text(r1.g), a.text(r1.h)]).toEqual(['100 XYZ', '10,000.00', '12,000.00', undefined, undefined, '(2,000.00)']);
    expect([a.text(r2.a), a.text(r2.d), a.text(r2.e), a.text(r2.f), a.text(r2.g), a.text(r2.h)]).toEqual(['50 ABC', '5,000.00', '4,000.00', 'W', '300.00', '1,300.00']);
    const t = form8949Totals('I');
    expect([a.text(t.d), a.text(t.e), a.text(t.g), a.text(t.h)]).toEqual(['15,000.00', '16,000.00', '300.00', '(700.00)']);
    expect(a.ticked).toEqual([form8949Box('A')]);
    const d = await readBack(copies[2]!);
    expect([d.text(form8949Row('II', 1).a), d.text(form8949Row('II', 1).h), d.text(form8949Totals('II').h)]).toEqual(['200 QRS', '(6,000.00)', '(6,000.00)']);
    expect(d.ticked).toEqual([form8949Box('D')]);
  });

  it('fills Schedule D lines 1b-7, 8b-15, 16 and 21 with the carryover in, and traces the carryover out', async () => {
    const [sd] = incomeFormCopies(est);
    const s = await readBack(sd!);
    const c1b = scheduleDColumns('1b');
    const c8b = scheduleDColumns('8b');
    expect([s.text(c1b.d), s.text(c1b.e), s.text(c1b.g), s.text(c1b.h)]).toEqual(['15,000.00', '16,000.00', '300.00', '(700.00)']);
    expect([s.text(c8b.d), s.text(c8b.e), s.text(c8b.g), s.text(c8b.h)]).toEqual(['20,000.00', '26,000.00', undefined, '(6,000.00)']);
    // Lines 6, 14 and 21 print their own parentheses.
    expect(s.text(SCHEDULE_D.line6)).toBe('1,000.00');
    expect(s.text(SCHEDULE_D.line7)).toBe('(1,700.00)');
    expect(s.text(SCHEDULE_D.line14)).toBe('2,500.00');
    expect(s.text(SCHEDULE_D.line15)).toBe('(8,500.00)');
    expect(s.text(SCHEDULE_D.line16)).toBe('(10,200.00)');
    expect(s.text(SCHEDULE_D.line21)).toBe('3,000.00');
    // Line 16 is a loss: lines 17-20 are skipped; line 22 "No" (no qualified dividends).
    expect(s.ticked).toEqual([SCHEDULE_D.line22.no]);
    const l21 = sd!.values.find((v) => v.line === '21')!;
    expect(l21.source).toContain('short-term 0.00 (line 8), long-term 7,200.00 (line 13)');
    expect(l21.key).toBe('7a');
  });

  it('traces every 8949 row to its 1099-B sale and boxes, and the Schedule D lines to the estimate', () => {
    const values = incomeFormCopies(est).flatMap((c) => c.values);
    const row2 = values.find((v) => v.form === 'f8949' && v.line === 'Part I box A, row 2 (h)')!;
    expect(row2).toMatchObject({ key: 'schD_1b', value: '1,300.00', source: expect.stringContaining('1099-B (Broker) sale 2, boxes 1d 5,000.00 − 1e 4,000.00 + 1g 300.00 (code W) → Schedule D line 1b') });
    expect(values.find((v) => v.form === 'f1040sd' && v.line === '1b (h)')).toMatchObject({ key: 'schD_1b', source: expect.stringContaining('Form 8949 Part I box A') });
    expect(values.find((v) => v.form === 'f1040sd' && v.line === '6')?.source).toContain('2024 Capital Loss Carryover Worksheet line 8');
  });

  it('renders the pages in the filled return with the 1040 line 7a loss and lists them on the trace page', async () => {
    const filled = await renderFilledReturn(est, null, 2025);
    expect(filled.forms).toEqual(['f1040', 'f1040sd', 'f8949']);
    const pages = await pdfPageTexts(filled.bytes);
    // 1040 (2) + Schedule D (2) + 8949 page 1 + 8949 page 2 + trace.
    expect(pages[0]).toContain('(3,000.00)');
    expect(pages[2]).toContain('Capital Gains and Losses');
    expect(pages[2]).toContain('(8,500.00)');
    expect(pages[3]).toContain('(10,200.00)');
    expect(pages[4]).toContain('Sales and Other Dispositions of Capital Assets');
    expect(pages[4]).toContain('100 XYZ');
    expect(pages[5]).toContain('200 QRS');
    for (const p of pages.slice(0, 6)) expect(p).toContain('Draft for the preparer, not a filing');
    const trace = pages.slice(6).join(' ');
    expect(trace).toContain('Form 8949 (2025), line Part I box A, row 2 (h): 1,300.00');
    expect(trace).toContain('Schedule D (Form 1040) 2025, line 21: 3,000.00');
  });
});

describe('Form 8949 continuation pages', () => {
  it('puts 11 sales on a page, starts another page for the rest with its own totals, and Schedule D adds them up', async () => {
    const sales = Array.from({ length: 14 }, (_, i) => ({
      applicable_checkbox_8949: 'A', box1a_description: `${i + 1} sh ACME`, box1b_date_acquired: '2025-01-15', box1c_date_sold: '2025-06-30',
      box1d_proceeds: '110.00', box1e_cost_basis: '100.00',
    }));
    const est = reviewEstimate({ ...investor, capitalLossCarryover: {}, documents: { w2: investor.documents.w2, '1099-b': [{ id: 'b', label: 'Broker', fields: { sales } }] } });
    const copies = incomeFormCopies(est).filter((c) => c.form === 'f8949');
    expect(copies).toHaveLength(2);
    const first = await readBack(copies[0]!);
    const second = await readBack(copies[1]!);
    expect(first.text(form8949Row('I', 11).a)).toBe('11 sh ACME');
    expect(first.text(form8949Row('I', 1).b)).toBe('01/15/2025');
    expect(first.text(form8949Row('I', 1).c)).toBe('06/30/2025');
    expect(first.text(form8949Totals('I').h)).toBe('110.00');
    expect(second.text(form8949Row('I', 1).a)).toBe('12 sh ACME');
    expect(second.text(form8949Row('I', 4).a)).toBeUndefined();
    expect(second.text(form8949Totals('I').h)).toBe('30.00');
    const sd = await readBack(incomeFormCopies(est)[0]!);
    expect(sd.text(scheduleDColumns('1b').h)).toBe('140.00');
    expect(sd.text(scheduleDColumns('1b').d)).toBe('1,540.00');
    // Line 16 is a gain and line 15 is not: line 17 "No", then line 22 "No".
    expect(sd.ticked.sort()).toEqual([SCHEDULE_D.line17.no, SCHEDULE_D.line22.no].sort());
  });
});

describe('drawn Form 8949 pages', () => {
  it('draws every value of every page inside its field’s box on the embedded blank', async () => {
    const sales = Array.from({ length: 25 }, (_, i) => ({
      applicable_checkbox_8949: i % 2 ? 'A' : 'D', box1a_description: `${i + 1} sh ACME HOLDINGS INTERNATIONAL CLASS B COMMON STOCK`,
      box1b_date_acquired: '2024-01-15', box1c_date_sold: '2025-06-30', box1d_proceeds: `${1000 + i}.00`, box1e_cost_basis: '1000.00',
    }));
    const est = reviewEstimate({ ...investor, capitalLossCarryover: {}, documents: { w2: investor.documents.w2, '1099-b': [{ id: 'b', label: 'Broker', fields: { sales } }] } });
    const copies = incomeFormCopies(est).filter((c) => c.form === 'f8949');
    expect(copies.map((c) => c.pages[0])).toEqual([0, 0, 1, 1]);
    const filled = await renderFilledReturn(est, null, 2025);
    const opened = await openPdf(filled.bytes);
    if (!opened.ok) throw new Error(opened.error.message);
    const blank = await blankFields('f8949');
    const first8949 = 2 + 2; // after the 1040 and Schedule D
    let checked = 0;
    for (const [i, copy] of copies.entries()) {
      const page = await opened.doc.page(first8949 + i);
      for (const v of copy.values.filter((x) => !x.line.includes('(a)'))) {
        const r = (blank.get(v.field) as PDFTextField).acroField.getWidgets()[0]!.getRectangle();
        const top = page.height - r.y - r.height;
        const item = page.items.find((t) => t.text === v.value && t.x >= r.x - 0.5 && t.x + t.width <= r.x + r.width + 0.5 && t.y >= top - 2 && t.y <= top + r.height + 2);
        expect(item, `${v.line}: ${v.value}`).toBeDefined();
        checked++;
      }
      const text = page.items.map((t) => t.text).join(' ');
      expect(text).toContain('ACME HOLDINGS');
    }
    expect(checked).toBeGreaterThan(25 * 5);
  });
});

describe('Schedule B', () => {
  it('lists the payers of interest and dividends over $1,500 with lines 2, 4 and 6, and leaves Part III to the taxpayer', async () => {
    const est = reviewEstimate(saver);
    const copies = incomeFormCopies(est);
    expect(copies.map((c) => c.form)).toEqual(['f1040sb']);
    const b = await readBack(copies[0]!);
    const [i1, i2] = SCHEDULE_B.interestRows;
    expect([b.text(i1!.payer), b.text(i1!.amount), b.text(i2!.payer), b.text(i2!.amount)]).toEqual(['First Bank', '1,200.00', 'Credit Union', '550.10']);
    expect([b.text(SCHEDULE_B.line2), b.text(SCHEDULE_B.line3), b.text(SCHEDULE_B.line4)]).toEqual(['1,750.10', undefined, '1,750.10']);
    expect([b.text(SCHEDULE_B.dividendRows[0]!.payer), b.text(SCHEDULE_B.dividendRows[0]!.amount), b.text(SCHEDULE_B.line6)]).toEqual(['Fund', '2,100.00', '2,100.00']);
    expect(b.ticked).toEqual([]);
    const line4 = copies[0]!.values.find((v) => v.line === '4')!;
    expect(line4.source).toContain('Part III (foreign accounts and trusts, lines 7a-8) is left for the taxpayer');
    expect(copies[0]!.values.find((v) => v.line === 'Part I line 1, row 2')).toMatchObject({ key: '2b', source: 'Credit Union: 1099-INT boxes 1 + 3 (Credit Union) → Form 1040 line 2b' });
  });

  it('is left out at $1,500 or less of each (Schedule B instructions)', () => {
    const est = reviewEstimate({ ...saver, documents: { ...saver.documents, '1099-div': [], '1099-int': [{ id: 'i1', label: 'First Bank', fields: { box1_interest_income: '1500.00' } }] } });
    expect(incomeFormCopies(est)).toEqual([]);
  });

  it('continues on another Schedule B when there are more payers than rows, totals on the first', async () => {
    const ints = Array.from({ length: 15 }, (_, i) => ({ id: `i${i}`, label: `Bank ${i + 1}`, fields: { box1_interest_income: '200.00' } }));
    const est = reviewEstimate({ ...saver, documents: { ...saver.documents, '1099-int': ints } });
    const copies = incomeFormCopies(est);
    expect(copies).toHaveLength(2);
    const first = await readBack(copies[0]!);
    const second = await readBack(copies[1]!);
    expect(first.text(SCHEDULE_B.interestRows[13]!.payer)).toBe('Bank 14');
    expect(first.text(SCHEDULE_B.line2)).toBe('3,000.00');
    expect(second.text(SCHEDULE_B.interestRows[0]!.payer)).toBe('Bank 15');
    expect(second.text(SCHEDULE_B.line2)).toBeUndefined();
    expect(second.text(SCHEDULE_B.dividendRows[0]!.payer)).toBeUndefined();
  });
});

describe('the Form 1040 header', () => {
  const household: EstimateInput = {
    filingStatus: 'married_filing_jointly',
    taxpayer: { dateOfBirth: '1980-01-01' },
    spouse: { dateOfBirth: '1981-01-01' },
    dependents: [
      { name: 'Maya Hodges', dateOfBirth: '2016-05-02', relationship: 'Daughter', monthsInHome: 12 },
      { name: 'Leo Hodges', dateOfBirth: '2005-05-02', relationship: 'Son', monthsInHome: 12, fullTimeStudent: true },
      { name: 'Ada Hodges', dateOfBirth: '2015-01-01', relationship: 'Niece', monthsInHome: 3 },
    ],
    documents: { w2: [{ id: 'w', label: 'Agency', fields: { box1_wages: '90000.00' } }] },
  };
  const profile: NonNullable<Review['profile']> = {
    fullName: 'Anastasia Hodges', firstName: 'Anastasia', lastName: 'Hodges', filingStatus: 'married_filing_jointly', filingStatusLabel: 'Married Filing Jointly',
    ssnMasked: '***-**-0876', dateOfBirth: '1980-01-01', spouseName: 'Boris Hodges', spouseSsnMasked: '***-**-4321', spouseDateOfBirth: '1981-01-01',
    address: '100 Congress Ave, Apt 12B, Austin, TX 78701', addressParts: { street: '100 Congress Ave, Apt 12B', city: 'Austin', state: 'TX', zip: '78701' },
    email: null, phone: null, missing: [],
    dependents: [
      { name: 'Maya Hodges', relationship: 'Daughter', dateOfBirth: '2016-05-02', ssnMasked: '***-**-1111' },
      { name: 'Leo Hodges', relationship: 'Son', dateOfBirth: '2005-05-02', ssnMasked: '***-**-2222' },
      { name: 'Ada Hodges', relationship: 'Niece', dateOfBirth: '2015-01-01', ssnMasked: '***-**-3333' },
    ],
  };

  it('splits an apartment, unit or suite off the street', () => {
    expect(splitStreet('100 Congress Ave, Apt 12B')).toEqual({ street: '100 Congress Ave', apartment: '12B' });
    expect(splitStreet('9 Elm St #4')).toEqual({ street: '9 Elm St', apartment: '4' });
    expect(splitStreet('1 Suite Rd Suite 200')).toEqual({ street: '1 Suite Rd', apartment: '200' });
    expect(splitStreet('12 Aptos Way')).toEqual({ street: '12 Aptos Way', apartment: '' });
  });

  it('writes the address in its boxes and ticks each dependent’s boxes as the estimate decided', async () => {
    const est = reviewEstimate(household);
    const { texts, checks } = headerValues(est, profile);
    const fields = await blankFields('f1040');
    for (const v of [...texts, ...checks]) expect(fields.has(v.field), v.field).toBe(true);
    const doc = await PDFDocument.load(await (await fillForm('f1040', texts, checks)).save());
    const form = doc.getForm();
    const P = 'topmostSubform[0].Page1[0].';
    const at = (f: string) => form.getTextField(`${P}Address_ReadOrder[0].${f}[0]`).getText();
    expect([at('f1_20'), at('f1_21'), at('f1_22'), at('f1_23'), at('f1_24')]).toEqual(['100 Congress Ave', '12B', 'Austin', 'TX', '78701']);
    // A joint return: the spouse's name boxes and SSN (masked, digits only in the comb).
    expect([form.getTextField(`${P}f1_17[0]`).getText(), form.getTextField(`${P}f1_18[0]`).getText(), form.getTextField(`${P}f1_19[0]`).getText()]).toEqual(['Boris', 'Hodges', '*****4321']);
    const ticked = form.getFields().filter((f): f is PDFCheckBox => f instanceof PDFCheckBox && f.isChecked()).map((f) => f.getName().replace(`${P}Table_Dependents[0].`, ''));
    expect(ticked.sort()).toEqual([
      // Maya, 9: lived with you (5a), child tax credit (7).
      'Row5[0].Dependent1[0].c1_12[0]', 'Row7[0].Dependent1[0].c1_28[0]',
      // Leo, 20, student: lived with you, full-time student (6), credit for other dependents.
      'Row5[0].Dependent2[0].c1_14[0]', 'Row6[0].Dependent2[0].c1_22[0]', 'Row7[0].Dependent2[0].c1_29[1]',
      // Ada, 10 but 3 months with you: not a qualifying child, so the credit for other dependents.
      'Row7[0].Dependent3[0].c1_30[1]',
    ].sort());
    // Box (5)(b) "and in the U.S." and the presidential campaign boxes stay blank.
    expect(ticked.some((n) => /c1_13|c1_15|c1_17|c1_6|c1_7/.test(n))).toBe(false);
    const ctc = checks.find((c: FilledValue) => c.line.includes('Maya') && c.key === '19');
    expect(ctc?.source).toContain('Schedule 8812');
  });

  it('married filing separately: the spouse’s SSN above and the full name on the MFS line, not in the joint-return name boxes', async () => {
    const est = reviewEstimate({ ...household, filingStatus: 'married_filing_separately', spouse: null });
    const { texts, checks } = headerValues(est, { ...profile, filingStatus: 'married_filing_separately' });
    const form = (await PDFDocument.load(await (await fillForm('f1040', texts, checks)).save())).getForm();
    const P = 'topmostSubform[0].Page1[0].';
    expect(form.getTextField(`${P}Checkbox_ReadOrder[0].f1_28[0]`).getText()).toBe('Boris Hodges');
    expect(form.getTextField(`${P}f1_19[0]`).getText()).toBe('*****4321');
    expect([form.getTextField(`${P}f1_17[0]`).getText(), form.getTextField(`${P}f1_18[0]`).getText()]).toEqual([undefined, undefined]);
  });

  it('ticks "more than four dependents" and lists the others on the trace page', async () => {
    const kids = Array.from({ length: 5 }, (_, i) => ({ name: `Kid ${i + 1} Hodges`, dateOfBirth: '2015-01-01', relationship: 'Son', monthsInHome: 12 }));
    const est = reviewEstimate({ ...household, dependents: kids });
    const p = { ...profile, dependents: kids.map((k, i) => ({ name: k.name, relationship: 'Son', dateOfBirth: k.dateOfBirth, ssnMasked: `***-**-000${i}` })) };
    const filled = await renderFilledReturn(est, p, 2025);
    const pages = await pdfPageTexts(filled.bytes);
    expect(pages[0]).toContain('Kid 4');
    expect(pages[0]).not.toContain('Kid 5');
    expect(filled.values.some((v) => v.line === 'Dependents: more than four')).toBe(true);
    expect(pages.slice(2).join(' ')).toContain('Dependent 5 (statement): Kid 5 Hodges, ***-**-0004, Son');
  });
});

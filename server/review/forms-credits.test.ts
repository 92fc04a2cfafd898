import { PDFCheckBox, PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewEstimate } from '#shared/review/types';
import { estimate2025, type EstimateInput } from '#shared/tax/2025/estimate';
import { openPdf } from '../integrations/pdf/pdfjs';
import { renderFilledReturn } from './form1040';
import { renderPacketPdf, type Packet } from './packet';
import { CREDIT_FORM_FILES, CREDIT_FORM_ORDER, creditFieldNames, creditFormValues, fillCreditForm, type CreditFormId, type CreditValue } from './forms-credits';
import { G2_SINGLE_PARENT, G4_STUDENT, G9_SAVER } from '../../test/golden-returns';
import { loadBlankPdf } from './blanks';

function reviewEstimate(input: EstimateInput): ReviewEstimate {
  const est = estimate2025(input);
  return { ...est, notCovered: [...est.notCovered], unconfirmedLines: 0, lines: est.lines.map((l) => ({ ...l, unconfirmed: false })) };
}

function profileOf(over: Partial<NonNullable<Review['profile']>>): NonNullable<Review['profile']> {
  return {
    fullName: 'Anastasia Hodges', firstName: 'Anastasia', lastName: 'Hodges', filingStatus: 'head_of_household', filingStatusLabel: 'Head of Household',
    ssnMasked: '***-**-0876', dateOfBirth: '1990-08-01', spouseName: null, spouseSsnMasked: null, spouseDateOfBirth: null,
    address: '100 Congress Ave, Austin, TX 78701', email: null, phone: null, dependents: [], missing: [], ...over,
  };
}

/** Golden return G2 (golden.test.ts): single parent, two children, EIC, CTC and child care. */
const g2: EstimateInput = {
  ...G2_SINGLE_PARENT,
  dependents: G2_SINGLE_PARENT.dependents!.map((d) => ({ ...d, name: `${d.name} Hodges` })),
  careProviders: [{ name: 'Little Stars Daycare', tin: 'on file, ending 6789', amountPaid: '4000.00' }],
};
const g2Profile = profileOf({
  dependents: [
    { name: 'Maya Hodges', relationship: 'Daughter', dateOfBirth: '2016-05-02', ssnMasked: '***-**-1111' },
    { name: 'Leo Hodges', relationship: 'Son', dateOfBirth: '2019-11-20', ssnMasked: '***-**-2222' },
  ],
});

/** Golden return G4: student with a 1098-T (AOTC) and a 1098-E; the school's address and EIN as read from the 1098-T. */
const g4: EstimateInput = {
  ...G4_STUDENT,
  documents: {
    ...G4_STUDENT.documents,
    '1098-t': [{ id: 't', label: 'State University', fields: { box1_payments_received: '6000.00', box5_scholarships_grants: '1500.00', box8_half_time_student: true, payer_address: '1 College Rd, Austin, TX 78712', payer_tin: '74-1234567' } }],
  },
};
const g4Profile = profileOf({ fullName: 'Sam Lee', firstName: 'Sam', lastName: 'Lee', filingStatus: 'single', ssnMasked: '***-**-4321' });

/** Golden return G9: saver's credit at 50 %. */
const g9 = G9_SAVER;

const at = (values: readonly CreditValue[], form: CreditFormId, line: string) => values.find((v) => v.form === form && v.line === line);

async function blankFields(form: CreditFormId) {
  const doc = await loadBlankPdf(CREDIT_FORM_FILES[form]!);
  return doc.getForm();
}

/** The filled, unflattened form read back with pdf-lib: text field values and ticked boxes. */
async function readBack(form: CreditFormId, values: readonly CreditValue[], profile: Review['profile']) {
  const parts = await fillCreditForm(form, values, profile, { flatten: false });
  return parts.map(({ doc }) => {
    const text = (name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
    return { text, checked: (name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked() };
  });
}

const P1 = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';
const R1 = `${P1}PartITable[0].BodyRow1[0].`;
const L1 = `${P1}Table_Line2[0].Row1[0].`;
const L2 = `${P1}Table_Line2[0].Row2[0].`;
const T6 = `${P1}Table_Ln1-6[0].`;

describe('the credit forms mapping', () => {
  it('names only fields that exist on the official 2025 PDFs, with the right kind', async () => {
    const names = creditFieldNames();
    for (const form of CREDIT_FORM_ORDER) {
      const pdf = await blankFields(form);
      for (const n of names[form].text) expect(pdf.getFieldMaybe(n), `${form} ${n}`).toBeInstanceOf(PDFTextField);
      for (const n of names[form].check) expect(pdf.getFieldMaybe(n), `${form} ${n}`).toBeInstanceOf(PDFCheckBox);
      expect(names[form].text.length).toBeGreaterThan(5);
    }
  });

  it('every value written goes to a mapped field', () => {
    const names = creditFieldNames();
    for (const [input, profile] of [[g2, g2Profile], [g4, g4Profile], [g9, null]] as const) {
      for (const v of creditFormValues(reviewEstimate(input), profile)) {
        for (const field of [v.field, ...(v.parts ?? []).map((p) => p.field)]) expect([...names[v.form].text, ...names[v.form].check], `${v.form} ${v.line}`).toContain(field);
      }
    }
  });
});

describe('G2: single parent with two children (EIC, CTC, child care)', () => {
  const est = reviewEstimate(g2);
  const values = creditFormValues(est, g2Profile);

  it('uses Schedule 8812, Schedule EIC and Form 2441, not 8863 or 8880', () => {
    expect(new Set(values.map((v) => v.form))).toEqual(new Set(['f1040s8', 'f1040sei', 'f2441']));
  });

  it('writes Schedule 8812 from the estimate: 2 children, 4,400 limited to 0, ACTC 3,400', async () => {
    expect(at(values, 'f1040s8', '14')).toMatchObject({ value: '0.00', key: '19' });
    expect(at(values, 'f1040s8', '5')).toMatchObject({ value: '4,400.00', source: 'line 4 × $2,200 (OBBBA §70104) (feeds estimate line 19)' });
    expect(values.filter((v) => v.key !== 'profile').every((v) => v.source.includes('estimate line'))).toBe(true);
    expect(at(values, 'f1040s8', '27')).toMatchObject({ value: '3,400.00', key: '28', source: expect.stringContaining('Schedule 8812 line 27') });
    const [page] = await readBack('f1040s8', values, g2Profile);
    expect(page!.text(`${P1}f1_3[0]`)).toBe('28,000.00'); // line 1
    expect(page!.text(`${P1}f1_9[0]`)).toBe('2'); // line 4
    expect(page!.text(`${P1}f1_10[0]`)).toBe('4,400.00'); // line 5
    expect(page!.text(`${P1}f1_13[0]`)).toBe('4,400.00'); // line 8
    expect(page!.text(`${P1}f1_17[0]`)).toBe('4,400.00'); // line 12
    expect(page!.text(`${P1}f1_18[0]`)).toBe('0.00'); // line 13: 438 − 438
    expect(page!.text(`${P2}f2_2[0]`)).toBe('4,400.00'); // 16a
    expect(page!.text(`${P2}f2_4[0]`)).toBe('3,400.00'); // 16b
    expect(page!.text(`${P2}f2_6[0]`)).toBe('28,000.00'); // 18a
    expect(page!.text(`${P2}f2_9[0]`)).toBe('3,825.00'); // 20
    expect(page!.text(`${P2}f2_16[0]`)).toBe('3,400.00'); // 27
    expect(page!.checked(`${P1}c1_1[1]`)).toBe(true); // line 12 "Yes"
    expect(page!.checked(`${P1}c1_1[0]`)).toBe(false);
    expect(page!.checked(`${P2}c2_1[1]`)).toBe(true); // 19: 18a is more than $2,500
    expect(page!.checked(`${P2}c2_2[0]`)).toBe(true); // Next: 16b is under $5,100
    expect(page!.checked(`${P2}c2_2[1]`)).toBe(false);
    expect(page!.text(`${P1}f1_2[0]`)).toBe('***-**-0876');
  });

  it('writes Schedule EIC: both children with SSN, year, relationship and months', async () => {
    const [page] = await readBack('f1040sei', values, g2Profile);
    const T = 'topmostSubform[0].Page1[0].';
    expect(page!.text(`${T}f1_03[0]`)).toBe('Maya Hodges');
    expect(page!.text(`${T}f1_04[0]`)).toBe('Leo Hodges');
    expect(page!.text(`${T}f1_06[0]`)).toBe('***-**-1111');
    expect(page!.text(`${T}f1_07[0]`)).toBe('***-**-2222');
    expect(['f1_09', 'f1_10', 'f1_11', 'f1_12'].map((f) => page!.text(`${T}Year1_ReadOrder[0].${f}[0]`)).join('')).toBe('2016');
    expect(['f1_13', 'f1_14', 'f1_15', 'f1_16'].map((f) => page!.text(`${T}Year2_ReadOrder[0].${f}[0]`)).join('')).toBe('2019');
    expect(page!.text(`${T}f1_21[0]`)).toBe('Daughter');
    expect(page!.text(`${T}f1_22[0]`)).toBe('Son');
    expect(page!.text(`${T}Line6_Child1_ReadOrder[0].f1_24[0]`)).toBe('12');
    // Born after 2006: lines 4a and 4b are skipped; the third column stays empty.
    expect(page!.checked(`${T}Line4a_Child1_ReadOrder[0].Yes_ReadOrder[0].c1_1[0]`) || page!.checked(`${T}Line4a_Child1_ReadOrder[0].c1_1[0]`)).toBe(false);
    expect(page!.text(`${T}f1_05[0]`)).toBe('');
    expect(at(values, 'f1040sei', '1 child 1 name')?.source).toContain('estimate line 27a');
    expect(at(values, 'f1040sei', '3 child 2 year of birth')).toMatchObject({ value: '2019' }); // one trace line for the four boxes
  });

  it('writes Form 2441: the provider, both children, 28 % of 4,000 = 1,120 limited to the tax 438', async () => {
    const [page] = await readBack('f2441', values, g2Profile);
    expect(page!.text(`${R1}f1_3[0]`)).toBe('Little Stars Daycare');
    expect(page!.text(`${R1}f1_5[0]`)).toBe('*****6789');
    expect(page!.text(`${R1}f1_6[0]`)).toBe('4,000.00');
    expect(page!.text(`${R1}ColB[0].f1_4[0]`)).toBe(''); // address: not asked, never invented
    expect(at(values, 'f2441', '1 provider 1 (b) address')).toMatchObject({ value: '', source: expect.stringMatching(/^not given/) });
    expect(page!.text(`${L1}f1_15[0]`)).toBe('Maya');
    expect(page!.text(`${L1}f1_17[0]`)).toBe('***-**-1111');
    expect(page!.text(`${L2}f1_19[0]`)).toBe('Leo');
    expect(page!.text(`${L1}f1_18[0]`)).toBe(''); // expenses per child not given for two children
    expect(page!.text(`${P1}f1_27[0]`)).toBe('4,000.00'); // 3
    expect(page!.text(`${P1}f1_30[0]`)).toBe('4,000.00'); // 6
    expect(page!.text(`${P1}f1_31[0]`)).toBe('28,000.00'); // 7
    expect(page!.text(`${P1}f1_32[0]`)).toBe('28'); // 8: .28
    expect(page!.text(`${P1}f1_33[0]`)).toBe('1,120.00'); // 9a
    expect(page!.text(`${P1}f1_36[0]`)).toBe('438.00'); // 10
    expect(page!.text(`${P1}f1_37[0]`)).toBe('438.00'); // 11 = Schedule 3 line 2
    expect(at(values, 'f2441', '11')).toMatchObject({ key: 'sch3_2', source: expect.stringContaining('Form 2441 line 11') });
  });

  it('leaves the provider ID blank, saying so, when none was given', () => {
    const v = creditFormValues(reviewEstimate({ ...g2, careProviders: [{ name: 'Grandma', amountPaid: '4000.00' }] }), g2Profile);
    expect(at(v, 'f2441', '1 provider 1 (c) identifying number')).toMatchObject({ value: '', source: expect.stringMatching(/^not given: the provider’s SSN or EIN/) });
  });
});

describe('Schedule 8812 and Schedule EIC rules of the forms', () => {
  it('stops Part II-A at line 16a when the whole credit was used (16a zero)', () => {
    // W-2 90,000, one child: tax far above 2,200, so line 14 = line 12 and 16a = 0.
    const est = reviewEstimate({ filingStatus: 'single', taxpayer: { dateOfBirth: '1985-01-01' }, dependents: [{ name: 'Ada Ray', dateOfBirth: '2015-01-01', relationship: 'Daughter', monthsInHome: 12 }],
      documents: { w2: [{ id: 'w', label: 'Firm', fields: { box1_wages: '90000.00' } }] } });
    const v = creditFormValues(est, null);
    expect(at(v, 'f1040s8', '14')).toMatchObject({ value: '2,200.00' });
    expect(at(v, 'f1040s8', '16a')).toMatchObject({ value: '0.00' });
    expect(v.filter((x) => x.form === 'f1040s8' && /^(16b|17|18a|19|20|27)/.test(x.line))).toEqual([]);
  });

  it('asks lines 4a/4b for a child born before 2007, and enters 12 months for a child born in 2025', async () => {
    const est = reviewEstimate({
      filingStatus: 'head_of_household', taxpayer: { dateOfBirth: '1975-03-03' },
      dependents: [
        { name: 'Noor Ali', dateOfBirth: '2004-02-02', relationship: 'Son', monthsInHome: 9, fullTimeStudent: true },
        { name: 'Sami Ali', dateOfBirth: '2025-06-01', relationship: 'Daughter', monthsInHome: 7 },
      ],
      documents: { w2: [{ id: 'w', label: 'Shop', fields: { box1_wages: '20000.00' } }] },
    });
    const v = creditFormValues(est, null);
    expect(at(v, 'f1040sei', '4a child 1 student under 24')).toMatchObject({ value: 'Yes', check: true });
    expect(at(v, 'f1040sei', '4b child 1 disabled')).toBeUndefined(); // "Yes. Go to line 5."
    expect(at(v, 'f1040sei', '4a child 2 student under 24')).toBeUndefined(); // born after 2006
    expect(at(v, 'f1040sei', '6 child 1 months')).toMatchObject({ value: '9' });
    expect(at(v, 'f1040sei', '6 child 2 months')).toMatchObject({ value: '12' });
    expect(at(v, 'f1040sei', '2 child 1 SSN')).toMatchObject({ value: '', source: 'not given: the child’s SSN' });
    const [page] = await readBack('f1040sei', v, null);
    expect(page!.checked(`${P1}Line4a_Child1_ReadOrder[0].Yes_ReadOrder[0].c1_1[0]`)).toBe(true);
    expect(page!.checked(`${P1}Line4a_Child1_ReadOrder[0].c1_1[0]`)).toBe(false);
  });
});

describe('G4: student with a 1098-T and a 1098-E', () => {
  const values = creditFormValues(reviewEstimate(g4), g4Profile);

  it('uses Form 8863 only', () => {
    expect(new Set(values.map((v) => v.form))).toEqual(new Set(['f8863']));
  });

  it('writes Parts I–III: AOTC 2,500, refundable 1,000, nonrefundable 136; the school from the 1098-T', async () => {
    const [form] = await readBack('f8863', values, g4Profile);
    const t = form!.text;
    expect(t(`${P1}f1_5[0]`)).toBe('2,500.00'); // 1
    expect(t(`${P1}f1_6[0]`)).toBe('90,000.00'); // 2
    expect(t(`${P1}f1_7[0]`)).toBe('17,100.00'); // 3
    expect(t(`${P1}f1_8[0]`)).toBe('72,900.00'); // 4
    expect(t(`${P1}f1_9[0]`)).toBe('10,000.00'); // 5
    expect(`${t(`${P1}f1_10[0]`)}.${t(`${P1}f1_11[0]`)}`).toBe('1.000'); // 6
    expect(t(`${P1}f1_12[0]`)).toBe('2,500.00'); // 7
    expect(t(`${P1}f1_13[0]`)).toBe('1,000.00'); // 8 → 1040 line 29
    expect(t(`${P1}f1_14[0]`)).toBe('1,500.00'); // 9
    expect(t(`${P1}f1_25[0]`)).toBe('136.00'); // 19 → Schedule 3 line 3
    expect(t(`${P1}f1_15[0]`)).toBe('0.00'); // 10: no lifetime learning expenses…
    expect(t(`${P1}f1_16[0]`)).toBe(''); // …so the form skips lines 11–17
    expect(t(`${P1}f1_24[0]`)).toBe('0.00'); // and enters -0- on 18
    expect(t(`${P2}f2-5[0]`)).toBe('Sam Lee');
    expect([t(`${P2}StudentSSN[0].f2_6[0]`), t(`${P2}StudentSSN[0].f2_7[0]`), t(`${P2}StudentSSN[0].f2_8[0]`)]).toEqual(['***', '**', '4321']);
    expect(t(`${P2}Line22a[0].f2_9[0]`)).toBe('State University');
    expect(t(`${P2}Line22a[0].f2_10[0]`)).toBe('1 College Rd, Austin, TX 78712');
    expect([11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => t(`${P2}Line22a[0].f2_${n}[0]`)).join('')).toBe('741234567');
    expect(form!.checked(`${P2}Line22a[0].c2_1[0]`)).toBe(true); // 1098-T for 2025: Yes
    expect(form!.checked(`${P2}c2_5[1]`)).toBe(true); // 23: No
    expect(form!.checked(`${P2}c2_6[0]`)).toBe(true); // 24: Yes
    expect(form!.checked(`${P2}c2_7[1]`)).toBe(true); // 25: No
    expect(form!.checked(`${P2}c2_8[0]`) || form!.checked(`${P2}c2_8[1]`)).toBe(false); // 26: not asked
    expect(t(`${P2}f2_31[0]`)).toBe('4,000.00'); // 27
    expect(t(`${P2}f2_32[0]`)).toBe('2,000.00'); // 28
    expect(t(`${P2}f2_33[0]`)).toBe('500.00'); // 29
    expect(t(`${P2}f2_34[0]`)).toBe('2,500.00'); // 30
    expect(at(values, 'f8863', '27 (Part III, Sam Lee)')?.source).toContain('1098-T box 1 − box 5 (State University)');
    expect(at(values, 'f8863', '26 (Part III, Sam Lee)')?.source).toMatch(/^not given/);
  });

  it('leaves the institution EIN blank when the 1098-T gave none, and adds a Part III page per student', async () => {
    const two: EstimateInput = {
      ...g4,
      students: [...g4.students!, { who: 'spouse', name: 'Kim Lee', documentIds: ['t2'], halfTime: null, aotcYearsClaimed: null, firstFourYearsDone: null }],
      filingStatus: 'married_filing_jointly',
      documents: { ...g4.documents, '1098-t': [...g4.documents['1098-t']!, { id: 't2', label: 'City College', fields: { box1_payments_received: '3000.00' } }] },
    };
    const v = creditFormValues(reviewEstimate(two), g4Profile);
    expect(at(v, 'f8863', '22a(4) EIN (Part III, Kim Lee)')).toMatchObject({ value: '', copy: 1, source: expect.stringMatching(/^not given: the institution’s EIN/) });
    expect(at(v, 'f8863', '31 (Part III, Kim Lee)')).toMatchObject({ value: '3,000.00', copy: 1 }); // unanswered: lifetime learning
    const parts = await fillCreditForm('f8863', v, g4Profile);
    expect(parts.map((p) => p.pages)).toEqual([[0, 1], [1]]);
  });
});

describe('G9: saver’s credit at 50 %', () => {
  const values = creditFormValues(reviewEstimate(g9), null);

  it('writes Form 8880: 2,500 contributed, 2,000 counted, 0.5, credit 1,000 limited to 628', async () => {
    expect(new Set(values.map((v) => v.form))).toEqual(new Set(['f8880']));
    const [page] = await readBack('f8880', values, null);
    expect(page!.text(`${T6}BodyRow3[0].f1_7[0]`)).toBe('2,500.00'); // 3 (a)
    expect(page!.text(`${T6}BodyRow4[0].f1_9[0]`)).toBe('0.00'); // 4 (a)
    expect(page!.text(`${T6}BodyRow6[0].f1_13[0]`)).toBe('2,000.00'); // 6 (a)
    expect(page!.text(`${T6}BodyRow3[0].f1_8[0]`)).toBe(''); // no spouse column
    expect(page!.text(`${T6}BodyRow1[0].f1_3[0]`)).toBe(''); // line 1: the split is not asked
    expect(page!.text(`${P1}f1_15[0]`)).toBe('2,000.00'); // 7
    expect(page!.text(`${P1}f1_16[0]`)).toBe('22,000.00'); // 8
    expect(page!.text(`${P1}f1_17[0]`)).toBe('5'); // 9: x0.5
    expect(page!.text(`${P1}f1_18[0]`)).toBe('1,000.00'); // 10
    expect(page!.text(`${P1}f1_20[0]`)).toBe('628.00'); // 12 → Schedule 3 line 4
    expect(at(values, 'f8880', '12')).toMatchObject({ key: 'sch3_4', source: expect.stringContaining('Form 8880 line 12') });
  });
});

describe('the filled return with credit forms', () => {
  it('adds the credit forms after the 1040 and schedules, stamps them and lists their values on the trace', async () => {
    const filled = await renderFilledReturn(reviewEstimate(g2), g2Profile, 2025);
    expect(filled.forms).toEqual(['f1040', 'f1040s3', 'f2441', 'f1040sei', 'f1040s8']);
    const doc = await PDFDocument.load(filled.bytes);
    // 1040 (2) + Schedule 3 (1) + 2441 (2) + EIC (2) + 8812 (2) + trace.
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(10);
    expect(filled.values.some((v) => v.form === 'f1040s8' && v.line === '27' && v.value === '3,400.00')).toBe(true);
  });

  it('uses no credit form when the return has no credit', async () => {
    const filled = await renderFilledReturn(reviewEstimate({ filingStatus: 'single', taxpayer: { dateOfBirth: '1970-01-01' }, documents: { w2: [{ id: 'w', label: 'Bank', fields: { box1_wages: '95000.00' } }] } }), null, 2025);
    expect(filled.forms).toEqual(['f1040']);
  });
});

describe('the preparer packet', () => {
  it('contains the filled credit forms with their values (G2)', async () => {
    const packet: Packet = {
      kind: 'taxdesk-preparer-packet', version: 1, generatedAt: '2026-02-01T12:00:00.000Z', taxYear: 2025,
      taxpayer: { name: 'Anastasia Hodges', ssnMasked: '***-**-0876' },
      status: { signed: false, valid: false, readyForFiling: false, signedAt: null, blockers: [] },
      summarySha256: 'ab'.repeat(32), profile: g2Profile, documents: [], estimate: reviewEstimate(g2), estimateError: null, checks: [], blockers: [], signatures: [],
    };
    const opened = await openPdf(await renderPacketPdf(packet));
    if (!opened.ok) throw new Error(opened.error.message);
    const pages: string[] = [];
    for (let i = 0; i < opened.doc.numPages; i++) pages.push((await opened.doc.page(i)).items.map((x) => x.text).join(' '));
    const find = (title: string) => pages.findIndex((p) => p.includes(title));
    const care = find('Child and Dependent Care Expenses');
    const eic = find('Qualifying Child Information');
    const ctc = find('Credits for Qualifying Children');
    expect([care, eic, ctc].every((i) => i > 0)).toBe(true);
    expect(care).toBeLessThan(eic);
    expect(eic).toBeLessThan(ctc);
    expect(pages[care]).toContain('Little Stars Daycare');
    expect(pages[care]).toContain('Draft for the preparer, not a filing');
    expect(pages[eic]).toContain('Maya Hodges');
    expect(pages[ctc + 1]).toContain('3,400.00');
    expect(pages.join(' ')).toContain('Schedule 8812 (Form 1040) 2025, line 27: 3,400.00');
  });
});

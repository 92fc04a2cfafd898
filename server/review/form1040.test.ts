import { describe, expect, it } from 'vitest';
import type { Review, ReviewEstimate } from '#shared/review/types';
import { estimate2025, type EstimateInput } from '#shared/tax/2025/estimate';
import { DRAFT_NOTE, FIELD_MAP, FILING_STATUS_BOX, formAmount, formValues, renderFilledReturn, type FormId } from './form1040';
import { pdfPageTexts } from '../../test/pdf-text';
import { openPdf } from '../integrations/pdf/pdfjs';
import { loadBlankPdf } from './blanks';

function reviewEstimate(input: EstimateInput): ReviewEstimate {
  const est = estimate2025(input);
  return { ...est, notCovered: [...est.notCovered], unconfirmedLines: 0, lines: est.lines.map((l) => ({ ...l, unconfirmed: false })) };
}

/** Golden return G2 plus a retiree's SSA-1099 and an early IRA distribution (Schedules 2 and 3 in use). */
const household: EstimateInput = {
  filingStatus: 'head_of_household',
  taxpayer: { dateOfBirth: '1990-08-01' },
  dependents: [{ name: 'Maya Hodges', dateOfBirth: '2016-05-02', relationship: 'Daughter', monthsInHome: 12 }],
  careProviders: [{ name: 'Little Stars Daycare', tin: '12-3456789', amountPaid: '2000.00' }],
  documents: {
    w2: [{ id: 'w', label: 'Grocer', fields: { box1_wages: '28000.00', box2_federal_income_tax_withheld: '1000.00' } }],
    'ssa-1099': [{ id: 's', label: 'SSA', fields: { box5_net_benefits: '2400.00' } }],
    '1099-r': [{ id: 'r', label: 'IRA Co', fields: { box1_gross_distribution: '1000.00', box2a_taxable_amount: '1000.00', box7_distribution_codes: '1', box7_ira_sep_simple: true } }],
  },
};

const profile: NonNullable<Review['profile']> = {
  fullName: 'Anastasia Hodges', firstName: 'Anastasia', lastName: 'Hodges', filingStatus: 'head_of_household', filingStatusLabel: 'Head of Household',
  ssnMasked: '***-**-0876', dateOfBirth: '1990-08-01', spouseName: null, spouseSsnMasked: null, spouseDateOfBirth: null,
  address: '100 Congress Ave, Austin, TX 78701', email: null, phone: null,
  dependents: [{ name: 'Maya Hodges', relationship: 'Daughter', dateOfBirth: '2016-05-02', ssnMasked: '***-**-1111' }], missing: [],
};

describe('the Form 1040 mapping table', () => {
  it('names only fields that exist on the official 2025 PDFs, as text fields', async () => {
    const files: Partial<Record<FormId, string>> = {
      f1040: 'f1040-2025.pdf', f1040s1: 'f1040s1-2025.pdf', f1040s2: 'f1040s2-2025.pdf', f1040s3: 'f1040s3-2025.pdf',
      f1040sb: 'f1040sb-2025.pdf', f1040sd: 'f1040sd-2025.pdf', f8949: 'f8949-2025.pdf',
    };
    for (const [form, file] of Object.entries(files) as [FormId, string][]) {
      const doc = await loadBlankPdf(file!);
      const names = new Set(doc.getForm().getFields().map((f) => f.getName()));
      for (const m of FIELD_MAP.filter((x) => x.form === form)) expect(names.has(m.field), `${form} line ${m.line}: ${m.field}`).toBe(true);
    }
  });

  it('writes amounts with separators and a loss in parentheses', () => {
    expect(formAmount(4_130_000)).toBe('41,300.00');
    expect(formAmount(-300_000)).toBe('(3,000.00)');
    expect(formAmount(5)).toBe('0.05');
  });

  it('traces every value to its estimate line and that line to the document box', () => {
    const values = formValues(reviewEstimate(household));
    const at = (form: FormId, line: string) => values.find((v) => v.form === form && v.line === line);
    expect(at('f1040', '1a')).toMatchObject({ value: '28,000.00', key: '1a', source: expect.stringContaining('W-2 box 1 (Grocer)') });
    expect(at('f1040', '6a')).toMatchObject({ value: '2,400.00', source: expect.stringContaining('SSA-1099 box 5 (SSA)') });
    expect(at('f1040', '4b')).toMatchObject({ value: '1,000.00', source: expect.stringContaining('1099-R box 2a (IRA Co)') });
    expect(at('f1040s2', '8')).toMatchObject({ value: '100.00', key: 'sch2_8' });
    expect(at('f1040s3', '2')?.key).toBe('sch3_2');
    // Zero lines stay blank.
    expect(at('f1040', '2b')).toBeUndefined();
  });
});

describe('renderFilledReturn', () => {
  it('fills the 1040 and the schedules in use, marks each page a draft and ends with the trace', async () => {
    const filled = await renderFilledReturn(reviewEstimate(household), profile, 2025);
    expect(filled.forms).toEqual(['f1040', 'f1040s2', 'f1040s3', 'f2441', 'f1040sei', 'f1040s8']);
    const pages = await pdfPageTexts(filled.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2 + 2 + 1 + 1);
    for (const page of pages.slice(0, -1)) expect(page).toContain(DRAFT_NOTE);
    const page1 = pages[0]!;
    for (const s of ['Anastasia', 'Hodges', '100 Congress Ave, Austin, TX 78701', '28,000.00', '2,400.00', 'Maya', 'Daughter']) expect(page1).toContain(s);
    expect(page1).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    const trace = pages.slice(4).join(' ');
    expect(trace).toContain('Where each value comes from');
    expect(trace).toContain('Form 1040 (2025), line 1a: 28,000.00');
    expect(trace).toContain('W-2 box 1 (Grocer)');
  });

  it('fills Schedule 1 only when one of its lines is used', async () => {
    const est = reviewEstimate({ ...household, documents: { ...household.documents, '1099-g': [{ id: 'g', label: 'State DOL', fields: { box1_unemployment_compensation: '3000.00' } }] } });
    const filled = await renderFilledReturn(est, null, 2025);
    expect(filled.forms).toContain('f1040s1');
    expect(filled.values.find((v) => v.form === 'f1040s1' && v.line === '7')).toMatchObject({ value: '3,000.00', source: expect.stringContaining('1099-G box 1 (State DOL)') });
  });
});

describe('ticked boxes on the flattened return', () => {
  it('draws each tick as strokes, so a renderer without the ZapfDingbats font still shows it (head of household)', async () => {
    const filled = await renderFilledReturn(reviewEstimate(household), profile, 2025);
    const blank = await loadBlankPdf('f1040-2025.pdf');
    const pageHeight = blank.getPage(0).getHeight();
    const rectOf = (name: string) => blank.getForm().getField(name).acroField.getWidgets()[0]!.getRectangle();
    const dpi = 144;
    const opened = await openPdf(filled.bytes);
    if (!opened.ok) throw new Error(opened.error.message);
    const image = await opened.doc.render(0, dpi, 40_000_000);
    await opened.doc.close();
    const k = dpi / 72;
    /** Dark pixels on the box's two diagonals, inside its border (a cross marks both, an empty box neither). */
    const diagonalInk = (name: string) => {
      const r = rectOf(name);
      let dark = 0;
      let total = 0;
      for (let t = 0.3; t <= 0.7; t += 0.05) {
        for (const [u, v] of [[t, t], [t, 1 - t]] as const) {
          const x = Math.round((r.x + u * r.width) * k);
          const y = Math.round((pageHeight - r.y - v * r.height) * k);
          total += 1;
          if (image.data[y * image.width + x]! < 128) dark += 1;
        }
      }
      return dark / total;
    };
    expect(diagonalInk(FILING_STATUS_BOX.head_of_household!)).toBeGreaterThan(0.6);
    expect(diagonalInk(FILING_STATUS_BOX.single!)).toBe(0);
  });
});

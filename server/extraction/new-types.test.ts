import { afterAll, describe, expect, it } from 'vitest';
import { fillOfficialForm } from '../../bench/extract/generate';
import { scoreDocument, type TruthEntry } from '../../bench/extract/score';
import type { DocumentType } from '#shared/extraction/document-types';
import { classifyText } from './classify';
import { createExtractor } from './index';

/** Issue 22's six forms: classification by structure and reading of the official forms (ADR 110). */

describe('classification of the new forms by their printed structure', () => {
  it.each([
    ['Form 1099-R Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc. OMB No. 1545-0119 1 Gross distribution 7 Distribution code(s)', '1099-r'],
    ['FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT Box 3. Benefits Paid in 2025 Box 4. Benefits Repaid to SSA in 2025 Box 5. Net Benefits for 2025', 'ssa-1099'],
    ['Form 1099-G Certain Government Payments OMB No. 1545-0120 1 Unemployment compensation 2 State or local income tax refunds', '1099-g'],
    ['Form 1098-T Tuition Statement OMB No. 1545-1574 1 Payments received for qualified tuition and related expenses', '1098-t'],
    ['Form 1098-E Student Loan Interest Statement OMB No. 1545-1576 1 Student loan interest received by lender', '1098-e'],
    ['Form 1099-B Proceeds From Broker and Barter Exchange Transactions 1d Proceeds 1e Cost or other basis 1g Wash sale loss disallowed', '1099-b'],
    ['Acme Brokerage 2025 Consolidated Form 1099-B Date acquired Date sold or disposed Proceeds Cost or other basis Wash sale loss disallowed', '1099-b'],
    ['Lakeview State University 2025 Form 1098-T Tuition Statement Payments received for qualified tuition and related expenses Scholarships or grants', '1098-t'],
  ] as const)('%s → %s', (text, type) => {
    expect(classifyText(text).type).toBe(type);
  });

  it.each([
    // Look-alikes stay other: a non-resident's SSA-1042S, the railroad's RRB-1099, a 1099-Q, a 5498, a 1099-A.
    'FORM SSA-1042S SOCIAL SECURITY BENEFIT STATEMENT Box 3. Benefits Paid in 2025 Box 4. Benefits Repaid to SSA in 2025 Box 5. Net Benefits for 2025',
    'FORM RRB-1099 Payments by the Railroad Retirement Board Social Security Equivalent Benefit portion of tier 1 benefits repaid to SSA',
    'Form 1099-Q Payments From Qualified Education Programs (Under Sections 529 and 530) Gross distribution Earnings Basis',
    'Form 5498 IRA Contribution Information IRA/SEP/SIMPLE Rollover contributions Fair market value of account',
    'Form 1099-A Acquisition or Abandonment of Secured Property Balance of principal outstanding',
  ])('%s → other', (text) => {
    expect(classifyText(text).type).toBe('other');
  });
});

const extractor = createExtractor();
afterAll(() => extractor.close());

describe('the official 1099-R, 1099-G, 1098-T and 1098-E read from their text layer and AcroForm fields', () => {
  const types: DocumentType[] = ['1099-r', '1099-g', '1098-t', '1098-e'];
  const cases = types.flatMap((type) => [1000, 1031, 1062].map((seed) => ({ type, seed })));
  it.each(cases)('$type seed $seed', { timeout: 60_000 }, async ({ type, seed }) => {
    const doc = await fillOfficialForm(type, seed);
    const result = await extractor.extract({ bytes: doc.bytes, fileName: `${type}.pdf` });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.document_type).toBe(type);
    expect(result.value.tax_year).toBe(doc.year);
    const score = scoreDocument({ document_type: type, tax_year: doc.year, fields: doc.fields } as TruthEntry, result.value.fields);
    expect(score.mismatches).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { estimate2025 } from '#shared/tax/2025/estimate';
import { issuerOf, missingInformationChecks, nameOnFormMatches, runReviewChecks, type CheckDocument, type CheckInput } from './checks';

const me = { ssn: '554-03-0876', name: { first: 'Anastasia', last: 'Hodges' } };
const spouse = { ssn: '111-22-3333', name: { first: 'Bo', last: 'Hodges' } };

function w2(id: string, patch: Partial<CheckDocument> = {}, fields: Record<string, unknown> = {}): CheckDocument {
  return {
    id, fileName: `${id}.pdf`, issuer: 'NORTH 312', chosenType: 'w2', detectedType: 'w2', type: 'w2', taxYear: 2025, detectedTaxYear: 2025,
    fields: { employer_name: 'NORTH 312', employer_ein: '12-3456789', employee_name: 'ANASTASIA HODGES', employee_ssn: 'XXX-XX-0876', box1_wages: '23677.70', ...fields },
    secret: { employee_ssn: '554-03-0876' },
    ...patch,
  };
}

const base = (documents: CheckDocument[], patch: Partial<CheckInput> = {}): CheckInput => ({ taxYear: 2025, joint: false, taxpayer: me, spouse: null, documents, prior: [], ...patch });
const levels = (input: CheckInput, kind: string) => runReviewChecks(input).checks.filter((c) => c.kind === kind).map((c) => c.level);

describe('SSN and name checks', () => {
  it.each([
    ['full SSN equal', { employee_ssn: '554-03-0876' }, 'ok'],
    ['full SSN different', { employee_ssn: '554-03-0877' }, 'error'],
    ['truncated, last four equal', { employee_ssn: '0876' }, 'ok'],
    ['truncated, last four different', { employee_ssn: '9999' }, 'error'],
    ['not read', {}, 'warning'],
  ])('%s → %s', (_name, secret, level) => {
    const doc = w2('a', { secret, fields: { employee_name: 'ANASTASIA HODGES' } });
    expect(levels(base([doc]), 'ssn')).toEqual([level]);
  });

  it('never puts an SSN into a check', () => {
    const out = JSON.stringify(runReviewChecks(base([w2('a', { secret: { employee_ssn: '999-88-7777' } })])));
    expect(out).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect(out).not.toContain('999887777');
  });

  it('on a joint return, a form with the spouse’s SSN is the spouse’s', () => {
    const doc = w2('s', { secret: { employee_ssn: '111-22-3333' }, fields: { employee_name: 'Bo Hodges' } });
    const { checks, owners } = runReviewChecks(base([doc], { joint: true, spouse }));
    expect(owners.s).toBe('spouse');
    expect(checks.find((c) => c.kind === 'ssn')).toMatchObject({ level: 'ok', title: expect.stringContaining('your spouse’s') });
    expect(runReviewChecks(base([doc])).checks.find((c) => c.kind === 'ssn')?.level).toBe('error');
  });

  it.each([
    ['ANASTASIA HODGES', true],
    ['Hodges, Anastasia M', true],
    ['ANASTASIA M HODGES', true],
    ['A HODGES', false],
    ['JOHN SMITH', false],
  ])('name %j matches: %s', (onForm, ok) => {
    expect(nameOnFormMatches(onForm, me.name)).toBe(ok);
  });

  it('a different name is a warning, not an error', () => {
    expect(levels(base([w2('a', {}, { employee_name: 'JOHN SMITH' })]), 'name')).toEqual(['warning']);
  });
});

describe('W-2 arithmetic', () => {
  it.each([
    [{ box3_social_security_wages: '23677.70', box4_social_security_tax_withheld: '1468.02' }, ['ok']],
    [{ box3_social_security_wages: '23677.70', box4_social_security_tax_withheld: '1500.00' }, ['warning']],
    [{ box3_social_security_wages: '200000.00', box4_social_security_tax_withheld: '10918.20' }, ['ok']],
    [{ box3_social_security_wages: '200000.00', box4_social_security_tax_withheld: '12400.00' }, ['warning']],
    [{ box5_medicare_wages: '23677.70', box6_medicare_tax_withheld: '343.33' }, ['ok']],
    [{ box5_medicare_wages: '250000.00', box6_medicare_tax_withheld: '4075.00' }, ['ok']],
    [{ box5_medicare_wages: '250000.00', box6_medicare_tax_withheld: '3625.00' }, ['warning']],
    [{ box4_social_security_tax_withheld: '1.00' }, []],
  ])('%j → %j', (fields, want) => {
    expect(levels(base([w2('a', {}, fields)]), 'w2_arithmetic')).toEqual(want);
  });
});

describe('duplicates, type, year', () => {
  it('flags the same form uploaded twice as an error', () => {
    const checks = runReviewChecks(base([w2('a'), w2('b')])).checks.filter((c) => c.kind === 'duplicate');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ level: 'error', documentId: 'b' });
  });

  it('two W-2s from one employer with different amounts are not duplicates', () => {
    expect(levels(base([w2('a'), w2('b', {}, { box1_wages: '100.00' })]), 'duplicate')).toEqual([]);
  });

  it('a chosen type that disagrees with the detected one is a warning', () => {
    const doc = w2('a', { chosenType: '1099-int' });
    expect(runReviewChecks(base([doc])).checks.find((c) => c.kind === 'type_mismatch')).toMatchObject({ level: 'warning', title: expect.stringContaining('chosen as Form 1099-INT, reads as Form W-2') });
  });

  it('a form of another year is a warning', () => {
    expect(levels(base([w2('a', { detectedTaxYear: 2020 })]), 'tax_year')).toEqual(['warning']);
  });
});

describe('forms from last year', () => {
  const prior = [
    { type: 'w2' as const, issuer: 'NORTH 312', issuerTin: '123456789', fields: {} },
    { type: '1099-int' as const, issuer: 'First Bank', issuerTin: null, fields: {} },
    { type: '1099-int' as const, issuer: 'FIRST BANK', issuerTin: null, fields: {} },
    { type: '1040' as const, issuer: 'Anastasia Hodges', issuerTin: null, fields: { line3b_ordinary_dividends: '120.00', line2b_taxable_interest: '10.00' } },
  ];
  it('warns once per missing issuer and per 1040 line without a form', () => {
    const checks = runReviewChecks(base([w2('a')], { prior })).checks.filter((c) => c.kind === 'missing_from_last_year');
    expect(checks.map((c) => c.title)).toEqual([
      'Last year you had a Form 1099-INT from First Bank',
      'Last year’s return had dividends ($120.00) but there is no Form 1099-DIV for 2025',
    ]);
    expect(checks.every((c) => c.level === 'warning')).toBe(true);
  });
});

describe('issuerOf', () => {
  it('prefers the employer or payer, else the file name', () => {
    expect(issuerOf({ employer_name: ' ACME ' }, 'f.pdf')).toBe('ACME');
    expect(issuerOf({ payer_name: 'Bank' }, 'f.pdf')).toBe('Bank');
    expect(issuerOf({}, 'f.pdf')).toBe('f.pdf');
  });
});

describe('missing-from-last-year at scale', () => {
  it('matches 3,000 forms of last year against 3,000 of this year by TIN or by name, one pass each', () => {
    const current: CheckDocument[] = [];
    const prior: Array<{ type: 'w2'; issuer: string; issuerTin: string | null; fields: Record<string, unknown> }> = [];
    for (let i = 0; i < 3_000; i++) {
      const tin = String(100_000_000 + i);
      current.push(w2(`c${i}`, { issuer: `Employer ${i}` }, { employer_name: `Employer ${i}`, employer_ein: `${tin.slice(0, 2)}-${tin.slice(2)}`, box1_wages: `${1000 + i}.00` }));
      // Every third prior form is matched by TIN under another name, every third by name without a TIN,
      // and every third is gone this year.
      if (i % 3 === 0) prior.push({ type: 'w2', issuer: `Renamed ${i}`, issuerTin: tin, fields: {} });
      else if (i % 3 === 1) prior.push({ type: 'w2', issuer: `EMPLOYER  ${i}`, issuerTin: null, fields: {} });
      else prior.push({ type: 'w2', issuer: `Closed ${i}`, issuerTin: String(900_000_000 + i), fields: {} });
    }
    const missing = runReviewChecks(base(current, { prior })).checks.filter((c) => c.kind === 'missing_from_last_year');
    expect(missing).toHaveLength(1_000);
    expect(missing.every((c) => /from Closed \d+$/.test(c.title))).toBe(true);
  });
});

describe('missingInformationChecks', () => {
  it('lists the estimate’s unanswered questions as warnings, in order', () => {
    const est = estimate2025({
      filingStatus: 'head_of_household',
      taxpayer: { dateOfBirth: '1990-01-01' },
      dependents: [{ name: 'Maya', dateOfBirth: '2016-01-01', relationship: 'Daughter' }],
      documents: { w2: [{ id: 'w', label: 'Shop', fields: { box1_wages: '20000.00' } }], '1099-g': [{ id: 'g', label: 'State', fields: { box2_state_local_refunds: '300.00' } }] },
    });
    const checks = missingInformationChecks(est.questions);
    expect(checks.map((c) => c.title)).toEqual([
      'Say whether your 2024 return itemized deductions: a state refund is taxable only if it did.',
      'Say how many months Maya lived with you in 2025 to count them for the earned income credit.',
    ]);
    expect(checks.every((c) => c.kind === 'missing_information' && c.level === 'warning' && c.documentId === null)).toBe(true);
    expect(missingInformationChecks([])).toEqual([]);
  });
});

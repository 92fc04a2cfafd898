import { describe, expect, it } from 'vitest';
import {
  FILING_STATUSES,
  FILING_STATUS_VALUES,
  OCCUPATIONS,
  SUFFIXES,
  ADDRESS_STATES,
  US_STATES,
  US_STATE_CODES,
  filingStatusLabel,
  isFilingStatus,
  isOccupation,
  isSuffix,
  isUsStateCode,
  occupationLabel,
  usStateName,
} from '#shared/enums';

describe('filing statuses', () => {
  it.each([
    ['single', 'Single'],
    ['married_filing_jointly', 'Married Filing Jointly'],
    ['married_filing_separately', 'Married Filing Separately'],
    ['head_of_household', 'Head of Household'],
    ['qualifying_widow', 'Qualifying Surviving Spouse'],
  ] as const)('%s → %s', (value, label) => {
    expect(filingStatusLabel(value)).toBe(label);
    expect(isFilingStatus(value)).toBe(true);
  });

  it('has exactly the five values in spec order', () => {
    expect(FILING_STATUS_VALUES).toEqual([
      'single',
      'married_filing_jointly',
      'married_filing_separately',
      'head_of_household',
      'qualifying_widow',
    ]);
    expect(FILING_STATUSES).toHaveLength(5);
  });

  it.each(['', 'Single', 'qualifying_surviving_spouse', null, 3])('rejects %j', (v) => {
    expect(isFilingStatus(v)).toBe(false);
  });
});

describe('suffixes', () => {
  it('are the five options', () => expect(SUFFIXES).toEqual(['Jr.', 'Sr.', 'II', 'III', 'IV']));
  it.each([
    ['Jr.', true],
    ['Jr', false],
    ['V', false],
  ])('isSuffix(%j) = %s', (v, ok) => expect(isSuffix(v)).toBe(ok));
});

describe('occupations', () => {
  it('has 26 unique values ending with other', () => {
    expect(OCCUPATIONS).toHaveLength(26);
    expect(new Set(OCCUPATIONS.map((o) => o.value)).size).toBe(26);
    expect(OCCUPATIONS.at(-1)?.value).toBe('other');
  });

  it.each([
    ['developer', 'Developer/Engineer'],
    ['educator', 'Educator/Teacher'],
    ['executive', 'Executive/Manager'],
    ['healthcare', 'Healthcare Professional'],
    ['real_estate', 'Real Estate Agent'],
    ['scientist', 'Scientist/Researcher'],
    ['therapist', 'Therapist/Counselor'],
    ['business_owner', 'Business Owner'],
    ['hr_professional', 'HR Professional'],
    ['it_professional', 'IT Professional'],
    ['financial_advisor', 'Financial Advisor'],
    ['skilled_trades', 'Skilled Trades'],
    ['accountant', 'Accountant'],
    ['other', 'Other'],
    ['Lion tamer', 'Lion tamer'],
  ])('%s → %s', (value, label) => expect(occupationLabel(value)).toBe(label));

  it.each([
    ['nurse', true],
    ['Nurse', false],
  ])('isOccupation(%j) = %s', (v, ok) => expect(isOccupation(v)).toBe(ok));
});

describe('US states', () => {
  it('has 56 unique two-letter codes: 50 states, DC and five territories', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATE_CODES).size).toBe(56);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATE_CODES.slice(50)).toEqual(['DC', 'PR', 'VI', 'GU', 'AS', 'MP']);
  });

  it.each([
    ['CA', 'California'],
    ['ny', 'New York'],
    ['DC', 'District of Columbia'],
    ['VI', 'U.S. Virgin Islands'],
    ['MP', 'Northern Mariana Islands'],
    ['XX', undefined],
  ])('usStateName(%s) = %s', (code, name) => expect(usStateName(code)).toBe(name));

  it.each([
    ['TX', true],
    ['tx', false],
    ['ZZ', false],
  ])('isUsStateCode(%j) = %s', (v, ok) => expect(isUsStateCode(v)).toBe(ok));

  it('lists the military mail codes AA, AE and AP after the states and territories where an address is entered, and nowhere else (ADR 143)', () => {
    expect(ADDRESS_STATES.map((s) => s.code).slice(56)).toEqual(['AA', 'AE', 'AP']);
    expect(ADDRESS_STATES.slice(0, 56)).toEqual([...US_STATES]);
    expect(isUsStateCode('AE')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { decideFilingStatus } from './filing-status';

const Y = 2025;
const status = (a: Parameters<typeof decideFilingStatus>[0]) => {
  const d = decideFilingStatus(a, Y);
  return 'status' in d ? d.status : `ask:${d.ask}`;
};

describe('filing status by Pub. 501', () => {
  it('asks whether the user was married when nothing is known', () => {
    expect(status({})).toBe('ask:fs_married');
  });
  it('never gives Head of Household to someone single without a qualifying person', () => {
    expect(status({ married: false, qualifyingPerson: false })).toBe('single');
    expect(status({ married: false, qualifyingPerson: false, paidHalf: true })).toBe('single');
  });
  it('asks about the home before Head of Household, and cites Pub. 501', () => {
    expect(status({ married: false, qualifyingPerson: true })).toBe('ask:fs_paid_half');
    expect(status({ married: false, qualifyingPerson: true, paidHalf: false })).toBe('single');
    const d = decideFilingStatus({ married: false, qualifyingPerson: true, paidHalf: true }, Y);
    expect(d).toMatchObject({ status: 'head_of_household' });
    expect('reason' in d && d.reason).toContain('Publication 501');
  });
  it('treats a married couple as married unless they lived apart with a child they keep a home for', () => {
    // ADR 166: the joint-or-separate choice first; living apart is asked of one separated or with a qualifying person.
    expect(status({ married: true })).toBe('ask:fs_joint');
    expect(status({ married: true, separate: false })).toBe('married_filing_jointly');
    expect(status({ married: true, separate: true })).toBe('married_filing_separately');
    expect(status({ married: true, separated: true })).toBe('ask:fs_lived_apart');
    expect(status({ married: true, qualifyingPerson: true })).toBe('ask:fs_lived_apart');
    expect(status({ married: true, livedApart: false })).toBe('married_filing_jointly');
    expect(status({ married: true, livedApart: false, separate: true })).toBe('married_filing_separately');
    expect(status({ married: true, livedApart: true, qualifyingPerson: false, separate: false })).toBe('married_filing_jointly');
    expect(status({ married: true, livedApart: true, qualifyingPerson: false, separate: true })).toBe('married_filing_separately');
    expect(status({ married: true, livedApart: true, qualifyingPerson: true, paidHalf: true })).toBe('head_of_household');
  });
  it('asks spouses who live apart, without Head of Household, whether they file jointly or separately', () => {
    expect(status({ married: true, livedApart: true, qualifyingPerson: false })).toBe('ask:fs_joint');
    expect(status({ married: true, livedApart: true, qualifyingPerson: true, paidHalf: false })).toBe('ask:fs_joint');
  });
  it('asks spouses who separated during the last six months whether they file jointly, never assuming it (ADR 075)', () => {
    expect(status({ married: true, livedApart: false, apartNow: true })).toBe('ask:fs_joint');
    expect(status({ married: true, livedApart: false, apartNow: true, separate: true })).toBe('married_filing_separately');
    expect(status({ married: true, livedApart: false })).toBe('married_filing_jointly');
  });
  it('decides the widowed cases by the year of death', () => {
    expect(status({ widowed: true })).toBe('ask:fs_spouse_died');
    // A joint return with a spouse who died in the year is allowed, not chosen: asked (Pub. 501).
    expect(status({ spouseDiedYear: 2025 })).toBe('ask:fs_joint');
    expect(status({ spouseDiedYear: 2025, separate: false })).toBe('married_filing_jointly');
    expect(status({ spouseDiedYear: 2025, separate: true })).toBe('married_filing_separately');
    expect(status({ spouseDiedYear: 2024 })).toBe('ask:fs_dependent_child');
    expect(status({ spouseDiedYear: 2024, dependentChild: true })).toBe('ask:fs_paid_half');
    expect(status({ spouseDiedYear: 2023, dependentChild: true, paidHalf: true })).toBe('qualifying_widow');
    expect(status({ spouseDiedYear: 2024, dependentChild: false, qualifyingPerson: false })).toBe('single');
    expect(status({ spouseDiedYear: 2022, dependentChild: true, paidHalf: true })).toBe('head_of_household');
  });
  it('never makes a foster child the qualifying surviving spouse\'s child: Head of Household instead (Pub. 501)', () => {
    expect(status({ spouseDiedYear: 2024, fosterChild: true, qualifyingPerson: true, paidHalf: true })).toBe('head_of_household');
    expect(status({ spouseDiedYear: 2023, fosterChild: true, dependentChild: true, paidHalf: true })).toBe('head_of_household');
    expect(status({ spouseDiedYear: 2024, fosterChild: true })).toBe('ask:fs_paid_half');
    expect(status({ spouseDiedYear: 2024, fosterChild: true, paidHalf: false })).toBe('single');
    const d = decideFilingStatus({ spouseDiedYear: 2024, fosterChild: true, paidHalf: true }, Y);
    expect('reason' in d && d.reason).toMatch(/foster child does not make you a Qualifying Surviving Spouse.*son, daughter, stepchild or adopted child.*Publication 501/);
  });
});

describe('a spouse who died in the tax year (Pub. 501, "Spouse died during the year")', () => {
  it('asks the joint-or-separate choice even when not remarrying is said (ADR 166), and takes the answer', () => {
    expect(status({ spouseDiedYear: Y, notRemarried: true })).toBe('ask:fs_joint');
    expect(status({ spouseDiedYear: Y, notRemarried: true, separate: false })).toBe('married_filing_jointly');
    expect(status({ spouseDiedYear: Y })).toBe('ask:fs_joint');
    expect(status({ spouseDiedYear: Y, notRemarried: true, separate: true })).toBe('married_filing_separately');
  });
  it('names separate returns as the other choice and who signs', () => {
    const d = decideFilingStatus({ spouseDiedYear: Y, notRemarried: true, separate: false }, Y);
    expect('reason' in d && d.reason).toContain('Married Filing Separately is the other choice');
    expect('reason' in d && d.reason).toContain('personal representative');
  });
  it('never uses not remarrying after a death in an earlier year to propose a joint return', () => {
    expect(status({ spouseDiedYear: Y - 1, notRemarried: true })).toBe('ask:fs_dependent_child');
    expect(status({ spouseDiedYear: Y - 5, notRemarried: true, qualifyingPerson: false })).toBe('single');
  });
});

describe('one cost of the home named alone (ADR 127)', () => {
  const apart = { married: true, livedApart: true, qualifyingPerson: true, paidHalf: true };
  it('asks a married person living apart whether it is more than half the cost, then takes the answer', () => {
    expect(status({ ...apart, paidOneCost: true })).toBe('ask:fs_paid_half');
    expect(status({ ...apart, paidOneCost: false })).toBe('head_of_household');
  });
  it('asks an unmarried person too, since another adult of the home may pay the other costs (ADR 159)', () => {
    expect(status({ married: false, qualifyingPerson: true, paidHalf: true, paidOneCost: true })).toBe('ask:fs_paid_half');
    expect(status({ married: false, qualifyingPerson: true, paidHalf: true, paidOneCost: false })).toBe('head_of_household');
  });
});

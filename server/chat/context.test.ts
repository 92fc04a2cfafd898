/**
 * The chat's estimate without a review (issue 22's profile answers): the in-memory context passes
 * the profile's tax_answers and each dependent's answers to the one shared builder, so the chat
 * explains the same credits /review computes (child care, saver's credit, prior-year itemizing).
 */
import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../bench/chat/session';
import type { ChatDocument } from './context';
import { estimateFor, estimateInput } from './context';

const W2: ChatDocument = {
  id: 'w2-1', type: 'w2', fileName: 'w2.pdf', status: 'completed', confirmed: true, verification: 'verified',
  fields: { employer_name: 'ACME', box1_wages: '28000.00', box2_federal_income_tax_withheld: '2100.00', box3_social_security_wages: '28000.00', box5_medicare_wages: '28000.00' },
};

function lineCents(ctx: ReturnType<typeof memoryContext>, key: string): number {
  const r = estimateFor(ctx);
  if (!('estimate' in r)) throw new Error(r.unavailable);
  return r.estimate.lines.find((l) => l.key === key)?.amountCents ?? 0;
}

describe('chat estimate without a review', () => {
  it("passes the profile's retirement contributions and student answer: the saver's credit appears", () => {
    const base = { date_of_birth: '1990-04-02' };
    const without = memoryContext({ filingStatus: 'single', profile: base, documents: [W2] });
    const withAnswers = memoryContext({ filingStatus: 'single', profile: { ...base, tax_answers: { retirement_contributions: '2000.00', full_time_student: 'no' } }, documents: [W2] });
    expect(estimateInput(withAnswers)?.retirementContributions).toEqual({ taxpayer: '2000.00' });
    expect(estimateInput(withAnswers)?.taxpayer.fullTimeStudent).toBe(false);
    expect(lineCents(without, 'sch3_4')).toBe(0);
    expect(lineCents(withAnswers, 'sch3_4')).toBeGreaterThan(0);
  });

  it("passes the care providers and the child's months at home: the child care credit appears", () => {
    const kid = { id: 'd1', first_name: 'Ivy', last_name: null, relationship: 'Daughter', date_of_birth: '2021-06-01', ssn_last4: null, months_in_home: '12' };
    const profile = { date_of_birth: '1988-01-09', dependents: [kid], tax_answers: { care_providers: [{ name: 'Little Oaks', amount_paid: '3000.00', tin_last4: '4321' }] } };
    const ctx = memoryContext({ filingStatus: 'head_of_household', profile, documents: [W2] });
    const input = estimateInput(ctx);
    expect(input?.careProviders).toEqual([{ name: 'Little Oaks', tin: 'on file, ending 4321', amountPaid: '3000.00' }]);
    expect(input?.dependents?.[0]?.monthsInHome).toBe(12);
    expect(lineCents(ctx, 'sch3_2')).toBeGreaterThan(0);
  });

  it('passes the prior-year itemizing answer', () => {
    const ctx = memoryContext({ filingStatus: 'single', profile: { date_of_birth: '1990-04-02', tax_answers: { prior_year_itemized: 'no' } }, documents: [W2] });
    expect(estimateInput(ctx)?.priorYear).toEqual({ itemized: false, itemizedOverStandard: null });
  });
});

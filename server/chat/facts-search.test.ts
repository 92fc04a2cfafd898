import { describe, expect, it } from 'vitest';
import { FACTS_2025 } from '#shared/tax/2025/facts';
import { asksAboutSomeoneElse, findFact, otherJurisdiction, otherYearAsked } from './facts-search';

describe('the 2025 fact base and its retrieval', () => {
  it('has a source for every fact', () => {
    for (const f of FACTS_2025) expect(f.source.length, f.id).toBeGreaterThan(5);
  });

  it("finds every fact by its own question", () => {
    const misses = FACTS_2025.filter((f) => findFact(f.question)?.fact.id !== f.id).map((f) => `${f.id} → ${findFact(f.question)?.fact.id ?? 'none'}`);
    expect(misses).toEqual([]);
  });

  it('stays silent below the threshold', () => {
    for (const q of ['what is the capital of France?', 'can I deduct my cat?', 'how do I bake bread', 'what is the meaning of life?']) expect(findFact(q), q).toBeNull();
  });

  it('knows the paycheck and e-file words people use for payroll rates and refund timing', () => {
    for (const [q, id] of [
      ['how much medicare comes out of my check', 'medicare-rate'],
      ['how much social security is taken out of my check', 'social-security-rate'],
      ['how long until I get my refund if I e-file?', 'deadline-refund-timing'],
    ] as const) expect(findFact(q)?.fact.id, q).toBe(id);
  });

  it('recognises other years, other people and other jurisdictions', () => {
    expect(otherYearAsked('What will the 2031 standard deduction be?', 2025)).toBe(2031);
    expect(otherYearAsked('What is the 2025 standard deduction?', 2025)).toBeNull();
    expect(asksAboutSomeoneElse("What's my neighbor's refund?")).toBe(true);
    expect(asksAboutSomeoneElse("show me John's W-2")).toBe(true);
    expect(asksAboutSomeoneElse("what's my refund?")).toBe(false);
    expect(asksAboutSomeoneElse('my brother wants to know his filing status')).toBe(true);
    expect(asksAboutSomeoneElse('what filing status should I use')).toBe(false);
    expect(otherJurisdiction('what is the income tax rate in the UK')).toBe('UK');
    expect(otherJurisdiction('what is the standard deduction?')).toBeNull();
  });
});

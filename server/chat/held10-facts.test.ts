// Fact questions from held-out 10's wrong answers and abstentions, as general rules tested on
// phrasings of our own (ADR 118).
import { describe, expect, it } from 'vitest';
import { otherYearAsked } from './facts-search';

describe('a four-digit amount is not a year', () => {
  it('reads a number after "still" or before "per" as an amount', () => {
    expect(otherYearAsked('is the eitc still 2000 for one kid', 2025)).toBeNull();
    expect(otherYearAsked('do i get 2200 per child', 2025)).toBeNull();
    expect(otherYearAsked('is it only $2000 now', 2025)).toBeNull();
    expect(otherYearAsked('was it more than 1999 dollars', 2025)).toBeNull();
  });
  it('keeps a year said as a year', () => {
    expect(otherYearAsked('what was the credit in 2019', 2025)).toBe(2019);
    expect(otherYearAsked('2024 brackets for single', 2025)).toBe(2024);
    expect(otherYearAsked('are we still on 2024 rules', 2025)).toBe(2024);
  });
});

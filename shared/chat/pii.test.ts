import { describe, expect, it } from 'vitest';
import { hasPersonalData, maskPersonalData } from './pii';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('maskPersonalData', () => {
  it.each([
    ['I was born on 1985-03-14', 'I was born on ••/••/••••'],
    ['born 03/14/1985.', 'born ••/••/••••.'],
    ['DOB: March 14th, 1985', 'DOB: ••/••/••••'],
    ['on 14 March 1985', 'on ••/••/••••'],
    ['call me at (512) 555-0142', 'call me at (•••) •••-0142'],
    ['or 512-555-0142 / +1 512 555 0142', 'or (•••) •••-0142 / (•••) •••-0142'],
    ['my SSN is 123-45-6789', 'my SSN is •••-••-6789'],
    ['EIN 12-3456789', 'EIN •••-••-6789'],
    ['account 000123456789 routing 021000021', 'account ••••6789 routing ••••0021'],
    ['my son was born 2025-02-01', 'my son was born ••/••/••••'],
  ])('%j → %j', (input, expected) => {
    expect(maskPersonalData(input, NOW)).toBe(expected);
  });

  it('keeps tax dates of this year and last year', () => {
    const text = 'Married on December 31, 2025 counts for 2025; file by April 15, 2026 (or 4/15/2026).';
    expect(maskPersonalData(text, NOW)).toBe(text);
  });

  it('leaves money, years, addresses and ZIP codes alone', () => {
    const text = 'Wages $23,677.70 in 2025 at 742 Evergreen Terrace, Springfield, IL 62704-1234';
    expect(maskPersonalData(text, NOW)).toBe(text);
    expect(hasPersonalData(text, NOW)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hasPersonalData, maskPersonalData } from './pii';

describe('maskPersonalData', () => {
  it.each([
    ['I was born on 1985-03-14', 'I was born on **/**/****'],
    ['born 03/14/1985.', 'born **/**/****.'],
    ['DOB: March 14th, 1985', 'DOB: **/**/****'],
    ['on 14 March 1985', 'on **/**/****'],
    ['call me at (512) 555-0142', 'call me at (***) ***-0142'],
    ['or 512-555-0142 / +1 512 555 0142', 'or (***) ***-0142 / (***) ***-0142'],
    ['my SSN is 123-45-6789', 'my SSN is ***-**-6789'],
    ['EIN 12-3456789', 'EIN ***-**-6789'],
    ['account 000123456789 routing 021000021', 'account ****6789 routing ****0021'],
  ])('%j → %j', (input, expected) => {
    expect(maskPersonalData(input)).toBe(expected);
  });

  it('leaves money, years, addresses and ZIP codes alone', () => {
    const text = 'Wages $23,677.70 in 2025 at 742 Evergreen Terrace, Springfield, IL 62704-1234';
    expect(maskPersonalData(text)).toBe(text);
    expect(hasPersonalData(text)).toBe(false);
  });
});

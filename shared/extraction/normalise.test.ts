import { describe, expect, it } from 'vitest';
import {
  isPlausibleSsn, isValidTin, maskToLastFour, normaliseCheckbox, normaliseDate, normalisePhone, normaliseState, stateFromAddresses,
  normaliseTaxYear, normaliseText, normaliseTin,
} from '#shared/extraction/normalise';

describe('normaliseTin', () => {
  it.each([
    ['554-03-0876', 'any', '554-03-0876'],
    ['554030876', 'ssn', '554-03-0876'],
    ['746552769', 'ein', '74-6552769'],
    ['74-6552769', 'any', '74-6552769'],
    ['554 03 0876', 'ssn', '554-03-0876'],
    ['12-457835', 'ein', '12-457835'],
    ['XXX-XX-6789', 'ssn', 'XXX-XX-6789'],
    ['23-567-5678', 'any', '23-567-5678'],
  ] as const)('%s (%s) → %s', (input, kind, expected) => {
    expect(normaliseTin(input, kind)).toBe(expected);
  });

  it.each([
    ['123-45-6789', 'ssn', true],
    ['000-12-3456', 'ssn', false],
    ['666-12-3456', 'ssn', false],
    ['12-3456789', 'ein', true],
    ['12-457835', 'ein', false],
    ['XXX-XX-6789', 'ssn', true],
    ['XXX-XX-6789', 'ein', false],
    // Masked whole, as a lender's substitute 1098 prints the borrower's TIN (ADR 098).
    ['XXX-XX-XXXX', 'any', true],
    ['XXX-XX-XXXX', 'ein', false],
  ] as const)('isValidTin(%s, %s) = %s', (v, kind, ok) => {
    expect(isValidTin(v, kind)).toBe(ok);
  });

  it('knows implausible SSNs', () => {
    expect(isPlausibleSsn('123-00-4567')).toBe(false);
    expect(isPlausibleSsn('123-45-0000')).toBe(false);
  });
});

describe('other normalisers', () => {
  it.each([
    ['03/15/2024', '2024-03-15'],
    ['3-5-24', '2024-03-05'],
    ['2024-03-15', '2024-03-15'],
    ['March 15, 2024', '2024-03-15'],
    ['15 Mar 2024', '2024-03-15'],
    ['02/30/2024', undefined],
    ['13/01/2024', undefined],
  ])('date %s → %s', (input, expected) => {
    expect(normaliseDate(input)).toBe(expected);
  });

  it.each([
    ['ca', 'CA'],
    ['CA', 'CA'],
    ['California', 'CA'],
    ['new york', 'NY'],
    ['ZZ', undefined],
    ['Texas.', 'TX'],
  ])('state %s → %s', (input, expected) => {
    expect(normaliseState(input)).toBe(expected);
  });

  it.each([
    ['TA', ['1414 Centre Ave, Pittsburgh PA, 15213'], 'PA'],
    ['TA', ['Pittsburgh, PA 15213', 'Albany, NY 12207'], 'PA'],
    ['TA', ['Pittsburgh, PA 15213', 'Sunnyvale, CA 94086'], undefined],
    ['0H', ['Columbus, OH 43215'], undefined],
    ['PA', ['Sunnyvale, CA 94086'], undefined],
    ['TA', ['Sunnyvale, CA 94086', 'Pittsburgh, PA 15213', 'Dallas, TX 75201'], undefined],
    ['XY', ['Pittsburgh, PA 15213'], undefined],
    ['TA', [], undefined],
  ])('misread state %s with addresses %j → %s', (code, addresses, expected) => {
    expect(stateFromAddresses(code, addresses)).toBe(expected);
  });

  it.each([
    ['X', true], ['✔', true], ['☒', true], ['Yes', true], ['On', true], ['', false], ['Off', false], ['No', false], [true, true], [undefined, false],
  ] as const)('checkbox %j → %s', (input, expected) => {
    expect(normaliseCheckbox(input)).toBe(expected);
  });

  it('joins lines with ", "', () => {
    expect(normaliseText('151 N Market Street\nWooster OH 44691')).toBe('151 N Market Street, Wooster OH 44691');
    expect(normaliseText('  a   b ,\r\n\r\n c ')).toBe('a b, c');
  });

  it('phones, years and masking', () => {
    expect(normalisePhone('1-800-316-4466')).toBe('1-800-316-4466');
    expect(normalisePhone('12345')).toBeUndefined();
    expect(normaliseTaxYear('2025')).toBe(2025);
    expect(normaliseTaxYear('1850')).toBeUndefined();
    expect(maskToLastFour('D1234567')).toBe('****4567');
  });
});

import { describe, expect, it } from 'vitest';
import { applyRate, canonicalToCents, centsToCanonical, formatUsd, isCanonicalMoney, normaliseMoney, parseMoneyToCents } from '#shared/extraction/money';

describe('parseMoneyToCents', () => {
  it.each([
    ['48500.00', 4_850_000n],
    ['$1,234.56', 123_456n],
    ['1,500', 150_000n],
    ['5000', 500_000n],
    ['12.5', 1_250n],
    ['(12.50)', -1_250n],
    ['-12.50', -1_250n],
    ['$ 2,929.20', 292_920n],
    ['10.000', 1_000_000n],
    ['12.345', 1_234_500n],
    ['1,23', 123n],
    ['1.234,56', 123_456n],
    ['1 234.56', 123_456n],
    ['0.07', 7n],
    ['9007199254740993.01', undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseMoneyToCents(input)).toBe(expected);
  });

  it.each(['', 'abc', '12.3456', '1,2', '$', '1-2', '12a', '1e5', 'NaN'])('rejects %j', (input) => {
    expect(parseMoneyToCents(input)).toBeUndefined();
  });

  it('never loses a cent on values a float would round', () => {
    expect(normaliseMoney('0.29')).toBe('0.29');
    expect(normaliseMoney('1,000,000.07')).toBe('1000000.07');
  });
});

describe('canonical strings', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [4_850_000n, '48500.00'],
    [-1_250n, '-12.50'],
  ])('%s cents → %s', (cents, s) => {
    expect(centsToCanonical(cents)).toBe(s);
    expect(canonicalToCents(s)).toBe(cents);
    expect(isCanonicalMoney(s)).toBe(true);
  });

  it('formats for people', () => {
    expect(formatUsd(4_850_000n)).toBe('$48,500.00');
    expect(formatUsd(-1_250n)).toBe('-$12.50');
  });

  it('applies a rate in basis points with half-up rounding', () => {
    expect(applyRate(2_441_000n, 620n)).toBe(151_342n);
    expect(applyRate(2_441_000n, 145n)).toBe(35_395n);
    expect(applyRate(17_610_000n, 620n)).toBe(1_091_820n);
  });

  it('refuses a non-canonical value', () => {
    expect(() => canonicalToCents('1,000')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  addCents,
  bps,
  clampCents,
  divideCents,
  dollars,
  formatCents,
  formatUsd,
  isCents,
  maxCents,
  minCents,
  multiplyByRate,
  multiplyCents,
  nonNegative,
  parseMoney,
  rate,
  roundToWholeDollars,
  subCents,
  sumCents,
  tryParseMoney,
  type Rounding,
} from '#shared/money';

describe('parseMoney', () => {
  it.each([
    ['48500.00', 4_850_000],
    ['0.00', 0],
    ['-0.00', 0],
    ['-12.50', -1250],
    ['12.5', 1250],
    ['7', 700],
    ['0.01', 1],
    [' 10.99 ', 1099],
    ['000123.45', 12_345],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('%j → %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
    expect(tryParseMoney(text)).toBe(cents);
  });

  it.each([
    '',
    '-',
    '1,000.00',
    '$10.00',
    '10.001',
    '.50',
    '1e3',
    'abc',
    '10.',
    '+5.00',
    '90071992547409.92',
    'NaN',
  ])('rejects %j', (text) => {
    expect(tryParseMoney(text)).toBeNull();
    expect(() => parseMoney(text)).toThrow(RangeError);
  });
});

describe('formatCents / formatUsd', () => {
  it.each([
    [4_850_000, '48500.00', '$48,500.00'],
    [0, '0.00', '$0.00'],
    [-0, '0.00', '$0.00'],
    [1, '0.01', '$0.01'],
    [99, '0.99', '$0.99'],
    [100, '1.00', '$1.00'],
    [-1250, '-12.50', '-$12.50'],
    [123_456_789, '1234567.89', '$1,234,567.89'],
    [100_000, '1000.00', '$1,000.00'],
    [99_999, '999.99', '$999.99'],
    [9_007_199_254_740_991, '90071992547409.91', '$90,071,992,547,409.91'],
  ])('%i → %j / %j', (cents, canonical, usd) => {
    expect(formatCents(cents)).toBe(canonical);
    expect(formatUsd(cents)).toBe(usd);
  });

  it('round-trips canonical strings', () => {
    for (const s of ['0.00', '1.05', '-3.10', '176100.00', '10918.20']) {
      expect(formatCents(parseMoney(s))).toBe(s);
    }
  });

  it.each([1.5, Number.NaN, Infinity, 2 ** 53])('rejects non-cents %s', (v) => {
    expect(() => formatCents(v)).toThrow(RangeError);
    expect(isCents(v)).toBe(false);
  });
});

describe('arithmetic', () => {
  it.each([
    [[], 0],
    [[1], 1],
    [[100, 250, -50], 300],
    [[Number.MAX_SAFE_INTEGER - 1, 1], Number.MAX_SAFE_INTEGER],
  ] as const)('sumCents(%j) = %i', (list, total) => {
    expect(sumCents(list)).toBe(total);
    expect(addCents(...list)).toBe(total);
  });

  it('throws on overflow', () => {
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => subCents(Number.MIN_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it.each([
    [500, 200, 300],
    [200, 500, -300],
    [0, 0, 0],
  ])('subCents(%i, %i) = %i', (a, b, d) => expect(subCents(a, b)).toBe(d));

  it.each([
    [dollars(15750), 1_575_000],
    [dollars(0), 0],
    [dollars(-5), -500],
  ])('dollars → %i', (got, want) => expect(got).toBe(want));
  it('dollars rejects fractions', () => expect(() => dollars(1.5)).toThrow(RangeError));
});

describe('multiplyByRate', () => {
  it.each<[number, [number, number], Rounding, number]>([
    // 12.4 % of $176,100 = $21,836.40 (SS wage base × SE rate)
    [17_610_000, [1240, 10_000], 'half_up', 2_183_640],
    // 6.2 % of $176,100 = $10,918.20 (max W-2 box 4)
    [17_610_000, [620, 10_000], 'half_up', 1_091_820],
    // 92.35 % of $50,000 = $46,175.00
    [5_000_000, [9235, 10_000], 'half_up', 4_617_500],
    // 92.35 % of $1,234.57 = 1140.125395 → $1,140.13
    [123_457, [9235, 10_000], 'half_up', 114_013],
    // exact halves go away from zero
    [5, [1, 2], 'half_up', 3],
    [-5, [1, 2], 'half_up', -3],
    [5, [1, 2], 'floor', 2],
    [-5, [1, 2], 'floor', -3],
    [5, [1, 2], 'ceil', 3],
    [-5, [1, 2], 'ceil', -2],
    [5, [1, 2], 'trunc', 2],
    [-5, [1, 2], 'trunc', -2],
    // just below a half rounds down
    [149, [1, 100], 'half_up', 1],
    [150, [1, 100], 'half_up', 2],
    // one third, rational
    [100, [1, 3], 'half_up', 33],
    [200, [1, 3], 'half_up', 67],
    // zero rate and rates above 100 %
    [12_345, [0, 1], 'half_up', 0],
    [100, [3, 2], 'half_up', 150],
    // big amounts do not lose precision (bigint inside)
    [9_000_000_000_000_000, [9999, 10_000], 'half_up', 8_999_100_000_000_000],
  ])('%i × %j (%s) = %i', (cents, [num, den], rounding, want) => {
    expect(multiplyByRate(cents, rate(num, den), rounding)).toBe(want);
  });

  it('bps builds a rate over 10,000', () => {
    expect(bps(1240)).toEqual({ num: 1240, den: 10_000 });
    expect(multiplyByRate(10_000, bps(1500))).toBe(1500);
  });

  it.each([
    [1, 0],
    [1, -1],
    [0.5, 1],
  ])('rate(%s, %s) throws', (n, d) => expect(() => rate(n, d)).toThrow(RangeError));
});

describe('divide / round / multiply by count', () => {
  it.each<[number, number, Rounding, number]>([
    [1000, 3, 'half_up', 333],
    [1000, 6, 'half_up', 167],
    [-1000, 6, 'half_up', -167],
    [1000, 3, 'ceil', 334],
    [1000, 3, 'floor', 333],
  ])('divideCents(%i, %i, %s) = %i', (c, d, r, want) => expect(divideCents(c, d, r)).toBe(want));

  it('divideCents rejects a zero divisor', () => expect(() => divideCents(1, 0)).toThrow(RangeError));

  it.each([
    [123_449, 123_400],
    [123_450, 123_500],
    [-150, -200],
    [-149, -100],
    [0, 0],
  ])('roundToWholeDollars(%i) = %i', (c, want) => expect(roundToWholeDollars(c)).toBe(want));

  it.each([
    [220_000, 2, 440_000],
    [170_000, 0, 0],
    [-5, 3, -15],
  ])('multiplyCents(%i, %i) = %i', (c, f, want) => expect(multiplyCents(c, f)).toBe(want));
  it('multiplyCents rejects fractions', () => expect(() => multiplyCents(1, 0.5)).toThrow(RangeError));
});

describe('min / max / clamp', () => {
  it.each([
    [[5], 5, 5],
    [[5, 3, 9], 3, 9],
    [[-1, -7, 0], -7, 0],
  ] as const)('%j → min %i max %i', ([first, ...rest], min, max) => {
    expect(minCents(first, ...rest)).toBe(min);
    expect(maxCents(first, ...rest)).toBe(max);
  });

  it.each([
    [5, 0, 10, 5],
    [-5, 0, 10, 0],
    [15, 0, 10, 10],
    [10, 10, 10, 10],
  ])('clampCents(%i, %i, %i) = %i', (v, lo, hi, want) => expect(clampCents(v, lo, hi)).toBe(want));

  it('clampCents rejects an empty range', () => expect(() => clampCents(1, 5, 0)).toThrow(RangeError));

  it.each([
    [-1, 0],
    [0, 0],
    [7, 7],
  ])('nonNegative(%i) = %i', (v, want) => expect(nonNegative(v)).toBe(want));
});

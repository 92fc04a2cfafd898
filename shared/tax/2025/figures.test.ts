import { describe, expect, it } from 'vitest';
import { FILING_STATUS_VALUES } from '#shared/enums';
import { bps, multiplyByRate } from '#shared/money';
import {
  BRACKETS,
  CAPITAL_GAIN_THRESHOLDS,
  PAYROLL,
  STANDARD_DEDUCTION,
  additionalStandardDeductionPerBox,
} from '#shared/tax/2025/figures';

describe('2025 figures are consistent', () => {
  it.each(FILING_STATUS_VALUES)('%s: seven brackets, rising bounds, integer cents', (status) => {
    const b = BRACKETS[status];
    expect(b.map((x) => x.rateBps)).toEqual([1000, 1200, 2200, 2400, 3200, 3500, 3700]);
    const bounds = b.slice(0, -1).map((x) => x.upTo as number);
    expect([...bounds].sort((x, y) => x - y)).toEqual(bounds);
    for (const n of bounds) expect(Number.isSafeInteger(n) && n % 100 === 0).toBe(true);
    expect(b.at(-1)?.upTo).toBeNull();
    expect(CAPITAL_GAIN_THRESHOLDS[status].zeroUpTo).toBeLessThan(CAPITAL_GAIN_THRESHOLDS[status].fifteenUpTo);
  });

  it.each([
    ['single', 1_575_000, 200_000],
    ['married_filing_jointly', 3_150_000, 160_000],
    ['married_filing_separately', 1_575_000, 160_000],
    ['head_of_household', 2_362_500, 200_000],
    ['qualifying_widow', 3_150_000, 160_000],
  ] as const)('%s standard deduction %i, additional per box %i', (status, std, extra) => {
    expect(STANDARD_DEDUCTION[status]).toBe(std);
    expect(additionalStandardDeductionPerBox(status)).toBe(extra);
  });

  it('maximum social security withheld is 6.2 % of the wage base', () => {
    expect(multiplyByRate(PAYROLL.socialSecurityWageBase, bps(PAYROLL.socialSecurityEmployeeRateBps))).toBe(
      PAYROLL.maxSocialSecurityWithheld,
    );
  });
});

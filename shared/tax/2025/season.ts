/**
 * Filing-season facts for tax year 2025 returns (the 2026 filing season).
 * Sources: IRS news release IR-2026-… "IRS opens 2026 filing season" (acceptance starts
 * January 26, 2026); IRC §6072(a) and Form 4868 instructions (April 15 deadline, six-month
 * extension to October 15); IRS Tax Topic 152 (refunds in as little as 21 days by e-file with
 * direct deposit, 6–8 weeks on paper). See ../shared/spec/tax-2025.md.
 */
export interface FilingSeason {
  /** The tax year whose returns are filed in this season. */
  taxYear: number;
  /** ISO date the IRS starts accepting returns. */
  filingOpens: string;
  /** ISO date returns are due. */
  dueDate: string;
  /** ISO date extended returns (Form 4868) are due. */
  extensionDueDate: string;
  /** Fastest refund by e-file with direct deposit, in days. */
  efileRefundDays: number;
  /** Paper-return refund window, in weeks. */
  paperRefundWeeks: { min: number; max: number };
}

export const season2025: FilingSeason = {
  taxYear: 2025,
  filingOpens: '2026-01-26',
  dueDate: '2026-04-15',
  extensionDueDate: '2026-10-15',
  efileRefundDays: 21,
  paperRefundWeeks: { min: 6, max: 8 },
};

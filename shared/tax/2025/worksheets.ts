/**
 * The 2025 worksheets and forms behind the incomes and credits of issue 22, each a pure function
 * on integer cents, line by line as the form or worksheet numbers them. The estimate
 * (estimate.ts) wires them together; figures come from figures.ts with their sources.
 */
import type { FilingStatus } from '#shared/enums';
import { bps, divideCents, minCents, multiplyByRate, nonNegative, rate, roundToWholeDollars, type Cents } from '#shared/money';
import {
  CAPITAL_LOSS_LIMIT,
  DEPENDENT_CARE,
  EARNED_INCOME_CREDIT,
  EDUCATION_CREDITS,
  SAVERS_CREDIT,
  SOCIAL_SECURITY_WORKSHEET,
  STUDENT_LOAN_INTEREST,
  isJoint,
} from '#shared/tax/2025/figures';

/**
 * Social Security Benefits Worksheet, Form 1040 (2025) instructions, lines 6a–6b.
 * `otherIncome` is worksheet line 3 (1040 lines 1z, 2b, 3b, 4b, 5b, 7 and Schedule 1 line 10);
 * `adjustments` is line 6 (Schedule 1 lines 11–20, 23 and 25: every adjustment but student loan
 * interest). `livedWithSpouse` matters only married filing separately.
 */
export function taxableSocialSecurity(
  benefits: Cents,
  otherIncome: Cents,
  taxExemptInterest: Cents,
  adjustments: Cents,
  status: FilingStatus,
  livedWithSpouse = true,
): { taxable: Cents; lines: Record<number, Cents> } {
  const w = SOCIAL_SECURITY_WORKSHEET;
  const l1 = nonNegative(benefits);
  if (l1 === 0) return { taxable: 0, lines: { 1: 0 } };
  const l2 = multiplyByRate(l1, bps(w.firstRateBps));
  const l3 = otherIncome;
  const l4 = taxExemptInterest;
  const l5 = l2 + l3 + l4;
  const l6 = adjustments;
  if (l6 >= l5) return { taxable: 0, lines: { 1: l1, 2: l2, 3: l3, 4: l4, 5: l5, 6: l6, 7: 0 } };
  const l7 = l5 - l6;
  const mfsTogether = status === 'married_filing_separately' && livedWithSpouse;
  if (mfsTogether) {
    // Worksheet line 8 instruction: skip lines 8–15, multiply line 7 by 85 % and enter on line 16.
    const l16 = multiplyByRate(l7, bps(w.secondRateBps));
    const l17 = multiplyByRate(l1, bps(w.secondRateBps));
    const l18 = minCents(l16, l17);
    return { taxable: l18, lines: { 1: l1, 2: l2, 3: l3, 4: l4, 5: l5, 6: l6, 7: l7, 16: l16, 17: l17, 18: l18 } };
  }
  const joint = isJoint(status);
  const l8 = joint ? w.baseAmount.joint : w.baseAmount.other;
  if (l8 >= l7) return { taxable: 0, lines: { 1: l1, 2: l2, 3: l3, 4: l4, 5: l5, 6: l6, 7: l7, 8: l8, 9: 0 } };
  const l9 = l7 - l8;
  const l10 = joint ? w.adjustedBase.joint : w.adjustedBase.other;
  const l11 = nonNegative(l9 - l10);
  const l12 = minCents(l9, l10);
  const l13 = multiplyByRate(l12, bps(w.firstRateBps));
  const l14 = minCents(l2, l13);
  const l15 = multiplyByRate(l11, bps(w.secondRateBps));
  const l16 = l14 + l15;
  const l17 = multiplyByRate(l1, bps(w.secondRateBps));
  const l18 = minCents(l16, l17);
  return { taxable: l18, lines: { 1: l1, 2: l2, 3: l3, 4: l4, 5: l5, 6: l6, 7: l7, 8: l8, 9: l9, 10: l10, 11: l11, 12: l12, 13: l13, 14: l14, 15: l15, 16: l16, 17: l17, 18: l18 } };
}

/**
 * A phase-out fraction as the forms ask for it: "enter the result as a decimal rounded to at
 * least three places" (Student Loan Interest Deduction Worksheet line 6; Form 8863 lines 5/14
 * divide likewise). Returned in thousandths, 0–1000.
 */
export function thousandths(numerator: Cents, denominator: Cents): number {
  if (numerator <= 0) return 0;
  if (numerator >= denominator) return 1000;
  return divideCents(numerator * 1000, denominator, 'half_up');
}

/** Student Loan Interest Deduction Worksheet, Schedule 1 line 21 (Form 1040 instructions 2025). */
export function studentLoanInterestDeduction(interestPaid: Cents, magi: Cents, status: FilingStatus): Cents {
  if (status === 'married_filing_separately' || interestPaid <= 0) return 0;
  const s = STUDENT_LOAN_INTEREST;
  const joint = isJoint(status);
  const l1 = minCents(interestPaid, s.cap);
  const l5 = nonNegative(magi - (joint ? s.phaseOutStart.joint : s.phaseOutStart.other));
  const l6 = thousandths(l5, joint ? s.phaseOutWidth.joint : s.phaseOutWidth.other);
  const l7 = multiplyByRate(l1, rate(l6, 1000));
  return nonNegative(l1 - l7);
}

export interface StudentExpenses {
  /** Qualified expenses paid in 2025 less tax-free assistance (Form 8863 Part III line 27 / 31). */
  netExpenses: Cents;
  /** Claims the American opportunity credit (eligible by half-time, years and first four years). */
  aotc: boolean;
}

/** Form 8863 (2025): per-student AOTC or LLC, the MAGI phase-out, the refundable 40 %. */
export function educationCredits(students: readonly StudentExpenses[], magi: Cents, status: FilingStatus): {
  aotcTentative: Cents;
  aotcAfterPhaseOut: Cents;
  refundable: Cents;
  nonrefundableAotc: Cents;
  llcExpenses: Cents;
  llcTentative: Cents;
  llcAfterPhaseOut: Cents;
  phaseOutThousandths: number;
  /** Part III per student, in input order: lines 27–30 (AOTC) or line 31 (LLC); null when no credit is allowed. */
  perStudent: ({ line27: Cents; line28: Cents; line29: Cents; line30: Cents } | { line31: Cents } | null)[];
} {
  const e = EDUCATION_CREDITS;
  const zero = { aotcTentative: 0, aotcAfterPhaseOut: 0, refundable: 0, nonrefundableAotc: 0, llcExpenses: 0, llcTentative: 0, llcAfterPhaseOut: 0, phaseOutThousandths: 0, perStudent: students.map(() => null) };
  if (status === 'married_filing_separately') return zero;
  const joint = isJoint(status);
  // Line 27–30 per student: 100 % of the first $2,000, 25 % of the next $2,000.
  let aotcTentative = 0;
  let llcExpenses = 0;
  const perStudent: ({ line27: Cents; line28: Cents; line29: Cents; line30: Cents } | { line31: Cents })[] = [];
  for (const s of students) {
    const exp = nonNegative(s.netExpenses);
    if (s.aotc) {
      const line27 = minCents(exp, e.aotcFirstTier + e.aotcSecondTier);
      const line28 = nonNegative(line27 - e.aotcFirstTier);
      const line29 = multiplyByRate(line28, bps(e.aotcSecondTierRateBps));
      const line30 = line28 === 0 ? line27 : e.aotcFirstTier + line29;
      aotcTentative += line30;
      perStudent.push({ line27, line28, line29, line30 });
    } else {
      llcExpenses += exp;
      perStudent.push({ line31: exp });
    }
  }
  // Lines 2–6 (and 13–17): (end − MAGI) / width, a decimal of at least three places, capped at 1.
  const end = joint ? e.phaseOutEnd.joint : e.phaseOutEnd.other;
  const width = joint ? e.phaseOutWidth.joint : e.phaseOutWidth.other;
  const factor = thousandths(nonNegative(end - magi), width);
  const aotcAfterPhaseOut = multiplyByRate(aotcTentative, rate(factor, 1000)); // line 7
  const refundable = multiplyByRate(aotcAfterPhaseOut, bps(e.aotcRefundableBps)); // line 8
  const nonrefundableAotc = aotcAfterPhaseOut - refundable; // line 9
  const llcCapped = minCents(llcExpenses, e.llcExpenseCap); // line 11
  const llcTentative = multiplyByRate(llcCapped, bps(e.llcRateBps)); // line 12
  const llcAfterPhaseOut = multiplyByRate(llcTentative, rate(factor, 1000)); // line 18
  return { aotcTentative, aotcAfterPhaseOut, refundable, nonrefundableAotc, llcExpenses, llcTentative, llcAfterPhaseOut, phaseOutThousandths: factor, perStudent };
}

/** The EIC for one income from the EIC Table: row midpoint, rounded to the whole dollar. */
export function eicFromTable(income: Cents, children: number, status: FilingStatus): Cents {
  if (income <= 0) return 0;
  const t = EARNED_INCOME_CREDIT.table[Math.min(children, 3)]!;
  const w = EARNED_INCOME_CREDIT.tableRowWidth;
  const mid = Math.floor(income / w) * w + w / 2;
  const phaseIn = minCents(multiplyByRate(mid, bps(t.phaseInBps)), t.maxCredit);
  const threshold = isJoint(status) ? t.threshold.joint : t.threshold.other;
  const reduction = multiplyByRate(nonNegative(mid - threshold), bps(t.phaseOutBps));
  return roundToWholeDollars(nonNegative(phaseIn - reduction));
}

/**
 * EIC Worksheet A (Form 1040 instructions 2025, line 27a): the table amount for earned income;
 * when AGI differs and is at or above the phase-out threshold, the smaller of the amounts for
 * earned income and for AGI.
 */
export function earnedIncomeCredit(earnedIncome: Cents, agi: Cents, children: number, status: FilingStatus): Cents {
  const t = EARNED_INCOME_CREDIT.table[Math.min(children, 3)]!;
  const l2 = eicFromTable(earnedIncome, children, status);
  if (agi === earnedIncome) return l2;
  const threshold = isJoint(status) ? t.threshold.joint : t.threshold.other;
  if (agi < threshold) return l2;
  return minCents(l2, eicFromTable(agi, children, status));
}

/** Form 2441 (2025) lines 3–11: the credit before the tax limit. */
export function dependentCareCredit(
  expensesPaid: Cents,
  qualifyingPersons: number,
  earnedIncomeYou: Cents,
  earnedIncomeSpouse: Cents | null,
  agi: Cents,
): { expenses: Cents; ratePercent: number; credit: Cents; lines?: { 3: Cents; 4: Cents; 5: Cents; 6: Cents; 7: Cents; 8: number; '9a': Cents } } {
  const d = DEPENDENT_CARE;
  if (qualifyingPersons <= 0 || expensesPaid <= 0) return { expenses: 0, ratePercent: 0, credit: 0 };
  const l3 = minCents(expensesPaid, qualifyingPersons >= 2 ? d.expenseLimit.twoOrMore : d.expenseLimit.one);
  const l4 = nonNegative(earnedIncomeYou);
  const l5 = earnedIncomeSpouse === null ? l4 : nonNegative(earnedIncomeSpouse);
  const l6 = minCents(l3, l4, l5);
  const steps = divideCents(nonNegative(agi - d.agiStart), d.agiStep, 'ceil'); // "or fraction"
  const rateBps = Math.max(d.minRateBps, d.maxRateBps - steps * d.stepBps); // line 8
  const l9a = multiplyByRate(l6, bps(rateBps));
  return { expenses: l6, ratePercent: rateBps / 100, credit: l9a, lines: { 3: l3, 4: l4, 5: l5, 6: l6, 7: agi, 8: rateBps, '9a': l9a } };
}

/** Form 8880 (2025) line 9: the credit rate for an AGI (0 over the last limit). */
export function saversCreditRateBps(agi: Cents, status: FilingStatus): number {
  const s = SAVERS_CREDIT;
  const limits = isJoint(status) ? s.limits.joint : status === 'head_of_household' ? s.limits.head_of_household : s.limits.other;
  for (let i = 0; i < limits.length; i++) if (agi <= limits[i]!) return s.ratesBps[i]!;
  return 0;
}

/** Form 8880 lines 1–10 before the tax limit: per person min(contributions − distributions, $2,000) × rate. */
export function saversCredit(perPersonNet: readonly Cents[], agi: Cents, status: FilingStatus): { eligible: Cents; rateBps: number; credit: Cents } {
  const eligible = perPersonNet.reduce((sum, c) => sum + minCents(nonNegative(c), SAVERS_CREDIT.contributionCap), 0);
  const r = saversCreditRateBps(agi, status);
  return { eligible, rateBps: r, credit: multiplyByRate(eligible, bps(r)) };
}

/** Schedule D lines 16–21: the amount on Form 1040 line 7 (a loss limited to $3,000 / $1,500). */
export function capitalGainOrDeductibleLoss(net: Cents, status: FilingStatus): Cents {
  if (net >= 0) return net;
  const limit = status === 'married_filing_separately' ? CAPITAL_LOSS_LIMIT.married_filing_separately : CAPITAL_LOSS_LIMIT.other;
  return -minCents(-net, limit);
}

/**
 * Capital Loss Carryover Worksheet (Schedule D instructions 2025), lines 1–13, for the losses
 * that carry to 2026. `taxableIncome` is 1040 line 15 before the "not below zero" floor (line 11b − 14).
 */
export function capitalLossCarryover(taxableIncome: Cents, line21Loss: Cents, netShort: Cents, netLong: Cents): { shortTerm: Cents; longTerm: Cents } {
  if (line21Loss >= 0) return { shortTerm: 0, longTerm: 0 };
  const l2 = -line21Loss;
  const l3 = nonNegative(taxableIncome + l2);
  const l4 = minCents(l2, l3);
  let l5 = 0;
  let shortTerm = 0;
  if (netShort < 0) {
    l5 = -netShort;
    const l6 = nonNegative(netLong);
    const l7 = l4 + l6;
    shortTerm = nonNegative(l5 - l7);
  }
  let longTerm = 0;
  if (netLong < 0) {
    const l9 = -netLong;
    const l10 = nonNegative(netShort);
    const l11 = nonNegative(l4 - l5);
    const l12 = l10 + l11;
    longTerm = nonNegative(l9 - l12); // line 13
  }
  return { shortTerm, longTerm };
}

/**
 * Federal figures for tax year 2025, in integer cents, each with its source. Written as
 * `15_750_00` so the digits read as dollars_cents ($15,750.00). Rates are basis points
 * (1 bp = 0.01 %). Spec: ../shared/spec/tax-2025.md.
 *
 * Abbreviations: OBBBA = One Big Beautiful Bill Act, Public Law 119-21 (signed July 4, 2025);
 * IRC = Internal Revenue Code (26 U.S.C.); Rev. Proc. 2024-40 = the IRS's 2025 inflation
 * adjustments (pre-OBBBA amounts that OBBBA did not replace still come from it).
 */
import type { FilingStatus } from '#shared/enums';
import type { Cents } from '#shared/money';

/** Whether a filing status is a joint return for thresholds that distinguish "joint" from "other". */
export function isJoint(status: FilingStatus): boolean {
  return status === 'married_filing_jointly';
}

// ---------------------------------------------------------------------------------------------
// Standard deduction
// ---------------------------------------------------------------------------------------------

/** Basic standard deduction, Form 1040 (2025) line 12e margin; OBBBA §70102 amending IRC §63(c)(7)
 * (replaces Rev. Proc. 2024-40's 15,000 / 30,000 / 22,500). */
export const STANDARD_DEDUCTION: Readonly<Record<FilingStatus, Cents>> = {
  single: 15_750_00, // OBBBA §70102; Form 1040 (2025) "Single or Married filing separately, $15,750"
  married_filing_separately: 15_750_00, // OBBBA §70102
  married_filing_jointly: 31_500_00, // OBBBA §70102; Form 1040 (2025) "Married filing jointly or QSS, $31,500"
  qualifying_widow: 31_500_00, // OBBBA §70102 (surviving spouse gets the joint amount, IRC §63(c)(2)(A))
  head_of_household: 23_625_00, // OBBBA §70102; Form 1040 (2025) "Head of household, $23,625"
};

/**
 * Additional standard deduction per box checked on line 12d (65 or older, blind). *check*:
 * IRC §63(f)(1)–(3) sets $600 / $750 (unmarried and not a surviving spouse), inflation-adjusted
 * by §63(c)(4); the 2025 values $1,600 and $2,000 are from Rev. Proc. 2024-40 (standard
 * deduction section, "aged or blind"). OBBBA did not change them.
 */
export const ADDITIONAL_STANDARD_DEDUCTION = {
  married: 1_600_00, // Rev. Proc. 2024-40; IRC §63(f)(1),(2) — MFJ, MFS, qualifying surviving spouse
  unmarried: 2_000_00, // Rev. Proc. 2024-40; IRC §63(f)(3) — single, head of household
} as const;

/** The additional amount (per 65+/blind box) that applies to a filing status. */
export function additionalStandardDeductionPerBox(status: FilingStatus): Cents {
  return status === 'single' || status === 'head_of_household'
    ? ADDITIONAL_STANDARD_DEDUCTION.unmarried
    : ADDITIONAL_STANDARD_DEDUCTION.married;
}

/** Someone born before this date is 65 by the end of 2025 (Form 1040 (2025) line 12d:
 * "born before January 2, 1961"; Pub. 501: you are 65 on the day before your 65th birthday). */
export const AGE_65_BORN_BEFORE = '1961-01-02';

/** A qualifying child for the child tax credit is under 17 at the end of 2025, i.e. born on or
 * after this date (IRC §24(c)(1); Schedule 8812 instructions). */
export const CTC_CHILD_BORN_ON_OR_AFTER = '2009-01-01';

/**
 * OBBBA senior deduction (Schedule 1-A Part V, Form 1040 line 13b), 2025–2028. *check*: OBBBA
 * §70103 adding IRC §151(d)(5)(C): $6,000 per qualifying individual 65 or older, reduced by 6 %
 * of modified AGI over $75,000 ($150,000 joint return); married taxpayers must file jointly.
 */
export const SENIOR_DEDUCTION = {
  perPerson: 6_000_00, // OBBBA §70103; IRC §151(d)(5)(C)(i)
  phaseOutRateBps: 600, // 6 % of MAGI over the threshold; IRC §151(d)(5)(C)(ii)
  threshold: { joint: 150_000_00, other: 75_000_00 }, // IRC §151(d)(5)(C)(ii)
} as const;

// ---------------------------------------------------------------------------------------------
// Ordinary income brackets
// ---------------------------------------------------------------------------------------------

export interface Bracket {
  /** Upper bound of taxable income taxed at this rate (null: no upper bound). */
  upTo: Cents | null;
  rateBps: number;
}

function brackets(b10: Cents, b12: Cents, b22: Cents, b24: Cents, b32: Cents, b35: Cents): readonly Bracket[] {
  return [
    { upTo: b10, rateBps: 1000 },
    { upTo: b12, rateBps: 1200 },
    { upTo: b22, rateBps: 2200 },
    { upTo: b24, rateBps: 2400 },
    { upTo: b32, rateBps: 3200 },
    { upTo: b35, rateBps: 3500 },
    { upTo: null, rateBps: 3700 },
  ];
}

/** 2025 tax rate schedules: Rev. Proc. 2024-40 §3.01 Tables 1–4 (IRC §1(j)); rates made
 * permanent by OBBBA §70101. Cross-checked with UsTaxes src/forms/Y2025/data/federal.ts. */
export const BRACKETS: Readonly<Record<FilingStatus, readonly Bracket[]>> = {
  single: brackets(11_925_00, 48_475_00, 103_350_00, 197_300_00, 250_525_00, 626_350_00), // Table 3
  married_filing_jointly: brackets(23_850_00, 96_950_00, 206_700_00, 394_600_00, 501_050_00, 751_600_00), // Table 1
  qualifying_widow: brackets(23_850_00, 96_950_00, 206_700_00, 394_600_00, 501_050_00, 751_600_00), // Table 1
  head_of_household: brackets(17_000_00, 64_850_00, 103_350_00, 197_300_00, 250_500_00, 626_350_00), // Table 2
  married_filing_separately: brackets(11_925_00, 48_475_00, 103_350_00, 197_300_00, 250_525_00, 375_800_00), // Table 4
};

/** Taxable income at or above this uses the Tax Computation Worksheet instead of the Tax Table
 * (Form 1040 instructions, line 16). */
export const TAX_TABLE_LIMIT: Cents = 100_000_00;

// ---------------------------------------------------------------------------------------------
// Long-term capital gains and qualified dividends
// ---------------------------------------------------------------------------------------------

/** Upper ends of the 0 % and 15 % rate bands (Qualified Dividends and Capital Gain Tax Worksheet
 * lines 6 and 13): Rev. Proc. 2024-40 §3.03 (IRC §1(h), §1(j)(5)). */
export const CAPITAL_GAIN_THRESHOLDS: Readonly<Record<FilingStatus, { zeroUpTo: Cents; fifteenUpTo: Cents }>> = {
  single: { zeroUpTo: 48_350_00, fifteenUpTo: 533_400_00 },
  married_filing_jointly: { zeroUpTo: 96_700_00, fifteenUpTo: 600_050_00 },
  qualifying_widow: { zeroUpTo: 96_700_00, fifteenUpTo: 600_050_00 },
  head_of_household: { zeroUpTo: 64_750_00, fifteenUpTo: 566_700_00 },
  married_filing_separately: { zeroUpTo: 48_350_00, fifteenUpTo: 300_000_00 },
};

export const CAPITAL_GAIN_RATES_BPS = { zero: 0, fifteen: 1500, twenty: 2000 } as const; // IRC §1(h)(1)

// ---------------------------------------------------------------------------------------------
// Payroll and self-employment
// ---------------------------------------------------------------------------------------------

/** Payroll figures (W-2 consistency checks, Schedule SE). */
export const PAYROLL = {
  socialSecurityWageBase: 176_100_00, // SSA 2025 contribution and benefit base; Schedule SE (2025) line 7
  socialSecurityEmployeeRateBps: 620, // IRC §3101(a): 6.2 % → max W-2 box 4 = $10,918.20
  maxSocialSecurityWithheld: 10_918_20, // 6.2 % × $176,100
  medicareEmployeeRateBps: 145, // IRC §3101(b)(1): 1.45 % of all box 5 wages
  additionalMedicareRateBps: 90, // IRC §3101(b)(2): 0.9 %
  additionalMedicareWithholdingThreshold: 200_000_00, // IRC §3102(f): employer withholds above $200,000
  /** Additional Medicare Tax thresholds (Form 8959; IRC §3101(b)(2)); not inflation-adjusted. */
  additionalMedicareThreshold: { married_filing_jointly: 250_000_00, married_filing_separately: 125_000_00, other: 200_000_00 },
} as const;

/** Schedule SE (2025). */
export const SELF_EMPLOYMENT = {
  netEarningsFactorBps: 9235, // Schedule SE line 4a: 92.35 % (IRC §1402(a)(12))
  minimumNetEarnings: 400_00, // Schedule SE line 4c: no SE tax under $400 (IRC §1402(b))
  socialSecurityRateBps: 1240, // Schedule SE line 10: 12.4 % up to the wage base (IRC §1401(a))
  medicareRateBps: 290, // Schedule SE line 11: 2.9 % (IRC §1401(b)(1))
  deductionShareBps: 5000, // Schedule SE line 13 / Schedule 1 line 15: half of SE tax (IRC §164(f))
} as const;

// ---------------------------------------------------------------------------------------------
// Child tax credit (Schedule 8812)
// ---------------------------------------------------------------------------------------------

/**
 * Child tax credit 2025. $2,200 per child: OBBBA §70104 amending IRC §24(h)(2). Refundable
 * portion *check*: IRC §24(h)(5) ($1,400 base, inflation-adjusted; the paragraph numbering after
 * OBBBA's amendments should be re-checked), 2025 value $1,700 from Rev. Proc. 2024-40 §3.05;
 * OBBBA did not change it for 2025.
 */
export const CHILD_TAX_CREDIT = {
  perChild: 2_200_00, // OBBBA §70104; IRC §24(h)(2)
  otherDependent: 500_00, // IRC §24(h)(4): credit for other dependents
  refundablePerChild: 1_700_00, // Rev. Proc. 2024-40 §3.05; IRC §24(h)(5); Schedule 8812 line 16b
  phaseOutThreshold: { joint: 400_000_00, other: 200_000_00 }, // IRC §24(h)(3); Schedule 8812 line 9
  phaseOutStep: 1_000_00, // IRC §24(b)(1): each $1,000 (or fraction) of MAGI over the threshold …
  phaseOutPerStep: 50_00, // … reduces the credit by $50
  earnedIncomeFloor: 2_500_00, // IRC §24(h)(6); Schedule 8812 line 19
  earnedIncomeRateBps: 1500, // IRC §24(d)(1)(B)(i): 15 %; Schedule 8812 line 20
} as const;

// ---------------------------------------------------------------------------------------------
// Itemized deductions
// ---------------------------------------------------------------------------------------------

/**
 * State and local tax (SALT) cap, Schedule A line 5e. *check*: IRC §164(b)(7) as amended by
 * OBBBA §70120: $40,000 for 2025 ($20,000 married filing separately), reduced by 30 % of MAGI
 * over $500,000 ($250,000 MFS), but not below $10,000 ($5,000 MFS).
 */
export const SALT = {
  cap: { married_filing_separately: 20_000_00, other: 40_000_00 }, // IRC §164(b)(7)(A)(ii), (B)
  phaseDownThreshold: { married_filing_separately: 250_000_00, other: 500_000_00 }, // §164(b)(7)(C)
  phaseDownRateBps: 3000, // 30 % of the excess MAGI; §164(b)(7)(C)
  floor: { married_filing_separately: 5_000_00, other: 10_000_00 }, // §164(b)(7)(C)
} as const;

/** Mortgage insurance premiums (Form 1098 box 5) are not deductible for 2025: IRC §163(h)(3)(E)
 * covered amounts paid before January 1, 2022, and OBBBA §70108 restores the deduction only for
 * tax years beginning after December 31, 2025. */
export const MORTGAGE_INSURANCE_DEDUCTIBLE_2025 = false;

// ---------------------------------------------------------------------------------------------
// OBBBA Schedule 1-A deductions (2025–2028)
// ---------------------------------------------------------------------------------------------

/**
 * Schedule 1-A caps and phase-outs. *check*: OBBBA §70201 (IRC §224, tips), §70202 (IRC §225,
 * overtime), §70203 (IRC §163(h)(4), qualified passenger vehicle loan interest), §70103 (senior
 * deduction, above). Each phase-out reduces the deduction by the stated amount for each $1,000
 * of MAGI over the threshold (not below zero). Married filing separately may not claim tips or
 * overtime.
 */
export const SCHEDULE_1A = {
  tips: { cap: 25_000_00, threshold: { joint: 300_000_00, other: 150_000_00 }, perThousand: 100_00 }, // IRC §224(b)
  overtime: {
    cap: { joint: 25_000_00, other: 12_500_00 }, // IRC §225(b)(1)
    threshold: { joint: 300_000_00, other: 150_000_00 }, // IRC §225(b)(2)
    perThousand: 100_00,
  },
  carLoanInterest: { cap: 10_000_00, threshold: { joint: 200_000_00, other: 100_000_00 }, perThousand: 200_00 }, // IRC §163(h)(4)(C)
  senior: SENIOR_DEDUCTION,
} as const;

// ---------------------------------------------------------------------------------------------
// Retirement, social security, unemployment, education, credits (issue 22)
// ---------------------------------------------------------------------------------------------

/** Form 5329 Part I line 4: 10 % additional tax on early distributions (1099-R code 1) included in
 * income, IRC §72(t)(1); carried to Schedule 2 line 8. Not inflation-adjusted. */
export const EARLY_DISTRIBUTION_ADDITIONAL_TAX_BPS = 1000;

/**
 * Social Security Benefits Worksheet, Form 1040 (2025) instructions lines 6a–6b (IRC §86(c)); these
 * amounts are statutory and not inflation-adjusted. Line 8 base amount $25,000 ($32,000 joint; $0
 * married filing separately and living with the spouse at any time); line 10 $9,000 ($12,000
 * joint); taxable at most 50 % then 85 % (IRC §86(a)).
 */
export const SOCIAL_SECURITY_WORKSHEET = {
  baseAmount: { joint: 32_000_00, other: 25_000_00, marriedSeparateLivingTogether: 0 }, // IRC §86(c)(1)
  adjustedBase: { joint: 12_000_00, other: 9_000_00 }, // IRC §86(c)(2): $44,000 − $32,000 / $34,000 − $25,000
  firstRateBps: 5000, // IRC §86(a)(1)
  secondRateBps: 8500, // IRC §86(a)(2)
} as const;

/**
 * Student loan interest deduction, Schedule 1 line 21 (IRC §221). $2,500 cap (§221(b)(1), not
 * indexed); the 2025 phase-out starts at MAGI $85,000 ($170,000 joint) and is complete $15,000
 * ($30,000 joint) later: Rev. Proc. 2024-40 §3.29 (phase-out width §221(b)(2)(B)). Not allowed
 * married filing separately (§221(e)(2)).
 */
export const STUDENT_LOAN_INTEREST = {
  cap: 2_500_00, // IRC §221(b)(1)
  phaseOutStart: { joint: 170_000_00, other: 85_000_00 }, // Rev. Proc. 2024-40 §3.29
  phaseOutWidth: { joint: 30_000_00, other: 15_000_00 }, // IRC §221(b)(2)(B)
} as const;

/**
 * Education credits, Form 8863 (2025) (IRC §25A). American opportunity credit: 100 % of the first
 * $2,000 and 25 % of the next $2,000 of qualified expenses per student (§25A(b)(1)), 40 % of it
 * refundable (§25A(i)(5); Form 8863 line 8), at most 4 years claimed (§25A(b)(2)(C)), half-time
 * student (§25A(b)(2)(B)). Lifetime learning credit: 20 % of up to $10,000 of expenses per return
 * (§25A(c)(1)). Both phase out between MAGI $80,000 and $90,000 ($160,000–$180,000 joint),
 * §25A(d) as amended in 2020; these amounts are not adjusted for inflation (Rev. Proc. 2024-40
 * §3.08 says so). Not allowed married filing separately (§25A(g)(6)).
 */
export const EDUCATION_CREDITS = {
  aotcFirstTier: 2_000_00, // IRC §25A(b)(1)(A)
  aotcSecondTier: 2_000_00, // IRC §25A(b)(1)(B), at 25 %
  aotcSecondTierRateBps: 2500,
  aotcRefundableBps: 4000, // IRC §25A(i)(5); Form 8863 line 8
  aotcMaxYears: 4, // IRC §25A(b)(2)(C)
  llcExpenseCap: 10_000_00, // IRC §25A(c)(1)
  llcRateBps: 2000, // IRC §25A(c)(1)
  phaseOutEnd: { joint: 180_000_00, other: 90_000_00 }, // Form 8863 (2025) lines 2 and 11
  phaseOutWidth: { joint: 20_000_00, other: 10_000_00 }, // Form 8863 (2025) lines 5 and 14
} as const;

/**
 * Earned income credit, 2025 (IRC §32). Credit and phase-out percentages §32(b)(1); the 2025
 * earned income amounts, thresholds and maximum credits: Rev. Proc. 2024-40 §3.06 table
 * (cross-checked with the IRS "EITC income limits" page: maximum credit $649 / $4,328 / $7,152 /
 * $8,046 and completed phase-outs $19,104 / $50,434 / $57,310 / $61,555, joint $26,214 / $57,554 /
 * $64,430 / $68,675). Investment income limit $11,950: Rev. Proc. 2024-40 §3.07 (§32(i)).
 * OBBBA did not change the 2025 amounts.
 */
export const EARNED_INCOME_CREDIT = {
  /** Index = qualifying children (0, 1, 2, 3 or more). */
  table: [
    { phaseInBps: 765, earnedIncomeAmount: 8_490_00, maxCredit: 649_00, phaseOutBps: 765, threshold: { joint: 17_730_00, other: 10_620_00 } },
    { phaseInBps: 3400, earnedIncomeAmount: 12_730_00, maxCredit: 4_328_00, phaseOutBps: 1598, threshold: { joint: 30_470_00, other: 23_350_00 } },
    { phaseInBps: 4000, earnedIncomeAmount: 17_880_00, maxCredit: 7_152_00, phaseOutBps: 2106, threshold: { joint: 30_470_00, other: 23_350_00 } },
    { phaseInBps: 4500, earnedIncomeAmount: 17_880_00, maxCredit: 8_046_00, phaseOutBps: 2106, threshold: { joint: 30_470_00, other: 23_350_00 } },
  ],
  investmentIncomeLimit: 11_950_00, // Rev. Proc. 2024-40 §3.07; IRC §32(i)
  /** The EIC Table's rows are $50 wide ("at least X but less than X + 50"); the credit in a row is
   * computed on the row's midpoint and rounded to the whole dollar (Pub. 596; IRC §32(f)). */
  tableRowWidth: 50_00,
  /** Without a qualifying child the taxpayer (or spouse) must be 25–64 at the end of 2025 (§32(c)(1)(A)(ii)). */
  childlessMinAge: 25,
  childlessMaxAge: 64,
  /** A qualifying child is under 19 at the end of 2025, or under 24 and a full-time student, or
   * permanently disabled (IRC §152(c)(3)), and lived with the taxpayer more than half the year. */
  childUnderAge: 19,
  studentUnderAge: 24,
} as const;

/**
 * Child and dependent care credit, Form 2441 (2025) (IRC §21). Expense limit $3,000 for one
 * qualifying person, $6,000 for two or more (§21(c)); rate 35 % reduced by 1 point for each
 * $2,000 (or fraction) of AGI over $15,000, not below 20 % (§21(a)(2)). OBBBA §70405 raises the
 * rate to 50 % only for tax years after 2025. Qualifying person: a dependent under 13 (§21(b)(1)(A)).
 */
export const DEPENDENT_CARE = {
  expenseLimit: { one: 3_000_00, twoOrMore: 6_000_00 }, // IRC §21(c)
  maxRateBps: 3500, // IRC §21(a)(2)
  minRateBps: 2000,
  agiStart: 15_000_00,
  agiStep: 2_000_00,
  stepBps: 100,
  childUnderAge: 13, // IRC §21(b)(1)(A)
} as const;

/**
 * Saver's credit, Form 8880 (2025) (IRC §25B). Up to $2,000 of contributions per person
 * (§25B(a)); 50 / 20 / 10 % by AGI. 2025 AGI limits from Rev. Proc. 2024-40 §3.09 (cross-checked
 * with the Form 8880 (2025) draft: $79,000 joint, $59,250 head of household, $39,500 others).
 * Eligible: 18 or older, not a full-time student, not claimed as a dependent (§25B(c)).
 */
export const SAVERS_CREDIT = {
  contributionCap: 2_000_00, // IRC §25B(a)
  /** AGI upper bounds for 50 %, 20 % and 10 %. */
  limits: {
    joint: [47_500_00, 51_000_00, 79_000_00],
    head_of_household: [35_625_00, 38_250_00, 59_250_00],
    other: [23_750_00, 25_500_00, 39_500_00],
  },
  ratesBps: [5000, 2000, 1000],
  /** Born before this date: 18 or older at the end of 2025. */
  bornBefore: '2008-01-02',
} as const;

/** Capital losses deductible against other income: $3,000 ($1,500 married filing separately),
 * IRC §1211(b); Schedule D line 21. Not inflation-adjusted. */
export const CAPITAL_LOSS_LIMIT = { married_filing_separately: 1_500_00, other: 3_000_00 } as const;

/**
 * The 2025 fact base The Accountant answers from: every figure of this tax-year module (rates,
 * wage base, brackets, deductions, credits, deadlines) and what each supported form reports, box by
 * box (from the extraction field definitions). Each fact carries its source. Amounts are read from
 * figures.ts and season.ts, never typed twice. Pure: the search index lives in server/chat.
 */
import { filingStatusLabel, FILING_STATUS_VALUES, type FilingStatus } from '#shared/enums';
import { FIELD_DEFINITIONS } from '#shared/extraction/fields';
import { formatUsd } from '#shared/money';
import {
  ADDITIONAL_STANDARD_DEDUCTION, BRACKETS, CAPITAL_GAIN_THRESHOLDS, CHILD_TAX_CREDIT, PAYROLL, SALT, SCHEDULE_1A, SELF_EMPLOYMENT, SENIOR_DEDUCTION, STANDARD_DEDUCTION, TAX_TABLE_LIMIT,
  CAPITAL_LOSS_LIMIT, DEPENDENT_CARE, EARLY_DISTRIBUTION_ADDITIONAL_TAX_BPS, EARNED_INCOME_CREDIT, EDUCATION_CREDITS, SAVERS_CREDIT, SOCIAL_SECURITY_WORKSHEET, STUDENT_LOAN_INTEREST,
} from '#shared/tax/2025/figures';
import { season2025 } from '#shared/tax/2025/season';
import { BOX_FACTS, TAX_FACTS_2025 } from '#shared/tax/2025/questions';

export interface Fact {
  id: string;
  /** The question it answers, as a person would ask it. */
  question: string;
  /** More words people use for it (searched, never shown). */
  terms: string;
  answer: string;
  source: string;
  /** A filing status the fact is specific to. */
  status?: FilingStatus;
  /** A form the fact is about (w2, 1099-nec…). */
  form?: string;
}

const pct = (bps: number) => `${bps / 100} %`;
const L = filingStatusLabel;
const statusTerms: Record<FilingStatus, string> = {
  single: 'single unmarried',
  married_filing_jointly: 'married filing jointly joint mfj couple married',
  married_filing_separately: 'married filing separately separate mfs',
  head_of_household: 'head of household hoh',
  qualifying_widow: 'qualifying surviving spouse widow widower qss',
};

function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[m - 1] ?? ''} ${d}, ${y}`;
}

function bracketText(status: FilingStatus): string {
  let lower = 0;
  return BRACKETS[status]
    .map((b) => {
      const text = b.upTo === null ? `${pct(b.rateBps)} over ${formatUsd(lower)}` : `${pct(b.rateBps)} up to ${formatUsd(b.upTo)}`;
      lower = b.upTo ?? lower;
      return text;
    })
    .join('; ');
}

const SRC_SD = 'OBBBA (P.L. 119-21) §70102; IRC §63(c); Form 1040 (2025) line 12e';
const SRC_BR = 'Rev. Proc. 2024-40 §3.01; IRC §1(j) (rates made permanent by OBBBA §70101)';

const FIGURE_FACTS: Fact[] = [
  {
    id: 'social-security-rate',
    question: 'What is the Social Security tax rate for employees in 2025?',
    terms: 'social security tax rate employee employees oasdi payroll withholding percent percentage wages paycheck check comes taken out deducted',
    answer: `Employees pay Social Security tax of ${pct(PAYROLL.socialSecurityEmployeeRateBps)} of wages up to the ${formatUsd(PAYROLL.socialSecurityWageBase)} wage base for 2025 (at most ${formatUsd(PAYROLL.maxSocialSecurityWithheld)} from one employer); the employer pays the same again.`,
    source: 'IRC §3101(a), §3111(a); SSA 2025 contribution and benefit base',
  },
  {
    id: 'medicare-rate',
    question: 'What is the Medicare tax rate on wages for employees in 2025?',
    terms: 'medicare tax rate wage wages employee employees hospital insurance payroll percent percentage paycheck check comes taken out deducted cap limit',
    answer: `Employees pay Medicare tax of ${pct(PAYROLL.medicareEmployeeRateBps)} of all wages, with no wage base limit; the employer pays the same. An Additional Medicare Tax of ${pct(PAYROLL.additionalMedicareRateBps)} applies to wages over ${formatUsd(PAYROLL.additionalMedicareThreshold.other)} (${formatUsd(PAYROLL.additionalMedicareThreshold.married_filing_jointly)} married filing jointly, ${formatUsd(PAYROLL.additionalMedicareThreshold.married_filing_separately)} married filing separately).`,
    source: 'IRC §3101(b)(1), §3101(b)(2), §3102(f); Form 8959',
  },
  {
    id: 'fica-rate',
    question: 'What is the total FICA tax rate an employee pays in 2025?',
    terms: 'fica total rate payroll taxes combined social security medicare employee employees wage wages withheld paycheck check comes taken out',
    answer: `FICA for employees is ${pct(PAYROLL.socialSecurityEmployeeRateBps)} Social Security (on wages up to ${formatUsd(PAYROLL.socialSecurityWageBase)}) plus ${pct(PAYROLL.medicareEmployeeRateBps)} Medicare (on all wages): ${pct(PAYROLL.socialSecurityEmployeeRateBps + PAYROLL.medicareEmployeeRateBps)} in total below the wage base.`,
    source: 'IRC §3101(a), §3101(b)(1)',
  },
  {
    id: 'wage-base',
    question: 'What is the Social Security wage base for 2025?',
    terms: 'social security wage base maximum taxable earnings cap limit contribution benefit base max wages',
    answer: `The 2025 Social Security wage base is ${formatUsd(PAYROLL.socialSecurityWageBase)}: wages above it are not subject to the ${pct(PAYROLL.socialSecurityEmployeeRateBps)} Social Security tax, so at most ${formatUsd(PAYROLL.maxSocialSecurityWithheld)} is withheld by one employer.`,
    source: 'SSA 2025 contribution and benefit base; Schedule SE (2025) line 7',
  },
  {
    id: 'additional-medicare',
    question: 'What is the Additional Medicare Tax threshold for 2025?',
    terms: 'additional medicare tax extra surtax threshold 0.9 high earners form 8959 over 200000',
    answer: `Additional Medicare Tax is ${pct(PAYROLL.additionalMedicareRateBps)} of wages and self-employment income over ${formatUsd(PAYROLL.additionalMedicareThreshold.other)} (single, head of household, surviving spouse), ${formatUsd(PAYROLL.additionalMedicareThreshold.married_filing_jointly)} married filing jointly, ${formatUsd(PAYROLL.additionalMedicareThreshold.married_filing_separately)} married filing separately. Employers withhold it on wages over ${formatUsd(PAYROLL.additionalMedicareWithholdingThreshold)}.`,
    source: 'IRC §3101(b)(2), §3102(f); Form 8959',
  },
  {
    id: 'self-employment-tax',
    question: 'What is the self-employment tax rate for 2025?',
    terms: 'self employment tax rate se schedule se freelancer contractor 1099 independent business 15.3 owe owed due minimum 400 pay paying gig',
    answer: `Self-employment tax is ${pct(SELF_EMPLOYMENT.socialSecurityRateBps)} Social Security (up to the ${formatUsd(PAYROLL.socialSecurityWageBase)} wage base) plus ${pct(SELF_EMPLOYMENT.medicareRateBps)} Medicare, on ${pct(SELF_EMPLOYMENT.netEarningsFactorBps)} of net self-employment earnings; none is due when net earnings are under ${formatUsd(SELF_EMPLOYMENT.minimumNetEarnings)}. Half of it is deductible on Schedule 1.`,
    source: 'IRC §1401, §1402; Schedule SE (2025) lines 4a, 4c, 10, 11, 13',
  },
  {
    id: 'standard-deduction',
    question: 'What is the 2025 standard deduction?',
    terms: 'standard deduction standard deduction how much can i deduct amount all filing statuses',
    answer: FILING_STATUS_VALUES.map((s) => `${L(s)}: ${formatUsd(STANDARD_DEDUCTION[s])}`).join('; ') + '.',
    source: SRC_SD,
  },
  ...FILING_STATUS_VALUES.map(
    (s): Fact => ({
      id: `standard-deduction-${s}`,
      question: `What is the 2025 standard deduction for ${L(s)}?`,
      terms: `standard deduction ${statusTerms[s]}`,
      answer: `The 2025 standard deduction for ${L(s)} is ${formatUsd(STANDARD_DEDUCTION[s])}. Add ${formatUsd(s === 'single' || s === 'head_of_household' ? ADDITIONAL_STANDARD_DEDUCTION.unmarried : ADDITIONAL_STANDARD_DEDUCTION.married)} for each of you who is 65 or older or blind.`,
      source: SRC_SD,
      status: s,
    }),
  ),
  {
    id: 'additional-standard-deduction',
    question: 'How much extra standard deduction do you get for being 65 or blind in 2025?',
    terms: 'additional standard deduction 65 older elderly age blind extra aged senior seniors',
    answer: `The additional standard deduction for 2025 is ${formatUsd(ADDITIONAL_STANDARD_DEDUCTION.unmarried)} for each box checked (65 or older, blind) if you are single or head of household, and ${formatUsd(ADDITIONAL_STANDARD_DEDUCTION.married)} per box if you are married or a qualifying surviving spouse.`,
    source: 'IRC §63(f); Rev. Proc. 2024-40',
  },
  {
    id: 'senior-deduction',
    question: 'What is the new senior deduction for 2025?',
    terms: 'senior deduction 65 older new bonus seniors schedule 1-a obbba',
    answer: `People 65 or older may deduct ${formatUsd(SENIOR_DEDUCTION.perPerson)} each (Schedule 1-A), reduced by ${pct(SENIOR_DEDUCTION.phaseOutRateBps)} of modified AGI over ${formatUsd(SENIOR_DEDUCTION.threshold.other)} (${formatUsd(SENIOR_DEDUCTION.threshold.joint)} on a joint return); married couples must file jointly to claim it.`,
    source: 'OBBBA §70103; IRC §151(d)(5)(C); Schedule 1-A (2025)',
  },
  ...(['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household', 'qualifying_widow'] as const).map(
    (s): Fact => ({
      id: `brackets-${s}`,
      question: `What are the 2025 income tax brackets for ${L(s)}?`,
      terms: `income tax brackets rates marginal rate tax table ${statusTerms[s]}`,
      answer: `2025 income tax brackets on taxable income for ${L(s)}: ${bracketText(s)}.`,
      source: SRC_BR,
      status: s,
    }),
  ),
  {
    id: 'top-rate',
    question: 'What is the top federal income tax rate for 2025?',
    // The top bracket in everyday words: what the rich, the wealthy or the highest earners pay (ADR 125).
    terms: 'top highest maximum income tax rate bracket 37 percent percentage rich wealthy wealthiest millionaires high earners',
    answer: `The top 2025 income tax rate is ${pct(BRACKETS.single[6]!.rateBps)}, on taxable income over ${formatUsd(BRACKETS.single[5]!.upTo!)} (single), ${formatUsd(BRACKETS.married_filing_jointly[5]!.upTo!)} (married filing jointly).`,
    source: SRC_BR,
  },
  {
    id: 'capital-gains',
    question: 'What are the 2025 long-term capital gains and qualified dividend tax rates?',
    terms: 'long term capital gains rate qualified dividends 0 15 20 percent thresholds investment',
    answer: `Long-term capital gains and qualified dividends are taxed at 0 %, 15 % or 20 %. The 0 % rate applies up to ${formatUsd(CAPITAL_GAIN_THRESHOLDS.single.zeroUpTo)} of taxable income (single), ${formatUsd(CAPITAL_GAIN_THRESHOLDS.married_filing_jointly.zeroUpTo)} (joint), ${formatUsd(CAPITAL_GAIN_THRESHOLDS.head_of_household.zeroUpTo)} (head of household); 20 % applies above ${formatUsd(CAPITAL_GAIN_THRESHOLDS.single.fifteenUpTo)} (single), ${formatUsd(CAPITAL_GAIN_THRESHOLDS.married_filing_jointly.fifteenUpTo)} (joint), ${formatUsd(CAPITAL_GAIN_THRESHOLDS.head_of_household.fifteenUpTo)} (head of household).`,
    source: 'Rev. Proc. 2024-40 §3.03; IRC §1(h), §1(j)(5)',
  },
  {
    id: 'child-tax-credit',
    question: 'How much is the 2025 child tax credit?',
    // A child born (or who died) during the year counts as having lived with you all of it (ADR 120).
    terms: 'child tax credit ctc per child kids children credit amount dependents born birth newborn ssn',
    answer: `The 2025 child tax credit is ${formatUsd(CHILD_TAX_CREDIT.perChild)} per qualifying child under 17 at the end of 2025 with a valid SSN. It falls by ${formatUsd(CHILD_TAX_CREDIT.phaseOutPerStep)} for each ${formatUsd(CHILD_TAX_CREDIT.phaseOutStep)} of modified AGI over ${formatUsd(CHILD_TAX_CREDIT.phaseOutThreshold.other)} (${formatUsd(CHILD_TAX_CREDIT.phaseOutThreshold.joint)} married filing jointly). A child born (or who died) in 2025 is treated as having lived with you all year if your home was the child's home the whole time the child was alive.`,
    source: 'OBBBA §70104; IRC §24; Schedule 8812 (2025); Pub. 501 (2025), Residency test, Death or birth of child',
  },
  {
    id: 'actc',
    question: 'How much of the child tax credit is refundable in 2025?',
    terms: 'refundable additional child tax credit actc refund portion earned income',
    answer: `Up to ${formatUsd(CHILD_TAX_CREDIT.refundablePerChild)} per child is refundable as the additional child tax credit (paid to you even if you owe no tax), figured as ${pct(CHILD_TAX_CREDIT.earnedIncomeRateBps)} of earned income over ${formatUsd(CHILD_TAX_CREDIT.earnedIncomeFloor)}.`,
    source: 'Rev. Proc. 2024-40 §3.05; IRC §24(d), §24(h)(5), §24(h)(6); Schedule 8812 lines 16b–20',
  },
  {
    id: 'credit-other-dependents',
    question: 'What is the credit for other dependents in 2025?',
    terms: 'credit for other dependents dependent odc older children 17 adult elderly parents parent mother father mom dad grandparent relatives support supported supporting 500',
    answer: `The credit for other dependents is ${formatUsd(CHILD_TAX_CREDIT.otherDependent)} for each dependent who is not a qualifying child for the child tax credit (for example a child 17 or older or a parent you support). It is not refundable.`,
    source: 'IRC §24(h)(4); Schedule 8812 (2025)',
  },
  {
    id: 'ctc-phaseout',
    question: 'At what income does the child tax credit phase out in 2025?',
    terms: 'child tax credit phase out phaseout income limit agi threshold reduce',
    answer: `The child tax credit falls by ${formatUsd(CHILD_TAX_CREDIT.phaseOutPerStep)} for each ${formatUsd(CHILD_TAX_CREDIT.phaseOutStep)} of modified AGI over ${formatUsd(CHILD_TAX_CREDIT.phaseOutThreshold.other)}, or ${formatUsd(CHILD_TAX_CREDIT.phaseOutThreshold.joint)} on a joint return.`,
    source: 'IRC §24(b), §24(h)(3); Schedule 8812 line 9',
  },
  {
    id: 'salt-cap',
    question: 'What is the SALT deduction cap for 2025?',
    terms: 'salt cap state and local taxes deduction limit property tax state income tax sales tax itemized schedule a',
    answer: `For 2025 the deduction for state and local taxes is capped at ${formatUsd(SALT.cap.other)} (${formatUsd(SALT.cap.married_filing_separately)} married filing separately), reduced by ${pct(SALT.phaseDownRateBps)} of modified AGI over ${formatUsd(SALT.phaseDownThreshold.other)} (${formatUsd(SALT.phaseDownThreshold.married_filing_separately)} separately) but not below ${formatUsd(SALT.floor.other)} (${formatUsd(SALT.floor.married_filing_separately)}).`,
    source: 'IRC §164(b)(7) as amended by OBBBA §70120; Schedule A line 5e',
  },
  {
    id: 'mortgage-interest',
    question: 'Can I deduct mortgage interest in 2025?',
    terms: 'mortgage interest deduction home loan itemize schedule a 1098 deductible',
    answer: 'Home mortgage interest (Form 1098 box 1) is deductible on Schedule A line 8a only if you itemize instead of taking the standard deduction. Mortgage insurance premiums (box 5) are not deductible for 2025.',
    source: 'IRC §163(h); OBBBA §70108; Schedule A (2025) line 8a',
  },
  {
    id: 'tips-deduction',
    question: 'How much is the no tax on tips deduction for 2025?',
    terms: 'tips deduction no tax on tips qualified tips schedule 1-a tipped taxable',
    answer: `Tips are still income you report (W-2 boxes 1 and 7, or Form 4137 for cash tips not reported to the employer); for 2025, qualified tips can be deducted up to ${formatUsd(SCHEDULE_1A.tips.cap)} (Schedule 1-A), reduced by ${formatUsd(SCHEDULE_1A.tips.perThousand)} for each $1,000 of modified AGI over ${formatUsd(SCHEDULE_1A.tips.threshold.other)} (${formatUsd(SCHEDULE_1A.tips.threshold.joint)} joint). Married filing separately may not claim it.`,
    source: 'IRC §61 (tips are gross income); OBBBA §70201; IRC §224; Schedule 1-A (2025)',
  },
  {
    id: 'overtime-deduction',
    question: 'How much is the overtime deduction for 2025?',
    terms: 'overtime deduction no tax on overtime qualified overtime pay schedule 1-a taxable',
    answer: `Overtime pay is still wages you report (W-2 box 1); for 2025, qualified overtime pay can be deducted up to ${formatUsd(SCHEDULE_1A.overtime.cap.other)} (${formatUsd(SCHEDULE_1A.overtime.cap.joint)} joint), reduced by ${formatUsd(SCHEDULE_1A.overtime.perThousand)} for each $1,000 of modified AGI over ${formatUsd(SCHEDULE_1A.overtime.threshold.other)} (${formatUsd(SCHEDULE_1A.overtime.threshold.joint)} joint).`,
    source: 'OBBBA §70202; IRC §225; Schedule 1-A (2025)',
  },
  {
    id: 'car-loan-interest',
    question: 'How much car loan interest can I deduct in 2025?',
    terms: 'car loan interest deduction deductible auto vehicle loan new car financed schedule 1-a',
    answer: `Interest on a loan for a qualified new passenger vehicle can be deducted up to ${formatUsd(SCHEDULE_1A.carLoanInterest.cap)}, reduced by ${formatUsd(SCHEDULE_1A.carLoanInterest.perThousand)} for each $1,000 of modified AGI over ${formatUsd(SCHEDULE_1A.carLoanInterest.threshold.other)} (${formatUsd(SCHEDULE_1A.carLoanInterest.threshold.joint)} joint).`,
    source: 'OBBBA §70203; IRC §163(h)(4); Schedule 1-A (2025)',
  },
  {
    id: 'tax-table-limit',
    question: 'When do I use the Tax Table and when the Tax Computation Worksheet?',
    terms: 'tax table computation worksheet 100000 taxable income line 16 how tax is figured',
    answer: `Form 1040 line 16: taxable income under ${formatUsd(TAX_TABLE_LIMIT)} uses the Tax Table; ${formatUsd(TAX_TABLE_LIMIT)} or more uses the Tax Computation Worksheet (the same brackets, computed exactly).`,
    source: 'Form 1040 (2025) instructions, line 16',
  },
  {
    id: 'se-tax-deduction',
    question: 'Can I deduct half of my self-employment tax?',
    terms: 'deduct half self-employment tax deduction schedule 1 line 15 deductible part',
    answer: `Yes: ${pct(SELF_EMPLOYMENT.deductionShareBps)} of your self-employment tax is deducted on Schedule 1 line 15, which lowers your adjusted gross income (not the self-employment tax itself).`,
    source: 'IRC §164(f); Schedule SE (2025) line 13; Schedule 1 line 15',
  },
  {
    id: 'deadline-due-date',
    question: 'When are 2025 tax returns due?',
    terms: 'deadline due date file by tax day april last day when are taxes due returns due',
    answer: `Returns for 2025 are due ${longDate(season2025.dueDate)}.`,
    source: 'IRC §6072(a)',
  },
  {
    id: 'deadline-extension',
    question: 'How do I get an extension and until when?',
    terms: 'extension extend form 4868 october more time late filing file later pay paying payment',
    answer: `With Form 4868 you can extend the filing deadline to ${longDate(season2025.extensionDueDate)}, but tax owed is still due ${longDate(season2025.dueDate)}.`,
    source: 'IRC §6081; Form 4868 instructions',
  },
  {
    id: 'deadline-filing-opens',
    question: 'When does the IRS start accepting 2025 returns, when can I start to file?',
    terms: 'when does filing season start open irs accepting returns begin e-file earliest date file my taxes start filing first day',
    answer: `The IRS starts accepting tax year 2025 returns on ${longDate(season2025.filingOpens)}.`,
    source: 'IRS 2026 filing season opening announcement',
  },
  {
    id: 'deadline-refund-timing',
    question: 'How long does a refund take?',
    terms: 'how long refund take arrive until when will i get my refund direct deposit paper weeks days e-file efile electronically',
    answer: `E-filed returns with direct deposit are usually refunded in as little as ${season2025.efileRefundDays} days; paper returns take ${season2025.paperRefundWeeks.min}–${season2025.paperRefundWeeks.max} weeks.`,
    source: 'IRS Tax Topic 152',
  },
];

const FORM_PURPOSE: Record<string, { name: string; purpose: string; source: string; terms: string }> = {
  w2: { name: 'Form W-2', purpose: 'Wage and Tax Statement: your employer reports the wages it paid you and the income, Social Security and Medicare taxes it withheld', source: 'General Instructions for Forms W-2 and W-3 (2025)', terms: 'w2 w-2 wage and tax statement employer job salary paycheck' },
  '1099-nec': { name: 'Form 1099-NEC', purpose: 'Nonemployee Compensation: a business reports $600 or more it paid you for work as an independent contractor (not an employee); it is self-employment income for Schedule C and Schedule SE', source: 'Instructions for Forms 1099-MISC and 1099-NEC (Rev. April 2025)', terms: '1099-nec 1099 nec nonemployee compensation contractor freelance gig self-employed independent' },
  '1099-misc': { name: 'Form 1099-MISC', purpose: 'Miscellaneous Information: rents, royalties, prizes and other income of $600 or more ($10 for royalties) that is not pay for work', source: 'Instructions for Forms 1099-MISC and 1099-NEC (Rev. April 2025)', terms: '1099-misc 1099 misc miscellaneous rents royalties prizes other income' },
  '1099-int': { name: 'Form 1099-INT', purpose: 'Interest Income: a bank or other payer reports interest of $10 or more it paid you, and any federal tax withheld', source: 'Instructions for Forms 1099-INT and 1099-OID (Rev. January 2024)', terms: '1099-int 1099 int interest income bank savings account' },
  '1099-div': { name: 'Form 1099-DIV', purpose: 'Dividends and Distributions: a company or fund reports dividends and capital gain distributions of $10 or more it paid you', source: 'Instructions for Form 1099-DIV (Rev. January 2024)', terms: '1099-div 1099 div dividends distributions stocks mutual fund brokerage' },
  '1040': { name: 'Form 1040', purpose: 'U.S. Individual Income Tax Return: the return itself; TaxDesk reads last year’s to compare (its AGI also signs an e-filed return)', source: 'Form 1040 (2025) and its instructions', terms: '1040 individual income tax return last year prior year agi' },
  '1098': { name: 'Form 1098', purpose: 'Mortgage Interest Statement: your lender reports the mortgage interest ($600 or more) and points you paid; you deduct them on Schedule A only if you itemize', source: 'Instructions for Form 1098 (Rev. April 2025)', terms: '1098 mortgage interest statement lender home loan house' },
};

/**
 * What a box reports, for boxes the older box table (questions.ts) does not explain (ADR 120): W-2 box 12 (its
 * codes; ADR 154), W-2 boxes 15–20 (read as one list from box 15) and Form 1098 box 6.
 */
const MORE_BOXES: ReadonlyArray<{ form: string; box: string; title: string; meaning: string; source: string; terms: string }> = [
  {
    form: 'w2', box: '12', title: 'Box 12, codes 12a–12d',
    meaning: 'Up to four entries (12a to 12d), each a code of one or two letters and an amount: pay and benefits reported apart from box 1, such as D (elective deferrals to a 401(k) plan, not in box 1), E (403(b) deferrals), W (contributions to your health savings account), C (taxable group-term life insurance over $50,000) and DD (the cost of employer-sponsored health coverage, for information only). The General Instructions for Forms W-2 and W-3 list every code.',
    source: 'General Instructions for Forms W-2 and W-3 (2025), box 12 codes',
    terms: 'codes 12a 12b 12c 12d deferrals',
  },
  {
    form: 'w2', box: '15', title: 'State and local, boxes 15–20',
    meaning: 'Box 15 is the state and your employer’s state ID number, box 16 the wages that state taxes and box 17 the state income tax withheld; box 18 is the local wages, box 19 the local income tax withheld and box 20 the name of the locality. They go on your state and local returns; on the federal return the state and local income tax withheld counts toward the state and local taxes you deduct on Schedule A line 5a only if you itemize.',
    source: 'General Instructions for Forms W-2 and W-3 (2025), boxes 15–20; Schedule A (2025) line 5a',
    terms: 'boxes 16, 17, 18, 19 and 20 state wages withheld local wages locality',
  },
  {
    form: '1098', box: '6', title: 'Points paid on purchase of principal residence',
    meaning: 'Points (loan origination or discount fees) you paid, or the seller paid for you, to get the mortgage on your main home. For 2025 they are generally deductible in full as home mortgage interest on Schedule A line 8a, only if you itemize.',
    source: 'Instructions for Form 1098 (Rev. April 2025), box 6; Pub. 936; Schedule A (2025) line 8a',
    terms: 'mortgage points origination discount fees deductible deduction',
  },
];

/** Forms whose numbered items are lines, not boxes (the return itself). */
const LINED_FORMS = new Set(['1040']);

/** What each supported form is for, and what it reports box by box (from the field definitions). */
function formFacts(): Fact[] {
  const out: Fact[] = [];
  for (const [form, p] of Object.entries(FORM_PURPOSE)) {
    const defs = FIELD_DEFINITIONS[form as keyof typeof FIELD_DEFINITIONS] ?? [];
    const boxes = defs.filter((d) => d.box && /^\d/.test(d.box));
    const seen = new Set<string>();
    // A return's numbered items are lines (Form 1040 line 11), an information return's boxes; both words find it.
    const item = LINED_FORMS.has(form) ? 'line' : 'box';
    const list = boxes.filter((d) => (seen.has(`${d.box}${d.label}`) ? false : (seen.add(`${d.box}${d.label}`), true))).map((d) => `${item} ${d.box} ${d.label}`).join('; ');
    out.push({
      id: `form-${form}`,
      question: `What is ${p.name} for and what does it report?`,
      terms: `${p.terms} ${p.terms} what is form for purpose report reports used mean explain`,
      answer: `${p.name} — ${p.purpose}. ${item === 'line' ? 'Line by line' : 'Box by box'}: ${list}.`,
      source: p.source,
      form,
    });
    for (const d of boxes) {
      const more = MORE_BOXES.find((b) => b.form === form && b.box === d.box);
      const known = BOX_FACTS.find((b) => b.form === form && b.box === d.box) ?? more;
      out.push({
        id: `box-${form}-${d.name}`,
        question: `What does ${p.name} ${item} ${d.box} (${d.label}) mean?`,
        terms: `${form} ${item === 'line' ? `line ${d.box} ` : ''}box ${d.box} ${d.label}${more ? ` ${more.terms}` : ''}`,
        answer: known ? `${p.name} ${item} ${d.box} (${known.title}): ${known.meaning}` : `${p.name} ${item} ${d.box} reports ${d.label.toLowerCase()}.`,
        source: known?.source ?? p.source,
        form,
      });
    }
  }
  for (const b of BOX_FACTS.filter((x) => x.box.includes(':'))) {
    const [n, code] = b.box.split(':');
    out.push({
      id: `box-${b.form}-${n}-${code!.toLowerCase()}`,
      question: `What does Form W-2 box ${n} code ${code} mean?`,
      terms: `w2 w-2 box ${n} code ${code} ${b.title}`,
      answer: `Form W-2 box ${n} code ${code}: ${b.meaning}`,
      source: b.source,
      form: b.form,
    });
  }
  return out;
}

/** The documents checklist, from the older fact table. */
function documentsFact(): Fact[] {
  const f = TAX_FACTS_2025.find((x) => x.id === 'documents-to-bring');
  return f ? [{ id: f.id, question: f.question, terms: 'documents bring need checklist paperwork papers ready gather start what do i need to file', answer: f.answer, source: f.source }] : [];
}

/** Every 2025 fact, with its source. */
/** Issue 22: retirement, social security, unemployment, education, the EIC and the other credits. */
const ISSUE22_FACTS: Fact[] = [
  {
    id: 'eic-2025',
    question: 'What is the most earned income credit for 2025, and up to what income?',
    terms: 'earned income credit eic eitc maximum income limit children qualifying phase out',
    answer: EARNED_INCOME_CREDIT.table.map((t, n) => `${n === 3 ? '3 or more' : n} ${n === 1 ? 'child' : 'children'}: up to ${formatUsd(t.maxCredit)}, phasing out at ${pct(t.phaseOutBps)} of income over ${formatUsd(t.threshold.other)} (${formatUsd(t.threshold.joint)} married filing jointly)`).join('; ') +
      `. Investment income must be ${formatUsd(EARNED_INCOME_CREDIT.investmentIncomeLimit)} or less.`,
    source: 'Rev. Proc. 2024-40 §3.06, §3.07; IRC §32',
  },
  {
    id: 'student-loan-interest-2025',
    question: 'How much student loan interest can I deduct for 2025?',
    terms: 'student loan interest deduction 1098-e limit phase out income',
    answer: `Up to ${formatUsd(STUDENT_LOAN_INTEREST.cap)} of interest, reduced when modified AGI is over ${formatUsd(STUDENT_LOAN_INTEREST.phaseOutStart.other)} (${formatUsd(STUDENT_LOAN_INTEREST.phaseOutStart.joint)} joint) and gone ${formatUsd(STUDENT_LOAN_INTEREST.phaseOutWidth.other)} (${formatUsd(STUDENT_LOAN_INTEREST.phaseOutWidth.joint)}) above it. Not allowed married filing separately.`,
    source: 'Rev. Proc. 2024-40 §3.29; IRC §221; Schedule 1 line 21',
  },
  {
    id: 'education-credits-2025',
    question: 'What are the American opportunity and lifetime learning credits for 2025?',
    terms: 'education credit american opportunity aotc lifetime learning llc 1098-t tuition college university form 8863 refundable',
    answer: `American opportunity: 100 % of the first ${formatUsd(EDUCATION_CREDITS.aotcFirstTier)} and 25 % of the next ${formatUsd(EDUCATION_CREDITS.aotcSecondTier)} of expenses per student (at most $2,500), 40 % refundable, for ${EDUCATION_CREDITS.aotcMaxYears} years. Lifetime learning: 20 % of up to ${formatUsd(EDUCATION_CREDITS.llcExpenseCap)} per return. Both phase out between modified AGI ${formatUsd(EDUCATION_CREDITS.phaseOutEnd.other - EDUCATION_CREDITS.phaseOutWidth.other)} and ${formatUsd(EDUCATION_CREDITS.phaseOutEnd.other)} (${formatUsd(EDUCATION_CREDITS.phaseOutEnd.joint - EDUCATION_CREDITS.phaseOutWidth.joint)}–${formatUsd(EDUCATION_CREDITS.phaseOutEnd.joint)} joint).`,
    source: 'IRC §25A; Form 8863 (2025); Rev. Proc. 2024-40 §3.08',
  },
  {
    id: 'dependent-care-2025',
    question: 'How much is the child and dependent care credit for 2025?',
    terms: 'child and dependent care credit daycare day care childcare babysitter nanny preschool form 2441 expenses children kids',
    answer: `${pct(DEPENDENT_CARE.maxRateBps)} (falling to ${pct(DEPENDENT_CARE.minRateBps)} as AGI rises over ${formatUsd(DEPENDENT_CARE.agiStart)}) of up to ${formatUsd(DEPENDENT_CARE.expenseLimit.one)} of care expenses for one qualifying person under ${DEPENDENT_CARE.childUnderAge}, ${formatUsd(DEPENDENT_CARE.expenseLimit.twoOrMore)} for two or more.`,
    source: 'IRC §21; Form 2441 (2025)',
  },
  {
    id: 'savers-credit-2025',
    question: 'How much is the saver’s credit for 2025, by income?',
    terms: 'savers credit retirement savings contributions credit form 8880 ira 401k',
    answer: `${SAVERS_CREDIT.ratesBps.map((r) => pct(r)).join(', ')} of up to ${formatUsd(SAVERS_CREDIT.contributionCap)} of retirement contributions per person, by AGI: ${['joint', 'head_of_household', 'other'].map((k) => `${k === 'other' ? 'others' : k.replace(/_/g, ' ')} up to ${SAVERS_CREDIT.limits[k as 'joint'].map((x) => formatUsd(x)).join(' / ')}`).join('; ')}.`,
    source: 'Rev. Proc. 2024-40 §3.09; IRC §25B; Form 8880 (2025)',
  },
  {
    id: 'social-security-taxable-2025',
    question: 'How much of my social security is taxable?',
    terms: 'social security benefits taxable ssa-1099 85 percent provisional income base amount',
    answer: `Up to 50 % of benefits when half your benefits plus other income is over ${formatUsd(SOCIAL_SECURITY_WORKSHEET.baseAmount.other)} (${formatUsd(SOCIAL_SECURITY_WORKSHEET.baseAmount.joint)} joint), and up to 85 % above ${formatUsd(SOCIAL_SECURITY_WORKSHEET.baseAmount.other + SOCIAL_SECURITY_WORKSHEET.adjustedBase.other)} (${formatUsd(SOCIAL_SECURITY_WORKSHEET.baseAmount.joint + SOCIAL_SECURITY_WORKSHEET.adjustedBase.joint)} joint).`,
    source: 'IRC §86; Form 1040 instructions (2025), Social Security Benefits Worksheet',
  },
  {
    id: 'capital-loss-limit',
    question: 'How much capital loss can I deduct in 2025?',
    // Crypto and other digital assets are property: sold at a loss, a capital loss (IRS Notice 2014-21).
    terms: 'capital loss limit maximum deduction deduct 3000 carryover schedule d 1099-b stock stocks shares investment short long term sale crypto cryptocurrency bitcoin digital assets against offset ordinary other income',
    answer: `A net capital loss reduces other income by at most ${formatUsd(CAPITAL_LOSS_LIMIT.other)} (${formatUsd(CAPITAL_LOSS_LIMIT.married_filing_separately)} married filing separately); the rest carries over to 2026.`,
    source: 'IRC §1211(b), §1212(b); Schedule D (2025) line 21',
  },
  {
    id: 'early-distribution-tax',
    question: 'Is there a penalty for taking money out of an IRA early?',
    terms: 'early distribution penalty additional tax 10 percent ira 401k 403b retirement account plan withdrawal code 1 form 5329 under before age 59',
    answer: `A distribution before 59½ (1099-R box 7 code 1) is taxed as income plus an additional ${pct(EARLY_DISTRIBUTION_ADDITIONAL_TAX_BPS)} of the taxable amount unless an exception applies (Form 5329).`,
    source: 'IRC §72(t); Form 5329 Part I; Schedule 2 line 8',
  },
];

/**
 * A figure that falls as income rises ("reduced by $50 for each $1,000 of modified AGI", "phasing out at
 * 7.65 %") is found by the words people use for that: it "phases out"; one that falls with modified
 * AGI also by its abbreviation, MAGI (ADR 115).
 */
const PHASES_OUT = /\b(?:reduced|falls? by|falling to|phasing out|phases? out)\b/i;
function withPhaseOutWords(f: Fact): Fact {
  const extra = [PHASES_OUT.test(f.answer) && !/\bphase\b/.test(f.terms) ? 'phase out' : '', /\bmodified AGI\b/.test(f.answer) ? 'magi' : ''].filter(Boolean).join(' ');
  return extra ? { ...f, terms: `${f.terms} ${extra}` } : f;
}

export const FACTS_2025: readonly Fact[] = [...[...FIGURE_FACTS, ...ISSUE22_FACTS].map(withPhaseOutWords), ...formFacts(), ...documentsFact()];

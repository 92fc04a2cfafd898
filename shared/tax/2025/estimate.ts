/**
 * A pure 2025 federal income tax estimate from confirmed document fields (field names from
 * ../shared/spec/extraction-fields.md; money as canonical strings). It follows Form 1040 (2025)
 * and the schedules it needs, line by line, and says what it leaves out in `notCovered`.
 *
 * Simplifications, all listed in NOT_COVERED:
 * - 1099-MISC box 1 (rents) and box 2 (royalties) go to Schedule E with no expenses or
 *   depreciation, then Schedule 1 line 5; box 3 (other income) goes to Schedule 1 line 8z.
 * - 1099-NEC box 1 is Schedule C gross receipts, less optional expenses per person.
 * - Every listed dependent with a date of birth is taken to be a qualifying child (under 17) or
 *   a qualifying relative with a valid SSN; the estimate does not test residency, support or
 *   relationship.
 */
import type { FilingStatus } from '#shared/enums';
import {
  bps,
  divideCents,
  formatUsd,
  maxCents,
  minCents,
  multiplyByRate,
  multiplyCents,
  nonNegative,
  parseMoney,
  roundToWholeDollars,
  subCents,
  sumCents,
  type Cents,
} from '#shared/money';
import {
  AGE_65_BORN_BEFORE,
  BRACKETS,
  CAPITAL_GAIN_THRESHOLDS,
  CHILD_TAX_CREDIT,
  CTC_CHILD_BORN_ON_OR_AFTER,
  DEPENDENT_CARE,
  EARLY_DISTRIBUTION_ADDITIONAL_TAX_BPS,
  EARNED_INCOME_CREDIT,
  EDUCATION_CREDITS,
  PAYROLL,
  SAVERS_CREDIT,
  STUDENT_LOAN_INTEREST,
  SALT,
  SELF_EMPLOYMENT,
  SENIOR_DEDUCTION,
  STANDARD_DEDUCTION,
  TAX_TABLE_LIMIT,
  additionalStandardDeductionPerBox,
  isJoint,
} from '#shared/tax/2025/figures';
import {
  capitalGainOrDeductibleLoss,
  capitalLossCarryover,
  dependentCareCredit,
  earnedIncomeCredit,
  educationCredits,
  saversCredit,
  studentLoanInterestDeduction,
  taxableSocialSecurity,
} from '#shared/tax/2025/worksheets';
import type { CreditForms } from '#shared/tax/2025/credit-forms';

/** A money string as extracted ("48500.00"). */
type Money = string;

export interface PersonFacts {
  /** YYYY-MM-DD; decides the 65-or-older box (born before January 2, 1961). */
  dateOfBirth?: string | null;
  blind?: boolean;
  /** A full-time student during some part of five months of 2025 (Form 8880 eligibility); asked, never guessed. */
  fullTimeStudent?: boolean | null;
}

export interface DependentFacts {
  id?: string;
  name?: string;
  /** YYYY-MM-DD; under 17 at the end of 2025 (born 2009 or later) is a qualifying child. */
  dateOfBirth?: string | null;
  /** As entered ("Son", "Daughter", "Niece"…): the EIC relationship test (IRC §152(c)(2)). */
  relationship?: string | null;
  /** Months the dependent lived with the taxpayer in the United States in 2025 (0–12); asked. */
  monthsInHome?: number | null;
  /** A full-time student in 2025 (EIC: under 24 and a student counts). */
  fullTimeStudent?: boolean | null;
  /** Permanently and totally disabled (EIC: any age). */
  disabled?: boolean | null;
}

/** Who a 1098-T's student is, with the Form 8863 questions answered. */
export interface StudentFacts {
  /** 'taxpayer', 'spouse' or a dependent's id. */
  who: string;
  name?: string;
  /** The 1098-T documents for this student (by id). */
  documentIds: readonly string[];
  /** At least half-time for one academic period beginning in 2025 (Form 8863 line 24); else 1098-T box 8. */
  halfTime?: boolean | null;
  /** Years the AOTC (or Hope credit) was claimed before 2025 (Form 8863 line 23: four or more ends it). */
  aotcYearsClaimed?: number | null;
  /** Completed the first four years of postsecondary education before 2025 (Form 8863 line 25). */
  firstFourYearsDone?: boolean | null;
}

/** One child or dependent care provider (Form 2441 Part I). */
export interface CareProvider {
  name: string;
  /** SSN or EIN of the provider, as entered. */
  tin?: string | null;
  /** Amount paid in 2025 for the care of qualifying persons. */
  amountPaid: Money;
}

export interface Form1099RFields {
  box1_gross_distribution?: Money;
  box2a_taxable_amount?: Money;
  box2b_taxable_amount_not_determined?: boolean;
  box4_federal_income_tax_withheld?: Money;
  box7_distribution_codes?: string;
  box7_ira_sep_simple?: boolean;
}

export interface Ssa1099Fields {
  box3_benefits_paid?: Money;
  box4_benefits_repaid?: Money;
  box5_net_benefits?: Money;
  box6_voluntary_federal_income_tax_withheld?: Money;
}

export interface Form1099GFields {
  box1_unemployment_compensation?: Money;
  box2_state_local_refunds?: Money;
  box3_tax_year_of_refund?: number;
  box4_federal_income_tax_withheld?: Money;
}

export interface Form1098TFields {
  box1_payments_received?: Money;
  box5_scholarships_grants?: Money;
  box8_half_time_student?: boolean;
  box9_graduate_student?: boolean;
  /** The school: Form 8863 line 22 (name is the document's label). */
  payer_address?: string;
  payer_tin?: string;
}

export interface Form1098EFields {
  box1_student_loan_interest?: Money;
}

export interface Form1099BSale {
  applicable_checkbox_8949?: string;
  box1a_description?: string;
  box1b_date_acquired?: string;
  box1c_date_sold?: string;
  box1d_proceeds?: Money;
  box1e_cost_basis?: Money;
  box1g_wash_sale_loss_disallowed?: Money;
  box2_short_term?: boolean;
  box2_long_term?: boolean;
  box12_basis_reported?: boolean;
}

export interface Form1099BFields extends Form1099BSale {
  /** A statement with many sales; the form-level keys hold one sale otherwise. */
  sales?: readonly Form1099BSale[];
  box4_federal_income_tax_withheld?: Money;
}

/** Whose form it is, for Schedule SE (each spouse has their own wage base). Default taxpayer. */
export type Owner = 'taxpayer' | 'spouse';

export interface W2Fields {
  box1_wages?: Money;
  box2_federal_income_tax_withheld?: Money;
  box3_social_security_wages?: Money;
  box4_social_security_tax_withheld?: Money;
  box5_medicare_wages?: Money;
  box6_medicare_tax_withheld?: Money;
  box7_social_security_tips?: Money;
  states?: { state?: string; state_income_tax?: Money; local_income_tax?: Money }[];
}

export interface Form1099IntFields {
  box1_interest_income?: Money;
  box2_early_withdrawal_penalty?: Money;
  box3_us_savings_bond_treasury_interest?: Money;
  box4_federal_income_tax_withheld?: Money;
  box8_tax_exempt_interest?: Money;
  states?: { state?: string; state_tax_withheld?: Money }[];
}

export interface Form1099DivFields {
  box1a_total_ordinary_dividends?: Money;
  box1b_qualified_dividends?: Money;
  box2a_total_capital_gain?: Money;
  box4_federal_income_tax_withheld?: Money;
  box12_exempt_interest_dividends?: Money;
  states?: { state?: string; state_tax_withheld?: Money }[];
}

export interface Form1099NecFields {
  box1_nonemployee_compensation?: Money;
  box4_federal_income_tax_withheld?: Money;
  states?: { state?: string; state_tax_withheld?: Money }[];
}

export interface Form1099MiscFields {
  box1_rents?: Money;
  box2_royalties?: Money;
  box3_other_income?: Money;
  box4_federal_income_tax_withheld?: Money;
  states?: { state?: string; state_tax_withheld?: Money }[];
}

export interface Form1098Fields {
  box1_mortgage_interest?: Money;
  box5_mortgage_insurance_premiums?: Money;
  box6_points_paid?: Money;
}

/** One confirmed document: its id (for documentRefs), a label for sources, and its fields. */
export interface DocumentEntry<F> {
  id: string;
  label: string;
  owner?: Owner;
  fields: F;
}

export interface EstimateInput {
  filingStatus: FilingStatus;
  taxpayer: PersonFacts;
  /** Counted for the standard deduction and senior deduction on a joint return only. */
  spouse?: PersonFacts | null;
  dependents?: readonly DependentFacts[];
  documents: {
    w2?: readonly DocumentEntry<W2Fields>[];
    '1099-int'?: readonly DocumentEntry<Form1099IntFields>[];
    '1099-div'?: readonly DocumentEntry<Form1099DivFields>[];
    '1099-nec'?: readonly DocumentEntry<Form1099NecFields>[];
    '1099-misc'?: readonly DocumentEntry<Form1099MiscFields>[];
    '1098'?: readonly DocumentEntry<Form1098Fields>[];
    '1099-r'?: readonly DocumentEntry<Form1099RFields>[];
    'ssa-1099'?: readonly DocumentEntry<Ssa1099Fields>[];
    '1099-g'?: readonly DocumentEntry<Form1099GFields>[];
    '1098-t'?: readonly DocumentEntry<Form1098TFields>[];
    '1098-e'?: readonly DocumentEntry<Form1098EFields>[];
    '1099-b'?: readonly DocumentEntry<Form1099BFields>[];
  };
  /** The students of the 1098-Ts, with the Form 8863 answers. */
  students?: readonly StudentFacts[];
  /** Child and dependent care paid in 2025, by provider (Form 2441). */
  careProviders?: readonly CareProvider[];
  /** IRA contributions and elective deferrals for 2025 (Form 8880 lines 1–2), per person. */
  retirementContributions?: Partial<Record<Owner, Money>>;
  /**
   * For a 1099-G state or local refund: did the 2024 return itemize, and by how much did the 2024
   * itemized deductions exceed the 2024 standard deduction (the refund is taxable only to that
   * extent; State and Local Income Tax Refund Worksheet). Asked, never guessed.
   */
  priorYear?: { itemized?: boolean | null; itemizedOverStandard?: Money | null };
  /** Capital loss carryover from 2024 (Schedule D lines 6 and 14), as positive amounts. */
  capitalLossCarryover?: { shortTerm?: Money | null; longTerm?: Money | null };
  /** Married filing separately: lived with the spouse at any time in 2025 (social security worksheet line 8). */
  livedWithSpouse?: boolean | null;
  /** Schedule C expenses per person, as money strings (optional). */
  businessExpenses?: Partial<Record<Owner, Money>>;
  /** Real estate taxes paid (Schedule A line 5b), when known (optional). */
  propertyTaxesPaid?: Money;
}

export interface EstimateLine {
  key: string;
  label: string;
  amountCents: Cents;
  source: string;
  documentRefs?: string[];
}

export interface Estimate2025 {
  taxYear: 2025;
  filingStatus: FilingStatus;
  /** Form 1040 lines in line order, each preceded by the schedule lines that feed it. */
  lines: EstimateLine[];
  deductionMethod: 'standard' | 'itemized';
  taxMethod: 'tax_table' | 'tax_computation_worksheet' | 'qualified_dividends_capital_gain_worksheet';
  result: { kind: 'refund' | 'owed' | 'even'; amountCents: Cents };
  /** Facts the estimate assumed or ignored for this household (e.g. a dependent without a date of birth). */
  warnings: string[];
  /** The questions still unanswered that would change the estimate (also in `warnings`); the review lists them as missing information. */
  questions: string[];
  notCovered: readonly string[];
  /** The credit forms the return uses, with the worksheet values above (filled by server/review/forms-credits.ts). */
  creditForms?: CreditForms;
  /** What the filled forms need beyond the lines: the dependents' boxes, Schedule B payers, Form 8949 rows. */
  forms: EstimateForms;
}

/** One dependent as the Form 1040 Dependents section shows it, with the credit the estimate gave. */
export interface DependentDecision {
  name: string;
  /** Lived with the taxpayer in the United States more than half of 2025; null when not answered. */
  livedWithYou: boolean | null;
  fullTimeStudent: boolean;
  disabled: boolean;
  /** The Form 1040 column (7) box: counted for the child tax credit or the credit for other dependents; null when not counted. */
  credit: 'child_tax_credit' | 'other_dependent' | null;
}

/** One Schedule B payer row: a 1099-INT (boxes 1 + 3) or 1099-DIV (box 1a). */
export interface PayerAmount {
  documentId: string;
  payer: string;
  amountCents: Cents;
  box: string;
}

/** One Form 8949 row from a 1099-B sale, in the estimate's category. */
export interface SaleRow {
  documentId: string;
  broker: string;
  /** 1-based position of the sale on its 1099-B. */
  saleNumber: number;
  category: 'A' | 'B' | 'D' | 'E';
  description: string | null;
  dateAcquired: string | null;
  dateSold: string | null;
  proceedsCents: Cents;
  basisCents: Cents;
  /** Column (f): 'W' for a wash sale loss disallowed (1099-B box 1g), else ''. */
  adjustmentCode: string;
  adjustmentCents: Cents;
  gainCents: Cents;
}

export interface EstimateForms {
  /** In the order of the input's dependents (including those not counted). */
  dependents: DependentDecision[];
  interest: PayerAmount[];
  dividends: PayerAmount[];
  sales: SaleRow[];
}

/** What this estimate does not compute; shown with every estimate. */
export const NOT_COVERED: readonly string[] = [
  'State and local income tax returns',
  'Alternative minimum tax (Form 6251)',
  'Additional Medicare Tax (Form 8959) and net investment income tax (Form 8960)',
  'Earned income credit married filing separately, for taxpayers who are someone else’s qualifying child, and the tie-breaker rules when two people could claim a child',
  'Foreign tax credit, residential energy and other Schedule 3 credits; the child and dependent care credit with employer-provided benefits (W-2 box 10) or a student or disabled spouse',
  'Qualified business income deduction (Form 8995, line 13a)',
  'Schedule 1-A deductions other than the senior deduction: tips, overtime, car loan interest',
  'Form 8949 sales without a 1099-B (boxes C and F), adjustment codes other than the wash sale, collectibles (28 %) and unrecaptured §1250 gain',
  'Rental and royalty expenses and depreciation (Schedule E); passive activity limits',
  'Business expenses beyond the amount entered, home office, vehicle (Schedule C)',
  'Basis in pensions and IRAs (Form 8606, the Simplified Method), exceptions to the additional tax on early distributions, and the lump-sum election for social security benefits',
  'Adjustments other than half of self-employment tax, the early withdrawal penalty and student loan interest: IRA, HSA, educator expenses',
  'Itemized deductions other than state and local income tax withheld, property taxes entered, mortgage interest and points: charity, medical, other',
  'Mortgage interest limits on debt over $750,000 ($375,000 MFS) and points that must be amortized',
  'Dependents claimed by someone else, the dependent standard deduction and the kiddie tax',
  'Schedule 8812 Part II-B (additional child tax credit for three or more children from social security taxes)',
  'Estimated tax payments, prior-year overpayment applied, and the underpayment penalty',
  'Foreign income',
  'Premium tax credit (Form 8962)',
  'The rule that denies the refundable American opportunity credit to some students under 24 (Form 8863 line 7), and education expenses beyond 1098-T box 1 − box 5',
];

const ONE_THOUSAND = 1_000_00;

interface Collected {
  total: Cents;
  refs: string[];
  labels: string[];
}

function money(value: Money | undefined, where: string): Cents {
  if (value === undefined) return 0;
  try {
    return parseMoney(value);
  } catch {
    throw new RangeError(`${where}: not a money amount: ${JSON.stringify(value)}`);
  }
}

/** Sums one amount across documents, remembering which documents contributed a non-zero amount. */
function collect<F>(docs: readonly DocumentEntry<F>[], pick: (f: F, where: string) => Cents): Collected {
  const out: Collected = { total: 0, refs: [], labels: [] };
  for (const d of docs) {
    const amount = pick(d.fields, `${d.label} (${d.id})`);
    if (amount !== 0) {
      out.total = sumCents([out.total, amount]);
      out.refs.push(d.id);
      out.labels.push(d.label);
    }
  }
  return out;
}

function stateRowsTotal(rows: readonly { state_tax_withheld?: Money }[] | undefined, where: string): Cents {
  return sumCents((rows ?? []).map((r) => money(r.state_tax_withheld, where)));
}

function merge(...parts: Collected[]): Collected {
  return {
    total: sumCents(parts.map((p) => p.total)),
    refs: [...new Set(parts.flatMap((p) => p.refs))],
    labels: [...new Set(parts.flatMap((p) => p.labels))],
  };
}

function from(box: string, c: Collected): string {
  return c.labels.length ? `${box} (${c.labels.join(', ')})` : `${box} (none)`;
}

/** Is 65 or older at the end of 2025 (born before January 2, 1961). */
export function is65OrOlder(dateOfBirth: string | null | undefined): boolean {
  return typeof dateOfBirth === 'string' && dateOfBirth !== '' && dateOfBirth < AGE_65_BORN_BEFORE;
}

/** Is a qualifying child by age for the child tax credit: under 17 at the end of 2025. */
export function isUnder17AtYearEnd(dateOfBirth: string | null | undefined): boolean {
  return typeof dateOfBirth === 'string' && dateOfBirth >= CTC_CHILD_BORN_ON_OR_AFTER && dateOfBirth <= '2025-12-31';
}

/** Tax on an amount by the rate schedule (exact, rounded once to the cent, half up). */
export function scheduleTax(taxable: Cents, status: FilingStatus): Cents {
  let lower = 0;
  let basisPointCents = 0n; // sum of portion × rate in cent-basis-points
  for (const b of BRACKETS[status]) {
    const upper = b.upTo ?? Number.MAX_SAFE_INTEGER;
    if (taxable <= lower) break;
    const portion = Math.min(taxable, upper) - lower;
    basisPointCents += BigInt(portion) * BigInt(b.rateBps);
    lower = upper;
  }
  const whole = basisPointCents / 10_000n;
  const rest = basisPointCents % 10_000n;
  return Number(whole + (rest * 2n >= 10_000n ? 1n : 0n));
}

/**
 * Tax on taxable income as Form 1040 line 16 instructions say: under $100,000 the Tax Table (tax
 * on the midpoint of the $5/$10/$25/$50 row, rounded to the dollar); from $100,000 the Tax
 * Computation Worksheet (the rate schedule).
 */
export function taxOnOrdinaryIncome(taxable: Cents, status: FilingStatus): Cents {
  if (taxable <= 0) return 0;
  if (taxable >= TAX_TABLE_LIMIT) return scheduleTax(taxable, status);
  if (taxable < 5_00) return 0; // Tax Table first row: $0–$5, tax $0
  let start: Cents;
  let width: Cents;
  if (taxable < 25_00) {
    width = 10_00;
    start = 5_00 + Math.floor((taxable - 5_00) / width) * width;
  } else if (taxable < 3_000_00) {
    width = 25_00;
    start = 25_00 + Math.floor((taxable - 25_00) / width) * width;
  } else {
    width = 50_00;
    start = Math.floor(taxable / width) * width;
  }
  return roundToWholeDollars(scheduleTax(start + width / 2, status));
}

/** The 2025 Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions, line 16). */
export function qualifiedDividendsCapitalGainTax(
  taxableIncome: Cents,
  qualifiedDividends: Cents,
  capitalGain: Cents,
  status: FilingStatus,
): { tax: Cents; lines: Record<number, Cents> } {
  const t = CAPITAL_GAIN_THRESHOLDS[status];
  const l1 = taxableIncome;
  const l2 = qualifiedDividends;
  const l3 = nonNegative(capitalGain);
  const l4 = l2 + l3;
  const l5 = nonNegative(l1 - l4);
  const l6 = t.zeroUpTo;
  const l7 = minCents(l1, l6);
  const l8 = minCents(l5, l7);
  const l9 = l7 - l8; // taxed at 0 %
  const l10 = minCents(l1, l4);
  const l11 = l9;
  const l12 = l10 - l11;
  const l13 = t.fifteenUpTo;
  const l14 = minCents(l1, l13);
  const l15 = l5 + l9;
  const l16 = nonNegative(l14 - l15);
  const l17 = minCents(l12, l16);
  const l18 = multiplyByRate(l17, bps(1500));
  const l19 = l9 + l17;
  const l20 = l10 - l19;
  const l21 = multiplyByRate(l20, bps(2000));
  const l22 = taxOnOrdinaryIncome(l5, status);
  const l23 = l18 + l21 + l22;
  const l24 = taxOnOrdinaryIncome(l1, status);
  const l25 = minCents(l23, l24);
  return {
    tax: l25,
    lines: { 1: l1, 2: l2, 3: l3, 4: l4, 5: l5, 6: l6, 7: l7, 8: l8, 9: l9, 10: l10, 11: l11, 12: l12, 13: l13, 14: l14, 15: l15, 16: l16, 17: l17, 18: l18, 19: l19, 20: l20, 21: l21, 22: l22, 23: l23, 24: l24, 25: l25 },
  };
}

/** Schedule SE for one person: SE tax and its deductible half. */
export function scheduleSE(netProfit: Cents, socialSecurityWagesAndTips: Cents): { netEarnings: Cents; tax: Cents; deduction: Cents } {
  if (netProfit <= 0) return { netEarnings: 0, tax: 0, deduction: 0 };
  const line4a = multiplyByRate(netProfit, bps(SELF_EMPLOYMENT.netEarningsFactorBps));
  if (line4a < SELF_EMPLOYMENT.minimumNetEarnings) return { netEarnings: 0, tax: 0, deduction: 0 };
  const line9 = nonNegative(PAYROLL.socialSecurityWageBase - socialSecurityWagesAndTips);
  const line10 = multiplyByRate(minCents(line4a, line9), bps(SELF_EMPLOYMENT.socialSecurityRateBps));
  const line11 = multiplyByRate(line4a, bps(SELF_EMPLOYMENT.medicareRateBps));
  const tax = line10 + line11;
  return { netEarnings: line4a, tax, deduction: multiplyByRate(tax, bps(SELF_EMPLOYMENT.deductionShareBps)) };
}

/** The SALT deduction allowed for 2025 (Schedule A line 5e; IRC §164(b)(7) as amended by OBBBA). */
export function saltLimit(status: FilingStatus, magi: Cents): Cents {
  const mfs = status === 'married_filing_separately';
  const cap = mfs ? SALT.cap.married_filing_separately : SALT.cap.other;
  const threshold = mfs ? SALT.phaseDownThreshold.married_filing_separately : SALT.phaseDownThreshold.other;
  const floor = mfs ? SALT.floor.married_filing_separately : SALT.floor.other;
  const reduction = multiplyByRate(nonNegative(magi - threshold), bps(SALT.phaseDownRateBps));
  return maxCents(floor, cap - reduction);
}

/** Is under `age` at the end of 2025 (born in 2025 − age + 1 or later, and not after 2025). */
function underAtYearEnd(dateOfBirth: string | null | undefined, age: number): boolean {
  return typeof dateOfBirth === 'string' && dateOfBirth !== '' && dateOfBirth >= `${2025 - age + 1}-01-01` && dateOfBirth <= '2025-12-31';
}

/** The EIC relationship test as entered: a child, stepchild, foster child, sibling or a descendant of one (IRC §152(c)(2)). */
const EIC_RELATIONSHIP = /son|daughter|child|step|foster|brother|sister|sibling|grand|niece|nephew/i;

/** The 1099-B category of a sale (Form 8949 boxes A/B short term, D/E long term; C/F not reported on a 1099-B). */
function saleCategory(s: Form1099BSale): 'A' | 'B' | 'D' | 'E' | null {
  const box = (s.applicable_checkbox_8949 ?? '').trim().toUpperCase();
  if (box === 'A' || box === 'B' || box === 'D' || box === 'E') return box;
  let long: boolean | null = s.box2_long_term === true ? true : s.box2_short_term === true ? false : null;
  if (long === null && s.box1b_date_acquired && s.box1c_date_sold && /^\d{4}-\d{2}-\d{2}$/.test(s.box1b_date_acquired)) {
    const [y, m, d] = s.box1b_date_acquired.split('-');
    long = s.box1c_date_sold > `${Number(y) + 1}-${m}-${d}`; // held more than one year (IRC §1222)
  }
  if (long === null) return null;
  const covered = s.box12_basis_reported !== false;
  return long ? (covered ? 'D' : 'E') : covered ? 'A' : 'B';
}

/** Computes the 2025 federal estimate for one household from confirmed document fields. */
export function estimate2025(input: EstimateInput): Estimate2025 {
  const status = input.filingStatus;
  const joint = isJoint(status);
  const mfs = status === 'married_filing_separately';
  const docs = input.documents;
  const warnings: string[] = [];
  const questions: string[] = [];
  /** A question only the taxpayer can answer: shown with the warnings and listed as missing information. */
  const ask = (text: string) => {
    if (!questions.includes(text)) questions.push(text);
    if (!warnings.includes(text)) warnings.push(text);
  };
  // Only a joint return carries the spouse's forms; on any other return they are left out.
  const mine = <F>(list: readonly DocumentEntry<F>[] | undefined): readonly DocumentEntry<F>[] => {
    const all = list ?? [];
    if (joint) return all;
    for (const d of all.filter((e) => e.owner === 'spouse')) {
      warnings.push(`${d.label} is marked as the spouse’s and is left out: only a joint return includes the spouse’s income.`);
    }
    return all.filter((e) => e.owner !== 'spouse');
  };
  const w2s = mine(docs.w2);
  const ints = mine(docs['1099-int']);
  const divs = mine(docs['1099-div']);
  const necs = mine(docs['1099-nec']);
  const miscs = mine(docs['1099-misc']);
  const f1098s = mine(docs['1098']);
  const rs = mine(docs['1099-r']);
  const ssas = mine(docs['ssa-1099']);
  const gs = mine(docs['1099-g']);
  const f1098ts = mine(docs['1098-t']);
  const f1098es = mine(docs['1098-e']);
  const bs = mine(docs['1099-b']);
  const lines: EstimateLine[] = [];
  const add = (key: string, label: string, amountCents: Cents, source: string, refs?: string[]) => {
    lines.push({ key, label, amountCents, source, ...(refs && refs.length ? { documentRefs: refs } : {}) });
    return amountCents;
  };
  const ownerOf = (d: { owner?: Owner }): Owner => (d.owner === 'spouse' ? 'spouse' : 'taxpayer');

  // ---- Income ------------------------------------------------------------------------------
  const wages = collect(w2s, (f, w) => money(f.box1_wages, w));
  add('1a', 'Wages, salaries, tips (W-2 box 1)', wages.total, from('W-2 box 1', wages), wages.refs);
  const line1z = add('1z', 'Total wages', wages.total, 'Form 1040 line 1z (= line 1a; lines 1b–1h not covered)');

  const exemptInt = collect(ints, (f, w) => money(f.box8_tax_exempt_interest, w));
  const exemptDiv = collect(divs, (f, w) => money(f.box12_exempt_interest_dividends, w));
  const exempt = merge(exemptInt, exemptDiv);
  const line2a = add('2a', 'Tax-exempt interest (reported, not taxed)', exempt.total,
    `${from('1099-INT box 8', exemptInt)}; ${from('1099-DIV box 12', exemptDiv)}; Form 1040 line 2a`, exempt.refs);

  const taxableInt = collect(ints, (f, w) => money(f.box1_interest_income, w) + money(f.box3_us_savings_bond_treasury_interest, w));
  const line2b = add('2b', 'Taxable interest', taxableInt.total,
    `${from('1099-INT boxes 1 + 3', taxableInt)}; Form 1040 line 2b (Schedule B)`, taxableInt.refs);

  const qualified = collect(divs, (f, w) => minCents(money(f.box1b_qualified_dividends, w), money(f.box1a_total_ordinary_dividends, w)));
  const line3a = add('3a', 'Qualified dividends', qualified.total, `${from('1099-DIV box 1b', qualified)}; Form 1040 line 3a`, qualified.refs);
  const ordinary = collect(divs, (f, w) => money(f.box1a_total_ordinary_dividends, w));
  const line3b = add('3b', 'Ordinary dividends', ordinary.total, `${from('1099-DIV box 1a', ordinary)}; Form 1040 line 3b (Schedule B)`, ordinary.refs);

  // Lines 4a–5b: 1099-R, IRA (box 7 IRA/SEP/SIMPLE ticked) or pension. Code G/H: direct rollover, not taxable.
  const rollover = (f: Form1099RFields) => /[GH]/i.test(f.box7_distribution_codes ?? '');
  const taxableOf = (f: Form1099RFields, w: string): Cents => {
    if (rollover(f)) return 0;
    if (f.box2a_taxable_amount !== undefined) return money(f.box2a_taxable_amount, w);
    warnings.push(`${w.replace(/ \(.*\)$/, '')}: 1099-R box 2a is blank, so the whole gross distribution (box 1) is counted as taxable; basis recovery (Form 8606, the Simplified Method) is not covered.`);
    return money(f.box1_gross_distribution, w);
  };
  const iras = rs.filter((d) => d.fields.box7_ira_sep_simple === true);
  const pensions = rs.filter((d) => d.fields.box7_ira_sep_simple !== true);
  const iraGross = collect(iras, (f, w) => money(f.box1_gross_distribution, w));
  const iraTaxable = collect(iras, taxableOf);
  const pensionGross = collect(pensions, (f, w) => money(f.box1_gross_distribution, w));
  const pensionTaxable = collect(pensions, taxableOf);
  const rolloverNote = rs.some((d) => rollover(d.fields)) ? ' (code G/H direct rollovers not taxable)' : '';
  add('4a', 'IRA distributions', iraGross.total, `${from('1099-R box 1, IRA/SEP/SIMPLE ticked', iraGross)}; Form 1040 line 4a`, iraGross.refs);
  const line4b = add('4b', 'IRA distributions: taxable amount', iraTaxable.total,
    `${from('1099-R box 2a', iraTaxable)}${rolloverNote}; Form 1040 line 4b`, iraTaxable.refs);
  add('5a', 'Pensions and annuities', pensionGross.total, `${from('1099-R box 1', pensionGross)}; Form 1040 line 5a`, pensionGross.refs);
  const line5b = add('5b', 'Pensions and annuities: taxable amount', pensionTaxable.total,
    `${from('1099-R box 2a', pensionTaxable)}${rolloverNote}; Form 1040 line 5b`, pensionTaxable.refs);
  const early = collect(rs.filter((d) => /1/.test(d.fields.box7_distribution_codes ?? '')), taxableOf);

  // Schedule D and Form 8949 (1099-B sales, carryover), or line 7 straight from 1099-DIV box 2a.
  const capGain = collect(divs, (f, w) => money(f.box2a_total_capital_gain, w));
  const carryST = money(input.capitalLossCarryover?.shortTerm ?? undefined, 'short-term capital loss carryover');
  const carryLT = money(input.capitalLossCarryover?.longTerm ?? undefined, 'long-term capital loss carryover');
  const categories = { A: [] as string[], B: [] as string[], D: [] as string[], E: [] as string[] };
  const byCategory = { A: 0, B: 0, D: 0, E: 0 };
  let salesCount = 0;
  const saleRows: SaleRow[] = [];
  for (const d of bs) {
    const w = `${d.label} (${d.id})`;
    const sales = d.fields.sales && d.fields.sales.length ? d.fields.sales : [d.fields];
    for (const [i, s] of sales.entries()) {
      if (s.box1d_proceeds === undefined && s.box1e_cost_basis === undefined) continue;
      const cat = saleCategory(s);
      if (!cat) {
        warnings.push(`${d.label}: a sale (${s.box1a_description ?? 'no description'}) says neither short nor long term; it is left out.`);
        continue;
      }
      const gain = money(s.box1d_proceeds, w) - money(s.box1e_cost_basis, w) + money(s.box1g_wash_sale_loss_disallowed, w);
      byCategory[cat] += gain;
      if (!categories[cat].includes(d.id)) categories[cat].push(d.id);
      salesCount++;
      const wash = money(s.box1g_wash_sale_loss_disallowed, w);
      saleRows.push({
        documentId: d.id, broker: d.label, saleNumber: i + 1, category: cat,
        description: s.box1a_description ?? null, dateAcquired: s.box1b_date_acquired ?? null, dateSold: s.box1c_date_sold ?? null,
        proceedsCents: money(s.box1d_proceeds, w), basisCents: money(s.box1e_cost_basis, w),
        adjustmentCode: wash !== 0 ? 'W' : '', adjustmentCents: wash, gainCents: gain,
      });
    }
  }
  const usesScheduleD = salesCount > 0 || carryST > 0 || carryLT > 0;
  let line7: Cents;
  let schD = { short: 0, long: 0, total: 0 };
  if (usesScheduleD) {
    const bRefs = [...new Set([...categories.A, ...categories.B, ...categories.D, ...categories.E])];
    add('schD_1b', 'Short-term sales, basis reported (8949 box A)', byCategory.A, 'Form 8949 Part I box A (1099-B box 1d − 1e + 1g) → Schedule D line 1b', categories.A);
    add('schD_2', 'Short-term sales, basis not reported (8949 box B)', byCategory.B, 'Form 8949 Part I box B → Schedule D line 2', categories.B);
    add('schD_6', 'Short-term capital loss carryover', -carryST, 'Amount entered (2024 Capital Loss Carryover Worksheet line 8); Schedule D line 6');
    const short = add('schD_7', 'Net short-term capital gain or (loss)', byCategory.A + byCategory.B - carryST, 'Schedule D line 7 = 1b + 2 + 6');
    add('schD_8b', 'Long-term sales, basis reported (8949 box D)', byCategory.D, 'Form 8949 Part II box D → Schedule D line 8b', categories.D);
    add('schD_9', 'Long-term sales, basis not reported (8949 box E)', byCategory.E, 'Form 8949 Part II box E → Schedule D line 9', categories.E);
    add('schD_13', 'Capital gain distributions', capGain.total, `${from('1099-DIV box 2a', capGain)}; Schedule D line 13`, capGain.refs);
    add('schD_14', 'Long-term capital loss carryover', -carryLT, 'Amount entered (2024 Capital Loss Carryover Worksheet line 13); Schedule D line 14');
    const long = add('schD_15', 'Net long-term capital gain or (loss)', byCategory.D + byCategory.E + capGain.total - carryLT, 'Schedule D line 15 = 8b + 9 + 13 + 14');
    const net = add('schD_16', 'Net capital gain or (loss)', short + long, 'Schedule D line 16 = 7 + 15');
    schD = { short, long, total: net };
    const allowed = capitalGainOrDeductibleLoss(net, status);
    const limitText = mfs ? '$1,500' : '$3,000';
    line7 = add('7a', 'Capital gain or (loss)', allowed,
      net < 0 ? `Schedule D line 21: the loss, at most ${limitText} (IRC §1211(b)) → Form 1040 line 7a` : 'Schedule D line 16 → Form 1040 line 7a',
      [...bRefs, ...capGain.refs]);
  } else {
    line7 = add('7a', 'Capital gain distributions', capGain.total,
      `${from('1099-DIV box 2a', capGain)}; Form 1040 line 7a (Schedule D not required, instructions line 7)`, capGain.refs);
  }

  // Schedule C and Schedule SE, per person.
  const owners: Owner[] = joint ? ['taxpayer', 'spouse'] : ['taxpayer'];
  let businessIncome = 0;
  let seTax = 0;
  let seDeduction = 0;
  const necRefs: string[] = [];
  const necLabels: string[] = [];
  const earnedBy: Record<Owner, Cents> = { taxpayer: 0, spouse: 0 };
  for (const owner of owners) {
    earnedBy[owner] += sumCents(w2s.filter((d) => ownerOf(d) === owner).map((d) => money(d.fields.box1_wages, `${d.label} (${d.id})`)));
    const ownNecs = necs.filter((d) => ownerOf(d) === owner);
    const gross = collect(ownNecs, (f, w) => money(f.box1_nonemployee_compensation, w));
    const expenses = money(input.businessExpenses?.[owner], `business expenses (${owner})`);
    if (gross.total === 0 && expenses === 0) continue;
    const profit = subCents(gross.total, expenses);
    businessIncome += profit;
    necRefs.push(...gross.refs);
    necLabels.push(...gross.labels);
    const ssWages = sumCents(
      w2s.filter((d) => ownerOf(d) === owner).map((d) => {
        const w = `${d.label} (${d.id})`;
        return money(d.fields.box3_social_security_wages, w) + money(d.fields.box7_social_security_tips, w);
      }),
    );
    const se = scheduleSE(profit, ssWages);
    seTax += se.tax;
    seDeduction += se.deduction;
    earnedBy[owner] += profit - se.deduction;
  }

  // Schedule 1 line 1: a state or local refund, taxable only to the extent it gave a 2024 benefit.
  const refunds = collect(gs, (f, w) => money(f.box2_state_local_refunds, w));
  let taxableRefund = 0;
  let refundSource = `${from('1099-G box 2', refunds)}; Schedule 1 line 1`;
  if (refunds.total > 0) {
    for (const d of gs) {
      const y = d.fields.box3_tax_year_of_refund;
      if (d.fields.box2_state_local_refunds && y !== undefined && y !== 2024) {
        warnings.push(`${d.label}: the refund is for ${y}, not 2024; the State and Local Income Tax Refund Worksheet for another year is not covered.`);
      }
    }
    const itemized = input.priorYear?.itemized;
    if (itemized === true) {
      const excess = input.priorYear?.itemizedOverStandard;
      if (excess === undefined || excess === null || excess === '') {
        ask('You itemized in 2024: say by how much your 2024 itemized deductions exceeded the standard deduction to count the taxable part of your state refund.');
        refundSource += ': the 2024 itemized amount over the standard deduction is not answered yet, so nothing is counted';
      } else {
        const over = money(excess, '2024 itemized deductions over the standard deduction');
        taxableRefund = minCents(refunds.total, nonNegative(over));
        refundSource += `: taxable up to the 2024 itemized deductions over the standard deduction, ${formatUsd(over)} (State and Local Income Tax Refund Worksheet; IRC §111)`;
      }
    } else if (itemized === false) {
      refundSource += ': not taxable, the 2024 return took the standard deduction (IRC §111)';
    } else {
      ask('Say whether your 2024 return itemized deductions: a state refund is taxable only if it did.');
      refundSource += ': whether 2024 was itemized is not answered yet, so nothing is counted';
    }
  }
  const sch1Line1 = add('sch1_1', 'Taxable refunds of state and local income taxes', taxableRefund, refundSource, refunds.refs);

  const necSource = necLabels.length ? `1099-NEC box 1 (${necLabels.join(', ')})` : '1099-NEC box 1 (none)';
  const sch1Line3 = add('sch1_3', 'Business income (Schedule C)', businessIncome,
    `${necSource} less business expenses entered; Schedule C line 31 → Schedule 1 line 3`, necRefs);

  const rents = collect(miscs, (f, w) => money(f.box1_rents, w));
  const royalties = collect(miscs, (f, w) => money(f.box2_royalties, w));
  const rentRoyalty = merge(rents, royalties);
  const sch1Line5 = add('sch1_5', 'Rents and royalties (Schedule E, no expenses)', rentRoyalty.total,
    `${from('1099-MISC box 1', rents)}; ${from('1099-MISC box 2', royalties)}; Schedule E lines 3–4 → Schedule 1 line 5`, rentRoyalty.refs);

  const unemployment = collect(gs, (f, w) => money(f.box1_unemployment_compensation, w));
  const sch1Line7 = add('sch1_7', 'Unemployment compensation', unemployment.total, `${from('1099-G box 1', unemployment)}; Schedule 1 line 7`, unemployment.refs);

  const other = collect(miscs, (f, w) => money(f.box3_other_income, w));
  const sch1Line8z = add('sch1_8z', 'Other income', other.total, `${from('1099-MISC box 3', other)}; Schedule 1 line 8z`, other.refs);

  const sch1Line10 = sch1Line1 + sch1Line3 + sch1Line5 + sch1Line7 + sch1Line8z;

  // Adjustments other than student loan interest (they enter the social security worksheet).
  const penalty = collect(ints, (f, w) => money(f.box2_early_withdrawal_penalty, w));
  const otherAdjustments = seDeduction + penalty.total;

  // Lines 6a–6b: Social Security Benefits Worksheet.
  const benefits = collect(ssas, (f, w) =>
    f.box5_net_benefits !== undefined ? money(f.box5_net_benefits, w) : money(f.box3_benefits_paid, w) - money(f.box4_benefits_repaid, w));
  const ssIncome = line1z + line2b + line3b + line4b + line5b + line7 + sch1Line10;
  const ss = taxableSocialSecurity(benefits.total, ssIncome, line2a, otherAdjustments, status, input.livedWithSpouse !== false);
  if (mfs && benefits.total > 0 && (input.livedWithSpouse === undefined || input.livedWithSpouse === null)) {
    ask('Married filing separately with social security benefits: say whether you lived with your spouse at any time in 2025 (counted as yes until answered).');
  }
  add('6a', 'Social security benefits', benefits.total, `${from('SSA-1099 box 5', benefits)}; Form 1040 line 6a`, benefits.refs);
  const ssl = ss.lines;
  const line6b = add('6b', 'Social security benefits: taxable amount', ss.taxable,
    benefits.total === 0
      ? 'Form 1040 line 6b (no benefits)'
      : `Social Security Benefits Worksheet (Form 1040 instructions, lines 6a–6b; IRC §86): half of benefits ${formatUsd(ssl[2] ?? 0)} + other income ${formatUsd(ssl[3] ?? 0)} + tax-exempt interest ${formatUsd(ssl[4] ?? 0)} − adjustments ${formatUsd(ssl[6] ?? 0)} = ${formatUsd(ssl[7] ?? 0)}` +
          (ssl[8] !== undefined ? ` over the base ${formatUsd(ssl[8])}` : '') + `; taxable ${formatUsd(ss.taxable)} (at most 85 %)`,
    benefits.refs);

  const line8 = add('8', 'Additional income from Schedule 1', sch1Line10,
    'Schedule 1 line 10 = lines 1 + 3 + 5 + 7 + 8z; Form 1040 line 8');
  const line9 = add('9', 'Total income', line1z + line2b + line3b + line4b + line5b + line6b + line7 + line8,
    'Form 1040 line 9 = 1z + 2b + 3b + 4b + 5b + 6b + 7a + 8');

  // ---- Adjustments and AGI ------------------------------------------------------------------
  add('sch1_15', 'Deductible part of self-employment tax', seDeduction, 'Schedule SE line 13 (50 % of SE tax; IRC §164(f)) → Schedule 1 line 15', necRefs);
  add('sch1_18', 'Penalty on early withdrawal of savings', penalty.total, `${from('1099-INT box 2', penalty)}; Schedule 1 line 18`, penalty.refs);
  const loanInterest = collect(f1098es, (f, w) => money(f.box1_student_loan_interest, w));
  const sliMagi = line9 - otherAdjustments; // Student Loan Interest Deduction Worksheet line 4
  const sli = studentLoanInterestDeduction(loanInterest.total, sliMagi, status);
  if (mfs && loanInterest.total > 0) warnings.push('Student loan interest is not deductible married filing separately (IRC §221(e)(2)).');
  add('sch1_21', 'Student loan interest deduction', sli,
    `${from('1098-E box 1', loanInterest)}; Student Loan Interest Deduction Worksheet: at most ${formatUsd(STUDENT_LOAN_INTEREST.cap)}, ` +
      `phased out over MAGI ${formatUsd(joint ? STUDENT_LOAN_INTEREST.phaseOutStart.joint : STUDENT_LOAN_INTEREST.phaseOutStart.other)} ` +
      `(Rev. Proc. 2024-40 §3.29; IRC §221); Schedule 1 line 21`, loanInterest.refs);
  const line10 = add('10', 'Adjustments to income', otherAdjustments + sli, 'Schedule 1 line 26 = 15 + 18 + 21; Form 1040 line 10');
  const agi = add('11a', 'Adjusted gross income', line9 - line10, 'Form 1040 line 11a = line 9 − line 10');
  const magi = agi; // No foreign exclusions are covered, so MAGI = AGI for every limit below.
  // ---- Deductions ---------------------------------------------------------------------------
  const people: { who: string; facts: PersonFacts }[] = [{ who: 'you', facts: input.taxpayer }];
  if (joint && input.spouse) people.push({ who: 'spouse', facts: input.spouse });
  const boxes65 = people.filter((p) => is65OrOlder(p.facts.dateOfBirth)).length;
  const boxesBlind = people.filter((p) => p.facts.blind === true).length;
  const boxes = boxes65 + boxesBlind;
  const perBox = additionalStandardDeductionPerBox(status);
  const standard = STANDARD_DEDUCTION[status] + multiplyCents(perBox, boxes);
  const standardSource =
    `Standard deduction ${formatUsd(STANDARD_DEDUCTION[status])} (OBBBA §70102; Form 1040 (2025) line 12e)` +
    (boxes ? ` + ${boxes} × ${formatUsd(perBox)} for line 12d boxes (65+: ${boxes65}, blind: ${boxesBlind}; IRC §63(f), Rev. Proc. 2024-40)` : '');

  // Schedule A
  const w2State = collect(w2s, (f, w) =>
    sumCents((f.states ?? []).map((r) => money(r.state_income_tax, w) + money(r.local_income_tax, w))));
  const state1099 = collect([...ints, ...divs, ...necs, ...miscs] as DocumentEntry<{ states?: { state_tax_withheld?: Money }[] }>[],
    (f, w) => stateRowsTotal(f.states, w));
  const stateIncomeTax = merge(w2State, state1099);
  const propertyTax = money(input.propertyTaxesPaid, 'property taxes paid');
  const saltPaid = stateIncomeTax.total + propertyTax;
  const saltAllowed = minCents(saltPaid, saltLimit(status, magi));
  const mortgage = collect(f1098s, (f, w) => money(f.box1_mortgage_interest, w) + money(f.box6_points_paid, w));
  const mip = collect(f1098s, (f, w) => money(f.box5_mortgage_insurance_premiums, w));
  if (mip.total > 0) {
    warnings.push(`Mortgage insurance premiums of ${formatUsd(mip.total)} (1098 box 5) are not deductible for 2025.`);
  }
  const itemized = saltAllowed + mortgage.total;
  const itemize = itemized > standard;

  const itemizedLines: EstimateLine[] = [
    { key: 'schA_5a', label: 'State and local income taxes', amountCents: stateIncomeTax.total,
      source: `${from('W-2 boxes 17 + 19', w2State)}; ${from('1099 state tax withheld', state1099)}; Schedule A line 5a`,
      ...(stateIncomeTax.refs.length ? { documentRefs: stateIncomeTax.refs } : {}) },
    { key: 'schA_5b', label: 'Real estate taxes', amountCents: propertyTax, source: 'Amount entered; Schedule A line 5b' },
    { key: 'schA_5e', label: 'State and local taxes allowed (SALT cap)', amountCents: saltAllowed,
      source: `Schedule A line 5e: smaller of taxes paid and ${formatUsd(saltLimit(status, magi))} (IRC §164(b)(7) as amended by OBBBA §70120)` },
    { key: 'schA_8a', label: 'Home mortgage interest and points', amountCents: mortgage.total,
      source: `${from('1098 boxes 1 + 6', mortgage)}; Schedule A line 8a (box 5 premiums not deductible for 2025: IRC §163(h)(3)(E))`,
      ...(mortgage.refs.length ? { documentRefs: mortgage.refs } : {}) },
    { key: 'schA_17', label: 'Total itemized deductions', amountCents: itemized, source: 'Schedule A line 17 = 5e + 8a (other lines not covered)' },
  ];
  lines.push(...itemizedLines);
  const line12 = add('12e', itemize ? 'Itemized deductions' : 'Standard deduction', itemize ? itemized : standard,
    itemize ? `Schedule A line 17, larger than the standard deduction ${formatUsd(standard)}` : standardSource);

  // Schedule 1-A Part V: senior deduction (married filing separately may not claim it).
  const seniors = status === 'married_filing_separately' ? 0 : people.filter((p) => is65OrOlder(p.facts.dateOfBirth)).length;
  const seniorThreshold = joint ? SENIOR_DEDUCTION.threshold.joint : SENIOR_DEDUCTION.threshold.other;
  const seniorReduction = multiplyByRate(nonNegative(magi - seniorThreshold), bps(SENIOR_DEDUCTION.phaseOutRateBps));
  const senior = seniors === 0 ? 0 : multiplyCents(nonNegative(SENIOR_DEDUCTION.perPerson - seniorReduction), seniors);
  const line13b = add('13b', 'Senior deduction (Schedule 1-A)', senior,
    `Schedule 1-A Part V: ${seniors} × (${formatUsd(SENIOR_DEDUCTION.perPerson)} − 6 % of MAGI over ${formatUsd(seniorThreshold)}) (OBBBA §70103; IRC §151(d)(5)(C))`);
  const line14 = add('14', 'Total deductions', line12 + line13b, 'Form 1040 line 14 = 12e + 13a (not covered, 0) + 13b');
  const taxable = add('15', 'Taxable income', nonNegative(agi - line14), 'Form 1040 line 15 = line 11b − line 14, not below zero');

  // ---- Tax ----------------------------------------------------------------------------------
  // QDCG worksheet line 3: with Schedule D, the smaller of its lines 15 and 16 when both are gains.
  const worksheetGain = usesScheduleD ? (schD.long > 0 && schD.total > 0 ? minCents(schD.long, schD.total) : 0) : line7;
  const usesWorksheet = line3a > 0 || worksheetGain > 0;
  let tax: Cents;
  let taxMethod: Estimate2025['taxMethod'];
  if (usesWorksheet) {
    tax = qualifiedDividendsCapitalGainTax(taxable, line3a, worksheetGain, status).tax;
    taxMethod = 'qualified_dividends_capital_gain_worksheet';
  } else {
    tax = taxOnOrdinaryIncome(taxable, status);
    taxMethod = taxable >= TAX_TABLE_LIMIT ? 'tax_computation_worksheet' : 'tax_table';
  }
  const methodText = {
    qualified_dividends_capital_gain_worksheet: 'Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions, line 16)',
    tax_table: 'Tax Table (Form 1040 instructions, line 16)',
    tax_computation_worksheet: 'Tax Computation Worksheet (Form 1040 instructions, line 16)',
  }[taxMethod];
  const line16 = add('16', 'Tax', tax, `${methodText}; 2025 brackets Rev. Proc. 2024-40 §3.01, OBBBA §70101`);
  // Form 5329 Part I: 10 % additional tax on early distributions (code 1, no exception claimed).
  const earlyTax = multiplyByRate(early.total, bps(EARLY_DISTRIBUTION_ADDITIONAL_TAX_BPS));
  const line18 = add('18', 'Tax before credits', line16, 'Form 1040 line 18 = 16 + 17 (Schedule 2 line 3 not covered, 0)');

  // ---- Dependents: who qualifies for what -----------------------------------------------------
  const deps = (input.dependents ?? []).filter((d) => {
    if (d.dateOfBirth && d.dateOfBirth > '2025-12-31') {
      warnings.push(`Dependent ${d.name ?? d.id ?? '(unnamed)'} was born after 2025 and is not counted for 2025.`);
      return false;
    }
    if (!d.dateOfBirth) {
      warnings.push(`Dependent ${d.name ?? d.id ?? '(unnamed)'} has no date of birth; counted as an other dependent ($500).`);
    }
    return true;
  });
  const depName = (d: DependentFacts) => d.name ?? d.id ?? '(unnamed)';
  // Lived with the taxpayer more than half of 2025; a child born in 2025 who lived with them since counts (Pub. 596).
  const livedHalfYear = (d: DependentFacts): boolean | null => {
    if (d.monthsInHome === undefined || d.monthsInHome === null) return null;
    if (d.dateOfBirth && d.dateOfBirth >= '2025-01-01') return d.monthsInHome >= 1;
    return d.monthsInHome > 6;
  };
  // The child tax credit needs the residency test too; an answered "6 months or less" leaves an other dependent.
  const ctcChildren = deps.filter((d) => isUnder17AtYearEnd(d.dateOfBirth) && livedHalfYear(d) !== false);
  const children = ctcChildren.length;
  const otherDeps = deps.length - children;

  // ---- Schedule 3 nonrefundable credits, in the order their credit limits take them -----------
  // Form 2441: child and dependent care.
  const careExpenses = sumCents((input.careProviders ?? []).map((p) => money(p.amountPaid, `care provider ${p.name}`)));
  const careKids = deps.filter((d) => underAtYearEnd(d.dateOfBirth, DEPENDENT_CARE.childUnderAge) && livedHalfYear(d) === true);
  for (const d of deps.filter((x) => underAtYearEnd(x.dateOfBirth, DEPENDENT_CARE.childUnderAge) && livedHalfYear(x) === null)) {
    if (careExpenses > 0) ask(`Say how many months ${depName(d)} lived with you in 2025 to count them for the child and dependent care credit.`);
  }
  let care: ReturnType<typeof dependentCareCredit> = { expenses: 0, ratePercent: 0, credit: 0 };
  if (careExpenses > 0) {
    if (mfs) warnings.push('The child and dependent care credit is not covered married filing separately.');
    else if ((input.careProviders ?? []).some((p) => !p.tin)) ask('Form 2441 needs each care provider’s SSN or EIN: add it to your profile.');
    if (!mfs) care = dependentCareCredit(careExpenses, careKids.length, earnedBy.taxpayer, joint ? earnedBy.spouse : null, agi);
  }
  const careAllowed = minCents(care.credit, line18); // Form 2441 line 10 credit limit
  const creditForms: CreditForms = {};
  if (care.credit > 0 && care.lines) {
    creditForms.form2441 = {
      providers: (input.careProviders ?? []).map((p) => ({ name: p.name, tin: p.tin ?? null, amountPaid: money(p.amountPaid, `care provider ${p.name}`) })),
      persons: careKids.map(depName),
      line3: care.lines[3], line4: care.lines[4], line5: care.lines[5], line6: care.lines[6], line7: care.lines[7], line8Bps: care.lines[8],
      line9a: care.lines['9a'], line9c: care.lines['9a'], line10: line18, line11: careAllowed,
    };
  }
  const sch3Line2 = add('sch3_2', 'Child and dependent care credit', careAllowed,
    care.credit === 0
      ? 'Form 2441 line 11 (no qualifying care expenses entered)'
      : `Form 2441 line 11: ${care.ratePercent} % (AGI ${formatUsd(agi)}; IRC §21(a)(2)) of ${formatUsd(care.expenses)} ` +
          `(expenses entered for ${careKids.length} qualifying ${careKids.length === 1 ? 'person' : 'persons'}, at most ${formatUsd(careKids.length >= 2 ? DEPENDENT_CARE.expenseLimit.twoOrMore : DEPENDENT_CARE.expenseLimit.one)} and earned income); Schedule 3 line 2`);

  // Form 8863: education credits.
  const studentEntries = (input.students ?? []).map((s) => {
    const docsOf = f1098ts.filter((d) => s.documentIds.includes(d.id));
    const w = (d: DocumentEntry<Form1098TFields>) => `${d.label} (${d.id})`;
    const net = sumCents(docsOf.map((d) => nonNegative(money(d.fields.box1_payments_received, w(d)) - money(d.fields.box5_scholarships_grants, w(d)))));
    const halfTime = s.halfTime ?? (docsOf.some((d) => d.fields.box8_half_time_student === true) ? true : null);
    const answered = halfTime !== null && s.aotcYearsClaimed !== undefined && s.aotcYearsClaimed !== null && s.firstFourYearsDone !== undefined && s.firstFourYearsDone !== null;
    const aotc = answered && halfTime === true && (s.aotcYearsClaimed ?? 0) < EDUCATION_CREDITS.aotcMaxYears && s.firstFourYearsDone === false;
    if (!answered && net > 0) {
      ask(`Answer the education questions for ${s.name ?? s.who} (half-time, years of the American opportunity credit claimed, first four years done) to check the American opportunity credit; the lifetime learning credit is used until then.`);
    }
    return { netExpenses: net, aotc, refs: docsOf.filter((d) => money(d.fields.box1_payments_received, w(d)) !== 0).map((d) => d.id), facts: s, halfTime, docsOf };
  });
  for (const d of f1098ts.filter((x) => !(input.students ?? []).some((s) => s.documentIds.includes(x.id)))) {
    ask(`${d.label}: say which student this 1098-T is for to count its education credit.`);
  }
  if (mfs && studentEntries.some((s) => s.netExpenses > 0)) warnings.push('Education credits are not allowed married filing separately (IRC §25A(g)(6)).');
  const edu = educationCredits(studentEntries, magi, status);
  const eduRefs = [...new Set(studentEntries.flatMap((s) => s.refs))];
  const eduLimit = nonNegative(line18 - sch3Line2); // Form 8863 Credit Limit Worksheet
  const eduNonrefundable = minCents(edu.nonrefundableAotc + edu.llcAfterPhaseOut, eduLimit);
  if (!mfs && studentEntries.some((s) => s.netExpenses > 0)) {
    const e = EDUCATION_CREDITS;
    const end = joint ? e.phaseOutEnd.joint : e.phaseOutEnd.other;
    creditForms.form8863 = {
      students: studentEntries.flatMap((s, i) => {
        const part = edu.perStudent[i];
        if (s.netExpenses <= 0 || !part) return [];
        const years = s.facts.aotcYearsClaimed;
        return [{
          name: s.facts.name ?? s.facts.who, who: s.facts.who,
          institutions: s.docsOf.map((d) => ({ documentId: d.id, name: d.label, address: d.fields.payer_address?.trim() || null, ein: d.fields.payer_tin?.trim() || null })),
          aotcFourYears: years === undefined || years === null ? null : years >= e.aotcMaxYears,
          halfTime: s.halfTime, firstFourYearsDone: s.facts.firstFourYearsDone ?? null, netExpenses: s.netExpenses,
          aotc: 'line30' in part ? part : null, llc: 'line31' in part ? part : null,
        }];
      }),
      line1: edu.aotcTentative, line2: end, line3: magi, line4: nonNegative(end - magi), line5: joint ? e.phaseOutWidth.joint : e.phaseOutWidth.other,
      line6Thousandths: edu.phaseOutThousandths, line7: edu.aotcAfterPhaseOut, line8: edu.refundable, line9: edu.nonrefundableAotc,
      line10: edu.llcExpenses, line11: minCents(edu.llcExpenses, e.llcExpenseCap), line12: edu.llcTentative, line18: edu.llcAfterPhaseOut, line19: eduNonrefundable,
    };
  }
  const sch3Line3 = add('sch3_3', 'Education credits (nonrefundable)', eduNonrefundable,
    `Form 8863 line 19: American opportunity ${formatUsd(edu.nonrefundableAotc)} (60 % after the phase-out) + lifetime learning ${formatUsd(edu.llcAfterPhaseOut)} ` +
      `(20 % of ${formatUsd(minCents(edu.llcExpenses, EDUCATION_CREDITS.llcExpenseCap))}), × ${(edu.phaseOutThousandths / 1000).toFixed(3)} for MAGI (IRC §25A(d)), limited to tax; ` +
      `${studentEntries.length ? '1098-T box 1 − box 5' : 'no 1098-T'}; Schedule 3 line 3`, eduRefs);

  // Form 8880: saver's credit.
  const savers: { who: Owner; facts: PersonFacts }[] = [{ who: 'taxpayer', facts: input.taxpayer }];
  if (joint && input.spouse) savers.push({ who: 'spouse', facts: input.spouse });
  const saverNet: Cents[] = [];
  const saverColumns: Partial<Record<Owner, { line3: Cents; line4: Cents; line5: Cents; line6: Cents }>> = {};
  let saverNote = '';
  for (const p of savers) {
    const contributed = money(input.retirementContributions?.[p.who], `retirement contributions (${p.who})`);
    if (contributed === 0) continue;
    const adult = typeof p.facts.dateOfBirth === 'string' && p.facts.dateOfBirth !== '' && p.facts.dateOfBirth < SAVERS_CREDIT.bornBefore;
    if (!adult) { saverNote += ` ${p.who}: not 18 or older;`; continue; }
    if (p.facts.fullTimeStudent === undefined || p.facts.fullTimeStudent === null) {
      ask(`Say whether ${p.who === 'taxpayer' ? 'you were' : 'your spouse was'} a full-time student in 2025 to check the saver’s credit.`);
      saverNote += ` ${p.who}: student question not answered;`;
      continue;
    }
    if (p.facts.fullTimeStudent) { saverNote += ` ${p.who}: full-time student;`; continue; }
    // Form 8880 line 4: distributions received in 2025 (rollovers excluded) reduce the contributions.
    const distributions = sumCents(rs.filter((d) => ownerOf(d) === p.who && !rollover(d.fields)).map((d) => money(d.fields.box1_gross_distribution, `${d.label} (${d.id})`)));
    saverNet.push(contributed - distributions);
    const line5 = nonNegative(contributed - distributions);
    saverColumns[p.who] = { line3: contributed, line4: distributions, line5, line6: minCents(line5, SAVERS_CREDIT.contributionCap) };
  }
  const saver = saversCredit(saverNet, agi, status);
  const saverLimit = nonNegative(line18 - sch3Line2 - sch3Line3); // Form 8880 Credit Limit Worksheet
  const sch3Line4 = add('sch3_4', 'Retirement savings contributions credit', minCents(saver.credit, saverLimit),
    `Form 8880 line 12: ${saver.rateBps / 100} % (AGI ${formatUsd(agi)}, Rev. Proc. 2024-40 §3.09) of ${formatUsd(saver.eligible)} ` +
      `(contributions entered less 2025 distributions, at most ${formatUsd(SAVERS_CREDIT.contributionCap)} each), limited to tax;${saverNote} Schedule 3 line 4`);
  const sch3Line8 = sch3Line2 + sch3Line3 + sch3Line4;
  if (saver.credit > 0) {
    creditForms.form8880 = {
      you: saverColumns.taxpayer ?? null, spouse: saverColumns.spouse ?? null,
      line7: saver.eligible, line8: agi, line9Bps: saver.rateBps, line10: saver.credit, line11: saverLimit, line12: sch3Line4,
    };
  }

  // Schedule 8812: child tax credit and credit for other dependents, after the Schedule 3 credits.
  const ctcBase = multiplyCents(CHILD_TAX_CREDIT.perChild, children) + multiplyCents(CHILD_TAX_CREDIT.otherDependent, otherDeps);
  const ctcThreshold = joint ? CHILD_TAX_CREDIT.phaseOutThreshold.joint : CHILD_TAX_CREDIT.phaseOutThreshold.other;
  const over = nonNegative(magi - ctcThreshold);
  const steps = divideCents(over, ONE_THOUSAND, 'ceil'); // "or fraction thereof"
  const ctcAfterPhaseOut = nonNegative(ctcBase - multiplyCents(CHILD_TAX_CREDIT.phaseOutPerStep, steps)); // 8812 line 12
  const ctcAllowed = minCents(ctcAfterPhaseOut, nonNegative(line18 - sch3Line8)); // Credit Limit Worksheet A; 8812 line 14
  if (ctcBase > 0) {
    creditForms.schedule8812 = {
      line1: agi, line3: magi, line4: children, children: ctcChildren.map(depName), line5: multiplyCents(CHILD_TAX_CREDIT.perChild, children),
      line6: otherDeps, otherDependents: deps.filter((d) => !ctcChildren.includes(d)).map(depName), line7: multiplyCents(CHILD_TAX_CREDIT.otherDependent, otherDeps),
      line8: ctcBase, line9: ctcThreshold, line10: multiplyCents(ONE_THOUSAND, steps), line11: multiplyCents(CHILD_TAX_CREDIT.phaseOutPerStep, steps),
      line12: ctcAfterPhaseOut, line13: nonNegative(line18 - sch3Line8), line14: ctcAllowed, partII: null,
    };
  }
  const line19 = add('19', 'Child tax credit / credit for other dependents', ctcAllowed,
    `Schedule 8812 line 14: ${children} × ${formatUsd(CHILD_TAX_CREDIT.perChild)} + ${otherDeps} × ${formatUsd(CHILD_TAX_CREDIT.otherDependent)} ` +
      `(OBBBA §70104; IRC §24), less $50 per $1,000 of MAGI over ${formatUsd(ctcThreshold)}, limited to tax less Schedule 3 credits`);
  const line20 = add('20', 'Other nonrefundable credits (Schedule 3)', sch3Line8, 'Schedule 3 line 8 = 2 + 3 + 4; Form 1040 line 20');
  const line21 = line19 + line20;
  const line22 = add('22', 'Tax after credits', nonNegative(line18 - line21), 'Form 1040 line 22 = 18 − 21 (21 = 19 + 20)');

  add('sch2_4', 'Self-employment tax', seTax, 'Schedule SE line 12 (92.35 %; 12.4 % up to $176,100; 2.9 %) → Schedule 2 line 4', necRefs);
  add('sch2_8', 'Additional tax on early retirement distributions', earlyTax,
    `Form 5329 Part I: 10 % (IRC §72(t)) of ${formatUsd(early.total)} taxable with 1099-R box 7 code 1 (${early.labels.join(', ') || 'none'}), no exception claimed → Schedule 2 line 8`, early.refs);
  const line23 = add('23', 'Other taxes', seTax + earlyTax, 'Schedule 2 line 21 = 4 + 8; Form 1040 line 23 (Additional Medicare Tax not covered)');
  const line24 = add('24', 'Total tax', line22 + line23, 'Form 1040 line 24 = 22 + 23');

  // ---- Payments -----------------------------------------------------------------------------
  const w2Withheld = collect(w2s, (f, w) => money(f.box2_federal_income_tax_withheld, w));
  add('25a', 'Federal income tax withheld: W-2', w2Withheld.total, from('W-2 box 2', w2Withheld), w2Withheld.refs);
  const withheld1099 = merge(
    collect(ints, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(divs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(necs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(miscs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(rs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(gs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(bs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(ssas, (f, w) => money(f.box6_voluntary_federal_income_tax_withheld, w)),
  );
  add('25b', 'Federal income tax withheld: 1099', withheld1099.total, from('1099 box 4 / SSA-1099 box 6', withheld1099), withheld1099.refs);
  const line25d = add('25d', 'Total federal income tax withheld', w2Withheld.total + withheld1099.total, 'Form 1040 line 25d = 25a + 25b');

  // Line 27a: earned income credit (Schedule EIC, EIC Worksheet A).
  const earnedIncome = line1z + businessIncome - seDeduction; // wages + SE net profit − Schedule 1 line 15
  const investmentIncome = line2a + line2b + line3b + nonNegative(line7) + nonNegative(sch1Line5); // Pub. 596 Worksheet 1 (simplified)
  // Past the 3-children phase-out end no answer changes the credit, so nothing is asked.
  const t3 = EARNED_INCOME_CREDIT.table[3];
  const eicCeiling = (joint ? t3.threshold.joint : t3.threshold.other) + divideCents(t3.maxCredit * 10_000, t3.phaseOutBps, 'ceil');
  const eicPossible = !mfs && earnedIncome > 0 && agi < eicCeiling && investmentIncome <= EARNED_INCOME_CREDIT.investmentIncomeLimit;
  const eicKids = deps.filter((d) => {
    if (!eicPossible) return false;
    const age = underAtYearEnd(d.dateOfBirth, EARNED_INCOME_CREDIT.childUnderAge)
      || (d.fullTimeStudent === true && underAtYearEnd(d.dateOfBirth, EARNED_INCOME_CREDIT.studentUnderAge))
      || d.disabled === true;
    if (!age) return false;
    const home = livedHalfYear(d);
    const related = typeof d.relationship === 'string' && EIC_RELATIONSHIP.test(d.relationship);
    if (home === null || !d.relationship) {
      ask(`Say ${home === null ? 'how many months ' + depName(d) + ' lived with you in 2025' : 'how ' + depName(d) + ' is related to you'} to count them for the earned income credit.`);
      return false;
    }
    return home && related;
  });
  let eic = 0;
  let eicWhy: string;
  const adultAges = people.map((p) => p.facts.dateOfBirth ?? '');
  const childlessAge = adultAges.some((dob) => dob !== '' && dob < '2001-01-02' && dob >= AGE_65_BORN_BEFORE);
  if (mfs) eicWhy = 'married filing separately: the separated-spouse rule of IRC §32(d)(2) is not covered';
  else if (investmentIncome > EARNED_INCOME_CREDIT.investmentIncomeLimit) eicWhy = `investment income ${formatUsd(investmentIncome)} is over ${formatUsd(EARNED_INCOME_CREDIT.investmentIncomeLimit)} (Rev. Proc. 2024-40 §3.07)`;
  else if (earnedIncome <= 0) eicWhy = 'no earned income';
  else if (eicKids.length === 0 && !childlessAge) eicWhy = 'no qualifying child and nobody aged 25–64 (IRC §32(c)(1)(A)(ii))';
  else {
    eic = earnedIncomeCredit(earnedIncome, agi, eicKids.length, status);
    eicWhy = `EIC Table for ${eicKids.length} qualifying ${eicKids.length === 1 ? 'child' : 'children'} on earned income ${formatUsd(earnedIncome)}` +
      (agi !== earnedIncome ? ` and AGI ${formatUsd(agi)} (the smaller, Worksheet A)` : '') +
      ' (Rev. Proc. 2024-40 §3.06; rows $50 wide, credit at the row midpoint rounded to the dollar)';
  }
  const line27 = add('27a', 'Earned income credit', eic, `Form 1040 line 27a: ${eicWhy}`);
  if (eic > 0 && eicKids.length > 0) {
    creditForms.scheduleEic = {
      credit: eic,
      children: eicKids.map((d) => ({ name: depName(d), dateOfBirth: d.dateOfBirth ?? null, relationship: d.relationship ?? null, monthsInHome: d.monthsInHome ?? null, fullTimeStudent: d.fullTimeStudent ?? null, disabled: d.disabled ?? null })),
    };
  }

  // Schedule 8812 Part II-A: additional child tax credit.
  let actc = 0;
  if (children > 0) {
    const line16a = ctcAfterPhaseOut - ctcAllowed;
    const line16b = multiplyCents(CHILD_TAX_CREDIT.refundablePerChild, children);
    const line17 = minCents(line16a, line16b);
    const line20 = multiplyByRate(nonNegative(earnedIncome - CHILD_TAX_CREDIT.earnedIncomeFloor), bps(CHILD_TAX_CREDIT.earnedIncomeRateBps));
    actc = nonNegative(minCents(line17, line20));
    if (creditForms.schedule8812) {
      creditForms.schedule8812.partII = { line16a, line16b, line17, line18a: nonNegative(earnedIncome), line19: nonNegative(earnedIncome - CHILD_TAX_CREDIT.earnedIncomeFloor), line20, line27: actc };
    }
  }
  const line28 = add('28', 'Additional child tax credit', actc,
    `Schedule 8812 line 27: smaller of unused credit (max ${formatUsd(CHILD_TAX_CREDIT.refundablePerChild)} per child, Rev. Proc. 2024-40 §3.05) ` +
      `and 15 % of earned income ${formatUsd(nonNegative(earnedIncome))} over $2,500`);
  const line29 = add('29', 'American opportunity credit (refundable)', edu.refundable,
    `Form 8863 line 8: 40 % of the American opportunity credit ${formatUsd(edu.aotcAfterPhaseOut)} (IRC §25A(i)(5))`, eduRefs);

  // Schedule 3 line 11: social security withheld over the maximum by two or more employers, per person.
  let excessSS = 0;
  const excessRefs: string[] = [];
  for (const owner of owners) {
    const own = w2s.filter((d) => ownerOf(d) === owner);
    if (own.length < 2) continue;
    const withheld = collect(own, (f, w) => money(f.box4_social_security_tax_withheld, w));
    const excess = nonNegative(withheld.total - PAYROLL.maxSocialSecurityWithheld);
    if (excess > 0) {
      excessSS += excess;
      excessRefs.push(...withheld.refs);
    }
  }
  const line31 = add('31', 'Excess social security tax withheld (Schedule 3)', excessSS,
    `W-2 box 4 of two or more employers over ${formatUsd(PAYROLL.maxSocialSecurityWithheld)} per person (6.2 % × ${formatUsd(PAYROLL.socialSecurityWageBase)}); Schedule 3 line 11 → 15 → Form 1040 line 31`, excessRefs);
  const line32 = add('32', 'Total other payments and refundable credits', line27 + line28 + line29 + line31, 'Form 1040 line 32 = 27a + 28 + 29 + 31');
  const line33 = add('33', 'Total payments', line25d + line32, 'Form 1040 line 33 = 25d + 26 (not covered, 0) + 32');

  const overpaid = nonNegative(line33 - line24);
  const owed = nonNegative(line24 - line33);
  add('34', 'Overpaid (refund)', overpaid, 'Form 1040 line 34 = 33 − 24 when 33 is more');
  add('37', 'Amount you owe', owed, 'Form 1040 line 37 = 24 − 33 when 24 is more (penalty not covered)');

  // Capital Loss Carryover Worksheet: what carries to 2026.
  if (usesScheduleD && schD.total < 0) {
    const carry = capitalLossCarryover(agi - line14, line7, schD.short, schD.long);
    add('carry_st', 'Short-term capital loss carried to 2026', carry.shortTerm, 'Capital Loss Carryover Worksheet line 8 (Schedule D instructions)');
    add('carry_lt', 'Long-term capital loss carried to 2026', carry.longTerm, 'Capital Loss Carryover Worksheet line 13 (Schedule D instructions)');
  }

  return {
    taxYear: 2025,
    filingStatus: status,
    lines,
    deductionMethod: itemize ? 'itemized' : 'standard',
    taxMethod,
    result: overpaid > 0 ? { kind: 'refund', amountCents: overpaid } : owed > 0 ? { kind: 'owed', amountCents: owed } : { kind: 'even', amountCents: 0 },
    warnings,
    questions,
    notCovered: NOT_COVERED,
    forms: {
      dependents: (input.dependents ?? []).map((d) => ({
        name: depName(d),
        livedWithYou: livedHalfYear(d),
        fullTimeStudent: d.fullTimeStudent === true,
        disabled: d.disabled === true,
        credit: !deps.includes(d) ? null : ctcChildren.includes(d) ? 'child_tax_credit' : 'other_dependent',
      })),
      interest: payerRows(ints, '1099-INT boxes 1 + 3', (f, w) => money(f.box1_interest_income, w) + money(f.box3_us_savings_bond_treasury_interest, w)),
      dividends: payerRows(divs, '1099-DIV box 1a', (f, w) => money(f.box1a_total_ordinary_dividends, w)),
      sales: saleRows,
    },
    ...(Object.keys(creditForms).length ? { creditForms } : {}),
  };
}

/** Schedule B rows: one per document with a non-zero amount, payer as issued. */
function payerRows<F>(docs: readonly DocumentEntry<F>[], box: string, pick: (f: F, where: string) => Cents): PayerAmount[] {
  return docs
    .map((d) => ({ documentId: d.id, payer: d.label, amountCents: pick(d.fields, `${d.label} (${d.id})`), box }))
    .filter((r) => r.amountCents !== 0);
}

/** The amount of one line of an estimate by key (throws for an unknown key). */
export function lineAmount(estimate: Estimate2025, key: string): Cents {
  const line = estimate.lines.find((l) => l.key === key);
  if (!line) throw new RangeError(`no line ${key}`);
  return line.amountCents;
}

/** The Social Security tax a W-2 should show at most (6.2 % of the 2025 wage base). */
export const MAX_SOCIAL_SECURITY_WITHHELD: Cents = PAYROLL.maxSocialSecurityWithheld;

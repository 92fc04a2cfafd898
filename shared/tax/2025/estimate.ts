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
  PAYROLL,
  SALT,
  SELF_EMPLOYMENT,
  SENIOR_DEDUCTION,
  STANDARD_DEDUCTION,
  TAX_TABLE_LIMIT,
  additionalStandardDeductionPerBox,
  isJoint,
} from '#shared/tax/2025/figures';

/** A money string as extracted ("48500.00"). */
type Money = string;

export interface PersonFacts {
  /** YYYY-MM-DD; decides the 65-or-older box (born before January 2, 1961). */
  dateOfBirth?: string | null;
  blind?: boolean;
}

export interface DependentFacts {
  id?: string;
  name?: string;
  /** YYYY-MM-DD; under 17 at the end of 2025 (born 2009 or later) is a qualifying child. */
  dateOfBirth?: string | null;
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
  };
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
  notCovered: readonly string[];
}

/** What this estimate does not compute; shown with every estimate. */
export const NOT_COVERED: readonly string[] = [
  'State and local income tax returns',
  'Alternative minimum tax (Form 6251)',
  'Additional Medicare Tax (Form 8959) and net investment income tax (Form 8960)',
  'Earned income credit (EIC)',
  'Education credits (Form 8863), child and dependent care credit (Form 2441), saver’s credit and other Schedule 3 credits',
  'Qualified business income deduction (Form 8995, line 13a)',
  'Schedule 1-A deductions other than the senior deduction: tips, overtime, car loan interest',
  'Capital gains and losses from sales (Form 8949, Schedule D) other than 1099-DIV capital gain distributions; 28 % and unrecaptured §1250 gain',
  'Rental and royalty expenses and depreciation (Schedule E); passive activity limits',
  'Business expenses beyond the amount entered, home office, vehicle (Schedule C)',
  'IRA, pension, annuity and social security income (Forms 1099-R, SSA-1099); unemployment (1099-G)',
  'Adjustments other than half of self-employment tax and the early withdrawal penalty: IRA, HSA, student loan interest, educator expenses',
  'Itemized deductions other than state and local income tax withheld, property taxes entered, mortgage interest and points: charity, medical, other',
  'Mortgage interest limits on debt over $750,000 ($375,000 MFS) and points that must be amortized',
  'Dependents claimed by someone else, the dependent standard deduction and the kiddie tax',
  'Schedule 8812 Part II-B (additional child tax credit for three or more children from social security taxes)',
  'Estimated tax payments, prior-year overpayment applied, excess social security withheld, and the underpayment penalty',
  'Foreign tax credit and foreign income',
  'Premium tax credit (Form 8962)',
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

/** Computes the 2025 federal estimate for one household from confirmed document fields. */
export function estimate2025(input: EstimateInput): Estimate2025 {
  const status = input.filingStatus;
  const joint = isJoint(status);
  const docs = input.documents;
  const warnings: string[] = [];
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
  const lines: EstimateLine[] = [];
  const add = (key: string, label: string, amountCents: Cents, source: string, refs?: string[]) => {
    lines.push({ key, label, amountCents, source, ...(refs && refs.length ? { documentRefs: refs } : {}) });
    return amountCents;
  };

  // ---- Income ------------------------------------------------------------------------------
  const wages = collect(w2s, (f, w) => money(f.box1_wages, w));
  add('1a', 'Wages, salaries, tips (W-2 box 1)', wages.total, from('W-2 box 1', wages), wages.refs);
  const line1z = add('1z', 'Total wages', wages.total, 'Form 1040 line 1z (= line 1a; lines 1b–1h not covered)');

  const exemptInt = collect(ints, (f, w) => money(f.box8_tax_exempt_interest, w));
  const exemptDiv = collect(divs, (f, w) => money(f.box12_exempt_interest_dividends, w));
  const exempt = merge(exemptInt, exemptDiv);
  add('2a', 'Tax-exempt interest (reported, not taxed)', exempt.total,
    `${from('1099-INT box 8', exemptInt)}; ${from('1099-DIV box 12', exemptDiv)}; Form 1040 line 2a`, exempt.refs);

  const taxableInt = collect(ints, (f, w) => money(f.box1_interest_income, w) + money(f.box3_us_savings_bond_treasury_interest, w));
  const line2b = add('2b', 'Taxable interest', taxableInt.total,
    `${from('1099-INT boxes 1 + 3', taxableInt)}; Form 1040 line 2b (Schedule B)`, taxableInt.refs);

  const qualified = collect(divs, (f, w) => minCents(money(f.box1b_qualified_dividends, w), money(f.box1a_total_ordinary_dividends, w)));
  const line3a = add('3a', 'Qualified dividends', qualified.total, `${from('1099-DIV box 1b', qualified)}; Form 1040 line 3a`, qualified.refs);
  const ordinary = collect(divs, (f, w) => money(f.box1a_total_ordinary_dividends, w));
  const line3b = add('3b', 'Ordinary dividends', ordinary.total, `${from('1099-DIV box 1a', ordinary)}; Form 1040 line 3b (Schedule B)`, ordinary.refs);

  const capGain = collect(divs, (f, w) => money(f.box2a_total_capital_gain, w));
  const line7 = add('7a', 'Capital gain distributions', capGain.total,
    `${from('1099-DIV box 2a', capGain)}; Form 1040 line 7a (Schedule D not required, instructions line 7)`, capGain.refs);

  // Schedule C and Schedule SE, per person.
  const owners: Owner[] = joint ? ['taxpayer', 'spouse'] : ['taxpayer'];
  const ownerOf = (d: { owner?: Owner }): Owner => (d.owner === 'spouse' ? 'spouse' : 'taxpayer');
  let businessIncome = 0;
  let seTax = 0;
  let seDeduction = 0;
  const necRefs: string[] = [];
  const necLabels: string[] = [];
  for (const owner of owners) {
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
  }
  const necSource = necLabels.length ? `1099-NEC box 1 (${necLabels.join(', ')})` : '1099-NEC box 1 (none)';
  const sch1Line3 = add('sch1_3', 'Business income (Schedule C)', businessIncome,
    `${necSource} less business expenses entered; Schedule C line 31 → Schedule 1 line 3`, necRefs);

  const rents = collect(miscs, (f, w) => money(f.box1_rents, w));
  const royalties = collect(miscs, (f, w) => money(f.box2_royalties, w));
  const rentRoyalty = merge(rents, royalties);
  const sch1Line5 = add('sch1_5', 'Rents and royalties (Schedule E, no expenses)', rentRoyalty.total,
    `${from('1099-MISC box 1', rents)}; ${from('1099-MISC box 2', royalties)}; Schedule E lines 3–4 → Schedule 1 line 5`, rentRoyalty.refs);

  const other = collect(miscs, (f, w) => money(f.box3_other_income, w));
  const sch1Line8z = add('sch1_8z', 'Other income', other.total, `${from('1099-MISC box 3', other)}; Schedule 1 line 8z`, other.refs);

  const line8 = add('8', 'Additional income from Schedule 1', sch1Line3 + sch1Line5 + sch1Line8z,
    'Schedule 1 line 10 = lines 3 + 5 + 8z; Form 1040 line 8');
  const line9 = add('9', 'Total income', line1z + line2b + line3b + line7 + line8, 'Form 1040 line 9 = 1z + 2b + 3b + 7a + 8');

  // ---- Adjustments and AGI ------------------------------------------------------------------
  add('sch1_15', 'Deductible part of self-employment tax', seDeduction, 'Schedule SE line 13 (50 % of SE tax; IRC §164(f)) → Schedule 1 line 15', necRefs);
  const penalty = collect(ints, (f, w) => money(f.box2_early_withdrawal_penalty, w));
  add('sch1_18', 'Penalty on early withdrawal of savings', penalty.total, `${from('1099-INT box 2', penalty)}; Schedule 1 line 18`, penalty.refs);
  const line10 = add('10', 'Adjustments to income', seDeduction + penalty.total, 'Schedule 1 line 26; Form 1040 line 10');
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
  const usesWorksheet = line3a > 0 || line7 > 0;
  let tax: Cents;
  let taxMethod: Estimate2025['taxMethod'];
  if (usesWorksheet) {
    tax = qualifiedDividendsCapitalGainTax(taxable, line3a, line7, status).tax;
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
  const line18 = add('18', 'Tax before credits', line16, 'Form 1040 line 18 = 16 + 17 (Schedule 2 line 3 not covered, 0)');

  // Schedule 8812
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
  const children = deps.filter((d) => isUnder17AtYearEnd(d.dateOfBirth)).length;
  const otherDeps = deps.length - children;
  const ctcBase = multiplyCents(CHILD_TAX_CREDIT.perChild, children) + multiplyCents(CHILD_TAX_CREDIT.otherDependent, otherDeps);
  const ctcThreshold = joint ? CHILD_TAX_CREDIT.phaseOutThreshold.joint : CHILD_TAX_CREDIT.phaseOutThreshold.other;
  const over = nonNegative(magi - ctcThreshold);
  const steps = divideCents(over, ONE_THOUSAND, 'ceil'); // "or fraction thereof"
  const ctcAfterPhaseOut = nonNegative(ctcBase - multiplyCents(CHILD_TAX_CREDIT.phaseOutPerStep, steps)); // 8812 line 12
  const ctcAllowed = minCents(ctcAfterPhaseOut, line18); // Credit Limit Worksheet A; 8812 line 14
  const line19 = add('19', 'Child tax credit / credit for other dependents', ctcAllowed,
    `Schedule 8812 line 14: ${children} × ${formatUsd(CHILD_TAX_CREDIT.perChild)} + ${otherDeps} × ${formatUsd(CHILD_TAX_CREDIT.otherDependent)} ` +
      `(OBBBA §70104; IRC §24), less $50 per $1,000 of MAGI over ${formatUsd(ctcThreshold)}, limited to tax`);
  const line22 = add('22', 'Tax after credits', nonNegative(line18 - line19), 'Form 1040 line 22 = 18 − 21 (line 20 not covered, 0)');

  add('sch2_4', 'Self-employment tax', seTax, 'Schedule SE line 12 (92.35 %; 12.4 % up to $176,100; 2.9 %) → Schedule 2 line 4', necRefs);
  const line23 = add('23', 'Other taxes', seTax, 'Schedule 2 line 21; Form 1040 line 23 (Additional Medicare Tax not covered)');
  const line24 = add('24', 'Total tax', line22 + line23, 'Form 1040 line 24 = 22 + 23');

  // ---- Payments -----------------------------------------------------------------------------
  const w2Withheld = collect(w2s, (f, w) => money(f.box2_federal_income_tax_withheld, w));
  add('25a', 'Federal income tax withheld: W-2', w2Withheld.total, from('W-2 box 2', w2Withheld), w2Withheld.refs);
  const withheld1099 = merge(
    collect(ints, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(divs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(necs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
    collect(miscs, (f, w) => money(f.box4_federal_income_tax_withheld, w)),
  );
  add('25b', 'Federal income tax withheld: 1099', withheld1099.total, from('1099 box 4', withheld1099), withheld1099.refs);
  const line25d = add('25d', 'Total federal income tax withheld', w2Withheld.total + withheld1099.total, 'Form 1040 line 25d = 25a + 25b');

  // Schedule 8812 Part II-A: additional child tax credit.
  let actc = 0;
  const earnedIncome = line1z + businessIncome - seDeduction; // 8812 Earned Income Worksheet: wages + SE net profit − Schedule 1 line 15
  if (children > 0) {
    const line16a = ctcAfterPhaseOut - ctcAllowed;
    const line16b = multiplyCents(CHILD_TAX_CREDIT.refundablePerChild, children);
    const line17 = minCents(line16a, line16b);
    const line20 = multiplyByRate(nonNegative(earnedIncome - CHILD_TAX_CREDIT.earnedIncomeFloor), bps(CHILD_TAX_CREDIT.earnedIncomeRateBps));
    actc = nonNegative(minCents(line17, line20));
  }
  const line28 = add('28', 'Additional child tax credit', actc,
    `Schedule 8812 line 27: smaller of unused credit (max ${formatUsd(CHILD_TAX_CREDIT.refundablePerChild)} per child, Rev. Proc. 2024-40 §3.05) ` +
      `and 15 % of earned income ${formatUsd(nonNegative(earnedIncome))} over $2,500`);
  const line33 = add('33', 'Total payments', line25d + line28, 'Form 1040 line 33 = 25d + 26 (not covered, 0) + 32 (= 28)');

  const overpaid = nonNegative(line33 - line24);
  const owed = nonNegative(line24 - line33);
  add('34', 'Overpaid (refund)', overpaid, 'Form 1040 line 34 = 33 − 24 when 33 is more');
  add('37', 'Amount you owe', owed, 'Form 1040 line 37 = 24 − 33 when 24 is more (penalty not covered)');

  return {
    taxYear: 2025,
    filingStatus: status,
    lines,
    deductionMethod: itemize ? 'itemized' : 'standard',
    taxMethod,
    result: overpaid > 0 ? { kind: 'refund', amountCents: overpaid } : owed > 0 ? { kind: 'owed', amountCents: owed } : { kind: 'even', amountCents: 0 },
    warnings,
    notCovered: NOT_COVERED,
  };
}

/** The amount of one line of an estimate by key (throws for an unknown key). */
export function lineAmount(estimate: Estimate2025, key: string): Cents {
  const line = estimate.lines.find((l) => l.key === key);
  if (!line) throw new RangeError(`no line ${key}`);
  return line.amountCents;
}

/** The Social Security tax a W-2 should show at most (6.2 % of the 2025 wage base). */
export const MAX_SOCIAL_SECURITY_WITHHELD: Cents = PAYROLL.maxSocialSecurityWithheld;

/**
 * Maps the confirmed fields of the review's documents to the input of the 2025 estimate
 * (shared/tax/2025/estimate.ts). Only the boxes the estimate reads are passed on; a document of a
 * type it does not use (1040, ID, other) is left out and listed by the caller.
 */
import type { DocumentType } from '#shared/extraction/document-types';
import type { FilingStatus } from '#shared/enums';
import type { CareProvider, DependentFacts, DocumentEntry, EstimateInput, Owner } from '#shared/tax/2025/estimate';

export interface EstimateDocument {
  id: string;
  /** Who issued it, for the sources ("W-2 box 1 (NORTH 312)"). */
  label: string;
  type: DocumentType;
  owner: Owner;
  /** Effective fields: the confirmed value where there is one, else the extracted suggestion. */
  fields: Record<string, unknown>;
}

/** A student named in the profile, with the Form 8863 answers; 1098-Ts are matched by the student's name. */
export interface HouseholdStudent {
  name: string;
  halfTime?: boolean | null;
  aotcYearsClaimed?: number | null;
  firstFourYearsDone?: boolean | null;
}

/** The profile's answers the estimate needs beyond the documents (all optional; never guessed). */
export interface HouseholdAnswers {
  taxpayerFullTimeStudent?: boolean | null;
  spouseFullTimeStudent?: boolean | null;
  students?: readonly HouseholdStudent[];
  careProviders?: readonly CareProvider[];
  retirementContributions?: Partial<Record<Owner, string>>;
  priorYearItemized?: boolean | null;
  priorYearItemizedOverStandard?: string | null;
  capitalLossCarryover?: { shortTerm?: string | null; longTerm?: string | null };
  livedWithSpouse?: boolean | null;
}

export interface EstimateHousehold {
  filingStatus: FilingStatus;
  taxpayerDateOfBirth: string | null;
  spouseDateOfBirth: string | null;
  dependents: (Pick<DependentFacts, 'relationship' | 'monthsInHome' | 'fullTimeStudent' | 'disabled'> & { id: string; name: string; dateOfBirth: string | null })[];
  documents: readonly EstimateDocument[];
  answers?: HouseholdAnswers;
}

/** The document types the 2025 estimate reads. */
export const ESTIMATED_TYPES = ['w2', '1099-int', '1099-div', '1099-nec', '1099-misc', '1098', '1099-r', 'ssa-1099', '1099-g', '1098-t', '1098-e', '1099-b'] as const satisfies readonly DocumentType[];

const MONEY_BOXES: Record<(typeof ESTIMATED_TYPES)[number], readonly string[]> = {
  w2: [
    'box1_wages', 'box2_federal_income_tax_withheld', 'box3_social_security_wages', 'box4_social_security_tax_withheld',
    'box5_medicare_wages', 'box6_medicare_tax_withheld', 'box7_social_security_tips',
  ],
  '1099-int': ['box1_interest_income', 'box2_early_withdrawal_penalty', 'box3_us_savings_bond_treasury_interest', 'box4_federal_income_tax_withheld', 'box8_tax_exempt_interest'],
  '1099-div': ['box1a_total_ordinary_dividends', 'box1b_qualified_dividends', 'box2a_total_capital_gain', 'box4_federal_income_tax_withheld', 'box12_exempt_interest_dividends'],
  '1099-nec': ['box1_nonemployee_compensation', 'box4_federal_income_tax_withheld'],
  '1099-misc': ['box1_rents', 'box2_royalties', 'box3_other_income', 'box4_federal_income_tax_withheld'],
  '1098': ['box1_mortgage_interest', 'box5_mortgage_insurance_premiums', 'box6_points_paid'],
  '1099-r': ['box1_gross_distribution', 'box2a_taxable_amount', 'box4_federal_income_tax_withheld'],
  'ssa-1099': ['box3_benefits_paid', 'box4_benefits_repaid', 'box5_net_benefits', 'box6_voluntary_federal_income_tax_withheld'],
  '1099-g': ['box1_unemployment_compensation', 'box2_state_local_refunds', 'box4_federal_income_tax_withheld'],
  '1098-t': ['box1_payments_received', 'box5_scholarships_grants'],
  '1098-e': ['box1_student_loan_interest'],
  '1099-b': ['box1d_proceeds', 'box1e_cost_basis', 'box1g_wash_sale_loss_disallowed', 'box4_federal_income_tax_withheld'],
};

/** Non-money keys the estimate reads (codes, checkboxes, numbers, the 1099-B sale keys). */
const OTHER_KEYS: Partial<Record<(typeof ESTIMATED_TYPES)[number], readonly string[]>> = {
  '1099-r': ['box2b_taxable_amount_not_determined', 'box7_distribution_codes', 'box7_ira_sep_simple'],
  '1099-g': ['box3_tax_year_of_refund'],
  '1098-t': ['box8_half_time_student', 'box9_graduate_student', 'payer_address', 'payer_tin'],
  '1099-b': ['applicable_checkbox_8949', 'box1a_description', 'box1b_date_acquired', 'box1c_date_sold', 'box2_short_term', 'box2_long_term', 'box12_basis_reported'],
};

/** The keys of one 1099-B sale the estimate reads. */
const SALE_KEYS = [...MONEY_BOXES['1099-b'].filter((k) => k !== 'box4_federal_income_tax_withheld'), ...(OTHER_KEYS['1099-b'] ?? [])];

const STATE_KEYS = ['state', 'state_income_tax', 'local_income_tax', 'state_tax_withheld'] as const;

/** True when the estimate reads documents of this type. */
export function isEstimatedType(type: DocumentType): type is (typeof ESTIMATED_TYPES)[number] {
  return (ESTIMATED_TYPES as readonly string[]).includes(type);
}

function pick(type: (typeof ESTIMATED_TYPES)[number], fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of MONEY_BOXES[type]) {
    const v = fields[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  for (const key of OTHER_KEYS[type] ?? []) {
    const v = fields[key];
    if (typeof v === 'boolean' || (typeof v === 'string' && v !== '')) out[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = v;
  }
  if (type === '1099-b' && Array.isArray(fields.sales)) {
    out.sales = (fields.sales as unknown[])
      .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
      .map((r) => Object.fromEntries(SALE_KEYS.filter((k) => typeof r[k] === 'boolean' || (typeof r[k] === 'string' && r[k] !== '')).map((k) => [k, r[k]])));
  }
  if (Array.isArray(fields.states)) {
    out.states = (fields.states as unknown[])
      .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
      .map((r) => Object.fromEntries(STATE_KEYS.filter((k) => typeof r[k] === 'string' && r[k] !== '').map((k) => [k, r[k]])));
  }
  return out;
}

/** Words of a name, lower-cased, for matching a 1098-T's student to the profile. */
function nameWords(name: string): string[] {
  return name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 1);
}

/** The profile student a 1098-T belongs to: the only one, or the one whose name words all appear on it. */
function studentOf(students: readonly HouseholdStudent[], recipient: unknown): number {
  if (students.length === 1) return 0;
  if (typeof recipient !== 'string') return -1;
  const printed = new Set(nameWords(recipient));
  return students.findIndex((s) => {
    const words = nameWords(s.name);
    return words.length > 0 && words.every((w) => printed.has(w));
  });
}

/** The estimate input for a household and its documents, in the documents' order. */
export function estimateInputFrom(h: EstimateHousehold): EstimateInput {
  const documents: Record<string, DocumentEntry<Record<string, unknown>>[]> = {};
  for (const d of h.documents) {
    if (!isEstimatedType(d.type)) continue;
    (documents[d.type] ??= []).push({ id: d.id, label: d.label, owner: d.owner, fields: pick(d.type, d.fields) });
  }
  const a = h.answers ?? {};
  const students = (a.students ?? []).map((s) => ({
    who: s.name,
    name: s.name,
    documentIds: [] as string[],
    halfTime: s.halfTime ?? null,
    aotcYearsClaimed: s.aotcYearsClaimed ?? null,
    firstFourYearsDone: s.firstFourYearsDone ?? null,
  }));
  for (const d of h.documents.filter((x) => x.type === '1098-t')) {
    const i = studentOf(a.students ?? [], d.fields.recipient_name);
    if (i >= 0) students[i]!.documentIds.push(d.id);
  }
  const input: EstimateInput = {
    filingStatus: h.filingStatus,
    taxpayer: { dateOfBirth: h.taxpayerDateOfBirth, fullTimeStudent: a.taxpayerFullTimeStudent ?? null },
    spouse: h.spouseDateOfBirth ? { dateOfBirth: h.spouseDateOfBirth, fullTimeStudent: a.spouseFullTimeStudent ?? null } : null,
    dependents: h.dependents.map((d) => ({
      id: d.id, name: d.name, dateOfBirth: d.dateOfBirth,
      relationship: d.relationship ?? null, monthsInHome: d.monthsInHome ?? null, fullTimeStudent: d.fullTimeStudent ?? null, disabled: d.disabled ?? null,
    })),
    documents: documents as EstimateInput['documents'],
  };
  if (students.length) input.students = students;
  if (a.careProviders?.length) input.careProviders = a.careProviders;
  if (a.retirementContributions) input.retirementContributions = a.retirementContributions;
  if (a.priorYearItemized !== undefined || a.priorYearItemizedOverStandard !== undefined) {
    input.priorYear = { itemized: a.priorYearItemized ?? null, itemizedOverStandard: a.priorYearItemizedOverStandard ?? null };
  }
  if (a.capitalLossCarryover) input.capitalLossCarryover = a.capitalLossCarryover;
  if (a.livedWithSpouse !== undefined) input.livedWithSpouse = a.livedWithSpouse;
  return input;
}

/**
 * The confidence below which an unconfirmed value counts as doubtful: the extraction's own bar
 * for a field that needs the user's look (server/extraction/checks.ts, fields under 0.8 leave the
 * document 'pending').
 */
export const CONFIDENCE_BAR = 0.8;

/** The boxes each estimate line reads, by line key (shared/tax/2025/estimate.ts). */
const LINE_BOXES: Record<string, readonly string[]> = {
  '1a': ['box1_wages'],
  '2a': ['box8_tax_exempt_interest', 'box12_exempt_interest_dividends'],
  '2b': ['box1_interest_income', 'box3_us_savings_bond_treasury_interest'],
  '3a': ['box1b_qualified_dividends', 'box1a_total_ordinary_dividends'],
  '3b': ['box1a_total_ordinary_dividends'],
  '7a': ['box2a_total_capital_gain', 'box1d_proceeds', 'box1e_cost_basis', 'box1g_wash_sale_loss_disallowed', 'sales'],
  sch1_3: ['box1_nonemployee_compensation'],
  sch1_5: ['box1_rents', 'box2_royalties'],
  sch1_8z: ['box3_other_income'],
  sch1_15: ['box1_nonemployee_compensation'],
  sch1_18: ['box2_early_withdrawal_penalty'],
  sch2_4: ['box1_nonemployee_compensation'],
  '25a': ['box2_federal_income_tax_withheld'],
  '25b': ['box4_federal_income_tax_withheld', 'box6_voluntary_federal_income_tax_withheld'],
  schA_5a: ['states'],
  schA_8a: ['box1_mortgage_interest', 'box5_mortgage_insurance_premiums', 'box6_points_paid'],
  '4a': ['box1_gross_distribution'],
  '4b': ['box2a_taxable_amount', 'box1_gross_distribution'],
  '5a': ['box1_gross_distribution'],
  '5b': ['box2a_taxable_amount', 'box1_gross_distribution'],
  sch2_8: ['box2a_taxable_amount', 'box1_gross_distribution'],
  '6a': ['box3_benefits_paid', 'box4_benefits_repaid', 'box5_net_benefits'],
  '6b': ['box3_benefits_paid', 'box4_benefits_repaid', 'box5_net_benefits'],
  sch1_1: ['box2_state_local_refunds'],
  sch1_7: ['box1_unemployment_compensation'],
  sch1_21: ['box1_student_loan_interest'],
  sch3_3: ['box1_payments_received', 'box5_scholarships_grants'],
  '29': ['box1_payments_received', 'box5_scholarships_grants'],
  '31': ['box4_social_security_tax_withheld'],
  schD_1b: ['box1d_proceeds', 'box1e_cost_basis', 'box1g_wash_sale_loss_disallowed', 'sales'],
  schD_2: ['box1d_proceeds', 'box1e_cost_basis', 'box1g_wash_sale_loss_disallowed', 'sales'],
  schD_8b: ['box1d_proceeds', 'box1e_cost_basis', 'box1g_wash_sale_loss_disallowed', 'sales'],
  schD_9: ['box1d_proceeds', 'box1e_cost_basis', 'box1g_wash_sale_loss_disallowed', 'sales'],
};

/**
 * The boxes of a document the estimate reads whose value the user has not confirmed and whose
 * confidence is below the bar (a box with no recorded confidence counts as below it).
 */
export function unconfirmedEstimateFields(
  type: DocumentType,
  effective: Record<string, unknown>,
  confirmed: Record<string, unknown> | null | undefined,
  confidence: Record<string, number> | null | undefined,
  bar = CONFIDENCE_BAR,
): string[] {
  if (!isEstimatedType(type)) return [];
  const read = [...MONEY_BOXES[type], ...(Array.isArray(effective.states) ? ['states'] : []), ...(type === '1099-b' && Array.isArray(effective.sales) ? ['sales'] : [])];
  return read.filter((key) => {
    const v = effective[key];
    if (v === undefined || v === null || v === '') return false;
    if (confirmed && key in confirmed) return false;
    return (confidence?.[key] ?? 0) < bar;
  });
}

/** One document's doubtful boxes, for marking the estimate's lines. */
export interface UnconfirmedDocument {
  id: string;
  fields: readonly string[];
}

/**
 * Marks every estimate line that rests on an unconfirmed, low-confidence value of one of its
 * documents, and counts them (the summary line says how many).
 */
export function markUnconfirmedLines<L extends { key: string; documentRefs?: readonly string[] | undefined }>(
  lines: readonly L[],
  documents: readonly UnconfirmedDocument[],
): { lines: (L & { unconfirmed: boolean })[]; unconfirmedCount: number } {
  const byId = new Map(documents.filter((d) => d.fields.length > 0).map((d) => [d.id, new Set(d.fields)]));
  const marked = lines.map((line) => {
    const boxes = LINE_BOXES[line.key];
    const unconfirmed = (line.documentRefs ?? []).some((id) => {
      const doubtful = byId.get(id);
      return doubtful !== undefined && (boxes ? boxes.some((b) => doubtful.has(b)) : doubtful.size > 0);
    });
    return { ...line, unconfirmed };
  });
  return { lines: marked, unconfirmedCount: marked.filter((l) => l.unconfirmed).length };
}

/** 'yes' → true, 'no' → false, anything else → null (not answered). */
function yesNoOf(v: unknown): boolean | null {
  return v === 'yes' ? true : v === 'no' ? false : null;
}

function moneyOf(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A dependent's answers as stored in the profile (profile_data.dependents[i]). */
export function dependentAnswersFrom(dep: Record<string, unknown>): Pick<DependentFacts, 'relationship' | 'monthsInHome' | 'fullTimeStudent' | 'disabled'> {
  const months = typeof dep.months_in_home === 'string' && /^\d{1,2}$/.test(dep.months_in_home) ? Number(dep.months_in_home) : null;
  return {
    relationship: typeof dep.relationship === 'string' ? dep.relationship : null,
    monthsInHome: months,
    fullTimeStudent: yesNoOf(dep.full_time_student),
    disabled: yesNoOf(dep.disabled),
  };
}

/**
 * The household answers from the profile's `tax_answers` (shared/profile/schema.ts). Provider TINs
 * are not in the plain profile data: `providerTinPresent` says which provider has one on file.
 */
export function householdAnswersFrom(taxAnswers: unknown, joint: boolean, providerTinPresent: (index: number) => boolean = () => false): HouseholdAnswers {
  if (!taxAnswers || typeof taxAnswers !== 'object') return {};
  const a = taxAnswers as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]).filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : []);
  const out: HouseholdAnswers = {
    taxpayerFullTimeStudent: yesNoOf(a.full_time_student),
    spouseFullTimeStudent: joint ? yesNoOf(a.spouse_full_time_student) : null,
    priorYearItemized: yesNoOf(a.prior_year_itemized),
    priorYearItemizedOverStandard: moneyOf(a.prior_year_itemized_over_standard) ?? null,
    livedWithSpouse: yesNoOf(a.lived_with_spouse),
  };
  const contributions: Partial<Record<Owner, string>> = {};
  const mine = moneyOf(a.retirement_contributions);
  const theirs = joint ? moneyOf(a.spouse_retirement_contributions) : undefined;
  if (mine) contributions.taxpayer = mine;
  if (theirs) contributions.spouse = theirs;
  if (mine || theirs) out.retirementContributions = contributions;
  const short = moneyOf(a.capital_loss_carryover_short);
  const long = moneyOf(a.capital_loss_carryover_long);
  if (short || long) out.capitalLossCarryover = { shortTerm: short ?? null, longTerm: long ?? null };
  const providers = list(a.care_providers).filter((p) => moneyOf(p.amount_paid));
  if (providers.length) {
    out.careProviders = list(a.care_providers).flatMap((p, i) => {
      const paid = moneyOf(p.amount_paid);
      if (!paid) return [];
      const tinOnFile = providerTinPresent(i) || (typeof p.tin_last4 === 'string' && p.tin_last4 !== '');
      const last4 = typeof p.tin_last4 === 'string' && /^\d{4}$/.test(p.tin_last4) ? p.tin_last4 : null;
      return [{ name: typeof p.name === 'string' && p.name ? p.name : `Provider ${i + 1}`, tin: tinOnFile ? (last4 ? `on file, ending ${last4}` : 'on file') : null, amountPaid: paid }];
    });
  }
  const students = list(a.students).filter((s) => typeof s.name === 'string' && s.name !== '');
  if (students.length) {
    out.students = students.map((s) => ({
      name: s.name as string,
      halfTime: yesNoOf(s.half_time),
      aotcYearsClaimed: typeof s.aotc_years_claimed === 'string' && /^\d$/.test(s.aotc_years_claimed) ? Number(s.aotc_years_claimed) : null,
      firstFourYearsDone: yesNoOf(s.first_four_years_done),
    }));
  }
  return out;
}

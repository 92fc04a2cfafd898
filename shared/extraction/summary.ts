import { DOCUMENT_TYPE_LABELS, type DocumentType } from './document-types';
import type { ExtractedFields, FieldValue, ListItem } from './fields';
import { canonicalToCents, formatUsd, isCanonicalMoney } from './money';
import { summariseNewType } from './summary-new-types';

const str = (v: FieldValue | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const usd = (v: FieldValue | undefined): string | undefined => {
  const s = str(v);
  return s && isCanonicalMoney(s) ? formatUsd(canonicalToCents(s)) : undefined;
};
const list = (v: FieldValue | undefined): ListItem[] => (Array.isArray(v) ? (v as ListItem[]) : []);

function statesPhrase(fields: ExtractedFields, incomeKey: string, taxKey: string): string | undefined {
  const parts: string[] = [];
  for (const row of list(fields.states)) {
    const bits: string[] = [];
    const income = usd(row[incomeKey]);
    const tax = usd(row[taxKey]);
    if (income) bits.push(`${income} of state income`);
    if (tax) bits.push(`${tax} state tax withheld`);
    if (row.state || bits.length) parts.push(`${row.state ?? 'State'}${bits.length ? ': ' + bits.join(', ') : ''}`);
  }
  return parts.length ? parts.join('; ') : undefined;
}

function sentence(parts: Array<string | undefined>): string {
  return parts.filter((p): p is string => !!p).join(' ');
}

const INFO_AMOUNTS: Partial<Record<DocumentType, Array<[string, string]>>> = {
  '1099-nec': [['box1_nonemployee_compensation', 'nonemployee compensation'], ['box4_federal_income_tax_withheld', 'federal income tax withheld']],
  '1099-misc': [
    ['box1_rents', 'rents'], ['box2_royalties', 'royalties'], ['box3_other_income', 'other income'],
    ['box4_federal_income_tax_withheld', 'federal income tax withheld'], ['box5_fishing_boat_proceeds', 'fishing boat proceeds'],
    ['box6_medical_health_care_payments', 'medical and health care payments'], ['box8_substitute_payments', 'substitute payments'],
    ['box9_crop_insurance_proceeds', 'crop insurance proceeds'], ['box10_gross_proceeds_attorney', 'gross proceeds paid to an attorney'],
    ['box11_fish_purchased_for_resale', 'fish purchased for resale'], ['box12_section_409a_deferrals', 'section 409A deferrals'],
    ['box15_nonqualified_deferred_compensation', 'nonqualified deferred compensation'],
  ],
  '1099-div': [
    ['box1a_total_ordinary_dividends', 'total ordinary dividends'], ['box1b_qualified_dividends', 'qualified dividends'],
    ['box2a_total_capital_gain', 'capital gain distributions'], ['box4_federal_income_tax_withheld', 'federal income tax withheld'],
    ['box12_exempt_interest_dividends', 'exempt-interest dividends'],
  ],
  '1099-int': [
    ['box1_interest_income', 'interest income'], ['box3_us_savings_bond_treasury_interest', 'U.S. savings bond and Treasury interest'],
    ['box4_federal_income_tax_withheld', 'federal income tax withheld'], ['box8_tax_exempt_interest', 'tax-exempt interest'],
  ],
  '1098': [
    ['box1_mortgage_interest', 'mortgage interest'], ['box5_mortgage_insurance_premiums', 'mortgage insurance premiums'],
    ['box6_points_paid', 'points paid'], ['box2_outstanding_principal', 'outstanding principal'],
  ],
};

/**
 * A plain-English summary built only from extracted fields (never from free text), e.g.
 * "Form W-2 for 2025 from Acme Corp: wages $48,500.00, federal income tax withheld $5,200.00. ..."
 */
export function buildSummary(type: DocumentType, taxYear: number | null, fields: ExtractedFields): string {
  const newType = summariseNewType(type, taxYear, fields);
  if (newType !== undefined) return newType;
  const label = DOCUMENT_TYPE_LABELS[type];
  const year = taxYear ? ` for ${taxYear}` : '';
  if (type === 'w2') {
    const who = str(fields.employer_name);
    const amounts = [
      usd(fields.box1_wages) && `wages ${usd(fields.box1_wages)}`,
      usd(fields.box2_federal_income_tax_withheld) && `federal income tax withheld ${usd(fields.box2_federal_income_tax_withheld)}`,
      usd(fields.box3_social_security_wages) && `social security wages ${usd(fields.box3_social_security_wages)}`,
      usd(fields.box5_medicare_wages) && `Medicare wages ${usd(fields.box5_medicare_wages)}`,
    ].filter(Boolean);
    const states = statesPhrase(fields, 'state_wages', 'state_income_tax');
    return sentence([
      `${label}${year}${who ? ` from ${who}` : ''}${amounts.length ? `: ${amounts.join(', ')}.` : '.'}`,
      states ? `State: ${states}.` : undefined,
    ]);
  }
  if (type === '1040') {
    const amounts = [
      usd(fields.line9_total_income) && `total income ${usd(fields.line9_total_income)}`,
      usd(fields.line11_agi) && `adjusted gross income ${usd(fields.line11_agi)}`,
      usd(fields.line15_taxable_income) && `taxable income ${usd(fields.line15_taxable_income)}`,
      usd(fields.line24_total_tax) && `total tax ${usd(fields.line24_total_tax)}`,
      usd(fields.line35a_refund) && `refund ${usd(fields.line35a_refund)}`,
      usd(fields.line37_amount_owed) && `amount owed ${usd(fields.line37_amount_owed)}`,
    ].filter(Boolean);
    const who = str(fields.taxpayer_name);
    const status = str(fields.filing_status)?.replace(/_/g, ' ');
    return sentence([
      `Prior-year ${label}${year}${who ? ` of ${who}` : ''}${status ? ` (${status})` : ''}${amounts.length ? `: ${amounts.join(', ')}.` : '.'}`,
    ]);
  }
  if (type === 'id') {
    const who = str(fields.full_name);
    const state = str(fields.issuing_state);
    return `Photo ID${who ? ` of ${who}` : ''}${state ? ` issued by ${state}` : ''}. It is not a tax form.`;
  }
  if (type === 'other') {
    const n = list(fields.amounts).length;
    return `Not a recognised tax form${n ? `; ${n} amount${n === 1 ? '' : 's'} found` : ''}. Please check the document type.`;
  }
  const amounts = (INFO_AMOUNTS[type] ?? [])
    .map(([key, name]) => (usd(fields[key]) ? `${name} ${usd(fields[key])}` : undefined))
    .filter(Boolean);
  const payer = str(fields.payer_name);
  const states = statesPhrase(fields, 'state_income', 'state_tax_withheld');
  return sentence([
    `${label}${year}${payer ? ` from ${payer}` : ''}${amounts.length ? `: ${amounts.join(', ')}.` : '.'}`,
    states ? `State: ${states}.` : undefined,
  ]);
}

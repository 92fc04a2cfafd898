import { FILING_STATUS_VALUES, type FilingStatus } from '#shared/enums';
import type { DocumentType } from './document-types';

/** The value kinds of extraction-fields.md. */
export type FieldKind = 'money' | 'tin' | 'ssn' | 'ein' | 'date' | 'state' | 'boolean' | 'string' | 'number' | 'list';

export interface ListItemDefinition {
  name: string;
  kind: Exclude<FieldKind, 'list'>;
  /** Money that may be negative (a loss, a net repayment). */
  signed?: boolean;
}

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  /** A human label used in summaries, warnings and the ProConnect text. */
  label: string;
  /** The box or line on the form, e.g. "1", "12", "b". */
  box?: string;
  /** Fields that must be present and pass their checks for a `verified` result. */
  required?: boolean;
  /** Sub-fields of a list field. */
  items?: ListItemDefinition[];
  /** Money that may be negative (a loss, a net repayment); other money is never below zero. */
  signed?: boolean;
  /** Bounds of a `number` field (default 0 to 1000); a year printed on the form uses 1900-2100. */
  min?: number;
  max?: number;
  /** Most rows a list holds (default 20): a broker statement can list hundreds of sales. */
  maxItems?: number;
  /** A `date` field that may also read the literal text "VARIOUS" (1099-B box 1b). */
  allowsVarious?: boolean;
}

const infoReturnParties = (tinLabel = 'TIN'): FieldDefinition[] => [
  { name: 'payer_name', kind: 'string', label: "Payer's name", required: true },
  { name: 'payer_address', kind: 'string', label: "Payer's address" },
  { name: 'payer_tin', kind: 'tin', label: `Payer's ${tinLabel}`, required: true },
  { name: 'payer_phone', kind: 'string', label: "Payer's telephone" },
  { name: 'recipient_tin', kind: 'tin', label: "Recipient's TIN", required: true },
  { name: 'recipient_name', kind: 'string', label: "Recipient's name" },
  { name: 'recipient_address', kind: 'string', label: "Recipient's address" },
  { name: 'account_number', kind: 'string', label: 'Account number' },
  { name: 'corrected', kind: 'boolean', label: 'Corrected' },
];

const money = (name: string, box: string, label: string, required = false): FieldDefinition => ({ name, kind: 'money', box, label, required });
const flag = (name: string, box: string, label: string): FieldDefinition => ({ name, kind: 'boolean', box, label });

const W2: FieldDefinition[] = [
  { name: 'employee_ssn', kind: 'ssn', box: 'a', label: "Employee's SSN", required: true },
  { name: 'employer_ein', kind: 'ein', box: 'b', label: 'Employer EIN', required: true },
  { name: 'employer_name', kind: 'string', box: 'c', label: "Employer's name", required: true },
  { name: 'employer_address', kind: 'string', box: 'c', label: "Employer's address" },
  { name: 'control_number', kind: 'string', box: 'd', label: 'Control number' },
  { name: 'employee_name', kind: 'string', box: 'e', label: "Employee's name" },
  { name: 'employee_address', kind: 'string', box: 'f', label: "Employee's address" },
  money('box1_wages', '1', 'Wages, tips, other compensation', true),
  money('box2_federal_income_tax_withheld', '2', 'Federal income tax withheld'),
  money('box3_social_security_wages', '3', 'Social security wages'),
  money('box4_social_security_tax_withheld', '4', 'Social security tax withheld'),
  money('box5_medicare_wages', '5', 'Medicare wages and tips'),
  money('box6_medicare_tax_withheld', '6', 'Medicare tax withheld'),
  money('box7_social_security_tips', '7', 'Social security tips'),
  money('box8_allocated_tips', '8', 'Allocated tips'),
  money('box10_dependent_care_benefits', '10', 'Dependent care benefits'),
  money('box11_nonqualified_plans', '11', 'Nonqualified plans'),
  { name: 'box12', kind: 'list', box: '12', label: 'Box 12', items: [{ name: 'code', kind: 'string' }, { name: 'amount', kind: 'money' }] },
  flag('box13_statutory_employee', '13', 'Statutory employee'),
  flag('box13_retirement_plan', '13', 'Retirement plan'),
  flag('box13_third_party_sick_pay', '13', 'Third-party sick pay'),
  { name: 'box14', kind: 'list', box: '14', label: 'Box 14 Other', items: [{ name: 'description', kind: 'string' }, { name: 'amount', kind: 'money' }] },
  {
    name: 'states', kind: 'list', box: '15', label: 'State and local',
    items: [
      { name: 'state', kind: 'state' }, { name: 'employer_state_id', kind: 'string' }, { name: 'state_wages', kind: 'money' },
      { name: 'state_income_tax', kind: 'money' }, { name: 'local_wages', kind: 'money' }, { name: 'local_income_tax', kind: 'money' },
      { name: 'locality_name', kind: 'string' },
    ],
  },
];

const NEC: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1_nonemployee_compensation', '1', 'Nonemployee compensation', true),
  flag('box2_direct_sales_5000', '2', 'Direct sales of $5,000 or more'),
  money('box3_excess_golden_parachute', '3', 'Excess golden parachute payments'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  {
    name: 'states', kind: 'list', box: '5', label: 'State',
    items: [{ name: 'state_tax_withheld', kind: 'money' }, { name: 'state', kind: 'state' }, { name: 'payer_state_no', kind: 'string' }, { name: 'state_income', kind: 'money' }],
  },
];

const MISC: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1_rents', '1', 'Rents'),
  money('box2_royalties', '2', 'Royalties'),
  money('box3_other_income', '3', 'Other income'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  money('box5_fishing_boat_proceeds', '5', 'Fishing boat proceeds'),
  money('box6_medical_health_care_payments', '6', 'Medical and health care payments'),
  flag('box7_direct_sales_5000', '7', 'Direct sales of $5,000 or more'),
  money('box8_substitute_payments', '8', 'Substitute payments in lieu of dividends or interest'),
  money('box9_crop_insurance_proceeds', '9', 'Crop insurance proceeds'),
  money('box10_gross_proceeds_attorney', '10', 'Gross proceeds paid to an attorney'),
  money('box11_fish_purchased_for_resale', '11', 'Fish purchased for resale'),
  money('box12_section_409a_deferrals', '12', 'Section 409A deferrals'),
  flag('box13_fatca', '13', 'FATCA filing requirement'),
  money('box15_nonqualified_deferred_compensation', '15', 'Nonqualified deferred compensation'),
  {
    name: 'states', kind: 'list', box: '16', label: 'State',
    items: [{ name: 'state_tax_withheld', kind: 'money' }, { name: 'state', kind: 'state' }, { name: 'payer_state_no', kind: 'string' }, { name: 'state_income', kind: 'money' }],
  },
];

const DIV: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1a_total_ordinary_dividends', '1a', 'Total ordinary dividends', true),
  money('box1b_qualified_dividends', '1b', 'Qualified dividends'),
  money('box2a_total_capital_gain', '2a', 'Total capital gain distributions'),
  money('box2b_unrecaptured_1250_gain', '2b', 'Unrecaptured Sec. 1250 gain'),
  money('box2c_section_1202_gain', '2c', 'Section 1202 gain'),
  money('box2d_collectibles_gain', '2d', 'Collectibles (28%) gain'),
  money('box2e_section_897_ordinary_dividends', '2e', 'Section 897 ordinary dividends'),
  money('box2f_section_897_capital_gain', '2f', 'Section 897 capital gain'),
  money('box3_nondividend_distributions', '3', 'Nondividend distributions'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  money('box5_section_199a_dividends', '5', 'Section 199A dividends'),
  money('box6_investment_expenses', '6', 'Investment expenses'),
  money('box7_foreign_tax_paid', '7', 'Foreign tax paid'),
  { name: 'box8_foreign_country', kind: 'string', box: '8', label: 'Foreign country or U.S. possession' },
  money('box9_cash_liquidation_distributions', '9', 'Cash liquidation distributions'),
  money('box10_noncash_liquidation_distributions', '10', 'Noncash liquidation distributions'),
  flag('box11_fatca', '11', 'FATCA filing requirement'),
  money('box12_exempt_interest_dividends', '12', 'Exempt-interest dividends'),
  money('box13_private_activity_bond_interest_dividends', '13', 'Specified private activity bond interest dividends'),
  {
    name: 'states', kind: 'list', box: '14', label: 'State',
    items: [{ name: 'state', kind: 'state' }, { name: 'state_id', kind: 'string' }, { name: 'state_tax_withheld', kind: 'money' }],
  },
];

const INT: FieldDefinition[] = [
  ...infoReturnParties(),
  { name: 'payer_rtn', kind: 'string', label: "Payer's RTN" },
  money('box1_interest_income', '1', 'Interest income', true),
  money('box2_early_withdrawal_penalty', '2', 'Early withdrawal penalty'),
  money('box3_us_savings_bond_treasury_interest', '3', 'Interest on U.S. Savings Bonds and Treasury obligations'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  money('box5_investment_expenses', '5', 'Investment expenses'),
  money('box6_foreign_tax_paid', '6', 'Foreign tax paid'),
  { name: 'box7_foreign_country', kind: 'string', box: '7', label: 'Foreign country or U.S. possession' },
  money('box8_tax_exempt_interest', '8', 'Tax-exempt interest'),
  money('box9_private_activity_bond_interest', '9', 'Specified private activity bond interest'),
  money('box10_market_discount', '10', 'Market discount'),
  money('box11_bond_premium', '11', 'Bond premium'),
  money('box12_bond_premium_treasury', '12', 'Bond premium on Treasury obligations'),
  money('box13_bond_premium_tax_exempt', '13', 'Bond premium on tax-exempt bond'),
  { name: 'box14_cusip', kind: 'string', box: '14', label: 'Tax-exempt and tax credit bond CUSIP no.' },
  {
    name: 'states', kind: 'list', box: '15', label: 'State',
    items: [{ name: 'state', kind: 'state' }, { name: 'state_id', kind: 'string' }, { name: 'state_tax_withheld', kind: 'money' }],
  },
];

const F1098: FieldDefinition[] = [
  ...infoReturnParties().map((f) => (f.name === 'recipient_tin' ? { ...f, required: false } : f)),
  money('box1_mortgage_interest', '1', 'Mortgage interest received', true),
  money('box2_outstanding_principal', '2', 'Outstanding mortgage principal'),
  { name: 'box3_origination_date', kind: 'date', box: '3', label: 'Mortgage origination date' },
  money('box4_refund_of_overpaid_interest', '4', 'Refund of overpaid interest'),
  money('box5_mortgage_insurance_premiums', '5', 'Mortgage insurance premiums'),
  money('box6_points_paid', '6', 'Points paid on purchase of principal residence'),
  flag('box7_property_address_same', '7', 'Property address same as borrower'),
  { name: 'box8_property_address', kind: 'string', box: '8', label: 'Address of property securing mortgage' },
  { name: 'box9_number_of_properties', kind: 'number', box: '9', label: 'Number of properties securing the mortgage' },
  { name: 'box10_other', kind: 'string', box: '10', label: 'Other' },
  { name: 'box11_acquisition_date', kind: 'date', box: '11', label: 'Mortgage acquisition date' },
];

const year = (name: string, box: string, label: string): FieldDefinition => ({ name, kind: 'number', box, label, min: 1900, max: 2100 });
const percent = (name: string, box: string, label: string): FieldDefinition => ({ name, kind: 'number', box, label, min: 0, max: 100 });

/** Form 1099-R (extraction-fields.md "1099-r"). */
const F1099R: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1_gross_distribution', '1', 'Gross distribution', true),
  money('box2a_taxable_amount', '2a', 'Taxable amount'),
  flag('box2b_taxable_amount_not_determined', '2b', 'Taxable amount not determined'),
  flag('box2b_total_distribution', '2b', 'Total distribution'),
  money('box3_capital_gain', '3', 'Capital gain (included in box 2a)'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  money('box5_employee_contributions', '5', 'Employee contributions/Designated Roth contributions or insurance premiums'),
  money('box6_net_unrealized_appreciation', '6', "Net unrealized appreciation in employer's securities"),
  { name: 'box7_distribution_codes', kind: 'string', box: '7', label: 'Distribution code(s)', required: true },
  flag('box7_ira_sep_simple', '7', 'IRA/SEP/SIMPLE'),
  money('box8_other', '8', 'Other'),
  percent('box8_other_percent', '8', 'Other (percent)'),
  percent('box9a_percent_total_distribution', '9a', 'Your percentage of total distribution'),
  money('box9b_total_employee_contributions', '9b', 'Total employee contributions'),
  money('box10_amount_allocable_to_irr', '10', 'Amount allocable to IRR within 5 years'),
  year('box11_first_year_roth', '11', '1st year of desig. Roth contrib.'),
  flag('box12_fatca', '12', 'FATCA filing requirement'),
  { name: 'box13_date_of_payment', kind: 'date', box: '13', label: 'Date of payment' },
  {
    name: 'states', kind: 'list', box: '14', label: 'State',
    items: [{ name: 'state_tax_withheld', kind: 'money' }, { name: 'state', kind: 'state' }, { name: 'state_id', kind: 'string' }, { name: 'state_distribution', kind: 'money' }],
  },
  {
    name: 'locals', kind: 'list', box: '17', label: 'Local',
    items: [{ name: 'local_tax_withheld', kind: 'money' }, { name: 'locality', kind: 'string' }, { name: 'local_distribution', kind: 'money' }],
  },
];

/** Form SSA-1099 (extraction-fields.md "ssa-1099"): no payer fields, the payer is the SSA. */
const SSA1099: FieldDefinition[] = [
  { name: 'beneficiary_name', kind: 'string', box: '1', label: 'Name', required: true },
  { name: 'beneficiary_ssn', kind: 'ssn', box: '2', label: 'Beneficiary\'s social security number', required: true },
  money('box3_benefits_paid', '3', 'Benefits paid'),
  money('box4_benefits_repaid', '4', 'Benefits repaid to SSA'),
  { ...money('box5_net_benefits', '5', 'Net benefits', true), signed: true },
  money('box6_voluntary_federal_income_tax_withheld', '6', 'Voluntary federal income tax withheld'),
  money('medicare_part_b_premiums', '3', 'Medicare Part B premiums deducted from your benefits'),
  money('medicare_part_d_premiums', '3', 'Medicare Part D premiums deducted from your benefits'),
  { name: 'claim_number', kind: 'string', box: '8', label: 'Claim number' },
];

/** Form 1099-G (extraction-fields.md "1099-g"). */
const F1099G: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1_unemployment_compensation', '1', 'Unemployment compensation'),
  money('box2_state_local_refunds', '2', 'State or local income tax refunds, credits, or offsets'),
  year('box3_tax_year_of_refund', '3', 'Box 2 amount is for tax year'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  money('box5_rtaa_payments', '5', 'RTAA payments'),
  money('box6_taxable_grants', '6', 'Taxable grants'),
  money('box7_agriculture_payments', '7', 'Agriculture payments'),
  flag('box8_trade_or_business', '8', 'Box 2 is trade or business income'),
  money('box9_market_gain', '9', 'Market gain'),
  {
    name: 'states', kind: 'list', box: '10a', label: 'State',
    items: [{ name: 'state', kind: 'state' }, { name: 'state_id', kind: 'string' }, { name: 'state_tax_withheld', kind: 'money' }],
  },
];

/** Form 1098-T (extraction-fields.md "1098-t"): the payer is the filer (the school), the recipient the student. */
const F1098T: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1_payments_received', '1', 'Payments received for qualified tuition and related expenses'),
  money('box4_adjustments_prior_year', '4', 'Adjustments made for a prior year'),
  money('box5_scholarships_grants', '5', 'Scholarships or grants'),
  money('box6_adjustments_scholarships_prior_year', '6', 'Adjustments to scholarships or grants for a prior year'),
  flag('box7_includes_next_period', '7', 'Box 1 includes amounts for an academic period beginning January-March of next year'),
  flag('box8_half_time_student', '8', 'At least half-time student'),
  flag('box9_graduate_student', '9', 'Graduate student'),
  money('box10_insurance_reimbursements', '10', 'Insurance contract reimbursement/refund'),
];

/** Form 1098-E (extraction-fields.md "1098-e"): the payer is the lender. */
const F1098E: FieldDefinition[] = [
  ...infoReturnParties(),
  money('box1_student_loan_interest', '1', 'Student loan interest received by lender', true),
  flag('box2_excludes_origination_fees', '2', 'Box 1 does not include loan origination fees and/or capitalized interest'),
];

/** The keys of one sale on Form 1099-B (box 1a to box 7 and box 12), top-level or per row of `sales`. */
const SALE_ITEMS: ListItemDefinition[] = [
  { name: 'applicable_checkbox_8949', kind: 'string' },
  { name: 'box1a_description', kind: 'string' },
  { name: 'box1b_date_acquired', kind: 'date' },
  { name: 'box1c_date_sold', kind: 'date' },
  { name: 'box1d_proceeds', kind: 'money' },
  { name: 'box1e_cost_basis', kind: 'money' },
  { name: 'box1f_accrued_market_discount', kind: 'money' },
  { name: 'box1g_wash_sale_loss_disallowed', kind: 'money' },
  { name: 'box2_short_term', kind: 'boolean' },
  { name: 'box2_long_term', kind: 'boolean' },
  { name: 'box2_ordinary', kind: 'boolean' },
  { name: 'box3_collectibles', kind: 'boolean' },
  { name: 'box3_qof', kind: 'boolean' },
  { name: 'box4_federal_income_tax_withheld', kind: 'money' },
  { name: 'box5_noncovered_security', kind: 'boolean' },
  { name: 'box6_gross_proceeds', kind: 'boolean' },
  { name: 'box6_net_proceeds', kind: 'boolean' },
  { name: 'box7_loss_not_allowed', kind: 'boolean' },
  { name: 'box12_basis_reported', kind: 'boolean' },
  { name: 'cusip', kind: 'string' },
];

/** Most sales one 1099-B statement may list. */
export const MAX_SALES = 2000;

/** Form 1099-B (extraction-fields.md "1099-b"): one sale at the top level, or many as `sales`. */
const F1099B: FieldDefinition[] = [
  ...infoReturnParties(),
  { name: 'applicable_checkbox_8949', kind: 'string', label: 'Applicable checkbox on Form 8949' },
  { name: 'box1a_description', kind: 'string', box: '1a', label: 'Description of property' },
  { name: 'box1b_date_acquired', kind: 'date', box: '1b', label: 'Date acquired', allowsVarious: true },
  { name: 'box1c_date_sold', kind: 'date', box: '1c', label: 'Date sold or disposed' },
  money('box1d_proceeds', '1d', 'Proceeds'),
  money('box1e_cost_basis', '1e', 'Cost or other basis'),
  money('box1f_accrued_market_discount', '1f', 'Accrued market discount'),
  money('box1g_wash_sale_loss_disallowed', '1g', 'Wash sale loss disallowed'),
  flag('box2_short_term', '2', 'Short-term gain or loss'),
  flag('box2_long_term', '2', 'Long-term gain or loss'),
  flag('box2_ordinary', '2', 'Ordinary'),
  flag('box3_collectibles', '3', 'Collectibles'),
  flag('box3_qof', '3', 'QOF'),
  money('box4_federal_income_tax_withheld', '4', 'Federal income tax withheld'),
  flag('box5_noncovered_security', '5', 'Noncovered security'),
  flag('box6_gross_proceeds', '6', 'Reported to IRS: gross proceeds'),
  flag('box6_net_proceeds', '6', 'Reported to IRS: net proceeds'),
  flag('box7_loss_not_allowed', '7', 'Loss not allowed based on amount in 1d'),
  { ...money('box8_profit_closed_contracts', '8', 'Profit or (loss) realized in current year on closed contracts'), signed: true },
  { ...money('box9_unrealized_prior_year', '9', 'Unrealized profit or (loss) on open contracts—12/31/prior year'), signed: true },
  { ...money('box10_unrealized_current_year', '10', 'Unrealized profit or (loss) on open contracts—12/31/current year'), signed: true },
  { ...money('box11_aggregate_profit', '11', 'Aggregate profit or (loss) on contracts'), signed: true },
  flag('box12_basis_reported', '12', 'Basis reported to IRS'),
  money('box13_bartering', '13', 'Bartering'),
  { name: 'cusip', kind: 'string', label: 'CUSIP number' },
  { name: 'fatca', kind: 'boolean', label: 'FATCA filing requirement' },
  {
    name: 'sales', kind: 'list', box: '1a', label: 'Sales', maxItems: MAX_SALES,
    items: SALE_ITEMS,
  },
  {
    name: 'states', kind: 'list', box: '14', label: 'State',
    items: [{ name: 'state', kind: 'state' }, { name: 'state_id', kind: 'string' }, { name: 'state_tax_withheld', kind: 'money' }],
  },
];

const F1040: FieldDefinition[] = [
  { name: 'filing_status', kind: 'string', label: 'Filing status' },
  { name: 'taxpayer_name', kind: 'string', label: "Taxpayer's name", required: true },
  { name: 'taxpayer_ssn', kind: 'ssn', label: "Taxpayer's SSN", required: true },
  { name: 'spouse_name', kind: 'string', label: "Spouse's name" },
  { name: 'spouse_ssn', kind: 'ssn', label: "Spouse's SSN" },
  { name: 'address', kind: 'string', label: 'Home address' },
  { name: 'dependents', kind: 'list', label: 'Dependents', items: [{ name: 'name', kind: 'string' }, { name: 'ssn', kind: 'ssn' }, { name: 'relationship', kind: 'string' }] },
  money('line1z_wages', '1z', 'Wages'),
  money('line2a_tax_exempt_interest', '2a', 'Tax-exempt interest'),
  money('line2b_taxable_interest', '2b', 'Taxable interest'),
  money('line3a_qualified_dividends', '3a', 'Qualified dividends'),
  money('line3b_ordinary_dividends', '3b', 'Ordinary dividends'),
  money('line7_capital_gain', '7', 'Capital gain or (loss)'),
  money('line9_total_income', '9', 'Total income'),
  money('line11_agi', '11', 'Adjusted gross income', true),
  money('line12_deduction', '12', 'Standard or itemized deduction'),
  money('line15_taxable_income', '15', 'Taxable income'),
  money('line24_total_tax', '24', 'Total tax'),
  money('line25d_withholding', '25d', 'Federal income tax withheld'),
  money('line33_total_payments', '33', 'Total payments'),
  money('line34_overpaid', '34', 'Amount overpaid'),
  money('line35a_refund', '35a', 'Refund'),
  money('line37_amount_owed', '37', 'Amount you owe'),
];

const ID: FieldDefinition[] = [
  { name: 'full_name', kind: 'string', label: 'Full name', required: true },
  { name: 'date_of_birth', kind: 'date', label: 'Date of birth' },
  { name: 'id_number', kind: 'string', label: 'ID number' },
  { name: 'expires', kind: 'date', label: 'Expires' },
  { name: 'issuing_state', kind: 'state', label: 'Issuing state' },
];

const OTHER: FieldDefinition[] = [
  { name: 'amounts', kind: 'list', label: 'Amounts found', items: [{ name: 'label', kind: 'string' }, { name: 'amount', kind: 'money' }] },
];

/** Canonical field definitions per document type, in print order. */
export const FIELD_DEFINITIONS: Record<DocumentType, FieldDefinition[]> = {
  w2: W2,
  '1099-nec': NEC,
  '1099-misc': MISC,
  '1099-div': DIV,
  '1099-int': INT,
  '1098': F1098,
  '1040': F1040,
  '1099-r': F1099R,
  'ssa-1099': SSA1099,
  '1099-g': F1099G,
  '1099-b': F1099B,
  '1098-t': F1098T,
  '1098-e': F1098E,
  id: ID,
  other: OTHER,
};

/** The product's five filing statuses (Form 1040, Filing Status). */
/** The product's five filing statuses (shared/enums), as a prior-year 1040 reports them. */
export const FILING_STATUSES = FILING_STATUS_VALUES;
export type { FilingStatus };

/** Looks up one field's definition. */
export function fieldDefinition(type: DocumentType, name: string): FieldDefinition | undefined {
  return FIELD_DEFINITIONS[type].find((f) => f.name === name);
}

/** A list item: every value is a string (money canonical, state code, text). */
export type ListItem = Record<string, string>;

/** One sale of a 1099-B `sales` list: strings as in ListItem, and the sale's checkboxes as booleans. */
export type SaleItem = Record<string, string | boolean>;

/** One extracted value. */
export type FieldValue = string | number | boolean | ListItem[] | SaleItem[];

/** Extracted fields by canonical name. Absent boxes are absent keys. */
export type ExtractedFields = Record<string, FieldValue>;

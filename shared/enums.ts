/**
 * Enumerations of the profile form (product spec §4 "Enumerations"). Values are what is stored;
 * labels are what the user sees.
 */

/** Filing statuses in the order the spec lists them. The stored value `qualifying_widow` is kept
 * for compatibility; the IRS has called the status "Qualifying Surviving Spouse" since 2022. */
export const FILING_STATUSES = [
  { value: 'single', label: 'Single' },
  { value: 'married_filing_jointly', label: 'Married Filing Jointly' },
  { value: 'married_filing_separately', label: 'Married Filing Separately' },
  { value: 'head_of_household', label: 'Head of Household' },
  { value: 'qualifying_widow', label: 'Qualifying Surviving Spouse' },
] as const;

export type FilingStatus = (typeof FILING_STATUSES)[number]['value'];

export const FILING_STATUS_VALUES = FILING_STATUSES.map((s) => s.value) as unknown as readonly [
  FilingStatus,
  ...FilingStatus[],
];

/** True when the value is one of the five filing statuses. */
export function isFilingStatus(value: unknown): value is FilingStatus {
  return typeof value === 'string' && (FILING_STATUS_VALUES as readonly string[]).includes(value);
}

/** The display label of a filing status. */
export function filingStatusLabel(value: FilingStatus): string {
  return FILING_STATUSES.find((s) => s.value === value)?.label ?? value;
}

/** Name suffix options (spec §4). */
export const SUFFIXES = ['Jr.', 'Sr.', 'II', 'III', 'IV'] as const;
export type Suffix = (typeof SUFFIXES)[number];

/** True when the value is one of the suffix options. */
export function isSuffix(value: unknown): value is Suffix {
  return typeof value === 'string' && (SUFFIXES as readonly string[]).includes(value);
}

/** Occupation options (spec §4); labels from the spec where given, otherwise Title Case. */
export const OCCUPATIONS = [
  { value: 'accountant', label: 'Accountant' },
  { value: 'architect', label: 'Architect' },
  { value: 'attorney', label: 'Attorney' },
  { value: 'business_owner', label: 'Business Owner' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'dentist', label: 'Dentist' },
  { value: 'designer', label: 'Designer' },
  { value: 'developer', label: 'Developer/Engineer' },
  { value: 'educator', label: 'Educator/Teacher' },
  { value: 'executive', label: 'Executive/Manager' },
  { value: 'financial_advisor', label: 'Financial Advisor' },
  { value: 'healthcare', label: 'Healthcare Professional' },
  { value: 'hr_professional', label: 'HR Professional' },
  { value: 'it_professional', label: 'IT Professional' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'real_estate', label: 'Real Estate Agent' },
  { value: 'retail', label: 'Retail' },
  { value: 'sales', label: 'Sales' },
  { value: 'scientist', label: 'Scientist/Researcher' },
  { value: 'skilled_trades', label: 'Skilled Trades' },
  { value: 'student', label: 'Student' },
  { value: 'therapist', label: 'Therapist/Counselor' },
  { value: 'other', label: 'Other' },
] as const;

export type Occupation = (typeof OCCUPATIONS)[number]['value'];

export const OCCUPATION_VALUES = OCCUPATIONS.map((o) => o.value) as unknown as readonly [
  Occupation,
  ...Occupation[],
];

/** True when the value is one of the occupation options. */
export function isOccupation(value: unknown): value is Occupation {
  return typeof value === 'string' && (OCCUPATION_VALUES as readonly string[]).includes(value);
}

/** The display label of an occupation value; free text from older profiles is shown as is. */
export function occupationLabel(value: string): string {
  return OCCUPATIONS.find((o) => o.value === value)?.label ?? value;
}

/** The 50 states (alphabetical by name), then DC and the five territories (spec §4: DC, PR, VI,
 * GU, AS, MP). Codes are USPS two-letter abbreviations. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'GU', name: 'Guam' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'MP', name: 'Northern Mariana Islands' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

export const US_STATE_CODES = US_STATES.map((s) => s.code) as unknown as readonly [
  UsStateCode,
  ...UsStateCode[],
];

/** True when the value is one of the 56 two-letter codes (upper case). */
export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === 'string' && (US_STATE_CODES as readonly string[]).includes(value);
}

/**
 * The USPS "state" codes of overseas military and diplomatic mail (USPS Publication 28, 225.1: an
 * APO, FPO or DPO address has the post office designation as its city, AA, AE or AP as its state and
 * a ZIP of 340xx (AA), 090xx-099xx (AE) or 962xx-966xx (AP)). Not states: kept apart from US_STATES
 * so that a word like "ae" is no state where a state or territory is meant, and listed with them
 * where an address is entered (ADR 143).
 */
export const MILITARY_MAIL_STATES = [
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
] as const;

/** The state options of a mailing address: the 56 states and territories, then AA, AE and AP (ADR 143). */
export const ADDRESS_STATES = [...US_STATES, ...MILITARY_MAIL_STATES] as const;

/** The name of a state or territory code, or undefined for an unknown code. */
export function usStateName(code: string): string | undefined {
  return US_STATES.find((s) => s.code === code.toUpperCase())?.name;
}

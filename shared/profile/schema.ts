/**
 * The profile form: zod schemas with the messages of product spec §5 ("Profile form") word for
 * word, and the formatters the inputs apply while the user types.
 */
import { z } from 'zod';
import { FILING_STATUS_VALUES, SUFFIXES } from '#shared/enums';

/** Field messages, word for word from spec §5. */
export const PROFILE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  dateOfBirth: 'Date of birth is required',
  email: 'Invalid email address',
  phone: 'Phone must be in format (XXX) XXX-XXXX',
  address: 'Address is required',
  city: 'City is required',
  state: 'State must be 2 characters',
  zip: 'ZIP code must be at least 5 characters',
  ssn: 'SSN must be in format XXX-XX-XXXX',
  occupation: 'Occupation is required',
  // Not in the spec table; the spec only asks for YYYY-MM-DD dates that are not in the future.
  dateFormat: 'Date of birth must be a valid date (YYYY-MM-DD)',
  dateFuture: 'Date of birth cannot be in the future',
} as const;

export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Maximum lengths of the formatted inputs (spec §9). */
export const SSN_MAX_LENGTH = 11;
export const PHONE_MAX_LENGTH = 14;

/** Formats SSN input while typing: digits only, dashes after 3 and 5 digits, at most 11 characters. */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Formats phone input while typing as (XXX) XXX-XXXX, at most 14 characters. */
export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The last four digits of an SSN (or of a stored last-4), or null when there are fewer than four digits. */
export function ssnLast4(ssn: string | null | undefined): string | null {
  const d = (ssn ?? '').replace(/\D/g, '');
  return d.length >= 4 ? d.slice(-4) : null;
}

/** Masks an SSN showing only its last 4 digits: '123-45-6789' or '6789' → '***-**-6789'; '' when unknown. */
export function maskSsn(ssnOrLast4: string | null | undefined): string {
  const last4 = ssnLast4(ssnOrLast4);
  return last4 ? `***-**-${last4}` : '';
}

/** Today's date as YYYY-MM-DD in the local time zone of the caller. */
export function localIsoDate(now: Date = new Date()): string {
  const y = String(now.getFullYear()).padStart(4, '0');
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** True when the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE_PATTERN.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  return d <= days;
}

export interface ProfileSchemaOptions {
  /** Returns today's date as YYYY-MM-DD; dates of birth after it are rejected. Defaults to the local date. */
  today?: () => string;
}

/** Empty strings from untouched inputs mean "not given". */
const emptyToUndefined = (v: string | undefined) => (v === '' ? undefined : v);

function requiredText(message: string, min: number) {
  return z.string({ error: message }).trim().min(min, message);
}

function optionalText() {
  return z.string().trim().optional().transform(emptyToUndefined);
}

function dateOfBirth(today: () => string) {
  return z
    .string({ error: PROFILE_MESSAGES.dateOfBirth })
    .trim()
    .min(1, PROFILE_MESSAGES.dateOfBirth)
    .refine(isIsoDate, PROFILE_MESSAGES.dateFormat)
    .refine((v) => !isIsoDate(v) || v <= today(), PROFILE_MESSAGES.dateFuture);
}

function optionalDateOfBirth(today: () => string) {
  return z
    .string()
    .trim()
    .optional()
    .transform(emptyToUndefined)
    .refine((v) => v === undefined || isIsoDate(v), PROFILE_MESSAGES.dateFormat)
    .refine((v) => v === undefined || !isIsoDate(v) || v <= today(), PROFILE_MESSAGES.dateFuture);
}

const ssn = z.string({ error: PROFILE_MESSAGES.ssn }).trim().regex(SSN_PATTERN, PROFILE_MESSAGES.ssn);

const optionalSsn = z
  .string()
  .trim()
  .optional()
  .transform(emptyToUndefined)
  .refine((v) => v === undefined || SSN_PATTERN.test(v), PROFILE_MESSAGES.ssn);

const optionalSuffix = z
  .union([z.enum(SUFFIXES), z.literal('')])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Messages of the tax questions (issue 22; not in the spec table). */
export const TAX_ANSWER_MESSAGES = {
  months: 'Months must be a whole number from 0 to 12',
  money: 'Enter an amount like 1234.56',
  years: 'Years must be a whole number from 0 to 4',
  tin: 'Enter an SSN (XXX-XX-XXXX) or an EIN (XX-XXXXXXX)',
} as const;

/** A yes/no question left unanswered as ''. */
const yesNo = z.union([z.enum(['yes', 'no']), z.literal('')]).optional().transform((v) => (v === '' ? undefined : v));

/** Money typed by the user ('1,234.56', '$300') stored canonical ('1234.56'); '' is not given. */
const optionalMoney = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v.replace(/[$,\s]/g, '')))
  .refine((v) => v === undefined || /^\d+(\.\d{1,2})?$/.test(v), TAX_ANSWER_MESSAGES.money)
  .transform((v) => (v === undefined ? undefined : Number.parseFloat(v).toFixed(2)));

function wholeNumber(max: number, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform(emptyToUndefined)
    .refine((v) => v === undefined || (/^\d{1,2}$/.test(v) && Number(v) <= max), message);
}

const optionalTin = z
  .string()
  .trim()
  .optional()
  .transform(emptyToUndefined)
  .refine((v) => v === undefined || SSN_PATTERN.test(v) || /^\d{2}-\d{7}$/.test(v), TAX_ANSWER_MESSAGES.tin);

/** A child or dependent care provider (Form 2441 Part I). */
export const careProviderSchema = z.object({ name: optionalText(), tin: optionalTin, amount_paid: optionalMoney });

/** A student of a 1098-T, with the Form 8863 questions. */
export const studentSchema = z.object({
  name: optionalText(),
  half_time: yesNo,
  aotc_years_claimed: wholeNumber(4, TAX_ANSWER_MESSAGES.years),
  first_four_years_done: yesNo,
});

/** The questions the 2025 estimate needs beyond the documents (all optional; never guessed). */
export const taxAnswersSchema = z
  .object({
    full_time_student: yesNo,
    spouse_full_time_student: yesNo,
    retirement_contributions: optionalMoney,
    spouse_retirement_contributions: optionalMoney,
    prior_year_itemized: yesNo,
    prior_year_itemized_over_standard: optionalMoney,
    capital_loss_carryover_short: optionalMoney,
    capital_loss_carryover_long: optionalMoney,
    lived_with_spouse: yesNo,
    care_providers: z.array(careProviderSchema).optional().transform((v) => v ?? []),
    students: z.array(studentSchema).optional().transform((v) => v ?? []),
  })
  .optional();

/** Builds the dependent schema; every field is optional (spec §5). */
export function createDependentSchema(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => localIsoDate());
  return z.object({
    first_name: optionalText(),
    last_name: optionalText(),
    date_of_birth: optionalDateOfBirth(today),
    ssn: optionalSsn,
    relationship: optionalText(),
    // Issue 22: the earned income and care credits' residency and age tests.
    months_in_home: wholeNumber(12, TAX_ANSWER_MESSAGES.months),
    full_time_student: yesNo,
    disabled: yesNo,
  });
}

/** Builds the profile form schema; pass `today` to make the "not in the future" check deterministic. */
export function createProfileSchema(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => localIsoDate());
  return z.object({
    // Personal Information
    first_name: requiredText(PROFILE_MESSAGES.firstName, 1),
    middle_name: optionalText(),
    last_name: requiredText(PROFILE_MESSAGES.lastName, 1),
    suffix: optionalSuffix,
    date_of_birth: dateOfBirth(today),
    ssn,
    occupation: requiredText(PROFILE_MESSAGES.occupation, 2),
    // Contact Information
    email: z
      .string({ error: PROFILE_MESSAGES.email })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: PROFILE_MESSAGES.email })),
    phone: z.string({ error: PROFILE_MESSAGES.phone }).trim().regex(PHONE_PATTERN, PROFILE_MESSAGES.phone),
    address: requiredText(PROFILE_MESSAGES.address, 5),
    city: requiredText(PROFILE_MESSAGES.city, 2),
    // Upper-cased so 'ca' is stored as 'CA'; the rule itself is the spec's "exactly 2 characters".
    state: z
      .string({ error: PROFILE_MESSAGES.state })
      .trim()
      .toUpperCase()
      .length(2, PROFILE_MESSAGES.state),
    zip: requiredText(PROFILE_MESSAGES.zip, 5),
    // Tax Information (the spec gives this field only the generic message)
    filing_status: z.enum(FILING_STATUS_VALUES),
    // Spouse (shown for married filing jointly / separately; always optional)
    spouse_first_name: optionalText(),
    spouse_middle_name: optionalText(),
    spouse_last_name: optionalText(),
    spouse_suffix: optionalSuffix,
    spouse_date_of_birth: optionalDateOfBirth(today),
    spouse_ssn: optionalSsn,
    spouse_occupation: optionalText(),
    // Dependents (shown for head of household; always optional)
    dependents: z.array(createDependentSchema(options)).optional().transform((v) => v ?? []),
    // Tax questions for the estimate (issue 22)
    tax_answers: taxAnswersSchema,
  });
}

/** The profile form schema, checking dates of birth against the local date at validation time. */
export const profileFormSchema = createProfileSchema();
/** One dependent entry of the profile form. */
export const dependentSchema = createDependentSchema();

/** What the form holds before validation (react-hook-form values). */
export type ProfileFormInput = z.input<typeof profileFormSchema>;
/** What a successful parse returns: trimmed, email lower-cased, empty optionals removed. */
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type DependentInput = z.input<typeof dependentSchema>;
export type Dependent = z.output<typeof dependentSchema>;
export type TaxAnswers = NonNullable<z.output<typeof taxAnswersSchema>>;

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

/** Builds the dependent schema; every field is optional (spec §5). */
export function createDependentSchema(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => localIsoDate());
  return z.object({
    first_name: optionalText(),
    last_name: optionalText(),
    date_of_birth: optionalDateOfBirth(today),
    ssn: optionalSsn,
    relationship: optionalText(),
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

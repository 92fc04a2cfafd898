/**
 * Rules of the digital sign-off (docs/decisions/030-review-and-sign-off.md). The return is signed
 * with a Self-Select PIN as IRS Topic 255 describes: five digits of the signer's choosing (not all
 * zeros), confirmed with the date of birth and the prior-year AGI or prior-year PIN. The consent
 * follows the declaration and the e-file authorisation of Form 8879.
 */
import { z } from 'zod';
import { isIsoDate } from '#shared/profile/schema';

export const SIGNERS = ['taxpayer', 'spouse'] as const;
export type Signer = (typeof SIGNERS)[number];

/** The consent each signer agrees to, word for word as stored with the signature. */
export function consentText(taxYear: number): string {
  return (
    `Under penalties of perjury, I declare that I have examined the information in this ${taxYear} review summary, ` +
    'including the documents, the figures confirmed from them and the estimate, and to the best of my knowledge and belief it is true, correct and complete. ' +
    `I authorize the TaxDesk preparer to prepare and electronically file my ${taxYear} federal income tax return from this information, ` +
    'and I agree that my typed name and my five-digit Self-Select PIN are my signature on that return (IRS Topic 255; Form 8879).'
  );
}

/** What still stands between a checked return and one ready for filing: the signatures. */
export const SIGNING_MESSAGES = {
  voided: 'Your signature is no longer valid because your information changed. Please review and sign again.',
  taxpayer: 'Sign your return on the Review page.',
  spouse: 'Your spouse signs the joint return on the Review page.',
} as const;

/** Messages shown beside the sign-off fields. */
export const SIGN_OFF_MESSAGES = {
  consent: 'Tick the box to confirm the declaration and the authorization',
  typedName: 'Type your full legal name',
  typedNameMismatch: 'Type your full legal name as it is on your profile',
  pin: 'Choose a PIN of exactly five digits',
  pinZeros: 'Your PIN cannot be all zeros',
  dateOfBirth: 'Enter your date of birth',
  dateOfBirthMismatch: 'The date of birth does not match your profile',
  priorYear: 'Enter last year’s adjusted gross income (0 if you did not file) or last year’s PIN',
  priorYearAgi: 'Enter an amount in dollars, for example 48500 or 48,500.00',
  priorYearPin: 'Last year’s PIN has exactly five digits',
  stale: 'Your information changed while you were reviewing it. Please review the summary again and sign.',
} as const;

/** A Self-Select PIN: exactly five digits, not 00000 (IRS Topic 255). */
export const selfSelectPinSchema = z
  .string()
  .regex(/^\d{5}$/, SIGN_OFF_MESSAGES.pin)
  .refine((pin) => pin !== '00000', SIGN_OFF_MESSAGES.pinZeros);

const moneyText = /^\$?\s*\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\$?\s*\d+(\.\d{1,2})?$/;

/** The sign-off request of one signer. */
export const signOffSchema = z
  .object({
    signer: z.enum(SIGNERS),
    consent: z.literal(true, { error: SIGN_OFF_MESSAGES.consent }),
    typedName: z.string().trim().min(1, SIGN_OFF_MESSAGES.typedName).max(200, SIGN_OFF_MESSAGES.typedName),
    pin: selfSelectPinSchema,
    dateOfBirth: z.string().refine(isIsoDate, SIGN_OFF_MESSAGES.dateOfBirth),
    priorYearAgi: z
      .string()
      .trim()
      .max(20, SIGN_OFF_MESSAGES.priorYearAgi)
      .refine((v) => v === '' || moneyText.test(v), SIGN_OFF_MESSAGES.priorYearAgi)
      .optional(),
    priorYearPin: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{5}$/.test(v), SIGN_OFF_MESSAGES.priorYearPin)
      .optional(),
    /** The SHA-256 of the summary the signer looked at; refused when the data changed since. */
    summarySha256: z.string().regex(/^[0-9a-f]{64}$/, SIGN_OFF_MESSAGES.stale),
  })
  .refine((v) => Boolean(v.priorYearAgi) || Boolean(v.priorYearPin), { path: ['priorYearAgi'], message: SIGN_OFF_MESSAGES.priorYear });

export type SignOffInput = z.input<typeof signOffSchema>;

/** Lower case, accents and punctuation removed, single spaces: for comparing typed names. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LegalName {
  first?: string | null;
  middle?: string | null;
  last?: string | null;
  suffix?: string | null;
}

/**
 * True when the typed name is the signer's legal name from the profile: first and last name,
 * with or without the middle name (or its initial) and the suffix, ignoring case and punctuation.
 */
export function typedNameMatches(typed: string, name: LegalName): boolean {
  const first = normaliseName(name.first ?? '');
  const last = normaliseName(name.last ?? '');
  if (!first || !last) return false;
  const middle = normaliseName(name.middle ?? '');
  const suffix = normaliseName(name.suffix ?? '');
  const middles = ['', ...(middle ? [middle, middle.slice(0, 1)] : [])];
  const suffixes = ['', ...(suffix ? [suffix] : [])];
  const wanted = new Set<string>();
  for (const m of middles) for (const s of suffixes) wanted.add([first, m, last, s].filter(Boolean).join(' '));
  return wanted.has(normaliseName(typed));
}

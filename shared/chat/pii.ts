/**
 * Personal identifiers in chat text: dates of birth, SSNs/TINs/EINs, phone numbers
 * and account numbers. Used to mask confirmed values in the chat UI and to keep them out of
 * prompts to a remote model unless AI_SEND_PII allows it (security.md §12, §13, §17).
 */

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';

/** Words that make a nearby date a date of birth whatever its year. */
const BIRTH_WORDS = /\b(?:born|birth(?:day|date)?|d\.?o\.?b|age)\b[^.!?\n]{0,30}$/i;

const IDENTIFIERS: Array<{ re: RegExp; mask: (m: string) => string }> = [
  // SSN / ITIN (nine digits, dashed) and EIN: last four kept.
  { re: /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b/g, mask: (m) => `•••-••-${m.slice(-4)}` },
  // Phone numbers: (512) 555-0142, 512-555-0142, 512.555.0142, +1 512 555 0142.
  { re: /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g, mask: (m) => `(•••) •••-${m.slice(-4)}` },
];

/** Dates in the usual spellings, with the year captured: 1985-03-14, 03/14/1985, 3-14-85, March 14, 1985, 14 March 1985. */
const DATES: RegExp[] = [
  /\b((?:19|20)\d{2})-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/.-]\d{1,2}[/.-](\d{4}|\d{2})\b/g,
  new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`, 'gi'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+((?:19|20)\\d{2})\\b`, 'gi'),
];

/** Account numbers and bare identifiers: eight or more digits in a row. */
const ACCOUNT = /\b\d{8,17}\b/g;

function fullYear(y: string, now: number): number {
  if (y.length === 4) return Number(y);
  const n = Number(y);
  return n + (2000 + n > now ? 1900 : 2000);
}

/**
 * The text with personal identifiers masked (last four digits kept where useful): SSNs, EINs,
 * phone and account numbers always; a date when it reads as a date of birth (a year before
 * last year, or birth words just before it), so tax dates such as "April 15, 2026" stay.
 */
export function maskPersonalData(text: string, now: Date = new Date()): string {
  const thisYear = now.getUTCFullYear();
  let out = text;
  for (const { re, mask } of IDENTIFIERS) out = out.replace(re, mask);
  for (const re of DATES) {
    out = out.replace(re, (m: string, year: string, offset: number, whole: string) =>
      fullYear(year, thisYear) < thisYear - 1 || BIRTH_WORDS.test(whole.slice(Math.max(0, offset - 40), offset)) ? '••/••/••••' : m,
    );
  }
  return out.replace(ACCOUNT, (m) => `••••${m.slice(-4)}`);
}

/** True when the text holds something maskPersonalData would mask. */
export function hasPersonalData(text: string, now: Date = new Date()): boolean {
  return maskPersonalData(text, now) !== text;
}

/**
 * Social Security numbers spoken of, the way people say them: "social security numbers" in the plural,
 * "SSNs", and "social" as the number's own short name after whose it is ("my daughter's social", "our
 * socials", "can i give you his social"), unless a word after it says it is something else (social
 * media, a social worker, social security benefits or tax). A request to give or be given the number is
 * refused like a typed one (security.md): SSNs are only entered in the profile form.
 */
export function speaksOfSsns(text: string): boolean {
  const t = text.toLowerCase().replace(/’/g, "'");
  if (/\b(?:ssns|ss#s?|social[- ]security (?:numbers|nos\.?|#s))\b/.test(t)) return true;
  return /\b(?:my|our|your|his|her|their|[a-z]+'s?)\s+socials?\b(?!\s+(?:security\s+)?(?:media|life|worker|workers|work|benefits?|income|tax|taxes|wages?|club|event|skills?|checks?|payments?|retirement|disability|payroll|taxable|taxed|security\b(?!\s+(?:numbers?|nos?\.?|#|card))))/.test(t);
}

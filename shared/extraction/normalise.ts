/** Pure normalisers from printed text to the canonical formats of extraction-fields.md. */
import { US_STATE_CODES } from '#shared/enums';

/** The 50 states, DC and the territories (shared/enums). */
export { US_STATE_CODES };

const STATE_SET = new Set<string>(US_STATE_CODES);

const STATE_NAMES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA',
  hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY',
  louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH',
  'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND',
  ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
  virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  'puerto rico': 'PR', guam: 'GU',
};

/** True for a two-letter US state or territory code. */
export function isStateCode(value: string): boolean {
  return STATE_SET.has(value);
}

/** "ca", "CA" or "California" → "CA"; undefined when not a state. */
export function normaliseState(input: string): string | undefined {
  const s = input.trim().replace(/[.,]/g, '');
  if (/^[A-Za-z]{2}$/.test(s) && STATE_SET.has(s.toUpperCase())) return s.toUpperCase();
  return STATE_NAMES[s.toLowerCase()];
}

/**
 * A two-letter code that is not a state (OCR read "PA" as "TA") taken as the one state code printed
 * in the given addresses that differs from it in a single letter; undefined when none or several do.
 */
export function stateFromAddresses(code: string, addresses: readonly string[]): string | undefined {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c) || STATE_SET.has(c)) return undefined;
  const found = new Set<string>();
  for (const a of addresses) {
    for (const m of a.toUpperCase().matchAll(/\b([A-Z]{2})\b/g)) {
      const s = m[1] ?? '';
      if (STATE_SET.has(s) && (s[0] === c[0]) !== (s[1] === c[1])) found.add(s);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
/** A TIN printed with its leading digits masked, e.g. "XXX-XX-6789" or "***-**-6789", or masked whole ("XXX-XX-XXXX"). */
export const MASKED_TIN_PATTERN = /^[X*•#]{3}-?[X*•#]{2}-?(?:\d{4}|[X*•#]{4})$/i;

export type TinKind = 'ssn' | 'ein' | 'any';

/**
 * Canonical TIN: 9 digits become "123-45-6789" (SSN/ITIN) or "12-3456789" (EIN), following the
 * printed grouping or, when printed without one, the expected kind. Anything that does not fit
 * (8 digits, odd grouping, masked) is returned as printed, trimmed.
 */
export function normaliseTin(input: string, kind: TinKind = 'any'): string {
  const s = input.trim().replace(/\s+/g, '').replace(/[‐‑–—]/g, '-');
  if (SSN_PATTERN.test(s) || EIN_PATTERN.test(s)) return s;
  if (/^\d{9}$/.test(s)) {
    return kind === 'ein' ? `${s.slice(0, 2)}-${s.slice(2)}` : `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
  }
  if (/^\d{3} ?\d{2} ?\d{4}$/.test(input.trim())) {
    const d = input.replace(/\D/g, '');
    return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  }
  return s;
}

/** True when the value is a canonical SSN, EIN or a masked number. */
export function isValidTin(value: string, kind: TinKind = 'any'): boolean {
  if (MASKED_TIN_PATTERN.test(value)) return kind !== 'ein';
  if (kind === 'ssn') return SSN_PATTERN.test(value) && isPlausibleSsn(value);
  if (kind === 'ein') return EIN_PATTERN.test(value);
  return (SSN_PATTERN.test(value) && isPlausibleSsn(value)) || EIN_PATTERN.test(value);
}

/** SSA never issues area 000, 666 or 9xx (ITINs start with 9 and are accepted), group 00 or serial 0000. */
export function isPlausibleSsn(value: string): boolean {
  const m = /^(\d{3})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return false;
  const [, area, group, serial] = m;
  return area !== '000' && area !== '666' && group !== '00' && serial !== '0000';
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

function isoDate(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return undefined;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return undefined;
  return `${y.toString().padStart(4, '0')}-${m.toString().padStart(2, '0')}-${d.toString().padStart(2, '0')}`;
}

/** "03/15/2024", "3-15-24", "2024-03-15", "March 15, 2024", "15 Mar 2024" → "2024-03-15". */
export function normaliseDate(input: string): string | undefined {
  const s = input.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(s);
  if (m) {
    let y = Number(m[3]);
    if (y < 100) y += y >= 70 ? 1900 : 2000;
    return isoDate(y, Number(m[1]), Number(m[2]));
  }
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS[(m[1] ?? '').toLowerCase()];
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : undefined;
  }
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS[(m[2] ?? '').toLowerCase()];
    return month ? isoDate(Number(m[3]), month, Number(m[1])) : undefined;
  }
  return undefined;
}

const CHECKED_MARKS = new Set(['x', '✓', '✔', '☑', '☒', '■', '[x]', '(x)', '|x|', 'yes', 'true', 'on', '1', '[✓]', '[✔]']);

/** A checkbox mark or value → boolean: "X", "✔", "Yes", "On" → true; blank, "Off", "No" → false. */
export function normaliseCheckbox(input: string | boolean | undefined | null): boolean {
  if (typeof input === 'boolean') return input;
  if (!input) return false;
  return CHECKED_MARKS.has(input.trim().toLowerCase());
}

/** Collapses whitespace and trims stray separators; line breaks are joined by ", ". */
export function normaliseText(input: string): string {
  return input
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim().replace(/^[,;]+|[,;]+$/g, '').trim())
    .filter((l) => l.length > 0)
    .join(', ');
}

/** A phone number as printed, whitespace collapsed; undefined when it has not 10–11 digits. */
export function normalisePhone(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 11) return undefined;
  return input.trim().replace(/\s+/g, ' ');
}

/** A four-digit tax year between 1990 and 2100. */
export function normaliseTaxYear(input: string | number): number | undefined {
  const n = typeof input === 'number' ? input : Number(String(input).trim());
  return Number.isInteger(n) && n >= 1990 && n <= 2100 ? n : undefined;
}

/** Keeps the last four characters of an identifier, masking the rest (storage of ID numbers). */
export function maskToLastFour(value: string): string {
  const clean = value.replace(/\s+/g, '');
  if (clean.length <= 4) return clean;
  return '*'.repeat(clean.length - 4) + clean.slice(-4);
}

/**
 * Money as integer cents (bigint) and canonical strings ("48500.00"). Amounts are parsed from
 * text digit by digit; no floating point is involved anywhere.
 */

import { formatCents, formatUsd as formatUsdNumber, parseMoney } from '#shared/money';

// Bigint cents for the engine's arithmetic; the formatting and canonical parsing are the
// product's one money module (shared/money.ts). Amounts are capped far below 2^53 cents
// (schemas.ts MAX_AMOUNT_CENTS), so converting to a number is exact.
export type Cents = bigint;

const CANONICAL = /^-?\d+\.\d{2}$/;

/** True for the canonical money format of extraction-fields.md ("48500.00", "-12.50"). */
export function isCanonicalMoney(value: string): boolean {
  return CANONICAL.test(value);
}

/**
 * Parses a printed amount into cents. Accepts "$1,234.56", "1234", "1,500", "(12.50)", "-12.50",
 * "12.5", "1 234.56" and European-style thousands "10.000". Returns undefined for anything else.
 */
export function parseMoneyToCents(input: string): Cents | undefined {
  let s = input.trim().replace(/[\u2212\u2013]/g, '-');
  if (!s) return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1).trim();
  }
  s = s.replace(/^\$\s*/, '').replace(/\s*\$$/, '');
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  // Spaces used as thousands separators: "1 234.56".
  if (/^\d{1,3}( \d{3})+(\.\d{1,2})?$/.test(s)) s = s.replace(/ /g, '');
  let whole: string;
  let frac = '';
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s) || /^\d+(\.\d{1,2})?$/.test(s)) {
    const [w, f] = s.replace(/,/g, '').split('.');
    whole = w ?? '';
    frac = f ?? '';
  } else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) {
    // "10.000" / "1.234,56": dots group thousands, a comma marks the cents.
    const [w, f] = s.split(',');
    whole = (w ?? '').replace(/\./g, '');
    frac = f ?? '';
  } else if (/^\d+,\d{2}$/.test(s)) {
    const [w, f] = s.split(',');
    whole = w ?? '';
    frac = f ?? '';
  } else {
    return undefined;
  }
  if (!/^\d+$/.test(whole) || whole.length > 13) return undefined;
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Formats cents as the canonical string with two decimals and no separators. */
export function centsToCanonical(cents: Cents): string {
  return formatCents(Number(cents));
}

/** Parses a printed amount straight to the canonical string. */
export function normaliseMoney(input: string): string | undefined {
  const cents = parseMoneyToCents(input);
  return cents === undefined ? undefined : centsToCanonical(cents);
}

/** Cents of a canonical money string (throws on a non-canonical value: a programming error). */
export function canonicalToCents(value: string): Cents {
  if (!CANONICAL.test(value)) throw new TypeError(`not a canonical amount: ${value}`);
  return BigInt(parseMoney(value));
}

/** Formats cents for people: "$48,500.00". */
export function formatUsd(cents: Cents): string {
  return formatUsdNumber(Number(cents));
}

/** Multiplies cents by a rate given in basis points of a percent (e.g. 620 = 6.20%), rounding half up. */
export function applyRate(cents: Cents, basisPoints: bigint): Cents {
  const product = cents * basisPoints;
  return (product + 5000n) / 10000n;
}

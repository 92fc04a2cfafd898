/**
 * Money as integer cents. Amounts never pass through a float: canonical strings ("48500.00",
 * "-12.50", extraction-fields.md "Value formats") are parsed digit by digit, and rates are
 * rationals (basis points are a rational over 10,000) applied with bigint arithmetic and an
 * explicit rounding rule.
 */

/** A whole number of cents; always a safe integer. */
export type Cents = number;

/** A rate as an exact rational number num/den (den > 0), e.g. 9235/10000 for 92.35 %. */
export interface Rate {
  readonly num: number;
  readonly den: number;
}

/**
 * Rounding rules for results that fall between two cents.
 * - half_up: nearest cent, halves away from zero (the usual money meaning of "round half up";
 *   -0.5 ¢ becomes -1 ¢, so a negative amount rounds like its positive mirror).
 * - floor: toward negative infinity. - ceil: toward positive infinity. - trunc: toward zero.
 */
export type Rounding = 'half_up' | 'floor' | 'ceil' | 'trunc';

const MONEY_RE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** True when the value is a safe integer, i.e. a valid Cents amount. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} is not a safe integer number of cents: ${String(value)}`);
  }
  // Normalise -0 so that formatting never prints "-0.00".
  return value === 0 ? 0 : value;
}

/** Parses a money string ("48500.00", "-12.5", "7") into cents, or null when it is not one. */
export function tryParseMoney(text: string): Cents | null {
  const match = MONEY_RE.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '0', frac = ''] = match;
  const digits = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  const cents = minus ? -digits : digits;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < BigInt(Number.MIN_SAFE_INTEGER)) return null;
  const n = Number(cents);
  return n === 0 ? 0 : n;
}

/** Parses a canonical money string into cents; throws a RangeError on anything else. */
export function parseMoney(text: string): Cents {
  const cents = tryParseMoney(text);
  if (cents === null) throw new RangeError(`not a money amount: ${JSON.stringify(text)}`);
  return cents;
}

/** Formats cents as a canonical money string: 4850000 → "48500.00", -1250 → "-12.50". */
export function formatCents(cents: Cents): string {
  const c = assertCents(cents);
  const abs = BigInt(Math.abs(c));
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${c < 0 ? '-' : ''}${whole.toString()}.${frac}`;
}

/** Formats cents for display in US dollars: 4850000 → "$48,500.00", -1250 → "-$12.50". */
export function formatUsd(cents: Cents): string {
  const canonical = formatCents(cents);
  const negative = canonical.startsWith('-');
  const [whole = '0', frac = '00'] = (negative ? canonical.slice(1) : canonical).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${frac}`;
}

/** Whole dollars to cents, for writing figures: dollars(15750) → 1575000. */
export function dollars(wholeDollars: number): Cents {
  if (!Number.isSafeInteger(wholeDollars)) throw new RangeError(`not whole dollars: ${wholeDollars}`);
  return assertCents(wholeDollars * 100, 'dollars');
}

/** Adds any number of cent amounts, checking the result stays a safe integer. */
export function addCents(...amounts: Cents[]): Cents {
  return sumCents(amounts);
}

/** Sums a list of cent amounts (0 for an empty list). */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0n;
  for (const a of amounts) total += BigInt(assertCents(a));
  return assertCents(Number(total), 'sum');
}

/** Subtracts b from a. */
export function subCents(a: Cents, b: Cents): Cents {
  return assertCents(Number(BigInt(assertCents(a)) - BigInt(assertCents(b))), 'difference');
}

/** The rate num/den; throws unless both are safe integers and den > 0. */
export function rate(num: number, den: number): Rate {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0) {
    throw new RangeError(`invalid rate ${num}/${den}`);
  }
  return { num, den };
}

/** A rate in basis points: bps(1240) is 12.40 %. */
export function bps(basisPoints: number): Rate {
  return rate(basisPoints, 10_000);
}

/** Divides the integer n by the positive integer d with the given rounding, all in bigint. */
function divRound(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d; // truncates toward zero
  const r = n % d;
  if (r === 0n) return q;
  const negative = n < 0n !== d < 0n;
  switch (rounding) {
    case 'trunc':
      return q;
    case 'floor':
      return negative ? q - 1n : q;
    case 'ceil':
      return negative ? q : q + 1n;
    case 'half_up': {
      const absR2 = (r < 0n ? -r : r) * 2n;
      const absD = d < 0n ? -d : d;
      if (absR2 >= absD) return negative ? q - 1n : q + 1n;
      return q;
    }
  }
}

/** Multiplies cents by a rate, rounding to a whole cent (default: half up). */
export function multiplyByRate(cents: Cents, r: Rate, rounding: Rounding = 'half_up'): Cents {
  const result = divRound(BigInt(assertCents(cents)) * BigInt(r.num), BigInt(r.den), rounding);
  return assertCents(Number(result), 'product');
}

/** Multiplies cents by a whole number (e.g. a count of children). */
export function multiplyCents(cents: Cents, factor: number): Cents {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`factor must be an integer: ${factor}`);
  return assertCents(Number(BigInt(assertCents(cents)) * BigInt(factor)), 'product');
}

/** Divides cents by a positive whole number with explicit rounding (default: half up). */
export function divideCents(cents: Cents, divisor: number, rounding: Rounding = 'half_up'): Cents {
  if (!Number.isSafeInteger(divisor) || divisor <= 0) throw new RangeError(`invalid divisor ${divisor}`);
  return assertCents(Number(divRound(BigInt(assertCents(cents)), BigInt(divisor), rounding)));
}

/** Rounds cents to whole dollars (IRS rounding: 50 ¢ and up goes up; by default half up). */
export function roundToWholeDollars(cents: Cents, rounding: Rounding = 'half_up'): Cents {
  return divideCents(cents, 100, rounding) * 100;
}

/** The smallest of one or more amounts. */
export function minCents(first: Cents, ...rest: Cents[]): Cents {
  return rest.reduce((m, a) => (assertCents(a) < m ? a : m), assertCents(first));
}

/** The largest of one or more amounts. */
export function maxCents(first: Cents, ...rest: Cents[]): Cents {
  return rest.reduce((m, a) => (assertCents(a) > m ? a : m), assertCents(first));
}

/** Limits an amount to the range [low, high]; throws when low > high. */
export function clampCents(value: Cents, low: Cents, high: Cents): Cents {
  if (low > high) throw new RangeError(`clamp range is empty: ${low} > ${high}`);
  return minCents(maxCents(value, low), high);
}

/** Never below zero: max(0, value). IRS lines that say "if zero or less, enter -0-". */
export function nonNegative(value: Cents): Cents {
  return maxCents(value, 0);
}

/**
 * A US ZIP code's first three digits name the sectional centre that serves it, and the Postal
 * Service gives each state its own ranges of them (USPS Publication 65, "National Five-Digit ZIP
 * Code and Post Office Directory"; the first digit names a group of states: 0 New England, PR and NJ,
 * 9 the West Coast, Alaska and Hawaii). An OCR'd address whose ZIP code starts outside its state's
 * ranges, where one closed-bowl digit read for another (0, 3, 5, 6, 8, 9: OCR's usual confusion
 * on small print) brings it into them and no other digit does, had that first digit misread
 * ("SEATTLE WA 08001" and "88001" for 98001, issue 17, ADR 160).
 */
import { UNSURE_CONF, type ParsedFields } from './parsers/common';

/** Three-digit ZIP prefixes of each state, district and territory (inclusive ranges). */
export const ZIP_PREFIXES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  AL: [[350, 369]], AK: [[995, 999]], AZ: [[850, 865]], AR: [[716, 729]], CA: [[900, 961]], CO: [[800, 816]],
  CT: [[60, 69]], DE: [[197, 199]], DC: [[200, 205], [569, 569]], FL: [[320, 349]], GA: [[300, 319], [398, 399]],
  HI: [[967, 968]], ID: [[832, 838]], IL: [[600, 629]], IN: [[460, 479]], IA: [[500, 528]], KS: [[660, 679]],
  KY: [[400, 427]], LA: [[700, 714]], ME: [[39, 49]], MD: [[206, 219]], MA: [[10, 27], [55, 55]], MI: [[480, 499]],
  MN: [[550, 567]], MS: [[386, 397]], MO: [[630, 658]], MT: [[590, 599]], NE: [[680, 693]], NV: [[889, 898]],
  NH: [[30, 38]], NJ: [[70, 89]], NM: [[870, 884]], NY: [[5, 5], [63, 63], [100, 149]], NC: [[270, 289]],
  ND: [[580, 588]], OH: [[430, 459]], OK: [[730, 749]], OR: [[970, 979]], PA: [[150, 196]], RI: [[28, 29]],
  SC: [[290, 299]], SD: [[570, 577]], TN: [[370, 385]], TX: [[733, 733], [750, 799], [885, 885]], UT: [[840, 847]],
  VT: [[50, 59]], VA: [[201, 201], [220, 246]], WA: [[980, 994]], WV: [[247, 268]], WI: [[530, 549]],
  WY: [[820, 831]], PR: [[6, 9]], VI: [[8, 8]], GU: [[969, 969]],
};

/** Digits drawn with a closed or nearly closed bowl, which OCR takes for one another on small print. */
const BOWL_DIGITS = '035689';

/** True when a ZIP code's first three digits are one of the state's prefixes (undefined for a state not listed). */
export function zipInState(zip: string, state: string): boolean | undefined {
  const ranges = ZIP_PREFIXES[state];
  if (!ranges) return undefined;
  const prefix = Number(zip.slice(0, 3));
  return ranges.some(([a, b]) => prefix >= a && prefix <= b);
}

/** The ZIP code (ZIP+4 allowed) at an address's end. */
const ZIP_END = /(^|[\s,])(\d{5})(-\d{4})?$/;
/** How many words before the ZIP code the state code may stand (OCR may set it before the city: "WA, SEATTLE 08001"). */
const STATE_REACH = 3;

/**
 * The address with its ZIP code's first digit mended when that digit puts the ZIP outside the state
 * printed before it and exactly one other bowl digit puts it inside; undefined when nothing is mended
 * (the ZIP fits its state, no state code stands among the few words before it, the state is not
 * listed, the read digit is not a bowl digit, or no single digit or more than one fits).
 */
export function mendZipFirstDigit(address: string): string | undefined {
  const trimmed = address.trim();
  const m = ZIP_END.exec(trimmed);
  if (!m) return undefined;
  const [whole, , zip = '', plus4 = ''] = m;
  const before = trimmed.slice(0, trimmed.length - whole.length + (m[1]?.length ?? 0));
  const words = before.split(/[\s,]+/).filter(Boolean).slice(-STATE_REACH);
  const state = [...words].reverse().find((w) => /^[A-Z]{2}$/.test(w) && ZIP_PREFIXES[w]);
  if (!state || zipInState(zip, state) !== false || !BOWL_DIGITS.includes(zip[0] ?? '')) return undefined;
  const fits = [...BOWL_DIGITS].filter((d) => d !== zip[0] && zipInState(d + zip.slice(1), state));
  if (fits.length !== 1) return undefined;
  return `${before}${fits[0]}${zip.slice(1)}${plus4}`;
}

/** An address field (a party's, or the 1040's home address). */
const ADDRESS_FIELD = /(?:^|_)address$/;

/**
 * Mends the ZIP code's first digit of every OCR'd address field (`mendZipFirstDigit`); a mended value
 * is for the user to check (below "check this value"). Returns the fields mended.
 */
export function mendAddressZips(fields: ParsedFields): string[] {
  const mended: string[] = [];
  for (const [name, v] of Object.entries(fields)) {
    if (!ADDRESS_FIELD.test(name) || typeof v.value !== 'string') continue;
    const fixed = mendZipFirstDigit(v.value);
    if (fixed === undefined) continue;
    fields[name] = { value: fixed, conf: Math.min(v.conf, UNSURE_CONF) };
    mended.push(name);
  }
  return mended;
}

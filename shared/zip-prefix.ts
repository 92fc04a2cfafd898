import { ADDRESS_STATES } from './enums';

/**
 * Which state a ZIP code belongs to, by its first three digits (the USPS sectional center facility prefix; USPS
 * "L002 3-Digit ZIP Code Prefix Matrix", Domestic Mail Manual 968). A prefix serves one state, except 969 (Guam and the
 * freely associated states in the Pacific). A few five-digit ZIPs cross a state line; none of them crosses into a
 * state whose prefix range is elsewhere, so the check below only flags a ZIP from another part of the country.
 */
const RANGES: ReadonlyArray<readonly [from: number, to: number, states: string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'],
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'],
  [60, 69, 'CT'], [70, 89, 'NJ'], [90, 99, 'AE'],
  [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'],
  [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'],
  [320, 339, 'FL'], [340, 340, 'AA'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'],
  [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'],
  [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'],
  [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'],
  [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'],
  [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'],
  [900, 961, 'CA'], [962, 966, 'AP'], [967, 968, 'HI'], [969, 969, 'GU MP PW FM MH'], [970, 979, 'OR'],
  [980, 994, 'WA'], [995, 999, 'AK'],
];

/** The state codes a ZIP code's prefix belongs to, or null for a prefix the USPS has not assigned (or no ZIP). */
export function zipStates(zip: string): string[] | null {
  const m = /^(\d{3})\d{2}(?:-\d{4})?$/.exec(zip.trim());
  if (!m) return null;
  // American Samoa's one ZIP sits in Hawaii's prefix.
  if (zip.startsWith('96799')) return ['AS'];
  const prefix = Number(m[1]);
  const range = RANGES.find(([from, to]) => prefix >= from && prefix <= to);
  return range ? range[2].split(' ') : null;
}

/** False when the ZIP code belongs to another state than `state`; true when it is the state's; null when unknown. */
export function zipInState(zip: string, state: string): boolean | null {
  const states = zipStates(zip);
  return states ? states.includes(state.toUpperCase()) : null;
}

/** "ZIP code 04101 is in Maine, not Oregon." when the ZIP belongs to another state than `state`; null otherwise. */
export function zipStateMismatch(zip: string, state: string): string | null {
  if (zipInState(zip, state) !== false) return null;
  const name = (code: string) => ADDRESS_STATES.find((s) => s.code === code.toUpperCase())?.name ?? code;
  return `ZIP code ${zip.trim()} is in ${name(zipStates(zip)![0]!)}, not ${name(state)}.`;
}

/**
 * What a phone photo's readings may be trusted with (issue 17 point 5, ADR 089 addendum b). A photo is
 * resampled twice (the camera's perspective, then the warp and the enlargement), soft and unevenly lit:
 * the OCR reads a wrong glyph there with the confidence it has for a clean scan ("Di Pet" for "Di Petrova"
 * at 0.96). So on a photographed page one reading is never enough for "verified": a value keeps a
 * confidence of 0.95 or more only when the box's own region, read apart from the page, reads the same
 * value, or when the form's arithmetic ties it to another box (W-2 box 4 = 6.2 % of box 3, box 6 =
 * 1.45 % of box 5: the tax boxes). Every other value stays, shown as "check this value".
 */
import type { ParsedFields, ParsedValue } from '../parsers/common';
import { sameValue } from '../model';
import { agreeingFields, cents, exact, w2Pairs } from './combine';
import type { DocumentType } from '#shared/extraction/document-types';
import { FIELD_DEFINITIONS } from '#shared/extraction/fields';
import { isStateCode, isValidTin } from '#shared/extraction/normalise';
import { FORM_DEFINITIONS } from '#shared/forms/index';
import { geometryOf } from '../template';
import { STREET_TYPES } from '#shared/chat/parsers';

/** Confidence of a photo's value read once: below the 0.95 a value needs to count as sure. */
export const PHOTO_SINGLE_READING = 0.9;

/**
 * A page reading the engine itself rates no higher than this is unverified (the "check this value"
 * boundary of ADR 093: a region read below 0.8 is unclean, an amount found by its line's description
 * instead of its number is capped at 0.8). On a photo such a reading, with no second reading behind it,
 * is left out (ADR 117's rule, ADR 122).
 */
export const PHOTO_WEAK_READING = 0.8;

/** A page reading at least this sure is the OCR's clear reading (combine.ts' SURE_ON_PAGE). */
const SURE = 0.95;

/**
 * The numbers the type's boxes print ("13" for box 13, "2" for boxes 2a to 2f), as whole amounts: the
 * form's own print an OCR'd page may read as a box's value.
 */
export function printedBoxNumbers(type: DocumentType): Set<number> {
  const out = new Set<number>();
  for (const def of FIELD_DEFINITIONS[type]) {
    const n = def.box === undefined ? Number.NaN : Number.parseInt(def.box, 10);
    if (Number.isInteger(n)) out.add(n);
  }
  return out;
}

/** A whole-dollar amount ("13.00") that is one of the form's printed box numbers. */
export function readsAsBoxNumber(type: DocumentType, value: unknown): boolean {
  const m = typeof value === 'string' ? /^(\d{1,2})\.00$/.exec(value) : null;
  return m !== null && printedBoxNumbers(type).has(Number(m[1]));
}

/**
 * A whole-dollar amount that is the last two digits of the form's tax year ("25.00" on a 2025 form): the
 * official forms print the year in their year box as an outlined "20" and a bold "25", and OCR of a photo
 * reads only the bold half (ADR 163).
 */
export function readsAsYearPrint(value: unknown, taxYear: number | undefined): boolean {
  const m = typeof value === 'string' ? /^(\d{2})\.00$/.exec(value) : null;
  return m !== null && taxYear !== undefined && Number(m[1]) === taxYear % 100;
}

/** The words (two letters or more, upper case) the type's blank forms print: labels, instructions, notices. */
const printedWordsCache = new Map<DocumentType, Set<string>>();
function printedWords(type: DocumentType): Set<string> {
  let words = printedWordsCache.get(type);
  if (!words) {
    words = new Set<string>();
    for (const def of FORM_DEFINITIONS.filter((d) => d.type === type)) {
      for (const [t] of geometryOf(def).text) for (const w of wordsOf(t)) if (/^[A-Z]{2,}$/.test(w)) words.add(w);
    }
    printedWordsCache.set(type, words);
  }
  return words;
}

/**
 * How many words (of two letters or more) a value needs for all of them printed on the blank form to make it the form's
 * print. Two: a line of the 1099-INT's Copy B notice ("return, a negligence") read into box 7, whose region holds no ink
 * (ADR 167); a country or a name has a word of its own.
 */
export const FORM_PRINT_MIN_WORDS = 2;

/**
 * A text value every word of which (no digit; two words or more of two letters or more, a one-letter word aside) the blank form
 * prints itself: the form's own notice or label read as a value ("IRS. If you file are, required to a", the 1099-INT
 * Copy B notice, read as box 7's country, ADR 163). A name or an address has words of its own.
 */
export function readsAsFormPrint(type: DocumentType, value: unknown): boolean {
  if (typeof value !== 'string' || /\d/.test(value)) return false;
  const words = wordsOf(value).filter((w) => w.length >= 2);
  if (words.length < FORM_PRINT_MIN_WORDS) return false;
  const printed = printedWords(type);
  return printed.size > 0 && words.every((w) => printed.has(w));
}

/** A word of a reading: letters and digits only, upper case. */
const wordsOf = (v: string) =>
  v
    .toUpperCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/[^A-Z0-9]/g, ''))
    .filter(Boolean);

/** Levenshtein distance, capped: whether `a` and `b` are at most `max` edits apart. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]! <= max;
}

/**
 * Whether a second reading of a name or an address (its box's region, read apart) bears out the page's
 * text: every word of the page's value is in the region's reading, in the same order (other words, such
 * as a label the region caught, may come between), a word holding a digit exactly, a word of three or
 * more letters within one edit ("Em" for "Elm": OCR dropping a glyph of a word it read, not another word).
 */
export function textBorneOut(page: string, region: string): boolean {
  const want = wordsOf(page);
  const have = wordsOf(region);
  if (want.length === 0) return false;
  let at = 0;
  for (const w of want) {
    const near = (h: string) => (/\d/.test(w) || w.length < 3 ? h === w : withinEdits(w, h, 1));
    while (at < have.length && !near(have[at]!)) at += 1;
    if (at >= have.length) return false;
    at += 1;
  }
  return true;
}

/**
 * Whether the region's reading of a field bears out the page's value (the same value, or for text the same words). A
 * region reading no surer than 0.8 bears out no whole amount the page read that weakly: two weak readings may both have
 * read the same printed mark, the box's "$" or its number (the "$" of an empty money box read "1" by both, seed 70721's
 * 1099-DIV photo, ADR 162, 163), or the same print without its cents point ("10259852" for 102,598.52: the point is a
 * pixel or two, lost alike by both, ADR 167). Nine digits of a TIN, or words, no printed mark imitates.
 */
function borneOut(page: ParsedValue, region: ParsedValue | undefined): boolean {
  if (!region) return false;
  if (page.conf <= PHOTO_WEAK_READING && region.conf <= PHOTO_WEAK_READING && typeof page.value === 'string' && /^\d+\.00$/.test(page.value)) return false;
  if (sameValue(page.value, region.value)) return true;
  return typeof page.value === 'string' && typeof region.value === 'string' && /[A-Za-z]{2}/.test(page.value) && textBorneOut(page.value, region.value);
}

/**
 * Two readings of one box that say different things: not the same value, and for words neither's words within the
 * other's (a label the region caught, a glyph dropped: `textBorneOut`). Lists are compared row by row elsewhere.
 */
export function disagree(page: ParsedValue, region: ParsedValue): boolean {
  if (Array.isArray(page.value) || Array.isArray(region.value)) return false;
  if (sameValue(page.value, region.value)) return false;
  if (typeof page.value === 'string' && /[A-Za-z]{2}/.test(page.value)) {
    // Words the region read uncleanly say nothing against the page: noise ("ox, Var«s anc Vorgan" at 0 for "Fox, Marks and
    // Morgan", the real 2020 1099-DIV photo) or a glyph or two misread ("JAadison" at 0.79).
    if (region.conf < CLEAN_WORDS) return false;
    return typeof region.value !== 'string' || (!textBorneOut(page.value, region.value) && !textBorneOut(region.value, page.value));
  }
  // Digits the region read as noise ("448-933-5074" at 0 for the phone 648-933-5074; "3530213.00" at 0.3) say nothing.
  if (region.conf < NOISE_DIGITS) return false;
  // The same digits, one reading without the cents' point ("28394445.00" for 283,944.45): a point is lost, never added, so
  // the reading with it is not contradicted.
  if (typeof page.value === 'string' && typeof region.value === 'string' && pointLostFrom(page.value, region.value)) return false;
  return true;
}

/** A region's reading of digits below this OCR confidence is noise, no evidence against the page's reading. */
export const NOISE_DIGITS = 0.5;

/** A region's reading of words at least this sure (COMBINE.cleanRead) can tell against the page's. */
export const CLEAN_WORDS = 0.8;

/** Whether `without` is `amount`'s digits read without its cents' point, as whole dollars ("28394445.00" of "283944.45"). */
export function pointLostFrom(amount: string, without: string): boolean {
  const m = /^(\d+)\.(\d{2})$/.exec(amount);
  return m !== null && m[2] !== '00' && without === `${m[1]}${m[2]}.00`;
}

const TIN_KINDS: Record<string, 'ssn' | 'ein' | 'any'> = { ssn: 'ssn', ein: 'ein', tin: 'any' };

/**
 * An address that goes on after its state and ZIP code ("5748 Maple Ave, Raleigh, NC 27601, 95"): a US
 * address ends with them, so what follows is another box's print read into it.
 */
export function runsPastZip(value: string): boolean {
  const words = value.trim().split(/[\s,]+/).filter(Boolean);
  for (let i = 1; i < words.length - 1; i += 1) {
    if (/^\d{5}(?:-\d{4})?$/.test(words[i]!) && words[i - 1]!.length === 2 && isStateCode(words[i - 1]!.toUpperCase())) return true;
  }
  return false;
}

/**
 * An address read without its street line ("Madison, WI 53703" for "2852 Oak Street, Madison, WI
 * 53703"): no digit outside its ZIP code, so neither a street number nor a PO box. On a photo the line
 * above the city was lost, and the rest is not the party's address.
 */
export function lacksStreetLine(value: string): boolean {
  const withoutZip = value.trim().replace(/[\s,]+\d{5}(?:-\d{4})?$/, '');
  return withoutZip !== value.trim() && !/\d/.test(withoutZip);
}

/**
 * An address that ends as a US address does (USPS: the last line is city, state and ZIP code): a 5- or
 * 9-digit ZIP after a state code ("WI 53703", "NE, 03477") or a state's name ("Wisconsin 98204"). On a
 * photo an address that does not ("3266 Maple Ave", "Madson, WIS 3T08, ood UM 0H", "Rakesh, NEC 2700")
 * lost its city line or read it as noise (ADR 139).
 */
export function endsWithStateAndZip(value: string): boolean {
  const m = /(?:^|[\s,])([A-Za-z][A-Za-z.]*),?\s+\d{5}(?:-\d{4})?$/.exec(value.trim());
  if (!m) return false;
  const state = m[1]!.replace(/\./g, '');
  return state.length === 2 ? isStateCode(state.toUpperCase()) : state.length >= 4;
}

/**
 * A value shaped as a phone number: ten digits (after an optional country code 1) in the printed groups
 * of three, three and four, optionally with an extension ("1-691-415-5804x91427"). On a photo a phone box
 * read as anything else ("FILER'S employer cn 15:6 126 oo") is the box's label or noise (ADR 139).
 */
export function phoneShaped(value: string): boolean {
  return /^(?:\+?1[-. ]?)?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.test(value.trim());
}

/**
 * The rows of a state list that stand as rows: a row names its state or carries an amount. A row holding
 * only an identifier ("324155424" alone, under a row whose id read as the label word "identification") is a
 * piece of another row the OCR split off, not a line of the form.
 */
export function rowsThatStand(rows: ReadonlyArray<Record<string, string | boolean>>): Array<Record<string, string | boolean>> {
  return rows.filter((row) => Object.entries(row).some(([k, v]) => k === 'state' || (typeof v === 'string' && /^\d+\.\d{2}$/.test(v))));
}

/**
 * The W-2 tax boxes the rates tie to their wages exactly (to the cent, or one cent of rounding). Only
 * the tax: wages up to ~16 cents off give the same tax, so a misread cents digit of box 3 or 5 (3 for
 * 8) still passes; the wages need their region's reading.
 */
export function heldByArithmetic(type: DocumentType, fields: ParsedFields, taxYear: number | undefined): Set<string> {
  const held = new Set<string>();
  if (type !== 'w2') return held;
  for (const [wf, tf, taxOf] of w2Pairs(taxYear)) {
    const w = cents(fields[wf]?.value);
    const t = cents(fields[tf]?.value);
    if (w === undefined || t === undefined || w <= 0n || t <= 0n) continue;
    if (taxOf(w).some((x) => exact(x, t))) held.add(tf);
  }
  return held;
}

/** What the photo's page reading was before it was combined with the region reading (ADR 122). */
export interface PhotoReadings {
  /** The page reading's fields before combining (their own confidence); fields added later count as the page's. */
  page?: ParsedFields;
  /** Filled with the fields left out, to be flagged (runChecks' `leftOut`). */
  leftOut?: Set<string>;
  /**
   * The page was found at under 130 dpi in the photo (`PAGE_FINDING.clearFirstBelowDpi`, ADR 129): its
   * print is 8–10 px tall and blurred, the loop that tells an 8 from a 6 or a 9 a pixel or two. The box's
   * region read again is an enlargement of the same pixels by the same OCR, which misreads them alike
   * (a payer TIN's 8 read as 6 by both, 0.97): on such a page the two readings agreeing is not a second
   * reading, and only the form's arithmetic confirms a value (ADR 139).
   */
  small?: boolean;
}

/**
 * A filler prints every amount of a form in one style (ADR 168), on photos:
 * - an amount whose digits are another amount's of the form read without its cents' point ("7017105.00" beside box 1's
 *   70,171.05) is that amount with its point lost, not a value of its own: left out (a state row keeps its other items);
 * - on a page whose other amounts were read with cents (one or more not ".00"), an amount of three digits or more read as
 *   whole dollars that no second reading confirms (its box's region reading the same on a page not small, or the form's
 *   arithmetic) may have lost its point or its cents ("512158.00" for 5,121.58, "18354.00" for 18,354.04): left out.
 */
export function amountsInTheFormsStyle(
  type: DocumentType,
  fields: ParsedFields,
  region: { fields: ParsedFields } | undefined,
  readings: PhotoReadings,
  taxYear: number | undefined,
  drop: (name: string) => void,
): void {
  const money = new Set(FIELD_DEFINITIONS[type].filter((d) => d.kind === 'money').map((d) => d.name));
  const listMoney = new Map(FIELD_DEFINITIONS[type].filter((d) => d.kind === 'list').map((d) => [d.name, new Set((d.items ?? []).filter((i) => i.kind === 'money').map((i) => i.name))] as const));
  const amounts: Array<{ name: string; value: string }> = [];
  for (const [name, v] of Object.entries(fields)) {
    if (money.has(name) && typeof v.value === 'string') amounts.push({ name, value: v.value });
    const items = listMoney.get(name);
    if (items && Array.isArray(v.value)) (v.value as Array<Record<string, unknown>>).forEach((row, i) => {
      for (const [k, x] of Object.entries(row)) if (items.has(k) && typeof x === 'string') amounts.push({ name: `${name}[${i}].${k}`, value: x });
    });
  }
  const pointLost = new Set(amounts.filter((a) => amounts.some((b) => b.name !== a.name && pointLostFrom(b.value, a.value))).map((a) => a.name));
  const arithmetic = heldByArithmetic(type, fields, taxYear);
  const confirmed = (name: string) => arithmetic.has(name) || (!readings.small && region?.fields[name] !== undefined && sameValue(region.fields[name]!.value, fields[name]!.value));
  const withCents = amounts.filter((a) => /\.\d{2}$/.test(a.value) && !/\.00$/.test(a.value)).length;
  for (const a of amounts) {
    const m = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(a.name);
    if (m) {
      if (!pointLost.has(a.name)) continue;
      const list = fields[m[1]!];
      if (!list || !Array.isArray(list.value)) continue;
      const rows = (list.value as Array<Record<string, string | boolean>>).map((row, i) => (i === Number(m[2]) ? Object.fromEntries(Object.entries(row).filter(([k]) => k !== m[3])) : row));
      fields[m[1]!] = { ...list, value: rows as typeof list.value };
      readings.leftOut?.add(m[1]!);
      continue;
    }
    if (!fields[a.name]) continue;
    if (pointLost.has(a.name) && !confirmed(a.name)) {
      drop(a.name);
      continue;
    }
    if (withCents > 0 && /^\d{3,}\.00$/.test(a.value) && !confirmed(a.name)) drop(a.name);
  }
}

/**
 * Whether `without` is the identifier `printed` read without some of its separators ("745082308" of "7450-82308"): the
 * same letters and digits in the same order, every separator of `without` also in `printed`, and `printed` holding more.
 * Only identifiers: letters and digits in groups, no words.
 */
export function separatorsLostFrom(printed: string, without: string): boolean {
  const shape = /^[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[-/ ][A-Za-z0-9]+)*$/;
  if (!shape.test(printed) || !shape.test(without) || /[A-Za-z]{2}/.test(printed)) return false;
  const bare = (s: string) => s.replace(/[-/ ]/g, '');
  if (bare(printed) !== bare(without)) return false;
  const seps = (s: string) => (s.match(/[-/ ]/g) ?? []).length;
  if (seps(printed) <= seps(without)) return false;
  // Every separator the shorter reading keeps is at the same place (counted in characters) in the printed one.
  const places = (s: string) => {
    const out: string[] = [];
    let n = 0;
    for (const ch of s) {
      if (/[-/ ]/.test(ch)) out.push(`${n}${ch}`);
      else n += 1;
    }
    return out;
  };
  const kept = new Set(places(printed));
  return places(without).every((p) => kept.has(p));
}

/**
 * A street line cut short: its house number followed by one letter and nothing more ("1890 C, Columbus, OH 43215" for
 * 1890 Cedar Lane): a US street line names its street after the number (ADR 168). A directional alone is no street either.
 */
export function streetLineCut(address: string): boolean {
  const first = address.split(',')[0]?.trim() ?? '';
  return /^\d+[A-Za-z]?\s+[A-Za-z]\.?$/.test(first);
}

/** An amount printed with its cents ("70,171.05", "$1,234.56") somewhere in a text: a name never holds one. */
export function holdsAmountWithCents(text: string): boolean {
  return /(?:^|[\s$])\d{1,3}(?:,\d{3})*\.\d{2}(?=$|\s)|(?:^|[\s$])\d{4,}\.\d{2}(?=$|\s)/.test(text);
}

const STREET_LINE = new RegExp(`^\\d{1,6}[A-Za-z]?\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Za-z0-9.'-]+\\s+){0,4}?(?:${STREET_TYPES}|bivd)\\.?$`, 'i');

/** A text shaped as a US street line: a house number, a street's name, a street type last ("8351 Park Bivd", "12 Oak Street"). */
export function readsAsStreetLine(text: string): boolean {
  return STREET_LINE.test(text.trim());
}

/**
 * On a photographed page, leaves out (right or absent, ADR 117's rule; ADR 122) every value whose own
 * evidence is weak, and lowers below 0.95 every other value no second reading confirms:
 * - a value whose box's region, registered and confirmed by its own label, holds no ink: always on a
 *   page warped upright (its regions where the template puts them); on a photo read as taken (its
 *   keystone left, a region may fall beside its box) when the page reading was unsure of it or it reads
 *   as one of the form's printed box numbers ("13.00" beside box 13);
 * - a tick whose printed square the region reading did not find inked (or that no region reading checked),
 *   or, on a photo read as taken, that only the region reading found (the square placed on print beside it);
 * - a value the page reading rated no higher than 0.8 (`PHOTO_WEAK_READING`) that its box's region does
 *   not bear out (the same value, or for a name or an address the same words);
 * - an address that goes on past its state and ZIP code, has no street line, or does not end with a state
 *   and a ZIP code (`endsWithStateAndZip`); a phone number not shaped as one (`phoneShaped`, ADR 139);
 * - a party's name holding an amount with cents or shaped as a street line (ADR 168);
 * - a state row that neither names its state nor carries an amount (`rowsThatStand`);
 * then every value still below 0.95 or not confirmed (not the same in its box's region, not tied by the
 * form's arithmetic) is at most 0.9. On a small photo (`PhotoReadings.small`) its region does not confirm.
 */
export function distrustSingleReadings(
  type: DocumentType,
  fields: ParsedFields,
  region: { fields: ParsedFields; emptyFields: ReadonlySet<string> } | undefined,
  taxYear: number | undefined,
  warped: boolean,
  readings: PhotoReadings = {},
): { dropped: string[]; lowered: string[] } {
  const dropped: string[] = [];
  const drop = (name: string) => {
    delete fields[name];
    dropped.push(name);
    readings.leftOut?.add(name);
  };
  // The page's own reading of a field: none when only the region read it.
  const pageOf = (name: string): ParsedValue | undefined => readings.page?.[name] ?? (region?.fields[name] ? undefined : fields[name]);
  for (const [name, v] of Object.entries(fields)) {
    const page = pageOf(name);
    const regionValue = region?.fields[name];
    if (region?.emptyFields.has(name) && regionValue === undefined) {
      if (warped || (page !== undefined && page.conf < SURE) || readsAsBoxNumber(type, v.value) || readsAsYearPrint(v.value, taxYear) || readsAsFormPrint(type, v.value)) {
        drop(name);
        continue;
      }
    }
    // A tick needs its printed square inked; on a photo read as taken (the square may fall on print beside it) the page's reading too.
    if (v.value === true && (regionValue?.value !== true || (!warped && page?.value !== true))) {
      drop(name);
      continue;
    }
    if (page !== undefined && page.conf <= PHOTO_WEAK_READING && !borneOut(page, regionValue)) {
      drop(name);
      continue;
    }
    // The form's print read once as an amount: "1.00" is the box's "$" read as 1 (the 1099-R's box 10 read by its region
    // alone at 0.6), and a page reading alone that is one of the form's box numbers took a neighbouring box's number (the
    // 1099-MISC's box 10 "12.00" at 0.93 on a small photo: box 12's). Left out unless the box's region reads the same
    // surely on a page that is not small (ADR 167). Another small amount the region alone read stays (the real 2020
    // 1099-DIV photo's box 3, "2.00").
    if (typeof v.value === 'string' && (v.value === '1.00' || (regionValue === undefined && readsAsBoxNumber(type, v.value))) && !heldByArithmetic(type, fields, taxYear).has(name)) {
      const twice = page !== undefined && regionValue !== undefined && sameValue(page.value, regionValue.value) && !readings.small && Math.max(page.conf, regionValue.conf) > PHOTO_WEAK_READING;
      if (!twice) {
        drop(name);
        continue;
      }
    }
    // An SSN or EIN has nine digits in its printed groups (or is masked): a photo's reading out of that shape ("59-68-1034"
    // for 159-68-1034, a digit lost) is not the number (ADR 167). Only on photos: a real scan prints a malformed one.
    const tinKind = TIN_KINDS[FIELD_DEFINITIONS[type].find((d) => d.name === name)?.kind ?? ''];
    if (tinKind !== undefined && typeof v.value === 'string' && !isValidTin(v.value, tinKind)) {
      drop(name);
      continue;
    }
    // The page and its box's region read the value differently, and nothing (the form's arithmetic) chose between them: one
    // of the two is wrong, and which is not known. On a photo the page's value was kept at 0.6 ("472-74-9419" where the region
    // read other digits); it is left out (ADR 167).
    if (page !== undefined && regionValue !== undefined && v.conf < SURE && disagree(page, regionValue)) {
      drop(name);
      continue;
    }
    // The same for a name or other words only the box's region read, no surer than 0.8 ("Pine mest Captal" at 0): no second
    // reading bears them out, and words have no shape to hold them (an amount's cents, a TIN's nine digits). ADR 163.
    if (page === undefined && regionValue !== undefined && regionValue.conf <= PHOTO_WEAK_READING && typeof v.value === 'string' && /[A-Za-z]{2}/.test(v.value)) {
      drop(name);
      continue;
    }
    // The page and the box's region read the same identifier, one of them with the separators the other lost ("745082308"
    // and "7450-82308"): a faint hyphen is lost by OCR, not added between digits, so the print is the reading with it (ADR 168).
    if (page !== undefined && regionValue !== undefined && typeof v.value === 'string' && typeof regionValue.value === 'string' && separatorsLostFrom(regionValue.value, v.value)) {
      fields[name] = { ...v, value: regionValue.value };
    }
    // A party's name holds no amount printed with cents (a neighbouring box's value read on its row: "Evergreen Payroll Corp
    // 70,171.05") and is not a street line (a house number, words, a street type: "8351 Park Bivd", the name's line lost
    // and the address's first line read in its place). ADR 168.
    if (typeof v.value === 'string' && /(?:^|_)name$/.test(name) && (holdsAmountWithCents(v.value) || readsAsStreetLine(v.value))) {
      drop(name);
      continue;
    }
    if (typeof v.value === 'string' && /(?:^|_)address$/.test(name) && (runsPastZip(v.value) || lacksStreetLine(v.value) || !endsWithStateAndZip(v.value) || streetLineCut(v.value))) {
      drop(name);
      continue;
    }
    // A W-2 prints the employee's name in two labelled parts (box e: "Employee's first name and initial", "Last name"): one
    // word read on a photo is a part lost ("Olga" for Olga Schmidt, seed 70721), left out (checks.ts flags it elsewhere, ADR 162).
    if (type === 'w2' && name === 'employee_name' && typeof v.value === 'string' && !/\s/.test(v.value.trim())) {
      drop(name);
      continue;
    }
    if (typeof v.value === 'string' && /(?:^|_)phone$/.test(name) && !phoneShaped(v.value)) {
      drop(name);
      continue;
    }
    if (Array.isArray(v.value)) {
      const rows = rowsThatStand(v.value as Array<Record<string, string | boolean>>);
      if (rows.length === 0) drop(name);
      else if (rows.length < v.value.length) fields[name] = { ...v, value: rows as typeof v.value };
    }
  }
  amountsInTheFormsStyle(type, fields, region, readings, taxYear, drop);
  const confirmed = new Set([...(region && !readings.small ? agreeingFields(fields, region.fields) : []), ...heldByArithmetic(type, fields, taxYear)]);
  const lowered: string[] = [];
  for (const [name, v] of Object.entries(fields)) {
    if (v.conf < 0.95 || confirmed.has(name)) continue;
    fields[name] = { ...v, conf: PHOTO_SINGLE_READING };
    lowered.push(name);
  }
  return { dropped, lowered };
}

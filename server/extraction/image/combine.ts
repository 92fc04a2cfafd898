/**
 * Two readings of one scanned official form, combined (ADR 093): the whole-page reading (label rules,
 * re-reads, second pass) and the box-region reading of the registered page (regions.ts). Agreement
 * makes a value sure; the form's arithmetic (W-2 box 4 = 6.2 % of box 3 up to the wage base, box 6 =
 * 1.45 % of box 5) picks between readings that differ; a value only one reading gives, or that the
 * readings disagree on with nothing to decide, is kept below 0.8 ("check this value") unless the
 * region read it cleanly as its kind.
 */
import type { FieldValue } from '#shared/extraction/fields';
import { applyRate, canonicalToCents, isCanonicalMoney, type Cents } from '#shared/extraction/money';
import { SOCIAL_SECURITY_WAGE_BASE } from '../checks';
import { sameValue } from '../model';
import type { ParsedFields, ParsedValue } from '../parsers/common';

/** Page readings at least this sure are not read again from their regions (only checked for ink). */
export const SURE_ON_PAGE = 0.95;

/** The fields the page reading is sure of. */
export function sureOnPage(page: ParsedFields): Set<string> {
  return new Set(Object.entries(page).filter(([, v]) => v.conf >= SURE_ON_PAGE).map(([k]) => k));
}

/** Confidences given to combined values. */
export const COMBINE = {
  /** Both readings agree, or the form's arithmetic holds for the value picked. */
  agreed: 0.97,
  /** Only the region read it, cleanly (its OCR confidence at least `cleanRead`). */
  regionOnly: 0.9,
  cleanRead: 0.8,
  /** Readings that differ with nothing to decide, or a region read uncleanly: "check this value". */
  unsure: 0.6,
};

/** The fields whose value the region reading settled (the second pass need not look at them again). */
export function settledByRegions(region: ParsedFields, standalone = true): Set<string> {
  if (!standalone) return new Set();
  // A list (state rows, box 12) is settled item by item by the second pass, never as a whole.
  return new Set(Object.entries(region).filter(([, v]) => v.conf >= COMBINE.cleanRead && !Array.isArray(v.value)).map(([k]) => k));
}

export const cents = (v: FieldValue | undefined): Cents | undefined => (typeof v === 'string' && isCanonicalMoney(v) ? canonicalToCents(v) : undefined);

/**
 * W-2 pairs tied by a rate: [wages field, tax field, the taxes the wages allow]: box 4 is 6.2 % of box 3
 * up to the year's wage base, box 6 is 1.45 % of box 5 (plus 0.9 % over $200,000). IRC §3101; Instructions for Forms W-2 and W-3.
 */
export function w2Pairs(taxYear: number | undefined): Array<[string, string, (w: Cents) => Cents[]]> {
  const base = SOCIAL_SECURITY_WAGE_BASE[taxYear ?? 2025] ?? 17_610_000n;
  return [
    ['box3_social_security_wages', 'box4_social_security_tax_withheld', (w) => [applyRate(w < base ? w : base, 620n)]],
    ['box5_medicare_wages', 'box6_medicare_tax_withheld', (w) => [applyRate(w, 145n), ...(w > 20_000_000n ? [applyRate(w, 145n) + applyRate(w - 20_000_000n, 90n)] : [])]],
  ];
}

type ListRows = Array<Record<string, string | boolean>>;

/**
 * The page's list rows with the items of `extra` they lack, row by row, where the two rows already
 * share an item read alike (so the rows are the same line of the form); an item both give differently
 * stays the page's. When every page row is so matched, `extra`'s further rows (the form's next lines) follow.
 */
export function fillRows(page: ListRows, extra: ListRows): ListRows {
  let matched = 0;
  const rows = page.map((row, i) => {
    const add = extra[i];
    if (!add) return row;
    const shared = Object.keys(row).filter((k) => add[k] !== undefined);
    if (shared.length === 0 || !shared.every((k) => sameValue(row[k]!, add[k]!))) return row;
    matched += 1;
    return { ...add, ...row };
  });
  return matched === page.length && page.length > 0 ? [...rows, ...extra.slice(page.length)] : rows;
}

/**
 * A state row split in two by the OCR (ADR 123 addendum): on every supported form a state line carries
 * its state code with the state's id and amounts (W-2 boxes 15-17, 1099 state boxes), so a row that has
 * only the state code (its other items, if any, without a digit), followed by a row that has no state code
 * and an id or amount, is one line
 * of the form read across the rule between its two printed rows (a scan's registration a few points
 * off). The two are joined, flagged "check this value": their line is right, their placement was not.
 * Returns the fields joined.
 */
export function joinSplitStateRows(fields: ParsedFields): string[] {
  const joined: string[] = [];
  for (const [name, v] of Object.entries(fields)) {
    if (!Array.isArray(v.value)) continue;
    const rows = v.value as ListRows;
    if (!rows.every((r) => r && typeof r === 'object')) continue;
    const out: ListRows = [];
    let changed = false;
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      const next = rows[i + 1];
      // Only the state code: any other item of the row has no digit (a state id or an amount always has one; "the" of the label is no id).
      const onlyState = row.state !== undefined && Object.entries(row).every(([k, x]) => k === 'state' || (typeof x === 'string' && !/\d/.test(x)));
      if (onlyState && next && next.state === undefined && Object.values(next).some((x) => typeof x === 'string' && /\d/.test(x))) {
        out.push({ ...row, ...next });
        i += 1;
        changed = true;
      } else out.push(row);
    }
    if (!changed) continue;
    fields[name] = { value: out as typeof v.value, conf: Math.min(v.conf, COMBINE.unsure) };
    joined.push(name);
  }
  return joined;
}

/** A value's words, punctuation aside. */
const wordsOfValue = (v: FieldValue) =>
  String(v)
    .toUpperCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/[^A-Z0-9]/g, ''))
    .filter(Boolean);

/** The same words, in any order, punctuation aside ("SEATTLE WA, 98001" and "98001 WA SEATTLE"). */
export function sameWords(a: FieldValue, b: FieldValue): boolean {
  return typeof a === 'string' && typeof b === 'string' && wordsOfValue(a).sort().join(' ') === wordsOfValue(b).sort().join(' ');
}

/**
 * True when the page's reading has every word of the region's and, besides, only words the region's
 * has too: a word OCR read twice ("SEATTLE WA WA 98001" where the box prints "SEATTLE WA 98001": the
 * state read once with its line and once as a phrase of its own, ADR 160).
 */
export function repeatsOnly(page: FieldValue, region: FieldValue): boolean {
  if (typeof page !== 'string' || typeof region !== 'string') return false;
  const wp = wordsOfValue(page);
  const wr = wordsOfValue(region);
  const common = inBoth(wr, wp);
  if (common.length !== wr.length || wp.length === wr.length) return false;
  const own = new Set(wr);
  return wp.every((w) => own.has(w));
}

/** The words of `xs` that `ys` has too, in `xs`'s order, each counted as often as both have it. */
function inBoth(xs: readonly string[], ys: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const w of ys) left.set(w, (left.get(w) ?? 0) + 1);
  return xs.filter((w) => {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    return n > 0;
  });
}

/** The words both readings have come in the same order in each ("P.O BOX 6543" and "P.O. BOX 6548": yes; "FREMONT, 123 AVE" and "123 FREMONT AVE": no). */
export function sameOrder(a: FieldValue, b: FieldValue): boolean {
  const wa = wordsOfValue(a);
  const wb = wordsOfValue(b);
  const commonA = inBoth(wa, wb);
  const commonB = inBoth(wb, commonA);
  return commonA.join(' ') === commonB.join(' ');
}

/** One field of a reading (none when it has no value). */
export const pick = (fields: ParsedFields, name: string): ParsedFields => (fields[name] ? { [name]: fields[name] } : {});

/** The fields both readings give alike. */
export function agreeingFields(page: ParsedFields, region: ParsedFields): Set<string> {
  return new Set(Object.keys(page).filter((k) => region[k] !== undefined && sameValue(page[k]!.value, region[k]!.value)));
}

/** Exactly to the cent or one cent off (the employer's rounding). */
export const exact = (a: Cents, b: Cents) => (a > b ? a - b : b - a) <= 1n;

/**
 * Picks, for each W-2 pair whose two readings differ, the combination the rate holds for; when
 * exactly one combination holds, both values are that combination's, confident.
 */
function pickByArithmetic(page: ParsedFields, region: ParsedFields, out: ParsedFields, decided: Set<string>, taxYear: number | undefined): void {
  for (const [wf, tf, taxOf] of w2Pairs(taxYear)) {
    const ws = [page[wf]?.value, region[wf]?.value].filter((v, i, a) => v !== undefined && a.findIndex((x) => x !== undefined && sameValue(x, v)) === i);
    const ts = [page[tf]?.value, region[tf]?.value].filter((v, i, a) => v !== undefined && a.findIndex((x) => x !== undefined && sameValue(x, v)) === i);
    // One value of each, the wages given by one reading and the tax by the other (the tax read only by
    // its box's region, say), not both by both: the rate holding to the cent ties the two readings, a
    // second reading of each value (ADR 156).
    if (ws.length === 1 && ts.length === 1) {
      const crossed = ((page[wf] && region[tf]) || (region[wf] && page[tf])) && !(page[wf] && region[wf] && page[tf] && region[tf]);
      const wc = cents(ws[0]);
      const tc = cents(ts[0]);
      if (crossed && wc !== undefined && tc !== undefined && taxOf(wc).some((x) => exact(x, tc))) {
        out[wf] = { value: ws[0] as FieldValue, conf: COMBINE.agreed };
        out[tf] = { value: ts[0] as FieldValue, conf: COMBINE.agreed };
        decided.add(wf);
        decided.add(tf);
      }
      continue;
    }
    if (ws.length + ts.length <= 2) continue; // nothing to choose between
    const holding: Array<[FieldValue, FieldValue]> = [];
    for (const w of ws) {
      for (const t of ts) {
        const wc = cents(w);
        const tc = cents(t);
        if (wc !== undefined && tc !== undefined && taxOf(wc).some((x) => exact(x, tc))) holding.push([w as FieldValue, t as FieldValue]);
      }
    }
    if (holding.length !== 1 || !holding[0]) continue;
    out[wf] = { value: holding[0][0], conf: COMBINE.agreed };
    out[tf] = { value: holding[0][1], conf: COMBINE.agreed };
    decided.add(wf);
    decided.add(tf);
  }
}

/** Whether the region reading reads the money amount `value` in a field other than `name` (a list's items included). */
export function amountReadElsewhere(name: string, value: FieldValue, region: ParsedFields): boolean {
  const want = cents(value);
  if (want === undefined) return false;
  for (const [other, v] of Object.entries(region)) {
    if (other === name) continue;
    const items: unknown[] = Array.isArray(v.value) ? (v.value as Array<Record<string, unknown>>).flatMap((row) => (row && typeof row === 'object' ? Object.values(row) : [])) : [v.value];
    if (items.some((x) => typeof x === 'string' && cents(x) === want)) return true;
  }
  return false;
}

/** True when `spelled` is `read` with one or more of its 1s written as i, and nothing else changed. */
export function onlyOnesAsI(read: string, spelled: string): boolean {
  if (read.length !== spelled.length || read === spelled) return false;
  return [...read].every((c, i) => c === spelled[i] || (c === '1' && spelled[i] === 'i'));
}

/** What the combination could not trust (right or absent): fields left out, to be flagged. */
export interface CombineFlags {
  /** Money fields whose region reading lost its cents point (`RegionRead.pointLost`), given only for a page whose amounts print cents (`pagePrintsCents`). */
  pointLost?: ReadonlySet<string>;
  /** Identifiers whose box draws a glyph read as 1 as a letter (`RegionRead.letterAsDigit`): left out whoever read them. */
  letterAsDigit?: ReadonlySet<string>;
  /**
   * Of those, the region's reading with each glyph read as 1 that its ink draws as a dotted stem
   * written as i (`RegionRead.lettersRead`): taken, flagged, when the page and the region read the
   * identifier alike and it differs from their reading only by those letters.
   */
  lettersRead?: ReadonlyMap<string, string>;
  /** Filled with the fields left out: an amount only a reading without its cents point gives, an identifier with a letter read as 1. */
  leftOut?: Set<string>;
}

/**
 * Combines the page reading with the region reading. `emptyFields` are fields every box of which
 * the region found without ink: a page value there is flagged. An amount only a region reading
 * without its cents point gives is left out (`flags.leftOut`), and so is an identifier whose box
 * draws a glyph read as 1 as a letter.
 */
export function combineReadings(
  type: string,
  page: ParsedFields,
  region: ParsedFields,
  emptyFields: Set<string>,
  taxYear: number | undefined,
  standalone = true,
  agreed: ParsedFields = {},
  flags: CombineFlags = {},
): ParsedFields {
  const out: ParsedFields = {};
  const decided = new Set<string>();
  if (type === 'w2') pickByArithmetic(page, region, out, decided, taxYear);
  for (const name of new Set([...Object.keys(page), ...Object.keys(region)])) {
    if (decided.has(name)) continue;
    const p: ParsedValue | undefined = page[name];
    const r: ParsedValue | undefined = region[name];
    if (flags.letterAsDigit?.has(name)) {
      const spelled = flags.lettersRead?.get(name);
      if (spelled !== undefined && p && r && sameValue(p.value, r.value) && onlyOnesAsI(String(r.value), spelled)) out[name] = { value: spelled, conf: COMBINE.unsure };
      else flags.leftOut?.add(name);
      continue;
    }
    if (p && r) {
      // Two weak readings that agree are no sure one: both may have read the same printed mark (a "$" read as "1" in an
      // empty box of a photo, twice), so the value stays "check this value".
      if (sameValue(p.value, r.value)) out[name] = { value: p.value, conf: Math.max(p.conf, r.conf) < COMBINE.unsure ? COMBINE.unsure : Math.max(p.conf, r.conf, COMBINE.agreed) };
      // Different readings, nothing to decide between them: the clean region reading if the page's is
      // unsure, flagged either way; never a list (the region's rows may lack items the page read) and
      // never on a form drawn too small for its regions to stand alone.
      else if (standalone && !Array.isArray(r.value) && r.conf >= COMBINE.cleanRead && p.conf < COMBINE.cleanRead) out[name] = { value: r.value, conf: COMBINE.unsure };
      // An address the page reading pieced together unsurely, in another order than the box's own lines
      // give ("FREMONT, 123 AVE. APT. 55, SEATTLE WA WA 08001-0432"), on a form too small for its
      // regions to stand alone: the same words in the box's reading order (street line, then city,
      // state and ZIP) are taken, flagged; other words as well (a ZIP read "08001" once and "88001"
      // once) leave it out. In the same order, the page's stays, flagged (below).
      else if (!standalone && name.endsWith('_address') && (!sameOrder(p.value, r.value) || repeatsOnly(p.value, r.value))) {
        if (sameWords(p.value, r.value) || repeatsOnly(p.value, r.value)) out[name] = { value: r.value, conf: COMBINE.unsure };
      }
      // State rows on such a form: the page's rows, with the items only the two readings of a box agreed on added to the row they share an item with.
      else if (!standalone && Array.isArray(p.value) && Array.isArray(agreed[name]?.value)) out[name] = { value: fillRows(p.value as ListRows, agreed[name]!.value as ListRows) as typeof p.value, conf: Math.min(p.conf, COMBINE.unsure) };
      else out[name] = { value: p.value, conf: Math.min(p.conf, COMBINE.unsure) };
    } else if (r) {
      // A form drawn too small in its image for the region reading to stand alone: it only confirms,
      // or gives a value the page's own OCR words in that box spell alike (two readings at two scales;
      // shown as "check this value" all the same).
      if (!standalone) {
        const a = agreed[name];
        if (a) out[name] = { value: a.value, conf: a.conf >= COMBINE.cleanRead ? COMBINE.regionOnly : COMBINE.unsure };
        continue;
      }
      // Digits read without the cents point every amount of these forms prints: a point lost or a speck read as a digit.
      if (flags.pointLost?.has(name)) {
        flags.leftOut?.add(name);
        continue;
      }
      out[name] = { value: r.value, conf: r.conf >= COMBINE.cleanRead ? COMBINE.regionOnly : COMBINE.unsure };
    } else if (p) {
      // A tick the page reading found where the printed square holds no ink is left out; another
      // value where the box's region holds no ink is flagged (a photo's registration can place the
      // region beside the value: corpus-real's 2020 DIV photo, box 2d).
      if (emptyFields.has(name) && typeof p.value === 'boolean') continue;
      // An amount the page reading put in a box whose region holds no ink, that the region reading reads
      // in another box: an amount stands in one box, and the registered geometry puts it in the other
      // (the page's label rule took a neighbouring box's value: a W-2's box 12a amount read as box 10). Left out (ADR 156).
      if (emptyFields.has(name) && amountReadElsewhere(name, p.value, region)) {
        flags.leftOut?.add(name);
        continue;
      }
      out[name] = emptyFields.has(name) ? { value: p.value, conf: Math.min(p.conf, COMBINE.unsure) } : p;
    }
  }
  return out;
}

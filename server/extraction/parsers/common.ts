import { normaliseMoney } from '#shared/extraction/money';
import { isStateCode, normaliseDate, normaliseTin, type TinKind } from '#shared/extraction/normalise';
import type { FieldValue } from '#shared/extraction/fields';
import { centerX, centerY, groupLines, type PageLayout, type Phrase, type Rect, phrasesIn } from '../layout';
import { cellOf, cellPhrases, labelPhraseSet, type LabelDef, type LabelMatch, matchLabels } from '../labels';
import { onlyFormWords } from '../checks';

/** A value read off the page and how sure the reader is (0..1, before checks). */
export interface ParsedValue {
  value: FieldValue;
  conf: number;
  /** The form's own arithmetic does not hold with this value (a return's line 9 that is not the sum of its lines): a failed check. */
  contradicted?: boolean;
}

export type ParsedFields = Record<string, ParsedValue>;

export interface PageParse {
  fields: ParsedFields;
  taxYear?: number;
  /** Count of labels found: how well the page fits the form. */
  labelsFound: number;
  /** Regions where a value may be but none was read: the second pass looks at them again. */
  missing: RegionProbe[];
  /** Things the reader guessed from context, for the reviewer (become warnings). */
  notes?: string[];
}

/** The warning for state rows whose unclear code was taken from the form's addresses. */
export function guessedStateNotes(rows: number[]): string[] {
  return rows.map((n) => `State row ${n}: the state code was unclear and was taken from the address on the form; please check it.`);
}

/** The address strings read so far, as hints for a misread state code. */
export function addressHints(fields: ParsedFields, keys: string[]): string[] {
  return keys.flatMap((k) => {
    const v = fields[k]?.value;
    return typeof v === 'string' ? [v] : [];
  });
}

/**
 * A region to read again from the page image (second pass): a value cell whose first-pass text
 * gave nothing usable, a box 12 code, a state code or a checkbox. `accept` validates what the
 * second pass read (with the same normalisers as the first pass) and stores it.
 */
export interface RegionProbe {
  key: string;
  kind: 'text' | 'checkbox';
  /** Where to look, in page coordinates. */
  rect: Rect;
  /** Printed text inside the region to blank out before reading (labels, instructions). */
  mask: Rect[];
  /** Tesseract page segmentation mode for the crop: 7 a line, 8 a word, 10 a character. */
  psm?: 7 | 8 | 10;
  whitelist?: string;
  /**
   * The value may be printed one character to a cell (an SSN in a combed box): its glyphs are
   * first set side by side and read, then the line as printed.
   */
  comb?: boolean;
  /**
   * Small print is read better larger: the crop's line of ink is scaled up to about this many
   * pixels high before it is read (never scaled down).
   */
  upscaleTo?: number;
  /**
   * The crop is read as cut, without clearing ruling lines: for a rect drawn tight to a row's
   * text, where the clean-up would take bold print's aligned tops for a dashed rule ("Weydert" read
   * as "weyusit").
   */
  keepRules?: boolean;
  /** For checkboxes: label positions; a box must be nearer to `own` than to any of `others`. */
  near?: { own: Rect; others: Rect[] };
  /** Takes the text read (or 'x' for a ticked box) and its confidence; true when it gave a value. */
  accept(text: string, conf: number): boolean;
}

/**
 * The confidence of a value two readings disagree on: below 0.8, where the app asks the user to
 * check the value and the document is not "verified" (checks.ts `verificationStatus`).
 */
export const UNSURE_CONF = 0.5;

export const MONEY_CHARS = '0123456789.,$';
export const TIN_CHARS = '0123456789-';
export const DATE_CHARS = '0123456789/-.';
export const UPPER_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An SSN or EIN read from a crop: nine digits, whatever marks OCR put between them. */
export function cropTin(text: string, kind: TinKind): string | undefined {
  const digits = text.replace(/\D/g, '');
  return digits.length === 9 ? normaliseTin(digits, kind) : undefined;
}

/** Strictly shaped amounts a crop may yield ("1,234.56", "1234.56", "48,000", "$ 150"). */
const CROP_AMOUNT = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?$/;

/** An amount read from a crop, or undefined when its shape is not an amount. */
export function cropMoney(text: string): string | undefined {
  const t = text.replace(/\s+/g, '').replace(/^\$+/, '').replace(/[.,]$/, '');
  if (!CROP_AMOUNT.test(t) || (t.match(/\d/g) ?? []).length < 2) return undefined;
  return moneyOf(t);
}

/** An amount printed with its cents ("1,234.56", "$ 753.00"), as OCR reads it. */
const PRINTED_WITH_CENTS = /^\$?\s*\d{1,3}(?:,\d{3})*\.\d{2}$/;
/** How many amounts printed with cents make a page's style: a filler that prints cents prints them on every amount. */
export const CENTS_STYLE_MIN_AMOUNTS = 3;

/** True when an OCR'd page prints its amounts with cents (at least CENTS_STYLE_MIN_AMOUNTS of them). */
export function pagePrintsCents(layout: PageLayout): boolean {
  if (layout.source !== 'ocr') return false;
  return layout.phrases.filter((p) => PRINTED_WITH_CENTS.test(cleanAmountText(p.text))).length >= CENTS_STYLE_MIN_AMOUNTS;
}

/**
 * An OCR'd amount whose only separators are points before groups of three digits ("7.889", "1.234.567"): on a US
 * form the comma groups thousands and the point comes before two cents, so each point is a comma misread, and
 * the cents the filler may have printed after the last group were lost ("7,889.30" read "7.889", ADR 163).
 */
export function commaReadAsPoint(text: string): boolean {
  return /^\$?\s*\d{1,3}(?:\.\d{3})+$/.test(cleanAmountText(text));
}

/** An amount printed in whole dollars, as OCR reads it ("3580", "48,060"; not a year). */
const PRINTED_WHOLE = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d{3,7})$/;

/**
 * True when an OCR'd page prints its amounts in whole dollars (at least CENTS_STYLE_MIN_AMOUNTS of them, a year
 * such as "2025" aside): there an amount read without a point lost nothing.
 */
export function pagePrintsWholeDollars(layout: PageLayout): boolean {
  if (layout.source !== 'ocr') return false;
  return layout.phrases.filter((p) => {
    const t = cleanAmountText(p.text);
    return PRINTED_WHOLE.test(t) && !/^(?:19|20)\d{2}$/.test(t);
  }).length >= CENTS_STYLE_MIN_AMOUNTS;
}

/** An OCR'd amount of three digits or more with no separator at all ("4382047"): its cents' point may be lost. */
export function bareDigitRun(text: string): boolean {
  return /^\d{3,}$/.test(cleanAmountText(text).replace(/^\$\s*/, '').replace(/\s+/g, ''));
}

/**
 * On a page that prints cents, an amount OCR read as a bare digit run ("75300", "753 00") lost its
 * decimal point: the filler printed "753.00", so the last two digits are the cents. The reading is
 * returned as doubtful (the caller keeps it below "check this value"); undefined when the text is
 * not such a run (it has a separator, or fewer than three digits).
 */
export function centsPointLost(text: string): string | undefined {
  const t = cleanAmountText(text).replace(/^\$\s*/, '');
  if (!/^\d+(?: \d{2})?$/.test(t)) return undefined;
  const digits = t.replace(/ /g, '');
  if (digits.length < 3 || digits.length > 11) return undefined;
  return normaliseMoney(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

/**
 * "123.456 00" on a page that prints cents: cents are two digits, so a point before three digits is
 * a misread thousands comma and the space before the last two digits the lost decimal point.
 */
export function separatorsMisread(text: string): string | undefined {
  const grouped = /^(\d{1,3}(?:[.,]\d{3})+) (\d{2})$/.exec(cleanAmountText(text).replace(/^\$\s*/, ''));
  return grouped ? normaliseMoney(`${(grouped[1] ?? '').replace(/[.,]/g, '')}.${grouped[2] ?? ''}`) : undefined;
}

/** Rectangles of the printed text inside a region: labels, boilerplate and words without digits. */
export function printedTextIn(layout: PageLayout, labels: Map<string, LabelMatch>, rect: Rect): Rect[] {
  const labelPhrases = labelPhraseSet(labels);
  return layout.phrases
    .filter((p) => p.x1 > rect.x0 && p.x0 < rect.x1 && p.y1 > rect.y0 && p.y0 < rect.y1)
    // Words OCR was unsure of may be a garbled value ("Lis Hot" for "482,479.49"): they are read again.
    .filter((p) => labelPhrases.has(p) || isBoilerplate(p) || (!/\d/.test(p.text) && /[A-Za-z]{3}/.test(p.text) && !isCheckMark(p) && (p.source !== 'ocr' || p.conf >= 0.6)))
    .map((p) => ({ x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 }));
}

/** Printed form text that is never a value (label continuations, instructions). */
const BOILERPLATE: RegExp[] = [
  /^\$$/, /^\$?\s*\|?$/, /or foreign postal code/i, /telephone no/i, /^requirement$/i, /^attorney$/i, /^payments$/i,
  /^compensation$/i, /dividends or interest/i, /\$5,?000 or more/i, /consumer products/i, /for resale/i, /products to a buyer/i,
  /cusip no/i, /^interest$/i, /see instructions/i, /^c\s*o\s*d\s*e$/i, /^code$/i, /^[cde]$/, /^o$/, /^suff\.?$/i, /^last name$/i,
  /first name and initial/i, /^\(?optional\)?$/i, /^omb no/i, /^form\b/i, /department of the treasury/i, /internal revenue service/i,
  /^copy [a-d12]\b/i, /^for (recipient|payer|employee|state|lender|borrower)/i, /^(void|corrected)/i, /irs\.gov/i, /^bond interest dividends$/i,
  /^\(keep for your records\)$/i, /^gain$/i, /^distributions$/i, /^distr\.?$/i, /^employee$/i, /^plan$/i, /^sick pay$/i,
  /^obligations$/i, /^possession$/i, /^principal$/i, /^premiums$/i, /^residence$/i, /^mortgage$/i, /^property$/i,
  /this information is being furnished/i, /negligence penalty/i, /required to file/i, /safe, accurate/i, /^fast! use$/i,
  /^e-?file$/i, /\bfake\b.*\b(testing|sample)\b/i, /not a real tax (document|form)/i, /^tips, etc\.?$/i, /^number$/i, /^no\.?$/i, /^\(see instructions\)$/i, /^state income$/i, /^2nd tin not\.?$/i,
  // A label's reference to another box, on the label's second line (1099-R box 3: "Capital gain (included in / box 2a)").
  /^\(?(?:in\s+)?box\s+\d{1,2}[a-z]?\)?[.,]?$/i,
];

/** True for printed form text that is never a value. */
export function isBoilerplate(p: Phrase): boolean {
  if (p.source === 'form') return false;
  const t = p.text.trim();
  return BOILERPLATE.some((re) => re.test(t));
}

/** Strips OCR debris around an amount: "$", "|", trailing commas and brackets. */
export function cleanAmountText(text: string): string {
  return text
    .trim()
    .replace(/^[|!¦[\](){}'"`‘’“”:;_~*.,\s]+(?=[$\d(-])/, '')
    .replace(/^\$\s*/, '')
    .replace(/(?<=\d)[|!¦[\]{}'"`‘’“”:;_~*,.\s]+$/, '')
    .replace(/^\(\s*(?=\d)/, '(')
    .trim();
}

/** Canonical amount from a phrase, or undefined. Integers with more than 9 digits are refused. */
export function moneyOf(text: string): string | undefined {
  const cleaned = cleanAmountText(text);
  if (!/\d/.test(cleaned)) return undefined;
  if (/^\d{1,2}[a-g]?$/.test(cleaned) && !/\./.test(cleaned)) {
    // a bare one- or two-digit number may be a box number; accept only as an amount of whole dollars when explicit
    return normaliseMoney(cleaned);
  }
  if (/^\d{10,}$/.test(cleaned)) return undefined;
  return normaliseMoney(cleaned);
}

/**
 * Handwritten amounts: OCR reads a hand-drawn "1" as "/" ("$ /,000", "/50") and a comma drawn as
 * a slash between digits ("6/850"). Only for OCR text shaped like an amount once fixed.
 */
export function fixHandwrittenAmount(text: string): string {
  const t = text.trim();
  if (!/^\$?\s*[\d/][\d/,.\s]*$/.test(t) || !t.includes('/')) return text;
  return t
    .replace(/(?<=\d)\/(?=\d{3}(?:\D|$))/g, ',')
    .replace(/(^|\$\s*|\s)\/(?=[\d,])/g, '$11');
}

/** Phrases whose text is an amount. */
export function moneyPhrases(phrases: Phrase[]): Array<{ phrase: Phrase; value: string }> {
  const out: Array<{ phrase: Phrase; value: string }> = [];
  for (const p of phrases) {
    const v = moneyOf(p.source === 'ocr' ? fixHandwrittenAmount(p.text) : p.text);
    if (v !== undefined) out.push({ phrase: p, value: v });
  }
  return out;
}

/** Confidence of a phrase by source: text layer and form values are near-certain. */
export function phraseConf(p: Phrase): number {
  if (p.source === 'ocr') return Math.max(0.3, Math.min(0.97, p.conf));
  return 0.99;
}

const TIN_RE = /(?:[0-9Xx*•#]{2,3}[- ]?[0-9Xx*•#]{2,4}[- ]?[0-9Xx*•#]{2,4}|\d{9})/;
/** An identifier printed in an odd grouping or partly masked with letters, kept as printed. */
const ODD_TIN_RE = /^[A-Za-z0-9*•#]{2,4}(?:-[A-Za-z0-9*•#]{1,5}){1,3}$/;

/** A TIN from the cell's phrases, canonicalised when it has 9 digits. */
export function tinOf(phrases: Phrase[], kind: TinKind): ParsedValue | undefined {
  for (const p of phrases) {
    const t = p.text.replace(/\s*-\s*/g, '-').replace(/[|[\]]/g, '').trim();
    if (ODD_TIN_RE.test(t) && (t.match(/\d/g) ?? []).length >= 4 && !TIN_RE.test(t)) return { value: t, conf: phraseConf(p) };
    const m = TIN_RE.exec(t);
    if (!m) continue;
    const raw = m[0].trim();
    const digits = (raw.match(/\d/g) ?? []).length;
    if (digits < 4) continue;
    // Digits without hyphens are a number only when there are nine: eight or ten are a misread
    // (a combed SSN whose cell divider read as a digit or hid one), left for the second pass.
    if (/^[\d ]+$/.test(raw) && digits !== 9) continue;
    return { value: normaliseTin(raw, kind), conf: phraseConf(p) };
  }
  // A combed field prints one digit to a cell, each its own phrase: a line of nine digits and
  // nothing else is the number.
  for (const line of textLines(phrases)) {
    const digits = line.text.replace(/[\s-]/g, '');
    if (/^\d{9}$/.test(digits)) return { value: normaliseTin(digits, kind), conf: line.conf };
  }
  return undefined;
}

/** The text lines of a cell (phrases on one line joined by a space). */
export function textLines(phrases: Phrase[]): Array<{ text: string; conf: number; phrases: Phrase[] }> {
  return groupLines(phrases).map((ps) => ({
    text: ps.map((p) => p.text.trim()).join(' ').replace(/\s+/g, ' ').trim(),
    conf: Math.min(...ps.map(phraseConf)),
    phrases: ps,
  }));
}

/** A line of text as `textLines` gives it. */
export type TextLine = { text: string; conf: number; phrases: Phrase[] };

/**
 * How far (in text heights, edge to edge) a label's line may sit above or below a phrase for the phrase to be read as
 * that label's next or previous line: the lines of a wrapped label are set closer than one text height apart.
 */
export const LABEL_LINE_GAP = 1;

/**
 * A name's line without the words of a neighbouring box's label that OCR set on its row: a phrase at either end of the
 * line, apart from the name (its own phrase, split off by the gap between them), made only of the form's printed words
 * (`vocabulary`, the document type's box labels and blank-form text), with a line of the same kind right above or below
 * it (within `LABEL_LINE_GAP`) that overlaps it across and none of the name's own phrases: that label's wrapped line.
 * Seed 90413's 1098-T photo: "Riverside Community College" and, 20 text heights to its right, "expenses", the last line
 * of box 1's "Payments received for / qualified tuition and related / expenses". Whatever the words, a phrase that is
 * not in such a label's column stays (a bank's name may end in a word the form prints).
 */
export function withoutNeighbourLabel(line: TextLine, layout: PageLayout, vocabulary: ReadonlySet<string>): TextLine {
  const own = new Set(line.phrases);
  const across = (a: Rect, b: Rect) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0);
  const fromLabelLine = (p: Phrase, rest: readonly Phrase[]) =>
    onlyFormWords(p.text, vocabulary) &&
    layout.phrases.some(
      (q) =>
        !own.has(q) && q.line !== p.line && across(q, p) && !rest.some((r) => across(q, r)) &&
        Math.max(q.y0 - p.y1, p.y0 - q.y1) <= layout.unit * LABEL_LINE_GAP && onlyFormWords(q.text, vocabulary),
    );
  const phrases = [...line.phrases].sort((a, b) => a.x0 - b.x0);
  while (phrases.length > 1 && fromLabelLine(phrases[phrases.length - 1]!, phrases.slice(0, -1))) phrases.pop();
  while (phrases.length > 1 && fromLabelLine(phrases[0]!, phrases.slice(1))) phrases.shift();
  if (phrases.length === line.phrases.length) return line;
  return { text: phrases.map((p) => p.text.trim()).join(' ').replace(/\s+/g, ' ').trim(), conf: Math.min(...phrases.map(phraseConf)), phrases };
}

/** The first line of a party's lines (its name) without a neighbouring label's words (`withoutNeighbourLabel`). */
export function nameLineFirst(lines: TextLine[], layout: PageLayout, vocabulary: ReadonlySet<string>): TextLine[] {
  const [first, ...rest] = lines;
  return first ? [withoutNeighbourLabel(first, layout, vocabulary), ...rest] : lines;
}

/** OCR lines whose middles lie within this share of a text height of each other print on one row. */
export const SAME_ROW = 0.35;

/**
 * Joins OCR lines that are one printed row: a word whose box OCR drew too wide collides with its
 * neighbour and is set on a line of its own ("123 AVE, APT. 55" and "FREMONT" where the form prints
 * "123 FREMONT AVE, APT. 55"). Two lines whose middles lie within `SAME_ROW` text heights and whose
 * words overlap across are one row, its phrases in their order across the page, unless a phrase of
 * one starts inside a phrase of several words of the other, where its place is not known (ADR 160).
 */
export function joinSplitRows(lines: TextLine[], unit: number): TextLine[] {
  const mid = (l: TextLine) => l.phrases.reduce((sum, p) => sum + centerY(p), 0) / Math.max(1, l.phrases.length);
  const across = (l: TextLine) => ({ x0: Math.min(...l.phrases.map((p) => p.x0)), x1: Math.max(...l.phrases.map((p) => p.x1)) });
  const out: TextLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const ocr = (l: TextLine) => l.phrases.length > 0 && l.phrases.every((p) => p.source === 'ocr');
    if (prev && ocr(prev) && ocr(line) && Math.abs(mid(prev) - mid(line)) <= unit * SAME_ROW) {
      const a = across(prev);
      const b = across(line);
      // A word starting inside a phrase of several words of the other line ("WA" over "SEATTLE 08001-4567") has no known place among them: the lines stay apart.
      const inside = (p: Phrase, others: Phrase[]) => others.some((o) => o.words.length > 1 && p.x0 > o.x0 && p.x0 < o.x1);
      const placeable = !prev.phrases.some((p) => inside(p, line.phrases)) && !line.phrases.some((p) => inside(p, prev.phrases));
      if (placeable && Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0)) {
        const phrases = [...prev.phrases, ...line.phrases].sort((x, y) => x.x0 - y.x0);
        out[out.length - 1] = { text: phrases.map((p) => p.text.trim()).join(' ').replace(/\s+/g, ' ').trim(), conf: Math.min(prev.conf, line.conf), phrases };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

const CHECK_MARK = /^[[(|]?\s*[xX✓✔☑☒■√✗✘]\s*[\])|]?$|^[|I1l]?[xX][|I1l]?$|^\[?[vV]\]?$/;

/** True for a phrase that is a tick or a cross. */
export function isCheckMark(p: Phrase): boolean {
  return CHECK_MARK.test(p.text.trim());
}

/** A tick near a checkbox label: inside its cell, or just beside or below the label. */
export function checkboxNear(layout: PageLayout, labels: Map<string, LabelMatch>, key: string, mode: 'cell' | 'near' | 'left'): ParsedValue | undefined {
  const m = labels.get(key);
  if (!m) return undefined;
  const L = m.phrase;
  const u = Math.max(L.y1 - L.y0, layout.unit);
  let rect: Rect | undefined;
  if (mode === 'cell') rect = cellOf(layout, labels, key);
  else if (mode === 'near') rect = { x0: L.x0 - u * 1.5, y0: L.y0 - u * 0.5, x1: L.x1 + u * 2.5, y1: L.y1 + u * 3.2 };
  else rect = { x0: L.x0 - u * 4, y0: L.y0 - u * 0.8, x1: L.x0, y1: L.y1 + u * 0.8 };
  if (!rect) return undefined;
  const marks = phrasesIn(layout, rect).filter(isCheckMark);
  if (marks.length === 0) return undefined;
  // In 'near' mode, a mark must be closer to this label than to any other label.
  const mark = marks.find((mk) => {
    if (mode !== 'near') return true;
    const d = (p: Phrase) => Math.hypot(centerX(p) - centerX(mk), (centerY(p) - centerY(mk)) * 1.5);
    const own = d(L);
    return ![...labels.values()].some((o) => o.phrase !== L && d(o.phrase) < own - u * 0.3);
  });
  return mark ? { value: true, conf: phraseConf(mark) } : undefined;
}

/** Tools bound to one page and one form's labels. */
export function pageReader(layout: PageLayout, defs: LabelDef[]) {
  const labels = matchLabels(layout, defs);
  const missing: RegionProbe[] = [];
  const printsCents = pagePrintsCents(layout);
  // Neither style read: an amount read without its point may have lost it (ADR 163).
  const styleUnknown = layout.source === 'ocr' && !printsCents && !pagePrintsWholeDollars(layout);
  const cell = (key: string, opts?: { maxLines?: number }) => cellPhrases(layout, labels, key, isBoilerplate, opts);
  const fields: ParsedFields = {};
  /**
   * Asks the second pass to read a label's cell again in one-line mode with `whitelist`; `parse`
   * turns what it reads into the field's value, or undefined when that is not a valid one.
   */
  const probeCell = (
    key: string,
    field: string,
    whitelist: string,
    parse: (text: string) => string | undefined,
    opts?: { maxLines?: number; comb?: boolean; conf?: (value: string, conf: number) => number },
  ): void => {
    const rect = cellOf(layout, labels, key, opts);
    if (!rect) return;
    missing.push({
      key: field, kind: 'text', rect, mask: printedTextIn(layout, labels, rect), psm: 7, whitelist, comb: opts?.comb,
      accept(text, conf) {
        const value = parse(text);
        if (value === undefined) return false;
        fields[field] = { value, conf: opts?.conf ? opts.conf(value, conf) : conf };
        return true;
      },
    });
  };
  return {
    labels,
    fields,
    missing,
    cell,
    /** Reads an amount from the label's cell. */
    money(key: string, field = key): void {
      if (!labels.has(key)) return;
      // A box number OCR split from its label ("9" under "Crop insurance proceeds") or a lone OCR'd
      // digit (a fragment of a value it could not read) is not an amount; the second pass reads the cell.
      const boxes = labels.get(key)?.def.boxes ?? [];
      const cands = moneyPhrases(cell(key)).filter((c) => {
        const t = c.phrase.text.replace(/[\s$]/g, '');
        return !boxes.includes(t) && !(c.phrase.source === 'ocr' && /^\d$/.test(t));
      });
      const best = cands.find((c) => /[.,]/.test(c.phrase.text)) ?? cands[0];
      if (best) {
        const lost = printsCents && !/[.,]/.test(best.phrase.text) ? centsPointLost(best.phrase.text) : undefined;
        // A US form prints a comma between thousands and a point before two cents: OCR's "7.889" is a comma read as a
        // point, and the cents the filler may have printed after it ("7,889.30") are lost. Unsure (ADR 163).
        const unsure = lost !== undefined || (best.phrase.source === 'ocr' && (commaReadAsPoint(best.phrase.text) || (styleUnknown && bareDigitRun(best.phrase.text))));
        fields[field] = { value: lost ?? best.value, conf: unsure ? Math.min(phraseConf(best.phrase), UNSURE_CONF) : phraseConf(best.phrase) };
        return;
      }
      if (!printsCents) {
        // Where the page's style is not known, a re-read without a separator may have lost the cents' point ("4382047"
        // for 43,829.47): kept, unsure (ADR 163).
        let bare = false;
        probeCell(
          key,
          field,
          MONEY_CHARS,
          (text) => {
            bare = styleUnknown && bareDigitRun(text);
            return cropMoney(text);
          },
          { conf: (_value, c) => (bare ? Math.min(c, UNSURE_CONF) : c) },
        );
        return;
      }
      const misread = cell(key).filter((p) => p.source === 'ocr').map((p) => ({ p, value: separatorsMisread(p.text) })).find((c) => c.value !== undefined);
      if (misread?.value !== undefined) {
        fields[field] = { value: misread.value, conf: Math.min(phraseConf(misread.p), UNSURE_CONF) };
        return;
      }
      // The re-read of a cell on a page that prints cents: a reading without its point is doubtful.
      let doubtful = false;
      probeCell(
        key,
        field,
        MONEY_CHARS,
        (text) => {
          const lost = /[.,]/.test(text) ? undefined : centsPointLost(text.trim());
          doubtful = lost !== undefined;
          return lost ?? cropMoney(text);
        },
        { conf: (_value, c) => (doubtful ? Math.min(c, UNSURE_CONF) : c) },
      );
    },
    /**
     * Reads an SSN or EIN from the label's cell; when none is found there, the second pass reads
     * the cell again. A `combed` box (one digit to a cell, with dotted dividers that cross digits)
     * on a scan is always read again, and that reading, if valid, wins over the page's; when the
     * two readings give different numbers, some digit is unsure, so the value is kept with a
     * confidence below "check this value" (`UNSURE_CONF`).
     */
    tin(key: string, field: string, kind: TinKind, opts: { combed?: boolean } = {}): void {
      const v = tinOf(cell(key), kind);
      if (v) fields[field] = v;
      if (v && !(opts.combed && layout.source === 'ocr')) return;
      // The page's reading, when it gave nine digits (not a misread with a digit lost or added).
      const first = typeof v?.value === 'string' && v.value.replace(/\D/g, '').length === 9 ? v.value : undefined;
      probeCell(key, field, TIN_CHARS, (text) => cropTin(text, kind), {
        maxLines: 3,
        comb: true,
        conf: (value, c) => (first !== undefined && value !== first ? Math.min(c, UNSURE_CONF) : c),
      });
    },
    /** Reads a date from the label's cell; when none is found there, the second pass reads the cell again. */
    date(key: string, field = key): void {
      if (!labels.has(key)) return;
      const line = textLines(cell(key, { maxLines: 3 })).map((l) => ({ ...l, date: normaliseDate(l.text) })).find((l) => l.date);
      if (line?.date) {
        fields[field] = { value: line.date, conf: line.conf };
        return;
      }
      probeCell(key, field, DATE_CHARS, (text) => normaliseDate(text.replace(/\s+/g, '')));
    },
    checkbox(key: string, field: string, mode: 'cell' | 'near' | 'left' = 'cell'): void {
      const v = checkboxNear(layout, labels, key, mode);
      if (v) {
        fields[field] = v;
        return;
      }
      const m = labels.get(key);
      if (!m || mode === 'left') return;
      const L = m.phrase;
      const u = Math.max(L.y1 - L.y0, layout.unit);
      const rect = mode === 'cell' ? cellOf(layout, labels, key) : { x0: L.x0 - u * 1.5, y0: L.y0 - u * 0.5, x1: L.x1 + u * 4, y1: L.y1 + u * 3.2 };
      if (!rect) return;
      const others = [...labels.values()].filter((o) => o.phrase !== L).map((o) => o.phrase);
      // The label's words run on to the right (OCR often drops the last one) and may touch the box.
      const labelRow = { x0: L.x0, y0: L.y0, x1: L.x1 + u * 3, y1: L.y1 };
      missing.push({
        key: field, kind: 'checkbox', rect, mask: mode === 'near' ? [...printedTextIn(layout, labels, rect), labelRow] : printedTextIn(layout, labels, rect),
        near: mode === 'near' ? { own: L, others } : undefined,
        accept(_text, conf) {
          fields[field] = { value: true, conf };
          return true;
        },
      });
    },
  };
}

const PHONE_LINE = /^(?:\+?1[-. ]?)?\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}(?:\s*(?:x|ext\.?)\s*\d+)?$/i;

/** Splits a name-and-address block: first line name, phone lines out, the rest the address. */
export function splitPartyBlock(lines: Array<{ text: string; conf: number }>): { name?: ParsedValue; address?: ParsedValue; phone?: ParsedValue } {
  const out: { name?: ParsedValue; address?: ParsedValue; phone?: ParsedValue } = {};
  const rest: Array<{ text: string; conf: number }> = [];
  for (const l of lines) {
    // The block's label asks for the "telephone no.", which fillers print as "PHONE NO. 1-206-…".
    const stripped = l.text.replace(/^(?:tel(?:ephone)?|phone|ph)\.?\s*(?:(?:no|number|#)\.?)?:?\s*/i, '').trim();
    if (PHONE_LINE.test(stripped)) {
      out.phone ??= { value: stripped, conf: l.conf };
      continue;
    }
    rest.push(l);
  }
  const first = rest[0];
  if (first) out.name = { value: first.text.replace(/,\s*$/, ''), conf: first.conf };
  out.address = addressOf(rest.slice(1));
  return out;
}

/** OCR's usual stand-ins for the letters of a state code ("W!" for WI, "0H" for OH). */
const STATE_LETTER: Record<string, string> = { '!': 'I', '|': 'I', '1': 'I', l: 'I', '0': 'O' };

/**
 * A state code misread before its ZIP code ("Madison, W! 53703"), when reading the stand-ins as the
 * letters they stand for gives a state and the code as read is none.
 */
function mendStateBeforeZip(line: string): string {
  return line.replace(/(^|[\s,])(\S{2})(,?\s+\d{5}(?:-\d{4})?)$/, (all, before: string, code: string, zip: string) => {
    const mended = [...code].map((c) => STATE_LETTER[c] ?? c).join('');
    return !isStateCode(code) && /^[A-Z]{2}$/.test(mended) && isStateCode(mended) ? `${before}${mended}${zip}` : all;
  });
}

/** A ZIP code as one word: five digits, or nine (ZIP+4, its hyphen read or lost). */
const ZIP_WORD = /^(\d{5})-?(\d{4})?$/;

/**
 * A US address's last line ends in its state code and ZIP code ("SEATTLE, WA 98122-0123"). When OCR
 * reads the last line ending in a state code without its ZIP, and the line above it (the street
 * line, which keeps a number of its own before it: "PO BOX 6543 981220123") ends in a word shaped as
 * a ZIP code, that word is the ZIP code read onto the wrong line (a tall glyph stretched the line
 * above over it): it is set after the state code, a nine-digit one with its hyphen (ADR 160).
 */
export function zipAfterItsState<T extends { text: string; conf: number }>(lines: T[]): Array<{ text: string; conf: number }> {
  const last = lines[lines.length - 1];
  const prev = lines[lines.length - 2];
  if (!last || !prev) return lines;
  const lastWords = last.text.trim().split(/\s+/);
  const code = (lastWords[lastWords.length - 1] ?? '').replace(/[.,]$/, '');
  if (lastWords.length < 2 || code.length !== 2 || !isStateCode(code.toUpperCase())) return lines;
  const prevWords = prev.text.trim().split(/\s+/);
  const zip = ZIP_WORD.exec(prevWords[prevWords.length - 1] ?? '');
  if (!zip || !prevWords.slice(0, -1).some((w) => /\d/.test(w))) return lines;
  return [
    ...lines.slice(0, -2),
    { text: prevWords.slice(0, -1).join(' '), conf: prev.conf },
    { text: `${last.text.trim()} ${zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]}`, conf: Math.min(last.conf, prev.conf) },
  ];
}

/**
 * Joins the lines of an address with commas. A line of one letter or digit is a speck read as
 * text ("P" between street and city), and "Bivd" is always "Blvd" (OCR reads l as i; no street
 * suffix is spelt so). A capital I between a capital and small letters is a small l ("EIm Road",
 * "BIue"), and a state code's I or O read as "!", "1" or "0" is mended before its ZIP code.
 */
export function addressOf(lines: Array<{ text: string; conf: number }>): ParsedValue | undefined {
  const addr = zipAfterItsState(lines)
    .filter((l) => l.text.replace(/[^A-Za-z0-9]/g, '').length > 1)
    .map((l) =>
      mendStateBeforeZip(
        l.text
          .replace(/,\s*$/, '')
          .replace(/\bBivd\b/g, 'Blvd')
          .replace(/\bBIVD\b/g, 'BLVD')
          .replace(/\b([A-Z])I([a-z]+)/g, '$1l$2'),
      ),
    );
  if (addr.length === 0) return undefined;
  return { value: addr.join(', '), conf: Math.min(...lines.map((l) => l.conf)) };
}

/**
 * The tax year printed on the form: the largest standalone year on the page; else the digits
 * filled in after "For calendar year 20"; else a year in a title ("2025 Tax Information Statement").
 */
export function findTaxYear(layout: PageLayout): number | undefined {
  const valid = (y: number) => y >= 1990 && y <= 2100;
  let best: { year: number; h: number; y: number } | undefined;
  for (const p of layout.phrases) {
    const t = p.text.replace(/\s+/g, '');
    const m = /^\(?((?:19|20)\d{2})\)?$/.exec(t);
    if (!m || revisionDate(layout, p)) continue;
    const year = Number(m[1]);
    if (!valid(year)) continue;
    const h = p.y1 - p.y0;
    if (!best || h > best.h * 1.1 || (Math.abs(h - best.h) <= best.h * 0.1 && p.y0 < best.y)) best = { year, h, y: p.y0 };
  }
  if (best) return best.year;
  for (const p of layout.phrases) {
    // "20" alone is the blank's printed century, not a year.
    const inline = /calendar year\s*(?:(\d{4})|20[\s._-]*(\d{2})|(?!20\b)(\d{2}))\b/i.exec(p.text);
    if (inline) {
      const d = inline[1] ?? inline[2] ?? inline[3] ?? '';
      const y = d.length === 2 ? 2000 + Number(d) : Number(d);
      if (valid(y)) return y;
    }
    // "For calendar year 20__": the label may break after "calendar", and the printed "20" and the
    // filled two digits may be read as one word with the blank's rule between them ("20.23", "20_23").
    if (!/calendar(?: year)?\s*(?:20)?$/i.test(p.text.trim())) continue;
    const h = p.y1 - p.y0;
    const near = layout.phrases
      .filter((q) => q !== p && YEAR_BLANK.test(q.text.trim()) && q.x0 > p.x0 - h && q.y0 > p.y0 - h && q.y0 < p.y1 + h * 2.5 && q.x0 < p.x1 + h * 8)
      .sort((a, b) => Math.abs(a.y0 - p.y0) + Math.abs(a.x0 - p.x1) - (Math.abs(b.y0 - p.y0) + Math.abs(b.x0 - p.x1)))[0];
    if (near) {
      const d = near.text.trim().replace(/^20[\s._-]+(?=\d{2}$)/, '');
      const y = d.length === 2 ? 2000 + Number(d) : Number(d);
      if (valid(y)) return y;
    }
  }
  for (const p of layout.phrases) {
    if (/\b(rev\.?|omb|revised|cat\.? no)\b/i.test(p.text)) continue;
    if (!/\b(tax|statement|form|w-?2|1099|1098|1040)\b/i.test(p.text)) continue;
    const m = /\b((?:19|20)\d{2})\b/.exec(p.text);
    if (m && valid(Number(m[1]))) return Number(m[1]);
  }
  return undefined;
}

/** The filled year beside "For calendar year": two digits, four, or the printed "20" and two digits read as one word. */
const YEAR_BLANK = /^\d{2}$|^\d{4}$|^20[\s._-]+\d{2}$/;

/**
 * A form's revision date, "(Rev. January 2022)", names when the blank was printed, not the tax year:
 * a year that closes a parenthesis it did not open (the revision date is the form's parenthesised
 * year; "Rev. January" before it may be misread), or whose words just before it are "Rev." or "Rev. <month>".
 */
function revisionDate(layout: PageLayout, year: Phrase): boolean {
  const t = year.text.trim();
  if (t.endsWith(')') && !t.startsWith('(')) return true;
  const h = year.y1 - year.y0;
  const before = layout.phrases
    .filter((q) => q !== year && q.x1 <= year.x0 + h * 0.5 && q.x1 > year.x0 - h * 12 && Math.abs(centerY(q) - centerY(year)) < h * 0.6)
    .sort((a, b) => b.x1 - a.x1)[0];
  if (!before) return false;
  // A date's year printed in a label ("loans made before September 1, 2004", the 1098-E's box 2; the month read
  // "Septerter" on a photo) is no tax year either: a phrase of a month (its first three letters) and perhaps a day, then the year (ADR 163).
  return /\brev(?:ised|\.)?\s*(?:[a-z]+\.?)?\s*$/i.test(before.text.trim()) || /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2},?)?$/i.test(before.text.trim());
}

/** Columns of a table read from header labels: each column spans from its label to the next. */
export function tableColumns(labels: Map<string, LabelMatch>, keys: string[], pageWidth: number): Array<{ key: string; x0: number; x1: number; header: Phrase }> {
  const cols = keys
    .map((key) => ({ key, m: labels.get(key) }))
    .filter((c): c is { key: string; m: LabelMatch } => !!c.m)
    .sort((a, b) => a.m.phrase.x0 - b.m.phrase.x0);
  return cols.map((c, i) => {
    const next = cols[i + 1];
    const h = c.m.phrase.y1 - c.m.phrase.y0;
    return { key: c.key, x0: c.m.phrase.x0 - h * 1.2, x1: next ? next.m.phrase.x0 - h * 1.2 : pageWidth, header: c.m.phrase };
  });
}

/**
 * Second-pass probes for table cells OCR read as something other than an amount ("amensel" for
 * "37160.56" on a dashed rule): each cell is read again with the money alphabet and the amount
 * written into its row.
 */
export function tableCellProbes(layout: PageLayout, labels: Map<string, LabelMatch>, unread: Array<{ row: Record<string, FieldValue>; spec: { field: string }; rect: Rect; absent?: boolean }>): RegionProbe[] {
  if (layout.source !== 'ocr') return [];
  return unread.map(({ row, spec, rect, absent }) => {
    const u = layout.unit;
    // One line of text from the top of what OCR saw: a garbled word's box often takes in the
    // dashed rule under the value and the top of the next row. A cell where OCR saw nothing is
    // its column's width on the row.
    const at = absent
      ? { x0: rect.x0, y0: rect.y0 - u * 0.3, x1: rect.x1, y1: rect.y1 + u * 0.3 }
      : { x0: rect.x0 - u * 0.5, y0: rect.y0 - u * 0.3, x1: rect.x1 + u * 0.5, y1: Math.min(rect.y1, rect.y0 + u * 1.8) + u * 0.3 };
    return {
      key: `table.${spec.field}`, kind: 'text' as const, rect: at, mask: printedTextIn(layout, labels, at).filter((m) => m.y1 < rect.y0 || m.y0 > rect.y1 || m.x1 < rect.x0 || m.x0 > rect.x1),
      psm: 7 as const, whitelist: MONEY_CHARS,
      accept(text: string) {
        const value = cropMoney(text);
        // Where the page read nothing, only a printed amount with its cents counts (not what is
        // left of a rule read as "11").
        if (value === undefined || (absent && !/\.\d{2}$/.test(text.trim().replace(/[.,]$/, '')))) return false;
        row[spec.field] = value;
        return true;
      },
    };
  });
}

/**
 * The reader of boxed forms whose cells carry their own labels (ADR 094): an employer's four-copy
 * W-2 sheet, a lender's substitute 1098. Each cell the ruling lines enclose (image/cells.ts) has its
 * label, small print at its top, read from the cell's crop enlarged to the engine's preferred text
 * height, and matched to a box of the classified form by its box number and label words (the form's
 * definition in shared/forms). The value under the label is read with the alphabet of the box's kind.
 * Copies of one form on a sheet are read one by one and vote; the W-2's arithmetic picks between
 * readings. A cell whose label names no box gives nothing.
 */
import type { DocumentType } from '#shared/extraction/document-types';
import { FIELD_DEFINITIONS } from '#shared/extraction/fields';
import { normaliseDate, normaliseTin } from '#shared/extraction/normalise';
import { formDefinitionsFor, type BoxKind } from '#shared/forms/index';
import { enlargeLine } from '../../integrations/ocr/image';
import { binarize, cropImage, inkBands, inkThreshold, removeRulingLines, type InkBand } from '../../integrations/ocr/preprocess';
import { mapLimit, type GrayImage, type OcrEngine, type OcrWord } from '../../integrations/ocr/types';
import { copyGroups, digitsAfterPoint, findCells, isCellGrid, type Cell } from '../image/cells';
import { cents, exact, w2Pairs } from '../image/combine';
import { wordLines } from '../image/regions';
import { editDistance } from '../layout';
import { addressOf, centsPointLost, cropMoney, DATE_CHARS, MONEY_CHARS, type ParsedFields, splitPartyBlock } from './common';

/** Named thresholds of the cell reader. */
export const CELL_READER = {
  /** A label or value line is enlarged to this height in pixels (tesseract reads ~30 px capitals best). */
  linePx: 30,
  /** Enlargement bound (lines are never shrunk): at most 5x, beyond it only blur grows. */
  maxScale: 5,
  /** Rows of ink closer than this share of a text height are one line (small print leaves a row or two between lines). */
  lineGap: 0.1,
  /** A value read the same way by at least two copies, and by every copy that read it, is sure. */
  agreedConf: 0.97,
  /** One copy's reading (a single read of small print): shown, never "verified". */
  singleConf: 0.9,
  /** One copy's reading the engine itself doubts (mean word confidence below this) gives nothing. */
  minSingleRead: 0.5,
  /** A copy's reading below this the engine barely believes: it may back another copy's sure reading, never oppose it. */
  doubtedRead: 0.2,
  /** Names and addresses have no shape to check them: one copy's reading must be surer than this. */
  minSingleText: 0.85,
  /** Copies that disagree: the majority's value, for the user to check. */
  disputedConf: 0.6,
  /** Text heights (pixels) a W-2 tax box's value lines are read again at when no reading ties to its wages by the rate. */
  rereadPx: [22, 40, 48],
  /** Box 4 and box 6 of a W-2 that agree with box 3 and box 5 by the rates. */
  arithmeticConf: 0.95,
} as const;

const DESIGNATOR = /^(?:\d{1,2}[a-g]?|[a-f])$/;
const STOP = new Set(['and', 'the', 'for', 'from', 'see', 'of', 'or', 'is', 'to', 'if', 'on', 'no', 'box', 'inst', 'instructions']);
/** Words naming a party: a label naming one party is never another party's box. */
const PARTY = new Set(['employer', 'employee', 'payer', 'recipient', 'lender', 'borrower', 'payee', 'filer', 'student']);

/** A box of the form a cell may hold, from the form's definition. */
export interface CellTarget {
  /** The canonical field, or for a party block the prefix of its fields. */
  field: string;
  box?: string;
  words: string[];
  kind: BoxKind;
  party?: string;
}

/** Label words as matched: lower case, possessives and punctuation gone, "a/b" two words. */
export function labelWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
}

const contentWords = (words: string[]) => words.filter((w) => w.length >= 2 && !STOP.has(w) && !DESIGNATOR.test(w));

/** The boxes of a document type a cell may hold: single-value boxes and party blocks (not list rows or checkboxes). */
export function cellTargets(type: DocumentType): CellTarget[] {
  const def = formDefinitionsFor(type)[0];
  if (!def) return [];
  const out: CellTarget[] = [];
  const fields = new Set(def.boxes.map((b) => b.field));
  for (const b of def.boxes) {
    if (b.list || b.part || b.kind === 'checkbox' || b.kind === 'year') continue;
    out.push({ field: b.party ?? b.field, box: b.box, words: contentWords(labelWords(b.label)), kind: b.kind, party: b.party });
  }
  // A name-and-address panel of a party whose name and address are separate boxes on this revision
  // ("e Employee's name, address, and ZIP code" on older and substitute W-2s).
  for (const prefix of ['employee', 'recipient']) {
    if (!fields.has(`${prefix}_name`) || !fields.has(`${prefix}_address`)) continue;
    const nameBox = def.boxes.find((b) => b.field === `${prefix}_name`);
    const party = def.type === '1098' && prefix === 'recipient' ? "payer's/borrower's" : `${prefix}'s`;
    out.push({ field: prefix, box: nameBox?.box, words: contentWords(labelWords(`${party} name address zip code`)), kind: 'party', party: prefix });
  }
  return out;
}

/** Letters allowed to differ between an OCR'd label word and the form's: none in short words. */
function allowedEdits(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 5 ? 1 : word.length <= 8 ? 2 : 3;
}

function near(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  if (PARTY.has(actual) && PARTY.has(expected)) return false;
  // A party word read with a letter or two wrong is the party it is nearest to, never another
  // ("Lmployee" is the employee, "Employers" the employer); one as near to two parties names neither.
  if (PARTY.has(expected)) return partyOf(actual) === expected;
  const allowed = allowedEdits(expected);
  return allowed > 0 && editDistance(actual, expected, allowed) <= allowed;
}

/** The party word an OCR'd word reads as: the nearest within the allowed edits, undefined when two are as near. */
export function partyOf(word: string): string | undefined {
  const scored = [...PARTY]
    .map((p) => ({ p, d: word === p ? 0 : editDistance(word, p, allowedEdits(p)) }))
    .filter((x) => x.d <= allowedEdits(x.p))
    .sort((a, b) => a.d - b.d);
  const [first, second] = scored;
  return first && (!second || second.d > first.d) ? first.p : undefined;
}

/**
 * The box a cell's label names, or undefined. A box's own number read in front of at least a third
 * of its label's words names it; without the number, most of its words (two at least) must be
 * read, and be most of the line's words. A number read in front that is another box's rules the box out, as does a party word the box
 * does not name ("employer" for an employee's box). The best box must lead the next by a word.
 */
export function matchCellLabel(text: string, targets: readonly CellTarget[]): CellTarget | undefined {
  const raw = labelWords(text);
  const first = raw.find((w) => /[a-z0-9]/.test(w));
  const designator = first && DESIGNATOR.test(first) ? first : undefined;
  const words = contentWords(raw);
  const parties = words.filter((w) => partyOf(w) !== undefined);
  const scored: Array<{ t: CellTarget; score: number }> = [];
  for (const t of targets) {
    if (t.words.length === 0) continue;
    const numbered = designator !== undefined && t.box !== undefined && designator === t.box;
    if (designator !== undefined && /^\d/.test(designator) && t.box !== undefined && /^\d/.test(t.box) && !numbered) continue;
    const ownParties = t.words.filter((w) => PARTY.has(w));
    if (parties.length > 0 && ownParties.length > 0 && !parties.some((p) => ownParties.some((o) => near(p, o)))) continue;
    const hits = t.words.filter((w) => words.some((o) => near(o, w))).length;
    // Without its number the label's words must also be most of what the cell's first line says
    // (a title such as "Copy B To Be Filed With Employee's FEDERAL Tax Return" is no box's label).
    const enough = numbered ? hits >= Math.max(1, Math.ceil(t.words.length / 3)) : hits >= 2 && hits * 2 >= t.words.length && hits * 2 >= words.length;
    if (enough) scored.push({ t, score: hits + (numbered ? 2 : 0) });
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  const second = scored.find((s) => s.t.field !== best?.t.field);
  if (!best || (second && best.score - second.score < 1)) return undefined;
  return best.t;
}

/** One cell's reading of a box. */
export interface CellReading {
  field: string;
  value: string | number;
  conf: number;
  /** The reading lost a printed separator (cents point) and was mended: it counts, but weighs less. */
  mended?: boolean;
  /** A name, an address or other text (no shape to check it by). */
  text?: boolean;
  /** An address's lines as read, each tidied: the copies vote line by line. */
  lines?: string[];
  /** Read from a panel named by its place on the form, its label missing: never more than "check this value". */
  placed?: boolean;
}

/** The amount at least two readings of a box read alike (cents), ahead of any other; undefined when none. */
export function agreedAmount(readings: readonly CellReading[], field: string): bigint | undefined {
  const votes = tally(readings.filter((r) => r.field === field && !r.mended).map((r) => (typeof r.value === 'string' ? r.value : undefined)));
  const top = votes[0];
  if (!top || top.count < 2 || (votes[1] && votes[1].count >= top.count)) return undefined;
  return cents(top.field);
}

/** A line ending in a state code and a ZIP code (ZIP+4 allowed). */
const STATE_ZIP_END = /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/;

/**
 * True when `cell` lies right under the TIN cell `tin`: its top on the TIN cell's bottom rule (within
 * a text height) and its left edge at the TIN row's left edge or under the TIN cell.
 */
export function underTinRow(cell: { x0: number; y0: number; x1: number }, tin: { x0: number; y1: number; x1: number }, unit: number): boolean {
  return Math.abs(cell.y0 - tin.y1) <= unit && cell.x0 < tin.x1 && cell.x1 > tin.x0 && cell.x0 <= tin.x0 + unit;
}

const meanConf = (words: OcrWord[]) => (words.length ? words.reduce((n, w) => n + w.confidence, 0) / words.length / 100 : 0);

/** Parses a value line of a box's kind; undefined when it is not such a value. */
export function parseCellValue(kind: BoxKind, text: string): { value: string | number; mended?: boolean } | undefined {
  const t = text.trim();
  switch (kind) {
    case 'money': {
      // A point before three digits then one before two: the first was a thousands comma ("$3.009.87").
      const value = cropMoney(/^\$?\d{1,3}(?:\.\d{3})+\.\d{2}$/.test(t) ? t.replace(/\.(?=\d{3}\b)/g, ',').replace(/\.(?=\d{3},)/g, ',') : t);
      if (value !== undefined && /[.,]\d{2}$/.test(t.replace(/\s+/g, ''))) return { value };
      // Small print loses its cents point first ("1080 50", "1731"): the last two digits are the cents.
      const lost = centsPointLost(t.replace(/[.,]$/, ''));
      return lost !== undefined ? { value: lost, mended: true } : value !== undefined ? { value } : undefined;
    }
    case 'ssn':
    case 'ein':
    case 'tin': {
      const s = t.replace(/\s+/g, '');
      if (/^[X*]{3}-?[X*]{2}-?(?:[X*]{4}|\d{4})$/i.test(s)) return { value: s.toUpperCase().replace(/^(.{3})-?(.{2})-?(.{4})$/, '$1-$2-$3') };
      const digits = s.replace(/\D/g, '');
      if (digits.length !== 9 || /[^\d-]/.test(s)) return undefined;
      if (kind === 'tin' && /^\d{2}-\d{7}$/.test(s)) return { value: s };
      return { value: normaliseTin(digits, kind === 'tin' ? (/^\d{3}-\d{2}-\d{4}$/.test(s) ? 'ssn' : 'any') : kind) };
    }
    case 'date': {
      const d = normaliseDate(t.replace(/\s+/g, ''));
      return d ? { value: d } : undefined;
    }
    case 'number': {
      return /^\d{1,4}$/.test(t) ? { value: Number(t) } : undefined;
    }
    case 'text': {
      const s = t.replace(/^[|[\]]+|[|[\]]+$/g, '').trim();
      return /^[A-Za-z0-9][A-Za-z0-9 .,/-]*$/.test(s) ? { value: s } : undefined;
    }
    default:
      return undefined;
  }
}

const WHITELIST: Partial<Record<BoxKind, string>> = {
  money: MONEY_CHARS,
  ssn: '0123456789-',
  ein: '0123456789-',
  tin: '0123456789-X*',
  date: DATE_CHARS,
  number: '0123456789',
};

/** Enlarges a crop so that a line `height` pixels tall becomes CELL_READER.linePx. */
const enlarge = (crop: GrayImage, height: number, linePx: number = CELL_READER.linePx): GrayImage => enlargeLine(crop, height, linePx, CELL_READER.maxScale, 1.05).image;

/**
 * Reads every labelled cell of a ruled page: the readings of each box (one per copy that holds it).
 * Copies of one form on a sheet (image/cells.ts `copyGroups`) are one box in each copy: the box their
 * labels name (the most of them, ahead of any other) is read in every copy, so a label one copy's
 * print garbles is named by its twins. Undefined when the page holds no grid of cells or the type
 * has no form definition.
 */
export async function readCells(type: DocumentType, image: GrayImage, unit: number, engine: OcrEngine, signal: AbortSignal): Promise<CellReading[] | undefined> {
  const targets = cellTargets(type);
  if (targets.length === 0) return undefined;
  const threshold = inkThreshold(image);
  const cells = findCells(image, unit, threshold);
  if (!isCellGrid(cells)) return undefined;
  const gap = Math.max(2, Math.round(unit * CELL_READER.lineGap));
  const readings: CellReading[] = [];
  const recognize = async (img: GrayImage, psm: number, whitelist?: string): Promise<OcrWord[]> => {
    try {
      return await engine.recognize(img, { psm, dpi: 300, whitelist, signal });
    } catch {
      return [];
    }
  };
  // Inside the rules: two pixels in from the cell's edge, so no rule's edge is read as a stroke.
  const open = (cell: Cell) => {
    const inner = cropImage(image, { x0: cell.x0 + 2, y0: cell.y0 + 2, x1: cell.x1 - 2, y1: cell.y1 - 2 });
    const bands = inkBands(inner, threshold, gap, unit * 0.5).filter((b) => b.y1 - b.y0 >= unit * 0.3);
    const label = bands[0];
    // A cell with nothing under its label (an empty box) is not read at all.
    return label && label.y1 - label.y0 <= unit * 2 && bands.length >= 2 ? { cell, inner, label, below: bands.slice(1) } : undefined;
  };
  type Opened = NonNullable<ReturnType<typeof open>>;
  const readLabel = async (o: Opened) => matchCellLabel((await recognize(enlarge(cropImage(o.inner, pad(o.label, 3, o.inner), 8), o.label.y1 - o.label.y0), 7)).map((w) => w.text).join(' '), targets);
  const groups = copyGroups(cells, unit);
  const unlabelled: Opened[] = [];
  const holdersOf = new Map<string, { target: CellTarget; holders: Opened[] }>();
  const tinCells: Cell[] = [];
  await mapLimit(groups, engine.concurrency ?? 1, async (group: number[]) => {
    if (signal.aborted) return;
    const members = group.map((i) => open(cells[i] as Cell)).filter((o): o is Opened => o !== undefined);
    // The copies' labels vote on the box; two copies naming it settle it (the rest are not read).
    const named: Array<{ o: Opened; target?: CellTarget }> = [];
    for (const o of members) {
      const target = await readLabel(o);
      named.push({ o, target });
      const counts = tally(named.map((n) => n.target?.field));
      if ((counts[0]?.count ?? 0) >= 2 && counts.length === 1) break;
    }
    const counts = tally(named.map((n) => n.target?.field));
    const best = counts[0];
    if (!best && group.length === 1 && members[0]) unlabelled.push(members[0]);
    if (!best || (counts[1] && counts[1].count >= best.count)) return;
    const target = named.find((n) => n.target?.field === best.field)?.target as CellTarget;
    // Every copy whose label was not read as another box's holds the box.
    const holders = members.filter((o) => named.every((n) => n.o !== o || !n.target || n.target.field === target.field));
    if (target.field === 'payer_tin' || target.field === 'recipient_tin') tinCells.push(...holders.map((o) => o.cell));
    holdersOf.set(target.field, { target, holders });
    for (const o of holders) await readValue(o, target);
  });
  // A W-2 tax box no copy read as the rate of the wages the copies agree on: its copies' value lines
  // are read again at other text heights until one reading is the rate's amount to the cent (the
  // arithmetic then picks it, applyW2Arithmetic); readings that are not stay in the vote as read.
  if (type === 'w2') {
    for (const [wagesField, taxField, taxesOf] of w2Pairs(undefined)) {
      const wages = agreedAmount(readings, wagesField);
      const tax = holdersOf.get(taxField);
      if (wages === undefined || !tax) continue;
      const ties = (r: CellReading) => r.field === taxField && taxesOf(wages).some((x) => { const c = cents(typeof r.value === 'string' ? r.value : undefined); return c !== undefined && exact(x, c); });
      for (const px of CELL_READER.rereadPx) {
        if (signal.aborted || readings.some(ties)) break;
        for (const o of tax.holders) await readValue(o, tax.target, false, px);
      }
    }
  }
  // The recipient's panel printed without its label: the cell right under the TIN row, as on the
  // official forms (the recipient's name, street and city under the two TINs), read as that panel
  // from its first line, flagged (its box is named by its place, not by its print).
  const recipient = targets.find((t) => t.kind === 'party' && t.party === 'recipient');
  if (recipient && !signal.aborted && !readings.some((r) => r.field === 'recipient_name' || r.field === 'recipient_address')) {
    const under = unlabelled.filter((o) => tinCells.some((t) => underTinRow(o.cell, t, unit)));
    if (under.length === 1 && under[0]) await readValue(under[0], recipient, true);
  }
  return readings;

  async function readValue({ cell, inner, label, below }: Opened, target: CellTarget, unlabelledPanel = false, linePx?: number): Promise<void> {
    if (signal.aborted) return;
    // A box two copies already read alike is settled: its other copies' values are not read again.
    if (target.kind !== 'party' && linePx === undefined && readings.filter((x) => x.field === target.field && !x.mended).some((x, i, all) => all.some((y, j) => j !== i && y.value === x.value))) return;
    if (target.kind === 'party') {
      // A panel two copies already read alike, line for line, is settled too.
      const party = target.party ?? target.field;
      const read = readings.filter((x) => x.field === `${party}_name` || x.field === `${party}_address`);
      if (read.some((x, i) => read.some((y, j) => j !== i && y.field === x.field && y.value === x.value)) && tally(read.map((x) => `${x.field}\u0000${x.value}`)).every((t) => t.count >= 2)) return;
      const panel = unlabelledPanel ? [label, ...below] : below;
      const area = { x0: 0, y0: (panel[0] as InkBand).y0 - 3, x1: inner.width, y1: inner.height };
      const heights = panel.map((b) => b.y1 - b.y0).sort((a, b) => a - b);
      const words = await recognize(enlarge(cropImage(inner, area, 8), heights[Math.floor(heights.length / 2)] ?? unit), 6);
      // A label of two lines: its further lines are the label's own words, not the party's.
      const all = wordLines(words.filter((w) => w.confidence > 0));
      let skip = 0;
      while (skip < all.length && isLabelLine((all[skip] as { text: string }).text, target)) skip += 1;
      const lines = all.slice(skip);
      if (lines.length < 2) return;
      // A panel named by its place: a name line, then an address that ends in a state and ZIP code.
      if (unlabelledPanel && (lines.length < 3 || !STATE_ZIP_END.test((lines[lines.length - 1] as { text: string }).text.trim()))) return;
      const first = lines[0] as { text: string; conf: number };
      // The employer's and the employee's panels: the name is the first line, the address the lines after it.
      const block = party === 'employee' || party === 'recipient' || party === 'employer' ? { name: { value: first.text, conf: first.conf }, address: addressOf(lines.slice(1)), phone: undefined } : splitPartyBlock(lines);
      const placed = unlabelledPanel ? { placed: true } : {};
      if (block.name) readings.push({ field: `${party}_name`, value: String(block.name.value).replace(/,\s*$/, ''), conf: block.name.conf, text: true, ...placed });
      if (block.address) {
        const addressLines = lines.slice(1).map((l) => addressOf([l])?.value).filter((l): l is string => typeof l === 'string');
        const own = block.address.value === addressLines.join(', ') ? addressLines.map(tidyAddressLine) : undefined;
        readings.push({ field: `${party}_address`, value: own ? own.join(', ') : String(block.address.value), conf: block.address.conf, text: true, lines: own, ...placed });
      }
      if (block.phone) readings.push({ field: `${party}_phone`, value: String(block.phone.value), conf: block.phone.conf });
      return;
    }
    // The value: the line under the label with the most ink (the next when that is not a value of
    // the box's kind: a label's second line). Small print may sit on the cell's bottom rule, so the
    // crop reaches half a text height past it, rules cleared.
    const top = cell.y0 + 2 + label.y1 + 1;
    // Only horizontal rules are cleared: the crop lies between the cell's vertical rules, and a
    // digit 1 is a vertical stroke as tall as a short rule.
    const raw = cropImage(image, { x0: cell.x0 + 2, y0: top, x1: cell.x1 - 2, y1: Math.min(image.height, cell.y1 + unit * 0.5) });
    const area = removeRulingLines(raw, Math.round(unit * 3), { threshold, minVerticalRun: raw.height + 1 });
    const lines = inkBands(area, threshold, gap, unit * 0.5).filter((b) => b.y1 - b.y0 >= unit * 0.3).sort((a, b) => b.ink - a.ink).slice(0, 2);
    for (const line of lines) {
      const crop = enlarge(cropImage(area, pad({ ...line, x0: 0, x1: area.width }, 3, area), 8), line.y1 - line.y0, linePx);
      const parse = (t: string) => (target.kind === 'money' ? pointFromPrint(t, cropImage(area, pad({ ...line, x0: 0, x1: area.width }, 1, area)), threshold) ?? parseCellValue(target.kind, t) : parseCellValue(target.kind, t));
      let words = await recognize(crop, 7, WHITELIST[target.kind]);
      let text = words.map((w) => w.text).join(' ');
      let parsed = parse(text);
      // Gray small print the engine could not make out (or whose point it lost) is read once more in black and white.
      if (!parsed || parsed.mended) {
        const again = await recognize(binarize(crop, threshold), 7, WHITELIST[target.kind]);
        const retried = parse(again.map((w) => w.text).join(' '));
        if (retried && (!parsed || !retried.mended)) {
          words = again;
          text = again.map((w) => w.text).join(' ');
          parsed = retried;
        }
      }
      // A line of the label's own words is the label's further line, never its value.
      if (!parsed || (target.kind === 'text' && isLabelLine(text, target))) continue;
      // A masked number ("XXX-XX-1234") is its own check: the engine reports little confidence in X's.
      const masked = typeof parsed.value === 'string' && /^[X*]{3}-[X*]{2}-/.test(parsed.value);
      readings.push({ field: target.field, value: parsed.value, conf: masked ? Math.max(meanConf(words), CELL_READER.minSingleRead) : meanConf(words), mended: parsed.mended, text: target.kind === 'text' });
      return;
    }
  }
}

/** A point read before "ST ZIP" at a line's end is the comma a US address prints there ("Buffalo. WA 12345"). */
export function tidyAddressLine(line: string): string {
  return line.replace(/\.\s+([A-Z]{2}\s+\d{5}(?:-\d{4})?)$/, ', $1');
}

/** How many times each value occurs (undefined left out), most first. */
function tally<T>(values: ReadonlyArray<T | undefined>): Array<{ field: T; count: number }> {
  const counts = new Map<T, number>();
  for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].map(([field, count]) => ({ field, count })).sort((a, b) => b.count - a.count);
}

/**
 * An amount read as digits alone ("108050": small print lost its point) whose print shows the point's
 * gap before the last two digits (image/cells.ts `digitsAfterPoint`): the cents are those two digits,
 * read from the print, not guessed. Undefined when the reading has a separator or the print shows no
 * such gap.
 */
export function pointFromPrint(text: string, line: GrayImage, threshold: number): { value: string; mended?: boolean } | undefined {
  const digits = text.replace(/^\$/, '').trim();
  if (!/^\d{3,11}$/.test(digits)) return undefined;
  if (digitsAfterPoint(line, threshold, digits.length) !== 2) return undefined;
  const value = cropMoney(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
  return value !== undefined ? { value } : undefined;
}

/** A line made of a box's label words (most of its words are among them): a label's further line. */
function isLabelLine(text: string, target: CellTarget): boolean {
  const words = contentWords(labelWords(text));
  return words.length > 0 && words.filter((w) => target.words.some((t) => near(w, t))).length * 2 >= words.length;
}

function pad(r: InkBand | Cell, by: number, within: GrayImage): Cell {
  return { x0: Math.max(0, r.x0 - by), y0: Math.max(0, r.y0 - by), x1: Math.min(within.width, r.x1 + by), y1: Math.min(within.height, r.y1 + by) };
}

/** One box's value after the copies voted. */
export interface VotedValue {
  value: string | number;
  conf: number;
  /** Every distinct value read, most votes first (for the arithmetic). */
  candidates: Array<string | number>;
}

/**
 * Combines the readings of each box: the value most copies read (a mended reading counts half); all
 * copies agreeing, two at least, make it sure; one copy alone is shown but not verified (and gives
 * nothing when the engine doubted it); a value two
 * or more copies read, ahead of the others, is for the user to check; copies that each read
 * something else give nothing (confidence 0: left out unless the W-2's arithmetic picks a reading).
 */
export function voteReadings(readings: readonly CellReading[]): Map<string, VotedValue> {
  const byField = new Map<string, CellReading[]>();
  for (const r of readings) byField.set(r.field, [...(byField.get(r.field) ?? []), r]);
  const out = new Map<string, VotedValue>();
  for (const [field, rs] of byField) {
    const byLines = voteLines(rs);
    if (byLines) {
      out.set(field, { ...byLines, conf: rs.some((r) => r.placed) ? Math.min(byLines.conf, CELL_READER.disputedConf) : byLines.conf, candidates: [byLines.value] });
      continue;
    }
    const groups = new Map<string | number, { weight: number; count: number; conf: number }>();
    // A reading the engine gave almost no confidence supports a value another copy read surely,
    // and never opposes one.
    const sure = new Set(rs.filter((r) => r.conf >= CELL_READER.minSingleRead).map((r) => r.value));
    for (const r of sure.size > 0 ? rs.filter((x) => x.conf >= CELL_READER.doubtedRead || sure.has(x.value)) : rs) {
      const g = groups.get(r.value) ?? { weight: 0, count: 0, conf: 0 };
      g.weight += r.mended ? 0.5 : 1;
      g.count += 1;
      g.conf = Math.max(g.conf, r.conf);
      groups.set(r.value, g);
    }
    const ranked = [...groups.entries()].sort((a, b) => b[1].weight - a[1].weight || b[1].conf - a[1].conf);
    const [value, top] = ranked[0] as [string | number, { weight: number; count: number; conf: number }];
    const unanimous = ranked.length === 1;
    const clearLead = ranked.length > 1 && top.weight > (ranked[1]?.[1].weight ?? 0);
    let conf: number;
    if (unanimous && top.count >= 2 && top.weight >= 1) conf = CELL_READER.agreedConf;
    else if (unanimous) {
      const floor = rs.some((x) => x.text) ? CELL_READER.minSingleText : CELL_READER.minSingleRead;
      conf = top.conf < floor ? 0 : top.weight < 1 ? CELL_READER.disputedConf : Math.min(CELL_READER.singleConf, Math.max(CELL_READER.disputedConf, top.conf));
    }
    // Ahead of the rest: read by two copies, or read whole and surely against readings mended.
    // Names and addresses have no shape to check: disputed, only a value three copies read, against
    // copies that each read something else, is shown (for the user to check).
    else if (rs.some((x) => x.text)) conf = top.count >= 3 && (ranked[1]?.[1].count ?? 0) <= 1 ? CELL_READER.disputedConf : 0;
    else if (clearLead && (top.count >= 2 || (top.weight >= 1 && top.conf >= 0.8))) conf = CELL_READER.disputedConf;
    // Copies that each read something else: nothing to go by (right or absent), unless the arithmetic picks one.
    else conf = 0;
    if (rs.some((r) => r.placed)) conf = Math.min(conf, CELL_READER.disputedConf);
    out.set(field, { value, conf, candidates: ranked.map(([v]) => v) });
  }
  return out;
}

/**
 * An address read by several copies, voted line by line (the copies of a sheet garble different
 * letters): the readings with the most common number of lines, two at least, each line the one most
 * of them read (two at least, ahead of any other). Every line read alike by all of them: sure; else
 * for the user to check. Undefined when the lines do not settle (the whole readings then vote).
 */
export function voteLines(rs: readonly CellReading[]): { value: string; conf: number } | undefined {
  const withLines = rs.filter((r) => r.lines && r.lines.length > 0);
  const lengths = tally(withLines.map((r) => r.lines?.length));
  const common = lengths[0];
  if (!common || common.count < 2 || (lengths[1] && lengths[1].count >= common.count)) return undefined;
  const same = withLines.filter((r) => r.lines?.length === common.field);
  const lines: string[] = [];
  let unanimous = same.length === rs.length;
  for (let i = 0; i < common.field; i += 1) {
    const votes = tally(same.map((r) => r.lines?.[i]));
    const top = votes[0];
    // A disputed line stands only when three copies read it and the others each read something else.
    if (!top || top.count < 2 || (votes.length > 1 && (top.count < 3 || (votes[1]?.count ?? 0) > 1))) return undefined;
    if (votes.length > 1) unanimous = false;
    lines.push(top.field);
  }
  return { value: lines.join(', '), conf: unanimous ? CELL_READER.agreedConf : CELL_READER.disputedConf };
}

/**
 * The W-2's arithmetic picks between readings (the rates and wage base of `w2Pairs`, in cents, one
 * cent either way for rounding). A pair that agrees is sure; the most-voted pair that agrees wins over
 * readings that do not.
 */
export function applyW2Arithmetic(voted: Map<string, VotedValue>): void {
  for (const [base, tax, taxesOf] of w2Pairs(undefined)) {
    const b = voted.get(base);
    const t = voted.get(tax);
    if (!b || !t) continue;
    let found: [string | number, string | number] | undefined;
    for (const bv of b.candidates) {
      const wages = cents(typeof bv === 'string' ? bv : undefined);
      if (found || wages === undefined) continue;
      for (const tv of t.candidates) {
        const withheld = cents(typeof tv === 'string' ? tv : undefined);
        if (!found && withheld !== undefined && withheld > 0n && taxesOf(wages).some((x) => exact(x, withheld))) found = [bv, tv];
      }
    }
    if (!found) {
      b.conf = Math.min(b.conf, CELL_READER.disputedConf);
      t.conf = Math.min(t.conf, CELL_READER.disputedConf);
      continue;
    }
    b.value = found[0];
    t.value = found[1];
    b.conf = Math.max(b.conf, CELL_READER.arithmeticConf);
    t.conf = Math.max(t.conf, CELL_READER.arithmeticConf);
  }
}

/** Below this a value is "check this value" (checks.ts): the cell reader is asked to look. */
const FLAGGED = 0.8;

/** True when the ordinary readers left a required box of the type empty or flagged. */
export function needsCellReader(type: DocumentType, fields: ParsedFields): boolean {
  if (cellTargets(type).length === 0) return false;
  return FIELD_DEFINITIONS[type].some((d) => d.required && (fields[d.name] === undefined || (fields[d.name]?.conf ?? 0) < FLAGGED));
}

/**
 * Merges the cells' values into the ordinary readers' fields. An empty box takes the cells' value;
 * one read the same way is surer; where the two disagree the surer one is kept, shown (0.9) only
 * when the cells' copies all agreed and the page's reading was not sure, else for the user to check.
 */
export function mergeCellValues(fields: ParsedFields, voted: Map<string, VotedValue>, leftOut?: Set<string>): number {
  let changed = 0;
  // A reading the engine itself doubted that no copy's cell reads alike, where the copies of a sheet
  // read the box in two ways or more (whether or not they settle it): nothing supports it (right or
  // absent), it is left out and flagged. One cell's reading alone opposes nothing.
  const unsupported = (field: string): boolean => {
    const had = fields[field];
    const v = voted.get(field);
    if (!leftOut || !had || !v || v.candidates.length < 2 || had.conf >= CELL_READER.minSingleRead || v.candidates.some((c) => String(c) === String(had.value))) return false;
    delete fields[field];
    leftOut.add(field);
    return true;
  };
  for (const [field, v] of voted) {
    if (v.conf <= 0) {
      if (unsupported(field)) changed += 1;
      continue;
    }
    const had = fields[field];
    if (!had) {
      fields[field] = { value: v.value, conf: v.conf };
      changed += 1;
      continue;
    }
    if (String(had.value) === String(v.value)) {
      had.conf = Math.max(had.conf, v.conf);
      continue;
    }
    if (v.conf >= CELL_READER.arithmeticConf && had.conf < CELL_READER.arithmeticConf) {
      fields[field] = { value: v.value, conf: CELL_READER.singleConf };
      changed += 1;
    } else if (unsupported(field)) changed += 1;
    else had.conf = Math.min(had.conf, CELL_READER.disputedConf);
  }
  return changed;
}

/**
 * The hook where the engine picks readers: on an OCR'd page that the ordinary readers left with a
 * required box empty or flagged, the cells are read (a page without a grid of ruled cells costs only
 * the search for them) and their values merged. Returns how many fields it gave or changed.
 */
export async function refineByCells(
  type: DocumentType,
  fields: ParsedFields,
  page: { image?: GrayImage; layout: { unit: number } } | undefined,
  engine: () => OcrEngine,
  signal: AbortSignal,
  leftOut?: Set<string>,
): Promise<number> {
  if (!page?.image || !needsCellReader(type, fields)) return 0;
  const readings = await readCells(type, page.image, page.layout.unit, engine(), signal);
  if (!readings || readings.length === 0) return 0;
  const voted = voteReadings(readings);
  if (type === 'w2') applyW2Arithmetic(voted);
  return mergeCellValues(fields, voted, leftOut);
}

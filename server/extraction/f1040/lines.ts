/**
 * The amount lines of a Form 1040 page 1, read by the form's line structure: the line numbers
 * printed beside the amount column are matched to the revision's rows (revisions.ts), a straight
 * line through the rows whose numbers were read places every row on the page (also those whose
 * number OCR garbled), and each amount is the one in its column on its row. The return's
 * arithmetic then checks the readings (arithmetic.ts).
 */
import { centerY, type PageLayout, type Phrase, type Rect } from '../layout';
import { moneyOf, phraseConf } from '../parsers/common';
import { F1040_REVISIONS, type F1040Revision, type LineRow } from './revisions';

/** Where the rows are on the page: row r is centred at `y0 + pitch * r`. */
export interface RowFit {
  revision: F1040Revision;
  pitch: number;
  y0: number;
  /** The right-hand column of line numbers (page x). */
  codeX0: number;
  codeX1: number;
  /** Line numbers read that fit the rows (the fit's support). */
  anchors: Map<string, Phrase>;
  /** Line numbers read on a row that holds another line: the reading contradicts the form. */
  misplaced: Set<string>;
}

export interface LineReading {
  code: string;
  value: string;
  conf: number;
  phrase: Phrase;
  /** The amount cell on the page, for a second reading of its own region. */
  cell: Rect;
}

/** OCR reads a line number's 1 as i, l, I or | ("iz" for 1z). */
export function lineCodeOf(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '').replace(/^[il|!]/, '1');
}

/** A fit needs this many line numbers read on their rows. */
const MIN_ANCHORS = 3;
/** A line number within this share of the pitch of its predicted row is on it. */
const ROW_TOLERANCE = 0.35;
/** An amount within this share of the pitch of a row's centre is on that row (rows never overlap). */
const AMOUNT_TOLERANCE = 0.45;

/**
 * Fits the revision's rows to the line numbers read in the page's right-hand line-number column.
 * Every pair of readings proposes a pitch and an origin; the proposal most readings agree with wins
 * (a misread number, "12" for "1z", agrees with none), then is refined over the readings on it.
 */
function fitRevision(layout: PageLayout, revision: F1040Revision): RowFit | undefined {
  const rows = new Map(revision.lines.filter((l) => l.column === 'right').map((l) => [l.code, l]));
  const u = layout.unit;
  const found = layout.phrases
    .filter((p) => p.x0 >= layout.width * 0.6 && p.x1 <= layout.width * 0.95 && p.x1 - p.x0 < u * 3 && rows.has(lineCodeOf(p.text)))
    .map((p) => ({ p, row: (rows.get(lineCodeOf(p.text)) as LineRow).row, y: centerY(p) }));
  if (found.length < MIN_ANCHORS) return undefined;
  let best: { inliers: typeof found; pitch: number; y0: number } | undefined;
  for (const a of found) {
    for (const b of found) {
      if (b.row <= a.row) continue;
      const pitch = (b.y - a.y) / (b.row - a.row);
      if (pitch < u * 0.6 || pitch > u * 4) continue;
      const y0 = a.y - pitch * a.row;
      // One reading a row: the nearest to its line's predicted centre, in the line-number column.
      const inliers = found.filter((f) => Math.abs(y0 + pitch * f.row - f.y) < pitch * ROW_TOLERANCE && Math.abs(f.p.x0 - a.p.x0) < u * 2);
      const uniq = new Set(inliers.map((f) => f.row));
      if (uniq.size < MIN_ANCHORS) continue;
      if (!best || uniq.size > new Set(best.inliers.map((f) => f.row)).size) best = { inliers, pitch, y0 };
    }
  }
  if (!best) return undefined;
  // Least squares over the readings on the rows.
  const n = best.inliers.length;
  const mr = best.inliers.reduce((s, f) => s + f.row, 0) / n;
  const my = best.inliers.reduce((s, f) => s + f.y, 0) / n;
  const sxx = best.inliers.reduce((s, f) => s + (f.row - mr) ** 2, 0);
  const pitch = sxx > 0 ? best.inliers.reduce((s, f) => s + (f.row - mr) * (f.y - my), 0) / sxx : best.pitch;
  const y0 = my - pitch * mr;
  const anchors = new Map(best.inliers.map((f) => [lineCodeOf(f.p.text), f.p]));
  const inlierSet = new Set(best.inliers.map((f) => f.p));
  const xs = best.inliers.map((f) => f.p);
  const codeX0 = Math.min(...xs.map((p) => p.x0));
  const codeX1 = Math.max(...xs.map((p) => p.x1));
  const misplaced = new Set<string>();
  // A number read in the column on a row that the fit gives to another line contradicts the page.
  for (const f of found) {
    if (inlierSet.has(f.p) || f.p.x0 > codeX1 + u || f.p.x1 < codeX0 - u) continue;
    const at = Math.round((centerY(f.p) - y0) / pitch);
    const there = revision.lines.find((l) => l.column === 'right' && l.row === at);
    if (there && there.code !== lineCodeOf(f.p.text)) misplaced.add(there.code);
  }
  return { revision, pitch, y0, codeX0, codeX1, anchors, misplaced };
}

/** The revision whose rows the page's line numbers fit best (ties: the one of the year printed). */
export function fitRows(layout: PageLayout, taxYear: number | undefined): RowFit | undefined {
  let best: RowFit | undefined;
  for (const revision of F1040_REVISIONS) {
    const fit = fitRevision(layout, revision);
    if (!fit) continue;
    const better =
      !best || fit.anchors.size > best.anchors.size || (fit.anchors.size === best.anchors.size && taxYear !== undefined && fit.revision.years.includes(taxYear));
    if (better) best = fit;
  }
  return best;
}

/**
 * The amount on each line's row: in the right-hand column, right of the line numbers; in the
 * middle column (2a, 3a, …), the amount between the page's middle and the line-number column.
 */
export function readLines(layout: PageLayout, fit: RowFit): Map<string, LineReading> {
  const out = new Map<string, LineReading>();
  const u = layout.unit;
  const taken = new Set<Phrase>();
  for (const line of fit.revision.lines) {
    const y = fit.y0 + fit.pitch * line.row;
    const onRow = (p: Phrase) => Math.abs(centerY(p) - y) < fit.pitch * AMOUNT_TOLERANCE;
    const inColumn =
      line.column === 'right'
        ? (p: Phrase) => p.x0 > fit.codeX1 - u * 0.2
        : (p: Phrase) => p.x0 > layout.width * 0.3 && p.x1 < fit.codeX0 - u * 0.5;
    const amounts = layout.phrases
      .filter((p) => !taken.has(p) && onRow(p) && inColumn(p) && !fit.anchors.has(lineCodeOf(p.text)))
      .map((p) => ({ p, value: moneyOf(p.text) }))
      .filter((a): a is { p: Phrase; value: string } => a.value !== undefined && /\./.test(a.value) && a.p.text.replace(/\D/g, '').length >= 1);
    // The middle column's amount is its rightmost money before the "b" line's label.
    const pick = line.column === 'right' ? amounts.sort((a, b) => b.p.x1 - a.p.x1)[0] : amounts.sort((a, b) => a.p.x0 - b.p.x0)[0];
    if (!pick) continue;
    taken.add(pick.p);
    const left = line.column === 'right' ? Math.max(pick.p.x0 - u, fit.codeX1 + u * 0.2) : pick.p.x0 - u;
    const cell = { x0: left, y0: y - fit.pitch * 0.5, x1: Math.min(layout.width, pick.p.x1 + u * 0.5), y1: y + fit.pitch * 0.5 };
    let conf = phraseConf(pick.p);
    // A row whose number was not read is placed by the fit alone; one whose number read as another
    // line's contradicts the page.
    if (line.column === 'right' && !fit.anchors.has(line.code)) conf = Math.min(conf, 0.9);
    if (fit.misplaced.has(line.code)) conf = Math.min(conf, 0.79);
    out.set(line.code, { code: line.code, value: pick.value, conf, phrase: pick.p, cell });
  }
  return out;
}

import { normaliseState, stateFromAddresses } from '#shared/extraction/normalise';
import type { ListItem } from '#shared/extraction/fields';
import { boundsOf, centerX, centerY, type PageLayout, type Phrase, type Rect } from '../layout';
import { labelPhraseSet, type LabelMatch } from '../labels';
import { isBoilerplate, moneyOf, phraseConf } from './common';

/**
 * The state columns are boxes 14-20 and print their numbers in their heads ("17 State tax
 * withheld", the number OCR may read apart from its words): a bare number up to 20 in an amount
 * column is such a box number, not an amount.
 */
export function isColumnBoxNumber(text: string): boolean {
  const t = text.replace(/[|[\]\s]/g, '');
  return /^\d{1,2}$/.test(t) && Number(t) <= 20;
}

export interface ColumnSpec {
  key: string;
  field: string;
  kind: 'money' | 'state' | 'state+id' | 'text';
  /** For 'state+id': where the identifier goes. */
  idField?: string;
}

export interface TableRows {
  rows: ListItem[];
  conf: number;
  /**
   * OCR cells whose text was not a value of the column's kind, and (`absent`) the cells of an
   * amount column where OCR read nothing at all on rows the other columns found: where the second
   * pass may look.
   */
  unread: Array<{ row: ListItem; spec: ColumnSpec; rect: Rect; absent?: boolean }>;
  /** Rows whose state code was not a state and was taken from the form's addresses (1-based). */
  guessedStates: number[];
}

interface Column {
  spec: ColumnSpec;
  header: Phrase;
  x0: number;
  x1: number;
}

/** A state code, or one taken from the form's addresses when the word is not one (`guessed`). */
function stateOf(word: string, hints: readonly string[]): { code?: string; guessed: boolean } {
  const code = normaliseState(word);
  if (code) return { code, guessed: false };
  const guess = stateFromAddresses(word, hints);
  return { code: guess, guessed: guess !== undefined };
}

/** Stores a cell's text in its row; true when a state code was taken from `hints` (see stateFromAddresses). */
function setValue(item: ListItem, spec: ColumnSpec, raw: string, hints: readonly string[]): boolean {
  const text = raw.replace(/^\$\s*/, '').trim();
  if (!text || text === '$') return false;
  if (spec.kind === 'money') {
    const v = moneyOf(text.replace(/\$/g, ''));
    if (v !== undefined) item[spec.field] = v;
  } else if (spec.kind === 'state') {
    const { code, guessed } = stateOf(text.split(/\s+/)[0] ?? '', hints);
    if (code) item[spec.field] = code;
    return guessed;
  } else if (spec.kind === 'state+id') {
    const m = /^\|?\s*([A-Za-z]{2})\b[\s|.,:;-]*(.*)$/.exec(text);
    const { code, guessed } = m ? stateOf(m[1] ?? '', hints) : { code: undefined, guessed: false };
    if (code) {
      item[spec.field] = code;
      const id = (m?.[2] ?? '').replace(/^[|\s]+|[|\s]+$/g, '');
      if (id && spec.idField) item[spec.idField] = id;
      return guessed;
    } else if (spec.idField && /\d/.test(text)) {
      item[spec.idField] = text.replace(/^[|\s]+|[|\s]+$/g, '');
    }
  } else {
    // A vertical rule beside the text comes back as "|", "[" or "]".
    item[spec.field] = text.replace(/^[|[\]\s]+|[|[\]\s]+$/g, '');
  }
  return false;
}

/**
 * Reads the rows of a table whose columns are headed by labels (the state and local rows of a
 * W-2, the state rows of the 1099s). Each column is read down from its own header, so stacked
 * headers work too; layouts that print the header under the values are read upwards. Row n of
 * every column makes row n of the result. `stateHints` are the form's addresses: a state code OCR
 * misread by one letter is taken from them (confidence at most 0.6, reported in `guessedStates`).
 */
export function readTable(
  layout: PageLayout,
  labels: Map<string, LabelMatch>,
  specs: ColumnSpec[],
  opts: {
    requireAbove?: (row: ListItem) => boolean;
    maxRows?: number;
    stateHints?: readonly string[];
    claimed?: ReadonlySet<Phrase>;
    /** Values lie only under their headings (a box's label is at its top): no upward read. */
    belowOnly?: boolean;
  } = {},
): TableRows {
  const headers = specs.map((spec) => ({ spec, m: labels.get(spec.key) })).filter((c): c is { spec: ColumnSpec; m: LabelMatch } => !!c.m);
  if (headers.length === 0) return { rows: [], conf: 1, unread: [], guessedStates: [] };
  const hints = opts.stateHints ?? [];
  const cols: Column[] = headers.map(({ spec, m }) => {
    const h = m.phrase.y1 - m.phrase.y0;
    let x1 = layout.width;
    for (const o of headers) if (o.m.phrase.x0 > m.phrase.x0 + h) x1 = Math.min(x1, o.m.phrase.x0 - h * 0.8);
    return { spec, header: m.phrase, x0: m.phrase.x0 - h * 1.2, x1 };
  });
  const labelPhrases = labelPhraseSet(labels);
  // One printed value is one box's value: a phrase another box of the form was read from (box 12's
  // amount just above a state table that prints no rows) is not a state row's.
  const claimed = opts.claimed ?? new Set<Phrase>();
  const maxRows = opts.maxRows ?? 4;
  let minConf = 1;

  const inCol = (c: Column, p: Phrase) => centerX(p) >= c.x0 && centerX(p) < c.x1;
  const walk = (c: Column, dir: 1 | -1): Phrase[][] => {
    const found: Phrase[][] = [];
    let lastY = centerY(c.header);
    for (let i = c.header.line + dir; i >= 0 && i < layout.lines.length && found.length < maxRows; i += dir) {
      const line = (layout.lines[i] ?? []).filter((p) => inCol(c, p));
      if (line.some((p) => labelPhrases.has(p) && p !== c.header)) break;
      const values = line.filter((p) => !labelPhrases.has(p) && !claimed.has(p) && !isBoilerplate(p) && !(c.spec.kind === 'money' && isColumnBoxNumber(p.text)));
      if (values.length === 0) continue;
      const y = centerY(values[0] as Phrase);
      if (Math.abs(y - lastY) > layout.unit * 3.2) break;
      // A solid rule across the column between the last row and this one ends the table (the
      // form's footer lies beyond it); rows inside a table are parted by dashed rules at most.
      const lo = Math.min(y, lastY);
      const hi = Math.max(y, lastY);
      const colW = Math.min(c.x1, layout.width) - c.x0;
      if (found.length > 0 && (layout.rules?.horizontal ?? []).some((r) => r.y0 > lo && r.y1 < hi && Math.min(r.x1, c.x1) - Math.max(r.x0, c.x0) > colW * 0.6)) break;
      lastY = y;
      found.push(values);
    }
    return dir === 1 ? found : found.reverse();
  };

  let unread: TableRows['unread'] = [];
  let guessed = new Set<ListItem>();
  const read = (dir: 1 | -1): ListItem[] => {
    const rows: ListItem[] = [];
    const rowBoxes: Rect[] = [];
    const empty: Column[] = [];
    unread = [];
    guessed = new Set();
    for (const c of cols) {
      const cells = walk(c, dir);
      if (cells.length === 0 && c.spec.kind === 'money') empty.push(c);
      cells.forEach((values, i) => {
        const before = rows[i] ?? {};
        const had = before[c.spec.field];
        if (setValue(before, c.spec, values.map((p) => p.text.trim()).join(' '), hints)) guessed.add(before);
        rows[i] = before;
        for (const p of values) minConf = Math.min(minConf, phraseConf(p));
        const ocr = values.every((p) => p.source === 'ocr');
        const box = boundsOf(values);
        if (ocr && c.spec.kind === 'money' && before[c.spec.field] === had) unread.push({ row: before, spec: c.spec, rect: box });
        const seen = rowBoxes[i];
        rowBoxes[i] = seen ? boundsOf([seen, box]) : box;
      });
    }
    // An amount column OCR found nothing in, on a scan ("620.51" under "17 State income tax" lost
    // with the row's state code while the ID and wages were read): its cell on each row is looked at.
    if (layout.source === 'ocr') {
      for (const c of empty) {
        rows.forEach((row, i) => {
          const box = rowBoxes[i];
          if (box) unread.push({ row, spec: c.spec, rect: { x0: c.x0, y0: box.y0, x1: Math.min(c.x1, layout.width), y1: box.y1 }, absent: true });
        });
      }
    }
    return rows.filter((r) => r && Object.keys(r).length > 0);
  };
  const result = (rows: ListItem[]): TableRows => {
    const guessedStates = rows.flatMap((r, i) => (guessed.has(r) ? [i + 1] : []));
    return { rows, conf: guessedStates.length ? Math.min(minConf, 0.6) : minConf, unread: unread.filter((u) => rows.includes(u.row)), guessedStates };
  };

  const below = read(1);
  if (below.length > 0 || opts.belowOnly) return result(below);
  minConf = 1;
  return result(read(-1).filter((r) => !opts.requireAbove || opts.requireAbove(r)));
}

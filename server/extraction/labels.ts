import { centerY, type PageLayout, type Phrase, type Rect, phrasesIn, toWords, wordMatches } from './layout';

/** A printed label: its words in order and the box numbers it may carry. */
export interface LabelDef {
  key: string;
  words: string[];
  /** Box designators accepted in front of the words ("1", "12a", "c"); any when absent. */
  boxes?: string[];
  /** How many stray words may precede the match (OCR noise, a box letter). */
  maxStart?: number;
  /** The phrase must hold nothing but the designator and the words. */
  exact?: boolean;
  /** Matching only delimits other labels' cells; no field is read from it. */
  boundary?: boolean;
  /** A header or margin note: it ends boxes on its own row only, never boxes below it. */
  rowOnly?: boolean;
}

/** Shorthand: `label('box1_wages', '1', 'wages tips other')`. */
export function label(key: string, boxes: string | string[] | undefined, words: string, extra: Partial<LabelDef> = {}): LabelDef {
  return { key, words: toWords(words), boxes: boxes === undefined ? undefined : Array.isArray(boxes) ? boxes : [boxes], ...extra };
}

export interface LabelMatch {
  def: LabelDef;
  phrase: Phrase;
  score: number;
}

const DESIGNATOR = /^(?:\d{1,2}[a-g]?|[a-f])$/;

function scorePhrase(phrase: Phrase, def: LabelDef): number {
  let words = phrase.words;
  if (words[0] === 'box' || words[0] === 'line') words = words.slice(1);
  let designator: string | undefined;
  if (words.length > 0 && DESIGNATOR.test(words[0] ?? '')) {
    designator = words[0];
    words = words.slice(1);
  }
  if (def.boxes && designator && !def.boxes.includes(designator)) return 0;
  if (def.words.length === 0) {
    // A bare box number, e.g. W-2 box 9.
    return designator && words.length === 0 && def.boxes?.includes(designator) ? 4 : 0;
  }
  const maxStart = def.maxStart ?? 1;
  for (let start = 0; start <= Math.min(maxStart, words.length - 1); start += 1) {
    let wi = start;
    let matched = 0;
    let skipped = 0;
    for (const expected of def.words) {
      // Allow one OCR-split or stray word inside a label.
      while (wi < words.length && !wordMatches(words[wi] ?? '', expected) && skipped < 1 && wi < words.length - 1 && wordMatches(words[wi + 1] ?? '', expected)) {
        wi += 1;
        skipped += 1;
      }
      if (wi < words.length && wordMatches(words[wi] ?? '', expected)) {
        matched += 1;
        wi += 1;
      } else break;
    }
    if (matched === def.words.length) {
      if (def.exact && wi !== words.length) continue;
      // Most words of a label must be read exactly; fuzzy matches only fill in OCR slips.
      const exact = def.words.filter((w) => words.slice(start, wi).includes(w)).length;
      if (exact * 2 < def.words.length) continue;
      return matched * 2 + (designator && def.boxes?.includes(designator) ? 3 : 0) - start - skipped + (phrase.words.length === wi + (designator ? 1 : 0) ? 0.5 : 0);
    }
  }
  return 0;
}

/** Finds each label on the page: every phrase goes to at most one label, best matches first. */
export function matchLabels(layout: PageLayout, defs: LabelDef[]): Map<string, LabelMatch> {
  const candidates: LabelMatch[] = [];
  for (const phrase of layout.phrases) {
    if (phrase.source === 'form') continue;
    for (const def of defs) {
      const score = scorePhrase(phrase, def);
      if (score > 0) candidates.push({ def, phrase, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.phrase.y0 - b.phrase.y0 || a.phrase.x0 - b.phrase.x0);
  const taken = new Set<Phrase>();
  const result = new Map<string, LabelMatch>();
  for (const c of candidates) {
    if (taken.has(c.phrase) || result.has(c.def.key)) continue;
    taken.add(c.phrase);
    result.set(c.def.key, c);
  }
  return result;
}

interface CellCache {
  cells: Map<Phrase, Rect>;
}
const cellCache = new WeakMap<Map<string, LabelMatch>, CellCache>();

/**
 * The cells all labels head: from a label's left edge to the next label on its right, and from its
 * top down to the next label underneath. A label to the right whose own cell overlaps this one
 * vertically also ends it. Works for any layout whose labels sit at the top-left of their boxes,
 * without fixed coordinates.
 */
function computeCells(layout: PageLayout, labels: Map<string, LabelMatch>): Map<Phrase, Rect> {
  const phrases = [...new Set([...labels.values()].map((m) => m.phrase))];
  const rowOnly = new Set([...labels.values()].filter((m) => m.def.rowOnly).map((m) => m.phrase));
  const metric = (L: Phrase) => {
    const h = Math.max(L.y1 - L.y0, layout.unit * 0.6);
    return { h, tol: h * 0.6 };
  };
  const bottomFor = (L: Phrase, right: number): number => {
    const { h, tol } = metric(L);
    let bottom = Math.min(layout.height, L.y0 + h * 16);
    for (const p of phrases) {
      if (p !== L && !rowOnly.has(p) && p.y0 > L.y0 + h * 0.8 && Math.min(p.x1, right) - Math.max(p.x0, L.x0 - tol) > h * 1.5) bottom = Math.min(bottom, p.y0);
    }
    return bottom;
  };
  // Pass 1: right edge from labels on the same row only, and the bottom that follows.
  const provisional = new Map<Phrase, number>();
  for (const L of phrases) {
    const { h, tol } = metric(L);
    let right = layout.width;
    for (const p of phrases) if (p !== L && p.x0 > L.x1 - tol && Math.abs(p.y0 - L.y0) < h * 1.6) right = Math.min(right, p.x0);
    provisional.set(L, bottomFor(L, right));
  }
  // Pass 2: a label to the right whose box reaches down to this row also ends this box.
  const first = new Map<Phrase, { right0: number; bottom: number }>();
  for (const L of phrases) {
    const { h, tol } = metric(L);
    let right0 = layout.width;
    for (const p of phrases) {
      if (p === L || p.x0 <= L.x1 - tol || p.y0 >= L.y0 + h * 1.6) continue;
      if (Math.abs(p.y0 - L.y0) < h * 1.6 || (!rowOnly.has(p) && (provisional.get(p) ?? 0) > L.y0 + h * 0.5)) right0 = Math.min(right0, p.x0);
    }
    first.set(L, { right0, bottom: bottomFor(L, right0) });
  }
  // Pass 3: labels further down on the right whose boxes overlap this one.
  const cells = new Map<Phrase, Rect>();
  for (const L of phrases) {
    const c = first.get(L);
    if (!c) continue;
    const { h, tol } = metric(L);
    let right = c.right0;
    const top = L.y0 + h * 0.45;
    for (const p of phrases) {
      const o = first.get(p);
      if (p === L || !o || p.x0 <= L.x1 - tol || rowOnly.has(p)) continue;
      const overlap = Math.min(o.bottom, c.bottom) - Math.max(p.y0 + metric(p).h * 0.45, top);
      if (overlap > h * 0.5) right = Math.min(right, p.x0);
    }
    cells.set(L, { x0: L.x0 - tol, y0: top, x1: right - h * 0.15, y1: c.bottom });
  }
  return cells;
}

/** The cell under a label, optionally limited to a number of text lines. */
export function cellOf(layout: PageLayout, labels: Map<string, LabelMatch>, key: string, opts: { maxLines?: number } = {}): Rect | undefined {
  const m = labels.get(key);
  if (!m) return undefined;
  let cache = cellCache.get(labels);
  if (!cache) {
    cache = { cells: computeCells(layout, labels) };
    cellCache.set(labels, cache);
  }
  const rect = cache.cells.get(m.phrase);
  if (!rect) return undefined;
  if (!opts.maxLines) return rect;
  const h = Math.max(m.phrase.y1 - m.phrase.y0, layout.unit * 0.6);
  return { ...rect, y1: Math.min(rect.y1, m.phrase.y0 + h * opts.maxLines * 1.5) };
}

/** Value phrases in a label's cell, excluding label and boilerplate phrases. */
export function cellPhrases(layout: PageLayout, labels: Map<string, LabelMatch>, key: string, isBoilerplate: (p: Phrase) => boolean, opts: { maxLines?: number } = {}): Phrase[] {
  const rect = cellOf(layout, labels, key, opts);
  if (!rect) return [];
  const labelPhrases = new Set([...labels.values()].map((l) => l.phrase));
  const lab = labels.get(key)?.phrase;
  return phrasesIn(layout, rect).filter((p) => !labelPhrases.has(p) && !isBoilerplate(p) && (!lab || centerY(p) > centerY(lab) - 1 || p.x0 > lab.x1));
}

import { boundsOf, centerY, editDistance, type PageLayout, type Phrase, type Rect, phrasesIn, toWords, wordMatches } from './layout';

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
  /** Matches only with one of its box designators in front (short forms that are not unique alone). */
  needsBox?: boolean;
}

/** Shorthand: `label('box1_wages', '1', 'wages tips other')`. */
export function label(key: string, boxes: string | string[] | undefined, words: string, extra: Partial<LabelDef> = {}): LabelDef {
  return { key, words: toWords(words), boxes: boxes === undefined ? undefined : Array.isArray(boxes) ? boxes : [boxes], ...extra };
}

export interface LabelMatch {
  def: LabelDef;
  phrase: Phrase;
  score: number;
  /** The page's phrases a label split by OCR was joined from (`phrase` then spans them). */
  parts?: Phrase[];
}

/** Every page phrase that belongs to a matched label, including the parts of joined labels. */
export function labelPhraseSet(labels: Map<string, LabelMatch>): Set<Phrase> {
  const set = new Set<Phrase>();
  for (const m of labels.values()) {
    set.add(m.phrase);
    for (const p of m.parts ?? []) set.add(p);
  }
  return set;
}

const DESIGNATOR = /^(?:\d{1,2}[a-g]?|[a-f])$/;

function scorePhrase(phrase: Phrase, def: LabelDef): number {
  let words = phrase.words;
  if (words[0] === 'box' || words[0] === 'line') words = words.slice(1);
  let designator: string | undefined;
  // A box number OCR split after its first digit ("1 2a" for 12a) is this label's when joined.
  const joined = `${words[0] ?? ''}${words[1] ?? ''}`;
  if (/^\d$/.test(words[0] ?? '') && /^\d[a-g]?$/.test(words[1] ?? '') && DESIGNATOR.test(joined) && def.boxes?.includes(joined)) {
    words = [joined, ...words.slice(2)];
  }
  if (words.length > 0 && DESIGNATOR.test(words[0] ?? '')) {
    designator = words[0];
    words = words.slice(1);
  }
  if (def.boxes && designator && !def.boxes.includes(designator)) return 0;
  if (def.needsBox && !designator) return 0;
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
  return joinedScore(words, def, designator);
}

/** The shortest first word that, read exactly after the box's own number, names the box (NUMBERED_LABEL). */
export const NUMBERED_LABEL_MIN_LETTERS = 5;

/**
 * Fallback for OCR'd labels whose later words OCR garbled ("1a Total ordnary dmdends"): the box's
 * own number followed by the label's first word read exactly, a word of at least
 * NUMBERED_LABEL_MIN_LETTERS letters, names the box. Tried only for labels no phrase and no joined
 * phrases matched.
 */
function numberedScore(phrase: Phrase, def: LabelDef): number {
  if (phrase.source !== 'ocr' || def.exact || def.words.length < 2) return 0;
  let words = phrase.words;
  if (words[0] === 'box') words = words.slice(1);
  const designator = words[0];
  if (!designator || !DESIGNATOR.test(designator) || !def.boxes?.includes(designator)) return 0;
  const first = def.words[0] ?? '';
  return first.length >= NUMBERED_LABEL_MIN_LETTERS && words[1] === first ? 2 : 0;
}

/**
 * Fallback for labels OCR split inside words ("penal|y", "with drawal"): the label's letters joined
 * against the phrase's, allowed one edit per eight letters. Needs a matching box designator and a
 * label long enough that a near miss is not another label.
 */
function joinedScore(words: string[], def: LabelDef, designator: string | undefined): number {
  if (!designator || !def.boxes?.includes(designator) || def.exact) return 0;
  const expected = def.words.join('');
  if (expected.length < 10) return 0;
  const allowed = Math.min(3, Math.floor(expected.length / 8));
  for (let n = 1; n <= words.length; n += 1) {
    const actual = words.slice(0, n).join('');
    if (actual.length > expected.length + allowed) break;
    if (Math.abs(actual.length - expected.length) <= allowed && editDistance(actual, expected, allowed) <= allowed) {
      return def.words.length * 2 + 3 - 1.5 + (n === words.length ? 0.5 : 0);
    }
  }
  return 0;
}

/** Neighbouring phrases on a line joined (up to three), for labels OCR split at a stray stroke. */
function joinedPhrases(layout: PageLayout): Array<{ phrase: Phrase; parts: Phrase[] }> {
  const out: Array<{ phrase: Phrase; parts: Phrase[] }> = [];
  for (const line of layout.lines) {
    for (let i = 0; i < line.length; i += 1) {
      const parts: Phrase[] = [line[i] as Phrase];
      for (let j = i + 1; j < Math.min(line.length, i + 3); j += 1) {
        const prev = parts[parts.length - 1] as Phrase;
        const next = line[j] as Phrase;
        const h = Math.max(prev.y1 - prev.y0, layout.unit * 0.6);
        const cy = (Math.max(prev.y0, next.y0) + Math.min(prev.y1, next.y1)) / 2;
        const ruled = layout.rules?.vertical.some((v) => v.x0 >= prev.x1 - h * 0.3 && v.x1 <= next.x0 + h * 0.3 && v.y0 <= cy && v.y1 >= cy);
        if (next.source === 'form' || next.x0 - prev.x1 > h * 3 || ruled) break;
        parts.push(next);
        out.push({
          parts: [...parts],
          phrase: {
            text: parts.map((p) => p.text).join(' '),
            words: parts.flatMap((p) => p.words),
            ...boundsOf(parts),
            conf: Math.min(...parts.map((p) => p.conf)),
            source: prev.source,
            line: prev.line,
          },
        });
      }
    }
  }
  return out;
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
  // A label OCR split into neighbouring phrases is matched on the joined text, only for labels no
  // single phrase matched.
  const single = new Set(candidates.map((c) => c.def.key));
  if (layout.source === 'ocr') {
    for (const { phrase, parts } of joinedPhrases(layout)) {
      if (parts.some((p) => p.source === 'form')) continue;
      for (const def of defs) {
        if (single.has(def.key)) continue;
        const score = scorePhrase(phrase, def);
        if (score > 0) candidates.push({ def, phrase, score: score - 0.5, parts });
      }
    }
  }
  // Labels neither a phrase nor joined phrases matched: the box number and the label's first word.
  if (layout.source === 'ocr') {
    const found = new Set(candidates.map((c) => c.def.key));
    for (const phrase of layout.phrases) {
      for (const def of defs) {
        if (found.has(def.key)) continue;
        const score = numberedScore(phrase, def);
        if (score > 0) candidates.push({ def, phrase, score });
      }
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.phrase.y0 - b.phrase.y0 || a.phrase.x0 - b.phrase.x0);
  const taken = new Set<Phrase>();
  const result = new Map<string, LabelMatch>();
  for (const c of candidates) {
    const own = c.parts ?? [c.phrase];
    if (own.some((p) => taken.has(p)) || result.has(c.def.key)) continue;
    for (const p of own) taken.add(p);
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
  // On a ruled scan, a box above and to the right reaches down beside this label only when a
  // vertical rule runs between them on this label's row.
  const vertical = layout.rules?.vertical ?? [];
  const ruledApart = (L: Phrase, p: Phrase, h: number): boolean => {
    if (vertical.length < 4) return false;
    const cy = centerY(L);
    return !vertical.some((v) => v.y0 <= cy && v.y1 >= cy && v.x0 >= L.x1 - h * 0.6 && v.x1 <= p.x0 + h * 0.5);
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
      if (Math.abs(p.y0 - L.y0) < h * 1.6 || (!rowOnly.has(p) && (provisional.get(p) ?? 0) > L.y0 + h * 0.5 && !ruledApart(L, p, h))) right0 = Math.min(right0, p.x0);
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
      if (p === L || !o || p.x0 <= L.x1 - tol || rowOnly.has(p) || (p.y0 < L.y0 && ruledApart(L, p, h))) continue;
      const overlap = Math.min(o.bottom, c.bottom) - Math.max(p.y0 + metric(p).h * 0.45, top);
      if (overlap > h * 0.5) right = Math.min(right, p.x0);
    }
    let cell = boundByRules({ x0: L.x0 - tol, y0: top, x1: right - h * 0.15, y1: c.bottom }, L, h, layout.rules);
    // A label beyond the vertical rule that ends this box belongs to the next box and does not end
    // this one's bottom (the 1099-B's CUSIP box beside the lower-printed FATCA label): the bottom is
    // found again within the rules.
    if (cell.x1 < right - h * 0.15 - 0.5) {
      const deeper = bottomFor(L, cell.x1);
      if (deeper > c.bottom) cell = boundByRules({ x0: L.x0 - tol, y0: top, x1: right - h * 0.15, y1: deeper }, L, h, layout.rules);
    }
    // A label whose box number OCR split off ("12 | Section | 409A deferrals" read as three words
    // in odd places) starts well inside its box: the box, and its value, begin at the vertical rule
    // on its left when no other label stands between.
    const cy = centerY(L);
    const left = vertical.filter((v) => v.y0 <= cy && v.y1 >= cy + h * 0.8 && v.x1 <= L.x0 + h * 0.3).reduce((a, v) => Math.max(a, v.x1), -Infinity);
    if (Number.isFinite(left) && L.x0 - left <= h * 6 && left < cell.x0 && !phrases.some((p) => p !== L && p.x0 >= left && p.x1 <= L.x0 && Math.abs(centerY(p) - cy) < h * 1.5)) {
      cell.x0 = left;
    }
    cells.set(L, cell);
  }
  return cells;
}

/**
 * Narrows a cell to the ruled box its label sits in (scans only): the nearest vertical rules left
 * and right of the label that run past it, the nearest horizontal rule beneath it that runs under
 * it. A value read outside these lines belongs to a neighbouring box.
 */
function boundByRules(cell: Rect, L: Phrase, h: number, rules: PageLayout['rules']): Rect {
  if (!rules) return cell;
  const cy = centerY(L);
  const out = { ...cell };
  for (const v of rules.vertical) {
    if (v.y0 > cy || v.y1 < cy + h * 0.8) continue;
    if (v.x1 <= L.x0 + h * 0.3) out.x0 = Math.max(out.x0, v.x1);
    // A rule crossing the label's phrase well after its start: OCR ran the next box's label (or its
    // box number) into this one ("3 Capital gain (included in §4"); the box still ends at the rule.
    else if (v.x0 >= L.x1 - h * 0.3 || v.x0 >= L.x0 + h * 3) out.x1 = Math.min(out.x1, v.x0);
  }
  const probeX = Math.min(L.x1, L.x0 + h * 2);
  for (const r of rules.horizontal) {
    if (r.x0 > L.x0 + h * 0.5 || r.x1 < probeX) continue;
    if (r.y0 >= L.y1 - h * 0.2) out.y1 = Math.min(out.y1, r.y0);
  }
  return out.x1 - out.x0 > h && out.y1 - out.y0 > h * 0.5 ? out : cell;
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
  const labelPhrases = labelPhraseSet(labels);
  const lab = labels.get(key)?.phrase;
  const inCell = phrasesIn(layout, rect).filter((p) => !labelPhrases.has(p) && (!lab || centerY(p) > centerY(lab) - 1 || p.x0 > lab.x1));
  return inCell.filter((p) => !isBoilerplate(p) || insideValueWords(p, inCell, isBoilerplate));
}

const WORD = /^[A-Za-z][A-Za-z.&'-]*$/;

/**
 * True for a word that matches a printed label's text ("Mortgage", "Interest", "Employee") but is one word of a value
 * typed on the same line: a text layer can give each word of "Lakeside Mortgage Co" as its own phrase. A label's
 * continuation stands on its own line or beside an amount; a word of a value has a value word beside it, on the same
 * baseline, in the same type size, a word space away (at most one letter height, the widest space of a monospaced
 * face).
 */
function insideValueWords(p: Phrase, inCell: Phrase[], isBoilerplate: (p: Phrase) => boolean): boolean {
  if (!WORD.test(p.text.trim())) return false;
  const h = p.y1 - p.y0;
  return inCell.some(
    (q) =>
      q !== p &&
      !isBoilerplate(q) &&
      WORD.test(q.text.trim()) &&
      Math.abs(q.y1 - q.y0 - h) < h * 0.2 &&
      Math.abs(centerY(q) - centerY(p)) < h * 0.3 &&
      Math.max(q.x0 - p.x1, p.x0 - q.x1) >= 0 &&
      Math.max(q.x0 - p.x1, p.x0 - q.x1) <= h,
  );
}

/**
 * Page layout: words with boxes (from a PDF text layer, AcroForm widgets or OCR) grouped into
 * lines and phrases, plus the geometric queries the parsers use (which label a value sits under or
 * beside). Coordinates have a top-left origin; units are PDF points or image pixels.
 */
import type { OcrWord } from '../integrations/ocr/types';

export type TokenSource = 'text' | 'form' | 'ocr';

export interface Token {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..1 */
  conf: number;
  source: TokenSource;
}

export interface Phrase extends Token {
  /** Lower-cased words with punctuation removed, for label matching. */
  words: string[];
  line: number;
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageLayout {
  width: number;
  height: number;
  /** Median height of text on the page, the unit for every tolerance. */
  unit: number;
  phrases: Phrase[];
  /** Phrases of each line, left to right; lines top to bottom. */
  lines: Phrase[][];
  source: TokenSource;
  /** The form's ruling lines found on a page image (OCR pages only): the strokes' rectangles. */
  rules?: { horizontal: Rect[]; vertical: Rect[] };
  /** Phrases read by the hand-written digit reader (OCR pages filled in by hand). */
  handwritten?: number;
}

const DESIGNATOR_TOKEN = /^\d{1,2}[a-g]?$/;
const OCR_NOISE = /^[|[\]{}()_\-—–=~.,'"`‘’“”:;!]+$|^[a-z]*([emnrw])\1{3,}[a-z]*$/;

const median = (xs: number[]): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Splits text into match words: lower case, straight quotes, punctuation dropped. */
export function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9$%/.-]+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^[.\-/]+|[.\-/]+$/g, ''))
    .filter((w) => w.length > 0);
}

/** Splits a PDF text item on runs of 2+ spaces, apportioning the width by characters. */
export function splitItem(token: Token): Token[] {
  if (!/\S\s{2,}\S/.test(token.text)) return [{ ...token, text: token.text.trim() }];
  const out: Token[] = [];
  const total = token.text.length;
  const width = token.x1 - token.x0;
  const re = /\S+(?: \S+)*/g;
  for (let m = re.exec(token.text); m; m = re.exec(token.text)) {
    const start = token.x0 + (width * m.index) / total;
    const end = token.x0 + (width * (m.index + m[0].length)) / total;
    out.push({ ...token, text: m[0], x0: start, x1: end });
  }
  return out;
}

const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Length of the longest run of characters two strings share. */
function commonRun(a: string, b: string): number {
  let best = 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) row[j] = (prev[j - 1] ?? 0) + 1;
      best = Math.max(best, row[j] ?? 0);
    }
    prev = row;
  }
  return best;
}

/**
 * tesseract sometimes reads one row of text twice, as two lines that overlap ("A ccount", "ber",
 * "instructions" over "number (see", "ions)" for "Account number (see instructions)"), and the
 * row's label matches neither. Of two sure readings (0.6 and up, two text heights at most) that
 * overlap on one row, the narrower goes when most of its letters run on in the wider's ("ber" of
 * "number", "withhe" of "ithheld") or when it is a glyph or two inside the wider ("9" inside
 * "Diego"): the same ink read twice. A wider box is not always the whole reading ("purchased"
 * boxed over "purchased for resale", with "for resale" read beneath it), so other pairs stay.
 * Unsure pairs are left to the re-read, which reads them again as one.
 */
function dropDoubleReadings(tokens: Token[], unit: number): Token[] {
  const sure = tokens.filter((t) => t.source === 'ocr' && t.conf >= 0.6 && t.y1 - t.y0 <= 2 * unit).sort((a, b) => a.y0 - b.y0);
  const dropped = new Set<Token>();
  sure.forEach((a, i) => {
    for (const b of sure.slice(i + 1)) {
      if (b.y0 >= a.y1) break;
      if (dropped.has(a)) return;
      if (dropped.has(b)) continue;
      const rows = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const cols = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const [wa, wb] = [a.x1 - a.x0, b.x1 - b.x0];
      if (rows < 0.55 * Math.min(a.y1 - a.y0, b.y1 - b.y0) || cols <= 0.5 * Math.min(wa, wb)) continue;
      const [narrow, wide] = wa < wb || (wa === wb && a.conf < b.conf) ? [a, b] : [b, a];
      const part = letters(narrow.text);
      const inside = narrow.x0 >= wide.x0 && narrow.x1 <= wide.x1;
      if (commonRun(part, letters(wide.text)) >= part.length * 0.6 || (inside && part.length <= 2)) dropped.add(narrow);
    }
  });
  return dropped.size === 0 ? tokens : tokens.filter((t) => !dropped.has(t));
}

/**
 * How far (in text heights) two neighbouring OCR words of a phrase must overlap across for the later to be a second
 * reading of the earlier's ink rather than a word printed beside it: OCR's boxes of two printed words touch at most,
 * with a pixel or two of slack.
 */
export const PIECE_OVERLAP = 0.15;

/**
 * How many characters at the start of `next` repeat the end of `prev` (case aside): 2 or more, or all of `next` (one
 * glyph read again). 0 when none do.
 */
export function repeatedRun(prev: string, next: string): number {
  const a = prev.toLowerCase();
  const b = next.toLowerCase();
  for (let k = Math.min(a.length, b.length); k >= 1; k -= 1) {
    if (a.endsWith(b.slice(0, k)) && (k >= 2 || k === b.length)) return k;
  }
  return 0;
}

/**
 * Two OCR pieces joined where their boxes overlap on the page (a word read again by a re-read or a second line of the
 * same row, its box shifted a little) repeat the ink they share: "3675" and "75", "Lan" and "Lane" gave "367575 Cedar
 * Lan Lane" (seed 62017's 1098 scan). Where a word's box overlaps the one before it by `PIECE_OVERLAP` text heights or
 * more and its start repeats that word's end (or that word is a prefix of it), the repeat is read once: "3675",
 * "Lane". Words side by side, however alike, are not touched: only the overlap on the page says it is the same ink.
 */
export function joinOverlappingPieces(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    if (prev && prev.source === 'ocr' && t.source === 'ocr') {
      const h = Math.max(prev.y1 - prev.y0, t.y1 - t.y0);
      const k = prev.x1 - t.x0 >= PIECE_OVERLAP * h && t.x0 > prev.x0 ? repeatedRun(prev.text, t.text) : 0;
      if (k > 0) {
        out[out.length - 1] = { ...prev, text: prev.text + t.text.slice(k), ...boundsOf([prev, t]), conf: Math.min(prev.conf, t.conf) };
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** OCR words as tokens, moved by (dx, dy) from the crop they were read in to the page. */
export function ocrTokens(words: readonly OcrWord[], dx = 0, dy = 0): Token[] {
  return words.map((w) => ({ text: w.text, x0: dx + w.x0, y0: dy + w.y0, x1: dx + w.x1, y1: dy + w.y1, conf: w.confidence / 100, source: 'ocr' }));
}

/** Groups tokens into lines (vertical overlap) and phrases (horizontal gaps). */
export function buildLayout(tokens: Token[], width: number, height: number, source: TokenSource): PageLayout {
  let clean = tokens.filter((t) => t.text.trim() !== '' && t.x1 > t.x0 && t.y1 > t.y0);
  const unit = median(clean.map((t) => t.y1 - t.y0)) || 10;
  // OCR debris: ruling lines read as tall brackets, dashed rules read as "eeeeee".
  // Flat, unsure words are what is left of a dashed rule ("TTT", "I" a third of a line high).
  // A letter or digit a quarter of a line high is a speck, whatever the engine's confidence (a "7"
  // three pixels high inside a label).
  clean = clean.filter((t) => {
    if (t.source !== 'ocr') return true;
    const h = t.y1 - t.y0;
    return !(h > 3 * unit || h < 0.25 * unit || (h < 0.45 * unit && t.conf < 0.4) || OCR_NOISE.test(t.text.trim()));
  });
  clean = dropDoubleReadings(clean, unit);
  const sorted = [...clean].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  const rawLines: Token[][] = [];
  const lineBoxes: Array<{ y0: number; y1: number }> = [];
  for (const t of sorted) {
    const h = t.y1 - t.y0;
    let placed = false;
    for (let i = rawLines.length - 1; i >= Math.max(0, rawLines.length - 4); i -= 1) {
      const box = lineBoxes[i];
      const line = rawLines[i];
      if (!box || !line) continue;
      const overlap = Math.min(box.y1, t.y1) - Math.max(box.y0, t.y0);
      const minH = Math.min(h, box.y1 - box.y0);
      // Same line only when the boxes overlap well and the token does not collide with a word already there.
      if (overlap >= 0.55 * minH && !line.some((o) => Math.min(o.x1, t.x1) - Math.max(o.x0, t.x0) > 0.5 * Math.min(o.x1 - o.x0, t.x1 - t.x0))) {
        line.push(t);
        // A tall token (a bracket, a stray mark) must not stretch the line over its neighbours.
        if (h <= 1.5 * unit) {
          box.y0 = Math.min(box.y0, t.y0);
          box.y1 = Math.max(box.y1, t.y1);
        }
        placed = true;
        break;
      }
    }
    if (!placed) {
      rawLines.push([t]);
      lineBoxes.push({ y0: t.y0, y1: t.y1 });
    }
  }
  const order = rawLines.map((l, i) => ({ l, i, y: lineBoxes[i]?.y0 ?? 0 })).sort((a, b) => a.y - b.y);
  const phrases: Phrase[] = [];
  const lines: Phrase[][] = [];
  order.forEach(({ l }, lineIndex) => {
    const toks = joinOverlappingPieces(l.sort((a, b) => a.x0 - b.x0));
    const linePhrases: Phrase[] = [];
    let cur: Token[] = [];
    const flush = () => {
      if (cur.length === 0) return;
      let text = '';
      cur.forEach((t, i) => {
        if (i > 0) {
          const prev = cur[i - 1] as Token;
          const gap = t.x0 - prev.x1;
          text += gap < 0.12 * (t.y1 - t.y0) && /\d$/.test(prev.text) && /^\d/.test(t.text) ? '' : ' ';
        }
        text += t.text;
      });
      const p: Phrase = {
        text: text.trim(),
        ...boundsOf(cur),
        conf: Math.min(...cur.map((t) => t.conf)),
        source: cur[0]?.source ?? source,
        words: toWords(text),
        line: lineIndex,
      };
      linePhrases.push(p);
      phrases.push(p);
      cur = [];
    };
    toks.forEach((t, i) => {
      const prev = cur[cur.length - 1];
      if (prev) {
        const hPrev = prev.y1 - prev.y0;
        const hCur = t.y1 - t.y0;
        const h = Math.max(hCur, hPrev);
        const gap = t.x0 - prev.x1;
        const next = toks[i + 1];
        // A bare box number belongs to the label that follows it, even across a wide gap.
        const designatorBefore = cur.length === 1 && DESIGNATOR_TOKEN.test(prev.text.trim()) && /^[A-Z][a-z]/.test(t.text.trim());
        // A box number after a word starts the next box's label ("... distributions 10 Noncash ...").
        const designatorStarts =
          /[A-Za-z.)]$/.test(prev.text.trim()) &&
          (/^\d{1,2}[a-g]?\s+[A-Z][a-z]/.test(t.text.trim()) || (DESIGNATOR_TOKEN.test(t.text.trim()) && /^[A-Z][a-z]/.test(next?.text.trim() ?? '')));
        // PDF text items are already words or phrases, so a smaller gap separates columns; an
        // amount never runs into a following word.
        const maxGap = t.source === 'text' ? (/\d$/.test(prev.text) && /^[A-Za-z]/.test(t.text) ? 0.2 : 0.6) : /\d[.,]\d{2}\W?$/.test(prev.text) && /^[A-Za-z|[]/.test(t.text) ? 0.15 : 0.9;
        const split =
          (gap > maxGap * h && !(designatorBefore && gap < 3 * h)) ||
          prev.source !== t.source ||
          t.source === 'form' ||
          (t.source === 'text' && Math.max(hCur, hPrev) > 1.6 * Math.min(hCur, hPrev)) ||
          t.text.trim() === '$' ||
          designatorStarts;
        if (split) flush();
      }
      cur.push(t);
    });
    flush();
    lines.push(linePhrases);
  });
  return { width, height, unit, phrases, lines, source };
}

/** The smallest rectangle holding all of `rects` (at least one). */
export function boundsOf(rects: readonly Rect[]): Rect {
  return {
    x0: Math.min(...rects.map((r) => r.x0)),
    y0: Math.min(...rects.map((r) => r.y0)),
    x1: Math.max(...rects.map((r) => r.x1)),
    y1: Math.max(...rects.map((r) => r.y1)),
  };
}

export const centerX = (r: Rect): number => (r.x0 + r.x1) / 2;
export const centerY = (r: Rect): number => (r.y0 + r.y1) / 2;

/** Phrases whose centre lies inside a rectangle, top to bottom, left to right. */
/** True when the middle of `r` lies in `area` (edges included). */
export function centerIn(r: Rect, area: Rect): boolean {
  return centerX(r) >= area.x0 && centerX(r) <= area.x1 && centerY(r) >= area.y0 && centerY(r) <= area.y1;
}

export function phrasesIn(layout: PageLayout, rect: Rect): Phrase[] {
  return layout.phrases
    .filter((p) => centerIn(p, rect))
    .sort((a, b) => a.line - b.line || a.x0 - b.x0);
}

/** Groups phrases by line, each line's phrases left to right. */
export function groupLines(phrases: Phrase[]): Phrase[][] {
  const byLine = new Map<number, Phrase[]>();
  for (const p of phrases) {
    const l = byLine.get(p.line) ?? [];
    l.push(p);
    byLine.set(p.line, l);
  }
  return [...byLine.entries()].sort((a, b) => a[0] - b[0]).map(([, ps]) => ps.sort((a, b) => a.x0 - b.x0));
}

const DISTINCT_WORDS = new Set(['employer', 'employee', 'payer', 'payee', 'state', 'states', 'wages', 'taxes', 'local', 'total', 'interest', 'income']);

/** Levenshtein distance, bounded: returns max+1 as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** True when an OCR'd word is close enough to the expected word. */
export function wordMatches(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  // Real words that differ by a letter or two must not be taken for each other.
  if (DISTINCT_WORDS.has(actual) && DISTINCT_WORDS.has(expected)) return false;
  const allowed = expected.length <= 2 || /\d/.test(expected) ? 0 : expected.length <= 6 ? 1 : 2;
  return allowed > 0 && editDistance(actual, expected, allowed) <= allowed;
}

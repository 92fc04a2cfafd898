/**
 * Digits told apart by their shape (ADR 123): 0, 6, 8 and 9 differ in their closed loops (holes): a 0
 * has one hole as tall as most of the glyph, an 8 two, a 9 one in its upper half, a 6 one in its lower
 * half. When two OCR readings of a box (the page's and the region's) spell the same value but for
 * such digits, the glyphs' holes say which reading the ink draws; any other difference, or a glyph
 * whose holes fit neither reading, decides nothing.
 */
import type { PixelRect } from '../../integrations/ocr/preprocess';
import type { GrayImage } from '../../integrations/ocr/types';

/** Thresholds of the shape reading, as shares of the glyph's height. */
export const SHAPE = {
  /** A 0's hole is at least this tall ... */
  zeroHole: 0.45,
  /** ... a 9's (upper) hole has its middle above this, a 6's (lower) hole below `1 - loopSide`, and both are shorter than `zeroHole`. */
  loopSide: 0.45,
  /** A 0's hole has its middle within this of the glyph's. */
  zeroOffset: 0.1,
  /** An 8's two holes: neither more than this many times the other's height; a 9's or 6's curl at most 1/this of its loop. */
  pairRatio: 2,
  /** A glyph wider than this many times the line's usual glyph is two glyphs touching: pairing stops there. */
  mergedWidth: 1.6,
};

/** The digits the hole reading tells apart. */
const SHAPED = new Set(['0', '6', '8', '9']);

interface Hole {
  /** Middle and height, as shares of the glyph's height from its top. */
  middle: number;
  height: number;
}

/**
 * The closed holes of the glyph in `rect` (pixels lighter than `threshold`, 4-connected, that do not
 * reach the rectangle's edge once it is widened by a pixel).
 */
export function holesOf(image: GrayImage, rect: PixelRect, threshold: number): Hole[] {
  const x0 = Math.max(0, rect.x0 - 1);
  const y0 = Math.max(0, rect.y0 - 1);
  const x1 = Math.min(image.width, rect.x1 + 1);
  const y1 = Math.min(image.height, rect.y1 + 1);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return [];
  const light = (x: number, y: number) => (image.data[(y0 + y) * image.width + x0 + x] ?? 255) >= threshold;
  const label = new Int32Array(w * h);
  const holes: Hole[] = [];
  let next = 1;
  for (let start = 0; start < w * h; start += 1) {
    const sx = start % w;
    const sy = (start - sx) / w;
    if (label[start] || !light(sx, sy)) continue;
    const id = next;
    next += 1;
    label[start] = id;
    const stack = [start];
    let edge = false;
    let top = sy;
    let bottom = sy;
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (!label[j] && light(nx, ny)) {
          label[j] = id;
          stack.push(j);
        }
      }
    }
    if (edge) continue;
    const gh = rect.y1 - rect.y0;
    holes.push({ middle: ((top + bottom + 1) / 2 + y0 - rect.y0) / gh, height: (bottom - top + 1) / gh });
  }
  return holes;
}

/**
 * Which of 0, 6, 8, 9 a glyph's holes draw, or undefined when they draw none of them plainly: a 0 one
 * tall hole about its middle; a 9 its largest hole in its upper part and short (any other hole, a
 * tail's curl closed by the scan, at most half as tall); a 6 the same upside down; an 8 two holes,
 * one above the middle and one below, neither more than twice the other's height.
 */
export function shapedDigit(holes: readonly Hole[]): '0' | '6' | '8' | '9' | undefined {
  const sorted = [...holes].sort((a, b) => b.height - a.height);
  const [big, second] = sorted;
  if (!big || sorted.length > 2) return undefined;
  if (second) {
    const [upper, lower] = big.middle < second.middle ? [big, second] : [second, big];
    if (upper.middle < 0.5 && lower.middle > 0.5 && big.height <= SHAPE.pairRatio * second.height) return '8';
    if (big.height < SHAPE.pairRatio * second.height) return undefined;
  }
  const small = !second || second.height * SHAPE.pairRatio <= big.height;
  if (big.height >= SHAPE.zeroHole) return !second && Math.abs(big.middle - 0.5) <= SHAPE.zeroOffset ? '0' : undefined;
  if (small && big.middle < SHAPE.loopSide && (!second || second.middle > big.middle)) return '9';
  if (small && big.middle > 1 - SHAPE.loopSide && (!second || second.middle < big.middle)) return '6';
  return undefined;
}

/**
 * True when the ink of a one-line crop draws `read` rather than `other` where the two differ, false
 * when it draws `other`, undefined when it cannot say: the readings must have the same characters
 * but for digits among 0, 6, 8, 9 (punctuation and spaces aside in `other`), the crop's glyphs (left to
 * right, `glyphsOf`) must pair with `read`'s characters from the left up to every differing one (a glyph
 * of two touching digits stops the pairing), and every differing glyph's holes must draw one reading's digit.
 */
export function inkDrawsReading(image: GrayImage, threshold: number, glyphs: readonly PixelRect[], read: string, other: string): boolean | undefined {
  const chars = read.replace(/\s+/g, '');
  const mine = [...chars].map((c, i) => [c, i] as const).filter(([c]) => /\d/.test(c));
  const theirs = other.replace(/\D/g, '');
  if (mine.length !== theirs.length || mine.length === 0) return undefined;
  const differing = mine.map(([c, i], k) => ({ i, mine: c, theirs: theirs[k] ?? '' })).filter((d) => d.mine !== d.theirs);
  if (differing.length === 0 || differing.some((d) => !SHAPED.has(d.mine) || !SHAPED.has(d.theirs))) return undefined;
  // Glyphs pair with the characters from the left, up to two glyphs touching (one too wide).
  const widths = glyphs.map((g) => g.x1 - g.x0).sort((a, b) => a - b);
  const usual = widths[Math.floor(widths.length / 2)] ?? 0;
  const merged = glyphs.findIndex((g) => g.x1 - g.x0 > SHAPE.mergedWidth * usual);
  const paired = merged < 0 ? glyphs.length : merged;
  if (glyphs.length > chars.length || (merged < 0 && glyphs.length !== chars.length) || differing.some((d) => d.i >= paired)) return undefined;
  let verdict: boolean | undefined;
  for (const d of differing) {
    const g = glyphs[d.i];
    if (!g) return undefined;
    const drawn = shapedDigit(holesOf(image, g, threshold));
    const says = drawn === d.mine ? true : drawn === d.theirs ? false : undefined;
    if (says === undefined || (verdict !== undefined && says !== verdict)) return undefined;
    verdict = says;
  }
  return verdict;
}

/**
 * Whether each glyph a reading reads as 0, 6, 8 or 9 (digits drawn with a closed loop) has a hole
 * (ADR 131), left to right: "66" printed 55 is two glyphs without one. The glyphs must pair one to
 * one with the reading's characters (spaces aside); undefined when they do not or the reading holds
 * no such digit. A loop the print does not show may be a blurred one (small or bold print fills
 * holes), so callers take a missing hole as doubt, never as another digit.
 */
export function loopsShown(image: GrayImage, threshold: number, glyphs: readonly PixelRect[], read: string): boolean[] | undefined {
  const chars = [...read.replace(/\s+/g, '')];
  if (glyphs.length !== chars.length) return undefined;
  const looped = chars.flatMap((c, i) => (SHAPED.has(c) ? [glyphs[i] as PixelRect] : []));
  return looped.length > 0 ? looped.map((g) => holesOf(image, g, threshold).length > 0) : undefined;
}

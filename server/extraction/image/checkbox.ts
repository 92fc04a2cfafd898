/**
 * Checkbox ticks on a registered page image (issue 17, ADR 121). A tick on a filled form is a check
 * mark or an "X" drawn inside the square the form prints; it is judged by the ink inside that square
 * (its printed border left out), compared with the ink inside the page's own empty squares, never by
 * OCR of a glyph. A square whose ink is between an empty square's and a tick's is uncertain: its
 * field is left out and flagged "check this value" (right or absent).
 */
import { inkCount, type PixelRect } from '../../integrations/ocr/preprocess';
import type { GrayImage } from '../../integrations/ocr/types';

/** Thresholds of the checkbox judgement (shares of the square, or template points where said). */
export const CHECKBOX = {
  /** Share of the square's side, on each side, left out as its printed border. */
  border: 0.22,
  /** The printed square is looked for this many template points around where the registration puts it. */
  slack: 2,
  /** Least share of the square's outline that must be ink for the outline to count as found. */
  outlineFound: 0.5,
  /** Most ink share an empty square of a page shows (scan noise, JPEG blocks); a page whose squares all show more is compared with this. */
  emptyCeiling: 0.04,
  /** A square is ticked when its ink share is at least this much over the page's empty square (a check mark or "X" of the square's size covers far more). */
  tickedOver: 0.1,
  /** ... and empty when it is less than this much over it; between the two the tick is uncertain. */
  emptyOver: 0.03,
  /** Confidence of a clear tick (a checkbox read from an image stays below 0.95, as before). */
  tickedConf: 0.9,
};

/** How a square reads: ticked, empty, or uncertain (between the two). */
export type Tick = 'ticked' | 'uncertain' | 'empty';

/** Dark pixels along a rectangle's outline, as a share of its length (a 1-pixel line on each side, the best of a 3-pixel band). */
export function outlineShare(image: GrayImage, r: PixelRect, threshold: number): number {
  const x0 = Math.round(r.x0);
  const y0 = Math.round(r.y0);
  // The rectangle's right and bottom ends are exclusive, as a crop's.
  const x1 = Math.round(r.x1) - 1;
  const y1 = Math.round(r.y1) - 1;
  if (x1 - x0 < 4 || y1 - y0 < 4) return 0;
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < image.width && y < image.height && (image.data[y * image.width + x] ?? 255) < threshold;
  const nearDark = (x: number, y: number, vertical: boolean) => (vertical ? dark(x - 1, y) || dark(x, y) || dark(x + 1, y) : dark(x, y - 1) || dark(x, y) || dark(x, y + 1));
  let ink = 0;
  for (let x = x0; x <= x1; x += 1) ink += (nearDark(x, y0, false) ? 1 : 0) + (nearDark(x, y1, false) ? 1 : 0);
  for (let y = y0; y <= y1; y += 1) ink += (nearDark(x0, y, true) ? 1 : 0) + (nearDark(x1, y, true) ? 1 : 0);
  return ink / (2 * (x1 - x0 + 1) + 2 * (y1 - y0 + 1));
}

/**
 * The printed square near where the registration put it: the same-size rectangle within `slackPx`
 * whose outline holds the most ink (the square's own rules). The registered place itself when no
 * outline there is clearly drawn (a form printing only corner marks, a faint scan).
 */
export function locateSquare(image: GrayImage, approx: PixelRect, threshold: number, slackPx: number): PixelRect {
  const s = Math.max(0, Math.round(slackPx));
  let best = { share: outlineShare(image, approx, threshold), dx: 0, dy: 0 };
  for (let dy = -s; dy <= s; dy += 1) {
    for (let dx = -s; dx <= s; dx += 1) {
      if (dx === 0 && dy === 0) continue;
      const share = outlineShare(image, { x0: approx.x0 + dx, y0: approx.y0 + dy, x1: approx.x1 + dx, y1: approx.y1 + dy }, threshold);
      // Ties keep the nearer place.
      if (share > best.share + 1e-9 || (Math.abs(share - best.share) <= 1e-9 && Math.hypot(dx, dy) < Math.hypot(best.dx, best.dy))) best = { share, dx, dy };
    }
  }
  if (best.share < CHECKBOX.outlineFound) return approx;
  return { x0: approx.x0 + best.dx, y0: approx.y0 + best.dy, x1: approx.x1 + best.dx, y1: approx.y1 + best.dy };
}

/** Share of the square's inside (its printed border left out) that is ink. */
export function squareInkShare(image: GrayImage, square: PixelRect, threshold: number): number {
  const w = square.x1 - square.x0;
  const h = square.y1 - square.y0;
  const inner = { x0: square.x0 + w * CHECKBOX.border, y0: square.y0 + h * CHECKBOX.border, x1: square.x1 - w * CHECKBOX.border, y1: square.y1 - h * CHECKBOX.border };
  const area = Math.max(1, Math.round(inner.x1 - inner.x0) * Math.round(inner.y1 - inner.y0));
  return Math.min(1, inkCount(image, inner, threshold) / area);
}

/** The ink share of an empty square of the page: the least of its squares', at most `emptyCeiling`. */
export function emptyReference(shares: Iterable<number>): number {
  return Math.min(CHECKBOX.emptyCeiling, ...shares);
}

/** A square's tick from its ink share and the page's empty square's. */
export function judgeTick(share: number, reference: number): Tick {
  const over = share - reference;
  if (over >= CHECKBOX.tickedOver) return 'ticked';
  if (over < CHECKBOX.emptyOver) return 'empty';
  return 'uncertain';
}

/**
 * Judges every checkbox of one registered copy: `squares` are the printed squares (pixels) by
 * widget, every checkbox the form prints (the unticked ones give the empty reference).
 */
export function judgeCheckboxes(image: GrayImage, squares: ReadonlyMap<string, PixelRect>, threshold: number, pixelsPerPoint: number): Map<string, { tick: Tick; share: number }> {
  const shares = new Map<string, number>();
  for (const [widget, approx] of squares) shares.set(widget, squareInkShare(image, locateSquare(image, approx, threshold, CHECKBOX.slack * pixelsPerPoint), threshold));
  const reference = emptyReference(shares.values());
  return new Map([...shares].map(([widget, share]) => [widget, { tick: judgeTick(share, reference), share }]));
}

/**
 * The cells of a ruled form, found from its ruling lines alone (ADR 094): the page's solid rules are
 * drawn into a mask and every region of paper they enclose on all sides is a cell. Nothing here
 * reads text; a cell is only a rectangle that a label and a value may sit in.
 */
import { findRulingLines, type PixelRect } from '../../integrations/ocr/preprocess';
import type { GrayImage } from '../../integrations/ocr/types';

/** Named thresholds of the cell finder, in text heights (`unit`) unless said otherwise. */
export const CELL_RULES = {
  /**
   * Rules are looked for at half the page's text height: a cell's label is small print, so the
   * rule between two cells of one row may be as short as one text height (findRulingLines asks
   * for 2 of its units vertically and 5 horizontally).
   */
  ruleUnitShare: 0.5,
  /** Rules that stop short of a crossing rule by up to this much still close the cell (junction gaps). */
  junctionReach: 0.4,
  /** The mask is built on every second pixel: a cell is far larger than two pixels. */
  step: 2,
  /** Smallest cell: wide enough for a box number and a word, tall enough for one line of print. */
  minWidth: 3,
  minHeight: 1.2,
  /** A cell is a rectangle: the enclosed paper fills at least this share of its bounding box. */
  minFill: 0.8,
  /** A page is a grid of cells when it holds at least this many. */
  minGridCells: 8,
} as const;

export type Cell = PixelRect;

/**
 * The cells enclosed by the page's ruling lines, top to bottom and left to right. Regions that reach
 * the image's edge (the page around the form, a box whose side is not ruled) are not cells.
 */
export function findCells(image: GrayImage, unit: number, threshold: number): Cell[] {
  const ruleUnit = Math.max(4, unit * CELL_RULES.ruleUnitShare);
  const rules = findRulingLines(image, ruleUnit, { threshold });
  const s = CELL_RULES.step;
  const w = Math.ceil(image.width / s);
  const h = Math.ceil(image.height / s);
  const wall = new Uint8Array(w * h);
  const reach = Math.round(ruleUnit * CELL_RULES.junctionReach);
  const paint = (x0: number, y0: number, x1: number, y1: number) => {
    const gx0 = Math.max(0, Math.floor(x0 / s));
    const gx1 = Math.min(w - 1, Math.floor(x1 / s));
    for (let gy = Math.max(0, Math.floor(y0 / s)); gy <= Math.min(h - 1, Math.floor(y1 / s)); gy += 1) wall.fill(1, gy * w + gx0, gy * w + gx1 + 1);
  };
  for (const r of rules.horizontal) paint(r.from - reach, r.at0 - 1, r.to - 1 + reach, r.at1 + 1);
  for (const r of rules.vertical) paint(r.at0 - 1, r.from - reach, r.at1 + 1, r.to - 1 + reach);

  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const visit = (j: number, top: number): number => {
    seen[j] = 1;
    stack[top] = j;
    return top + 1;
  };
  const cells: Cell[] = [];
  for (let start = 0; start < w * h; start += 1) {
    if (wall[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let area = 0;
    let edge = false;
    while (top > 0) {
      const i = stack[--top] as number;
      const x = i % w;
      const y = (i - x) / w;
      area += 1;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      if (x > 0 && !wall[i - 1] && !seen[i - 1]) top = visit(i - 1, top);
      if (x < w - 1 && !wall[i + 1] && !seen[i + 1]) top = visit(i + 1, top);
      if (y > 0 && !wall[i - w] && !seen[i - w]) top = visit(i - w, top);
      if (y < h - 1 && !wall[i + w] && !seen[i + w]) top = visit(i + w, top);
    }
    if (edge) continue;
    const cw = (x1 - x0 + 1) * s;
    const ch = (y1 - y0 + 1) * s;
    if (cw < unit * CELL_RULES.minWidth || ch < unit * CELL_RULES.minHeight) continue;
    if (area < (x1 - x0 + 1) * (y1 - y0 + 1) * CELL_RULES.minFill) continue;
    cells.push({ x0: x0 * s, y0: y0 * s, x1: Math.min(image.width, (x1 + 1) * s), y1: Math.min(image.height, (y1 + 1) * s) });
  }
  return cells.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** True when the cells make a ruled grid (enough of them to be a form's boxes). */
export function isCellGrid(cells: readonly Cell[]): boolean {
  return cells.length >= CELL_RULES.minGridCells;
}

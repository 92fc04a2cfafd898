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
  /** Cells closer than this (text heights) belong to one block of touching cells: one copy of a form. */
  blockReach: 1,
  /** Two blocks are copies of one form when their sizes, and their cells' places and sizes in them, agree to this (text heights). */
  copyTolerance: 0.6,
  /** A decimal point's gap: at least this share of a digit's advance, and twice any other gap in the number. */
  pointGapShare: 0.45,
  /** Only the upper part of a number's ink marks its glyphs' columns (a point sits on the baseline). */
  glyphBodyShare: 0.6,
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

/**
 * Copies of one form on a sheet (ADR 098): the cells fall into blocks of touching cells (gutters of
 * paper part the copies); blocks of the same size are copies when their cells sit at the same places
 * with the same sizes. Returns the groups of cells that are one box in each copy (indices into
 * `cells`), every cell in exactly one group; a cell with no twin is a group of its own.
 */
export function copyGroups(cells: readonly Cell[], unit: number): number[][] {
  const reach = unit * CELL_RULES.blockReach;
  const tol = unit * CELL_RULES.copyTolerance;
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
    return i;
  };
  const join = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const near = (a: Cell, b: Cell) => a.x0 - reach <= b.x1 && b.x0 - reach <= a.x1 && a.y0 - reach <= b.y1 && b.y0 - reach <= a.y1;
  cells.forEach((a, i) => cells.forEach((b, j) => j > i && near(a, b) && join(i, j)));
  const blocks = new Map<number, number[]>();
  cells.forEach((_, i) => blocks.set(find(i), [...(blocks.get(find(i)) ?? []), i]));
  const frames = [...blocks.values()].filter((members) => members.length >= CELL_RULES.minGridCells);
  const same = (a: number, b: number) => Math.abs(a - b) <= tol;
  const sameSize = (c: Cell, d: Cell) => same(c.x1 - c.x0, d.x1 - d.x0) && same(c.y1 - c.y0, d.y1 - d.y0);
  /**
   * Where block B stands against block A when B is a copy of A: the shift that brings the most of
   * A's cells onto cells of B of the same size (within `copyTolerance`), when it brings at least
   * `minGridCells` of them, and at least half of the smaller block's. The blocks' outlines need not
   * agree: a copy whose top rule is broken, or whose title box is joined to a cell, loses a few cells
   * and keeps the rest in place.
   */
  const copyShift = (as: readonly number[], bs: readonly number[]): { dx: number; dy: number } | undefined => {
    const shifts: Array<{ dx: number; dy: number }> = [];
    for (const i of as) {
      for (const k of bs) {
        const c = cells[i] as Cell;
        const d = cells[k] as Cell;
        if (sameSize(c, d)) shifts.push({ dx: d.x0 - c.x0, dy: d.y0 - c.y0 });
      }
    }
    let best: { dx: number; dy: number; count: number } | undefined;
    for (const s of shifts) {
      // The cells the shift brings onto a twin, each counted once.
      const count = as.filter((i) => {
        const c = cells[i] as Cell;
        return bs.some((k) => {
          const d = cells[k] as Cell;
          return sameSize(c, d) && same(d.x0 - c.x0, s.dx) && same(d.y0 - c.y0, s.dy);
        });
      }).length;
      if (!best || count > best.count) best = { ...s, count };
    }
    if (!best || best.count < CELL_RULES.minGridCells || best.count * 2 < Math.min(as.length, bs.length)) return undefined;
    return { dx: best.dx, dy: best.dy };
  };
  const twins = cells.map((_, i) => i);
  const root = (i: number): number => {
    while (twins[i] !== i) i = twins[i] as number;
    return i;
  };
  for (let a = 0; a < frames.length; a += 1) {
    for (let b = a + 1; b < frames.length; b += 1) {
      const A = frames[a] as number[];
      const B = frames[b] as number[];
      const shift = copyShift(A, B);
      if (!shift) continue;
      for (const i of A) {
        const c = cells[i] as Cell;
        const j = B.find((k) => {
          const d = cells[k] as Cell;
          return sameSize(c, d) && same(d.x0 - c.x0, shift.dx) && same(d.y0 - c.y0, shift.dy);
        });
        if (j === undefined) continue;
        const ri = root(i);
        const rj = root(j);
        if (ri !== rj) twins[Math.max(ri, rj)] = Math.min(ri, rj);
      }
    }
  }
  const groups = new Map<number, number[]>();
  cells.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
  return [...groups.values()];
}

/**
 * The digits a number's line prints after its decimal point, from the print alone (ADR 098): small
 * print loses its point in OCR ("1080.50" read "108050"), but the point leaves a gap between the
 * glyphs' bodies (the point itself sits on the baseline, below them) at least `pointGapShare` of a
 * digit's advance wide and twice any other gap. `digits` is how many digits were read; undefined
 * when no such gap stands out or the digits after it are no whole number of digits.
 */
export function digitsAfterPoint(line: GrayImage, threshold: number, digits: number): number | undefined {
  if (digits < 3) return undefined;
  const { width, height, data } = line;
  const dark = (x: number, y: number) => (data[y * width + x] ?? 255) < threshold;
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    let any = false;
    for (let x = 0; x < width && !any; x += 1) any = dark(x, y);
    if (any) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  if (top < 0) return undefined;
  const body = top + Math.max(1, Math.floor((bottom - top + 1) * CELL_RULES.glyphBodyShare));
  const segments: Array<{ x0: number; x1: number }> = [];
  for (let x = 0; x < width; x += 1) {
    let inked = false;
    for (let y = top; y < body && !inked; y += 1) inked = dark(x, y);
    if (!inked) continue;
    const last = segments[segments.length - 1];
    if (last && last.x1 === x) last.x1 = x + 1;
    else segments.push({ x0: x, x1: x + 1 });
  }
  if (segments.length < 2) return undefined;
  const gaps = segments.slice(1).map((s, i) => ({ from: (segments[i] as { x1: number }).x1, to: s.x0 })).sort((a, b) => b.to - b.from - (a.to - a.from));
  const widest = gaps[0] as { from: number; to: number };
  const next = gaps[1];
  const span = (segments[segments.length - 1] as { x1: number }).x1 - (segments[0] as { x0: number }).x0;
  const gap = widest.to - widest.from;
  const advance = (span - gap) / digits;
  if (gap < advance * CELL_RULES.pointGapShare || (next && gap < (next.to - next.from) * 2)) return undefined;
  const after = ((segments[segments.length - 1] as { x1: number }).x1 - widest.to) / advance;
  const whole = Math.round(after);
  return whole >= 1 && whole < digits && Math.abs(after - whole) <= 0.35 ? whole : undefined;
}

import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../integrations/ocr/types';
import { CELL_RULES, copyGroups, findCells, isCellGrid, type Cell } from './cells';

const UNIT = 20;
const THRESHOLD = 128;

function blank(width = 600, height = 400): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(255) };
}
function fill(img: GrayImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y += 1) img.data.fill(0, y * img.width + x0, y * img.width + x1);
}
const hRule = (img: GrayImage, y: number, x0: number, x1: number) => fill(img, x0, y, x1, y + 2);
const vRule = (img: GrayImage, x: number, y0: number, y1: number) => fill(img, x, y0, x + 2, y1);

/** A ruled box with two columns and two rows inside a margin of white paper. */
function grid(): GrayImage {
  const img = blank();
  for (const y of [50, 150, 250]) hRule(img, y, 50, 552);
  for (const x of [50, 300, 550]) vRule(img, x, 50, 252);
  return img;
}

describe('findCells (ADR 094)', () => {
  it('every region of paper the rules enclose is a cell, top to bottom and left to right', () => {
    const cells = findCells(grid(), UNIT, THRESHOLD);
    expect(cells).toHaveLength(4);
    const [a, b, c] = cells;
    expect(a?.x0).toBeGreaterThanOrEqual(50);
    expect(a?.x1).toBeLessThanOrEqual(302);
    expect(a?.y0).toBeGreaterThanOrEqual(50);
    expect(a?.y1).toBeLessThanOrEqual(152);
    expect(b?.x0).toBeGreaterThan(a?.x1 ?? 0);
    expect(c?.y0).toBeGreaterThan(a?.y1 ?? 0);
  });

  it('a rule that stops short of the rule it meets, within the junction reach, still closes the cell', () => {
    const img = blank();
    for (const y of [50, 150, 250]) hRule(img, y, 50, 552);
    for (const x of [50, 550]) vRule(img, x, 50, 252);
    // The middle column rule ends a few pixels above the bottom rule (a printer's gap).
    const reach = Math.round(UNIT * CELL_RULES.ruleUnitShare * CELL_RULES.junctionReach);
    vRule(img, 300, 50, 250 - reach + 2);
    expect(findCells(img, UNIT, THRESHOLD)).toHaveLength(4);
  });

  it('a region that reaches the edge of the image (a box with an unruled side) is not a cell', () => {
    const img = blank();
    hRule(img, 50, 50, 600);
    hRule(img, 150, 50, 600);
    vRule(img, 50, 50, 152);
    expect(findCells(img, UNIT, THRESHOLD)).toHaveLength(0);
  });

  it('a region too small for a line of print is not a cell', () => {
    const img = grid();
    // A thin strip between two close rules (a double rule) inside the first cell.
    hRule(img, 100, 50, 302);
    hRule(img, 110, 50, 302);
    const cells = findCells(img, UNIT, THRESHOLD);
    expect(cells.every((c) => c.y1 - c.y0 >= UNIT * CELL_RULES.minHeight)).toBe(true);
    expect(cells).toHaveLength(5);
  });

  it('a region that is not a rectangle (an L where a rule is missing) is not a cell', () => {
    const img = blank();
    for (const y of [50, 250]) hRule(img, y, 50, 552);
    for (const x of [50, 550]) vRule(img, x, 50, 252);
    // Half a middle rule and half a column rule: the paper left is an L.
    hRule(img, 150, 300, 552);
    vRule(img, 300, 150, 252);
    const cells = findCells(img, UNIT, THRESHOLD);
    expect(cells).toHaveLength(1);
    expect(cells[0]?.x0).toBeGreaterThanOrEqual(300);
  });

  it('print inside a cell does not split it: only solid rules are walls', () => {
    const img = grid();
    // Glyph-sized strokes, a word's worth, across the first cell.
    for (let x = 70; x < 280; x += 9) fill(img, x, 80, x + 3, 80 + UNIT);
    expect(findCells(img, UNIT, THRESHOLD)).toHaveLength(4);
  });
});

describe('isCellGrid', () => {
  it(`needs ${CELL_RULES.minGridCells} cells to call a page a grid of boxes`, () => {
    const cell = { x0: 0, y0: 0, x1: 100, y1: 40 };
    expect(isCellGrid(Array.from({ length: CELL_RULES.minGridCells - 1 }, () => cell))).toBe(false);
    expect(isCellGrid(Array.from({ length: CELL_RULES.minGridCells }, () => cell))).toBe(true);
  });
});

describe('copyGroups (ADR 098)', () => {
  /** A copy of a small form: a block of touching cells at (x, y). */
  const copy = (x: number, y: number, wide = 100): Cell[] => [
    { x0: x, y0: y, x1: x + wide, y1: y + 40 },
    { x0: x + wide + 2, y0: y, x1: x + 2 * wide, y1: y + 40 },
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({ x0: x, y0: y + 42 + i * 42, x1: x + 2 * wide, y1: y + 82 + i * 42 })),
  ];
  it('the same cell of copies laid out apart on a sheet is one group; cells of one copy never are', () => {
    const cells = [...copy(0, 0), ...copy(400, 0), ...copy(0, 500)];
    const groups = copyGroups(cells, UNIT);
    expect(groups).toHaveLength(9);
    for (const g of groups) {
      expect(g).toHaveLength(3);
      const [a, b, c] = g.map((i) => cells[i] as Cell);
      expect([b!.x0 - a!.x0, b!.y0 - a!.y0, c!.x0 - a!.x0, c!.y0 - a!.y0]).toEqual([400, 0, 0, 500]);
    }
  });
  it('a copy that lost its top row of cells (its top rule broken) is still a copy: its other cells join their twins', () => {
    // Copies of eleven cells; the second lost its top two, so its outline is shorter than the others'.
    const tall = (x: number, y: number): Cell[] => [...copy(x, y), ...[7, 8].map((i) => ({ x0: x, y0: y + 42 + i * 42, x1: x + 200, y1: y + 82 + i * 42 }))];
    const cells = [...tall(0, 0), ...tall(400, 0).slice(2), ...tall(0, 500)];
    const groups = copyGroups(cells, UNIT);
    // The two top cells have one twin each, every row two.
    expect(groups.map((g) => g.length).sort()).toEqual([2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    for (const g of groups.filter((x) => x.length === 3)) {
      const [a, b, c] = g.map((i) => cells[i] as Cell).sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0);
      expect([b!.x0 - a!.x0, b!.y0 - a!.y0, c!.x0 - a!.x0, c!.y0 - a!.y0]).toEqual([400, 0, 0, 500]);
    }
  });
  it('blocks that share only a few cells of one size are no copies', () => {
    // Two blocks of nine cells whose rows stand 42 and 84 pixels apart: at most three rows ever coincide.
    const rows = (x: number, step: number): Cell[] => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ x0: x, y0: i * step, x1: x + 200, y1: i * step + 40 }));
    const cells = [...rows(0, 42), ...rows(400, 126)];
    expect(copyGroups(cells, UNIT).every((g) => g.length === 1)).toBe(true);
  });
  it('a block of another size is no copy: each of its cells is a group of its own', () => {
    const cells = [...copy(0, 0), ...copy(400, 0, 140)];
    expect(copyGroups(cells, UNIT).every((g) => g.length === 1)).toBe(true);
  });
});

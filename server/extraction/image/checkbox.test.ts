import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../integrations/ocr/types';
import { CHECKBOX, emptyReference, judgeCheckboxes, judgeTick, locateSquare, outlineShare, squareInkShare } from './checkbox';

const blank = (width: number, height: number): GrayImage => ({ width, height, data: new Uint8Array(width * height).fill(255) });
const fill = (img: GrayImage, x0: number, y0: number, x1: number, y1: number) => {
  for (let y = y0; y < y1; y += 1) img.data.fill(0, y * img.width + x0, y * img.width + x1);
};
/** A printed square of side 30 px with a 2 px outline at (x, y). */
const square = (img: GrayImage, x: number, y: number) => {
  fill(img, x, y, x + 30, y + 2);
  fill(img, x, y + 28, x + 30, y + 30);
  fill(img, x, y, x + 2, y + 30);
  fill(img, x + 28, y, x + 30, y + 30);
};
/** An "X" from corner to corner inside the square at (x, y), 3 px strokes. */
const cross = (img: GrayImage, x: number, y: number) => {
  for (let i = 3; i < 27; i += 1) {
    fill(img, x + i - 1, y + i, x + i + 2, y + i + 1);
    fill(img, x + 29 - i - 2, y + i, x + 29 - i + 1, y + i + 1);
  }
};
/** A check mark: a short stroke down to the right, then a long one up to the right. */
const checkMark = (img: GrayImage, x: number, y: number) => {
  for (let i = 0; i < 8; i += 1) fill(img, x + 6 + i, y + 14 + i, x + 10 + i, y + 15 + i);
  for (let i = 0; i < 16; i += 1) fill(img, Math.round(x + 13 + i * 0.75), y + 21 - i, Math.round(x + 17 + i * 0.75), y + 22 - i);
};
const rect = (x: number, y: number) => ({ x0: x, y0: y, x1: x + 30, y1: y + 30 });

describe('the ink inside a printed square', () => {
  it('an empty square is measured without its border; an "X" or a check mark of the square\'s size fills much of it', () => {
    const img = blank(200, 60);
    square(img, 10, 10);
    square(img, 60, 10);
    cross(img, 60, 10);
    square(img, 110, 10);
    checkMark(img, 110, 10);
    expect(squareInkShare(img, rect(10, 10), 128)).toBe(0);
    expect(squareInkShare(img, rect(60, 10), 128)).toBeGreaterThan(0.2);
    expect(squareInkShare(img, rect(110, 10), 128)).toBeGreaterThan(0.15);
  });

  it('the square is found where its outline is, when the registration puts it a few pixels off', () => {
    const img = blank(100, 100);
    square(img, 30, 30);
    expect(outlineShare(img, rect(30, 30), 128)).toBe(1);
    // Registered 5 px left and 4 px up: the outline is found within the slack.
    expect(locateSquare(img, rect(25, 26), 128, 6)).toEqual(rect(30, 30));
    // Off by more than the slack: the registered place stays (no outline found within reach).
    expect(locateSquare(img, rect(10, 10), 128, 6)).toEqual(rect(10, 10));
  });

  it('measured where registration put it, a square a few pixels off reads its own outline as ink; located, it reads empty', () => {
    const img = blank(100, 100);
    square(img, 30, 30);
    const off = rect(24, 24);
    expect(squareInkShare(img, off, 128)).toBeGreaterThan(CHECKBOX.emptyOver);
    expect(squareInkShare(img, locateSquare(img, off, 128, 6), 128)).toBe(0);
  });
});

describe('ticked, empty or uncertain, against the page\'s empty square', () => {
  it('the empty reference is the least-inked square of the page, at most the ceiling', () => {
    expect(emptyReference([0.02, 0.5, 0.01])).toBe(0.01);
    expect(emptyReference([0.3, 0.5])).toBe(CHECKBOX.emptyCeiling);
  });

  it('a share well over the empty square is a tick, one near it empty, one between uncertain', () => {
    expect(judgeTick(0.45, 0.01)).toBe('ticked');
    expect(judgeTick(0.02, 0.01)).toBe('empty');
    expect(judgeTick(0.08, 0.01)).toBe('uncertain');
    // A noisy page: its empty squares show 3 % ink, and a square at 5 % is one of them.
    expect(judgeTick(0.05, 0.03)).toBe('empty');
  });

  it('judges every square of a page: the ticked one, the empty ones, and a faint mark as uncertain', () => {
    const img = blank(260, 60);
    for (const x of [10, 60, 110, 160, 210]) square(img, x, 10);
    cross(img, 60, 10);
    // A faint, small mark (a speck of 5x5 px in a 30 px square): more than an empty square, far less than a tick.
    fill(img, 122, 22, 127, 27);
    // Scan noise in every square.
    for (const x of [10, 60, 110, 160, 210]) fill(img, x + 15, 25, x + 16, 26);
    const squares = new Map([10, 60, 110, 160, 210].map((x, i) => [`c${i}`, rect(x, 10)] as const));
    const judged = judgeCheckboxes(img, squares, 128, 3);
    expect(judged.get('c1')?.tick).toBe('ticked');
    expect(judged.get('c0')?.tick).toBe('empty');
    expect(judged.get('c3')?.tick).toBe('empty');
    expect(judged.get('c2')?.tick).toBe('uncertain');
  });
});

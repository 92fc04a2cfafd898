import { describe, expect, it } from 'vitest';
import { cropToContent, estimateSkew, otsuThreshold } from './preprocess';
import { rotateImage } from './image';
import type { GrayImage } from './types';

function noisy(width: number, height: number, seed: number): GrayImage {
  const data = new Uint8Array(width * height);
  let s = seed;
  for (let i = 0; i < data.length; i += 1) {
    s = (s * 1103515245 + 12345) >>> 0;
    data[i] = 200 + (s >>> 27);
  }
  return { width, height, data };
}

/** Dark text-like bars on light paper: rows of short strokes. */
function page(width: number, height: number): GrayImage {
  const img = noisy(width, height, 3);
  for (let row = 60; row < height - 60; row += 40) {
    for (let x = 40; x < width - 40; x += 1) {
      if (x % 23 < 15) for (let y = row; y < row + 12; y += 1) img.data[y * width + x] = 20;
    }
  }
  return img;
}

describe('page preprocessing, written for speed (ADR 130)', () => {
  it('otsuThreshold splits a two-level image between its levels', () => {
    const img = page(300, 240);
    const t = otsuThreshold(img);
    expect(t).toBeGreaterThanOrEqual(20);
    expect(t).toBeLessThan(200);
  });

  it('estimateSkew finds the rotation of rows of print', () => {
    const img = page(900, 700);
    expect(estimateSkew(img)).toBe(0);
    expect(estimateSkew(rotateImage(img, 1.5))).toBeCloseTo(1.5, 0);
    expect(estimateSkew(rotateImage(img, -2))).toBeCloseTo(-2, 0);
  });

  it('cropToContent keeps the print and a margin, dropping the blank paper', () => {
    const img: GrayImage = { width: 400, height: 300, data: new Uint8Array(400 * 300).fill(255) };
    for (let y = 100; y < 150; y += 1) for (let x = 120; x < 260; x += 1) img.data[y * 400 + x] = 0;
    const out = cropToContent(img, 10);
    expect([out.width, out.height]).toEqual([160, 70]);
  });
});

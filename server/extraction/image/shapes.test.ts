import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../integrations/ocr/types';
import { glyphsOf } from './regions';
import { holesOf, inkDrawsReading, loopsShown, shapedDigit } from './shapes';

const blank = (width: number, height: number): GrayImage => ({ width, height, data: new Uint8Array(width * height).fill(255) });
const fill = (img: GrayImage, x0: number, y0: number, x1: number, y1: number, v = 0) => {
  for (let y = y0; y < y1; y += 1) img.data.fill(v, y * img.width + x0, y * img.width + x1);
};
/** A ring (a loop with its hole) from (x0, y0) to (x1, y1), strokes 2 px. */
const ring = (img: GrayImage, x0: number, y0: number, x1: number, y1: number) => {
  fill(img, x0, y0, x1, y1);
  fill(img, x0 + 2, y0 + 2, x1 - 2, y1 - 2, 255);
};

/**
 * A line of glyphs 20 px tall, 12 px apart: "0" one tall loop, "8" two loops, "9" a loop on top and a
 * stem, "6" a stem and a loop below, "n" a 9 whose tail's curl the scan closed (a small lower hole),
 * "5" and "7" without holes, "." a point, "W" two 0s touching.
 */
const line = (glyphs: string): GrayImage => {
  const img = blank(12 + glyphs.length * 12, 32);
  glyphs.split('').forEach((g, i) => {
    const x = 6 + i * 12;
    if (g === '0') ring(img, x, 6, x + 8, 26);
    if (g === '8') {
      ring(img, x, 6, x + 8, 16);
      ring(img, x, 15, x + 8, 26);
    }
    if (g === '9' || g === 'n') {
      ring(img, x, 6, x + 8, 15);
      fill(img, x + 6, 14, x + 8, 26);
    }
    if (g === 'n') ring(img, x + 3, 21, x + 8, 26);
    if (g === '6') {
      fill(img, x, 6, x + 2, 18);
      ring(img, x, 17, x + 8, 26);
    }
    if (g === '5' || g === '7') fill(img, x, 6, x + 8, 8);
    if (g === '5') {
      fill(img, x, 6, x + 2, 16);
      fill(img, x + 6, 14, x + 8, 26);
    }
    if (g === '7') fill(img, x + 6, 6, x + 8, 26);
    if (g === '.') fill(img, x + 3, 23, x + 5, 26);
    if (g === 'W') {
      ring(img, x, 6, x + 9, 26);
      ring(img, x + 8, 6, x + 17, 26);
    }
  });
  return img;
};
const shapeOf = (g: string) => {
  const img = line(g);
  const [glyph] = glyphsOf(img, 128);
  return shapedDigit(holesOf(img, glyph!, 128));
};

describe('digits told apart by their holes', () => {
  it('a 0 has one tall hole, an 8 two, a 9 one above, a 6 one below', () => {
    expect(shapeOf('0')).toBe('0');
    expect(shapeOf('8')).toBe('8');
    expect(shapeOf('9')).toBe('9');
    expect(shapeOf('6')).toBe('6');
  });

  it('a 9 whose tail\'s curl is closed is still a 9; a glyph without holes is none of them', () => {
    expect(shapeOf('n')).toBe('9');
    expect(shapeOf('5')).toBeUndefined();
    expect(shapeOf('7')).toBeUndefined();
  });
});

describe('which of two readings the ink draws', () => {
  const decide = (ink: string, read: string, other: string) => {
    const img = line(ink);
    return inkDrawsReading(img, 128, glyphsOf(img, 128), read, other);
  };

  it('readings that differ in a 0, 6, 8 or 9: the one whose digit the glyph draws', () => {
    expect(decide('987.00', '987.00', '$ 967.00)')).toBe(true);
    expect(decide('967.00', '987.00', '967.00')).toBe(false);
    expect(decide('9n7.00', '987.00', '$ 987.00')).toBeUndefined();
    expect(decide('970.00', '970.00', '$ 070.00')).toBe(true);
  });

  it('glyphs pair from the left up to two touching; a difference past them, or in other digits, decides nothing', () => {
    expect(decide('97.W', '97.00', '07.00')).toBe(true);
    expect(decide('97.W', '97.00', '97.08')).toBeUndefined();
    expect(decide('957.00', '957.00', '967.00')).toBeUndefined();
    expect(decide('977.00', '977.00', '9777.00')).toBeUndefined();
  });
});

describe('loopsShown (ADR 131)', () => {
  it('tells, for each glyph read as 0, 6, 8 or 9, whether the print shows its loop: "55" read as "66" shows none', () => {
    const fives = line('55');
    const threshold = 128;
    expect(loopsShown(fives, threshold, glyphsOf(fives, threshold), '66')).toEqual([false, false]);
    const mixed = line('905');
    expect(loopsShown(mixed, threshold, glyphsOf(mixed, threshold), '906')).toEqual([true, true, false]);
    const digits = line('08');
    expect(loopsShown(digits, threshold, glyphsOf(digits, threshold), '08')).toEqual([true, true]);
  });
  it('says nothing when the glyphs do not pair with the characters or the reading has no such digit', () => {
    const img = line('57');
    expect(loopsShown(img, 128, glyphsOf(img, 128), '577')).toBeUndefined();
    expect(loopsShown(img, 128, glyphsOf(img, 128), '57')).toBeUndefined();
  });
});

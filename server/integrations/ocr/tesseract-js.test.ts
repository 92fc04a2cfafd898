import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractJsEngine } from './tesseract-js';
import type { GrayImage } from './types';

/** A line of print, dark on light or (inverted) light on dark, as a gray image. */
function line(text: string, inverted: boolean): GrayImage {
  const canvas = createCanvas(560, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = inverted ? '#000000' : '#ffffff';
  ctx.fillRect(0, 0, 560, 90);
  ctx.fillStyle = inverted ? '#ffffff' : '#000000';
  ctx.font = '40px sans-serif';
  ctx.fillText(text, 20, 60);
  const rgba = ctx.getImageData(0, 0, 560, 90).data;
  const data = new Uint8Array(560 * 90);
  for (let i = 0; i < data.length; i += 1) data[i] = rgba[i * 4] ?? 255;
  return { width: 560, height: 90, data };
}

describe('tesseract.js engine', () => {
  const engine = createTesseractJsEngine({ poolSize: 1 });
  afterAll(() => engine.close());

  it('reads a line of print dark on light', async () => {
    const words = await engine.recognize(line('Wages 4821.50', false), { psm: 7 });
    expect(words.map((w) => w.text).join(' ')).toBe('Wages 4821.50');
  }, 60_000);

  // ADR 130: a crop's doubtful line is not read again inverted (the forms print dark on light; the
  // inverted try and the third pass that follows it when it is no better triple a doubtful crop's cost).
  it('does not read a line again inverted, so print light on dark is not read as its words', async () => {
    const words = await engine.recognize(line('Wages 4821.50', true), { psm: 7 });
    expect(words.map((w) => w.text).join(' ')).not.toBe('Wages 4821.50');
  }, 60_000);

  it('still tries a whole page (automatic segmentation) inverted', async () => {
    const words = await engine.recognize(line('Wages 4821.50', true), { psm: 3 });
    expect(words.map((w) => w.text).join(' ')).toBe('Wages 4821.50');
  }, 60_000);
});

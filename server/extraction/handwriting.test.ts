import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { classify, digitModel, eraseLongRuns, GRID, normalizeGlyph, readHandwrittenDigits, thin, type GlyphMask } from '../integrations/ocr/digits';
import type { GrayImage, OcrEngine } from '../integrations/ocr/types';
import { buildLayout, type Token } from './layout';
import { rereadDoubtful } from './reread';

/**
 * The hand-written digit reader (ADR 010, "Hand-written figures"). Lines are drawn from MNIST
 * samples the model was not trained on (every tenth sample of each digit is held out by
 * scripts/train-digits.ts).
 */
const require = createRequire(import.meta.url);
const raw = Array.from({ length: 10 }, (_, d) => (require(`mnist/src/digits/${d}.json`) as { data: number[] }).data);
const heldOut = (digit: number, k: number): number[] => {
  const i = k * 10 + 9;
  return (raw[digit] ?? []).slice(i * GRID * GRID, (i + 1) * GRID * GRID);
};

/**
 * For tests about lines rather than the model: the first held-out sample of a digit the model reads
 * surely on its own (the model's accuracy is asserted separately).
 */
const readable = (digit: number): number[] => {
  for (let k = 0; ; k += 1) {
    const sample = heldOut(digit, k);
    const p = classify(digitModel(), normalizeGlyph({ width: GRID, height: GRID, mask: Uint8Array.from(sample, (v) => (v > 0.4 ? 1 : 0)) }));
    if ((p[digit] ?? 0) >= 0.95) return sample;
  }
};

const white = (width: number, height: number): GrayImage => ({ width, height, data: new Uint8Array(width * height).fill(255) });

/** Draws a 28 × 28 sample into the image, `scale` pixels a cell, ink where the sample is dark. */
function stamp(image: GrayImage, sample: number[], x0: number, y0: number, scale: number): void {
  for (let y = 0; y < GRID * scale; y += 1) {
    for (let x = 0; x < GRID * scale; x += 1) {
      const v = sample[Math.floor(y / scale) * GRID + Math.floor(x / scale)] ?? 0;
      const X = Math.round(x0 + x), Y = Math.round(y0 + y);
      if (v > 0.4 && X >= 0 && Y >= 0 && X < image.width && Y < image.height) image.data[Y * image.width + X] = 20;
    }
  }
}

function box(image: GrayImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) image.data[y * image.width + x] = 20;
}

/**
 * A line written by hand: each digit a held-out sample, a little larger or smaller and higher or
 * lower than the last (no two hands print alike); "," a short stroke at the foot, "-" a short bar.
 */
function handLine(text: string, opts: { steady?: boolean } = {}): GrayImage {
  const image = white(60 + text.length * 52, 110);
  let x = 20;
  [...text].forEach((ch, i) => {
    if (ch === ',' || ch === '.') {
      box(image, x, 80, x + 5, ch === ',' ? 94 : 85);
      x += 14;
      return;
    }
    if (ch === '-') {
      box(image, x, 38, x + 18, 43);
      x += 28;
      return;
    }
    const wobble = opts.steady ? 0 : [0, 0.3, -0.2, 0.15, -0.3, 0.25][i % 6] ?? 0;
    const scale = 2 + (opts.steady ? 0 : wobble * 0.5);
    stamp(image, readable(Number(ch)), x - 8, 20 - scale * 4 + wobble * 12, scale);
    x += 44;
  });
  return image;
}

const UNIT = 44;

describe('hand-written digit reader', () => {
  it('the packaged model reads held-out MNIST samples', () => {
    const model = digitModel();
    let right = 0;
    let total = 0;
    for (let d = 0; d < 10; d += 1) {
      for (let k = 0; k < 40; k += 1) {
        const sample = heldOut(d, k);
        const mask: GlyphMask = { width: GRID, height: GRID, mask: Uint8Array.from(sample, (v) => (v > 0.4 ? 1 : 0)) };
        const p = classify(model, normalizeGlyph(mask));
        if (p.indexOf(Math.max(...p)) === d) right += 1;
        total += 1;
      }
    }
    expect(right / total).toBeGreaterThanOrEqual(0.95);
  });

  it('thins a stroke to one pixel and draws every glyph the same size whatever its pen', () => {
    const bar = (w: number, h: number): GlyphMask => ({ width: w + 4, height: h, mask: Uint8Array.from({ length: (w + 4) * h }, (_, i) => (i % (w + 4) >= 2 && i % (w + 4) < w + 2 ? 1 : 0)) });
    const g = bar(7, 60);
    thin(g);
    for (let y = 4; y < 56; y += 1) expect(g.mask.slice(y * 11, y * 11 + 11).reduce((s, v) => s + v, 0)).toBe(1);
    // A thick bar and a hairline of another height give the same input.
    const a = normalizeGlyph(bar(9, 80));
    const b = normalizeGlyph(bar(2, 40));
    let diff = 0;
    for (let i = 0; i < a.length; i += 1) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    expect(diff).toBeLessThan(2);
  });

  it('reads a hand-written TIN and amounts with their separators', () => {
    const model = digitModel();
    for (const text of ['12-354543', '12-345-6789', '10,000', '2,189', '1,800', '407.25']) {
      const reading = readHandwrittenDigits(handLine(text), 128, UNIT, model);
      expect(reading?.text, text).toBe(text);
      expect(reading!.conf).toBeGreaterThan(0.5);
    }
  });

  it('leaves print to tesseract: digits of one height on one line are not read', () => {
    expect(readHandwrittenDigits(handLine('48000', { steady: true }), 128, UNIT, digitModel())).toBeUndefined();
    expect(readHandwrittenDigits(handLine('48000'), 128, UNIT, digitModel())?.text).toBe('48000');
  });

  it('skips the printed dollar sign and a rule the digits stand on', () => {
    const line = handLine('5,000');
    // An underline the digits touch, and a tall sign at the left.
    box(line, 0, 92, line.width, 95);
    const signed = white(line.width + 40, line.height);
    for (let y = 0; y < line.height; y += 1) signed.data.set(line.data.subarray(y * line.width, (y + 1) * line.width), y * signed.width + 40);
    box(signed, 12, 22, 18, 92);
    box(signed, 4, 30, 28, 36);
    const cleaned = eraseLongRuns(signed, 128, UNIT);
    expect(cleaned.data[93 * signed.width + 5]).toBe(255);
    expect(readHandwrittenDigits(signed, 128, UNIT, digitModel(), { dollar: true })?.text).toBe('5,000');
  });

  it('gives nothing for ink that is not a line of digits', () => {
    expect(readHandwrittenDigits(white(300, 100), 128, UNIT, digitModel())).toBeUndefined();
    const scribble = white(300, 100);
    box(scribble, 20, 10, 280, 90);
    expect(readHandwrittenDigits(scribble, 128, UNIT, digitModel())).toBeUndefined();
  });
});

describe('hand readings on a page', () => {
  /** A page with hand-written amounts at given rows, and the page OCR's garbled words for them. */
  function page(texts: string[]): { image: GrayImage; tokens: Token[] } {
    const image = white(1400, 160 + texts.length * 150);
    const tokens: Token[] = [{ text: 'Royalties', x0: 900, y0: 20, x1: 1100, y1: 62, conf: 0.95, source: 'ocr' }];
    texts.forEach((text, i) => {
      const line = handLine(text);
      const x0 = 200, y0 = 120 + i * 150;
      for (let y = 0; y < line.height; y += 1) image.data.set(line.data.subarray(y * line.width, (y + 1) * line.width), (y0 + y) * image.width + x0);
      tokens.push({ text: `/${text.slice(1).replace(/0/g, '9')}`, x0: x0 + 10, y0: y0 + 12, x1: x0 + line.width - 20, y1: y0 + 96, conf: 0.4, source: 'ocr' });
    });
    return { image, tokens };
  }
  const engine: OcrEngine = {
    name: 'fake',
    async recognize() {
      return [{ text: '[9,900', confidence: 30, x0: 12, y0: 12, x1: 200, y1: 60 }];
    },
    async close() {},
  };

  it('replaces the page words on a page filled in by hand', async () => {
    const { image, tokens } = page(['10,000', '1,800', '2,400']);
    const layout = buildLayout(tokens, image.width, image.height, 'ocr');
    const { tokens: out, stats } = await rereadDoubtful(image, tokens, layout.phrases, UNIT, engine, new AbortController().signal);
    expect(stats.handwritten).toBe(3);
    const texts = out.map((t) => t.text);
    expect(texts).toEqual(expect.arrayContaining(['10,000', '1,800', '2,400']));
    // Below the engine's sure readings, so the reviewer is asked.
    expect(Math.max(...out.filter((t) => t.text === '10,000').map((t) => t.conf))).toBeLessThan(0.8);
  });

  it('keeps tesseract on a page with only a stray hand-like line (a form is filled in one way)', async () => {
    const { image, tokens } = page(['10,000', '1,800']);
    const layout = buildLayout(tokens, image.width, image.height, 'ocr');
    const { tokens: out, stats } = await rereadDoubtful(image, tokens, layout.phrases, UNIT, engine, new AbortController().signal);
    expect(stats.handwritten).toBe(0);
    expect(out.map((t) => t.text)).not.toContain('10,000');
  });
});

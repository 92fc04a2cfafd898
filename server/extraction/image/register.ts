/**
 * Registration of an OCR'd page image to the blank official form (issue 17 part 3, ADR 093). The
 * page's OCR words are matched to the template's printed words tolerantly (OCR misspells: a long
 * word may differ by an edit or two), the words that occur once on the template vote for the
 * page → template similarity transform exactly as for digital pages (template.ts), and a copy counts
 * only when enough anchor pairs agree and the form's labels sit where the template prints them
 * (another revision with its boxes elsewhere is refused: a value is never read from a wrong box).
 */
import type { DocumentType } from '#shared/extraction/document-types';
import { formDefinitionsFor } from '#shared/forms/index';
import type { FormDefinition } from '#shared/forms/types';
import { editDistance, type Phrase } from '../layout';
import { apply, geometryOf, registerPage, templateIndex, wordsOf, type Registration, type Transform, type Word } from '../template';

/** Thresholds of image registration (template points unless said otherwise). */
export const IMAGE_REGISTRATION = {
  /** Points per pixel of a page prepared for OCR (scaled to about 300 dpi): the search then looks near scale 1. */
  pointsPerPixel: 72 / 300,
  /** Scale the page (in those points) may have against the template: a form printed small or enlarged. */
  scale: [0.3, 3] as const,
  /** Fewest template words a copy must match (OCR loses and garbles words, so fewer than digital's 12). */
  minInliers: 10,
  /** Least share of the template's distinctive words matched. */
  minScore: 0.2,
  /**
   * Least share of the labelled boxes whose label words are found where the template prints them.
   * Lower than digital's 0.95 because OCR garbles some labels; an older revision with its boxes in
   * other places still scores far below it (the 2020 1099s: see image.test.ts).
   */
  minLayout: 0.7,
  /** A box is read from its region only when most of its own label's words are found in place... */
  boxLabelShare: 0.6,
  /**
   * ... or when its printed box number ("8", "2c") is read where the template prints it, on a copy
   * whose labels alone put at least this share of its boxes in place (a render drawn small garbles
   * its condensed labels, "Foreign country or U.S. possession" read "fuegiciuny or us posessen|",
   * but reads the number printed before them; a revision that moved a box moved its number too).
   */
  numberLayout: 0.6,
  /**
   * The box-number rule, and a later state row confirmed by its column's first row, hold only on a
   * copy drawn under this many image pixels a template point (a small render, whose labels OCR
   * garbles and whose region readings count only where the page's own words agree: regions.ts).
   */
  smallDrawing: 3,
  /** ... or, for a box with no label words in its cell (a checkbox, an amount column), when the copy's labels are nearly all in place. */
  unlabelledLayout: 0.9,
  /** A label word is in place within this many points of where the template prints it (an OCR phrase's words are placed by characters, a few points off; a moved box moves by a box height, 12 points or more). */
  labelTolerance: 5.5,
  /** OCR words of at least this many letters may differ from a template word by one edit. */
  oneEditFrom: 5,
  /** ... and by two edits from this many. */
  twoEditsFrom: 10,
};

/** Edits allowed between an OCR word and a template word of `length` characters. */
export function editsAllowed(length: number): number {
  if (length >= IMAGE_REGISTRATION.twoEditsFrom) return 2;
  if (length >= IMAGE_REGISTRATION.oneEditFrom) return 1;
  return 0;
}

/** OCR punctuation around a word ("wages,", "(EIN)" read "EIN)") is not part of it. */
const bare = (key: string) => key.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');

/** A box number whose letter c OCR read as the cent sign, a c with a stroke ("2¢" for box 2c). */
export const centAsC = (key: string) => key.replace(/^(\d{1,2})¢$/, '$1c');

/**
 * Gives each OCR word the key of the template word it was meant to be: the same key, the same
 * letters without surrounding punctuation, or the one template word within the edits allowed (two
 * template words equally near: neither, the word stays as read).
 */
export function tolerantKeys(def: FormDefinition, words: Word[]): Word[] {
  const tpl = templateIndex(def);
  const keys = [...tpl.byKey.keys()].filter((k) => /[a-z]/.test(k) && k.length >= 3);
  const byBare = new Map<string, string[]>();
  for (const k of keys) byBare.set(bare(k), [...(byBare.get(bare(k)) ?? []), k]);
  return words.map((w) => {
    if (tpl.byKey.has(w.key)) return w;
    if (tpl.byKey.has(centAsC(w.key))) return { ...w, key: centAsC(w.key) };
    const b = bare(w.key);
    const same = byBare.get(b);
    if (same?.length === 1 && same[0]) return { ...w, key: same[0] };
    const allowed = editsAllowed(b.length);
    if (allowed === 0) return w;
    let best: string | undefined;
    let bestD = allowed + 1;
    let tie = false;
    for (const k of keys) {
      const d = editDistance(b, bare(k), allowed);
      if (d < bestD) {
        best = k;
        bestD = d;
        tie = false;
      } else if (d === bestD) tie = true;
    }
    return best && bestD <= allowed && !tie ? { ...w, key: best } : w;
  });
}

/** The OCR phrases as words in points of a 300 dpi page (`IMAGE_REGISTRATION.pointsPerPixel`). */
export function imageWords(phrases: readonly Pick<Phrase, 'text' | 'x0' | 'y0' | 'x1' | 'y1'>[]): Word[] {
  const k = IMAGE_REGISTRATION.pointsPerPixel;
  return wordsOf(phrases.map((p) => ({ text: p.text, x0: p.x0 * k, y0: p.y0 * k, x1: p.x1 * k, y1: p.y1 * k })));
}

/** A registered copy on a page image: its registration and the map template point → image pixel. */
export interface ImageRegistration extends Registration {
  /** Template point → pixel of the OCR'd image. */
  toPixel(x: number, y: number): [number, number];
  /** Widgets whose own label is where the template prints it: only these boxes are read from their regions. */
  confirmed: Set<string>;
}

/**
 * The boxes of a registered copy whose own label words are found where the template prints them.
 * A revision that moved some boxes (the 2021 1099-MISC's box 13) can share most of its labels'
 * places with the template; its moved boxes are not confirmed and are not read from a region that
 * is another box's. A box without label words in its cell is confirmed only on a copy whose labels
 * are nearly all in place.
 */
export function confirmedBoxes(def: FormDefinition, t: Transform | PageMap, words: Word[]): { confirmed: Set<string>; layout: number } {
  const g = geometryOf(def);
  const tpl = templateIndex(def);
  const map = 'toTemplate' in t ? t : similarityMap(t);
  const s = map.scale;
  // Where each page word lands on the template, and how far into its OCR phrase it is (positions
  // inside a phrase are apportioned by characters, so they drift with the distance).
  const placed = new Map<string, Array<[number, number, number]>>();
  for (const w of words) placed.set(w.key, [...(placed.get(w.key) ?? []), [...map.toTemplate(w.x, w.y + w.h / 2), w.offset * s]]);
  const tol = IMAGE_REGISTRATION.labelTolerance;
  const labelled = new Set<string>();
  const confirmed = new Set<string>();
  const unlabelled: string[] = [];
  const numbered: string[] = [];
  let boxesWithLabels = 0;
  const inPlace = (w: Word) => (placed.get(w.key) ?? []).some(([x, y, off]) => Math.abs(x - w.x) <= tol + 0.05 * Math.max(w.offset, off) && Math.abs(y - (w.y + w.h / 2)) <= tol);
  for (const box of def.boxes) {
    const cell = g.widgets[box.widget]?.cell;
    if (!cell) continue;
    const inCell = (w: Word) => w.x >= cell[0] - 0.5 && w.x <= cell[2] + 0.5 && w.y + w.h / 2 >= cell[1] - 0.5 && w.y + w.h / 2 <= cell[3] + 0.5;
    const label = tpl.words.filter((w) => /[a-z]/.test(w.key) && w.key.length >= 3 && inCell(w));
    if (label.length === 0) {
      unlabelled.push(box.widget);
      continue;
    }
    boxesWithLabels += 1;
    labelled.add(box.widget);
    if (label.filter(inPlace).length >= IMAGE_REGISTRATION.boxLabelShare * label.length) confirmed.add(box.widget);
    else if (boxNumberInPlace(box.box, tpl.words.filter(inCell), inPlace)) numbered.push(box.widget);
  }
  const byLabels = boxesWithLabels === 0 ? 0 : confirmed.size / boxesWithLabels;
  // Boxes without labels (checkboxes) only on a copy whose labels themselves are nearly all in place.
  if (byLabels >= IMAGE_REGISTRATION.unlabelledLayout) for (const w of unlabelled) confirmed.add(w);
  const small = 1 / (s * IMAGE_REGISTRATION.pointsPerPixel) < IMAGE_REGISTRATION.smallDrawing;
  if (!small) return { confirmed, layout: byLabels };
  if (byLabels >= IMAGE_REGISTRATION.numberLayout) for (const w of numbered) confirmed.add(w);
  const layout = boxesWithLabels === 0 ? 0 : [...labelled].filter((w) => confirmed.has(w)).length / boxesWithLabels;
  return { confirmed: withLaterRows(def, confirmed), layout };
}

/**
 * A list's later row (a second state line under a dashed rule) has no label of its own: it is in
 * place when the first row of its column, whose label heads the column, is.
 */
export function withLaterRows(def: FormDefinition, confirmed: ReadonlySet<string>): Set<string> {
  const out = new Set(confirmed);
  for (const box of def.boxes) {
    if (!box.list || box.list.row === 0 || labelWordsOf(def, box.widget).length > 0) continue;
    const head = def.boxes.find((b) => b.field === box.field && b.list?.item === box.list!.item && b.list.row === 0);
    if (head && labelWordsOf(def, head.widget).length > 0 && confirmed.has(head.widget)) out.add(box.widget);
  }
  return out;
}

/**
 * True when the box's own number, printed first in its cell (the template word whose key is the box
 * number: "8", "2c", "15"), is read where the template prints it.
 */
function boxNumberInPlace(number: string | undefined, cellWords: Word[], inPlace: (w: Word) => boolean): boolean {
  if (!number) return false;
  const printed = cellWords.filter((w) => w.key === number.toLowerCase());
  return printed.length === 1 && inPlace(printed[0]!);
}

/** The label words (three letters or more) printed in a box's cell, as template words. */
export function labelWordsOf(def: FormDefinition, widget: string): Word[] {
  const cell = geometryOf(def).widgets[widget]?.cell;
  if (!cell) return [];
  return templateIndex(def).words.filter((w) => /[a-z]/.test(w.key) && w.key.length >= 3 && w.x >= cell[0] - 0.5 && w.x <= cell[2] + 0.5 && w.y + w.h / 2 >= cell[1] - 0.5 && w.y + w.h / 2 <= cell[3] + 0.5);
}

/**
 * True when a box's label, read again on its own from where the template prints it, starts with the
 * box's own number ("9 Cash liquidation distributions" read "9 Cash igudaton astrtautions") or has
 * most of the template's label words (each within the edits its length allows): the box is in place
 * even though the page's OCR garbled its label.
 */
export function labelReadAgain(def: FormDefinition, widget: string, read: readonly string[]): boolean {
  const label = labelWordsOf(def, widget);
  if (label.length === 0) return false;
  const got = read.flatMap((t) => t.split(/\s+/)).map((t) => bare(centAsC(t.toLowerCase().replace(/[’‘`´]/g, "'")))).filter(Boolean);
  const number = def.boxes.find((b) => b.widget === widget)?.box?.toLowerCase();
  if (number && got[0] === number) return true;
  const hits = label.filter((w) => {
    const want = bare(w.key);
    const allowed = editsAllowed(want.length);
    return got.some((g) => editDistance(g, want, allowed) <= allowed);
  });
  return hits.length >= IMAGE_REGISTRATION.boxLabelShare * label.length;
}

/** The inverse of a page → template transform, to pixels of the OCR'd image. */
export function templateToPixel(t: Transform): (x: number, y: number) => [number, number] {
  const d = t.a * t.a + t.b * t.b;
  const k = IMAGE_REGISTRATION.pointsPerPixel;
  return (x, y) => {
    const u = x - t.tx;
    const v = y - t.ty;
    return [((t.a * u + t.b * v) / d) / k, ((-t.b * u + t.a * v) / d) / k];
  };
}

/**
 * The copies of a type's official forms found on an OCR'd page, best first: only those whose
 * labels are in the template's places (`minLayout`). Empty when the page does not register.
 */
export function registerImage(type: DocumentType, phrases: readonly Pick<Phrase, 'text' | 'x0' | 'y0' | 'x1' | 'y1'>[], opts: { projective?: boolean } = {}): ImageRegistration[] {
  const raw = imageWords(phrases);
  const found: ImageRegistration[] = [];
  for (const def of formDefinitionsFor(type)) {
    const words = tolerantKeys(def, raw);
    for (const reg of registerPage(def, words, IMAGE_REGISTRATION)) {
      let { confirmed, layout } = confirmedBoxes(def, reg.transform, words);
      let toPixel = templateToPixel(reg.transform);
      // A phone photo is a flat page seen in perspective: its print is the template's under a projective map, which a
      // similarity fits only near the words it was found on (ADR 168). Where the similarity puts too few of the form's
      // labels in place to register, the map refitted to the anchor words is taken when it puts more in place. A photo
      // the similarity registers keeps it: corpus-real's 2020 1099-DIV photo read box 4 by its region only so.
      const projected = opts.projective && layout < IMAGE_REGISTRATION.minLayout ? projectiveMap(def, reg.transform, words) : undefined;
      if (projected) {
        const by = confirmedBoxes(def, projected, words);
        if (by.layout > layout) ({ confirmed, layout, toPixel } = { ...by, toPixel: projected.toPixel });
      }
      if (layout >= IMAGE_REGISTRATION.minLayout) found.push({ ...reg, layout, toPixel, confirmed });
    }
  }
  return found.sort((a, b) => b.score - a.score);
}

/** A page → template map and its inverse (template points → pixels of the OCR'd image). */
export interface PageMap {
  toTemplate(x: number, y: number): [number, number];
  toPixel(x: number, y: number): [number, number];
  /** Template points per page point, about. */
  scale: number;
}

function similarityMap(t: Transform): PageMap {
  return { toTemplate: (x, y) => apply(t, x, y), toPixel: templateToPixel(t), scale: Math.hypot(t.a, t.b) };
}

/** Thresholds of the projective refit of a photo's registration (template points). */
export const PROJECTIVE = {
  /** Anchor words this far from where the similarity puts them are taken for the first fit: a photo's keystone moves a page's corners by up to about a box height. */
  firstTolerance: 14,
  /** Fewest anchor pairs a projective map is fitted to (eight unknowns, and OCR places words a point or two off). */
  minPairs: 12,
  /** Refits, each on the pairs within the similarity's own inlier tolerance of the last map. */
  rounds: 3,
  /** The anchors must span this share of the template form's width and height, or the map is extrapolated. */
  minSpan: 0.5,
};

/**
 * The projective map (a homography, eight unknowns) from the page to the template fitted by least squares to the
 * page's anchor words (words printed once on the blank form), starting from the similarity found by registration.
 * Undefined when too few anchors or anchors over too small a part of the form.
 */
export function projectiveMap(def: FormDefinition, t: Transform, words: readonly Word[]): PageMap | undefined {
  const tpl = templateIndex(def);
  const pairs: Array<{ p: [number, number]; q: [number, number]; off: number }> = [];
  for (const w of words) {
    const a = tpl.anchors.get(w.key);
    if (a) pairs.push({ p: [w.x, w.y + w.h / 2], q: [a.x, a.y + a.h / 2], off: a.offset });
  }
  const [ex0, ey0, ex1, ey1] = tpl.extent;
  let map: (x: number, y: number) => [number, number] = (x, y) => apply(t, x, y);
  let tol = PROJECTIVE.firstTolerance;
  let h: number[] | undefined;
  for (let round = 0; round < PROJECTIVE.rounds; round += 1) {
    const near = pairs.filter(({ p, q, off }) => {
      const [x, y] = map(p[0], p[1]);
      return Math.abs(x - q[0]) <= tol + 0.05 * off && Math.abs(y - q[1]) <= tol;
    });
    // One anchor word is one pair: a key read twice on the page is ambiguous.
    if (near.length < PROJECTIVE.minPairs) return undefined;
    const qs = near.map((n) => n.q);
    const spanX = Math.max(...qs.map((q) => q[0])) - Math.min(...qs.map((q) => q[0]));
    const spanY = Math.max(...qs.map((q) => q[1])) - Math.min(...qs.map((q) => q[1]));
    if (spanX < PROJECTIVE.minSpan * (ex1 - ex0) || spanY < PROJECTIVE.minSpan * (ey1 - ey0)) return undefined;
    h = fitHomography(near.map((n) => [n.p, n.q]));
    if (!h) return undefined;
    const hh = h;
    map = (x, y) => projectPoint(hh, x, y);
    tol = 3.5;
  }
  if (!h) return undefined;
  const inverse = invert3(h);
  if (!inverse) return undefined;
  const k = IMAGE_REGISTRATION.pointsPerPixel;
  return {
    toTemplate: map,
    toPixel: (x, y) => {
      const [u, v] = projectPoint(inverse, x, y);
      return [u / k, v / k];
    },
    scale: Math.hypot(t.a, t.b),
  };
}

function projectPoint(h: readonly number[], x: number, y: number): [number, number] {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/** Least-squares homography (h33 = 1) from point pairs, on coordinates centred and scaled for conditioning. */
export function fitHomography(pairs: ReadonlyArray<readonly [readonly [number, number], readonly [number, number]]>): number[] | undefined {
  if (pairs.length < 4) return undefined;
  const norm = (pts: ReadonlyArray<readonly [number, number]>) => {
    const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    const d = pts.reduce((a, p) => a + Math.hypot(p[0] - cx, p[1] - cy), 0) / pts.length || 1;
    const s = Math.SQRT2 / d;
    return [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1];
  };
  const T1 = norm(pairs.map((p) => p[0]));
  const T2 = norm(pairs.map((p) => p[1]));
  const ata = Array.from({ length: 8 }, () => new Array<number>(9).fill(0));
  for (const [p, q] of pairs) {
    const [x, y] = projectPoint(T1, p[0], p[1]);
    const [u, v] = projectPoint(T2, q[0], q[1]);
    const rows: Array<[number[], number]> = [
      [[x, y, 1, 0, 0, 0, -u * x, -u * y], u],
      [[0, 0, 0, x, y, 1, -v * x, -v * y], v],
    ];
    for (const [r, b] of rows) {
      for (let i = 0; i < 8; i += 1) {
        for (let j = 0; j < 8; j += 1) ata[i]![j]! += r[i]! * r[j]!;
        ata[i]![8]! += r[i]! * b;
      }
    }
  }
  // Gaussian elimination with partial pivoting.
  for (let c = 0; c < 8; c += 1) {
    let piv = c;
    for (let r = c + 1; r < 8; r += 1) if (Math.abs(ata[r]![c]!) > Math.abs(ata[piv]![c]!)) piv = r;
    if (Math.abs(ata[piv]![c]!) < 1e-12) return undefined;
    [ata[c], ata[piv]] = [ata[piv]!, ata[c]!];
    for (let r = 0; r < 8; r += 1) {
      if (r === c) continue;
      const f = ata[r]![c]! / ata[c]![c]!;
      for (let j = c; j < 9; j += 1) ata[r]![j]! -= f * ata[c]![j]!;
    }
  }
  const hn = [...ata.map((row, i) => row[8]! / row[i]!), 1];
  const inv2 = invert3(T2);
  if (!inv2) return undefined;
  const h = mul3(inv2, mul3(hn, T1));
  if (!h.every(Number.isFinite) || Math.abs(h[8]!) < 1e-12) return undefined;
  return h.map((v) => v / h[8]!);
}

function mul3(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(9).fill(0);
  for (let i = 0; i < 3; i += 1) for (let j = 0; j < 3; j += 1) for (let k = 0; k < 3; k += 1) out[i * 3 + j]! += a[i * 3 + k]! * b[k * 3 + j]!;
  return out;
}

function invert3(m: readonly number[]): number[] | undefined {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) return undefined;
  return [A / det, -(b * i - c * h) / det, (b * f - c * e) / det, B / det, (a * i - c * g) / det, -(a * f - c * d) / det, C / det, -(a * h - b * g) / det, (a * e - b * d) / det];
}

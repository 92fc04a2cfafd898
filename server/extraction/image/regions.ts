/**
 * Reading each box of a registered page image from its own region (issue 17 part 3, ADR 093): the
 * box's printed cell (from the blank form) is mapped back to image pixels, cut out inside its rules
 * with the template's own print (label, box number, "$") painted out, and, when ink is left, scaled
 * so its text is the height tesseract reads best and read with the box kind's characters in
 * single-line (or, for a name-and-address box, block) mode. A checkbox is judged by the ink inside
 * its printed square, never by OCR.
 */
import type { FormBox, GeometryRect } from '#shared/forms/types';
import { scaleImage } from '../../integrations/ocr/image';
import { binarize, blobs, clearRulesInCrop, cropImage, inkBands, inkThreshold, whitenRects, type PixelRect } from '../../integrations/ocr/preprocess';
import { mapLimit, type GrayImage, type OcrEngine, type OcrWord } from '../../integrations/ocr/types';
import { cropTin, MONEY_CHARS, TIN_CHARS, UPPER_CHARS, DATE_CHARS } from '../parsers/common';
import { assemble, geometryOf, wordsOf, type BoxRead, type Word } from '../template';
import type { ParsedFields } from '../parsers/common';
import type { DocumentType } from '#shared/extraction/document-types';
import { isStateCode } from '#shared/extraction/normalise';
import type { PageLayout, Phrase } from '../layout';
import { MIXED_IDENTIFIER_FIELDS } from '../identifiers';
import { CHECKBOX, judgeCheckboxes } from './checkbox';
import { inkDrawsReading } from './shapes';
import { IMAGE_REGISTRATION, labelReadAgain, labelWordsOf, registerImage, withLaterRows, type ImageRegistration } from './register';

/** Thresholds of region reading (template points, or pixels where said). */
export const REGION = {
  /** The region keeps this far inside the cell's ruling lines. */
  inset: 1.5,
  /** The template's print is painted out with this margin (a scan blurs and shifts it a little). */
  maskGrow: 1.2,
  /** A region holds a value when its ink (rules and print gone) makes a band at least this share of a text height tall... */
  minBandHeight: 0.45,
  /** ... with at least this many dark pixels per text height squared. */
  minBandInk: 0.15,
  /** Height in pixels the tallest glyphs of a region are scaled to before OCR (tesseract reads 25–40 px capitals best). */
  targetHeight: 32,
  /** Most a region is enlarged. */
  maxUpscale: 4,
  /** White margin around a region read, pixels. */
  pad: 12,
  /** Rule remains left in a region (the crop caught a rule's edge) are flat marks at least this many text heights wide... */
  debrisMinWidth: 0.6,
  /** ... and at most this many tall. */
  debrisMaxHeight: 0.3,
  /** A thin upright mark (at most this many text heights wide) this near the region's left or right side is a vertical rule's remains. */
  edgeStrokeWidth: 0.15,
  edgeZone: 0.3,
  /**
   * Fewest image pixels per template point for the region reading to give values on its own: a form
   * drawn small in its image (a 600-pixel-wide render, ~80 dpi) reads digits wrong ("763.00" for
   * 753.00) even enlarged; its region readings only confirm the page's.
   */
  minPixelsPerPoint: IMAGE_REGISTRATION.smallDrawing,
  /** Confidence of an amount read without its cents separator (kept below "check this value"). */
  noSeparatorConf: 0.3,
  /**
   * A glyph read as the digit 1 whose ink is at most this share of the line's digit height wide is a
   * bare upright bar: the letter I or l (a printed 1 has its flag, about 0.3 of the height and more).
   */
  barWidth: 0.2,
  /** ... and one at most this share of the digits' height tall is a lowercase letter's stem (an i), never a digit. */
  shortStem: 0.75,
  /** The most an amount one digit of which the glyph's holes decided (`inkDrawsReading`) is trusted: under the clean-read mark, so shown as "check this value". */
  shapedConf: 0.79,
  /** An i's stem (dot aside) is at least this share of the digits' height tall ... */
  minStem: 0.4,
  /** ... at most this share of it wide (an r, with its arm, is about 0.45) ... */
  slimStem: 0.3,
  /** ... and stands on the digits' baseline, to this share of their height (a j goes below). */
  baselineSlack: 0.15,
  /** A glyph wider than this many times the line's usual glyph is two glyphs touching: pairing glyphs with characters stops there. */
  mergedWidth: 1.6,
};

/** One glyph of a line: the blobs whose columns overlap (a dot over its stem is one glyph). */
interface Glyph extends PixelRect {
  parts: number;
}

/** The glyphs of a cleaned line crop, left to right. */
export function glyphsOf(image: GrayImage, threshold: number): Glyph[] {
  const found = blobs(image, threshold)
    .filter((b) => b.pixels >= 2)
    .sort((a, b) => a.x0 - b.x0);
  const glyphs: Glyph[] = [];
  for (const b of found) {
    const last = glyphs[glyphs.length - 1];
    if (last && b.x0 < last.x1 && b.x1 > last.x0) {
      last.x0 = Math.min(last.x0, b.x0);
      last.x1 = Math.max(last.x1, b.x1);
      last.y0 = Math.min(last.y0, b.y0);
      last.y1 = Math.max(last.y1, b.y1);
      last.parts += 1;
    } else glyphs.push({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, parts: 1 });
  }
  return glyphs;
}

/**
 * True when a glyph OCR read as the digit 1 in a letters-and-digits identifier is drawn as a letter:
 * a stem with a dot over it (i), a stem shorter than the line's digits (an i whose dot was lost), or a
 * bare upright bar without a 1's flag (I, l). Glyphs pair with the reading's characters from the left,
 * up to the first glyph wider than `mergedWidth` of the line's usual glyph (two digits touching);
 * undefined when nothing can be judged (no 1 paired, no other digit to give the line's height).
 */
export function oneDrawnAsLetter(image: GrayImage, threshold: number, text: string): boolean | undefined {
  const judged = judgeOnes(image, threshold, text);
  if (judged === false || judged === undefined) return judged;
  return judged.some(([, drawn]) => drawn !== 'digit');
}

/** How a glyph read as 1 is drawn: a 1 with its flag, a narrow stem with a dot over it (the letter i), or another letter's stroke (a bare bar I or l, a short stem). */
type OneDrawn = 'digit' | 'dotted' | 'letter';

/**
 * The glyphs read as 1, paired from the left (see `oneDrawnAsLetter`), each with how it is drawn:
 * false when the reading holds no 1, undefined when nothing can be judged.
 */
function judgeOnes(image: GrayImage, threshold: number, text: string): Array<[number, OneDrawn]> | false | undefined {
  const chars = text.replace(/\s+/g, '');
  if (!chars.includes('1')) return false;
  const glyphs = glyphsOf(image, threshold);
  if (glyphs.length === 0 || glyphs.length > chars.length) return undefined;
  const widths = glyphs.map((g) => g.x1 - g.x0).sort((a, b) => a - b);
  const usual = widths[Math.floor(widths.length / 2)] ?? 0;
  const paired: Array<[Glyph, string]> = [];
  for (const [i, g] of glyphs.entries()) {
    if (g.x1 - g.x0 > REGION.mergedWidth * usual) break;
    paired.push([g, chars[i] ?? '']);
  }
  if (glyphs.length !== chars.length && paired.length === glyphs.length) return undefined;
  const heights = paired.filter(([, c]) => /[02-9]/.test(c)).map(([g]) => g.y1 - g.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)];
  if (!height || !paired.some(([, c]) => c === '1')) return undefined;
  const digits = paired.filter(([, c]) => /[02-9]/.test(c)).map(([g]) => g);
  const top = median(digits.map((g) => g.y0));
  const bottom = median(digits.map((g) => g.y1));
  const judged: Array<[number, OneDrawn]> = [];
  for (const [i, [g, c]] of paired.entries()) {
    if (c !== '1') continue;
    const narrow = g.x1 - g.x0 <= REGION.barWidth * height;
    if (g.parts === 2 && narrow) judged.push([i, 'dotted']);
    else if (g.parts === 1 && faintDotOverStem(image, threshold, g, top, bottom, height)) judged.push([i, 'dotted']);
    else if (g.parts >= 2 || g.y1 - g.y0 <= REGION.shortStem * height || narrow) judged.push([i, 'letter']);
    else judged.push([i, 'digit']);
  }
  return judged;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * A slim stem of x-height standing on the digits' baseline with ink over it where an i's dot stands,
 * too faint for the binarising threshold (a small render's dot is a few gray pixels): the letter i.
 * The ink is looked for from the digits' top to two rows above the stem (its own gray edge aside);
 * an l or I is no short stem.
 */
function faintDotOverStem(image: GrayImage, threshold: number, g: Glyph, top: number, bottom: number, height: number): boolean {
  const stem = g.y1 - g.y0;
  if (stem > REGION.shortStem * height || stem < REGION.minStem * height) return false;
  if (g.x1 - g.x0 > REGION.slimStem * height || Math.abs(g.y1 - bottom) > REGION.baselineSlack * height) return false;
  const faint = Math.round((threshold + 255) / 2);
  for (let y = Math.max(0, Math.round(top) - 1); y <= g.y0 - 2; y += 1) {
    for (let x = Math.max(0, g.x0 - 1); x <= Math.min(image.width - 1, g.x1); x += 1) {
      const v = image.data[y * image.width + x] ?? 255;
      if (v < faint) return true;
    }
  }
  return false;
}

/**
 * The reading of a letters-and-digits identifier with each glyph read as 1 that the box's ink draws
 * as a narrow stem with one dot over it written as the letter i (the only letter so drawn; a 1 has
 * its flag, I and l have no dot). Undefined unless every 1 of the reading is paired with a glyph and
 * each is a flagged 1 or a dotted stem, at least one dotted: a bare bar (I or l) or a short stem
 * (an i whose dot was lost, or a broken glyph) is not told apart, and leaves the identifier out.
 */
export function lettersOfOnes(image: GrayImage, threshold: number, text: string): string | undefined {
  const chars = text.replace(/\s+/g, '');
  const judged = judgeOnes(image, threshold, chars);
  if (!judged) return undefined;
  const ones = [...chars].filter((c) => c === '1').length;
  if (judged.length !== ones || judged.some(([, d]) => d === 'letter') || !judged.some(([, d]) => d === 'dotted')) return undefined;
  const out = [...chars];
  for (const [i, d] of judged) if (d === 'dotted') out[i] = 'i';
  return out.join('');
}

/** The characters tesseract may read in a box of each kind. */
export function charsetOf(kind: FormBox['kind']): string | undefined {
  switch (kind) {
    case 'money':
      return MONEY_CHARS;
    case 'ssn':
    case 'ein':
    case 'tin':
      return TIN_CHARS;
    case 'state':
      return UPPER_CHARS;
    case 'date':
      return DATE_CHARS;
    case 'number':
    case 'year':
      return '0123456789';
    default:
      return undefined;
  }
}

/** Kinds read as a block of lines (a name and address) rather than one line. */
const blockKinds = new Set<FormBox['kind']>(['party']);

/** A template rectangle as the pixel rectangle around its mapped corners. */
export function rectToPixels(reg: Pick<ImageRegistration, 'toPixel'>, r: GeometryRect): PixelRect {
  const pts = [reg.toPixel(r[0], r[1]), reg.toPixel(r[2], r[1]), reg.toPixel(r[0], r[3]), reg.toPixel(r[2], r[3])];
  return { x0: Math.min(...pts.map((p) => p[0])), y0: Math.min(...pts.map((p) => p[1])), x1: Math.max(...pts.map((p) => p[0])), y1: Math.max(...pts.map((p) => p[1])) };
}

const overlaps = (a: GeometryRect, b: GeometryRect) => Math.min(a[2], b[2]) > Math.max(a[0], b[0]) && Math.min(a[3], b[3]) > Math.max(a[1], b[1]);

/**
 * Where a box's value may be, in template points: its printed cell inside the rules, below the
 * label printed over the widget; where the cell holds other boxes' widgets too (a W-2's name and
 * address cell), the box's own widget grown to its line. And the template print to paint out.
 */
export function boxRegion(reg: Pick<ImageRegistration, 'def'>, box: FormBox): { rect: GeometryRect; mask: GeometryRect[] } | undefined {
  const g = geometryOf(reg.def);
  const tw = g.widgets[box.widget];
  if (!tw) return undefined;
  const [cx0, cy0, cx1, cy1] = tw.cell;
  const shared = reg.def.boxes.some((b) => b.widget !== box.widget && g.widgets[b.widget] && overlaps(tw.cell, g.widgets[b.widget]!.widget));
  const print = g.text.filter(([, x0, y0, x1, y1]) => overlaps(tw.cell, [x0, y0, x1, y1]));
  let rect: GeometryRect;
  if (shared) {
    const [wx0, wy0, wx1, wy1] = tw.widget;
    rect = [Math.max(cx0 + REGION.inset, wx0 - 1), Math.max(cy0 + REGION.inset, wy0 - 2), Math.min(cx1 - REGION.inset, wx1 + 1), Math.min(cy1 - REGION.inset, wy1 + 2)];
  } else {
    // The label over the widget ends where the value area starts.
    const above = print.filter(([, , , , y1]) => y1 <= tw.widget[1] + 2).map(([, , , , y1]) => y1);
    const top = Math.max(cy0 + REGION.inset, ...above);
    rect = [cx0 + REGION.inset, Math.min(top, tw.widget[1]), cx1 - REGION.inset, cy1 - REGION.inset];
  }
  const mask = print.map(([, x0, y0, x1, y1]): GeometryRect => [x0 - REGION.maskGrow, y0 - REGION.maskGrow, x1 + REGION.maskGrow, y1 + REGION.maskGrow]);
  return { rect, mask };
}

/**
 * Paints out what is left of the cell's rules after they were cleared (a crop that caught a rule's
 * edge keeps short flat pieces of it, and the short pieces of a vertical rule at its sides): a value's
 * glyphs are neither flat and wide nor thin strokes against the region's side. Points and commas
 * are small but neither, so they stay.
 */
export function removeRuleDebris(image: GrayImage, unit: number, threshold: number): GrayImage {
  const labels = new Int32Array(image.width * image.height);
  const found = blobs(image, threshold, labels);
  const gone = new Set<number>();
  found.forEach((b, i) => {
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    const flat = w >= unit * REGION.debrisMinWidth && h <= unit * REGION.debrisMaxHeight;
    const edge = w <= unit * REGION.edgeStrokeWidth && (b.x0 <= unit * REGION.edgeZone || b.x1 >= image.width - unit * REGION.edgeZone);
    if (flat || edge) gone.add(i + 1);
  });
  if (gone.size === 0) return image;
  const data = new Uint8Array(image.data);
  for (let i = 0; i < data.length; i += 1) if (gone.has(labels[i] ?? 0)) data[i] = 255;
  return { width: image.width, height: image.height, data };
}

/** What is left of a rule or a speck read as text: no letter or digit ("|", "—", ".,"). */
const RULE_DEBRIS = /^[^A-Za-z0-9$]+$/;

/** "Bivd" is always "Blvd" (OCR reads l as i; ADR 010's address rule); a party panel's "PHONE NO." line is its telephone number. */
export function cleanLine(text: string): string {
  return text.replace(/\bBivd\b/g, 'Blvd').replace(/^(?:phone|tel(?:ephone)?)\.?\s*(?:no\.?|number)?\s*:?\s*(?=[\d(+])/i, '');
}

/** True when a region's reading has the shape of its box's kind (an amount with cents, nine TIN digits, a state code). */
export function readsAsKind(kind: FormBox['kind'], lines: string[], tin: string | undefined): boolean {
  const text = lines.join(' ').replace(/\s+/g, '');
  switch (kind) {
    case 'money':
      return /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}$/.test(text);
    case 'ssn':
    case 'ein':
    case 'tin':
      return tin !== undefined;
    case 'state':
      return isStateCode(text.toUpperCase());
    default:
      return text.length > 0;
  }
}

/** Words of one OCR read, as lines (vertical overlap), top to bottom; a rule's remains ("|", "- - -") are dropped. */
export function wordLines(words: readonly OcrWord[]): Array<{ text: string; conf: number }> {
  const sorted = [...words]
    .map((w) => ({ ...w, text: w.text.trim().replace(/^[|[\]{}]+|[|[\]{}]+$/g, '') }))
    .filter((w) => w.text && !RULE_DEBRIS.test(w.text))
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const lines: OcrWord[][] = [];
  for (const w of sorted) {
    const line = lines.find((l) => l.some((o) => Math.min(o.y1, w.y1) - Math.max(o.y0, w.y0) > 0.5 * Math.min(o.y1 - o.y0, w.y1 - w.y0)));
    if (line) line.push(w);
    else lines.push([w]);
  }
  return lines.map((l) => {
    const s = l.sort((a, b) => a.x0 - b.x0);
    return { text: s.map((w) => w.text).join(' '), conf: Math.min(...s.map((w) => w.confidence)) / 100 };
  });
}

/** What the region reading gives for one copy: fields, and the boxes found empty. */
export interface RegionRead {
  /** The form is drawn large enough in the image for its region readings to stand on their own (`minPixelsPerPoint`). */
  standalone: boolean;
  fields: ParsedFields;
  /** Widgets whose region holds no ink: nothing is printed in the box. */
  empty: Set<string>;
  /** Widgets read (ink found and OCR'd). */
  read: Set<string>;
  taxYear?: number;
  /** OCR calls made. */
  calls: number;
  /**
   * The fields of the boxes whose region reading the page's own OCR words in that region spell the
   * same (`agreesWithPage`): two readings of the box at different scales, kept on a form drawn too
   * small for its regions to stand alone.
   */
  agreed: ParsedFields;
  /** Money fields whose region read digits without the cents point these forms print: the reading is not trusted. */
  pointLost: Set<string>;
  /** Letters-and-digits identifiers read with a 1 the box's ink draws as a letter (`oneDrawnAsLetter`): no reading of them is trusted. */
  letterAsDigit: Set<string>;
  /** Checkbox fields whose square holds more ink than the page's empty squares and less than a tick (ADR 121): left out and flagged. */
  uncertainTicks: Set<string>;
  /** Of those, the readings whose every 1 is a flagged 1 or a dotted stem, with the stems written as i (`lettersOfOnes`). */
  lettersRead: Map<string, string>;
}

/** Box kinds a page word can be compared with character for character (one value on one line). */
const comparableKinds = new Set<FormBox['kind']>(['money', 'ssn', 'ein', 'tin', 'state', 'text', 'number']);

/** A reading reduced to what both readings must spell alike: an amount or number its digits, other text its letters and digits. */
export function spelling(kind: FormBox['kind'], text: string): string {
  if (kind === 'money' || kind === 'number' || kind === 'ssn' || kind === 'ein' || kind === 'tin') return text.replace(/\D/g, '');
  // Words stay apart: "PASCALE WE YDERT" is not "PASCALE WEYDERT".
  return text.toUpperCase().replace(/[^A-Z0-9\s]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * True when the page's OCR words whose middles fall in the box's region (pixels) spell what the
 * region read: "761.00(" and "761.00" agree, "043.00" and "943.00" do not.
 */
export function agreesWithPage(kind: FormBox['kind'], lines: readonly string[], region: PixelRect, pageWords: readonly Word[]): boolean {
  if (!comparableKinds.has(kind) || lines.length !== 1) return false;
  const own = spelling(kind, lines[0] ?? '');
  return own.length > 0 && spelling(kind, pageTextIn(region, pageWords)) === own;
}

/** The page's OCR words whose middles fall in a region (pixels), joined by spaces. */
export function pageTextIn(region: PixelRect, pageWords: readonly Word[]): string {
  return pageWords
    .filter((w) => {
      const cx = (w.x + w.x1) / 2;
      const cy = w.y + w.h / 2;
      return cx >= region.x0 && cx <= region.x1 && cy >= region.y0 && cy <= region.y1;
    })
    .map((w) => w.text)
    .join(' ');
}

/** The canonical fields a box gives (a party box its name, address and phone). */
export function fieldsOfBox(box: FormBox): string[] {
  return box.kind === 'party' && box.party ? [`${box.party}_name`, `${box.party}_address`, ...(box.party === 'payer' ? ['payer_phone'] : [])] : [box.field];
}

/**
 * Reads every box of a registered copy from its own region of the image. Boxes whose fields are
 * all in `sure` (the page reading is sure of them) are only checked for ink, not read: the region
 * reading is for what the page missed or doubts, and each OCR call costs time.
 */
export async function readRegions(
  reg: ImageRegistration,
  image: GrayImage,
  unit: number,
  threshold: number,
  engine: OcrEngine,
  signal: AbortSignal,
  sure: ReadonlySet<string> = new Set(),
  pagePhrases: readonly Pick<Phrase, 'text' | 'x0' | 'y0' | 'x1' | 'y1'>[] = [],
): Promise<RegionRead> {
  const reads = new Map<string, BoxRead>();
  const agreedReads = new Map<string, BoxRead>();
  const pageWords = wordsOf([...pagePhrases]);
  const empty = new Set<string>();
  const read = new Set<string>();
  const pointLost = new Set<string>();
  const letterAsDigit = new Set<string>();
  const uncertainTicks = new Set<string>();
  const lettersRead = new Map<string, string>();
  let calls = 0;
  const g = geometryOf(reg.def);
  const boxes = reg.def.boxes;
  // Every square the form prints, the unticked ones giving the page's empty reference (ADR 121).
  const squares = new Map(Object.entries(g.widgets).filter(([, w]) => w.kind === 'checkbox').map(([name, w]) => [name, rectToPixels(reg, w.widget)] as const));
  const ticks = judgeCheckboxes(image, squares, threshold, pixelsPerPoint(reg));
  await mapLimit(boxes, engine.concurrency ?? 1, async (box) => {
    if (signal.aborted) return;
    const tw = g.widgets[box.widget];
    if (!tw || !reg.confirmed.has(box.widget)) return;
    if (box.kind === 'checkbox') {
      const tick = ticks.get(box.widget)?.tick;
      if (tick === 'ticked') reads.set(box.widget, { lines: ['x'], conf: CHECKBOX.tickedConf, checked: true });
      else if (tick === 'uncertain') uncertainTicks.add(box.field);
      else if (tick === 'empty') empty.add(box.widget);
      return;
    }
    const region = boxRegion(reg, box);
    if (!region) return;
    const at = rectToPixels(reg, region.rect);
    const crop = cropImage(image, at);
    const ox = Math.max(0, Math.floor(at.x0));
    const oy = Math.max(0, Math.floor(at.y0));
    whitenRects(crop, region.mask.map((m) => rectToPixels(reg, m)), ox, oy);
    const clean = removeRuleDebris(clearRulesInCrop(crop, unit, threshold), unit, threshold);
    const bands = inkBands(clean, threshold, Math.max(2, Math.round(unit * 0.3)), unit * unit * REGION.minBandInk).filter((b) => b.y1 - b.y0 >= unit * REGION.minBandHeight);
    if (bands.length === 0) {
      empty.add(box.widget);
      return;
    }
    if (fieldsOfBox(box).every((f) => sure.has(f))) return;
    const x0 = Math.min(...bands.map((b) => b.x0));
    const x1 = Math.max(...bands.map((b) => b.x1));
    const y0 = Math.min(...bands.map((b) => b.y0));
    const y1 = Math.max(...bands.map((b) => b.y1));
    const tallest = Math.max(...bands.map((b) => Math.min(b.y1 - b.y0, unit * 1.6)));
    const factor = Math.max(1, Math.min(REGION.maxUpscale, REGION.targetHeight / Math.max(1, tallest)));
    const block = blockKinds.has(box.kind) || bands.length > 1;
    const request = { psm: block ? 6 : 7, dpi: 300, whitelist: charsetOf(box.kind), signal };
    // First the value's own ink, scaled and binarised; when that does not read as the box's kind,
    // the cleaned region around it in gray, as scanned (tesseract reads some glyph pairs of a tight,
    // rescaled crop as three: "-4" as "-14").
    const tight = cropImage(clean, { x0: x0 - 2, y0: y0 - 2, x1: x1 + 2, y1: y1 + 2 }, REGION.pad);
    const attempts = [
      () => binarize(factor > 1.05 ? scaleImage(tight, factor) : tight, threshold),
      () => cropImage(clean, { x0: x0 - unit, y0: y0 - unit * 0.5, x1: x1 + unit, y1: y1 + unit * 0.5 }, REGION.pad),
    ];
    for (const attempt of attempts) {
      let words: OcrWord[];
      try {
        words = await engine.recognize(attempt(), request);
        calls += 1;
      } catch {
        return;
      }
      const lines = wordLines(words);
      if (lines.length === 0) continue;
      let conf = Math.min(...lines.map((l) => l.conf));
      // These forms' amounts print cents: digits read without a point lost it (or read a speck as a digit).
      const lostPoint = box.kind === 'money' && !lines.some((l) => /[.,]\d{2}$/.test(l.text.replace(/\s+/g, '')));
      if (lostPoint) conf = Math.min(conf, REGION.noSeparatorConf);
      // An SSN, EIN or TIN is nine digits whatever marks OCR put between them.
      const texts = lines.map((l) => cleanLine(l.text));
      const tin = box.kind === 'ssn' || box.kind === 'ein' || box.kind === 'tin' ? cropTin(texts.join(''), box.kind === 'ein' ? 'ein' : 'ssn') : undefined;
      if (!readsAsKind(box.kind, texts, tin) && attempt !== attempts[attempts.length - 1]) continue;
      read.add(box.widget);
      if (lostPoint) pointLost.add(box.field);
      if ((MIXED_IDENTIFIER_FIELDS as readonly string[]).includes(box.field) && oneDrawnAsLetter(tight, threshold, texts.join('')) === true) {
        letterAsDigit.add(box.field);
        const spelled = lettersOfOnes(tight, threshold, texts.join(''));
        if (spelled !== undefined) lettersRead.set(box.field, spelled);
      }
      reads.set(box.widget, { lines: tin ? [tin] : texts, conf });
      if (readsAsKind(box.kind, texts, tin) && agreesWithPage(box.kind, texts, at, pageWords)) agreedReads.set(box.widget, { lines: tin ? [tin] : texts, conf });
      // An amount the page's words in the box spell the same but for a 0, 6, 8 or 9 the glyphs' holes
      // tell apart (ADR 123): the region's reading where its ink draws it, flagged.
      else if (box.kind === 'money' && texts.length === 1 && readsAsKind(box.kind, texts, tin) && inkDrawsReading(tight, threshold, glyphsOf(tight, threshold), texts[0] ?? '', pageTextIn(at, pageWords)) === true) {
        agreedReads.set(box.widget, { lines: texts, conf: Math.min(conf, REGION.shapedConf) });
      }
      return;
    }
  });
  const assembled = assemble(reg.def, reads);
  const standalone = pixelsPerPoint(reg) >= REGION.minPixelsPerPoint;
  // A value joined from several boxes (street and city) is agreed only when every part is.
  for (const box of boxes) {
    if (box.part && boxes.some((b) => b.field === box.field && b.part && !agreedReads.has(b.widget))) agreedReads.delete(box.widget);
  }
  return { fields: assembled.fields, empty, read, calls, standalone, pointLost, letterAsDigit, uncertainTicks, lettersRead, agreed: assemble(reg.def, agreedReads).fields, ...(assembled.taxYear !== undefined ? { taxYear: assembled.taxYear } : {}) };
}

/** Fields none of whose boxes holds ink (every widget of the field found empty). */
export function emptyFields(reg: Pick<ImageRegistration, 'def'>, empty: Set<string>): Set<string> {
  const byField = new Map<string, string[]>();
  for (const b of reg.def.boxes) {
    for (const n of fieldsOfBox(b)) byField.set(n, [...(byField.get(n) ?? []), b.widget]);
  }
  return new Set([...byField].filter(([, ws]) => ws.every((w) => empty.has(w))).map(([f]) => f));
}

/** Image pixels per template point of a registered copy. */
export function pixelsPerPoint(reg: Pick<ImageRegistration, 'toPixel'>): number {
  const [ax, ay] = reg.toPixel(0, 0);
  const [bx, by] = reg.toPixel(100, 0);
  return Math.hypot(bx - ax, by - ay) / 100;
}

/**
 * On a copy drawn too small for the page's OCR to read its condensed labels (under
 * `minPixelsPerPoint`), the boxes not confirmed are confirmed when their label, cut out where the
 * template prints it and enlarged to a readable height, reads as the template's label
 * (`labelReadAgain`). A box another revision moved has another box's label there and stays unread.
 */
export async function confirmLabelsReadAgain(reg: ImageRegistration, image: GrayImage, engine: OcrEngine, signal: AbortSignal): Promise<Set<string>> {
  const g = geometryOf(reg.def);
  const scale = pixelsPerPoint(reg);
  const found = new Set<string>();
  const unconfirmed = reg.def.boxes.filter((b) => !reg.confirmed.has(b.widget) && b.kind !== 'checkbox' && labelWordsOf(reg.def, b.widget).length > 0);
  await mapLimit(unconfirmed, engine.concurrency ?? 1, async (box) => {
    const tw = g.widgets[box.widget];
    if (!tw || signal.aborted) return;
    const print = g.text.filter(([, x0, y0, x1, y1]) => overlaps(tw.cell, [x0, y0, x1, y1]) && y1 <= tw.widget[1] + 2);
    if (print.length === 0) return;
    const rect: GeometryRect = [
      Math.max(tw.cell[0], Math.min(...print.map((t) => t[1])) - 1),
      Math.max(tw.cell[1], Math.min(...print.map((t) => t[2])) - 1),
      Math.min(tw.cell[2], Math.max(...print.map((t) => t[3])) + 1),
      Math.min(tw.cell[3], Math.max(...print.map((t) => t[4])) + 1),
    ];
    const textHeight = Math.max(...print.map((t) => t[4] - t[2])) * scale;
    const factor = Math.max(1, Math.min(REGION.maxUpscale, REGION.targetHeight / Math.max(1, textHeight)));
    const crop = cropImage(image, rectToPixels(reg, rect), REGION.pad);
    let words: OcrWord[];
    try {
      words = await engine.recognize(factor > 1.05 ? scaleImage(crop, factor) : crop, { psm: 6, dpi: 300, signal });
    } catch {
      return;
    }
    if (labelReadAgain(reg.def, box.widget, words.map((w) => w.text))) found.add(box.widget);
  });
  return found;
}

/** The best registered copy of a type's official form on an OCR'd page, read box by box; undefined when the page does not register. */
export async function readPageByRegions(
  type: DocumentType,
  page: { layout: Pick<PageLayout, 'phrases' | 'unit'>; image: GrayImage },
  engine: OcrEngine,
  signal: AbortSignal,
  sure: ReadonlySet<string> = new Set(),
  opts: { projective?: boolean } = {},
): Promise<(RegionRead & { registration: ImageRegistration; emptyFields: Set<string> }) | undefined> {
  let registration = registerImage(type, page.layout.phrases, opts)[0];
  if (!registration) return undefined;
  if (pixelsPerPoint(registration) < REGION.minPixelsPerPoint) {
    const again = await confirmLabelsReadAgain(registration, page.image, engine, signal);
    if (again.size > 0) registration = { ...registration, confirmed: withLaterRows(registration.def, new Set([...registration.confirmed, ...again])) };
  }
  const read = await readRegions(registration, page.image, page.layout.unit, inkThreshold(page.image), engine, signal, sure, page.layout.phrases);
  return { ...read, registration, emptyFields: emptyFields(registration, read.empty) };
}

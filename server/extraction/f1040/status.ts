/**
 * The filing-status row of a scanned Form 1040 / 1040-SR page 1, read from the page image by its
 * structure (ADR 099): each status label printed on the page ("Single", "Married filing jointly", …)
 * has its square box just left of its first word; the box is found by its top and bottom edges (a
 * scan keeps the boxes' horizontal strokes, while their sides fade below the ink threshold), and the
 * ink inside it is measured. The status is the one box clearly filled while every other box found
 * is clearly empty; anything else (no box filled, two filled, one in between) leaves it absent.
 * The 1040 prints the five labels on three rows, the 1040-SR on two: only the labels read and the
 * boxes beside them are used, never a layout's positions.
 */
import type { FilingStatus } from '#shared/extraction/fields';
import type { GrayImage } from '../../integrations/ocr/types';
import { centerY, type Phrase } from '../layout';

export interface StatusLabel {
  status: FilingStatus;
  phrase: Phrase;
  /** The label's first word as printed ("single", "married", "head", "qualifying"). */
  first: string;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Share of the box's inside that is ink (0..1). */
  fill: number;
}

export interface StatusReading {
  /** The boxes found beside the labels read. */
  boxes: Array<{ status: FilingStatus; box: Box }>;
  value?: FilingStatus;
  conf?: number;
}

/** A box's side, in units of the page's text height. */
const BOX_MIN = 0.5;
const BOX_MAX = 1.6;
/** A box is searched this far left of its label's first word (text heights), and may reach this far into it. */
const SEARCH_LEFT = 2.5;
const SEARCH_INTO = 0.4;
/** An edge pixel is this much darker than the paper around it (a box's pale strokes included). */
const EDGE_CONTRAST = 35;
/** A filled box has at least this share of its inside in ink … */
const FILLED_MIN = 0.05;
/** … and every other box at most this share (a speck of scan noise, a stroke of the outline left in). */
export const EMPTY_MAX = 0.02;
/** Confidence of a status told by its box: all five boxes seen, or only some of them. */
const ALL_SEEN_CONF = 0.9;
const SOME_SEEN_CONF = 0.85;

/** Where a word starts inside a phrase, by its share of the phrase's characters (OCR keeps no word boxes in a phrase). */
export function wordStartX(phrase: Phrase, word: RegExp): number {
  const m = word.exec(phrase.text);
  if (!m || phrase.text.length === 0) return phrase.x0;
  return phrase.x0 + ((phrase.x1 - phrase.x0) * m.index) / phrase.text.length;
}

const pixel = (img: GrayImage, x: number, y: number) => img.data[y * img.width + x] ?? 255;

/** The paper's level around a region: a bright percentile of its pixels. */
function paperLevel(img: GrayImage, x0: number, y0: number, x1: number, y1: number): number {
  const values: number[] = [];
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) values.push(pixel(img, x, y));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.9)] ?? 255;
}

interface Stroke {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * Square boxes whose left edge is inside [x0, x1): pairs of horizontal strokes of a box's length,
 * with the same ends, as far apart as they are long. The strokes are looked for a box's length
 * beyond the region on each side, so a ruling line crossing it is too long to be a box's edge.
 */
export function findBoxes(img: GrayImage, region: { x0: number; y0: number; x1: number; y1: number }, unit: number, inkLevel: number): Box[] {
  const minLen = Math.max(4, Math.round(unit * BOX_MIN));
  const maxLen = Math.round(unit * BOX_MAX);
  const X0 = Math.max(0, Math.floor(region.x0 - maxLen));
  const X1 = Math.min(img.width, Math.ceil(region.x1 + maxLen * 2));
  const Y0 = Math.max(0, Math.floor(region.y0));
  const Y1 = Math.min(img.height, Math.ceil(region.y1));
  if (X1 - X0 < minLen || Y1 - Y0 < minLen) return [];
  const edge = paperLevel(img, X0, Y0, X1, Y1) - EDGE_CONTRAST;
  // Runs of edge pixels on each row, of a box's length.
  const strokes: Stroke[] = [];
  for (let y = Y0; y < Y1; y += 1) {
    let start = -1;
    for (let x = X0; x <= X1; x += 1) {
      const dark = x < X1 && pixel(img, x, y) < edge;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        const len = x - start;
        // A run touching the searched area's ends may be a longer line cut off: not a box's edge.
        if (len >= minLen && len <= maxLen && start > X0 && x < X1) {
          const joined = strokes.find((s) => s.y1 === y - 1 && Math.abs(s.x0 - start) <= 2 && Math.abs(s.x1 - (x - 1)) <= 2);
          if (joined) joined.y1 = y;
          else strokes.push({ x0: start, x1: x - 1, y0: y, y1: y });
        }
        start = -1;
      }
    }
  }
  const boxes: Box[] = [];
  for (const top of strokes) {
    const w = top.x1 - top.x0 + 1;
    if (top.x0 < region.x0 || top.x0 >= region.x1) continue;
    const bottom = strokes.find((s) => s.y0 > top.y1 + 2 && Math.abs(s.x0 - top.x0) <= 3 && Math.abs(s.x1 - top.x1) <= 3 && (s.y1 - top.y0 + 1) / w >= 0.75 && (s.y1 - top.y0 + 1) / w <= 1.33);
    if (!bottom) continue;
    const box = { x0: Math.min(top.x0, bottom.x0), y0: top.y0, x1: Math.max(top.x1, bottom.x1), y1: bottom.y1 };
    if (boxes.some((b) => b.x0 < box.x1 && box.x0 < b.x1 && b.y0 < box.y1 && box.y0 < b.y1)) continue;
    // The inside: within the edges' thickness (the sides are as thick as the top) and a pixel more.
    const t = Math.max(top.y1 - top.y0, bottom.y1 - bottom.y0) + 2;
    const ix0 = box.x0 + t;
    const ix1 = box.x1 - t;
    const iy0 = top.y1 + 2;
    const iy1 = bottom.y0 - 2;
    if (ix1 <= ix0 || iy1 <= iy0) continue;
    let ink = 0;
    for (let y = iy0; y <= iy1; y += 1) for (let x = ix0; x <= ix1; x += 1) if (pixel(img, x, y) < inkLevel) ink += 1;
    boxes.push({ ...box, fill: ink / ((ix1 - ix0 + 1) * (iy1 - iy0 + 1)) });
  }
  return boxes;
}

/**
 * Reads the filing status from the boxes beside its labels. `inkLevel` is the page's ink
 * threshold; `unit` its text height.
 */
export function readFilingStatus(img: GrayImage, labels: StatusLabel[], unit: number, inkLevel: number, allStatuses: number): StatusReading {
  const found: StatusReading['boxes'] = [];
  for (const label of labels) {
    const xs = wordStartX(label.phrase, new RegExp(`\\b${label.first.slice(0, 4)}`, 'i'));
    const cy = centerY(label.phrase);
    const h = Math.max(unit, (label.phrase.y1 - label.phrase.y0) * 0.8);
    const region = { x0: xs - unit * SEARCH_LEFT, y0: cy - h * 1.2, x1: xs + unit * SEARCH_INTO, y1: cy + h * 1.2 };
    // The label's own box: the one nearest left of its first word, on its row.
    const box = findBoxes(img, region, unit, inkLevel)
      .filter((b) => b.x1 <= xs + unit * SEARCH_INTO && Math.abs((b.y0 + b.y1) / 2 - cy) < h * 0.7)
      .sort((a, b) => b.x1 - a.x1)[0];
    if (box && !found.some((f) => f.box.x0 === box.x0 && f.box.y0 === box.y0)) found.push({ status: label.status, box });
  }
  const reading: StatusReading = { boxes: found };
  const filled = found.filter((f) => f.box.fill >= FILLED_MIN);
  const unclear = found.filter((f) => f.box.fill > EMPTY_MAX && f.box.fill < FILLED_MIN);
  const only = filled[0];
  if (found.length >= 2 && filled.length === 1 && unclear.length === 0 && only) {
    reading.value = only.status;
    reading.conf = found.length >= allStatuses ? ALL_SEEN_CONF : SOME_SEEN_CONF;
  }
  return reading;
}

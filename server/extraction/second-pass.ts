/**
 * Second pass over a page: the parsers report the regions where a value may be but none was read
 * (`PageParse.missing`). Text regions are cut out of the page image, cleaned (printed labels blanked,
 * ruling lines removed), narrowed to their line of ink and read again in single-line mode with the
 * field's alphabet; checkboxes are judged by the ink inside the square, never by OCR. Whatever is
 * read goes through the parser's own validation (`RegionProbe.accept`).
 */
import { binarize, clearRulesInCrop, cropImage, darkerThreshold, findCheckboxes, inkBands, inkSegments, inkThreshold, packSegments, removeRulingLines, whitenRects, type InkBand, type PixelRect } from '../integrations/ocr/preprocess';
import { enlargeLine } from '../integrations/ocr/image';
import { mapLimit, type GrayImage, type OcrEngine, type OcrWord } from '../integrations/ocr/types';
import type { PdfMark } from '../integrations/pdf/pdfjs';
import { boundsOf, centerX, centerY, type Rect } from './layout';
import type { RegionProbe } from './parsers/common';

export interface SecondPassStats {
  probes: number;
  read: number;
  accepted: number;
}

/** Pixels of the page image per unit of the layout (1 for OCR pages, dpi/72 for rendered PDF regions). */
interface Frame {
  image: GrayImage;
  /** Page rectangle the image shows, in layout units. */
  origin: { x: number; y: number };
  scale: number;
}

const toPixels = (r: Rect, f: Frame, grow = 0): PixelRect => ({
  x0: (r.x0 - f.origin.x) * f.scale - grow,
  y0: (r.y0 - f.origin.y) * f.scale - grow,
  x1: (r.x1 - f.origin.x) * f.scale + grow,
  y1: (r.y1 - f.origin.y) * f.scale + grow,
});

/** Cuts a probe's region out of the frame and blanks its printed text. */
function probeCrop(probe: RegionProbe, f: Frame): { crop: GrayImage; at: PixelRect } {
  const at = toPixels(probe.rect, f);
  const crop = cropImage(f.image, at);
  const ox = Math.max(0, Math.floor(at.x0));
  const oy = Math.max(0, Math.floor(at.y0));
  whitenRects(crop, probe.mask.map((m) => toPixels(m, f, 2)), ox, oy);
  return { crop, at: { x0: ox, y0: oy, x1: ox + crop.width, y1: oy + crop.height } };
}

/** True when a box centred at (cx, cy) is nearer to the probe's own label than to any other (or the probe names none). */
function nearestToOwnLabel(probe: RegionProbe, cx: number, cy: number): boolean {
  if (!probe.near) return true;
  const d = (r: Rect) => Math.hypot(centerX(r) - cx, (centerY(r) - cy) * 1.5);
  const own = d(probe.near.own);
  return !probe.near.others.some((o) => d(o) < own);
}

/** Judges a checkbox probe by ink; true when a ticked box nearest to its own label was found. */
export function checkboxTicked(probe: RegionProbe, f: Frame, unitPx: number, threshold: number): boolean {
  const { crop, at } = probeCrop(probe, f);
  const clean = removeRulingLines(crop, Math.round(unitPx * 3), { threshold });
  const boxes = findCheckboxes(clean, threshold, unitPx, unitPx * 3);
  return boxes.some(
    (b) => b.marked && nearestToOwnLabel(probe, (at.x0 + (b.x0 + b.x1) / 2) / f.scale + f.origin.x, (at.y0 + (b.y0 + b.y1) / 2) / f.scale + f.origin.y),
  );
}

/** Reads the text probes of an OCR page and judges its checkboxes. */
export async function runSecondPass(image: GrayImage, unit: number, probes: RegionProbe[], engine: OcrEngine, signal: AbortSignal): Promise<SecondPassStats> {
  const stats: SecondPassStats = { probes: probes.length, read: 0, accepted: 0 };
  if (probes.length === 0) return stats;
  const frame: Frame = { image, origin: { x: 0, y: 0 }, scale: 1 };
  const threshold = inkThreshold(image);
  // Probes are independent: with several OCR workers they are read at once.
  await mapLimit(probes, engine.concurrency ?? 1, async (probe) => {
    if (signal.aborted) return;
    if (probe.kind === 'checkbox') {
      if (checkboxTicked(probe, frame, unit, threshold) && probe.accept('x', 0.9)) stats.accepted += 1;
      return;
    }
    const { crop } = probeCrop(probe, frame);
    if (crop.width < unit || crop.height < unit * 0.5) return;
    const clean = probe.keepRules ? crop : clearRulesInCrop(crop, unit, threshold);
    const bands = inkBands(clean, threshold, Math.max(2, Math.round(unit * 0.3)), unit * unit * 0.25)
      .filter((b) => b.y1 - b.y0 >= unit * 0.35 && b.y1 - b.y0 <= unit * 3 && b.x1 - b.x0 >= unit * 0.4)
      .sort((a, b) => b.ink - a.ink)
      .slice(0, 2);
    // The whole band first (a combed cell: its glyphs side by side, then as printed); when that
    // gives nothing valid, each group of ink in it on its own (a lone code in a wide cell reads as
    // nothing, or as noise, among the cell's empty space).
    for (const band of bands) {
      if (probe.comb && (await readPacked(probe, clean, band)) !== 'unread') return;
      if ((await readPart(probe, clean, band)) !== 'unread') return;
      const parts = inkSegments(clean, band, threshold, Math.round(unit * 0.6), Math.max(2, Math.round(unit * 0.15)), unit * unit * 0.1)
        .filter((part) => part.x1 - part.x0 < (band.x1 - band.x0) * 0.8)
        .sort((a, b) => b.ink - a.ink)
        .slice(0, 3);
      for (const part of parts) {
        if ((await readPart(probe, clean, part)) !== 'unread') return;
      }
    }
  });
  return stats;

  /** One read of an image for a probe; undefined when the engine failed. */
  async function read(probe: RegionProbe, image: GrayImage): Promise<OcrWord[] | undefined> {
    try {
      const words = await engine.recognize(image, { psm: probe.psm ?? 7, dpi: 300, whitelist: probe.whitelist, signal });
      stats.read += 1;
      return words;
    } catch {
      return undefined;
    }
  }

  /**
   * Reads a band of glyphs spaced a cell apart (a combed SSN: LSTM reads such a line with digits
   * added or lost) with the glyphs set side by side. A digit a divider crossed may still read
   * two ways, so the packed line is read three times and each digit is the one most of the
   * readings give. Binarised darker comes first, so it wins a tie: it drops what is left of the
   * divider (seed 11: 538 read as 534 at the usual cut).
   */
  async function readPacked(probe: RegionProbe, clean: GrayImage, band: InkBand): Promise<'accepted' | 'unread' | 'failed'> {
    const glyphs = inkSegments(clean, band, threshold, Math.max(2, Math.round(unit * 0.15)), 2, unit * unit * 0.05);
    if (glyphs.length < 6) return 'unread';
    const rows = { x0: band.x0, y0: band.y0 - unit * 0.3, x1: band.x1, y1: band.y1 + unit * 0.3 };
    const packed = packSegments(clean, rows, glyphs, Math.max(2, Math.round(unit * 0.2)), 12);
    const reads: Array<{ digits: string; words: OcrWord[] }> = [];
    for (const image of [binarize(packed, darkerThreshold(threshold)), binarize(packed, threshold), packed]) {
      const words = await read(probe, image);
      if (!words) return 'failed';
      const digits = words.map((w) => w.text).join('').replace(/\D/g, '');
      if (digits) reads.push({ digits, words });
    }
    const voted = voteDigits(reads.map((r) => r.digits));
    if (!voted || !probe.accept(voted, readConf(reads.filter((r) => r.digits.length === voted.length).flatMap((r) => r.words)))) return 'unread';
    stats.accepted += 1;
    return 'accepted';
  }

  /** Reads one band (or part of one) of a probe's crop: binarised first, then gray. */
  async function readPart(probe: RegionProbe, clean: GrayImage, part: InkBand): Promise<'accepted' | 'unread' | 'failed'> {
    // The rows the part's own ink fills, with a white margin: a band held together by a column
    // rule also holds what is left of the row's bottom rule, which turns "DD" into nothing.
    const own = inkBands(cropImage(clean, part), threshold, Math.max(2, Math.round(unit * 0.3)), 1).sort((a, b) => b.ink - a.ink)[0];
    const rows = own ? { y0: part.y0 + own.y0, y1: part.y0 + own.y1 } : part;
    const cut = cropImage(clean, { x0: part.x0 - unit * 0.4, y0: rows.y0 - 1, x1: part.x1 + unit * 0.4, y1: rows.y1 + 1 }, 12);
    const { image: gray, factor } = probe.upscaleTo ? enlargeLine(cut, rows.y1 - rows.y0, probe.upscaleTo, 4, 1.1) : { image: cut, factor: 1 };
    // Binarised first (noise and faint rules gone); the gray crop when that reads nothing valid.
    // An upscaled crop reads better as it is: binarising small print joins strokes (a 5 read as 6).
    for (const line of factor > 1.1 ? [gray, binarize(gray, threshold)] : [binarize(gray, threshold), gray]) {
      const words = await read(probe, line);
      if (!words) return 'failed';
      const text = words.map((w) => w.text).join(' ').trim();
      if (text && probe.accept(text, readConf(words))) {
        stats.accepted += 1;
        return 'accepted';
      }
    }
    return 'unread';
  }
}

/**
 * The confidence of a probe's reading: a whitelist makes tesseract report low confidences even for
 * clean reads, and the strict shape check in `accept` is the main guard, so it is kept between
 * 0.6 and 0.9; a re-read the engine is unsure of stays below "verified".
 */
function readConf(words: OcrWord[]): number {
  return Math.max(0.6, Math.min(0.9, Math.min(...words.map((w) => w.confidence)) / 100));
}

/**
 * Judges the checkbox probes of a text-layer page whose ticks were flattened into drawings: each
 * region is rendered on its own and measured like a scan.
 */
export async function runCheckboxPass(
  probes: RegionProbe[],
  render: (rect: Rect, dpi: number) => Promise<GrayImage>,
  unit: number,
): Promise<number> {
  const boxes = probes.filter((p) => p.kind === 'checkbox');
  if (boxes.length === 0) return 0;
  // One rendering of the area holding every checkbox (pdf.js runs the page's operators per call).
  const area = boundsOf(boxes.map((p) => p.rect));
  const dpi = 150;
  const frame: Frame = { image: await render(area, dpi), origin: { x: area.x0, y: area.y0 }, scale: dpi / 72 };
  let accepted = 0;
  for (const probe of boxes) {
    if (checkboxTicked(probe, frame, unit * frame.scale, 170) && probe.accept('x', 0.95)) accepted += 1;
  }
  return accepted;
}

/**
 * Judges the checkbox probes of a flattened text page from what the page draws, without rendering:
 * a checkbox is a square path of 0.6–3 text heights; it is ticked when a smaller painted path or a
 * glyph (a ✓ or an X) sits in its middle. Returns undefined when no probe region holds a square
 * (the caller then renders), else the number of boxes found ticked.
 */
export function judgeCheckboxesByMarks(probes: RegionProbe[], marks: PdfMark[], unit: number): number | undefined {
  const boxes = probes.filter((p) => p.kind === 'checkbox');
  if (boxes.length === 0) return 0;
  const side = (m: PdfMark) => Math.max(m.x1 - m.x0, m.y1 - m.y0);
  const squares = marks.filter((m) => {
    const w = m.x1 - m.x0;
    const h = m.y1 - m.y0;
    return m.kind === 'path' && w >= unit * 0.6 && h >= unit * 0.6 && w <= unit * 3 && h <= unit * 3 && Math.abs(w - h) <= Math.max(w, h) * 0.25;
  });
  const inside = (r: Rect, x: number, y: number) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;
  let found = false;
  let accepted = 0;
  for (const probe of boxes) {
    const own = squares.filter((q) => inside(probe.rect, centerX(q), centerY(q)));
    if (own.length === 0) continue;
    found = true;
    const ticked = own.filter((q) => {
      const s = side(q);
      const middle = { x0: q.x0 + s * 0.2, y0: q.y0 + s * 0.2, x1: q.x1 - s * 0.2, y1: q.y1 - s * 0.2 };
      const grown = { x0: q.x0 - s * 0.1, y0: q.y0 - s * 0.1, x1: q.x1 + s * 0.1, y1: q.y1 + s * 0.1 };
      return marks.some((m) => m !== q && side(m) < s * 0.95 && inside(middle, centerX(m), centerY(m)) && inside(grown, m.x0, m.y0) && inside(grown, m.x1, m.y1));
    });
    const hit = ticked.some((q) => nearestToOwnLabel(probe, centerX(q), centerY(q)));
    if (hit && probe.accept('x', 0.95)) accepted += 1;
  }
  return found ? accepted : undefined;
}

/**
 * Digit strings read several times, combined: the length most readings agree on, then at each
 * place the digit most of those readings give (the first reading's on a tie).
 */
export function voteDigits(reads: string[]): string | undefined {
  const lengths = new Map<number, number>();
  for (const r of reads) lengths.set(r.length, (lengths.get(r.length) ?? 0) + 1);
  const length = [...lengths.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const same = reads.filter((r) => r.length === length);
  if (!length || same.length === 0) return undefined;
  let out = '';
  for (let i = 0; i < length; i += 1) {
    const counts = new Map<string, number>();
    for (const r of same) counts.set(r[i] as string, (counts.get(r[i] as string) ?? 0) + 1);
    out += [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
  }
  return out;
}

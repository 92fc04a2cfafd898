/**
 * Re-reading of doubtful words on an OCR page. Whole-page OCR reads a value printed on a dashed
 * rule or crowded by a box's border with low confidence and often wrongly ("3200.36" for
 * "37160.56", "snon" for "51.00"). Each such phrase is cut out of the page image, cleaned (solid
 * and dashed rules removed, binarised) and read again as a single line; the new words replace the
 * old ones only when tesseract is clearly surer of them. A mostly-digit phrase tesseract stays
 * unsure of is also given to the hand-written digit reader, whose readings are used on a page
 * filled in by hand. Runs before parsing, so every parser and table reader sees the better words.
 */
import { digitModel, readHandwrittenDigits } from '../integrations/ocr/digits';
import { binarize, blobs, clearRulesInCrop, cropImage, inkThreshold, removeRulingLines, whitenRects, type Blob, type PixelRect } from '../integrations/ocr/preprocess';
import { mapLimit, type GrayImage, type OcrEngine, type OcrWord } from '../integrations/ocr/types';
import { boundsOf, centerIn, ocrTokens, type Phrase, type Token } from './layout';

const PAD = 12;

/** Below this probability a hand-written digit is not trusted (the line keeps tesseract's reading). */
const HAND_CONF = 0.9;
/** Hand readings are used on a page where at least this many phrases read as hand-written digits. */
const HAND_MIN = 3;

export interface RereadStats {
  candidates: number;
  replaced: number;
  /** Phrases read by the hand-written digit reader (0 on a page judged printed). */
  handwritten: number;
}

interface Reading {
  read: OcrWord[];
  conf: number;
}

/** New words for a phrase, and the area of the page words they replace. */
interface Replacement {
  area: PixelRect;
  tokens: Token[];
}

/** Mostly digits: an amount, a TIN, a ZIP code. */
function mostlyDigits(p: Phrase): boolean {
  // A hand-drawn 1 is often read as a slash.
  const digits = (p.text.match(/[\d/]/g) ?? []).length;
  return digits >= 2 && digits >= p.text.replace(/[^A-Za-z0-9]/g, '').length * 0.5;
}

/**
 * Phrases worth a second look: digits read with low confidence, text read as noise, and two
 * readings of the same ink (OCR sometimes returns "at" over "ustin" for "Austin" squeezed against
 * a box's border), which are read again as one phrase.
 */
export function doubtfulPhrases(phrases: Phrase[], unit: number, pageWidth: number): Phrase[] {
  const ocr = phrases.filter((p) => p.source === 'ocr');
  const words = (p: Phrase) => p.text.trim().split(/\s+/);
  // A phrase that starts with a box number ("10 Gross proceeds") is a label.
  const numbered = (p: Phrase) => /^\d{1,2}[a-z]?$/i.test(words(p)[0] ?? '');
  const valueLike = (p: Phrase) => words(p).length <= 3 && !numbered(p);
  const overlapping = new Set<Phrase>();
  const unions: Phrase[] = [];
  ocr.forEach((a, i) => {
    for (const b of ocr.slice(i + 1)) {
      const shared = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const narrower = Math.min(a.x1 - a.x0, b.x1 - b.x0);
      // Two sure readings side by side are two words; a pair is doubtful when one of its readings
      // is. Labels ("10 Gross proceeds" over "paid to an") are never read again.
      if (overlapping.has(a) || overlapping.has(b) || Math.min(a.conf, b.conf) >= 0.6 || !valueLike(a) || !valueLike(b)) continue;
      if (shared < narrower * 0.4 || Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) > unit * 0.5) continue;
      overlapping.add(a);
      overlapping.add(b);
      const [first, second] = a.x0 <= b.x0 ? [a, b] : [b, a];
      unions.push({ ...first, text: `${first.text} ${second.text}`, ...boundsOf([a, b]), conf: Math.min(a.conf, b.conf) });
    }
  });
  const sized = (p: Phrase) => {
    const h = p.y1 - p.y0;
    return h <= unit * 3.2 && h >= unit * 0.5 && p.x1 - p.x0 <= pageWidth * 0.45;
  };
  // An amount read without its decimal point ("47755|" for 477.55) on a page whose amounts are
  // printed with cents.
  const withCents = ocr.filter((p) => /\d\.\d{2}\b/.test(p.text)).length;
  const pointLost = (p: Phrase) => withCents >= 3 && p.conf < 0.9 && /^\$?\d{4,}$/.test(p.text.replace(/^[|[\]\s]+|[|[\]\s]+$/g, ''));
  // Values, not labels: a label re-read may come back misspelt differently and stop matching.
  const doubtful = (p: Phrase) => {
    const alnum = p.text.replace(/[^A-Za-z0-9]/g, '').length;
    if ((mostlyDigits(p) && p.conf < 0.8) || pointLost(p)) return true;
    const h = p.y1 - p.y0;
    // A lone glyph is noise, unless its box is several glyphs wide: a word or two lines read as
    // one glyph ("a" for a 1098's "661-41-1133", or for "Harbor Media" over "9177 M").
    const wide = p.x1 - p.x0 > unit * 3;
    if (numbered(p) || (alnum < 2 && !wide) || words(p).length > 6) return false;
    // Two lines read as one tall word ("pe" for "Evergreen Payroll" over "8469 Elm Road", or
    // "Harbor" over "27" of "2723 Oak Street"): even a fairly sure one when it is clearly two lines.
    return p.conf < 0.4 || (p.conf < 0.6 && h > unit * 1.8) || (p.conf < 0.9 && h > unit * 2.4);
  };
  return [...unions.filter(sized), ...ocr.filter((p) => !overlapping.has(p) && sized(p) && doubtful(p))];
}

/**
 * The shortest vertical run inside a phrase's crop (touching neither its top nor its bottom) that
 * is erased as a ruling line: a rule runs out of the crop, while the stems of a line printed larger
 * than the page's text ("Cmberland Vly/Mddl" in a W-2's box 20, half as tall again) are longer than
 * the page's 1.3 text heights and must stay.
 */
function lineRuleRun(crop: GrayImage): number {
  return crop.height * 0.8;
}

/**
 * Words of the line above that a tall phrase's crop cuts through: an unsure box over two text
 * heights ("Berni" for "Denver") reaches up into the label over it, and the label's lower half,
 * read with the value, turns the reading into noise. The sure words centred above the phrase's top
 * are painted out of its crop. Only above: painting out the sure words below a phrase changed what
 * a scanned W-2's table read (an amount over a dashed rule came back with noise words).
 */
function neighbourWords(p: PixelRect, sure: readonly Token[], unit: number): Token[] {
  if (p.y1 - p.y0 <= unit * 1.8) return [];
  return sure.filter((t) => (t.y0 + t.y1) / 2 < p.y0 && t.y1 > p.y0 - unit);
}

/**
 * Widens a phrase's rectangle sideways over ink that continues it: the page read sometimes boxes
 * part of a line only ("Pinecrest" of "Pinecrest Capital" under a garbled first word). Stops at a
 * blank gap of 0.9 text heights, at a ruling line, at a word the page read surely (`blockers`) that
 * fills at least half the phrase's height or is as wide as the phrase, or twelve text heights out.
 * Ink inside `masks` (words of another line) does not count.
 */
export function widenToInk(image: GrayImage, rect: PixelRect, unit: number, threshold: number, blockers: readonly PixelRect[] = [], masks: readonly PixelRect[] = []): PixelRect {
  const reach = unit * 12;
  const wide = { x0: rect.x0 - reach, y0: rect.y0, x1: rect.x1 + reach, y1: rect.y1 };
  const raw = cropImage(image, wide);
  if (raw.width === 0 || raw.height === 0) return rect;
  const ox = Math.max(0, Math.floor(wide.x0));
  whitenRects(raw, masks, ox, Math.max(0, Math.floor(wide.y0)));
  const clean = clearRulesInCrop(raw, unit, threshold, lineRuleRun(raw));
  const { width, height } = raw;
  const ink = new Uint16Array(width);
  const dark = new Uint16Array(width);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((clean.data[y * width + x] ?? 255) < threshold) ink[x] = (ink[x] ?? 0) + 1;
      if ((raw.data[y * width + x] ?? 255) < threshold) dark[x] = (dark[x] ?? 0) + 1;
    }
  }
  const minInk = Math.max(2, Math.round(height * 0.08));
  // A ruling line's edge pixels are paler than its core: two columns either side count with it.
  const rule = (x: number) => [-2, -1, 0, 1, 2].some((d) => (dark[x + d] ?? 0) >= height * 0.85);
  const inky = (x: number) => (ink[x] ?? 0) >= minInk;
  const maxGap = unit * 0.9;
  // Words the page read surely stay as they are: the widening stops at them, but only at a word
  // on the phrase's whole line or as wide as the phrase itself. A phrase two lines tall ("BMS"
  // over "Blue River Bank" and "1432 Oak Street") goes on past a sure word of one of its lines
  // ("ak"), or its crop would cut the other line's words in two ("Blue Ri er Bank"); a tall speck
  // lying across a sure word ("gi" across "89-9388232") does not.
  const shared = (b: PixelRect) => Math.min(b.y1, rect.y1) - Math.max(b.y0, rect.y0);
  const across = (b: PixelRect) => b.x0 <= rect.x0 + unit * 0.3 && b.x1 >= rect.x1 - unit * 0.3;
  const rows = blockers.filter((b) => shared(b) >= (b.y1 - b.y0) * 0.5 && (shared(b) >= (rect.y1 - rect.y0) * 0.5 || across(b)));
  const blocked = (x: number) => rows.some((b) => ox + x >= b.x0 && ox + x <= b.x1);
  const walk = (from: number, step: 1 | -1): number => {
    let edge = from - step;
    let gap = 0;
    for (let x = from; x >= 0 && x < width; x += step) {
      if (rule(x) || blocked(x)) break;
      if (inky(x)) {
        edge = x;
        gap = 0;
      } else if ((gap += 1) > maxGap) break;
    }
    return edge;
  };
  const right = walk(Math.min(width - 1, Math.ceil(rect.x1) - ox), 1);
  const left = walk(Math.max(0, Math.floor(rect.x0) - ox), -1);
  return { x0: Math.min(rect.x0, ox + left), y0: rect.y0, x1: Math.max(rect.x1, ox + right + 1), y1: rect.y1 };
}

/**
 * Re-reads the doubtful phrases and returns the page's tokens with the better readings in place of
 * the words they replace.
 */
export async function rereadDoubtful(
  image: GrayImage,
  tokens: Token[],
  phrases: Phrase[],
  unit: number,
  engine: OcrEngine,
  signal: AbortSignal,
  threshold = inkThreshold(image),
): Promise<{ tokens: Token[]; stats: RereadStats }> {
  const candidates = doubtfulPhrases(phrases, unit, image.width);
  const stats: RereadStats = { candidates: candidates.length, replaced: 0, handwritten: 0 };
  if (candidates.length === 0) return { tokens, stats };
  const sure = tokens.filter((t) => t.conf >= 0.6);
  // Read every candidate (in parallel when the engine has several workers), then swap the words.
  const readings = await mapLimit(candidates, engine.concurrency ?? 1, async (p) => {
    if (signal.aborted) return undefined;
    const around = { x0: p.x0 - unit * 0.3, y0: p.y0 - unit * 0.25, x1: p.x1 + unit * 0.3, y1: p.y1 + unit * 0.25 };
    const masks = neighbourWords(p, sure, unit);
    const rect = widenToInk(image, around, unit, threshold, sure.filter((t) => !centerIn(t, p)), masks);
    const crop = cropImage(image, rect);
    const left = Math.max(0, Math.floor(rect.x0));
    const top = Math.max(0, Math.floor(rect.y0));
    whitenRects(crop, masks, left, top);
    // Where the padded crop's words sit on the page.
    const ox = left - PAD;
    const oy = top - PAD;
    const clean = binarize(clearRulesInCrop(crop, unit, threshold, lineRuleRun(crop)), threshold);
    // A line is read as a line; a phrase two lines tall ("a ich pel Co" for a name over a street)
    // is also read as a block, and the surer of the two readings counts.
    const modes = p.y1 - p.y0 > unit * 1.7 ? [7, 6] : [7];
    const input = cropImage(clean, { x0: 0, y0: 0, x1: clean.width, y1: clean.height }, PAD);
    let best: Reading | undefined;
    for (const psm of modes) {
      let words;
      try {
        words = await engine.recognize(input, { psm, dpi: 300, signal });
      } catch {
        return undefined;
      }
      const read = words.filter((w) => w.text.trim() !== '');
      if (read.length === 0) continue;
      const conf = read.reduce((s, w) => s + w.confidence, 0) / read.length / 100;
      if (!best || conf > best.conf) best = { read, conf };
    }
    const area = { x0: Math.min(p.x0, rect.x0), y0: p.y0, x1: Math.max(p.x1, rect.x1), y1: p.y1 };
    // Hand-written digits: tesseract, trained on print, stays unsure of them; the digit reader
    // reads a line whose glyphs are not one font's (see readHandwrittenDigits).
    let hand: Replacement | undefined;
    if (mostlyDigits(p) && (!best || best.conf < 0.8)) {
      // A printed dollar sign before the amount is tesseract's to read, not the digit reader's.
      const dollar = p.text.startsWith('$') || (best?.read[0]?.text.startsWith('$') ?? false);
      const digits = readHandwrittenDigits(clean, 128, unit, digitModel(), { dollar });
      if (digits && digits.conf >= HAND_CONF) {
        const x = ox + PAD, y = oy + PAD;
        // Kept below the engine's sure readings: a person checks a hand-written amount.
        hand = { area, tokens: [{ text: digits.text, x0: x + digits.box.x0, y0: y + digits.box.y0, x1: x + digits.box.x1, y1: y + digits.box.y1, conf: digits.conf * 0.75, source: 'ocr' }] };
      }
    }
    return { hand, printed: printedReading(p, best, unit, area, ox, oy) };
  });
  // A form is filled in by hand or by machine: hand readings count only on a page with several
  // (a printed label the digit reader happens to read surely stays tesseract's).
  const handwritten = readings.filter((r) => r?.hand).length >= HAND_MIN;
  stats.handwritten = handwritten ? readings.filter((r) => r?.hand).length : 0;
  let out = tokens;
  candidates.forEach((p, i) => {
    const replacement = (handwritten ? readings[i]?.hand : undefined) ?? readings[i]?.printed;
    if (!replacement) return;
    const kept = out.filter((t) => t.source !== 'ocr' || !centerIn(t, replacement.area));
    // A word cut by the crop's edge ("Stre" of "Street" beside a sure word that stopped the
    // widening) gives way to the sure page word it overlaps.
    const overlapsSure = (r: Token) =>
      kept.some((t) => t.conf >= 0.6 && (t.y0 + t.y1) / 2 >= r.y0 && (t.y0 + t.y1) / 2 <= r.y1 && Math.min(t.x1, r.x1) - Math.max(t.x0, r.x0) > 0.5 * Math.min(t.x1 - t.x0, r.x1 - r.x0));
    out = [...kept, ...replacement.tokens.filter((r) => !overlapsSure(r))];
    stats.replaced += 1;
  });
  return { tokens: out, stats };
}

/** Tesseract's second reading of a phrase, when it is clearly surer than the page's. */
function printedReading(p: Phrase, best: Reading | undefined, unit: number, area: PixelRect, ox: number, oy: number): Replacement | undefined {
  if (!best) return undefined;
  const { read, conf } = best;
  const text = read.map((w) => w.text).join(' ');
  // Only a clearly surer reading replaces the first one; an empty or noisier one never does.
  // A tall phrase the page read half-surely is replaced only by a clearly good reading (the
  // W-2's box 12 "Code" column reads as noise either way).
  // A reading of ink the page's word did not cover (the page boxed "ied" of "Cmberland Vly/Mddl")
  // is of a line the page read in part only: the usual floor holds.
  const widened = area.x1 - area.x0 >= (p.x1 - p.x0) * 1.5;
  const floor = p.conf >= 0.3 && p.y1 - p.y0 > unit * 1.8 && !widened ? 0.75 : 0.5;
  // The same digits with the decimal point the page read lost, read surely, need no wider margin.
  const digits = (t: string) => t.replace(/\D/g, '');
  const pointFound = conf >= 0.9 && /\d\.\d{2}\b/.test(text) && !/\./.test(p.text) && digits(text) === digits(p.text);
  if ((!pointFound && conf < Math.max(floor, p.conf + 0.15)) || text.replace(/\W/g, '').length === 0) return undefined;
  return { area, tokens: ocrTokens(read, ox, oy) };
}

/** The page without its ruling lines and the glyph-sized ink on it: what `readMissedLines` looks at before it knows the page's words. */
export interface MissedLineInk {
  clean: GrayImage;
  glyphs: Blob[];
}

/**
 * The part of `readMissedLines` that does not depend on the page's words (ruling lines removed,
 * glyph-sized ink found), so it can be worked out while the OCR workers re-read doubtful phrases
 * (ADR 130).
 */
export function missedLineInk(image: GrayImage, unit: number, threshold = inkThreshold(image)): MissedLineInk {
  const clean = removeRulingLines(image, Math.round(unit * 3), { threshold, minVerticalRun: Math.round(unit * 1.6) });
  const glyphs = blobs(clean, threshold).filter((b) => {
    const h = b.y1 - b.y0;
    return h >= unit * 0.45 && h <= unit * 1.6 && b.x1 - b.x0 <= unit * 2 && b.pixels >= unit * unit * 0.05;
  });
  return { clean, glyphs };
}

/**
 * Lines of print the page read left out altogether: tesseract sometimes returns no word for a
 * whole line ("Harbor Media LLC" over its street, a W-2's box 17 "620.51"). Glyph-sized ink (0.45
 * to 1.6 text heights tall, at most two wide) that no page word covers, three or more glyphs in a
 * row, is read as a line; the words come back when tesseract is sure of them (mean 0.8). Usually
 * two or three such rows a page, each one small read.
 */
export async function readMissedLines(
  image: GrayImage,
  tokens: Token[],
  unit: number,
  engine: OcrEngine,
  signal: AbortSignal,
  threshold = inkThreshold(image),
  ink: MissedLineInk = missedLineInk(image, unit, threshold),
): Promise<Token[]> {
  const { clean } = ink;
  const covered = (b: PixelRect) => tokens.some((t) => b.x0 < t.x1 + 2 && b.x1 > t.x0 - 2 && b.y0 < t.y1 + 2 && b.y1 > t.y0 - 2);
  const glyphs = ink.glyphs.filter((b) => !covered(b)).sort((a, b) => a.x0 - b.x0);
  const rows: Array<Blob & { glyphs: number }> = [];
  for (const g of glyphs) {
    const row = rows.find((r) => g.x0 - r.x1 < unit * 1.2 && Math.min(r.y1, g.y1) - Math.max(r.y0, g.y0) > 0.4 * Math.min(r.y1 - r.y0, g.y1 - g.y0));
    if (row) {
      row.x1 = Math.max(row.x1, g.x1);
      row.y0 = Math.min(row.y0, g.y0);
      row.y1 = Math.max(row.y1, g.y1);
      row.glyphs += 1;
    } else rows.push({ ...g, glyphs: 1 });
  }
  const lines = rows.filter((r) => r.glyphs >= 3 && r.x1 - r.x0 >= unit * 2);
  const read = await mapLimit(lines, engine.concurrency ?? 1, async (r): Promise<Token[]> => {
    if (signal.aborted) return [];
    const rect = { x0: r.x0 - unit * 0.4, y0: r.y0 - unit * 0.3, x1: r.x1 + unit * 0.4, y1: r.y1 + unit * 0.3 };
    let words: OcrWord[];
    try {
      words = (await engine.recognize(binarize(cropImage(clean, rect, PAD), threshold), { psm: 7, dpi: 300, signal })).filter((w) => w.text.trim() !== '');
    } catch {
      return [];
    }
    const conf = words.reduce((sum, w) => sum + w.confidence, 0) / Math.max(1, words.length) / 100;
    if (words.length === 0 || conf < 0.8 || words.map((w) => w.text).join('').replace(/[^A-Za-z0-9]/g, '').length < 2) return [];
    const ox = Math.max(0, Math.floor(rect.x0)) - PAD;
    const oy = Math.max(0, Math.floor(rect.y0)) - PAD;
    return ocrTokens(words, ox, oy);
  });
  return read.flat();
}

/**
 * Re-reading of doubtful words on an OCR page. Whole-page OCR reads a value printed on a dashed
 * rule or crowded by a box's border with low confidence and often wrongly ("3200.36" for
 * "37160.56", "snon" for "51.00"). Each such phrase is cut out of the page image, cleaned (solid
 * and dashed rules removed, binarised) and read again as a single line; the new words replace the
 * old ones only when tesseract is clearly surer of them. Runs before parsing, so every parser and
 * table reader sees the better words.
 */
import { binarize, clearRulesInCrop, cropImage, otsuThreshold } from '../integrations/ocr/preprocess';
import { mapLimit, type GrayImage, type OcrEngine, type OcrWord } from '../integrations/ocr/types';
import type { Phrase, Token } from './layout';

const PAD = 12;

export interface RereadStats {
  candidates: number;
  replaced: number;
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
      unions.push({ ...first, text: `${first.text} ${second.text}`, x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1), conf: Math.min(a.conf, b.conf) });
    }
  });
  const sized = (p: Phrase) => {
    const h = p.y1 - p.y0;
    return h <= unit * 3.2 && h >= unit * 0.5 && p.x1 - p.x0 <= pageWidth * 0.45;
  };
  // Values, not labels: a label re-read may come back misspelt differently and stop matching.
  const doubtful = (p: Phrase) => {
    const digits = (p.text.match(/\d/g) ?? []).length;
    const alnum = p.text.replace(/[^A-Za-z0-9]/g, '').length;
    if (digits >= 2 && digits >= alnum * 0.5 && p.conf < 0.8) return true;
    return p.conf < 0.3 && alnum >= 2 && words(p).length <= 6 && !numbered(p);
  };
  return [...unions.filter(sized), ...ocr.filter((p) => !overlapping.has(p) && sized(p) && doubtful(p))];
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
): Promise<{ tokens: Token[]; stats: RereadStats }> {
  const candidates = doubtfulPhrases(phrases, unit, image.width);
  const stats: RereadStats = { candidates: candidates.length, replaced: 0 };
  if (candidates.length === 0) return { tokens, stats };
  const threshold = Math.min(170, otsuThreshold(image) + 20);
  // Read every candidate (in parallel when the engine has several workers), then swap the words.
  const readings = await mapLimit(candidates, engine.concurrency ?? 1, async (p) => {
    if (signal.aborted) return undefined;
    const rect = { x0: p.x0 - unit * 0.3, y0: p.y0 - unit * 0.25, x1: p.x1 + unit * 0.3, y1: p.y1 + unit * 0.25 };
    const crop = cropImage(image, rect);
    const ox = Math.max(0, Math.floor(rect.x0)) - PAD;
    const oy = Math.max(0, Math.floor(rect.y0)) - PAD;
    const clean = binarize(clearRulesInCrop(crop, unit, threshold), threshold);
    // A line is read as a line; a phrase two lines tall ("a ich pel Co" for a name over a street)
    // is also read as a block, and the surer of the two readings counts.
    const modes = p.y1 - p.y0 > unit * 1.7 ? [7, 6] : [7];
    const input = cropImage(clean, { x0: 0, y0: 0, x1: clean.width, y1: clean.height }, PAD);
    let best: { read: OcrWord[]; conf: number } | undefined;
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
    if (!best) return undefined;
    const { read, conf } = best;
    const text = read.map((w) => w.text).join(' ');
    // Only a clearly surer reading replaces the first one; an empty or noisier one never does.
    if (conf < Math.max(0.5, p.conf + 0.15) || text.replace(/\W/g, '').length === 0) return undefined;
    return read.map((w): Token => ({ text: w.text, x0: ox + w.x0, y0: oy + w.y0, x1: ox + w.x1, y1: oy + w.y1, conf: w.confidence / 100, source: 'ocr' }));
  });
  let out = tokens;
  candidates.forEach((p, i) => {
    const replacement = readings[i];
    if (!replacement) return;
    const inside = (t: Token) => {
      const cx = (t.x0 + t.x1) / 2;
      const cy = (t.y0 + t.y1) / 2;
      return t.source === 'ocr' && cx >= p.x0 && cx <= p.x1 && cy >= p.y0 && cy <= p.y1;
    };
    out = [...out.filter((t) => !inside(t)), ...replacement];
    stats.replaced += 1;
  });
  return { tokens: out, stats };
}

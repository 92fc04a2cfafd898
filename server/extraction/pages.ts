import { openPdf, type PdfMark, type PdfPage } from '../integrations/pdf/pdfjs';
import { decodeImage, readImageHeader, rotateImage, scaleImage } from '../integrations/ocr/image';
import { missedLineInk, readMissedLines, rereadDoubtful } from './reread';
import { cropToContent, estimateSkew, findRulingLines, inkCount, inkThreshold } from '../integrations/ocr/preprocess';
import type { GrayImage, OcrEngine, OcrWord } from '../integrations/ocr/types';
import { buildLayout, ocrTokens, type PageLayout, type Rect, splitItem, type Token } from './layout';
import { fail } from './errors';
import { examinePhoto, printSkew, PRINT_SKEW } from './image/page';

export interface PageLimits {
  maxPages: number;
  maxPixels: number;
  /** Rendering resolution for PDF pages without text. */
  renderDpi: number;
  /** Cut a photographed page out of its background and warp it upright before OCR (ADR 089). */
  photoPages?: boolean;
  /** Paint a photographed page's table white and even out its lighting before OCR (ADR 122): the second reading of a photo whose form was not named. */
  clearTable?: boolean;
  /** Read a small photographed page as taken, table and all (ADR 129): the second reading of a small photo whose cleared reading named no form. */
  asTaken?: boolean;
  signal: AbortSignal;
}

export interface LoadedPage {
  layout: PageLayout;
  ocr: boolean;
  ms: number;
  /** The image OCR ran on (kept for a second, targeted pass). */
  image?: GrayImage;
  /** A text page whose form has no checkbox widgets: ticks, if any, were flattened into drawings. */
  flattened?: boolean;
  /** Renders a region of a PDF page (points) while the document is open. */
  renderRegion?: (rect: Rect, dpi: number) => Promise<GrayImage>;
  /** What the PDF page draws (paths, runs of text), while the document is open. */
  marks?: () => Promise<PdfMark[]>;
  /** A text page's own text items and form widgets (the template reader registers them). */
  pdf?: Pick<PdfPage, 'items' | 'widgets'>;
}

export interface LoadedDocument {
  pages: LoadedPage[];
  /** Releases the document (region rendering stops working). */
  close(): Promise<void>;
}

/** Tokens of a PDF page: the text layer plus filled AcroForm values at their widget positions. */
export function pdfPageTokens(page: PdfPage): Token[] {
  const tokens: Token[] = [];
  for (const it of page.items) {
    tokens.push(...splitItem({ text: it.text, x0: it.x, y0: it.y, x1: it.x + Math.max(it.width, 1), y1: it.y + it.height, conf: 1, source: 'text' }));
  }
  for (const w of page.widgets) {
    if (w.kind === 'checkbox') {
      if (w.checked) tokens.push({ text: '☒', x0: w.x, y0: w.y, x1: w.x + w.width, y1: w.y + w.height, conf: 1, source: 'form' });
      continue;
    }
    const lines = w.value.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    const lineH = Math.min(10, w.height / lines.length);
    lines.forEach((text, i) => {
      const y0 = w.y + i * lineH + (lines.length === 1 ? Math.max(0, (w.height - lineH) / 2) : 0);
      const x1 = Math.min(w.x + w.width, w.x + 2 + text.length * lineH * 0.5);
      tokens.push({ text, x0: w.x + 2, y0, x1: Math.max(x1, w.x + 4), y1: y0 + lineH * 0.9, conf: 1, source: 'form' });
    });
  }
  return tokens;
}

/**
 * Scales a page image to about 300 dpi (assuming a letter-width document), straightens it and crops
 * blank margins. With `photoPages`, a phone photo of a whole page on a table is first cut out along
 * the page's edges and warped upright (ADR 089); any other image (a scan) goes on unchanged.
 */
export function prepareForOcr(photo: GrayImage, maxPixels: number, photoPages = false, clearTable = false, asTaken = false): GrayImage {
  const examined = examinePhoto(photo, photoPages, clearTable, asTaken);
  const image = examined.page ?? examined.cleared ?? photo;
  const estDpi = image.width / 8.5;
  let factor = 1;
  if (estDpi < 220) factor = Math.min(3, 300 / estDpi);
  else if (estDpi > 420) factor = 300 / estDpi;
  const pixels = image.width * image.height * factor * factor;
  if (pixels > maxPixels) factor = Math.sqrt(maxPixels / (image.width * image.height));
  let img = Math.abs(factor - 1) > 0.05 ? scaleImage(image, factor) : image;
  // A photo's print is measured without its table, whose grain would set the angle; a slant under
  // `PRINT_SKEW.minTurn` is measured as before, on the whole image (ADR 156).
  const printed = examined.photo ? printSkew(img) : 0;
  const skew = Math.abs(printed) >= PRINT_SKEW.minTurn ? printed : estimateSkew(img);
  if (Math.abs(skew) >= 0.3) img = rotateImage(img, -skew);
  // Blank margins cost tesseract time and hold nothing (a form on the top half of a page).
  const prepared = cropToContent(img, 40);
  if (examined.photo) photographed.set(prepared, examined.page ? 'warped' : 'as-taken');
  if (examined.found && !examined.page && !examined.cleared) clearable.add(prepared);
  if (examined.clearedFirst) clearedFirst.add(prepared);
  if (examined.small) smallPhotos.add(prepared);
  return prepared;
}

/** Prepared photos whose page was found at under `PAGE_FINDING.clearFirstBelowDpi` (ADR 129, 139), however they were read. */
const smallPhotos = new WeakSet<GrayImage>();

/** Whether a prepared page is a small photo: its box regions read again are the same few pixels, no independent second reading (ADR 139). */
export function smallPhoto(image: GrayImage | undefined): boolean {
  return image !== undefined && smallPhotos.has(image);
}

/** Prepared small photos read first with their table cleared (ADR 129): they can be read again as taken. */
const clearedFirst = new WeakSet<GrayImage>();

/** Whether a prepared page is a small photo read first with its table cleared (it can be read again as taken). */
export function readClearedFirst(image: GrayImage | undefined): boolean {
  return image !== undefined && clearedFirst.has(image);
}

/** Prepared photos read as taken whose whole page was found on its table: clearing the table would change them (ADR 122). */
const clearable = new WeakSet<GrayImage>();

/** Whether a prepared page is a photo read as taken, table and all, whose page was found (it can be read again with the table cleared). */
export function tableCanBeCleared(image: GrayImage | undefined): boolean {
  return image !== undefined && clearable.has(image);
}

/** Prepared images of phone photos (ADR 089 addendum b): their readings need a second reading to be sure. */
const photographed = new WeakMap<GrayImage, 'warped' | 'as-taken'>();

/**
 * Whether a prepared page image is a phone photo of a page (found on its background, or cut off by
 * the frame), and whether its page was warped upright (`warped`) or read as taken.
 */
export function photographOf(image: GrayImage | undefined): 'warped' | 'as-taken' | undefined {
  return image === undefined ? undefined : photographed.get(image);
}

/** Runs OCR over a prepared image and builds its layout. */
export async function ocrPage(image: GrayImage, engine: OcrEngine, signal: AbortSignal): Promise<PageLayout> {
  let words: OcrWord[];
  try {
    // One page is read whole: tesseract's page layout analysis needs the whole form (reading two
    // halves at once on two workers was 1.3× faster but lost 9 of 236 scan fields).
    words = await engine.recognize(image, { psm: 3, dpi: 300, signal });
  } catch {
    if (signal.aborted) throw fail('timeout', 'Extraction took too long.');
    throw fail('ocr_failed', 'Text recognition failed on this file.');
  }
  // The page's ink threshold, worked out once for the re-reads, the missed lines and the rules.
  const threshold = inkThreshold(image);
  // An unsure word over blank paper is tesseract reading the scan's grain ("02 i 5 eR a Sha" after
  // an account number): no dark pixel in its box, so it is left out.
  const tokens = ocrTokens(words.filter((w) => w.confidence >= 50 || inkCount(image, w, threshold) > 0));
  let layout = buildLayout(tokens, image.width, image.height, 'ocr');
  const firstUnit = layout.unit;
  const rereading = rereadDoubtful(image, tokens, layout.phrases, firstUnit, engine, signal, threshold);
  // While the OCR workers re-read the doubtful phrases, this thread finds what the missed lines and
  // the ruling lines need from the page (nothing here depends on the re-reads; ADR 130).
  const ink = missedLineInk(image, firstUnit, threshold);
  const firstRules = findRulingLines(image, firstUnit, { threshold });
  const reread = await rereading;
  const missed = await readMissedLines(image, reread.tokens, firstUnit, engine, signal, threshold, ink);
  if (reread.stats.replaced > 0 || missed.length > 0) layout = buildLayout([...reread.tokens, ...missed], image.width, image.height, 'ocr');
  if (reread.stats.handwritten > 0) layout.handwritten = reread.stats.handwritten;
  // The rules are measured in text heights: found again only when the re-read words changed the page's.
  const rules = layout.unit === firstUnit ? firstRules : findRulingLines(image, layout.unit, { threshold });
  layout.rules = {
    horizontal: rules.horizontal.map((r) => ({ x0: r.from, y0: r.at0, x1: r.to, y1: r.at1 + 1 })),
    vertical: rules.vertical.map((r) => ({ x0: r.at0, y0: r.from, x1: r.at1 + 1, y1: r.to })),
  };
  return layout;
}

/** Loads the pages of a PDF: text layer where there is one, OCR of a rendering where there is not. */
export async function loadPdfPages(bytes: Uint8Array, engine: () => OcrEngine, limits: PageLimits): Promise<LoadedDocument> {
  const opened = await openPdf(bytes);
  if (!opened.ok) {
    throw opened.error.code === 'encrypted' ? fail('encrypted_pdf', 'The PDF is password-protected.') : fail('unreadable_pdf', 'The PDF could not be read; it may be damaged.');
  }
  const doc = opened.doc;
  const close = () => doc.close().catch(() => undefined);
  try {
    if (doc.numPages < 1) throw fail('unreadable_pdf', 'The PDF has no pages.');
    if (doc.numPages > limits.maxPages) throw fail('too_large', `The PDF has ${doc.numPages} pages; the limit is ${limits.maxPages}.`);
    const pages: LoadedPage[] = [];
    for (let i = 0; i < doc.numPages; i += 1) {
      if (limits.signal.aborted) throw fail('timeout', 'Extraction took too long.');
      const started = performance.now();
      let page: PdfPage;
      try {
        page = await doc.page(i);
      } catch {
        throw fail('unreadable_pdf', 'A page of the PDF could not be read.');
      }
      const textChars = page.items.reduce((n, it) => n + it.text.replace(/\s/g, '').length, 0);
      const formValues = page.widgets.filter((w) => w.value.trim() !== '' || w.checked).length;
      if (textChars >= 20 || formValues > 0) {
        const index = i;
        pages.push({
          layout: buildLayout(pdfPageTokens(page), page.width, page.height, 'text'),
          ocr: false,
          ms: performance.now() - started,
          flattened: !page.widgets.some((w) => w.kind === 'checkbox'),
          renderRegion: (rect, dpi) => doc.renderRegion(index, rect, dpi),
          marks: () => doc.marks(index),
          pdf: { items: page.items, widgets: page.widgets },
        });
        continue;
      }
      let image: GrayImage;
      try {
        image = await doc.render(i, limits.renderDpi, limits.maxPixels);
      } catch {
        throw fail('unreadable_pdf', 'A page of the PDF could not be rendered.');
      }
      const prepared = prepareForOcr(image, limits.maxPixels, limits.photoPages, limits.clearTable, limits.asTaken);
      const layout = await ocrPage(prepared, engine(), limits.signal);
      pages.push({ layout, ocr: true, ms: performance.now() - started, image: prepared });
    }
    return { pages, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** A PNG must end with its IEND chunk and a JPEG with its EOI marker (allowing trailing bytes). */
function imageIsComplete(bytes: Uint8Array, format: 'png' | 'jpeg'): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  if (format === 'png') return new TextDecoder('latin1').decode(tail).includes('IEND');
  for (let i = tail.length - 2; i >= 0; i -= 1) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  return false;
}

/** Loads an image: header checked against the pixel cap before decoding, then OCR. */
export async function loadImagePage(bytes: Uint8Array, engine: () => OcrEngine, limits: PageLimits): Promise<LoadedDocument> {
  const header = readImageHeader(bytes);
  if (!header || header.width <= 0 || header.height <= 0) throw fail('unreadable_image', 'The image could not be read; it may be damaged.');
  if (header.width * header.height > limits.maxPixels) {
    throw fail('too_large', `The image is ${header.width}×${header.height} pixels; the limit is ${Math.round(limits.maxPixels / 1e6)} megapixels.`);
  }
  if (!imageIsComplete(bytes, header.format)) throw fail('unreadable_image', 'The image is incomplete; it may have been cut off.');
  const started = performance.now();
  let image: GrayImage;
  try {
    image = await decodeImage(bytes);
  } catch {
    throw fail('unreadable_image', 'The image could not be decoded; it may be damaged.');
  }
  const prepared = prepareForOcr(image, limits.maxPixels, limits.photoPages, limits.clearTable, limits.asTaken);
  const layout = await ocrPage(prepared, engine(), limits.signal);
  return { pages: [{ layout, ocr: true, ms: performance.now() - started, image: prepared }], close: async () => undefined };
}

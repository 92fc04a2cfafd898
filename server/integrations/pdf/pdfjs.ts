import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { opaquePixels } from '../ocr/image';

/** A run of text on a PDF page, in points with a top-left origin. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A filled form widget (AcroForm) on a page, in points with a top-left origin. */
export interface PdfFormWidget {
  name: string;
  kind: 'text' | 'checkbox' | 'other';
  value: string;
  checked: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rendered page: 8-bit grayscale pixels, row-major. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfTextItem[];
  widgets: PdfFormWidget[];
}

/** An open PDF document; the only interface the engine sees of pdf.js. */
export interface PdfDocumentHandle {
  numPages: number;
  page(index: number): Promise<PdfPage>;
  /** A page's size in points, UserUnit applied (without reading its content). */
  size(index: number): Promise<{ width: number; height: number }>;
  /**
   * Renders a page at `dpi`, lowered so the image stays under `maxPixels` (and MAX_RENDER_PIXELS).
   * Throws PageTooLargeError for a page larger than MAX_PAGE_SIDE_POINTS, before drawing anything.
   */
  render(index: number, dpi: number, maxPixels: number): Promise<GrayImage>;
  /** Renders only a region of a page (points, top-left origin), e.g. a checkbox. */
  renderRegion(index: number, rect: { x0: number; y0: number; x1: number; y1: number }, dpi: number): Promise<GrayImage>;
  /** What a page draws, as boxes (points, top-left origin): painted paths and runs of text. */
  marks(index: number): Promise<PdfMark[]>;
  close(): Promise<void>;
}

/** A painted path or a run of glyphs, by its bounding box. */
export interface PdfMark {
  kind: 'path' | 'text';
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/**
 * The largest page side accepted, in points: 200 inches, the largest page PDF allows (ISO 32000-1,
 * Annex C) and far beyond any tax form or scan. A page declaring more (e.g. with /UserUnit) is hostile.
 */
export const MAX_PAGE_SIDE_POINTS = 14_400;
/** The most pixels a page is ever rendered to, whatever the caller asks (40 megapixels). */
export const MAX_RENDER_PIXELS = 40_000_000;

/** A page too large to render (MediaBox × UserUnit beyond MAX_PAGE_SIDE_POINTS). */
export class PageTooLargeError extends Error {
  constructor(
    readonly pageNumber: number,
    readonly widthPoints: number,
    readonly heightPoints: number,
  ) {
    super(`Page ${pageNumber} measures ${inches(widthPoints)} × ${inches(heightPoints)} inches; pages larger than ${inches(MAX_PAGE_SIDE_POINTS)} inches cannot be read.`);
    this.name = 'PageTooLargeError';
  }
}

const inches = (points: number) => Math.round(points / 72).toLocaleString('en-US');

export type PdfOpenError = { code: 'encrypted' | 'unreadable'; message: string };

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = pathToFileURL(path.join(pdfjsRoot, 'standard_fonts') + path.sep).href;
const cMapUrl = pathToFileURL(path.join(pdfjsRoot, 'cmaps') + path.sep).href;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

/** Opens a PDF from bytes. Returns a typed error for encrypted or unparseable files. */
export async function openPdf(
  bytes: Uint8Array,
  /** `consume`: the caller gives the bytes up, so pdf.js may own them without a copy (when they fill their own buffer). */
  opts: { consume?: boolean } = {},
): Promise<{ ok: true; doc: PdfDocumentHandle } | { ok: false; error: PdfOpenError }> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given, so hand it a copy unless the caller gave the
  // bytes up and they are a whole buffer of their own (never a slice of Node's shared buffer pool).
  const owned = opts.consume === true && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && !(bytes.buffer instanceof SharedArrayBuffer);
  const task = pdfjs.getDocument({
    data: owned ? new Uint8Array(bytes.buffer as ArrayBuffer, 0, bytes.byteLength) : new Uint8Array(bytes),
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    stopAtErrors: false,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = (err as { name?: string }).name ?? '';
    if (name === 'PasswordException') return { ok: false, error: { code: 'encrypted', message: 'The PDF is password-protected.' } };
    return { ok: false, error: { code: 'unreadable', message: 'The PDF could not be parsed.' } };
  }

  const doc: PdfDocumentHandle = {
    numPages: pdf.numPages,
    async page(index) {
      const page = await pdf.getPage(index + 1);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        // Map the text-space origin (baseline, left) through the viewport to a top-left origin.
        const tx = pdfjs.Util.transform(viewport.transform, raw.transform);
        const fontHeight = Math.hypot(tx[2] ?? 0, tx[3] ?? 0) || raw.height || 8;
        const x = tx[4] ?? 0;
        const baseline = tx[5] ?? 0;
        items.push({ text: raw.str, x, y: baseline - fontHeight * 0.8, width: raw.width, height: fontHeight });
      }
      const widgets: PdfFormWidget[] = [];
      const annotations = (await page.getAnnotations({ intent: 'display' })) as Array<Record<string, unknown>>;
      for (const a of annotations) {
        if (a.subtype !== 'Widget') continue;
        const rect = a.rect as number[] | undefined;
        if (!rect || rect.length !== 4) continue;
        const [x1, y1, x2, y2] = viewport.convertToViewportRectangle(rect) as [number, number, number, number];
        const fieldType = a.fieldType as string | undefined;
        const value = a.fieldValue;
        const box = { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
        if (fieldType === 'Tx') {
          const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(' ') : '';
          widgets.push({ name: String(a.fieldName ?? ''), kind: 'text', value: text, checked: false, ...box });
        } else if (fieldType === 'Btn' && a.checkBox) {
          const checked = typeof value === 'string' && value !== 'Off' && value !== '' && value === a.exportValue;
          widgets.push({ name: String(a.fieldName ?? ''), kind: 'checkbox', value: String(value ?? ''), checked, ...box });
        }
      }
      page.cleanup();
      return { width: viewport.width, height: viewport.height, items, widgets };
    },
    async size(index) {
      const page = await pdf.getPage(index + 1);
      // The viewport at scale 1 includes the page's UserUnit (pdf.js multiplies it in).
      const { width, height } = page.getViewport({ scale: 1 });
      return { width, height };
    },
    async render(index, dpi, maxPixels) {
      const page = await pdf.getPage(index + 1);
      let scale = dpi / 72;
      const base = page.getViewport({ scale: 1 });
      if (!(base.width <= MAX_PAGE_SIDE_POINTS && base.height <= MAX_PAGE_SIDE_POINTS)) throw new PageTooLargeError(index + 1, base.width, base.height);
      const cap = Math.min(maxPixels, MAX_RENDER_PIXELS);
      const pixels = base.width * base.height * scale * scale;
      if (pixels > cap) scale *= Math.sqrt(cap / pixels);
      const viewport = page.getViewport({ scale });
      return drawPage(page, viewport, Math.floor(viewport.width), Math.floor(viewport.height));
    },
    async renderRegion(index, rect, dpi) {
      const page = await pdf.getPage(index + 1);
      const base = page.getViewport({ scale: 1 });
      if (!(base.width <= MAX_PAGE_SIDE_POINTS && base.height <= MAX_PAGE_SIDE_POINTS)) throw new PageTooLargeError(index + 1, base.width, base.height);
      let scale = dpi / 72;
      const regionPixels = (rect.x1 - rect.x0) * (rect.y1 - rect.y0) * scale * scale;
      if (!(regionPixels <= MAX_RENDER_PIXELS)) scale *= Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, regionPixels));
      const viewport = page.getViewport({ scale, offsetX: -rect.x0 * scale, offsetY: -rect.y0 * scale });
      return drawPage(page, viewport, Math.ceil((rect.x1 - rect.x0) * scale), Math.ceil((rect.y1 - rect.y0) * scale));
    },
    async marks(index) {
      // The operator list is what rendering executes, without the rasterising (a tenth of the
      // time): the transforms are followed to place each painted path and each run of text.
      const page = await pdf.getPage(index + 1);
      const viewport = page.getViewport({ scale: 1 });
      const list = await page.getOperatorList();
      const OPS = pdfjs.OPS;
      const out: PdfMark[] = [];
      let ctm = viewport.transform as Matrix;
      const stack: Matrix[] = [];
      const identity: Matrix = [1, 0, 0, 1, 0, 0];
      let tm = identity;
      let tlm = identity;
      let fontSize = 1;
      let leading = 0;
      const box = (kind: PdfMark['kind'], m: Matrix, x0: number, y0: number, x1: number, y1: number) => {
        const a = apply(m, x0, y0);
        const b = apply(m, x1, y1);
        out.push({ kind, x0: Math.min(a[0], b[0]), y0: Math.min(a[1], b[1]), x1: Math.max(a[0], b[0]), y1: Math.max(a[1], b[1]) });
      };
      for (let i = 0; i < list.fnArray.length; i += 1) {
        const fn = list.fnArray[i];
        const args = (list.argsArray[i] ?? []) as unknown[];
        if (fn === OPS.save) stack.push(ctm);
        else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
        else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
        else if (fn === OPS.paintFormXObjectBegin) {
          stack.push(ctm);
          if (Array.isArray(args[0])) ctm = multiply(ctm, args[0] as Matrix);
        } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
        else if (fn === OPS.beginText) tm = tlm = identity;
        else if (fn === OPS.setTextMatrix) tm = tlm = args as Matrix;
        else if (fn === OPS.moveText || fn === OPS.setLeadingMoveText) {
          if (fn === OPS.setLeadingMoveText) leading = -Number(args[1]);
          tm = tlm = multiply(tlm, [1, 0, 0, 1, Number(args[0]), Number(args[1])]);
        } else if (fn === OPS.nextLine) tm = tlm = multiply(tlm, [1, 0, 0, 1, 0, -leading]);
        else if (fn === OPS.setFont) fontSize = Number(args[1]) || 1;
        else if (fn === OPS.showText || fn === OPS.showSpacedText) {
          const glyphs = (Array.isArray(args[0]) ? args[0] : []).filter((g) => typeof g === 'object' && g !== null && (g as { unicode?: string }).unicode?.trim());
          if (glyphs.length === 0) continue;
          // A run of glyphs: from the text origin, about 0.6 em a glyph wide and 0.8 em tall.
          box('text', multiply(ctm, tm), 0, 0, fontSize * 0.6 * glyphs.length, fontSize * 0.8);
        } else if (fn === OPS.constructPath) {
          const minMax = args[2] as ArrayLike<number> | undefined;
          // A path only clipped or ended paints nothing.
          if (!minMax || args[0] === OPS.endPath || !Number.isFinite(minMax[0] ?? NaN)) continue;
          box('path', ctm, minMax[0] ?? 0, minMax[1] ?? 0, minMax[2] ?? 0, minMax[3] ?? 0);
        }
      }
      page.cleanup();
      return out;
    },
    async close() {
      await pdf.destroy();
    },
  };

  type Page = Awaited<ReturnType<typeof pdf.getPage>>;
  async function drawPage(page: Page, viewport: ReturnType<Page['getViewport']>, w: number, h: number): Promise<GrayImage> {
    const width = Math.max(1, w);
    const height = Math.max(1, h);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: ctx as unknown as CanvasRenderingContext2D,
      viewport,
      annotationMode: pdfjs.AnnotationMode.ENABLE,
    }).promise;
    // The page was painted white first, so every pixel is opaque: the canvas' own bytes (ADR 141).
    const rgba = opaquePixels(canvas);
    const gray = new Uint8Array(width * height);
    for (let i = 0, j = 0; j < gray.length; i += 4, j += 1) {
      gray[j] = ((rgba[i] as number) * 77 + (rgba[i + 1] as number) * 150 + (rgba[i + 2] as number) * 29) >> 8;
    }
    canvas.width = 0;
    page.cleanup();
    return { width, height, data: gray };
  }
  return { ok: true, doc };
}

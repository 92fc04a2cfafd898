/** 8-bit grayscale pixels, row-major, one byte a pixel. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One recognised word in image pixels (top-left origin). */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..100 as reported by the engine. */
  confidence: number;
}

/** Parses tesseract's TSV output (level 5 rows are words): both engines return it. */
export function parseTesseractTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const cols = line.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols[11] ?? '';
    if (!text.trim()) continue;
    const left = Number(cols[6]);
    const top = Number(cols[7]);
    const width = Number(cols[8]);
    const height = Number(cols[9]);
    words.push({ text, x0: left, y0: top, x1: left + width, y1: top + height, confidence: Number(cols[10]) });
  }
  return words;
}

export interface OcrRequest {
  /** Tesseract page segmentation mode; 3 (auto) when absent. */
  psm?: number;
  /** Resolution hint in dots per inch. */
  dpi?: number;
  /** Only these characters may be recognised (a field's alphabet: digits for amounts, A–Z for codes). */
  whitelist?: string;
  signal?: AbortSignal;
}

/** An OCR engine. The embedded default is tesseract.js; the Debian CLI is an option. */
export interface OcrEngine {
  readonly name: string;
  /** How many recognitions it runs at once (workers); 1 when absent. Callers split work to match. */
  readonly concurrency?: number;
  recognize(image: GrayImage, request?: OcrRequest): Promise<OcrWord[]>;
  close(): Promise<void>;
}

/** Encodes a grayscale image as binary PGM (P5), which leptonica reads without a codec. */
export function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data, header.length);
  return out;
}

/** Runs `fn` over the items with at most `limit` calls in flight; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return out;
}

import { createHash, webcrypto } from 'node:crypto';
import { Readable } from 'node:stream';
import { ACCEPTED_UPLOAD_EXTENSIONS, fileExtension } from '#shared/documents/types';
import { sniff } from '../extraction/sniff';
import { decodeImage, readImageHeader } from '../integrations/ocr/image';
import { MAX_PAGE_SIDE_POINTS, openPdf, PageTooLargeError } from '../integrations/pdf/pdfjs';
import { AppError, errors } from '../http/errors';

export interface UploadLimits {
  maxBytes: number;
  maxPages: number;
  maxPixels: number;
}

const MIME_BY_KIND = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;
const KIND_BY_EXT: Record<string, keyof typeof MIME_BY_KIND> = { '.pdf': 'pdf', '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg' };

/** Where received bytes go while they arrive (e.g. an encrypted object being written). */
export interface UploadSink {
  write(chunk: Uint8Array): Promise<void>;
}

export interface ReceivedUpload {
  /** The whole file (needed once more, by the structure check), in a buffer of its own. */
  bytes: Buffer;
  size: number;
  /**
   * The file's SHA-256 (hex), computed on Node's thread pool from a copy taken when the body ended,
   * so the web thread does not hash while receiving and `bytes` may be handed on at once (ADR 128).
   */
  sha256: Promise<string>;
}

/**
 * A request body: the Node request itself (the HTTP server's `IncomingMessage`, read without the
 * web-stream adapter, which copies every piece), or a web stream.
 */
export type UploadBody = ReadableStream<Uint8Array> | Readable | null;

/**
 * Reads a request body piece by piece, refusing it as soon as it passes the cap, and while it
 * arrives hands each piece to `sink` and copies it into one buffer, so encrypting and writing
 * overlap with receiving instead of running over the whole file afterwards; the SHA-256 is then
 * computed off the web thread (`sha256Later`).
 * `expectedBytes` (the declared Content-Length) sizes that buffer at once, so the file is copied
 * once instead of gathered and joined; a body that ends before it is an interrupted upload. The
 * caller undoes what the sink did if this throws.
 */
export async function receiveUpload(
  body: UploadBody,
  maxBytes: number,
  sink: UploadSink,
  expectedBytes?: number,
  /**
   * Called once with the file's first `HEAD_BYTES` bytes (or the whole file when it is shorter),
   * before any of it is handed to `sink`; when it throws, the body is refused without reading the
   * rest (e.g. `checkMagicBytes`: ADR 128).
   */
  checkHead?: (head: Uint8Array) => void,
): Promise<ReceivedUpload> {
  if (!body) throw errors.validation('Please select at least one file');
  const whole = new Gathered(expectedBytes !== undefined && expectedBytes > 0 && expectedBytes <= maxBytes ? expectedBytes : 0);
  const next = pieces(body);
  // The pieces held back until the head is known (usually none: the first piece of a request is larger).
  let held: Uint8Array[] | null = checkHead ? [] : null;
  let heldBytes = 0;
  const release = async (atEnd: boolean) => {
    if (!held || (!atEnd && heldBytes < HEAD_BYTES)) return;
    const pieces = held;
    held = null;
    const head = pieces.length === 1 ? pieces[0]!.subarray(0, HEAD_BYTES) : Buffer.concat(pieces, heldBytes).subarray(0, HEAD_BYTES);
    try {
      checkHead!(head);
    } catch (err) {
      next.stop();
      throw err;
    }
    for (const p of pieces) await sink.write(p);
  };
  for (;;) {
    let piece: Uint8Array | null;
    try {
      piece = await next.read();
    } catch {
      // The browser went away mid-upload (tab closed, network lost): an ordinary event, not a
      // server fault. The caller drops the temporary object (security.md §24).
      throw uploadAborted();
    }
    if (!piece) break;
    if (whole.size + piece.byteLength > maxBytes) {
      // Refused before the rest is read: the HTTP server drains or closes the connection after the answer.
      next.stop();
      throw tooLarge(maxBytes);
    }
    whole.add(piece);
    if (held) {
      held.push(piece);
      heldBytes += piece.byteLength;
      await release(false);
    } else await sink.write(piece);
  }
  if (whole.size === 0) throw errors.validation('The file is empty.');
  await release(true);
  if (expectedBytes !== undefined && expectedBytes > 0 && whole.size < expectedBytes) throw uploadAborted();
  const bytes = whole.take();
  const sha256 = sha256Later(bytes);
  sha256.catch(() => undefined);
  return { bytes, size: whole.size, sha256 };
}

/**
 * SHA-256 of `bytes` on Node's thread pool (WebCrypto's digest takes its own copy of the input when
 * called, so `bytes` may be moved elsewhere right after; tested).
 */
export function sha256Later(bytes: Uint8Array): Promise<string> {
  return webcrypto.subtle.digest('SHA-256', bytes).then((d) => Buffer.from(d).toString('hex'));
}

/**
 * The received pieces as one buffer of its own: copied into a buffer of the declared length as they
 * arrive, or, with no length declared (or more bytes than declared), kept and joined at the end.
 */
class Gathered {
  private buf: Buffer | null;
  private kept: Uint8Array[] = [];
  size = 0;
  constructor(capacity: number) {
    this.buf = capacity > 0 ? Buffer.allocUnsafeSlow(capacity) : null;
  }
  add(piece: Uint8Array) {
    if (this.buf && this.size + piece.byteLength > this.buf.byteLength) {
      this.kept.push(this.buf.subarray(0, this.size));
      this.buf = null;
    }
    if (this.buf) this.buf.set(piece, this.size);
    else this.kept.push(piece);
    this.size += piece.byteLength;
  }
  /** The file: the buffer itself when it is exactly filled (no copy), else the pieces joined. */
  take(): Buffer {
    if (this.buf && this.size === this.buf.byteLength) return this.buf;
    const parts = this.buf ? [this.buf.subarray(0, this.size)] : this.kept;
    const whole = Buffer.allocUnsafeSlow(this.size);
    let at = 0;
    for (const p of parts) {
      whole.set(p, at);
      at += p.byteLength;
    }
    return whole;
  }
}

/** Pulls the body's pieces one at a time; `read` resolves null at the end and rejects if the body breaks off. */
function pieces(body: ReadableStream<Uint8Array> | Readable): { read(): Promise<Uint8Array | null>; stop(): void } {
  if (body instanceof Readable) {
    // Not destroyed when left early: the answer (413) can still be sent, then the HTTP server drains or closes.
    const it = body.iterator({ destroyOnReturn: false }) as AsyncIterator<Uint8Array>;
    return {
      async read() {
        const r = await it.next();
        if (!r.done) return r.value;
        // The end of a request whose connection closed early (no error event) is not its last byte.
        if ((body as Readable & { complete?: boolean }).complete === false) throw new Error('the request ended before its last byte');
        return null;
      },
      stop() {
        Promise.resolve(it.return?.()).catch(() => undefined);
      },
    };
  }
  const reader = body.getReader();
  return {
    async read() {
      const r = await reader.read();
      return r.done ? null : r.value;
    },
    stop() {
      reader.cancel().catch(() => undefined);
    },
  };
}

/** How much of a file's start `checkMagicBytes` needs (a PDF's "%PDF-" may follow up to 1 KB of junk: `sniff`). */
export const HEAD_BYTES = 1024;

/**
 * The magic bytes of a file's start agree with its name's extension (security.md §10), checked on
 * the first piece of the body so a mismatched file is refused before the rest is read (ADR 128).
 * The full check (`checkUploadedFile`) sniffs again and parses the file.
 */
export function checkMagicBytes(head: Uint8Array, fileName: string): void {
  const extension = acceptedExtension(fileName);
  if (sniff(head) !== KIND_BY_EXT[extension]) throw contentMismatch(extension);
}

function contentMismatch(extension: string): AppError {
  return new AppError(422, 'content_mismatch', `The file's contents do not match its ${extension} extension.`);
}

/** The client ended the upload before its last byte. */
export function uploadAborted(): AppError {
  return new AppError(400, 'upload_aborted', 'The upload was interrupted. Please try again.');
}

export function tooLarge(maxBytes: number): AppError {
  return errors.payloadTooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
}

export interface CheckedFile {
  mimeType: string;
  extension: string;
  sha256: string;
  pageCount: number;
}

/** The file name's extension (lower case, with its dot) when it is one the upload accepts; throws otherwise. */
export function acceptedExtension(fileName: string): string {
  const extension = fileExtension(fileName);
  if (!(ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    throw errors.validation('Only PDF, JPG and PNG files are accepted.', { file: 'Only PDF, JPG and PNG files are accepted.' });
  }
  return extension;
}

/**
 * The upload allow-list (security.md §10): the extension, the magic bytes and a real parse must
 * agree, and pages and pixels stay under their caps. Throws an AppError with a clear message.
 */
export async function checkUploadedFile(
  bytes: Uint8Array,
  fileName: string,
  limits: UploadLimits,
  /**
   * `sha256`: already computed while receiving. `consume`: the caller no longer needs `bytes`, so
   * the PDF parser may take them over instead of copying them.
   */
  known: { sha256?: string; consume?: boolean } = {},
): Promise<CheckedFile> {
  const extension = acceptedExtension(fileName);
  const claimed = KIND_BY_EXT[extension]!;
  const actual = sniff(bytes);
  if (actual !== claimed) throw contentMismatch(extension);
  let pageCount = 1;
  if (actual === 'pdf') {
    const opened = await openPdf(bytes, { consume: known.consume === true });
    if (!opened.ok) {
      throw new AppError(
        422,
        opened.error.code === 'encrypted' ? 'encrypted_pdf' : 'unreadable_pdf',
        opened.error.code === 'encrypted' ? 'Password-protected PDFs cannot be read. Please upload an unprotected copy.' : 'This PDF could not be read. It may be damaged.',
      );
    }
    pageCount = opened.doc.numPages;
    try {
      if (pageCount > limits.maxPages) throw new AppError(422, 'too_many_pages', `The PDF has ${pageCount} pages; at most ${limits.maxPages} are accepted.`);
      // Page sizes (MediaBox × UserUnit) before anything is rendered: a page the size of a city is hostile.
      for (let i = 0; i < pageCount; i += 1) {
        let size: { width: number; height: number };
        try {
          size = await opened.doc.size(i);
        } catch {
          throw new AppError(422, 'unreadable_pdf', 'This PDF could not be read. It may be damaged.');
        }
        if (!(size.width <= MAX_PAGE_SIDE_POINTS && size.height <= MAX_PAGE_SIDE_POINTS)) {
          throw new AppError(422, 'page_too_large', `${new PageTooLargeError(i + 1, size.width, size.height).message} Please upload a scan of the document.`);
        }
      }
    } finally {
      await opened.doc.close();
    }
  } else {
    const header = readImageHeader(bytes);
    if (!header || header.width === 0 || header.height === 0) throw new AppError(422, 'unreadable_image', 'This image could not be read. It may be damaged.');
    if (header.width * header.height > limits.maxPixels) {
      throw new AppError(422, 'too_many_pixels', `The image is ${header.width}×${header.height} pixels; please upload a smaller scan (at most ${Math.round(limits.maxPixels / 1e6)} megapixels).`);
    }
    try {
      await decodeImage(bytes);
    } catch {
      throw new AppError(422, 'unreadable_image', 'This image could not be read. It may be damaged.');
    }
  }
  return { mimeType: MIME_BY_KIND[actual], extension, sha256: known.sha256 ?? createHash('sha256').update(bytes).digest('hex'), pageCount };
}

/** The user's file name as display text: decoded, without path separators or control characters. */
export function displayFileName(header: string | undefined): string {
  let name: string;
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    name = header ?? '';
  }
  return [...name.replace(/[/\\]/g, '_')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200)
    .trim();
}

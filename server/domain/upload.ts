import { createHash } from 'node:crypto';
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
  /** The whole file (needed once more, by the structure check). */
  bytes: Buffer;
  size: number;
  sha256: string;
}

/**
 * Reads a request body chunk by chunk, refusing it as soon as it passes the cap, and while it
 * arrives hashes it (SHA-256) and hands each chunk to `sink`, so hashing, encrypting and writing
 * overlap with receiving instead of running over the whole file afterwards. The caller undoes what
 * the sink did if this throws.
 */
export async function receiveUpload(body: ReadableStream<Uint8Array> | null, maxBytes: number, sink: UploadSink): Promise<ReceivedUpload> {
  if (!body) throw errors.validation('Please select at least one file');
  const hash = createHash('sha256');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The browser went away mid-upload (tab closed, network lost): an ordinary event, not a
      // server fault. The caller drops the temporary object (security.md §24).
      throw uploadAborted();
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
    hash.update(value);
    await sink.write(value);
  }
  if (size === 0) throw errors.validation('The file is empty.');
  return { bytes: Buffer.concat(chunks, size), size, sha256: hash.digest('hex') };
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
  if (actual !== claimed) {
    throw new AppError(422, 'content_mismatch', `The file's contents do not match its ${extension} extension.`);
  }
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

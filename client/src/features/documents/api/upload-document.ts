import { z } from 'zod';
import { DOCUMENT_TYPE_VALUES } from '#shared/documents/types';
import { ApiError } from '../../../lib/api-client';
import { documentResponseSchema, type DocumentDto } from './document';

export const uploadDocumentInputSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPE_VALUES),
  taxYear: z.number().int(),
});

export type UploadDocumentInput = z.infer<typeof uploadDocumentInputSchema> & {
  file: File;
  /** Fraction of the file's bytes sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function errorFrom(status: number, body: string): ApiError {
  try {
    const payload = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    const code = typeof payload.error?.code === 'string' ? payload.error.code : `http_${status}`;
    const message = typeof payload.error?.message === 'string' ? payload.error.message : null;
    if (message) return new ApiError(status, code, message);
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic messages.
  }
  if (status === 413) return new ApiError(status, 'too_large', 'This file is too large to upload.');
  return new ApiError(status, `http_${status}`, 'Upload failed. Please try again.');
}

/**
 * POST /api/documents/upload: sends the raw file bytes (not multipart) with its name in
 * X-File-Name. XMLHttpRequest rather than fetch, because only XHR reports bytes sent.
 */
export function uploadDocument({ file, documentType, taxYear, onProgress, signal }: UploadDocumentInput): Promise<DocumentDto> {
  const query = new URLSearchParams({ documentType, taxYear: String(taxYear) });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/documents/upload?${query.toString()}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(documentResponseSchema.parse(JSON.parse(xhr.responseText)).document);
        } catch {
          reject(new ApiError(xhr.status, 'bad_response', 'The server answered in an unexpected way. Please try again.'));
        }
        return;
      }
      reject(errorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Could not reach TaxDesk. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

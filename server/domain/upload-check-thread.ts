/**
 * The upload check's thread (see `upload-check.ts`): runs `checkUploadedFile` (pdf.js, image
 * decoding) on bytes the web process hands over, and answers with the checked file or the refusal.
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../http/errors';
import { warmUpDocument } from '../jobs/extraction-protocol';
import { checkUploadedFile } from './upload';
import type { CheckReply, CheckRequest } from './upload-check';

const port = parentPort;
if (!port) throw new Error('upload-check-thread runs only as a worker thread');

/** Files checked so far (the warm-up's pdf.js load not counted): the first is the thread's cold run. */
let checked = 0;

port.on('message', (m: CheckRequest) => {
  void answer(m).then((reply) => port.postMessage(reply));
});

async function answer(m: CheckRequest): Promise<CheckReply> {
  let checkedBefore: number | undefined;
  try {
    if (m.type === 'warm') {
      // Loads pdf.js and the image decoder and opens a one-page PDF once.
      await checkUploadedFile(warmUpDocument(), 'warm-up.pdf', { maxBytes: 1 << 20, maxPages: 1, maxPixels: 1 }, { consume: true });
      return { id: m.id, ok: true };
    }
    checkedBefore = checked;
    checked += 1;
    // Without a hash the web process is computing it (ADR 128): not hashed again here, filled in there.
    const file = await checkUploadedFile(m.bytes, m.fileName, m.limits, { sha256: m.sha256 ?? '', consume: true });
    return { id: m.id, ok: true, file, checkedBefore };
  } catch (err) {
    if (err instanceof AppError) return { id: m.id, ok: false, checkedBefore, refusal: { status: err.status, code: err.code, message: err.message, fields: err.fields } };
    return { id: m.id, ok: false, checkedBefore, failure: (err as Error).message ?? String(err) };
  }
}

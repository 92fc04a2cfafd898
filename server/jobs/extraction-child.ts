/**
 * The extraction process: runs the engine (pdf.js rendering, tesseract OCR, parsing) for the job
 * worker that forked it, one document at a time, so the web process's event loop never does this
 * work. It keeps its OCR workers warm between documents. See extraction-host.ts.
 */
import { createExtractor, type ExtractorOptions } from '../extraction';
import type { ChildMessage, ParentMessage } from './extraction-protocol';
import { warmUpDocument } from './extraction-protocol';

const options = JSON.parse(process.env.TAXDESK_EXTRACTOR_OPTIONS ?? '{}') as ExtractorOptions;
const extractor = createExtractor(options);

function send(message: ChildMessage): void {
  if (process.connected) process.send?.(message);
}

process.on('message', (raw: ParentMessage) => {
  if (raw.type === 'extract') {
    const { id, input } = raw;
    extractor
      .extract({ ...input, bytes: new Uint8Array(input.bytes) })
      .then((result) => send({ type: 'result', id, result }))
      .catch((err: unknown) => send({ type: 'result', id, result: { ok: false, error: { code: 'internal_error', message: (err as Error).message } } }));
  } else if (raw.type === 'warm') {
    // Loads pdf.js, renders a page and starts the OCR workers, so the first real document is not slower.
    extractor
      .extract({ bytes: warmUpDocument(), fileName: 'warm-up.pdf', mimeType: 'application/pdf' })
      .catch(() => undefined)
      .finally(() => send({ type: 'warm' }));
  }
});

// The worker that forked this process is gone (or asked it to stop): end with it.
process.on('disconnect', () => {
  extractor
    .close()
    .catch(() => undefined)
    .finally(() => process.exit(0));
});

send({ type: 'ready' });

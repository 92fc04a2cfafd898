/**
 * The extraction process: runs the engine (pdf.js rendering, tesseract OCR, parsing) for the job
 * worker that forked it, one document at a time, so the web process's event loop never does this
 * work. It keeps its OCR workers warm between documents. See extraction-host.ts.
 */
import { createExtractor, type ExtractResult, type ExtractorOptions } from '../extraction';
import { sniff } from '../extraction/sniff';
import { MAX_PAGE_SIDE_POINTS, openPdf, PageTooLargeError } from '../integrations/pdf/pdfjs';
import type { ChildMessage, ParentMessage } from './extraction-protocol';
import { ANALYSIS_FAILED, warmUpDocument } from './extraction-protocol';

const options = JSON.parse(process.env.TAXDESK_EXTRACTOR_OPTIONS ?? '{}') as ExtractorOptions;
const extractor = createExtractor(options);

/** Page sizes (MediaBox × UserUnit) before the engine renders anything: a hostile page fails with its reason. */
async function oversizedPage(bytes: Uint8Array): Promise<ExtractResult | null> {
  if (sniff(bytes) !== 'pdf') return null;
  const opened = await openPdf(bytes);
  if (!opened.ok) return null; // the engine reports it in its own words
  try {
    const pages = Math.min(opened.doc.numPages, options.maxPages ?? 20);
    for (let i = 0; i < pages; i += 1) {
      const size = await opened.doc.size(i).catch(() => null);
      if (size && !(size.width <= MAX_PAGE_SIDE_POINTS && size.height <= MAX_PAGE_SIDE_POINTS)) {
        return { ok: false, error: { code: 'unreadable_pdf', message: `${ANALYSIS_FAILED}: ${new PageTooLargeError(i + 1, size.width, size.height).message}` } };
      }
    }
    return null;
  } finally {
    await opened.doc.close();
  }
}

function send(message: ChildMessage): void {
  if (process.connected) process.send?.(message);
}

process.on('message', (raw: ParentMessage) => {
  if (raw.type === 'extract') {
    const { id, input } = raw;
    const bytes = new Uint8Array(input.bytes);
    oversizedPage(bytes)
      .then((refused) => refused ?? extractor.extract({ ...input, bytes }))
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

// A SIGTERM or Ctrl-C to the process group is for the worker, which shuts down gracefully and lets
// the document in progress finish: this process ends when the worker disconnects (or kills it).
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);

// The worker that forked this process is gone (or asked it to stop): end with it.
process.on('disconnect', () => {
  extractor
    .close()
    .catch(() => undefined)
    .finally(() => process.exit(0));
});

send({ type: 'ready' });

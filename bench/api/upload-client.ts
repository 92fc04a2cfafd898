/**
 * The client of the 5 MB upload comparison, in a process of its own (ADR 128): neither server's
 * heap, collector or background work shares its event loop, and its own garbage (the PDFs it builds,
 * the bodies it sends) is never collected inside a server's timing. Receives one `UploadJob` over
 * IPC, runs the alternating pairs and answers with the times (`UploadRuns`).
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Agent as HttpAgent, request } from 'node:http';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { collectionsInside, type GcInside } from './plain-upload';

export interface UploadJob {
  /** TaxDesk's base URL and a signed-in user's cookie header. */
  taxdesk: string;
  cookie: string;
  /** Reference 2's base URL. */
  reference: string;
  pairs: number;
  /** Where reference 1 writes its files. */
  scratch: string;
}

export interface UploadRuns {
  uploadMs: number[];
  httpMs: number[];
  plainMs: number[];
  /** Sends reset on a stale kept-alive connection and sent again. */
  resent: number;
  /** Collections of this client process inside the timed requests (both sides). */
  clientGc: GcInside;
}

/** A valid PDF of about `bytes` bytes (one page of text and an unreferenced stream of random bytes). */
async function paddedPdf(bytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText('TaxDesk bench upload', { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  pdf.context.register(pdf.context.stream(randomBytes(bytes)));
  return pdf.save({ useObjectStreams: false });
}

const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

interface Answer {
  status: number;
  text: string;
}

/**
 * Sends the upload the way the browser's upload dialog does (the headers of `Agent.upload`), the
 * file written to the socket as it is: `node:http` with one kept-alive connection per server, no
 * copy of the body (fetch with a Blob copied the 5 MB body and its pieces in this process, and
 * their collection landed inside either server's time: ADR 128). This process's garbage is
 * collected before the clock starts (it is started with --expose-gc).
 */
function prepareUpload(base: string, cookie: string, bytes: Uint8Array, fileName: string, agent: HttpAgent): () => Promise<Answer> {
  const headers: Record<string, string | number> = {
    origin: base,
    'content-type': 'application/octet-stream',
    'content-length': bytes.byteLength,
    'x-file-name': encodeURIComponent(fileName),
  };
  if (cookie) headers.cookie = cookie;
  const url = new URL('/api/documents/upload?documentType=w2&taxYear=2025', base);
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  collect();
  return () =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers, agent }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}

async function run(job: UploadJob): Promise<UploadRuns> {
  const files: Uint8Array[] = [];
  for (let i = 0; i < job.pairs; i++) files.push(await paddedPdf(5 * 1024 * 1024));

  const spans: Array<[number, number]> = [];
  const gcs: Array<{ start: number; end: number; major: boolean }> = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration, major: (e as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR });
  });
  observer.observe({ entryTypes: ['gc'] });

  // A kept-alive connection the server closes as idle (5 s) just when a POST reuses it ends in a
  // reset before any answer, which fetch does not retry for a POST. A send that fails that way is
  // sent again (and counted); its time is that of the second send.
  let resent = 0;
  const send = async (go: () => Promise<Answer>): Promise<{ res: Answer; ms: number }> => {
    for (let attempt = 0; ; attempt++) {
      const t = performance.now();
      try {
        const res = await go();
        const end = performance.now();
        spans.push([t, end]);
        return { res, ms: end - t };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (attempt > 0 || (code !== 'ECONNRESET' && code !== 'EPIPE')) throw err;
        resent++;
      }
    }
  };
  const toTaxdesk = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const toReference = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const get = (p: string) => fetch(new URL(p, job.taxdesk), { headers: { origin: job.taxdesk, cookie: job.cookie } });

  const uploadMs: number[] = [];
  const httpMs: number[] = [];
  const plainMs: number[] = [];
  const taxdesk = async (i: number) => {
    const { res, ms } = await send(prepareUpload(job.taxdesk, job.cookie, files[i]!, `big-${i}.pdf`, toTaxdesk));
    uploadMs.push(ms);
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.text}`);
    const { document } = JSON.parse(res.text) as { document: { id: string } };
    // The analysis runs after the answer; it is over before the next run of either side.
    for (;;) {
      const d = (await (await get(`/api/documents/${document.id}`)).json()) as { document: { upload_status: string } };
      if (d.document.upload_status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const reference2 = async (i: number) => {
    const { res, ms } = await send(prepareUpload(job.reference, '', files[i]!, `big-${i}.pdf`, toReference));
    httpMs.push(ms);
    if (res.status !== 201) throw new Error(`plain node:http upload answered ${res.status}`);
  };
  for (let i = 0; i < job.pairs; i++) {
    if (i % 2 === 0) {
      await taxdesk(i);
      await reference2(i);
    } else {
      await reference2(i);
      await taxdesk(i);
    }
    // Reference 1: the same bytes encrypted and written in plain Node, no HTTP.
    const bytes = files[i]!;
    const t = performance.now();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', randomBytes(32), iv);
    const sealed = Buffer.concat([iv, cipher.update(bytes), cipher.final(), cipher.getAuthTag()]);
    await writeFile(path.join(job.scratch, `plain-${i}`), sealed);
    plainMs.push(performance.now() - t);
  }
  observer.disconnect();
  toTaxdesk.destroy();
  toReference.destroy();
  const clientGc = collectionsInside(spans, gcs);
  return { uploadMs, httpMs, plainMs, resent, clientGc };
}

process.once('message', (job: UploadJob) => {
  run(job).then(
    (r) => process.send?.({ ok: r }),
    (err: unknown) => process.send?.({ error: err instanceof Error ? err.stack ?? err.message : String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));

/**
 * The upload path rehearsed at start (ADR 084, addendum): the first upload of a process used to pay
 * each step's first run in that process (the check thread's first real PDF through pdf.js's parser
 * and the transfer, the first encrypted object written, closed and renamed, the statements' first
 * run on the database, the first body read from a Node stream). `rehearseUploadPath` runs the
 * same functions the upload route runs, in the same order, on a small PDF: received from a stream
 * into a scratch object, checked on the thread, committed, then deleted; then the two statements in
 * a rolled-back transaction. Every step, run by the rehearsal or by a request, is noted here, so a
 * process can tell which of its requests paid a cold step (`uploadColdRuns`; "upload timings" at
 * debug level lists them per upload).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { Services } from '../services';
import { checkMagicBytes, receiveUpload } from './upload';
import { uploadChecker } from './upload-check';
import { rehearseUploadStatements } from './upload-rows';

/** The upload's steps, in the order a request runs them. */
export const UPLOAD_STAGES = ['receive', 'check', 'commit', 'insert'] as const;
export type UploadStage = (typeof UPLOAD_STAGES)[number];
/** Who ran a step's cold (first) run. */
export type StageRunner = 'warm-up' | 'request';

/** Folder of the rehearsal's scratch objects (no user id has a hyphen; the object is deleted at once). */
export const WARM_UP_PREFIX = 'warm-up';

const coldRuns = new WeakMap<object, Partial<Record<UploadStage, StageRunner>>>();

/**
 * Notes that `stage` ran for `scope` (the process's services) and returns true when that was the
 * step's cold run there: its first run, or for the check, the first file of a (re)started thread
 * (`firstOfThread`).
 */
export function noteStage(scope: object, stage: UploadStage, by: StageRunner, firstOfThread?: boolean): boolean {
  let runs = coldRuns.get(scope);
  if (!runs) coldRuns.set(scope, (runs = {}));
  const cold = firstOfThread ?? runs[stage] === undefined;
  if (cold) runs[stage] = by;
  return cold;
}

/** For each step of the upload, who ran its latest cold run for `scope` (absent: not run yet). */
export function uploadColdRuns(scope: object): Readonly<Partial<Record<UploadStage, StageRunner>>> {
  return { ...coldRuns.get(scope) };
}

/**
 * A one-page PDF in the form most PDFs made since PDF 1.5 take: its dictionaries packed in a
 * Flate-compressed object stream, a Flate-compressed cross-reference stream and content stream, a
 * standard font. (The extraction warm-up's document has a plain cross-reference table; this one
 * takes pdf.js's parser through the paths real uploads use.)
 */
export function compressedWarmUpPdf(): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.byteLength;
  const add = (b: Buffer) => {
    const at = length;
    parts.push(b);
    length += b.byteLength;
    return at;
  };
  const stream = (num: number, dict: string, data: Buffer) =>
    add(Buffer.concat([Buffer.from(`${num} 0 obj\n<< ${dict} /Filter /FlateDecode /Length ${data.byteLength} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')]));

  const content = deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (TaxDesk upload warm-up) Tj ET\n0.5 g 72 700 400 2 re f\n'));
  const packed: Array<[number, string]> = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'],
    [5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
  ];
  let bodies = '';
  const index: string[] = [];
  for (const [num, text] of packed) {
    index.push(`${num} ${bodies.length}`);
    bodies += `${text}\n`;
  }
  const head = `${index.join(' ')}\n`;
  const offsets = new Map<number, number>();
  offsets.set(4, stream(4, '', content));
  offsets.set(6, stream(6, `/Type /ObjStm /N ${packed.length} /First ${head.length}`, deflateSync(Buffer.from(head + bodies))));

  // Cross-reference stream, /W [1 4 2]: type, offset or object stream number, generation or index.
  const size = 8;
  const entry = (type: number, a: number, b: number) => {
    const e = Buffer.alloc(7);
    e.writeUInt8(type, 0);
    e.writeUInt32BE(a, 1);
    e.writeUInt16BE(b, 5);
    return e;
  };
  const xrefAt = length;
  const rows = [entry(0, 0, 0xffff)];
  for (let num = 1; num < size; num += 1) {
    const inStream = packed.findIndex(([n]) => n === num);
    rows.push(inStream >= 0 ? entry(2, 6, inStream) : entry(1, num === 7 ? xrefAt : offsets.get(num)!, 0));
  }
  stream(7, `/Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R`, deflateSync(Buffer.concat(rows)));
  add(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts, length));
}

/**
 * Runs the upload's steps once, off any request (see the top of this file); returns how long each
 * took, in ms. Nothing stays behind: the scratch object is deleted and the statements are rolled
 * back. Throws if a step fails (the caller logs it; the start goes on).
 */
export async function rehearseUploadPath(services: Pick<Services, 'env' | 'files' | 'database'>, scope: object = services): Promise<Record<UploadStage, number>> {
  const { env, files, database } = services;
  const ms = {} as Record<UploadStage, number>;
  let lap = performance.now();
  const done = (stage: UploadStage, firstOfThread?: boolean) => {
    const now = performance.now();
    ms[stage] = Math.round((now - lap) * 10) / 10;
    lap = now;
    if (stage !== 'check') noteStage(scope, stage, 'warm-up', firstOfThread);
  };
  const bytes = compressedWarmUpPdf();
  const key = `${WARM_UP_PREFIX}/${randomUUID()}.pdf`;
  const object = await files.writer(key);
  try {
    // As a request's body arrives: a Node stream with its declared length (the route reads Node's request itself).
    const body = Readable.from([Buffer.from(bytes)]);
    const received = await receiveUpload(body, env.UPLOAD_MAX_BYTES, object, bytes.byteLength, (head) => checkMagicBytes(head, 'warm-up.pdf'));
    object.seal().catch(() => undefined);
    done('receive');
    const limits = { maxBytes: env.UPLOAD_MAX_BYTES, maxPages: env.UPLOAD_MAX_PAGES, maxPixels: env.UPLOAD_MAX_PIXELS };
    await uploadChecker().checkNoting(received.bytes, 'warm-up.pdf', limits, received.sha256, (first) => noteStage(scope, 'check', 'warm-up', first));
    done('check');
    await object.commit();
    done('commit');
  } catch (err) {
    await object.abort().catch(() => undefined);
    throw err;
  }
  await files.delete(key);
  lap = performance.now();
  await rehearseUploadStatements(database.db);
  done('insert');
  return ms;
}

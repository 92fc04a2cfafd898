import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { checkMagicBytes, HEAD_BYTES, receiveUpload, type UploadSink } from './upload';

/** A sink that keeps what it is handed. */
function keeping(): UploadSink & { got: Buffer[] } {
  const got: Buffer[] = [];
  return {
    got,
    async write(chunk) {
      got.push(Buffer.from(chunk));
    },
  };
}

/** A Node stream of `pieces`, counting how many were pulled from it. */
function countedStream(pieces: Buffer[]): { body: Readable; pulled: () => number } {
  let pulled = 0;
  const body = Readable.from(
    (function* () {
      for (const p of pieces) {
        pulled += 1;
        yield p;
      }
    })(),
    { objectMode: false, highWaterMark: 1 },
  );
  return { body, pulled: () => pulled };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

describe('receiveUpload (ADR 124: the Node request read as it arrives)', () => {
  const file = randomBytes(300_000);
  const pieces = Array.from({ length: 10 }, (_, i) => file.subarray(i * 30_000, (i + 1) * 30_000));

  it.each([
    ['the Node request, its length declared', () => Readable.from(pieces), file.length],
    ['the Node request, no length declared', () => Readable.from(pieces), undefined],
    ['a web stream', () => Readable.toWeb(Readable.from(pieces)) as ReadableStream<Uint8Array>, file.length],
  ] as const)('from %s: the whole file in a buffer of its own, its hash, and every piece handed on in order', async (_, body, declared) => {
    const sink = keeping();
    const got = await receiveUpload(body(), 1024 * 1024, sink, declared);
    expect(got.size).toBe(file.length);
    expect(got.bytes.equals(file)).toBe(true);
    // Its own buffer (never a slice of a shared pool), so it can be moved to the check thread.
    expect(got.bytes.byteOffset).toBe(0);
    expect(got.bytes.buffer.byteLength).toBe(file.length);
    expect(await got.sha256).toBe(createHash('sha256').update(file).digest('hex'));
    expect(Buffer.concat(sink.got).equals(file)).toBe(true);
  });

  it('hashes off the web thread from its own copy: the hash is right even when the bytes are moved away at once (ADR 128)', async () => {
    const got = await receiveUpload(Readable.from(pieces), 1024 * 1024, keeping(), file.length);
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(got.bytes, [got.bytes.buffer as ArrayBuffer]);
    port1.close();
    port2.close();
    expect(got.bytes.byteLength).toBe(0);
    expect(await got.sha256).toBe(createHash('sha256').update(file).digest('hex'));
  });

  it('refuses a body over the cap as soon as it passes it, without reading the rest', async () => {
    const many = Array.from({ length: 100 }, () => randomBytes(64 * 1024));
    const { body, pulled } = countedStream(many);
    const sink = keeping();
    const err = await failure(receiveUpload(body, 1024 * 1024, sink));
    expect(err).toBeInstanceOf(AppError);
    expect(err!.status).toBe(413);
    // 16 pieces fill the cap exactly; the 17th passes it. A few more may sit in the stream's buffer.
    expect(pulled()).toBeLessThan(20);
    expect(sink.got.length).toBe(16);
  });

  it('treats a body that breaks off as an interrupted upload', async () => {
    const body = new Readable({ read() {} });
    body.push(randomBytes(1000));
    setImmediate(() => body.destroy(new Error('socket hang up')));
    const err = await failure(receiveUpload(body, 1024 * 1024, keeping(), 5000));
    expect(err).toMatchObject({ status: 400, code: 'upload_aborted' });
  });

  it('treats a body shorter than its declared length as an interrupted upload', async () => {
    const err = await failure(receiveUpload(Readable.from([randomBytes(1000)]), 1024 * 1024, keeping(), 5000));
    expect(err).toMatchObject({ status: 400, code: 'upload_aborted' });
  });

  it('treats a request whose connection closed before its last byte as an interrupted upload, even without an error', async () => {
    const body = Object.assign(Readable.from([randomBytes(1000)]), { complete: false });
    const err = await failure(receiveUpload(body, 1024 * 1024, keeping()));
    expect(err).toMatchObject({ status: 400, code: 'upload_aborted' });
  });

  it('checks the first bytes once, before any piece is handed on, even when they arrive in small pieces (ADR 128)', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000)]);
    const small = Array.from({ length: 51 }, (_, i) => pdf.subarray(i * 100, (i + 1) * 100)).filter((p) => p.length);
    const sink = keeping();
    const heads: Buffer[] = [];
    const got = await receiveUpload(Readable.from(small), 1024 * 1024, sink, pdf.length, (head) => {
      expect(sink.got).toEqual([]);
      heads.push(Buffer.from(head));
      checkMagicBytes(head, 'w2.pdf');
    });
    expect(heads).toHaveLength(1);
    expect(heads[0]!.equals(pdf.subarray(0, HEAD_BYTES))).toBe(true);
    expect(got.bytes.equals(pdf)).toBe(true);
    expect(Buffer.concat(sink.got).equals(pdf)).toBe(true);
  });

  it('checks the whole file as its head when it is shorter than the head', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const heads: number[] = [];
    await receiveUpload(Readable.from([png]), 1024 * 1024, keeping(), png.length, (head) => heads.push(head.byteLength));
    expect(heads).toEqual([png.length]);
  });

  it('refuses a file whose magic bytes do not match its extension at its first piece, handing nothing on and reading no further', async () => {
    const many = [Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(64 * 1024)]), ...Array.from({ length: 40 }, () => randomBytes(64 * 1024))];
    const { body, pulled } = countedStream(many);
    const sink = keeping();
    const err = await failure(receiveUpload(body, 10 * 1024 * 1024, sink, undefined, (head) => checkMagicBytes(head, 'w2.pdf')));
    expect(err).toMatchObject({ status: 422, code: 'content_mismatch' });
    expect(sink.got).toEqual([]);
    expect(pulled()).toBeLessThan(5);
  });

  it('refuses an empty body', async () => {
    const err = await failure(receiveUpload(Readable.from([]), 1024 * 1024, keeping()));
    expect(err).toMatchObject({ status: 400, message: 'The file is empty.' });
  });
});

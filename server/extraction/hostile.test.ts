import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillOfficialForm, sharedDir } from '../../bench/extract/generate';
import { createTesseractJsEngine } from '../integrations/ocr/tesseract-js';
import { createExtractor } from './index';

const extractor = createExtractor({ timeoutMs: 20_000 });
afterAll(() => extractor.close());

/** A minimal PDF whose trailer names a standard security handler with an unknown password. */
function encryptedPdf(): Uint8Array {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    `4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -1028 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> >> endobj`,
  ];
  let body = '%PDF-1.6\n';
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(body.length);
    body += o + '\n';
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A PNG signature and IHDR claiming 100000 × 100000 pixels, with no image data. */
function hugePngHeader(): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const v = new DataView(b.buffer);
  v.setUint32(16, 100_000);
  v.setUint32(20, 100_000);
  b.set([8, 0, 0, 0, 0], 24);
  return b;
}

describe('hostile and broken inputs give typed errors', () => {
  it('truncated PDF', async () => {
    const doc = await fillOfficialForm('w2', 7);
    const r = await extractor.extract({ bytes: doc.bytes.subarray(0, 2000), fileName: 'w2.pdf' });
    expect(r).toMatchObject({ ok: false, error: { code: 'unreadable_pdf' } });
  });

  it('encrypted PDF', async () => {
    const r = await extractor.extract({ bytes: encryptedPdf(), fileName: 'secret.pdf' });
    expect(r).toMatchObject({ ok: false, error: { code: 'encrypted_pdf' } });
  });

  it('a PNG named .pdf', async () => {
    const png = new Uint8Array(await readFile(path.join(sharedDir, 'corpus', 'valeriiamur-sample-w2.png')));
    const r = await extractor.extract({ bytes: png, fileName: 'w2.pdf' });
    expect(r).toMatchObject({ ok: false, error: { code: 'type_mismatch' } });
  });

  it('a PNG header claiming 10 gigapixels is refused before decoding', async () => {
    const r = await extractor.extract({ bytes: hugePngHeader(), fileName: 'bomb.png' });
    expect(r).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });

  it('random bytes', async () => {
    const bytes = new Uint8Array(4096);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919 + 13) % 251;
    const r = await extractor.extract({ bytes, fileName: 'noise.pdf' });
    expect(r).toMatchObject({ ok: false, error: { code: 'unsupported_type' } });
  });

  it('a PDF header followed by garbage', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n' + 'x'.repeat(5000));
    const r = await extractor.extract({ bytes, fileName: 'bad.pdf' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(['unreadable_pdf']).toContain(r.error.code);
  });

  it('a corrupt PNG body', async () => {
    const png = new Uint8Array(await readFile(path.join(sharedDir, 'corpus', 'valeriiamur-sample-w2.png')));
    const broken = png.slice(0, 200);
    const r = await extractor.extract({ bytes: broken, fileName: 'w2.png' });
    expect(r).toMatchObject({ ok: false, error: { code: 'unreadable_image' } });
  });

  it('empty, oversized and too many pages', async () => {
    expect(await extractor.extract({ bytes: new Uint8Array(0), fileName: 'a.pdf' })).toMatchObject({ ok: false, error: { code: 'unsupported_type' } });
    const small = createExtractor({ maxBytes: 1000, maxPages: 1 });
    const doc = await fillOfficialForm('1099-nec', 3);
    expect(await small.extract({ bytes: doc.bytes, fileName: 'a.pdf' })).toMatchObject({ ok: false, error: { code: 'too_large' } });
    await small.close();
  });

  it('a timeout is a typed result', async () => {
    const slow = createExtractor({
      timeoutMs: 50,
      ocrEngine: { name: 'slow', recognize: () => new Promise((resolve) => setTimeout(() => resolve([]), 2000)), close: async () => undefined },
    });
    const png = new Uint8Array(await readFile(path.join(sharedDir, 'corpus', 'valeriiamur-sample-w2.png')));
    expect(await slow.extract({ bytes: png, fileName: 'w2.png' })).toMatchObject({ ok: false, error: { code: 'timeout' } });
    await slow.close();
  });

  it('an OCR failure is a typed result', async () => {
    const broken = createExtractor({ ocrEngine: { name: 'broken', recognize: () => Promise.reject(new Error('boom')), close: async () => undefined } });
    const png = new Uint8Array(await readFile(path.join(sharedDir, 'corpus', 'valeriiamur-sample-w2.png')));
    expect(await broken.extract({ bytes: png, fileName: 'w2.png' })).toMatchObject({ ok: false, error: { code: 'ocr_failed' } });
    await broken.close();
  });

  it('an image tesseract.js cannot read rejects that one request; the worker goes on (nothing thrown outside the promise)', async () => {
    const engine = createTesseractJsEngine({ poolSize: 1 });
    try {
      await expect(engine.recognize({ width: 0, height: 0, data: new Uint8Array(0) })).rejects.toBeDefined();
      const white = { width: 200, height: 60, data: new Uint8Array(200 * 60).fill(255) };
      expect(await engine.recognize(white)).toEqual([]);
    } finally {
      await engine.close();
    }
  });
});

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { AppError } from '../http/errors';
import { uploadChecker } from './upload-check';

const limits = { maxBytes: 20 * 1024 * 1024, maxPages: 50, maxPixels: 40_000_000 };
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

afterAll(async () => {
  await uploadChecker().close();
});

describe('the upload check thread (ADR 084)', () => {
  it('warms up, then checks a PDF on the thread, taking its bytes over without a copy', { timeout: 60_000 }, async () => {
    await uploadChecker().warm();
    const file = corpusFile('google-2020-1099-div.pdf');
    const bytes = new Uint8Array(file.byteLength);
    bytes.set(file);
    const digest = sha(bytes);
    const checked = await uploadChecker().check(bytes, 'div.pdf', limits, digest);
    expect(checked).toEqual({ mimeType: 'application/pdf', extension: '.pdf', sha256: digest, pageCount: 1 });
    expect(bytes.byteLength).toBe(0); // moved to the thread
  });

  it('takes the hash as a computation under way: the answer carries it once done (ADR 128)', { timeout: 60_000 }, async () => {
    const file = corpusFile('google-2020-1099-div.pdf');
    const bytes = new Uint8Array(file.byteLength);
    bytes.set(file);
    const digest = sha(bytes);
    let settle: (hex: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => (settle = resolve));
    const checking = uploadChecker().check(bytes, 'div.pdf', limits, later);
    setTimeout(() => settle(digest), 50);
    expect(await checking).toEqual({ mimeType: 'application/pdf', extension: '.pdf', sha256: digest, pageCount: 1 });
  });

  it('copies bytes that share their buffer, and leaves them as they were', { timeout: 60_000 }, async () => {
    const file = corpusFile('azure-w2-single.png');
    const shared = new Uint8Array(file.byteLength + 10);
    shared.set(file, 10);
    const view = shared.subarray(10);
    const checked = await uploadChecker().check(view, 'w2.png', limits, sha(view));
    expect(checked).toMatchObject({ mimeType: 'image/png', extension: '.png', pageCount: 1 });
    expect(view.byteLength).toBe(file.byteLength);
  });

  it('refuses a damaged PDF with the same words as before', { timeout: 60_000 }, async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20)]);
    const err = (await uploadChecker().check(broken, 'broken.pdf', limits, sha(broken)).catch((e: unknown) => e)) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({ status: 422, code: 'unreadable_pdf', message: 'This PDF could not be read. It may be damaged.' });
    const mismatch = Buffer.from('just some text');
    const err2 = (await uploadChecker().check(mismatch, 'notes.pdf', limits, sha(mismatch)).catch((e: unknown) => e)) as AppError;
    expect({ status: err2.status, code: err2.code }).toEqual({ status: 422, code: 'content_mismatch' });
  });

  it('answers a check whose thread ended, and starts a new thread for the next one', { timeout: 60_000 }, async () => {
    const file = corpusFile('google-2020-1099-div.pdf');
    // A cold thread (still loading pdf.js) cannot answer before it is ended; a warm one may answer
    // a one-page PDF first, which made this test fail once under load.
    await uploadChecker().close();
    const pending = uploadChecker().check(new Uint8Array(file), 'div.pdf', limits, sha(file));
    await uploadChecker().close();
    const err = (await pending.catch((e: unknown) => e)) as AppError;
    expect({ status: err.status, code: err.code }).toEqual({ status: 422, code: 'unreadable_file' });
    const again = await uploadChecker().check(new Uint8Array(file), 'div.pdf', limits, sha(file));
    expect(again.pageCount).toBe(1);
  });

  it("tells a thread's first checked file (its cold run) from the later ones, refusals included, and again after the thread restarts", { timeout: 90_000 }, async () => {
    const file = corpusFile('google-2020-1099-div.pdf');
    const seen: boolean[] = [];
    const note = (first: boolean) => seen.push(first);
    await uploadChecker().close();
    // The warm-up loads pdf.js but is not a checked file: the next check is still the thread's first.
    await uploadChecker().warm();
    const first = await uploadChecker().checkNoting(new Uint8Array(file), 'div.pdf', limits, sha(file), note);
    expect(first.firstOfThread).toBe(true);
    const second = await uploadChecker().checkNoting(new Uint8Array(file), 'div.pdf', limits, sha(file), note);
    expect(second.firstOfThread).toBe(false);
    const text = Buffer.from('just some text');
    await expect(uploadChecker().checkNoting(text, 'notes.pdf', limits, sha(text), note)).rejects.toMatchObject({ code: 'content_mismatch' });
    await uploadChecker().close();
    const restarted = await uploadChecker().checkNoting(new Uint8Array(file), 'div.pdf', limits, sha(file), note);
    expect(restarted.firstOfThread).toBe(true);
    expect(seen).toEqual([true, false, false, true]);
  });

  it('never keeps a process alive, even while it is still warming up', { timeout: 90_000 }, async () => {
    const here = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'upload-check.ts')).href;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `const m = await import(${JSON.stringify(here)}); void m.uploadChecker().warm();`], { stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('exit', (c) => {
        clearTimeout(kill);
        resolve(c);
      });
    });
    expect(code).toBe(0);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { giantUserUnitPdf, hugeImagePdf } from '../../test/hostile-pdfs';
import { logger } from '../logger';
import { createIsolatedExtractor, documentsAtOnce, EXTRACTION_NICE, type IsolatedExtractor } from './extraction-host';

const opened: IsolatedExtractor[] = [];
function host(opts: Partial<Parameters<typeof createIsolatedExtractor>[0]> = {}): IsolatedExtractor {
  const h = createIsolatedExtractor({ extractor: { timeoutMs: 60_000, ocr: { poolSize: 1 } }, log: logger, timeoutMs: 60_000, ...opts });
  opened.push(h);
  return h;
}
afterAll(async () => {
  await Promise.all(opened.map((h) => h.close()));
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the extraction process', () => {
  it('reads a document in a separate process and keeps that process for the next one', async () => {
    const h = host();
    const first = await h.extract({ bytes: corpusFile('google-2020-1099-int.pdf'), fileName: 'int.pdf' });
    expect(first).toMatchObject({ ok: true, value: { document_type: '1099-int' } });
    const pid = h.pid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    const second = await h.extract({ bytes: corpusFile('google-2020-1099-nec.pdf'), fileName: 'nec.pdf' });
    expect(second).toMatchObject({ ok: true, value: { document_type: '1099-nec' } });
    expect(h.pid()).toBe(pid);
  });

  it('fails a page larger than 200 inches (MediaBox × UserUnit) without rendering it', async () => {
    const r = await host().extract({ bytes: giantUserUnitPdf(), fileName: 'w2.pdf', declaredType: 'w2' });
    expect(r).toEqual({
      ok: false,
      error: { code: 'unreadable_pdf', message: 'The document could not be analysed: Page 1 measures 15,000,000 × 15,000,000 inches; pages larger than 200 inches cannot be read.' },
    });
  });

  it('kills the process at the time limit, answers a typed failure, and starts a new process for the next document', async () => {
    const h = host({ timeoutMs: 0, killGraceMs: 0 });
    const r = await h.extract({ bytes: corpusFile('azure-w2-single.png'), fileName: 'w2.png' });
    expect(r).toEqual({ ok: false, error: { code: 'timeout', message: 'The document could not be analysed: it took longer than 0 seconds.' } });
    expect(h.pid()).toBeUndefined();
  });

  it('kills the process over its memory limit and fails that document as too large', async () => {
    const h = host({ rssLimitMb: 40 });
    const r = await h.extract({ bytes: hugeImagePdf(), fileName: 'w2.pdf' });
    expect(r).toEqual({ ok: false, error: { code: 'too_large', message: 'The document could not be analysed: it needs more than 40 MB of memory.' } });
  });

  it('a crash of the process fails only the document in progress; the next one is read by a new process', async () => {
    const h = host();
    await h.warm();
    const pid = h.pid()!;
    const pending = h.extract({ bytes: corpusFile('azure-w2-single.png'), fileName: 'w2.png' });
    process.kill(pid, 'SIGKILL');
    expect(await pending).toEqual({ ok: false, error: { code: 'internal_error', message: 'The document could not be analysed: the analysis stopped unexpectedly.' } });
    expect(alive(pid)).toBe(false);
    const next = await h.extract({ bytes: corpusFile('google-2020-1099-int.pdf'), fileName: 'int.pdf' });
    expect(next.ok).toBe(true);
    expect(h.pid()).not.toBe(pid);
  });

  it('close() ends the process', async () => {
    const h = host();
    await h.warm();
    const pid = h.pid()!;
    expect(alive(pid)).toBe(true);
    await h.close();
    expect(alive(pid)).toBe(false);
  });
});

/** The host over a stand-in process (test/fake-extraction-child.ts) that counts its starts in a file. */
function fakeHost(documents: number): { h: IsolatedExtractor; starts: () => number; done: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-fake-child-'));
  const startsFile = path.join(dir, 'starts');
  process.env.FAKE_CHILD_STARTS = startsFile;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fake-extraction-child.ts');
  const h = host({ documentsAtOnce: documents, entry: { file, execArgv: ['--import', 'tsx'] } });
  return {
    h,
    starts: () => readFileSync(startsFile, 'utf8').trim().split('\n').length,
    done: () => {
      delete process.env.FAKE_CHILD_STARTS;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
const input = (fileName: string) => ({ bytes: new Uint8Array([1]), fileName });
const said = (r: { ok: boolean; error?: { message: string } } | { ok: true }) => ('error' in r ? r.error?.message : undefined);

describe('two documents at once (ADR 096 addendum)', () => {
  it('the extraction process runs at a lower priority than the web process, which answers first', async () => {
    const f = fakeHost(2);
    try {
      expect(said(await f.h.extract(input('nice.png')))).toBe(`nice ${Math.max(EXTRACTION_NICE, getPriority())}`);
    } finally {
      f.done();
    }
  });

  it('the extraction process gets two malloc arenas and a fixed mmap threshold, so freed page images leave its memory', async () => {
    const f = fakeHost(2);
    try {
      expect(said(await f.h.extract(input('env.png')))).toBe('MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072');
    } finally {
      f.done();
    }
  });

  it('reads as many documents at once as the engine has OCR workers, at most two', () => {
    expect(documentsAtOnce({ ocr: { poolSize: 1 } })).toBe(1);
    expect(documentsAtOnce({ ocr: { poolSize: 2 } })).toBe(2);
    expect(documentsAtOnce({ ocr: { poolSize: 4 } })).toBe(2);
    expect(documentsAtOnce({ ocr: { engine: 'tesseract-cli' } })).toBe(1);
  });

  it('two waiting documents are in the process together, so both cores work', async () => {
    const f = fakeHost(2);
    try {
      const [a, b] = await Promise.all([f.h.extract(input('a.png')), f.h.extract(input('b.png'))]);
      expect(said(a)).toBe('together 2 start 1');
      expect(said(b)).toBe('together 2 start 1');
      expect(f.starts()).toBe(1);
    } finally {
      f.done();
    }
  });

  it('a third document waits for a free place; a process set to one document reads them one at a time', async () => {
    const f = fakeHost(1);
    try {
      process.env.FAKE_CHILD_ALONE_MS = '50';
      const [a, b] = await Promise.all([f.h.extract(input('a.png')), f.h.extract(input('b.png'))]);
      expect([said(a), said(b)]).toEqual(['together 1 start 1', 'together 1 start 1']);
    } finally {
      delete process.env.FAKE_CHILD_ALONE_MS;
      f.done();
    }
  });

  it('a crash with two documents in progress fails only the one that crashes: each is read again alone', async () => {
    const f = fakeHost(2);
    try {
      process.env.FAKE_CHILD_ALONE_MS = '50';
      const fine = f.h.extract(input('fine.png'));
      const crash = f.h.extract(input('crash.png'));
      // The first process dies with both in progress; the next reads fine.png alone and answers it,
      // then crash.png alone, which crashes again and is the only document failed.
      expect(said(await fine)).toBe('together 1 start 2');
      expect(await crash).toEqual({ ok: false, error: { code: 'internal_error', message: 'The document could not be analysed: the analysis stopped unexpectedly.' } });
      expect(f.starts()).toBe(2);
    } finally {
      delete process.env.FAKE_CHILD_ALONE_MS;
      f.done();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStore } from './local';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-local-'));
  dirs.push(dir);
  return dir;
};
const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('localStore.openWrite (ADR 124: pieces written as they are, one write in flight)', () => {
  it('writes 5 MB of network-sized pieces, a patched header and an odd tail, byte for byte', async () => {
    const dir = scratch();
    const store = localStore(dir);
    const header = Buffer.alloc(40, 0);
    const pieces = [header, ...Array.from({ length: 80 }, () => randomBytes(65_536)), randomBytes(13)];
    const w = await store.openWrite!('u1/doc.pdf');
    for (const p of pieces) await w.append(p);
    const tag = randomBytes(16);
    await w.patch(24, tag);
    expect(files(dir)).toHaveLength(1);
    expect(files(dir)[0]).toMatch(/\.tmp$/);
    await w.commit();
    const expected = Buffer.concat(pieces);
    tag.copy(expected, 24);
    expect(readFileSync(path.join(dir, 'u1', 'doc.pdf')).equals(expected)).toBe(true);
    expect(files(dir)).toEqual(['doc.pdf']);
    await expect(w.append(Buffer.from('late'))).rejects.toThrow('no longer open');
  });

  it('leaves no file when abandoned while a write is still in flight', async () => {
    const dir = scratch();
    const w = await localStore(dir).openWrite!('u1/gone.pdf');
    // 1 MiB fills a batch: its write starts and is not waited for.
    for (let i = 0; i < 16; i++) await w.append(randomBytes(65_536));
    await w.append(randomBytes(10));
    await w.abort();
    expect(files(dir)).toEqual([]);
  });

  it('seals an object (every byte written, the file closed) without making it visible; commit then publishes it (ADR 128)', async () => {
    const dir = scratch();
    const w = await localStore(dir).openWrite!('u1/sealed.pdf');
    const pieces = Array.from({ length: 40 }, () => randomBytes(65_536));
    for (const p of pieces) await w.append(p);
    await w.seal!();
    expect(files(dir)).toHaveLength(1);
    expect(files(dir)[0]).toMatch(/\.tmp$/);
    await expect(w.append(Buffer.from('late'))).rejects.toThrow('no longer open');
    await w.commit();
    expect(readFileSync(path.join(dir, 'u1', 'sealed.pdf')).equals(Buffer.concat(pieces))).toBe(true);
    expect(files(dir)).toEqual(['sealed.pdf']);
  });

  it('leaves no file when abandoned after sealing, or while the seal is under way', async () => {
    for (const waitForSeal of [true, false]) {
      const dir = scratch();
      const w = await localStore(dir).openWrite!('u1/refused.pdf');
      for (let i = 0; i < 24; i++) await w.append(randomBytes(65_536));
      const sealing = w.seal!();
      if (waitForSeal) await sealing;
      await w.abort();
      await sealing;
      expect(files(dir)).toEqual([]);
      await expect(w.commit()).rejects.toThrow('no longer open');
    }
  });

  it('reads an object back as a plain Uint8Array over the file’s own buffer', async () => {
    const dir = scratch();
    const store = localStore(dir);
    const bytes = randomBytes(3 * 1024 * 1024 + 5);
    await store.put('u1/read.pdf', bytes);
    const got = (await store.get('u1/read.pdf'))!;
    expect(Object.getPrototypeOf(got)).toBe(Uint8Array.prototype);
    expect(got.byteOffset).toBe(0);
    expect(got.buffer.byteLength).toBe(bytes.length);
    expect(Buffer.from(got).equals(bytes)).toBe(true);
    expect(await store.get('u1/missing.pdf')).toBeNull();
  });
});

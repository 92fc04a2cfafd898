import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStore } from '../integrations/storage/local';
import type { ObjectStore } from '../integrations/storage/types';
import { FieldCipher } from './crypto';
import { EncryptedStore } from './envelope';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function memoryStore(): ObjectStore & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: 's3',
    objects,
    async put(key, body) {
      objects.set(key, new Uint8Array(body));
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
    async ping() {},
  };
}

const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('EncryptedStore.writer: an object written while it arrives', () => {
  const master = new FieldCipher(randomBytes(32));
  // 2.5 MiB in uneven pieces: more than one batch of the local writer, and a tail.
  const plaintext = randomBytes(2.5 * 1024 * 1024 + 77);
  const pieces = [plaintext.subarray(0, 65_536), plaintext.subarray(65_536, 1_500_000), plaintext.subarray(1_500_000, 1_500_001), plaintext.subarray(1_500_001)];

  it('on the local disk: invisible until committed, then read back like an object from put', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-envelope-'));
    dirs.push(dir);
    const store = new EncryptedStore(localStore(dir), master);
    const w = await store.writer('u1/streamed.pdf');
    for (const p of pieces) await w.write(p);
    expect(await store.get('u1/streamed.pdf')).toBeNull();
    await w.commit();
    expect(Buffer.from((await store.get('u1/streamed.pdf'))!).equals(plaintext)).toBe(true);
    expect(files(dir)).toEqual(['streamed.pdf']);

    // Same format as put: a file written whole reads back the same way, and a flipped byte is refused.
    await store.put('u1/whole.pdf', plaintext);
    expect(Buffer.from((await store.get('u1/whole.pdf'))!).equals(plaintext)).toBe(true);
    const raw = localStore(dir);
    const sealed = Buffer.from((await raw.get('u1/streamed.pdf'))!);
    sealed[sealed.length - 10]! ^= 1;
    await raw.put('u1/streamed.pdf', sealed);
    await expect(store.get('u1/streamed.pdf')).rejects.toThrow();
  });

  it('sealed before commit (ADR 128): still invisible, no more writes, then committed and read back; abandoned after a seal, nothing stays', async () => {
    const local = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-envelope-'));
      dirs.push(dir);
      return localStore(dir);
    };
    for (const make of [local, () => memoryStore()]) {
      const raw = make();
      const store = new EncryptedStore(raw, master);
      const w = await store.writer('u1/sealed.pdf');
      for (const p of pieces) await w.write(p);
      await Promise.all([w.seal(), w.seal()]);
      expect(await store.get('u1/sealed.pdf')).toBeNull();
      await expect(w.write(Buffer.from('late'))).rejects.toThrow('sealed');
      await w.commit();
      expect(Buffer.from((await store.get('u1/sealed.pdf'))!).equals(plaintext)).toBe(true);

      const refused = await store.writer('u1/refused.pdf');
      for (const p of pieces) await refused.write(p);
      await refused.seal();
      await refused.abort();
      expect(await store.get('u1/refused.pdf')).toBeNull();
    }
  });

  it('on the local disk: an abandoned object leaves no file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-envelope-'));
    dirs.push(dir);
    const store = new EncryptedStore(localStore(dir), master);
    const w = await store.writer('u1/refused.pdf');
    for (const p of pieces.slice(0, 2)) await w.write(p);
    expect(files(dir)).toHaveLength(1); // the temporary file, already holding the first pieces
    await w.abort();
    await w.abort();
    expect(files(dir)).toEqual([]);
    expect(await store.get('u1/refused.pdf')).toBeNull();
  });

  it('on a store without streaming writes (S3): one put on commit, none on abort', async () => {
    const mem = memoryStore();
    const store = new EncryptedStore(mem, master);
    const w = await store.writer('u1/s3.pdf');
    for (const p of pieces) await w.write(p);
    expect(mem.objects.size).toBe(0);
    await w.commit();
    expect(Buffer.from((await store.get('u1/s3.pdf'))!).equals(plaintext)).toBe(true);
    const dropped = await store.writer('u1/dropped.pdf');
    await dropped.write(pieces[0]!);
    await dropped.abort();
    expect([...mem.objects.keys()]).toEqual(['u1/s3.pdf']);
  });
});

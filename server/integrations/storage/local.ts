import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, ObjectWriter } from './types';

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;
/** Appended pieces are gathered up to this size before each write to the file. */
const WRITE_BATCH_BYTES = 1024 * 1024;

/** Objects as files under a folder (the embedded default). Writes are atomic (temp file + rename). */
export function localStore(root: string): ObjectStore {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('invalid object key');
    return path.join(root, key);
  };
  const tempFor = (target: string) => `${target}.${process.pid}.${Date.now()}.tmp`;
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tmp = tempFor(target);
      await writeFile(tmp, body, { mode: 0o600, flag: 'wx' });
      await rename(tmp, target);
    },
    async openWrite(key): Promise<ObjectWriter> {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tmp = tempFor(target);
      const handle = await open(tmp, 'wx', 0o600);
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let written = 0;
      let state: 'open' | 'committed' | 'aborted' = 'open';
      const flush = async () => {
        if (pendingBytes === 0) return;
        const batch = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await handle.write(batch, 0, batch.byteLength, written);
        written += batch.byteLength;
      };
      return {
        async append(bytes) {
          if (state !== 'open') throw new Error('the object is no longer open for writing');
          pending.push(bytes);
          pendingBytes += bytes.byteLength;
          if (pendingBytes >= WRITE_BATCH_BYTES) await flush();
        },
        async patch(offset, bytes) {
          if (state !== 'open') throw new Error('the object is no longer open for writing');
          await flush();
          if (offset < 0 || offset + bytes.byteLength > written) throw new RangeError('patch outside the written bytes');
          await handle.write(bytes, 0, bytes.byteLength, offset);
        },
        async commit() {
          if (state !== 'open') throw new Error('the object is no longer open for writing');
          await flush();
          await handle.close();
          await rename(tmp, target);
          state = 'committed';
        },
        async abort() {
          if (state !== 'open') return;
          state = 'aborted';
          pending = [];
          await handle.close().catch(() => undefined);
          await rm(tmp, { force: true });
        },
      };
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async ping() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await stat(root);
    },
  };
}

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
      // One write to the file at a time, started without waiting for it: the next pieces are
      // received and encrypted while the disk takes the previous batch (as a Node write stream
      // does). A failed write is reported by the next append, patch or commit.
      let inFlight: Promise<void> = Promise.resolve();
      let failed: unknown = null;
      // 'sealed': every byte written and the file closed, not yet visible under its key.
      let state: 'open' | 'sealed' | 'committed' | 'aborted' = 'open';
      let sealing: Promise<void> | null = null;
      const usable = () => {
        if (state !== 'open') throw new Error('the object is no longer open for writing');
        if (failed) throw failed;
      };
      const flush = async () => {
        await inFlight;
        if (failed) throw failed;
        if (pendingBytes === 0) return;
        // The pieces are written as they are (writev), never joined into one more copy.
        const batch = pending;
        const at = written;
        written += pendingBytes;
        pending = [];
        pendingBytes = 0;
        inFlight = handle.writev(batch, at).then(
          () => undefined,
          (err: unknown) => {
            failed ??= err;
          },
        );
      };
      const seal = (): Promise<void> => {
        if (sealing) return sealing;
        usable();
        state = 'sealed';
        sealing = (async () => {
          await flush();
          await inFlight;
          if (failed) throw failed;
          await handle.close();
        })();
        return sealing;
      };
      return {
        async append(bytes) {
          usable();
          pending.push(bytes);
          pendingBytes += bytes.byteLength;
          if (pendingBytes >= WRITE_BATCH_BYTES) await flush();
        },
        async patch(offset, bytes) {
          usable();
          await flush();
          await inFlight;
          usable();
          if (offset < 0 || offset + bytes.byteLength > written) throw new RangeError('patch outside the written bytes');
          await handle.write(bytes, 0, bytes.byteLength, offset);
        },
        seal,
        async commit() {
          if (state === 'committed' || state === 'aborted') throw new Error('the object is no longer open for writing');
          await seal();
          if (state !== 'sealed') throw new Error('the object is no longer open for writing');
          await rename(tmp, target);
          state = 'committed';
        },
        async abort() {
          if (state === 'committed' || state === 'aborted') return;
          state = 'aborted';
          pending = [];
          pendingBytes = 0;
          await inFlight;
          // A seal under way closes the file itself; either way it is closed before it is removed.
          if (sealing) await sealing.catch(() => undefined);
          else await handle.close().catch(() => undefined);
          await rm(tmp, { force: true });
        },
      };
    },
    async get(key) {
      try {
        // The file's own buffer, seen as a plain Uint8Array (no copy of the whole object).
        const data = await readFile(file(key));
        return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
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

/** A private object store: the local disk by default, any S3-compatible service by configuration. */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array): Promise<void>;
  /**
   * Writes an object piece by piece while it arrives (optional; without it a writer that gathers
   * the pieces and calls `put` is used). Nothing is visible under the key until `commit`.
   */
  openWrite?(key: string): Promise<ObjectWriter>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
}

/** An object being written: appended to, patched in place (a header known only at the end), then committed or abandoned. */
export interface ObjectWriter {
  append(bytes: Uint8Array): Promise<void>;
  /** Overwrites bytes already appended, at `offset` from the start. */
  patch(offset: number, bytes: Uint8Array): Promise<void>;
  /**
   * Optional: finishes writing (every byte on its way to the store, the file closed) without making
   * the object visible, so that work runs while the caller still checks the upload (ADR 128). No
   * append or patch after it; `commit` then only publishes, `abort` still drops everything.
   */
  seal?(): Promise<void>;
  /** Makes the object visible under its key (sealing it first if that was not done). */
  commit(): Promise<void>;
  /** Drops everything written; the key is left as it was. Safe to call more than once. */
  abort(): Promise<void>;
}

/** The writer for stores without `openWrite`: gathers the pieces in memory and puts them on commit. */
export function bufferedWriter(store: Pick<ObjectStore, 'put'>, key: string): ObjectWriter {
  let parts: Uint8Array[] = [];
  let size = 0;
  const whole = () => {
    const all = Buffer.concat(parts, size);
    parts = [all];
    return all;
  };
  return {
    async append(bytes) {
      parts.push(bytes);
      size += bytes.byteLength;
    },
    async patch(offset, bytes) {
      if (offset < 0 || offset + bytes.byteLength > size) throw new RangeError('patch outside the written bytes');
      whole().set(bytes, offset);
    },
    async commit() {
      await store.put(key, whole());
      parts = [];
    },
    async abort() {
      parts = [];
      size = 0;
    },
  };
}

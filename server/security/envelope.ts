import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { bufferedWriter, type ObjectStore } from '../integrations/storage/types';
import type { FieldCipher } from './crypto';

const MAGIC = Buffer.from('TDE1');

/**
 * Envelope encryption of stored files (security.md §12): each object gets its own random
 * data key (AES-256-GCM); the data key is wrapped with the master key and stored in the object's
 * header, bound to the object key. Works the same on the local disk and on S3.
 * Layout: "TDE1" | u16 wrapped-key length | wrapped key (utf8) | 12-byte IV | 16-byte tag | data.
 */
/** An encrypted object being written while its plaintext arrives (see `EncryptedStore.writer`). */
export interface EncryptedWriter {
  write(plaintext: Uint8Array): Promise<void>;
  /**
   * The last plaintext has been written: the cipher finished, the tag patched into the header and
   * the object finished in the store, still invisible (ADR 128). Safe to call more than once.
   */
  seal(): Promise<void>;
  /** Makes the object visible under its key (sealing it first if that was not done). */
  commit(): Promise<void>;
  /** Drops what was written; the key is left as it was. Safe after a commit (does nothing). */
  abort(): Promise<void>;
}

export class EncryptedStore {
  constructor(
    private readonly store: ObjectStore,
    private readonly master: FieldCipher,
  ) {}

  get kind() {
    return this.store.kind;
  }

  async put(key: string, plaintext: Uint8Array): Promise<void> {
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    cipher.setAAD(Buffer.from(key));
    const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    await this.store.put(key, Buffer.concat([this.header(key, dataKey, iv, cipher.getAuthTag()), data]));
  }

  /**
   * Writes an object while its plaintext arrives, in the same format as `put`: each piece is
   * encrypted and handed to the store at once (on the local disk, written to a temporary file), and
   * the authentication tag, known only at the end, is patched into the header on `commit`. Nothing
   * is visible under the key until then; `abort` leaves no trace.
   */
  async writer(key: string): Promise<EncryptedWriter> {
    const out = this.store.openWrite ? await this.store.openWrite(key) : bufferedWriter(this.store, key);
    const dataKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
    cipher.setAAD(Buffer.from(key));
    const header = this.header(key, dataKey, iv, Buffer.alloc(16));
    let done = false;
    let sealing: Promise<void> | null = null;
    try {
      await out.append(header);
    } catch (err) {
      await out.abort().catch(() => undefined);
      throw err;
    }
    const seal = (): Promise<void> =>
      (sealing ??= (async () => {
        const last = cipher.final();
        if (last.byteLength) await out.append(last);
        await out.patch(header.byteLength - 16, cipher.getAuthTag());
        await out.seal?.();
      })());
    return {
      async write(plaintext) {
        if (sealing) throw new Error('the object is sealed');
        const data = cipher.update(plaintext);
        if (data.byteLength) await out.append(data);
      },
      seal,
      async commit() {
        await seal();
        await out.commit();
        done = true;
      },
      async abort() {
        if (done) return;
        done = true;
        await out.abort();
      },
    };
  }

  /** "TDE1" | u16 wrapped-key length | wrapped key | IV | tag. */
  private header(key: string, dataKey: Buffer, iv: Buffer, tag: Buffer): Buffer {
    const wrapped = Buffer.from(this.master.encrypt(dataKey.toString('base64'), `object:${key}`));
    const len = Buffer.alloc(2);
    len.writeUInt16BE(wrapped.length);
    return Buffer.concat([MAGIC, len, wrapped, iv, tag]);
  }

  /** The decrypted bytes, or null when the object does not exist. Throws if it was tampered with. */
  async get(key: string): Promise<Uint8Array | null> {
    const raw = await this.store.get(key);
    if (!raw) return null;
    const buf = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if (!buf.subarray(0, 4).equals(MAGIC)) throw new Error('object is not in the encrypted format');
    const wlen = buf.readUInt16BE(4);
    const wrapped = buf.subarray(6, 6 + wlen).toString('utf8');
    const iv = buf.subarray(6 + wlen, 18 + wlen);
    const tag = buf.subarray(18 + wlen, 34 + wlen);
    const dataKey = Buffer.from(this.master.decrypt(wrapped, `object:${key}`), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', dataKey, iv);
    decipher.setAAD(Buffer.from(key));
    decipher.setAuthTag(tag);
    const plain = decipher.update(buf.subarray(34 + wlen));
    const last = decipher.final();
    // GCM adds nothing at the end: the deciphered piece is the file, handed over without another
    // copy (as a Uint8Array of a buffer of its own, like before).
    if (last.byteLength === 0 && plain.byteOffset === 0 && plain.byteLength === plain.buffer.byteLength) return new Uint8Array(plain.buffer, 0, plain.byteLength);
    return new Uint8Array(Buffer.concat([plain, last]));
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  ping(): Promise<void> {
    return this.store.ping();
  }
}

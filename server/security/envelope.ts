import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ObjectStore } from '../integrations/storage/types';
import type { FieldCipher } from './crypto';

const MAGIC = Buffer.from('TDE1');

/**
 * Envelope encryption of stored files (security.md §12): each object gets its own random
 * data key (AES-256-GCM); the data key is wrapped with the master key and stored in the object's
 * header, bound to the object key. Works the same on the local disk and on S3.
 * Layout: "TDE1" | u16 wrapped-key length | wrapped key (utf8) | 12-byte IV | 16-byte tag | data.
 */
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
    const wrapped = Buffer.from(this.master.encrypt(dataKey.toString('base64'), `object:${key}`));
    const len = Buffer.alloc(2);
    len.writeUInt16BE(wrapped.length);
    await this.store.put(key, Buffer.concat([MAGIC, len, wrapped, iv, cipher.getAuthTag(), data]));
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
    return new Uint8Array(Buffer.concat([decipher.update(buf.subarray(34 + wlen)), decipher.final()]));
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  ping(): Promise<void> {
    return this.store.ping();
  }
}

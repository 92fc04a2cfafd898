import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A short, non-secret id of a key, stored with each ciphertext so rotation knows which key. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/**
 * AES-256-GCM field encryption. Ciphertext format: `v1.<keyId>.<iv>.<tag>.<data>` (base64url).
 * The associated data binds a value to its row and purpose so ciphertexts cannot be swapped.
 */
export class FieldCipher {
  private readonly byId: Map<string, Buffer>;
  private readonly currentId: string;

  constructor(private readonly current: Buffer, old: Buffer[] = []) {
    this.currentId = keyId(current);
    this.byId = new Map([[this.currentId, current], ...old.map((k) => [keyId(k), k] as const)]);
  }

  /** Encrypts a UTF-8 string under the current key. */
  encrypt(plaintext: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(aad));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', this.currentId, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
  }

  /** Decrypts a value made by `encrypt`; throws if it was tampered with or the key is unknown. */
  decrypt(token: string, aad: string): string {
    const [v, id, iv, tag, data] = token.split('.');
    if (v !== 'v1' || !id || !iv || !tag || data === undefined) throw new Error('malformed ciphertext');
    const key = this.byId.get(id);
    if (!key) throw new Error('ciphertext key is not configured');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** True when the value was written under an older key and should be re-encrypted. */
  needsRotation(token: string): boolean {
    return token.split('.')[1] !== this.currentId;
  }
}

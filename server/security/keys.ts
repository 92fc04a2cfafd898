import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

export interface Keys {
  /** Signs session cookies and tokens (better-auth secret). */
  authSecret: string;
  /** The current data-encryption key (32 bytes). */
  encryptionKey: Buffer;
  /** Older keys still accepted for decryption during a rotation. */
  oldEncryptionKeys: Buffer[];
}

/** Reads a key file, or creates it (mode 0600) with fresh random bytes on first run. */
function keyFile(dir: string, name: string, make: () => string): string {
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return value;
}

/**
 * Secrets from configuration; on the embedded default they are created once under
 * `DATA_DIR/keys/` (docs/decisions/004-encryption-at-rest.md describes rotation).
 */
export function loadKeys(env: Env): Keys {
  const dir = path.join(env.DATA_DIR, 'keys');
  const authSecret = env.AUTH_SECRET ?? keyFile(dir, 'auth-secret', () => randomBytes(32).toString('base64url'));
  const encryption = env.ENCRYPTION_KEY ?? keyFile(dir, 'encryption.key', () => randomBytes(32).toString('base64'));
  const old = (env.ENCRYPTION_KEYS_OLD ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const encryptionKey = Buffer.from(encryption, 'base64');
  if (encryptionKey.length !== 32) throw new Error('ENCRYPTION_KEY must decode to 32 bytes');
  return { authSecret, encryptionKey, oldEncryptionKeys: old.map((k) => Buffer.from(k, 'base64')) };
}

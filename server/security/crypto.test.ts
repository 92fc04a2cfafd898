import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCipher, keyId } from './crypto';

describe('FieldCipher', () => {
  const k1 = randomBytes(32);
  const k2 = randomBytes(32);

  it('round-trips and never stores the plaintext', () => {
    const c = new FieldCipher(k1);
    const token = c.encrypt('123-45-6789', 'clients:1:ssn');
    expect(token).not.toContain('6789');
    expect(token.startsWith(`v1.${keyId(k1)}.`)).toBe(true);
    expect(c.decrypt(token, 'clients:1:ssn')).toBe('123-45-6789');
  });

  it('uses a fresh IV each time', () => {
    const c = new FieldCipher(k1);
    expect(c.encrypt('x', 'a')).not.toBe(c.encrypt('x', 'a'));
  });

  it('refuses a value moved to another row (associated data) or tampered with', () => {
    const c = new FieldCipher(k1);
    const token = c.encrypt('123-45-6789', 'clients:1:ssn');
    expect(() => c.decrypt(token, 'clients:2:ssn')).toThrow();
    const parts = token.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => c.decrypt(parts.join('.'), 'clients:1:ssn')).toThrow();
    expect(() => c.decrypt('garbage', 'x')).toThrow('malformed');
  });

  it('reads values under an old key during rotation and says they need re-encryption', () => {
    const old = new FieldCipher(k1).encrypt('secret', 'a');
    const rotated = new FieldCipher(k2, [k1]);
    expect(rotated.decrypt(old, 'a')).toBe('secret');
    expect(rotated.needsRotation(old)).toBe(true);
    expect(rotated.needsRotation(rotated.encrypt('secret', 'a'))).toBe(false);
    expect(() => new FieldCipher(k2).decrypt(old, 'a')).toThrow('not configured');
  });
});

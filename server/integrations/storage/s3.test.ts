import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver implements the S3 API on loopback: the remote store is the only thing faked, at the network boundary.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldCipher } from '../../security/crypto';
import { EncryptedStore } from '../../security/envelope';
import { localStore } from './local';
import { s3Store } from './s3';
import type { ObjectStore } from './types';

let server: S3rver;
let dir: string;
let endpoint: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'tax-documents', configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: Array<[string, () => ObjectStore]> = [
  ['s3', () => s3Store({ endpoint, bucket: 'tax-documents', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true })],
  ['local', () => localStore(mkdtempSync(path.join(tmpdir(), 'objects-')))],
];

describe.each(stores)('%s object store with envelope encryption', (_name, make) => {
  it('stores ciphertext, reads back the plaintext, and deletes', async () => {
    const store = make();
    await store.ping();
    const files = new EncryptedStore(store, new FieldCipher(randomBytes(32)));
    const plaintext = Buffer.from('%PDF-1.7 employee SSN 123-45-6789');
    await files.put('user-1/abc.pdf', plaintext);
    const raw = await store.get('user-1/abc.pdf');
    expect(raw).not.toBeNull();
    expect(Buffer.from(raw!).includes(Buffer.from('123-45-6789'))).toBe(false);
    expect(Buffer.from((await files.get('user-1/abc.pdf'))!).equals(plaintext)).toBe(true);
    await files.delete('user-1/abc.pdf');
    expect(await files.get('user-1/abc.pdf')).toBeNull();
  });

  it('refuses an object moved to another key or encrypted under another master key', async () => {
    const store = make();
    const a = new EncryptedStore(store, new FieldCipher(randomBytes(32)));
    await a.put('user-1/a.pdf', Buffer.from('secret'));
    await store.put('user-2/a.pdf', (await store.get('user-1/a.pdf'))!);
    await expect(a.get('user-2/a.pdf')).rejects.toThrow();
    const b = new EncryptedStore(store, new FieldCipher(randomBytes(32)));
    await expect(b.get('user-1/a.pdf')).rejects.toThrow();
  });
});

describe('s3 files on disk', () => {
  it('never holds a readable copy on the S3 server', () => {
    const all = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const f of all) expect(readFileSync(path.join(f.parentPath, f.name)).includes(Buffer.from('123-45-6789'))).toBe(false);
  });
});

describe('local store keys', () => {
  it('refuses keys that could leave its folder', async () => {
    const store = localStore(mkdtempSync(path.join(tmpdir(), 'objects-')));
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('invalid object key');
    await expect(store.get('/etc/passwd')).rejects.toThrow('invalid object key');
  });
});

describe('the app configured with S3_*', () => {
  // The app starts in the hook (its own generous deadline), so a slow start on a busy machine is
  // not counted against the test itself.
  let app: Awaited<ReturnType<typeof import('../../../test/harness').startTestApp>> | undefined;
  beforeAll(async () => {
    const { startTestApp } = await import('../../../test/harness');
    app = await startTestApp({ S3_ENDPOINT: endpoint, S3_BUCKET: 'tax-documents', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', RUN_WORKER: 'false' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps uploads in the bucket and serves them back through the checked endpoint', async () => {
    const { createVerifiedUser } = await import('../../../test/factories');
    const { corpusFile } = await import('../../../test/corpus');
    const { agent } = await createVerifiedUser(app!);
    await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true });
    const pdf = corpusFile('google-2020-1099-int.pdf');
    const res = await agent.upload(pdf, 'int.pdf', '1099-int');
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: string } };
    const keys = readdirSync(dir, { recursive: true }).map(String);
    expect(keys.some((k) => k.includes('tax-documents'))).toBe(true);
    const file = await agent.get(`/api/documents/${document.id}/file`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await (await fetch(`${app!.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
  });
});

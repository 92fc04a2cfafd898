/**
 * Reference 2 of the upload benchmark: what plain Node does with the same upload request. A
 * node:http server takes `POST` bodies and streams each through AES-256-GCM (a fresh key and IV per
 * file) into a file (the IV first, the tag last), then answers 201 with a small JSON body; no
 * framework, no checks, no database.
 */
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export async function plainUploadServer(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', randomBytes(32), iv);
    const file = path.join(dir, `http-${randomUUID()}`);
    const out = createWriteStream(file, { mode: 0o600 });
    out.write(iv);
    pipeline(req, cipher, out, { end: false })
      .then(() => new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject)))
      .then(() => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: path.basename(file) }));
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

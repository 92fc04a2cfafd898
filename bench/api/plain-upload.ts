/**
 * Reference 2 of the upload benchmark: what plain Node does with the same upload request. A
 * node:http server takes `POST` bodies and streams each through AES-256-GCM (a fresh key and IV per
 * file) into a file (the IV first, the tag last), then answers 201 with a small JSON body; no
 * framework, no checks, no database.
 *
 * It runs in a process of its own (`plain-upload-main.ts`, compiled and run by plain `node`, ADR 128),
 * so the collector of another heap never pauses it. It notes each garbage collection and each
 * request's span, so the bench can say how many collections landed inside its requests.
 */
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';

export interface GcInside {
  /** Requests served. */
  requests: number;
  /** Full collections (mark-compact) that overlapped a request, and their pause in ms. */
  major: number;
  majorMs: number;
  /** Other collections (scavenges, incremental marking steps) that overlapped a request, and their pause in ms. */
  minor: number;
  minorMs: number;
}

/** The collections (`gcs`) whose pause overlapped a timed request (`spans`), counted by kind with their pauses. */
export function collectionsInside(spans: ReadonlyArray<readonly [number, number]>, gcs: ReadonlyArray<{ start: number; end: number; major: boolean }>): GcInside {
  const out: GcInside = { requests: spans.length, major: 0, majorMs: 0, minor: 0, minorMs: 0 };
  for (const g of gcs) {
    if (!spans.some(([a, b]) => g.start < b && g.end > a)) continue;
    if (g.major) {
      out.major++;
      out.majorMs += g.end - g.start;
    } else {
      out.minor++;
      out.minorMs += g.end - g.start;
    }
  }
  return out;
}

export async function plainUploadServer(dir: string): Promise<{ url: string; close(): Promise<void>; gcInside(): GcInside }> {
  const spans: Array<[number, number]> = [];
  const gcs: Array<{ start: number; end: number; major: boolean }> = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      gcs.push({ start: e.startTime, end: e.startTime + e.duration, major: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const server = createServer((req, res) => {
    const started = performance.now();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', randomBytes(32), iv);
    const file = path.join(dir, `http-${randomUUID()}`);
    const out = createWriteStream(file, { mode: 0o600 });
    out.write(iv);
    pipeline(req, cipher, out, { end: false })
      .then(() => new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject)))
      .then(() => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: path.basename(file) }), () => spans.push([started, performance.now()]));
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        observer.disconnect();
        server.closeAllConnections();
        server.close(() => r());
      }),
    gcInside: () => collectionsInside(spans, gcs),
  };
}

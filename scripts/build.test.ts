import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../test/corpus';
import { spawnServer, type ServerProcess } from '../test/server-process';
import type { ChildMessage, ParentMessage } from '../server/jobs/extraction-protocol';
// @ts-expect-error plain JavaScript build script without type declarations
import { buildServer, serverDir } from './build.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'taxdesk-build-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) process.kill(-s.child.pid!, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production build (issue 21 item 5)', () => {
  it('bundles the server, and skips the bundle when the sources have not changed', { timeout: 120_000 }, async () => {
    await (buildServer as (say?: (l: string) => void) => Promise<boolean>)(() => undefined);
    expect(await (buildServer as (say?: (l: string) => void) => Promise<boolean>)(() => undefined)).toBe(false);
  });

  it('the bundled extraction process finds the data files of pdf.js and tesseract where it runs', { timeout: 180_000 }, async () => {
    const child = fork(path.join(serverDir as string, 'extraction-child.js'), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, TAXDESK_EXTRACTOR_OPTIONS: JSON.stringify({ ocr: { poolSize: 1 } }) } });
    const results = new Map<number, unknown>();
    const done = new Promise<void>((resolve) => {
      child.on('message', (m: ChildMessage) => {
        if (m.type === 'result') results.set(m.id, m.result);
        if (results.size === 2) resolve();
      });
    });
    const send = (m: ParentMessage) => child.send(m);
    send({ type: 'extract', id: 1, input: { bytes: new Uint8Array(corpusFile('google-2020-1099-int.pdf')), fileName: 'int.pdf' } });
    send({ type: 'extract', id: 2, input: { bytes: new Uint8Array(corpusFile('azure-w2-single.png')), fileName: 'w2.png' } });
    await done;
    child.disconnect();
    expect(results.get(1)).toMatchObject({ ok: true, value: { document_type: '1099-int' } });
    expect(results.get(2)).toMatchObject({ ok: true, value: { document_type: 'w2' } });
  });

  it('the bundled server starts on a fresh data directory, says where it listens, and shuts down on one SIGTERM', { timeout: 120_000 }, async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = spawnServer(
      { PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
      [process.execPath, '--input-type=module', '-e', `const m = await import(${JSON.stringify(path.join(serverDir as string, 'main.js'))}); await m.startMain();`],
    );
    servers.push(server);
    await server.waitForLine((l) => l.msg === 'database ready', 90_000);
    await server.waitForLine((l) => l.msg === `listening on http://127.0.0.1:${port}`, 30_000);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    process.kill(server.child.pid!, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.some((l) => l.msg === 'shut down cleanly')).toBe(true);
  });
});

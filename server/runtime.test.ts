import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { freeLoopbackPort } from '../test/processes';
import { loadEnv } from './env';
import { run } from './runtime';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function envFor() {
  const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-runtime-'));
  dirs.push(dir);
  const port = await freeLoopbackPort();
  return loadEnv({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dir, LOG_LEVEL: 'silent' });
}

/** A promise-like gate that records when run() starts waiting on it. */
function gate() {
  let open!: () => void;
  let fail!: (err: Error) => void;
  const opened = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
  const state = { awaited: false };
  const thenable = {
    then(onOk: (v: unknown) => unknown, onErr: (e: unknown) => unknown) {
      state.awaited = true;
      return opened.then(onOk, onErr);
    },
  } as unknown as Promise<unknown>;
  return { thenable, state, open: () => open(), fail: (err: Error) => fail(err) };
}

async function until(ok: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('run: work done before listening (npm start builds the client while the database opens)', () => {
  it('opens the database first, listens only once that work is done', { timeout: 120_000 }, async () => {
    const env = await envFor();
    const { database, drop } = await freshDatabase();
    const g = gate();
    const starting = run(env, { http: true, database, beforeListening: g.thenable });
    await until(() => g.state.awaited);
    await expect(database.ping()).resolves.toBeUndefined();
    await expect(fetch(`${env.APP_URL}/healthz`)).rejects.toThrow();
    g.open();
    const running = await starting;
    expect((await fetch(`${env.APP_URL}/healthz`)).status).toBe(200);
    await running.stop();
    await drop();
  });

  it('when that work fails, closes the database and fails the start with its error', { timeout: 120_000 }, async () => {
    const env = await envFor();
    const { database, drop } = await freshDatabase();
    const g = gate();
    const starting = run(env, { http: true, worker: true, database, beforeListening: g.thenable });
    await until(() => g.state.awaited);
    g.fail(new Error('the web client build failed (exit code 1)'));
    await expect(starting).rejects.toThrow('the web client build failed (exit code 1)');
    await expect(database.ping()).rejects.toThrow();
    await expect(fetch(`${env.APP_URL}/healthz`)).rejects.toThrow();
    await drop();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { logger } from '../logger';
import { backoffSeconds, enqueue, retryFailed, Worker } from './queue';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

const waitFor = async (cond: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const stateOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('backoff', () => {
  it.each([
    [1, 5, 5],
    [2, 5, 10],
    [4, 5, 40],
    [20, 5, 3600],
  ])('attempt %i with base %i → %i s', (attempt, base, s) => expect(backoffSeconds(attempt, base)).toBe(s));
});

describe('queue', () => {
  it('commits a job only with the transaction that enqueued it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test.q', { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await database.db.select().from(jobs)).toHaveLength(0);
    await database.db.transaction((tx) => enqueue(tx, 'test.q', { n: 2 }));
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('collapses duplicate singleton jobs while one is waiting', async () => {
    const a = await enqueue(database.db, 'test.q', {}, { singletonKey: 'doc-1' });
    const b = await enqueue(database.db, 'test.q', {}, { singletonKey: 'doc-1' });
    expect(a).toBeTypeOf('number');
    expect(b).toBeNull();
  });

  it('runs a job once and purges payloads that carry secrets', async () => {
    const seen: unknown[] = [];
    const w = new Worker(database, logger, { pollMs: 50, purgePayloadOf: ['test.secret'] }).handle('test.secret', async (j) => {
      seen.push(j.payload);
    });
    await w.start();
    const id = (await enqueue(database.db, 'test.secret', { link: 'https://x/?token=abc' }))!;
    await waitFor(async () => (await stateOf(id)).state === 'completed');
    await w.stop();
    expect(seen).toEqual([{ link: 'https://x/?token=abc' }]);
    expect((await stateOf(id)).payload).toEqual({});
  });

  it('retries with backoff, then ends in a visible failed state that retryFailed picks up again', async () => {
    let calls = 0;
    const w = new Worker(database, logger, { pollMs: 30, backoffBaseSeconds: 0 }).handle('test.flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    await w.start();
    const id = (await enqueue(database.db, 'test.flaky', {}, { maxAttempts: 3 }))!;
    await waitFor(async () => (await stateOf(id)).state === 'failed');
    await w.stop();
    expect(calls).toBe(3);
    expect((await stateOf(id)).lastError).toBe('boom 3');
    expect(await retryFailed(database.db, 'test.flaky')).toBe(1);
    expect((await stateOf(id)).state).toBe('queued');
    expect((await stateOf(id)).attempts).toBe(0);
  });

  it('re-runs a job whose worker died mid-job once its lease ends', async () => {
    const dead = new Worker(database, logger, { leaseSeconds: 1 }).handle('test.crash', async () => undefined);
    const id = (await enqueue(database.db, 'test.crash', {}))!;
    // A worker claims the job and dies before finishing (nothing completes it).
    const claimed = await dead.claim();
    expect(claimed?.id).toBe(id);
    expect((await stateOf(id)).state).toBe('running');
    let ran = 0;
    const alive = new Worker(database, logger, { pollMs: 100 }).handle('test.crash', async () => {
      ran += 1;
    });
    await alive.start();
    await waitFor(async () => (await stateOf(id)).state === 'completed');
    await alive.stop();
    expect(ran).toBe(1);
    expect((await stateOf(id)).attempts).toBe(2);
  });

  it('releases a job still running at shutdown so another worker takes it', async () => {
    let release!: () => void;
    const w = new Worker(database, logger, { pollMs: 30 }).handle('test.slow', () => new Promise<void>((r) => (release = r)));
    await w.start();
    const id = (await enqueue(database.db, 'test.slow', {}))!;
    await waitFor(async () => (await stateOf(id)).state === 'running');
    await w.stop(100);
    const row = await stateOf(id);
    expect(row.state).toBe('queued');
    expect(row.attempts).toBe(0);
    release();
  });
});

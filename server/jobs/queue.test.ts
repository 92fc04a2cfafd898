import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { jobWorkers, jobs } from '../db/schema';
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

  it('looks for the job a notice announced only after the code that queued it has gone on, on the embedded database (an upload is answered first: ADR 124)', async () => {
    const w = new Worker(database, logger, { pollMs: 60_000 }).handle('test.notice', async () => undefined);
    await w.start();
    await waitFor(async () => !(w as unknown as { claiming: boolean }).claiming);
    let answered = false;
    const answeredAtClaim: boolean[] = [];
    const claim = w.claim.bind(w);
    w.claim = () => {
      answeredAtClaim.push(answered);
      return claim();
    };
    const id = (await enqueue(database.db, 'test.notice', {}))!;
    // What a request does between its statement's commit and its answer: steps of promises, no I/O.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    answered = true;
    await waitFor(async () => (await stateOf(id)).state === 'completed');
    await w.stop();
    expect(answeredAtClaim.length).toBeGreaterThan(0);
    // On the embedded database the claim would run on this thread, so it must wait for the answer.
    // On a PostgreSQL server the notice comes on the LISTEN connection's own socket and may be read
    // before the enqueue's reply on the pool's socket; the claim then runs on the server, not here.
    if (database.kind === 'pglite') expect(answeredAtClaim[0]).toBe(true);
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

  it('stop() keeps no worker row behind', async () => {
    const w = new Worker(database, logger, { pollMs: 30 }).handle('test.q', async () => undefined);
    await w.start();
    expect((await database.db.select().from(jobWorkers).where(eq(jobWorkers.id, w.id))).length).toBe(1);
    await w.stop();
    expect((await database.db.select().from(jobWorkers).where(eq(jobWorkers.id, w.id))).length).toBe(0);
  });
});

describe('workers with heartbeats (issue 19: a crashed job runs again within 30 s)', () => {
  it('a starting worker releases at once the job of a worker that is gone, and runs it', async () => {
    // The dead worker registered, claimed the job and was killed (its lease has 300 s left).
    const dead = new Worker(database, logger).handle('test.crash', async () => undefined);
    await database.db.insert(jobWorkers).values({ id: dead.id, pid: 1, host: 'gone', heartbeatAt: new Date(Date.now() - 60_000) });
    const id = (await enqueue(database.db, 'test.crash', {}))!;
    expect((await dead.claim())?.id).toBe(id);
    let ran = 0;
    const alive = new Worker(database, logger, { pollMs: 50 }).handle('test.crash', async () => {
      ran += 1;
    });
    const started = Date.now();
    await alive.start();
    await waitFor(async () => (await stateOf(id)).state === 'completed');
    await alive.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ran).toBe(1);
    expect(await database.db.select().from(jobWorkers).where(eq(jobWorkers.id, dead.id))).toHaveLength(0);
  });

  it('leaves the job of a live worker alone, and releases it once that worker stops beating', async () => {
    const owner = new Worker(database, logger, { pollMs: 30, heartbeatMs: 50 });
    let finish!: () => void;
    let calls = 0;
    owner.handle('test.owned', () => (++calls === 1 ? new Promise<void>((r) => (finish = r)) : Promise.resolve()));
    await owner.start();
    const id = (await enqueue(database.db, 'test.owned', {}))!;
    await waitFor(async () => (await stateOf(id)).state === 'running');
    const other = new Worker(database, logger, { pollMs: 30, heartbeatMs: 50, staleAfterSeconds: 2 }).handle('test.other', async () => undefined);
    expect(await other.releaseOrphans()).toEqual([]);
    expect((await stateOf(id)).lockedBy).toBe(owner.id);
    // The owner freezes (its heartbeat is no longer written): the job goes back in line.
    await database.db.update(jobWorkers).set({ heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(jobWorkers.id, owner.id));
    await (owner as unknown as { heartbeat: NodeJS.Timeout }).heartbeat.close();
    expect(await other.releaseOrphans()).toEqual([id]);
    // Back in line: queued, unless the owner's 30 ms poll has already claimed it anew (a second attempt).
    const released = await stateOf(id);
    expect(released.state === 'queued' || released.attempts >= 2).toBe(true);
    // The released job runs again (here on the same worker, which claims it anew); the first run's
    // late end does not count, and the job completes once.
    finish();
    await waitFor(async () => (await stateOf(id)).state === 'completed');
    await owner.stop();
    expect(calls).toBe(2);
  });

  it('fails, rather than retries, the orphaned job that had used its last attempt', async () => {
    const failures: string[] = [];
    const dead = new Worker(database, logger).handle('test.last', async () => undefined);
    const id = (await enqueue(database.db, 'test.last', {}, { maxAttempts: 1 }))!;
    expect((await dead.claim())?.id).toBe(id);
    const alive = new Worker(database, logger).handle('test.last', async () => undefined, async (_job, error) => {
      failures.push(error);
    });
    expect(await alive.releaseOrphans()).toEqual([]);
    expect((await stateOf(id)).state).toBe('failed');
    expect(failures).toEqual(['The work was interrupted too many times.']);
  });
});

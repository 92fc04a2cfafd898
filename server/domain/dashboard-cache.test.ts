import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { notifications, user } from '../db/schema';
import { dashboardKeyReader, PayloadCache } from './dashboard-cache';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RUN_WORKER: 'false' });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.running.services.database.db;

async function newUserId(): Promise<string> {
  const { email } = await createVerifiedUser(app);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

describe('dashboard keys', () => {
  it('change with every counted write, and calls arriving together share reads', async () => {
    const [a, b, c] = [await newUserId(), await newUserId(), await newUserId()];
    const read = dashboardKeyReader(db());
    const before = await read(a);
    await db().insert(notifications).values({ userId: a, kind: 'info', title: 'x', dedupeKey: randomUUID() });
    const after = await read(a);
    expect(after).not.toBe(before);
    expect(await read(a)).toBe(after);
    expect(await read('no-such-user')).toBe('0:0');

    const selects = vi.spyOn(db(), 'select');
    try {
      const keys = await Promise.all(Array.from({ length: 90 }, (_, i) => read([a, b, c][i % 3]!)));
      // The first call reads alone; the 89 that arrived while it ran share the next read.
      expect(selects.mock.calls.length).toBeLessThanOrEqual(2);
      expect(new Set(keys.filter((_, i) => i % 3 === 0))).toEqual(new Set([after]));
      expect(keys[1]).toBe(await read(b));
      expect(keys[2]).toBe(await read(c));
    } finally {
      selects.mockRestore();
    }
  });
});

describe('PayloadCache', () => {
  it('builds once per key, shares concurrent builds, forgets failures and keeps a bounded number of users', async () => {
    const cache = new PayloadCache<string>(2);
    let builds = 0;
    const build = (v: string) => async () => {
      builds++;
      await Promise.resolve();
      return v;
    };
    expect(await Promise.all([cache.get('u1', 'k1', build('one')), cache.get('u1', 'k1', build('again'))])).toEqual(['one', 'one']);
    expect(builds).toBe(1);
    expect(await cache.get('u1', 'k2', build('two'))).toBe('two');
    expect(builds).toBe(2);

    await expect(cache.get('u2', 'k1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('u2', 'k1', build('recovered'))).toBe('recovered');

    expect(await cache.get('u1', 'k2', build('unused'))).toBe('two'); // u1 is now the most recent
    await cache.get('u3', 'k1', build('three'));
    expect(cache.size).toBe(2);
    const n = builds;
    expect(await cache.get('u1', 'k2', build('unused'))).toBe('two');
    expect(await cache.get('u2', 'k1', build('rebuilt'))).toBe('rebuilt'); // the least recently used was dropped
    expect(builds).toBe(n + 1);
  });
});

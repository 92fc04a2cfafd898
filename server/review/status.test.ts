import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { reviewStatusSchema } from '#shared/review/types';
import { createVerifiedUser } from '../../test/factories';
import { profileBody } from '../../test/fixtures';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { documents, reviewStatusCache, user } from '../db/schema';
import { dataVersion } from './status';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.running.services.database.db;
const ANASTASIA = { first_name: 'Anastasia', middle_name: '', last_name: 'Hodges', ssn: '554-03-0876', date_of_birth: '1990-05-17' };

async function userIdOf(email: string): Promise<string> {
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function status(agent: Agent) {
  const res = await agent.get('/api/review/status');
  expect(res.status).toBe(200);
  return reviewStatusSchema.parse(await res.json());
}

async function cached(userId: string) {
  const [row] = await db().select().from(reviewStatusCache).where(and(eq(reviewStatusCache.userId, userId), eq(reviewStatusCache.taxYear, CURRENT_TAX_YEAR)));
  return row;
}

describe('review status from stored state', () => {
  it('builds once, then answers from the stored parts until the data changes, whoever changes it', async () => {
    const { agent, email } = await createVerifiedUser(app);
    const id = await userIdOf(email);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);

    const first = await status(agent);
    expect(first.blockers).toContain(`Upload at least one tax document for ${CURRENT_TAX_YEAR}.`);
    const built = await cached(id);
    expect(built).toBeDefined();
    expect(built!.dataVersion).toBe(await dataVersion(db(), id));

    // Nothing changed: the stored parts are used as they are (not rebuilt).
    const again = await status(agent);
    expect(again).toEqual(first);
    expect((await cached(id))!.builtAt.getTime()).toBe(built!.builtAt.getTime());

    // A profile change through the API raises the version: the next status is built again.
    const before = await dataVersion(db(), id);
    expect((await agent.request('PUT', '/api/profile', profileBody(ANASTASIA))).status).toBe(200);
    expect(await dataVersion(db(), id)).toBeGreaterThan(before);
    const afterProfile = await status(agent);
    expect(afterProfile.blockers).not.toEqual(first.blockers);
    const rebuilt = await cached(id);
    expect(rebuilt!.dataVersion).toBe(await dataVersion(db(), id));

    // A change written straight to the database (a worker, an admin script) is seen too.
    const [client] = await db().execute<{ id: string }>(sql`select id from clients where user_id = ${id} and tax_year = ${CURRENT_TAX_YEAR}`).then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    await db().insert(documents).values({
      clientId: client!.id, userId: id, documentType: 'w2', fileName: 'direct.pdf', filePath: 'x/direct', fileSize: 1, mimeType: 'application/pdf', sha256: 'a'.repeat(64), uploadStatus: 'processing', taxYear: CURRENT_TAX_YEAR,
    });
    const afterInsert = await status(agent);
    expect(afterInsert.blockers).toContain('direct.pdf is still being analyzed.');
    await db().delete(documents).where(eq(documents.fileName, 'direct.pdf'));
    const afterDelete = await status(agent);
    expect(afterDelete.blockers).not.toContain('direct.pdf is still being analyzed.');
    expect(afterDelete.blockers).toContain(`Upload at least one tax document for ${CURRENT_TAX_YEAR}.`);
  });

  it('keeps versions per user: one user’s change does not touch another’s stored status', async () => {
    const a = await createVerifiedUser(app);
    const b = await createVerifiedUser(app);
    const idB = await userIdOf(b.email);
    await status(b.agent);
    const versionB = await dataVersion(db(), idB);
    expect((await a.agent.request('PUT', '/api/profile', profileBody(ANASTASIA))).status).toBe(200);
    expect(await dataVersion(db(), idB)).toBe(versionB);
    expect((await cached(idB))!.dataVersion).toBe(versionB);
  });

  it('deleting an account removes its version and stored status with it', async () => {
    const { agent, email, password } = await createVerifiedUser(app);
    const id = await userIdOf(email);
    expect((await agent.request('PUT', '/api/profile', profileBody(ANASTASIA))).status).toBe(200);
    await status(agent);
    const del = await agent.post('/api/account/delete', { password });
    expect(del.status).toBeLessThan(300);
    expect(await cached(id)).toBeUndefined();
    expect(await dataVersion(db(), id)).toBe(0);
  });
});

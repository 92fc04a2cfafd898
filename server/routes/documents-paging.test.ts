import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../test/factories';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { clients, documents, user } from '../db/schema';
import { MISSING_FILE_ERROR } from '../domain/documents';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

type Page = { documents: Array<{ id: string; uploaded_at: string; tax_year: number; file_name: string }>; nextCursor: string | null };
const db = () => app.running.services.database.db;

/** A verified user with `n` document rows written straight to the database (no files needed to list them). */
async function userWithDocuments(n: number, year = 2025, other = 0) {
  const u = await createVerifiedUser(app);
  expect((await u.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
  const [me] = await db().select({ id: user.id }).from(user).where(eq(user.email, u.email));
  const [client] = await db().select({ id: clients.id }).from(clients).where(eq(clients.userId, me!.id));
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: n + other }, (_, i) => ({
    id: randomUUID(),
    clientId: client!.id,
    userId: me!.id,
    documentType: 'w2',
    fileName: `doc-${i}.pdf`,
    filePath: `${me!.id}/doc-${i}`,
    fileSize: 10,
    mimeType: 'application/pdf',
    sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
    uploadStatus: 'completed' as const,
    // Groups of three share one instant: the id breaks the tie.
    uploadedAt: new Date(base + Math.floor(i / 3) * 1000),
    taxYear: i < n ? year : year - 1,
  }));
  await db().insert(documents).values(rows);
  return { ...u, rows };
}

async function allPages(agent: Agent, query: string): Promise<{ pages: Page[]; ids: string[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await agent.get(`/api/documents?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    pages.push(page);
    cursor = page.nextCursor;
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return { pages, ids: pages.flatMap((p) => p.documents.map((d) => d.id)) };
}

describe('GET /api/documents pages', () => {
  it('walks 130 documents in pages of 50, newest first, each once, ties broken by id', async () => {
    const { agent, rows } = await userWithDocuments(130);
    const { pages, ids } = await allPages(agent, 'year=2025&limit=50');
    expect(pages.map((p) => p.documents.length)).toEqual([50, 50, 30]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const expected = [...rows].sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(130);
  });

  it('answers a default page without parameters, keeps years apart, and shows nobody else’s documents', async () => {
    const { agent } = await userWithDocuments(60, 2025, 7);
    await userWithDocuments(5);
    const first = (await (await agent.get('/api/documents')).json()) as Page;
    expect(first.documents).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const all = await allPages(agent, 'limit=200');
    expect(all.ids).toHaveLength(67);
    const prior = await allPages(agent, 'year=2024');
    expect(prior.ids).toHaveLength(7);
    expect(prior.pages[0]!.documents.every((d) => d.tax_year === 2024)).toBe(true);
  });

  it('refuses a cursor it did not make and a page size out of range', async () => {
    const { agent } = await userWithDocuments(1);
    expect((await agent.get('/api/documents?cursor=not-a-cursor')).status).toBe(400);
    expect((await agent.get(`/api/documents?cursor=${Buffer.from("2026-01-01T00:00:00.000000|x' or 1=1").toString('base64url')}`)).status).toBe(400);
    expect((await agent.get('/api/documents?limit=0')).status).toBe(400);
    expect((await agent.get('/api/documents?limit=201')).status).toBe(400);
  });
});

describe('POST /api/documents/retry-failed', () => {
  it('re-queues failures a new analysis can fix, never those whose stored file is gone', async () => {
    const { agent, rows } = await userWithDocuments(2);
    const [gone, flaky] = rows;
    await db().update(documents).set({ uploadStatus: 'failed', analysisError: MISSING_FILE_ERROR }).where(eq(documents.id, gone!.id));
    await db().update(documents).set({ uploadStatus: 'failed', analysisError: 'The analysis timed out.' }).where(eq(documents.id, flaky!.id));
    for (let visit = 0; visit < 2; visit++) {
      const res = await agent.post('/api/documents/retry-failed');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { retried: number }).retried).toBe(visit === 0 ? 1 : 0);
    }
    const [g] = await db().select().from(documents).where(eq(documents.id, gone!.id));
    expect(g).toMatchObject({ uploadStatus: 'failed', analysisError: MISSING_FILE_ERROR });
    // The other one was analysed again (its file is fake here, so it now fails as missing: and stays put).
    const [f] = await db().select().from(documents).where(eq(documents.id, flaky!.id));
    expect(f!.analysisError).not.toBe('The analysis timed out.');
  });
});

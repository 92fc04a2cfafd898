import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { createVerifiedUser } from '../../test/factories';
import { profileBody } from '../../test/fixtures';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { extractedData } from '../db/schema';
import { reviewSchema, type Review } from '#shared/review/types';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

async function review(agent: Agent): Promise<Review> {
  const res = await agent.get('/api/review');
  expect(res.status).toBe(200);
  return reviewSchema.parse(await res.json());
}

/** Polls the review until no document is being analyzed (the worker runs beside the test). */
async function reviewOnceAnalyzed(agent: Agent, deadlineMs = 90_000): Promise<Review> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const r = await review(agent);
    if (r.documents.length > 0 && r.documents.every((d) => d.uploadStatus !== 'processing')) return r;
    if (Date.now() > end) throw new Error('the analysis did not finish before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('unconfirmed values on the estimate', () => {
  it('marks the lines resting on a doubtful value the user has not confirmed, counts them, and drops the mark once confirmed', async () => {
    const { agent } = await createVerifiedUser(app);
    expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
    const profile = { first_name: 'Anastasia', middle_name: '', last_name: 'Hodges', ssn: '554-03-0876', date_of_birth: '1990-05-17' };
    expect((await agent.request('PUT', '/api/profile', profileBody(profile))).status).toBe(200);
    const res = await agent.upload(corpusFile('google-2020-w2.pdf'), 'google-2020-w2.pdf', 'w2', 2025);
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: string } };

    // A text PDF is read surely: nothing is marked.
    const sure = await reviewOnceAnalyzed(agent);
    expect(sure.estimate?.unconfirmedLines).toBe(0);
    expect(sure.estimate?.lines.some((l) => l.unconfirmed)).toBe(false);

    // The same W-2 as if box 1 had been read with low confidence (a hand-written scan), never confirmed.
    const db = app.running.services.database.db;
    const [row] = await db.select().from(extractedData).where(eq(extractedData.documentId, document.id));
    await db
      .update(extractedData)
      .set({ fieldConfidence: { ...row!.fieldConfidence, box1_wages: 0.42 }, confirmedFields: null })
      .where(eq(extractedData.documentId, document.id));
    const doubtful = await review(agent);
    const marked = doubtful.estimate!.lines.filter((l) => l.unconfirmed).map((l) => l.key);
    expect(marked).toEqual(['1a']);
    expect(doubtful.estimate!.unconfirmedLines).toBe(1);

    // The user confirms the value: the mark goes.
    const wages = doubtful.documents[0]!.fields.find((f) => f.name === 'box1_wages')!.value!;
    const confirmed = await agent.post(`/api/documents/${document.id}/confirm`, { fields: { box1_wages: wages } });
    expect(confirmed.status).toBeLessThan(300);
    const after = await review(agent);
    expect(after.estimate!.unconfirmedLines).toBe(0);
  });
});

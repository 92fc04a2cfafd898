/**
 * One estimate: what The Accountant says about the user's refund is the figure /review shows, on
 * a set of returns — single; joint with the spouse's 1099-NEC (self-employment tax per spouse);
 * head of household with two children; an itemizer with a 1098.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type ChatStreamEvent } from '#shared/chat/sse';
import { formatUsd } from '#shared/money';
import { reviewSchema } from '#shared/review/types';
import { createVerifiedUser } from '../../test/factories';
import { profileBody } from '../../test/fixtures';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { clients, documents, extractedData, user } from '../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000', CHAT_STREAM_DELAY_MS: '0' });
});
afterAll(async () => {
  await app?.close();
});

type Doc = { type: string; fields: Record<string, unknown> };

async function household(profile: Record<string, unknown>, docs: Doc[]): Promise<Agent> {
  const { agent, email } = await createVerifiedUser(app);
  expect((await agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
  const saved = await agent.request('PUT', '/api/profile', profileBody(profile));
  expect(saved.status, await saved.clone().text()).toBe(200);
  const db = app.running.services.database.db;
  const [u] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  const [c] = await db.select().from(clients).where(eq(clients.userId, u!.id));
  for (const [i, d] of docs.entries()) {
    const [row] = await db
      .insert(documents)
      .values({ clientId: c!.id, userId: u!.id, documentType: d.type, fileName: `${d.type}-${i}.pdf`, filePath: `test/${randomUUID()}`, fileSize: 1, mimeType: 'application/pdf', sha256: randomUUID(), uploadStatus: 'completed', taxYear: 2025 })
      .returning();
    await db.insert(extractedData).values({ documentId: row!.id, detectedType: d.type, detectedTaxYear: 2025, extractedFields: d.fields, confidenceBp: 9500, verificationStatus: 'verified', confirmedFields: d.fields });
  }
  return agent;
}

async function chatText(agent: Agent, message: string): Promise<string> {
  const res = await agent.post('/api/chat', { message });
  expect(res.status).toBe(200);
  const parser = createSseParser();
  const events: ChatStreamEvent[] = [...parser.push(await res.text()), ...parser.end()];
  return events.flatMap((e) => (e.type === 'content' ? [e.text] : [])).join('');
}

async function agree(agent: Agent) {
  await agent.get('/api/chat/messages');
  const review = reviewSchema.parse(await (await agent.get('/api/review')).json());
  expect(review.estimate, review.estimateError ?? '').not.toBeNull();
  const e = review.estimate!;
  const said = await chatText(agent, "what's my refund?");
  const amount = formatUsd(e.result.amountCents);
  expect(said).toContain(e.result.kind === 'refund' ? `refund of ${amount}` : e.result.kind === 'owed' ? `${amount} owed` : 'even');
  return e;
}

const W2 = (wages: string, withheld: string, extra: Record<string, unknown> = {}) => ({
  type: 'w2',
  fields: { employer_name: 'ACME', box1_wages: wages, box2_federal_income_tax_withheld: withheld, box3_social_security_wages: wages, box4_social_security_tax_withheld: '0.00', box5_medicare_wages: wages, box6_medicare_tax_withheld: '0.00', ...extra },
});

describe('the chat and the review give one estimate', () => {
  it('single', async () => {
    const e = await agree(await household({ filing_status: 'single' }, [W2('52000.00', '6100.00')]));
    expect(e.filingStatus).toBe('single');
  });

  it('joint, with a 1099-NEC that belongs to the spouse (self-employment tax is the spouse’s)', async () => {
    const agent = await household(
      { filing_status: 'married_filing_jointly', spouse_first_name: 'Sam', spouse_last_name: 'Taxpayer', spouse_ssn: '554-03-0876', spouse_date_of_birth: '1986-07-01' },
      // The taxpayer's wages are over the Social Security wage base: only the spouse's own SE earnings pay the 12.4 %.
      [W2('180000.00', '31000.00', { employee_name: 'Jane Q Taxpayer', employee_ssn: 'XXX-XX-6789' }), { type: '1099-nec', fields: { payer_name: 'Client LLC', recipient_name: 'Sam Taxpayer', recipient_tin: 'XXX-XX-0876', box1_nonemployee_compensation: '24000.00', box4_federal_income_tax_withheld: '0.00' } }],
    );
    const e = await agree(agent);
    expect(e.filingStatus).toBe('married_filing_jointly');
    expect(e.lines.some((l) => /self-employment/i.test(l.label) && l.amountCents > 0)).toBe(true);
  });

  it('head of household with two children', async () => {
    const kids = [
      { first_name: 'Ava', last_name: 'Taxpayer', relationship: 'Daughter', date_of_birth: '2016-04-02', ssn: '123-45-6701' },
      { first_name: 'Leo', last_name: 'Taxpayer', relationship: 'Son', date_of_birth: '2019-09-12', ssn: '123-45-6702' },
    ];
    const e = await agree(await household({ filing_status: 'head_of_household', dependents: kids }, [W2('48000.00', '2500.00')]));
    expect(e.filingStatus).toBe('head_of_household');
  });

  it('an itemizer with a 1098', async () => {
    const e = await agree(
      await household({ filing_status: 'single' }, [
        W2('150000.00', '26000.00', { states: [{ state: 'CA', state_income_tax: '9800.00' }] }),
        { type: '1098', fields: { lender_name: 'Bank', box1_mortgage_interest: '19000.00' } },
      ]),
    );
    expect(e.deductionMethod).toBe('itemized');
  });
});

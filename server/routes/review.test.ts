import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { createVerifiedUser } from '../../test/factories';
import { profileBody } from '../../test/fixtures';
import { startTestApp, type Agent, type TestApp } from '../../test/harness';
import { openPdf } from '../integrations/pdf/pdfjs';
import { auditEvents, signatureVoids, signatures } from '../db/schema';
import { reviewSchema, reviewStatusSchema, type Review } from '#shared/review/types';
import { estimate2025 } from '#shared/tax/2025/estimate';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

// The corpus forms are made out to Anastasia Hodges, SSN 554-03-0876.
const ANASTASIA = { first_name: 'Anastasia', middle_name: '', last_name: 'Hodges', ssn: '554-03-0876', date_of_birth: '1990-05-17' };

async function waitAnalyzed(agent: Agent, id: string, ms = 100_000) {
  const end = Date.now() + ms;
  for (;;) {
    const { document } = (await (await agent.get(`/api/documents/${id}`)).json()) as { document: { upload_status: string } };
    if (document.upload_status !== 'processing') return document;
    if (Date.now() > end) throw new Error('analysis did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function household(profile: Record<string, unknown> = ANASTASIA, files: Array<[string, string]> = [['google-2020-w2.pdf', 'w2'], ['google-2020-1099-int.pdf', '1099-int']]) {
  const u = await createVerifiedUser(app);
  expect((await u.agent.post('/api/disclaimer', { acceptTerms: true, acceptLiability: true })).status).toBeLessThan(300);
  const saved = await u.agent.request('PUT', '/api/profile', profileBody(profile));
  expect(saved.status).toBe(200);
  const ids: string[] = [];
  for (const [file, type] of files) {
    const res = await u.agent.upload(corpusFile(file), file, type, 2025);
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: string } };
    await waitAnalyzed(u.agent, document.id);
    ids.push(document.id);
  }
  return { ...u, ids };
}

/** The user confirms the suggested values of each document as they are. */
async function confirmAll(agent: Agent, ids: string[]) {
  for (const id of ids) expect((await agent.post(`/api/documents/${id}/confirm`, {})).status).toBe(200);
}

async function review(agent: Agent): Promise<Review> {
  const res = await agent.get('/api/review');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return reviewSchema.parse(await res.json());
}

function signBody(r: Review, patch: Record<string, unknown> = {}) {
  return { signer: 'taxpayer', consent: true, typedName: 'Anastasia Hodges', pin: '24680', dateOfBirth: '1990-05-17', priorYearAgi: '21,000', summarySha256: r.summarySha256, ...patch };
}

describe('review', () => {
  it('shows the profile masked, the documents box by box, the checks and the estimate for a W-2 and a 1099-INT, then signs and voids on a change', async () => {
    const { agent, ids } = await household();
    let r = await review(agent);
    const text = JSON.stringify(r);
    expect(text).not.toContain('554-03-0876');
    expect(text).not.toContain('554030876');
    expect(r.profile).toMatchObject({ fullName: 'Anastasia Hodges', ssnMasked: '***-**-0876', filingStatus: 'single' });

    const w2 = r.documents.find((d) => d.id === ids[0])!;
    const int = r.documents.find((d) => d.id === ids[1])!;
    expect(w2).toMatchObject({ type: 'w2', issuer: 'NORTH 312', includedInEstimate: true });
    expect(w2.fields.map((f) => f.name).indexOf('box1_wages')).toBeLessThan(w2.fields.map((f) => f.name).indexOf('box2_federal_income_tax_withheld'));
    expect(w2.fields.find((f) => f.name === 'box1_wages')).toMatchObject({ display: '$23,677.70', value: '23677.70', editable: true, corrected: false });
    expect(w2.fields.find((f) => f.name === 'employee_ssn')).toMatchObject({ display: 'XXX-XX-0876', editable: false, value: null });
    expect(int.fields.find((f) => f.name === 'box1_interest_income')).toMatchObject({ display: '$374.28' });

    // Checks: SSN compared on the server, reported only as a match.
    const ssnChecks = r.checks.filter((c) => c.kind === 'ssn');
    expect(ssnChecks.map((c) => c.level)).toEqual(['ok', 'ok']);
    expect(r.checks.some((c) => c.kind === 'tax_year' && c.level === 'warning')).toBe(true); // the corpus forms are for 2020

    // The estimate by hand (single, born 1990, no dependents):
    //   line 1a/1z wages 23,677.70 (W-2 box 1); line 2b taxable interest 374.28 (1099-INT box 1)
    //   line 9 = 11a AGI = 24,051.98; standard deduction 15,750 → line 15 taxable 8,301.98
    //   Tax Table row 8,300–8,350: 10 % × 8,325 = 832.50 → line 16 = 833.00
    //   line 25a W-2 withholding 2,841.32 (+ 1099-INT box 4 if any) → refund = withholding − 833.
    const intWithheld = int.fields.find((f) => f.name === 'box4_federal_income_tax_withheld')?.value ?? '0.00';
    const expectedRefund = 2_841_32 + Math.round(Number(intWithheld) * 100) - 833_00;
    const line = (k: string) => r.estimate!.lines.find((l) => l.key === k)!;
    expect(line('1a')).toMatchObject({ amountCents: 23_677_70, source: 'W-2 box 1 (NORTH 312)', documentRefs: [w2.id] });
    expect(line('2b').amountCents).toBe(374_28);
    expect(line('11a').amountCents).toBe(24_051_98);
    expect(line('15').amountCents).toBe(8_301_98);
    expect(line('16').amountCents).toBe(833_00);
    expect(r.estimate!.result).toEqual({ kind: 'refund', amountCents: expectedRefund });
    expect(r.estimate!.notCovered.length).toBeGreaterThan(5);
    // The same as the pure estimate on those fields.
    const pure = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1990-05-17' },
      documents: {
        w2: [{ id: w2.id, label: 'NORTH 312', fields: { box1_wages: '23677.70', box2_federal_income_tax_withheld: '2841.32' } }],
        '1099-int': [{ id: int.id, label: int.issuer, fields: { box1_interest_income: '374.28', box4_federal_income_tax_withheld: intWithheld } }],
      },
    });
    expect(r.estimate!.result).toEqual(pure.result);

    // Values that passed the checks are still a suggestion: the user confirms them before signing (security.md §16).
    expect(r.documents.map((d) => d.verificationStatus)).toEqual(['checked', 'checked']);
    expect(r.blockers).toEqual([`Confirm the values of the ${w2.typeLabel} from ${w2.issuer}.`, `Confirm the values of the ${int.typeLabel} from ${int.issuer}.`]);
    await confirmAll(agent, ids);
    r = await review(agent);
    expect(r.blockers).toEqual([]);
    expect(r.status).toEqual({ signed: false, valid: false, readyForFiling: false, signedAt: null, blockers: ['Sign your return on the Review page.'] });
    expect(r.requiredSigners).toEqual(['taxpayer']);

    // PIN and date-of-birth rules.
    const bad = async (patch: Record<string, unknown>, field: string, status = 400) => {
      const res = await agent.post('/api/review/sign', signBody(r, patch));
      expect(res.status, JSON.stringify(patch)).toBe(status);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      if (status === 400) expect(Object.keys(body.error.fields ?? {})).toContain(field);
    };
    await bad({ pin: '00000' }, 'pin');
    await bad({ pin: '1234' }, 'pin');
    await bad({ dateOfBirth: '1990-05-18' }, 'dateOfBirth');
    await bad({ typedName: 'Someone Else' }, 'typedName');
    await bad({ summarySha256: 'f'.repeat(64) }, '', 409);
    expect((await app.agent().post('/api/review/sign', signBody(r))).status).toBe(401);

    // Sign.
    const signed = await agent.post('/api/review/sign', { ...signBody(r), userId: 'someone-else' });
    expect(signed.status).toBe(201);
    const status = reviewStatusSchema.parse(await (await agent.get('/api/review/status')).json());
    expect(status).toMatchObject({ signed: true, valid: true, readyForFiling: true, blockers: [] });
    expect(status.signedAt).toEqual(expect.any(String));
    const after = await review(agent);
    expect(after.journey.percent).toBe(100);
    expect(after.signatures).toHaveLength(1);
    expect(after.signatures[0]).toMatchObject({ signer: 'taxpayer', typedName: 'Anastasia Hodges', valid: true, voidReason: null });
    expect((await agent.post('/api/review/sign', signBody(after))).status).toBe(409); // already signed

    // The record: who, when, IP, user agent, hash, PIN encrypted; UPDATE refused.
    const db = app.running.services.database.db;
    const [row] = await db.select().from(signatures).where(eq(signatures.id, after.signatures[0]!.id));
    expect(row).toMatchObject({ taxYear: 2025, signer: 'taxpayer', summarySha256: r.summarySha256, ip: expect.any(String), userAgent: expect.any(String) });
    expect(row!.secretEncrypted).not.toContain('24680');
    expect(JSON.parse(app.running.services.cipher.decrypt(row!.secretEncrypted, `signatures:${row!.id}:secret`))).toMatchObject({ pin: '24680' });
    await expect(db.execute(sql`update signatures set typed_name = 'X' where id = ${row!.id}`)).rejects.toThrow();
    const actions = (await db.select().from(auditEvents).where(eq(auditEvents.targetId, row!.id))).map((a) => a.action);
    expect(actions).toContain('signature.created');

    // Change a confirmed value: the signature is void, with the reason, audited once.
    expect((await agent.post(`/api/documents/${w2.id}/confirm`, { fields: { box1_wages: '23700.00' } })).status).toBe(200);
    // Voided by the change itself, before anyone opens the review again.
    expect(await db.select().from(signatureVoids).where(eq(signatureVoids.signatureId, row!.id))).toHaveLength(1);
    const voided = await review(agent);
    expect(voided.signatures[0]).toMatchObject({ valid: false, voidReason: expect.stringContaining('changed') });
    expect(voided.status).toMatchObject({ signed: true, valid: false, readyForFiling: false });
    expect(voided.status.blockers).toContain('Your signature is no longer valid because your information changed. Please review and sign again.');
    expect(voided.estimate!.lines.find((l) => l.key === '1a')!.amountCents).toBe(23_700_00);
    expect(voided.documents.find((d) => d.id === w2.id)!.fields.find((f) => f.name === 'box1_wages')).toMatchObject({ corrected: true, extractedDisplay: '$23,677.70', display: '$23,700.00' });
    await review(agent); // reading again does not void twice
    expect(await db.select().from(signatureVoids).where(eq(signatureVoids.signatureId, row!.id))).toHaveLength(1);
    const voidAudits = (await db.select().from(auditEvents).where(eq(auditEvents.targetId, row!.id))).filter((a) => a.action === 'signature.voided');
    expect(voidAudits).toHaveLength(1);

    // Sign again on the new summary.
    expect((await agent.post('/api/review/sign', signBody(voided))).status).toBe(201);
    expect(reviewStatusSchema.parse(await (await agent.get('/api/review/status')).json())).toMatchObject({ valid: true, readyForFiling: true });
  }, 180_000);

  it('reports a mismatched SSN as an error that blocks sign-off, without revealing either number', async () => {
    const { agent } = await household({ ...ANASTASIA, ssn: '123-45-6789' }, [['google-2020-w2.pdf', 'w2']]);
    const r = await review(agent);
    const ssn = r.checks.find((c) => c.kind === 'ssn')!;
    expect(ssn.level).toBe('error');
    expect(JSON.stringify(r)).not.toMatch(/554-03-0876|123-45-6789/);
    expect(r.blockers).toContain(ssn.title);
    const res = await agent.post('/api/review/sign', signBody(r));
    expect(res.status).toBe(409);
  }, 120_000);

  it('keeps each user to their own review, status and packet', async () => {
    const a = await household(ANASTASIA, [['google-2020-1099-int.pdf', '1099-int']]);
    const b = await createVerifiedUser(app);
    const rb = await review(b.agent);
    expect(rb.documents).toEqual([]);
    expect(rb.profile).toBeNull();
    expect(rb.estimate).toBeNull();
    expect(rb.blockers).toContain('No profile data found. Please complete your profile first.');
    expect(reviewStatusSchema.parse(await (await b.agent.get('/api/review/status')).json())).toMatchObject({ signed: false, readyForFiling: false });
    const packet = (await (await b.agent.get('/api/review/packet.json')).json()) as { documents: unknown[]; signatures: unknown[] };
    expect(packet.documents).toEqual([]);
    expect(packet.signatures).toEqual([]);
    // b cannot sign a's summary.
    const ra = await review(a.agent);
    expect((await b.agent.post('/api/review/sign', signBody(ra))).status).toBeGreaterThanOrEqual(400);
    // b has no estimate: no filled form, and never a's.
    const noForm = await b.agent.get('/api/review/form-1040.pdf');
    expect(noForm.status).toBe(409);
    expect(await noForm.json()).toMatchObject({ error: { code: 'no_estimate' } });
    for (const p of ['/api/review', '/api/review/status', '/api/review/packet.pdf', '/api/review/packet.json', '/api/review/form-1040.pdf']) expect((await app.agent().get(p)).status).toBe(401);
  }, 120_000);

  it('produces the preparer packet as a PDF and as JSON, audited, with no full SSN or PIN', async () => {
    const { agent, ids } = await household();
    await confirmAll(agent, ids);
    const r = await review(agent);
    expect((await agent.post('/api/review/sign', signBody(r))).status).toBe(201);

    const json = await agent.get('/api/review/packet.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="taxdesk-2025-preparer-packet.json"');
    expect(json.headers.get('cache-control')).toBe('no-store');
    const packetText = await json.text();
    expect(packetText).not.toContain('554-03-0876');
    expect(packetText).not.toContain('24680');
    const packet = JSON.parse(packetText) as { taxpayer: { name: string; ssnMasked: string }; documents: Array<{ boxes: Array<{ box: string; value: string }> }>; signatures: Array<{ valid: boolean; ip: string }>; estimate: { result: unknown } };
    expect(packet.taxpayer).toEqual({ name: 'Anastasia Hodges', ssnMasked: '***-**-0876' });
    expect(packet.documents[0]!.boxes.find((b) => b.box === '1')).toMatchObject({ value: '$23,677.70' });
    expect(packet.signatures).toEqual([expect.objectContaining({ valid: true, ip: expect.any(String) })]);
    expect(packet.estimate.result).toEqual(r.estimate!.result);

    const pdf = await agent.get('/api/review/packet.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="taxdesk-2025-preparer-packet.pdf"');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const opened = await openPdf(bytes);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.doc.numPages).toBeGreaterThanOrEqual(3);
    let all = '';
    for (let i = 0; i < opened.doc.numPages; i++) all += `${(await opened.doc.page(i)).items.map((t) => t.text).join(' ')}\n`;
    expect(all).toContain('Preparer packet');
    expect(all).toContain('Anastasia Hodges');
    expect(all).toContain('***-**-0876');
    expect(all).toContain('Box 1 Wages, tips, other compensation');
    expect(all).toContain('$23,677.70');
    expect(all).toContain('W-2 box 1 (NORTH 312)');
    expect(all).toMatch(/Estimated refund \$/);
    expect(all).toContain('Signature record');
    expect(all).toContain('VALID');
    expect(all).not.toContain('554-03-0876');
    expect(all).not.toContain('24680');

    expect(all).toContain('Draft for the preparer, not a filing');

    const form = await agent.get('/api/review/form-1040.pdf');
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toBe('application/pdf');
    expect(form.headers.get('content-disposition')).toBe('attachment; filename="taxdesk-2025-form-1040-draft.pdf"');
    expect(form.headers.get('cache-control')).toBe('no-store');
    const formPdf = await openPdf(new Uint8Array(await form.arrayBuffer()));
    if (!formPdf.ok) throw new Error(formPdf.error.message);
    let formText = '';
    for (let i = 0; i < formPdf.doc.numPages; i++) formText += `${(await formPdf.doc.page(i)).items.map((t) => t.text).join(' ')}\n`;
    expect(formText).toContain('Draft for the preparer, not a filing');
    expect(formText).toContain('23,677.70');
    expect(formText).toContain('W-2 box 1 (NORTH 312)');
    // The address in its boxes, from the profile's structured fields (the trace names each).
    expect(formText).toContain('Form 1040 (2025), line City: Austin');
    expect(formText).toContain('Form 1040 (2025), line ZIP code: 78701');
    expect(formText).not.toContain('554-03-0876');

    const db = app.running.services.database.db;
    const downloads = await db.select().from(auditEvents).where(eq(auditEvents.action, 'review.packet_downloaded'));
    expect(downloads.map((d) => (d.details as { format: string }).format).sort()).toEqual(['form-1040-pdf', 'json', 'json', 'pdf']);
  }, 120_000);
});

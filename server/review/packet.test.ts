import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { estimate2025 } from '#shared/tax/2025/estimate';
import { openPdf } from '../integrations/pdf/pdfjs';
import { pdfSafe, renderPacketPdf, type Packet } from './packet';

/** A packet as the routes build it, for a single filer with a W-2 (figures from the worked example). */
function samplePacket(patch: Partial<Packet> = {}): Packet {
  return {
    kind: 'taxdesk-preparer-packet',
    version: 1,
    generatedAt: '2026-02-01T12:00:00.000Z',
    taxYear: 2025,
    taxpayer: { name: 'Anastasia Hodges', ssnMasked: '***-**-0876' },
    status: { signed: true, valid: true, readyForFiling: true, signedAt: '2026-02-01T11:59:00.000Z', blockers: [] },
    summarySha256: 'ab'.repeat(32),
    profile: {
      fullName: 'Anastasia Hodges', firstName: 'Anastasia', lastName: 'Hodges', filingStatus: 'single', filingStatusLabel: 'Single', ssnMasked: '***-**-0876',
      dateOfBirth: '1990-05-17', spouseName: null, spouseSsnMasked: null, spouseDateOfBirth: null, address: '100 Congress Ave, Austin, TX 78701',
      email: 'a@example.test', phone: '(512) 555-0100', dependents: [], missing: [],
    },
    documents: [
      {
        id: 'd1', fileName: 'w2.pdf', type: 'w2', typeLabel: 'Form W-2', chosenType: 'w2', issuer: 'NORTH 312', owner: 'taxpayer', verificationStatus: 'verified', userConfirmed: true,
        boxes: [
          { box: 'a', label: "Employee's SSN", value: 'XXX-XX-0876', corrected: false, extractedValue: null },
          { box: '1', label: 'Wages, tips, other compensation', value: '$23,777.70', corrected: true, extractedValue: '$23,677.70' },
          { box: '2', label: 'Federal income tax withheld', value: '$2,841.32', corrected: false, extractedValue: null },
        ],
        proconnectText: null,
      },
    ],
    estimate: {
      taxYear: 2025, filingStatus: 'single', deductionMethod: 'standard', taxMethod: 'tax_table', warnings: [], notCovered: ['State and local income tax returns'],
      lines: [
        { key: '1a', label: 'Wages, salaries, tips (W-2 box 1)', amountCents: 23_777_70, source: 'W-2 box 1 (NORTH 312)' },
        { key: 'sch1_3', label: 'Business income (Schedule C)', amountCents: 1_000_00, source: '1099-NEC box 1 (ACME)' },
        { key: '15', label: 'Taxable income', amountCents: 8_027_70, source: 'Form 1040 line 15 = line 11b − line 14, not below zero → ≥ 0' },
      ],
      result: { kind: 'refund', amountCents: 1_998_32 },
    },
    estimateError: null,
    checks: [{ id: 'c', kind: 'ssn', level: 'ok', title: 'SSN on the Form W-2 from NORTH 312 matches yours', detail: 'Compared on our server.', documentId: 'd1' }],
    blockers: [],
    signatures: [
      {
        signer: 'taxpayer', typedName: 'Anastasia Hodges', signedAt: '2026-02-01T11:59:00.000Z', ip: '127.0.0.1', userAgent: 'Mozilla/5.0', summarySha256: 'ab'.repeat(32),
        consentText: 'Under penalties of perjury…', valid: true, voidReason: null, voidedAt: null,
      },
    ],
    ...patch,
  };
}

async function text(bytes: Uint8Array): Promise<string> {
  const opened = await openPdf(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  let all = '';
  for (let i = 0; i < opened.doc.numPages; i++) all += `${(await opened.doc.page(i)).items.map((t) => t.text).join(' ')}\n`;
  return all;
}

describe('pdfSafe', () => {
  it('spells out symbols Helvetica cannot draw and keeps the ones it can', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(pdfSafe('line 9 − line 10 → 11a; ≥ 0; 92.35 % × 2; §164 ’quoted’ é', font)).toBe('line 9 - line 10 -> 11a; >= 0; 92.35 % x 2; §164 ’quoted’ é');
    expect(pdfSafe('中', font)).toBe('?');
  });
});

describe('renderPacketPdf', () => {
  it('renders the cover, profile, documents box by box, estimate with sources, checks and the signature', async () => {
    const all = await text(await renderPacketPdf(samplePacket()));
    for (const s of ['Preparer packet', 'Tax year 2025', 'Anastasia Hodges', 'SSN ***-**-0876', 'Signed - ready for filing', 'Estimated refund $1,998.32',
      'Box 1 Wages, tips, other compensation (corrected; read as $23,677.70)', '$23,777.70', 'Source: W-2 box 1 (NORTH 312)', '-> >= 0',
      '[OK] SSN on the Form W-2 from NORTH 312 matches yours', 'Taxpayer: Anastasia Hodges - VALID', '127.0.0.1',
      'Draft for the preparer, not a filing', 'Where each value comes from', 'Form 1040 (2025), line 1a: 23,777.70']) {
      expect(all).toContain(s);
    }
  });

  it('names estimate lines by form and line, never by internal key', async () => {
    const all = await text(await renderPacketPdf(samplePacket()));
    expect(all).toContain('Schedule 1, line 3: Business income (Schedule C)');
    expect(all).toContain('Form 1040, line 1a: Wages, salaries, tips (W-2 box 1)');
    expect(all).not.toMatch(/\bsch1_3\b/);
  });

  it('says when the signature is void and the return is not ready', async () => {
    const p = samplePacket();
    const all = await text(
      await renderPacketPdf({
        ...p,
        status: { ...p.status, valid: false, readyForFiling: false },
        signatures: [{ ...p.signatures[0]!, valid: false, voidReason: 'The reviewed information changed after signing.', voidedAt: '2026-02-02T10:00:00.000Z' }],
      }),
    );
    expect(all).toContain('Signature void - not ready for filing');
    expect(all).toContain('VOID');
    expect(all).toContain('The reviewed information changed after signing.');
  });

  it('ends with the filled Schedule B, Schedule D and Form 8949 pages when the estimate uses them', async () => {
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1990-05-17' },
      documents: {
        w2: [{ id: 'd1', label: 'NORTH 312', fields: { box1_wages: '23777.70' } }],
        '1099-int': [{ id: 'i', label: 'First Bank', fields: { box1_interest_income: '1600.00' } }],
        '1099-b': [{ id: 'b', label: 'Broker', fields: { sales: [{ applicable_checkbox_8949: 'A', box1a_description: '10 sh ACME', box1d_proceeds: '900.00', box1e_cost_basis: '1000.00' }] } }],
      },
    });
    const all = await text(await renderPacketPdf(samplePacket({ estimate: { ...est, notCovered: [...est.notCovered] } })));
    for (const s of ['Interest and Ordinary Dividends', 'First Bank', '1,600.00', 'Capital Gains and Losses', 'Sales and Other Dispositions of Capital Assets', '10 sh ACME', '(100.00)',
      'Schedule B (Form 1040) 2025, line Part I line 1, row 1: 1,600.00', 'Form 8949 (2025), line Part I box A, row 1 (h): (100.00)']) {
      expect(all).toContain(s);
    }
  });

  it('flows long content over several pages', async () => {
    const p = samplePacket();
    const many = Array.from({ length: 40 }, (_, i) => ({ ...p.documents[0]!, id: `d${i}`, issuer: `Employer ${i}` }));
    const bytes = await renderPacketPdf({ ...p, documents: many });
    const opened = await openPdf(bytes);
    expect(opened.ok && opened.doc.numPages).toBeGreaterThan(5);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/money';
import { CONFIDENCE_BAR, estimateInputFrom, markUnconfirmedLines, unconfirmedEstimateFields } from '#shared/review/estimate-input';
import { estimate2025, lineAmount } from '#shared/tax/2025/estimate';

describe('estimateInputFrom', () => {
  it('passes the boxes the estimate reads and leaves other documents out', () => {
    const input = estimateInputFrom({
      filingStatus: 'single',
      taxpayerDateOfBirth: '1990-05-17',
      spouseDateOfBirth: null,
      dependents: [],
      documents: [
        {
          id: 'w', label: 'NORTH 312', type: 'w2', owner: 'taxpayer',
          fields: { employer_name: 'NORTH 312', employee_ssn: 'XXX-XX-0876', box1_wages: '23677.70', box2_federal_income_tax_withheld: '2841.32', box13_retirement_plan: true, states: [{ state: 'CA', state_income_tax: '100.00', employer_state_id: 'x' }] },
        },
        { id: 'i', label: 'Bank', type: '1099-int', owner: 'taxpayer', fields: { box1_interest_income: '374.28', payer_name: 'Bank' } },
        { id: 'o', label: 'Receipt', type: 'other', owner: 'taxpayer', fields: { amounts: [] } },
      ],
    });
    expect(input.documents.w2).toEqual([
      { id: 'w', label: 'NORTH 312', owner: 'taxpayer', fields: { box1_wages: '23677.70', box2_federal_income_tax_withheld: '2841.32', states: [{ state: 'CA', state_income_tax: '100.00' }] } },
    ]);
    expect(input.documents['1099-int']).toEqual([{ id: 'i', label: 'Bank', owner: 'taxpayer', fields: { box1_interest_income: '374.28' } }]);
    expect(Object.keys(input.documents).sort()).toEqual(['1099-int', 'w2']);
    expect(input.spouse).toBeNull();
  });

  it('feeds a W-2 and a 1099-INT into the worked example', () => {
    // Wages 23,677.70 + interest 374.28 = total income and AGI 24,051.98.
    // Standard deduction (single) 15,750 → taxable income 8,301.98.
    // Tax Table row 8,300–8,350, midpoint 8,325 × 10 % = 832.50 → 833.
    // Withheld 2,841.32 − 833 = refund 2,008.32.
    const est = estimate2025(
      estimateInputFrom({
        filingStatus: 'single',
        taxpayerDateOfBirth: '1990-05-17',
        spouseDateOfBirth: null,
        dependents: [],
        documents: [
          { id: 'w', label: 'NORTH 312', type: 'w2', owner: 'taxpayer', fields: { box1_wages: '23677.70', box2_federal_income_tax_withheld: '2841.32' } },
          { id: 'i', label: 'Bank', type: '1099-int', owner: 'taxpayer', fields: { box1_interest_income: '374.28' } },
        ],
      }),
    );
    expect(formatCents(lineAmount(est, '11a'))).toBe('24051.98');
    expect(formatCents(lineAmount(est, '15'))).toBe('8301.98');
    expect(formatCents(lineAmount(est, '16'))).toBe('833.00');
    expect(est.result).toEqual({ kind: 'refund', amountCents: 200_832 });
  });
});

describe('unconfirmed values', () => {
  const w2 = { box1_wages: '50000.00', box2_federal_income_tax_withheld: '5000.00', employee_name: 'Ada' };

  it.each<{ name: string; confirmed: Record<string, unknown> | null; confidence: Record<string, number>; expected: string[] }>([
    { name: 'low confidence, not confirmed', confirmed: null, confidence: { box1_wages: 0.5, box2_federal_income_tax_withheld: 0.95 }, expected: ['box1_wages'] },
    { name: 'low confidence but confirmed by the user', confirmed: { box1_wages: '50000.00' }, confidence: { box1_wages: 0.5, box2_federal_income_tax_withheld: 0.95 }, expected: [] },
    { name: 'no recorded confidence counts as below the bar', confirmed: null, confidence: {}, expected: ['box1_wages', 'box2_federal_income_tax_withheld'] },
    { name: 'exactly at the bar is sure enough', confirmed: null, confidence: { box1_wages: CONFIDENCE_BAR, box2_federal_income_tax_withheld: 1 }, expected: [] },
  ])('$name', ({ confirmed, confidence, expected }) => {
    expect(unconfirmedEstimateFields('w2', w2, confirmed, confidence)).toEqual(expected);
  });

  it('reads nothing from a type the estimate does not use', () => {
    expect(unconfirmedEstimateFields('1040', { box1_wages: '1.00' }, null, {})).toEqual([]);
  });

  it('marks the lines that read a doubtful box of one of their documents, and counts them', () => {
    const lines = [
      { key: '1a', documentRefs: ['w2-a', 'w2-b'] },
      { key: '25a', documentRefs: ['w2-a', 'w2-b'] },
      { key: '2b', documentRefs: ['int'] },
      { key: '9' },
    ];
    const { lines: marked, unconfirmedCount } = markUnconfirmedLines(lines, [
      { id: 'w2-a', fields: [] },
      { id: 'w2-b', fields: ['box1_wages'] },
      { id: 'int', fields: ['box4_federal_income_tax_withheld'] },
    ]);
    expect(marked.map((l) => [l.key, l.unconfirmed])).toEqual([
      ['1a', true],
      ['25a', false],
      ['2b', false],
      ['9', false],
    ]);
    expect(unconfirmedCount).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { scoreDocument, type TruthEntry } from './score';

const truth: TruthEntry = {
  document_type: '1099-int',
  tax_year: 2023,
  fields: { payer_name: 'Contoso Bank', box1_interest_income: '100.00', states: [{ state: 'WA', state_tax_withheld: '5.00' }] },
  unscored: ['box6_foreign_tax_paid'],
};

describe('scoreDocument precision', () => {
  it('counts every returned value, a value for an empty box as wrong, unscored boxes not at all', () => {
    const s = scoreDocument(
      truth,
      { payer_name: 'CONTOSO BANK', box1_interest_income: '1000.00', box2_early_withdrawal_penalty: '2025.00', box6_foreign_tax_paid: '9.00', states: [{ state: 'WA', state_tax_withheld: '5.00' }] },
      { confidence: { payer_name: 0.97, box1_interest_income: 0.96, box2_early_withdrawal_penalty: 0.4, states: 0.9 } },
    );
    expect(s.correct).toBe(3);
    expect(s.total).toBe(4);
    expect(s.returned).toBe(5);
    expect(s.right).toBe(3);
    expect(s.wrong.map((w) => w.field).sort()).toEqual(['box1_interest_income', 'box2_early_withdrawal_penalty']);
    expect(s.values.find((v) => v.field === 'states[0].state')).toEqual({ field: 'states[0].state', conf: 0.9, right: true });
  });

  it('does not count the labelled amounts of a document read as other', () => {
    const other: TruthEntry = { document_type: 'other', tax_year: 2023, fields: {} };
    const s = scoreDocument(other, { amounts: [{ label: 'Total', amount: '5.00' }] }, { predictedType: 'other' });
    expect(s.returned).toBe(0);
    const misread = scoreDocument(other, { box1_interest_income: '5.00' }, { predictedType: '1099-int' });
    expect(misread.returned).toBe(1);
    expect(misread.right).toBe(0);
  });
});

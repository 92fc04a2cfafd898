import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/money';
import { CONFIDENCE_BAR, dependentAnswersFrom, estimateInputFrom, householdAnswersFrom, markUnconfirmedLines, unconfirmedEstimateFields } from '#shared/review/estimate-input';
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

describe('issue 22: the new document types and the profile answers', () => {
  it('passes 1099-R codes, SSA-1099 boxes and every 1099-B sale, and matches 1098-Ts to students by name', () => {
    const input = estimateInputFrom({
      filingStatus: 'single',
      taxpayerDateOfBirth: '1960-01-01',
      spouseDateOfBirth: null,
      dependents: [],
      answers: householdAnswersFrom({ students: [{ name: 'Sam Lee', half_time: 'yes', aotc_years_claimed: '1', first_four_years_done: 'no' }, { name: 'Ann Lee', half_time: 'no' }] }, false),
      documents: [
        { id: 'r', label: 'Plan', type: '1099-r', owner: 'taxpayer', fields: { box1_gross_distribution: '100.00', box2a_taxable_amount: '100.00', box7_distribution_codes: '7', box7_ira_sep_simple: false, payer_tin: '12-3456789' } },
        { id: 's', label: 'SSA', type: 'ssa-1099', owner: 'taxpayer', fields: { box5_net_benefits: '1200.00', beneficiary_ssn: 'XXX-XX-1234' } },
        { id: 'b', label: 'Broker', type: '1099-b', owner: 'taxpayer', fields: { sales: [{ applicable_checkbox_8949: 'A', box1d_proceeds: '10.00', box1e_cost_basis: '5.00', cusip: 'X' }, { box2_long_term: true, box1d_proceeds: '7.00', box1e_cost_basis: '9.00' }] } },
        { id: 't1', label: 'College', type: '1098-t', owner: 'taxpayer', fields: { recipient_name: 'SAM J LEE', box1_payments_received: '5000.00' } },
        { id: 't2', label: 'College', type: '1098-t', owner: 'taxpayer', fields: { recipient_name: 'Someone Else', box1_payments_received: '1000.00' } },
      ],
    });
    expect(input.documents['1099-r']![0]!.fields).toEqual({ box1_gross_distribution: '100.00', box2a_taxable_amount: '100.00', box7_distribution_codes: '7', box7_ira_sep_simple: false });
    expect(input.documents['ssa-1099']![0]!.fields).toEqual({ box5_net_benefits: '1200.00' });
    expect(input.documents['1099-b']![0]!.fields).toEqual({ sales: [{ applicable_checkbox_8949: 'A', box1d_proceeds: '10.00', box1e_cost_basis: '5.00' }, { box2_long_term: true, box1d_proceeds: '7.00', box1e_cost_basis: '9.00' }] });
    expect(input.students).toEqual([
      { who: 'Sam Lee', name: 'Sam Lee', documentIds: ['t1'], halfTime: true, aotcYearsClaimed: 1, firstFourYearsDone: false },
      { who: 'Ann Lee', name: 'Ann Lee', documentIds: [], halfTime: false, aotcYearsClaimed: null, firstFourYearsDone: null },
    ]);
    // The unmatched 1098-T is asked about, not guessed.
    const est = estimate2025(input);
    expect(est.questions).toContain('College: say which student this 1098-T is for to count its education credit.');
    expect(formatCents(lineAmount(est, '29'))).toBe('1000.00'); // 40 % of the AOTC on 5,000: 2,500 × 40 %
  });

  it('reads the profile answers: yes/no, amounts, providers, and a dependent’s months at home', () => {
    const a = householdAnswersFrom({
      full_time_student: 'no', spouse_full_time_student: 'yes', retirement_contributions: '1500.00', spouse_retirement_contributions: '200.00',
      prior_year_itemized: 'yes', prior_year_itemized_over_standard: '300.00', capital_loss_carryover_long: '2500.00',
      care_providers: [{ name: 'Daycare', amount_paid: '4000.00', tin_last4: '6789' }, { name: 'Nanny', amount_paid: '' }],
    }, true);
    expect(a).toEqual({
      taxpayerFullTimeStudent: false, spouseFullTimeStudent: true, priorYearItemized: true, priorYearItemizedOverStandard: '300.00', livedWithSpouse: null,
      retirementContributions: { taxpayer: '1500.00', spouse: '200.00' }, capitalLossCarryover: { shortTerm: null, longTerm: '2500.00' },
      careProviders: [{ name: 'Daycare', tin: 'on file, ending 6789', amountPaid: '4000.00' }],
    });
    expect(householdAnswersFrom(null, false)).toEqual({});
    expect(dependentAnswersFrom({ relationship: 'Son', months_in_home: '7', full_time_student: 'no' })).toEqual({ relationship: 'Son', monthsInHome: 7, fullTimeStudent: false, disabled: null });
    expect(dependentAnswersFrom({ months_in_home: null }).monthsInHome).toBeNull();
  });
});

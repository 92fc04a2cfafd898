/**
 * The estimate's `forms` section (what the filled forms need beyond the lines) agrees with the
 * lines it explains: the 8949 rows add up to Schedule D lines 1b/2/8b/9, the Schedule B payers to
 * lines 2b/3b, and the dependents' credit boxes to the counts on line 19.
 */
import { describe, expect, it } from 'vitest';
import { estimate2025, lineAmount } from '#shared/tax/2025/estimate';

describe('estimate forms section', () => {
  it('gives one 8949 row per 1099-B sale, in its category, adding up to the Schedule D lines', () => {
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1970-01-01' },
      documents: {
        '1099-b': [
          { id: 'b1', label: 'Broker One', fields: { sales: [
            { applicable_checkbox_8949: 'A', box1a_description: '100 XYZ', box1b_date_acquired: '2025-02-01', box1c_date_sold: '2025-05-01', box1d_proceeds: '10000.00', box1e_cost_basis: '12000.00' },
            { applicable_checkbox_8949: 'A', box1a_description: '50 ABC', box1d_proceeds: '5000.00', box1e_cost_basis: '4000.00', box1g_wash_sale_loss_disallowed: '300.00' },
            // Long term by the dates (held more than a year), basis not reported: box E.
            { box1a_description: '7 OLD', box1b_date_acquired: '2020-01-01', box1c_date_sold: '2025-01-02', box12_basis_reported: false, box1d_proceeds: '700.00', box1e_cost_basis: '100.00' },
          ] } },
          { id: 'b2', label: 'Broker Two', fields: { applicable_checkbox_8949: 'B', box1a_description: '3 NEW', box1d_proceeds: '30.00', box1e_cost_basis: '45.00' } },
        ],
      },
    });
    const rows = est.forms.sales;
    expect(rows.map((r) => [r.documentId, r.saleNumber, r.category, r.gainCents])).toEqual([
      ['b1', 1, 'A', -2_000_00], ['b1', 2, 'A', 1_300_00], ['b1', 3, 'E', 600_00], ['b2', 1, 'B', -15_00],
    ]);
    expect(rows[1]).toMatchObject({ adjustmentCode: 'W', adjustmentCents: 300_00, proceedsCents: 5_000_00, basisCents: 4_000_00, dateAcquired: null });
    expect(rows[0]).toMatchObject({ dateAcquired: '2025-02-01', dateSold: '2025-05-01', broker: 'Broker One' });
    const sum = (c: string) => rows.filter((r) => r.category === c).reduce((a, r) => a + r.gainCents, 0);
    expect([sum('A'), sum('B'), sum('D'), sum('E')]).toEqual([lineAmount(est, 'schD_1b'), lineAmount(est, 'schD_2'), lineAmount(est, 'schD_8b'), lineAmount(est, 'schD_9')]);
  });

  it('lists the Schedule B payers with their amounts, adding up to lines 2b and 3b', () => {
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: {},
      documents: {
        '1099-int': [
          { id: 'i1', label: 'First Bank', fields: { box1_interest_income: '1200.00' } },
          { id: 'i2', label: 'Credit Union', fields: { box1_interest_income: '450.10', box3_us_savings_bond_treasury_interest: '100.00' } },
          { id: 'i3', label: 'Muni Fund', fields: { box8_tax_exempt_interest: '80.00' } },
        ],
        '1099-div': [{ id: 'd1', label: 'Fund', fields: { box1a_total_ordinary_dividends: '2100.00' } }],
      },
    });
    expect(est.forms.interest).toEqual([
      { documentId: 'i1', payer: 'First Bank', amountCents: 1_200_00, box: '1099-INT boxes 1 + 3' },
      { documentId: 'i2', payer: 'Credit Union', amountCents: 550_10, box: '1099-INT boxes 1 + 3' },
    ]);
    expect(est.forms.interest.reduce((a, r) => a + r.amountCents, 0)).toBe(lineAmount(est, '2b'));
    expect(est.forms.dividends).toEqual([{ documentId: 'd1', payer: 'Fund', amountCents: 2_100_00, box: '1099-DIV box 1a' }]);
  });

  it('says per dependent which credit it counted and whether they lived with the taxpayer over half the year', () => {
    const est = estimate2025({
      filingStatus: 'head_of_household',
      taxpayer: { dateOfBirth: '1980-01-01' },
      dependents: [
        { name: 'Maya', dateOfBirth: '2016-05-02', relationship: 'Daughter', monthsInHome: 12 },
        { name: 'Leo', dateOfBirth: '2005-05-02', relationship: 'Son', monthsInHome: 7, fullTimeStudent: true },
        { name: 'Ada', dateOfBirth: '2015-01-01', relationship: 'Niece', monthsInHome: 6 },
        { name: 'Tim', dateOfBirth: '2014-01-01', relationship: 'Son' },
        { name: 'Baby', dateOfBirth: '2026-01-05', relationship: 'Son', monthsInHome: 0 },
      ],
      documents: { w2: [{ id: 'w', label: 'Agency', fields: { box1_wages: '80000.00' } }] },
    });
    expect(est.forms.dependents).toEqual([
      { name: 'Maya', livedWithYou: true, fullTimeStudent: false, disabled: false, credit: 'child_tax_credit' },
      { name: 'Leo', livedWithYou: true, fullTimeStudent: true, disabled: false, credit: 'other_dependent' },
      { name: 'Ada', livedWithYou: false, fullTimeStudent: false, disabled: false, credit: 'other_dependent' },
      // Months not answered: counted for the child tax credit until answered (the estimate's rule), box (5) left blank.
      { name: 'Tim', livedWithYou: null, fullTimeStudent: false, disabled: false, credit: 'child_tax_credit' },
      // Born after 2025: not counted.
      { name: 'Baby', livedWithYou: false, fullTimeStudent: false, disabled: false, credit: null },
    ]);
    // Line 19 counts 2 children and 2 other dependents: 2 × 2,200 + 2 × 500 = 5,400 (within the tax).
    expect(est.lines.find((l) => l.key === '19')?.source).toContain('2 × $2,200.00 + 2 × $500.00');
  });
});

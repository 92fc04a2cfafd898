import { describe, expect, it } from 'vitest';
import { buildSummary } from '#shared/extraction/summary';
import { formatForProConnect } from '#shared/extraction/proconnect';
import type { SaleItem } from '#shared/extraction/fields';

describe('summaries and ProConnect text of the new forms', () => {
  it('1099-R: amounts, the distribution code in words and the IRA box', () => {
    expect(buildSummary('1099-r', 2025, { payer_name: 'Summit Pension Trust', box1_gross_distribution: '12000.00', box2a_taxable_amount: '12000.00', box4_federal_income_tax_withheld: '1200.00', box7_distribution_codes: '7', box7_ira_sep_simple: true })).toBe(
      'Form 1099-R for 2025 from Summit Pension Trust: gross distribution $12,000.00, taxable amount $12,000.00, federal income tax withheld $1,200.00. Distribution code 7 (normal distribution). From an IRA, SEP or SIMPLE plan.',
    );
  });

  it('SSA-1099: net benefits may be negative; Medicare premiums from the box 3 description', () => {
    expect(buildSummary('ssa-1099', 2025, { beneficiary_name: 'JANE DOE', box3_benefits_paid: '100.00', box4_benefits_repaid: '250.00', box5_net_benefits: '-150.00', medicare_part_b_premiums: '2220.00' })).toBe(
      'Social security benefit statement (Form SSA-1099) for 2025 for JANE DOE: benefits paid $100.00, repaid $250.00, net benefits -$150.00. Deducted from benefits: Medicare Part B premiums $2,220.00.',
    );
  });

  it('1099-G, 1098-T, 1098-E', () => {
    expect(buildSummary('1099-g', 2025, { payer_name: 'State of Ohio', box2_state_local_refunds: '310.00', box3_tax_year_of_refund: 2024 })).toBe(
      'Form 1099-G for 2025 from State of Ohio. State or local income tax refund $310.00 (for tax year 2024).',
    );
    expect(buildSummary('1098-t', 2025, { payer_name: 'Hillcrest College', recipient_name: 'Tom Petrova', box1_payments_received: '9000.00', box8_half_time_student: true })).toBe(
      'Form 1098-T for 2025 from Hillcrest College for Tom Petrova: payments received for qualified tuition $9,000.00. At least half-time student.',
    );
    expect(buildSummary('1098-e', 2021, { payer_name: 'WOODGROVE BANK', box1_student_loan_interest: '5432.10' })).toBe('Form 1098-E for 2021 from WOODGROVE BANK: student loan interest paid $5,432.10.');
  });

  it('1099-B: totals over the sales list; a missing basis is said, not guessed', () => {
    const sales: SaleItem[] = [
      { applicable_checkbox_8949: 'A', box1d_proceeds: '1500.00', box1e_cost_basis: '1000.00', box2_short_term: true },
      { applicable_checkbox_8949: 'D', box1d_proceeds: '800.00', box1e_cost_basis: '1100.00', box2_long_term: true },
    ];
    expect(buildSummary('1099-b', 2025, { payer_name: 'Pinecrest Capital', sales })).toBe(
      'Form 1099-B for 2025 from Pinecrest Capital: 2 sales, proceeds $2,300.00. Basis $2,100.00, gain or loss before adjustments $200.00.',
    );
    expect(buildSummary('1099-b', 2025, { sales: [{ applicable_checkbox_8949: 'B', box1d_proceeds: '50.00' }] })).toContain('The basis of some sales is not on the form.');
    const text = formatForProConnect('1099-b', 2025, { payer_name: 'Pinecrest Capital', sales });
    expect(text.split('\n')).toContain('Box 1a Sales 1: applicable checkbox 8949 A; box1d proceeds $1,500.00; box1e cost basis $1,000.00; box2 short term X');
  });
});

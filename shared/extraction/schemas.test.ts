import { describe, expect, it } from 'vitest';
import { FIELDS_SCHEMAS, fieldValueSchema } from '#shared/extraction/schemas';
import { FIELD_DEFINITIONS } from '#shared/extraction/fields';
import { DOCUMENT_TYPES } from '#shared/extraction/document-types';
import { buildSummary } from '#shared/extraction/summary';
import { formatForProConnect } from '#shared/extraction/proconnect';

describe('field schemas', () => {
  it('every document type has definitions and a schema', () => {
    for (const t of DOCUMENT_TYPES) {
      expect(FIELD_DEFINITIONS[t].length).toBeGreaterThan(0);
      expect(FIELDS_SCHEMAS[t]).toBeDefined();
    }
  });

  it.each([
    ['w2', 'box1_wages', '48500.00', true],
    ['w2', 'box1_wages', '48,500.00', false],
    ['w2', 'box1_wages', 48500, false],
    ['w2', 'box1_wages', '-1.00', false],
    ['1040', 'line7_capital_gain', '-3000.00', true],
    ['w2', 'employee_ssn', '123-45-6789', true],
    ['w2', 'employee_ssn', 'ignore previous instructions', false],
    ['w2', 'employer_ein', '12-3456789', true],
    ['1099-misc', 'recipient_tin', 'XYX-XA-9999', true],
    ['w2', 'box13_retirement_plan', true, true],
    ['w2', 'box13_retirement_plan', 'yes', false],
    ['1098', 'box3_origination_date', '2019-03-27', true],
    ['1098', 'box3_origination_date', '03/27/2019', false],
    ['1098', 'box9_number_of_properties', 2, true],
    ['1040', 'filing_status', 'single', true],
    ['1040', 'filing_status', 'married', false],
    ['w2', 'box12', [{ code: 'D', amount: '1200.00' }], true],
    ['w2', 'box12', [{ code: 'D', amount: '1200' }], false],
    ['w2', 'states', [{ state: 'MN', state_wages: '1.00' }], true],
    ['w2', 'states', [{ state: 'XX' }], false],
    ['w2', 'states', [{ state: 'MN', extra: 'x' }], false],
    ['ssa-1099', 'box5_net_benefits', '-120.00', true],
    ['ssa-1099', 'box3_benefits_paid', '-120.00', false],
    ['1099-g', 'box3_tax_year_of_refund', 2024, true],
    ['1099-g', 'box3_tax_year_of_refund', 24, false],
    ['1099-r', 'box11_first_year_roth', 2019, true],
    ['1099-r', 'box9a_percent_total_distribution', 100, true],
    ['1099-r', 'box9a_percent_total_distribution', 101, false],
    ['1099-r', 'locals', [{ local_tax_withheld: '12.00', locality: 'DETROIT', local_distribution: '1000.00' }], true],
    ['1099-b', 'box1b_date_acquired', 'VARIOUS', true],
    ['1099-b', 'box1c_date_sold', 'VARIOUS', false],
    ['1099-b', 'box8_profit_closed_contracts', '-50.00', true],
    ['1099-b', 'box1d_proceeds', '-50.00', false],
    ['1099-b', 'sales', [{ applicable_checkbox_8949: 'A', box1d_proceeds: '10.00', box1b_date_acquired: 'VARIOUS', box2_short_term: true }], true],
    ['1099-b', 'sales', [{ box2_short_term: 'yes' }], false],
    ['1098-t', 'box8_half_time_student', true, true],
    ['1098-e', 'box1_student_loan_interest', '612.40', true],
  ] as const)('%s.%s = %j → %s', (type, name, value, ok) => {
    expect(fieldValueSchema(type, name)?.safeParse(value).success).toBe(ok);
  });

  it('a broker statement may list many more sales than the 20 rows of other lists', () => {
    const sales = Array.from({ length: 300 }, (_, i) => ({ box1d_proceeds: `${i + 1}.00`, box1e_cost_basis: '1.00' }));
    expect(fieldValueSchema('1099-b', 'sales')?.safeParse(sales).success).toBe(true);
    expect(fieldValueSchema('w2', 'box14')?.safeParse(sales.slice(0, 21).map(() => ({ description: 'X', amount: '1.00' }))).success).toBe(false);
  });

  it('the whole-fields schema is strict', () => {
    expect(FIELDS_SCHEMAS.w2.safeParse({ box1_wages: '1.00' }).success).toBe(true);
    expect(FIELDS_SCHEMAS.w2.safeParse({ wages: '1.00' }).success).toBe(false);
  });
});

describe('summary and ProConnect text', () => {
  const w2 = {
    employer_name: 'NORTH 312', box1_wages: '23677.70', box2_federal_income_tax_withheld: '2841.32',
    box12: [{ code: 'C', amount: '2929.20' }], box13_retirement_plan: true,
    states: [{ state: 'MN', state_wages: '24410.00', state_income_tax: '244.10' }],
  };

  it('summarises from fields only', () => {
    expect(buildSummary('w2', 2020, w2)).toBe(
      'Form W-2 for 2020 from NORTH 312: wages $23,677.70, federal income tax withheld $2,841.32. State: MN: $24,410.00 of state income, $244.10 state tax withheld.',
    );
    expect(buildSummary('1099-int', 2020, { payer_name: 'BBVA USA', box1_interest_income: '374.28' })).toBe('Form 1099-INT for 2020 from BBVA USA: interest income $374.28.');
    expect(buildSummary('other', null, {})).toContain('Not a recognised tax form');
    expect(buildSummary('id', null, { full_name: 'A B' })).toContain('not a tax form');
  });

  it('formats box by box', () => {
    const text = formatForProConnect('w2', 2020, w2);
    expect(text.split('\n')).toEqual([
      'Form W-2 (2020)',
      "c. Employer's name: NORTH 312",
      'Box 1 Wages, tips, other compensation: $23,677.70',
      'Box 2 Federal income tax withheld: $2,841.32',
      'Box 12 Box 12 1: code C; amount $2,929.20',
      'Box 13 Retirement plan: X',
      'Box 15 State and local 1: state MN; state wages $24,410.00; state income tax $244.10',
    ]);
  });
});

/**
 * Golden scenarios: whole households worked by hand below (2025 figures from figures.ts; Tax
 * Table rows are $50 wide from $3,000, tax on the row midpoint rounded to the dollar; from
 * $100,000 the rate schedule applies exactly). Each hand result is asserted to the cent.
 */
import { describe, expect, it } from 'vitest';
import { formatCents, parseMoney } from '#shared/money';
import {
  NOT_COVERED,
  estimate2025,
  is65OrOlder,
  isUnder17AtYearEnd,
  lineAmount,
  qualifiedDividendsCapitalGainTax,
  saltLimit,
  scheduleSE,
  scheduleTax,
  taxOnOrdinaryIncome,
  type Estimate2025,
  type EstimateInput,
} from '#shared/tax/2025/estimate';
import type { FilingStatus } from '#shared/enums';

const c = (dollars: string) => parseMoney(dollars);

/** Asserts the given lines (canonical money strings) and the result. */
function expectEstimate(est: Estimate2025, want: Record<string, string>, result: Estimate2025['result']['kind'], amount: string) {
  const got: Record<string, string> = {};
  for (const key of Object.keys(want)) got[key] = formatCents(lineAmount(est, key));
  expect(got).toEqual(want);
  expect(est.result).toEqual({ kind: result, amountCents: c(amount) });
}

const adult = { dateOfBirth: '1985-06-15' };

describe('golden households', () => {
  it('1. single, one W-2', () => {
    // Wages 60,000.00 (W-2 box 1); withheld 6,000.00 (box 2).
    // AGI 60,000; standard deduction single 15,750 → taxable 44,250.
    // Tax Table row 44,250–44,300, midpoint 44,275:
    //   10 % × 11,925                  = 1,192.50
    //   12 % × (44,275 − 11,925 = 32,350) = 3,882.00
    //   total 5,074.50 → rounded 5,075
    // Refund 6,000 − 5,075 = 925.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: adult,
      documents: { w2: [{ id: 'd1', label: 'ACME Inc', fields: { box1_wages: '60000.00', box2_federal_income_tax_withheld: '6000.00' } }] },
    });
    expectEstimate(est, { '1z': '60000.00', '9': '60000.00', '11a': '60000.00', '12e': '15750.00', '15': '44250.00', '16': '5075.00', '24': '5075.00', '25d': '6000.00' }, 'refund', '925.00');
    expect(est.taxMethod).toBe('tax_table');
    expect(est.deductionMethod).toBe('standard');
    const wages = est.lines.find((l) => l.key === '1a');
    expect(wages?.source).toBe('W-2 box 1 (ACME Inc)');
    expect(wages?.documentRefs).toEqual(['d1']);
  });

  it('2. married filing jointly, two W-2s, two children', () => {
    // Wages 85,000 + 65,000 = 150,000; withheld 7,000 + 5,500 = 12,500.
    // State tax withheld (box 17) 3,000 + 2,200 = 5,200 < standard 31,500 → standard.
    // Taxable 150,000 − 31,500 = 118,500 (≥ 100,000: rate schedule):
    //   10 % × 23,850                    = 2,385.00
    //   12 % × (96,950 − 23,850 = 73,100)  = 8,772.00
    //   22 % × (118,500 − 96,950 = 21,550) = 4,741.00
    //   tax 15,898.00
    // Children born 2015 and 2018 (under 17): 2 × 2,200 = 4,400; AGI 150,000 < 400,000, no phase-out;
    // 4,400 ≤ tax → line 19 = 4,400; line 22 = 11,498. ACTC: unused credit 0 → 0.
    // Refund 12,500 − 11,498 = 1,002.
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: adult,
      spouse: { dateOfBirth: '1987-02-01' },
      dependents: [{ name: 'Ann', dateOfBirth: '2015-04-01' }, { name: 'Ben', dateOfBirth: '2018-09-30' }],
      documents: {
        w2: [
          { id: 'a', label: 'Alpha LLC', fields: { box1_wages: '85000.00', box2_federal_income_tax_withheld: '7000.00', states: [{ state: 'VA', state_income_tax: '3000.00' }] } },
          { id: 'b', label: 'Beta Corp', owner: 'spouse', fields: { box1_wages: '65000.00', box2_federal_income_tax_withheld: '5500.00', states: [{ state: 'VA', state_income_tax: '2200.00' }] } },
        ],
      },
    });
    expectEstimate(est, { '1z': '150000.00', 'schA_5a': '5200.00', '12e': '31500.00', '15': '118500.00', '16': '15898.00', '19': '4400.00', '22': '11498.00', '28': '0.00', '25d': '12500.00' }, 'refund', '1002.00');
    expect(est.taxMethod).toBe('tax_computation_worksheet');
    expect(est.lines.find((l) => l.key === '1a')?.source).toBe('W-2 box 1 (Alpha LLC, Beta Corp)');
  });

  it('3. head of household, one child', () => {
    // Wages 45,000; withheld 2,500. Standard HOH 23,625 → taxable 21,375.
    // Tax Table row 21,350–21,400, midpoint 21,375 (HOH):
    //   10 % × 17,000                 = 1,700.00
    //   12 % × (21,375 − 17,000 = 4,375) = 525.00
    //   tax 2,225
    // Child born 2019: credit 2,200 ≤ 2,225 → line 22 = 25. ACTC: unused 0 → 0.
    // Refund 2,500 − 25 = 2,475.
    const est = estimate2025({
      filingStatus: 'head_of_household',
      taxpayer: adult,
      dependents: [{ name: 'Cy', dateOfBirth: '2019-01-20' }],
      documents: { w2: [{ id: 'w', label: 'Shop', fields: { box1_wages: '45000.00', box2_federal_income_tax_withheld: '2500.00' } }] },
    });
    expectEstimate(est, { '12e': '23625.00', '15': '21375.00', '16': '2225.00', '19': '2200.00', '22': '25.00', '28': '0.00' }, 'refund', '2475.00');
  });

  it('4. freelancer with two 1099-NECs', () => {
    // 1099-NEC box 1: 50,000 + 30,000 = 80,000; expenses 10,000 → Schedule C profit 70,000.
    // Schedule SE: 70,000 × 92.35 % = 64,645.00
    //   SS 12.4 % × 64,645 (under 176,100)  = 8,015.98
    //   Medicare 2.9 % × 64,645 = 1,874.705 → 1,874.71
    //   SE tax 9,890.69; deduction half = 4,945.345 → 4,945.35
    // AGI 70,000 − 4,945.35 = 65,054.65; − 15,750 = taxable 49,304.65.
    // Tax Table row 49,300–49,350, midpoint 49,325:
    //   10 % × 11,925 = 1,192.50; 12 % × 36,550 = 4,386.00; 22 % × (49,325 − 48,475 = 850) = 187.00
    //   total 5,765.50 → 5,766
    // Total tax 5,766 + 9,890.69 = 15,656.69; no payments → owe 15,656.69.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: adult,
      businessExpenses: { taxpayer: '10000.00' },
      documents: {
        '1099-nec': [
          { id: 'n1', label: 'Client One', fields: { box1_nonemployee_compensation: '50000.00' } },
          { id: 'n2', label: 'Client Two', fields: { box1_nonemployee_compensation: '30000.00' } },
        ],
      },
    });
    expectEstimate(est, { 'sch1_3': '70000.00', '8': '70000.00', '9': '70000.00', 'sch1_15': '4945.35', '10': '4945.35', '11a': '65054.65', '15': '49304.65', '16': '5766.00', 'sch2_4': '9890.69', '23': '9890.69', '24': '15656.69', '33': '0.00' }, 'owed', '15656.69');
    expect(est.lines.find((l) => l.key === 'sch1_3')?.documentRefs).toEqual(['n1', 'n2']);
  });

  it('5. investor: wages, interest, qualified dividends and capital gain distributions', () => {
    // Wages 70,000 (withheld 8,000); 1099-INT box 1 1,500, box 8 400 (tax-exempt, line 2a only);
    // 1099-DIV 1a 5,000, 1b 4,000, 2a 2,000.
    // Total income 70,000 + 1,500 + 5,000 + 2,000 = 78,500 = AGI; − 15,750 → taxable 62,750.
    // QDCG worksheet: l1 62,750; l2 4,000; l3 2,000; l4 6,000; l5 56,750; l6 48,350; l7 48,350;
    //   l8 48,350; l9 0; l10 6,000; l11 0; l12 6,000; l13 533,400; l14 62,750; l15 56,750;
    //   l16 6,000; l17 6,000; l18 = 15 % × 6,000 = 900; l19 6,000; l20 0; l21 0;
    //   l22 tax on 56,750 (row midpoint 56,775): 1,192.50 + 4,386.00 + 22 % × 8,300 = 1,826.00
    //       = 7,404.50 → 7,405; l23 = 900 + 7,405 = 8,305;
    //   l24 tax on 62,750 (midpoint 62,775): 1,192.50 + 4,386.00 + 22 % × 14,300 = 3,146.00 → 8,725;
    //   l25 = min(8,305, 8,725) = 8,305.
    // Owe 8,305 − 8,000 = 305.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: adult,
      documents: {
        w2: [{ id: 'w', label: 'Employer', fields: { box1_wages: '70000.00', box2_federal_income_tax_withheld: '8000.00' } }],
        '1099-int': [{ id: 'i', label: 'Bank', fields: { box1_interest_income: '1500.00', box8_tax_exempt_interest: '400.00' } }],
        '1099-div': [{ id: 'v', label: 'Broker', fields: { box1a_total_ordinary_dividends: '5000.00', box1b_qualified_dividends: '4000.00', box2a_total_capital_gain: '2000.00' } }],
      },
    });
    expectEstimate(est, { '2a': '400.00', '2b': '1500.00', '3a': '4000.00', '3b': '5000.00', '7a': '2000.00', '9': '78500.00', '15': '62750.00', '16': '8305.00' }, 'owed', '305.00');
    expect(est.taxMethod).toBe('qualified_dividends_capital_gain_worksheet');
  });

  it('6. homeowner who itemizes (married filing jointly)', () => {
    // Wages 180,000 (withheld 22,000; state tax box 17 9,000).
    // Schedule A: SALT 9,000 + property tax 6,500 = 15,500 (cap 40,000, AGI under 500,000);
    //   mortgage interest 24,000 + points 1,000 = 25,000 (box 5 premiums 1,200 not deductible);
    //   itemized 40,500 > standard 31,500 → itemize.
    // Taxable 180,000 − 40,500 = 139,500:
    //   2,385.00 + 8,772.00 + 22 % × (139,500 − 96,950 = 42,550) = 9,361.00 → 20,518.00
    // Refund 22,000 − 20,518 = 1,482.
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: adult,
      spouse: adult,
      propertyTaxesPaid: '6500.00',
      documents: {
        w2: [{ id: 'w', label: 'Employer', fields: { box1_wages: '180000.00', box2_federal_income_tax_withheld: '22000.00', states: [{ state: 'MD', state_income_tax: '9000.00' }] } }],
        '1098': [{ id: 'm', label: 'Lender', fields: { box1_mortgage_interest: '24000.00', box5_mortgage_insurance_premiums: '1200.00', box6_points_paid: '1000.00' } }],
      },
    });
    expectEstimate(est, { 'schA_5a': '9000.00', 'schA_5b': '6500.00', 'schA_5e': '15500.00', 'schA_8a': '25000.00', 'schA_17': '40500.00', '12e': '40500.00', '15': '139500.00', '16': '20518.00' }, 'refund', '1482.00');
    expect(est.deductionMethod).toBe('itemized');
    expect(est.warnings).toEqual(['Mortgage insurance premiums of $1,200.00 (1098 box 5) are not deductible for 2025.']);
  });

  it('7. high earner over the social security wage base, with a side 1099-NEC', () => {
    // W-2: wages 250,000, SS wages (box 3) 176,100, withheld 55,000, state tax 12,000.
    // 1099-NEC 20,000 → Schedule SE: 20,000 × 92.35 % = 18,470.00;
    //   SS room 176,100 − 176,100 = 0 → SS part 0; Medicare 2.9 % × 18,470 = 535.63
    //   SE tax 535.63; deduction 267.815 → 267.82.
    // AGI 250,000 + 20,000 − 267.82 = 269,732.18; SALT 12,000 < 15,750 → standard.
    // Taxable 269,732.18 − 15,750 = 253,982.18 (rate schedule, single):
    //   10 % × 11,925 = 1,192.50; 12 % × 36,550 = 4,386.00; 22 % × 54,875 = 12,072.50;
    //   24 % × 93,950 = 22,548.00; 32 % × 53,225 = 17,032.00;
    //   35 % × (253,982.18 − 250,525 = 3,457.18) = 1,210.013 → total 58,441.013 → 58,441.01
    // Total tax 58,441.01 + 535.63 = 58,976.64; owe 58,976.64 − 55,000 = 3,976.64.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: adult,
      documents: {
        w2: [{ id: 'w', label: 'BigCo', fields: { box1_wages: '250000.00', box2_federal_income_tax_withheld: '55000.00', box3_social_security_wages: '176100.00', box4_social_security_tax_withheld: '10918.20', states: [{ state: 'CA', state_income_tax: '12000.00' }] } }],
        '1099-nec': [{ id: 'n', label: 'Side gig', fields: { box1_nonemployee_compensation: '20000.00' } }],
      },
    });
    expectEstimate(est, { 'sch2_4': '535.63', 'sch1_15': '267.82', '11a': '269732.18', '12e': '15750.00', '15': '253982.18', '16': '58441.01', '24': '58976.64' }, 'owed', '3976.64');
  });

  it('8. retiree 65+ and blind, living on interest', () => {
    // Born 1958 (65+ at the end of 2025), blind. 1099-INT box 1 80,000, box 8 2,000, box 4 7,000.
    // AGI 80,000. Standard 15,750 + 2 boxes × 2,000 = 19,750.
    // Senior deduction: 6,000 − 6 % × (80,000 − 75,000 = 5,000) = 6,000 − 300 = 5,700.
    // Deductions 19,750 + 5,700 = 25,450 → taxable 54,550.
    // Tax Table row 54,550–54,600, midpoint 54,575:
    //   1,192.50 + 4,386.00 + 22 % × (54,575 − 48,475 = 6,100) = 1,342.00 → 6,920.50 → 6,921
    // Refund 7,000 − 6,921 = 79.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1958-03-03', blind: true },
      documents: {
        '1099-int': [{ id: 'i', label: 'Savings Bank', fields: { box1_interest_income: '80000.00', box4_federal_income_tax_withheld: '7000.00', box8_tax_exempt_interest: '2000.00' } }],
      },
    });
    expectEstimate(est, { '2a': '2000.00', '2b': '80000.00', '11a': '80000.00', '12e': '19750.00', '13b': '5700.00', '14': '25450.00', '15': '54550.00', '16': '6921.00', '25b': '7000.00' }, 'refund', '79.00');
  });

  it('9. married filing separately, itemizing, 65+ (no senior deduction for MFS)', () => {
    // Born 1959 (65+). Wages 95,000 (withheld 14,000; state tax 6,000); mortgage interest 16,000;
    // property tax 4,000. SALT 10,000 (MFS cap 20,000); itemized 26,000 > standard 15,750 + 1,600.
    // Senior deduction: not allowed when married filing separately → 0.
    // Taxable 95,000 − 26,000 = 69,000; Tax Table row 69,000–69,050, midpoint 69,025:
    //   1,192.50 + 4,386.00 + 22 % × (69,025 − 48,475 = 20,550) = 4,521.00 → 10,099.50 → 10,100
    // Refund 14,000 − 10,100 = 3,900.
    const est = estimate2025({
      filingStatus: 'married_filing_separately',
      taxpayer: { dateOfBirth: '1959-05-05' },
      spouse: { dateOfBirth: '1950-01-01' },
      propertyTaxesPaid: '4000.00',
      documents: {
        w2: [{ id: 'w', label: 'Employer', fields: { box1_wages: '95000.00', box2_federal_income_tax_withheld: '14000.00', states: [{ state: 'NY', state_income_tax: '5000.00', local_income_tax: '1000.00' }] } }],
        '1098': [{ id: 'm', label: 'Lender', fields: { box1_mortgage_interest: '16000.00' } }],
      },
    });
    expectEstimate(est, { 'schA_5e': '10000.00', 'schA_17': '26000.00', '12e': '26000.00', '13b': '0.00', '15': '69000.00', '16': '10100.00' }, 'refund', '3900.00');
  });

  it('10. qualifying surviving spouse with one child', () => {
    // Wages 72,000 (withheld 5,000). Standard (joint amount) 31,500 → taxable 40,500.
    // Tax Table row 40,500–40,550, midpoint 40,525 (joint brackets):
    //   10 % × 23,850 = 2,385.00; 12 % × (40,525 − 23,850 = 16,675) = 2,001.00 → 4,386
    // Child born 2012: credit 2,200 → line 22 = 2,186. Refund 5,000 − 2,186 = 2,814.
    const est = estimate2025({
      filingStatus: 'qualifying_widow',
      taxpayer: adult,
      dependents: [{ name: 'Dee', dateOfBirth: '2012-12-31' }],
      documents: { w2: [{ id: 'w', label: 'Employer', fields: { box1_wages: '72000.00', box2_federal_income_tax_withheld: '5000.00' } }] },
    });
    expectEstimate(est, { '12e': '31500.00', '15': '40500.00', '16': '4386.00', '19': '2200.00', '22': '2186.00' }, 'refund', '2814.00');
  });

  it('11. W-2 plus 1099-MISC rents, royalties and other income', () => {
    // Wages 55,000 (withheld 6,500). 1099-MISC: rents 12,000 + royalties 500 → Schedule E 12,500
    // (no expenses); other income 1,000 → Schedule 1 line 8z; withheld 300; state withheld 200.
    // Schedule 1 line 10 = 12,500 + 1,000 = 13,500; total income 68,500; − 15,750 → 52,750.
    // Tax Table row 52,750–52,800, midpoint 52,775:
    //   1,192.50 + 4,386.00 + 22 % × (52,775 − 48,475 = 4,300) = 946.00 → 6,524.50 → 6,525
    // Payments 6,500 + 300 = 6,800 → refund 275.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: adult,
      documents: {
        w2: [{ id: 'w', label: 'Employer', fields: { box1_wages: '55000.00', box2_federal_income_tax_withheld: '6500.00' } }],
        '1099-misc': [{ id: 'r', label: 'Tenant Co', fields: { box1_rents: '12000.00', box2_royalties: '500.00', box3_other_income: '1000.00', box4_federal_income_tax_withheld: '300.00', states: [{ state: 'OH', state_tax_withheld: '200.00' }] } }],
      },
    });
    expectEstimate(est, { 'sch1_5': '12500.00', 'sch1_8z': '1000.00', '8': '13500.00', '9': '68500.00', 'schA_5a': '200.00', '15': '52750.00', '16': '6525.00', '25a': '6500.00', '25b': '300.00' }, 'refund', '275.00');
  });

  it('12. low income head of household with refundable additional child tax credit', () => {
    // Wages 22,000 (withheld 300); children born 2016 and 2020.
    // Standard 23,625 > 22,000 → taxable 0, tax 0, nonrefundable credit 0.
    // Schedule 8812: line 12 = 2 × 2,200 = 4,400; line 14 = 0; 16a = 4,400; 16b = 2 × 1,700 = 3,400;
    //   line 17 = 3,400; earned income 22,000 − 2,500 = 19,500 × 15 % = 2,925 → ACTC 2,925.
    // Payments 300 + 2,925 = 3,225 → refund 3,225.
    const est = estimate2025({
      filingStatus: 'head_of_household',
      taxpayer: adult,
      dependents: [{ name: 'E', dateOfBirth: '2016-07-07' }, { name: 'F', dateOfBirth: '2020-02-29' }],
      documents: { w2: [{ id: 'w', label: 'Diner', fields: { box1_wages: '22000.00', box2_federal_income_tax_withheld: '300.00' } }] },
    });
    expectEstimate(est, { '15': '0.00', '16': '0.00', '19': '0.00', '28': '2925.00', '33': '3225.00' }, 'refund', '3225.00');
  });

  it('13. joint high income: child tax credit phase-out and a credit for an older dependent', () => {
    // Wages 430,500 (withheld 90,000). Standard 31,500 → taxable 399,000 (joint schedule):
    //   2,385.00 + 8,772.00 + 22 % × 109,750 = 24,145.00 + 24 % × 187,900 = 45,096.00
    //   + 32 % × (399,000 − 394,600 = 4,400) = 1,408.00 → 81,806.00
    // Credits: child born 2014 2,200 + dependent born 2005 (20, other dependent) 500 = 2,700;
    //   MAGI over 400,000 by 30,500 → 31 steps of $1,000 (fraction counts) × 50 = 1,550 → 1,150.
    // Line 22 = 81,806 − 1,150 = 80,656; refund 90,000 − 80,656 = 9,344.
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: adult,
      spouse: adult,
      dependents: [{ name: 'G', dateOfBirth: '2014-03-01' }, { name: 'H', dateOfBirth: '2005-08-08' }],
      documents: { w2: [{ id: 'w', label: 'Firm', fields: { box1_wages: '430500.00', box2_federal_income_tax_withheld: '90000.00' } }] },
    });
    expectEstimate(est, { '15': '399000.00', '16': '81806.00', '19': '1150.00', '22': '80656.00', '28': '0.00' }, 'refund', '9344.00');
  });

  it('14. SALT cap phase-down above $500,000', () => {
    // Wages 550,000 (withheld 140,000; state tax 45,000); mortgage interest 30,000.
    // SALT limit 40,000 − 30 % × (550,000 − 500,000) = 40,000 − 15,000 = 25,000 → allowed 25,000.
    // Itemized 25,000 + 30,000 = 55,000 → taxable 495,000 (single schedule):
    //   1,192.50 + 4,386.00 + 12,072.50 + 22,548.00 + 17,032.00 = 57,231.00 through 250,525
    //   + 35 % × (495,000 − 250,525 = 244,475) = 85,566.25 → 142,797.25
    // Owe 142,797.25 − 140,000 = 2,797.25.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: adult,
      documents: {
        w2: [{ id: 'w', label: 'Firm', fields: { box1_wages: '550000.00', box2_federal_income_tax_withheld: '140000.00', states: [{ state: 'NJ', state_income_tax: '45000.00' }] } }],
        '1098': [{ id: 'm', label: 'Lender', fields: { box1_mortgage_interest: '30000.00' } }],
      },
    });
    expectEstimate(est, { 'schA_5a': '45000.00', 'schA_5e': '25000.00', '12e': '55000.00', '15': '495000.00', '16': '142797.25' }, 'owed', '2797.25');
  });

  it('15. joint return with qualified dividends in the 0 % band', () => {
    // Wages 60,000 (withheld 3,000); 1099-DIV 1a 10,000, 1b 10,000. AGI 70,000 → taxable 38,500.
    // QDCG: l1 38,500; l4 10,000; l5 28,500; l6 96,700; l7 38,500; l8 28,500; l9 10,000 (0 %);
    //   l12 0 → l17 0, l18 0, l20 0, l21 0;
    //   l22 tax on 28,500 (midpoint 28,525): 2,385.00 + 12 % × 4,675 = 561.00 → 2,946
    //   l24 tax on 38,500 (midpoint 38,525): 2,385.00 + 12 % × 14,675 = 1,761.00 → 4,146
    //   tax = min(2,946, 4,146) = 2,946. Refund 3,000 − 2,946 = 54.
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: adult,
      spouse: adult,
      documents: {
        w2: [{ id: 'w', label: 'Employer', fields: { box1_wages: '60000.00', box2_federal_income_tax_withheld: '3000.00' } }],
        '1099-div': [{ id: 'v', label: 'Fund', fields: { box1a_total_ordinary_dividends: '10000.00', box1b_qualified_dividends: '10000.00' } }],
      },
    });
    expectEstimate(est, { '3a': '10000.00', '3b': '10000.00', '15': '38500.00', '16': '2946.00' }, 'refund', '54.00');
  });
});

describe('estimate structure', () => {
  const est = estimate2025({ filingStatus: 'single', taxpayer: adult, documents: {} });

  it('lists lines in Form 1040 order with a source for each', () => {
    const keys = est.lines.map((l) => l.key);
    expect(keys).toEqual([
      '1a', '1z', '2a', '2b', '3a', '3b', '4a', '4b', '5a', '5b', '7a', 'sch1_1', 'sch1_3', 'sch1_5', 'sch1_7', 'sch1_8z', '6a', '6b', '8', '9',
      'sch1_15', 'sch1_18', 'sch1_21', '10', '11a', 'schA_5a', 'schA_5b', 'schA_5e', 'schA_8a', 'schA_17', '12e', '13b', '14', '15', '16', '18',
      'sch3_2', 'sch3_3', 'sch3_4', '19', '20', '22', 'sch2_4', 'sch2_8', '23', '24', '25a', '25b', '25d', '27a', '28', '29', '31', '32', '33', '34', '37',
    ]);
    for (const line of est.lines) {
      expect(line.source.length).toBeGreaterThan(5);
      expect(Number.isSafeInteger(line.amountCents)).toBe(true);
    }
  });

  it('an empty household owes nothing and says what it does not cover', () => {
    expect(est.result).toEqual({ kind: 'even', amountCents: 0 });
    expect(est.notCovered).toBe(NOT_COVERED);
    for (const item of ['Alternative minimum tax', 'Earned income credit', 'Qualified business income', 'State and local income tax returns', 'Form 8606', 'Additional Medicare Tax']) {
      expect(NOT_COVERED.some((n) => n.includes(item))).toBe(true);
    }
  });

  it('rejects amounts that are not canonical money strings', () => {
    expect(() =>
      estimate2025({ filingStatus: 'single', taxpayer: adult, documents: { w2: [{ id: 'x', label: 'Bad', fields: { box1_wages: '1,000.00' } }] } }),
    ).toThrow(/Bad \(x\): not a money amount/);
  });

  it('warns about dependents without a usable date of birth', () => {
    const e = estimate2025({
      filingStatus: 'head_of_household',
      taxpayer: adult,
      dependents: [{ name: 'NoDob' }, { name: 'Future', dateOfBirth: '2026-01-05' }],
      documents: { w2: [{ id: 'w', label: 'E', fields: { box1_wages: '50000.00' } }] },
    });
    expect(e.warnings).toEqual([
      'Dependent NoDob has no date of birth; counted as an other dependent ($500).',
      'Dependent Future was born after 2025 and is not counted for 2025.',
    ]);
    expect(lineAmount(e, '19')).toBe(c('500.00'));
  });

  it('leaves the spouse’s forms out of a separate return', () => {
    const e = estimate2025({
      filingStatus: 'married_filing_separately',
      taxpayer: adult,
      documents: {
        w2: [
          { id: 'mine', label: 'My Job', fields: { box1_wages: '40000.00' } },
          { id: 'theirs', label: 'Spouse Job', owner: 'spouse', fields: { box1_wages: '90000.00' } },
        ],
      },
    });
    expect(lineAmount(e, '1z')).toBe(c('40000.00'));
    expect(e.warnings).toEqual(['Spouse Job is marked as the spouse’s and is left out: only a joint return includes the spouse’s income.']);
  });

  it('runs Schedule SE per spouse on a joint return (each has a wage base)', () => {
    // Taxpayer: W-2 SS wages 176,100 + NEC 10,000 → 4a 9,235; SS room 0; Medicare 2.9 % = 267.815 → 267.82
    // Spouse:   NEC 10,000 → 4a 9,235; SS 12.4 % = 1,145.14; Medicare 267.82 → 1,412.96
    // SE tax 267.82 + 1,412.96 = 1,680.78
    const e = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: adult,
      spouse: adult,
      documents: {
        w2: [{ id: 'w', label: 'Job', fields: { box1_wages: '200000.00', box3_social_security_wages: '176100.00' } }],
        '1099-nec': [
          { id: 'n1', label: 'Mine', fields: { box1_nonemployee_compensation: '10000.00' } },
          { id: 'n2', label: 'Theirs', owner: 'spouse', fields: { box1_nonemployee_compensation: '10000.00' } },
        ],
      },
    });
    expect(lineAmount(e, 'sch2_4')).toBe(c('1680.78'));
  });

  it('ignores the spouse on a non-joint return for the age boxes', () => {
    const input: EstimateInput = { filingStatus: 'head_of_household', taxpayer: adult, spouse: { dateOfBirth: '1940-01-01', blind: true }, documents: {} };
    expect(lineAmount(estimate2025(input), '12e')).toBe(c('23625.00'));
    expect(lineAmount(estimate2025({ ...input, filingStatus: 'married_filing_jointly' }), '12e')).toBe(c('34700.00'));
  });
});

describe('building blocks', () => {
  it.each([
    ['1961-01-01', true],
    ['1961-01-02', false],
    ['1960-12-31', true],
    ['1990-01-01', false],
    [null, false],
    ['', false],
  ])('is65OrOlder(%j) = %s', (dob, yes) => expect(is65OrOlder(dob)).toBe(yes));

  it.each([
    ['2009-01-01', true],
    ['2008-12-31', false],
    ['2025-12-31', true],
    ['2026-01-01', false],
    [undefined, false],
  ])('isUnder17AtYearEnd(%j) = %s', (dob, yes) => expect(isUnder17AtYearEnd(dob)).toBe(yes));

  it.each<[string, FilingStatus, string]>([
    // Tax Table (below $100,000): tax on the row midpoint, rounded to the dollar
    ['0.00', 'single', '0.00'],
    ['4.99', 'single', '0.00'], // row 0–5: 0
    ['5.00', 'single', '1.00'], // row 5–15, midpoint 10 × 10 % = 1.00
    ['24.99', 'single', '2.00'], // row 15–25, midpoint 20 × 10 % = 2.00
    ['25.00', 'single', '4.00'], // row 25–50, midpoint 37.50 × 10 % = 3.75 → 4
    ['2999.99', 'single', '299.00'], // row 2,975–3,000, midpoint 2,987.50 × 10 % = 298.75 → 299
    ['3000.00', 'single', '303.00'], // row 3,000–3,050, midpoint 3,025 × 10 % = 302.50 → 303
    ['11925.00', 'single', '1193.00'], // row 11,900–11,950, midpoint 11,925 × 10 % = 1,192.50 → 1,193
    // HOH row 99,950–100,000, midpoint 99,975: 1,700 + 12 % × 47,850 = 5,742 + 22 % × 35,125 = 7,727.50
    //   = 15,169.50 → 15,170
    ['99999.99', 'head_of_household', '15170.00'],
    // Tax Computation Worksheet from 100,000: 1,192.50 + 4,386.00 + 22 % × 51,525 = 11,335.50 → 16,914.00
    ['100000.00', 'single', '16914.00'],
    // MFS top bracket starts at 375,800: 1,192.50 + 4,386 + 12,072.50 + 22,548 + 17,032
    //   + 35 % × (375,800 − 250,525 = 125,275) = 43,846.25 → 101,077.25; + 37 % × 24,200 = 8,954 → 110,031.25
    ['400000.00', 'married_filing_separately', '110031.25'],
  ])('taxOnOrdinaryIncome(%s, %s) = %s', (taxable, status, tax) => {
    expect(taxOnOrdinaryIncome(c(taxable), status)).toBe(c(tax));
  });

  it.each<[string, FilingStatus, string]>([
    ['11925.00', 'single', '1192.50'],
    ['48475.00', 'single', '5578.50'],
    ['0.00', 'married_filing_jointly', '0.00'],
    ['-5.00', 'single', '0.00'],
    ['0.05', 'single', '0.01'], // 0.005 → half up → 0.01
  ])('scheduleTax(%s, %s) = %s', (taxable, status, tax) => {
    expect(scheduleTax(c(taxable), status)).toBe(c(tax));
  });

  it.each<[string, string, string, string, string]>([
    // [net profit, SS wages, net earnings, SE tax, deduction]
    ['70000.00', '0.00', '64645.00', '9890.69', '4945.35'],
    ['20000.00', '176100.00', '18470.00', '535.63', '267.82'],
    // partly over the base: 4a = 18,470; room 176,100 − 170,000 = 6,100 → 12.4 % = 756.40; 2.9 % × 18,470 = 535.63
    ['20000.00', '170000.00', '18470.00', '1292.03', '646.02'],
    // 433.00 × 92.35 % = 399.8755 → 399.88, under $400 (Schedule SE line 4c) → no SE tax
    ['433.00', '0.00', '0.00', '0.00', '0.00'],
    ['-500.00', '0.00', '0.00', '0.00', '0.00'],
  ])('scheduleSE(%s, %s)', (profit, ssWages, net, tax, deduction) => {
    expect(scheduleSE(c(profit), c(ssWages))).toEqual({ netEarnings: c(net), tax: c(tax), deduction: c(deduction) });
  });

  it.each<[FilingStatus, string, string]>([
    ['single', '100000.00', '40000.00'],
    ['single', '500000.00', '40000.00'],
    ['single', '550000.00', '25000.00'], // 40,000 − 30 % × 50,000
    ['single', '600000.00', '10000.00'], // 40,000 − 30,000 = 10,000 (floor)
    ['married_filing_jointly', '1000000.00', '10000.00'], // floor
    ['married_filing_separately', '100000.00', '20000.00'],
    ['married_filing_separately', '260000.00', '17000.00'], // 20,000 − 30 % × 10,000
    ['married_filing_separately', '400000.00', '5000.00'], // floor
  ])('saltLimit(%s, MAGI %s) = %s', (status, magi, limit) => {
    expect(saltLimit(status, c(magi))).toBe(c(limit));
  });

  it('QDCG worksheet taxes 20 % above the 15 % band', () => {
    // Single, taxable 600,000 of which 100,000 qualified dividends:
    // l5 500,000; l7 48,350; l8 48,350; l9 0; l10 100,000; l12 100,000; l13 533,400; l14 533,400;
    // l15 500,000; l16 33,400; l17 33,400; l18 5,010; l19 33,400; l20 66,600; l21 13,320;
    // l22 tax on 500,000 = 57,231 + 35 % × 249,475 = 87,316.25 → 144,547.25; l23 162,877.25
    // l24 tax on 600,000 = 57,231 + 35 % × 349,475 = 122,316.25 → 179,547.25; l25 162,877.25
    const r = qualifiedDividendsCapitalGainTax(c('600000.00'), c('100000.00'), 0, 'single');
    expect(r.lines[18]).toBe(c('5010.00'));
    expect(r.lines[21]).toBe(c('13320.00'));
    expect(r.tax).toBe(c('162877.25'));
  });
});

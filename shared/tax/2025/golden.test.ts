/**
 * Golden returns for issue 22: whole households worked by hand, line by line, with the
 * arithmetic written down. Figures: figures.ts (Rev. Proc. 2024-40; OBBBA; the form
 * instructions). Tax Table rows are $50 wide from $3,000 ($25 below), tax on the row midpoint
 * rounded half up to the dollar; from $100,000 the rate schedule applies exactly. EIC Table rows
 * are $50 wide; the credit is computed on the row midpoint (phase-out to the cent, half up) and
 * rounded to the dollar. Every figure below is asserted to the cent.
 */
import { describe, expect, it } from 'vitest';
import { formatCents, parseMoney } from '#shared/money';
import { estimate2025, lineAmount, type Estimate2025 } from '#shared/tax/2025/estimate';
import { G2_SINGLE_PARENT, G4_STUDENT, G5_INVESTOR, G9_SAVER } from '../../../test/golden-returns';

const c = (dollars: string) => parseMoney(dollars);

function expectLines(est: Estimate2025, want: Record<string, string>, kind: Estimate2025['result']['kind'], amount: string) {
  const got: Record<string, string> = {};
  for (const key of Object.keys(want)) got[key] = formatCents(lineAmount(est, key));
  expect(got).toEqual(want);
  expect(est.result).toEqual({ kind, amountCents: c(amount) });
}

describe('golden returns (issue 22)', () => {
  it('G1. retiree, single, 70: SSA-1099 and a pension 1099-R', () => {
    // 1099-R code 7: box 1 30,000, box 2a 30,000, box 4 3,000 → line 5a 30,000, 5b 30,000.
    // SSA-1099 box 5 24,000 → line 6a. Social Security Benefits Worksheet:
    //   1 24,000   2 (50 %) 12,000   3 other income 30,000   4 tax-exempt 0   5 = 42,000
    //   6 adjustments 0   7 42,000   8 base 25,000   9 17,000   10 9,000   11 8,000
    //   12 min(9, 10) 9,000   13 (50 %) 4,500   14 min(2, 13) 4,500   15 (85 % × 8,000) 6,800
    //   16 11,300   17 (85 % × 24,000) 20,400   18 = line 6b 11,300
    // Total income 30,000 + 11,300 = 41,300 = AGI.
    // Standard deduction 15,750 + 2,000 (65+) = 17,750; senior deduction 6,000 (MAGI < 75,000).
    // Line 14 = 23,750; taxable 17,550. Row 17,550–17,600, midpoint 17,575:
    //   1,192.50 + 12 % × 5,650 (678.00) = 1,870.50 → 1,871.
    // Withheld (1099-R box 4) 3,000 → refund 1,129.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1955-03-10' },
      documents: {
        'ssa-1099': [{ id: 's', label: 'SSA', fields: { box3_benefits_paid: '24000.00', box5_net_benefits: '24000.00' } }],
        '1099-r': [{ id: 'r', label: 'State Pension Fund', fields: { box1_gross_distribution: '30000.00', box2a_taxable_amount: '30000.00', box4_federal_income_tax_withheld: '3000.00', box7_distribution_codes: '7' } }],
      },
    });
    expectLines(est, { '4a': '0.00', '5a': '30000.00', '5b': '30000.00', '6a': '24000.00', '6b': '11300.00', '9': '41300.00', '11a': '41300.00',
      '12e': '17750.00', '13b': '6000.00', '14': '23750.00', '15': '17550.00', '16': '1871.00', '24': '1871.00', '25b': '3000.00', '27a': '0.00' }, 'refund', '1129.00');
    expect(est.lines.find((l) => l.key === '6b')?.documentRefs).toEqual(['s']);
  });

  it('G2. single parent (head of household), two children: EIC, CTC and child care', () => {
    // W-2 wages 28,000, withheld 1,000. AGI 28,000; standard 23,625; taxable 4,375.
    // Row 4,350–4,400, midpoint 4,375 × 10 % = 437.50 → 438 (line 16 and 18).
    // Form 2441: 2 children under 13, 12 months at home; expenses 4,000 ≤ 6,000 and ≤ earned income.
    //   Rate: AGI 28,000 − 15,000 = 13,000 → 7 steps of $2,000 (or fraction) → 35 − 7 = 28 %.
    //   28 % × 4,000 = 1,120, limited to tax 438 → Schedule 3 line 2 = 438.
    // Schedule 8812: 2 × 2,200 = 4,400; Credit Limit Worksheet A: 438 − 438 = 0 → line 19 = 0.
    //   ACTC: 16a 4,400; 16b 2 × 1,700 = 3,400; 20: 15 % × (28,000 − 2,500) = 3,825 → 3,400.
    // EIC, 2 children, earned income = AGI 28,000: row 28,000–28,050, midpoint 28,025:
    //   40 % × 28,025 = 11,210 → max 7,152; 21.06 % × (28,025 − 23,350 = 4,675) = 984.555 → 984.56;
    //   7,152 − 984.56 = 6,167.44 → 6,167.
    // Payments 1,000 + 6,167 + 3,400 = 10,567; tax 0 → refund 10,567.
    const est = estimate2025(G2_SINGLE_PARENT);
    expectLines(est, { '11a': '28000.00', '15': '4375.00', '16': '438.00', sch3_2: '438.00', '19': '0.00', '20': '438.00', '22': '0.00',
      '27a': '6167.00', '28': '3400.00', '32': '9567.00', '33': '10567.00' }, 'refund', '10567.00');
    expect(est.warnings).toEqual([]);
  });

  it('G3. laid-off worker: W-2, 1099-G unemployment and a state refund after itemizing in 2024', () => {
    // W-2 30,000 (withheld 2,500); 1099-G box 1 8,000 (box 4 800), box 2 400 for 2024.
    // 2024 itemized deductions exceeded the 2024 standard deduction by 250 → taxable refund
    //   min(400, 250) = 250 (Schedule 1 line 1).
    // Schedule 1 line 10 = 250 + 8,000 = 8,250; total income 38,250 = AGI; taxable 22,500.
    // Row 22,500–22,550, midpoint 22,525: 1,192.50 + 12 % × 10,600 (1,272) = 2,464.50 → 2,465.
    // EIC (no child, age 45): midpoint 30,025 is past 19,104 → 0.
    // Payments 2,500 + 800 = 3,300 → refund 835.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1980-02-14' },
      priorYear: { itemized: true, itemizedOverStandard: '250.00' },
      documents: {
        w2: [{ id: 'w', label: 'Factory', fields: { box1_wages: '30000.00', box2_federal_income_tax_withheld: '2500.00' } }],
        '1099-g': [{ id: 'g', label: 'State DOL', fields: { box1_unemployment_compensation: '8000.00', box2_state_local_refunds: '400.00', box3_tax_year_of_refund: 2024, box4_federal_income_tax_withheld: '800.00' } }],
      },
    });
    expectLines(est, { sch1_1: '250.00', sch1_7: '8000.00', '8': '8250.00', '11a': '38250.00', '15': '22500.00', '16': '2465.00', '25b': '800.00', '27a': '0.00' }, 'refund', '835.00');
  });

  it('G3b. the same refund when 2024 took the standard deduction is not taxable, and unanswered it is not guessed', () => {
    // Schedule 1 line 1 = 0; total income 38,000; taxable 22,250; midpoint 22,275:
    //   1,192.50 + 12 % × 10,350 (1,242) = 2,434.50 → 2,435; refund 3,300 − 2,435 = 865.
    const base = {
      filingStatus: 'single' as const,
      taxpayer: { dateOfBirth: '1980-02-14' },
      documents: {
        w2: [{ id: 'w', label: 'Factory', fields: { box1_wages: '30000.00', box2_federal_income_tax_withheld: '2500.00' } }],
        '1099-g': [{ id: 'g', label: 'State DOL', fields: { box1_unemployment_compensation: '8000.00', box2_state_local_refunds: '400.00', box4_federal_income_tax_withheld: '800.00' } }],
      },
    };
    expectLines(estimate2025({ ...base, priorYear: { itemized: false } }), { sch1_1: '0.00', '16': '2435.00' }, 'refund', '865.00');
    const unanswered = estimate2025(base);
    expectLines(unanswered, { sch1_1: '0.00' }, 'refund', '865.00');
    expect(unanswered.warnings.some((w) => w.includes('itemized'))).toBe(true);
  });

  it('G4. student: 1098-T (American opportunity credit) and 1098-E', () => {
    // W-2 18,000 (withheld 600). 1098-E 900 → Schedule 1 line 21 900 (MAGI 18,000 < 85,000).
    // AGI 17,100; taxable 1,350; row 1,350–1,375, midpoint 1,362.50 × 10 % = 136.25 → 136.
    // 1098-T box 1 6,000 − box 5 1,500 = 4,500; half-time, 2 prior years, first four not done → AOTC:
    //   2,000 + 25 % × 2,000 = 2,500; MAGI factor (90,000 − 17,100)/10,000 > 1 → 1.000.
    //   Refundable 40 % = 1,000 (line 29); nonrefundable 1,500 limited to tax 136 (Schedule 3 line 3).
    // Payments 600 + 1,000 = 1,600; tax 0 → refund 1,600.
    const est = estimate2025(G4_STUDENT);
    expectLines(est, { sch1_21: '900.00', '10': '900.00', '11a': '17100.00', '15': '1350.00', '16': '136.00', sch3_3: '136.00', '22': '0.00', '29': '1000.00' }, 'refund', '1600.00');
  });

  it('G5. investor: a multi-sale 1099-B, a wash sale and a loss carryover in and out', () => {
    // Sales: A 10,000 − 12,000 = −2,000; A 5,000 − 4,000 + 300 wash sale = 1,300; D 20,000 − 26,000 = −6,000.
    // Carryover in: short 1,000, long 2,500.
    // Schedule D: 1b −700; 6 −1,000; 7 −1,700; 8b −6,000; 14 −2,500; 15 −8,500; 16 −10,200; 21 −3,000.
    // Total income 95,000 − 3,000 = 92,000 = AGI; taxable 76,250. No gain → Tax Table:
    //   midpoint 76,275: 1,192.50 + 4,386 + 22 % × 27,800 (6,116) = 11,694.50 → 11,695.
    // Withheld 14,000 → refund 2,305.
    // Capital Loss Carryover Worksheet: 1 76,250; 2 3,000; 3 79,250; 4 3,000; 5 1,700; 6 0; 7 3,000;
    //   8 short-term carryover 0; 9 8,500; 10 0; 11 3,000 − 1,700 = 1,300; 12 1,300; 13 long-term 7,200.
    const est = estimate2025(G5_INVESTOR);
    expectLines(est, { schD_1b: '-700.00', schD_6: '-1000.00', schD_7: '-1700.00', schD_8b: '-6000.00', schD_14: '-2500.00', schD_15: '-8500.00',
      schD_16: '-10200.00', '7a': '-3000.00', '9': '92000.00', '15': '76250.00', '16': '11695.00', carry_st: '0.00', carry_lt: '7200.00' }, 'refund', '2305.00');
    expect(est.taxMethod).toBe('tax_table');
  });

  it('G6. married couple, two W-2s of one spouse over the social security wage base', () => {
    // Taxpayer: Alpha 120,000 (box 4 7,440), Beta 80,000 (box 4 4,960) → 12,400 − 10,918.20 = 1,481.80 excess.
    // Spouse: Gamma 60,000 (box 4 3,720). Withheld 20,000 + 12,000 + 6,000 = 38,000.
    // AGI 260,000; standard 31,500; taxable 228,500 (rate schedule, joint):
    //   2,385 + 8,772 + 22 % × 109,750 (24,145) + 24 % × 21,800 (5,232) = 40,534.00.
    // Payments 38,000 + 1,481.80 = 39,481.80 → owed 1,052.20.
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: { dateOfBirth: '1978-04-04' },
      spouse: { dateOfBirth: '1980-06-06' },
      documents: { w2: [
        { id: 'a', label: 'Alpha', fields: { box1_wages: '120000.00', box2_federal_income_tax_withheld: '20000.00', box3_social_security_wages: '120000.00', box4_social_security_tax_withheld: '7440.00' } },
        { id: 'b', label: 'Beta', fields: { box1_wages: '80000.00', box2_federal_income_tax_withheld: '12000.00', box3_social_security_wages: '80000.00', box4_social_security_tax_withheld: '4960.00' } },
        { id: 'g', label: 'Gamma', owner: 'spouse', fields: { box1_wages: '60000.00', box2_federal_income_tax_withheld: '6000.00', box3_social_security_wages: '60000.00', box4_social_security_tax_withheld: '3720.00' } },
      ] },
    });
    expectLines(est, { '11a': '260000.00', '15': '228500.00', '16': '40534.00', '24': '40534.00', '31': '1481.80', '33': '39481.80' }, 'owed', '1052.20');
    expect(est.lines.find((l) => l.key === '31')?.documentRefs).toEqual(['a', 'b']);
  });

  it('G7. early IRA distribution (code 1): 10 % additional tax', () => {
    // W-2 50,000 (withheld 5,000); 1099-R IRA code 1: box 1 10,000, 2a 10,000, box 4 2,000.
    // Total income 60,000; taxable 44,250; midpoint 44,275: 1,192.50 + 3,882 = 5,074.50 → 5,075.
    // Form 5329 Part I: 10 % × 10,000 = 1,000 → Schedule 2 line 8. Total tax 6,075.
    // Payments 5,000 + 2,000 = 7,000 → refund 925.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1990-01-01' },
      documents: {
        w2: [{ id: 'w', label: 'Shop', fields: { box1_wages: '50000.00', box2_federal_income_tax_withheld: '5000.00' } }],
        '1099-r': [{ id: 'r', label: 'IRA Custodian', fields: { box1_gross_distribution: '10000.00', box2a_taxable_amount: '10000.00', box4_federal_income_tax_withheld: '2000.00', box7_distribution_codes: '1', box7_ira_sep_simple: true } }],
      },
    });
    expectLines(est, { '4a': '10000.00', '4b': '10000.00', '9': '60000.00', '16': '5075.00', sch2_8: '1000.00', '23': '1000.00', '24': '6075.00', '25b': '2000.00' }, 'refund', '925.00');
  });

  it('G8. retired couple: a pension, a code G rollover and two SSA-1099s', () => {
    // 1099-R pension code 7: 50,000 taxable (withheld 5,000); 1099-R IRA code G: 200,000, not taxable.
    // SSA-1099: 30,000 + 15,000 = 45,000. Worksheet (joint): 1 45,000; 2 22,500; 3 50,000; 5 72,500;
    //   7 72,500; 8 32,000; 9 40,500; 10 12,000; 11 28,500; 12 12,000; 13 6,000; 14 6,000;
    //   15 85 % × 28,500 = 24,225; 16 30,225; 17 38,250; 18 = 6b 30,225.
    // Total income 80,225 = AGI. Standard 31,500 + 2 × 1,600 = 34,700; senior 2 × 6,000 = 12,000.
    // Taxable 80,225 − 46,700 = 33,525; row 33,500–33,550, midpoint 33,525 (joint):
    //   2,385 + 12 % × 9,675 (1,161) = 3,546. Refund 5,000 − 3,546 = 1,454.
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: { dateOfBirth: '1958-02-02' },
      spouse: { dateOfBirth: '1959-12-12' },
      documents: {
        '1099-r': [
          { id: 'p', label: 'Pension Plan', fields: { box1_gross_distribution: '50000.00', box2a_taxable_amount: '50000.00', box4_federal_income_tax_withheld: '5000.00', box7_distribution_codes: '7' } },
          { id: 'g', label: '401(k) Plan', fields: { box1_gross_distribution: '200000.00', box2a_taxable_amount: '0.00', box7_distribution_codes: 'G', box7_ira_sep_simple: true } },
        ],
        'ssa-1099': [
          { id: 's1', label: 'SSA', fields: { box5_net_benefits: '30000.00' } },
          { id: 's2', label: 'SSA', owner: 'spouse', fields: { box5_net_benefits: '15000.00' } },
        ],
      },
    });
    expectLines(est, { '4a': '200000.00', '4b': '0.00', '5a': '50000.00', '5b': '50000.00', '6a': '45000.00', '6b': '30225.00', '11a': '80225.00',
      '12e': '34700.00', '13b': '12000.00', '15': '33525.00', '16': '3546.00', sch2_8: '0.00' }, 'refund', '1454.00');
  });

  it('G9. saver’s credit at 50 %', () => {
    // W-2 22,000 (withheld 1,200); IRA contributions 2,500 → at most 2,000; AGI 22,000 ≤ 23,750 → 50 % = 1,000.
    // Taxable 6,250; midpoint 6,275 × 10 % = 627.50 → 628; credit limited to 628 → line 22 = 0.
    // EIC (no child, age 30): 649 − 7.65 % × (22,025 − 10,620) < 0 → 0. Refund 1,200.
    const est = estimate2025(G9_SAVER);
    expectLines(est, { '16': '628.00', sch3_4: '628.00', '20': '628.00', '22': '0.00', '27a': '0.00' }, 'refund', '1200.00');
  });

  it('G10. worker without children, EIC in the phase-out', () => {
    // W-2 12,000 (withheld 300); taxable 0. EIC row 12,000–12,050, midpoint 12,025:
    //   7.65 % × 12,025 = 919.91 → max 649; 7.65 % × (12,025 − 10,620 = 1,405) = 107.48; 541.52 → 542.
    // Refund 300 + 542 = 842.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1990-10-10' },
      documents: { w2: [{ id: 'w', label: 'Diner', fields: { box1_wages: '12000.00', box2_federal_income_tax_withheld: '300.00' } }] },
    });
    expectLines(est, { '15': '0.00', '16': '0.00', '27a': '542.00', '32': '542.00' }, 'refund', '842.00');
  });

  it('G11. married couple, three children, interest: EIC on the smaller of earned income and AGI', () => {
    // W-2 40,000 (withheld 1,500); 1099-INT 200. AGI 40,200; taxable 8,700; midpoint 8,725 → 872.50 → 873.
    // CTC 3 × 2,200 = 6,600, limited to 873 → line 19 873; line 22 0.
    // ACTC: 16a 5,727; 16b 5,100; 20: 15 % × 37,500 = 5,625 → 5,100.
    // EIC (3 children, joint, threshold 30,470): AGI 40,200 ≥ threshold, so the smaller of
    //   earned 40,000 → midpoint 40,025: 8,046 − 21.06 % × 9,555 (2,012.28) = 6,033.72 → 6,034
    //   AGI 40,200 → midpoint 40,225: 8,046 − 21.06 % × 9,755 (2,054.40) = 5,991.60 → 5,992 → 5,992.
    // Payments 1,500 + 5,992 + 5,100 = 12,592 → refund 12,592.
    const kid = (name: string, dob: string) => ({ name, dateOfBirth: dob, relationship: 'Son', monthsInHome: 12 });
    const est = estimate2025({
      filingStatus: 'married_filing_jointly',
      taxpayer: { dateOfBirth: '1985-01-01' },
      spouse: { dateOfBirth: '1986-01-01' },
      dependents: [kid('A', '2012-03-03'), kid('B', '2014-04-04'), kid('C', '2018-05-05')],
      documents: {
        w2: [{ id: 'w', label: 'Warehouse', fields: { box1_wages: '40000.00', box2_federal_income_tax_withheld: '1500.00' } }],
        '1099-int': [{ id: 'i', label: 'Credit Union', fields: { box1_interest_income: '200.00' } }],
      },
    });
    expectLines(est, { '11a': '40200.00', '16': '873.00', '19': '873.00', '22': '0.00', '27a': '5992.00', '28': '5100.00' }, 'refund', '12592.00');
  });

  it('G12. graduate student: lifetime learning credit and the $2,500 student loan interest cap', () => {
    // W-2 60,000 (withheld 6,000); 1098-E 3,000 → 2,500 (MAGI 60,000 < 85,000). AGI 57,500; taxable 41,750.
    // Midpoint 41,775: 1,192.50 + 12 % × 29,850 (3,582) = 4,774.50 → 4,775.
    // First four years done → LLC: 20 % × 8,000 = 1,600 (factor 1.000). Line 22 = 3,175. Refund 2,825.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1996-06-01' },
      students: [{ who: 'taxpayer', documentIds: ['t'], halfTime: true, aotcYearsClaimed: 4, firstFourYearsDone: true }],
      documents: {
        w2: [{ id: 'w', label: 'Lab', fields: { box1_wages: '60000.00', box2_federal_income_tax_withheld: '6000.00' } }],
        '1098-t': [{ id: 't', label: 'Grad School', fields: { box1_payments_received: '8000.00', box9_graduate_student: true } }],
        '1098-e': [{ id: 'e', label: 'Servicer', fields: { box1_student_loan_interest: '3000.00' } }],
      },
    });
    expectLines(est, { sch1_21: '2500.00', '11a': '57500.00', '16': '4775.00', sch3_3: '1600.00', '22': '3175.00', '29': '0.00' }, 'refund', '2825.00');
  });

  it('G13. student loan interest in the phase-out', () => {
    // W-2 92,000 (withheld 11,000); 1098-E 2,000. MAGI 92,000: (92,000 − 85,000)/15,000 = 0.4667 → 0.467;
    //   2,000 × 0.467 = 934 → deduction 1,066. AGI 90,934; taxable 75,184.
    // Midpoint 75,175: 1,192.50 + 4,386 + 22 % × 26,700 (5,874) = 11,452.50 → 11,453. Owed 453.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1988-01-01' },
      documents: {
        w2: [{ id: 'w', label: 'Firm', fields: { box1_wages: '92000.00', box2_federal_income_tax_withheld: '11000.00' } }],
        '1098-e': [{ id: 'e', label: 'Servicer', fields: { box1_student_loan_interest: '2000.00' } }],
      },
    });
    expectLines(est, { sch1_21: '1066.00', '11a': '90934.00', '15': '75184.00', '16': '11453.00' }, 'owed', '453.00');
  });

  it('G14. investor with gains: Schedule D and the Qualified Dividends and Capital Gain Tax Worksheet', () => {
    // W-2 50,000 (withheld 5,000); 1099-DIV 1a 1,000, 1b 800, 2a 500; 1099-B A +1,000 (3,000 − 2,000), D +6,000 (10,000 − 4,000).
    // Schedule D: 7 = 1,000; 15 = 6,000 + 500 = 6,500; 16 = 7,500 → line 7a 7,500.
    // Total income 50,000 + 1,000 + 7,500 = 58,500; taxable 42,750.
    // QDCG worksheet: 2 800; 3 min(6,500, 7,500) = 6,500; 4 7,300; 5 35,450; 6 48,350; 7 42,750;
    //   8 35,450; 9 7,300 at 0 %; 12 0 → 15 % and 20 % parts 0;
    //   22 tax on 35,450 (midpoint 35,475: 1,192.50 + 12 % × 23,550 = 4,018.50 → 4,019);
    //   24 tax on 42,750 (midpoint 42,775: 4,894.50 → 4,895); 25 = 4,019. Refund 981.
    const est = estimate2025({
      filingStatus: 'single',
      taxpayer: { dateOfBirth: '1975-01-01' },
      documents: {
        w2: [{ id: 'w', label: 'Agency', fields: { box1_wages: '50000.00', box2_federal_income_tax_withheld: '5000.00' } }],
        '1099-div': [{ id: 'd', label: 'Fund', fields: { box1a_total_ordinary_dividends: '1000.00', box1b_qualified_dividends: '800.00', box2a_total_capital_gain: '500.00' } }],
        '1099-b': [{ id: 'b', label: 'Broker', fields: { sales: [
          { applicable_checkbox_8949: 'A', box1d_proceeds: '3000.00', box1e_cost_basis: '2000.00' },
          { applicable_checkbox_8949: 'D', box1d_proceeds: '10000.00', box1e_cost_basis: '4000.00' },
        ] } }],
      },
    });
    expectLines(est, { schD_7: '1000.00', schD_13: '500.00', schD_15: '6500.00', schD_16: '7500.00', '7a': '7500.00', '9': '58500.00', '15': '42750.00', '16': '4019.00' }, 'refund', '981.00');
    expect(est.taxMethod).toBe('qualified_dividends_capital_gain_worksheet');
  });
});

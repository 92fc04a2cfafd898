import { describe, expect, it } from 'vitest';
import type { ParsedFields } from '../parsers/common';
import { distrustSingleReadings, heldByArithmetic, PHOTO_SINGLE_READING } from './photo';

const f = (entries: Record<string, [string | boolean, number]>): ParsedFields => Object.fromEntries(Object.entries(entries).map(([k, [value, conf]]) => [k, { value, conf }]));

describe("a phone photo's values: sure only when a second reading confirms them (ADR 089 addendum b)", () => {
  it('a value only the page reading gave is kept, below 0.95; the same value read in its box region stays sure', () => {
    const fields = f({ recipient_name: ['Di Pet', 0.96], box1a_total_ordinary_dividends: ['1234.56', 0.97] });
    const region = { fields: f({ box1a_total_ordinary_dividends: ['1234.56', 0.9] }), emptyFields: new Set<string>() };
    const out = distrustSingleReadings('1099-div', fields, region, 2025, true);
    expect(out.lowered).toEqual(['recipient_name']);
    expect(fields.recipient_name).toEqual({ value: 'Di Pet', conf: PHOTO_SINGLE_READING });
    expect(fields.box1a_total_ordinary_dividends?.conf).toBe(0.97);
  });

  it('a region that read another value does not confirm the page value', () => {
    const fields = f({ box1_interest_income: ['6706.00', 0.96] });
    distrustSingleReadings('1099-int', fields, { fields: f({ box1_interest_income: ['6106.00', 0.9] }), emptyFields: new Set() }, 2025, true);
    expect(fields.box1_interest_income?.conf).toBeLessThan(0.95);
  });

  it('a page that did not register (no region reading) keeps no value at 0.95 or more', () => {
    const fields = f({ box8_substitute_payments: ['2987.70', 0.95], payer_tin: ['12-3456789', 0.99] });
    distrustSingleReadings('1099-misc', fields, undefined, 2025, false);
    expect(Object.values(fields).every((v) => v.conf < 0.95)).toBe(true);
    expect(Object.keys(fields)).toHaveLength(2);
  });

  it("a value whose box region holds no ink (a box number or a neighbour's print read as its value) is left out", () => {
    const fields = f({ box11_nonqualified_plans: ['13.00', 0.6], box1_wages: ['140223.33', 0.97] });
    const region = { fields: f({ box1_wages: ['140223.33', 0.9] }), emptyFields: new Set(['box11_nonqualified_plans']) };
    const out = distrustSingleReadings('w2', fields, region, 2025, true);
    expect(out.dropped).toEqual(['box11_nonqualified_plans']);
    expect(fields.box11_nonqualified_plans).toBeUndefined();
    expect(fields.box1_wages?.conf).toBe(0.97);
  });

  it('on a photo read as taken (not warped: its keystone left, a region may miss its box) an empty region only flags, never drops', () => {
    const fields = f({ box11_nonqualified_plans: ['13.00', 0.96] });
    const out = distrustSingleReadings('w2', fields, { fields: {}, emptyFields: new Set(['box11_nonqualified_plans']) }, 2025, false);
    expect(out.dropped).toEqual([]);
    expect(fields.box11_nonqualified_plans).toEqual({ value: '13.00', conf: PHOTO_SINGLE_READING });
  });

  it('the W-2 tax boxes tied to their wages by the rates stay sure; the wages alone do not (a cents digit off gives the same tax)', () => {
    // 143,539.38 × 6.2 % = 8,899.44; × 1.45 % = 2,081.32 (IRC §3101).
    const fields = f({
      box3_social_security_wages: ['143539.33', 0.97],
      box4_social_security_tax_withheld: ['8899.44', 0.97],
      box5_medicare_wages: ['143539.38', 0.97],
      box6_medicare_tax_withheld: ['2081.32', 0.97],
    });
    expect([...heldByArithmetic('w2', fields, 2025)].sort()).toEqual(['box4_social_security_tax_withheld', 'box6_medicare_tax_withheld']);
    distrustSingleReadings('w2', fields, undefined, 2025, false);
    expect(fields.box4_social_security_tax_withheld?.conf).toBe(0.97);
    expect(fields.box6_medicare_tax_withheld?.conf).toBe(0.97);
    expect(fields.box3_social_security_wages?.conf).toBe(PHOTO_SINGLE_READING);
    expect(fields.box5_medicare_wages?.conf).toBe(PHOTO_SINGLE_READING);
  });

  it('a tax the rate does not give is not held', () => {
    expect(heldByArithmetic('w2', f({ box3_social_security_wages: ['143539.38', 0.97], box4_social_security_tax_withheld: ['8899.47', 0.97] }), 2025).size).toBe(0);
    expect(heldByArithmetic('1099-int', f({ box3_social_security_wages: ['143539.38', 0.97], box4_social_security_tax_withheld: ['8899.44', 0.97] }), 2025).size).toBe(0);
  });
});

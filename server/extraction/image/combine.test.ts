import { describe, expect, it } from 'vitest';
import { combineReadings, COMBINE, settledByRegions } from './combine';

const v = (value: string | boolean | Array<Record<string, string>>, conf: number) => ({ value, conf });

describe('combining the page reading with the box-region reading', () => {
  it('two readings that agree make the value sure', () => {
    const out = combineReadings('1099-int', { box1_interest_income: v('123.45', 0.7) }, { box1_interest_income: v('123.45', 0.85) }, new Set(), 2025);
    expect(out.box1_interest_income).toEqual({ value: '123.45', conf: COMBINE.agreed });
  });

  it('a value only the region read is shown when it read cleanly, flagged when not', () => {
    const out = combineReadings('1099-int', {}, { box1_interest_income: v('123.45', 0.92), box4_federal_income_tax_withheld: v('9.00', 0.4) }, new Set(), 2025);
    expect(out.box1_interest_income?.conf).toBe(COMBINE.regionOnly);
    expect(out.box4_federal_income_tax_withheld?.conf).toBeLessThan(0.8);
  });

  it('readings that differ with nothing to decide are flagged ("check this value"), never a confident guess', () => {
    const out = combineReadings('1099-nec', { payer_name: v('Summit Credit Union', 0.97) }, { payer_name: v('Summut Credit Union', 0.9) }, new Set(), 2025);
    expect(out.payer_name?.value).toBe('Summit Credit Union');
    expect(out.payer_name?.conf).toBeLessThan(0.8);
    // The page unsure, the region clean: the region's reading, still flagged.
    const other = combineReadings('1099-nec', { recipient_tin: v('123-45-6788', 0.5) }, { recipient_tin: v('123-45-6789', 0.93) }, new Set(), 2025);
    expect(other.recipient_tin).toEqual({ value: '123-45-6789', conf: COMBINE.unsure });
  });

  it('W-2: the readings of boxes 3 and 4 that 6.2 % holds for are taken, confidently', () => {
    // Box 4 = 6.2 % of 63,827.06 = 3,957.28; the page misread box 3, the region misread box 4.
    const out = combineReadings(
      'w2',
      { box3_social_security_wages: v('63821.06', 0.9), box4_social_security_tax_withheld: v('3957.28', 0.9) },
      { box3_social_security_wages: v('63827.06', 0.9), box4_social_security_tax_withheld: v('3951.28', 0.9) },
      new Set(),
      2025,
    );
    expect(out.box3_social_security_wages).toEqual({ value: '63827.06', conf: COMBINE.agreed });
    expect(out.box4_social_security_tax_withheld).toEqual({ value: '3957.28', conf: COMBINE.agreed });
  });

  it('W-2: box 6 is 1.45 % of box 5', () => {
    const out = combineReadings('w2', { box5_medicare_wages: v('63827.06', 0.9), box6_medicare_tax_withheld: v('952.49', 0.9) }, { box6_medicare_tax_withheld: v('925.49', 0.9) }, new Set(), 2025);
    expect(out.box6_medicare_tax_withheld).toEqual({ value: '925.49', conf: COMBINE.agreed });
  });

  it('a tick the page found where the printed square holds no ink is left out; another value in an empty box is flagged', () => {
    const out = combineReadings('1098', { box7_property_address_same: v(true, 0.9), box6_points_paid: v('7.00', 0.95) }, {}, new Set(['box7_property_address_same', 'box6_points_paid']), 2025);
    expect(out.box7_property_address_same).toBeUndefined();
    expect(out.box6_points_paid?.conf).toBeLessThan(0.8);
  });

  it('the second pass still looks at lists and at values the region read unsurely', () => {
    const settled = settledByRegions({ box1_wages: v('1.00', 0.9), states: v([{ state: 'TX' }], 0.95), employer_name: v('Acme', 0.5) });
    expect([...settled]).toEqual(['box1_wages']);
  });
});

describe('a form drawn small in its image', () => {
  it('its region readings only confirm the page\'s: a value only they give is left out', () => {
    const out = combineReadings('1099-int', { box1_interest_income: v('123.45', 0.7) }, { box1_interest_income: v('123.45', 0.9), box6_foreign_tax_paid: v('763.00', 0.87) }, new Set(), 2025, false);
    expect(out.box1_interest_income?.conf).toBe(COMBINE.agreed);
    expect(out.box6_foreign_tax_paid).toBeUndefined();
    expect(settledByRegions({ box1_interest_income: v('123.45', 0.9) }, false).size).toBe(0);
    // Readings that differ: the page's, flagged, even when the region read more surely.
    const differ = combineReadings('1099-int', { box6_foreign_tax_paid: v('753.00', 0.6) }, { box6_foreign_tax_paid: v('763.00', 0.87) }, new Set(), 2025, false);
    expect(differ.box6_foreign_tax_paid).toEqual({ value: '753.00', conf: COMBINE.unsure });
  });

  it('state rows that differ keep the page\'s rows (the region\'s may lack items), flagged', () => {
    const page = { states: v([{ state: 'WA', state_tax_withheld: '321.00' }], 0.6) };
    const region = { states: v([{ state: 'WA' }], 0.96) };
    const out = combineReadings('1099-int', page, region, new Set(), 2025);
    expect(out.states).toEqual({ value: [{ state: 'WA', state_tax_withheld: '321.00' }], conf: 0.6 });
  });
});

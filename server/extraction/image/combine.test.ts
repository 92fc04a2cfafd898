import { describe, expect, it } from 'vitest';
import type { ParsedFields } from '../parsers/common';
import { combineReadings, COMBINE, fillRows, joinSplitStateRows, onlyOnesAsI, sameOrder, sameWords, settledByRegions } from './combine';

const v = (value: string | boolean | Array<Record<string, string>>, conf: number) => ({ value, conf });

describe('combining the page reading with the box-region reading', () => {
  it('two readings that agree make the value sure', () => {
    const out = combineReadings('1099-int', { box1_interest_income: v('123.45', 0.7) }, { box1_interest_income: v('123.45', 0.85) }, new Set(), 2025);
    expect(out.box1_interest_income).toEqual({ value: '123.45', conf: COMBINE.agreed });
  });

  it('two weak readings that agree stay "check this value" (a "$" in an empty photo box read as "1" twice)', () => {
    const out = combineReadings('1099-div', { box12_exempt_interest_dividends: v('1.00', 0.5) }, { box12_exempt_interest_dividends: v('1.00', 0.28) }, new Set(), 2025);
    expect(out.box12_exempt_interest_dividends).toEqual({ value: '1.00', conf: COMBINE.unsure });
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

  it('W-2: box 4 read only by its region is confirmed by box 3 read by the page when 6.2 % holds, on a form too small for its regions to stand alone (ADR 156)', () => {
    // 6.2 % of 91,056.35 = 5,645.49 (IRC §3101): the two readings of two boxes tie each other.
    const out = combineReadings('w2', { box3_social_security_wages: v('91056.35', 0.9) }, { box4_social_security_tax_withheld: v('5645.49', 0.95) }, new Set(), 2025, false);
    expect(out.box3_social_security_wages).toEqual({ value: '91056.35', conf: COMBINE.agreed });
    expect(out.box4_social_security_tax_withheld).toEqual({ value: '5645.49', conf: COMBINE.agreed });
    // The other way round: box 5 read only by the region, box 6 by the page (1.45 % of 91,056.35 = 1,320.32).
    const back = combineReadings('w2', { box6_medicare_tax_withheld: v('1320.32', 0.9) }, { box5_medicare_wages: v('91056.35', 0.9) }, new Set(), 2025, false);
    expect(back.box5_medicare_wages).toEqual({ value: '91056.35', conf: COMBINE.agreed });
  });

  it('W-2: a tax read only by its region that the rate does not tie to the page\'s wages stays as before (dropped when the regions do not stand alone)', () => {
    const out = combineReadings('w2', { box3_social_security_wages: v('91056.35', 0.9) }, { box4_social_security_tax_withheld: v('5646.49', 0.95) }, new Set(), 2025, false);
    expect(out.box4_social_security_tax_withheld).toBeUndefined();
    expect(out.box3_social_security_wages).toEqual(v('91056.35', 0.9));
    // Both values from the page alone: no second reading, nothing raised.
    const one = combineReadings('w2', { box3_social_security_wages: v('91056.35', 0.9), box4_social_security_tax_withheld: v('5645.49', 0.9) }, {}, new Set(), 2025, false);
    expect(one.box4_social_security_tax_withheld?.conf).toBe(0.9);
  });

  it('an amount the page put in a box whose region holds no ink, that the region reads in another box, is left out (ADR 156)', () => {
    // The page's label rule gave box 10 the box 12a amount; box 10's region is blank, box 12a's region reads the amount.
    const leftOut = new Set<string>();
    const out = combineReadings(
      'w2',
      { box10_dependent_care_benefits: v('8037.83', 0.95) },
      { box12: v([{ code: 'D', amount: '8037.83' }], 0.8) },
      new Set(['box10_dependent_care_benefits']),
      2025,
      false,
      {},
      { leftOut },
    );
    expect(out.box10_dependent_care_benefits).toBeUndefined();
    expect([...leftOut]).toEqual(['box10_dependent_care_benefits']);
    // Another amount in an empty box, read nowhere else: flagged as before, not left out.
    const other = combineReadings('w2', { box10_dependent_care_benefits: v('8037.83', 0.95) }, { box12: v([{ code: 'D', amount: '8000.00' }], 0.8) }, new Set(['box10_dependent_care_benefits']), 2025, false);
    expect(other.box10_dependent_care_benefits).toEqual({ value: '8037.83', conf: COMBINE.unsure });
  });

  it('a tick the page found where the printed square holds no ink is left out; another value in an empty box is flagged', () => {
    const out = combineReadings('1098', { box7_property_address_same: v(true, 0.9), box6_points_paid: v('7.00', 0.95) }, {}, new Set(['box7_property_address_same', 'box6_points_paid']), 2025);
    expect(out.box7_property_address_same).toBeUndefined();
    expect(out.box6_points_paid?.conf).toBeLessThan(0.8);
  });

  it('an identifier whose box draws a glyph read as 1 as a letter is left out, flagged, however many readings agree on it', () => {
    const leftOut = new Set<string>();
    const out = combineReadings('1099-int', { account_number: v('1123456789', 0.9) }, { account_number: v('1123456789', 0.9) }, new Set(), 2025, true, {}, { letterAsDigit: new Set(['account_number']), leftOut });
    expect(out.account_number).toBeUndefined();
    expect([...leftOut]).toEqual(['account_number']);
  });

  it('such an identifier whose every 1 the ink draws as a flagged 1 or a dotted stem is taken with the stems as i, flagged, when page and region read it alike', () => {
    const leftOut = new Set<string>();
    const flags = { letterAsDigit: new Set(['account_number']), lettersRead: new Map([['account_number', 'i123456789']]), leftOut };
    const out = combineReadings('1099-int', { account_number: v('1123456789', 0.9) }, { account_number: v('1123456789', 0.9) }, new Set(), 2025, false, {}, flags);
    expect(out.account_number).toEqual({ value: 'i123456789', conf: 0.6 });
    expect(leftOut.size).toBe(0);
    // One reading only, or readings that differ: left out as before.
    const once = combineReadings('1099-int', {}, { account_number: v('1123456789', 0.9) }, new Set(), 2025, true, {}, flags);
    expect(once.account_number).toBeUndefined();
    const differ = combineReadings('1099-int', { account_number: v('1123456780', 0.9) }, { account_number: v('1123456789', 0.9) }, new Set(), 2025, true, {}, flags);
    expect(differ.account_number).toBeUndefined();
    expect([...leftOut]).toEqual(['account_number']);
  });

  it('a letters reading may only write 1s as i', () => {
    expect(onlyOnesAsI('1123456789', 'i123456789')).toBe(true);
    expect(onlyOnesAsI('1123456789', 'i123456780')).toBe(false);
    expect(onlyOnesAsI('1123456789', '1123456789')).toBe(false);
    expect(onlyOnesAsI('1123456789', 'I123456789')).toBe(false);
  });

  it('an amount only a region reading without its cents point gives is left out and flagged, never mended', () => {
    const leftOut = new Set<string>();
    const out = combineReadings('1099-int', {}, { box2_early_withdrawal_penalty: v('290938.00', 0.3), box1_interest_income: v('512.40', 0.9) }, new Set(), 2025, true, {}, { pointLost: new Set(['box2_early_withdrawal_penalty']), leftOut });
    expect(out.box2_early_withdrawal_penalty).toBeUndefined();
    expect([...leftOut]).toEqual(['box2_early_withdrawal_penalty']);
    expect(out.box1_interest_income?.value).toBe('512.40');
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

  it('a value only the region read is kept when the page\'s own words in that box spell it alike (agreed), flagged all the same', () => {
    const region = { box9_cash_liquidation_distributions: v('761.00', 0.93), box10_noncash_liquidation_distributions: v('943.00', 0.6), box6_investment_expenses: v('987.00', 0.94) };
    const agreed = { box9_cash_liquidation_distributions: v('761.00', 0.93), box10_noncash_liquidation_distributions: v('943.00', 0.6) };
    const out = combineReadings('1099-div', {}, region, new Set(), 2023, false, agreed);
    expect(out.box9_cash_liquidation_distributions).toEqual({ value: '761.00', conf: COMBINE.regionOnly });
    expect(out.box10_noncash_liquidation_distributions).toEqual({ value: '943.00', conf: COMBINE.unsure });
    // The page's words there read otherwise ("967.00)"): not agreed, left out.
    expect(out.box6_investment_expenses).toBeUndefined();
  });

  it('an address the page put in another order than the box\'s lines: the box\'s order when the words are the same, else left out', () => {
    const page = { recipient_address: v('FREMONT, 123 AVE. APT. 55, SEATTLE WA 98001', 0.87), payer_address: v('P.O BOX 6543, SEATTLE WA 98122-4567', 0.35) };
    const sameWordsRegion = { recipient_address: v('123 FREMONT AVE. APT. 55, SEATTLE WA 98001', 0.55), payer_address: v('P.O BOX 6543, SEATTLE VA 98122-4567', 0.57) };
    const out = combineReadings('1099-div', page, sameWordsRegion, new Set(), 2023, false);
    expect(out.recipient_address).toEqual({ value: '123 FREMONT AVE. APT. 55, SEATTLE WA 98001', conf: COMBINE.unsure });
    // Same order, one word read otherwise: the page's, flagged.
    expect(out.payer_address).toEqual({ value: 'P.O BOX 6543, SEATTLE WA 98122-4567', conf: 0.35 });
    const otherWords = combineReadings('1099-int', { recipient_address: v('123 FREMONT AVE. APT. 55, WA, SEATTLE 08001-4567', 0.87) }, { recipient_address: v('123 FREMONT AVE. APT. 55, SEATTLE WA 88001-4567', 0.55) }, new Set(), 2023, false);
    expect(otherWords.recipient_address).toBeUndefined();
    expect(sameWords('SEATTLE WA, 98001', '98001 WA SEATTLE')).toBe(true);
    expect(sameOrder('P.O BOX 6543', 'P.O. BOX 6548')).toBe(true);
    expect(sameOrder('FREMONT, 123 AVE', '123 FREMONT AVE')).toBe(false);
  });

  it('state rows: the page\'s rows gain the items both readings of a box agreed on, row by row where the rows share an item', () => {
    const page = { states: v([{ state: 'WA', state_tax_withheld: '321.00' }], 0.37) };
    const agreed = { states: v([{ state: 'WA', state_id: '123456789', state_tax_withheld: '321.00' }, { state: 'PA', state_id: '987654321', state_tax_withheld: '123.00' }], 0.93) };
    const out = combineReadings('1099-div', page, agreed, new Set(), 2023, false, agreed);
    expect(out.states?.value).toEqual(agreed.states.value);
    expect(out.states?.conf).toBeLessThan(0.8);
    // Rows that share no item read alike are not the same line: nothing is added.
    expect(fillRows([{ state_tax_withheld: '123.00' }], [{ state_id: '1', state_tax_withheld: '321.00' }, { state_id: '2' }])).toEqual([{ state_tax_withheld: '123.00' }]);
  });

  it('state rows that differ keep the page\'s rows (the region\'s may lack items), flagged', () => {
    const page = { states: v([{ state: 'WA', state_tax_withheld: '321.00' }], 0.6) };
    const region = { states: v([{ state: 'WA' }], 0.96) };
    const out = combineReadings('1099-int', page, region, new Set(), 2025);
    expect(out.states).toEqual({ value: [{ state: 'WA', state_tax_withheld: '321.00' }], conf: 0.6 });
  });
});

describe('a state line read across the rule between its two printed rows (ADR 123 addendum)', () => {
  it('joins a row with only its state code to the next row, which has no state code, flagged', () => {
    const fields: ParsedFields = { states: { value: [{ state: 'OR' }, { state_id: '4471-220', state_tax_withheld: '812.40' }], conf: 0.95 } };
    expect(joinSplitStateRows(fields)).toEqual(['states']);
    expect(fields.states).toEqual({ value: [{ state: 'OR', state_id: '4471-220', state_tax_withheld: '812.40' }], conf: COMBINE.unsure });
  });

  it('counts a row whose other item has no digit (a label word read as the id) as the state code alone', () => {
    const fields: ParsedFields = { states: { value: [{ state: 'NC', state_id: 'the' }, { state_id: '5501234', state_tax_withheld: '90.00' }], conf: 0.95 } };
    expect(joinSplitStateRows(fields)).toEqual(['states']);
    expect(fields.states!.value).toEqual([{ state: 'NC', state_id: '5501234', state_tax_withheld: '90.00' }]);
  });

  it('leaves two real lines, a second line with its own state, and rows sharing an item alone', () => {
    const two = { states: { value: [{ state: 'OR', state_tax_withheld: '10.00' }, { state: 'WA', state_tax_withheld: '5.00' }], conf: 0.95 } };
    const ownState = { states: { value: [{ state: 'OR' }, { state: 'WA', state_id: '12' }], conf: 0.95 } };
    const shared = { states: { value: [{ state: 'OR' }, { state: 'OR', state_id: '12' }], conf: 0.95 } };
    const box12 = { box12: { value: [{ code: 'D', amount: '100.00' }], conf: 0.95 } };
    for (const f of [two, ownState, shared, box12]) {
      const before = JSON.stringify(f);
      expect(joinSplitStateRows(f as never)).toEqual([]);
      expect(JSON.stringify(f)).toBe(before);
    }
  });
});

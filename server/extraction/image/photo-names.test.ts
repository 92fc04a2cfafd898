import { describe, expect, it } from 'vitest';
import type { ParsedFields } from '../parsers/common';
import { distrustSingleReadings, holdsAmountWithCents, readsAsStreetLine, separatorsLostFrom, streetLineCut } from './photo';

const f = (entries: Record<string, [string | boolean, number]>): ParsedFields => Object.fromEntries(Object.entries(entries).map(([k, [value, conf]]) => [k, { value, conf }]));

describe("a photo's party name: no amount with cents in it, not a street line (ADR 168)", () => {
  it('an amount printed with cents is found in a text; a number without cents, a TIN, a house number are not', () => {
    for (const yes of ['Evergreen Payroll Corp 70,171.05', '$1,234.56 Acme', 'Acme 12345.67']) expect(holdsAmountWithCents(yes)).toBe(true);
    for (const no of ['Acme 3M Co', '21st Century Bank', 'Vol. 2.5 Fund', '12-3456789', 'Pier 39 LLC']) expect(holdsAmountWithCents(no)).toBe(false);
  });

  it("a street line's shape: a house number, words, a street type last", () => {
    for (const yes of ['8351 Park Bivd', '12 Oak Street', '4085 Maple Ave', '700 N Elm Rd.']) expect(readsAsStreetLine(yes)).toBe(true);
    for (const no of ['3M Company', '1st Avenue Bank', 'Fifth Third Bank', '84 Lumber Co', 'Lakeside Mortgage Co']) expect(readsAsStreetLine(no)).toBe(false);
  });

  it('on a photo such a name is left out and flagged; the right names and the address stay', () => {
    const fields = f({
      payer_name: ['Evergreen Payroll Corp 70,171.05', 0.9],
      recipient_name: ['Chen Smith', 0.9],
      employer_name: ['8351 Park Bivd', 0.89],
      recipient_address: ['7867 Cedar Lane, Portland, OR 97201', 0.9],
    });
    const leftOut = new Set<string>();
    const out = distrustSingleReadings('1099-r', fields, undefined, 2025, false, { leftOut });
    expect(out.dropped.sort()).toEqual(['employer_name', 'payer_name']);
    expect([...leftOut].sort()).toEqual(['employer_name', 'payer_name']);
    expect(Object.keys(fields).sort()).toEqual(['recipient_address', 'recipient_name']);
  });
});

describe("an identifier's separators: lost by OCR, not added (ADR 168)", () => {
  it('the reading with the printed separators is the print when the digits are the same', () => {
    expect(separatorsLostFrom('7450-82308', '745082308')).toBe(true);
    expect(separatorsLostFrom('12-3456789', '12 3456789')).toBe(false);
    expect(separatorsLostFrom('745082308', '7450-82308')).toBe(false);
    expect(separatorsLostFrom('7450-82308', '745082309')).toBe(false);
    expect(separatorsLostFrom('Oak Street', 'OakStreet')).toBe(false);
  });

  it("on a photo the box region's reading with the hyphen replaces the page's without it", () => {
    const fields = f({ account_number: ['745082308', 0.9] });
    const page = { account_number: { value: '745082308', conf: 0.9 } };
    const region = { fields: f({ account_number: ['7450-82308', 0.85] }), emptyFields: new Set<string>() };
    distrustSingleReadings('1099-int', fields, region, 2025, false, { page });
    expect(fields.account_number?.value).toBe('7450-82308');
  });
});

describe("a photo's amounts in the form's one style (ADR 168)", () => {
  it("an amount that is another box's amount without its cents' point is left out; in a state row only that item goes", () => {
    const fields: ParsedFields = {
      box1_gross_distribution: { value: '70171.05', conf: 0.9 },
      states: { value: [{ state: 'CO', state_distribution: '7017105.00', state_tax_withheld: '3508.55' }], conf: 0.9 },
    };
    distrustSingleReadings('1099-r', fields, undefined, 2025, false, {});
    expect(fields.box1_gross_distribution?.value).toBe('70171.05');
    expect(fields.states?.value).toEqual([{ state: 'CO', state_tax_withheld: '3508.55' }]);
  });

  it('where the other amounts were read with cents, a whole-dollar amount no second reading confirms is left out', () => {
    const fields = f({ box1_rents: ['3573.69', 0.9], box5_fishing_boat_proceeds: ['512158.00', 0.92], box9_crop_insurance_proceeds: ['18354.00', 0.9], box3_other_income: ['7200.00', 0.9] });
    const region = { fields: f({ box3_other_income: ['7200.00', 0.9] }), emptyFields: new Set<string>() };
    const out = distrustSingleReadings('1099-misc', fields, region, 2025, false, {});
    expect(out.dropped.sort()).toEqual(['box5_fishing_boat_proceeds', 'box9_crop_insurance_proceeds']);
    // Confirmed by its box's region, a whole amount stays.
    expect(fields.box3_other_income?.value).toBe('7200.00');
  });

  it('a page whose amounts are all whole dollars keeps them; so does a small amount', () => {
    const fields = f({ box1_rents: ['3500.00', 0.9], box3_other_income: ['7200.00', 0.9] });
    distrustSingleReadings('1099-misc', fields, undefined, 2025, false, {});
    expect(Object.keys(fields).sort()).toEqual(['box1_rents', 'box3_other_income']);
    const small = f({ box1_rents: ['3573.69', 0.9], box3_other_income: ['45.00', 0.9] });
    distrustSingleReadings('1099-misc', small, undefined, 2025, false, {});
    expect(small.box3_other_income).toBeDefined();
  });
});

describe("a photo's street line cut after its number's first letter (ADR 168)", () => {
  it('"1890 C, Columbus, OH 43215" is cut; street lines with a name are not', () => {
    expect(streetLineCut('1890 C, Columbus, OH 43215')).toBe(true);
    for (const ok of ['1890 Cedar Lane, Columbus, OH 43215', '12 N Main St, Austin, TX 78701', 'PO Box 12, Austin, TX 78701', '7 E 4th St, New York, NY 10003']) expect(streetLineCut(ok)).toBe(false);
    const fields = f({ recipient_address: ['1890 C, Columbus, OH 43215', 0.9] });
    distrustSingleReadings('1099-int', fields, undefined, 2025, false, {});
    expect(fields.recipient_address).toBeUndefined();
  });
});

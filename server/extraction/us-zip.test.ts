import { describe, expect, it } from 'vitest';
import { combineReadings, COMBINE, repeatsOnly } from './image/combine';
import { UNSURE_CONF, type ParsedFields } from './parsers/common';
import { mendAddressZips, mendZipFirstDigit, zipInState } from './us-zip';

const v = (value: string, conf: number) => ({ value, conf });

describe("a ZIP code's first digit and its state (USPS prefixes, ADR 160)", () => {
  it('a ZIP code inside its state is left as read', () => {
    expect(zipInState('98001', 'WA')).toBe(true);
    expect(mendZipFirstDigit('123 FREMONT AVE, APT. 55, SEATTLE WA 98001-4567')).toBeUndefined();
    expect(mendZipFirstDigit('Austin, TX 78701')).toBeUndefined();
  });

  it('a first bowl digit misread (0 or 8 for 9) is mended when exactly one bowl digit brings the ZIP into its state', () => {
    expect(mendZipFirstDigit('123 FREMONT AVE. APT. 55, SEATTLE WA 88001-4567')).toBe('123 FREMONT AVE. APT. 55, SEATTLE WA 98001-4567');
    expect(mendZipFirstDigit('123 FREMONT AVE. APT. 55, SEATTLE WA 08001')).toBe('123 FREMONT AVE. APT. 55, SEATTLE WA 98001');
    // The state read before the city ("WA, SEATTLE 08001") still names the ZIP's state.
    expect(mendZipFirstDigit('123 FREMONT AVE. APT. 55, WA, SEATTLE 08001-4567')).toBe('123 FREMONT AVE. APT. 55, WA, SEATTLE 98001-4567');
  });

  it('nothing is mended when no single bowl digit fits, the read digit is not a bowl digit, or no state code precedes the ZIP', () => {
    // Sample documents print made-up addresses ("Torresland, WY 89904"): no one digit makes them fit, so they stay as printed.
    expect(mendZipFirstDigit('7511 Johnson Shores, Torresland, WY 89904')).toBeUndefined();
    expect(mendZipFirstDigit('84686 Emily Springs, Kelseyfurt, NE, 03477')).toBeUndefined();
    expect(mendZipFirstDigit('4567 Main Street, Buffalo, WA 12345')).toBeUndefined();
    // A 1 or 7 is not taken for a bowl digit.
    expect(mendZipFirstDigit('Seattle WA 18001')).toBeUndefined();
    expect(mendZipFirstDigit('Seattle 08001')).toBeUndefined();
    // A ZIP of a foreign or unlisted place (no state code listed) is not judged.
    expect(mendZipFirstDigit('Toronto ON 08001')).toBeUndefined();
  });

  it('a mended address is kept below "check this value"', () => {
    const fields: ParsedFields = { recipient_address: v('1 MAIN ST, SEATTLE WA 88001', 0.93), payer_address: v('PO BOX 1, SEATTLE WA 98122', 0.95), payer_name: v('WA 88001', 0.9) };
    expect(mendAddressZips(fields)).toEqual(['recipient_address']);
    expect(fields.recipient_address).toEqual({ value: '1 MAIN ST, SEATTLE WA 98001', conf: UNSURE_CONF });
    expect(fields.payer_address?.conf).toBe(0.95);
    expect(fields.payer_name?.value).toBe('WA 88001');
  });

  it("the page's and the box's readings of a small 1099-INT's address (ZIP read 08001 and 88001) agree once mended: the box's order, flagged", () => {
    const page: ParsedFields = { recipient_address: v('123 FREMONT AVE. APT. 55, WA, SEATTLE 08001-4567', 0.87) };
    const region: ParsedFields = { recipient_address: v('123 FREMONT AVE. APT. 55, SEATTLE WA 88001-4567', 0.55) };
    mendAddressZips(page);
    mendAddressZips(region);
    const out = combineReadings('1099-int', page, region, new Set(), 2023, false);
    expect(out.recipient_address).toEqual({ value: '123 FREMONT AVE. APT. 55, SEATTLE WA 98001-4567', conf: COMBINE.unsure });
  });

  it("a word the page read twice (the state code) does not keep the box's reading out", () => {
    expect(repeatsOnly('FREMONT, 123 AVE. APT. 55, SEATTLE WA WA 98001-0432', '123 FREMONT AVE. APT. 55, SEATTLE WA 98001-0432')).toBe(true);
    expect(repeatsOnly('FREMONT, 123 AVE. APT. 55, SEATTLE WA WA 98001-0432', '123 FREMONT AVE. APT. 55, SEATTLE WA 98001-0433')).toBe(false);
    // A word the box's reading does not have is not a repeat.
    expect(repeatsOnly('123 FREMONT AVE, SEATTLE WA WI 98001', '123 FREMONT AVE, SEATTLE WA 98001')).toBe(false);
    const out = combineReadings(
      '1099-div',
      { recipient_address: v('FREMONT, 123 AVE. APT. 55, SEATTLE WA WA 98001-0432', 0.46) },
      { recipient_address: v('123 FREMONT AVE. APT. 55, SEATTLE WA 98001-0432', 0.5) },
      new Set(),
      2023,
      false,
    );
    expect(out.recipient_address).toEqual({ value: '123 FREMONT AVE. APT. 55, SEATTLE WA 98001-0432', conf: COMBINE.unsure });
    // The same with the page's street in the box's order: the repeat alone keeps the page's reading out.
    const inOrder = combineReadings(
      '1099-div',
      { recipient_address: v('123 FREMONT AVE. APT. 55, SEATTLE WA WA 98001-0432', 0.46) },
      { recipient_address: v('123 FREMONT AVE. APT. 55, SEATTLE WA 98001-0432', 0.5) },
      new Set(),
      2023,
      false,
    );
    expect(inOrder.recipient_address).toEqual({ value: '123 FREMONT AVE. APT. 55, SEATTLE WA 98001-0432', conf: COMBINE.unsure });
  });
});

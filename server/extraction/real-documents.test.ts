import { describe, expect, it } from 'vitest';
import { buildLayout, type Token } from './layout';
import { label, matchLabels } from './labels';
import { parseInfoReturnPage } from './parsers/info-returns';
import { parse1040Page } from './parsers/f1040';
import { runChecks, usAddressOutOfOrder } from './checks';
import { separatorsMisread, UNSURE_CONF, type ParsedFields } from './parsers/common';
import { capLookAlikeIdentifiers, LOOK_ALIKE_CONF, LOOK_ALIKE_SINGLE_CONF } from './identifiers';

const tok = (text: string, x0: number, y0: number, w = text.length * 6, h = 9, source: 'ocr' | 'text' = 'text'): Token => ({ text, x0, y0, x1: x0 + w, y1: y0 + h, conf: source === 'ocr' ? 0.93 : 1, source });

describe('one printed value is one box value (issue 17)', () => {
  // An older 1099-DIV layout: box 12's amount sits just above the state table (13-15), which has no rows.
  const page = (stateRows: Token[]) =>
    parseInfoReturnPage(
      '1099-div',
      buildLayout(
        [
          tok('Form 1099-DIV', 20, 20),
          tok('1a Total ordinary dividends', 300, 40),
          tok('$', 300, 55, 6),
          tok('1601.60', 420, 55),
          tok('12 Specified private activity', 400, 300),
          tok('bond interest dividends', 415, 310),
          tok('$', 400, 330, 6),
          tok('981.07', 500, 330),
          tok('13 State', 300, 350),
          tok('14 State identification no.', 350, 350),
          tok('15 State tax withheld', 470, 350),
          ...stateRows,
          tok('Form 1099-DIV (keep for your records)', 20, 420),
        ],
        612,
        450,
        'text',
      ),
    ).fields;

  it("box 12's amount above an empty state table is box 12's value, not a state row's tax", () => {
    const fields = page([tok('$', 470, 365, 6)]);
    expect(fields.box13_private_activity_bond_interest_dividends?.value).toBe('981.07');
    expect(fields.states).toBeUndefined();
  });

  it('a state row printed under its header is still read', () => {
    const fields = page([tok('MN', 300, 365, 12), tok('1234567', 350, 365), tok('$', 470, 365, 6), tok('45.00', 500, 365)]);
    expect(fields.box13_private_activity_bond_interest_dividends?.value).toBe('981.07');
    expect(fields.states?.value).toEqual([{ state: 'MN', state_id: '1234567', state_tax_withheld: '45.00' }]);
  });
});

describe('an OCR reading of a letters-and-digits identifier (issue 17)', () => {
  it('an account number holding a 1 (the printed letter i or I looks the same) is kept below 0.95', () => {
    const fields: ParsedFields = {
      account_number: { value: '1123456789', conf: 0.96 },
      control_number: { value: '447130', conf: 0.95 },
      box14_cusip: { value: '0516273849', conf: 0.99 },
      claim_number: { value: '744-65-58471', conf: 0.96 },
    };
    capLookAlikeIdentifiers(fields, new Set(['account_number', 'control_number', 'box14_cusip', 'claim_number']));
    expect(fields.claim_number?.conf).toBe(LOOK_ALIKE_CONF);
    expect(fields.account_number?.conf).toBe(LOOK_ALIKE_CONF);
    expect(fields.control_number?.conf).toBe(LOOK_ALIKE_CONF);
    expect(fields.box14_cusip?.conf).toBe(LOOK_ALIKE_CONF);
  });

  it('read once only (no second reading of its box agreed), such an identifier is "check this value" below 0.8', () => {
    const fields: ParsedFields = { account_number: { value: '1123456789', conf: 0.93 } };
    capLookAlikeIdentifiers(fields);
    expect(fields.account_number?.conf).toBe(LOOK_ALIKE_SINGLE_CONF);
    expect(LOOK_ALIKE_SINGLE_CONF).toBeLessThan(0.8);
  });

  it('an identifier without look-alike glyphs, and other fields, keep their confidence', () => {
    const fields: ParsedFields = { account_number: { value: '2346-7792', conf: 0.96 }, box1_interest_income: { value: '1100.00', conf: 0.97 } };
    capLookAlikeIdentifiers(fields);
    expect(fields.account_number?.conf).toBe(0.96);
    expect(fields.box1_interest_income?.conf).toBe(0.97);
  });
});

describe('a US address ends "city, ST ZIP" (issue 17)', () => {
  it.each([
    ['123 FREMONT AVE. APT. 55, WA, SEATTLE 08001-4567'],
    ['123 FREMONT AVE, APT. 65, SEATTLE 98001-0432'],
    ['FREMONT, 123 AVE. APT. 55, SEATTLE WA WA 08001-0432'],
  ])('%s is out of order: shown as "check this value"', (value) => {
    expect(usAddressOutOfOrder(value)).toBe(true);
    const out = runChecks('1099-int', 2023, { recipient_address: { value, conf: 0.87 } });
    expect(out.fields.recipient_address).toBe(value);
    expect(out.fieldConfidence.recipient_address).toBeLessThan(0.8);
    expect(out.failedFields.has('recipient_address')).toBe(true);
  });

  it.each([
    ['1414 CENTRE AVE, PITTSBURGH, PA, 15213'],
    ['7511 Johnson Shores, Torresland, WY 89904'],
    ['P.O. BOX 6543, SEATTLE WA 98122-4567'],
    ['12 Rue de Rivoli, 75001 Paris, France'],
    ['Calle Mayor 5, 28013 Madrid, Spain'],
  ])('%s is not judged out of order', (value) => {
    expect(usAddressOutOfOrder(value)).toBe(false);
    const out = runChecks('1099-int', 2023, { recipient_address: { value, conf: 0.97 } });
    expect(out.fieldConfidence.recipient_address).toBe(0.97);
  });
});

describe('the 1040 home address: city, state and ZIP code are three boxes (issue 17)', () => {
  const head = [
    tok('Home address (number and street). If you have a P.O. box, see instructions.', 60, 400, 900, 20, 'ocr'), tok('Apt. no.', 1100, 400, 100, 20, 'ocr'),
    tok('City, town, or post office. If you have a foreign address, also complete spaces below.', 60, 480, 1000, 20, 'ocr'), tok('State', 1150, 480, 60, 20, 'ocr'), tok('ZIP code', 1300, 480, 100, 20, 'ocr'),
  ];
  const read = (values: Token[]) => parse1040Page(buildLayout([...head, ...values], 2363, 3001, 'ocr')).fields.address;

  it('a city box holding a bare state code is the state read out of place: the address is left out', () => {
    expect(read([tok('123 Fremont ave', 60, 440, 180, 20, 'ocr'), tok('WA', 60, 520, 30, 20, 'ocr'), tok('98103', 1300, 520, 60, 20, 'ocr')])).toBeUndefined();
  });

  it('a US address (a ZIP code read) without its state box is left out; with it, it is read', () => {
    const values = [tok('123 Fremont ave', 60, 440, 180, 20, 'ocr'), tok('Seattle', 60, 520, 80, 20, 'ocr'), tok('98103', 1300, 520, 60, 20, 'ocr')];
    expect(read(values)).toBeUndefined();
    expect(read([...values, tok('WA', 1150, 520, 30, 20, 'ocr')])?.value).toBe('123 Fremont ave, Seattle, WA 98103');
  });
});

describe('amounts on a page that prints cents (issue 17)', () => {
  it.each([
    ['123.456 00', '123456.00'],
    ['$ 1.234.567 89', '1234567.89'],
    ['54,321 00', '54321.00'],
  ])('"%s": a point before three digits is a thousands comma, the space the decimal point', (text, want) => {
    expect(separatorsMisread(text)).toBe(want);
  });

  it.each(['123.45', '123.456', '1,234.56', '987 00', '12.345.6'])('"%s" is not such a reading', (text) => {
    expect(separatorsMisread(text)).toBeUndefined();
  });

  const cents = [tok('654.00', 500, 200, 36, 9, 'ocr'), tok('963.00', 500, 260, 36, 9, 'ocr'), tok('741.00', 500, 320, 36, 9, 'ocr')];
  it('box 1 read "123.456 00" on a 1099-INT is 123456.00, shown as "check this value"', () => {
    const v = parseInfoReturnPage('1099-int', buildLayout([tok('Form 1099-INT', 20, 20, 80, 9, 'ocr'), tok('1 Interest income', 300, 60, 100, 9, 'ocr'), tok('$', 300, 80, 6, 9, 'ocr'), tok('123.456 00', 380, 80, 60, 9, 'ocr'), ...cents], 612, 400, 'ocr')).fields.box1_interest_income;
    expect(v?.value).toBe('123456.00');
    expect(v?.conf).toBeLessThanOrEqual(UNSURE_CONF);
  });

  it('"4 Federal income tax" with its last word lost is box 4\'s label (with its number only)', () => {
    const page = (label: string) =>
      parseInfoReturnPage('1099-int', buildLayout([tok('Form 1099-INT', 20, 20, 80, 9, 'ocr'), tok(label, 300, 60, 110, 9, 'ocr'), tok('$', 300, 80, 6, 9, 'ocr'), tok('987.00', 380, 80, 36, 9, 'ocr')], 612, 400, 'ocr')).fields.box4_federal_income_tax_withheld;
    expect(page('4 Federal income tax')?.value).toBe('987.00');
    expect(page('Federal income tax')).toBeUndefined();
  });
});

describe('an OCR label named by its box number and first word (issue 17)', () => {
  const defs = [label('box1a_total_ordinary_dividends', ['1a'], 'total ordinary dividends'), label('box1b_qualified_dividends', ['1b'], 'qualified dividends'), label('box2_tax', ['2'], 'tax withheld')];
  const match = (text: string, source: 'ocr' | 'text' = 'ocr') => [...matchLabels(buildLayout([tok(text, 300, 60, 120, 9, source)], 612, 400, source), defs).keys()];

  it('"1a Total ordnary dmdends" and "1b Qualified Gicends" are boxes 1a and 1b', () => {
    expect(match('1a Total ordnary dmdends')).toEqual(['box1a_total_ordinary_dividends']);
    expect(match('1b Qualified Gicends')).toEqual(['box1b_qualified_dividends']);
  });

  it('not without the box number, not with another box number, not for a short first word, not on a text layer', () => {
    expect(match('Total ordnary dmdends')).toEqual([]);
    expect(match('1b Total ordnary dmdends')).toEqual([]);
    expect(match('2 Tax wihnaid')).toEqual([]);
    expect(match('1a Total ordnary dmdends', 'text')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildLayout, type Token } from './layout';
import { parseInfoReturnPage } from './parsers/info-returns';
import type { ParsedFields } from './parsers/common';
import { capLookAlikeIdentifiers, LOOK_ALIKE_CONF } from './identifiers';

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
    const fields: ParsedFields = { account_number: { value: '1123456789', conf: 0.96 }, control_number: { value: '12914', conf: 0.97 }, box14_cusip: { value: '0516273849', conf: 0.99 } };
    capLookAlikeIdentifiers(fields);
    expect(fields.account_number?.conf).toBe(LOOK_ALIKE_CONF);
    expect(fields.control_number?.conf).toBe(LOOK_ALIKE_CONF);
    expect(fields.box14_cusip?.conf).toBe(LOOK_ALIKE_CONF);
  });

  it('an identifier without look-alike glyphs, and other fields, keep their confidence', () => {
    const fields: ParsedFields = { account_number: { value: '2346-7792', conf: 0.96 }, box1_interest_income: { value: '1100.00', conf: 0.97 } };
    capLookAlikeIdentifiers(fields);
    expect(fields.account_number?.conf).toBe(0.96);
    expect(fields.box1_interest_income?.conf).toBe(0.97);
  });
});

/**
 * The amount lines of Form 1040 (and 1040-SR) page 1, per revision, taken from the official blank
 * forms: each line's number as printed beside its entry box, the column it is printed in, and its
 * row on the page counted in the form's row pitch from line 1a (the blank prints the rows 12 points
 * apart; a row without an amount box, such as line 1i's or 6c's, still counts). The 1040-SR prints
 * the same rows in a larger type, so the same row numbers hold and only the pitch differs.
 *
 * Sources: 2023 and 2024 Form 1040 page 1 (the line numbers of the amount column at y = 404–692 pt on
 * the 2023 blank, 428–716 pt on the 2024 one), 2025 Form 1040 page 1 (y = 452–752 pt), all with the
 * rows 12 pt apart. The 2023 Form 1040-SR page 1 prints lines 1a to 6b on the same rows.
 */

/** Where a line's amount is entered: the right-hand amount column or the middle one (the "a" lines of a/b pairs). */
export type LineColumn = 'right' | 'middle';

export interface LineRow {
  /** The line number as printed ("1z", "2b", "11a"). */
  code: string;
  /** Rows below line 1a, in the form's row pitch. */
  row: number;
  column: LineColumn;
}

/** One line total and the lines it is made of (`total = sum(plus) - sum(minus)`, floored at zero when `floor`). */
export interface LineRelation {
  total: string;
  plus: string[];
  minus?: string[];
  floor?: boolean;
  /** What the form prints for this line, cited in tests and notes. */
  text: string;
}

export interface F1040Revision {
  name: string;
  /** The tax years printed on forms of this layout. */
  years: number[];
  lines: LineRow[];
  /** The canonical field each carried-forward line fills (extraction-fields.md, 1040). */
  fields: Record<string, string>;
  relations: LineRelation[];
  /** Lines whose amount may not exceed another's (qualified dividends are part of ordinary dividends). */
  atMost: Array<[string, string]>;
}

const right = (code: string, row: number): LineRow => ({ code, row, column: 'right' });
const middle = (code: string, row: number): LineRow => ({ code, row, column: 'middle' });

const LINE_1: LineRow[] = ['1a', '1b', '1c', '1d', '1e', '1f', '1g', '1h'].map((code, i) => right(code, i));
const SUM_1Z: LineRelation = {
  total: '1z', plus: ['1a', '1b', '1c', '1d', '1e', '1f', '1g', '1h'], text: 'Line 1z: add lines 1a through 1h',
};

/** 2023 and 2024 (the same rows; 2024 moved the whole block 24 pt down). */
const R2023: F1040Revision = {
  name: '2023-2024',
  years: [2023, 2024],
  lines: [
    ...LINE_1, middle('1i', 8), right('1z', 9),
    middle('2a', 10), right('2b', 10), middle('3a', 11), right('3b', 11), middle('4a', 12), right('4b', 12),
    middle('5a', 13), right('5b', 13), middle('6a', 14), right('6b', 14),
    right('7', 16), right('8', 17), right('9', 18), right('10', 19), right('11', 20), right('12', 21), right('13', 22), right('14', 23), right('15', 24),
  ],
  fields: {
    '1z': 'line1z_wages', '2a': 'line2a_tax_exempt_interest', '2b': 'line2b_taxable_interest', '3a': 'line3a_qualified_dividends',
    '3b': 'line3b_ordinary_dividends', '7': 'line7_capital_gain', '9': 'line9_total_income', '11': 'line11_agi', '12': 'line12_deduction',
    '15': 'line15_taxable_income',
  },
  relations: [
    SUM_1Z,
    { total: '9', plus: ['1z', '2b', '3b', '4b', '5b', '6b', '7', '8'], text: 'Line 9: add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8' },
    { total: '11', plus: ['9'], minus: ['10'], text: 'Line 11: subtract line 10 from line 9' },
    { total: '14', plus: ['12', '13'], text: 'Line 14: add lines 12 and 13' },
    { total: '15', plus: ['11'], minus: ['14'], floor: true, text: 'Line 15: subtract line 14 from line 11; if zero or less, enter -0-' },
  ],
  atMost: [['3a', '3b']],
};

/** 2025: a "c" row under lines 3, 4 and 5, two rows under 6 (6c, 6d), line 7 became 7a (with 7b) and 11 became 11a (page 1 ends there). */
const R2025: F1040Revision = {
  name: '2025',
  years: [2025],
  lines: [
    ...LINE_1, middle('1i', 8), right('1z', 9),
    middle('2a', 10), right('2b', 10), middle('3a', 11), right('3b', 11), middle('4a', 13), right('4b', 13),
    middle('5a', 15), right('5b', 15), middle('6a', 17), right('6b', 17),
    right('7a', 20), right('8', 22), right('9', 23), right('10', 24), right('11a', 25),
  ],
  fields: {
    '1z': 'line1z_wages', '2a': 'line2a_tax_exempt_interest', '2b': 'line2b_taxable_interest', '3a': 'line3a_qualified_dividends',
    '3b': 'line3b_ordinary_dividends', '7a': 'line7_capital_gain', '9': 'line9_total_income', '11a': 'line11_agi',
  },
  relations: [
    SUM_1Z,
    { total: '9', plus: ['1z', '2b', '3b', '4b', '5b', '6b', '7a', '8'], text: 'Line 9: add lines 1z, 2b, 3b, 4b, 5b, 6b, 7a, and 8' },
    { total: '11a', plus: ['9'], minus: ['10'], text: 'Line 11a: subtract line 10 from line 9' },
  ],
  atMost: [['3a', '3b']],
};

export const F1040_REVISIONS: F1040Revision[] = [R2023, R2025];

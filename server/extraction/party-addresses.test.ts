import { describe, expect, it } from 'vitest';
import { runChecks, stateAndZipMidway, usAddressOutOfOrder, withoutStreetLine } from './checks';
import { buildLayout, type Phrase, type Token } from './layout';
import { addressOf, joinSplitRows, textLines, zipAfterItsState } from './parsers/common';
import { parseBoxFormPage } from './parsers/box-forms';
import { parseInfoReturnPage } from './parsers/info-returns';

const tok = (text: string, x0: number, y0: number, w = text.length * 12, h = 20): Token => ({ text, x0, y0, x1: x0 + w, y1: y0 + h, conf: 0.9, source: 'ocr' });
const line = (text: string, conf = 0.9) => ({ text, conf });

describe('a party address OCR split or ran across lines (issue 17, ADR 160)', () => {
  it('a word whose box OCR drew too wide is set on a line of its own; the row is joined back in its order across', () => {
    // "FREMONT"'s box reaches over "AVE, APT. 55", so the layout sets it on a line of its own.
    const layout = buildLayout([tok('123', 80, 552, 38), tok('FREMONT', 125, 553, 231), tok('AVE, APT. 55', 247, 551, 143), tok('SEATTLE WA 98001', 80, 590)], 600, 700, 'ocr');
    const lines = textLines(layout.phrases);
    expect(lines.map((l) => l.text)).toEqual(['123 AVE, APT. 55', 'FREMONT', 'SEATTLE WA 98001']);
    expect(joinSplitRows(lines, layout.unit).map((l) => l.text)).toEqual(['123 FREMONT AVE, APT. 55', 'SEATTLE WA 98001']);
  });

  it('a word starting inside a phrase of several words of the other line stays apart (its place among them is not known)', () => {
    // As a 1099-INT render's city box was read: "WA" on a line of its own, over the gap between the city and the ZIP code.
    const phrase = (text: string, x0: number, y0: number, x1: number, y1: number, n: number): Phrase => ({ text, x0, y0, x1, y1, conf: 0.9, source: 'ocr', words: text.toLowerCase().split(/\s+/), line: n });
    const lines = textLines([phrase('WA', 141, 617, 169, 657, 32), phrase('SEATTLE 08001-4567', 49, 631, 280, 647, 33)]);
    expect(joinSplitRows(lines, 28).map((l) => l.text)).toEqual(['WA', 'SEATTLE 08001-4567']);
  });

  it('lines a text height apart, or side by side without overlapping, stay apart', () => {
    const layout = buildLayout([tok('PASCALE WEYDERT', 80, 520), tok('123 FREMONT AVE', 80, 550), tok('SEATTLE WA 98001', 80, 580)], 600, 700, 'ocr');
    expect(joinSplitRows(textLines(layout.phrases), layout.unit).map((l) => l.text)).toEqual(['PASCALE WEYDERT', '123 FREMONT AVE', 'SEATTLE WA 98001']);
  });

  it("the recipient's street box of a 1099 read with its words on two OCR lines gives the street in print order", () => {
    const layout = buildLayout(
      [
        tok('Form 1099-INT', 20, 20),
        tok("RECIPIENT'S name", 50, 420, 150, 14),
        tok('PASCALE WEYDERT', 50, 445),
        tok('Street address (including apt. no.)', 50, 490, 260, 14),
        tok('123', 50, 515, 38),
        tok('FREMONT', 95, 516, 231),
        tok('AVE, APT. 55', 217, 514, 143),
        tok('City or town, state or province, country, and ZIP or foreign postal code', 50, 560, 520, 14),
        tok('SEATTLE WA 98001', 50, 585),
        tok('Account number (see instructions)', 50, 640, 260, 14),
      ],
      612,
      800,
      'ocr',
    );
    expect(parseInfoReturnPage('1099-int', layout).fields.recipient_address?.value).toBe('123 FREMONT AVE, APT. 55, SEATTLE WA 98001');
  });

  it("the 2021 1098-E's borrower block: the label's second line, the name, a street split in two OCR lines and the city line", () => {
    const layout = buildLayout(
      [
        tok('Form 1098-E', 20, 20),
        tok('1 Student loan interest received by lender', 420, 380, 300, 14),
        tok("RECIPIENT'S TIN", 50, 402, 120, 14),
        tok("BORROWER'S TIN", 300, 402, 120, 14),
        tok('BORROWERS', 50, 483, 90, 16),
        tok('hs rT Ty ST a', 50, 481, 300, 22),
        tok('PASCALE WEYDERT', 50, 526),
        tok('123', 50, 552, 38),
        tok('FREMONT', 95, 553, 231),
        tok('AVE, APT. 55', 217, 551, 143),
        tok('SEATTLE WA 98001', 50, 578),
        tok('Account number (see instructions)', 50, 748, 260, 14),
      ],
      900,
      900,
      'ocr',
    );
    const fields = parseBoxFormPage('1098-e', layout).fields;
    expect(fields.recipient_name?.value).toBe('PASCALE WEYDERT');
    expect(fields.recipient_address?.value).toBe('123 FREMONT AVE, APT. 55, SEATTLE WA 98001');
  });

  it('a ZIP code read onto the street line above a city line ending in its state code is set after the state', () => {
    expect(zipAfterItsState([line('Po BOX 6543 981220123'), line('SEATTLE WA', 0.8)])).toEqual([line('Po BOX 6543'), line('SEATTLE WA 98122-0123', 0.8)]);
    expect(addressOf([line('Po BOX 6543 98122'), line('SEATTLE, WA')])?.value).toBe('Po BOX 6543, SEATTLE, WA 98122');
  });

  it('a street line whose only number is its last word (a box number), or a city line with its ZIP, is left as read', () => {
    expect(addressOf([line('PO BOX 98122'), line('SEATTLE WA')])?.value).toBe('PO BOX 98122, SEATTLE WA');
    expect(addressOf([line('12 ROUTE 9 12345'), line('ALBANY NY 12207')])?.value).toBe('12 ROUTE 9 12345, ALBANY NY 12207');
    // The last line does not end in a state code.
    expect(addressOf([line('1 MAIN ST 98001'), line('SEATTLE')])?.value).toBe('1 MAIN ST 98001, SEATTLE');
  });
});

describe('an OCR address out of the order a US address prints (ADR 160)', () => {
  const ocr = { ocr: true };
  it('a state and ZIP code with the city after them is out of order: left out on a scan', () => {
    expect(stateAndZipMidway('2872 Cedar Lane, OH 43215, Columbus')).toBe(true);
    expect(usAddressOutOfOrder('2872 Cedar Lane, OH 43215, Columbus')).toBe(true);
    const out = runChecks('w2', 2025, { employee_address: { value: '2872 Cedar Lane, OH 43215, Columbus', conf: 0.6 } }, ocr);
    expect(out.fields.employee_address).toBeUndefined();
    for (const good of ['2872 Cedar Lane, Columbus, OH 43215', '1 Main St, Seattle, WA 98001, USA', '12 Rue de Rivoli, 75001 Paris, France', 'PO BOX 6543, SEATTLE WA 98122-4567']) {
      expect(stateAndZipMidway(good)).toBe(false);
    }
  });

  it('a city alone before a state code run into its ZIP code has no street line: left out on a scan', () => {
    expect(withoutStreetLine('Columbus, OH43215')).toBe(true);
    expect(runChecks('1099-nec', 2025, { payer_address: { value: 'Columbus, OH43215', conf: 0.6 } }, ocr).fields.payer_address).toBeUndefined();
    expect(withoutStreetLine('3998 Elm Road, Columbus, OH43215')).toBe(false);
  });
});

describe("the W-2's party blocks read with a row split over two OCR lines (ADR 160)", () => {
  it("the employee's city line split in two is one line, in print order", async () => {
    const { parseW2Page } = await import('./parsers/w2');
    const layout = buildLayout(
      [
        tok('Form W-2 Wage and Tax Statement', 20, 20),
        tok("e Employee's first name and initial", 50, 300, 300, 14),
        tok('JANE DOE', 50, 325),
        tok('2872 Cedar Lane', 50, 350),
        tok('Columbus,', 50, 376, 190),
        tok('OH 43215', 170, 374, 96),
        tok("f Employee's address and ZIP code", 50, 420, 300, 14),
      ],
      612,
      800,
      'ocr',
    );
    expect(parseW2Page(layout).fields.employee_address?.value).toBe('2872 Cedar Lane, Columbus, OH 43215');
  });
});

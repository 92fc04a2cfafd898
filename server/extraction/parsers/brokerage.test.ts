import { describe, expect, it } from 'vitest';
import type { SaleItem } from '#shared/extraction/fields';
import { buildLayout, type Token } from '../layout';
import { parseBrokerPage, saleAddsUp, signedCents } from './brokerage';

const tok = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.96): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });

/** A broker's table of sales as OCR reads it at 150 dpi (coordinates of a 300 dpi page). */
function table(heads: Token[], rows: Token[][], section: Token[] = [tok('Short-term transactions for covered tax lots', 40, 549, 1159, 586), tok('Form 8949 box A', 1190, 550, 1459, 578)]) {
  return buildLayout(
    [
      tok("PAYER'S name and address", 40, 232, 411, 256), tok('Blue River Securities', 40, 276, 386, 306),
      tok("RECIPIENT'S TIN", 1708, 232, 1943, 256), tok('555-35-6246', 1708, 276, 1920, 306),
      ...section, ...heads, ...rows.flat(),
    ],
    2291,
    3035,
    'ocr',
  );
}

const HEADS = [
  tok('1a Description of property', 41, 608, 376, 637), tok('1b Date acquired', 708, 608, 924, 636), tok('1c Date sold', 966, 608, 1124, 630),
  tok('1d Proceeds', 1225, 608, 1381, 630), tok('le Cost or other basis', 1533, 604, 1813, 641, 0.47), tok('1g Wash sale loss disallowed', 1875, 608, 2252, 636),
];
const ROW1 = [tok('39 SH HARBOR MEDIA GROUP', 40, 710, 498, 734), tok('01/09/2025', 707, 710, 862, 737), tok('11/18/2025', 968, 710, 1120, 736), tok('7,624.58', 1224, 710, 1345, 735), tok('5,642.18', 1533, 710, 1653, 735)];
const ROW2 = [tok('130 SH PINE TECH INC', 44, 760, 383, 784), tok('01/04/2025', 707, 760, 862, 787), tok('08/06/2025', 965, 760, 1121, 787), tok('824.75', 1224, 760, 1318, 784), tok('783.51', 1533, 760, 1623, 784)];

describe("a broker's 1099-B table read from its structure", () => {
  it('a heading whose box number OCR read as a letter ("le Cost or other basis") still heads its column', () => {
    const sales = parseBrokerPage(table(HEADS, [ROW1, ROW2])).fields.sales?.value as SaleItem[];
    expect(sales).toHaveLength(2);
    expect(sales[0]).toMatchObject({ applicable_checkbox_8949: 'A', box1c_date_sold: '2025-11-18', box1d_proceeds: '7624.58', box1e_cost_basis: '5642.18' });
    expect(sales[1]).toMatchObject({ box1d_proceeds: '824.75', box1e_cost_basis: '783.51' });
  });

  it("a description OCR set on a line of its own, a few pixels taller, stays in its row", () => {
    const row = [tok('TOTAL STK MKT ETF', 342, 656, 657, 693), tok('114 SH VANGUARD', 44, 660, 652, 684), tok('01/08/2025', 707, 660, 863, 686), tok('10/09/2025', 968, 660, 1120, 687), tok('3,028.48', 1224, 661, 1345, 685), tok('3,210.18', 1532, 661, 1653, 685)];
    const sales = parseBrokerPage(table(HEADS, [row, ROW1])).fields.sales?.value as SaleItem[];
    expect(sales).toHaveLength(2);
    expect(sales[0]?.box1a_description).toBe('114 SH VANGUARD TOTAL STK MKT ETF');
  });

  it("a heading OCR could not read at all is a column of its own: the rows stay, that column's values are left out", () => {
    const heads = HEADS.map((h) => (h.text.startsWith('le') ? { ...h, text: 'Ce5t 0r 0thcr ba5i5' } : h));
    const sales = parseBrokerPage(table(heads, [ROW1, ROW2])).fields.sales?.value as SaleItem[];
    expect(sales).toHaveLength(2);
    expect(sales[0]?.box1d_proceeds).toBe('7624.58');
    expect(sales[0]?.box1e_cost_basis).toBeUndefined();
  });

  it('the section letter OCR set apart from "Form 8949 box" on its row is the section\'s letter', () => {
    const section = [tok('A', 1440, 547, 1463, 591), tok('Short-term transactions for covered tax lots', 40, 551, 1159, 586), tok('Form 8949 box', 1189, 551, 1458, 579)];
    const parsed = parseBrokerPage(table(HEADS, [ROW1], section));
    const sales = parsed.fields.sales?.value as SaleItem[];
    expect(sales[0]).toMatchObject({ applicable_checkbox_8949: 'A', box2_short_term: true, box12_basis_reported: true });
  });

  it("a row whose amounts do not add up to the broker's printed gain is flagged; one that does is not", () => {
    const heads = [...HEADS.slice(0, 5), tok('1g Wash sale loss disallowed', 1875, 608, 2100, 636), tok('Gain or loss (-)', 2150, 608, 2280, 636)];
    const good = [...ROW1, tok('1,982.40', 2150, 710, 2270, 735)];
    const bad = [...ROW2, tok('(41.24)', 2150, 760, 2250, 784)];
    const ok = parseBrokerPage(table(heads, [good]));
    expect(ok.fields.sales?.conf).toBeGreaterThanOrEqual(0.95);
    expect(ok.notes ?? []).toEqual([]);
    const flagged = parseBrokerPage(table(heads, [good, bad]));
    expect((flagged.fields.sales?.value as SaleItem[])).toHaveLength(2);
    expect(flagged.fields.sales?.conf).toBeLessThan(0.95);
    expect(flagged.notes?.join(' ')).toMatch(/Sale 2: .*gain or loss/);
  });
});

describe("Form 8949's arithmetic", () => {
  it('gain = proceeds - cost basis + accrued market discount + wash sale loss disallowed, in cents', () => {
    expect(signedCents('(1,234.56)')).toBe(-123456n);
    expect(signedCents('-12.00')).toBe(-1200n);
    expect(signedCents('$90.85')).toBe(9085n);
    const sale: SaleItem = { box1d_proceeds: '3028.48', box1e_cost_basis: '3210.18', box1g_wash_sale_loss_disallowed: '90.85' };
    expect(saleAddsUp(sale, -9085n)).toBe(true);
    expect(saleAddsUp(sale, -18170n)).toBe(false);
    expect(saleAddsUp({ ...sale, box1f_accrued_market_discount: '10.00' }, -8085n)).toBe(true);
  });
});

describe('the official 1099-B scan', () => {
  const page = (extra: Token[]) => {
    const L = 1078;
    return buildLayout(
      [
        tok("PAYER'S name, street address, city or town, state or province, country, ZIP", 55, 97, 871, 122),
        tok('Applicable checkbox on Form 8949', L - 4, 95, 1457, 120), tok('B', 1594, 119, 1615, 145),
        tok('1a Description of property (Example: 100 sh. XYZ Co.)', L, 176, 1666, 201), tok('332 SH SUMMIT ENERGY CO', 1089, 224, 1543, 249),
        tok('1b Date acquired', L, 284, 1263, 307), tok('1c Date sold or disposed', 1445, 282, 1713, 305),
        tok('01/11/2025', 1089, 326, 1282, 356), tok('06/24/2025', 1457, 324, 1649, 355),
        tok('1d Proceeds', 1079, 382, 1212, 401), tok('1e Cost or other basis', 1446, 376, 1682, 410),
        tok('$39,992.90', 1090, 424, 1283, 454), tok('$44,392.11', 1458, 422, 1648, 452),
        tok('6 Reported to IRS:', 1079, 839, 1278, 863), tok('Gross proceeds', 1078, 872, 1249, 895), tok('Net proceeds', 1079, 904, 1222, 927),
        ...extra,
      ],
      2171,
      1347,
      'ocr',
    );
  };

  it('a tick OCR did not read is left to the ink in the square right of its label; the sale takes it', () => {
    const parsed = parseBrokerPage(page([]));
    const sale = (parsed.fields.sales?.value as SaleItem[])[0];
    expect(sale?.box6_gross_proceeds).toBeUndefined();
    const probe = parsed.missing.find((m) => m.key === 'box6_gross_proceeds');
    expect(probe?.kind).toBe('checkbox');
    // Only the label's row, from its last letters to three text heights past it.
    expect(probe?.rect.y0).toBeGreaterThan(872 - 20);
    expect(probe?.rect.y1).toBeLessThan(904);
    expect(probe?.rect.x0).toBeGreaterThan(1150);
    expect(probe?.accept('x', 0.9)).toBe(true);
    expect(sale?.box6_gross_proceeds).toBe(true);
    expect(parsed.fields.sales?.conf).toBeLessThanOrEqual(0.9);
  });

  it("boxes 2 and 12 follow from Form 8949's letter when their ticks were not read (D: long-term, basis reported; B: short-term, no box 12)", () => {
    const withLetter = (letter: string) => {
      const layout = page([]);
      const b = layout.phrases.find((p) => p.text === 'B')!;
      b.text = letter;
      return parseBrokerPage(layout);
    };
    const d = withLetter('D');
    const dSale = (d.fields.sales?.value as SaleItem[])[0];
    expect(dSale?.applicable_checkbox_8949).toBe('D');
    expect(dSale?.box2_long_term).toBe(true);
    expect(dSale?.box12_basis_reported).toBe(true);
    expect(dSale?.box2_short_term).toBeUndefined();
    // No probe for a tick the letter settled; the others are still probed.
    expect(d.missing.find((m) => m.key === 'box2_long_term')).toBeUndefined();
    expect(d.missing.find((m) => m.key === 'box12_basis_reported')).toBeUndefined();
    const b = withLetter('B');
    const bSale = (b.fields.sales?.value as SaleItem[])[0];
    expect(bSale?.box2_short_term).toBe(true);
    expect(bSale?.box2_long_term).toBeUndefined();
    expect(bSale?.box12_basis_reported).toBeUndefined();
    // X (the broker does not know the term) says nothing of boxes 2 and 12.
    const x = (withLetter('X').fields.sales?.value as SaleItem[])[0];
    expect(x?.box2_short_term).toBeUndefined();
    expect(x?.box2_long_term).toBeUndefined();
  });

  it("print of the box above that reaches into a tick's crop (its phrase read too tall) is blanked, the label's own phrase is not", () => {
    const parsed = parseBrokerPage(page([tok('3 If checked, [eee fom:', 1097, 675, 1410, 735), tok('Collectibles', 1097, 710, 1223, 744), tok('QOF', 1376, 715, 1430, 737)]));
    const probe = parsed.missing.find((m) => m.key === 'box3_collectibles');
    expect(probe?.mask).toContainEqual({ x0: 1097, y0: 675, x1: 1410, y1: 735 });
    expect(probe?.mask).not.toContainEqual({ x0: 1097, y0: 710, x1: 1223, y1: 744 });
  });

  it('a tick OCR read is taken from the page, with no probe', () => {
    const parsed = parseBrokerPage(page([tok('X', 1262, 870, 1280, 895)]));
    expect((parsed.fields.sales?.value as SaleItem[])[0]?.box6_gross_proceeds).toBe(true);
    expect(parsed.missing.find((m) => m.key === 'box6_gross_proceeds')).toBeUndefined();
  });

  it("the CUSIP box's value under its label is read though the FATCA label beside it is printed lower", () => {
    const layout = page([
      tok('Account number (see instructions)', 56, 850, 427, 873), tok('4973-4802', 70, 897, 243, 923),
      tok('CUSIP number', 58, 957, 225, 975), tok('FATCA filing requirement', 569, 988, 845, 1011), tok('855076402', 71, 1003, 244, 1028),
      tok('14 State name', 60, 1064, 216, 1083),
    ]);
    layout.rules = {
      horizontal: [{ x0: 43, y0: 939, x1: 1067, y1: 945 }, { x0: 43, y0: 1045, x1: 1067, y1: 1051 }],
      vertical: [{ x0: 40, y0: 85, x1: 46, y1: 1174 }, { x0: 553, y0: 940, x1: 556, y1: 1050 }, { x0: 1063, y0: 85, x1: 1067, y1: 1174 }, { x0: 1432, y0: 85, x1: 1436, y1: 1174 }],
    };
    expect((parseBrokerPage(layout).fields.sales?.value as SaleItem[])[0]?.cusip).toBe('855076402');
  });
});

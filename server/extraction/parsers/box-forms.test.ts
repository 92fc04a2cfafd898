import { describe, expect, it } from 'vitest';
import { buildLayout, type PageLayout, type Token } from '../layout';
import { parseBoxFormPage } from './box-forms';

const tok = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.96): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });

/**
 * The middle of a scanned 1099-R (200 dpi, 2° skew, straightened): boxes 3 and 4 side by side,
 * ruled apart by a vertical line at x 1480; box 4's value printed at its right.
 */
function boxes3and4(label3: string, extra: Token[] = []): PageLayout {
  const layout = buildLayout(
    [
      tok('1 Gross distribution', 1076, 101, 1374, 127),
      tok('2a Taxable amount', 1074, 252, 1369, 277),
      tok('48,060.13', 1328, 349, 1475, 379),
      tok("PAYER'S TIN", 62, 503, 258, 528),
      tok("RECIPIENT'S TIN", 572, 502, 830, 528),
      tok(label3, 1075, 497, 1512, 538),
      tok('ederal i income t tax', 1551, 502, 1815, 542),
      tok('box 2a)', 1113, 538, 1221, 569),
      tok('withheld', 1532, 538, 1655, 563),
      tok('$', 1070, 645, 1091, 682),
      tok('5,767.21', 1768, 649, 1893, 678),
      tok('5 Employee contributions/', 1075, 701, 1467, 733),
      tok('6 Net unrealized', 1494, 701, 1744, 727),
      ...extra,
    ],
    2276,
    1528,
    'ocr',
  );
  layout.rules = {
    horizontal: [{ x0: 40, y0: 485, x1: 1909, y1: 494 }, { x0: 41, y0: 684, x1: 1909, y1: 694 }],
    vertical: [
      { x0: 40, y0: 89, x1: 47, y1: 1444 }, { x0: 552, y0: 489, x1: 556, y1: 693 }, { x0: 1058, y0: 85, x1: 1068, y1: 1443 },
      { x0: 1479, y0: 485, x1: 1488, y1: 1442 }, { x0: 1899, y0: 387, x1: 1908, y1: 1442 },
    ],
  };
  return layout;
}

describe('1099-R boxes read by their ruled regions', () => {
  it("box 3 ends at the rule its label's phrase crosses: box 4's amount is not box 3's", () => {
    // OCR ran box 4's number into box 3's label ("… (included in §4") and garbled box 4's label.
    const parsed = parseBoxFormPage('1099-r', boxes3and4('3 Capital gain (included in §4'));
    expect(parsed.fields.box3_capital_gain).toBeUndefined();
  });

  it("an amount inside box 3's ruled region is still box 3's", () => {
    const parsed = parseBoxFormPage('1099-r', boxes3and4('3 Capital gain (included in §4', [tok('1,204.50', 1330, 600, 1460, 630)]));
    expect(parsed.fields.box3_capital_gain?.value).toBe('1204.50');
  });

  it('the label\'s second line "box 2a)" is printed text: blanked before box 3 is read again, never a value', () => {
    const parsed = parseBoxFormPage('1099-r', boxes3and4('3 Capital gain (included in'));
    expect(parsed.fields.box3_capital_gain).toBeUndefined();
    const probe = parsed.missing.find((m) => m.key === 'box3_capital_gain');
    expect(probe).toBeDefined();
    // The mask covers the phrase "box 2a)" (1113-1221 × 538-569).
    expect(probe?.mask.some((r) => r.x0 <= 1113 && r.x1 >= 1221 && r.y0 <= 538 && r.y1 >= 569)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { buildLayout, type PageLayout, type Token } from '../layout';
import { parseBoxFormPage } from './box-forms';
import { bareDigitRun, commaReadAsPoint } from './common';

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

describe('an OCR amount whose comma was read as a point (ADR 163)', () => {
  it('"48.060" is no sure 48,060.00: the cents the filler printed after it may be lost ("7,889.30" read "7.889", seed 52718\'s 1099-R photo)', () => {
    const sure = parseBoxFormPage('1099-r', boxes3and4('3 Capital gain (included in'));
    expect(sure.fields.box2a_taxable_amount).toEqual({ value: '48060.13', conf: 0.96 });
    const layout = boxes3and4('3 Capital gain (included in');
    const misread = buildLayout(layout.phrases.map((p) => tok(p.text === '48,060.13' ? '48.060' : p.text, p.x0, p.y0, p.x1, p.y1)), 2276, 1528, 'ocr');
    misread.rules = layout.rules;
    const parsed = parseBoxFormPage('1099-r', misread);
    expect(parsed.fields.box2a_taxable_amount?.value).toBe('48060.00');
    expect(parsed.fields.box2a_taxable_amount?.conf).toBeLessThan(0.8);
  });

  it('a bare digit run ("4806013") on a page whose cents style is not known may have lost its point: unsure (seed 52718\'s 1099-R photo, "4382047" for 43,829.47)', () => {
    const layout = boxes3and4('3 Capital gain (included in');
    const bare = buildLayout(layout.phrases.map((p) => tok(p.text === '48,060.13' ? '4806013' : p.text, p.x0, p.y0, p.x1, p.y1)), 2276, 1528, 'ocr');
    bare.rules = layout.rules;
    const parsed = parseBoxFormPage('1099-r', bare);
    expect(parsed.fields.box2a_taxable_amount?.value).toBe('4806013.00');
    expect(parsed.fields.box2a_taxable_amount?.conf).toBeLessThan(0.8);
    expect(bareDigitRun('$ 4382047')).toBe(true);
    expect(bareDigitRun('43,829.47')).toBe(false);
    expect(bareDigitRun('12')).toBe(false);
  });

  it("the box's re-read giving a bare digit run on such a page is unsure too; one with its separators is not", () => {
    const layout = boxes3and4('3 Capital gain (included in');
    const empty = buildLayout(layout.phrases.filter((p) => p.text !== '48,060.13').map((p) => tok(p.text, p.x0, p.y0, p.x1, p.y1)), 2276, 1528, 'ocr');
    empty.rules = layout.rules;
    for (const [read, conf] of [['4382047', 0.5], ['43,829.47', 0.83]] as const) {
      const parsed = parseBoxFormPage('1099-r', empty);
      const probe = parsed.missing.find((m) => m.key === 'box2a_taxable_amount');
      expect(probe?.accept(read, 0.83)).toBe(true);
      expect(parsed.fields.box2a_taxable_amount?.conf).toBe(conf);
    }
  });

  it('the shape: points before groups of three digits only', () => {
    expect(commaReadAsPoint('7.889')).toBe(true);
    expect(commaReadAsPoint('$ 1.234.567')).toBe(true);
    expect(commaReadAsPoint('7,889.30')).toBe(false);
    expect(commaReadAsPoint('7889.30')).toBe(false);
    expect(commaReadAsPoint('7.88')).toBe(false);
    expect(commaReadAsPoint('7,889')).toBe(false);
  });
});

describe('1099-R box 2b ticks OCR did not read', () => {
  const page = (extra: Token[] = []) =>
    buildLayout(
      [
        tok('1 Gross distribution', 1019, 101, 1300, 127),
        tok('2b Taxable amount', 1019, 383, 1299, 407), tok('Total', 1471, 384, 1540, 408), tok('Copy B', 1981, 388, 2115, 425),
        tok('not determined', 1076, 422, 1287, 445), tok('distribution', 1472, 422, 1627, 446),
        tok('3 Capital gain (included in', 1019, 478, 1390, 508), tok('4 Federal income tax', 1417, 479, 1720, 502),
        ...extra,
      ],
      2157,
      1452,
      'ocr',
    );

  it("each box's square is left to the ink judgement, in a zone closed by the next label on its row", () => {
    const parsed = parseBoxFormPage('1099-r', page());
    const notDetermined = parsed.missing.find((m) => m.key === 'box2b_taxable_amount_not_determined');
    const total = parsed.missing.find((m) => m.key === 'box2b_total_distribution');
    expect(notDetermined?.kind).toBe('checkbox');
    expect(total?.kind).toBe('checkbox');
    // The two zones do not overlap: one square can tick only one box.
    expect(notDetermined!.rect.x1).toBeLessThanOrEqual(total!.rect.x0);
    expect(total!.rect.x1).toBeLessThanOrEqual(1981);
    // The label's own words are blanked before the ink is measured.
    expect(total!.mask.some((r) => r.x0 === 1472 && r.y0 === 422)).toBe(true);
    expect(total!.accept('x', 0.9)).toBe(true);
    expect(parsed.fields.box2b_total_distribution).toEqual({ value: true, conf: 0.9 });
  });

  it('a tick OCR read is taken from the page, with no probe', () => {
    const parsed = parseBoxFormPage('1099-r', page([tok('X', 1662, 418, 1690, 448)]));
    expect(parsed.fields.box2b_total_distribution?.value).toBe(true);
    expect(parsed.missing.find((m) => m.key === 'box2b_total_distribution')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cropToContent, findCheckboxes, packSegments, removeDottedColumns, removeRulingLines } from '../integrations/ocr/preprocess';
import type { GrayImage, OcrEngine, OcrRequest } from '../integrations/ocr/types';
import { buildLayout, type Token } from './layout';
import { cropMoney, DATE_CHARS, type RegionProbe, TIN_CHARS } from './parsers/common';
import { parse1040Page } from './parsers/f1040';
import { parseInfoReturnPage } from './parsers/info-returns';
import { judgeCheckboxesByMarks, runSecondPass, voteDigits } from './second-pass';

function blank(width: number, height: number): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(255) };
}
function rect(img: GrayImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y += 1) img.data.fill(0, y * img.width + x0, y * img.width + x1);
}
function square(img: GrayImage, x: number, y: number, side: number, crossed: boolean): void {
  rect(img, x, y, x + side, y + 3);
  rect(img, x, y + side - 3, x + side, y + side);
  rect(img, x, y, x + 3, y + side);
  rect(img, x + side - 3, y, x + side, y + side);
  if (!crossed) return;
  for (let i = 0; i < side; i += 1) {
    rect(img, x + i, y + i, Math.min(x + i + 3, x + side), Math.min(y + i + 1, y + side));
    rect(img, x + side - i - 3, y + i, x + side - i, Math.min(y + i + 1, y + side));
  }
}

/** An engine that records what it was asked and answers with fixed text. */
function fakeEngine(answer: string): OcrEngine & { calls: OcrRequest[] } {
  const calls: OcrRequest[] = [];
  return {
    name: 'fake',
    calls,
    async recognize(image, request = {}) {
      calls.push(request);
      return [{ text: answer, x0: 0, y0: 0, x1: image.width, y1: image.height, confidence: 90 }];
    },
    async close() {},
  };
}

describe('second pass helpers', () => {
  it('tells a crossed checkbox from an empty one by ink', () => {
    const img = blank(200, 80);
    square(img, 20, 20, 40, false);
    square(img, 120, 20, 40, true);
    const boxes = findCheckboxes(img, 128, 25, 90).sort((a, b) => a.x0 - b.x0);
    expect(boxes.map((b) => b.marked)).toEqual([false, true]);
  });

  it('removes long ruling lines and keeps short strokes', () => {
    const img = blank(300, 60);
    rect(img, 0, 50, 300, 52);
    rect(img, 100, 10, 104, 30);
    const clean = removeRulingLines(img, 90, { threshold: 128 });
    expect(clean.data[51 * 300 + 150]).toBe(255);
    expect(clean.data[20 * 300 + 101]).toBe(0);
  });

  it('crops blank margins', () => {
    const img = blank(1000, 1400);
    rect(img, 100, 100, 900, 500);
    const out = cropToContent(img, 20);
    expect(out.width).toBe(840);
    expect(out.height).toBe(440);
  });

  it('accepts only amount-shaped crop reads', () => {
    expect(cropMoney('$ 48,000')).toBe('48000.00');
    expect(cropMoney('30,579.10')).toBe('30579.10');
    expect(cropMoney('26:579')).toBeUndefined();
    expect(cropMoney('1')).toBeUndefined();
  });

  it('reads a cell with ink, skips an empty one, and judges a checkbox without OCR', async () => {
    const img = blank(600, 300);
    for (let x = 40; x < 200; x += 12) rect(img, x, 45, x + 4, 68); // strokes of a value in the first cell
    square(img, 400, 200, 40, true);
    const got: Record<string, string> = {};
    const probe = (key: string, r: { x0: number; y0: number; x1: number; y1: number }, kind: RegionProbe['kind']): RegionProbe => ({
      key, kind, rect: r, mask: [], psm: 7, whitelist: '0123456789.,$',
      accept(text) {
        got[key] = text;
        return true;
      },
    });
    const engine = fakeEngine('1,234.56');
    const stats = await runSecondPass(img, 30, [
      probe('full', { x0: 0, y0: 0, x1: 300, y1: 120 }, 'text'),
      probe('empty', { x0: 0, y0: 150, x1: 300, y1: 290 }, 'text'),
      probe('box', { x0: 350, y0: 150, x1: 500, y1: 290 }, 'checkbox'),
    ], engine, new AbortController().signal);
    expect(got).toEqual({ full: '1,234.56', box: 'x' });
    expect(engine.calls).toHaveLength(1);
    expect(engine.calls[0]?.whitelist).toBe('0123456789.,$');
    expect(stats.accepted).toBe(2);
  });
});

describe('a combed SSN (one digit to a cell, dotted dividers through the digits)', () => {
  const tone = (img: GrayImage, x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = y0; y < y1; y += 1) img.data.fill(v, y * img.width + x0, y * img.width + x1);
  };

  it('erases a pale dotted divider, keeps the dark stroke it crosses, and leaves glyph columns alone', () => {
    const img = blank(200, 120);
    // A divider: pale dots 4 px tall every 7 px down column 50, from row 10 to row 100.
    for (let y = 10; y < 100; y += 7) tone(img, 50, y, 53, y + 4, 140);
    // A digit's dark stroke crossing it, and elsewhere a glyph-like column: three short bars.
    tone(img, 40, 40, 62, 45, 20);
    for (const y of [40, 52, 64]) tone(img, 120, y, 135, y + 4, 20);
    const out = removeDottedColumns(img, 30, 170);
    const at = (x: number, y: number) => out.data[y * 200 + x];
    expect(at(51, 12)).toBe(255);
    expect(at(51, 90)).toBe(255);
    expect(at(51, 42)).toBe(20);
    expect(at(45, 42)).toBe(20);
    expect(at(125, 52)).toBe(20);
    // A page without dividers comes back as it was.
    expect(removeDottedColumns(blank(50, 80), 30, 170).data.every((v) => v === 255)).toBe(true);
  });

  it('sets glyphs a cell apart side by side', () => {
    const img = blank(300, 40);
    for (const x of [10, 110, 210]) tone(img, x, 10, x + 20, 30, 0);
    const segments = [10, 110, 210].map((x) => ({ x0: x, y0: 10, x1: x + 20, y1: 30 }));
    const packed = packSegments(img, { x0: 0, y0: 10, x1: 300, y1: 30 }, segments, 5, 4);
    expect(packed.width).toBe(3 * 20 + 2 * 5 + 8);
    expect(packed.height).toBe(20 + 8);
    const row = [...packed.data.subarray(10 * packed.width, 11 * packed.width)];
    expect(row.map((v) => (v === 0 ? '#' : '.')).join('')).toBe(`....${'#'.repeat(20)}.....${'#'.repeat(20)}.....${'#'.repeat(20)}....`);
  });

  it('combines several readings digit by digit', () => {
    expect(voteDigits(['148572052', '149572052', '149572052'])).toBe('149572052');
    // The length most readings agree on wins; a tie at a place goes to the first reading.
    expect(voteDigits(['6559735209', '655973529', '655973529'])).toBe('655973529');
    expect(voteDigits(['452176329', '452176328'])).toBe('452176329');
    expect(voteDigits([])).toBeUndefined();
  });
});

describe('a code beside a column rule, over what is left of the row rule', () => {
  it('reads the group of ink on its own rows only', async () => {
    const img = blank(400, 120);
    rect(img, 40, 30, 90, 60); // the code's glyphs, 30 px tall
    rect(img, 150, 38, 152, 74); // the column rule between code and amount, too short to clear
    for (let x = 30; x < 140; x += 6) rect(img, x, 75, x + 3, 77); // the bottom rule's remains
    const heights: number[] = [];
    const engine: OcrEngine = {
      name: 'fake',
      async recognize(image) {
        heights.push(image.height);
        return [{ text: heights.length >= 3 ? 'DD' : '', x0: 0, y0: 0, x1: image.width, y1: image.height, confidence: 85 }];
      },
      async close() {},
    };
    let code = '';
    const probe: RegionProbe = {
      key: 'box12', kind: 'text', rect: { x0: 0, y0: 0, x1: 400, y1: 120 }, mask: [], psm: 7, whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      accept(text) {
        code = text;
        return text === 'DD';
      },
    };
    await runSecondPass(img, 30, [probe], engine, new AbortController().signal);
    expect(code).toBe('DD');
    // The whole band (rule included) first, then the code's own group: its 30 rows, a pixel either
    // side and 12 px of white margin, without the remains 15 px below.
    expect(heights.slice(2)[0]).toBe(30 + 2 + 24);
  });
});

describe('a scanned prior-year 1040', () => {
  const ocr = (text: string, x0: number, y0: number, x1: number, conf = 0.96): Token => ({ text, x0, y0, x1, y1: y0 + 24, conf, source: 'ocr' });
  /** A scanned 1040 page of these words. */
  const page = (tokens: Token[]) => buildLayout(tokens, 2400, 3000, 'ocr');

  it('tells a line whose number OCR garbled by its description', () => {
    const layout = page([
      ocr('©', 324, 2582, 342, 0.21),
      ocr('Add lines 12, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your', 402, 2582, 1197, 0.48),
      ocr('ag', 1824, 2582, 1986, 0),
      ocr('161,226.21', 2154, 2580, 2316),
      ocr('Subtract line 10 from line 9. This is your adjusted gross income', 340, 2682, 1362, 0.74),
      ocr('ll', 1960, 2683, 1991, 0.3),
      ocr('161,226.21', 2154, 2681, 2316),
    ]);
    const { fields } = parse1040Page(layout);
    expect(fields.line9_total_income?.value).toBe('161226.21');
    expect(fields.line11_agi?.value).toBe('161226.21');
  });

  it('gives an amount to the line its description names when the line number beside it was read unsurely as another', () => {
    const layout = page([
      ocr('3a Qualified dividends', 324, 1500, 700, 0.9),
      ocr('3b', 1858, 1500, 1900, 0.3),
      ocr('783.96', 2189, 1500, 2316),
      ocr('7 Capital gain or (loss). Attach Schedule D if required.', 324, 2482, 1571, 0.77),
      ocr('I 5', 1858, 2468, 1959, 0.03),
      ocr('4,092.90', 2189, 2481, 2316, 0.97),
      ocr('15 Subtract line 14 from line 11. If zero or', 307, 2880, 972, 0.56),
      ocr('15', 1960, 2883, 1995, 0.95),
      ocr('151,492.31', 2154, 2880, 2316),
    ]);
    const { fields } = parse1040Page(layout);
    expect(fields.line7_capital_gain?.value).toBe('4092.90');
    expect(fields.line15_taxable_income?.value).toBe('151492.31');
    // A row of two lines ("3a …" then "3b" beside the amount) keeps its second line's number.
    expect(fields.line3b_ordinary_dividends?.value).toBe('783.96');
  });

  it('keeps a dependents row whose combed SSN read as ten digits, and asks the second pass for the SSN cell', () => {
    const layout = page([
      ocr('Dependents (see instructions):', 74, 1382, 571),
      ocr('(2) Social security', 1097, 1391, 1327),
      ocr('(3) Relationship', 1427, 1391, 1628),
      ocr('(4) Check the box if qualifies for (see instructions):', 1670, 1380, 2317),
      ocr('(1) First name', 321, 1430, 499),
      ocr('Olga Haddad', 317, 1480, 511),
      ocr('545-22-8786', 1045, 1480, 1300),
      ocr('Daughter', 1403, 1480, 1536),
      ocr('Chen Haddad', 318, 1529, 520, 0.53),
      ocr('3896191755iSon', 1044, 1529, 1458, 0.58),
    ]);
    const parsed = parse1040Page(layout);
    expect(parsed.fields.dependents?.value).toEqual([
      { name: 'Olga Haddad', ssn: '545-22-8786', relationship: 'Daughter' },
      { name: 'Chen Haddad', relationship: 'Son' },
    ]);
    const probe = parsed.missing.find((m) => m.key === 'dependents.ssn');
    expect(probe).toMatchObject({ kind: 'text', comb: true, whitelist: TIN_CHARS });
    expect(probe?.rect.x1).toBeLessThan(1427);
    expect(probe?.accept('3896191755', 0.8)).toBe(false);
    expect(probe?.accept('389619175', 0.8)).toBe(true);
    expect(parsed.fields.dependents?.value).toContainEqual({ name: 'Chen Haddad', ssn: '389-61-9175', relationship: 'Son' });
  });
});

describe('a date the page read as letters', () => {
  it('asks the second pass for the cell and takes only a date from it', () => {
    const ocr = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.96): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
    const words = (text: string, x0: number, y0: number) => text.split(' ').map((w, i) => ocr(w, x0 + i * 130, y0, x0 + i * 130 + 120, y0 + 22));
    const layout = buildLayout(
      [
        ...words('Form 1098 Mortgage Interest Statement', 1500, 150),
        ...words('1 Mortgage interest received', 1080, 300),
        ...words('2 Outstanding mortgage principal', 1080, 499),
        ...words('3 Mortgage origination date', 1500, 499),
        ocr('chiki', 1611, 563, 1775, 587, 0.32),
        ...words('4 Refund of overpaid interest', 1080, 624),
        ...words('5 Mortgage insurance premiums', 1500, 624),
      ],
      2300,
      1000,
      'ocr',
    );
    const parsed = parseInfoReturnPage('1098', layout);
    expect(parsed.fields.box3_origination_date).toBeUndefined();
    const probe = parsed.missing.find((m) => m.key === 'box3_origination_date');
    expect(probe).toMatchObject({ kind: 'text', psm: 7, whitelist: DATE_CHARS });
    expect(probe?.rect.y0).toBeGreaterThan(499);
    expect(probe?.accept('28/28/2020', 0.8)).toBe(false);
    expect(probe?.accept('01/28/ 2020', 0.8)).toBe(true);
    expect(parsed.fields.box3_origination_date).toEqual({ value: '2020-01-28', conf: 0.8 });
  });
});

describe('checkboxes of a flattened PDF, from what the page draws', () => {
  const probe = (rect: { x0: number; y0: number; x1: number; y1: number }, found: string[], key: string): RegionProbe => ({
    key, kind: 'checkbox', rect, mask: [],
    accept() {
      found.push(key);
      return true;
    },
  });
  const square = (x: number, y: number) => ({ kind: 'path' as const, x0: x, y0: y, x1: x + 10, y1: y + 10 });

  it('finds the tick inside a square and nothing in an empty one', () => {
    const found: string[] = [];
    const marks = [square(100, 100), square(140, 100), { kind: 'path' as const, x0: 142, y0: 102, x1: 148, y1: 108 }];
    const n = judgeCheckboxesByMarks([probe({ x0: 90, y0: 90, x1: 125, y1: 120 }, found, 'a'), probe({ x0: 130, y0: 90, x1: 165, y1: 120 }, found, 'b')], marks, 7);
    expect(n).toBe(1);
    expect(found).toEqual(['b']);
  });

  it('takes a glyph (a ✓ drawn as text) as a tick, and a square drawn twice as no tick', () => {
    const found: string[] = [];
    const marks = [square(100, 100), square(100, 100), square(140, 100), { kind: 'text' as const, x0: 142, y0: 101, x1: 148, y1: 109 }];
    expect(judgeCheckboxesByMarks([probe({ x0: 90, y0: 90, x1: 165, y1: 120 }, found, 'both')], marks, 7)).toBe(1);
    const alone: string[] = [];
    expect(judgeCheckboxesByMarks([probe({ x0: 90, y0: 90, x1: 125, y1: 120 }, alone, 'first')], marks, 7)).toBe(0);
    expect(alone).toEqual([]);
  });

  it('leaves the decision to rendering when no square is drawn in the region', () => {
    expect(judgeCheckboxesByMarks([probe({ x0: 0, y0: 0, x1: 50, y1: 50 }, [], 'a')], [square(100, 100)], 7)).toBeUndefined();
  });
});

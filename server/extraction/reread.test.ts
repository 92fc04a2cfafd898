import { describe, expect, it } from 'vitest';
import { clearRulesInCrop, removeDashedRules } from '../integrations/ocr/preprocess';
import { mapLimit, type GrayImage, type OcrEngine } from '../integrations/ocr/types';
import { buildLayout, type Token } from './layout';
import { doubtfulPhrases, missedLineInk, readMissedLines, rereadDoubtful, widenToInk } from './reread';

function blank(width: number, height: number): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(255) };
}
function rect(img: GrayImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y += 1) img.data.fill(0, y * img.width + x0, y * img.width + x1);
}
/** Draws `letters` glyph strokes `stroke` px wide and `gap` apart on rows y0..y1; returns where the last one ends. */
function strokes(img: GrayImage, x0: number, letters: number, y0: number, y1: number, stroke = 4, gap = 6): number {
  for (let i = 0; i < letters; i += 1) rect(img, x0 + i * (stroke + gap), y0, x0 + i * (stroke + gap) + stroke, y1);
  return x0 + letters * (stroke + gap) - gap;
}
const dark = (img: GrayImage, x: number, y: number) => (img.data[y * img.width + x] ?? 255) < 128;
const ocr = (text: string, x0: number, y0: number, x1: number, y1: number, conf: number): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });

describe('dashed rules', () => {
  it('erases a row of dashes, bent by a pixel or two, and keeps glyphs and solid rules', () => {
    const img = blank(800, 120);
    // A dashed rule: 10 px dashes, 6 px gaps, drifting down one pixel every 200 px.
    for (let x = 20; x < 780; x += 16) rect(img, x, 60 + Math.floor(x / 200), x + 10, 63 + Math.floor(x / 200));
    // A solid rule and a "digit" (a tall stroke) standing on the dashes.
    rect(img, 0, 100, 800, 103);
    rect(img, 300, 20, 306, 58);
    const out = removeDashedRules(img, 28, { threshold: 128 });
    expect(dark(out, 25, 60)).toBe(false);
    expect(dark(out, 700, 63)).toBe(false);
    expect(dark(out, 400, 101)).toBe(true);
    expect(dark(out, 302, 40)).toBe(true);
  });

  it('leaves a row of words alone', () => {
    const img = blank(800, 80);
    // Letters: strokes taller than a dash, spaced like text.
    for (let x = 20; x < 780; x += 14) rect(img, x, 20, x + 4, 44);
    const out = removeDashedRules(img, 28, { threshold: 128 });
    expect(out.data).toEqual(img.data);
  });
});

describe('bounded concurrency', () => {
  it('runs at most `limit` calls at once and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 3, 2], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 5));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20]);
    expect(peak).toBe(2);
  });
});

describe('re-reading doubtful words', () => {
  const tokens = [
    ocr('16', 10, 10, 40, 40, 0.95),
    ocr('State', 50, 10, 140, 40, 0.95),
    ocr('wages', 150, 10, 250, 40, 0.95),
    ocr('3200.36', 300, 60, 480, 90, 0.23),
    ocr('9631.20', 300, 110, 480, 140, 0.96),
    ocr('snon', 600, 60, 700, 90, 0.05),
    ocr('19', 10, 160, 40, 190, 0.5),
    ocr('Local', 50, 160, 140, 190, 0.5),
    ocr('income', 150, 160, 260, 190, 0.5),
  ];
  const layout = buildLayout(tokens, 800, 220, 'ocr');

  it('picks unsure amounts and noise, never labels or sure values', () => {
    expect(doubtfulPhrases(layout.phrases, layout.unit, 800).map((p) => p.text).sort()).toEqual(['3200.36', 'snon']);
  });

  it('reads a word below 0.4 again ("D eave" for a clean "Denver"), not one above', () => {
    const page = buildLayout([ocr('D eave', 79, 576, 183, 599, 0.33), ocr('b Evel', 79, 676, 183, 699, 0.39), ocr('Tom', 79, 776, 141, 799, 0.41)], 2400, 900, 'ocr');
    expect(doubtfulPhrases(page.phrases, page.unit, 2400).map((p) => p.text)).toEqual(['D eave', 'b Evel']);
  });

  it('reads two overlapping readings of the same ink again as one, unless both are sure or one is a label', () => {
    const page = buildLayout(
      [
        // "Austin" squeezed against a border: read as "at" over "ustin".
        ocr('at', 77, 575, 148, 599, 0.52),
        ocr('ustin', 100, 578, 167, 599, 0.92),
        // A label's two lines overlapping, both sure.
        ocr('Section', 600, 575, 900, 599, 0.96),
        ocr('409A deferrals', 700, 576, 900, 600, 0.94),
        // A numbered label read unsurely over its second line.
        ocr('10 Gross proceeds', 1000, 575, 1380, 599, 0.3),
        ocr('paid to an', 1250, 575, 1390, 599, 0.92),
      ],
      1400,
      700,
      'ocr',
    );
    const picked = doubtfulPhrases(page.phrases, page.unit, 1400);
    expect(picked.map((p) => p.text)).toEqual(['at ustin']);
    expect(picked[0]).toMatchObject({ x0: 77, x1: 167, conf: 0.52 });
  });

  it('replaces a word only with a clearly surer reading, in page coordinates', async () => {
    const answers: Record<string, { text: string; confidence: number }> = {};
    let call = 0;
    const engine: OcrEngine = {
      name: 'fake',
      concurrency: 2,
      async recognize(image) {
        call += 1;
        // The first candidate (3200.36) is read again surely; the second (snon) no better.
        const a = call === 1 ? { text: '37160.56', confidence: 88 } : { text: 'snan', confidence: 10 };
        answers[String(call)] = a;
        return [{ ...a, x0: 12, y0: 12, x1: image.width - 12, y1: image.height - 12 }];
      },
      async close() {},
    };
    const { tokens: out, stats } = await rereadDoubtful(blank(800, 220), tokens, layout.phrases, layout.unit, engine, new AbortController().signal);
    expect(stats).toEqual({ candidates: 2, replaced: 1, handwritten: 0 });
    const texts = out.map((t) => t.text);
    expect(texts).toContain('37160.56');
    expect(texts).not.toContain('3200.36');
    expect(texts).toContain('snon');
    const fixed = out.find((t) => t.text === '37160.56')!;
    expect(fixed.x0).toBeGreaterThanOrEqual(290);
    expect(fixed.x0).toBeLessThanOrEqual(310);
    expect(fixed.y0).toBeGreaterThanOrEqual(50);
    expect(fixed.y1).toBeLessThanOrEqual(100);
  });
});

describe('a phrase the page read boxed short', () => {
  // Letters: 4 px strokes 20 px tall, 10 px apart; a word space of 8 px blank (unit 20).
  const word = (img: GrayImage, x0: number, letters: number) => strokes(img, x0, letters, 20, 40);

  it('widens over the rest of the line, stopping at a wide gap', () => {
    const img = blank(900, 60);
    const end1 = word(img, 100, 9); // "Pinecrest", read
    const end2 = word(img, end1 + 14, 7); // "Capital", missed
    word(img, end2 + 120, 5); // another cell's value, far away
    const out = widenToInk(img, { x0: 95, y0: 15, x1: end1 + 5, y1: 45 }, 20, 128);
    expect(out.x1).toBe(end2);
    expect(out.x0).toBe(95);
  });

  it('stops at a ruling line and at a word the page read surely', () => {
    const img = blank(900, 60);
    const end1 = word(img, 100, 5);
    rect(img, end1 + 8, 0, end1 + 11, 60); // the cell's border
    word(img, end1 + 20, 5);
    expect(widenToInk(img, { x0: 95, y0: 15, x1: end1 + 2, y1: 45 }, 20, 128).x1).toBe(end1 + 2);
    const img2 = blank(900, 60);
    const e1 = word(img2, 100, 5);
    const e2 = word(img2, e1 + 14, 5);
    const sure = { x0: e1 + 14, y0: 20, x1: e2, y1: 40 };
    expect(widenToInk(img2, { x0: 95, y0: 15, x1: e1 + 2, y1: 45 }, 20, 128, [sure]).x1).toBe(e1 + 2);
  });

  it('widens a phrase two lines tall past a word the page read surely on one of its lines', () => {
    // "BMS" read over "Blue River Bank" and "1432 Oak Street"; "ak" of "Oak" read surely.
    const img = blank(900, 100);
    const top = (x0: number, letters: number) => strokes(img, x0, letters, 20, 40);
    const bottom = (x0: number, letters: number) => strokes(img, x0, letters, 55, 75);
    const end1 = top(100, 15);
    bottom(100, 4);
    const oak = bottom(148, 3);
    bottom(oak + 14, 6);
    const sureAk = { x0: 168, y0: 55, x1: oak, y1: 75 };
    const tall = { x0: 95, y0: 14, x1: 146, y1: 81 };
    expect(widenToInk(img, tall, 20, 128, [sureAk]).x1).toBeGreaterThanOrEqual(end1);
    // On one line the same sure word still stops the widening.
    expect(widenToInk(img, { x0: 95, y0: 50, x1: 146, y1: 80 }, 20, 128, [sureAk]).x1).toBeLessThan(168);
    // A tall speck lying across a sure word of one line ("gi" across "89-9388232") stays as it is.
    const speck = { x0: 154, y0: 48, x1: 178, y1: 100 };
    expect(widenToInk(img, speck, 20, 128, [{ x0: 100, y0: 55, x1: 400, y1: 75 }])).toEqual(speck);
  });

  it('re-reads two lines read as one tall unsure word, and drops specks a quarter of a line high', () => {
    const page = buildLayout(
      [
        ocr('pe', 57, 204, 319, 266, 0.36),
        ocr('Corp', 331, 201, 401, 254, 0.97),
        ocr('Raleigh,', 58, 279, 175, 311, 0.96),
        ocr('NC', 189, 280, 233, 303, 0.97),
        ocr('27601', 246, 280, 335, 303, 0.97),
        ocr('1b', 1081, 249, 1113, 271, 0.89),
        ocr('7', 1192, 249, 1210, 252, 0.52),
        ocr('Qualified', 1130, 249, 1243, 272, 0.89),
        ocr('dividends', 1253, 249, 1380, 272, 0.89),
      ],
      1700,
      400,
      'ocr',
    );
    expect(page.phrases.map((p) => p.text)).toContain('1b Qualified dividends');
    expect(doubtfulPhrases(page.phrases, page.unit, 1700).map((p) => p.text)).toEqual(['pe Corp']);
  });

  it('re-reads a fairly sure word that is clearly two lines tall, and keeps a sure page word the crop cut', async () => {
    const page = [
      ocr('Harbor', 57, 188, 164, 249, 0.72),
      ocr('Media', 169, 187, 257, 249, 0.96),
      ocr('LLC', 330, 189, 387, 212, 0.93),
      ocr('Street', 240, 228, 305, 249, 0.95),
      ocr('Madison,', 58, 262, 188, 290, 0.95),
      ocr('WI', 200, 264, 238, 287, 0.9),
      ocr('53703', 252, 263, 341, 287, 0.96),
    ];
    const layout = buildLayout(page, 1700, 400, 'ocr');
    const picked = doubtfulPhrases(layout.phrases, layout.unit, 1700);
    expect(picked.map((p) => p.text)).toEqual(['Harbor Media']);
    const p = picked[0]!;
    // The engine reads the crop (its origin 12 px of padding left of and above the phrase's margin).
    const ox = Math.floor(p.x0 - layout.unit * 0.3) - 12;
    const oy = Math.floor(p.y0 - layout.unit * 0.25) - 12;
    const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, x0: x0 - ox, y0: y0 - oy, x1: x1 - ox, y1: y1 - oy, confidence: 93 });
    const engine: OcrEngine = {
      name: 'fake',
      async recognize() {
        return [word('Harbor', 57, 190, 150, 212), word('Media', 160, 190, 257, 212), word('2723', 57, 228, 120, 249), word('Oak', 130, 228, 180, 249), word('Stre', 238, 228, 264, 249)];
      },
      async close() {},
    };
    const { tokens: out } = await rereadDoubtful(blank(1700, 400), page, layout.phrases, layout.unit, engine, new AbortController().signal);
    const lines = buildLayout(out, 1700, 400, 'ocr').lines.map((l) => l.map((ph) => ph.text).join(' '));
    expect(lines[0]).toBe('Harbor Media LLC');
    expect(lines[1]).toBe('2723 Oak Street');
    expect(out.map((t) => t.text)).not.toContain('Stre');
  });
});

describe('a line printed larger than the page text', () => {
  // Unit 20; the line's letters are 34 px tall (stems longer than 1.3 units), 6 px apart.
  const bigWord = (img: GrayImage, x0: number, letters: number) => strokes(img, x0, letters, 13, 47, 6, 8);

  it('keeps stems longer than the page text inside a crop, and erases a rule that runs out of it', () => {
    const img = blank(300, 60);
    bigWord(img, 40, 5);
    rect(img, 250, 0, 253, 60); // a box's border crossing the crop
    const out = clearRulesInCrop(img, 20, 128, 60 * 0.8);
    expect(dark(out, 42, 30)).toBe(true);
    expect(dark(out, 251, 30)).toBe(false);
    // Held to the page's text height alone, the stems went with the rule.
    expect(dark(clearRulesInCrop(img, 20, 128), 42, 30)).toBe(false);
  });

  it('widens over the rest of a large line and replaces the part the page read with a fair reading of all of it', async () => {
    const img = blank(900, 80);
    const end1 = bigWord(img, 100, 9); // "Cmberland", missed
    const end2 = bigWord(img, end1 + 18, 8); // "Vly/Mddl", read as "ied"
    const page = [ocr('20', 60, 200, 80, 220, 0.95), ocr('Locality', 90, 200, 200, 220, 0.95), ocr('ied', end1 + 18, 10, end2, 50, 0.43)];
    const layout = buildLayout(page, 900, 240, 'ocr');
    expect(layout.unit).toBe(20);
    const widened = widenToInk(img, { x0: end1 + 12, y0: 4, x1: end2 + 6, y1: 56 }, 20, 128);
    expect(widened.x0).toBeLessThanOrEqual(100);
    const engine = (x0: number): OcrEngine => ({
      name: 'fake',
      async recognize(image) {
        return [
          { text: 'Cmberland', x0, y0: 12, x1: x0 + 120, y1: image.height - 12, confidence: 45 },
          { text: 'Vly/Mddl', x0: x0 + 140, y0: 12, x1: image.width - 12, y1: image.height - 12, confidence: 77 },
        ];
      },
      async close() {},
    });
    const signal = new AbortController().signal;
    const { tokens: out } = await rereadDoubtful(img, page, layout.phrases, layout.unit, engine(12), signal);
    expect(out.map((t) => t.text)).toEqual(['20', 'Locality', 'Cmberland', 'Vly/Mddl']);
    // The same fair reading of a tall word the page boxed whole (two lines, say) is not enough.
    const narrow = blank(900, 80);
    bigWord(narrow, end1 + 18, 8);
    const { stats } = await rereadDoubtful(narrow, page, layout.phrases, layout.unit, engine(12), signal);
    expect(stats.replaced).toBe(0);
  });
});

describe('W-2 state and local table on a scan', () => {
  // Header under the state rows (a vendor layout), local rows under their header, the form's
  // footer below a solid rule; the first local wages OCR garbled.
  const u = 30;
  const t = (text: string, x0: number, y0: number, conf = 0.95): Token => ocr(text, x0, y0, x0 + text.length * 16, y0 + u, conf);
  const tokens = [
    t('PA', 60, 140), t('87654321', 130, 140), t('37160.56', 700, 140), t('1135.65', 1100, 140),
    t('15', 60, 200), t('State', 100, 200), t('Employer', 200, 200), t('state', 350, 200), t('ID', 450, 200), t('number', 500, 200),
    t('16', 700, 200), t('State', 740, 200), t('wages', 840, 200),
    t('17', 1100, 200), t('State', 1140, 200), t('income', 1240, 200), t('tax', 1360, 200),
    t('18', 60, 260), t('Local', 100, 260), t('wages', 200, 260),
    t('19', 700, 260), t('Local', 740, 260), t('income', 840, 260), t('tax', 960, 260),
    t('20', 1100, 260), t('Locality', 1140, 260), t('name', 1290, 260),
    t('amensel', 60, 320, 0.05), t('51.00', 700, 320), t('Mddl', 1100, 320),
    t('Dept.', 1100, 390), t('2018', 700, 390),
  ];
  const layout = buildLayout(tokens, 1500, 500, 'ocr');
  layout.rules = { horizontal: [{ x0: 0, y0: 370, x1: 1500, y1: 373 }], vertical: [] };

  it('stops at the solid rule and asks the second pass for the garbled amount', async () => {
    const { parseW2Page } = await import('./parsers/w2');
    const parsed = parseW2Page(layout);
    expect(parsed.fields.states?.value).toEqual([
      { state: 'PA', employer_state_id: '87654321', state_wages: '37160.56', state_income_tax: '1135.65', local_income_tax: '51.00', locality_name: 'Mddl' },
    ]);
    const probe = parsed.missing.find((p) => p.key === 'table.local_wages');
    expect(probe?.whitelist).toBe('0123456789.,$');
    expect(probe!.rect.y0).toBeLessThan(320);
    expect(probe!.accept('amensel', 0.9)).toBe(false);
    expect(probe!.accept('37160.56', 0.9)).toBe(true);
    expect((parsed.fields.states?.value as Array<Record<string, unknown>>)[0]!.local_wages).toBe('37160.56');
  });

  it('looks in the cell of an amount column OCR read nothing in, and takes only an amount with cents there', async () => {
    const { parseW2Page } = await import('./parsers/w2');
    // Seed 13's W-2: "OH" and "620.51" lost, the ID and the wages read.
    const page = buildLayout(
      [
        t('15', 60, 100), t('State', 100, 100), t('Employer', 200, 100), t('state', 350, 100), t('ID', 450, 100), t('number', 500, 100),
        t('16', 700, 100), t('State', 740, 100), t('wages', 840, 100),
        t('17', 1100, 100), t('State', 1140, 100), t('income', 1240, 100), t('tax', 1360, 100),
        t('269-21559', 300, 160), t('31,025.51', 900, 160),
      ],
      1500,
      400,
      'ocr',
    );
    const parsed = parseW2Page(page);
    const probe = parsed.missing.find((p) => p.key === 'table.state_income_tax');
    expect(probe).toBeDefined();
    // The column's width on the row the other columns found.
    expect(probe!.rect.x0).toBeLessThan(1100);
    expect(probe!.rect.x1).toBeGreaterThan(1400);
    expect(probe!.rect.y0).toBeLessThan(160);
    expect(probe!.rect.y1).toBeGreaterThan(160 + u);
    expect(probe!.accept('11', 0.9)).toBe(false);
    expect(probe!.accept('620', 0.9)).toBe(false);
    expect(probe!.accept('620.51', 0.9)).toBe(true);
    expect((parsed.fields.states?.value as Array<Record<string, unknown>>)[0]).toMatchObject({ employer_state_id: '269-21559', state_wages: '31025.51', state_income_tax: '620.51' });
    // A digital page's empty cell is empty: no probe.
    const digital = buildLayout(page.phrases.map((p) => ({ text: p.text, x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1, conf: 1, source: 'text' as const })), 1500, 400, 'text');
    expect(parseW2Page(digital).missing.some((p) => p.key === 'table.state_income_tax')).toBe(false);
  });
});

describe('handwritten amounts', () => {
  it.each([
    ['$ /,000', '$ 1,000'],
    ['/50', '150'],
    ['$ 6/850', '$ 6,850'],
    ['1,400', '1,400'],
    ['12/31/2025', '12/31/2025'],
    ['Form 1099/MISC', 'Form 1099/MISC'],
  ])('%s reads as %s', async (input, expected) => {
    const { fixHandwrittenAmount } = await import('./parsers/common');
    expect(fixHandwrittenAmount(input)).toBe(expected);
  });
});

describe('a state code lost beside its ID', () => {
  const u = 30;
  const t = (text: string, x0: number, y0: number, conf = 0.95): Token => ocr(text, x0, y0, x0 + text.length * 16, y0 + u, conf);
  const layout = () =>
    buildLayout(
      [
        t('15', 60, 100), t('State', 100, 100), t('Employer', 200, 100), t('state', 350, 100), t('ID', 450, 100), t('number', 500, 100),
        t('16', 700, 100), t('State', 740, 100), t('wages', 840, 100),
        t('379-15603', 230, 150), t('107,241.41', 700, 150),
      ],
      1500,
      300,
      'ocr',
    );

  it.each([
    ['W|', 'WI'],
    ['OR|', 'OR'],
    ['|OR', 'OR'],
    ['Wl', 'WI'],
  ])('reads %s as %s', async (read, state) => {
    const { parseW2Page } = await import('./parsers/w2');
    const parsed = parseW2Page(layout());
    const probe = parsed.missing.find((p) => p.key === 'states.state')!;
    expect(probe.accept(read, 0.9)).toBe(true);
    expect((parsed.fields.states?.value as Array<Record<string, unknown>>)[0]).toMatchObject({ state, employer_state_id: '379-15603' });
  });

  it('refuses what is not a state', async () => {
    const { parseW2Page } = await import('./parsers/w2');
    const probe = parseW2Page(layout()).missing.find((p) => p.key === 'states.state')!;
    expect(probe.accept('W', 0.9)).toBe(false);
    expect(probe.accept('XQ', 0.9)).toBe(false);
  });
});

describe('a line the page read left out', () => {
  // Unit 20: glyphs 20 px tall, 10 px apart.
  const line = (img: GrayImage, x0: number, y0: number, letters: number) => strokes(img, x0, letters, y0, y0 + 20, 6, 6);
  const page = () => {
    const img = blank(1000, 300);
    line(img, 50, 40, 16); // "Harbor Media LLC": no word from the page read
    line(img, 50, 80, 15); // "2762 Cedar Lane": read
    line(img, 600, 200, 2); // "OH": two glyphs, not a line
    rect(img, 0, 150, 1000, 153); // a rule
    return img;
  };
  const read = [ocr('2762', 50, 80, 110, 100, 0.97), ocr('Cedar', 120, 80, 200, 100, 0.97), ocr('Lane', 210, 80, 280, 100, 0.97)];

  it('reads a row of glyphs no page word covers, and adds its words in page coordinates when tesseract is sure', async () => {
    const crops: Array<{ width: number; height: number }> = [];
    const engine = (confidence: number): OcrEngine => ({
      name: 'fake',
      async recognize(image) {
        crops.push({ width: image.width, height: image.height });
        return [
          { text: 'Harbor', x0: 12 + 8, y0: 12 + 6, x1: 12 + 80, y1: 12 + 26, confidence },
          { text: 'Media', x0: 12 + 90, y0: 12 + 6, x1: 12 + 150, y1: 12 + 26, confidence },
        ];
      },
      async close() {},
    });
    const added = await readMissedLines(page(), read, 20, engine(95), new AbortController().signal);
    expect(crops).toHaveLength(1);
    expect(added.map((t) => t.text)).toEqual(['Harbor', 'Media']);
    expect(added[0]!.x0).toBeGreaterThanOrEqual(45);
    expect(added[0]!.x0).toBeLessThanOrEqual(55);
    expect(added[0]!.y0).toBeGreaterThanOrEqual(35);
    expect(added[0]!.y1).toBeLessThanOrEqual(65);
    expect(await readMissedLines(page(), read, 20, engine(60), new AbortController().signal)).toEqual([]);
  });

  // ADR 130: the page's loose glyphs are found before its words are known (while the re-reads run); the words then pick the uncovered ones.
  it('finds the glyphs before the words are known, and reads the same rows with them', async () => {
    const img = page();
    const ink = missedLineInk(img, 20, 170);
    expect(ink.glyphs.length).toBeGreaterThanOrEqual(16 + 15 + 2);
    const crops: number[] = [];
    const engine: OcrEngine = {
      name: 'fake',
      async recognize(image) {
        crops.push(image.width);
        return [{ text: 'Harbor', x0: 20, y0: 18, x1: 92, y1: 38, confidence: 95 }];
      },
      async close() {},
    };
    const withInk = await readMissedLines(img, read, 20, engine, new AbortController().signal, 170, ink);
    const without = await readMissedLines(img, read, 20, engine, new AbortController().signal, 170);
    expect(withInk).toEqual(without);
    expect(crops).toHaveLength(2);
    expect(crops[0]).toBe(crops[1]);
  });
});

describe('an amount read without its decimal point', () => {
  const amounts = [ocr('14,411.59', 600, 20, 760, 44, 0.96), ocr('163.26', 600, 80, 700, 104, 0.97), ocr('80.28', 600, 140, 690, 164, 0.97)];
  const lost = ocr('47755|', 600, 200, 700, 224, 0.82);

  it('is read again on a page whose amounts carry cents, and the surer reading with the point replaces it', async () => {
    const layout = buildLayout([...amounts, lost], 1000, 300, 'ocr');
    expect(doubtfulPhrases(layout.phrases, layout.unit, 1000).map((p) => p.text)).toEqual(['47755|']);
    const alone = buildLayout([amounts[0]!, lost], 1000, 300, 'ocr');
    expect(doubtfulPhrases(alone.phrases, alone.unit, 1000)).toEqual([]);
    const engine = (text: string): OcrEngine => ({
      name: 'fake',
      async recognize(image) {
        return [{ text, x0: 12, y0: 12, x1: image.width - 12, y1: image.height - 12, confidence: 96 }];
      },
      async close() {},
    });
    const signal = new AbortController().signal;
    const fixed = await rereadDoubtful(blank(1000, 300), [...amounts, lost], layout.phrases, layout.unit, engine('477.55'), signal);
    expect(fixed.tokens.map((t) => t.text)).toContain('477.55');
    // Other digits are a different reading: it must be clearly surer (0.15 above the page's).
    const other = await rereadDoubtful(blank(1000, 300), [...amounts, lost], layout.phrases, layout.unit, engine('477.56'), signal);
    expect(other.tokens.map((t) => t.text)).toContain('47755|');
  });
});

describe('words over blank paper', () => {
  it('leaves out an unsure word with no ink in its box, and keeps unsure words over ink and sure ones', async () => {
    const { ocrPage } = await import('./pages');
    const img = blank(900, 200);
    // A scan's grain, lighter than ink, to the right of the number.
    for (let x = 300; x < 800; x += 7) img.data[100 * img.width + x] = 225;
    const end = strokes(img, 60, 10, 90, 112);
    const engine: OcrEngine = {
      name: 'fake',
      async recognize(_image, request) {
        if (request?.psm !== 3) return [];
        return [
          { text: '7013-98008', x0: 58, y0: 88, x1: end + 2, y1: 114, confidence: 11 },
          { text: '02', x0: end + 6, y0: 84, x1: end + 30, y1: 120, confidence: 11 },
          { text: 'eR', x0: 400, y0: 84, x1: 440, y1: 120, confidence: 5 },
          { text: 'Sha', x0: 500, y0: 84, x1: 540, y1: 120, confidence: 33 },
          { text: 'Sure', x0: 760, y0: 88, x1: 820, y1: 114, confidence: 95 },
        ];
      },
      async close() {},
    };
    const layout = await ocrPage(img, engine, new AbortController().signal);
    expect(layout.phrases.map((p) => p.text)).toEqual(['7013-98008', 'Sure']);
  });
});

describe('a tall unsure phrase under a label', () => {
  it('is read again with the label line over it painted out', async () => {
    const img = blank(600, 140);
    strokes(img, 12, 38, 22, 46); // "City, town, or post office", read surely
    strokes(img, 12, 10, 60, 84); // "Denver", read as a tall "Berni"
    const label = ocr('City, town, or post office', 10, 20, 390, 48, 0.95);
    const value = ocr('Berni', 10, 40, 110, 95, 0.34);
    const firstInk: number[] = [];
    const engine: OcrEngine = {
      name: 'fake',
      async recognize(image) {
        let top = 0;
        while (top < image.height && !image.data.subarray(top * image.width, (top + 1) * image.width).some((v) => v < 128)) top += 1;
        firstInk.push(top);
        // The label's lower half in the crop reads as noise; the value alone reads well.
        return top > 20 ? [{ text: 'Denver', x0: 12, y0: top, x1: 120, y1: top + 24, confidence: 96 }] : [{ text: 'oe', x0: 0, y0: 0, x1: 40, y1: 20, confidence: 20 }];
      },
      async close() {},
    };
    const layout = buildLayout([label, value], 600, 140, 'ocr');
    const { tokens } = await rereadDoubtful(img, [label, value], layout.phrases, 24, engine, new AbortController().signal, 128);
    expect(tokens.map((t) => t.text)).toEqual(['City, town, or post office', 'Denver']);
    expect(firstInk.every((top) => top > 20)).toBe(true);
  });
});

describe('a lone glyph read over a word or two lines', () => {
  it('is read again when its box is several glyphs wide, and left alone when glyph-sized', () => {
    const layout = buildLayout(
      [ocr('a', 57, 187, 257, 250, 0.38), ocr('LLC', 400, 189, 457, 212, 0.78), ocr('x', 600, 190, 612, 212, 0.3), ocr('a', 715, 300, 901, 324, 0.26)],
      1200,
      400,
      'ocr',
    );
    expect(doubtfulPhrases(layout.phrases, 22, 1200).map((p) => `${p.text}@${p.x0}`)).toEqual(['a@57', 'a@715']);
  });
});

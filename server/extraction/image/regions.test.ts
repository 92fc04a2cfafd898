import { afterAll, describe, expect, it } from 'vitest';
import { W2_2025 } from '#shared/forms/w2-2025';
import { F1098_2025 } from '#shared/forms/1098-2025';
import { F1099_INT_2024 } from '#shared/forms/1099-int-2024';
import { F1099_R_2025 } from '#shared/forms/1099-r-2025';
import { createExtractor } from '../index';
import { encodeImage } from '../../integrations/ocr/image';
import { degrade, fillOfficialForm, renderFirstPage } from '../../../bench/extract/generate';
import { createTesseractJsEngine } from '../../integrations/ocr/tesseract-js';
import { inkCount } from '../../integrations/ocr/preprocess';
import type { GrayImage } from '../../integrations/ocr/types';
import { prepareForOcr, ocrPage } from '../pages';
import { geometryOf, wordsOf } from '../template';
import { agreesWithPage, confirmLabelsReadAgain, boxRegion, charsetOf, emptyFields, readPageByRegions, readRegions, oneDrawnAsLetter, lettersOfOnes, readsAsKind, rectToPixels, removeRuleDebris, REGION, spelling, wordLines } from './regions';

const blank = (width: number, height: number): GrayImage => ({ width, height, data: new Uint8Array(width * height).fill(255) });
const fill = (img: GrayImage, x0: number, y0: number, x1: number, y1: number) => {
  for (let y = y0; y < y1; y += 1) img.data.fill(0, y * img.width + x0, y * img.width + x1);
};

describe('box regions on the template', () => {
  it('a box\'s region lies inside its printed cell, below its label', () => {
    const g = geometryOf(W2_2025);
    const box = W2_2025.boxes.find((b) => b.field === 'box1_wages')!;
    const { rect, mask } = boxRegion({ def: W2_2025 }, box)!;
    const cell = g.widgets.f2_09!.cell;
    expect(rect[0]).toBeGreaterThanOrEqual(cell[0] + REGION.inset);
    expect(rect[2]).toBeLessThanOrEqual(cell[2] - REGION.inset);
    expect(rect[3]).toBeLessThanOrEqual(cell[3] - REGION.inset);
    // The label "1 Wages, tips, other compensation" is above the region's top and painted out.
    const label = g.text.find(([t, x0, y0]) => /Wages, tips/.test(t) && x0 >= cell[0] && y0 >= cell[1])!;
    expect(rect[1]).toBeGreaterThanOrEqual(label[4] - 0.01);
    expect(mask.some((m) => m[0] <= label[1] && m[2] >= label[3])).toBe(true);
  });

  it('where a cell holds several boxes (the W-2 name-and-address cell), a box\'s region is its own widget\'s line', () => {
    const g = geometryOf(W2_2025);
    const first = boxRegion({ def: W2_2025 }, W2_2025.boxes.find((b) => b.widget === 'f2_05')!)!;
    const w = g.widgets.f2_05!.widget;
    expect(first.rect[1]).toBeGreaterThanOrEqual(w[1] - 2.01);
    expect(first.rect[3]).toBeLessThanOrEqual(w[3] + 2.01);
    expect(first.rect[2]).toBeLessThanOrEqual(w[2] + 1.01);
  });

  it('a template rectangle maps to the pixels around its mapped corners', () => {
    const turned = { toPixel: (x: number, y: number): [number, number] => [x * 2 - y * 0.1, y * 2 + x * 0.1] };
    expect(rectToPixels(turned, [10, 20, 30, 40])).toEqual({ x0: 16, y0: 41, x1: 58, y1: 83 });
  });
});

describe('cleaning and judging a region', () => {
  it('paints out the flat remains of a rule and a short piece of a vertical rule at the side, and keeps glyphs, points and hyphens', () => {
    const unit = 30;
    const img = blank(400, 60);
    fill(img, 0, 50, 60, 53); // a rule's remains: flat and wide
    fill(img, 1, 10, 3, 40); // a short piece of a vertical rule at the side
    fill(img, 100, 10, 106, 40); // a "1"
    fill(img, 120, 36, 125, 41); // a point
    fill(img, 140, 24, 150, 27); // a hyphen
    const out = removeRuleDebris(img, unit, 128);
    const all = (x0: number, y0: number, x1: number, y1: number) => inkCount(out, { x0, y0, x1, y1 }, 128);
    expect(all(0, 50, 60, 53)).toBe(0);
    expect(all(1, 10, 3, 40)).toBe(0);
    expect(all(100, 10, 106, 40)).toBe(6 * 30);
    expect(all(120, 36, 125, 41)).toBe(25);
    expect(all(140, 24, 150, 27)).toBe(30);
  });

  it('reads each kind with its own characters', () => {
    expect(charsetOf('money')).toBe('0123456789.,$');
    expect(charsetOf('ssn')).toBe('0123456789-');
    expect(charsetOf('state')).toMatch(/^[A-Z]+$/);
    expect(charsetOf('text')).toBeUndefined();
  });

  it('a reading counts for its box only in the shape of its kind', () => {
    expect(readsAsKind('money', ['12,345.67'], undefined)).toBe(true);
    expect(readsAsKind('money', ['1234567'], undefined)).toBe(false);
    expect(readsAsKind('ssn', ['437-148-6289'], undefined)).toBe(false);
    expect(readsAsKind('state', ['TX'], undefined)).toBe(true);
    expect(readsAsKind('state', ['TA'], undefined)).toBe(false);
  });

  it('a rule read as text ("|", "— -") is not part of a value', () => {
    const word = (text: string, x0: number, y0 = 0) => ({ text, x0, y0, x1: x0 + 20, y1: y0 + 10, confidence: 90 });
    expect(wordLines([word('|', 0), word('3095', 30), word('Maple', 60), word('Ave', 90), word('—', 120, 20), word('-', 150, 20)]).map((l) => l.text)).toEqual(['3095 Maple Ave']);
  });

  it('readings cleaned as the page reader cleans them: "Bivd" is "Blvd", a "PHONE NO." line is the number', async () => {
    const { cleanLine } = await import('./regions');
    expect(cleanLine('4645 Park Bivd')).toBe('4645 Park Blvd');
    expect(cleanLine('PHONE NO 1-206-123-4567')).toBe('1-206-123-4567');
    expect(cleanLine('Phone 800 555 1212')).toBe('800 555 1212');
  });

  it('fields none of whose boxes holds ink (a party box empties its name, address and phone)', () => {
    const payer = F1098_2025.boxes.find((b) => b.kind === 'party')!;
    const out = emptyFields({ def: F1098_2025 }, new Set([payer.widget, 'c2_3']));
    expect(out.has('payer_name')).toBe(true);
    expect(out.has('payer_address')).toBe(true);
    expect(out.has('box7_property_address_same')).toBe(true);
    expect(out.has('box1_mortgage_interest')).toBe(false);
  });
});

describe('which boxes are read', () => {
  /** A blank W-2 page at 300 dpi with ink painted in box 1's value area, and an OCR engine that counts its calls. */
  function setup() {
    const k = 300 / 72;
    const g = geometryOf(W2_2025);
    const image = blank(Math.round(612 * k), Math.round(300 * k));
    const w = g.widgets.f2_09!.widget;
    // Six glyph-sized marks where a value is printed.
    for (let i = 0; i < 6; i += 1) fill(image, Math.round((w[0] + 20) * k) + i * 20, Math.round((w[1] + 2) * k), Math.round((w[0] + 20) * k) + i * 20 + 12, Math.round((w[1] + 2) * k) + 28);
    const reg = { def: W2_2025, transform: { a: 1, b: 0, tx: 0, ty: 0 }, inliers: 50, score: 1, layout: 1, toPixel: (x: number, y: number): [number, number] => [x * k, y * k], confirmed: new Set(W2_2025.boxes.map((b) => b.widget)) };
    const calls: number[] = [];
    const engine = {
      name: 'fake',
      recognize: async () => {
        calls.push(1);
        return [{ text: '1,234.56', x0: 10, y0: 10, x1: 90, y1: 40, confidence: 93 }];
      },
      close: async () => undefined,
    };
    return { reg, image, engine, calls, unit: 7 * k };
  }

  it('a box with ink is read with its kind\'s characters; boxes without ink are found empty and not read', async () => {
    const { reg, image, engine, calls, unit } = setup();
    const out = await readRegions(reg, image, unit, 128, engine, new AbortController().signal);
    expect(out.fields.box1_wages).toEqual({ value: '1234.56', conf: 0.93 });
    expect(calls.length).toBe(1);
    expect(out.empty.has('f2_10')).toBe(true);
    expect(out.standalone).toBe(true);
  });

  it('a box the page reading is sure of is only checked for ink, not read again', async () => {
    const { reg, image, engine, calls, unit } = setup();
    const out = await readRegions(reg, image, unit, 128, engine, new AbortController().signal, new Set(['box1_wages']));
    expect(calls.length).toBe(0);
    expect(out.fields.box1_wages).toBeUndefined();
    expect(out.empty.has('f2_09')).toBe(false);
  });

  it('a box whose label was not confirmed in place is not read at all', async () => {
    const { reg, image, engine, calls, unit } = setup();
    reg.confirmed.delete('f2_09');
    const out = await readRegions(reg, image, unit, 128, engine, new AbortController().signal);
    expect(calls.length).toBe(0);
    expect(out.fields.box1_wages).toBeUndefined();
  });

  it('a box whose region reading the page\'s own OCR words in that region spell alike is "agreed"; other words are not', async () => {
    const { reg, image, engine, unit } = setup();
    const k = 300 / 72;
    const w = geometryOf(W2_2025).widgets.f2_09!.widget;
    const phrase = (text: string) => [{ text, x0: (w[0] + 20) * k, y0: (w[1] + 2) * k, x1: (w[0] + 80) * k, y1: (w[1] + 9) * k }];
    const same = await readRegions(reg, image, unit, 128, engine, new AbortController().signal, new Set(), phrase('$1,234.56|'));
    expect(same.agreed.box1_wages?.value).toBe('1234.56');
    const other = await readRegions(reg, image, unit, 128, engine, new AbortController().signal, new Set(), phrase('1,284.56'));
    expect(other.agreed.box1_wages).toBeUndefined();
    expect(other.fields.box1_wages?.value).toBe('1234.56');
  });

  it('box 13\'s squares: a crossed one is ticked, an empty one found empty, one with a faint mark left out as uncertain (ADR 121)', async () => {
    const { reg, image, engine, unit } = setup();
    const k = 300 / 72;
    const px = (name: string) => geometryOf(W2_2025).widgets[name]!.widget.map((v) => Math.round(v * k)) as [number, number, number, number];
    for (const name of ['c2_2', 'c2_3', 'c2_4']) {
      const [x0, y0, x1, y1] = px(name);
      fill(image, x0, y0, x1, y0 + 2); fill(image, x0, y1 - 2, x1, y1); fill(image, x0, y0, x0 + 2, y1); fill(image, x1 - 2, y0, x1, y1);
    }
    // Statutory employee: an "X" across the square.
    const [sx0, sy0, sx1] = px('c2_2');
    for (let i = 4; i < sx1 - sx0 - 4; i += 1) { fill(image, sx0 + i, sy0 + i, sx0 + i + 3, sy0 + i + 1); fill(image, sx1 - i - 3, sy0 + i, sx1 - i, sy0 + i + 1); }
    // Third-party sick pay: a small speck in the middle (a tenth of a tick's ink).
    const [tx0, ty0, tx1, ty1] = px('c2_4');
    const cx = Math.round((tx0 + tx1) / 2);
    const cy = Math.round((ty0 + ty1) / 2);
    fill(image, cx - 3, cy - 3, cx + 4, cy + 4);
    const out = await readRegions(reg, image, unit, 128, engine, new AbortController().signal, new Set(['box1_wages']));
    expect(out.fields.box13_statutory_employee).toEqual({ value: true, conf: 0.9 });
    expect(out.empty.has('c2_3')).toBe(true);
    expect(out.fields.box13_retirement_plan).toBeUndefined();
    expect(out.fields.box13_third_party_sick_pay).toBeUndefined();
    expect(out.empty.has('c2_4')).toBe(false);
    expect([...out.uncertainTicks]).toEqual(['box13_third_party_sick_pay']);
  });

  it('a form drawn small in its image (under 3 pixels a point) is not read standalone', async () => {
    const { reg, image, engine, unit } = setup();
    const small = { ...reg, toPixel: (x: number, y: number): [number, number] => [x * 2.4, y * 2.4] };
    const out = await readRegions(small, image, unit, 128, engine, new AbortController().signal);
    expect(out.standalone).toBe(false);
  });
});

describe('reading a scanned W-2 box by box (OCR)', () => {
  const engine = createTesseractJsEngine({ poolSize: 1 });
  afterAll(() => engine.close());

  it('registers a 170 dpi scan turned 2.4° and reads its amounts, SSN and EIN from their own regions', { timeout: 120_000 }, async () => {
    const form = await fillOfficialForm('w2', 9311, { flatten: true });
    const image = prepareForOcr(degrade(await renderFirstPage(form.bytes, 170), 9311, 2.4), 40_000_000);
    const signal = new AbortController().signal;
    const layout = await ocrPage(image, engine, signal);
    const read = await readPageByRegions('w2', { layout, image }, engine, signal);
    expect(read?.registration.def.id).toBe('w2-2025');
    const truth = form.firstPageFields;
    for (const name of ['employee_ssn', 'employer_ein', 'box1_wages', 'box2_federal_income_tax_withheld', 'box3_social_security_wages', 'box4_social_security_tax_withheld', 'box5_medicare_wages', 'box6_medicare_tax_withheld']) {
      expect(read!.fields[name]?.value, name).toBe(truth[name]);
    }
    // Nothing is read from a box the form leaves empty (box 8, allocated tips, is never filled by the generator).
    expect(read!.fields.box8_allocated_tips).toBeUndefined();
  });
});

describe('reading a scanned 1099-R\'s ticks (OCR, ADR 121)', () => {
  const engine = createTesseractJsEngine({ poolSize: 1 });
  afterAll(() => engine.close());

  it('a ticked box is read by the ink in its printed square; the unticked ones are found empty', { timeout: 120_000 }, async () => {
    let seed = 1;
    while (!(await fillOfficialForm('1099-r', seed, { flatten: true })).fields.box7_ira_sep_simple) seed += 1;
    const form = await fillOfficialForm('1099-r', seed, { flatten: true, drawnTicks: true });
    const image = prepareForOcr(degrade(await renderFirstPage(form.bytes, 180), seed, 1.6), 40_000_000);
    const signal = new AbortController().signal;
    const layout = await ocrPage(image, engine, signal);
    const read = await readPageByRegions('1099-r', { layout, image }, engine, signal);
    expect(read?.registration.def.id).toBe('1099-r-2025');
    expect(read!.fields.box7_ira_sep_simple).toEqual({ value: true, conf: 0.9 });
    // CORRECTED and FATCA are never ticked by the generator.
    expect(read!.empty.has('c2_1')).toBe(true);
    expect(read!.empty.has('c2_5')).toBe(true);
    expect(read!.fields.box12_fatca).toBeUndefined();
    expect(read!.fields.box2b_total_distribution?.value).toBe(form.fields.box2b_total_distribution);
  });
});

describe('an uncertain tick on a scanned 1099-R, end to end (ADR 121)', () => {
  const engine = createTesseractJsEngine({ poolSize: 1 });
  afterAll(() => engine.close());

  it('a faint mark in box 7\'s square (more ink than the empty squares, far less than a tick) leaves the field out, flagged', { timeout: 180_000 }, async () => {
    let seed = 1;
    while (!(await fillOfficialForm('1099-r', seed, { flatten: true })).fields.box7_ira_sep_simple) seed += 1;
    const form = await fillOfficialForm('1099-r', seed, { flatten: true, drawnTicks: true });
    const dpi = 200;
    const k = dpi / 72;
    const image = await renderFirstPage(form.bytes, dpi);
    // The tick rubbed out inside the printed square, a small mark left in its middle.
    const [wx0, wy0, wx1, wy1] = geometryOf(F1099_R_2025).widgets.c2_4!.widget.map((v) => Math.round(v * k)) as [number, number, number, number];
    for (let y = wy0 + 4; y < wy1 - 4; y += 1) image.data.fill(255, y * image.width + wx0 + 4, y * image.width + wx1 - 4);
    const cx = Math.round((wx0 + wx1) / 2);
    const cy = Math.round((wy0 + wy1) / 2);
    fill(image, cx - 2, cy - 2, cx + 2, cy + 2);
    const extractor = createExtractor({ ocrEngine: engine });
    const r = await extractor.extract({ bytes: encodeImage(image, 'png'), fileName: '1099-r.png' });
    await extractor.close();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.document_type).toBe('1099-r');
    expect(r.value.fields.box7_ira_sep_simple).toBeUndefined();
    expect(r.value.warnings).toContain('IRA/SEP/SIMPLE could not be read reliably and was left out; check it on the document.');
  });
});

describe('the page\'s words in a box against its region reading', () => {
  const at = (text: string, x0: number, y0 = 100) => ({ text, x0, y0, x1: x0 + text.length * 10, y1: y0 + 20 });
  const region = { x0: 0, y0: 90, x1: 200, y1: 130 };

  it('an amount agrees by its digits, whatever marks OCR put around them', () => {
    expect(agreesWithPage('money', ['761.00'], region, wordsOf([at('761.00(', 20)]))).toBe(true);
    expect(agreesWithPage('money', ['943.00'], region, wordsOf([at('043.00', 20)]))).toBe(false);
    // A word whose middle is outside the region (the next box) is not the box's.
    expect(agreesWithPage('money', ['731.00'], region, wordsOf([at('731.00', 20), at('U.S.', 190)]))).toBe(true);
  });

  it('text keeps its words apart, and a box read as several lines is not compared', () => {
    expect(spelling('text', 'Pascale  We ydert.')).toBe('PASCALE WE YDERT');
    expect(agreesWithPage('text', ['PASCALE WE YDERT'], region, wordsOf([at('PASCALE WEYDERT', 10)]))).toBe(false);
    expect(agreesWithPage('text', ['U.S.'], region, wordsOf([at('us', 20)]))).toBe(true);
    expect(agreesWithPage('party', ['CONTOSO BANK'], region, wordsOf([at('CONTOSO BANK', 10)]))).toBe(false);
    expect(agreesWithPage('money', ['1.00', '2.00'], region, wordsOf([at('1.00 2.00', 10)]))).toBe(false);
  });
});

describe('labels read again on a form drawn small', () => {
  const k = 2.4;
  const image = blank(Math.round(612 * k), Math.round(400 * k));
  const reg = (confirmed: string[]) => ({ def: F1099_INT_2024, transform: { a: 1, b: 0, tx: 0, ty: 0 }, inliers: 50, score: 1, layout: 0.8, toPixel: (x: number, y: number): [number, number] => [x * k, y * k], confirmed: new Set(confirmed) });
  const engineReading = (text: string) => ({
    name: 'fake',
    recognize: async () => text.split(' ').map((t, i) => ({ text: t, x0: i * 40, y0: 0, x1: i * 40 + 30, y1: 20, confidence: 60 })),
    close: async () => undefined,
  });
  const all = F1099_INT_2024.boxes.map((b) => b.widget).filter((w) => w !== 'f2_17');

  it('a box whose label, cut out and enlarged, starts with its own number is confirmed; another box\'s label there is not', async () => {
    const signal = new AbortController().signal;
    expect([...(await confirmLabelsReadAgain(reg(all), image, engineReading('9 Spected pals ste y bard rr'), signal))]).toEqual(['f2_17']);
    expect((await confirmLabelsReadAgain(reg(all), image, engineReading('10 Market discount'), signal)).size).toBe(0);
  });
});

describe('a 1 in a letters-and-digits identifier drawn as a letter', () => {
  /** A line of glyphs 14 px tall, 4 px apart: "2" a block, "1" a stem with its flag, "I" a bare bar, "i" a shorter stem with a dot. */
  const line = (glyphs: string): GrayImage => {
    const img = blank(12 + glyphs.length * 12, 30);
    glyphs.split('').forEach((g, i) => {
      const x = 6 + i * 12;
      if (g === '2') fill(img, x, 8, x + 7, 22);
      if (g === '1') {
        fill(img, x + 3, 8, x + 5, 22);
        fill(img, x, 8, x + 5, 11);
      }
      if (g === 'I') fill(img, x + 3, 8, x + 5, 22);
      if (g === 'i') {
        fill(img, x + 3, 12, x + 5, 22);
        fill(img, x + 3, 8, x + 5, 10);
      }
      // An i whose dot the scan lost: a stem of x-height, as wide as a 1's stem with its flag.
      if (g === 'j') fill(img, x + 1, 13, x + 5, 22);
      // An i drawn small: a slim stem of x-height, its dot a few gray pixels the threshold misses.
      if (g === 'f') {
        fill(img, x + 3, 13, x + 5, 22);
        for (let y = 9; y < 11; y += 1) img.data.fill(190, y * img.width + x + 3, y * img.width + x + 5);
      }
      // The same stem with nothing over it.
      if (g === 'k') fill(img, x + 3, 13, x + 5, 22);
      // Two digits touching: one glyph twice as wide.
      if (g === 'W') fill(img, x, 8, x + 17, 22);
    });
    return img;
  };

  it('a flagged 1 is a digit; a bare bar or a dotted stem read as 1 is a letter', () => {
    expect(oneDrawnAsLetter(line('1222'), 128, '1222')).toBe(false);
    expect(oneDrawnAsLetter(line('I222'), 128, '1222')).toBe(true);
    expect(oneDrawnAsLetter(line('i122'), 128, '1122')).toBe(true);
    // Nothing read as 1: nothing to judge.
    expect(oneDrawnAsLetter(line('I222'), 128, '7222')).toBe(false);
  });

  it('a stem shorter than the digits read as 1 is a letter; glyphs pair from the left up to two digits touching', () => {
    expect(oneDrawnAsLetter(line('j122W2'), 128, '1122222')).toBe(true);
    expect(oneDrawnAsLetter(line('1122W2'), 128, '1122222')).toBe(false);
  });

  it('a reading whose every 1 is a flagged 1 or a dotted stem is spelled with the stems as i', () => {
    expect(lettersOfOnes(line('i122'), 128, '1122')).toBe('i122');
    // A small render's dot, too faint for the threshold, over a slim stem of x-height.
    expect(oneDrawnAsLetter(line('f122'), 128, '1122')).toBe(true);
    expect(lettersOfOnes(line('f122'), 128, '1122')).toBe('i122');
    expect(lettersOfOnes(line('f1f2'), 128, '1112')).toBe('i1i2');
  });

  it('a bare bar (I or l), a stem with nothing over it, or a 1 left unpaired is not spelled', () => {
    expect(lettersOfOnes(line('I222'), 128, '1222')).toBeUndefined();
    expect(lettersOfOnes(line('k122'), 128, '1122')).toBeUndefined();
    expect(lettersOfOnes(line('1222'), 128, '1222')).toBeUndefined();
    expect(lettersOfOnes(line('i2W21'), 128, '122221')).toBeUndefined();
  });

  it('no judgement when the glyphs and the reading cannot be paired, or no other digit gives the height', () => {
    expect(oneDrawnAsLetter(line('I2222'), 128, '1222')).toBeUndefined();
    expect(oneDrawnAsLetter(line('I222'), 128, '12222')).toBeUndefined();
    expect(oneDrawnAsLetter(line('II'), 128, '11')).toBeUndefined();
  });
});

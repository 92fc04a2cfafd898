import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../integrations/ocr/types';
import { buildLayout, type Phrase, type Token } from '../layout';
import { parse1040Page } from '../parsers/f1040';
import { readFilingStatus, type StatusLabel } from './status';

/**
 * A page like the real 2023 1040-SR's filing-status rows (corpus-real azure-1040sr-2023-page1.png,
 * as OCR prepares it): 22-px boxes whose top and bottom strokes are gray and whose sides are paler,
 * each left of its label; the labels as OCR read them, the box's glyph sometimes read into the label.
 */
function page(ticked: number[], speck: number[] = []): { image: GrayImage; labels: StatusLabel[] } {
  const width = 1400;
  const height = 600;
  const data = new Uint8Array(width * height).fill(250);
  const set = (x: number, y: number, v: number) => {
    data[y * width + x] = v;
  };
  const boxes = [[199, 444], [337, 446], [976, 444], [199, 473], [562, 473]] as const;
  boxes.forEach(([x0, y0], i) => {
    for (let x = x0; x <= x0 + 21; x += 1) for (const y of [y0, y0 + 1, y0 + 20, y0 + 21]) set(x, y, 170);
    for (let y = y0; y <= y0 + 21; y += 1) for (const x of [x0, x0 + 1, x0 + 20, x0 + 21]) set(x, y, Math.min(data[y * width + x] ?? 250, 205));
    // A tick: a thick stroke down and up inside the box.
    if (ticked.includes(i)) for (let k = 0; k < 12; k += 1) for (let d = 0; d < 3; d += 1) set(x0 + 5 + k, y0 + 16 - Math.abs(k - 4) - d, 40);
    if (speck.includes(i)) for (let d = 0; d < 4; d += 1) for (let e = 0; e < 3; e += 1) set(x0 + 10 + d, y0 + 10 + e, 60);
  });
  const phrase = (text: string, x0: number, y0: number, x1: number, y1: number): Phrase => ({ text, x0, y0, x1, y1, conf: 0.9, source: 'ocr', words: text.toLowerCase().split(/\s+/), line: 0 });
  const labels: StatusLabel[] = [
    { status: 'single', phrase: phrase('Single', 231, 446, 303, 470), first: 'single' },
    { status: 'married_filing_jointly', phrase: phrase('[2] Married filing jointly (even if only one had income)', 337, 445, 943, 470), first: 'married' },
    { status: 'married_filing_separately', phrase: phrase('[J Married filing separately (MFS)', 976, 445, 1343, 470), first: 'married' },
    { status: 'head_of_household', phrase: phrase('Head of household (HOH)', 233, 468, 517, 499), first: 'head' },
    { status: 'qualifying_widow', phrase: phrase('[J Qualifying surviving spouse (QSS)', 563, 474, 990, 500), first: 'qualifying' },
  ];
  return { image: { width, height, data }, labels };
}

describe('the filing status read from the boxes beside its labels', () => {
  it('finds each label\'s box (also where OCR read the box into the label) and names the one ticked', () => {
    const { image, labels } = page([1]);
    const reading = readFilingStatus(image, labels, 21, 170, 5);
    expect(reading.boxes.map((b) => b.status)).toEqual(['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household', 'qualifying_widow']);
    expect(reading).toMatchObject({ value: 'married_filing_jointly', conf: 0.9 });
  });

  it('leaves the status absent when no box is ticked, or two are', () => {
    expect(readFilingStatus(page([]).image, page([]).labels, 21, 170, 5).value).toBeUndefined();
    const two = page([0, 3]);
    expect(readFilingStatus(two.image, two.labels, 21, 170, 5).value).toBeUndefined();
  });

  it('leaves it absent when another box holds more than a speck of ink (neither clearly empty nor ticked)', () => {
    const { image, labels } = page([3], [4]);
    expect(readFilingStatus(image, labels, 21, 170, 5).value).toBeUndefined();
  });

  it('is less sure when only some of the five boxes were seen', () => {
    const { image, labels } = page([3]);
    expect(readFilingStatus(image, labels.slice(2), 21, 170, 5)).toMatchObject({ value: 'head_of_household', conf: 0.85 });
  });
});

describe('a scanned 1040 page\'s filing status by its boxes', () => {
  const tokens = page([]).labels.map(({ phrase }): Token => ({ text: phrase.text, x0: phrase.x0, y0: phrase.y0, x1: phrase.x1, y1: phrase.y1, conf: 0.9, source: 'ocr' }));
  const layout = () => buildLayout([...tokens, { text: 'Filing', x0: 56, y0: 440, x1: 131, y1: 477, conf: 0.97, source: 'ocr' }], 1400, 600, 'ocr');
  const statusProbes = (missing: Array<{ key: string }>) => missing.filter((m) => m.key.startsWith('filing_status'));

  it('names the ticked box, and where all five boxes are seen their verdict stands (no probes)', () => {
    const ticked = parse1040Page(layout(), page([3]).image);
    expect(ticked.fields.filing_status).toEqual({ value: 'head_of_household', conf: 0.9 });
    const none = parse1040Page(layout(), page([]).image);
    expect(none.fields.filing_status).toBeUndefined();
    expect(statusProbes(none.missing)).toEqual([]);
    const two = parse1040Page(layout(), page([1, 2]).image);
    expect(two.fields.filing_status).toBeUndefined();
    expect(statusProbes(two.missing)).toEqual([]);
  });

  it('leaves the page to the ink probes when its boxes were not found', () => {
    const blank = { width: 1400, height: 600, data: new Uint8Array(1400 * 600).fill(250) };
    const parsed = parse1040Page(layout(), blank);
    expect(parsed.fields.filing_status).toBeUndefined();
    expect(statusProbes(parsed.missing).length).toBe(5);
  });
});

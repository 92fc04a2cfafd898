import { describe, expect, it } from 'vitest';
import { formWords, labelWordAtNameEdge, NAME_LABEL_EDGE_CONF, runChecks } from './checks';
import { buildLayout, joinOverlappingPieces, repeatedRun, type Token } from './layout';
import { textLines, withoutNeighbourLabel } from './parsers/common';
import { parseBoxFormPage } from './parsers/box-forms';

const tok = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.93): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });
const ocr = { ocr: true };

describe('two OCR pieces joined where their boxes overlap: the repeated ink is read once', () => {
  it('"3675" + "75" and "Lan" + "Lane", overlapping on the page, read "3675 Cedar Lane"', () => {
    // A second reading of the row, its boxes shifted right: its "75" overlaps the end of "3675", its "Lane" the "Lan".
    const layout = buildLayout(
      [tok('3675', 50, 200, 100, 220), tok('75', 88, 201, 112, 221), tok('Cedar', 118, 200, 180, 220), tok('Lan', 186, 200, 222, 220), tok('Lane', 204, 201, 252, 221)],
      612,
      800,
      'ocr',
    );
    expect(layout.lines.map((l) => l.map((p) => p.text).join(' | '))).toEqual(['3675 Cedar Lane']);
  });

  it('words side by side are not touched, however alike', () => {
    const layout = buildLayout([tok('75', 50, 200, 74, 220), tok('75', 82, 200, 106, 220), tok('Lan', 112, 200, 148, 220), tok('Lane', 154, 200, 202, 220)], 612, 800, 'ocr');
    expect(layout.lines[0]?.map((p) => p.text)).toEqual(['75 75 Lan Lane']);
  });

  it('overlapping words that repeat nothing stay two words', () => {
    expect(joinOverlappingPieces([tok('Cedar', 50, 200, 112, 220), tok('Lane', 106, 200, 150, 220)]).map((t) => t.text)).toEqual(['Cedar', 'Lane']);
  });

  it('the repeat is the end of one piece and the start of the next (two characters or more, or the whole next piece)', () => {
    expect(repeatedRun('3675', '75')).toBe(2);
    expect(repeatedRun('Lan', 'Lane')).toBe(3);
    expect(repeatedRun('5', '5')).toBe(1);
    expect(repeatedRun('Oak', 'k Street')).toBe(0);
    expect(repeatedRun('Cedar', 'Lane')).toBe(0);
  });
});

describe("a name's end that is a neighbouring box's label line is not the name", () => {
  // Seed 90413's 1098-T photo, as OCR read its top left: box 1's label "Payments received for / qualified tuition and
  // related / expenses" prints its last line on the row of the filer's name.
  const page = () => [
    tok("FILER'S name", 269, 290, 383, 304),
    tok('1 Payments received for', 910, 285, 1110, 304),
    tok('qualified tuition and related', 925, 305, 1150, 322),
    tok('Riverside Community College', 268, 321, 539, 340, 0.96),
    tok('expenses', 925, 328, 1003, 342, 0.96),
    tok('Street address', 271, 355, 388, 369),
    tok('28,271.61', 1069, 354, 1161, 370),
    tok('6947 Elm Road', 269, 387, 410, 403),
    tok('City/town', 272, 420, 348, 438),
    tok('ZIP/foreign code', 742, 410, 877, 441),
    tok('Columbus', 271, 452, 362, 467),
    tok('OH', 546, 452, 574, 466),
    tok('43215', 786, 451, 843, 466),
    tok('Telephone number.', 275, 488, 424, 504),
    tok('892-470-5428', 608, 486, 736, 502),
  ];

  it('the 1098-T filer\'s name is read without "expenses"', () => {
    const layout = buildLayout(page(), 1900, 1000, 'ocr');
    expect(parseBoxFormPage('1098-t', layout).fields.payer_name?.value).toBe('Riverside Community College');
  });

  it('a label word with no label line above or below it stays (it may be the name\'s own)', () => {
    const layout = buildLayout(page().filter((t) => t.text !== 'qualified tuition and related'), 1900, 1000, 'ocr');
    const line = textLines(layout.phrases.filter((p) => p.line === layout.phrases.find((q) => q.text === 'expenses')?.line))[0]!;
    expect(withoutNeighbourLabel(line, layout, formWords('1098-t')).text).toBe('Riverside Community College expenses');
  });

  it("a label line over the name's own words is the name's label, not a neighbour's: nothing is cut", () => {
    const layout = buildLayout(page().map((t) => (t.text === 'qualified tuition and related' ? { ...t, x0: 268 } : t)), 1900, 1000, 'ocr');
    const line = textLines(layout.phrases.filter((p) => p.line === layout.phrases.find((q) => q.text === 'expenses')?.line))[0]!;
    expect(withoutNeighbourLabel(line, layout, formWords('1098-t')).text).toBe('Riverside Community College expenses');
  });

  it('a name that still starts or ends with a label word asks to be checked (below 0.9) on an OCR page', () => {
    expect(labelWordAtNameEdge('Riverside Community College expenses', formWords('1098-t'))).toBe(true);
    expect(labelWordAtNameEdge('Granite Student Loans', formWords('1098-e'))).toBe(true);
    expect(labelWordAtNameEdge('Riverside Community College', formWords('1098-t'))).toBe(false);
    expect(labelWordAtNameEdge('Lakeside Mortgage Co', formWords('1098'))).toBe(false);
    const read = runChecks('1098-e', 2025, { payer_name: { value: 'Granite Student Loans', conf: 0.97 } }, ocr);
    expect(read.fields.payer_name).toBe('Granite Student Loans');
    expect(read.fieldConfidence.payer_name).toBe(NAME_LABEL_EDGE_CONF);
    expect(NAME_LABEL_EDGE_CONF).toBeLessThan(0.9);
    // A text layer prints what was filled in: no doubt there.
    expect(runChecks('1098-e', 2025, { payer_name: { value: 'Granite Student Loans', conf: 0.97 } }).fieldConfidence.payer_name).toBe(0.97);
    expect(runChecks('1098-t', 2025, { payer_name: { value: 'Riverside Community College', conf: 0.97 } }, ocr).fieldConfidence.payer_name).toBe(0.97);
  });
});

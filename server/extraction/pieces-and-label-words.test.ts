import { describe, expect, it } from 'vitest';
import { buildLayout, joinOverlappingPieces, repeatedRun, type Token } from './layout';

const tok = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.93): Token => ({ text, x0, y0, x1, y1, conf, source: 'ocr' });

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

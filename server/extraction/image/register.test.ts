import { describe, expect, it } from 'vitest';
import { W2_2025 } from '#shared/forms/w2-2025';
import { F1099_INT_2024 } from '#shared/forms/1099-int-2024';
import { F1099_DIV_2024 } from '#shared/forms/1099-div-2024';
import { geometryOf, wordsOf } from '../template';
import { editDistance } from '../layout';
import { editsAllowed, IMAGE_REGISTRATION, labelReadAgain, registerImage, templateToPixel, tolerantKeys, withLaterRows } from './register';

/** The template's printed text as OCR phrases of a 300 dpi page: rotated by `degrees`, shifted, with words garbled or lost. */
function printedPage(def: typeof W2_2025, degrees: number, options: { garble?: (text: string, i: number) => string; drop?: (i: number) => boolean; move?: (x: number, y: number) => [number, number]; pixelsPerPoint?: number } = {}) {
  const g = geometryOf(def);
  const k = options.pixelsPerPoint ?? 300 / 72;
  const th = (degrees * Math.PI) / 180;
  const [ox, oy] = [120, 80];
  const out: Array<{ text: string; x0: number; y0: number; x1: number; y1: number }> = [];
  g.text.forEach(([text, x0, y0, x1, y1], i) => {
    if (options.drop?.(i)) return;
    const [mx, my] = options.move?.(x0, y0) ?? [x0, y0];
    const [dx, dy] = [mx - x0, my - y0];
    const rot = (x: number, y: number): [number, number] => [ox + k * (x * Math.cos(th) - y * Math.sin(th)), oy + k * (x * Math.sin(th) + y * Math.cos(th))];
    const [ax, ay] = rot(x0 + dx, y0 + dy);
    const [bx] = rot(x1 + dx, y0 + dy);
    out.push({ text: options.garble?.(text, i) ?? text, x0: ax, y0: ay, x1: bx, y1: ay + k * (y1 - y0) });
  });
  return out;
}

describe('tolerant word matching (OCR words against the template)', () => {
  it('edit distance, stopping past the bound', () => {
    expect(editDistance('employer', 'emplover', 2)).toBe(1);
    expect(editDistance('compensation', 'cornpensation', 2)).toBe(2);
    expect(editDistance('wages', 'taxes', 1)).toBe(2);
  });

  it('allows one edit from five letters and two from ten, none below', () => {
    expect(editsAllowed(4)).toBe(0);
    expect(editsAllowed(IMAGE_REGISTRATION.oneEditFrom)).toBe(1);
    expect(editsAllowed(IMAGE_REGISTRATION.twoEditsFrom)).toBe(2);
  });

  it('gives a misspelt long word the key of the template word it was meant to be; short words and ties stay as read', () => {
    const words = wordsOf([
      { text: 'Emplover’s', x0: 0, y0: 0, x1: 50, y1: 8 },
      { text: 'compensatlon,', x0: 60, y0: 0, x1: 120, y1: 8 },
      { text: 'Tps', x0: 130, y0: 0, x1: 150, y1: 8 },
    ]);
    const keys = tolerantKeys(W2_2025, words).map((w) => w.key);
    expect(keys[0]).toBe("employer's");
    expect(keys[1]).toMatch(/^compensation/);
    expect(keys[2]).toBe('tps');
  });

  it('a box number whose c was read as the cent sign is that box number (ADR 123); on a form without it, it stays as read', () => {
    const words = wordsOf([{ text: '2¢', x0: 0, y0: 0, x1: 10, y1: 8 }]);
    expect(tolerantKeys(F1099_DIV_2024, words)[0]?.key).toBe('2c');
    expect(tolerantKeys(W2_2025, words)[0]?.key).toBe('2¢');
    expect(labelReadAgain(F1099_DIV_2024, F1099_DIV_2024.boxes.find((b) => b.field === 'box2c_section_1202_gain')!.widget, ['2¢', 'Sectlon', '1202', 'gan'])).toBe(true);
  });
});

describe('registering an OCR page to the blank form', () => {
  it('finds the W-2 on a page turned 2.5°, with a fifth of its words lost and long words misspelt, and maps its cells back to pixels', () => {
    const phrases = printedPage(W2_2025, 2.5, {
      drop: (i) => i % 5 === 0,
      garble: (t, i) => (i % 3 === 0 ? t.replace(/o/, '0').replace(/l/, 'I') : t),
    });
    const [reg] = registerImage('w2', phrases);
    expect(reg?.def.id).toBe('w2-2025');
    expect(reg!.layout).toBeGreaterThanOrEqual(IMAGE_REGISTRATION.minLayout);
    // Box 1's widget corner goes back to where the page put it.
    const g = geometryOf(W2_2025);
    const [x, y] = g.widgets.f2_09!.widget;
    const th = (2.5 * Math.PI) / 180;
    const k = 300 / 72;
    const [px, py] = reg!.toPixel(x, y);
    expect(Math.abs(px - (120 + k * (x * Math.cos(th) - y * Math.sin(th))))).toBeLessThan(6);
    expect(Math.abs(py - (80 + k * (x * Math.sin(th) + y * Math.cos(th))))).toBeLessThan(6);
  });

  it('refuses a page whose words are the form\'s but whose boxes are elsewhere (another revision): a value is never read from a wrong box', () => {
    const g = geometryOf(F1099_INT_2024);
    // The right column of boxes (1–17) moved down by two box heights; the party panel stays.
    const phrases = printedPage(F1099_INT_2024, 0, { move: (x, y) => (x > 300 && y > 60 ? [x, y + 48] : [x, y]) });
    expect(g.text.length).toBeGreaterThan(50);
    expect(registerImage('1099-int', phrases)).toEqual([]);
  });

  it('a box whose own label is not where the template prints it is not read from its region; the boxes whose labels are in place are', () => {
    const g = geometryOf(F1099_INT_2024);
    // Box 6's label ("Foreign tax paid") printed 20 points lower, as a revision that moved the box would.
    const cell = g.widgets.f2_14!.cell;
    const phrases = printedPage(F1099_INT_2024, 0, { move: (x, y) => (x >= cell[0] && x < cell[2] && y > cell[1] && y < cell[3] ? [x, y + 20] : [x, y]) });
    const [reg] = registerImage('1099-int', phrases);
    expect(reg?.def.id).toBe('1099-int-2024');
    expect(reg!.confirmed.has('f2_14')).toBe(false);
    expect(reg!.confirmed.has('f2_9')).toBe(true); // box 1
    expect(reg!.confirmed.has('f2_12')).toBe(true); // box 4
  });

  it('on a form drawn small, a box whose label OCR garbled is read from its region when its own box number is where the template prints it', () => {
    const g = geometryOf(F1099_INT_2024);
    // Box 8 ("8 Tax-exempt interest") as a small render reads it: the number right, the words garbled.
    const cell = g.widgets.f2_16!.cell;
    const inCell = (i: number) => {
      const [, x0, y0, , y1] = g.text[i]!;
      return x0 >= cell[0] && x0 < cell[2] && (y0 + y1) / 2 > cell[1] && (y0 + y1) / 2 < cell[3];
    };
    const garbleLabel = (t: string, i: number) => (inCell(i) ? t.split(' ').map((w) => (w === '8' ? w : 'qz')).join(' ') : t);
    const [reg] = registerImage('1099-int', printedPage(F1099_INT_2024, 0, { garble: garbleLabel, pixelsPerPoint: 2.4 }));
    expect(reg?.confirmed.has('f2_16')).toBe(true);
    // Garbled number too: nothing in place says this region is box 8.
    const garbleAll = (t: string, i: number) => (inCell(i) ? t.split(' ').map(() => 'qz').join(' ') : t);
    const [without] = registerImage('1099-int', printedPage(F1099_INT_2024, 0, { garble: garbleAll, pixelsPerPoint: 2.4 }));
    expect(without?.confirmed.has('f2_16')).toBe(false);
    // Drawn large, the page's OCR reads labels: the number alone does not confirm a box there.
    const [large] = registerImage('1099-int', printedPage(F1099_INT_2024, 0, { garble: garbleLabel }));
    expect(large?.confirmed.has('f2_16')).toBe(false);
  });

  it('on a form drawn small, a second state row (no label of its own) is read where the first row of its column is in place, on a copy with some labels garbled', () => {
    const g = geometryOf(F1099_INT_2024);
    // The labels of the middle column's boxes 2–13 (right of x 296, above y 324) garbled, their numbers too: the copy's layout falls under 0.9.
    const garble = (t: string, i: number) => {
      const [, x0, y0] = g.text[i]!;
      return x0 > 296 && x0 < 396 && y0 > 110 && y0 < 320 ? t.replace(/[A-Za-z0-9]/g, 'q') : t;
    };
    const [reg] = registerImage('1099-int', printedPage(F1099_INT_2024, 0, { garble, pixelsPerPoint: 2.4 }));
    expect(reg).toBeDefined();
    expect(reg!.layout).toBeLessThan(IMAGE_REGISTRATION.unlabelledLayout);
    const rows = F1099_INT_2024.boxes.filter((b) => b.list?.row === 1);
    expect(rows.length).toBe(3);
    for (const b of rows) {
      const head = F1099_INT_2024.boxes.find((h) => h.field === b.field && h.list?.item === b.list?.item && h.list?.row === 0)!;
      expect(reg!.confirmed.has(b.widget), b.list!.item).toBe(reg!.confirmed.has(head.widget));
    }
    expect(rows.some((b) => reg!.confirmed.has(b.widget))).toBe(true);
  });

  it('a label read again on its own confirms its box when it starts with the box number or has most of its words', () => {
    // 1099-INT box 9 ("9 Specified private activity bond interest"), f2_17.
    expect(labelReadAgain(F1099_INT_2024, 'f2_17', ['9', 'Spected', 'pals', 'ste', 'y', 'bard', 'rr'])).toBe(true);
    expect(labelReadAgain(F1099_INT_2024, 'f2_17', ['Specifed', 'private', 'activity', 'bond', 'interest'])).toBe(true);
    // Another box's label in its place (a revision that moved it): not confirmed.
    expect(labelReadAgain(F1099_INT_2024, 'f2_17', ['10', 'Market', 'discount'])).toBe(false);
    expect(labelReadAgain(F1099_INT_2024, 'f2_17', ['Spected', 'pals', '9'])).toBe(false);
  });

  it('a later state row follows its column\'s first row, however that row was confirmed (a label read again included)', () => {
    const head = F1099_INT_2024.boxes.find((b) => b.list?.row === 0 && b.list.item === 'state')!;
    const later = F1099_INT_2024.boxes.find((b) => b.list?.row === 1 && b.list.item === 'state')!;
    expect(withLaterRows(F1099_INT_2024, new Set([head.widget])).has(later.widget)).toBe(true);
    expect(withLaterRows(F1099_INT_2024, new Set()).has(later.widget)).toBe(false);
  });

  it('the template→pixel map inverts the page→template transform', () => {
    const t = { a: 0.98, b: 0.05, tx: -12, ty: 7 };
    const toPixel = templateToPixel(t);
    const k = IMAGE_REGISTRATION.pointsPerPixel;
    const [px, py] = toPixel(200, 300);
    const x = px * k;
    const y = py * k;
    expect(t.a * x - t.b * y + t.tx).toBeCloseTo(200, 6);
    expect(t.b * x + t.a * y + t.ty).toBeCloseTo(300, 6);
  });
});

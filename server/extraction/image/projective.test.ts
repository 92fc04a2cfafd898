import { describe, expect, it } from 'vitest';
import { F1099_NEC_2025 } from '#shared/forms/1099-nec-2025';
import { geometryOf } from '../template';
import { homographyFromPoints, project, type Quad } from './page';
import { fitHomography, projectiveMap, registerImage } from './register';

/**
 * The blank form's printed lines as OCR phrases of a phone photo: the template (points) carried by a homography to
 * pixels of a page prepared at about 300 dpi, a flat page seen with the phone tilted (ADR 168).
 */
function photographed(def: typeof F1099_NEC_2025, toPixel: (x: number, y: number) => readonly [number, number]) {
  return geometryOf(def).text.map(([text, x0, y0, x1, y1]) => {
    const [ax, ay] = toPixel(x0, y0);
    const [bx] = toPixel(x1, y0);
    const [, cy] = toPixel(x0, y1);
    return { text, x0: ax, y0: ay, x1: bx, y1: cy };
  });
}

/** A keystone: the form's top edge printed wider than its bottom (1.1 : 0.9), as a phone tilted about the page's horizontal axis sees it. */
function keystone(def: typeof F1099_NEC_2025, S = 1.1) {
  const k = 300 / 72;
  const [x0, y0, x1, y1] = [0, 0, 612, 400];
  const from: Quad = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
  const to: Quad = [[100, 90], [100 + k * 612 * S, 60], [100 + k * 612 * (2 - S), 60 + k * 400], [100, 110 + k * 400]];
  const h = homographyFromPoints(from, to)!;
  return { h, page: photographed(def, (x, y) => project(h, x, y)) };
}

describe('a photographed form registered by a projective map (ADR 168)', () => {
  it('fits a homography to point pairs by least squares', () => {
    const h = homographyFromPoints([[0, 0], [100, 0], [100, 100], [0, 100]], [[10, 5], [120, 0], [115, 108], [4, 97]])!;
    const pairs = Array.from({ length: 30 }, (_, i) => {
      const p: [number, number] = [(i * 37) % 100, (i * 53) % 100];
      return [p, project(h, p[0], p[1])] as const;
    });
    const fitted = fitHomography(pairs)!;
    for (const [p, q] of pairs) {
      const w = fitted[6]! * p[0] + fitted[7]! * p[1] + fitted[8]!;
      expect((fitted[0]! * p[0] + fitted[1]! * p[1] + fitted[2]!) / w).toBeCloseTo(q[0], 6);
      expect((fitted[3]! * p[0] + fitted[4]! * p[1] + fitted[5]!) / w).toBeCloseTo(q[1], 6);
    }
    expect(fitHomography(pairs.slice(0, 3))).toBeUndefined();
  });

  it('a keystoned photo the similarity does not register registers projectively, its boxes where the page prints them', () => {
    const { h, page } = keystone(F1099_NEC_2025);
    expect(registerImage('1099-nec', page)).toHaveLength(0);
    const [reg] = registerImage('1099-nec', page, { projective: true });
    expect(reg).toBeDefined();
    expect(reg!.layout).toBeGreaterThanOrEqual(0.9);
    // The payer TIN box's corner lands where the photo shows it, within a pixel or two.
    const cell = geometryOf(F1099_NEC_2025).widgets[F1099_NEC_2025.boxes.find((b) => b.field === 'payer_tin')!.widget]!.cell;
    const [px, py] = reg!.toPixel(cell[0], cell[1]);
    const [tx, ty] = project(h, cell[0], cell[1]);
    expect(Math.abs(px - tx)).toBeLessThan(3);
    expect(Math.abs(py - ty)).toBeLessThan(3);
  });

  it('a page printed square registers as before: the projective map is taken only when it puts more labels in place', () => {
    const k = 300 / 72;
    const page = photographed(F1099_NEC_2025, (x, y) => [120 + k * x, 80 + k * y]);
    const plain = registerImage('1099-nec', page)[0]!;
    const projective = registerImage('1099-nec', page, { projective: true })[0]!;
    expect(projective.layout).toBe(plain.layout);
    expect(projective.toPixel(300, 200)).toEqual(plain.toPixel(300, 200));
  });

  it('too few anchors, or anchors on one band of the form, give no projective map', () => {
    const { page } = keystone(F1099_NEC_2025);
    const reg = registerImage('1099-nec', page, { projective: true })[0]!;
    const words = page.slice(0, 4).map((p, i) => ({ key: p.text.toLowerCase(), text: p.text, x: p.x0 * 0.24, y: p.y0 * 0.24, x1: p.x1 * 0.24, h: 2, item: i, index: 0, offset: 0 }));
    expect(projectiveMap(F1099_NEC_2025, reg.transform, words)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { findPage } from '../../server/extraction/image/page';
import { photoCorners, photoDraw, photograph } from './generate';

describe('phone photos in the generated set (photoDraw)', () => {
  it('draws from the document seed, within the ranges a phone gives', () => {
    for (let seed = 1; seed < 200; seed += 7) {
      const d = photoDraw(seed);
      expect(photoDraw(seed)).toEqual(d);
      expect(d.longSide).toBeGreaterThanOrEqual(1200);
      expect(d.longSide).toBeLessThanOrEqual(3000);
      expect(d.quality).toBeGreaterThanOrEqual(60);
      expect(d.quality).toBeLessThanOrEqual(90);
      expect(Math.abs(d.tiltX)).toBeGreaterThanOrEqual(1);
      expect(Math.abs(d.tiltX)).toBeLessThanOrEqual(8);
      expect(Math.abs(d.roll)).toBeLessThanOrEqual(4);
      expect(d.light).toBeLessThan(1);
      expect(d.background).toBeLessThan(130);
    }
  });

  it('puts the whole page on a darker table, in perspective, where photoCorners says', () => {
    const page = { width: 425, height: 550, data: new Uint8Array(425 * 550).fill(250) };
    const draw = { ...photoDraw(4), longSide: 1200 };
    const shot = photograph(page, draw, 4);
    expect([shot.width, shot.height]).toEqual([900, 1200]);
    const corners = photoCorners(draw, page.width, page.height, shot.width, shot.height);
    // A keystone: the page's top and bottom edges differ in length.
    const top = Math.hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]);
    const bottom = Math.hypot(corners[2][0] - corners[3][0], corners[2][1] - corners[3][1]);
    expect(Math.abs(top - bottom)).toBeGreaterThan(5);
    const found = findPage(shot);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    found.quad.forEach(([x, y], i) => expect(Math.hypot(x - corners[i]![0], y - corners[i]![1])).toBeLessThan(6));
  });
});

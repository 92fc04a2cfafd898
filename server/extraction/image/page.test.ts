import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoCorners, sharedDir, type PhotoDraw } from '../../../bench/extract/generate';
import { decodeImage, encodeImage } from '../../integrations/ocr/image';
import { estimateSkew } from '../../integrations/ocr/preprocess';
import type { GrayImage, OcrEngine, OcrRequest } from '../../integrations/ocr/types';
import { createExtractor } from '../index';
import { photographOf, prepareForOcr, readClearedFirst, smallPhoto, tableCanBeCleared } from '../pages';
import {
  clearAroundPage,
  cornerDeviation,
  examinePhoto,
  findPage,
  flattenLighting,
  homographyFromPoints,
  LIGHTING,
  PAGE_FINDING,
  pageDpi,
  pageOfPhoto,
  printSkew,
  project,
  type Quad,
  warpImage,
  warpPage,
} from './page';

/** A letter-shaped page (850 × 1100): white paper, a dark frame of boxes and rows of "print", a black mark at (200, 150). */
function paper(width = 850, height = 1100): GrayImage {
  const data = new Uint8Array(width * height).fill(245);
  const dark = (x0: number, y0: number, x1: number, y1: number, v = 20) => {
    for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) data[y * width + x] = v;
  };
  for (let y = 80; y < 600; y += 40) dark(80, y, 770, y + 2);
  for (let y = 100; y < 580; y += 40) for (let x = 100; x < 700; x += 30) dark(x, y, x + 18, y + 10, 40);
  dark(195, 145, 205, 155, 0);
  return { width, height, data };
}

/** A photo of `page` whose corners land on `quad`, on a table of grey `table`. */
function photo(page: GrayImage, quad: Quad, width: number, height: number, table = 90): GrayImage {
  const toPage = homographyFromPoints(quad, [[0, 0], [page.width, 0], [page.width, page.height], [0, page.height]]);
  if (!toPage) throw new Error('degenerate');
  return warpImage(page, toPage, width, height, table);
}

/** A page seen by a phone held 7° and 4° off its normal, turned 3°, in a 1200 × 1600 photo. */
const CAMERA = { longSide: 1600, pageShare: 0.8, tiltX: 7, tiltY: -4, roll: 3, shiftX: 0.01, shiftY: -0.01 } as PhotoDraw;
const TILTED: Quad = photoCorners(CAMERA, 850, 1100, 1200, 1600);
/** The same page in a 1800 × 2400 photo: about 174 dpi on the page, above `clearFirstBelowDpi` (read as taken first). */
const LARGE: Quad = photoCorners({ ...CAMERA, longSide: 2400 }, 850, 1100, 1800, 2400);
const largePhoto = () => photo(paper(), LARGE, 1800, 2400);
/**
 * The grey at the middle of an image's left side: the table on a photo read as taken. Not its corner: a
 * photo turned straight by its print's slant (ADR 156) has its corners filled with white by the rotation.
 */
const leftMiddle = (image: GrayImage) => image.data[Math.floor(image.height / 2) * image.width] as number;

describe('homography (four point pairs)', () => {
  it('takes each point to its pair, and the middle of the square to where the lines cross', () => {
    const from: Quad = [[0, 0], [100, 0], [100, 100], [0, 100]];
    const h = homographyFromPoints(from, TILTED);
    expect(h).toBeDefined();
    for (let i = 0; i < 4; i += 1) {
      const [x, y] = project(h!, ...(from[i] as [number, number]));
      expect(x).toBeCloseTo(TILTED[i]![0], 6);
      expect(y).toBeCloseTo(TILTED[i]![1], 6);
    }
  });

  it('refuses three points on one line', () => {
    expect(homographyFromPoints([[0, 0], [1, 1], [2, 2], [0, 5]], TILTED)).toBeUndefined();
  });

  it('warping by the identity returns the image as it was', () => {
    const page = paper(120, 90);
    const same = warpImage(page, [1, 0, 0, 0, 1, 0, 0, 0, 1], 120, 90);
    expect(same.data).toEqual(page.data);
  });
});

describe('finding the page in a photo', () => {
  it('finds a keystoned page on a darker table, its corners within a few pixels', () => {
    const found = findPage(photo(paper(), TILTED, 1200, 1600));
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    found.quad.forEach(([x, y], i) => {
      expect(Math.abs(x - TILTED[i]![0])).toBeLessThan(5);
      expect(Math.abs(y - TILTED[i]![1])).toBeLessThan(5);
    });
  });

  it('a scan (the page is the image) is not a photo: refused, so it goes on unchanged', () => {
    const scan = paper();
    expect(findPage(scan)).toEqual({ ok: false, reason: 'fills_image' });
    expect(pageOfPhoto(scan)).toBeUndefined();
  });

  it('a card on a table is too small to be a page', () => {
    const small: Quad = [[500, 600], [700, 605], [698, 860], [497, 855]];
    expect(PAGE_FINDING.minPageShare).toBeGreaterThan((200 * 255) / (1200 * 1600));
    expect(findPage(photo(paper(), small, 1200, 1600))).toEqual({ ok: false, reason: 'too_small' });
  });

  it('a page cut off by the frame has no four corners: refused', () => {
    const cut: Quad = [[150, -60], [1050, -40], [1080, 1400], [130, 1380]];
    expect(findPage(photo(paper(), cut, 1200, 1600))).toEqual({ ok: false, reason: 'cut_off' });
  });

  it('a white page on a light table is not told apart: refused', () => {
    expect(findPage(photo(paper(), TILTED, 1200, 1600, 245 - PAGE_FINDING.minContrast + 10))).toMatchObject({ ok: false });
  });

  it('a light region that is not four-sided (a round plate) is refused', () => {
    const width = 1200;
    const height = 1600;
    const data = new Uint8Array(width * height).fill(80);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if ((x - 600) ** 2 + (y - 800) ** 2 < 520 ** 2) data[y * width + x] = 240;
    expect(findPage({ width, height, data })).toEqual({ ok: false, reason: 'not_four_sided' });
  });

  it('a quadrilateral far from a rectangle seen at a modest tilt (corners off by more than the allowed angle) is refused', () => {
    const sheared: Quad = [[700, 300], [1150, 300], [500, 1300], [50, 1300]];
    expect(cornerDeviation(sheared)).toBeGreaterThan(PAGE_FINDING.maxCornerDeviation);
    expect(findPage(photo(paper(), sheared, 1200, 1600))).toEqual({ ok: false, reason: 'bad_corners' });
  });
});

describe('warping the page upright', () => {
  it('puts a mark printed on the page where the page has it, the table gone', () => {
    const page = paper();
    const shot = photo(page, TILTED, 1200, 1600);
    const found = findPage(shot);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const upright = warpPage(shot, found.quad);
    // Upright, in the page's own proportions (letter paper within 1.5 %), the perspective undone.
    expect(Math.abs(upright.height / upright.width / (1100 / 850) - 1)).toBeLessThan(0.015);
    // The black mark's centre at (200, 150) of 850 × 1100, where the warp (taken a little inside the edges) puts it.
    const at = (u: number, size: number) => u * size * (1 + 2 * PAGE_FINDING.inset) - size * PAGE_FINDING.inset;
    const mx = at(200 / 850, upright.width);
    const my = at(150 / 1100, upright.height);
    let n = 0;
    let sx = 0;
    let sy = 0;
    for (let y = Math.round(my) - 25; y <= Math.round(my) + 25; y += 1) {
      for (let x = Math.round(mx) - 25; x <= Math.round(mx) + 25; x += 1) {
        if ((upright.data[y * upright.width + x] as number) >= 60) continue;
        n += 1;
        sx += x + 0.5;
        sy += y + 0.5;
      }
    }
    expect(n).toBeGreaterThan(20);
    expect(Math.hypot(sx / n - mx, sy / n - my)).toBeLessThan(4);
    // No table left along the edges (taken a little inside them).
    const edgeMean = (row: number) => upright.data.subarray(row * upright.width, (row + 1) * upright.width).reduce((a, b) => a + b, 0) / upright.width;
    expect(edgeMean(0)).toBeGreaterThan(200);
    expect(edgeMean(upright.height - 1)).toBeGreaterThan(200);
  });
});

describe('flattening uneven lighting', () => {
  it('paper lit from one side reads even, and print stays dark', () => {
    // A third darker across 1200 pixels (4 inches at 300 dpi), a rule of print across it.
    const width = 1200;
    const height = 400;
    const lit = (x: number) => 240 - (x / width) * 80;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = Math.round(lit(x));
    for (let y = 200; y < 210; y += 1) for (let x = 20; x < 1180; x += 1) data[y * width + x] = Math.round(lit(x) * 0.15);
    const flat = flattenLighting({ width, height, data });
    const paperL = flat.data[50 * width + 30] as number;
    const paperR = flat.data[50 * width + 1170] as number;
    expect(Math.abs(paperL - paperR)).toBeLessThan(10);
    expect(paperR).toBeGreaterThan(235);
    expect(flat.data[205 * width + 1170] as number).toBeLessThan(60);
  });

  it('an evenly lit white page is left as it is', () => {
    const page = paper(300, 300);
    const evenWhite = { ...page, data: page.data.map((v) => (v === 245 ? 255 : v)) };
    expect(255 / 255).toBeLessThan(LIGHTING.minGain);
    expect(flattenLighting(evenWhite)).toBe(evenWhite);
  });
});

describe('the real photos (../shared/corpus-real)', () => {
  const load = async (file: string) => decodeImage(new Uint8Array(await readFile(path.join(sharedDir, 'corpus-real', file))));

  it('the 1099-DIV on a wooden table: the whole page is found', async () => {
    const found = findPage(await load('google-1099div-2020-photo.jpg'));
    expect(found.ok).toBe(true);
  });

  it('the 1099-INT whose page runs off the top of the frame is read as it is', async () => {
    expect(findPage(await load('google-1099int-2020-photo.jpg'))).toMatchObject({ ok: false });
  });

  it('a real scan (a render filling the image) is left to the scan path: no page is taken from it', async () => {
    expect(pageOfPhoto(await load('azure-1099div-2023-render.png'))).toBeUndefined();
    expect(pageOfPhoto(await load('azure-1098e-2021-scan.png'))).toBeUndefined();
    expect(examinePhoto(await load('azure-1098e-2021-scan.png'), true)).toEqual({ photo: false, found: false });
  });
});

describe('the hook before deskew and registration (prepareForOcr)', () => {
  it('a photo is read from its page alone: none of the table is left around the print', () => {
    const prepared = prepareForOcr(photo(paper(), TILTED, 1200, 1600), 40_000_000, true);
    const corners = [0, prepared.width - 1, (prepared.height - 1) * prepared.width, prepared.height * prepared.width - 1];
    for (const i of corners) expect(prepared.data[i] as number).toBeGreaterThan(200);
  });

  it('without the warp the photo is prepared as a scan, the table kept', () => {
    const prepared = prepareForOcr(largePhoto(), 40_000_000);
    expect(leftMiddle(prepared)).toBeLessThan(150);
  });

  it('a prepared photo is marked as a photo (its values then need a second reading to be sure); a scan is not', () => {
    expect(photographOf(prepareForOcr(photo(paper(), TILTED, 1200, 1600), 40_000_000, true))).toBe('warped');
    expect(photographOf(prepareForOcr(photo(paper(), TILTED, 1200, 1600), 40_000_000, false))).toBe('as-taken');
    expect(photographOf(prepareForOcr(largePhoto(), 40_000_000, false))).toBe('as-taken');
    expect(photographOf(prepareForOcr(paper(), 40_000_000, true))).toBeUndefined();
    expect(photographOf(undefined)).toBeUndefined();
  });

  it('a photo read as taken whose page was found can be read again with its table cleared; a warped, cleared or cut-off photo and a scan cannot', () => {
    expect(tableCanBeCleared(prepareForOcr(largePhoto(), 40_000_000))).toBe(true);
    expect(tableCanBeCleared(prepareForOcr(photo(paper(), TILTED, 1200, 1600), 40_000_000, true))).toBe(false);
    expect(tableCanBeCleared(prepareForOcr(photo(paper(), TILTED, 1200, 1600), 40_000_000, false, true))).toBe(false);
    const cut: Quad = [[150, -60], [1050, -40], [1080, 1400], [130, 1380]];
    expect(tableCanBeCleared(prepareForOcr(photo(paper(), cut, 1200, 1600), 40_000_000))).toBe(false);
    expect(tableCanBeCleared(prepareForOcr(paper(), 40_000_000))).toBe(false);
  });

  it('with the table cleared the photo keeps its page where it lies (no resampling) and none of the table is left', () => {
    const prepared = prepareForOcr(photo(paper(), TILTED, 1200, 1600), 40_000_000, false, true);
    expect(photographOf(prepared)).toBe('as-taken');
    const corners = [0, prepared.width - 1, (prepared.height - 1) * prepared.width, prepared.height * prepared.width - 1];
    for (const i of corners) expect(prepared.data[i] as number).toBeGreaterThan(200);
  });
});

describe('a photo whose form the first reading did not name is read again with its table cleared (ADR 122)', () => {
  /** An OCR that reads the W-2's title only on a page whose corners are paper (the table cleared), nothing on a photo with its table. */
  function tableBlindOcr(): OcrEngine & { pages: string[] } {
    const pages: string[] = [];
    return {
      name: 'table-blind',
      pages,
      async recognize(image: GrayImage, request?: OcrRequest) {
        const paperCorner = leftMiddle(image) > 200;
        if (request?.psm === 3) pages.push(paperCorner ? 'cleared' : 'as-taken');
        if (!paperCorner) return [];
        const words = ['Form', 'W-2', 'Wage', 'and', 'Tax', 'Statement'];
        return words.map((text, i) => ({ text, x0: 100 + i * 120, y0: 60, x1: 200 + i * 120, y1: 90, confidence: 95 }));
      },
      async close() {},
    };
  }

  it('named only on the second reading, the photo is a W-2; the first reading saw the table', async () => {
    const ocr = tableBlindOcr();
    const extractor = createExtractor({ ocrEngine: ocr });
    const shot = encodeImage(largePhoto(), 'png');
    const result = await extractor.extract({ bytes: shot, fileName: 'photo.png' });
    await extractor.close();
    expect(result.ok && result.value.document_type).toBe('w2');
    expect(ocr.pages.slice(0, 2)).toEqual(['as-taken', 'cleared']);
  });

  it('a scan (no table found) is never read again: one page reading', async () => {
    const ocr = tableBlindOcr();
    const extractor = createExtractor({ ocrEngine: ocr });
    const result = await extractor.extract({ bytes: encodeImage(paper(), 'png'), fileName: 'scan.png' });
    await extractor.close();
    expect(result.ok).toBe(true);
    expect(ocr.pages).toHaveLength(1);
  });
});

describe('the table cleared around a found page (clearAroundPage)', () => {
  it('paints the table white, keeps the page pixel for pixel where it lies, and evens its light', () => {
    const shot = photo(paper(), TILTED, 1200, 1600);
    const found = findPage(shot);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const cleared = clearAroundPage(shot, found.quad);
    expect([cleared.width, cleared.height]).toEqual([shot.width, shot.height]);
    // The photo's corner is table; the page's middle mark stays dark where the photo has it.
    expect(shot.data[5 * shot.width + 5] as number).toBeLessThan(120);
    expect(cleared.data[5 * shot.width + 5]).toBe(255);
    const [mx, my] = project(homographyFromPoints([[0, 0], [850, 0], [850, 1100], [0, 1100]], TILTED)!, 200, 150).map(Math.round) as [number, number];
    expect(cleared.data[my * shot.width + mx] as number).toBeLessThan(60);
    // The paper reads white (its 245 divided by its own level).
    const [px, py] = project(homographyFromPoints([[0, 0], [850, 0], [850, 1100], [0, 1100]], TILTED)!, 425, 900).map(Math.round) as [number, number];
    expect(cleared.data[py * shot.width + px] as number).toBeGreaterThan(250);
  });
});

describe('what the page finder makes of an image (examinePhoto)', () => {
  it('a page on a table is a photo, warped only when asked', () => {
    const shot = largePhoto();
    expect(examinePhoto(shot, false)).toEqual({ photo: true, found: true });
    const warped = examinePhoto(shot, true);
    expect(warped.photo).toBe(true);
    expect(warped.page?.width).toBeGreaterThan(0);
  });

  it('a page on a table cut off by the frame is a photo, not warped (no four corners)', () => {
    const cut: Quad = [[150, -60], [1050, -40], [1080, 1400], [130, 1380]];
    expect(examinePhoto(photo(paper(), cut, 1200, 1600), true)).toEqual({ photo: true, found: false });
  });

  it('a scan, and a page on a table as light as the paper, are no photo', () => {
    expect(examinePhoto(paper(), true)).toEqual({ photo: false, found: false });
    const cut: Quad = [[150, -60], [1050, -40], [1080, 1400], [130, 1380]];
    expect(examinePhoto(photo(paper(), cut, 1200, 1600, 245 - PAGE_FINDING.minContrast + 10), true)).toEqual({ photo: false, found: false });
  });
});

describe('a small photographed page is read first with its table cleared (ADR 129)', () => {
  const small = () => photo(paper(), TILTED, 1200, 1600);

  it('the page\'s resolution is taken across its short side as a letter page\'s 8.5 inches', () => {
    const found = findPage(small());
    const large = findPage(largePhoto());
    expect(found.ok && large.ok).toBe(true);
    if (!found.ok || !large.ok) return;
    // 1600 px × 0.8 of the photo's height for 11 inches: about 116 dpi; the 2400 px photo about 174.
    expect(pageDpi(found.quad)).toBeGreaterThan(105);
    expect(pageDpi(found.quad)).toBeLessThan(PAGE_FINDING.clearFirstBelowDpi);
    expect(pageDpi(large.quad)).toBeGreaterThan(PAGE_FINDING.clearFirstBelowDpi);
    expect(pageDpi([[0, 0], [850, 0], [850, 1100], [0, 1100]])).toBeCloseTo(100, 5);
  });

  it('below clearFirstBelowDpi the page is cleared unless asked for as taken; above it, as taken', () => {
    const shot = small();
    const first = examinePhoto(shot, false);
    expect(first).toMatchObject({ photo: true, found: true, clearedFirst: true });
    expect(first.cleared?.data[0]).toBe(255);
    expect(examinePhoto(shot, false, false, true)).toEqual({ photo: true, found: true, small: true });
    expect(examinePhoto(largePhoto(), false)).toEqual({ photo: true, found: true });
    // Asked for the cleared reading or the warp, the small page gets them as before.
    expect(examinePhoto(shot, false, true).clearedFirst).toBeUndefined();
    expect(examinePhoto(shot, true).page).toBeDefined();
  });

  it('prepared, a small photo read cleared can be read again as taken (and that reading not again cleared); a large one is read as taken first', () => {
    const cleared = prepareForOcr(small(), 40_000_000);
    expect(readClearedFirst(cleared)).toBe(true);
    expect(tableCanBeCleared(cleared)).toBe(false);
    expect(cleared.data[0] as number).toBeGreaterThan(200);
    const plain = prepareForOcr(small(), 40_000_000, false, false, true);
    expect(readClearedFirst(plain)).toBe(false);
    expect(leftMiddle(plain)).toBeLessThan(150);
    expect(readClearedFirst(prepareForOcr(largePhoto(), 40_000_000))).toBe(false);
    expect(readClearedFirst(prepareForOcr(paper(), 40_000_000))).toBe(false);
  });

  it('a small photo is marked small however it is read (cleared, as taken, warped); a large photo and a scan are not (ADR 139)', () => {
    expect(smallPhoto(prepareForOcr(small(), 40_000_000))).toBe(true);
    expect(smallPhoto(prepareForOcr(small(), 40_000_000, false, false, true))).toBe(true);
    expect(smallPhoto(prepareForOcr(small(), 40_000_000, true))).toBe(true);
    expect(smallPhoto(prepareForOcr(largePhoto(), 40_000_000))).toBe(false);
    expect(smallPhoto(prepareForOcr(paper(), 40_000_000))).toBe(false);
  });

  /** An OCR that reads the W-2's title only on the kind of page given ('cleared': paper in the corner; 'as-taken': table in it). */
  function ocrNaming(on: 'cleared' | 'as-taken' | 'none'): OcrEngine & { pages: string[] } {
    const pages: string[] = [];
    return {
      name: `naming-${on}`,
      pages,
      async recognize(image: GrayImage, request?: OcrRequest) {
        const kind = leftMiddle(image) > 200 ? 'cleared' : 'as-taken';
        if (request?.psm === 3) pages.push(kind);
        if (kind !== on) return [];
        const words = ['Form', 'W-2', 'Wage', 'and', 'Tax', 'Statement'];
        return words.map((text, i) => ({ text, x0: 100 + i * 120, y0: 60, x1: 200 + i * 120, y1: 90, confidence: 95 }));
      },
      async close() {},
    };
  }

  const extract = async (on: 'cleared' | 'as-taken' | 'none') => {
    const ocr = ocrNaming(on);
    const extractor = createExtractor({ ocrEngine: ocr });
    const result = await extractor.extract({ bytes: encodeImage(small(), 'png'), fileName: 'photo.png' });
    await extractor.close();
    return { type: result.ok ? result.value.document_type : undefined, pages: ocr.pages };
  };

  it('named on the cleared reading, the small photo is read once', async () => {
    expect(await extract('cleared')).toEqual({ type: 'w2', pages: ['cleared'] });
  });

  it('named only as taken, it is read a second time as taken and that reading is kept', async () => {
    expect(await extract('as-taken')).toEqual({ type: 'w2', pages: ['cleared', 'as-taken'] });
  });

  it('named by neither, both readings are made and the photo stays other', async () => {
    expect(await extract('none')).toEqual({ type: 'other', pages: ['cleared', 'as-taken'] });
  });
});

describe('the slant of a photo\'s print, the table left out (printSkew, ADR 156)', () => {
  /** The page turned `roll` degrees (no tilt) on a table of horizontal stripes (grey 30 and 130, 8 pixels each). */
  function onStripes(roll: number, longSide = 1600, pageShare = 0.6): GrayImage {
    const [w, h] = [(longSide * 3) / 4, longSide];
    const quad = photoCorners({ longSide, pageShare, tiltX: 0, tiltY: 0, roll, shiftX: 0, shiftY: 0 } as PhotoDraw, 850, 1100, w, h);
    const img = photo(paper(), quad, w, h, 1);
    for (let i = 0; i < img.data.length; i += 1) if (img.data[i] === 1) img.data[i] = Math.floor(i / w / 8) % 2 === 0 ? 30 : 130;
    return img;
  }

  it('a photo read as taken (its page found at over 130 dpi, the table kept) is prepared straight: its print no longer slants', () => {
    const img = onStripes(3, 2400, 0.65);
    expect(examinePhoto(img, false).small).toBeUndefined();
    const prepared = prepareForOcr(img, 40_000_000);
    expect(Math.abs(printSkew(prepared))).toBeLessThanOrEqual(0.4);
  });

  it('a page turned 3 degrees on a striped table: the stripes set the whole image\'s angle at 0, the print\'s is 3', () => {
    const img = onStripes(3);
    expect(estimateSkew(img)).toBe(0);
    expect(Math.abs(printSkew(img) - 3)).toBeLessThanOrEqual(0.4);
  });

  it('turned the other way, and beyond the 4 degrees a scan\'s deskew searches (a roll plus a keystone\'s slant)', () => {
    expect(Math.abs(printSkew(onStripes(-2)) + 2)).toBeLessThanOrEqual(0.4);
    expect(Math.abs(printSkew(onStripes(5)) - 5)).toBeLessThanOrEqual(0.4);
  });

  it('a page without a table measures as the whole image does', () => {
    const page = paper();
    expect(printSkew(page)).toBe(estimateSkew(page));
  });
});

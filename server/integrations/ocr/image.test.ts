import { describe, expect, it } from 'vitest';
import { enlargeLine, lineScale, rotateImage, scaleImage } from './image';
import type { GrayImage } from './types';

function blank(width: number, height: number): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(255) };
}

function fillRect(img: GrayImage, x0: number, y0: number, w: number, h: number, v = 0): void {
  for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) img.data[y * img.width + x] = v;
}

/** The box holding every pixel darker than mid-grey. */
function inkBox(img: GrayImage): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < img.height; y += 1) {
    for (let x = 0; x < img.width; x += 1) {
      if ((img.data[y * img.width + x] ?? 255) < 128) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
  }
  return { x0, y0, x1, y1 };
}

const mean = (img: GrayImage) => img.data.reduce((a, b) => a + b, 0) / img.data.length;

describe('scaleImage', () => {
  it('keeps a flat image flat and gives the rounded size', () => {
    const img = blank(101, 51);
    img.data.fill(200);
    const up = scaleImage(img, 1.5);
    expect([up.width, up.height]).toEqual([152, 77]);
    expect(new Set(up.data)).toEqual(new Set([200]));
  });

  it('doubles a dark square with its place, and halves it back', () => {
    const img = blank(100, 80);
    fillRect(img, 20, 30, 10, 10);
    const up = scaleImage(img, 2);
    const box = inkBox(up);
    expect(box.x0).toBeGreaterThanOrEqual(39);
    expect(box.x0).toBeLessThanOrEqual(41);
    expect(box.x1 - box.x0 + 1).toBeGreaterThanOrEqual(19);
    expect(box.x1 - box.x0 + 1).toBeLessThanOrEqual(21);
    expect(box.y0).toBeGreaterThanOrEqual(59);
    expect(box.y0).toBeLessThanOrEqual(61);
    const down = scaleImage(up, 0.5);
    expect(inkBox(down)).toEqual({ x0: 20, y0: 30, x1: 29, y1: 39 });
  });

  it('averages fine detail away when shrinking instead of dropping it (antialiased)', () => {
    // One-pixel black and white stripes: every other source column dropped would be all black or
    // all white; an average is grey.
    const img = blank(120, 40);
    for (let x = 0; x < img.width; x += 2) fillRect(img, x, 0, 1, img.height);
    const down = scaleImage(img, 0.25);
    expect(Math.abs(mean(down) - mean(img))).toBeLessThan(3);
    // Away from the edges (where the stripes are cut), every output pixel is a mid grey.
    const inner: number[] = [];
    for (let y = 2; y < down.height - 2; y += 1) for (let x = 2; x < down.width - 2; x += 1) inner.push(down.data[y * down.width + x] ?? 0);
    expect(Math.max(...inner) - Math.min(...inner)).toBeLessThan(20);
  });
});

describe('rotateImage (typed arrays, no canvas)', () => {
  it('turns clockwise for positive degrees (y down), about the centre, filling with white', () => {
    const img = blank(201, 201);
    fillRect(img, 170, 98, 5, 5); // right of the centre
    const turned = rotateImage(img, 90);
    const box = inkBox(turned);
    // Clockwise on screen: right of the centre goes below it.
    expect(box.x0).toBeGreaterThanOrEqual(97);
    expect(box.x1).toBeLessThanOrEqual(103);
    expect(box.y0).toBeGreaterThanOrEqual(168);
    expect(box.y1).toBeLessThanOrEqual(176);
    // Corners that come from outside the source are white.
    const small = rotateImage(blank(50, 20), 30);
    expect(small.data.every((v) => v === 255)).toBe(true);
  });

  it('leaves the image as it was for 0 degrees, and tilts a line by the angle asked', () => {
    const img = blank(400, 100);
    fillRect(img, 50, 49, 300, 2);
    expect(rotateImage(img, 0).data).toEqual(img.data);
    const tilted = inkBox(rotateImage(img, 2));
    // A 300 px line turned by 2° spans 300 * sin(2°) ≈ 10.5 px vertically (plus its thickness).
    expect(tilted.y1 - tilted.y0).toBeGreaterThanOrEqual(10);
    expect(tilted.y1 - tilted.y0).toBeLessThanOrEqual(14);
  });
});

describe('lineScale and enlargeLine (one enlarger for the cell reader and the second pass)', () => {
  it('makes a line the wanted height, never shrinks it, and stops at the bound', () => {
    expect(lineScale(10, 30, 5)).toBe(3);
    expect(lineScale(60, 30, 5)).toBe(1);
    expect(lineScale(2, 30, 5)).toBe(5);
    expect(lineScale(0, 30, 4)).toBe(4);
  });
  it('leaves a crop as it is when the gain is at most the least worth resampling', () => {
    const img: GrayImage = { width: 20, height: 10, data: new Uint8Array(200).fill(255) };
    expect(enlargeLine(img, 10, 10.5, 5, 1.1)).toEqual({ image: img, factor: 1.05 });
    const big = enlargeLine(img, 10, 30, 5, 1.05);
    expect(big.factor).toBe(3);
    expect([big.image.width, big.image.height]).toEqual([60, 30]);
  });
});

describe('rotateImage, written for speed (ADR 130)', () => {
  /** The rotation as first written (Math.floor and Math.round a pixel): the faster one must give the same bytes. */
  function reference(image: GrayImage, degrees: number): GrayImage {
    const { width, height, data: src } = image;
    const a = (degrees * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const cx = width / 2;
    const cy = height / 2;
    const data = new Uint8Array(width * height).fill(255);
    for (let y = 0; y < height; y += 1) {
      const dy = y + 0.5 - cy;
      let sx = cx + cos * (0.5 - cx) + sin * dy - 0.5;
      let sy = cy - sin * (0.5 - cx) + cos * dy - 0.5;
      for (let x = 0; x < width; x += 1, sx += cos, sy -= sin) {
        const x0 = Math.floor(sx);
        const y0 = Math.floor(sy);
        if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
        const fx = sx - x0;
        const fy = sy - y0;
        const i0 = y0 * width + x0;
        const p00 = src[i0] as number;
        const p10 = src[i0 + 1] as number;
        const p01 = src[i0 + width] as number;
        const p11 = src[i0 + width + 1] as number;
        const top = p00 + (p10 - p00) * fx;
        const bottom = p01 + (p11 - p01) * fx;
        data[y * width + x] = Math.round(top + (bottom - top) * fy);
      }
    }
    return { width, height, data };
  }

  it('gives the same pixels as the first version, both ways and past the edges', () => {
    const img = blank(173, 121);
    let seed = 7;
    for (let i = 0; i < img.data.length; i += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      img.data[i] = seed >>> 24;
    }
    for (const degrees of [-3, -1.2, -0.3, 0.3, 0.8, 2.75, 12]) expect(rotateImage(img, degrees).data).toEqual(reference(img, degrees).data);
  });
});

describe('opaquePixels (ADR 141)', () => {
  it("gives getImageData's bytes for an opaque canvas, colours and a blended pixel included", async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { opaquePixels } = await import('./image');
    const canvas = createCanvas(3, 2);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 3, 2);
    ctx.fillStyle = 'rgb(200,100,50)';
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = 'rgba(10,20,30,0.5)';
    ctx.fillRect(1, 0, 2, 2);
    expect([...opaquePixels(canvas)]).toEqual([...ctx.getImageData(0, 0, 3, 2).data]);
  });

  it('decodes a PNG with transparent and coloured pixels as before: white under transparency, 77/150/29 gray', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const { decodeImage } = await import('./image');
    const canvas = createCanvas(4, 1);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgb(200,100,50)';
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = 'rgba(0,0,0,0.5)';
    ctx.fillRect(1, 0, 1, 1);
    ctx.fillStyle = 'rgb(10,10,10)';
    ctx.fillRect(3, 0, 1, 1);
    const png = new Uint8Array(canvas.toBuffer('image/png'));
    const gray = await decodeImage(png);
    expect([gray.width, gray.height]).toEqual([4, 1]);
    expect(gray.data[0]).toBe((200 * 77 + 100 * 150 + 50 * 29) >> 8);
    expect(gray.data[1]).toBeGreaterThan(120);
    expect(gray.data[1]).toBeLessThan(135);
    expect(gray.data[2]).toBe(255);
    expect(gray.data[3]).toBe(10);
  });
});

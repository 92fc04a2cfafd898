import { createCanvas, loadImage, ImageData as CanvasImageData, type Canvas } from '@napi-rs/canvas';
import type { GrayImage } from './types';

export type ImageFormat = 'png' | 'jpeg';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Reads the dimensions from a PNG IHDR or a JPEG SOF marker without decoding pixels,
 * so oversized images are refused before any allocation.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) {
        i += 1;
        continue;
      }
      const marker = bytes[i + 1] ?? 0;
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
        i += marker === 0xff ? 1 : 2;
        continue;
      }
      const len = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0);
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isSof) {
        const height = ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0);
        const width = ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0);
        return { format: 'jpeg', width, height };
      }
      if (len < 2) return undefined;
      i += 2 + len;
    }
    return { format: 'jpeg', width: 0, height: 0 };
  }
  return undefined;
}

/** Decodes a PNG or JPEG to grayscale; transparent pixels become white. */
export async function decodeImage(bytes: Uint8Array): Promise<GrayImage> {
  const img = await loadImage(Buffer.from(bytes));
  const width = img.width;
  const height = img.height;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0);
  const rgba = opaquePixels(canvas);
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j += 1) {
    data[j] = ((rgba[i] as number) * 77 + (rgba[i + 1] as number) * 150 + (rgba[i + 2] as number) * 29) >> 8;
  }
  // Released only now: `opaquePixels` is a view of the canvas' own memory (ADR 141).
  canvas.width = 0;
  return { width, height, data };
}

/**
 * The RGBA bytes of a canvas every pixel of which is opaque (painted white first), read in place.
 * `getImageData` converts each pixel from the canvas' premultiplied store to straight alpha and
 * copies it: 0.13–0.37 s for a 300-dpi page; for an opaque pixel that conversion is the identity,
 * so the canvas' own bytes are the same bytes (ADR 141). The view is valid only while the canvas
 * lives: read it before the canvas is released. A build of the canvas whose store is not RGBA
 * straight-ordered is caught once (`RAW_IS_RGBA`) and falls back to `getImageData`.
 */
export function opaquePixels(canvas: Canvas): Uint8Array | Uint8ClampedArray {
  if (RAW_IS_RGBA) return canvas.data();
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Whether a canvas' raw store is RGBA in that order (checked once on an opaque colour). */
const RAW_IS_RGBA = (() => {
  const probe = createCanvas(2, 1);
  const ctx = probe.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 2, 1);
  ctx.fillStyle = 'rgb(200,100,50)';
  ctx.fillRect(0, 0, 1, 1);
  const raw = probe.data();
  const want = ctx.getImageData(0, 0, 2, 1).data;
  const same = raw.length === want.length && want.every((v, i) => raw[i] === v);
  probe.width = 0;
  return same;
})();

/** Whether 32-bit words are stored low byte first (an RGBA pixel can then be written as one word). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The opaque RGBA word of each gray level (little-endian: R in the low byte). */
const GRAY_WORD = Uint32Array.from({ length: 256 }, (_, v) => ((v * 0x010101) | 0xff000000) >>> 0);

function toCanvas(image: GrayImage) {
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  const { data } = image;
  if (LITTLE_ENDIAN) {
    // One 32-bit store a pixel: gray in R, G and B, opaque (ADR 130), looked up (ADR 141).
    const words = new Uint32Array(rgba.buffer);
    for (let j = 0; j < data.length; j += 1) words[j] = GRAY_WORD[data[j] as number] as number;
  } else {
    for (let j = 0, i = 0; j < data.length; j += 1, i += 4) {
      const v = data[j] as number;
      rgba[i] = v;
      rgba[i + 1] = v;
      rgba[i + 2] = v;
      rgba[i + 3] = 255;
    }
  }
  ctx.putImageData(new CanvasImageData(rgba, image.width, image.height), 0, 0);
  return canvas;
}

/**
 * The factor that makes a line `lineHeight` pixels tall `targetPx` tall: never below 1 (a crop is
 * never shrunk), at most `maxScale` (beyond it only blur grows).
 */
export function lineScale(lineHeight: number, targetPx: number, maxScale: number): number {
  return Math.min(maxScale, Math.max(1, targetPx / Math.max(1, lineHeight)));
}

/**
 * A crop holding a line `lineHeight` pixels tall, enlarged so the line is `targetPx` tall (tesseract
 * reads ~30 px capitals best); left as it is when the factor is at most `minGain`.
 */
export function enlargeLine(image: GrayImage, lineHeight: number, targetPx: number, maxScale: number, minGain: number): { image: GrayImage; factor: number } {
  const factor = lineScale(lineHeight, targetPx, maxScale);
  return { image: factor > minGain ? scaleImage(image, factor) : image, factor };
}

/** Resamples with the canvas' smoothing (good quality for both up- and down-scaling). */
export function scaleImage(image: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const src = toCanvas(image);
  const dst = createCanvas(width, height);
  const ctx = dst.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(src, 0, 0, width, height);
  // Every pixel is opaque (the source is): the canvas' own bytes, read before it is released (ADR 141).
  const rgba = opaquePixels(dst);
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j += 1) data[j] = rgba[i] as number;
  // Release both surfaces now rather than at the next garbage collection (native memory V8 cannot see).
  src.width = 0;
  dst.width = 0;
  return { width, height, data };
}

/**
 * Rotates about the centre by `degrees` (clockwise positive, as a canvas' `rotate`), filling with
 * white; bilinear, in plain typed arrays. On a canvas it held four RGBA copies of the page in native
 * memory until the next garbage collection (+200 MB for one 9-megapixel scan; ADR 096).
 */
export function rotateImage(image: GrayImage, degrees: number): GrayImage {
  const { width, height, data: src } = image;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y += 1) {
    const dy = y + 0.5 - cy;
    // The source point of the row's first pixel centre (the inverse rotation), then one step per pixel.
    let sx = cx + cos * (0.5 - cx) + sin * dy - 0.5;
    let sy = cy - sin * (0.5 - cx) + cos * dy - 0.5;
    const out = y * width;
    for (let x = 0; x < width; x += 1, sx += cos, sy -= sin) {
      // Only points with all four neighbours inside the page are drawn: a page edge blended with the
      // white fill leaves a grey seam that the crop to content would take for ink. Past that test
      // both coordinates are positive, so truncation is the floor.
      if (sx < 0 || sy < 0) continue;
      const x0 = sx | 0;
      const y0 = sy | 0;
      if (x0 + 1 >= width || y0 + 1 >= height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i0 = y0 * width + x0;
      const p00 = src[i0] as number;
      const p10 = src[i0 + 1] as number;
      const p01 = src[i0 + width] as number;
      const p11 = src[i0 + width + 1] as number;
      const top = p00 + (p10 - p00) * fx;
      const bottom = p01 + (p11 - p01) * fx;
      data[out + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { width, height, data };
}

/** Encodes a grayscale image as PNG or JPEG (used by the benchmark generator and fixtures). */
export function encodeImage(image: GrayImage, format: ImageFormat, quality = 85): Uint8Array {
  const canvas = toCanvas(image);
  return format === 'png' ? new Uint8Array(canvas.toBuffer('image/png')) : new Uint8Array(canvas.toBuffer('image/jpeg', quality));
}

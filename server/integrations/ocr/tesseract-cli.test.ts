import { mkdtempSync, copyFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractCliEngine, tesseractCliAvailable } from './tesseract-cli';
import type { GrayImage } from './types';

/** A line of printed text, drawn here so the test needs no fixture. */
function printed(text: string): GrayImage {
  const canvas = createCanvas(900, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 900, 120);
  ctx.fillStyle = '#000';
  ctx.font = '48px sans-serif';
  ctx.fillText(text, 20, 80);
  const rgba = ctx.getImageData(0, 0, 900, 120).data;
  const data = new Uint8Array(900 * 120);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4]!;
  return { width: 900, height: 120, data };
}

const systemModel = ['/usr/share/tesseract-ocr/5/tessdata/eng.traineddata', '/usr/share/tesseract-ocr/4.00/tessdata/eng.traineddata'].find((p) => existsSync(p));
const available = await tesseractCliAvailable();
const dir = mkdtempSync(path.join(tmpdir(), 'taxdesk-tessdata-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!available || !systemModel)('tesseract CLI engine', () => {
  it('returns word boxes with a tessdata directory that has no configs/ folder', async () => {
    // A model folder holding only eng.traineddata, as the benchmark makes for the packaged model:
    // the `tsv` config file is not there, so TSV must be asked for another way.
    copyFileSync(systemModel!, path.join(dir, 'eng.traineddata'));
    const words = await createTesseractCliEngine({ tessdataDir: dir }).recognize(printed('Wages 52340.17'), { psm: 7, dpi: 300 });
    expect(words.map((w) => w.text).join(' ')).toContain('52340.17');
    expect(words.every((w) => w.x1 > w.x0 && w.y1 > w.y0)).toBe(true);
  });
});

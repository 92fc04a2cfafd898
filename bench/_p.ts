import { readFile } from 'node:fs/promises';
import { decodeImage } from '../server/integrations/ocr/image';
import { prepareForOcr } from '../server/extraction/pages';
import { binarize, clearRulesInCrop, cropImage, otsuThreshold, inkBands } from '../server/integrations/ocr/preprocess';
import { createTesseractJsEngine } from '../server/integrations/ocr/tesseract-js';
async function main() {
  const [f, x0, y0, x1, y1] = process.argv.slice(2);
  const img = prepareForOcr(await decodeImage(new Uint8Array(await readFile(f!))), 40_000_000);
  const th = Math.min(170, otsuThreshold(img) + 20);
  const unit = 23;
  const crop = cropImage(img, { x0: +x0!, y0: +y0!, x1: +x1!, y1: +y1! });
  const clean = clearRulesInCrop(crop, unit, th);
  const bands = inkBands(clean, th, Math.max(2, Math.round(unit * 0.3)), unit * unit * 0.25);
  console.log('bands', JSON.stringify(bands));
  for (const b of bands) {
    const cols: number[] = [];
    for (let x = b.x0; x < b.x1; x++) { let n = 0; for (let y = b.y0; y < b.y1; y++) if ((clean.data[y * clean.width + x] ?? 255) < th) n++; cols.push(n); }
    console.log(cols.map((n, i) => n ? `${i + b.x0}:${n}` : '').filter(Boolean).join(' '));
  }
  const eng = createTesseractJsEngine({ poolSize: 1 });
  for (const band0 of bands) {
    const band = process.argv[7] ? { ...band0, x0: Number(process.argv[7]), x1: Number(process.argv[8]) } : band0;
    const gray = cropImage(clean, { x0: band.x0 - unit * 0.4, y0: band.y0 - unit * 0.3, x1: band.x1 + unit * 0.4, y1: band.y1 + unit * 0.3 }, 12);
    for (const [k, im] of [['bin', binarize(gray, th)], ['gray', gray]] as const) for (const psm of [7, 8, 10]) {
      const w = await eng.recognize(im, { psm, dpi: 300, whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' });
      console.log(k, psm, JSON.stringify(w.map((x) => x.text).join(' ')), w.map((x) => x.confidence.toFixed(0)).join(','));
    }
  }
  await eng.close();
}
main();

import { readFile } from 'node:fs/promises';
import { decodeImage } from '../server/integrations/ocr/image';
import { prepareForOcr, ocrPage } from '../server/extraction/pages';
import { createTesseractJsEngine } from '../server/integrations/ocr/tesseract-js';
async function main() {
  const f = process.argv[2]!; const yMin = Number(process.argv[3] ?? 0); const yMax = Number(process.argv[4] ?? 1e9); const xMin = Number(process.argv[5] ?? 0);
  const img = prepareForOcr(await decodeImage(new Uint8Array(await readFile(f))), 40_000_000);
  console.log('prepared', img.width, img.height);
  const eng = createTesseractJsEngine({ poolSize: 2 });
  const layout = await ocrPage(img, eng, new AbortController().signal);
  console.log('unit', layout.unit);
  for (const p of layout.phrases) if (p.y0 >= yMin && p.y0 <= yMax && p.x0 >= xMin) console.log(Math.round(p.x0), Math.round(p.y0), Math.round(p.x1), Math.round(p.y1), p.conf.toFixed(2), JSON.stringify(p.text));
  await eng.close();
}
main();

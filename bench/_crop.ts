import { readFile, writeFile } from 'node:fs/promises';
import { decodeImage, encodeImage } from '../server/integrations/ocr/image';
import { prepareForOcr } from '../server/extraction/pages';
import { cropImage } from '../server/integrations/ocr/preprocess';
async function main() {
  const [f, x0, y0, x1, y1, out] = process.argv.slice(2);
  const img = prepareForOcr(await decodeImage(new Uint8Array(await readFile(f!))), 40_000_000);
  await writeFile(out!, encodeImage(cropImage(img, { x0: +x0!, y0: +y0!, x1: +x1!, y1: +y1! }), 'png'));
}
main();

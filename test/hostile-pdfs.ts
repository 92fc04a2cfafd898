import { deflateSync } from 'node:zlib';

/** Assembles a PDF from numbered object bodies (1-based) with a correct cross-reference table. */
export function assemblePdf(objects: Array<string | Uint8Array>): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/** The file of issue 19: one page of 14400 × 14400 units, each unit 75000 points (609 bytes or so). */
export function giantUserUnitPdf(salt = ''): Uint8Array {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /UserUnit 75000 /Contents 4 0 R${salt ? ` /Salt (${salt})` : ''} >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);
}

/** A letter page that paints one image declaring 60000 × 60000 pixels from a few bytes of data. */
export function hugeImagePdf(): Uint8Array {
  const data = deflateSync(Buffer.alloc(60_000 * 8, 0x80));
  const content = 'q 612 0 0 792 0 0 cm /Im0 Do Q';
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width 60000 /Height 60000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** A page whose dictionary holds arrays nested `depth` deep. */
export function deepNestingPdf(depth = 50_000): Uint8Array {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Junk ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
  ]);
}

/** `count` tiny (1 × 1 point) pages. */
export function manyTinyPagesPdf(count = 5000): Uint8Array {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from({ length: count }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >>'),
  ]);
}

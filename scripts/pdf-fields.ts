/**
 * Lists the fillable fields of a PDF form: name, kind, tooltip (the IRS puts the line text there),
 * page and position, so a mapping table can be written by field name.
 * Usage: npx tsx scripts/pdf-fields.ts server/review/forms/f1040-2025.pdf
 */
import { readFileSync } from 'node:fs';
import { PDFCheckBox, PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';

const file = process.argv[2];
if (!file) throw new Error('usage: pdf-fields.ts FILE.pdf');
const doc = await PDFDocument.load(readFileSync(file), { ignoreEncryption: true });
const pages = doc.getPages().map((p) => p.ref);
for (const field of doc.getForm().getFields()) {
  const tu = field.acroField.dict.get(PDFName.of('TU'));
  const tip = tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '';
  for (const w of field.acroField.getWidgets()) {
    const r = w.getRectangle();
    const page = pages.findIndex((ref) => ref === w.P()) + 1;
    process.stdout.write(`${field.getName()}\t${field instanceof PDFCheckBox ? 'check' : 'text'}\tp${page}\t${Math.round(r.x)},${Math.round(r.y)}\t${tip.replace(/\s+/g, ' ').slice(0, 90)}\n`);
  }
}

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName } from 'pdf-lib';

const FORMS_DIR = fileURLToPath(new URL('./forms/', import.meta.url));

/**
 * One blank official form of server/review/forms/ (PROVENANCE.md), ready to fill: the AcroForm
 * values are the ones that count, so the XFA layer (which pdf-lib cannot fill) is dropped.
 */
export async function loadBlankPdf(file: string): Promise<PDFDocument> {
  const doc = await PDFDocument.load(await readFile(`${FORMS_DIR}${file}`));
  doc.catalog.getOrCreateAcroForm().dict.delete(PDFName.of('XFA'));
  return doc;
}

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { lineTo, moveTo, PDFCheckBox, PDFDict, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, rgb, setLineWidth, setStrokingColor, stroke } from 'pdf-lib';

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

/** The ink of drawn marks: the navy the official forms' own check appearances use. */
export const MARK_INK = rgb(0, 0, 0.502);

/**
 * Ticks a check box of a blank and draws its "on" appearance as a cross of two strokes inside
 * the widget, instead of the blank's own appearance, which prints the ZapfDingbats check glyph:
 * a flattened page then shows the tick in every reader and renderer, whether or not it has that
 * font (pdf.js in Node drew a missing-glyph box for it). Form 8949's drawn copies
 * (forms-income.ts `drawCopies`) cross their boxes the same way.
 */
export function tickBox(doc: PDFDocument, name: string): void {
  const field = doc.getForm().getField(name);
  if (!(field instanceof PDFCheckBox)) throw new Error(`${name} is not a check box`);
  field.check();
  for (const widget of field.acroField.getWidgets()) {
    const on = widget.getOnValue();
    if (!on) continue;
    const { width, height } = widget.getRectangle();
    const inset = Math.min(width, height) * 0.2;
    const stream = doc.context.formXObject(
      [
        pushGraphicsState(),
        setStrokingColor(MARK_INK),
        setLineWidth(1),
        moveTo(inset, inset),
        lineTo(width - inset, height - inset),
        moveTo(inset, height - inset),
        lineTo(width - inset, inset),
        stroke(),
        popGraphicsState(),
      ],
      { BBox: [0, 0, width, height], Matrix: [1, 0, 0, 1, 0, 0] },
    );
    const normal = widget.getAppearances()?.normal;
    const off = normal instanceof PDFDict ? normal.get(PDFName.of('Off')) : undefined;
    const normalStates = doc.context.obj({});
    normalStates.set(on, doc.context.register(stream));
    if (off) normalStates.set(PDFName.of('Off'), off);
    widget.dict.set(PDFName.of('AP'), doc.context.obj({ N: normalStates }));
  }
}

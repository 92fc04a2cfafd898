/**
 * Test pages of Form 1040 page 1 of our own: the official 2025 blank (server/review/forms) filled
 * with pdf-lib and flattened, so the lines sit where the official form puts them and nowhere a
 * sample happened to put them. Used by the tests to render scans at a chosen resolution.
 */
import { PDFDocument, type PDFForm } from 'pdf-lib';
import { loadBlankPdf } from '../server/review/blanks';

/** The 2025 blank's page-1 text fields, by what they hold (widget rows checked against the printed line numbers). */
export const F1040_2025_PAGE1_FIELDS: Record<string, string> = {
  first: 'f1_14', last: 'f1_15', ssn: 'f1_16', street: 'f1_20', apt: 'f1_21', city: 'f1_22', state: 'f1_23', zip: 'f1_24',
  '1a': 'f1_47', '1b': 'f1_48', '1c': 'f1_49', '1d': 'f1_50', '1e': 'f1_51', '1f': 'f1_52', '1g': 'f1_53', '1h': 'f1_55', '1i': 'f1_56',
  '1z': 'f1_57', '2a': 'f1_58', '2b': 'f1_59', '3a': 'f1_60', '3b': 'f1_61', '4a': 'f1_62', '4b': 'f1_63', '5a': 'f1_65', '5b': 'f1_66',
  '6a': 'f1_68', '6b': 'f1_69', '7a': 'f1_70', '8': 'f1_72', '9': 'f1_73', '10': 'f1_74', '11a': 'f1_75',
};

function setText(form: PDFForm, short: string, value: string): void {
  const field = form.getFields().find((f) => f.getName().endsWith(`.${short}[0]`));
  if (!field) throw new Error(`no field ${short} on the blank`);
  form.getTextField(field.getName()).setText(value);
}

/** Fills page 1 of the 2025 Form 1040 (keys of F1040_2025_PAGE1_FIELDS → printed text) and flattens it. */
export async function filled1040Page1(values: Record<string, string>): Promise<Uint8Array> {
  const doc = await loadBlankPdf('f1040-2025.pdf');
  const form = doc.getForm();
  for (const [key, text] of Object.entries(values)) {
    const short = F1040_2025_PAGE1_FIELDS[key];
    if (!short) throw new Error(`unknown 1040 entry ${key}`);
    setText(form, short, text);
  }
  form.flatten();
  // Page 1 only: the scan of one page, as a user photographs last year's return.
  const one = await PDFDocument.create();
  const [page] = await one.copyPages(doc, [0]);
  if (page) one.addPage(page);
  return one.save();
}

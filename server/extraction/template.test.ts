import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '#shared/forms/index';
import { sharedDir } from '../../bench/extract/generate';
import { openPdf } from '../integrations/pdf/pdfjs';
import { createExtractor } from './index';
import { geometryOf, readByTemplate } from './template';

const BLANK = new URL('../forms/blank/', import.meta.url);

interface DrawOptions {
  /** The copy subform to print on, e.g. "CopyB", "Copy2". */
  copy: string;
  font?: StandardFonts;
  size?: number;
  /** Shift of every value from its widget, in points. */
  dx?: number;
  dy?: number;
  /** Keep the AcroForm and set the values into its fields instead of drawing them. */
  acroform?: boolean;
  /** Values of a second copy drawn below the first on the same sheet. */
  second?: Record<string, string>;
}

/**
 * A filler written for these tests (pdf-lib, fields found by their own names): values drawn onto a
 * copy of the official blank form at the widget rectangles pdf-lib reports, then the form removed.
 */
async function drawForm(file: string, values: Record<string, string>, o: DrawOptions): Promise<Uint8Array> {
  const make = async (vals: Record<string, string>) => {
    const doc = await PDFDocument.load(await readFile(new URL(file, BLANK)), { updateMetadata: false });
    doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
    const form = doc.getForm();
    const font = await doc.embedFont(o.font ?? StandardFonts.Courier);
    const size = o.size ?? 9;
    let pageIndex = -1;
    for (const [short, value] of Object.entries(vals)) {
      const field = form.getFields().find((f) => f.getName().includes(`.${o.copy}[0].`) && f.getName().endsWith(`.${short}[0]`));
      const widget = field?.acroField.getWidgets()[0];
      if (!field || !widget) throw new Error(`no ${short} on ${o.copy}`);
      const pageRef = widget.P();
      pageIndex = doc.getPages().findIndex((p) => p.ref === pageRef);
      if (o.acroform) {
        if (value === 'X') form.getCheckBox(field.getName()).check();
        else form.getTextField(field.getName()).setText(value);
        continue;
      }
      const rect = widget.getRectangle();
      const page = doc.getPage(pageIndex);
      value.split('\n').forEach((line, i) => {
        page.drawText(line, { x: rect.x + 2 + (o.dx ?? 0), y: rect.y + rect.height - (i + 1) * (size + 1) - (o.dy ?? 0), size, font, color: rgb(0, 0, 0) });
      });
    }
    for (let i = doc.getPageCount() - 1; i >= 0; i -= 1) if (i !== pageIndex) doc.removePage(i);
    if (!o.acroform) {
      doc.getPage(0).node.delete(PDFName.of('Annots'));
      doc.catalog.delete(PDFName.of('AcroForm'));
    }
    return doc.save();
  };
  const first = await make(values);
  if (!o.second) return first;
  const sheet = await PDFDocument.create();
  const page = sheet.addPage([612, 792]);
  const [a] = await sheet.embedPdf(first, [0]);
  const [b] = await sheet.embedPdf(await make(o.second), [0]);
  if (!a || !b) throw new Error('embed failed');
  page.drawPage(a, { x: 10, y: 396 - 396 * 0.95 + 4, xScale: 0.95, yScale: 0.95 });
  page.drawPage(b, { x: 4, y: -396 * 0.93 + 8, xScale: 0.93, yScale: 0.93 });
  return sheet.save();
}

const extractor = createExtractor();
afterAll(() => extractor.close());

const MISC_PARTIES = {
  f2_2: 'Harbor Media LLC\n12 Pier Road\nPortland, OR 97201\n503-555-0142',
  f2_3: '12-3456789',
  f2_4: '123-45-6789',
  f2_5: 'Ana Reyes',
  f2_6: '40 Birch Lane',
  f2_7: 'Austin, TX 78701',
  f2_8: '7788-12',
};

describe('form definitions match the official blank forms', () => {
  it.each(FORM_DEFINITIONS.map((d) => [d.id, d] as const))('%s: every numbered box sits in the printed cell of its number', (_id, def) => {
    const g = geometryOf(def);
    let checked = 0;
    for (const box of def.boxes) {
      const w = g.widgets[box.widget];
      expect(w, box.widget).toBeDefined();
      // The printed label of the box's cell starts with its number (checkboxes and second rows have none).
      if (!box.box || !w?.label || w.kind === 'checkbox' || /^[a-f]$/.test(box.box)) continue;
      // A box split in two cells (W-2 box 15: state | employer's state ID) prints its number in the first.
      const siblings = def.boxes.filter((b) => b.box === box.box && b.field === box.field && b.list?.row === box.list?.row);
      const labels = siblings.map((b) => g.widgets[b.widget]?.label.split(' ')[0]);
      expect(labels, `${box.field} (${box.widget})`).toContain(box.box);
      checked += 1;
    }
    // Every form has numbered boxes with printed labels (the 1098-E one amount box: box 1).
    expect(checked).toBeGreaterThan(0);
  });
});

describe('digital official forms read by their template', () => {
  it('a 1099-MISC: the year and the box numbers printed on the form are never values', async () => {
    // The failure: box2_royalties "2025.00" (the year written in the calendar-year box) and
    // box11_fish_purchased_for_resale "14.00" (box 14's number).
    const bytes = await drawForm('f1099msc-2025.pdf', { f2_1: '2025', ...MISC_PARTIES, f2_9: '1,200.00' }, { copy: 'CopyB', font: StandardFonts.Helvetica, size: 8, dx: 3, dy: 1 });
    const r = await extractor.extract({ bytes, fileName: 'misc.pdf' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.document_type).toBe('1099-misc');
    expect(r.value.tax_year).toBe(2025);
    expect(r.value.fields).toEqual({
      payer_name: 'Harbor Media LLC', payer_address: '12 Pier Road, Portland, OR 97201', payer_phone: '503-555-0142',
      payer_tin: '12-3456789', recipient_tin: '123-45-6789', recipient_name: 'Ana Reyes', recipient_address: '40 Birch Lane, Austin, TX 78701',
      account_number: '7788-12', box1_rents: '1200.00',
    });
    expect(r.value.field_confidence.box1_rents).toBeGreaterThanOrEqual(0.95);
  });

  it("a 1098: box 8 holds the property's address, never the form's instructions; box 7's tick is read", async () => {
    const bytes = await drawForm(
      'f1098-2025.pdf',
      { f2_1: '25', f2_2: 'Lakeside Mortgage Co\n9 Lake Dr\nMadison, WI 53703', f2_3: '98-7654321', f2_4: '234-56-7890', f2_5: 'Sam Lee', f2_6: '5 Elm Road', f2_7: 'Denver, CO 80202', f2_11: '$8,450.12', f2_17: '77 Hill Street, Denver, CO 80203', c2_3: 'X' },
      { copy: 'CopyB', font: StandardFonts.TimesRoman, size: 9 },
    );
    const r = await extractor.extract({ bytes, fileName: '1098.pdf' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.document_type).toBe('1098');
    expect(r.value.fields.box8_property_address).toBe('77 Hill Street, Denver, CO 80203');
    expect(r.value.fields.box7_property_address_same).toBe(true);
    expect(r.value.fields.box1_mortgage_interest).toBe('8450.12');
    expect(r.value.fields).not.toHaveProperty('box6_points_paid');
    expect(r.value.fields).not.toHaveProperty('box9_number_of_properties');
    expect(r.value.tax_year).toBe(2025);
  });

  it('reads AcroForm values on another copy (Copy 2) directly by widget', async () => {
    const bytes = await drawForm('f1099nec-2025.pdf', { f2_1: '25', f2_2: 'Blue River Bank\n1 Main St\nRaleigh, NC 27601', f2_3: '45-6789012', f2_4: '345-67-8901', f2_5: 'Kim Park', f2_9: '15,000.00', c2_3: 'X' }, { copy: 'Copy2', acroform: true });
    const opened = await openPdf(bytes);
    if (!opened.ok) throw new Error('open failed');
    const page = await opened.doc.page(0);
    await opened.doc.close();
    expect(page.widgets.some((w) => w.value === '15,000.00')).toBe(true);
    const read = readByTemplate('1099-nec', page);
    expect(read?.fields.box1_nonemployee_compensation).toEqual({ value: '15000.00', conf: 0.99 });
    expect(read?.fields.box2_direct_sales_5000?.value).toBe(true);
    expect(read?.fields.payer_name?.value).toBe('Blue River Bank');
    expect(read?.taxYear).toBe(2025);
  });

  it('two copies on one sheet, scaled: both registered; a value they disagree on is flagged', async () => {
    const one = { f2_1: '25', ...MISC_PARTIES, f2_9: '900.00', f2_10: '75.50' };
    const bytes = await drawForm('f1099msc-2025.pdf', one, { copy: 'Copy1', second: { ...one, f2_10: '57.50' } });
    const opened = await openPdf(bytes);
    if (!opened.ok) throw new Error('open failed');
    const page = await opened.doc.page(0);
    await opened.doc.close();
    const read = readByTemplate('1099-misc', page);
    expect(read?.copies).toBe(2);
    expect(read?.fields.box1_rents).toEqual({ value: '900.00', conf: 0.97 });
    expect(read?.fields.box2_royalties?.conf).toBeLessThan(0.8);
  });

  it('a value spilling out of its box is kept but marked for checking', async () => {
    // A long amount drawn right of its place runs across box 1's right rule into the next column.
    const bytes = await drawForm('f1099msc-2025.pdf', { f2_1: '25', ...MISC_PARTIES, f2_9: '1,234,567.89' }, { copy: 'CopyB', size: 10, dx: 30 });
    const r = await extractor.extract({ bytes, fileName: 'misc.pdf' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.fields.box1_rents).toBe('1234567.89');
    // Below 0.8 the review screen asks the user to check the value.
    expect(r.value.field_confidence.box1_rents).toBeLessThan(0.8);
  });

  it("an older revision with other label wording is left to the other readers (no label word read as a value)", async () => {
    // The 2020 1099-INT prints "Foreign country or U.S. possession" where the 2024 revision prints
    // "U.S. territory": registered to the 2024 template, "possession" was read as box 7 at 0.97.
    const file = new URL('corpus/google-2020-1099-int.pdf', `file://${sharedDir}/`);
    const opened = await openPdf(new Uint8Array(await readFile(file)));
    if (!opened.ok) throw new Error('open failed');
    const page = await opened.doc.page(0);
    await opened.doc.close();
    expect(readByTemplate('1099-int', page)).toBeUndefined();
    const r = await extractor.extract({ bytes: new Uint8Array(await readFile(file)), fileName: 'int.pdf' });
    expect(r.ok && r.value.fields.box7_foreign_country).not.toBe('possession');
  });

  it('the blank form itself gives no values', async () => {
    const opened = await openPdf(new Uint8Array(await readFile(new URL('f1099int-2024.pdf', BLANK))));
    if (!opened.ok) throw new Error('open failed');
    const page = await opened.doc.page(3);
    const marks = await opened.doc.marks(3);
    await opened.doc.close();
    const read = readByTemplate('1099-int', { ...page, marks });
    expect(read).toBeDefined();
    expect(read?.fields).toEqual({});
    expect(read?.score).toBeGreaterThan(0.9);
  });
});

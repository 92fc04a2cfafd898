import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '#shared/extraction/document-types';
import { FORM_DEFINITIONS, formDefinitionsFor } from '#shared/forms/index';
import { degrade, fillOfficialForm, renderFirstPage } from '../../bench/extract/generate';
import { scoreDocument, type TruthEntry } from '../../bench/extract/score';
import { openPdf } from '../integrations/pdf/pdfjs';
import { createTesseractJsEngine } from '../integrations/ocr/tesseract-js';
import { encodeImage } from '../integrations/ocr/image';
import { readPageByRegions } from './image/regions';
import { createExtractor } from './index';
import { ocrPage, prepareForOcr } from './pages';
import { assemble, geometryOf, readByTemplate } from './template';

/**
 * Issue 17 (ADR 116): the 1099-R, 1099-G, 1098-T and 1098-E have one definition each, registered to
 * their blank official form like the six earlier types; digital and scanned pages are read box by box.
 */
const NEW_FORMS: Array<[DocumentType, string]> = [['1099-r', '1099-r-2025'], ['1099-g', '1099-g-2024'], ['1098-t', '1098-t-2026'], ['1098-e', '1098-e-2026']];

describe('every definition is sane against its generated geometry', () => {
  it.each(FORM_DEFINITIONS.map((d) => [d.id, d] as const))('%s: widgets on the page and inside their printed cells, boxes and values named once', (_id, def) => {
    const g = geometryOf(def);
    expect(g.id).toBe(def.id);
    expect(g.file).toBe(def.file);
    const widgets = def.boxes.map((b) => b.widget);
    expect(new Set(widgets).size, 'one box a widget').toBe(widgets.length);
    // One value a field: a plain field once, a part once per index, a list item once per row.
    const slots = def.boxes.map((b) => `${b.field}${b.part ? `#${b.part.index}` : ''}${b.list ? `[${b.list.row}].${b.list.item}` : ''}`);
    expect(slots.filter((s, i) => slots.indexOf(s) !== i), 'slots named twice').toEqual([]);
    for (const b of def.boxes) {
      const w = g.widgets[b.widget];
      expect(w, b.widget).toBeDefined();
      if (!w) continue;
      const [x0, y0, x1, y1] = w.widget;
      expect(x0 >= 0 && y0 >= 0 && x1 <= g.width && y1 <= g.height && x1 > x0 && y1 > y0, `${b.widget} on the page`).toBe(true);
      const [cx0, cy0, cx1, cy1] = w.cell;
      expect(cx0 <= x0 + 0.5 && cy0 <= y0 + 0.5 && cx1 >= x1 - 0.5 && cy1 >= y1 - 0.5, `${b.widget} inside its cell`).toBe(true);
      expect(b.kind === 'checkbox', `${b.widget} kind`).toBe(w.kind === 'checkbox');
    }
  });

  it('the four forms added for issue 17 each have their definition', () => {
    for (const [type, id] of NEW_FORMS) expect(formDefinitionsFor(type).map((d) => d.id)).toEqual([id]);
  });

  it('a state box printed with its number ("CA 1234567") fills the definition\'s own items (1099-R: state and state_id)', () => {
    const def = formDefinitionsFor('1099-r')[0]!;
    const reads = new Map([['f2_24', { lines: ['CA 1234567'], conf: 0.97 }], ['f2_22', { lines: ['12.00'], conf: 0.97 }], ['f2_20', { lines: ['2019'], conf: 0.97 }]]);
    const { fields } = assemble(def, reads);
    expect(fields.states?.value).toEqual([{ state: 'CA', state_id: '1234567', state_tax_withheld: '12.00' }]);
    // A year asked for in a box is a number, never the form's tax year.
    expect(fields.box11_first_year_roth?.value).toBe(2019);
  });

  it('a split address joins its parts each after its own separator: "street, room, city, ST ZIP, country"', () => {
    const def = formDefinitionsFor('1098-t')[0]!;
    const reads = new Map(Object.entries({ f2_1: 'Lakeview College', f2_2: '1 College Rd', f2_3: 'Suite 4', f2_4: 'Austin', f2_5: 'TX', f2_7: '78701', f2_6: 'US' }).map(([w, t]) => [w, { lines: [t], conf: 0.97 }]));
    expect(assemble(def, reads).fields.payer_address?.value).toBe('1 College Rd, Suite 4, Austin, TX 78701, US');
  });

  it('a joined value without its first part is left out: "Denver, CO 80202" is not the address (a scan whose street box read nothing)', () => {
    const def = formDefinitionsFor('1098-e')[0]!;
    const reads = new Map(Object.entries({ f2_11: 'Ana Reyes', f2_14: 'Denver', f2_15: 'CO', f2_17: '80202' }).map(([w, t]) => [w, { lines: [t], conf: 0.97 }]));
    const { fields } = assemble(def, reads);
    expect(fields.recipient_name?.value).toBe('Ana Reyes');
    expect(fields).not.toHaveProperty('recipient_address');
  });
});

describe('an older layout of the 1098-E (one name-and-address panel) is left to the other readers', () => {
  // The 2026 form splits each address into its own labelled boxes; the 2016-2025 forms print one panel.
  const def = formDefinitionsFor('1098-e')[0]!;
  const g = geometryOf(def);
  const item = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  const printed = g.text.map(([text, ...r]) => item(text, ...r));
  const amount = item('5,432.10', 440, 121, 480, 129);

  it('the 2026 layout registers and its box 1 is read', () => {
    const read = readByTemplate('1098-e', { items: [...printed, amount], widgets: [] });
    expect(read?.formId).toBe('1098-e-2026');
    expect(read?.fields.box1_student_loan_interest?.value).toBe('5432.10');
  });

  it('the same page with the one-panel labels of the earlier forms does not register', () => {
    const split = /^(Street address|Room\/suite no\.|City\/town|State\/province|Country|ZIP\/foreign code|Telephone number:|Apt\. no\.)$/;
    expect(printed.filter((it) => split.test(it.text)).length).toBeGreaterThanOrEqual(10);
    const older = printed.filter((it) => !split.test(it.text));
    older.push(item("RECIPIENT'S/LENDER'S name, address, city or town, state or province, country, ZIP", 52, 40, 290, 46), item('or foreign postal code, and telephone number', 52, 47, 200, 53));
    expect(readByTemplate('1098-e', { items: [...older, amount], widgets: [] })).toBeUndefined();
  });
});

const extractor = createExtractor();
afterAll(() => extractor.close());

/**
 * A filler written for these tests: the values drawn with pdf-lib onto Copy B of the blank form, shifted
 * off the widgets by a few points in another font, then the form's fields removed (no AcroForm values).
 */
async function drawnCopyB(file: string, values: Record<string, string>, font: StandardFonts, dx: number, dy: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await readFile(new URL(`../forms/blank/${file}`, import.meta.url)), { updateMetadata: false });
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  const form = doc.getForm();
  const embedded = await doc.embedFont(font);
  let pageIndex = -1;
  for (const [short, value] of Object.entries(values)) {
    const field = form.getFields().find((f) => f.getName().includes('CopyB') && f.getName().endsWith(`.${short}[0]`));
    const widget = field?.acroField.getWidgets()[0];
    if (!widget) throw new Error(`no ${short}`);
    pageIndex = doc.getPages().findIndex((p) => p.ref === widget.P());
    const rect = widget.getRectangle();
    value.split('\n').forEach((line, i) => doc.getPage(pageIndex).drawText(line, { x: rect.x + 2 + dx, y: rect.y + rect.height - (i + 1) * 9 - dy, size: 8, font: embedded, color: rgb(0, 0, 0) }));
  }
  for (let i = doc.getPageCount() - 1; i >= 0; i -= 1) if (i !== pageIndex) doc.removePage(i);
  doc.getPage(0).node.delete(PDFName.of('Annots'));
  doc.catalog.delete(PDFName.of('AcroForm'));
  return doc.save();
}

describe('digital official 1099-R, 1099-G, 1098-T and 1098-E read by their template', () => {
  const cases = NEW_FORMS.flatMap(([type, id]) => [false, true].map((flatten) => ({ type, id, flatten })));
  it.each(cases)('$type (flattened $flatten): registered to $id, every box as filled, each sure', { timeout: 60_000 }, async ({ type, id, flatten }) => {
    const doc = await fillOfficialForm(type, 5151, { flatten });
    const opened = await openPdf(doc.bytes);
    if (!opened.ok) throw new Error(opened.error.message);
    const page = await opened.doc.page(0);
    const read = readByTemplate(type, { items: page.items, widgets: page.widgets, ...(flatten ? { marks: await opened.doc.marks(0) } : {}) });
    expect(read?.formId).toBe(id);
    expect(Object.fromEntries(Object.entries(read!.fields).map(([k, v]) => [k, v.value]))).toEqual(doc.fields);
    for (const [k, v] of Object.entries(read!.fields)) expect(v.conf, k).toBeGreaterThanOrEqual(0.95);
    const result = await extractor.extract({ bytes: doc.bytes, fileName: `${type}.pdf` });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.fields).toEqual(doc.fields);
    expect(result.value.tax_year).toBe(doc.year);
  });

  it('a 1099-R drawn off its widgets in another font: the printed 2, 2a, 2b, 7 and "%" are never values; both state rows and the local row', async () => {
    const bytes = await drawnCopyB('f1099r-2025.pdf', {
      f2_01: 'Summit Pension Trust\n400 Ridge Ave\nBoise, ID 83702\n208-555-0199', f2_02: '45-6789012', f2_03: '321-54-9876', f2_04: 'Lena Ortiz', f2_05: '18 Cedar Ct', f2_06: 'Boise, ID 83706', f2_07: 'R-20331',
      f2_08: '$12,400.00', f2_09: '11,900.00', f2_11: '1,240.00', f2_14: '7', f2_16: '25', f2_20: '2019',
      f2_22: '310.00', f2_24: 'ID 0012345', f2_26: '12,400.00', f2_23: '45.00', f2_25: 'OR 998877', f2_27: '1,500.00',
      f2_28: '60.00', f2_30: 'BOISE CITY', f2_32: '12,400.00',
    }, StandardFonts.Helvetica, 3, 1);
    const result = await extractor.extract({ bytes, fileName: '1099-r.pdf' });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.document_type).toBe('1099-r');
    expect(result.value.fields).toEqual({
      payer_name: 'Summit Pension Trust', payer_address: '400 Ridge Ave, Boise, ID 83702', payer_phone: '208-555-0199', payer_tin: '45-6789012',
      recipient_tin: '321-54-9876', recipient_name: 'Lena Ortiz', recipient_address: '18 Cedar Ct, Boise, ID 83706', account_number: 'R-20331',
      box1_gross_distribution: '12400.00', box2a_taxable_amount: '11900.00', box4_federal_income_tax_withheld: '1240.00', box7_distribution_codes: '7',
      box8_other_percent: 25, box11_first_year_roth: 2019,
      states: [{ state_tax_withheld: '310.00', state: 'ID', state_id: '0012345', state_distribution: '12400.00' }, { state_tax_withheld: '45.00', state: 'OR', state_id: '998877', state_distribution: '1500.00' }],
      locals: [{ local_tax_withheld: '60.00', locality: 'BOISE CITY', local_distribution: '12400.00' }],
    });
    expect(result.value.tax_year).toBe(2025);
  });

  it('a 1099-G drawn off its widgets: box 3\'s year is a number, not the tax year; "20" of the year box is the form\'s', async () => {
    const bytes = await drawnCopyB('f1099g-2024.pdf', {
      f2_1: '25', f2_2: 'Ohio Dept of Taxation\n30 E Broad St\nColumbus, OH 43215', f2_3: '31-1334820', f2_4: '412-33-9081', f2_5: 'Mia Chen', f2_6: '77 Oak St', f2_7: 'Dayton, OH 45402',
      f2_10: '412.00', f2_11: '2024', f2_17: 'OH', f2_19: '31-1334820', f2_21: '40.00',
    }, StandardFonts.TimesRoman, 2, 0);
    const result = await extractor.extract({ bytes, fileName: '1099-g.pdf' });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.tax_year).toBe(2025);
    expect(result.value.fields).toMatchObject({ box2_state_local_refunds: '412.00', box3_tax_year_of_refund: 2024, states: [{ state: 'OH', state_id: '31-1334820', state_tax_withheld: '40.00' }] });
    expect(result.value.fields).not.toHaveProperty('box1_unemployment_compensation');
  });
});

describe('scanned official 1099-R, 1099-G, 1098-T and 1098-E registered and read box by box', () => {
  const engine = createTesseractJsEngine({ poolSize: 1 });
  afterAll(() => engine.close());

  it.each(NEW_FORMS)('%s: the scan registers to %s; the amounts its regions read are the filled ones; nothing wrong at >= 0.95 end to end', { timeout: 240_000 }, async (type, id) => {
    const doc = await fillOfficialForm(type, 5151, { flatten: true });
    const scan = degrade(await renderFirstPage(doc.bytes, 200), 5151, 0.8);
    const signal = new AbortController().signal;
    const image = prepareForOcr(scan, 40_000_000);
    const read = await readPageByRegions(type, { layout: await ocrPage(image, engine, signal), image }, engine, signal);
    expect(read?.registration.def.id).toBe(id);
    const truth = doc.firstPageFields;
    const money = formDefinitionsFor(type)[0]!.boxes.filter((b) => b.kind === 'money' && !b.list).map((b) => b.field);
    for (const name of money) if (read!.fields[name]) expect(read!.fields[name]?.value, name).toBe(truth[name]);
    expect(money.some((name) => read!.fields[name] !== undefined)).toBe(true);
    const result = await extractor.extract({ bytes: encodeImage(scan, 'png'), fileName: `${type}.png` });
    if (!result.ok) throw new Error(result.error.code);
    const score = scoreDocument({ document_type: type, tax_year: doc.year, fields: truth } as TruthEntry, result.value.fields);
    // Right or flagged: a value read wrong is never shown as sure (the 1099-G's street "1254 Cedar Lane"
    // read "1254" by both readings is at 0.6, "check this value").
    const sureWrong = score.wrong.map((w) => w.field.split(/[.[]/)[0] ?? w.field).filter((f) => (result.value.field_confidence[f] ?? 0) >= 0.95);
    expect(sureWrong).toEqual([]);
  });
});

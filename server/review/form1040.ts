/**
 * A filled 2025 Form 1040 and Schedules 1–3 on the official IRS PDFs (server/review/forms, see
 * PROVENANCE.md), filled with pdf-lib by field name from the mapping table below: every filled
 * value names the estimate line it comes from, and that line's source names the document box.
 * Each page carries "Draft for the preparer, not a filing"; a last page lists every value with its
 * line and source. SSNs are printed masked (last four digits), as in the packet.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFCheckBox, PDFDocument, PDFName, PDFTextField, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Review, ReviewEstimate } from '#shared/review/types';
import { pdfSafe } from './packet';
import { CREDIT_FORM_FILES, CREDIT_FORM_ORDER, CREDIT_FORM_TITLES, creditFormValues, fillCreditForm, type CreditFormId } from './forms-credits';

export type FormId = 'f1040' | 'f1040s1' | 'f1040s2' | 'f1040s3' | CreditFormId;

export const FORM_TITLES: Record<FormId, string> = {
  f1040: 'Form 1040 (2025)',
  f1040s1: 'Schedule 1 (Form 1040) 2025',
  f1040s2: 'Schedule 2 (Form 1040) 2025',
  f1040s3: 'Schedule 3 (Form 1040) 2025',
  ...CREDIT_FORM_TITLES,
};

/** One row of the mapping table: the printed line, the estimate line key, the PDF field name. */
export interface FieldMapping {
  form: FormId;
  line: string;
  key: string;
  field: string;
}

const P1 = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';
const S2P1 = 'form1[0].Page1[0].';
const S2P2 = 'form1[0].Page2[0].';

/**
 * Estimate line → PDF field. Field names found with `npx tsx scripts/pdf-fields.ts FILE` and
 * matched to the printed line by position (the 2025 forms carry no tooltips).
 */
export const FIELD_MAP: readonly FieldMapping[] = [
  // Form 1040 page 1
  { form: 'f1040', line: '1a', key: '1a', field: `${P1}f1_47[0]` },
  { form: 'f1040', line: '1z', key: '1z', field: `${P1}f1_57[0]` },
  { form: 'f1040', line: '2a', key: '2a', field: `${P1}f1_58[0]` },
  { form: 'f1040', line: '2b', key: '2b', field: `${P1}f1_59[0]` },
  { form: 'f1040', line: '3a', key: '3a', field: `${P1}f1_60[0]` },
  { form: 'f1040', line: '3b', key: '3b', field: `${P1}f1_61[0]` },
  { form: 'f1040', line: '4a', key: '4a', field: `${P1}f1_62[0]` },
  { form: 'f1040', line: '4b', key: '4b', field: `${P1}f1_63[0]` },
  { form: 'f1040', line: '5a', key: '5a', field: `${P1}f1_65[0]` },
  { form: 'f1040', line: '5b', key: '5b', field: `${P1}f1_66[0]` },
  { form: 'f1040', line: '6a', key: '6a', field: `${P1}f1_68[0]` },
  { form: 'f1040', line: '6b', key: '6b', field: `${P1}f1_69[0]` },
  { form: 'f1040', line: '7a', key: '7a', field: `${P1}f1_70[0]` },
  { form: 'f1040', line: '8', key: '8', field: `${P1}f1_72[0]` },
  { form: 'f1040', line: '9', key: '9', field: `${P1}f1_73[0]` },
  { form: 'f1040', line: '10', key: '10', field: `${P1}f1_74[0]` },
  { form: 'f1040', line: '11a', key: '11a', field: `${P1}f1_75[0]` },
  // Form 1040 page 2
  { form: 'f1040', line: '11b', key: '11a', field: `${P2}f2_01[0]` },
  { form: 'f1040', line: '12e', key: '12e', field: `${P2}f2_02[0]` },
  { form: 'f1040', line: '13b', key: '13b', field: `${P2}f2_04[0]` },
  { form: 'f1040', line: '14', key: '14', field: `${P2}f2_05[0]` },
  { form: 'f1040', line: '15', key: '15', field: `${P2}f2_06[0]` },
  { form: 'f1040', line: '16', key: '16', field: `${P2}f2_08[0]` },
  { form: 'f1040', line: '18', key: '18', field: `${P2}f2_10[0]` },
  { form: 'f1040', line: '19', key: '19', field: `${P2}f2_11[0]` },
  { form: 'f1040', line: '20', key: '20', field: `${P2}f2_12[0]` },
  { form: 'f1040', line: '21', key: '21', field: `${P2}f2_13[0]` },
  { form: 'f1040', line: '22', key: '22', field: `${P2}f2_14[0]` },
  { form: 'f1040', line: '23', key: '23', field: `${P2}f2_15[0]` },
  { form: 'f1040', line: '24', key: '24', field: `${P2}f2_16[0]` },
  { form: 'f1040', line: '25a', key: '25a', field: `${P2}f2_17[0]` },
  { form: 'f1040', line: '25b', key: '25b', field: `${P2}f2_18[0]` },
  { form: 'f1040', line: '25d', key: '25d', field: `${P2}f2_20[0]` },
  { form: 'f1040', line: '27a', key: '27a', field: `${P2}f2_23[0]` },
  { form: 'f1040', line: '28', key: '28', field: `${P2}f2_24[0]` },
  { form: 'f1040', line: '29', key: '29', field: `${P2}f2_25[0]` },
  { form: 'f1040', line: '31', key: '31', field: `${P2}f2_27[0]` },
  { form: 'f1040', line: '32', key: '32', field: `${P2}f2_28[0]` },
  { form: 'f1040', line: '33', key: '33', field: `${P2}f2_29[0]` },
  { form: 'f1040', line: '34', key: '34', field: `${P2}f2_30[0]` },
  { form: 'f1040', line: '37', key: '37', field: `${P2}f2_35[0]` },
  // Schedule 1
  { form: 'f1040s1', line: '1', key: 'sch1_1', field: `${P1}f1_04[0]` },
  { form: 'f1040s1', line: '3', key: 'sch1_3', field: `${P1}f1_07[0]` },
  { form: 'f1040s1', line: '5', key: 'sch1_5', field: `${P1}f1_09[0]` },
  { form: 'f1040s1', line: '7', key: 'sch1_7', field: `${P1}f1_12[0]` },
  { form: 'f1040s1', line: '8z', key: 'sch1_8z', field: `${P1}f1_36[0]` },
  { form: 'f1040s1', line: '9', key: 'sch1_8z', field: `${P1}f1_37[0]` },
  { form: 'f1040s1', line: '10', key: '8', field: `${P1}f1_38[0]` },
  { form: 'f1040s1', line: '15', key: 'sch1_15', field: `${P2}f2_05[0]` },
  { form: 'f1040s1', line: '18', key: 'sch1_18', field: `${P2}f2_08[0]` },
  { form: 'f1040s1', line: '21', key: 'sch1_21', field: `${P2}f2_13[0]` },
  { form: 'f1040s1', line: '26', key: '10', field: `${P2}f2_30[0]` },
  // Schedule 2
  { form: 'f1040s2', line: '4', key: 'sch2_4', field: `${S2P1}f1_15[0]` },
  { form: 'f1040s2', line: '8', key: 'sch2_8', field: `${S2P1}f1_19[0]` },
  { form: 'f1040s2', line: '21', key: '23', field: `${S2P2}f2_24[0]` },
  // Schedule 3
  { form: 'f1040s3', line: '2', key: 'sch3_2', field: `${P1}f1_04[0]` },
  { form: 'f1040s3', line: '3', key: 'sch3_3', field: `${P1}f1_05[0]` },
  { form: 'f1040s3', line: '4', key: 'sch3_4', field: `${P1}f1_06[0]` },
  { form: 'f1040s3', line: '8', key: '20', field: `${P1}f1_25[0]` },
  { form: 'f1040s3', line: '11', key: '31', field: `${P1}f1_28[0]` },
  { form: 'f1040s3', line: '15', key: '31', field: `${P1}f1_37[0]` },
];

/** Header fields: name and SSN on every form; the 1040's address, spouse and dependents. */
const HEADER = {
  f1040: {
    firstName: `${P1}f1_14[0]`, lastName: `${P1}f1_15[0]`, ssn: `${P1}f1_16[0]`,
    spouseFirstName: `${P1}f1_17[0]`, spouseLastName: `${P1}f1_18[0]`, spouseSsn: `${P1}f1_19[0]`,
    address: `${P1}Address_ReadOrder[0].f1_20[0]`,
    /** Dependents 1–4: first name, last name, SSN, relationship rows. */
    dependents: [0, 1, 2, 3].map((i) => ({
      firstName: `${P1}Table_Dependents[0].Row1[0].f1_${31 + i}[0]`,
      lastName: `${P1}Table_Dependents[0].Row2[0].f1_${35 + i}[0]`,
      ssn: `${P1}Table_Dependents[0].Row3[0].f1_${39 + i}[0]`,
      relationship: `${P1}Table_Dependents[0].Row4[0].f1_${43 + i}[0]`,
    })),
  },
  schedule: { f1040s1: P1, f1040s2: S2P1, f1040s3: P1 } as Record<string, string>,
} as const;

/** Filing status check boxes of the 2025 Form 1040 page 1. */
const FILING_STATUS_BOX: Record<string, string> = {
  single: `${P1}Checkbox_ReadOrder[0].c1_8[0]`,
  married_filing_jointly: `${P1}Checkbox_ReadOrder[0].c1_8[1]`,
  married_filing_separately: `${P1}Checkbox_ReadOrder[0].c1_8[2]`,
  head_of_household: `${P1}c1_8[0]`,
  qualifying_widow: `${P1}c1_8[1]`,
};

/** One value written on a form, with where it came from. */
export interface FilledValue {
  form: FormId;
  line: string;
  field: string;
  value: string;
  /** The estimate line it comes from ('profile' for names and the like). */
  key: string;
  source: string;
}

export const DRAFT_NOTE = 'Draft for the preparer, not a filing';

/** An amount as written on the form: 41,300.00; a loss in parentheses. */
export function formAmount(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}

/** The values to write: every mapped estimate line that is not zero, on the forms it belongs to. */
export function formValues(estimate: ReviewEstimate): FilledValue[] {
  const byKey = new Map(estimate.lines.map((l) => [l.key, l]));
  // Line 21 is 19 + 20; it is not an estimate line of its own.
  const line19 = byKey.get('19')?.amountCents ?? 0;
  const line20 = byKey.get('20')?.amountCents ?? 0;
  const out: FilledValue[] = [];
  for (const m of FIELD_MAP) {
    let amount: number;
    let source: string;
    if (m.key === '21') {
      amount = line19 + line20;
      source = 'Form 1040 line 21 = 19 + 20';
    } else {
      const l = byKey.get(m.key);
      if (!l) continue;
      amount = l.amountCents;
      source = `${l.label}: ${l.source}`;
    }
    if (amount === 0) continue;
    out.push({ form: m.form, line: m.line, field: m.field, value: formAmount(amount), key: m.key, source });
  }
  return out;
}

const FORMS_DIR = fileURLToPath(new URL('./forms/', import.meta.url));
const FILE: Record<FormId, string> = { f1040: 'f1040-2025.pdf', f1040s1: 'f1040s1-2025.pdf', f1040s2: 'f1040s2-2025.pdf', f1040s3: 'f1040s3-2025.pdf', ...CREDIT_FORM_FILES };

async function loadBlank(form: FormId): Promise<PDFDocument> {
  const doc = await PDFDocument.load(await readFile(`${FORMS_DIR}${FILE[form]}`));
  // The AcroForm values are the ones that count: drop the XFA layer (pdf-lib cannot fill it).
  doc.catalog.getOrCreateAcroForm().dict.delete(PDFName.of('XFA'));
  return doc;
}

function setText(doc: PDFDocument, name: string, value: string): void {
  const field = doc.getForm().getField(name);
  if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`);
  const max = field.getMaxLength();
  // Comb fields (SSNs) hold the digits only: '***-**-0876' is written '*****0876'.
  const fitted = max !== undefined && value.length > max ? value.replace(/-/g, '') : value;
  field.setText(max !== undefined && fitted.length > max ? fitted.slice(0, max) : fitted);
}

function splitName(full: string | null | undefined): { first: string; last: string } {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { first: parts[0] ?? '', last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts[parts.length - 1]! };
}

export interface FilledReturn {
  bytes: Uint8Array;
  values: FilledValue[];
  forms: FormId[];
}

/** Fills the forms the estimate uses and returns one PDF (flattened), with a trace page at the end. */
export async function renderFilledReturn(estimate: ReviewEstimate, profile: Review['profile'], taxYear: number): Promise<FilledReturn> {
  const credits = creditFormValues(estimate, profile);
  const values: FilledValue[] = [...formValues(estimate), ...credits];
  const forms: FormId[] = ['f1040', ...(['f1040s1', 'f1040s2', 'f1040s3'] as const).filter((f) => values.some((v) => v.form === f))];
  const creditForms = CREDIT_FORM_ORDER.filter((f) => credits.some((v) => v.form === f));
  const out = await PDFDocument.create();
  out.setTitle(`Form 1040 (${taxYear}) draft for the preparer${profile ? ` - ${profile.fullName}` : ''}`);
  out.setAuthor('TaxDesk');
  out.setSubject(DRAFT_NOTE);
  const font = await out.embedFont(StandardFonts.Helvetica);
  const bold = await out.embedFont(StandardFonts.HelveticaBold);
  const names = {
    you: profile ? { first: profile.firstName ?? splitName(profile.fullName).first, last: profile.lastName ?? splitName(profile.fullName).last } : { first: '', last: '' },
    spouse: splitName(profile?.spouseName),
  };
  for (const form of forms) {
    const doc = await loadBlank(form);
    const helv = await doc.embedFont(StandardFonts.Helvetica);
    if (profile) {
      if (form === 'f1040') {
        const h = HEADER.f1040;
        setText(doc, h.firstName, names.you.first);
        setText(doc, h.lastName, names.you.last);
        setText(doc, h.ssn, profile.ssnMasked);
        if (profile.spouseName) {
          setText(doc, h.spouseFirstName, names.spouse.first);
          setText(doc, h.spouseLastName, names.spouse.last);
          setText(doc, h.spouseSsn, profile.spouseSsnMasked ?? '');
        }
        setText(doc, h.address, profile.address);
        profile.dependents.slice(0, 4).forEach((d, i) => {
          const slot = h.dependents[i]!;
          const n = splitName(d.name);
          setText(doc, slot.firstName, n.first);
          setText(doc, slot.lastName, n.last);
          setText(doc, slot.ssn, d.ssnMasked);
          setText(doc, slot.relationship, d.relationship ?? '');
        });
        const box = profile.filingStatus ? FILING_STATUS_BOX[profile.filingStatus] : undefined;
        if (box) {
          const cb = doc.getForm().getField(box);
          if (cb instanceof PDFCheckBox) cb.check();
        }
      } else {
        const prefix = HEADER.schedule[form];
        setText(doc, `${prefix}f1_01[0]`, `${names.you.first} ${names.you.last}`.trim() + (profile.spouseName ? ` & ${profile.spouseName}` : ''));
        setText(doc, `${prefix}f1_02[0]`, profile.ssnMasked);
      }
    }
    for (const v of values.filter((x) => x.form === form)) setText(doc, v.field, v.value);
    doc.getForm().updateFieldAppearances(helv);
    doc.getForm().flatten();
    await addStamped(doc, doc.getPageIndices());
  }
  // Schedule 8812, EIC, Forms 8863, 2441, 8880 (server/review/forms-credits.ts).
  for (const form of creditForms) for (const part of await fillCreditForm(form, credits, profile)) await addStamped(part.doc, part.pages);
  addTracePages(out, font, bold, values, taxYear);
  return { bytes: await out.save(), values, forms: [...forms, ...creditForms] };

  async function addStamped(doc: PDFDocument, indices: number[]): Promise<void> {
    for (const page of await out.copyPages(doc, indices)) {
      out.addPage(page);
      const { width, height } = page.getSize();
      const note = `${DRAFT_NOTE} - TaxDesk estimate, ${taxYear}`;
      const size = 9;
      page.drawText(note, { x: width - font.widthOfTextAtSize(note, size) - 24, y: height - 14, size, font: bold, color: rgb(0.75, 0.1, 0.1) });
    }
  }
}

/** The last pages: every filled value, its line, the estimate line and the source (document boxes). */
function addTracePages(doc: PDFDocument, font: PDFFont, bold: PDFFont, values: readonly FilledValue[], taxYear: number): void {
  const W = 612;
  const H = 792;
  const margin = 40;
  let page = doc.addPage([W, H]);
  let y = H - margin;
  const line = (text: string, size: number, f: PDFFont, indent = 0) => {
    const maxWidth = W - 2 * margin - indent;
    const words = pdfSafe(text, f).split(' ');
    let current = '';
    const flush = () => {
      if (y < margin + size) {
        page = doc.addPage([W, H]);
        y = H - margin;
        // Continuation pages carry the draft note too (the trace grew with the credit forms).
        page.drawText(`${DRAFT_NOTE} - where each value comes from (continued)`, { x: margin, y: H - 24, size: 8, font: bold, color: rgb(0.75, 0.1, 0.1) });
      }
      page.drawText(current, { x: margin + indent, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 3;
      current = '';
    };
    for (const w of words) {
      const next = current ? `${current} ${w}` : w;
      if (f.widthOfTextAtSize(next, size) > maxWidth && current) {
        flush();
        current = w;
      } else current = next;
    }
    if (current) flush();
  };
  line(`Where each value comes from (${taxYear})`, 16, bold);
  y -= 4;
  line(`${DRAFT_NOTE}. Each value on the forms above is an estimate line of TaxDesk; its source names the document and box it was read from.`, 9, font);
  y -= 6;
  for (const v of values) {
    line(`${FORM_TITLES[v.form]}, line ${v.line}: ${v.value || '(blank)'}`, 10, bold);
    line(v.source, 8, font, 12);
    y -= 2;
  }
}

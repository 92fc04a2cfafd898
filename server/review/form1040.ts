/**
 * A filled 2025 Form 1040 and Schedules 1–3 on the official IRS PDFs (server/review/forms, see
 * PROVENANCE.md), filled with pdf-lib by field name from the mapping table below: every filled
 * value names the estimate line it comes from, and that line's source names the document box.
 * Each page carries "Draft for the preparer, not a filing"; a last page lists every value with its
 * line and source. SSNs are printed masked (last four digits), as in the packet.
 */
import { PDFDocument, PDFTextField, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Review, ReviewEstimate } from '#shared/review/types';
import { drawCopies, incomeFormCopies } from './forms-income';
import { pdfSafe } from './packet';
import { CREDIT_FORM_FILES, CREDIT_FORM_ORDER, CREDIT_FORM_TITLES, creditFormValues, fillCreditForm, type CreditFormId } from './forms-credits';
import { loadBlankPdf, tickBox } from './blanks';

export type FormId = 'f1040' | 'f1040s1' | 'f1040s2' | 'f1040s3' | 'f1040sb' | 'f1040sd' | 'f8949' | CreditFormId;

export const FORM_TITLES: Record<FormId, string> = {
  f1040: 'Form 1040 (2025)',
  f1040s1: 'Schedule 1 (Form 1040) 2025',
  f1040s2: 'Schedule 2 (Form 1040) 2025',
  f1040s3: 'Schedule 3 (Form 1040) 2025',
  f1040sb: 'Schedule B (Form 1040) 2025',
  f1040sd: 'Schedule D (Form 1040) 2025',
  f8949: 'Form 8949 (2025)',
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
    /** Married filing separately: "Enter spouse's SSN above and full name here". */
    mfsSpouseName: `${P1}Checkbox_ReadOrder[0].f1_28[0]`,
    apartment: `${P1}Address_ReadOrder[0].f1_21[0]`,
    city: `${P1}Address_ReadOrder[0].f1_22[0]`,
    state: `${P1}Address_ReadOrder[0].f1_23[0]`,
    zip: `${P1}Address_ReadOrder[0].f1_24[0]`,
    /** "If more than four dependents, see instructions and check here". */
    moreThanFour: `${P1}Dependents_ReadOrder[0].c1_11[0]`,
    /**
     * Dependents 1–4 are columns: rows (1) first name, (2) last name, (3) SSN, (4) relationship,
     * (5) lived with you more than half of 2025 (a) and in the U.S. (b), (6) full-time student /
     * permanently and totally disabled, (7) child tax credit / credit for other dependents.
     */
    dependents: [0, 1, 2, 3].map((i) => ({
      firstName: `${P1}Table_Dependents[0].Row1[0].f1_${31 + i}[0]`,
      lastName: `${P1}Table_Dependents[0].Row2[0].f1_${35 + i}[0]`,
      ssn: `${P1}Table_Dependents[0].Row3[0].f1_${39 + i}[0]`,
      relationship: `${P1}Table_Dependents[0].Row4[0].f1_${43 + i}[0]`,
      livedWithYou: `${P1}Table_Dependents[0].Row5[0].Dependent${i + 1}[0].c1_${12 + 2 * i}[0]`,
      inUS: `${P1}Table_Dependents[0].Row5[0].Dependent${i + 1}[0].c1_${13 + 2 * i}[0]`,
      student: `${P1}Table_Dependents[0].Row6[0].Dependent${i + 1}[0].c1_${20 + 2 * i}[0]`,
      disabled: `${P1}Table_Dependents[0].Row6[0].Dependent${i + 1}[0].c1_${21 + 2 * i}[0]`,
      childTaxCredit: `${P1}Table_Dependents[0].Row7[0].Dependent${i + 1}[0].c1_${28 + i}[0]`,
      otherDependent: `${P1}Table_Dependents[0].Row7[0].Dependent${i + 1}[0].c1_${28 + i}[1]`,
    })),
  },
  schedule: { f1040s1: P1, f1040s2: S2P1, f1040s3: P1 } as Record<'f1040s1' | 'f1040s2' | 'f1040s3', string>,
} as const;

/** Filing status check boxes of the 2025 Form 1040 page 1. */
export const FILING_STATUS_BOX: Record<string, string> = {
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
  /** false: written on the form but not listed on the trace page (a row's other columns; the row is traced once). */
  inTrace?: false;
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

const FILE: Record<FormId, string> = {
  f1040: 'f1040-2025.pdf', f1040s1: 'f1040s1-2025.pdf', f1040s2: 'f1040s2-2025.pdf', f1040s3: 'f1040s3-2025.pdf',
  f1040sb: 'f1040sb-2025.pdf', f1040sd: 'f1040sd-2025.pdf', f8949: 'f8949-2025.pdf', ...CREDIT_FORM_FILES,
};

function loadBlank(form: FormId): Promise<PDFDocument> {
  return loadBlankPdf(FILE[form]);
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

/** Splits an apartment, unit or suite number off the street line ("12 Oak St, Apt 4B" → "12 Oak St", "4B"). */
export function splitStreet(street: string): { street: string; apartment: string } {
  const m = /^(.*?\S)[,\s]+(?:apt\.?|apartment|unit|suite|ste\.?|#)\s*#?\s*([A-Za-z0-9-]+)$/i.exec(street.trim());
  return m ? { street: m[1]!, apartment: m[2]! } : { street: street.trim(), apartment: '' };
}

const CREDIT_TEXT = { child_tax_credit: 'child tax credit', other_dependent: 'credit for other dependents' } as const;

/**
 * The Form 1040 header values with their trace: the address in its boxes (the profile's street,
 * city, state and ZIP) and each dependent's boxes (5)–(7) as the estimate decided them. The
 * presidential campaign and "main home in the U.S." boxes stay blank: only the taxpayer answers them.
 */
export function headerValues(estimate: ReviewEstimate, profile: NonNullable<Review['profile']>): { texts: FilledValue[]; checks: FilledValue[] } {
  const h = HEADER.f1040;
  const texts: FilledValue[] = [];
  const checks: FilledValue[] = [];
  const text = (line: string, field: string, value: string, source: string) => {
    if (value) texts.push({ form: 'f1040', line, field, value, key: 'profile', source });
  };
  // The spouse: name boxes on a joint return; married filing separately, the SSN above and the name on the MFS line.
  if (profile.spouseName && profile.filingStatus === 'married_filing_separately') {
    text('Spouse\u2019s social security number', h.spouseSsn, profile.spouseSsnMasked ?? '', 'Profile: spouse (masked)');
    text('Married filing separately: spouse\u2019s full name', h.mfsSpouseName, profile.spouseName, 'Profile: spouse');
  } else if (profile.spouseName) {
    const n = splitName(profile.spouseName);
    text('Spouse\u2019s first name and middle initial', h.spouseFirstName, n.first, 'Profile: spouse');
    text('Spouse\u2019s last name', h.spouseLastName, n.last, 'Profile: spouse');
    text('Spouse\u2019s social security number', h.spouseSsn, profile.spouseSsnMasked ?? '', 'Profile: spouse (masked)');
  }
  const parts = profile.addressParts;
  if (parts && (parts.street || parts.city)) {
    const street = splitStreet(parts.street);
    text('Home address', h.address, street.street, 'Profile: home address');
    text('Apt. no.', h.apartment, street.apartment, 'Profile: home address (the apartment, unit or suite written after the street)');
    text('City', h.city, parts.city, 'Profile: city');
    text('State', h.state, parts.state, 'Profile: state');
    text('ZIP code', h.zip, parts.zip, 'Profile: ZIP code');
  } else {
    text('Home address', h.address, profile.address, 'Profile: address');
  }
  const decisions = estimate.forms?.dependents ?? [];
  profile.dependents.forEach((d, i) => {
    const decided = decisions[i]?.name === d.name ? decisions[i] : undefined;
    if (i >= 4) {
      if (i === 4) checks.push({ form: 'f1040', line: 'Dependents: more than four', field: h.moreThanFour, value: 'X', key: 'profile', source: 'More than four dependents: the others are listed here (statement)' });
      texts.push({
        form: 'f1040', line: `Dependent ${i + 1} (statement)`, field: h.moreThanFour, value: `${d.name}, ${d.ssnMasked}, ${d.relationship ?? 'relationship not entered'}`,
        key: decided?.credit ? '19' : 'profile', source: decided?.credit ? `Profile; counted for the ${CREDIT_TEXT[decided.credit]} (Schedule 8812)` : 'Profile; not counted for a credit',
      });
      return;
    }
    if (!decided) return;
    const slot = h.dependents[i]!;
    const who = `Dependent ${i + 1} (${d.name})`;
    if (decided.livedWithYou) {
      checks.push({ form: 'f1040', line: `${who} (5)(a) lived with you more than half of 2025`, field: slot.livedWithYou, value: 'X', key: 'profile',
        source: 'Profile: months lived with you in 2025. Box (5)(b) "and in the U.S." is left for the taxpayer: the profile does not ask where they lived' });
    }
    if (decided.fullTimeStudent) checks.push({ form: 'f1040', line: `${who} (6) full-time student`, field: slot.student, value: 'X', key: 'profile', source: 'Profile: full-time student in 2025' });
    if (decided.disabled) checks.push({ form: 'f1040', line: `${who} (6) permanently and totally disabled`, field: slot.disabled, value: 'X', key: 'profile', source: 'Profile: permanently and totally disabled' });
    if (decided.credit) {
      const ctc = decided.credit === 'child_tax_credit';
      checks.push({
        form: 'f1040', line: `${who} (7) ${CREDIT_TEXT[decided.credit]}`, field: ctc ? slot.childTaxCredit : slot.otherDependent, value: 'X', key: '19',
        source: ctc
          ? 'Schedule 8812 line 4: under 17 at the end of 2025 (profile date of birth) and not answered as living with you 6 months or less'
          : 'Schedule 8812 line 6: a dependent who is not a qualifying child for the child tax credit ($500 credit for other dependents)',
      });
    }
  });
  return { texts, checks };
}

const check = tickBox;

/** A blank with these texts written and boxes ticked, not yet flattened (the tests read it back). */
export async function fillForm(form: FormId, texts: readonly { field: string; value: string }[], checks: readonly { field: string }[]): Promise<PDFDocument> {
  const doc = await loadBlank(form);
  for (const v of texts) setText(doc, v.field, v.value);
  for (const v of checks) check(doc, v.field);
  return doc;
}

export interface FilledReturn {
  bytes: Uint8Array;
  values: FilledValue[];
  forms: FormId[];
}

/** Fills the forms the estimate uses and returns one PDF (flattened), with a trace page at the end. */
export async function renderFilledReturn(estimate: ReviewEstimate, profile: Review['profile'], taxYear: number): Promise<FilledReturn> {
  const income = incomeFormCopies(estimate);
  const credits = creditFormValues(estimate, profile);
  const header = profile ? headerValues(estimate, profile) : { texts: [], checks: [] };
  const lineValues = formValues(estimate);
  const values: FilledValue[] = [...header.texts, ...header.checks, ...lineValues, ...income.flatMap((c) => [...c.values, ...c.checks]), ...credits];
  const forms: FormId[] = [
    'f1040',
    ...(['f1040s1', 'f1040s2', 'f1040s3'] as const).filter((f) => lineValues.some((v) => v.form === f)),
    ...[...new Set(income.map((c) => c.form))],
  ];
  const creditForms = CREDIT_FORM_ORDER.filter((f) => credits.some((v) => v.form === f));
  const out = await PDFDocument.create();
  out.setTitle(`Form 1040 (${taxYear}) draft for the preparer${profile ? ` - ${profile.fullName}` : ''}`);
  out.setAuthor('TaxDesk');
  out.setSubject(DRAFT_NOTE);
  const font = await out.embedFont(StandardFonts.Helvetica);
  const bold = await out.embedFont(StandardFonts.HelveticaBold);
  const names = {
    you: profile ? { first: profile.firstName ?? splitName(profile.fullName).first, last: profile.lastName ?? splitName(profile.fullName).last } : { first: '', last: '' },
  };
  const scheduleName = `${names.you.first} ${names.you.last}`.trim() + (profile?.spouseName ? ` & ${profile.spouseName}` : '');
  /** Flattens a filled blank and appends the kept pages, each stamped as a draft. */
  const stamp = (page: PDFPage) => {
    const { width, height } = page.getSize();
    const note = `${DRAFT_NOTE} - TaxDesk estimate, ${taxYear}`;
    const size = 9;
    page.drawText(note, { x: width - font.widthOfTextAtSize(note, size) - 24, y: height - 14, size, font: bold, color: rgb(0.75, 0.1, 0.1) });
  };
  /** Flattens a filled blank and appends the kept pages, each stamped as a draft. */
  const append = async (doc: PDFDocument, pageIndices: number[]) => {
    doc.getForm().updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
    doc.getForm().flatten();
    for (const page of await out.copyPages(doc, pageIndices)) stamp(out.addPage(page));
  };
  for (const form of forms.filter((f): f is 'f1040' | 'f1040s1' | 'f1040s2' | 'f1040s3' => !income.some((c) => c.form === f))) {
    const doc = await loadBlank(form);
    if (profile) {
      if (form === 'f1040') {
        const h = HEADER.f1040;
        setText(doc, h.firstName, names.you.first);
        setText(doc, h.lastName, names.you.last);
        setText(doc, h.ssn, profile.ssnMasked);
        for (const v of header.texts.filter((x) => x.field !== h.moreThanFour)) setText(doc, v.field, v.value);
        for (const v of header.checks) check(doc, v.field);
        profile.dependents.slice(0, 4).forEach((d, i) => {
          const slot = h.dependents[i]!;
          const n = splitName(d.name);
          setText(doc, slot.firstName, n.first);
          setText(doc, slot.lastName, n.last);
          setText(doc, slot.ssn, d.ssnMasked);
          setText(doc, slot.relationship, d.relationship ?? '');
        });
        const box = profile.filingStatus ? FILING_STATUS_BOX[profile.filingStatus] : undefined;
        if (box) check(doc, box);
      } else {
        const prefix = HEADER.schedule[form as Exclude<typeof form, 'f1040'>];
        setText(doc, `${prefix}f1_01[0]`, scheduleName);
        setText(doc, `${prefix}f1_02[0]`, profile.ssnMasked);
      }
    }
    for (const v of lineValues.filter((x) => x.form === form)) setText(doc, v.field, v.value);
    await append(doc, doc.getPageIndices());
  }
  // Schedules B and D and Forms 8949 (server/review/forms-income.ts), one blank per copy.
  const headerTexts = (copy: (typeof income)[number]) =>
    profile ? copy.header.flatMap((h) => [{ field: h.name, value: scheduleName }, { field: h.ssn, value: profile.ssnMasked }]) : [];
  for (const copy of income.filter((c) => c.form !== 'f8949')) await append(await fillForm(copy.form, [...headerTexts(copy), ...copy.values], copy.checks), copy.pages);
  // Form 8949 may run to many pages: the blank is embedded once and each page's values drawn on it.
  const pages8949 = income.filter((c) => c.form === 'f8949').map((c) => ({ pages: c.pages, texts: [...headerTexts(c), ...c.values], checks: c.checks }));
  if (pages8949.length) for (const page of await drawCopies(out, await loadBlank('f8949'), pages8949, font)) stamp(page);
  // Forms 2441, Schedule EIC, Schedule 8812, Forms 8863 and 8880 (server/review/forms-credits.ts), filled and flattened there, in attachment order after the income forms.
  for (const form of creditForms) for (const part of await fillCreditForm(form, credits, profile)) for (const page of await out.copyPages(part.doc, part.pages)) stamp(out.addPage(page));
  addTracePages(out, font, bold, values.filter((v) => v.inTrace !== false), taxYear);
  return { bytes: await out.save(), values, forms: [...forms, ...creditForms] };
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

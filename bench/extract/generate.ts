/**
 * Generates test documents with known values: the official IRS forms (../shared/irs-forms) filled
 * with random values through their AcroForm fields, some flattened, some rasterised with noise and
 * a slight rotation ("scan"), and forms drawn in other layouts with pdf-lib (a payroll-provider
 * W-2, bank 1099s as tables). Deterministic for a seed. Used by the benchmark and the tests.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFCheckBox, PDFDict, PDFDocument, PDFName, StandardFonts, rgb, type PDFForm } from 'pdf-lib';
import type { DocumentType } from '#shared/extraction/document-types';
import { applyRate, centsToCanonical, formatUsd } from '#shared/extraction/money';
import type { ExtractedFields, FilingStatus, ListItem, SaleItem } from '#shared/extraction/fields';
import { openPdf } from '../../server/integrations/pdf/pdfjs';
import { encodeImage, rotateImage } from '../../server/integrations/ocr/image';
import type { GrayImage } from '../../server/integrations/ocr/types';
import { homographyFromPoints, type Quad } from '../../server/extraction/image/page';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = path.resolve(repoRoot, '..', 'shared');

export type Variant = 'digital' | 'scan' | 'photo' | 'other';

export interface GeneratedDoc {
  name: string;
  type: DocumentType;
  variant: Variant;
  bytes: Uint8Array;
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg';
  truth: { document_type: DocumentType; tax_year: number; fields: ExtractedFields };
  /** For scans and photos: the image before encoding (for the CLI timing comparison). */
  image?: GrayImage;
}

/** A small deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Chen', 'Olga', 'Diego', 'Priya', 'Tom', 'Fatima', 'Lukas'];
const LAST = ['Garcia', 'Smith', 'Okafor', 'Wang', 'Petrova', 'Lopez', 'Patel', 'Miller', 'Haddad', 'Schmidt'];
const COMPANIES = ['Acme Widgets Inc', 'Blue River Bank', 'Northwind Traders', 'Summit Credit Union', 'Harbor Media LLC', 'Pinecrest Capital', 'Lakeside Mortgage Co', 'Evergreen Payroll Corp'];
const STREETS = ['Oak Street', 'Maple Ave', 'Main St', 'Cedar Lane', 'Elm Road', 'Park Blvd'];
const CITIES: Array<[string, string, string]> = [['Austin', 'TX', '78701'], ['Denver', 'CO', '80202'], ['Columbus', 'OH', '43215'], ['Portland', 'OR', '97201'], ['Raleigh', 'NC', '27601'], ['Madison', 'WI', '53703']];

class Rand {
  constructor(private readonly r: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.r() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(0, xs.length - 1)] as T;
  }
  cents(min: number, max: number): bigint {
    return BigInt(this.int(min * 100, max * 100));
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    while (s.length < n) s += String(this.int(0, 9));
    return s;
  }
  ssn(): string {
    return `${this.int(100, 665)}-${this.int(10, 99)}-${this.int(1000, 9999)}`;
  }
  ein(): string {
    return `${this.int(10, 98)}-${this.digits(7)}`;
  }
  person(): string {
    return `${this.pick(FIRST)} ${this.pick(LAST)}`;
  }
  street(): string {
    return `${this.int(10, 9999)} ${this.pick(STREETS)}`;
  }
  city(): [string, string, string] {
    return this.pick(CITIES);
  }
}

const money = (c: bigint) => centsToCanonical(c);
/** Printed amount: "1,234.56" (as on most filled forms). */
const printed = (c: bigint) => formatUsd(c).replace('$', '');

/** The 1099s, 1098 and W-2 are filled on Copy B; the 1040 has one copy, named by page. */
const onCopy = (name: string) => name.includes('CopyB[0]') || name.startsWith('topmostSubform[0].Page');

/**
 * While set, the plans' values are recorded (short widget name → value) instead of filled into the
 * form: the drawn filler (`drawOnOfficialForm`) prints them itself.
 */
let recording: Map<string, string> | undefined;

function setText(form: PDFForm, short: string, value: string): void {
  if (recording) {
    recording.set(short, value);
    return;
  }
  const field = form.getFields().find((f) => onCopy(f.getName()) && f.getName().endsWith(`.${short}[0]`));
  if (!field) throw new Error(`no field ${short}`);
  const tf = form.getTextField(field.getName());
  // A combed field (the 1040's SSN boxes: MaxLen 9, comb) takes the digits only, one to a cell, as
  // a viewer fills the official form; its dotted dividers then cross some of the digits.
  if (tf.isCombed() && /^\d{3}-\d{2}-\d{4}$/.test(value)) {
    tf.setText(value.replace(/\D/g, ''));
    return;
  }
  if (value.includes('\n')) tf.enableMultiline();
  tf.setMaxLength(undefined);
  tf.setText(value);
}

function check(form: PDFForm, short: string): void {
  if (recording) {
    recording.set(short, 'X');
    return;
  }
  const field = form.getFields().find((f) => onCopy(f.getName()) && f.getName().endsWith(`.${short}[0]`));
  if (!field) throw new Error(`no field ${short}`);
  form.getCheckBox(field.getName()).check();
}

interface FormPlan {
  file: string;
  /** The page kept (Copy B), or the pages of a return. */
  page: number | number[];
  year: number;
  fill: (form: PDFForm, r: Rand) => ExtractedFields;
  /** Fields printed after the first page (a scan shows the first page only). */
  laterPages?: string[];
}

/** The 2024 Form 1040's filing status boxes (Single, MFJ, MFS in the left column; HOH on the right). */
const FILING_STATUS_2024: Array<[FilingStatus, string]> = [
  ['single', 'topmostSubform[0].Page1[0].FilingStatus_ReadOrder[0].c1_3[0]'],
  ['married_filing_jointly', 'topmostSubform[0].Page1[0].FilingStatus_ReadOrder[0].c1_3[1]'],
  ['married_filing_separately', 'topmostSubform[0].Page1[0].FilingStatus_ReadOrder[0].c1_3[2]'],
  ['head_of_household', 'topmostSubform[0].Page1[0].c1_3[0]'],
];

/** Standard deduction for 2024 by filing status (Form 1040 line 12, 2024 instructions). */
const STANDARD_DEDUCTION_2024: Record<FilingStatus, bigint> = {
  single: 1_460_000n, married_filing_jointly: 2_920_000n, married_filing_separately: 1_460_000n, head_of_household: 2_190_000n, qualifying_widow: 2_920_000n,
};

function parties(form: PDFForm, r: Rand, names: { payer: string; ptin: string; rtin: string; rname: string; street: string; city: string; account?: string }): ExtractedFields {
  const payer = r.pick(COMPANIES);
  const [pc, ps, pz] = r.city();
  const pStreet = r.street();
  const phone = `${r.int(200, 989)}-${r.int(200, 989)}-${r.int(1000, 9999)}`;
  const rname = r.person();
  const rStreet = r.street();
  const [rc, rs, rz] = r.city();
  const ptin = r.ein();
  const rtin = r.ssn();
  setText(form, names.payer, `${payer}\n${pStreet}\n${pc}, ${ps} ${pz}\n${phone}`);
  setText(form, names.ptin, ptin);
  setText(form, names.rtin, rtin);
  setText(form, names.rname, rname);
  setText(form, names.street, rStreet);
  setText(form, names.city, `${rc}, ${rs} ${rz}`);
  const fields: ExtractedFields = {
    payer_name: payer, payer_address: `${pStreet}, ${pc}, ${ps} ${pz}`, payer_phone: phone, payer_tin: ptin,
    recipient_tin: rtin, recipient_name: rname, recipient_address: `${rStreet}, ${rc}, ${rs} ${rz}`,
  };
  if (names.account) {
    const acct = `${r.digits(4)}-${r.digits(5)}`;
    setText(form, names.account, acct);
    fields.account_number = acct;
  }
  return fields;
}

function amounts(form: PDFForm, r: Rand, pairs: Array<[string, string]>, min = 50, max = 40_000): ExtractedFields {
  const out: ExtractedFields = {};
  for (const [short, name] of pairs) {
    if (r.int(0, 3) === 0) continue;
    const c = r.cents(min, max);
    setText(form, short, printed(c));
    out[name] = money(c);
  }
  return out;
}

const SCHOOLS = ['Lakeview State University', 'Riverside Community College', 'Northgate Technical Institute', 'Hillcrest College'];
const LENDERS = ['Granite Student Loans', 'Beacon Education Finance', 'Summit Loan Servicing'];

/**
 * The parties of the 2026 1098-T and 1098-E, whose name, street, city, state and ZIP are separate
 * cells: the school or lender is `payer_*`, the student or borrower `recipient_*`.
 */
function splitParties(form: PDFForm, r: Rand, kind: 'school' | 'lender'): ExtractedFields {
  const payer = r.pick(kind === 'school' ? SCHOOLS : LENDERS);
  const pStreet = r.street();
  const [pc, ps, pz] = r.city();
  const phone = `${r.int(200, 989)}-${r.int(200, 989)}-${r.int(1000, 9999)}`;
  const ptin = r.ein();
  const rtin = r.ssn();
  const rname = r.person();
  const rStreet = r.street();
  const [rc, rs, rz] = r.city();
  const acct = `${r.digits(3)}${r.digits(5)}`;
  const cells: Array<[string, string]> = [
    ['f2_1', payer], ['f2_2', pStreet], ['f2_4', pc], ['f2_5', ps], ['f2_7', pz], ['f2_8', phone], ['f2_9', ptin], ['f2_10', rtin],
    ['f2_11', rname], ['f2_12', rStreet], ['f2_14', rc], ['f2_15', rs], ['f2_17', rz], ['f2_18', acct],
  ];
  for (const [short, value] of cells) setText(form, short, value);
  return {
    payer_name: payer, payer_address: `${pStreet}, ${pc}, ${ps} ${pz}`, payer_phone: phone, payer_tin: ptin, recipient_tin: rtin,
    recipient_name: rname, recipient_address: `${rStreet}, ${rc}, ${rs} ${rz}`, account_number: acct,
  };
}

const PLANS: Partial<Record<DocumentType, FormPlan>> = {
  w2: {
    file: 'fw2-2025.pdf', page: 3, year: 2025,
    fill(form, r) {
      const ssn = r.ssn();
      const ein = r.ein();
      const employer = r.pick(COMPANIES);
      const eStreet = r.street();
      const [ec, es, ez] = r.city();
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const street = r.street();
      const [c, s, z] = r.city();
      const wages = r.cents(20_000, 150_000);
      const ssWages = wages + r.cents(0, 5_000);
      const fed = (wages * BigInt(r.int(8, 20))) / 100n;
      const control = `${r.digits(3)}${String.fromCharCode(65 + r.int(0, 25))}${r.digits(2)}`;
      setText(form, 'f2_01', ssn);
      setText(form, 'f2_02', ein);
      setText(form, 'f2_03', `${employer}\n${eStreet}\n${ec}, ${es} ${ez}`);
      setText(form, 'f2_04', control);
      setText(form, 'f2_05', first);
      setText(form, 'f2_06', last);
      setText(form, 'f2_08', `${street}\n${c}, ${s} ${z}`);
      setText(form, 'f2_09', printed(wages));
      setText(form, 'f2_10', printed(fed));
      setText(form, 'f2_11', printed(ssWages));
      setText(form, 'f2_12', printed(applyRate(ssWages, 620n)));
      setText(form, 'f2_13', printed(ssWages));
      setText(form, 'f2_14', printed(applyRate(ssWages, 145n)));
      const fields: ExtractedFields = {
        employee_ssn: ssn, employer_ein: ein, employer_name: employer, employer_address: `${eStreet}, ${ec}, ${es} ${ez}`,
        control_number: control, employee_name: `${first} ${last}`, employee_address: `${street}, ${c}, ${s} ${z}`,
        box1_wages: money(wages), box2_federal_income_tax_withheld: money(fed), box3_social_security_wages: money(ssWages),
        box4_social_security_tax_withheld: money(applyRate(ssWages, 620n)), box5_medicare_wages: money(ssWages),
        box6_medicare_tax_withheld: money(applyRate(ssWages, 145n)),
      };
      if (r.int(0, 1)) {
        const d = r.cents(500, 9_000);
        setText(form, 'f2_20', 'D');
        setText(form, 'f2_21', printed(d));
        const box12: ListItem[] = [{ code: 'D', amount: money(d) }];
        if (r.int(0, 1)) {
          const dd = r.cents(2_000, 15_000);
          setText(form, 'f2_22', 'DD');
          setText(form, 'f2_23', printed(dd));
          box12.push({ code: 'DD', amount: money(dd) });
        }
        fields.box12 = box12;
        check(form, 'c2_3');
        fields.box13_retirement_plan = true;
      }
      const stTax = (wages * BigInt(r.int(2, 6))) / 100n;
      setText(form, 'f2_29', s);
      const stId = `${r.digits(3)}-${r.digits(5)}`;
      setText(form, 'f2_30', stId);
      setText(form, 'f2_33', printed(wages));
      setText(form, 'f2_35', printed(stTax));
      fields.states = [{ state: s, employer_state_id: stId, state_wages: money(wages), state_income_tax: money(stTax) }];
      return fields;
    },
  },
  '1099-nec': {
    file: 'f1099nec-2025.pdf', page: 3, year: 2025,
    fill(form, r) {
      setText(form, 'f2_1', '25');
      const f = parties(form, r, { payer: 'f2_2', ptin: 'f2_3', rtin: 'f2_4', rname: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' });
      const comp = r.cents(600, 90_000);
      setText(form, 'f2_9', printed(comp));
      f.box1_nonemployee_compensation = money(comp);
      if (r.int(0, 1)) {
        const w = (comp * 10n) / 100n;
        setText(form, 'f2_11', printed(w));
        f.box4_federal_income_tax_withheld = money(w);
      }
      return f;
    },
  },
  '1099-misc': {
    file: 'f1099msc-2025.pdf', page: 3, year: 2025,
    fill(form, r) {
      setText(form, 'f2_1', '25');
      const f = parties(form, r, { payer: 'f2_2', ptin: 'f2_3', rtin: 'f2_4', rname: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' });
      Object.assign(f, amounts(form, r, [['f2_9', 'box1_rents'], ['f2_10', 'box2_royalties'], ['f2_11', 'box3_other_income'], ['f2_13', 'box5_fishing_boat_proceeds'], ['f2_14', 'box6_medical_health_care_payments'], ['f2_16', 'box9_crop_insurance_proceeds'], ['f2_17', 'box10_gross_proceeds_attorney']]));
      if (!f.box1_rents) {
        const c = r.cents(100, 9_000);
        setText(form, 'f2_9', printed(c));
        f.box1_rents = money(c);
      }
      return f;
    },
  },
  '1099-div': {
    file: 'f1099div-2024.pdf', page: 3, year: 2025,
    fill(form, r) {
      setText(form, 'f2_1', '25');
      const f = parties(form, r, { payer: 'f2_2', ptin: 'f2_3', rtin: 'f2_4', rname: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' });
      const total = r.cents(100, 30_000);
      const qual = (total * BigInt(r.int(30, 95))) / 100n;
      setText(form, 'f2_9', printed(total));
      setText(form, 'f2_10', printed(qual));
      f.box1a_total_ordinary_dividends = money(total);
      f.box1b_qualified_dividends = money(qual);
      Object.assign(f, amounts(form, r, [['f2_11', 'box2a_total_capital_gain'], ['f2_17', 'box3_nondividend_distributions'], ['f2_19', 'box5_section_199a_dividends'], ['f2_21', 'box7_foreign_tax_paid']], 10, 2_000));
      return f;
    },
  },
  '1099-int': {
    file: 'f1099int-2024.pdf', page: 3, year: 2025,
    fill(form, r) {
      setText(form, 'CalendarYear2_1', '25');
      const f = parties(form, r, { payer: 'f2_1', ptin: 'f2_2', rtin: 'f2_3', rname: 'f2_4', street: 'f2_5', city: 'f2_6', account: 'f2_7' });
      const interest = r.cents(10, 20_000);
      setText(form, 'f2_9', printed(interest));
      f.box1_interest_income = money(interest);
      Object.assign(f, amounts(form, r, [['f2_10', 'box2_early_withdrawal_penalty'], ['f2_11', 'box3_us_savings_bond_treasury_interest'], ['f2_16', 'box8_tax_exempt_interest']], 5, 3_000));
      return f;
    },
  },
  '1098': {
    file: 'f1098-2025.pdf', page: 2, year: 2025,
    fill(form, r) {
      setText(form, 'f2_1', '25');
      const f = parties(form, r, { payer: 'f2_2', ptin: 'f2_3', rtin: 'f2_4', rname: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_10' });
      const interest = r.cents(1_000, 30_000);
      const principal = r.cents(80_000, 900_000);
      setText(form, 'f2_11', printed(interest));
      setText(form, 'f2_12', printed(principal));
      f.box1_mortgage_interest = money(interest);
      f.box2_outstanding_principal = money(principal);
      const m = r.int(1, 12);
      const d = r.int(1, 28);
      const y = r.int(2012, 2024);
      setText(form, 'f2_13', `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`);
      f.box3_origination_date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      if (r.int(0, 1)) {
        const pmi = r.cents(200, 3_000);
        setText(form, 'f2_15', printed(pmi));
        f.box5_mortgage_insurance_premiums = money(pmi);
      }
      return f;
    },
  },
  '1099-r': {
    file: 'f1099r-2025.pdf', page: 3, year: 2025,
    fill(form, r) {
      const f = parties(form, r, { payer: 'f2_01', ptin: 'f2_02', rtin: 'f2_03', rname: 'f2_04', street: 'f2_05', city: 'f2_06', account: 'f2_07' });
      const gross = r.cents(1_000, 80_000);
      const code = r.pick(['7', '7', '1', '2', 'G', '4', '7D']);
      setText(form, 'f2_08', printed(gross));
      f.box1_gross_distribution = money(gross);
      if (code === 'G') {
        setText(form, 'f2_09', '0.00');
        f.box2a_taxable_amount = '0.00';
      } else if (r.int(0, 3) === 0) {
        check(form, 'c2_2');
        f.box2b_taxable_amount_not_determined = true;
      } else {
        setText(form, 'f2_09', printed(gross));
        f.box2a_taxable_amount = money(gross);
      }
      if (code !== 'G') {
        const withheld = (gross * BigInt(r.int(10, 20))) / 100n;
        setText(form, 'f2_11', printed(withheld));
        f.box4_federal_income_tax_withheld = money(withheld);
      }
      if (r.int(0, 1)) {
        check(form, 'c2_3');
        f.box2b_total_distribution = true;
      }
      setText(form, 'f2_14', code);
      f.box7_distribution_codes = code;
      if (r.int(0, 1)) {
        check(form, 'c2_4');
        f.box7_ira_sep_simple = true;
      }
      if (code !== 'G' && r.int(0, 1)) {
        const [, st] = r.city();
        const stTax = (gross * BigInt(r.int(2, 5))) / 100n;
        const stId = r.digits(8);
        setText(form, 'f2_22', printed(stTax));
        setText(form, 'f2_24', `${st} ${stId}`);
        setText(form, 'f2_26', printed(gross));
        f.states = [{ state_tax_withheld: money(stTax), state: st, state_id: stId, state_distribution: money(gross) }];
        // Drawn after the first state row, so documents of earlier seeds keep it: sometimes a second
        // state row (the form's second line of boxes 14-16) and a local row (boxes 17-19).
        if (r.int(0, 2) === 0) {
          const [, st2] = r.city();
          const part = (gross * BigInt(r.int(20, 60))) / 100n;
          const tax2 = (part * BigInt(r.int(2, 5))) / 100n;
          const id2 = r.digits(7);
          setText(form, 'f2_23', printed(tax2));
          setText(form, 'f2_25', `${st2} ${id2}`);
          setText(form, 'f2_27', printed(part));
          f.states.push({ state_tax_withheld: money(tax2), state: st2, state_id: id2, state_distribution: money(part) });
        }
        if (r.int(0, 2) === 0) {
          const lcTax = (gross * BigInt(r.int(1, 3))) / 100n;
          const locality = r.pick(['CITY OF DETROIT', 'PHILADELPHIA', 'COLUMBUS', 'KANSAS CITY', 'YONKERS']);
          setText(form, 'f2_28', printed(lcTax));
          setText(form, 'f2_30', locality);
          setText(form, 'f2_32', printed(gross));
          f.locals = [{ local_tax_withheld: money(lcTax), locality, local_distribution: money(gross) }];
        }
      }
      return f;
    },
  },
  '1099-g': {
    file: 'f1099g-2024.pdf', page: 3, year: 2025,
    fill(form, r) {
      setText(form, 'f2_1', '25');
      const f = parties(form, r, { payer: 'f2_2', ptin: 'f2_3', rtin: 'f2_4', rname: 'f2_5', street: 'f2_6', city: 'f2_7', account: 'f2_8' });
      if (r.int(0, 2) > 0) {
        const ui = r.cents(1_500, 25_000);
        setText(form, 'f2_9', printed(ui));
        f.box1_unemployment_compensation = money(ui);
        if (r.int(0, 1)) {
          const w = (ui * 10n) / 100n;
          setText(form, 'f2_12', printed(w));
          f.box4_federal_income_tax_withheld = money(w);
        }
      }
      if (!f.box1_unemployment_compensation || r.int(0, 1)) {
        const refund = r.cents(50, 3_000);
        setText(form, 'f2_10', printed(refund));
        setText(form, 'f2_11', '2024');
        f.box2_state_local_refunds = money(refund);
        f.box3_tax_year_of_refund = 2024;
      }
      if (r.int(0, 1)) {
        const [, st] = r.city();
        const stId = r.digits(9);
        const stTax = r.cents(20, 900);
        setText(form, 'f2_17', st);
        setText(form, 'f2_19', stId);
        setText(form, 'f2_21', printed(stTax));
        f.states = [{ state: st, state_id: stId, state_tax_withheld: money(stTax) }];
      }
      return f;
    },
  },
  '1098-t': {
    file: 'f1098t-2026.pdf', page: 2, year: 2026,
    fill(form, r) {
      const f = splitParties(form, r, 'school');
      const paid = r.cents(2_000, 30_000);
      setText(form, 'f2_19', printed(paid));
      f.box1_payments_received = money(paid);
      if (r.int(0, 1)) {
        const grants = r.cents(500, 12_000);
        setText(form, 'f2_21', printed(grants));
        f.box5_scholarships_grants = money(grants);
      }
      if (r.int(0, 3) === 0) {
        const adj = r.cents(100, 2_000);
        setText(form, 'f2_20', printed(adj));
        f.box4_adjustments_prior_year = money(adj);
      }
      if (r.int(0, 2) === 0) {
        check(form, 'c2_3');
        f.box7_includes_next_period = true;
      }
      if (r.int(0, 2) > 0) {
        check(form, 'c2_4');
        f.box8_half_time_student = true;
      }
      if (r.int(0, 3) === 0) {
        check(form, 'c2_5');
        f.box9_graduate_student = true;
      }
      return f;
    },
  },
  '1098-e': {
    file: 'f1098e-2026.pdf', page: 2, year: 2026,
    fill(form, r) {
      const f = splitParties(form, r, 'lender');
      const interest = r.cents(100, 2_500);
      setText(form, 'f2_19', printed(interest));
      f.box1_student_loan_interest = money(interest);
      if (r.int(0, 2) === 0) {
        check(form, 'c2_2');
        f.box2_excludes_origination_fees = true;
      }
      return f;
    },
  },
  '1040': {
    file: 'f1040-2024.pdf', page: [0, 1], year: 2024,
    laterPages: ['line24_total_tax', 'line25d_withholding', 'line33_total_payments', 'line34_overpaid', 'line35a_refund', 'line37_amount_owed'],
    fill(form, r) {
      const [status, box] = r.pick(FILING_STATUS_2024);
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const ssn = r.ssn();
      const street = r.street();
      const [c, st, z] = r.city();
      setText(form, 'f1_04', first);
      setText(form, 'f1_05', last);
      setText(form, 'f1_06', ssn);
      setText(form, 'f1_10', street);
      setText(form, 'f1_12', c);
      setText(form, 'f1_13', st);
      setText(form, 'f1_14', z);
      const tick = form.getCheckBox(box);
      tick.check();
      // The form's own tick is a glyph pdf.js cannot render once flattened; pdf-lib draws one as paths.
      tick.defaultUpdateAppearances();
      const fields: ExtractedFields = { filing_status: status, taxpayer_name: `${first} ${last}`, taxpayer_ssn: ssn, address: `${street}, ${c}, ${st} ${z}` };
      if (status === 'married_filing_jointly') {
        const spouse = r.pick(FIRST);
        const spouseSsn = r.ssn();
        setText(form, 'f1_07', spouse);
        setText(form, 'f1_08', last);
        setText(form, 'f1_09', spouseSsn);
        fields.spouse_name = `${spouse} ${last}`;
        fields.spouse_ssn = spouseSsn;
      }
      if (status === 'married_filing_jointly' || status === 'head_of_household') {
        const dependents: ListItem[] = [];
        const rows: Array<[string, string, string]> = [['f1_20', 'f1_21', 'f1_22'], ['f1_23', 'f1_24', 'f1_25']];
        for (const [nameField, ssnField, relField] of rows.slice(0, r.int(1, 2))) {
          const name = `${r.pick(FIRST)} ${last}`;
          const dssn = r.ssn();
          const relationship = r.pick(['Son', 'Daughter']);
          setText(form, nameField, name);
          setText(form, ssnField, dssn);
          setText(form, relField, relationship);
          dependents.push({ name, ssn: dssn, relationship });
        }
        fields.dependents = dependents;
      }
      // Income, deduction, tax and payments that add up the way the return does.
      const wages = r.cents(25_000, 160_000);
      const interest = r.cents(10, 2_000);
      const ordinary = r.cents(50, 4_000);
      const qualified = (ordinary * BigInt(r.int(40, 90))) / 100n;
      const gain = r.cents(0, 6_000);
      const total = wages + interest + ordinary + gain;
      const deduction = STANDARD_DEDUCTION_2024[status];
      const taxable = total > deduction ? total - deduction : 0n;
      const tax = (taxable * BigInt(r.int(10, 16))) / 100n;
      const withheld = (wages * BigInt(r.int(8, 18))) / 100n;
      const lines: Array<[string, string, bigint]> = [
        ['f1_41', 'line1z_wages', wages], ['f1_43', 'line2b_taxable_interest', interest], ['f1_44', 'line3a_qualified_dividends', qualified],
        ['f1_45', 'line3b_ordinary_dividends', ordinary], ['f1_52', 'line7_capital_gain', gain], ['f1_54', 'line9_total_income', total],
        ['f1_56', 'line11_agi', total], ['f1_57', 'line12_deduction', deduction], ['f1_60', 'line15_taxable_income', taxable],
        ['f2_10', 'line24_total_tax', tax], ['f2_14', 'line25d_withholding', withheld], ['f2_22', 'line33_total_payments', withheld],
      ];
      if (withheld > tax) lines.push(['f2_23', 'line34_overpaid', withheld - tax], ['f2_24', 'line35a_refund', withheld - tax]);
      else if (tax > withheld) lines.push(['f2_28', 'line37_amount_owed', tax - withheld]);
      for (const [short, name, cents] of lines) {
        if (cents === 0n) continue;
        setText(form, short, printed(cents));
        fields[name] = money(cents);
      }
      return fields;
    },
  },
};

/**
 * The tax form types the generator can fill, in a fixed order (object keys that look like numbers,
 * "1098" and "1040", would otherwise come first): each document's seed follows from its place, so
 * adding a form at the end leaves the earlier documents as they were.
 */
export const GENERATED_TYPES: DocumentType[] = ['1098', 'w2', '1099-nec', '1099-misc', '1099-div', '1099-int', '1040'];

const blankCache = new Map<string, Uint8Array>();
async function blank(file: string): Promise<Uint8Array> {
  let b = blankCache.get(file);
  if (!b) {
    b = new Uint8Array(await readFile(path.join(sharedDir, 'irs-forms', file)));
    blankCache.set(file, b);
  }
  return b;
}

/** Fills one official form (Copy B only) and returns the PDF bytes and the truth. */
export async function fillOfficialForm(
  type: DocumentType,
  seed: number,
  opts: { flatten?: boolean; extraText?: string; drawnTicks?: boolean } = {},
): Promise<{ bytes: Uint8Array; fields: ExtractedFields; year: number; firstPageFields: ExtractedFields }> {
  const plan = PLANS[type];
  if (!plan) throw new Error(`no generator for ${type}`);
  const doc = await PDFDocument.load(await blank(plan.file), { updateMetadata: false });
  // The official forms carry XFA, which pdf-lib drops with a console warning per document.
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  const form = doc.getForm();
  form.deleteXFA();
  const fields = plan.fill(form, new Rand(rng(seed)));
  const keep = Array.isArray(plan.page) ? plan.page : [plan.page];
  for (let i = doc.getPageCount() - 1; i >= 0; i -= 1) if (!keep.includes(i)) doc.removePage(i);
  if (opts.extraText) {
    const page = doc.getPage(0);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText(opts.extraText, { x: 40, y: 40, size: 7, font, color: rgb(0, 0, 0) });
  }
  // A printed or scanned form shows its tick as a mark filling much of the square (a check mark or an
  // "X"). The official forms' own "on" appearance is a ZapfDingbats glyph that pdf.js, without the
  // standard font data, renders as a tiny empty rectangle (ADR 121): for a page that becomes an image,
  // pdf-lib draws the tick as paths instead, a check mark of the square's size (as the 1040's filing status).
  if (opts.drawnTicks) {
    for (const field of form.getFields()) if (field instanceof PDFCheckBox && field.isChecked()) field.defaultUpdateAppearances();
  }
  if (opts.flatten) form.flatten();
  const bytes = await doc.save({ updateFieldAppearances: true });
  const later = new Set(plan.laterPages ?? []);
  const firstPageFields = Object.fromEntries(Object.entries(fields).filter(([k]) => !later.has(k)));
  return { bytes, fields, year: plan.year, firstPageFields };
}

/** The copies of each blank form by page (0-based), as the blank PDFs lay them out. */
const COPY_PAGES: Record<string, Array<[string, number]>> = {
  'fw2-2025.pdf': [['Copy1', 2], ['CopyB', 3], ['CopyC', 5], ['Copy2', 7]],
  'f1099nec-2025.pdf': [['Copy1', 2], ['CopyB', 3], ['Copy2', 5]],
  'f1099msc-2025.pdf': [['Copy1', 2], ['CopyB', 3], ['Copy2', 5]],
  'f1099div-2024.pdf': [['Copy1', 2], ['CopyB', 3], ['Copy2', 5]],
  'f1099int-2024.pdf': [['Copy1', 2], ['CopyB', 3], ['Copy2', 5]],
  'f1098-2025.pdf': [['CopyB', 2]],
};

/** "f2_09" and "f3_09" are the same box on two copies: the kind letter and the number after the underscore. */
const boxKey = (short: string) => `${short[0]}${short.split('_').pop() ?? ''}`;

/**
 * Another filler, which the engine was never tuned on: the values a plan gives are drawn with
 * pdf-lib `drawText` onto any copy of the official blank form (1, B, C, 2), inside each widget's
 * rectangle but shifted by a few points, in another font and size, amounts with or without `$` and
 * thousands commas, checkboxes as a drawn "X"; the form's fields are then removed (no AcroForm
 * values remain). With `copiesPerSheet: 2` two copies are placed on one letter page, scaled.
 */
export async function drawOnOfficialForm(
  type: DocumentType,
  seed: number,
  opts: { copiesPerSheet?: 1 | 2 } = {},
): Promise<{ bytes: Uint8Array; fields: ExtractedFields; year: number; copy: string }> {
  const plan = PLANS[type];
  const pages = plan ? COPY_PAGES[plan.file] : undefined;
  if (!plan || !pages) throw new Error(`no drawn filler for ${type}`);
  const doc = await PDFDocument.load(await blank(plan.file), { updateMetadata: false });
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  const form = doc.getForm();
  form.deleteXFA();
  recording = new Map();
  let values: Map<string, string>;
  let fields: ExtractedFields;
  try {
    fields = plan.fill(form, new Rand(rng(seed)));
  } finally {
    values = recording;
    recording = undefined;
  }
  const r = new Rand(rng(seed ^ 0x5bd1e995));
  const [copy, pageIndex] = r.pick(pages);
  const fonts = [StandardFonts.Helvetica, StandardFonts.Courier, StandardFonts.TimesRoman, StandardFonts.HelveticaBold, StandardFonts.CourierBold];
  const font = await doc.embedFont(r.pick(fonts));
  const size = r.int(7, 10);
  const dx = r.int(-1, 6);
  const dy = r.int(-2, 2);
  const page = doc.getPage(pageIndex);
  const onThisCopy = form.getFields().filter((f) => f.getName().includes(`.${copy}[0].`));
  for (const [short, value] of values) {
    const field = onThisCopy.find((f) => boxKey(f.getName().split('.').pop()?.replace(/\[\d+\]$/, '') ?? '') === boxKey(short));
    const rect = field?.acroField.getWidgets()[0]?.getRectangle();
    if (!rect) throw new Error(`${type}: no widget ${short} on ${copy}`);
    if (value === 'X') {
      const s = Math.min(rect.height, 8);
      page.drawText('X', { x: rect.x + (rect.width - s * 0.6) / 2, y: rect.y + (rect.height - s * 0.7) / 2, size: s, font, color: rgb(0, 0, 0) });
      continue;
    }
    const lines = value.split('\n').map((line) => {
      if (!/^\d{1,3}(,\d{3})*\.\d{2}$/.test(line)) return line;
      const style = r.int(0, 2);
      return style === 0 ? line : style === 1 ? line.replace(/,/g, '') : `$${line}`;
    });
    const lineH = size + 1;
    const fit = Math.min(size, (rect.height - 1) / lines.length - 1);
    lines.forEach((line, i) => {
      const top = lines.length === 1 ? rect.y + rect.height - (rect.height - fit) / 2 : rect.y + rect.height - 1 - i * Math.min(lineH, fit + 1);
      page.drawText(line, { x: rect.x + 2 + dx, y: top - fit * 0.8 - dy, size: Math.max(5, fit), font, color: rgb(0, 0, 0) });
    });
  }
  for (let i = doc.getPageCount() - 1; i >= 0; i -= 1) if (i !== pageIndex) doc.removePage(i);
  // No fields remain: the widgets and the form are dropped, only the printed page and the drawn text stay.
  doc.getPage(0).node.delete(PDFName.of('Annots'));
  doc.catalog.delete(PDFName.of('AcroForm'));
  if ((opts.copiesPerSheet ?? 1) === 1) return { bytes: await doc.save(), fields, year: plan.year, copy };
  // Two copies on one sheet: the form's top half, twice, each scaled and shifted a little.
  const sheet = await PDFDocument.create();
  const out = sheet.addPage([612, 792]);
  const [embedded] = await sheet.embedPdf(await doc.save(), [0]);
  if (!embedded) throw new Error('embed failed');
  for (const half of [0, 1]) {
    const scale = 0.9 + r.int(0, 8) / 100;
    out.drawPage(embedded, { x: r.int(0, 20), y: (half === 0 ? 396 : 0) - 396 * scale + r.int(0, 12), xScale: scale, yScale: scale });
  }
  return { bytes: await sheet.save(), fields, year: plan.year, copy: `${copy} x2` };
}

/** Renders page 1 of a PDF to gray pixels. */
export async function renderFirstPage(bytes: Uint8Array, dpi: number): Promise<GrayImage> {
  const opened = await openPdf(bytes);
  if (!opened.ok) throw new Error('render failed');
  try {
    return await opened.doc.render(0, dpi, 40_000_000);
  } finally {
    await opened.doc.close();
  }
}

/** Adds sensor-like noise and a slight rotation, as a phone or scanner would. */
export function degrade(image: GrayImage, seed: number, degrees: number): GrayImage {
  const r = rng(seed);
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 1) {
    const v = (image.data[i] ?? 255) * 0.92 + 12 + (r() - 0.5) * 40;
    data[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  return rotateImage({ width: image.width, height: image.height, data }, degrees);
}

/** A payroll-provider style W-2 drawn with pdf-lib: labels above values in a two-column grid. */
export async function drawProviderW2(seed: number): Promise<{ bytes: Uint8Array; fields: ExtractedFields }> {
  const r = new Rand(rng(seed));
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 396]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const H = 396;
  const text = (s: string, x: number, yTop: number, size = 8, f = font) => page.drawText(s, { x, y: H - yTop - size, size, font: f });
  const box = (x: number, yTop: number, w: number, h: number) => page.drawRectangle({ x, y: H - yTop - h, width: w, height: h, borderColor: rgb(0, 0, 0), borderWidth: 0.6 });
  const ssn = r.ssn();
  const ein = r.ein();
  const employer = r.pick(COMPANIES);
  const eStreet = r.street();
  const [ec, es, ez] = r.city();
  const name = r.person();
  const street = r.street();
  const [c, s, z] = r.city();
  const wages = r.cents(20_000, 150_000);
  const fed = (wages * 12n) / 100n;
  const ss = applyRate(wages, 620n);
  const med = applyRate(wages, 145n);
  const stTax = (wages * 4n) / 100n;
  const stId = `${s}-${r.digits(7)}`;
  text('W-2 Wage and Tax Statement 2025', 20, 14, 13, bold);
  text('Payroll copy for employee records', 360, 18, 8);
  const cells: Array<[number, number, number, string, string]> = [
    [20, 40, 270, "a Employee's SSN", ssn],
    [20, 80, 270, 'b Employer ID number (EIN)', ein],
    [300, 40, 140, '1 Wages, tips, other comp.', printed(wages)],
    [450, 40, 140, '2 Federal income tax withheld', printed(fed)],
    [300, 80, 140, '3 Social security wages', printed(wages)],
    [450, 80, 140, '4 Social security tax withheld', printed(ss)],
    [300, 120, 140, '5 Medicare wages and tips', printed(wages)],
    [450, 120, 140, '6 Medicare tax withheld', printed(med)],
  ];
  for (const [x, y, w, label, value] of cells) {
    box(x, y, w, 36);
    text(label, x + 4, y + 4, 7);
    text(value, x + 8, y + 18, 10);
  }
  box(20, 120, 270, 60);
  text("c Employer's name, address, and ZIP code", 24, 124, 7);
  text(employer, 28, 136, 9);
  text(eStreet, 28, 148, 9);
  text(`${ec}, ${es} ${ez}`, 28, 160, 9);
  box(20, 190, 270, 60);
  text("e/f Employee's name, address, and ZIP code", 24, 194, 7);
  text(name, 28, 206, 9);
  text(street, 28, 218, 9);
  text(`${c}, ${s} ${z}`, 28, 230, 9);
  box(300, 190, 290, 60);
  text('15 State', 304, 194, 7);
  text("Employer's state ID no.", 340, 194, 7);
  text('16 State wages, tips, etc.', 440, 194, 7);
  text('17 State income tax', 530, 194, 7);
  text(s, 306, 210, 9);
  text(stId, 340, 210, 9);
  text(printed(wages), 440, 210, 9);
  text(printed(stTax), 530, 210, 9);
  return {
    bytes: await doc.save(),
    fields: {
      employee_ssn: ssn, employer_ein: ein, employer_name: employer, employer_address: `${eStreet}, ${ec}, ${es} ${ez}`,
      employee_name: name, employee_address: `${street}, ${c}, ${s} ${z}`,
      box1_wages: money(wages), box2_federal_income_tax_withheld: money(fed), box3_social_security_wages: money(wages),
      box4_social_security_tax_withheld: money(ss), box5_medicare_wages: money(wages), box6_medicare_tax_withheld: money(med),
      states: [{ state: s, employer_state_id: stId, state_wages: money(wages), state_income_tax: money(stTax) }],
    },
  };
}

/** A bank's consolidated 1099 drawn as a table: "Box  Description  Amount" rows. */
export async function drawBankTable(type: '1099-int' | '1099-div', seed: number): Promise<{ bytes: Uint8Array; fields: ExtractedFields }> {
  const r = new Rand(rng(seed));
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const H = 792;
  const text = (s: string, x: number, yTop: number, size = 9, f = font) => page.drawText(s, { x, y: H - yTop - size, size, font: f });
  const payer = r.pick(COMPANIES);
  const pStreet = r.street();
  const [pc, ps, pz] = r.city();
  const ptin = r.ein();
  const rname = r.person();
  const rStreet = r.street();
  const [rc, rs, rz] = r.city();
  const rtin = r.ssn();
  const acct = `${r.digits(4)}-${r.digits(4)}`;
  text(`${payer}`, 40, 40, 14, bold);
  text(`2025 Tax Information Statement — Form ${type === '1099-int' ? '1099-INT Interest Income' : '1099-DIV Dividends and Distributions'}`, 40, 62, 10, bold);
  text("PAYER'S name and address", 40, 90, 7);
  text(payer, 40, 100);
  text(pStreet, 40, 112);
  text(`${pc}, ${ps} ${pz}`, 40, 124);
  text("PAYER'S TIN", 300, 90, 7);
  text(ptin, 300, 100);
  text("RECIPIENT'S TIN", 420, 90, 7);
  text(rtin, 420, 100);
  text("RECIPIENT'S name", 40, 150, 7);
  text(rname, 40, 160);
  text('Street address (including apt. no.)', 40, 180, 7);
  text(rStreet, 40, 190);
  text('City or town, state or province, country, and ZIP or foreign postal code', 40, 210, 7);
  text(`${rc}, ${rs} ${rz}`, 40, 220);
  text('Account number (see instructions)', 300, 150, 7);
  text(acct, 300, 160);
  const fields: ExtractedFields = {
    payer_name: payer, payer_address: `${pStreet}, ${pc}, ${ps} ${pz}`, payer_tin: ptin, recipient_tin: rtin,
    recipient_name: rname, recipient_address: `${rStreet}, ${rc}, ${rs} ${rz}`, account_number: acct,
  };
  const rows: Array<[string, string, string, bigint]> =
    type === '1099-int'
      ? [
          ['1', 'Interest income', 'box1_interest_income', r.cents(20, 9_000)],
          ['2', 'Early withdrawal penalty', 'box2_early_withdrawal_penalty', r.cents(1, 200)],
          ['3', 'Interest on U.S. Savings Bonds and Treasury obligations', 'box3_us_savings_bond_treasury_interest', r.cents(5, 900)],
          ['4', 'Federal income tax withheld', 'box4_federal_income_tax_withheld', r.cents(1, 20)],
          ['8', 'Tax-exempt interest', 'box8_tax_exempt_interest', r.cents(5, 900)],
        ]
      : [
          ['1a', 'Total ordinary dividends', 'box1a_total_ordinary_dividends', r.cents(1_000, 9_000)],
          ['1b', 'Qualified dividends', 'box1b_qualified_dividends', r.cents(100, 900)],
          ['2a', 'Total capital gain distributions', 'box2a_total_capital_gain', r.cents(100, 900)],
          ['3', 'Nondividend distributions', 'box3_nondividend_distributions', r.cents(5, 90)],
          ['7', 'Foreign tax paid', 'box7_foreign_tax_paid', r.cents(1, 50)],
        ];
  text('Box', 40, 260, 8, bold);
  text('Description', 80, 260, 8, bold);
  text('Amount', 480, 260, 8, bold);
  rows.forEach(([boxNo, desc, field, cents], i) => {
    const y = 280 + i * 20;
    text(boxNo, 40, y);
    text(desc, 80, y);
    text(`$${printed(cents)}`, 480, y);
    fields[field] = money(cents);
  });
  return { bytes: await doc.save(), fields };
}

export interface GenerateOptions {
  seed?: number;
  /** Official forms per type, digital. */
  digitalPerType?: number;
  /** Official forms per type, rasterised. */
  scansPerType?: number;
  /** Other-layout documents of each kind. */
  otherPerKind?: number;
  /** Resolution of rasterised pages. */
  scanDpi?: number;
  /** Official forms per type printed by the drawn filler (`drawOnOfficialForm`), every other one two copies to a sheet. */
  drawnPerType?: number;
  /**
   * How scans are drawn: `fixed` (the tests' default: 200 dpi, 0.8° or -1.2°, PNG or JPEG at 88) or
   * `varied` (the benchmark: 150–300 dpi, 0–3° either way, JPEG at quality 50–90; issue 17).
   */
  scanDraw?: 'fixed' | 'varied';
  /** Official forms per scanned type photographed with a phone (`photoDraw`); none unless asked for. */
  photosPerType?: number;
  /** Only documents of these types are made; the others' seeds are still drawn, so each made document is the one a full set holds. */
  types?: readonly DocumentType[];
}

/** How one scan is made: resolution, rotation, encoding. */
export interface ScanDraw {
  dpi: number;
  degrees: number;
  format: 'png' | 'jpeg';
  quality: number;
}

/**
 * The scan parameters of one document. `varied` draws them from the document's seed, as the world
 * varies them: a scanner or phone at 150–300 dpi, 0–3° of skew either way, JPEG at quality 50–90.
 */
export function scanDraw(mode: 'fixed' | 'varied', seed: number, i: number, dpi = 200, jpegIfOdd = true): ScanDraw {
  if (mode === 'fixed') return { dpi, degrees: i % 2 ? -1.2 : 0.8, format: jpegIfOdd && i % 2 === 1 ? 'jpeg' : 'png', quality: 88 };
  const r = new Rand(rng(seed ^ 0x5ca11ed));
  const degrees = (r.int(0, 300) / 100) * (r.int(0, 1) ? 1 : -1);
  return { dpi: r.int(150, 300), degrees, format: 'jpeg', quality: r.int(50, 90) };
}

/** How one phone photo of a page is made (issue 17: photos with perspective and a background). */
export interface PhotoDraw {
  /** The photo's long side (pixels); the photo is 3:4, portrait. */
  longSide: number;
  /** Share of the photo's height the page's height takes (before the tilt). */
  pageShare: number;
  /** Tilt of the phone against the page about its horizontal and vertical axes (degrees): the keystone. */
  tiltX: number;
  tiltY: number;
  /** Rotation of the page in the frame (degrees). */
  roll: number;
  /** The page's centre moved off the photo's centre (share of the photo's width and height). */
  shiftX: number;
  shiftY: number;
  /** The table: mean grey, its grain's strength and period (pixels), and the grain's direction. */
  background: number;
  grain: number;
  grainPeriod: number;
  grainVertical: boolean;
  /** Uneven lighting: the darkest side's brightness (1 = even) and the direction it falls (radians). */
  light: number;
  lightAngle: number;
  /** Passes of a [1 2 1] blur (slightly out of focus). */
  blur: number;
  quality: number;
}

/**
 * The photo parameters of one document, from its seed like `scanDraw`: a phone held a few degrees
 * off the page's normal, the page turned a little on a darker, grained table, lit from one side,
 * slightly soft, saved as JPEG at 60–90, 1200–3000 pixels on the long side.
 */
export function photoDraw(seed: number): PhotoDraw {
  const r = new Rand(rng(seed ^ 0x9407009));
  const sign = () => (r.int(0, 1) ? 1 : -1);
  return {
    longSide: r.int(1200, 3000),
    pageShare: r.int(72, 88) / 100,
    tiltX: (r.int(100, 800) / 100) * sign(),
    tiltY: (r.int(0, 600) / 100) * sign(),
    roll: (r.int(0, 400) / 100) * sign(),
    shiftX: r.int(-30, 30) / 1000,
    shiftY: r.int(-30, 30) / 1000,
    background: r.int(45, 125),
    grain: r.int(8, 30),
    grainPeriod: r.int(6, 40),
    grainVertical: r.int(0, 1) === 1,
    light: r.int(70, 95) / 100,
    lightAngle: (r.int(0, 359) * Math.PI) / 180,
    blur: r.int(1, 2),
    quality: r.int(60, 90),
  };
}

/** The page's corners in the photo: the page as a plane turned by the tilts and roll, seen through a pinhole camera. */
export function photoCorners(draw: PhotoDraw, pageWidth: number, pageHeight: number, photoWidth: number, photoHeight: number): Quad {
  const rad = Math.PI / 180;
  const [ax, ay, az] = [draw.tiltX * rad, draw.tiltY * rad, draw.roll * rad];
  // A phone's lens: a focal length about the photo's long side (a 65° field of view).
  const f = Math.max(photoWidth, photoHeight);
  const k = (draw.pageShare * photoHeight) / pageHeight;
  const corners = ([[0, 0], [pageWidth, 0], [pageWidth, pageHeight], [0, pageHeight]] as const).map(([px, py]) => {
    let x = (px - pageWidth / 2) * k;
    let y = (py - pageHeight / 2) * k;
    let z = 0;
    // Roll in the page's plane, then the tilts about the horizontal (x) and vertical (y) axes.
    [x, y] = [x * Math.cos(az) - y * Math.sin(az), x * Math.sin(az) + y * Math.cos(az)];
    [y, z] = [y * Math.cos(ax) - z * Math.sin(ax), y * Math.sin(ax) + z * Math.cos(ax)];
    [x, z] = [x * Math.cos(ay) + z * Math.sin(ay), -x * Math.sin(ay) + z * Math.cos(ay)];
    const depth = f + z;
    return [photoWidth * (0.5 + draw.shiftX) + (f * x) / depth, photoHeight * (0.5 + draw.shiftY) + (f * y) / depth] as const;
  });
  return corners as unknown as Quad;
}

/** A phone photo of a rendered page: on a grained table, in perspective, unevenly lit, a little blurred and noisy. */
export function photograph(page: GrayImage, draw: PhotoDraw, seed: number): GrayImage {
  const height = draw.longSide;
  const width = Math.round((draw.longSide * 3) / 4);
  const quad = photoCorners(draw, page.width, page.height, width, height);
  const toPage = homographyFromPoints(quad, [[0, 0], [page.width, 0], [page.width, page.height], [0, page.height]]);
  if (!toPage) throw new Error('degenerate photo draw');
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toPage as [number, number, number, number, number, number, number, number, number];
  const r = rng(seed ^ 0x7ab1e);
  // The table's grain: stripes of a random phase per band, plus fine noise.
  const bands = new Float32Array(Math.ceil((draw.grainVertical ? width : height) / draw.grainPeriod) + 2).map(() => (r() - 0.5) * 2);
  const lx = Math.cos(draw.lightAngle);
  const ly = Math.sin(draw.lightAngle);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      const w = h6 * cx + h7 * cy + h8;
      const sx = (h0 * cx + h1 * cy + h2) / w - 0.5;
      const sy = (h3 * cx + h4 * cy + h5) / w - 0.5;
      let v: number;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < page.width && y0 + 1 < page.height) {
        const fx = sx - x0;
        const fy = sy - y0;
        const i0 = y0 * page.width + x0;
        const top = (page.data[i0] as number) * (1 - fx) + (page.data[i0 + 1] as number) * fx;
        const bottom = (page.data[i0 + page.width] as number) * (1 - fx) + (page.data[i0 + page.width + 1] as number) * fx;
        v = (top * (1 - fy) + bottom * fy) * 0.93 + 8;
      } else {
        const along = (draw.grainVertical ? x : y) / draw.grainPeriod;
        const b = Math.floor(along);
        const t = along - b;
        const stripe = (bands[b] as number) * (1 - t) + (bands[b + 1] as number) * t;
        v = draw.background + draw.grain * stripe + draw.grain * 0.3 * Math.sin((draw.grainVertical ? y : x) / (draw.grainPeriod * 7));
      }
      // Light falls from full on one side to `light` on the other.
      const u = ((cx / width - 0.5) * lx + (cy / height - 0.5) * ly) / Math.SQRT2 + 0.5;
      v = v * (1 - (1 - draw.light) * u) + (r() - 0.5) * 14;
      data[y * width + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  let img: GrayImage = { width, height, data };
  for (let p = 0; p < draw.blur; p += 1) img = blur121(img);
  return img;
}

/** One pass of a separable [1 2 1] / 4 blur. */
function blur121(image: GrayImage): GrayImage {
  const { width, height, data } = image;
  const tmp = new Uint16Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const l = data[row + Math.max(0, x - 1)] as number;
      const c = data[row + x] as number;
      const rr = data[row + Math.min(width - 1, x + 1)] as number;
      tmp[row + x] = l + 2 * c + rr;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1) out[row + x] = Math.round(((tmp[up + x] as number) + 2 * (tmp[row + x] as number) + (tmp[down + x] as number)) / 16);
  }
  return { width, height, data: out };
}

/** The generated benchmark set. */
export async function generateSet(opts: GenerateOptions = {}): Promise<GeneratedDoc[]> {
  const seed = opts.seed ?? 2025;
  const out: GeneratedDoc[] = [];
  let n = 0;
  const made = (type: DocumentType) => !opts.types || opts.types.includes(type);
  for (const type of GENERATED_TYPES) {
    for (let i = 0; i < (opts.digitalPerType ?? 3); i += 1) {
      const s = seed + (n += 1) * 7919;
      if (!made(type)) continue;
      const f = await fillOfficialForm(type, s, { flatten: i % 2 === 1 });
      out.push({ name: `gen-${type}-digital-${i}.pdf`, type, variant: 'digital', bytes: f.bytes, mimeType: 'application/pdf', truth: { document_type: type, tax_year: f.year, fields: f.fields } });
    }
    for (let i = 0; i < (opts.scansPerType ?? 1); i += 1) {
      const s = seed + (n += 1) * 7919;
      if (!made(type)) continue;
      const f = await fillOfficialForm(type, s, { flatten: true, drawnTicks: true });
      const draw = scanDraw(opts.scanDraw ?? 'fixed', s, i, opts.scanDpi);
      const img = degrade(await renderFirstPage(f.bytes, draw.dpi), s, draw.degrees);
      const jpeg = draw.format === 'jpeg';
      out.push({
        name: `gen-${type}-scan-${i}.${jpeg ? 'jpg' : 'png'}`, type, variant: 'scan', bytes: encodeImage(img, draw.format, draw.quality),
        mimeType: jpeg ? 'image/jpeg' : 'image/png', truth: { document_type: type, tax_year: f.year, fields: f.firstPageFields }, image: img,
      });
    }
  }
  for (let i = 0; i < (opts.otherPerKind ?? 2); i += 1) {
    const s = seed + (n += 1) * 7919;
    if (made('w2')) {
      const w2 = await drawProviderW2(s);
      out.push({ name: `gen-w2-other-${i}.pdf`, type: 'w2', variant: 'other', bytes: w2.bytes, mimeType: 'application/pdf', truth: { document_type: 'w2', tax_year: 2025, fields: w2.fields } });
    }
    const kind = i % 2 === 0 ? '1099-int' : '1099-div';
    if (!made(kind)) continue;
    const bank = await drawBankTable(kind, s + 1);
    out.push({ name: `gen-${kind}-other-${i}.pdf`, type: kind, variant: 'other', bytes: bank.bytes, mimeType: 'application/pdf', truth: { document_type: kind, tax_year: 2025, fields: bank.fields } });
  }
  // After the others, so that adding them leaves every earlier document as it was.
  for (const type of GENERATED_TYPES.filter((t) => t !== '1040')) {
    for (let i = 0; i < (opts.drawnPerType ?? 0); i += 1) {
      const s = seed + (n += 1) * 7919;
      if (!made(type)) continue;
      const f = await drawOnOfficialForm(type, s, { copiesPerSheet: i % 2 === 1 ? 2 : 1 });
      out.push({ name: `gen-${type}-drawn-${i}.pdf`, type, variant: 'digital', bytes: f.bytes, mimeType: 'application/pdf', truth: { document_type: type, tax_year: f.year, fields: f.fields } });
    }
  }
  // Issue 22's types come last, so every document above keeps its seed (ADR 110): the four official
  // forms digital and scanned, the SSA-1099 drawn from its definition (digital and scanned) and a
  // broker's own 1099-B layout with many sales (digital and scanned).
  const scan = async (name: string, type: DocumentType, bytes: Uint8Array, s: number, i: number, fields: ExtractedFields, year: number, variant: Variant = 'scan') => {
    const draw = scanDraw(opts.scanDraw ?? 'fixed', s, i, opts.scanDpi, false);
    const img = degrade(await renderFirstPage(bytes, draw.dpi), s, draw.degrees);
    const file = draw.format === 'jpeg' ? name.replace(/\.png$/, '.jpg') : name;
    out.push({ name: file, type, variant, bytes: encodeImage(img, draw.format, draw.quality), mimeType: draw.format === 'jpeg' ? 'image/jpeg' : 'image/png', truth: { document_type: type, tax_year: year, fields }, image: img });
  };
  for (const type of NEW_GENERATED_TYPES) {
    for (let i = 0; i < (opts.digitalPerType ?? 3); i += 1) {
      const s = seed + (n += 1) * 7919;
      if (!made(type)) continue;
      const f = await fillOfficialForm(type, s, { flatten: i % 2 === 1 });
      out.push({ name: `gen-${type}-digital-${i}.pdf`, type, variant: 'digital', bytes: f.bytes, mimeType: 'application/pdf', truth: { document_type: type, tax_year: f.year, fields: f.fields } });
    }
    for (let i = 0; i < (opts.scansPerType ?? 1); i += 1) {
      const s = seed + (n += 1) * 7919;
      if (!made('ssa-1099')) continue;
      const f = await fillOfficialForm(type, s, { flatten: true, drawnTicks: true });
      await scan(`gen-${type}-scan-${i}.png`, type, f.bytes, s, i, f.firstPageFields, f.year);
    }
  }
  for (let i = 0; i < (opts.digitalPerType ?? 3); i += 1) {
    const s = seed + (n += 1) * 7919;
    if (!made('ssa-1099')) continue;
    const ssa = await drawSsa1099(s);
    out.push({ name: `gen-ssa-1099-digital-${i}.pdf`, type: 'ssa-1099', variant: 'digital', bytes: ssa.bytes, mimeType: 'application/pdf', truth: { document_type: 'ssa-1099', tax_year: 2025, fields: ssa.fields } });
    if (i < (opts.scansPerType ?? 1)) await scan(`gen-ssa-1099-scan-${i}.png`, 'ssa-1099', ssa.bytes, s, i, ssa.fields, 2025);
  }
  for (let i = 0; i < (opts.otherPerKind ?? 2); i += 1) {
    const s = seed + (n += 1) * 7919;
    if (!made('1099-b')) continue;
    const broker = await drawBrokerStatement(s);
    out.push({ name: `gen-1099-b-other-${i}.pdf`, type: '1099-b', variant: 'other', bytes: broker.bytes, mimeType: 'application/pdf', truth: { document_type: '1099-b', tax_year: 2025, fields: broker.fields } });
    if (i < (opts.scansPerType ?? 1)) await scan(`gen-1099-b-scan-${i}.png`, '1099-b', broker.bytes, s, i, broker.fields, 2025);
  }
  // The official single-sale 1099-B (drawn from its definition), after the others so earlier seeds stay.
  for (let i = 0; i < (opts.digitalPerType ?? 3); i += 1) {
    const s = seed + (n += 1) * 7919;
    if (!made('1099-b')) continue;
    const b = await drawOfficial1099B(s);
    out.push({ name: `gen-1099-b-official-${i}.pdf`, type: '1099-b', variant: 'digital', bytes: b.bytes, mimeType: 'application/pdf', truth: { document_type: '1099-b', tax_year: 2025, fields: b.fields } });
    if (i < (opts.scansPerType ?? 1)) await scan(`gen-1099-b-official-scan-${i}.png`, '1099-b', b.bytes, s, i, b.fields, 2025);
  }
  // Phone photos of the official forms the scans use, last, so every document above keeps its seed.
  for (const type of [...GENERATED_TYPES, ...NEW_GENERATED_TYPES]) {
    for (let i = 0; i < (opts.photosPerType ?? 0); i += 1) {
      const s = seed + (n += 1) * 7919;
      if (!made(type)) continue;
      const f = await fillOfficialForm(type, s, { flatten: true });
      const draw = photoDraw(s);
      // Rendered at about the resolution the page has in the photo (letter paper is 11 inches tall).
      const dpi = Math.max(72, Math.round((draw.pageShare * draw.longSide) / 11));
      const img = photograph(await renderFirstPage(f.bytes, dpi), draw, s);
      out.push({ name: `gen-${type}-photo-${i}.jpg`, type, variant: 'photo', bytes: encodeImage(img, 'jpeg', draw.quality), mimeType: 'image/jpeg', truth: { document_type: type, tax_year: f.year, fields: f.firstPageFields }, image: img });
    }
  }
  return out;
}

/** Issue 22's official forms the generator fills (after the others, so earlier seeds stay). */
export const NEW_GENERATED_TYPES: DocumentType[] = ['1099-r', '1099-g', '1098-t', '1098-e'];

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const us = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/**
 * Form SSA-1099 drawn from its definition (no blank in ../shared/irs-forms; the SSA issues it only
 * to beneficiaries): "Box 1. Name" … "Box 8. Claim Number" and the description of box 3 with the
 * Medicare premiums, in the SSA's order. Box 5 is box 3 minus box 4, as the SSA prints it.
 */
export async function drawSsa1099(seed: number): Promise<{ bytes: Uint8Array; fields: ExtractedFields }> {
  const r = new Rand(rng(seed));
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 396]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const H = 396;
  const text = (s: string, x: number, yTop: number, size = 8, f = font) => page.drawText(s, { x, y: H - yTop - size, size, font: f });
  const box = (x: number, yTop: number, w: number, h: number) => page.drawRectangle({ x, y: H - yTop - h, width: w, height: h, borderColor: rgb(0, 0, 0), borderWidth: 0.6 });
  const name = r.person().toUpperCase();
  const ssn = r.ssn();
  const monthly = r.cents(900, 3_200);
  const paid = monthly * 12n;
  const repaid = r.int(0, 3) === 0 ? r.cents(100, 900) : 0n;
  const partB = r.int(0, 2) > 0 ? 2_220_00n : 0n;
  const partD = r.int(0, 2) === 0 ? r.cents(100, 600) : 0n;
  const withheld = r.int(0, 1) ? (paid * 7n) / 100n : 0n;
  const claim = `${r.digits(3)}-${r.digits(2)}-${r.digits(4)}A`;
  const street = r.street().toUpperCase();
  const [c, s, z] = r.city();
  text('FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', 20, 14, 11, bold);
  text('2025', 520, 10, 16, bold);
  text('PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', 20, 32, 7);
  const cell = (x: number, y: number, w: number, h: number, labelText: string, value?: string) => {
    box(x, y, w, h);
    text(labelText, x + 4, y + 4, 7);
    if (value) text(value, x + 8, y + 18, 10);
  };
  cell(20, 48, 330, 34, 'Box 1. Name', name);
  cell(350, 48, 240, 34, "Box 2. Beneficiary's Social Security Number", ssn);
  cell(20, 86, 190, 34, 'Box 3. Benefits Paid in 2025', printed(paid));
  cell(210, 86, 190, 34, 'Box 4. Benefits Repaid to SSA in 2025', printed(repaid));
  cell(400, 86, 190, 34, 'Box 5. Net Benefits for 2025 (Box 3 minus Box 4)', printed(paid - repaid));
  box(20, 124, 330, 120);
  text('DESCRIPTION OF AMOUNT IN BOX 3', 24, 128, 7, bold);
  const lines: Array<[string, bigint]> = [['Paid by check or direct deposit', paid - partB - partD]];
  if (partB) lines.push(['Medicare Part B premiums deducted from your benefits', partB]);
  if (partD) lines.push(['Medicare Part D premiums deducted from your benefits', partD]);
  lines.push(['Total Additions', paid], ['Benefits for 2025', paid]);
  lines.forEach(([labelText, amount], i) => {
    text(labelText, 28, 142 + i * 14, 7);
    text(`$${printed(amount)}`, 290, 142 + i * 14, 7);
  });
  box(350, 124, 240, 120);
  text('DESCRIPTION OF AMOUNT IN BOX 4', 354, 128, 7, bold);
  if (repaid) {
    text('Benefits repaid to SSA in 2025', 358, 142, 7);
    text(`$${printed(repaid)}`, 530, 142, 7);
  } else text('NONE', 358, 142, 7);
  cell(20, 248, 200, 34, 'Box 6. Voluntary Federal Income Tax Withheld', withheld ? printed(withheld) : 'NONE');
  box(220, 248, 370, 60);
  text('Box 7. Address', 224, 252, 7);
  text(name, 232, 264, 9);
  text(street, 232, 276, 9);
  text(`${c.toUpperCase()} ${s} ${z}`, 232, 288, 9);
  cell(20, 286, 200, 34, 'Box 8. Claim Number (Use this number if you need to contact SSA.)', claim);
  text('Form SSA-1099-SM (1-2026)  DO NOT RETURN THIS FORM TO SSA OR IRS', 20, 340, 7);
  const fields: ExtractedFields = {
    beneficiary_name: name, beneficiary_ssn: ssn, box3_benefits_paid: money(paid), box4_benefits_repaid: money(repaid),
    box5_net_benefits: money(paid - repaid), claim_number: claim,
  };
  if (withheld) fields.box6_voluntary_federal_income_tax_withheld = money(withheld);
  if (partB) fields.medicare_part_b_premiums = money(partB);
  if (partD) fields.medicare_part_d_premiums = money(partD);
  return { bytes: await doc.save(), fields };
}

const SECURITIES = ['ACME CORP COM', 'NORTHWIND TRADERS INC', 'VANGUARD TOTAL STK MKT ETF', 'BLUE RIVER HLDGS', 'SUMMIT ENERGY CO', 'HARBOR MEDIA GROUP', 'EVERGREEN REIT', 'PINE TECH INC'];

/**
 * A broker's consolidated 1099-B drawn in its own layout: the parties, then the sales as tables
 * under section headings that name the Form 8949 box (A: short-term, basis reported; D: long-term,
 * basis reported; B/E: basis not reported), columns headed by box numbers and labels.
 */
export async function drawBrokerStatement(seed: number): Promise<{ bytes: Uint8Array; fields: ExtractedFields }> {
  const r = new Rand(rng(seed));
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const H = 792;
  const text = (s: string, x: number, yTop: number, size = 8, f = font) => page.drawText(s, { x, y: H - yTop - size, size, font: f });
  const payer = r.pick(['Pinecrest Capital', 'Summit Brokerage LLC', 'Blue River Securities']);
  const pStreet = r.street();
  const [pc, ps, pz] = r.city();
  const ptin = r.ein();
  const rname = r.person();
  const rtin = r.ssn();
  const acct = `${r.digits(4)}-${r.digits(4)}`;
  text(payer, 40, 36, 14, bold);
  text('2025 Consolidated Form 1099-B  Proceeds From Broker and Barter Exchange Transactions', 40, 58, 9, bold);
  text("PAYER'S name and address", 40, 84, 7);
  text(payer, 40, 94, 9);
  text(`${pStreet}, ${pc}, ${ps} ${pz}`, 40, 106, 9);
  text("PAYER'S TIN", 320, 84, 7);
  text(ptin, 320, 94, 9);
  text("RECIPIENT'S TIN", 440, 84, 7);
  text(rtin, 440, 94, 9);
  text("RECIPIENT'S name", 40, 128, 7);
  text(rname, 40, 138, 9);
  text('Account number (see instructions)', 320, 128, 7);
  text(acct, 320, 138, 9);
  const sections: Array<['A' | 'B' | 'D' | 'E', string]> = [
    ['A', 'Short-term transactions for covered tax lots (basis reported to the IRS) - Form 8949 box A'],
    ['D', 'Long-term transactions for covered tax lots (basis reported to the IRS) - Form 8949 box D'],
    ['B', 'Short-term transactions for noncovered tax lots (basis not reported to the IRS) - Form 8949 box B'],
  ];
  const cols: Array<[number, string]> = [[40, '1a Description of property'], [200, '1b Date acquired'], [262, '1c Date sold'], [324, '1d Proceeds'], [398, '1e Cost or other basis'], [480, '1g Wash sale loss disallowed']];
  const sales: SaleItem[] = [];
  let y = 160;
  for (const [letter, heading] of sections.slice(0, r.int(1, 3))) {
    text(heading, 40, y, 8, bold);
    y += 14;
    for (const [x, h] of cols) text(h, x, y, 6.5, bold);
    y += 12;
    for (let i = 0; i < r.int(1, 5); i += 1) {
      const long = letter === 'D' || letter === 'E';
      const sold = iso(2025, r.int(1, 12), r.int(1, 28));
      const acquired = long ? iso(r.int(2015, 2023), r.int(1, 12), r.int(1, 28)) : iso(2025, 1, r.int(1, 28));
      const various = r.int(0, 5) === 0;
      const acquiredText = various ? 'VARIOUS' : us(acquired <= sold ? acquired : sold);
      const proceeds = r.cents(200, 20_000);
      const basis = (proceeds * BigInt(r.int(60, 140))) / 100n;
      const wash = !long && basis > proceeds && r.int(0, 2) === 0 ? (basis - proceeds) / 2n : 0n;
      const shares = r.int(1, 200);
      const desc = `${shares} SH ${r.pick(SECURITIES)}`;
      text(desc, 40, y, 7.5);
      text(acquiredText, 200, y, 7.5);
      text(us(sold), 262, y, 7.5);
      text(printed(proceeds), 324, y, 7.5);
      const reported = letter === 'A' || letter === 'D';
      text(printed(basis), 398, y, 7.5);
      if (wash) text(printed(wash), 480, y, 7.5);
      const sale: SaleItem = {
        applicable_checkbox_8949: letter, box1a_description: desc, box1b_date_acquired: various ? 'VARIOUS' : acquired <= sold ? acquired : sold,
        box1c_date_sold: sold, box1d_proceeds: money(proceeds), box1e_cost_basis: money(basis),
      };
      if (wash) sale.box1g_wash_sale_loss_disallowed = money(wash);
      if (long) sale.box2_long_term = true;
      else sale.box2_short_term = true;
      if (reported) sale.box12_basis_reported = true;
      else sale.box5_noncovered_security = true;
      sales.push(sale);
      y += 12;
    }
    y += 10;
  }
  text('This is important tax information and is being furnished to the IRS.', 40, 740, 7);
  return {
    bytes: await doc.save(),
    fields: { payer_name: payer, payer_tin: ptin, recipient_tin: rtin, recipient_name: rname, account_number: acct, sales },
  };
}

/**
 * The official Form 1099-B (one sale, Copy B) drawn from its definition: no public-domain blank is
 * in ../shared/irs-forms, so the boxes are drawn with the IRS labels and box numbers in the form's
 * arrangement (parties left; the applicable Form 8949 checkbox and boxes 1a-13 in the middle,
 * two boxes to a row where the form pairs them; boxes 14-16 along the bottom). Ticks are an "X" in
 * the box right of their label.
 */
export async function drawOfficial1099B(seed: number): Promise<{ bytes: Uint8Array; fields: ExtractedFields }> {
  const r = new Rand(rng(seed));
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 396]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const valueFont = await doc.embedFont(r.pick([StandardFonts.Helvetica, StandardFonts.Courier, StandardFonts.TimesRoman]));
  const H = 396;
  const text = (s: string, x: number, yTop: number, size = 6, f = font) => page.drawText(s, { x, y: H - yTop - size, size, font: f });
  const value = (s: string, x: number, yTop: number) => text(s, x, yTop, 8, valueFont);
  const box = (x: number, yTop: number, w: number, h: number) => page.drawRectangle({ x, y: H - yTop - h, width: w, height: h, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
  /** A label and, right of it, its checkbox (ticked with "X" when `on`). */
  const tick = (labelText: string, x: number, yTop: number, on: boolean) => {
    text(labelText, x, yTop);
    const bx = x + font.widthOfTextAtSize(labelText, 6) + 4;
    box(bx, yTop - 1, 7, 7);
    if (on) text('X', bx + 1.5, yTop - 0.5, 7, bold);
  };
  const payer = r.pick(['Pinecrest Capital', 'Summit Brokerage LLC', 'Blue River Securities', 'Harbor Point Investments']);
  const pStreet = r.street();
  const [pc, ps, pz] = r.city();
  const phone = `${r.int(200, 989)}-${r.digits(3)}-${r.digits(4)}`;
  const ptin = r.ein();
  const rtin = r.ssn();
  const rname = r.person();
  const rStreet = r.street();
  const [rc, rs, rz] = r.city();
  const acct = `${r.digits(4)}-${r.digits(4)}`;
  const cusip = `${r.digits(6)}${r.pick(['10', '20', '30', '40'])}${r.digits(1)}`;
  const letter = r.pick(['A', 'A', 'D', 'D', 'B', 'E'] as const);
  const long = letter === 'D' || letter === 'E';
  const reported = letter === 'A' || letter === 'D';
  const sold = iso(2025, r.int(1, 12), r.int(1, 28));
  const acquired = long ? iso(r.int(2015, 2023), r.int(1, 12), r.int(1, 28)) : iso(2025, 1, r.int(1, 28));
  const various = !reported && r.int(0, 3) === 0;
  const proceeds = r.cents(500, 40_000);
  const basis = (proceeds * BigInt(r.int(60, 140))) / 100n;
  const wash = !long && basis > proceeds && r.int(0, 1) === 0 ? (basis - proceeds) / 2n : 0n;
  const withheld = r.int(0, 4) === 0 ? (proceeds * 24n) / 100n : 0n;
  const desc = `${r.int(1, 500)} SH ${r.pick(SECURITIES)}`;
  const withState = r.int(0, 2) === 0;
  const [, st] = r.city();
  const stId = r.digits(8);
  const stTax = (proceeds * BigInt(r.int(2, 5))) / 100n;

  text('CORRECTED (if checked)', 250, 8, 7);
  // Parties (left column).
  box(20, 20, 250, 80);
  text("PAYER'S name, street address, city or town, state or province, country, ZIP", 23, 22);
  text('or foreign postal code, and telephone no.', 23, 29);
  value(payer, 26, 40);
  value(pStreet, 26, 51);
  value(`${pc}, ${ps} ${pz}`, 26, 62);
  value(phone, 26, 73);
  box(20, 100, 125, 26);
  text("PAYER'S TIN", 23, 102);
  value(ptin, 30, 113);
  box(145, 100, 125, 26);
  text("RECIPIENT'S TIN", 148, 102);
  value(rtin, 155, 113);
  box(20, 126, 250, 26);
  text("RECIPIENT'S name", 23, 128);
  value(rname, 26, 139);
  box(20, 152, 250, 26);
  text('Street address (including apt. no.)', 23, 154);
  value(rStreet, 26, 165);
  box(20, 178, 250, 26);
  text('City or town, state or province, country, and ZIP or foreign postal code', 23, 180);
  value(`${rc}, ${rs} ${rz}`, 26, 191);
  box(20, 204, 180, 26);
  text('Account number (see instructions)', 23, 206);
  value(acct, 26, 217);
  box(200, 204, 70, 26);
  text('2nd TIN not.', 203, 206);
  box(20, 230, 125, 26);
  text('CUSIP number', 23, 232);
  value(cusip, 26, 243);
  box(145, 230, 125, 26);
  tick('FATCA filing requirement', 148, 240, false);
  box(20, 256, 80, 30);
  text('14 State name', 23, 258);
  box(100, 256, 85, 30);
  text('15 State identification no.', 103, 258);
  box(185, 256, 85, 30);
  text('16 State tax withheld', 188, 258);
  if (withState) {
    value(st, 26, 270);
    value(stId, 106, 270);
    value(`$${printed(stTax)}`, 191, 270);
  }
  // Boxes 1a-13 (middle column), two to a row where the form pairs them.
  const L = 270;
  const W = 180;
  box(L, 20, W, 20);
  text('Applicable checkbox on Form 8949', L + 3, 22);
  value(letter, L + 130, 28);
  box(L, 40, W, 26);
  text('1a Description of property (Example: 100 sh. XYZ Co.)', L + 3, 42);
  value(desc, L + 6, 53);
  const pair = (yTop: number, left: string, right: string, lv?: string, rv?: string, h = 24) => {
    box(L, yTop, W / 2, h);
    box(L + W / 2, yTop, W / 2, h);
    text(left, L + 3, yTop + 2);
    text(right, L + W / 2 + 3, yTop + 2);
    if (lv) value(lv, L + 6, yTop + 12);
    if (rv) value(rv, L + W / 2 + 6, yTop + 12);
  };
  pair(66, '1b Date acquired', '1c Date sold or disposed', various ? 'VARIOUS' : us(acquired), us(sold));
  pair(90, '1d Proceeds', '1e Cost or other basis', `$${printed(proceeds)}`, `$${printed(basis)}`);
  pair(114, '1f Accrued market discount', '1g Wash sale loss disallowed', undefined, wash ? `$${printed(wash)}` : undefined);
  box(L, 138, W, 22);
  tick('2 Short-term gain or loss', L + 3, 140, !long);
  tick('Long-term gain or loss', L + 3, 150, long);
  tick('Ordinary', L + 110, 150, false);
  box(L, 160, W, 18);
  text('3 If checked, proceeds from:', L + 3, 162);
  tick('Collectibles', L + 3, 170, false);
  tick('QOF', L + 70, 170, false);
  pair(178, '4 Federal income tax withheld', '5 If checked, noncovered', withheld ? `$${printed(withheld)}` : undefined);
  tick('security', L + W / 2 + 3, 188, !reported);
  box(L, 202, W / 2, 26);
  text('6 Reported to IRS:', L + 3, 204);
  tick('Gross proceeds', L + 3, 212, true);
  tick('Net proceeds', L + 3, 220, false);
  box(L + W / 2, 202, W / 2, 26);
  text('7 If checked, loss is not allowed', L + W / 2 + 3, 204);
  tick('based on amount in 1d', L + W / 2 + 3, 212, false);
  pair(228, '8 Profit or (loss) realized in', '9 Unrealized profit or (loss) on', undefined, undefined);
  pair(252, '10 Unrealized profit or (loss) on', '11 Aggregate profit or (loss)', undefined, undefined);
  box(L, 276, W / 2, 20);
  tick('12 If checked, basis reported', L + 3, 278, reported);
  text('to IRS', L + 3, 286);
  box(L + W / 2, 276, W / 2, 20);
  text('13 Bartering', L + W / 2 + 3, 278);
  // Title block (right).
  text('OMB No. 1545-0715', 460, 22, 6);
  text('2025', 470, 34, 14, bold);
  text('Form 1099-B', 460, 54, 9, bold);
  text('Proceeds From', 460, 74, 9, bold);
  text('Broker and', 460, 86, 9, bold);
  text('Barter Exchange', 460, 98, 9, bold);
  text('Transactions', 460, 110, 9, bold);
  text('Copy B', 460, 130, 9, bold);
  text('For Recipient', 460, 142, 7, bold);
  text('This is important tax information and is being furnished to the IRS.', 20, 300, 6);
  text('Form 1099-B (keep for your records)   www.irs.gov/Form1099B   Department of the Treasury - Internal Revenue Service', 20, 312, 6);

  const sale: SaleItem = {
    applicable_checkbox_8949: letter, box1a_description: desc, box1b_date_acquired: various ? 'VARIOUS' : acquired, box1c_date_sold: sold,
    box1d_proceeds: money(proceeds), box1e_cost_basis: money(basis), box6_gross_proceeds: true,
  };
  if (wash) sale.box1g_wash_sale_loss_disallowed = money(wash);
  if (withheld) sale.box4_federal_income_tax_withheld = money(withheld);
  if (long) sale.box2_long_term = true;
  else sale.box2_short_term = true;
  if (reported) sale.box12_basis_reported = true;
  else sale.box5_noncovered_security = true;
  sale.cusip = cusip;
  const fields: ExtractedFields = {
    payer_name: payer, payer_address: `${pStreet}, ${pc}, ${ps} ${pz}`, payer_phone: phone, payer_tin: ptin, recipient_tin: rtin, recipient_name: rname,
    recipient_address: `${rStreet}, ${rc}, ${rs} ${rz}`, account_number: acct, sales: [sale],
  };
  if (withState) fields.states = [{ state: st, state_id: stId, state_tax_withheld: money(stTax) }];
  return { bytes: await doc.save(), fields };
}

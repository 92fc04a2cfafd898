import type { DocumentType } from '#shared/extraction/document-types';
import type { ListItem } from '#shared/extraction/fields';
import { normaliseState, normaliseTin } from '#shared/extraction/normalise';
import { centerY, groupLines, phrasesIn, toWords, wordMatches, type PageLayout, type Phrase } from '../layout';
import { label, labelPhraseSet, type LabelDef } from '../labels';
import {
  addressHints, addressOf, findTaxYear, guessedStateNotes, isCheckMark, joinSplitRows, moneyOf, type PageParse, pageReader, phraseConf, printedTextIn, splitPartyBlock,
  tableCellProbes, textLines, type TextLine, withoutNeighbourLabel,
} from './common';
import { formWords } from '../checks';
import { PARTIES_1099_CORE } from './info-returns';
import { readTable, type ColumnSpec } from './tables';

/**
 * The generic box-form reader of issue 22's information returns (ADR 110): labels with their box
 * numbers find each box on the official form, on a scan of it (the same layout through OCR) and on
 * a school's or lender's own layout that keeps the IRS box labels. One spec per form says which
 * label gives which field; the reading itself is the engine's (`pageReader`, `readTable`).
 */
export type BoxFormType = Extract<DocumentType, '1099-r' | 'ssa-1099' | '1099-g' | '1098-t' | '1098-e'>;

interface BoxFormSpec {
  /** Label definitions of the parties (payer/recipient), or none (SSA-1099). */
  parties: LabelDef[];
  labels: LabelDef[];
  money: string[];
  checkboxes: Array<[string, 'cell' | 'near' | 'left']>;
  /**
   * Ticks printed right of or below a multi-line label (1099-R box 2b, 1098-T boxes 7-9, 1098-E
   * box 2): looked for from the label's left edge to the next label on its row (`right`) or seven
   * text heights past its end, and down `rows` text heights.
   */
  zones?: Array<{ key: string; rows: number; right?: string }>;
  /** Text boxes read as printed (lines joined by ", "). */
  text?: string[];
  /** Whole numbers printed in a box (a year, a percentage). */
  numbers?: Array<{ key: string; min: number; max: number }>;
  dates?: string[];
  states?: ColumnSpec[];
  locals?: ColumnSpec[];
}

const m = (key: string, boxes: string[] | undefined, words: string, extra: Partial<LabelDef> = {}) => label(key, boxes, words, extra);

/** The payer/recipient boxes of the 1099 family (the layout every 1099 shares). */
const PARTIES_1099: LabelDef[] = [
  ...PARTIES_1099_CORE,
  m('omb', undefined, 'omb no', { boundary: true, rowOnly: true }),
  m('copy', undefined, 'copy b', { boundary: true, maxStart: 0 }),
  m('calendar', undefined, 'for calendar year', { boundary: true, rowOnly: true }),
];

/**
 * The 1098-T and 1098-E (Rev. 2026) split the parties' addresses into cells; the school (filer)
 * or the lender is `payer_*`, the student or borrower `recipient_*` (extraction-fields.md).
 */
const PARTIES_1098TE: LabelDef[] = [
  m('payer', undefined, 'filer name'),
  m('payer', undefined, 'recipient/lender name'),
  m('payer', undefined, 'recipient lender name'),
  m('payer_tin', undefined, 'filer employer identification no'),
  m('payer_tin', undefined, 'filer federal identification no'),
  m('payer_tin', undefined, 'recipient tin'),
  m('payer_tin', undefined, 'lender tin'),
  m('recipient_tin', undefined, 'student tin'),
  m('recipient_tin', undefined, 'borrower tin'),
  m('recipient_name', undefined, 'student name'),
  m('recipient_name', undefined, 'borrower name'),
  m('phone', undefined, 'telephone number'),
  m('account', undefined, 'service provider/acct no'),
  m('account', undefined, 'account number'),
  m('corrected', undefined, 'corrected', { maxStart: 1 }),
  m('omb', undefined, 'omb no', { boundary: true, rowOnly: true }),
];

const SPECS: Record<BoxFormType, BoxFormSpec> = {
  '1099-r': {
    parties: PARTIES_1099,
    labels: [
      m('box1_gross_distribution', ['1'], 'gross distribution'),
      m('box2a_taxable_amount', ['2a'], 'taxable amount', { needsBox: true }),
      m('box2b_taxable_amount_not_determined', ['2b'], 'taxable amount not determined'),
      m('box2b_taxable_amount_not_determined', ['2b'], 'taxable amount', { needsBox: true }),
      m('box2b_total_distribution', undefined, 'total distribution', { exact: true }),
      m('box2b_total_distribution', undefined, 'total', { exact: true }),
      m('box3_capital_gain', ['3'], 'capital gain included in'),
      m('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
      m('box4_federal_income_tax_withheld', ['4'], 'federal income tax', { needsBox: true }),
      m('box5_employee_contributions', ['5'], 'employee contributions'),
      m('box6_net_unrealized_appreciation', ['6'], 'net unrealized appreciation'),
      m('box7_distribution_codes', ['7'], 'distribution code'),
      m('box7_distribution_codes', ['7'], 'distribution', { exact: true, needsBox: true }),
      m('box7_ira_sep_simple', undefined, 'ira sep simple'),
      m('box7_ira_sep_simple', undefined, 'simple', { exact: true }),
      m('box8_other', ['8'], 'other', { exact: true, needsBox: true }),
      m('box9a_percent_total_distribution', ['9a'], 'your percentage of total'),
      m('box9b_total_employee_contributions', ['9b'], 'total employee contributions'),
      m('box10_amount_allocable_to_irr', ['10'], 'amount allocable to irr'),
      m('box11_first_year_roth', ['11'], '1st year of desig'),
      m('box12_fatca', ['12'], 'fatca filing'),
      m('box13_date_of_payment', ['13'], 'date of payment'),
      m('box13_date_of_payment', ['13'], 'date of'),
      m('st_tax', ['14'], 'state tax withheld'),
      m('st_no', ['15'], 'state/payer state no'),
      m('st_no', ['15'], 'state payer state no'),
      m('st_dist', ['16'], 'state distribution'),
      m('lc_tax', ['17'], 'local tax withheld'),
      m('lc_name', ['18'], 'name of locality'),
      m('lc_dist', ['19'], 'local distribution'),
    ],
    money: [
      'box1_gross_distribution', 'box2a_taxable_amount', 'box3_capital_gain', 'box4_federal_income_tax_withheld', 'box5_employee_contributions',
      'box6_net_unrealized_appreciation', 'box9b_total_employee_contributions', 'box10_amount_allocable_to_irr',
    ],
    checkboxes: [['box7_ira_sep_simple', 'near'], ['box12_fatca', 'near']],
    zones: [{ key: 'box2b_taxable_amount_not_determined', rows: 2.5, right: 'box2b_total_distribution' }, { key: 'box2b_total_distribution', rows: 2.5, right: 'copy' }],
    numbers: [{ key: 'box9a_percent_total_distribution', min: 0, max: 100 }, { key: 'box11_first_year_roth', min: 1900, max: 2100 }],
    dates: ['box13_date_of_payment'],
    states: [
      { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
      { key: 'st_no', field: 'state', kind: 'state+id', idField: 'state_id' },
      { key: 'st_dist', field: 'state_distribution', kind: 'money' },
    ],
    locals: [
      { key: 'lc_tax', field: 'local_tax_withheld', kind: 'money' },
      { key: 'lc_name', field: 'locality', kind: 'text' },
      { key: 'lc_dist', field: 'local_distribution', kind: 'money' },
    ],
  },
  'ssa-1099': {
    parties: [],
    labels: [
      m('beneficiary_name', ['1'], 'name', { exact: true, needsBox: true }),
      m('beneficiary_ssn', ['2'], 'beneficiary social security number'),
      m('box3_benefits_paid', ['3'], 'benefits paid in'),
      m('box4_benefits_repaid', ['4'], 'benefits repaid to ssa'),
      m('box5_net_benefits', ['5'], 'net benefits for'),
      m('box6_voluntary_federal_income_tax_withheld', ['6'], 'voluntary federal income tax withheld'),
      m('address', ['7'], 'address', { exact: true, needsBox: true, boundary: true }),
      m('claim_number', ['8'], 'claim number'),
      m('desc3', undefined, 'description of amount in box 3', { boundary: true }),
      m('desc4', undefined, 'description of amount in box 4', { boundary: true }),
      m('medicare_part_b_premiums', undefined, 'medicare part b premiums'),
      m('medicare_part_d_premiums', undefined, 'medicare part d premiums'),
    ],
    money: ['box3_benefits_paid', 'box4_benefits_repaid', 'box6_voluntary_federal_income_tax_withheld'],
    checkboxes: [],
    text: ['beneficiary_name', 'claim_number'],
  },
  '1099-g': {
    parties: PARTIES_1099,
    labels: [
      m('box1_unemployment_compensation', ['1'], 'unemployment compensation'),
      m('box2_state_local_refunds', ['2'], 'state or local income tax'),
      m('box3_tax_year_of_refund', ['3'], 'box 2 amount is for tax year'),
      m('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
      m('box5_rtaa_payments', ['5'], 'rtaa payments'),
      m('box6_taxable_grants', ['6'], 'taxable grants'),
      m('box7_agriculture_payments', ['7'], 'agriculture payments'),
      m('box8_trade_or_business', ['8'], 'if checked box 2 is'),
      m('box9_market_gain', ['9'], 'market gain'),
      m('st_state', ['10a'], 'state', { exact: true }),
      m('st_id', ['10b'], 'state identification no'),
      m('st_tax', ['11'], 'state income tax withheld'),
    ],
    money: [
      'box1_unemployment_compensation', 'box2_state_local_refunds', 'box4_federal_income_tax_withheld', 'box5_rtaa_payments',
      'box6_taxable_grants', 'box7_agriculture_payments', 'box9_market_gain',
    ],
    checkboxes: [['box8_trade_or_business', 'near']],
    numbers: [{ key: 'box3_tax_year_of_refund', min: 1900, max: 2100 }],
    states: [
      { key: 'st_state', field: 'state', kind: 'state' },
      { key: 'st_id', field: 'state_id', kind: 'text' },
      { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
    ],
  },
  '1098-t': {
    parties: PARTIES_1098TE,
    labels: [
      m('box1_payments_received', ['1'], 'payments received for'),
      m('b2', ['2'], '', { boundary: true }),
      m('b3', ['3'], '', { boundary: true }),
      m('box4_adjustments_prior_year', ['4'], 'adjustments made for a'),
      m('box5_scholarships_grants', ['5'], 'scholarships or grants'),
      m('box6_adjustments_scholarships_prior_year', ['6'], 'adjustments to', { needsBox: true }),
      m('box7_includes_next_period', ['7'], 'checked if the amount'),
      m('box8_half_time_student', ['8'], 'checked if at least'),
      m('box8_half_time_student', ['8'], 'at least half-time student'),
      m('box9_graduate_student', ['9'], 'checked if a graduate'),
      m('box9_graduate_student', ['9'], 'graduate student', { needsBox: true }),
      m('box10_insurance_reimbursements', ['10'], 'ins contract', { needsBox: true }),
      m('box10_insurance_reimbursements', ['10'], 'insurance contract reimbursement'),
    ],
    money: ['box1_payments_received', 'box4_adjustments_prior_year', 'box5_scholarships_grants', 'box6_adjustments_scholarships_prior_year', 'box10_insurance_reimbursements'],
    checkboxes: [],
    zones: [
      { key: 'box7_includes_next_period', rows: 6 },
      { key: 'box8_half_time_student', rows: 2.5, right: 'box9_graduate_student' },
      { key: 'box9_graduate_student', rows: 2.5, right: 'box10_insurance_reimbursements' },
    ],
  },
  '1098-e': {
    parties: PARTIES_1098TE,
    labels: [
      m('box1_student_loan_interest', ['1'], 'student loan interest received by lender'),
      m('box2_excludes_origination_fees', ['2'], 'if checked box 1 does not include'),
      // The label's end ("… loan origination fees and/or capitalized interest"), when OCR lost its start.
      m('box2_excludes_origination_fees', ['2'], 'origination fees'),
      // The 2021 revision: "BORROWER'S name" over the borrower's name, street and city lines.
      m('recipient_name', undefined, 'borrowers', { exact: true }),
    ],
    money: ['box1_student_loan_interest'],
    checkboxes: [],
    zones: [{ key: 'box2_excludes_origination_fees', rows: 3 }],
  },
};

/** Label definitions of a box form (for tests and the classifier's look at structure). */
export function boxFormLabels(type: BoxFormType): LabelDef[] {
  return [...SPECS[type].parties, ...SPECS[type].labels];
}

/** The amount printed on the label's own line, right of it (the SSA-1099's description of box 3). */
function amountRightOf(layout: PageLayout, labelPhrase: Phrase): { value: string; conf: number } | undefined {
  const cy = (labelPhrase.y0 + labelPhrase.y1) / 2;
  const right = layout.phrases
    .filter((p) => p !== labelPhrase && p.x0 >= labelPhrase.x1 - 1 && p.y0 <= cy && p.y1 >= cy)
    .sort((a, b) => a.x0 - b.x0);
  for (const p of right) {
    const value = moneyOf(p.text);
    if (value) return { value, conf: phraseConf(p) };
  }
  return undefined;
}

/** Column headings of the 2026 1098-T/1098-E address cells: printed text, never part of a value. */
const ADDRESS_HEADING = /^(street address|room\/suite no\.?|apt\.? no\.?|city\/town|state\/province|country|zip\/foreign code)$/i;

/**
 * A name-and-address block whose street, city, state and ZIP sit in cells under their own printed
 * headings (1098-T, 1098-E Rev. 2026): the value lines between `top` and `bottom`, headings left out,
 * first the name, then the street, then "city, state ZIP".
 */
function headedBlock(layout: PageLayout, x0: number, x1: number, top: number, bottom: number, exclude: Set<Phrase>): TextLine[] {
  const phrases = phrasesIn(layout, { x0, y0: top, x1, y1: bottom })
    .filter((p) => !exclude.has(p) && !ADDRESS_HEADING.test(p.text.trim()) && !/^(telephone number:?)$/i.test(p.text.trim()));
  const lines: TextLine[] = [];
  for (const line of groupLines(phrases)) {
    const sorted = [...line].sort((a, b) => a.x0 - b.x0);
    lines.push({ text: sorted.map((p) => p.text.trim()).join(' '), conf: Math.min(...sorted.map(phraseConf)), phrases: sorted });
  }
  return lines;
}

/** The phrase printed right of a label on its own line ("Telephone number: 555-123-4567"). */
function textRightOf(layout: PageLayout, labelPhrase: Phrase, pattern: RegExp): { value: string; conf: number } | undefined {
  const cy = (labelPhrase.y0 + labelPhrase.y1) / 2;
  const p = layout.phrases
    .filter((q) => q !== labelPhrase && q.x0 >= labelPhrase.x1 - 1 && q.x0 - labelPhrase.x1 < layout.unit * 20 && q.y0 <= cy && q.y1 >= cy)
    .sort((a, b) => a.x0 - b.x0)
    .find((q) => pattern.test(q.text));
  return p ? { value: p.text.trim(), conf: phraseConf(p) } : undefined;
}

/** How many of a printed label's words a line holds (OCR may misspell each by a letter or two). */
function labelWordsIn(text: string, words: readonly string[]): number {
  return toWords(text).filter((w) => words.some((e) => wordMatches(w, e))).length;
}

/** The rest of the 1099 payer label, printed on its second line: "or foreign postal code, and telephone no." */
const PAYER_LABEL_TAIL = toWords('or foreign postal code and telephone no');
/** The 2021 1098-E lender label: "RECIPIENT'S/LENDER'S name, address, city or town, state or province, country, and telephone number". */
const LENDER_LABEL = toWords('name address city or town state or province country and telephone number');
/** A line that starts a street address: a house number or a post office box. */
const ADDRESS_START = /^\W*(?:\d+[A-Za-z]?\s+\S|p\.?\s*o\.?\s*box\b)/i;
/** The last line of a US address: a state code and a ZIP code. */
const CITY_STATE_ZIP = /\b([A-Z]{2}),?\s+\d{5}(?:-\d{4})?$/;

/**
 * A party block's lines: the label's own second line left out, and a name printed on two lines
 * ("STATE OF WASHINGTON - Department of Labour" / "Worker's Compensation Services") joined, up to
 * the line that starts the street address.
 */
function partyLines(lines: TextLine[], trim: (l: TextLine) => TextLine = (l) => l): Array<{ text: string; conf: number }> {
  const kept = lines.filter((l) => labelWordsIn(l.text, PAYER_LABEL_TAIL) < 4);
  const street = kept.findIndex((l, i) => i > 0 && ADDRESS_START.test(l.text));
  if (street <= 1 || street > 3) return kept[0] ? [trim(kept[0]), ...kept.slice(1)] : kept;
  const nameLines = kept.slice(0, street).map(trim);
  return [{ text: nameLines.map((l) => l.text.replace(/,\s*$/, '')).join(' '), conf: Math.min(...nameLines.map((l) => l.conf)) }, ...kept.slice(street)];
}

/** An address is kept only when it ends in a state code and a ZIP code (OCR may drop the state). */
function completeAddress(value: string): boolean {
  const m = CITY_STATE_ZIP.exec(value.trim());
  return !!m && normaliseState(m[1] ?? '') !== undefined;
}

/** The phrases of the page's lines within `dy` of `y` (centres), between `x0` and `x1`. */
function onRow(layout: PageLayout, y: number, dy: number, x0: number, x1: number): Phrase[] {
  return layout.phrases.filter((p) => Math.abs(centerY(p) - y) <= dy && p.x0 >= x0 && p.x1 <= x1).sort((a, b) => a.x0 - b.x0);
}

/** Parses one page as a 1099-R, SSA-1099, 1099-G, 1098-T or 1098-E. */
export function parseBoxFormPage(type: BoxFormType, layout: PageLayout): PageParse {
  const spec = SPECS[type];
  const r = pageReader(layout, boxFormLabels(type));
  const { fields } = r;
  const notes: string[] = [];

  if (spec.parties.length) {
    // A name line's ends that are a neighbouring box's label print are not the name (`withoutNeighbourLabel`).
    const vocabulary = formWords(type);
    const trimName = (l: TextLine) => withoutNeighbourLabel(l, layout, vocabulary);
    const payer = splitPartyBlock(partyLines(joinSplitRows(textLines(r.cell('payer', { maxLines: 6 })), layout.unit), trimName));
    if (payer.name) fields.payer_name = payer.name;
    if (payer.address) fields.payer_address = payer.address;
    if (payer.phone) fields.payer_phone = payer.phone;
    const phoneLabel = r.labels.get('phone')?.phrase;
    if (phoneLabel) {
      const inLabel = phoneLabel.text.match(/(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})/);
      const phone = inLabel?.[1] ? { value: inLabel[1], conf: phraseConf(phoneLabel) } : textRightOf(layout, phoneLabel, /\d{3}\D{0,2}\d{3}\D?\d{4}/);
      if (phone) fields.payer_phone = phone;
      // The 2026 layout: the filer's or lender's street and city cells sit between its name and the telephone line.
      const payerLabel = r.labels.get('payer')?.phrase;
      if (payerLabel && phoneLabel.y0 > payerLabel.y1) {
        const own = labelPhraseSet(r.labels);
        const block = headedBlock(layout, payerLabel.x0 - layout.unit, phoneLabel.x0 + layout.width * 0.4, payerLabel.y1, phoneLabel.y0, own);
        const payerName = block[0] && trimName(block[0]);
        if (payerName) fields.payer_name = { value: payerName.text, conf: payerName.conf };
        const address = addressOf(block.slice(1));
        if (address) fields.payer_address = address;
        else delete fields.payer_address;
      }
    }
    r.tin('payer_tin', 'payer_tin', 'ein');
    r.tin('recipient_tin', 'recipient_tin', 'ssn');
    const nameLabel = r.labels.get('recipient_name')?.phrase;
    const accountLabel = r.labels.get('account')?.phrase;
    const headed = phoneLabel && nameLabel && accountLabel && accountLabel.y0 > nameLabel.y1;
    // Name, street and city lines: one more line is looked at than kept, for the label's own second line OCR may read above the name (ADR 160).
    const name = headed
      ? headedBlock(layout, nameLabel.x0 - layout.unit, nameLabel.x0 + layout.width * 0.4, nameLabel.y1, accountLabel.y0, labelPhraseSet(r.labels))
      : joinSplitRows(textLines(r.cell('recipient_name', { maxLines: 5 }).filter((p) => !nameLabel || p.source !== 'ocr' || p.y0 >= nameLabel.y1 - layout.unit * 0.3)), layout.unit).slice(0, 3);
    const recipientName = name[0] && trimName(name[0]);
    if (recipientName) fields.recipient_name = { value: recipientName.text, conf: recipientName.conf };
    const street = headed ? [] : joinSplitRows(textLines(r.cell('street', { maxLines: 3 })), layout.unit);
    const city = headed ? [] : joinSplitRows(textLines(r.cell('city', { maxLines: 3 })), layout.unit);
    const addressLines = street.length || city.length ? [...street, ...city] : name.slice(1);
    // An address starts with its street line: words OCR read before it are the cells' headings
    // ("Street", "widen" for "Street address", "City/town"), not part of the address.
    const streetAt = addressLines.findIndex((l) => ADDRESS_START.test(l.text));
    const recipientAddress = addressOf(streetAt > 0 ? addressLines.slice(streetAt) : addressLines);
    if (recipientAddress) fields.recipient_address = recipientAddress;
    const account = textLines(r.cell('account', { maxLines: 3 })).find((l) => /\d/.test(l.text));
    if (account) fields.account_number = { value: account.text.replace(/^[|\s]+|[|\s]+$/g, ''), conf: account.conf };
    r.checkbox('corrected', 'corrected', 'left');

    const u = layout.unit;
    const rtinLabel = r.labels.get('recipient_tin')?.phrase;
    const ptinLabel = r.labels.get('payer_tin')?.phrase;
    // The payer's TIN box is the cell left of the recipient's TIN on the same row (1099 family;
    // the 1098-E's lender TIN likewise): when its label was not read, an EIN under that row, left
    // of the recipient's TIN label, is the payer's.
    if (!fields.payer_tin && rtinLabel && !ptinLabel) {
      const ein = layout.phrases.find((p) => /^\d{2}-\d{7}$/.test(p.text.trim()) && p.x1 <= rtinLabel.x0 && centerY(p) > rtinLabel.y1 - u * 0.2 && centerY(p) < rtinLabel.y1 + u * 2.5);
      if (ein) fields.payer_tin = { value: ein.text.trim(), conf: Math.min(phraseConf(ein), 0.9) };
    }
    // The lender's block of the 2021 1098-E when OCR lost its label: the lines above the lender's
    // TIN label, below the label's own line (most of its words), left of box 1.
    if (!r.labels.get('payer') && (type === '1098-e' || type === '1098-t') && ptinLabel) {
      const box1 = r.labels.get(type === '1098-e' ? 'box1_student_loan_interest' : 'box1_payments_received')?.phrase;
      const x1 = box1 ? box1.x0 : (rtinLabel?.x1 ?? ptinLabel.x1 + layout.width * 0.3);
      const area = phrasesIn(layout, { x0: ptinLabel.x0 - u, y0: 0, x1, y1: ptinLabel.y0 - u * 0.2 });
      const labelLine = textLines(area).find((l) => labelWordsIn(l.text, LENDER_LABEL) >= 4);
      if (labelLine) {
        // Whatever sits on the label's own row (a speck read as "NOS!") is not part of the block.
        const bottom = Math.max(...labelLine.phrases.map((p) => p.y1));
        const block = textLines(area.filter((p) => centerY(p) > bottom)).map((l) => ({ ...l, text: l.text.replace(/^[^A-Za-z0-9]+/, '') })).filter((l) => l.text.length > 1);
        const parsed = splitPartyBlock(partyLines(block, trimName));
        if (parsed.name && /[A-Za-z]{3}/.test(String(parsed.name.value))) fields.payer_name = parsed.name;
        if (parsed.address) fields.payer_address = parsed.address;
        if (parsed.phone) fields.payer_phone = parsed.phone;
      }
    }
    // A US address ends in a state code and a ZIP code: one OCR read without them is left out
    // rather than kept incomplete.
    if (layout.source === 'ocr') {
      for (const key of ['payer_address', 'recipient_address']) {
        const v = fields[key]?.value;
        if (typeof v === 'string' && !completeAddress(v)) {
          delete fields[key];
          notes.push(`${key === 'payer_address' ? "Payer's" : "Recipient's"} address was read without its state or ZIP code and was left out.`);
        }
      }
    }
  }

  // The form's own year: "For calendar year 20 23" (the century printed, the year's end filled in).
  const calendar = r.labels.get('calendar')?.phrase;
  const yearLines = calendar
    ? textLines(phrasesIn(layout, { x0: calendar.x0 - layout.unit, y0: calendar.y1 - layout.unit * 0.2, x1: calendar.x1 + layout.unit, y1: calendar.y1 + layout.unit * 1.8 }))
    : [];
  const yearBox = yearLines.map((l) => l.text.replace(/[\s_]/g, '')).find((t) => /^20\d{2}$/.test(t));
  const yearPhrases = new Set(yearLines.flatMap((l) => l.phrases).filter((p) => /^_*\d{2}_*$|^20\d{2}$/.test(p.text.trim())));
  for (const key of spec.money) {
    r.money(key);
    // The year's digits under "For calendar year" belong to that box, never to an amount box
    // whose cell runs on beside it (1099-G box 2 read "25.00" from "20 25").
    const got = fields[key]?.value;
    if (typeof got === 'string' && r.cell(key).some((p) => yearPhrases.has(p) && moneyOf(p.text) === got)) delete fields[key];
  }
  for (const [key, mode] of spec.checkboxes) r.checkbox(key, key, mode);
  for (const key of spec.dates ?? []) r.date(key);
  for (const key of spec.text ?? []) {
    const lines = textLines(r.cell(key, { maxLines: 3 })).filter((l) => !/^\$?$/.test(l.text));
    if (lines[0]) fields[key] = { value: lines[0].text, conf: lines[0].conf };
  }
  for (const { key, min, max } of spec.numbers ?? []) {
    const line = textLines(r.cell(key, { maxLines: 3 })).find((l) => /^\d{1,4}\s*%?$/.test(l.text.trim()));
    if (!line) continue;
    const n = Number(line.text.replace(/\D/g, ''));
    if (n >= min && n <= max) fields[key] = { value: n, conf: line.conf };
  }

  if (type === '1099-r') {
    // Box 7: one or two code characters from the IRS list (1099-R instructions, "Guide to
    // Distribution Codes"); anything else is kept for the checks to flag, never corrected.
    // The code looks like a box designator ("7D"), so it is taken from the phrases under the label
    // as printed: left of the IRA/SEP/SIMPLE box, down to about four text lines below.
    const lab = r.labels.get('box7_distribution_codes')?.phrase;
    const ira = r.labels.get('box7_ira_sep_simple')?.phrase;
    const own = labelPhraseSet(r.labels);
    const h = lab ? Math.max(lab.y1 - lab.y0, layout.unit * 0.6) : 0;
    const code = lab
      ? phrasesIn(layout, { x0: lab.x0 - h, y0: lab.y1, x1: ira && ira.x0 > lab.x0 ? ira.x0 - 1 : lab.x1 + h * 3, y1: lab.y1 + h * 4 })
          .find((p) => !own.has(p) && /^[0-9A-Za-z]{1,2}$/.test(p.text.replace(/\s+/g, '')) && !/^code/i.test(p.text))
      : undefined;
    if (code) fields.box7_distribution_codes = { value: code.text.replace(/\s+/g, '').toUpperCase(), conf: phraseConf(code) };
    // Box 8's percentage is printed at the right of the same cell, after the amount.
    const other = textLines(r.cell('box8_other', { maxLines: 3 })).flatMap((l) => l.phrases).find((p) => /^\d{1,3}\s*%$/.test(p.text.trim()));
    if (other) fields.box8_other_percent = { value: Number(other.text.replace(/\D/g, '')), conf: phraseConf(other) };
    const amount = textLines(r.cell('box8_other', { maxLines: 3 })).flatMap((l) => l.phrases).find((p) => !/%/.test(p.text) && moneyOf(p.text));
    if (amount) fields.box8_other = { value: moneyOf(amount.text) as string, conf: phraseConf(amount) };
  }

  for (const zone of spec.zones ?? []) {
    const L = r.labels.get(zone.key)?.phrase;
    if (!L) continue;
    const u = Math.max(L.y1 - L.y0, layout.unit);
    const right = zone.right ? r.labels.get(zone.right)?.phrase : undefined;
    const x1 = right && right.x0 > L.x1 ? right.x0 - 1 : L.x1 + u * 7;
    const rect = { x0: L.x0, y0: L.y0 - u * 0.5, x1, y1: L.y1 + u * zone.rows };
    const mark = phrasesIn(layout, rect).find(isCheckMark);
    if (mark) fields[zone.key] = { value: true, conf: phraseConf(mark) };
    // A tick OCR did not read (a small mark in the square): the second pass judges the square's ink,
    // when the zone is closed by the next label on its row (1099-R box 2b, 1098-T boxes 8 and 9) so
    // it holds no other box's square; the label's print is blanked first.
    else if (layout.source === 'ocr' && right && right.x0 > L.x1) {
      const key = zone.key;
      r.missing.push({
        key, kind: 'checkbox', rect, mask: printedTextIn(layout, r.labels, rect),
        accept(_text, conf) {
          fields[key] = { value: true, conf };
          return true;
        },
      });
    }
  }

  if (type === 'ssa-1099') {
    r.tin('beneficiary_ssn', 'beneficiary_ssn', 'ssn');
    // Box 5 may be negative: printed "(1,234.00)" or "-1,234.00" when more was repaid than paid.
    const net = textLines(r.cell('box5_net_benefits', { maxLines: 3 })).flatMap((l) => l.phrases).find((p) => moneyOf(p.text.replace(/[()-]/g, '')));
    if (net) {
      const value = moneyOf(net.text.replace(/[()-]/g, '')) as string;
      const negative = /^\s*(\(|-)/.test(net.text) && value !== '0.00';
      fields.box5_net_benefits = { value: negative ? `-${value}` : value, conf: phraseConf(net) };
    }
    for (const key of ['medicare_part_b_premiums', 'medicare_part_d_premiums']) {
      const match = r.labels.get(key);
      const v = match ? amountRightOf(layout, match.phrase) : undefined;
      if (v) fields[key] = v;
    }
    if (fields.beneficiary_ssn && typeof fields.beneficiary_ssn.value === 'string') {
      fields.beneficiary_ssn = { ...fields.beneficiary_ssn, value: normaliseTin(fields.beneficiary_ssn.value, 'ssn') };
    }
  }

  const hints = addressHints(fields, ['payer_address', 'recipient_address']);
  const table = (specs: ColumnSpec[] | undefined, field: string) => {
    if (!specs?.length) return;
    // On these forms every box prints its label at its top, so a box's values lie under its label
    // and above the next box's label: boxes 17-19 (local) never take the values of boxes 14-16
    // (state) printed above them.
    const t = readTable(layout, r.labels, specs, { maxRows: 2, stateHints: hints, belowOnly: true });
    const rows: ListItem[] = t.rows.filter((row) => Object.keys(row).length > 0);
    // An identifier box holds one identifier: when the next column's label was not read, the
    // identifier's cell runs on into it ("382722503 142.64 it has not been"). The form's column
    // order puts the state's tax right after the identifier (1099-G boxes 10b, 11).
    for (const row of rows) {
      const id = typeof row.state_id === 'string' ? row.state_id.trim() : undefined;
      if (!id || !/\s/.test(id)) continue;
      const [first, next] = id.split(/\s+/);
      row.state_id = first as string;
      const taxCol = specs.find((c) => c.field === 'state_tax_withheld');
      const amount = next ? moneyOf(next.replace(/^\$/, '')) : undefined;
      if (type === '1099-g' && taxCol && row.state_tax_withheld === undefined && amount && /[.,]\d{2}$/.test(next ?? '')) row.state_tax_withheld = amount;
    }
    // An amount the row walk missed (its line grouped with the heading's) is taken from the first
    // line of its column's cell, for the first row only.
    const first = rows[0];
    if (first) {
      for (const col of specs.filter((c) => c.kind === 'money' && first[c.field] === undefined)) {
        const line = textLines(r.cell(col.key, { maxLines: 3 })).find((l) => moneyOf(l.text));
        if (line) first[col.field] = moneyOf(line.text) as string;
      }
    }
    if (rows.length) fields[field] = { value: rows, conf: field === 'states' ? t.conf : Math.min(t.conf, 0.95) };
    r.missing.push(...tableCellProbes(layout, r.labels, t.unread.filter((u) => rows.includes(u.row))));
    notes.push(...guessedStateNotes(t.guessedStates));
  };
  table(spec.states, 'states');
  table(spec.locals, 'locals');

  const u = layout.unit;
  let box3Phrase: Phrase | undefined;
  if (type === '1099-g') {
    // Box 3 is the cell left of box 4 on its row: when its label was not read, a year printed
    // under box 4's label row, left of box 4 and right of the recipient's TIN, is box 3's.
    const box4 = r.labels.get('box4_federal_income_tax_withheld')?.phrase;
    const rtin = r.labels.get('recipient_tin')?.phrase;
    if (fields.box3_tax_year_of_refund === undefined && box4 && rtin) {
      box3Phrase = layout.phrases.find((p) => /^(19|20)\d{2}$/.test(p.text.trim()) && p.x1 <= box4.x0 && p.x0 >= rtin.x1 && centerY(p) > box4.y0 && centerY(p) < box4.y1 + u * 2.5);
      if (box3Phrase) fields.box3_tax_year_of_refund = { value: Number(box3Phrase.text.trim()), conf: Math.min(phraseConf(box3Phrase), 0.9) };
    }
    // Boxes 10a, 10b and 11 in the form's column order: a row that prints a state code, then an
    // identifier with digits, then an amount is a state row (when the column labels were not read).
    if (!fields.states) {
      const rows: ListItem[] = [];
      let conf = 0.9;
      const states = layout.phrases.filter((p) => normaliseState(p.text.trim()) !== undefined && /^[A-Z]{2}$/.test(p.text.trim())).sort((a, b) => a.y0 - b.y0);
      for (const st of states) {
        const right = onRow(layout, centerY(st), u * 0.7, st.x1, layout.width);
        const id = right[0];
        const amount = right.slice(1).find((p) => moneyOf(p.text.replace(/^\|?\$/, '')));
        if (!id || !amount || !/^[A-Z0-9-]*\d{5,}[A-Z0-9-]*$/i.test(id.text.trim())) continue;
        rows.push({ state: normaliseState(st.text.trim()) as string, state_id: id.text.trim(), state_tax_withheld: moneyOf(amount.text.replace(/^\|?\$/, '')) as string });
        conf = Math.min(conf, phraseConf(st), phraseConf(id), phraseConf(amount));
        if (rows.length === 2) break;
      }
      if (rows.length) fields.states = { value: rows, conf };
    }
  }

  // A year printed in a box (1099-G box 3, 1099-R box 11) is not the form's tax year.
  const yearBoxes = new Set((spec.numbers ?? []).filter((n) => n.min >= 1900).flatMap((n) => r.cell(n.key, { maxLines: 3 })));
  if (box3Phrase) yearBoxes.add(box3Phrase);
  const taxYear = yearBox ? Number(yearBox) : findTaxYear(yearBoxes.size ? { ...layout, phrases: layout.phrases.filter((p) => !yearBoxes.has(p)) } : layout);
  return { fields, taxYear, labelsFound: r.labels.size, missing: r.missing, notes };
}

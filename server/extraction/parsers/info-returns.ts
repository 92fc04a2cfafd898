import type { DocumentType } from '#shared/extraction/document-types';
import type { ListItem } from '#shared/extraction/fields';
import type { PageLayout, Phrase } from '../layout';
import { label, type LabelDef } from '../labels';
import { addressHints, addressOf, findTaxYear, guessedStateNotes, joinSplitRows, moneyPhrases, nameLineFirst, type PageParse, type ParsedFields, pageReader, phraseConf, splitPartyBlock, tableCellProbes, textLines, withoutNeighbourLabel } from './common';
import { formWords } from '../checks';
import { readTable, type ColumnSpec } from './tables';

/** Two words of three or more letters in a row: instructions, never an account number. */
export const ACCOUNT_IS_SENTENCE = /[A-Za-z]{3,}\s+[A-Za-z]{3,}/;

type InfoType = Extract<DocumentType, '1099-nec' | '1099-misc' | '1099-div' | '1099-int' | '1098'>;

/** The payer/recipient boxes every 1099 prints (the official layout; the 1099-R/G readers share them). */
export const PARTIES_1099_CORE: LabelDef[] = [
  label('payer', undefined, 'payer name street address'),
  label('payer', undefined, 'payer name'),
  label('payer_tin', undefined, 'payer tin'),
  label('payer_tin', undefined, 'payer federal identification number'),
  label('recipient_tin', undefined, 'recipient tin'),
  label('recipient_tin', undefined, 'recipient identification number'),
  label('recipient_name', undefined, 'recipient name'),
  label('street', undefined, 'street address including apt', { maxStart: 0 }),
  label('city', undefined, 'city or town state or province', { maxStart: 0 }),
  label('account', undefined, 'account number'),
  label('corrected', undefined, 'corrected', { maxStart: 1 }),
  label('void', undefined, 'void', { exact: true, boundary: true }),
];

const PARTIES: LabelDef[] = [
  ...PARTIES_1099_CORE,
  label('fatca', undefined, 'fatca filing'),
  label('tin2', undefined, '2nd tin not', { boundary: true, maxStart: 0 }),
  label('omb', undefined, 'omb no', { boundary: true, rowOnly: true }),
  label('copy', undefined, 'copy b', { boundary: true, maxStart: 0 }),
  label('copy', undefined, 'copy c', { boundary: true, maxStart: 0 }),
  label('copy', undefined, 'copy 1', { boundary: true, maxStart: 0 }),
  label('copy', undefined, 'copy 2', { boundary: true, maxStart: 0 }),
  label('calendar', undefined, 'for calendar year', { boundary: true, rowOnly: true }),
  label('caution', undefined, 'caution the amount shown', { boundary: true, rowOnly: true }),
  label('footer', undefined, 'form 1099', { boundary: true, rowOnly: true, maxStart: 0 }),
];

/** On the 1098 the lender is `payer_*` and the borrower `recipient_*` (extraction-fields.md). */
const PARTIES_1098: LabelDef[] = [
  label('payer', undefined, 'recipient/lender name'),
  label('payer', undefined, 'lender name'),
  label('payer_tin', undefined, 'recipient/lender tin'),
  label('payer_tin', undefined, 'lender tin'),
  label('recipient_tin', undefined, 'payer/borrower tin'),
  label('recipient_tin', undefined, 'borrower tin'),
  label('recipient_name', undefined, 'payer/borrower name'),
  label('recipient_name', undefined, 'borrower name'),
  ...PARTIES.filter((d) => !['payer', 'payer_tin', 'recipient_tin', 'recipient_name'].includes(d.key)),
];

const m = (key: string, boxes: string[] | undefined, words: string, extra: Partial<LabelDef> = {}) => label(key, boxes, words, extra);

const FORM_LABELS: Record<InfoType, LabelDef[]> = {
  '1099-nec': [
    m('box1_nonemployee_compensation', ['1', '1a'], 'nonemployee compensation'),
    m('box2_direct_sales_5000', ['2'], 'payer made direct sales'),
    m('box3_excess_golden_parachute', ['3'], 'excess golden parachute'),
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
    // Box 4's label with its last word lost by OCR (printed bold and tight against the rule): only with its number.
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax', { exact: true, needsBox: true }),
    m('b2', ['2'], '', { boundary: true }),
    m('b3', ['3'], '', { boundary: true }),
    m('st_tax', ['5'], 'state tax withheld'),
    m('st_no', ['6'], 'state/payer state no'),
    m('st_no', ['6'], 'state payer state no'),
    m('st_income', ['7'], 'state income', { exact: true }),
  ],
  '1099-misc': [
    m('box1_rents', ['1'], 'rents'),
    m('box2_royalties', ['2'], 'royalties'),
    m('box3_other_income', ['3'], 'other income'),
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
    // Box 4's label with its last word lost by OCR (printed bold and tight against the rule): only with its number.
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax', { exact: true, needsBox: true }),
    m('box5_fishing_boat_proceeds', ['5'], 'fishing boat proceeds'),
    m('box6_medical_health_care_payments', ['6'], 'medical and health care'),
    m('box7_direct_sales_5000', ['7'], 'payer made direct sales'),
    m('box8_substitute_payments', ['8'], 'substitute payments in lieu'),
    m('box9_crop_insurance_proceeds', ['9'], 'crop insurance proceeds'),
    m('box10_gross_proceeds_attorney', ['10'], 'gross proceeds paid'),
    // Shorter forms for OCR that splits a label across lines: only with the box number.
    m('box10_gross_proceeds_attorney', ['10'], 'gross proceeds', { exact: true, needsBox: true }),
    m('box11_fish_purchased_for_resale', ['11'], 'fish purchased for resale'),
    m('box11_fish_purchased_for_resale', ['11'], 'fish', { exact: true, needsBox: true }),
    m('b11', ['11'], '', { boundary: true }),
    m('box12_section_409a_deferrals', ['12'], 'section 409a deferrals'),
    m('box12_section_409a_deferrals', ['12'], '409a deferrals', { exact: true }),
    m('golden', ['13', '14'], 'excess golden parachute', { boundary: true }),
    m('box15_nonqualified_deferred_compensation', ['14', '15'], 'nonqualified deferred'),
    m('st_tax', ['15', '16'], 'state tax withheld'),
    m('st_no', ['16', '17'], 'state/payer state no'),
    m('st_no', ['16', '17'], 'state payer state no'),
    m('st_income', ['17', '18'], 'state income', { exact: true }),
  ],
  '1099-div': [
    m('box1a_total_ordinary_dividends', ['1a'], 'total ordinary dividends'),
    m('box1b_qualified_dividends', ['1b'], 'qualified dividends'),
    m('box2a_total_capital_gain', ['2a'], 'total capital gain'),
    m('box2b_unrecaptured_1250_gain', ['2b'], 'unrecap sec 1250 gain'),
    m('box2b_unrecaptured_1250_gain', ['2b'], 'unrecaptured section 1250 gain'),
    m('box2c_section_1202_gain', ['2c'], 'section 1202 gain'),
    m('box2d_collectibles_gain', ['2d'], 'collectibles'),
    m('box2e_section_897_ordinary_dividends', ['2e'], 'section 897 ordinary dividends'),
    m('box2f_section_897_capital_gain', ['2f'], 'section 897 capital gain'),
    m('box3_nondividend_distributions', ['3'], 'nondividend distributions'),
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
    // Box 4's label with its last word lost by OCR (printed bold and tight against the rule): only with its number.
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax', { exact: true, needsBox: true }),
    m('box5_section_199a_dividends', ['5'], 'section 199a dividends'),
    m('box6_investment_expenses', ['6'], 'investment expenses'),
    m('box7_foreign_tax_paid', ['7'], 'foreign tax paid'),
    m('box8_foreign_country', ['8'], 'foreign country or u.s. possession'),
    m('box9_cash_liquidation_distributions', ['9'], 'cash liquidation distributions'),
    m('box10_noncash_liquidation_distributions', ['10'], 'noncash liquidation distributions'),
    m('box12_exempt_interest_dividends', ['11', '12'], 'exempt-interest dividends'),
    m('box12_exempt_interest_dividends', ['11', '12'], 'exempt interest dividends'),
    m('box13_private_activity_bond_interest_dividends', ['12', '13'], 'specified private activity'),
    m('st_state', ['13', '14'], 'state', { exact: true }),
    m('st_id', ['14', '15'], 'state identification no'),
    m('st_tax', ['15', '16'], 'state tax withheld'),
  ],
  '1099-int': [
    m('payer_rtn', undefined, 'payer rtn'),
    m('box1_interest_income', ['1'], 'interest income'),
    m('box2_early_withdrawal_penalty', ['2'], 'early withdrawal penalty'),
    m('box3_us_savings_bond_treasury_interest', ['3'], 'interest on u.s. savings bonds'),
    m('box3_us_savings_bond_treasury_interest', ['3'], 'interest on us savings bonds'),
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
    // Box 4's label with its last word lost by OCR (printed bold and tight against the rule): only with its number.
    m('box4_federal_income_tax_withheld', ['4'], 'federal income tax', { exact: true, needsBox: true }),
    m('box5_investment_expenses', ['5'], 'investment expenses'),
    m('box6_foreign_tax_paid', ['6'], 'foreign tax paid'),
    m('box7_foreign_country', ['7'], 'foreign country or u.s. possession'),
    m('box8_tax_exempt_interest', ['8'], 'tax-exempt interest'),
    m('box8_tax_exempt_interest', ['8'], 'tax exempt interest'),
    m('box9_private_activity_bond_interest', ['9'], 'specified private activity bond'),
    m('box10_market_discount', ['10'], 'market discount'),
    m('box11_bond_premium', ['11'], 'bond premium', { exact: true }),
    m('box12_bond_premium_treasury', ['12'], 'bond premium on treasury'),
    m('box13_bond_premium_tax_exempt', ['13'], 'bond premium on tax-exempt'),
    m('box13_bond_premium_tax_exempt', ['13'], 'bond premium on tax exempt'),
    m('box14_cusip', ['14'], 'tax-exempt and tax credit'),
    m('box14_cusip', ['14'], 'tax exempt and tax credit'),
    m('st_state', ['15'], 'state', { exact: true }),
    m('st_id', ['16'], 'state identification no'),
    m('st_tax', ['17'], 'state tax withheld'),
  ],
  '1098': [
    m('box1_mortgage_interest', ['1'], 'mortgage interest received'),
    m('box2_outstanding_principal', ['2'], 'outstanding mortgage'),
    m('box3_origination_date', ['3'], 'mortgage origination date'),
    m('box4_refund_of_overpaid_interest', ['4'], 'refund of overpaid'),
    m('box5_mortgage_insurance_premiums', ['5'], 'mortgage insurance'),
    m('box6_points_paid', ['6'], 'points paid on purchase'),
    m('box7_property_address_same', ['7'], 'if address of property'),
    m('box8_property_address', ['8'], 'address or description of property'),
    m('box9_number_of_properties', ['9'], 'number of properties'),
    m('box10_other', ['10'], 'other', { exact: true }),
    m('box11_acquisition_date', ['11'], 'mortgage acquisition date'),
  ],
};

const MONEY_KEYS: Record<InfoType, string[]> = {
  '1099-nec': ['box1_nonemployee_compensation', 'box3_excess_golden_parachute', 'box4_federal_income_tax_withheld'],
  '1099-misc': [
    'box1_rents', 'box2_royalties', 'box3_other_income', 'box4_federal_income_tax_withheld', 'box5_fishing_boat_proceeds',
    'box6_medical_health_care_payments', 'box8_substitute_payments', 'box9_crop_insurance_proceeds', 'box10_gross_proceeds_attorney',
    'box11_fish_purchased_for_resale', 'box12_section_409a_deferrals', 'box15_nonqualified_deferred_compensation',
  ],
  '1099-div': [
    'box1a_total_ordinary_dividends', 'box1b_qualified_dividends', 'box2a_total_capital_gain', 'box2b_unrecaptured_1250_gain',
    'box2c_section_1202_gain', 'box2d_collectibles_gain', 'box2e_section_897_ordinary_dividends', 'box2f_section_897_capital_gain',
    'box3_nondividend_distributions', 'box4_federal_income_tax_withheld', 'box5_section_199a_dividends', 'box6_investment_expenses',
    'box7_foreign_tax_paid', 'box9_cash_liquidation_distributions', 'box10_noncash_liquidation_distributions',
    'box12_exempt_interest_dividends', 'box13_private_activity_bond_interest_dividends',
  ],
  '1099-int': [
    'box1_interest_income', 'box2_early_withdrawal_penalty', 'box3_us_savings_bond_treasury_interest', 'box4_federal_income_tax_withheld',
    'box5_investment_expenses', 'box6_foreign_tax_paid', 'box8_tax_exempt_interest', 'box9_private_activity_bond_interest',
    'box10_market_discount', 'box11_bond_premium', 'box12_bond_premium_treasury', 'box13_bond_premium_tax_exempt',
  ],
  '1098': ['box1_mortgage_interest', 'box2_outstanding_principal', 'box4_refund_of_overpaid_interest', 'box5_mortgage_insurance_premiums', 'box6_points_paid'],
};

const STATE_SPECS: Record<InfoType, ColumnSpec[]> = {
  '1099-nec': [
    { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
    { key: 'st_no', field: 'state', kind: 'state+id', idField: 'payer_state_no' },
    { key: 'st_income', field: 'state_income', kind: 'money' },
  ],
  '1099-misc': [
    { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
    { key: 'st_no', field: 'state', kind: 'state+id', idField: 'payer_state_no' },
    { key: 'st_income', field: 'state_income', kind: 'money' },
  ],
  '1099-div': [
    { key: 'st_state', field: 'state', kind: 'state' },
    { key: 'st_id', field: 'state_id', kind: 'text' },
    { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
  ],
  '1099-int': [
    { key: 'st_state', field: 'state', kind: 'state' },
    { key: 'st_id', field: 'state_id', kind: 'text' },
    { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
  ],
  '1098': [],
};

/** Label definitions of an information return (for the classifier and tests). */
export function infoReturnLabels(type: InfoType): LabelDef[] {
  return [...(type === '1098' ? PARTIES_1098 : PARTIES), ...FORM_LABELS[type]];
}

const CHECKBOXES: Record<InfoType, Array<[string, 'cell' | 'near']>> = {
  '1099-nec': [['box2_direct_sales_5000', 'cell']],
  '1099-misc': [['box7_direct_sales_5000', 'cell']],
  '1099-div': [],
  '1099-int': [],
  '1098': [['box7_property_address_same', 'near']],
};

/**
 * The phrases the form's amount boxes were read from: the phrase in a box's own cell whose amount
 * is the value read for that box. A state table does not take them again (tables.ts `claimed`).
 */
export function claimedAmounts(r: { cell: (key: string) => Phrase[] }, fields: ParsedFields, keys: readonly string[]): Set<Phrase> {
  const claimed = new Set<Phrase>();
  for (const key of keys) {
    const value = fields[key]?.value;
    if (typeof value !== 'string') continue;
    for (const c of moneyPhrases(r.cell(key))) if (c.value === value) claimed.add(c.phrase);
  }
  return claimed;
}

/** Parses one page as a 1099-NEC/MISC/DIV/INT or 1098. */
export function parseInfoReturnPage(type: InfoType, layout: PageLayout): PageParse {
  const r = pageReader(layout, infoReturnLabels(type));
  const { fields } = r;

  // A name line's ends that are a neighbouring box's label print are not the name (`withoutNeighbourLabel`).
  const vocabulary = formWords(type);
  const payer = splitPartyBlock(nameLineFirst(joinSplitRows(textLines(r.cell('payer')), layout.unit), layout, vocabulary));
  if (payer.name) fields.payer_name = payer.name;
  if (payer.address) fields.payer_address = payer.address;
  if (payer.phone) fields.payer_phone = payer.phone;
  r.tin('payer_tin', 'payer_tin', 'ein');
  r.tin('recipient_tin', 'recipient_tin', 'ssn');

  const nameRows = joinSplitRows(textLines(r.cell('recipient_name', { maxLines: 3 })), layout.unit);
  const oneBox = !r.labels.has('street') && !r.labels.has('city') && nameRows.length > 1;
  // Every line is the name, except in a layout with one name-and-address box (its first line is).
  const name = oneBox ? nameLineFirst(nameRows, layout, vocabulary) : nameRows.map((l) => withoutNeighbourLabel(l, layout, vocabulary));
  const street = joinSplitRows(textLines(r.cell('street', { maxLines: 3 })), layout.unit);
  const city = joinSplitRows(textLines(r.cell('city', { maxLines: 3 })), layout.unit);
  if (name[0]) fields.recipient_name = { value: name.map((l) => l.text).join(' '), conf: Math.min(...name.map((l) => l.conf)) };
  let addressLines = [...street, ...city];
  if (oneBox) {
    // Layouts with one name-and-address box.
    fields.recipient_name = { value: name[0]?.text ?? '', conf: name[0]?.conf ?? 0.5 };
    addressLines = name.slice(1);
  }
  const recipientAddress = addressOf(addressLines);
  if (recipientAddress) fields.recipient_address = recipientAddress;

  // Words OCR could not read at all beside the number (a rule, a checkbox) are not part of it, nor
  // is a mark well apart from it on the line (the FATCA box read as "0").
  const account = textLines(r.cell('account', { maxLines: 3 }).filter((p) => p.source !== 'ocr' || p.conf >= 0.2 || /\d/.test(p.text))).find((l) => /\d/.test(l.text));
  if (account) {
    const start = account.phrases.findIndex((p) => /\d/.test(p.text));
    const kept = account.phrases.slice(0, start + 1);
    for (const p of account.phrases.slice(start + 1)) {
      const prev = kept[kept.length - 1] as Phrase;
      if (p.source === 'ocr' && p.x0 - prev.x1 > layout.unit * 2) break;
      kept.push(p);
    }
    const value = kept.map((p) => p.text).join(' ').replace(/^[|\s]+|[|\s]+$/g, '');
    // An account number is an identifier, not a sentence: two words in a row are the form's own
    // instructions ("account or other unique number the lender has") read from a substitute's back.
    if (!ACCOUNT_IS_SENTENCE.test(value)) fields.account_number = { value, conf: Math.min(...kept.map(phraseConf)) };
  }
  r.checkbox('corrected', 'corrected', 'left');
  if (type === '1099-misc') r.checkbox('fatca', 'box13_fatca', 'cell');
  if (type === '1099-div') r.checkbox('fatca', 'box11_fatca', 'cell');

  if (type === '1099-int') {
    const rtn = textLines(r.cell('payer_rtn', { maxLines: 3 })).find((l) => /^\d{9}$/.test(l.text.replace(/\D/g, '')));
    if (rtn) fields.payer_rtn = { value: rtn.text.replace(/\D/g, ''), conf: rtn.conf };
  }

  for (const key of MONEY_KEYS[type]) r.money(key);
  for (const [key, mode] of CHECKBOXES[type]) r.checkbox(key, key, mode);

  const textField = (key: string) => {
    const lines = textLines(r.cell(key, { maxLines: 6 })).filter((l) => !/^\$?$/.test(l.text));
    if (lines.length) fields[key] = { value: lines.map((l) => l.text).join(', '), conf: Math.min(...lines.map((l) => l.conf)) };
  };
  if (type === '1099-div') textField('box8_foreign_country');
  if (type === '1099-int') {
    textField('box7_foreign_country');
    textField('box14_cusip');
  }
  if (type === '1098') {
    r.date('box3_origination_date');
    r.date('box11_acquisition_date');
    textField('box8_property_address');
    textField('box10_other');
    const n = textLines(r.cell('box9_number_of_properties', { maxLines: 3 })).find((l) => /^\d{1,3}$/.test(l.text));
    if (n) fields.box9_number_of_properties = { value: Number(n.text), conf: n.conf };
  }

  const specs = STATE_SPECS[type];
  const notes: string[] = [];
  if (specs.length) {
    const table = readTable(layout, r.labels, specs, { maxRows: 2, stateHints: addressHints(fields, ['payer_address', 'recipient_address']), claimed: claimedAmounts(r, fields, MONEY_KEYS[type]) });
    const rows: ListItem[] = table.rows.filter((row) => Object.keys(row).length > 0);
    if (rows.length) fields.states = { value: rows, conf: table.conf };
    r.missing.push(...tableCellProbes(layout, r.labels, table.unread.filter((u) => rows.includes(u.row))));
    notes.push(...guessedStateNotes(table.guessedStates));
  }
  return { fields, taxYear: findTaxYear(layout), labelsFound: r.labels.size, missing: r.missing, notes };
}

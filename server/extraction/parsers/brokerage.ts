import type { SaleItem } from '#shared/extraction/fields';
import { normaliseDate } from '#shared/extraction/normalise';
import { centerX, type PageLayout, type Phrase } from '../layout';
import { label, type LabelDef } from '../labels';
import { findTaxYear, moneyOf, type PageParse, pageReader, phraseConf, splitPartyBlock, textLines } from './common';

/**
 * Form 1099-B as brokers print it (ADR 110): one table of sales per Form 8949 category, each under
 * a heading that names the box (A-F, or X), columns headed by the IRS box numbers and labels ("1d
 * Proceeds", "1e Cost or other basis"). Every row with a date sold and proceeds is one sale; the
 * heading gives its box letter, its term (A-C short, D-F long) and whether the basis was reported
 * (A, D) or the lot is noncovered (B, E). A sale whose columns do not read as their kind is kept
 * with what did read, at a confidence that asks the user to check it.
 */
const PARTIES: LabelDef[] = [
  label('payer', undefined, 'payer name'),
  label('payer_tin', undefined, 'payer tin'),
  label('payer_tin', undefined, 'payer federal identification number'),
  label('recipient_tin', undefined, 'recipient tin'),
  label('recipient_tin', undefined, 'recipient identification number'),
  label('recipient_name', undefined, 'recipient name'),
  label('account', undefined, 'account number'),
];

type Column = 'desc' | 'acquired' | 'sold' | 'proceeds' | 'basis' | 'discount' | 'wash' | 'withheld';

const HEADINGS: Array<[Column, RegExp]> = [
  ['desc', /^(1a\b|description)/i],
  ['acquired', /^(1b\b|date acquired)/i],
  ['sold', /^(1c\b|date sold)/i],
  ['proceeds', /^(1d\b|proceeds)/i],
  ['basis', /^(1e\b|cost or other basis|cost basis)/i],
  ['discount', /^(1f\b|accrued market discount)/i],
  ['wash', /^(1g\b|wash sale)/i],
  ['withheld', /^(4\b.*withheld|federal income tax withheld)/i],
];

const FIELD: Record<Column, string> = {
  desc: 'box1a_description', acquired: 'box1b_date_acquired', sold: 'box1c_date_sold', proceeds: 'box1d_proceeds',
  basis: 'box1e_cost_basis', discount: 'box1f_accrued_market_discount', wash: 'box1g_wash_sale_loss_disallowed', withheld: 'box4_federal_income_tax_withheld',
};

/** The Form 8949 box named by a section heading ("... Form 8949 box A", "(Box D checked)"). */
function sectionLetter(text: string): string | undefined {
  const m = /\b(?:form 8949\s*)?box\s+([A-FX])\b/i.exec(text);
  return m?.[1]?.toUpperCase();
}

/** Parses one page of a broker's 1099-B: the parties and every sale in its tables. */
export function parseBrokerPage(layout: PageLayout): PageParse {
  const r = pageReader(layout, PARTIES);
  const { fields } = r;
  const payer = splitPartyBlock(textLines(r.cell('payer', { maxLines: 3 })));
  if (payer.name) fields.payer_name = payer.name;
  r.tin('payer_tin', 'payer_tin', 'ein');
  r.tin('recipient_tin', 'recipient_tin', 'ssn');
  const name = textLines(r.cell('recipient_name', { maxLines: 3 }))[0];
  if (name) fields.recipient_name = { value: name.text, conf: name.conf };
  const account = textLines(r.cell('account', { maxLines: 3 })).find((l) => /\d/.test(l.text));
  if (account) fields.account_number = { value: account.text, conf: account.conf };

  const sales: SaleItem[] = [];
  let conf = 1;
  let letter: string | undefined;
  let columns: Array<{ col: Column; x0: number }> | undefined;
  for (const line of layout.lines) {
    const sorted = [...line].sort((a, b) => a.x0 - b.x0);
    const joined = sorted.map((p) => p.text).join(' ');
    const heads = sorted.flatMap((p) => {
      const hit = HEADINGS.find(([, re]) => re.test(p.text.trim()));
      return hit ? [{ col: hit[0], x0: p.x0 }] : [];
    });
    if (heads.some((h) => h.col === 'proceeds') && heads.some((h) => h.col === 'sold')) {
      columns = heads;
      continue;
    }
    const named = sectionLetter(joined);
    if (named) {
      letter = named;
      columns = undefined;
      continue;
    }
    if (!columns) continue;
    const cols = columns;
    const cellOf = (p: Phrase): Column | undefined => {
      let best: Column | undefined;
      for (const c of cols) if (centerX(p) >= c.x0 - layout.unit) best = c.col;
      return best;
    };
    const cells = new Map<Column, Phrase[]>();
    for (const p of sorted) {
      const c = cellOf(p);
      if (c) cells.set(c, [...(cells.get(c) ?? []), p]);
    }
    const textOf = (c: Column) => (cells.get(c) ?? []).map((p) => p.text.trim()).join(' ');
    const sold = normaliseDate(textOf('sold'));
    const proceeds = moneyOf(textOf('proceeds'));
    if (!sold || !proceeds) {
      // A line that is neither a sale nor a heading (a subtotal, a note) ends the table.
      if (!/^total/i.test(joined.trim())) columns = undefined;
      continue;
    }
    const sale: SaleItem = {};
    if (letter) sale.applicable_checkbox_8949 = letter;
    const desc = textOf('desc');
    if (desc) sale.box1a_description = desc;
    const acquiredText = textOf('acquired');
    const acquired = /^various$/i.test(acquiredText) ? 'VARIOUS' : normaliseDate(acquiredText);
    if (acquired) sale.box1b_date_acquired = acquired;
    sale.box1c_date_sold = sold;
    sale[FIELD.proceeds] = proceeds;
    for (const c of ['basis', 'discount', 'wash', 'withheld'] as const) {
      const v = moneyOf(textOf(c));
      if (v && v !== '0.00') sale[FIELD[c]] = v;
    }
    if (letter && 'ABC'.includes(letter)) sale.box2_short_term = true;
    if (letter && 'DEF'.includes(letter)) sale.box2_long_term = true;
    if (letter === 'A' || letter === 'D') sale.box12_basis_reported = true;
    if (letter === 'B' || letter === 'E') sale.box5_noncovered_security = true;
    for (const p of sorted) conf = Math.min(conf, phraseConf(p));
    // A sale whose acquired date did not read (and is not "VARIOUS") or without a section letter is doubtful.
    if ((acquiredText && !acquired) || !letter) conf = Math.min(conf, 0.6);
    sales.push(sale);
  }
  if (sales.length) fields.sales = { value: sales, conf };
  return { fields, taxYear: findTaxYear(layout), labelsFound: r.labels.size + (sales.length ? 2 : 0), missing: r.missing };
}

import type { SaleItem } from '#shared/extraction/fields';
import { normaliseDate } from '#shared/extraction/normalise';
import { centerX, centerY, phrasesIn, type PageLayout, type Phrase, type Rect } from '../layout';
import { label, labelPhraseSet, type LabelDef, type LabelMatch } from '../labels';
import {
  addressOf, findTaxYear, isCheckMark, moneyOf, type PageParse, pageReader, phraseConf, printedTextIn, type RegionProbe, splitPartyBlock, textLines,
} from './common';
import { readTable } from './tables';

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

type Column = 'desc' | 'acquired' | 'sold' | 'proceeds' | 'basis' | 'discount' | 'wash' | 'withheld' | 'gain';

/**
 * A column heading: its IRS box number, then its label (either may be missing). OCR reads a box
 * number's "1" as "l", "I" or "|" at small sizes ("le Cost or other basis" at 150 dpi), so the
 * number is matched with those stand-ins; the label's words decide when the number is lost.
 */
const BOX_1 = '[1lI|]';
const HEADINGS: Array<[Column, RegExp]> = [
  ['desc', new RegExp(`^(${BOX_1}a\\b|(${BOX_1}a\\s+)?description)`, 'i')],
  ['acquired', new RegExp(`^(${BOX_1}b\\b|(${BOX_1}b\\s+)?date acquired)`, 'i')],
  ['sold', new RegExp(`^(${BOX_1}c\\b|(${BOX_1}c\\s+)?date sold)`, 'i')],
  ['proceeds', new RegExp(`^(${BOX_1}d\\b|(${BOX_1}d\\s+)?(gross\\s+)?proceeds)`, 'i')],
  ['basis', new RegExp(`^(${BOX_1}e\\b|(${BOX_1}e\\s+)?(cost or other basis|cost basis))`, 'i')],
  ['discount', new RegExp(`^(${BOX_1}f\\b|(${BOX_1}f\\s+)?accrued market discount)`, 'i')],
  ['wash', new RegExp(`^(${BOX_1}g\\b|(${BOX_1}g\\s+)?wash sale)`, 'i')],
  ['withheld', /^(4\b.*withheld|federal income tax withheld)/i],
  // Not a box of the form: the broker's own "Gain or loss (-)" column, checked by the arithmetic.
  ['gain', /^((realized\s+)?gain\s*(or|\/)\s*\(?loss|net gain)/i],
];

const FIELD: Record<Exclude<Column, 'gain'>, string> = {
  desc: 'box1a_description', acquired: 'box1b_date_acquired', sold: 'box1c_date_sold', proceeds: 'box1d_proceeds',
  basis: 'box1e_cost_basis', discount: 'box1f_accrued_market_discount', wash: 'box1g_wash_sale_loss_disallowed', withheld: 'box4_federal_income_tax_withheld',
};

/** Cents of an amount as printed, negative when in parentheses or after a minus ("(1,234.56)", "-12.00"). */
export function signedCents(text: string): bigint | undefined {
  const t = text.trim();
  const negative = /^\(.*\)$|^-|-$/.test(t);
  const v = moneyOf(t.replace(/[()$\s-]/g, ''));
  if (v === undefined) return undefined;
  const cents = BigInt(v.replace('.', ''));
  return negative ? -cents : cents;
}

/**
 * Form 8949's arithmetic for one sale (its instructions, column (h)): gain or loss = proceeds (1d)
 * − cost or other basis (1e) + the adjustments the broker reports, accrued market discount (1f)
 * and wash sale loss disallowed (1g). True when the printed gain is that sum to the cent.
 */
export function saleAddsUp(sale: SaleItem, gainCents: bigint): boolean {
  const c = (k: string) => {
    const v = (sale as Record<string, unknown>)[k];
    return typeof v === 'string' ? BigInt(v.replace('.', '')) : 0n;
  };
  return c('box1d_proceeds') - c('box1e_cost_basis') + c('box1f_accrued_market_discount') + c('box1g_wash_sale_loss_disallowed') === gainCents;
}

/** The confidence of a sale whose amounts do not add up to the gain the broker printed: "check this value". */
const SALE_DOES_NOT_ADD_UP = 0.6;

/** The Form 8949 box named by a section heading ("... Form 8949 box A", "(Box D checked)"). */
function sectionLetter(text: string): string | undefined {
  const m = /\b(?:form 8949\s*)?box\s+([A-FX])\b/i.exec(text);
  return m?.[1]?.toUpperCase();
}

/**
 * The letter of a section heading OCR set apart from its line ("Form 8949 box" and a larger "A"
 * a few pixels higher): a lone letter A-F or X right after the words, on the same row.
 */
function sectionLetterBeside(layout: PageLayout, line: Phrase[]): string | undefined {
  const last = line[line.length - 1];
  if (!last || !/\bform 8949\s*box$/i.test(last.text.trim())) return undefined;
  const u = Math.max(last.y1 - last.y0, layout.unit);
  const beside = layout.phrases.find(
    (p) => !line.includes(p) && /^[A-FX]$/.test(p.text.trim()) && p.x0 >= last.x1 - u * 1.5 && p.x0 <= last.x1 + u * 1.5 && Math.abs(centerY(p) - centerY(last)) < u * 0.6,
  );
  return beside?.text.trim();
}

/**
 * The page's lines as rows of the table: lines whose middles are within half a text height are one
 * row (OCR set a description's second half, read a few pixels taller, on a line of its own: "114 SH
 * VANGUARD" and "TOTAL STK MKT ETF"). Rows of a table are at least a text height apart.
 */
function tableRows(layout: PageLayout): Phrase[][] {
  const mid = (line: Phrase[]) => line.reduce((n, p) => n + centerY(p), 0) / Math.max(1, line.length);
  const lines = [...layout.lines].filter((l) => l.length > 0).sort((a, b) => mid(a) - mid(b));
  const rows: Phrase[][] = [];
  for (const line of lines) {
    const last = rows[rows.length - 1];
    if (last && Math.abs(mid(line) - mid(last)) < layout.unit * 0.5) last.push(...line);
    else rows.push([...line]);
  }
  return rows;
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
  const notes: string[] = [];
  let conf = 1;
  let letter: string | undefined;
  let columns: Array<{ col: Column | undefined; x0: number }> | undefined;
  for (const line of tableRows(layout)) {
    const sorted = [...line].sort((a, b) => a.x0 - b.x0);
    const joined = sorted.map((p) => p.text).join(' ');
    const hits = sorted.map((p) => HEADINGS.find(([, re]) => re.test(p.text.trim()))?.[0]);
    if (hits.includes('proceeds') && hits.includes('sold')) {
      // Every phrase of the heading row starts a column: one whose words OCR garbled is a column
      // of its own (its values are left out), never part of the column on its left.
      // A phrase that runs on from the one before it (a heading OCR cut in two) is that heading.
      columns = sorted.flatMap((p, i) => {
        const prev = sorted[i - 1];
        return !hits[i] && prev && p.x0 - prev.x1 < layout.unit ? [] : [{ col: hits[i], x0: p.x0 }];
      });
      continue;
    }
    const named = sectionLetter(joined) ?? sectionLetterBeside(layout, sorted);
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
    // Where the broker prints the gain or loss, the row's amounts must add up to it.
    const gain = textOf('gain') ? signedCents(textOf('gain')) : undefined;
    if (gain !== undefined && !saleAddsUp(sale, gain)) {
      conf = Math.min(conf, SALE_DOES_NOT_ADD_UP);
      notes.push(`Sale ${sales.length + 1}: proceeds less cost basis plus adjustments is not the gain or loss the broker printed; check its amounts.`);
    }
    sales.push(sale);
  }
  if (sales.length) fields.sales = { value: sales, conf };
  else {
    const official = readOfficialSale(layout);
    if (official) return official;
  }
  return { fields, taxYear: findTaxYear(layout), labelsFound: r.labels.size + (sales.length ? 2 : 0), missing: r.missing, notes };
}

/**
 * The official Form 1099-B with one sale (the IRS layout, Copy B): the parties' boxes, the
 * "Applicable checkbox on Form 8949" letter and boxes 1a-16, each found by its label and box
 * number. The sale becomes the one row of `sales`, as a broker's statement gives it.
 */
const OFFICIAL: LabelDef[] = [
  label('payer', undefined, 'payer name street address'),
  label('payer_tin', undefined, 'payer tin'),
  label('recipient_tin', undefined, 'recipient tin'),
  label('recipient_name', undefined, 'recipient name'),
  label('street', undefined, 'street address including apt', { maxStart: 0 }),
  label('city', undefined, 'city or town state or province', { maxStart: 0 }),
  label('account', undefined, 'account number'),
  label('tin2', undefined, '2nd tin not', { boundary: true }),
  label('cusip', undefined, 'cusip number'),
  label('fatca', undefined, 'fatca filing requirement'),
  label('applicable', undefined, 'applicable checkbox on form 8949'),
  label('box1a_description', ['1a'], 'description of property'),
  label('box1b_date_acquired', ['1b'], 'date acquired'),
  label('box1c_date_sold', ['1c'], 'date sold or disposed'),
  label('box1d_proceeds', ['1d'], 'proceeds', { needsBox: true }),
  label('box1e_cost_basis', ['1e'], 'cost or other basis'),
  label('box1f_accrued_market_discount', ['1f'], 'accrued market discount'),
  label('box1g_wash_sale_loss_disallowed', ['1g'], 'wash sale loss disallowed'),
  label('box2_short_term', ['2'], 'short-term gain or loss'),
  label('box2_long_term', undefined, 'long-term gain or loss'),
  label('box2_ordinary', undefined, 'ordinary'),
  label('box3', ['3'], 'if checked proceeds from', { boundary: true }),
  label('box3_collectibles', undefined, 'collectibles'),
  label('box3_qof', undefined, 'qof'),
  label('box4_federal_income_tax_withheld', ['4'], 'federal income tax withheld'),
  label('box5_noncovered_security', ['5'], 'if checked noncovered'),
  label('box5_security', undefined, 'security', { exact: true }),
  label('box6', ['6'], 'reported to irs', { boundary: true }),
  label('box6_gross_proceeds', undefined, 'gross proceeds'),
  label('box6_net_proceeds', undefined, 'net proceeds'),
  label('box7_loss_not_allowed', ['7'], 'if checked loss is not allowed'),
  label('box7_based', undefined, 'based on amount in 1d'),
  label('box8_profit_closed_contracts', ['8'], 'profit or loss realized in'),
  label('box9_unrealized_prior_year', ['9'], 'unrealized profit or loss on'),
  label('box10_unrealized_current_year', ['10'], 'unrealized profit or loss on'),
  label('box11_aggregate_profit', ['11'], 'aggregate profit or loss'),
  label('box12_basis_reported', ['12'], 'if checked basis reported'),
  label('box13_bartering', ['13'], 'bartering'),
  label('st_name', ['14'], 'state name'),
  label('st_id', ['15'], 'state identification no'),
  label('st_tax', ['16'], 'state tax withheld'),
  label('omb', undefined, 'omb no', { boundary: true, rowOnly: true }),
  label('copy', undefined, 'copy b', { boundary: true, maxStart: 0 }),
];

/** The sale's boxes the page reader reads into the form's fields first (then moved into the sale). */
const READ_INTO_FIELDS = [
  'box1d_proceeds', 'box1e_cost_basis', 'box1f_accrued_market_discount', 'box1g_wash_sale_loss_disallowed',
  'box4_federal_income_tax_withheld', 'box8_profit_closed_contracts', 'box9_unrealized_prior_year', 'box10_unrealized_current_year', 'box11_aggregate_profit',
  'box13_bartering',
];

/** The IRS box letters of Form 8949 (A-F) and X (the broker does not know the term). */
const LETTER = /^[A-FX]$/;

/**
 * A tick printed right of its label on the label's row, before the next label on that row: in
 * the label's own phrase ("Gross proceeds X") or a phrase of its own.
 */
function tickRightOf(layout: PageLayout, labels: Map<string, LabelMatch>, key: string): { value: boolean; conf: number } | undefined {
  const L = labels.get(key)?.phrase;
  if (!L) return undefined;
  const last = L.text.trim().split(/\s+/).pop() ?? '';
  if (L.text.trim().split(/\s+/).length > 1 && isCheckMark({ ...L, text: last })) return { value: true, conf: phraseConf(L) };
  const u = Math.max(L.y1 - L.y0, layout.unit);
  const own = labelPhraseSet(labels);
  const next = [...own].filter((p) => p !== L && p.x0 > L.x1 && Math.abs(centerY(p) - centerY(L)) < u * 0.6).sort((a, b) => a.x0 - b.x0)[0];
  const x1 = next ? next.x0 : L.x1 + u * 4;
  const mark = phrasesIn(layout, { x0: L.x1 - 1, y0: L.y0 - u * 0.5, x1, y1: L.y1 + u * 0.5 }).find((p) => !own.has(p) && isCheckMark(p));
  return mark ? { value: true, conf: phraseConf(mark) } : undefined;
}

/**
 * Where the square of a tick printed right of its label lies: from the label's end (or its last
 * characters, when OCR ran the square into the phrase) to three text heights past it, on the label's row only, before
 * the next label on that row. Undefined when the label was not read.
 */
function squareRightOf(layout: PageLayout, labels: Map<string, LabelMatch>, key: string): Rect | undefined {
  const L = labels.get(key)?.phrase;
  if (!L) return undefined;
  const u = Math.max(L.y1 - L.y0, layout.unit);
  const next = [...labelPhraseSet(labels)].filter((p) => p !== L && p.x0 > L.x1 && Math.abs(centerY(p) - centerY(L)) < u * 0.6).sort((a, b) => a.x0 - b.x0)[0];
  // A phrase that ends in a word of its label ends before the square (the crop holds no letter that
  // could pass for a ticked box); one that ends in something else ran the square into itself.
  const endsInWord = /[A-Za-z]{2,}[:.]?$/.test(L.text.trim());
  const x0 = endsInWord ? L.x1 + 1 : Math.max(L.x0, L.x1 - u * 1.5);
  const x1 = Math.min(next ? next.x0 - 1 : Infinity, L.x1 + u * 3);
  // Never into the rows of the labels above and below it (box 6's "Gross proceeds" over "Net proceeds").
  const column = [...labelPhraseSet(labels)].filter((p) => p !== L && p.x0 < x1 && p.x1 > L.x0);
  const y0 = Math.max(L.y0 - u * 0.5, ...column.filter((p) => p.y1 <= centerY(L)).map((p) => p.y1 + 1));
  const y1 = Math.min(L.y1 + u * 0.5, ...column.filter((p) => p.y0 >= centerY(L)).map((p) => p.y0 - 1));
  return { x0, y0, x1, y1 };
}

/**
 * An amount with its cents, printed at the left of its box: the box's first line, from its left
 * while the phrases are figures, joined. OCR splits "$13,186.29" as "$13, 186." and "29"; the
 * title block right of the boxes is left out.
 */
function amountIn(cell: Phrase[]): { value: string; conf: number } | undefined {
  for (const line of textLines(cell)) {
    const run: Phrase[] = [];
    for (const p of [...line.phrases].sort((a, b) => a.x0 - b.x0)) {
      if (!/^[$\d,.\s]+$/.test(p.text.trim())) break;
      run.push(p);
    }
    const text = run.map((p) => p.text.trim()).join(' ').replace(/^\$\s*/, '').replace(/(\d)\s*([,.])\s*(?=\d)/g, '$1$2');
    const value = /^\d{1,3}(,\d{3})*\.\d{2}$|^\d+\.\d{2}$/.test(text) ? moneyOf(text) : undefined;
    if (value) return { value, conf: Math.min(...run.map(phraseConf)) };
  }
  return undefined;
}

function readOfficialSale(layout: PageLayout): PageParse | undefined {
  const r = pageReader(layout, OFFICIAL);
  // The form's structure: the sale's boxes 1c and 1d, and the letter box or box 1a.
  // Box 1d sits under box 1c (a broker's table heads its columns 1a-1g on one row).
  const sold = r.labels.get('box1c_date_sold')?.phrase;
  const proceeds = r.labels.get('box1d_proceeds')?.phrase;
  if (!sold || !proceeds || centerY(proceeds) <= sold.y1 || !(r.labels.get('applicable') || r.labels.get('box1a_description'))) return undefined;
  const { fields } = r;
  // OCR may put a space after a telephone number's hyphens ("653- 758- 7667").
  const payer = splitPartyBlock(
    textLines(r.cell('payer', { maxLines: 9 }))
      .filter((l) => !/^or foreign postal code/i.test(l.text))
      .map((l) => ({ ...l, text: l.text.replace(/(\d)-\s+(?=\d)/g, '$1-') })),
  );
  if (payer.name) fields.payer_name = payer.name;
  if (payer.address) fields.payer_address = payer.address;
  if (payer.phone) fields.payer_phone = payer.phone;
  r.tin('payer_tin', 'payer_tin', 'ein');
  r.tin('recipient_tin', 'recipient_tin', 'ssn');
  const name = textLines(r.cell('recipient_name', { maxLines: 3 }))[0];
  if (name) fields.recipient_name = { value: name.text, conf: name.conf };
  const address = addressOf([...textLines(r.cell('street', { maxLines: 3 })), ...textLines(r.cell('city', { maxLines: 3 }))]);
  if (address) fields.recipient_address = address;
  const account = textLines(r.cell('account', { maxLines: 3 })).find((l) => /\d/.test(l.text));
  if (account) fields.account_number = { value: account.text, conf: account.conf };
  const fatca = tickRightOf(layout, r.labels, 'fatca');
  if (fatca) fields.fatca = fatca;

  const sale: SaleItem = {};
  let conf = 1;
  const take = (key: string, v: { value: unknown; conf: number } | undefined) => {
    if (!v || v.value === undefined) return;
    (sale as Record<string, unknown>)[key] = v.value;
    conf = Math.min(conf, v.conf);
  };
  // The letter is typed in its box, right of or under the label.
  const app = r.labels.get('applicable')?.phrase;
  if (app) {
    const u = Math.max(app.y1 - app.y0, layout.unit);
    const own = labelPhraseSet(r.labels);
    const letter = phrasesIn(layout, { x0: app.x0, y0: app.y0 - u * 0.3, x1: layout.width, y1: app.y1 + u * 1.6 }).find((p) => !own.has(p) && LETTER.test(p.text.trim()));
    if (letter) take('applicable_checkbox_8949', { value: letter.text.trim(), conf: phraseConf(letter) });
    // Form 8949's box says the term and whether the basis was reported (its instructions: boxes A-C
    // short-term, D-F long-term; A and D basis reported to the IRS): boxes 2 and 12, ticked to match,
    // follow from the letter when the page did not read their ticks.
    const l = letter?.text.trim();
    if (letter && l) {
      const c = phraseConf(letter);
      if ('ABC'.includes(l)) take('box2_short_term', { value: true, conf: c });
      if ('DEF'.includes(l)) take('box2_long_term', { value: true, conf: c });
      if (l === 'A' || l === 'D') take('box12_basis_reported', { value: true, conf: c });
    }
  }
  const desc = textLines(r.cell('box1a_description', { maxLines: 3 }))[0];
  if (desc) take('box1a_description', { value: desc.text, conf: desc.conf });
  // A date is one phrase of its box (the box's cell may run on to the form's title at its right).
  const dateIn = (key: string) => {
    for (const p of r.cell(key, { maxLines: 3 })) {
      const t = p.text.trim();
      if (key === 'box1b_date_acquired' && /^various$/i.test(t)) return { value: 'VARIOUS', conf: phraseConf(p) };
      const d = normaliseDate(t);
      if (d) return { value: d, conf: phraseConf(p) };
    }
    return undefined;
  };
  take('box1b_date_acquired', dateIn('box1b_date_acquired'));
  take('box1c_date_sold', dateIn('box1c_date_sold'));
  for (const key of ['box1d_proceeds', 'box1e_cost_basis', 'box1f_accrued_market_discount', 'box1g_wash_sale_loss_disallowed', 'box4_federal_income_tax_withheld', 'box13_bartering']) {
    const whole = amountIn(r.cell(key, { maxLines: 3 }));
    if (whole) {
      if (whole.value !== '0.00') take(key, whole);
      continue;
    }
    r.money(key);
    const v = fields[key];
    if (v && v.value !== '0.00') take(key, v);
  }
  for (const key of ['box8_profit_closed_contracts', 'box9_unrealized_prior_year', 'box10_unrealized_current_year', 'box11_aggregate_profit']) {
    r.money(key);
    take(key, fields[key]);
  }
  // A tick OCR did not read is judged by the ink in the square printed right after its label.
  const ticks: RegionProbe[] = [];
  const tickOrProbe = (field: string, labelKeys: string[]) => {
    if ((sale as Record<string, unknown>)[field] === true) return;
    const read = labelKeys.map((k) => tickRightOf(layout, r.labels, k)).find((v) => v);
    if (read) return take(field, read);
    if (layout.source !== 'ocr') return;
    for (const k of labelKeys) {
      const rect = squareRightOf(layout, r.labels, k);
      const own = r.labels.get(k)?.phrase;
      // The print of other boxes reaching into the crop (a label above read a line too tall, whose
      // middle is off the label's row) is blanked: touching the square, its letters would pass for a
      // tick. The label's own phrase is kept, since OCR may have run the square into it.
      const same = (m: Rect) => !!own && m.x0 === own.x0 && m.y0 === own.y0 && m.x1 === own.x1 && m.y1 === own.y1;
      const offRow = rect && own ? layout.phrases.filter((p) => p !== own && p.x1 > rect.x0 && p.x0 < rect.x1 && p.y1 > rect.y0 && p.y0 < rect.y1 && (centerY(p) < own.y0 || centerY(p) > own.y1)) : [];
      const mask = rect ? [...printedTextIn(layout, r.labels, rect).filter((m) => !same(m)), ...offRow.map((p) => ({ x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 }))] : [];
      if (rect) ticks.push({ key: field, kind: 'checkbox', rect, mask, accept: (_text, c) => acceptTick(field, c) });
    }
  };
  for (const key of ['box2_short_term', 'box2_long_term', 'box2_ordinary', 'box3_collectibles', 'box3_qof', 'box6_gross_proceeds', 'box6_net_proceeds', 'box12_basis_reported']) {
    tickOrProbe(key, [key]);
  }
  // Boxes 5 and 7 end their labels on a second line ("noncovered / security", "… / based on amount in 1d").
  tickOrProbe('box5_noncovered_security', ['box5_noncovered_security', 'box5_security']);
  tickOrProbe('box7_loss_not_allowed', ['box7_loss_not_allowed', 'box7_based']);
  const cusip = textLines(r.cell('cusip', { maxLines: 3 })).find((l) => /^[0-9A-Z]{9}$/.test(l.text.replace(/\s+/g, '')));
  if (cusip) take('cusip', { value: cusip.text.replace(/\s+/g, ''), conf: cusip.conf });
  // Only the sale's own boxes stay in the sale; the form-level fields keep the parties.
  for (const key of [...Object.keys(sale), ...READ_INTO_FIELDS]) delete fields[key];
  const sales = { value: [sale], conf };
  fields.sales = sales;
  /** A tick the second pass found by ink: the sale takes it, at the ink judgement's confidence. */
  function acceptTick(field: string, c: number): boolean {
    if ((sale as Record<string, unknown>)[field] === true) return false;
    (sale as Record<string, unknown>)[field] = true;
    sales.conf = Math.min(sales.conf, c);
    return true;
  }

  const t = readTable(layout, r.labels, [
    { key: 'st_name', field: 'state', kind: 'state' },
    { key: 'st_id', field: 'state_id', kind: 'text' },
    { key: 'st_tax', field: 'state_tax_withheld', kind: 'money' },
  ], { maxRows: 2, belowOnly: true });
  const rows = t.rows.filter((row) => Object.keys(row).length > 0);
  if (rows.length) fields.states = { value: rows, conf: t.conf };
  // On a scan, an address read without its state code and ZIP is incomplete: left out, not kept.
  if (layout.source === 'ocr') {
    for (const key of ['payer_address', 'recipient_address']) {
      const v = fields[key]?.value;
      if (typeof v === 'string' && !/\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/.test(v.trim())) delete fields[key];
    }
  }
  // The second pass re-reads the form-level fields only: a sale's box lives in `sales`.
  const saleKeys = new Set([...READ_INTO_FIELDS, 'box1b_date_acquired', 'box1c_date_sold']);
  return { fields, taxYear: findTaxYear(layout), labelsFound: r.labels.size, missing: [...r.missing.filter((m) => !saleKeys.has(m.key)), ...ticks] };
}

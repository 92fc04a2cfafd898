import type { FilingStatus } from '#shared/extraction/fields';
import { centerY, type PageLayout } from '../layout';
import { label, type LabelDef } from '../labels';
import { checkboxNear, findTaxYear, moneyOf, type PageParse, pageReader, phraseConf, textLines } from './common';

const LINES: Array<[string, string]> = [
  ['1z', 'line1z_wages'], ['2a', 'line2a_tax_exempt_interest'], ['2b', 'line2b_taxable_interest'], ['3a', 'line3a_qualified_dividends'],
  ['3b', 'line3b_ordinary_dividends'], ['7', 'line7_capital_gain'], ['7a', 'line7_capital_gain'], ['9', 'line9_total_income'], ['11', 'line11_agi'],
  ['11a', 'line11_agi'], ['12', 'line12_deduction'], ['12e', 'line12_deduction'], ['15', 'line15_taxable_income'], ['24', 'line24_total_tax'],
  ['25d', 'line25d_withholding'], ['33', 'line33_total_payments'], ['34', 'line34_overpaid'], ['35a', 'line35a_refund'], ['37', 'line37_amount_owed'],
];

export const F1040_LABELS: LabelDef[] = [
  label('first', undefined, 'your first name and middle initial'),
  label('last', undefined, 'last name', { exact: true }),
  label('ssn', undefined, 'your social security number'),
  label('spouse_first', undefined, 'if joint return spouse first name'),
  label('spouse_ssn', undefined, 'spouse social security number'),
  label('home', undefined, 'home address number and street'),
  label('apt', undefined, 'apt. no', { exact: true, boundary: true }),
  label('city', undefined, 'city town or post office'),
  label('state', undefined, 'state', { exact: true, boundary: true }),
  label('zip', undefined, 'zip code', { exact: true, boundary: true }),
  label('fs_single', undefined, 'single', { maxStart: 0 }),
  label('fs_mfj', undefined, 'married filing jointly', { maxStart: 0 }),
  label('fs_mfs', undefined, 'married filing separately', { maxStart: 0 }),
  label('fs_hoh', undefined, 'head of household', { maxStart: 0 }),
  label('fs_qss', undefined, 'qualifying surviving spouse', { maxStart: 0 }),
  label('fs_qss', undefined, 'qualifying widow', { maxStart: 0 }),
  label('presidential', undefined, 'presidential election campaign', { boundary: true }),
  label('dependents', undefined, 'dependents', { boundary: true, maxStart: 0 }),
];

const STATUS: Array<[string, FilingStatus]> = [
  ['fs_single', 'single'], ['fs_mfj', 'married_filing_jointly'], ['fs_mfs', 'married_filing_separately'],
  ['fs_hoh', 'head_of_household'], ['fs_qss', 'qualifying_widow'],
];

/** Parses one page of a prior-year Form 1040 (the carried-forward lines). */
export function parse1040Page(layout: PageLayout): PageParse {
  const r = pageReader(layout, F1040_LABELS);
  const { fields } = r;
  // Amount lines: the line number printed beside the entry box, then the amount on the same row.
  const codes = new Map(LINES);
  for (const p of layout.phrases) {
    const code = p.text.trim().toLowerCase();
    const field = codes.get(code);
    if (!field || fields[field] || p.x0 < layout.width * 0.3) continue;
    const row = layout.phrases
      .filter((q) => q !== p && q.x0 > p.x1 - 1 && Math.abs(centerY(q) - centerY(p)) < layout.unit * 0.7)
      .sort((a, b) => a.x0 - b.x0);
    const next = row[0];
    if (!next) continue;
    const v = moneyOf(next.text);
    if (v !== undefined && next.x0 - p.x1 < layout.width * 0.2) fields[field] = { value: v, conf: phraseConf(next) };
  }
  const first = textLines(r.cell('first', { maxLines: 2 }))[0];
  const last = textLines(r.cell('last', { maxLines: 2 }))[0];
  if (first || last) fields.taxpayer_name = { value: [first?.text, last?.text].filter(Boolean).join(' '), conf: Math.min(first?.conf ?? 1, last?.conf ?? 1) };
  r.tin('ssn', 'taxpayer_ssn', 'ssn');
  r.tin('spouse_ssn', 'spouse_ssn', 'ssn');
  const spouse = textLines(r.cell('spouse_first', { maxLines: 2 }))[0];
  if (spouse) fields.spouse_name = { value: spouse.text, conf: spouse.conf };
  const home = textLines(r.cell('home', { maxLines: 2 }))[0];
  const city = textLines(r.cell('city', { maxLines: 2 }))[0];
  if (home) fields.address = { value: [home.text, city?.text].filter(Boolean).join(', '), conf: Math.min(home.conf, city?.conf ?? 1) };
  for (const [key, status] of STATUS) {
    if (checkboxNear(layout, r.labels, key, 'left')) {
      fields.filing_status = { value: status, conf: 0.9 };
      break;
    }
  }
  return { fields, taxYear: findTaxYear(layout), labelsFound: r.labels.size, missing: r.missing };
}

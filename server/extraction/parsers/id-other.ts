import type { ListItem } from '#shared/extraction/fields';
import { maskToLastFour, normaliseDate, normaliseState, US_STATE_CODES } from '#shared/extraction/normalise';
import type { PageLayout } from '../layout';
import { findTaxYear, moneyOf, type PageParse, phraseConf, textLines } from './common';

const STATE_NAMES_RE = /\b(alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)\b/i;

const DATE = String.raw`(\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2})`;

/** Reads the few fields of a photo ID; the ID number is masked to its last four characters. */
export function parseIdPage(layout: PageLayout): PageParse {
  const lines = textLines(layout.phrases);
  const text = lines.map((l) => l.text).join('\n');
  const conf = lines.length ? Math.min(0.9, ...lines.map((l) => l.conf)) : 0.5;
  const fields: PageParse['fields'] = {};
  const dob = new RegExp(`(?:dob|date of birth|birth ?date)[:\\s]*${DATE}`, 'i').exec(text);
  const dobDate = dob ? normaliseDate(dob[1] ?? '') : undefined;
  if (dobDate) fields.date_of_birth = { value: dobDate, conf };
  const exp = new RegExp(`(?:exp(?:ires)?|expiration)[:\\s]*${DATE}`, 'i').exec(text);
  const expDate = exp ? normaliseDate(exp[1] ?? '') : undefined;
  if (expDate) fields.expires = { value: expDate, conf };
  const num = /(?:\bDL|\bLIC|\bID|licen[sc]e)\s*(?:no\.?|number|#)?[:\s]+([A-Z0-9][A-Z0-9-]{4,})/i.exec(text);
  if (num?.[1]) fields.id_number = { value: maskToLastFour(num[1]), conf };
  const ln = /\b(?:LN|last name)[:\s]+([A-Z][A-Za-z'-]+)/.exec(text);
  const fn = /\b(?:FN|first name)[:\s]+([A-Z][A-Za-z' -]+)/.exec(text);
  const named = /\bname[:\s]+([A-Z][A-Za-z'.-]+(?: [A-Z][A-Za-z'.-]+)+)/.exec(text);
  if (fn && ln) fields.full_name = { value: `${fn[1]?.trim()} ${ln[1]?.trim()}`, conf };
  else if (named?.[1]) fields.full_name = { value: named[1].trim(), conf };
  const stateName = STATE_NAMES_RE.exec(text);
  const st = stateName ? normaliseState(stateName[1] ?? '') : undefined;
  if (st) fields.issuing_state = { value: st, conf };
  else {
    const code = new RegExp(`\\b(${US_STATE_CODES.join('|')})\\b`).exec(text.split('\n').slice(0, 3).join(' '));
    if (code?.[1]) fields.issuing_state = { value: code[1], conf: conf * 0.8 };
  }
  return { fields, labelsFound: 0, missing: [] };
}

/** For anything else: the amounts found, each with the text to its left as its label. */
export function parseOtherPage(layout: PageLayout): PageParse {
  const amounts: ListItem[] = [];
  let conf = 1;
  for (const line of textLines(layout.phrases)) {
    for (let i = 0; i < line.phrases.length; i += 1) {
      const p = line.phrases[i];
      if (!p || !/[.,]\d{2}\b|\$/.test(p.text)) continue;
      const v = moneyOf(p.text);
      if (v === undefined) continue;
      const labelText = line.phrases.slice(0, i).map((q) => q.text).join(' ').trim();
      if (!labelText || !/[A-Za-z]/.test(labelText)) continue;
      amounts.push({ label: labelText.slice(0, 120), amount: v });
      conf = Math.min(conf, phraseConf(p));
      if (amounts.length >= 20) break;
    }
    if (amounts.length >= 20) break;
  }
  const fields: PageParse['fields'] = {};
  if (amounts.length) fields.amounts = { value: amounts, conf };
  // A form the product does not read still names its year (a 1099-A's "For calendar year", a schedule's printed
  // year), so the review can say when it belongs to another year's return.
  const taxYear = findTaxYear(layout);
  return { fields, labelsFound: 0, missing: [], ...(taxYear !== undefined ? { taxYear } : {}) };
}

import { normaliseState, normaliseTin } from '#shared/extraction/normalise';
import type { FilingStatus, ListItem } from '#shared/extraction/fields';
import { centerY, type PageLayout, type Phrase, phrasesIn, type Rect } from '../layout';
import { settleLines, type Candidate } from '../f1040/arithmetic';
import { fitRows, readLines } from '../f1040/lines';
import { EMPTY_MAX as STATUS_EMPTY_MAX, readFilingStatus, type StatusReading } from '../f1040/status';
import { clearRulesInCrop, cropImage, inkThreshold } from '../../integrations/ocr/preprocess';
import { glyphsOf } from '../image/regions';
import { loopsShown } from '../image/shapes';
import type { GrayImage } from '../../integrations/ocr/types';
import { cellOf, label, labelPhraseSet, type LabelDef, type LabelMatch } from '../labels';
import { checkboxNear, cropMoney, cropTin, findTaxYear, MONEY_CHARS, moneyOf, type PageParse, pageReader, phraseConf, printedTextIn, type RegionProbe, textLines, TIN_CHARS, UNSURE_CONF, UPPER_CHARS } from './common';

const LINES: Array<[string, string]> = [
  ['1z', 'line1z_wages'], ['2a', 'line2a_tax_exempt_interest'], ['2b', 'line2b_taxable_interest'], ['3a', 'line3a_qualified_dividends'],
  ['3b', 'line3b_ordinary_dividends'], ['7', 'line7_capital_gain'], ['7a', 'line7_capital_gain'], ['9', 'line9_total_income'], ['11', 'line11_agi'],
  ['11a', 'line11_agi'], ['12', 'line12_deduction'], ['12e', 'line12_deduction'], ['15', 'line15_taxable_income'], ['24', 'line24_total_tax'],
  ['25d', 'line25d_withholding'], ['33', 'line33_total_payments'], ['34', 'line34_overpaid'], ['35a', 'line35a_refund'], ['37', 'line37_amount_owed'],
];

export const F1040_LABELS: LabelDef[] = [
  label('first', undefined, 'your first name and middle initial'),
  // OCR garbles the last word of the small print ("middle Intel", "miidie intial", "retum").
  label('first', undefined, 'your first name and middle'),
  label('spouse_first', undefined, "spouse's first name", { maxStart: 3 }),
  label('last', undefined, 'last name', { exact: true }),
  label('ssn', undefined, 'your social security number'),
  label('spouse_first', undefined, 'if joint return spouse first name'),
  label('spouse_ssn', undefined, 'spouse social security number'),
  // The spouse's SSN label prints on two lines ("Spouse's" over "social security number") that OCR
  // reads as two phrases: the second alone is the spouse's, the taxpayer's starts with "Your".
  label('spouse_ssn', undefined, 'social security number', { maxStart: 0, exact: true }),
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
  // OCR may split the label's first word from the rest ("Qualifying" over "surviving spouse (QSS)").
  label('fs_qss', undefined, 'qualifying', { maxStart: 0, exact: true }),
  label('presidential', undefined, 'presidential election campaign', { boundary: true }),
  label('dependents', undefined, 'dependents see instructions', { maxStart: 0 }),
];

const STATUS: Array<[string, FilingStatus]> = [
  ['fs_single', 'single'], ['fs_mfj', 'married_filing_jointly'], ['fs_mfs', 'married_filing_separately'],
  ['fs_hoh', 'head_of_household'], ['fs_qss', 'qualifying_widow'],
];

/** The first word each status label prints, where its box is looked for. */
const STATUS_FIRST: Record<FilingStatus, string> = {
  single: 'single', married_filing_jointly: 'married', married_filing_separately: 'married', head_of_household: 'head', qualifying_widow: 'qualifying',
};

/**
 * Parses one page of a prior-year Form 1040 (the carried-forward lines). `image` is the page image
 * OCR read (scans and photos): the filing-status boxes are judged from it.
 */
export function parse1040Page(layout: PageLayout, image?: GrayImage): PageParse {
  const r = pageReader(layout, F1040_LABELS);
  const { fields } = r;
  // Amount lines: the line number printed beside the entry box, then the amount on the same row.
  const codes = new Map(LINES);
  // OCR reads a line number's 1 as i, l or | ("iz" for 1z) and may split it ("1 h").
  const codeKeyOf = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '').replace(/^[il|!]/, '1');
  const codeOf = (text: string) => codes.get(codeKeyOf(text));
  const number = (code: string) => /^\d+/.exec(code)?.[0];
  const sameRow = (a: Phrase, b: Phrase) => Math.abs(centerY(a) - centerY(b)) < layout.unit * 0.7;
  // The description of the row a phrase is on: its phrases between the name column and the amounts.
  const rowText = (at: Phrase) =>
    layout.phrases
      .filter((q) => q !== at && q.x1 < layout.width * 0.75 && q.x0 > layout.width * 0.1 && sameRow(at, q))
      .sort((a, b) => a.x0 - b.x0)
      .map((q) => q.text.trim())
      .join(' ');
  const used = new Set<Phrase>();
  const comb = combDigits(layout);
  // The amount lines follow the dependents table (above it, an SSN read as "11 7933937" is not
  // line 11).
  const top = r.labels.get('dependents')?.phrase.y1 ?? 0;
  const numbered = outOfOrder(layout.phrases.filter((p) => codeOf(p.text) && p.x0 >= layout.width * 0.3 && p.y0 >= top && !comb.has(p)), (p) => Number(number(codeKeyOf(p.text))), sameRow);
  for (const p of layout.phrases) {
    const field = codeOf(p.text);
    if (!field || fields[field] || p.x0 < layout.width * 0.3 || p.y0 < top || comb.has(p) || numbered.has(p)) continue;
    const next = layout.phrases.filter((q) => q !== p && q.x0 > p.x1 - 1 && sameRow(p, q)).sort((a, b) => a.x0 - b.x0)[0];
    if (!next) continue;
    // A number read unsurely that the row's description contradicts ("I 5" at 0.03 beside
    // "7 Capital gain or (loss)") is left to the description, in the loop below. Rows holding two
    // lines ("3a Qualified dividends … 3a … b Ordinary dividends … 3b") share the number.
    const described = p.conf < 0.5 ? describedCode(rowText(p)) : undefined;
    if (described !== undefined && number(described) !== number(codeKeyOf(p.text))) continue;
    // A row whose printed description names another line ("Add lines 1a through 1h" is line 1z,
    // whatever its number read as) is left to the description, in the loop below.
    const named = describedLine(rowText(p));
    if (named !== undefined && named !== field) continue;
    const v = moneyOf(next.text);
    if (v !== undefined && next.x0 - p.x1 < layout.width * 0.2) {
      fields[field] = { value: v, conf: phraseConf(next) };
      used.add(next);
    }
  }
  // An amount whose line number was misread: the line's description starts with its number
  // ("7 Capital gain or (loss)…").
  for (const amount of layout.phrases) {
    if (used.has(amount) || amount.x0 < layout.width * 0.7 || amount.y0 < top) continue;
    const v = comb.has(amount) ? undefined : moneyOf(amount.text);
    // The amount is the rightmost on its row (a garbled line number may read as a number too).
    if (v === undefined || layout.phrases.some((q) => q.x0 > amount.x1 && sameRow(amount, q) && moneyOf(q.text) !== undefined)) continue;
    const text = rowText(amount);
    const code = describedCode(text);
    const field = (code ? codes.get(code) : undefined) ?? describedLine(text);
    if (field && !fields[field]) fields[field] = { value: v, conf: Math.min(phraseConf(amount), 0.8) };
  }
  readByLineStructure(layout, fields, r.missing);
  const first = textLines(r.cell('first', { maxLines: 2 }))[0];
  const last = textLines(r.cell('last', { maxLines: 2 }))[0];
  // The return prints the name in two cells, first name and last name: with one of them unread the
  // name is incomplete, and an incomplete name is left out rather than shown as the taxpayer's.
  if (first && last) fields.taxpayer_name = { value: `${first.text} ${last.text}`, conf: Math.min(first.conf, last.conf) };
  // The return's SSN boxes are combed.
  r.tin('ssn', 'taxpayer_ssn', 'ssn', { combed: true });
  r.tin('spouse_ssn', 'spouse_ssn', 'ssn', { combed: true });
  const spouseName = readSpouseName(layout, r.labels);
  if (spouseName) fields.spouse_name = spouseName;
  // Street (and apartment), city, state and ZIP code are separate boxes on the return.
  const part = (key: string) => textLines(r.cell(key, { maxLines: 2 }))[0];
  const home = part('home');
  const [apt, city, state, zip] = home ? [part('apt'), part('city'), part('state'), part('zip')] : [];
  // Without its city box, or without the ZIP code box of a US address (one with a state), the
  // address is incomplete, and an incomplete address is left out rather than shown as the home.
  // A US address (a ZIP code read) needs its state box too, and a city box holding a bare state code
  // holds the state box's value read out of place: both leave the city or the state unread.
  const cityIsState = city !== undefined && normaliseState(city.text) !== undefined && city.text.trim().length === 2;
  if (home && city && !cityIsState && (zip ? state !== undefined : !state)) {
    const street = [home.text, apt?.text].filter(Boolean).join(' ');
    const conf = Math.min(home.conf, ...[apt, city, state, zip].map((x) => x?.conf ?? 1));
    const address = (code: string | undefined, c: number) => ({ value: [street, city?.text, [code, zip?.text].filter(Boolean).join(' ')].filter(Boolean).join(', '), conf: c });
    const code = state ? normaliseState(state.text) : undefined;
    fields.address = address(code ?? state?.text, conf);
    const stateCell = state && !code && layout.source === 'ocr' ? cellOf(layout, r.labels, 'state', { maxLines: 2 }) : undefined;
    if (stateCell) {
      // A state code OCR garbled ("T=" for TX) is read again on its own with capital letters only.
      r.missing.push({
        key: 'address.state', kind: 'text', rect: stateCell, mask: printedTextIn(layout, r.labels, stateCell), psm: 7, whitelist: UPPER_CHARS,
        accept(text, c) {
          const read = normaliseState(text.trim());
          if (!read) return false;
          fields.address = address(read, Math.min(conf, c));
          return true;
        },
      });
    }
  }
  // The box labels did not give every part: the address by its rows and USPS order (ADR 131).
  if (!fields.address && layout.source === 'ocr') addressByRows(layout, r.labels, r.missing, (v) => (fields.address = v), image);
  const dependents = readDependents(layout, r.labels, r.missing);
  if (dependents) fields.dependents = dependents;
  for (const [key, status] of STATUS) {
    if (checkboxNear(layout, r.labels, key, 'left')) {
      fields.filing_status = { value: status, conf: 0.9 };
      break;
    }
  }
  const byBoxes = !fields.filing_status && image && layout.source === 'ocr' ? statusByBoxes(layout, r.labels, image) : undefined;
  if (byBoxes?.value && byBoxes.conf !== undefined) fields.filing_status = { value: byBoxes.value, conf: byBoxes.conf };
  // Where the boxes were seen, their verdict stands (a status or none); the probes below are for
  // pages whose boxes were not all found with none of those found ticked (a flattened PDF's drawn
  // marks, a scan too faint for the boxes, a tick drawn across its box's edges).
  if (!fields.filing_status && !(byBoxes && (byBoxes.boxes.length >= STATUS.length || byBoxes.boxes.some((b) => b.box.fill > STATUS_EMPTY_MAX)))) {
    // A flattened or scanned return: the ticked box left of its label is judged from the page
    // (drawn marks or ink) by the second pass; the first ticked box wins.
    // Each box is told from its neighbours by the start of its label (the labels differ in length).
    const start = (L: Phrase) => ({ x0: L.x0, y0: L.y0, x1: L.x0 + layout.unit, y1: L.y1 });
    const statusLabels = STATUS.flatMap(([key]) => r.labels.get(key)?.phrase ?? []);
    for (const [key, status] of STATUS) {
      const L = r.labels.get(key)?.phrase;
      if (!L) continue;
      const u = Math.max(L.y1 - L.y0, layout.unit);
      // A flattened tick glyph can join the label's phrase, so the region reaches a little into it.
      const rect = { x0: L.x0 - u * 4, y0: L.y0 - u * 0.8, x1: L.x0 + u * 1.5, y1: L.y1 + u * 0.8 };
      r.missing.push({
        key: `filing_status.${status}`, kind: 'checkbox', rect, mask: printedTextIn(layout, r.labels, rect),
        near: { own: start(L), others: statusLabels.filter((o) => o !== L).map(start) },
        accept(_text, conf) {
          if (fields.filing_status) return false;
          fields.filing_status = { value: status, conf };
          return true;
        },
      });
    }
  }
  return { fields, taxYear: findTaxYear(layout), labelsFound: r.labels.size, missing: r.missing };
}

/** Named thresholds of the address read by rows (ADR 131), in text heights unless said otherwise. */
export const ADDRESS_ROWS = {
  /** The street row starts this near the home-address label's left edge ... */
  indent: 2,
  /** ... and its middle lies at most this far under the label's. */
  below: 2.5,
  /** The city row's middle lies at most this far under the street row's (the city box's label between them). */
  cityBelow: 4,
  /** An address pieced from rows (a part read again from its place) is for the user to check. */
  conf: 0.6,
  /** A part read again is enlarged to this text height in pixels first. */
  upscalePx: 40,
} as const;

/** A US ZIP code: five digits, or ZIP+4. */
const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;
/** An apartment or unit number as a return prints it. */
const APT_NO = /^[A-Z0-9][A-Z0-9-]{0,5}$/i;
/** A city name: letters, spaces, periods, hyphens and apostrophes, two letters at least. */
const CITY_NAME = /^[A-Za-z][A-Za-z .'-]*[A-Za-z.]$/;

/**
 * The home address by the rows the return prints it in (ADR 131), for a page whose box labels did not
 * give every part (a label OCR garbled or ran into its neighbour): the street, then the apartment
 * number, on the row right under "Home address (number and street)"; city, state and ZIP code on the
 * next row, in USPS order (the line ends in a state code and a ZIP code, the city before them), all
 * left of the SSN column. An apartment number is always read again from its place, alone (the page's
 * OCR runs it into the next column's print), as is a city the page did not read; the address is given
 * only whole, for the user to check.
 */
export function addressByRows(layout: PageLayout, labels: Map<string, LabelMatch>, probes: RegionProbe[], set: (v: { value: string; conf: number }) => void, image?: GrayImage): void {
  const home = labels.get('home')?.phrase;
  if (!home) return;
  const u = layout.unit;
  const column = [labels.get('ssn')?.phrase.x0, labels.get('presidential')?.phrase.x0].filter((x): x is number => x !== undefined && x > home.x0);
  const right = column.length ? Math.min(...column) - u * 0.5 : layout.width * 0.78;
  const rows = layout.lines.map((line) => line.filter((p) => p.x0 >= home.x0 - u && p.x0 < right)).filter((line) => line.length > 0);
  const streetRow = rows.find((line) => centerY(line[0] as Phrase) > home.y1 && centerY(line[0] as Phrase) - centerY(home) <= u * ADDRESS_ROWS.below && (line[0] as Phrase).x0 <= home.x0 + u * ADDRESS_ROWS.indent);
  const street = streetRow?.[0];
  if (!streetRow || !street || !/^\d+\s+\S/.test(street.text.trim())) return;
  // The city row: the first row under the street's that ends in a state code and a ZIP code (the
  // city box's label stands between them).
  const endsInStateZip = (line: Phrase[]) => {
    const words = line.flatMap((p) => p.text.trim().split(/\s+/).map((w) => ({ w: w.replace(/[.,]$/, ''), p })));
    const zip = words[words.length - 1];
    const st = words[words.length - 2];
    const code = st && st.w.length === 2 ? normaliseState(st.w) : undefined;
    return zip && st && code && ZIP_CODE.test(zip.w) ? { words, zip, st, code } : undefined;
  };
  const cityRow = rows.find((line) => centerY(line[0] as Phrase) > centerY(street) + u * 0.5 && centerY(line[0] as Phrase) - centerY(street) <= u * ADDRESS_ROWS.cityBelow && endsInStateZip(line));
  const found = cityRow ? endsInStateZip(cityRow) : undefined;
  if (!cityRow || !found) return;
  const { words, zip, st, code } = found;
  const cityWords = words.slice(0, -2).map((x) => x.w);
  const parts: { apt?: string; city?: string; aptWanted: boolean } = { aptWanted: streetRow.length > 1, ...(cityWords.length ? { city: cityWords.join(' ') } : {}) };
  const conf = Math.min(ADDRESS_ROWS.conf, phraseConf(street), phraseConf(st.p), phraseConf(zip.p));
  const give = () => {
    if (!parts.city || !CITY_NAME.test(parts.city) || (parts.aptWanted && !parts.apt)) return;
    set({ value: [[street.text.trim(), parts.apt].filter(Boolean).join(' '), parts.city, `${code} ${zip.w}`].join(', '), conf });
  };
  // A 0, 6, 8 or 9 read in a short token stands only where its glyph shows its loop (bold print
  // read "66" where it prints 55): image/shapes.ts.
  const loopsPrinted = (read: string, rect: Rect): boolean => {
    if (!/[0689]/.test(read)) return true;
    if (!image) return false;
    const threshold = inkThreshold(image);
    const crop = clearRulesInCrop(cropImage(image, rect), u, threshold);
    return loopsShown(crop, threshold, glyphsOf(crop, threshold), read)?.every(Boolean) === true;
  };
  const apt = streetRow[1];
  if (apt) {
    const rect = { x0: apt.x0 - u * 0.5, y0: street.y0 - u * 0.3, x1: right, y1: street.y1 + u * 0.3 };
    probes.push({
      key: 'address.apt', kind: 'text', rect, mask: [], psm: 7, whitelist: `${UPPER_CHARS}0123456789-`, upscaleTo: ADDRESS_ROWS.upscalePx,
      // Read alike twice (black and white, then gray): a lone short token has nothing else to check it by.
      accept: twoAlike((text) => (APT_NO.test(text.trim()) && loopsPrinted(text.trim(), rect) ? text.trim() : undefined), (read) => {
        parts.apt = read;
        give();
      }),
    });
  }
  if (!parts.city) {
    const rect = { x0: home.x0 - u * 0.5, y0: Math.min(...cityRow.map((p) => p.y0)) - u * 0.6, x1: st.p.x0 - u * 0.5, y1: Math.max(...cityRow.map((p) => p.y1)) + u * 0.3 };
    probes.push({
      key: 'address.city', kind: 'text', rect, mask: [], psm: 7, upscaleTo: ADDRESS_ROWS.upscalePx,
      accept: twoAlike((text) => (CITY_NAME.test(text.trim()) ? text.trim() : undefined), (read) => {
        parts.city = read;
        give();
      }),
    });
  }
  give();
}

/**
 * The filing status from the boxes beside the status labels read (f1040/status.ts). A label read
 * away from the others (a "Qualifying" elsewhere on the page) is not one of them.
 */
function statusByBoxes(layout: PageLayout, labels: Map<string, LabelMatch>, image: GrayImage): StatusReading | undefined {
  const read = STATUS.flatMap(([key, status]) => {
    const phrase = labels.get(key)?.phrase;
    return phrase ? [{ status, phrase, first: STATUS_FIRST[status] }] : [];
  });
  if (read.length < 2) return undefined;
  const ys = read.map((l) => centerY(l.phrase)).sort((a, b) => a - b);
  const middle = ys[Math.floor(ys.length / 2)] ?? 0;
  const near = read.filter((l) => Math.abs(centerY(l.phrase) - middle) < layout.unit * 4);
  return readFilingStatus(image, near, layout.unit, inkThreshold(image), STATUS.length);
}

/**
 * Lines told by their printed description when OCR garbled the line number ("© Add lines 12, 2b,
 * 3b, 4b, 5b, 6b, 7, and 8. This is your" is line 9).
 */
const DESCRIBED_LINES: Array<[RegExp, string]> = [
  [/\badd lines [1il|]a through\b/i, 'line1z_wages'],
  [/\bstandard deduction or itemized\b/i, 'line12_deduction'],
  [/\badd lines\b.*\b7,? and 8\b/i, 'line9_total_income'],
  [/\bsubtract line 10 from line 9\b/i, 'line11_agi'],
  [/\bsubtract line 14 from line 11\b/i, 'line15_taxable_income'],
];

/**
 * The line numbers read in the amount column that break the form's order. The lines are printed
 * in increasing order down the page, so a number read greater than a number on a row below it (or
 * smaller than one above) contradicts the page: "1z" read as "12" sits above 2b, 3a, 7, 9 and 11.
 * The number that contradicts the most others is left out, again until none do; when two
 * contradict each other equally, neither can be trusted and both are left out.
 */
function outOfOrder(phrases: Phrase[], numberOf: (p: Phrase) => number, sameRow: (a: Phrase, b: Phrase) => boolean): Set<Phrase> {
  const out = new Set<Phrase>();
  const inverted = (a: Phrase, b: Phrase) => !sameRow(a, b) && (centerY(a) - centerY(b)) * (numberOf(a) - numberOf(b)) < 0;
  for (;;) {
    const kept = phrases.filter((p) => !out.has(p));
    const counts = kept.map((p) => kept.filter((q) => inverted(p, q)).length);
    const most = Math.max(0, ...counts);
    if (most === 0) return out;
    kept.forEach((p, i) => {
      if (counts[i] === most) out.add(p);
    });
  }
}

/** The line number a row's description starts with ("7 Capital gain or (loss)…" → "7"). */
function describedCode(text: string): string | undefined {
  return /^(\d{1,2}[a-z]?)\s+[A-Za-z(]/.exec(text)?.[1];
}

function describedLine(text: string): string | undefined {
  return DESCRIBED_LINES.find(([re]) => re.test(text))?.[1];
}

/**
 * Single digits printed one to a cell (the return's combed SSN boxes), each its own phrase beside
 * another: the digits of a number, never a line number or an amount.
 */
function combDigits(layout: PageLayout): Set<Phrase> {
  const digit = (p: Phrase | undefined): p is Phrase => p !== undefined && /^\d$/.test(p.text.trim());
  const close = (a: Phrase, b: Phrase) => b.x0 - a.x1 < layout.unit * 1.5;
  const out = new Set<Phrase>();
  for (const line of layout.lines) {
    line.forEach((p, i) => {
      const [prev, next] = [line[i - 1], line[i + 1]];
      if (digit(p) && ((digit(prev) && close(prev, p)) || (digit(next) && close(p, next)))) out.add(p);
    });
  }
  return out;
}

/**
 * An SSN in a dependents row; OCR may read a hyphen as any other mark ("107-57+7611"), a letter or
 * a 1, and the column's left rule as a 1 ("1389-61-9175").
 */
const SSN_IN_ROW = /^[|1]?(\d{3})(?:\D|1)?(\d{2})(?:\D|1)?(\d{4})$/;

interface RowSsn {
  ssn: string;
  /** Where the number starts and ends on the row. */
  x0: number;
  x1: number;
  phrases: Phrase[];
  /** What follows the number inside its last phrase ("Daughter" of a combed "2 Daughter"). */
  rest: string;
}

/**
 * The SSN of a dependents row: one phrase, or a combed number printed one digit to a cell, whose
 * digits are phrases of their own (the ninth may run into the relationship: "2 Daughter").
 */
function rowSsn(line: Phrase[], from: number): RowSsn | undefined {
  const whole = line.find((p) => SSN_IN_ROW.test(p.text.trim()) && p.x1 > from);
  if (whole) {
    const parts = SSN_IN_ROW.exec(whole.text.trim()) ?? [];
    return { ssn: `${parts[1]}${parts[2]}${parts[3]}`, x0: whole.x0, x1: whole.x1, phrases: [whole], rest: '' };
  }
  const start = line.findIndex((p) => p.x1 > from && /^\d/.test(p.text.trim()));
  if (start < 0) return undefined;
  let digits = '';
  const phrases: Phrase[] = [];
  for (const p of line.slice(start)) {
    // OCR reads a cell divider as a mark between digits ("2|Daughter", "9[Son").
    const m = /^([\d\s|:.[\]-]+?)(?:[^A-Za-z\d]*([A-Za-z].*))?$/.exec(p.text.trim());
    if (!m) break;
    digits += (m[1] ?? '').replace(/\D/g, '');
    phrases.push(p);
    if (digits.length >= 9 || m[2]) {
      return digits.length === 9 ? { ssn: digits, x0: line[start]?.x0 ?? p.x0, x1: p.x1, phrases, rest: m[2] ?? '' } : undefined;
    }
  }
  return undefined;
}

/**
 * Where the dependents table's column heading "(n) …" starts on the heading lines: OCR reads the
 * opening parenthesis as 1, l or | ("12) Social security") and may run several headings into one
 * phrase ("(2) Social security number (3) Relationship (4) Check the box…"), whose heading then
 * starts at its share of the phrase's characters. `words` is the heading's own text, for a number
 * OCR lost.
 */
function headingX(phrases: Phrase[], n: number, words?: RegExp): number | undefined {
  const numbered = new RegExp(`(?:^|\\s)[(1l|]?${n}\\)`);
  for (const re of [numbered, ...(words ? [words] : [])]) {
    const p = phrases.find((q) => re.test(q.text));
    if (p) {
      const m = re.exec(p.text);
      const at = m ? m.index + (m[0].length - m[0].trimStart().length) : 0;
      return p.x0 + ((p.x1 - p.x0) * at) / Math.max(1, p.text.length);
    }
  }
  return undefined;
}

/** A dependent's name as printed in its cell: capitalised words ("Elton Weydert", "Mary-Ann O'Neil"). */
const DEPENDENT_NAME = /^[A-Z][A-Za-z'.-]+(?: [A-Z][A-Za-z'.-]*)+$/;
/** Confidence of a dependent's name read again from its own cell (the page's reading ran into the margin's note). */
const NAME_REREAD_CONF = 0.8;

/**
 * The dependents table, found by its column headings ((1) First name, (2) Social security number,
 * (3) Relationship, (4) the credit boxes): each row below them that holds an SSN gives the name
 * printed left of it (from the "(1) First name" column on, so the margin's "If more than four…"
 * stays out) and the relationship right of it (up to the credit check boxes). On a scan, a row
 * with digits in the SSN column that do not read as an SSN keeps its name and relationship, and
 * its SSN cell is read again by the second pass (`probes`); a name that OCR ran into the margin's
 * note ("If more than four Eton Weydert") is read again from its own cell.
 */
function readDependents(layout: PageLayout, labels: Map<string, LabelMatch>, probes: RegionProbe[]): { value: ListItem[]; conf: number } | undefined {
  // The table starts at its "Dependents (see instructions)" label or, where OCR garbled that, at
  // the heading line that names the relationship column.
  const labelled = labels.get('dependents')?.phrase;
  const relationship = layout.phrases.find((p) => /relationship/i.test(p.text) && (!labelled || p.line >= labelled.line));
  const headLine = labelled?.line ?? (relationship ? relationship.line - 1 : undefined);
  if (headLine === undefined) return undefined;
  const head = labelled ?? relationship;
  if (!head) return undefined;
  const u = layout.unit;
  const near = layout.lines.slice(Math.max(0, headLine), headLine + 4).flat();
  const nameX = headingX(near, 1, /\bfirst name\b/i);
  const ssnX = headingX(near, 2, /\bsocial secur/i);
  const relX = headingX(near, 3, /\brelationship/i);
  const creditX = headingX(near, 4, /\bchild tax cred/i);
  if (!labelled && (ssnX === undefined || relX === undefined)) return undefined;
  const minX = (nameX ?? head.x0 + (head.x1 - head.x0) * 0.5) - u;
  const maxX = creditX !== undefined ? creditX - u * 0.5 : layout.width;
  const result = { value: [] as ListItem[], conf: 1 };
  const rows = result.value;
  let lastY = centerY(head);
  const ssnX0 = ssnX !== undefined ? ssnX - u * 2 : minX;
  const firstLine = Math.max(headLine + 1, ...near.filter((p) => /^[(1l|]?1\)/.test(p.text.trim())).map((p) => p.line + 1));
  // A name that OCR joined with the margin's note: the row's name cell is read again on its own.
  const nameProbe = (row: ListItem, line: Phrase[], x1: number) => {
    if (nameX === undefined || row.name || layout.source !== 'ocr') return;
    const joined = line.some((p) => p.x0 < minX && p.x1 > nameX + u && /[A-Za-z]{2}/.test(p.text));
    if (!joined) return;
    // The row's text height from its SSN digits (or its first phrase): the cell is cut tight to it,
    // inside the row's rules, and read as cut.
    const digits = line.filter((p) => p.x1 > ssnX0 && /\d/.test(p.text));
    const band = digits.length ? digits : line.slice(0, 1);
    if (band.length === 0) return;
    const y0 = Math.min(...band.map((p) => p.y0));
    const y1 = Math.max(...band.map((p) => p.y1));
    const pad = (y1 - y0) * 0.15;
    probes.push({
      key: 'dependents.name', kind: 'text', rect: { x0: nameX - u * 0.3, y0: y0 - pad, x1, y1: y1 + pad }, mask: [], psm: 7, keepRules: true,
      accept: twoAlike((text) => {
        const name = text.trim().replace(/\s+/g, ' ');
        return DEPENDENT_NAME.test(name) ? name : undefined;
      }, (name, c) => {
        row.name = name;
        result.conf = Math.min(result.conf, c, NAME_REREAD_CONF);
      }),
    });
  };
  for (let i = firstLine; i < layout.lines.length && rows.length < 4; i += 1) {
    const whole = layout.lines[i] ?? [];
    const line = whole.filter((p) => p.x0 >= minX && p.x1 <= maxX);
    const ssn = rowSsn(line, ssnX0);
    if (!ssn) {
      const unread = layout.source === 'ocr' && relX !== undefined ? unreadRow(line, ssnX0, relX - u * 0.5, u, whole, minX, nameX) : undefined;
      if (unread) {
        const row = unread.row;
        rows.push(row);
        result.conf = Math.min(result.conf, 0.5);
        lastY = centerY(line[0] ?? head);
        nameProbe(row, whole, ssnX0);
        probes.push({
          key: 'dependents.ssn', kind: 'text', rect: unread.ssnCell, mask: [], psm: 7, whitelist: TIN_CHARS, comb: true, upscaleTo: AMOUNT_X_HEIGHT,
          accept(text) {
            const ssn = cropTin(text, 'ssn');
            if (!ssn || !agreesWithPage(ssn, unread.pageGroups)) return false;
            row.ssn = ssn;
            return true;
          },
        });
        // The cell read again as printed, cut tight to the row's digits: a number printed in three
        // boxes (3, 2 and 4 digits) rather than one digit a box loses digits when packed as a comb.
        // Two readings of it must agree, and agree with the page's parts.
        probes.push({
          key: 'dependents.ssn', kind: 'text', rect: unread.digitsCell, mask: [], psm: 7, whitelist: TIN_CHARS, keepRules: true,
          accept: twoAlike((text) => {
            const ssn = cropTin(text, 'ssn');
            return ssn && agreesWithPage(ssn, unread.pageGroups) ? ssn : undefined;
          }, (ssn) => {
            row.ssn ??= ssn;
          }),
        });
        continue;
      }
      if (centerY(line[0] ?? head) - lastY > u * 6) break;
      continue;
    }
    lastY = centerY(ssn.phrases[0] ?? head);
    const nameParts = line.filter((p) => p.x1 <= ssn.x0 + 1 && !/^\(\d\)/.test(p.text.trim()));
    const name = nameParts.map((p) => p.text.trim()).join(' ');
    const rel = line.filter((p) => p.x0 >= ssn.x1 - 1 && (relX === undefined || p.x0 < relX + u * 8) && /[A-Za-z]/.test(p.text));
    // OCR reads the column's rule before the relationship as a mark ("|Son", "[Son").
    const relationship = [ssn.rest, ...rel.map((p) => p.text.trim())].filter(Boolean).join(' ').replace(/^[^A-Za-z]+/, '');
    const row: ListItem = { ssn: normaliseTin(ssn.ssn, 'ssn') };
    if (name) row.name = name;
    if (relationship) row.relationship = relationship;
    for (const p of [...ssn.phrases, ...nameParts, ...rel]) result.conf = Math.min(result.conf, phraseConf(p));
    rows.push(row);
    nameProbe(row, whole, ssn.x0 - u * 0.3);
  }
  return rows.length ? result : undefined;
}

/**
 * A scanned dependents row whose SSN did not read as one ("3896191755iSon": a cell divider read
 * as digits, the column rule joining the relationship): the name left of the SSN column, the
 * relationship (the last capitalised words of the row) and the SSN cell to read again. A row whose
 * name ran into the margin's note (a phrase from left of the name column into it) keeps no name
 * from the page.
 */
function unreadRow(
  line: Phrase[], ssnX0: number, relX0: number, unit: number, whole: Phrase[], minX: number, nameX: number | undefined,
): { row: ListItem; ssnCell: Rect; digitsCell: Rect; pageGroups: string[] } | undefined {
  const nameParts = line.filter((p) => p.x1 <= ssnX0 + 1 && /[A-Za-z]{2}/.test(p.text) && !/^\(\d\)/.test(p.text.trim()));
  const joined = nameX !== undefined && whole.some((p) => p.x0 < minX && p.x1 > nameX + unit && /[A-Za-z]{2}/.test(p.text));
  const inSsn = line.filter((p) => p.x1 > ssnX0 && p.x0 < relX0 && (p.text.match(/\d/g) ?? []).length >= 3);
  if ((nameParts.length === 0 && !joined) || inSsn.length === 0) return undefined;
  const row: ListItem = {};
  if (nameParts.length) row.name = nameParts.map((p) => p.text.trim()).join(' ');
  const tail = line.filter((p) => p.x1 > ssnX0).map((p) => p.text.trim()).join(' ');
  const relationship = /([A-Z][a-z]+(?: [A-Za-z]+)*)$/.exec(tail)?.[1];
  if (relationship) row.relationship = relationship;
  const ssnCell = { x0: ssnX0, y0: Math.min(...inSsn.map((p) => p.y0)) - unit * 0.3, x1: relX0, y1: Math.max(...inSsn.map((p) => p.y1)) + unit * 0.3 };
  const pageGroups = inSsn.flatMap((p) => p.text.match(/\d+/g) ?? []);
  const [top, bottom] = [Math.min(...inSsn.map((p) => p.y0)), Math.max(...inSsn.map((p) => p.y1))];
  const digitsCell = { x0: ssnX0, y0: top - (bottom - top) * 0.15, x1: relX0, y1: bottom + (bottom - top) * 0.15 };
  return { row, ssnCell, digitsCell, pageGroups };
}

/**
 * A probe's `accept` that keeps a reading only when the cell read the same twice (the second pass
 * reads a cell binarised and as it is): `parse` gives the value of a reading, `keep` stores it.
 */
function twoAlike(parse: (text: string) => string | undefined, keep: (value: string, conf: number) => void): RegionProbe['accept'] {
  const seen = new Set<string>();
  return (text, conf) => {
    const value = parse(text);
    if (value === undefined) return false;
    if (!seen.has(value)) {
      seen.add(value);
      return false;
    }
    keep(value, conf);
    return true;
  };
}

/**
 * An SSN read again from its cell must agree with the parts of it the page read as parts: the
 * cell prints the number in three boxes (3, 2 and 4 digits), so a first group of three digits is
 * its area number, a last group of four its serial number and a group of two between them its
 * group number. A group of another length (a divider read as a digit) says nothing. The page's
 * "741 3" "2963" and a re-read "741-85-2083" disagree on the serial: neither is kept.
 */
export function agreesWithPage(ssn: string, groups: string[]): boolean {
  const digits = ssn.replace(/\D/g, '');
  const first = groups[0];
  const last = groups[groups.length - 1];
  if (first?.length === 3 && digits.slice(0, 3) !== first) return false;
  if (groups.length > 1 && last?.length === 4 && digits.slice(5) !== last) return false;
  if (groups.length === 3 && groups[1]?.length === 2 && digits.slice(3, 5) !== groups[1]) return false;
  return true;
}

/** Region re-reads of a line's amount: its digits set to about this many pixels high. */
const AMOUNT_X_HEIGHT = 32;
/** Confidence of an amount whose region reading differs from the page's (the region's is kept first). */
const DISAGREED_CONF = 0.7;

/**
 * Page 1's amount lines read by the form's line structure (f1040/lines.ts): where the page's line
 * numbers fit a revision's rows, these readings replace the line-number-and-neighbour readings
 * above for the lines on page 1 (a line the structure does not find keeps the other reading only
 * below 0.8). On a scan, each carried-forward line read unsurely or contradicted by the arithmetic
 * is read again from its own cell (digits only, upscaled): a reading that differs is kept first
 * below 0.8, and the arithmetic picks between the two readings; one that agrees leaves the page's
 * confidence as it was (both read the same pixels) (f1040/arithmetic.ts).
 */
function readByLineStructure(layout: PageLayout, fields: PageParse['fields'], probes: RegionProbe[]): void {
  const fit = fitRows(layout, findTaxYear(layout));
  if (!fit) return;
  const revision = fit.revision;
  const lines = readLines(layout, fit);
  const readings = new Map<string, Candidate[]>();
  for (const [code, reading] of lines) readings.set(code, [{ value: reading.value, conf: reading.conf }]);
  const owned = Object.entries(revision.fields);
  const other = new Map(owned.map(([, field]) => [field, fields[field]]));
  const settle = () => {
    const settled = settleLines(readings, revision);
    for (const [code, field] of owned) {
      const line = settled.get(code);
      const before = other.get(field);
      if (line) fields[field] = { value: line.value, conf: line.conf, ...(line.check === 'contradicted' ? { contradicted: true } : {}) };
      else if (before) fields[field] = { value: before.value, conf: Math.min(before.conf, 0.79) };
      else delete fields[field];
    }
    return settled;
  };
  const settled = settle();
  if (layout.source !== 'ocr') return;
  for (const [code] of owned) {
    const reading = lines.get(code);
    const line = settled.get(code);
    if (!reading || !line || (line.conf >= 0.95 && line.check !== 'contradicted')) continue;
    probes.push({
      key: `line${code}`, kind: 'text', rect: reading.cell, mask: [], psm: 7, whitelist: MONEY_CHARS, upscaleTo: AMOUNT_X_HEIGHT,
      accept(text) {
        // The page printed this amount with its cents: a reading without them lost its point ("44500" for 445.00).
        const cents = /\.\d{2}$/;
        if (cents.test(reading.phrase.text.trim()) && !cents.test(text.trim())) return false;
        const value = cropMoney(text);
        if (value === undefined) return false;
        readings.set(
          code,
          value === reading.value
            ? [{ value, conf: reading.conf }]
            : [{ value, conf: DISAGREED_CONF }, { value: reading.value, conf: Math.min(reading.conf, UNSURE_CONF) }],
        );
        settle();
        return true;
      },
    });
  }
}

/**
 * The spouse's name: the row under "If joint return, spouse's first name and middle initial" holds
 * the first name, left of the row's own "Last name" label, and the last name under that label, left
 * of the SSN column. Without either cell the name is incomplete and left out.
 */
function readSpouseName(layout: PageLayout, labels: Map<string, LabelMatch>): { value: string; conf: number } | undefined {
  const head = labels.get('spouse_first')?.phrase;
  if (!head) return undefined;
  const u = layout.unit;
  const lastHead = layout.phrases.find((p) => p.x0 > head.x1 && Math.abs(centerY(p) - centerY(head)) < u * 0.7 && p.words[0] === 'last');
  if (!lastHead) return undefined;
  const right = labels.get('ssn')?.phrase.x0 ?? labels.get('spouse_ssn')?.phrase.x0 ?? layout.width;
  const labelPhrases = labelPhraseSet(labels);
  const cell = (x0: number, x1: number) =>
    textLines(phrasesIn(layout, { x0, y0: head.y1 - u * 0.2, x1, y1: head.y1 + u * 2 }).filter((p) => !labelPhrases.has(p) && p !== lastHead && p.x1 <= x1 + u * 0.5))[0];
  const first = cell(Math.min(head.x0, layout.width * 0.02) - u, lastHead.x0 - u * 0.5);
  const last = cell(lastHead.x0 - u, right - u * 0.5);
  if (!first || !last) return undefined;
  const value = first.text.toLowerCase().endsWith(last.text.toLowerCase()) ? first.text : `${first.text} ${last.text}`;
  return { value, conf: Math.min(first.conf, last.conf) };
}

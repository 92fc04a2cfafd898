import type { DocumentType } from '#shared/extraction/document-types';
import { FIELD_DEFINITIONS, type ExtractedFields, type FieldValue, type ListItem, type SaleItem } from '#shared/extraction/fields';
import { applyRate, canonicalToCents, isCanonicalMoney, type Cents } from '#shared/extraction/money';
import { isStateCode, isValidTin } from '#shared/extraction/normalise';
import { fieldValueSchema } from '#shared/extraction/schemas';
import { checkNewTypes } from './checks-new-types';
import { formDefinitionsFor } from '#shared/forms/index';
import { geometryOf } from './template';

/** Social security wage base by tax year (SSA), used for the box 3 / box 4 checks. */
export const SOCIAL_SECURITY_WAGE_BASE: Record<number, bigint> = {
  2018: 12_840_000n, 2019: 13_290_000n, 2020: 13_770_000n, 2021: 14_280_000n, 2022: 14_700_000n,
  2023: 16_020_000n, 2024: 16_860_000n, 2025: 17_610_000n, 2026: 18_450_000n,
};

/**
 * Words of a blank form's own instructions and label continuations ("…or because you didn't
 * report the refund", "…address, and ZIP code"): a name or an address holding them was read from
 * the form, not from what was filled in, and is left out.
 */
export const FORM_INSTRUCTION_TEXT = /\b(?:you|your|because|instructions?|if checked|see pub)\b|^(?:and|or)\s/i;
/** Text fields a filler writes (names, addresses, descriptions): the instruction rule applies to them. */
const FILLED_TEXT_FIELD = /(?:_name|_address|_description)$/;
/** State identification numbers are numbers: at least four digits, never an amount with cents. */
export function isStateIdShaped(value: string): boolean {
  return (value.match(/\d/g) ?? []).length >= 4 && !/^\$?\d{1,3}(?:,\d{3})*\.\d{2}$/.test(value.trim());
}
const STATE_ID_ITEMS = new Set(['state_id', 'payer_state_no', 'employer_state_id']);

/** A US ZIP code (ZIP+4 allowed), as the last word of an address. */
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
/**
 * A US address ends "city, ST ZIP": the state code stands right before the ZIP code. An address that
 * ends in a ZIP code without its state there was read out of order ("WA, SEATTLE 08001-4567") or
 * lost its state; it is shown as "check this value". Addresses not ending in a US ZIP (foreign
 * postal codes, a country) are not judged.
 */
export function usAddressOutOfOrder(value: string): boolean {
  if (stateAndZipMidway(value)) return true;
  const words = value.trim().split(/[\s,]+/).filter(Boolean);
  const zip = words[words.length - 1];
  if (!zip || !US_ZIP.test(zip) || words.length < 3) return false;
  const before = words[words.length - 2] ?? '';
  if (!isStateCode(before.toUpperCase()) || before.length !== 2) return true;
  // The state printed twice ("SEATTLE WA WA 98001"): a word of another line read into this one.
  return (words[words.length - 3] ?? '').toUpperCase() === before.toUpperCase();
}
const ADDRESS_FIELD = /(?:^|_)address$/;
/** A part of an address that is only a state code and a US ZIP code ("OH 43215"). */
const STATE_ZIP_PART = /^([A-Za-z]{2})\s+\d{5}(?:-\d{4})?$/;
/** The country a US address may end with. */
const US_COUNTRY = /^(?:usa|us|u\.s\.a?\.?|united states(?: of america)?)$/i;

/**
 * True when a part of an address that is only its state code and ZIP code has another part after it
 * (other than the country): "2872 Cedar Lane, OH 43215, Columbus". A US address ends in its state and
 * ZIP code, so the city after them was read out of order (ADR 160).
 */
export function stateAndZipMidway(value: string): boolean {
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  const at = parts.findIndex((p) => {
    const m = STATE_ZIP_PART.exec(p);
    return m !== null && isStateCode((m[1] ?? '').toUpperCase());
  });
  return at >= 0 && at < parts.length - 1 && !(at === parts.length - 2 && US_COUNTRY.test(parts[parts.length - 1] ?? ''));
}

/**
 * Characters no printed address holds ("J#1¥ CENTRE AVE"): OCR made them out of glyphs it could not
 * read. Letters, digits, spaces and the punctuation addresses use are allowed.
 */
const ADDRESS_CHARS = /^[\p{L}\p{N}\s,.'#&()/-]*$/u;
/** A street number: digits, with a letter or a fraction or range ("123", "123A", "N123", "12-14", "12 1/2"). */
const HOUSE_NUMBER = /^(?:[NSEW]?\d+[A-Z]?|\d+[-/]\d+[A-Z]?|#?\d+)$/i;
/** "… ST 12345" at an address's end: a two-letter word and a run of three or more digits (what a state and a ZIP code were read as). */
const STATE_AND_ZIP_END = /(?:^|[\s,])([A-Za-z]{2})[\s,.]+(\d[\d-]{2,})$/;

/**
 * True when an OCR'd address is garbled rather than merely doubtful (issue 17, right or absent): a
 * character no address prints, a street number holding anything but digits and a letter ("J#1¥"),
 * or an ending shaped as a state and ZIP code whose code is not a USPS state code ("SUNNYVALE LY,
 * 9800") or whose ZIP code is not five digits (or ZIP+4). Such a value is left out, flagged.
 */
export function garbledAddress(value: string): boolean {
  const v = value.trim();
  if (!ADDRESS_CHARS.test(v)) return true;
  // A bracket with no partner ("3035 (ak Street"): a glyph OCR could not read.
  if ((v.match(/\(/g) ?? []).length !== (v.match(/\)/g) ?? []).length) return true;
  const first = v.split(/[\s,]+/)[0] ?? '';
  if (/\d/.test(first) && !HOUSE_NUMBER.test(first) && !/^[A-Z]{1,3}-?\d+$/i.test(first)) return true;
  const end = STATE_AND_ZIP_END.exec(v);
  if (end) {
    const [, code = '', zip = ''] = end;
    if (!isStateCode(code.toUpperCase()) || !US_ZIP.test(zip)) return true;
  }
  return false;
}

/**
 * True when an address starts with a part that holds no digit and a later part starts with a street
 * number ("Contoso Ltd, 123 Microsoft Way, …", "Summit, 6906 Park Blvd, …"): the line above the street
 * line (the party's name, a neighbour's words) was read into it.
 */
export function ledByAnotherLine(value: string): boolean {
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2 || /\d/.test(parts[0] ?? '')) return false;
  return parts.slice(1).some((p) => /^\d+[A-Z]?\s+\S/i.test(p));
}

/**
 * True when an OCR'd US address has no street line: what comes before its state code and ZIP code is
 * one line without a digit, the city alone ("SPRINGFIELD, IL 62701"). A payer's, recipient's or
 * employer's address box holds the street address (number and street, or a P.O. box) above the city
 * line (the boxes' labels: "street address, city or town, state or province, country, and ZIP"), so a
 * reading without it lost its first line (issue 17, ADR 140). Addresses not ending in a state and a
 * US ZIP are not judged.
 */
export function withoutStreetLine(value: string): boolean {
  // The state code and the ZIP code may be read run together ("Columbus, OH43215").
  const m = /^(.*?)[\s,]+[A-Za-z]{2}[\s,.]*\d{5}(?:-\d{4})?$/.exec(value.trim());
  if (!m) return false;
  const before = (m[1] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return before.length <= 1 && !/\d/.test(before[0] ?? '');
}

/** A business entity's designator ("LLC", "Inc.", "Corp."), the last word of a company's name, never a name alone. */
const ENTITY_DESIGNATOR = /^(?:llc|inc|corp|co|ltd|lp|llp|lllp|pllc|pc|pa|na|plc|company|corporation|incorporated|limited)$/;

/**
 * True when an OCR'd name is cut short: it ends in a lone lowercase letter (a word cut mid-way at the
 * box's edge: "Evergreen Payroll p"; an initial is a capital), or it is only an entity designator,
 * the last word of a company's name whose other words were lost ("LLC", read "LIC": I, l and 1 taken
 * for the L they resemble), or two letters or fewer. Issue 17, ADR 140, 163.
 */
export function cutName(value: string): boolean {
  const words = value.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && /^[a-z]$/.test(last)) return true;
  const bare = value.toLowerCase().replace(/[|1]/g, 'l').replace(/[^a-z]/g, '');
  // Two letters or fewer name no one: a fragment of a longer name ("LC" of "Harbor Media LLC", ADR 163).
  return bare.length > 0 && (bare.length <= 2 || ENTITY_DESIGNATOR.test(bare) || ENTITY_DESIGNATOR.test(bare.replace(/i/g, 'l')));
}

/**
 * True when an OCR'd company name ends in a word that is not an entity designator but becomes one when the letters OCR
 * confuses are read as the ones they resemble ("Harbor Media LIC" for LLC, "lnc" for Inc: I, l, 1 and | for one another; 0 for O): the name is
 * kept as read, but it is not sure (issue 17: the one wrong value at 0.97 on seed 16180, ADR 155).
 */
export function designatorMisread(value: string): boolean {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return false;
  const last = words[words.length - 1]!.toLowerCase().replace(/[.,]/g, '');
  if (ENTITY_DESIGNATOR.test(last)) return false;
  const o = last.replace(/0/g, 'o');
  return ENTITY_DESIGNATOR.test(o) || ENTITY_DESIGNATOR.test(o.replace(/[i1|]/g, 'l')) || ENTITY_DESIGNATOR.test(o.replace(/[l1|]/g, 'i'));
}

/** A locality's name (W-2 box 20, 1099-R box 18: a city, county or school district) is a word: one letter or none is what OCR made of a speck. */
export function implausibleLocality(value: string): boolean {
  return (value.match(/\p{L}/gu) ?? []).length < 2;
}
const LOCALITY_ITEMS = new Set(['locality', 'locality_name']);
const NAME_FIELD = /_name$/;

/** Little words a label shares with any text: they neither make a segment a label nor keep it a value. */
const FUNCTION_WORDS = new Set(['a', 'an', 'and', 'or', 'of', 'on', 'the', 'to', 'in', 'for', 'if', 'no', 'is', 'it', 'by', 'at']);
const formWordsCache = new Map<DocumentType, Set<string>>();

/** The words printed on the type's blank forms (every template's text) and in its fields' labels, lower case. */
export function formWords(type: DocumentType): Set<string> {
  const cached = formWordsCache.get(type);
  if (cached) return cached;
  const texts: string[] = FIELD_DEFINITIONS[type].map((d) => d.label);
  for (const def of formDefinitionsFor(type)) {
    texts.push(...def.boxes.map((b) => b.label), ...geometryOf(def).text.map((t) => t[0]));
  }
  const words = new Set(texts.flatMap((t) => wordsIn(t)));
  formWordsCache.set(type, words);
  return words;
}

/** Lower-case words of a text, apostrophes and other punctuation aside ("PAYER’S" → "payers"). */
function wordsIn(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,()/]+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
}

/**
 * True when a word is one of the form's printed words, or a piece of one OCR cut at the region's
 * edge ("treet" of street, "propert" of property: four letters or more at either end of it).
 */
function isFormWord(word: string, vocabulary: ReadonlySet<string>): boolean {
  if (vocabulary.has(word)) return true;
  if (word.length < 4) return false;
  for (const v of vocabulary) if (v.length > word.length && (v.startsWith(word) || v.endsWith(word))) return true;
  return false;
}

/**
 * A name or address with the form's own print read into it ("Street address (including, apt. no.),
 * 6607 Elm Road"): its comma-separated parts made only of the form's printed words (no digit, at
 * least one word that is not a little word) are dropped. Returns the rest ('' when nothing is left:
 * the value was only label words), or undefined when nothing was dropped.
 */
export function withoutLabelWords(value: string, vocabulary: ReadonlySet<string>): string | undefined {
  const parts = value.split(',');
  const kept = parts.filter((part) => {
    if (/\d/.test(part)) return true;
    const words = wordsIn(part);
    const content = words.filter((w) => !FUNCTION_WORDS.has(w));
    return content.length === 0 || !words.every((w) => FUNCTION_WORDS.has(w) || isFormWord(w, vocabulary));
  });
  // A lone "$" of the form's print beside a name ("Riverside Community College $").
  const joined = kept.join(',').replace(/(?:^|\s)\$(?=\s*$)|^\s*\$(?=\s)/g, '').trim();
  return joined === value.trim() ? undefined : joined;
}

/**
 * A text that starts with three words or more of the form's own print, two of them more than function words ("city or
 * town Summit Credit Union"). Asked of a name that had a part of its label taken off ("street address, city or town
 * Summit Credit Union": the label "PAYER'S name, street address, city or town" read into the value, seed 70721's 1099-G
 * photo, ADR 163): where the label ends and the name begins is not known (a bank's name may start with words the form
 * prints, "First Federal Savings"), so the name is left out rather than cut.
 */
export function ledByLabelWords(value: string, vocabulary: ReadonlySet<string>): boolean {
  const words = wordsIn(value);
  let run = 0;
  let content = 0;
  for (const w of words) {
    if (FUNCTION_WORDS.has(w)) run += 1;
    else if (isFormWord(w, vocabulary)) {
      run += 1;
      content += 1;
    } else break;
  }
  return run >= 3 && content >= 2 && run < words.length;
}

/**
 * A name that had a part of its label taken off and whose rest is still only the label's words, the first or last cut at
 * the box's edge to three letters ("ate or province" of "city or town, state or province, country, ZIP", seed 12's
 * 1099-INT photo, ADR 167): the label read, not a name. A piece of three letters counts only at an edge, where OCR cut it.
 */
export function labelPiecesOnly(value: string, vocabulary: ReadonlySet<string>): boolean {
  const words = wordsIn(value);
  const piece = (w: string) => w.length >= 3 && [...vocabulary].some((v) => v.length > w.length && (v.startsWith(w) || v.endsWith(w)));
  return words.some((w) => !FUNCTION_WORDS.has(w)) && words.every((w, i) => FUNCTION_WORDS.has(w) || isFormWord(w, vocabulary) || ((i === 0 || i === words.length - 1) && piece(w)));
}

/**
 * True when a text is made only of the form's own printed words (and little words), at least one of them more than a
 * little word, box numbers aside ("expenses", "1 Payments received for"): the form's print, not a filled-in value.
 * Words are matched exactly: a word OCR cut short is not taken for print here.
 */
export function onlyFormWords(text: string, vocabulary: ReadonlySet<string>): boolean {
  const words = wordsIn(text).filter((w, i) => !(i === 0 && /^\d{1,2}[a-z]?$/.test(w)));
  return words.some((w) => !FUNCTION_WORDS.has(w)) && words.every((w) => FUNCTION_WORDS.has(w) || vocabulary.has(w));
}

/** The confidence of a name with a label word at an edge: below 0.9, so the UI shows "check this value". */
export const NAME_LABEL_EDGE_CONF = 0.85;

/**
 * True when a name starts or ends with a word the form prints in its labels ("Granite Student Loans" on a 1098-E,
 * whose labels print "loans"): a neighbouring label's word read onto the name on one phrase cannot be told from the
 * name's own, so such a name asks to be checked. Entity designators and words of two letters or fewer are a name's own.
 */
export function labelWordAtNameEdge(value: string, vocabulary: ReadonlySet<string>): boolean {
  const words = wordsIn(value);
  if (words.length < 2) return false;
  const printed = (w: string) => w.length > 2 && !FUNCTION_WORDS.has(w) && !ENTITY_DESIGNATOR.test(w) && vocabulary.has(w);
  return printed(words[0]!) || printed(words[words.length - 1]!);
}

/**
 * A money value that is the form's printed year ("2024.00" on a 2024 form, or the year after). Another
 * box's number is no such echo: "2.00" is a real amount in box 3 of a form that has a box 2.
 */
export function printedNumberEcho(value: string, taxYear: number | null): boolean {
  const m = /^(\d+)\.00$/.exec(value);
  if (!m) return false;
  const n = Number(m[1]);
  return n >= 2000 && n <= 2099 && (taxYear === null || Math.abs(n - taxYear) <= 1);
}

/** A money value that is its own box's or line's number ("34.00" for line 34, "12.00" for box 12). */
export function ownNumberEcho(box: string, value: string): boolean {
  const m = /^(\d+)\.00$/.exec(value);
  return m !== null && Number(m[1]) === Number.parseInt(box, 10);
}

/** How the fields were read, for the checks that only apply to OCR (a text layer prints what was filled). */
export interface CheckOptions {
  /** The fields were read by OCR from an image. */
  ocr?: boolean;
  /**
   * Fields a reader found too weakly evidenced to give (a box read two ways with nothing to decide, an
   * amount that lost its cents point): left out and flagged.
   */
  leftOut?: ReadonlySet<string>;
}

/** The warning for amounts the form's own arithmetic contradicts (kept as printed, below 0.8; the document stays pending). */
export const contradictedWarning = (labels: string[]) => `${labels.join(', ')}: these amounts do not add up the way the form's lines do; check them on the document.`;

/** The warning for a field left out because its reading was not trustworthy (the document stays pending). */
export const leftOutWarning = (label: string) => `${label} could not be read reliably and was left out; check it on the document.`;

export interface CheckedField {
  value: FieldValue;
  conf: number;
  failed: boolean;
}

export interface CheckOutcome {
  fields: ExtractedFields;
  fieldConfidence: Record<string, number>;
  warnings: string[];
  failedFields: Set<string>;
}

const cents = (v: FieldValue | undefined): Cents | undefined => (typeof v === 'string' && isCanonicalMoney(v) ? canonicalToCents(v) : undefined);

/** Tolerance for payroll rounding: a dollar or 0.2 %, whichever is larger. */
const close = (actual: Cents, expected: Cents): boolean => {
  const diff = actual > expected ? actual - expected : expected - actual;
  const tol = expected / 500n > 100n ? expected / 500n : 100n;
  return diff <= tol;
};

function labelOf(type: DocumentType, name: string): string {
  return FIELD_DEFINITIONS[type].find((d) => d.name === name)?.label ?? name;
}

/**
 * Validates every field against the strict schema (invalid values are dropped), then runs the
 * format and arithmetic checks. Each failed check lowers the field's confidence and adds a warning.
 * Warnings never quote identifiers.
 */
export function runChecks(type: DocumentType, taxYear: number | null, input: Record<string, { value: FieldValue; conf: number; contradicted?: boolean }>, options: CheckOptions = {}): CheckOutcome {
  const warnings: string[] = [];
  const fields: ExtractedFields = {};
  const conf: Record<string, number> = {};
  const failed = new Set<string>();
  const fail = (name: string, message: string, factor = 0.5) => {
    failed.add(name);
    conf[name] = Math.min(conf[name] ?? 0.5, Math.round((conf[name] ?? 0.5) * factor * 100) / 100);
    warnings.push(message);
  };

  for (const [name, { value, conf: c }] of Object.entries(input)) {
    const schema = fieldValueSchema(type, name);
    if (!schema) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      warnings.push(`${labelOf(type, name)} could not be read reliably and was left out.`);
      continue;
    }
    fields[name] = parsed.data as FieldValue;
    conf[name] = Math.max(0, Math.min(1, Math.round(c * 100) / 100));
  }
  // Values the form's own arithmetic contradicts are kept as printed, but that check failed: the document is to be reviewed.
  const contradicted = Object.entries(input).filter(([name, v]) => v.contradicted && fields[name] !== undefined).map(([name]) => name);
  for (const name of contradicted) failed.add(name);
  if (contradicted.length > 0) warnings.push(contradictedWarning(contradicted.map((n) => labelOf(type, n))));

  // A field whose own evidence is too weak is left out and flagged (right or absent, issue 17 point 5).
  const leaveOut = (name: string) => {
    delete fields[name];
    delete conf[name];
    failed.add(name);
    warnings.push(leftOutWarning(labelOf(type, name)));
  };
  for (const name of options.leftOut ?? []) {
    if (fields[name] === undefined && FIELD_DEFINITIONS[type].some((d) => d.name === name)) leaveOut(name);
  }
  if (options.ocr) {
    const vocabulary = formWords(type);
    for (const def of FIELD_DEFINITIONS[type]) {
      const v = fields[def.name];
      if (typeof v !== 'string') continue;
      if (def.kind === 'string' && FILLED_TEXT_FIELD.test(def.name)) {
        const rest = withoutLabelWords(v, vocabulary);
        if (rest === '') {
          leaveOut(def.name);
          continue;
        }
        // A label part taken off a name whose rest still starts with the label's words: where the label ends is not known.
        if (rest !== undefined && NAME_FIELD.test(def.name) && (ledByLabelWords(rest, vocabulary) || labelPiecesOnly(rest, vocabulary))) {
          leaveOut(def.name);
          continue;
        }
        if (rest !== undefined) {
          fields[def.name] = rest;
          conf[def.name] = Math.min(conf[def.name] ?? 0.5, 0.6);
        }
      }
      const now = fields[def.name];
      // An OCR'd address that is garbled, out of the order an address prints, or led by a line that is
      // not its street line was pieced together from what OCR could not read: left out, flagged.
      if (def.kind === 'string' && ADDRESS_FIELD.test(def.name) && typeof now === 'string' && (garbledAddress(now) || usAddressOutOfOrder(now) || ledByAnotherLine(now) || withoutStreetLine(now))) leaveOut(def.name);
      // A name cut short at its box's edge, or only a company's designator (ADR 140).
      else if (def.kind === 'string' && NAME_FIELD.test(def.name) && typeof now === 'string' && cutName(now)) leaveOut(def.name);
      // A designator OCR'd as a look-alike ("LIC"): kept as read, at a confidence that asks to check it.
      else if (def.kind === 'string' && NAME_FIELD.test(def.name) && typeof now === 'string' && designatorMisread(now)) conf[def.name] = Math.min(conf[def.name] ?? 0.6, 0.6);
      // A W-2 employee's name is printed in two labelled parts (box e: "Employee's first name and initial" and "Last
      // name"): one word read is a part missing, OCR'd short, so it asks to be checked.
      else if (type === 'w2' && def.name === 'employee_name' && typeof now === 'string' && !/\s/.test(now.trim())) conf[def.name] = Math.min(conf[def.name] ?? 0.6, 0.6);
      // So is an information return's recipient identified by an SSN (NNN-NN-NNNN, a person's number, not an EIN): the
      // box holds the person's name, first and last, and one word is a part of it read (seed 62017's 1099-B: "Petrova").
      else if (def.name === 'recipient_name' && typeof now === 'string' && !/\s/.test(now.trim()) && typeof fields.recipient_tin === 'string' && /^(?:\d{3}|\*{3}|x{3})-(?:\d{2}|\*{2}|x{2})-\d{4}$/i.test(fields.recipient_tin)) conf[def.name] = Math.min(conf[def.name] ?? 0.6, 0.6);
      // A name that still starts or ends with a word of the form's labels: a neighbour's label word or the name's own, it cannot be told.
      const kept = fields[def.name];
      if (def.kind === 'string' && NAME_FIELD.test(def.name) && typeof kept === 'string' && labelWordAtNameEdge(kept, vocabulary)) conf[def.name] = Math.min(conf[def.name] ?? NAME_LABEL_EDGE_CONF, NAME_LABEL_EDGE_CONF);
      if (def.kind === 'money' && (conf[def.name] ?? 0) < 0.95 && printedNumberEcho(v, taxYear)) leaveOut(def.name);
    }
  }
  // An amount read unsurely that is its own box's or line's printed number ("34.00" on line 34), whatever the page.
  for (const def of FIELD_DEFINITIONS[type]) {
    const v = fields[def.name];
    if (def.kind === 'money' && def.box && typeof v === 'string' && (conf[def.name] ?? 0) < 0.95 && ownNumberEcho(def.box, v)) leaveOut(def.name);
  }

  // What the form's structure does not support is left out (right or absent).
  for (const def of FIELD_DEFINITIONS[type]) {
    const v = fields[def.name];
    if (def.kind === 'string' && typeof v === 'string' && FILLED_TEXT_FIELD.test(def.name) && FORM_INSTRUCTION_TEXT.test(v)) {
      delete fields[def.name];
      delete conf[def.name];
      warnings.push(`${def.label} could not be read reliably and was left out.`);
    }
    if (def.kind === 'list' && Array.isArray(v)) {
      for (const row of v) {
        for (const key of Object.keys(row)) {
          if (STATE_ID_ITEMS.has(key) && typeof row[key] === 'string' && !isStateIdShaped(row[key] ?? '')) delete row[key];
          if (LOCALITY_ITEMS.has(key) && typeof row[key] === 'string' && implausibleLocality(row[key] ?? '')) delete row[key];
        }
      }
      const kept = v.filter((row) => Object.keys(row).length > 0);
      if (kept.length === 0) {
        delete fields[def.name];
        delete conf[def.name];
      } else fields[def.name] = kept;
    }
  }

  // Address order (city, state, ZIP code).
  for (const def of FIELD_DEFINITIONS[type]) {
    const v = fields[def.name];
    if (def.kind === 'string' && typeof v === 'string' && ADDRESS_FIELD.test(def.name) && usAddressOutOfOrder(v)) {
      fail(def.name, `${def.label}: the state and ZIP code are not where an address prints them; check it.`);
    }
  }

  // Identifier formats.
  for (const def of FIELD_DEFINITIONS[type]) {
    const v = fields[def.name];
    if (typeof v !== 'string') continue;
    if (def.kind === 'ssn' && !isValidTin(v, 'ssn')) fail(def.name, `${def.label} is not in the SSN format (123-45-6789).`);
    if (def.kind === 'ein' && !isValidTin(v, 'ein')) fail(def.name, `${def.label} is not in the EIN format (12-3456789).`);
    if (def.kind === 'tin' && !isValidTin(v, 'any')) fail(def.name, `${def.label} is not in the SSN or EIN format.`);
  }

  if (type === 'w2') {
    const b1 = cents(fields.box1_wages);
    const b2 = cents(fields.box2_federal_income_tax_withheld);
    const b3 = cents(fields.box3_social_security_wages);
    const b4 = cents(fields.box4_social_security_tax_withheld);
    const b5 = cents(fields.box5_medicare_wages);
    const b6 = cents(fields.box6_medicare_tax_withheld);
    const base = SOCIAL_SECURITY_WAGE_BASE[taxYear ?? 2025] ?? SOCIAL_SECURITY_WAGE_BASE[2025] ?? 17_610_000n;
    if (b3 !== undefined && b3 > base) fail('box3_social_security_wages', `Box 3 is above the ${taxYear ?? 2025} social security wage base.`);
    // A pair the rate does not tie (IRC §3101) holds at least one wrong reading: on an OCR'd form
    // the readings below 0.95 are left out, flagged; both sure, or read from a text layer, both are flagged.
    const wagesBoxes = ['box1_wages', 'box3_social_security_wages', 'box5_medicare_wages'];
    // Wages another wages box prints alike (box 1, 3 and 5 are the same amount for most employees) are
    // read twice: the tax reading is the doubtful one.
    const wagesConfirmed = (wages: string) => wagesBoxes.some((o) => o !== wages && fields[o] !== undefined && fields[o] === fields[wages]);
    const pairFails = (wages: string, tax: string, message: string) => {
      const unsure = options.ocr ? [wages, tax].filter((n) => (conf[n] ?? 0) < 0.95 && !(n === wages && wagesConfirmed(wages))) : [];
      if (unsure.length > 0) {
        unsure.forEach(leaveOut);
        return;
      }
      fail(tax, message);
      failed.add(wages);
      conf[wages] = Math.min(conf[wages] ?? 0.5, 0.6);
    };
    if (b4 !== undefined) {
      const maxTax = applyRate(base, 620n);
      if (b4 > maxTax + 100n) fail('box4_social_security_tax_withheld', 'Box 4 is above the maximum social security tax for the year.');
      else if (b3 !== undefined && !close(b4, applyRate(b3 < base ? b3 : base, 620n))) {
        pairFails('box3_social_security_wages', 'box4_social_security_tax_withheld', 'Box 4 is not 6.2% of box 3; check both amounts.');
      }
    }
    if (b6 !== undefined && b5 !== undefined) {
      const regular = applyRate(b5, 145n);
      const additional = b5 > 20_000_000n ? regular + applyRate(b5 - 20_000_000n, 90n) : regular;
      if (!close(b6, regular) && !close(b6, additional)) {
        pairFails('box5_medicare_wages', 'box6_medicare_tax_withheld', 'Box 6 is not 1.45% of box 5; check both amounts.');
      }
    }
    if (b1 !== undefined && b2 !== undefined && b2 > b1) fail('box2_federal_income_tax_withheld', 'Box 2 (federal tax withheld) is larger than box 1 (wages).');
    const states = fields.states;
    if (Array.isArray(states)) {
      states.forEach((row: ListItem | SaleItem, i) => {
        const w = cents(row.state_wages);
        const t = cents(row.state_income_tax);
        if (w !== undefined && t !== undefined && t > w) fail('states', `State row ${i + 1}: state income tax is larger than state wages.`);
      });
    }
  }
  if (type === '1099-div') {
    const a = cents(fields.box1a_total_ordinary_dividends);
    const b = cents(fields.box1b_qualified_dividends);
    if (a !== undefined && b !== undefined && b > a) fail('box1b_qualified_dividends', 'Box 1b (qualified dividends) is larger than box 1a.');
    const g = cents(fields.box2a_total_capital_gain);
    for (const k of ['box2b_unrecaptured_1250_gain', 'box2c_section_1202_gain', 'box2d_collectibles_gain', 'box2f_section_897_capital_gain']) {
      const v = cents(fields[k]);
      if (g !== undefined && v !== undefined && v > g) fail(k, `${labelOf(type, k)} is larger than box 2a.`);
    }
  }
  if (type === '1099-nec' || type === '1099-misc' || type === '1099-div' || type === '1099-int') {
    const withheld = cents(fields.box4_federal_income_tax_withheld);
    if (withheld !== undefined) {
      let income = 0n;
      for (const def of FIELD_DEFINITIONS[type]) {
        if (def.kind === 'money' && def.name !== 'box4_federal_income_tax_withheld') income += cents(fields[def.name]) ?? 0n;
      }
      if (income > 0n && withheld > income) fail('box4_federal_income_tax_withheld', 'Federal income tax withheld is larger than the income on the form.');
    }
  }
  if (type === '1040') {
    const agi = cents(fields.line11_agi);
    const total = cents(fields.line9_total_income);
    const taxable = cents(fields.line15_taxable_income);
    if (agi !== undefined && total !== undefined && agi > total) fail('line11_agi', 'Line 11 (AGI) is larger than line 9 (total income).');
    if (taxable !== undefined && agi !== undefined && taxable > agi) fail('line15_taxable_income', 'Line 15 (taxable income) is larger than line 11 (AGI).');
  }
  // On an OCR'd page a value outside the form's code list, or that the form's arithmetic contradicts, read below 0.95,
  // is a misreading ("70" for the 1099-R code 7D: a D read as 0): left out, flagged (ADR 167). Sure or from a text layer, it is flagged.
  checkNewTypes(type, fields, (name, message) => {
    if (options.ocr && fields[name] !== undefined && (conf[name] ?? 0) < 0.95) {
      leaveOut(name);
      warnings.push(message);
    } else fail(name, message);
  });
  return { fields, fieldConfidence: conf, warnings, failedFields: failed };
}

/** Overall confidence: the mean field confidence, reduced for each missing required field. */
export function overallConfidence(type: DocumentType, fields: ExtractedFields, conf: Record<string, number>, classification: number): number {
  const values = Object.keys(fields).map((k) => conf[k] ?? 0.5);
  if (values.length === 0) return Math.round(Math.min(classification, 0.3) * 100) / 100;
  let c = values.reduce((a, b) => a + b, 0) / values.length;
  for (const def of FIELD_DEFINITIONS[type]) if (def.required && fields[def.name] === undefined) c *= 0.85;
  c = Math.min(c, 0.5 + classification / 2);
  return Math.round(Math.max(0, Math.min(1, c)) * 100) / 100;
}

/**
 * `verified` only when every required field is present and passed its checks, and no other check
 * failed either (a failed sum puts the whole form up for review).
 */
export function verificationStatus(type: DocumentType, fields: ExtractedFields, failed: Set<string>, conf: Record<string, number>): 'verified' | 'pending' {
  const required = FIELD_DEFINITIONS[type].filter((d) => d.required);
  if (required.length === 0 || type === 'other' || failed.size > 0) return 'pending';
  for (const def of required) {
    if (fields[def.name] === undefined || failed.has(def.name) || (conf[def.name] ?? 0) < 0.8) return 'pending';
  }
  return 'verified';
}

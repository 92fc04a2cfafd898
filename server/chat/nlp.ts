/**
 * Reading a chat message with maintained language libraries: wink-nlp with its English model
 * (tokens, parts of speech, negation, number words), chrono-node (dates) and parse-address (US
 * street addresses). Everything here reads; nothing decides a profile value on its own.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import * as chrono from 'chrono-node';
import addressParser from 'parse-address';
import { US_STATES } from '#shared/enums';

const nlp = winkNLP(model);
const its = nlp.its;
/**
 * The English model's lexicon ends where the first word it has never seen is numbered: words read
 * later that it does not know are numbered from there on.
 */
const FIRST_UNSEEN = (nlp.readDoc('qzxvkjqzxv').tokens().out(its.uniqueId) as unknown as number[])[0] ?? Infinity;

/** Whether the English model knows this word (false for "standerd", "chlid"; true for "fax", "bake"). */
export function englishWord(word: string): boolean {
  const ids = nlp.readDoc(word.toLowerCase()).tokens().out(its.uniqueId) as unknown as number[];
  return ids.length === 1 && ids[0]! < FIRST_UNSEEN;
}

export interface Token {
  /** Lower-case normal form ("n't" → "not"). */
  norm: string;
  /** The word as typed. */
  value: string;
  pos: string;
  /** True when a negation ("not", "no", "n't", "never", "without") governs this token. */
  negated: boolean;
}

export interface Reading {
  text: string;
  tokens: Token[];
  /** A bare yes or no ("yeah", "nope", "I did", "I didn't", "not really"), null otherwise. */
  yesNo: 'yes' | 'no' | null;
  /** A bare count ("two", "3", "none" → 0), null otherwise. */
  count: number | null;
  /** The yes or no a message starts with ("yes, my nephew", "no, my parents pay"), null otherwise. */
  lead: 'yes' | 'no' | null;
}

const YES = new Set(['yes', 'yeah', 'yep', 'yup', 'sure', 'correct', 'right', 'true', 'affirmative', 'absolutely', 'definitely', 'indeed', 'ya', 'yea', 'y']);
const NO = new Set(['no', 'nope', 'nah', 'none', 'never', 'n', 'negative', 'not', 'nobody', 'nothing', 'zero']);
const FILLER = new Set(['i', 'we', 'did', 'do', 'does', 'was', 'were', 'am', 'is', 'are', 'have', 'had', 'it', 'that', 'thats', "that's", 'really', 'of', 'course', 'indeed', 'just', 'me', 'only', 'at', 'all', 'thanks', 'thank', 'you', 'please', 'ok', 'okay', 'well', 'so', 'both', 'they', 'he', 'she', 'nor', 'neither', 'one', 'single', 'person', 'myself', 'them', 'both', 'any', 'anyone']);
const NUMBER_WORDS: Record<string, number> = { zero: 0, none: 0, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, twins: 2, triplets: 3 };
const NEGATORS = new Set(['not', "n't", 'no', 'never', 'without', 'nor', 'neither', 'none']);

/** Tokens with their negation scope, from wink-nlp. */
export function read(text: string): Reading {
  const doc = nlp.readDoc(text.replace(/’/g, "'"));
  const values = doc.tokens().out(its.value) as string[];
  const norms = doc.tokens().out(its.normal) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const neg = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const tokens: Token[] = values.map((value, i) => ({ value, norm: (norms[i] ?? value).toLowerCase(), pos: pos[i] ?? 'X', negated: !!neg[i] }));
  clauseScope(tokens, neg);
  // wink marks the words after "not"/"n't"; "no kids" is a determiner negation it leaves alone.
  tokens.forEach((t, i) => {
    if ((t.norm === 'no' || t.norm === 'without' || t.norm === 'zero') && tokens[i + 1] && tokens[i + 1]!.pos !== 'PUNCT') {
      for (let k = i + 1; k < tokens.length && k <= i + 3 && tokens[k]!.pos !== 'PUNCT' && tokens[k]!.pos !== 'CCONJ'; k++) tokens[k]!.negated = true;
    }
  });
  const first = words(tokens)[0]?.norm ?? '';
  const lead = YES.has(first) && first !== 'right' ? 'yes' : NO.has(first) && first !== 'not' && first !== 'none' ? 'no' : null;
  return { text, tokens, yesNo: yesNoOf(tokens), count: countOf(tokens), lead };
}

/** Subject pronouns: each starts a clause of its own ("never married i live alone"). */
const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'hes', 'shes', 'theyre', 'im']);
/** Conjunctions that join clauses; "or" and "nor" join what one negation covers ("no kids or dependents"). */
const CLAUSE_JOINERS = new Set(['and', 'but', 'so', 'because', 'cause', 'cuz', 'since', 'if', 'when', 'while', 'though', 'although', 'whereas', 'then', 'plus']);

/**
 * wink-nlp carries a negation from "not"/"never"/"n't" to the end of the sentence, so in a message
 * typed without punctuation ("single never married my son lives with me") it reaches words of the
 * next clause. The scope is ended where a clause ends (ADR 114): at punctuation, at a conjunction that
 * joins clauses (not "or"/"nor", which a negation spans), at a subject pronoun, at a possessive after
 * the negated adjective or participle ("never married | my son"), and at a new verb after a noun or
 * pronoun of the negated phrase ("don't have kids | living …"). Words after the end keep wink's flag
 * only when a new negation opens another scope.
 */
function clauseScope(tokens: Token[], wink: boolean[]): void {
  let open = false;
  let sawNoun = false;
  let prev: Token | undefined;
  tokens.forEach((t, i) => {
    // A hyphen or apostrophe inside a word ("10-year-old") breaks no run of wink's flags: the run is the word before it.
    let before = i - 1;
    while (before >= 0 && /^['’-]$/.test(tokens[before]!.value)) before--;
    const startsRun = !!wink[i] && !wink[before];
    const boundary =
      (t.pos === 'PUNCT' && !/^['’-]$/.test(t.value)) ||
      CLAUSE_JOINERS.has(t.norm) ||
      t.pos === 'SCONJ' ||
      SUBJECTS.has(t.norm) ||
      (open && /^(my|our|his|her|their)$/.test(t.norm) && prev?.pos === 'ADJ' && prev.negated) ||
      (open && sawNoun && (t.pos === 'VERB' || t.pos === 'AUX') && prev !== undefined && ['NOUN', 'PROPN', 'PRON', 'NUM'].includes(prev.pos));
    if (boundary) {
      open = false;
      sawNoun = false;
    }
    if (startsRun && !boundary) open = true;
    t.negated = !!wink[i] && open;
    if (open && ['NOUN', 'PROPN', 'PRON'].includes(t.pos)) sawNoun = true;
    if (NEGATORS.has(t.norm)) {
      open = true;
      sawNoun = false;
    }
    prev = t;
  });
}

function words(tokens: Token[]): Token[] {
  return tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SYM' && t.pos !== 'EMOJI');
}

function yesNoOf(tokens: Token[]): 'yes' | 'no' | null {
  const w = words(tokens);
  if (w.length === 0 || w.length > 8) return null;
  const first = w[0]!.norm;
  const rest = w.slice(1);
  const onlyFiller = (ts: Token[]) => ts.every((t) => FILLER.has(t.norm) || NEGATORS.has(t.norm) || YES.has(t.norm) || NO.has(t.norm));
  if (YES.has(first) && onlyFiller(rest) && !rest.some((t) => NEGATORS.has(t.norm) && t.norm !== 'none')) return 'yes';
  if (NO.has(first) && onlyFiller(rest)) return 'no';
  // "I did" / "we didn't" / "not really" / "I don't".
  if (onlyFiller(w)) {
    if (w.some((t) => NEGATORS.has(t.norm))) return 'no';
    if (w.some((t) => ['did', 'do', 'does', 'was', 'were', 'am', 'is', 'are', 'have', 'had'].includes(t.norm))) return 'yes';
  }
  return null;
}

function countOf(tokens: Token[]): number | null {
  const w = words(tokens).filter((t) => !FILLER.has(t.norm) || t.norm === 'one');
  if (w.length === 0 || w.length > 3) return null;
  const nums = w.filter((t) => t.pos === 'NUM' || t.norm in NUMBER_WORDS);
  if (nums.length !== 1) return w.length === 1 && NO.has(w[0]!.norm) ? 0 : null;
  const others = w.filter((t) => t !== nums[0] && !['kids', 'kid', 'children', 'child', 'dependents', 'dependent', 'of', 'them'].includes(t.norm));
  if (others.length) return null;
  const n = nums[0]!.norm;
  const v = NUMBER_WORDS[n] ?? (/^\d{1,2}$/.test(n) ? Number(n) : NaN);
  return Number.isFinite(v) ? v : null;
}

/** Whether a word (by normal form) is in the message, and whether it is negated there. */
export function mention(r: Reading, forms: readonly string[]): { found: boolean; negated: boolean } {
  const hit = r.tokens.find((t) => forms.includes(t.norm));
  return hit ? { found: true, negated: hit.negated } : { found: false, negated: false };
}

/**
 * Dates said another way, as the month and day they are (ADR 125): a holiday on a fixed day ("christmas
 * day 1970" is December 25, 1970; a holiday on a moving day, like Thanksgiving, is no date), and a date in
 * Spanish, "12 de mayo (de) 1980".
 */
const FIXED_DAYS: Array<[RegExp, string]> = [
  [/\bchristmas eve\b/gi, 'december 24'],
  [/\b(?:christmas|xmas)(?:\s+day)?\b/gi, 'december 25'],
  [/\bnew year'?s eve\b/gi, 'december 31'],
  [/\bnew year'?s(?:\s+day)?\b/gi, 'january 1'],
  [/\b(?:independence day|(?:the\s+)?fourth of july)\b/gi, 'july 4'],
  [/\bhalloween\b/gi, 'october 31'],
  [/\bvalentine'?s(?:\s+day)?\b/gi, 'february 14'],
  [/\b(?:st\.?|saint)\s+patrick'?s(?:\s+day)?\b/gi, 'march 17'],
  [/\bveterans'?\s+day\b/gi, 'november 11'],
];
const SPANISH_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const SPANISH_DATE = /\b(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|setiembre|octubre|noviembre|diciembre)(?:\s+del?)?\s+((?:19|20)\d{2})\b/gi;
export function plainDates(text: string): string {
  const spanish = text.replace(SPANISH_DATE, (_m, d: string, month: string, y: string) => {
    const n = /^set/i.test(month) ? 8 : SPANISH_MONTHS.findIndex((x) => x.slice(0, 4) === month.toLowerCase().slice(0, 4));
    return `${['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][n]} ${d}, ${y}`;
  });
  // A numeric date with dashes and a two-digit year ("9-9-49") is the slashed date ("9/9/49") chrono reads (ADR 126).
  const dashed = spanish.replace(/(?<![\d-])(\d{1,2})-(\d{1,2})-(\d{2})(?![\d-])/g, '$1/$2/$3');
  return FIXED_DAYS.reduce((t, [re, to]) => t.replace(re, to), dashed.replace(/’/g, "'"));
}

/** Calendar dates in the message, as YYYY-MM-DD (only fully stated ones: day, month and year). */
export function datesIn(text: string, ref: Date): string[] {
  // A two-digit year in a numeric date is in the hundred years up to today ("9/9/49" is 1949; chrono's own pivot would give 2049; ADR 126).
  const yy = ref.getUTCFullYear() % 100;
  const full = plainDates(text).replace(/(?<![\d/-])(\d{1,2})\/(\d{1,2})\/(\d{2})(?![\d/-])/g, (_m, a: string, b: string, y: string) => `${a}/${b}/${Number(y) <= yy ? 2000 + Number(y) : 1900 + Number(y)}`);
  return chrono
    .parse(full, ref, { forwardDate: false })
    .filter((r) => /\d/.test(r.text) && r.start.isCertain('year') && r.start.isCertain('month') && r.start.isCertain('day'))
    .map((r) => {
      const y = r.start.get('year')!;
      const m = r.start.get('month')!;
      const d = r.start.get('day')!;
      return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    });
}

/** Four-digit years (1900–2099) the message names. */
export function yearsIn(r: Reading): number[] {
  return r.tokens.flatMap((t) => (/^(19|20)\d{2}$/.test(t.norm) ? [Number(t.norm)] : []));
}

export interface AddressParts {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  /**
   * Words of the address that no part explains (between the street and the ZIP, or right after
   * the street when there is no ZIP, before another phrase starts): the address is then doubtful.
   */
  leftover?: string[];
  /** The street line has no street type (St, Ave…) and no unit: where it ends is not known. */
  untyped?: true;
}

/** Words that start another phrase after an address ("… 12 Oak St with my kids", "… and I'm single"). */
const PHRASE_START = new Set(
  "and with since for but i im i'm we my our it its it's is was that this also thanks thank please ok okay now currently so because where which who lol haha btw too as then just been have has live living lived moved from to of the a an been here there if when what how are were do did not no yes".split(' '),
);
/** Words that join the parts of an address without being one ("in Dallas", "at", "#"). */
const JOINERS = new Set(['in', 'at', '#', '-', 'city', 'of']);

/** The address words no part explains, in order, up to the first word that starts another phrase. */
function leftoverWords(from: string, p: NonNullable<ReturnType<typeof addressParser.parseLocation>>, streetWords: number): string[] {
  const tokens = from.replace(/[,;]/g, ' ').split(/\s+/).filter(Boolean).map((w) => w.replace(/[.!?]+$/, '').toLowerCase()).filter(Boolean);
  const rest = tokens.slice(streetWords);
  // The unit right after the street.
  const unitType = p.sec_unit_type?.toLowerCase();
  if (unitType || p.sec_unit_num) {
    while (rest.length && (/^(apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|#|no)$/.test(rest[0]!) || rest[0] === unitType)) rest.shift();
    if (rest.length && p.sec_unit_num && rest[0]!.replace(/^#/, '') === p.sec_unit_num.toLowerCase()) rest.shift();
  }
  const known = [...(p.city ?? '').toLowerCase().split(/\s+/), ...(p.zip ? [p.zip, p.plus4 ? `${p.zip}-${p.plus4}` : p.zip] : [])].filter(Boolean);
  const stateName = US_STATES.find((s) => s.code === p.state?.toUpperCase())?.name.toLowerCase().split(/\s+/) ?? [];
  const out: string[] = [];
  for (const w of rest) {
    if (known.includes(w) || w === p.state?.toLowerCase() || stateName.includes(w) || JOINERS.has(w)) continue;
    if (PHRASE_START.has(w)) break;
    out.push(w);
  }
  return out;
}

const UNIT_WORD = '(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|#)';
/** Text ending in a unit word, so the number that follows is the unit ("apt 5", "unit #12", "#"). */
const UNIT_BEFORE_NUMBER = /(?:\b(?:apt|apartment|unit|suite|ste)\.?\s*#?|#)\s*$/i;
/** A unit anywhere: "apartment 3" (number in group 3), or labelled, "my apt # is 7", "unit number: 4b" (group 2). */
const UNIT_ELSEWHERE = /\b(apt|apartment|unit|suite|ste)\.?\s*(?:#|no\.?|number|num)?\s*(?:(?:is|=|:)\s*([a-z]?\d{1,5}[a-z]?|[a-z])|([a-z]?\d{1,5}[a-z]?))\b/i;
/** A unit said just before the house number: "apt 5 at", "unit 12,", "#3", "unit 4 - " (a dash between them, as in Australian and Canadian usage). */
const UNIT_BEFORE_STREET = /(?:\b(apt|apartment|unit|suite|ste)\.?\s*#?\s*|#\s*)([a-z]?\d{1,5}[a-z]?|[a-z])\s*(?:,|-|–)?\s*(?:(?:at|on|in|of)\s+)?$/i;

/**
 * How many typed words the street line parse-address read takes: the house number, prefix, street
 * name words, type and suffix. A letter glued to the house number ("45B Cherry Ln", which parse-address
 * reads as number 45, street "B Cherry") is one typed word with it (ADR 125).
 */
function streetWordCount(from: string, p: NonNullable<ReturnType<typeof addressParser.parseLocation>>): number {
  const name = (p.street ?? '').split(/\s+/).filter(Boolean);
  const count = 1 + (p.prefix ? 1 : 0) + name.length + (p.type ? 1 : 0) + (p.suffix ? 1 : 0);
  const first = from.split(/\s+/)[0] ?? '';
  const glued = !!p.number && first.toLowerCase() !== p.number.toLowerCase() && first.toLowerCase() === `${p.number}${p.prefix ?? ''}${p.prefix ? '' : (name[0] ?? '')}`.toLowerCase();
  return glued ? count - 1 : count;
}

/**
 * The street line as the user typed it (capitalised), never rewritten: "Street" stays "Street",
 * "Apt 12C" stays after the street without a comma unless one was typed. The words are the house
 * number and as many words as parse-address read as prefix, street name, type and suffix.
 */
function typedStreet(from: string, p: NonNullable<ReturnType<typeof addressParser.parseLocation>>): string | null {
  const words = from.split(/\s+/);
  const count = streetWordCount(from, p);
  // A comma typed inside the words read ends the street there: what follows is the city ("45B Cherry Ln, Levittown").
  const comma = words.slice(0, count - 1).findIndex((w) => /,$/.test(w));
  const line = words.slice(0, comma >= 0 ? comma + 1 : count);
  if (line.length < count) return null;
  const last = line[line.length - 1]!.replace(/[,.]+$/, '');
  // The last word read must be the one parse-address took for the type or suffix (or the street).
  const want = (p.suffix ?? p.type ?? p.street?.split(/\s+/).pop() ?? '').toLowerCase();
  if (!want || last.charAt(0).toLowerCase() !== want.charAt(0)) return null;
  const street = line
    .map((w) => w.replace(/[,]+$/, ''))
    .map((w, i) => (i === 0 ? w.toUpperCase() : /^(n|s|e|w|ne|nw|se|sw)\.?$/i.test(w) ? w.toUpperCase() : /^\d/.test(w) ? w.toLowerCase() : capital(w)))
    .join(' ')
    .replace(/\.$/, '');
  if (!p.sec_unit_type && !p.sec_unit_num) return street;
  const after = from.slice(from.split(/\s+/).slice(0, count).join(' ').replace(/[,.]+$/, '').length);
  const unit = new RegExp(`^\\.?(\\s*,)?\\s*(${UNIT_WORD})\\.?\\s*#?\\s*([\\w-]+)`, 'i').exec(after);
  if (!unit) return null;
  const kind = unit[2]!.toLowerCase() === '#' ? '#' : `${capital(unit[2]!)} `;
  return `${street}${unit[1] ? ',' : ''} ${kind}${unit[3]!.toUpperCase()}`;
}

/** Whether the user typed a comma right after the street words parse-address read (number, prefix, name, type, suffix). */
function streetEndsAtComma(from: string, p: NonNullable<ReturnType<typeof addressParser.parseLocation>>): boolean {
  const count = streetWordCount(from, p);
  const words = from.split(/\s+/);
  return words.length > count && /,$/.test(words[count - 1]!) && !!p.city;
}

/**
 * A city's abbreviated first word keeps the full stop the user typed ("St. Louis", "Ft. Myers", "Mt.
 * Vernon" are those cities' own spellings; the parser drops the stop) (ADR 126).
 */
function cityAsTyped(city: string, typed: string): string {
  const m = /^(St|Ste|Ft|Mt)\s+(.+)$/.exec(city);
  if (!m) return city;
  const words = m[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`\\b${m[1]}\\.\\s*${words}\\b`, 'i').test(typed) ? `${m[1]}. ${m[2]}` : city;
}

/**
 * A US address from free text: the part starting at the first house number that parse-address
 * reads as number + street, up to its ZIP code when it has one (what follows the ZIP is another
 * sentence). With commas or without, with apartment numbers; a PO box is an address too.
 */
export function addressIn(text: string): AddressParts | null {
  // A floor said "3rd Floor" or "Floor 3" (USPS Publication 28's FL designator) is read as "Fl 3", as the address parser
  // knows it (it read "Floor" as "Fl" and a unit "OOR"), then written back as typed after the street line's comma.
  const floor = /\b(?:(\d{1,3})(?:st|nd|rd|th)\s+floor|floor\s+(\d{1,3}))\b/i.exec(text);
  if (!floor) return streetAddressIn(text);
  const n = floor[1] ?? floor[2]!;
  const found = streetAddressIn(`${text.slice(0, floor.index)}Fl ${n}${text.slice(floor.index + floor[0].length)}`);
  if (!found?.street) return found;
  const typed = floor[0].replace(/\s+/g, ' ').replace(/\bfloor\b/i, 'Floor');
  return { ...found, street: found.street.replace(new RegExp(`\\s*(?:,\\s*)?\\bFl\\.?\\s*#?${n}\\b`, 'i'), `, ${typed}`) };
}

function streetAddressIn(text: string): AddressParts | null {
  const cleaned = text.replace(/’/g, "'").replace(/\s+/g, ' ');
  // A PO box, or a rural route or highway contract box ("RR 3 Box 117", "HC 2 Box 40": USPS Pub. 28).
  const box = /\b(p\.?\s?o\.?\s*box\s+\d+)\b/i.exec(cleaned) ?? /\b(?:rr|r\.r\.|rural route|hc|highway contract)\s*(\d{1,3}),?\s+box\s+(\d{1,5})\b/i.exec(cleaned);
  if (box) {
    const p = addressParser.parseLocation(`1 Main St, ${cleaned.slice(box.index + box[0].length).replace(/^[\s,]+/, '').replace(/(\b\d{5}(?:-\d{4})?\b).*$/, '$1')}`);
    const route = box[2] ? `${/^(?:hc|highway)/i.test(box[0]) ? 'HC' : 'RR'} ${box[1]} Box ${box[2]}` : null;
    return {
      street: route ?? `PO Box ${box[1]!.replace(/\D/g, '')}`,
      ...(p?.city ? { city: cityAsTyped(titleWords(p.city), cleaned) } : {}),
      ...(p?.state && p.state.length === 2 ? { state: p.state.toUpperCase() } : {}),
      ...(p?.zip ? { zip: p.plus4 ? `${p.zip}-${p.plus4}` : p.zip } : {}),
    };
  }
  // A Queens house number is hyphenated ("107-20 71st Rd": block, then lot), and a numbered street may follow (ADR 125).
  // A Wisconsin grid house number ("N6W23001 Bluemound Rd": the grid's north and west coordinates) is the
  // house number: the street is read with a plain number in its place, then given it back (ADR 125).
  const grid = /(?<=^|[\s,:])([NSEW]\d{1,3}[NSEW]\d{1,6})(?=\s+[A-Za-z])/i.exec(cleaned);
  if (grid) {
    const inner = addressIn(`${cleaned.slice(0, grid.index)}1${cleaned.slice(grid.index + grid[1]!.length)}`);
    if (inner?.street?.startsWith('1 ')) return { ...inner, street: `${grid[1]!.toUpperCase()}${inner.street.slice(1)}` };
  }
  const starts = [...cleaned.matchAll(/(?:^|[\s,:])(\d{1,6}(?:-\d{1,5}(?![\d-]))?[A-Za-z]?)\s+(?=[A-Za-z]|\d{1,3}(?:st|nd|rd|th)\b)/g)];
  for (const m of starts) {
    // Where the house number starts (the match also takes the spaces after it).
    const at = m.index + m[0].length - m[1]!.length - 1;
    // A number right after a unit word ("apt 5 at 200 king st") is the unit, not a house number.
    if (UNIT_BEFORE_NUMBER.test(cleaned.slice(0, at))) continue;
    const before = UNIT_BEFORE_STREET.exec(cleaned.slice(0, at));
    let from = cleaned.slice(at).trim();
    const zip = /\s\d{5}(?:-\d{4})?\b/.exec(from);
    if (zip) from = from.slice(0, zip.index + zip[0].length);
    const commaed = withCommas(from.replace(/[.!]+$/, ''));
    const p = addressParser.parseLocation(commaed);
    if (!p || !p.number || !p.street) continue;
    // A house number and words are not an address without a street type, a unit or a ZIP ("2 boys live with me").
    if (!p.type && !p.sec_unit_type && !p.zip) continue;
    if (/^(years?|kids?|children|dependents?|or|and|to|but|i)$/i.test(p.street)) continue;
    // A year then a clause ("left in 2024 but he still pays…") is no house number and street.
    if (/^(?:19|20)\d{2}$/.test(p.number) && /^(?:but|and|or|so|when|because|then|i|he|she|we|they|it|my|our|his|her|their)\b/i.test(p.street)) continue;
    const unit = p.sec_unit_type ? `${UNIT_TYPES.test(p.sec_unit_type) && p.sec_unit_type !== '#' ? capital(p.sec_unit_type) : '#'} ${p.sec_unit_num?.toUpperCase() ?? ''}`.trim() : p.sec_unit_num ? `# ${p.sec_unit_num.toUpperCase()}` : '';
    const rebuilt = [p.number, p.prefix?.toUpperCase(), titleWords(p.street), p.type ? capital(p.type) : '', p.suffix?.toUpperCase()].filter(Boolean).join(' ') + (unit ? `, ${unit.replace(/^# /, '#')}` : '');
    const leftover = leftoverWords(from, p, streetWordCount(from, p));
    let street = typedStreet(from, p) ?? rebuilt;
    if (before) {
      // The unit said before the street ("apt 2b 48 grove st") belongs on the street line, after it
      // ("48 Grove St, Apt 2B"). With a second unit after the street, which one is meant is asked.
      if (p.sec_unit_type || p.sec_unit_num) leftover.unshift(before[0].trim());
      else street = `${street}, ${before[1] ? `${capital(before[1])} ` : '#'}${before[2]!.toUpperCase()}`;
    } else if (!p.sec_unit_type && !p.sec_unit_num) {
      // A unit said elsewhere in the message: labelled ("my apt number is 7") it is the street's;
      // otherwise ("apartment 3 is where i live, 45 elm st …") where it belongs is asked.
      const elsewhere = UNIT_ELSEWHERE.exec(cleaned.replace(from, ' '));
      if (elsewhere?.[2]) street = `${street}, ${capital(elsewhere[1]!)} ${elsewhere[2].toUpperCase()}`;
      else if (elsewhere) leftover.unshift(elsewhere[0].trim());
    }
    return {
      street,
      ...(leftover.length ? { leftover } : {}),
      // A comma typed right after the street words marks where the street ends, type or not
      // ("1187 Grand Concourse, Bronx NY"): the street line is then known (ADR 078).
      // So does the address grammar when it put the commas in itself (a road named by its number, ADR 125).
      ...(p.type || p.sec_unit_type || p.sec_unit_num || streetEndsAtComma(from, p) || commaed !== from.replace(/[.!]+$/, '') ? {} : { untyped: true as const }),
      ...(p.city ? { city: cityAsTyped(titleWords(p.city.replace(/^(?:in|at)\s+/i, '')), from) } : {}),
      ...(p.state && p.state.length === 2 ? { state: p.state.toUpperCase() } : {}),
      ...(p.zip ? { zip: p.plus4 ? `${p.zip}-${p.plus4}` : p.zip } : {}),
    };
  }
  return null;
}

const STREET_TYPE_WORD = /^(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl|loop|square|sq|plaza|pike|row|path|alley)\.?$/i;
const DIRECTION_WORD = /^(n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?$/i;
const UNIT_START = /^(apt|apartment|unit|suite|ste|#\w*)\.?$/i;

/**
 * The US address grammar for a line typed without commas, "number name… type [direction] [unit]
 * city… state ZIP": commas are put where the street, the city and the state meet, so that
 * "55 river rd apt 9 hartford ct 06103" is read as "55 river rd apt 9, hartford, ct 06103" (the
 * two letters before the ZIP are the state, not "Court"). Text with a comma is left as typed.
 */
export function withCommas(line: string): string {
  if (line.includes(',')) return line;
  const words = line.trim().split(/\s+/);
  const n = words.length;
  if (n < 6 || !/^\d{5}(?:-\d{4})?$/.test(words[n - 1]!)) return line;
  // The state: a two-letter code, or a state name of one to three words, right before the ZIP.
  let stateLen = 0;
  if (/^[a-z]{2}$/i.test(words[n - 2]!) && US_STATES.some((x) => x.code === words[n - 2]!.toUpperCase())) stateLen = 1;
  else for (const k of [3, 2, 1]) if (n - 1 - k > 2 && US_STATES.some((x) => x.name.toLowerCase() === words.slice(n - 1 - k, n - 1).join(' ').toLowerCase())) { stateLen = k; break; }
  if (!stateLen) return line;
  const cityEnd = n - 1 - stateLen;
  // The street ends at its first type word after the number and at least one name word.
  let end = -1;
  for (let i = 2; i < cityEnd; i++) if (STREET_TYPE_WORD.test(words[i]!)) { end = i; break; }
  if (end < 0) return line;
  // A road named by its number ("County Road 12", "State Highway 6", "US Hwy 1"): the number is the street's (ADR 125).
  if (end + 1 < cityEnd - 1 && /^(?:road|rd|highway|hwy|route|rte)\.?$/i.test(words[end]!) && /^(?:county|state|township|twp|forest|farm|ranch|us|u\.s\.|federal|interstate|private)$/i.test(words[end - 1]!) && /^\d{1,4}[a-z]?$/i.test(words[end + 1]!)) end++;
  if (end + 1 < cityEnd && DIRECTION_WORD.test(words[end + 1]!)) end++;
  if (end + 1 < cityEnd && UNIT_START.test(words[end + 1]!)) end += /^#\w+$/.test(words[end + 1]!) ? 1 : 2;
  if (end + 1 >= cityEnd) return line;
  return `${words.slice(0, end + 1).join(' ')}, ${words.slice(end + 1, cityEnd).join(' ')}, ${words.slice(cityEnd, n - 1).join(' ')} ${words[n - 1]}`;
}

const UNIT_TYPES = /^(apt|apartment|unit|suite|ste|#|fl|floor|rm|room|bldg)\.?$/i;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
const titleWords = (s: string) => s.split(/\s+/).map((w) => (/^[A-Z0-9]+$/.test(w) && w.length <= 2 ? w : capital(w))).join(' ');

/** A letter's salutation opening the message ("Dear Sir or Madam,", "To whom it may concern:"). */
const SALUTATION = /^\s*(?:dear\s+[^,:\n]{1,40}|to whom it may concern)\s*[,:]?\s*(?:\n|(?<=[,:])\s*)/i;
/** A letter's complimentary close, then what follows it to the end ("Sincerely, J. Ellis", "Yours faithfully,\nJordan Ellis"). */
const CLOSING = /(?:^|(?<=[.!?])\s+|\n\s*)(?:(?:yours\s+)?(?:sincerely|faithfully|truly|respectfully)(?:\s+yours)?|(?:best|kind|warm)\s+regards|regards|thank you(?: kindly)?|many thanks|with thanks)\s*,?\s*\n?\s*([^\n]*)$/i;
/** A signature line: one to four capitalised words or initials ("J. Ellis", "Jordan Ellis"). */
const SIGNATURE = /^(?:[A-Z][\w'’-]*\.?\s*){1,4}$/;
/**
 * A message written as a letter, without its frame: the salutation, the complimentary close and the signature line
 * are no part of what is asked (a letter's parts, by its grammar), so the body alone is the question (ADR 151).
 * A message that is not a letter (no salutation) is returned as is.
 */
export function letterBody(text: string): string {
  if (!SALUTATION.test(text)) return text;
  const rest = text.replace(SALUTATION, '');
  const close = CLOSING.exec(rest);
  return (close && SIGNATURE.test(close[1]!.trim()) ? rest.slice(0, close.index) : rest).trim();
}

/** Numbers said in words ("seven", "twenty one"), for dates and ages. */
export const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 0–99 said in words: "eighty two", "ninety", "oh five" (as in "nineteen oh five"), "twelve". */
export function spokenTwoDigits(words: string[]): number | null {
  const [a, b] = words;
  if (!a) return null;
  if (a === 'oh' && b && UNITS.indexOf(b) > 0) return UNITS.indexOf(b);
  if (TEENS.includes(a) && !b) return 10 + TEENS.indexOf(a);
  const tens = TENS.indexOf(a);
  if (tens >= 2) return b ? (UNITS.indexOf(b) > 0 ? tens * 10 + UNITS.indexOf(b) : null) : tens * 10;
  return null;
}

/**
 * Natural-language answers → proposed profile values, for the built-in consultant's interview.
 * Pure and table-tested. Nothing here saves anything: every result is a proposal the user
 * confirms in the UI (security.md §17). SSNs are never parsed, only masked.
 */
import { filingStatusLabel, US_STATES, type FilingStatus } from '#shared/enums';
import { formatPhone, isIsoDate } from '#shared/profile/schema';
import type { ProfileProposal, ProposedDependent } from '#shared/chat/types';
import type { FsQuestion } from '#shared/chat/filing-status';

/** The interview's items in the order the consultant asks for them. */
export const INTERVIEW_ORDER = [
  'name',
  'date_of_birth',
  'filing_status',
  'dependents',
  'address',
  'city_state',
  'zip',
  'phone',
  'email',
  'occupation',
  'ssn',
] as const;
/** A profile item, or one of the filing-status questions of Pub. 501 (shared/chat/filing-status). */
export type InterviewItem = (typeof INTERVIEW_ORDER)[number] | FsQuestion;

export interface ParseOptions {
  /** Today's date as YYYY-MM-DD (dates of birth after it are refused). */
  today: string;
  /** The tax year, for "a 4-year-old" → born around taxYear − 4. */
  taxYear: number;
}

export interface ParsedAnswer {
  proposal: ProfileProposal;
  /** Plain-language explanations to show with the proposal (why a filing status fits…). */
  notes: string[];
  /** The user said they have no dependents. */
  noDependents: boolean;
}

const SSN_SHAPED = /\b\d{3}([-\s]?)\d{2}\1\d{4}\b/g;

/** Replaces anything shaped like an SSN with `***-**-1234`; says whether it found one. */
export function maskSsnLike(text: string): { text: string; masked: boolean } {
  let masked = false;
  const out = text.replace(SSN_SHAPED, (m) => {
    masked = true;
    return `***-**-${m.replace(/\D/g, '').slice(-4)}`;
  });
  return { text: out, masked };
}

/**
 * An SSN spoken of as what a credit or deduction requires ("does my son need a social security number
 * for the credit", "is an ssn required for the eitc"): a question about the rule, never an SSN given or
 * asked for, so it is answered from the fact base (ADR 125). A number typed is always an SSN.
 */
export function asksSsnRequirement(text: string): boolean {
  if (/\d{3}/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ' '))) return false;
  const t = text.toLowerCase();
  return /\b(?:credits?|deductions?|ctc|actc|eitc|eic|aotc)\b/.test(t) && /\b(?:need|needs|needed|require|requires|required|have to have|has to have|must have|without)\s+(?:a\s+|an\s+|their\s+|his\s+|her\s+|its\s+)?(?:valid\s+)?(?:ssn|social security (?:number|no\.?|#))\b|\b(?:ssn|social security (?:number|no\.?|#))\s+(?:is\s+|are\s+)?(?:required|needed|necessary|a must)\b/.test(t);
}

/**
 * The Social Security card named as where the user's name is printed ("that's what's on my social security card",
 * "the name on my SS card"): the name as the card shows it is the one the return must carry (the SSA's records), and
 * no SSN is given or asked, so the phrase is no SSN talk; with a number word ("the number on my card") it still is (ADR 143).
 */
export function withoutNameOnSsnCard(text: string): string {
  if (!/\bcard\b/i.test(text)) return text;
  if (/\b(?:number|numbers|no\.|digits)\b|#|\d/i.test(text)) return text;
  return text.replace(/(?:\s*[,;-]?\s*\b(?:that'?s|thats|that is|this is|it'?s|its|it is|like|just)\s+)?\b(?:(?:what'?s|whats|what is|the name|name(?:'s| is)?|is|as|spelled|spelt|written|printed|shown)\s+)+on\s+(?:my|the)\s+(?:social[- ]security|ss|soc(?:ial)?\s+sec)\s+card\b/gi, '');
}

/** True when the user talks about their SSN (with or without a number). */
/** What follows "my social (security)" when it is the benefits or the tax, not the number: "my social security is taxable". */
export const SOCIAL_NOT_THE_NUMBER = "(?! (?:security )?(?:media|life|worker|benefits?|income|tax|wages?|club|event|checks?|payments?|retirement|disability|payroll|(?:is |are |gets? |(?:is )?(?:going to|gonna|will) be )?(?:taxable|taxed)))";

/** The names of the Social Security number itself ("ssn", "social security #", "ss number"); "#" ends a word of its own. */
const SSN_WORDS = String.raw`ssn|soci[ae]l[- ]security (?:number|no\b\.?|#)|ss ?#|ss (?:number|no\b\.?)`;
/** The Social Security number named ("do u need my sociel security #", "can i type my ss number here"). */
export const SSN_NUMBER_NAMED = new RegExp(`\\b(?:${SSN_WORDS})(?!\\w)`, 'i');

export function mentionsSsn(text: string): boolean {
  return new RegExp(`\\b(?:${SSN_WORDS}|tax ?id number|itin)(?!\\w)|\\b(my|your|need|the|his|her) social\\b${SOCIAL_NOT_THE_NUMBER}`, 'i').test(text) || /\*\*\*-\*\*-\d{4}/.test(text);
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{Ll})/gu, (_m, p: string, c: string) => p + c.toUpperCase())
    .replace(/\bMc([a-z])/g, (_m, c: string) => `Mc${c.toUpperCase()}`);

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

const SUFFIX_RE = /^(jr|sr|ii|iii|iv)\.?$/i;
const SUFFIX_CANON: Record<string, ProfileProposal['suffix']> = { jr: 'Jr.', sr: 'Sr.', ii: 'II', iii: 'III', iv: 'IV' };
/** Generational suffixes written out: "junior", "senior", "the third", "3rd". */
const WORD_SUFFIX: Record<string, ProfileProposal['suffix']> = { junior: 'Jr.', senior: 'Sr.', second: 'II', third: 'III', fourth: 'IV', '2nd': 'II', '3rd': 'III', '4th': 'IV' };
/** The suffix a word names, abbreviated or written out ("Jr", "junior", "III", "third"), or undefined. */
export function suffixNamed(word: string): ProfileProposal['suffix'] {
  const w = word.replace(/\.$/, '').toLowerCase();
  return SUFFIX_CANON[w] ?? WORD_SUFFIX[w];
}
/** Words that follow "I'm" without being a name. */
const NOT_NAMES = new Set(
  'a an the single married divorced widowed separated head from in at born self retired not here fine good ok okay sure yes no living moving looking trying working just still also so very going done ready new back a nurse teacher'.split(' '),
);

/**
 * A rank or title before a first and last name is no part of the name: "SSgt Marcus Hale", "Rev. Ana Ruiz". The
 * services' rank abbreviations as DoD prints them (Army SSG, PV2, 1SG; Marine 1stSgt, SgtMaj, MGySgt; officers' LTG,
 * LtCol, CWO), never a given name.
 */
const RANK = /^(?:dr|doctor|mr|mrs|ms|miss|mx|prof|rev|reverend|pastor|fr|pvt|pv[12]|pfc|spc|cpl|sgt|ssg|ssgt|sfc|msgt|smsgt|cmsgt|tsgt|1sgt|1stsgt|msg|sgm|sgtmaj|csm|lcpl|gysgt|mgysgt|po[123]|cpo|scpo|mcpo|ens|ltjg|lt|1lt|2lt|capt|cpt|maj|ltc|ltcol|ltg|lcdr|cdr|cmdr|col|gen|adm|amn|a1c|sra|cwo|cw[2-5]|wo1|ofc)\.?$/i;

function splitName(words: string[]): Pick<ProfileProposal, 'first_name' | 'middle_name' | 'last_name' | 'suffix'> | null {
  const w = words.map((x) => x.replace(/,$/, '')).filter(Boolean);
  if (w.length > 2 && RANK.test(w[0]!) && !(w.length === 3 && SUFFIX_RE.test(w[2]!))) w.shift();
  let suffix: ProfileProposal['suffix'];
  const lastWord = w[w.length - 1];
  if (w.length > 1 && lastWord && SUFFIX_RE.test(lastWord)) {
    suffix = SUFFIX_CANON[lastWord.replace('.', '').toLowerCase()];
    w.pop();
  } else if (lastWord && w.length > 2 && WORD_SUFFIX[lastWord.toLowerCase()] && (w.length > 3 || !/^the$/i.test(w[w.length - 2]!)) && (/^the$/i.test(w[w.length - 2]!) || !/^(?:second|third|fourth)$/i.test(lastWord))) {
    // A suffix written out after a first and last name ("Earl Simmons junior", "Tom Wright the third",
    // "Ray Diaz 3rd") is the suffix, never the surname (ADR 125); an ordinal word needs its "the".
    suffix = WORD_SUFFIX[lastWord.toLowerCase()];
    w.pop();
    if (/^the$/i.test(w[w.length - 1]!)) w.pop();
  }
  // Surname particles right before the last word ("de la", "van der", "von") start the surname.
  let at = w.length - 1;
  while (at > 1 && (PARTICLES.has(w[at - 1]!.toLowerCase()) || SAINT_PARTICLE.test(w[at - 1]!))) at--;
  if (w.length === 0 || at > 4 || w.length > 6) return null;
  // Names are Unicode letters ("María", "Zoë", "Łukasz"), never cut at an accent.
  if (!w.every((x) => /^\p{L}[\p{L}\p{M}'’.-]*$/u.test(x))) return null;
  // "St." opens a surname, never a given name ("St. John, Olivia" is last name first).
  if (NOT_NAMES.has(w[0]!.toLowerCase()) || /^(?:St|Ste)\.$/i.test(w[0]!)) return null;
  // A word typed in mixed case keeps the case it was typed in ("Mcallister" is not made "McAllister", "DeShawn" stays):
  // the user chose it. Words typed all in lower or all in upper case are title-cased.
  const mixed = (x: string) => /\p{Lu}/u.test(x) && /\p{Ll}/u.test(x);
  const fix = (x: string) => (/^\p{L}\.?$/u.test(x) ? `${x[0]!.toUpperCase()}.` : mixed(x) ? x : titleCase(x));
  const first = fix(w[0]!);
  // A lone initial ("just call me J") is no first name: the name is still to be asked.
  if (w.length === 1) return /^\p{L}\.?$/u.test(w[0]!) ? null : { first_name: first, ...(suffix ? { suffix } : {}) };
  return {
    first_name: first,
    ...(at > 1 ? { middle_name: w.slice(1, at).map(fix).join(' ') } : {}),
    // A particle keeps the case it was typed in ("de la Cruz", "Van der Berg").
    last_name: [...w.slice(at, -1), fix(w[w.length - 1]!)].join(' '),
    ...(suffix ? { suffix } : {}),
  };
}

/**
 * Particles that begin a surname in Spanish, Portuguese, Italian, French, Dutch, German and Arabic
 * names ("de la Cruz", "van der Berg", "von Trapp", "dos Santos", "al Rashid"). Placed right before
 * the last name word they are part of the surname, never a middle name.
 */
const PARTICLES: ReadonlySet<string> = new Set(['de', 'del', 'della', 'dela', 'la', 'las', 'los', 'le', 'van', 'von', 'der', 'den', 'da', 'di', 'du', 'dos', 'das', 'ter', 'ten', 'bin', 'ibn', 'al', 'el']);
/** "St." / "Ste." / "Saint" / "Sainte" right before the last name word begins a French surname ("St. Pierre", "Sainte Marie"), kept as typed. */
const SAINT_PARTICLE = /^(?:St|Ste|st|ste)\.$|^(?:Saint|Sainte|St|Ste)$/;
/** Whether a word is one of the surname particles above, in any case. */
export const isNameParticle = (word: string): boolean => PARTICLES.has(word.toLowerCase());
/** The particles as typed in lower case, for patterns that otherwise need capitalised words. */
const LOWER_PARTICLES = [...PARTICLES].join('|');
/** A surname that opens with a particle, then a comma and the given name: "van Dijk, Lotte" (last name first). */
const PARTICLE_FIRST = new RegExp(`^\\s*((?:${[...PARTICLES].join('|')})\\s+(?:(?:${[...PARTICLES].join('|')})\\s+)*[A-Za-z][A-Za-z'’-]*)\\s*,\\s*([A-Za-z][A-Za-z'’-]*(?:\\s+[A-Za-z][A-Za-z'’-]*)?)\\s*[.!]?\\s*$`, 'i');

/** Words before a comma that open a message without being a surname ("Thanks, Ruth Abara", "Yes, Ana"). */
const NOT_A_SURNAME = /^(?:hi|hello|hey|hola|ola|olá|ciao|bonjour|salut|hallo|namaste|salaam|shalom|aloha|here|dear|thanks|thank|thx|ok|okay|yes|yeah|yep|no|nope|sure|so|well|sorry|oops|name|legal|full|single|married|widowed|divorced|retired|mine|me|it|its|this|that|also|and|but|or)$/i;
/** One word of a name: Unicode letters (with combining marks), apostrophes and hyphens. */
const NAME_WORD = "\\p{L}[\\p{L}\\p{M}'’-]*";
/** Words that follow "last name is" without being the name ("my last name is spelled wrong"). */
const NOT_A_NAME_VALUE = /^(used|was|were|had|changed|change|changing|became|went|switched|now|spelled|spelt|misspelled|misspelt|wrong|incorrect|not|missing|wrong|right|correct|also|still|the|a|an|different|written|typed|on|in|as|hyphenated|long|short|name|names|come|comes|came|goes|go|first|last|order|before|after)$/i;

/**
 * The parts of a name the message labels: "first name Wei, last name Zhang", "Zhang is my last
 * name, Wei is my first", and a correction of one part: "my last name is spelled wrong, it's
 * Nguyen not Ngyuen". Null when no part is labelled.
 */
export function labelledName(text: string): Pick<ProfileProposal, 'first_name' | 'last_name'> | null {
  const out: Pick<ProfileProposal, 'first_name' | 'last_name'> = {};
  const fix = (w: string) => titleCase(w.replace(/’/g, "'"));
  // "my last name changed (back) to (my maiden name) Soto": the name it changed to is the name now; the verb is no name.
  const changedTo = new RegExp(`\\b(?:last|family|sur) ?name\\s+(?:has\\s+|was\\s+|is\\s+)?(?:changed|went|switched|legally changed)\\s+(?:back\\s+)?to\\s+(?:my\\s+(?:maiden|birth|original|old|husband'?s|wife'?s)\\s+(?:last\\s+)?name,?\\s+)?(?:of\\s+)?(${NAME_WORD})\\b`, 'iu').exec(text);
  if (changedTo && !NOT_A_NAME_VALUE.test(changedTo[1]!)) return { last_name: fix(changedTo[1]!) };
  // "last name is spelled Hadad", "first name's written Zoë": how it is spelled is the value.
  const forward = (label: string) => new RegExp(`\\b(?:${label})\\s*(?:name(?:'s|’s|s)?)?\\s*(?:is|are|:|=|-)?\\s+(?:(?:actually|really|just|now|spelled|spelt|written)\\s+(?:(?:as|like)\\s+)?)?(${NAME_WORD})`, 'iu');
  // Beside another labelled part, "first is Siobhan", "last: Holt" label without the word "name".
  const bare = (label: string) => new RegExp(`\\b(?:${label})\\s*(?:is|:|=)\\s*(?:(?:actually|really|just)\\s+)?(${NAME_WORD})`, 'iu');
  const another = /\b(?:first|given|last|family|sur) ?name\b|\bsurname\b/i.test(text);
  const backward = (label: string) => new RegExp(`\\b(${NAME_WORD}) is my (?:${label})(?:\\s*name)?\\b`, 'iu');
  const parts: Array<['first_name' | 'last_name', string]> = [
    ['first_name', 'first|given'],
    ['last_name', 'last|family|sur'],
  ];
  let labelled = false;
  // "Ana Lucía is my first name and Ferrer Quintana my last": capitalised words from a clause's start
  // up to "is my first" (or, after "and", up to "my last") are all the part (ADR 126).
  const CAP = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
  const backwardAll = (label: string) => new RegExp(`(?:^|[—–,.;:!?]\\s*|\\b[Aa]nd\\s+)((?:${CAP}\\s+){1,2}${CAP})\\s+(?:(?:is|are)\\s+)?(?:my|the)\\s+(?:${label})(?:\\s*names?)?\\b`, 'u');
  for (const [key, label] of parts) {
    const all = backwardAll(label).exec(text);
    const b = all && !all[1]!.split(/\s+/).some((w) => NOT_A_NAME_VALUE.test(w) || /^(?:It|This|That|Which|What|And|My|I|Is|Hi|Hey|Hello|Yes|Yeah|No|Ok|Okay|So|Well|Sorry|Oh|Also|But|Actually|Name|Names)$/.test(w)) ? all : backward(label).exec(text);
    const f = new RegExp(`\\b(?:${label}) ?names?\\b`, 'i').test(text) ? forward(`${label}`).exec(text) : another && label !== 'last|family|sur' ? bare('first|given').exec(text) : another ? bare('last').exec(text) : null;
    if (b || f) labelled = true;
    const after = f ? text.slice(f.index + f[0].length) : '';
    // A labelled value runs to the next label or to the end: "last name Tran first name Thi Mai" (ADR 125).
    // Lower-case surname particles inside it count with the word after them: "last name: Ferreira dos Santos".
    const toEnd = new RegExp(`^(?:(?:\\s+(?:${LOWER_PARTICLES}))*\\s+\\p{Lu}[\\p{L}\\p{M}'’-]*){1,2}\\s*[.!]*\\s*$`, 'u').test(after);
    // A surname opening with a lower-case particle keeps it, up to the name word: "last name is de la Cruz" (ADR 125).
    const particled = f && !b && PARTICLES.has(f[1]!.toLowerCase()) ? new RegExp(`^((?:\\s+(?:${LOWER_PARTICLES}))*)\\s+(${NAME_WORD})`, 'u').exec(after) : null;
    if (particled && key === 'last_name' && !NOT_A_NAME_VALUE.test(particled[2]!)) {
      out[key] = [f![1]!, ...particled[1]!.trim().split(/\s+/).filter(Boolean), fix(particled[2]!)].join(' ');
      continue;
    }
    const value = b && !NOT_A_NAME_VALUE.test(b[1]!) && !/^(it|this|that|which|what)$/i.test(b[1]!) ? b[1]! : f && !NOT_A_NAME_VALUE.test(f[1]!) ? f[1]! + moreNameWords(after, toEnd || (key === 'first_name' ? /\b(?:last|family|sur) ?names?\b|\bsurnames?\b/i.test(after) : /\bnames\b/i.test(f[0]) || TWO_SURNAMES.test(text))) : null;
    if (value) out[key] = value.split(/\s+/).map((w, i) => (i > 0 && PARTICLES.has(w.toLowerCase()) && w === w.toLowerCase() ? w : fix(w))).join(' ');
  }
  // "my name is guadalupe torres medina. torres medina is the last name": two words that open the sentence naming them the
  // surname, said together in the name before, are both the surname (Spanish paternal and maternal surnames).
  const pair = new RegExp(`(?:^|[.!?;:]\\s+)(${NAME_WORD})\\s+(${NAME_WORD})\\s+(?:is|are)\\s+(?:my|the)\\s+(?:last|family|sur)\\s*names?\\s*[.!]*\\s*$`, 'iu').exec(text);
  if (pair && !NOT_A_NAME_VALUE.test(pair[1]!) && text.slice(0, pair.index).toLowerCase().includes(`${pair[1]!} ${pair[2]!}`.toLowerCase())) {
    return { last_name: `${fix(pair[1]!)} ${fix(pair[2]!)}` };
  }
  if (!labelled) return null;
  // "… it's Nguyen not Ngyuen", "… should be Nguyen, not Ngyuen": the value before "not".
  if (Object.keys(out).length === 0) {
    const c = new RegExp(`\\b(?:it'?s|it’s|it is|should be|is)\\s+(${NAME_WORD})\\s*,?\\s+not\\s+${NAME_WORD}`, 'iu').exec(text);
    const which = /\b(first|given)\s*name\b/i.test(text) ? 'first_name' : /\b(last|family|sur)\s*name\b/i.test(text) ? 'last_name' : null;
    if (c && which && !NOT_A_NAME_VALUE.test(c[1]!)) out[which] = fix(c[1]!);
    // "my last name is hyphenated, it should be Reyes-Ortiz": the label described, then its value stated
    // at the end of the message (ADR 125).
    const stated = c ? null : new RegExp(`\\b(?:should be|should read|make it|change it to|it'?s|it’s|it is)\\s+(${NAME_WORD})(?:\\s+now)?\\s*[.!]*\\s*$`, 'iu').exec(text);
    if (stated && which && !NOT_A_NAME_VALUE.test(stated[1]!)) out[which] = fix(stated[1]!);
  }
  return Object.keys(out).length ? out : null;
}

/** The user says the surname has two words ("i have two last names", "both are last name", "two surnames"). */
const TWO_SURNAMES = /\b(?:two|2|both(?: are)?)\s+(?:(?:last|family|sur) ?names?|surnames?|apellidos)\b|\bboth (?:are|is) (?:my )?(?:last|family|sur) ?names?\b/i;

/**
 * The capitalised words right after a labelled value, when they belong to it: a first name of two
 * words when the last name is labelled after it ("first name is María José and my last name …"), a
 * surname of two words after a plural label ("last names are García Morales"). Spelled letters
 * ("T-H-A-O") and words in lower case end it.
 */
function moreNameWords(after: string, belongs: boolean): string {
  if (!belongs) return '';
  let out = '';
  let rest = after;
  for (let i = 0; i < 2; i++) {
    const m = new RegExp(`^((?:\\s+(?:${LOWER_PARTICLES}))*)\\s+(\\p{Lu}[\\p{L}\\p{M}'’-]*)`, 'u').exec(rest);
    if (m) m[1] = `${m[1]!.trim()} ${m[2]!}`.trim();
    if (!m || /^\p{L}(?:-\p{L})+$/u.test(m[1]!) || NOT_A_NAME_VALUE.test(m[1]!)) break;
    out += ` ${m[1]!}`;
    rest = rest.slice(m[0].length);
  }
  return out;
}

/**
 * A name given as form fields, each part after its label and a colon or an equals sign: "first: jose
 * last: garcia marquez", "last= ng, first= wei". Both labels must be there; a part is one to three
 * name words, up to the next label, a bracket, a comma or the end. Null otherwise.
 */
function fieldLabelledName(text: string): Pick<ProfileProposal, 'first_name' | 'last_name'> | null {
  const t = text.replace(/’/g, "'");
  const LABEL = /\b(first|given|last|family|sur)\s*[:=]\s*/gi;
  const labels = [...t.matchAll(LABEL)];
  if (labels.length !== 2) return null;
  const out: Pick<ProfileProposal, 'first_name' | 'last_name'> = {};
  for (let i = 0; i < 2; i++) {
    const m = labels[i]!;
    const end = i === 0 ? labels[1]!.index : t.length;
    // A value ends at the next label of the line ("Last: Okafor  DOB: 1990-02-28", ADR 125).
    const value = t.slice(m.index + m[0].length, end).split(/[([,;/|]|\s[\p{L}.]+\s*[:=]/u)[0]!.trim().replace(/[.!]+$/, '');
    const words = value.split(/\s+/).filter(Boolean);
    if (words.length < 1 || words.length > 3 || !words.every((w) => new RegExp(`^${NAME_WORD}$`, 'u').test(w)) || words.some((w) => NOT_A_NAME_VALUE.test(w))) return null;
    const key = /^(first|given)$/i.test(m[1]!) ? 'first_name' : 'last_name';
    if (out[key]) return null;
    out[key] = words.map((w) => (PARTICLES.has(w.toLowerCase()) && key === 'last_name' && words.length > 1 ? w : titleCase(w))).join(' ');
  }
  return out.first_name && out.last_name ? out : null;
}

/** "Priyanka Raghunathan, sorry, that is the full name": what the words are, said after them, is none of them. */
export function withoutNameRemark(text: string): string {
  // "Tomasz Wiśniewski, no middle name": that there is none says nothing of the other parts (ADR 169).
  return text.replace(/[\s,.;—–-]+(?:and\s+)?(?:no|without a|without any|i have no|i don'?t have an?|don'?t have an?)\s+middle\s+(?:name|initial)\b[\s.!]*$/i, '').replace(/[\s,.;—–-]+(?:(?:sorry|sry|oops|ok(?:ay)?)[\s,.]+)?(?:that\s+is|that'?s|thats|this\s+is|it\s+is|it'?s)\s+(?:my|the)\s+(?:full|whole|complete|legal|real)\s+name\b[\s.!]*$/i, '');
}

/** Courtesy titles before a name: "Dr. Emily Chen", "mrs jones". */
// Courtesy titles, and the services' rank abbreviations that are no English word ("Capt. Renee Walsh", "SSG Marcus Reyes").
const TITLE = '(?:dr|doctor|mr|mrs|ms|miss|mx|prof|professor|pvt|pv[12]|pfc|spc|cpl|sgt|ssg|ssgt|sfc|msgt|smsgt|cmsgt|tsgt|1sgt|1stsgt|sgm|sgtmaj|csm|lcpl|gysgt|mgysgt|cpo|scpo|mcpo|ltjg|1lt|2lt|capt|cpt|ltc|ltcol|ltg|lcdr|cdr|cmdr|cwo|cw[2-5]|wo1|a1c)\\.?';
/** The courtesy titles of US etiquette and USPS addressing (Mr., Mrs., Ms., Miss, Mx., Dr.), in either case, with or without the period. */
// Courtesy, professional and military titles ("Sgt.", "SSgt", "Capt", "Rev.", "Prof.") go before a name and are no part of it.
export const COURTESY = '(?:[Mm][Rr][Ss]?|[Mm][Ss]|[Mm]iss|[Mm][Xx]|[Dd][Rr]|[Pp]rof|[Rr]ev|[Cc]apt|[Cc]pt|[Ll]t|[Ss]gt|SSgt|MSgt|TSgt|SFC|[Cc]pl|[Pp]vt|PFC|[Ss]pc|[Mm]aj|[Cc]ol|[Gg]en|[Aa]dm|[Cc]mdr|[Hh]on|[Ff]r)(?:\\.|(?=\\s))';

/**
 * A name from "My name is Jane Q. Doe Jr." or "I'm Jane Doe"; when the name was just asked
 * for, a bare "jane doe" is enough. Labelled parts ("first name Wei, last name Zhang") come first.
 */
export function parseName(typed: string, asked = false): Pick<ProfileProposal, 'first_name' | 'middle_name' | 'last_name' | 'suffix'> | null {
  // "jamal whitaker sry", "Ana Ruiz, thanks!": an apology or thanks after the name is none of it.
  const text = withoutNameRemark(typed)
    .replace(/(?:[\s,]+(?:sorry|sry|srry|soz|oops|my bad|thanks|thx|pls|plz|please|lol))+[\s.!]*$/i, '');
  // "my middle name is Renee, I left it off": the middle name alone, labelled (ADR 169).
  const middleOnly = new RegExp(`\\bmiddle\\s+(?:name|initial)(?:'s|’s|\\s+is|\\s*[:=-])?\\s+(?:(?:actually|just)\\s+)?(${NAME_WORD})`, 'iu').exec(text);
  if (middleOnly && !/\b(first|given|last|family|sur) ?name\b|\bis my (first|given|last|family|sur)\b/i.test(text) && !NOT_A_NAME_VALUE.test(middleOnly[1]!) && !NOT_A_SURNAME.test(middleOnly[1]!)) {
    return { middle_name: titleCase(middleOnly[1]!) };
  }
  if (/\b(first|given|last|family|sur) ?name\b|\bis my (first|given|last|family|sur)\b/i.test(text)) return labelledName(text);
  const fields = fieldLabelledName(text);
  if (fields) return fields;
  // "Name: Whitfield, Gregory": a labelled name in the order of a form, last name first.
  const lastFirst = new RegExp(`^\\s*(?:full |legal )?name\\s*[:=-]\\s*((?:(?:St|Ste)\\.?\\s+|Saint\\s+|Sainte\\s+)?${NAME_WORD}),\\s*(${NAME_WORD})(?:\\s+(${NAME_WORD}\\.?))?\\s*$`, 'iu').exec(text);
  if (lastFirst) return splitName([lastFirst[2]!, ...(lastFirst[3] ? [lastFirst[3]] : []), ...lastFirst[1]!.split(/\s+/)]);
  // "Whitaker, Thomas Allen, Jr.", "De Jesús, Luis Alberto", "O'Neill, Siobhan": a name typed as one, capitals and all,
  // in the "Last, First Middle" order of name lists and forms, the surname before its one comma (ADR 169).
  const commaForm = new RegExp(`^\\s*((?:(?:${LOWER_PARTICLES})\\s+)*${NAME_WORD})\\s*,\\s*(${NAME_WORD}\\.?(?:\\s+${NAME_WORD}\\.?){0,2}?)(?:\\s*,?\\s+(Jr|Sr|II|III|IV)\\.?)?\\s*[.!]?\\s*$`, 'iu').exec(text);
  const place = (w: string) => US_STATES.some((st) => st.name.toLowerCase() === w.toLowerCase() || st.code === w.toUpperCase());
  if (commaForm && !NOT_A_SURNAME.test(commaForm[1]!) && !RANK.test(commaForm[1]!) && !place(commaForm[1]!) && !place(commaForm[2]!)) {
    const given = commaForm[2]!.split(/\s+/);
    if (given.every((g) => !SUFFIX_RE.test(g) && !NOT_A_SURNAME.test(g) && !place(g))) {
      // Typed in lower case, each word is capitalised; particles keep their case ("de jesús" → "de Jesús").
      const cap = (w: string) => (/^\p{Lu}/u.test(w) || PARTICLES.has(w.toLowerCase()) ? w : titleCase(w));
      const surname = commaForm[1]!.split(/\s+/).map((w, i, all) => (i === all.length - 1 ? (/^\p{Lu}/u.test(w) ? w : titleCase(w)) : cap(w))).join(' ');
      const middle = given.slice(1).map((g) => cap(g.replace(/\.$/, ''))).join(' ');
      return { first_name: cap(given[0]!), ...(middle ? { middle_name: middle } : {}), last_name: surname, ...(commaForm[3] ? { suffix: SUFFIX_CANON[commaForm[3].toLowerCase()] } : {}) };
    }
  }
  // "Van der Berg, Anneke": a particle only begins a surname, so the surname comes first here.
  const particleFirst = PARTICLE_FIRST.exec(text);
  if (particleFirst) {
    const given = particleFirst[2]!.split(/\s+/);
    const sur = particleFirst[1]!.split(/\s+/);
    const split = splitName([...given, ...sur]);
    return split && { ...split, last_name: [...sur.slice(0, -1), titleCase(sur[sur.length - 1]!)].join(' ') };
  }
  // A title then two words: "dr. emily chen here", "Hi, Ms. Ana Ruiz".
  // The name runs over up to four words (a middle name, a "St." particle) and a suffix, to the first word that is none.
  const titled = new RegExp(`^(?:(?:hi|hey|hello)[,!]?\\s+)?(?:(?:it's|its|this is|i'm|im|i am)\\s+)?${TITLE}\\s+(${NAME_WORD}\\.?(?:\\s+(?:(?:${LOWER_PARTICLES})\\s+)*${NAME_WORD}\\.?){1,3}(?:,?\\s+(?:Jr|Sr|II|III|IV)\\.?)?)(?![\\p{L}])`, 'iu').exec(text.trim());
  if (titled) {
    const run = titled[1]!.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
    // A period after a whole word ends its sentence ("Capt Denise Arbuckle. I own one rental house"): the name ends there.
    const ended = run.findIndex((w, i) => i > 0 && /\p{L}{2,}\.$/u.test(w) && !SUFFIX_RE.test(w) && !/^(?:St|Ste)\.$/i.test(w));
    const words = ended > 0 ? run.slice(0, ended + 1) : run;
    // Past the second word, only capitalised words, suffixes and initials belong to the name ("Tom Reyes said hi" stops
    // at "said"); a name typed in lower case keeps two words, as before.
    const typedLower = words.every((w) => !/\p{Lu}/u.test(w));
    const NOT_NAME = /^(?:is|here|and|but|my|the|from|in|at|born|dob|im|i'm|speaking|calling|again|please|thanks|said|says|wants?|asking|needs?|filing)$/i;
    // A third lower-case word that is not plainly outside the name may be a middle name or the surname: asked, not guessed.
    const rest = words.slice(1).filter((w) => !PARTICLES.has(w) && !SUFFIX_RE.test(w));
    if (typedLower && rest.length > 1 && !NOT_NAME.test(rest[1]!)) return null;
    let seen = 0;
    const stop = words.findIndex((w) => {
      if (PARTICLES.has(w) || SUFFIX_RE.test(w)) return false;
      seen += 1;
      return seen > 2 && (typedLower || !/^\p{Lu}/u.test(w) || NOT_NAME.test(w));
    });
    const name = (stop > 0 ? words.slice(0, stop) : words).map((w, i, a) => (i === a.length - 1 && !/^(?:jr|sr|st|ste)\.$/i.test(w) && !/^\p{L}\.$/u.test(w) ? w.replace(/\.$/, '') : w));
    return splitName(name);
  }
  // "It's Priya Patel": two or more capitalised words after "it's".
  const itIs = /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Oo]h|[Oo]k(?:ay)?|[Aa]ll right|[Aa]lright|[Ff]ine|[Ss]orry|[Ww]ell|[Yy]es|[Yy]eah)[,.!]*\s+)*(?:[Ii]t'?s|[Ii]t’s|[Ii]t is)\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’-]*){1,2})(?![\p{L}])/u.exec(text);
  // "name = leah kaplan, dob …", "name: ana ruiz": a name after its label, as in a form (not "user name:", "file name:").
  // Spanish "mi nombre es" / "me llamo" say "my name is" (ADR 146).
  const explicit = /\b(?:my (?:full |legal )?name is|my name's|mi nombre es|me llamo|name is|name's|call me|this is|(?<!\b(?:user|file|screen|display|company|employer|business|account|spouse|wife|husband)\s*)(?:full |legal )?name\s*[:=])\s*(\p{L}[\p{L}\p{M}'’.\s,-]{0,60})/iu.exec(text);
  // The name first, then what it is: "Ana Ruiz Diaz is my legal name", "Tom Reyes Sr. is my full name".
  const inverted = new RegExp(`^\\s*(${NAME_WORD}(?:\\s+${NAME_WORD}){1,3}(?:,?\\s+(?:Jr|Sr|II|III|IV)\\.?)?)\\s+is\\s+my\\s+(?:full\\s+|legal\\s+|real\\s+|whole\\s+)?name\\b`, 'iu').exec(text);
  if (inverted && !explicit) return splitName(inverted[1]!.replace(/,/g, ' ').trim().split(/\s+/));
  // Lower-case surname particles may sit between the capitalised words ("I'm Leo da Silva").
  // A courtesy title after "I am" ("Hello dear, I am Mrs. Eleanor O'Brien") is no name part (ADR 146). Spanish "soy" opening
  // the message is "I am" (ADR 155).
  // A later word is an initial with its period or a word without one: a period after a word ends its sentence ("I'm Capt
  // Denise Arbuckle. I own …").
  const iam = new RegExp(`(?:\\b(?:[Ii] am|[Ii]'m|[Ii]’m|[Ii]m)|^\\s*[Ss]oy)\\s+(?:${COURTESY}\\s+)?(\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:(?:${LOWER_PARTICLES})\\s+)*\\p{Lu}(?:\\.|[\\p{L}'’-]*)){0,3}(?:,?\\s+(?:Jr|Sr|II|III|IV|[Jj]unior|[Ss]enior|the (?:second|third|fourth))\\.?)?)`, 'u').exec(text);
  // A capitalised name opening a message and set off by a comma: "Maria Gonzalez, DOB 11/23/1979, …".
  // Surname particles may sit lower-case inside it ("Pieter van den Broek,"), a written-out suffix after it (ADR 125).
  const leading = new RegExp(`^\\s*(\\p{Lu}[\\p{Ll}'’-]+(?:\\s+(?:(?:${LOWER_PARTICLES})\\s+)*(?!(?:born|dob)\\b)\\p{Lu}(?:\\.|[\\p{Ll}'’-]+)){1,3}(?:\\s+(?:junior|senior|the (?:second|third|fourth)))?)(?:\\s+(?=(?:born|dob|d\\.o\\.b|date of birth)\\b|\\d{1,2}[/-]\\d{1,2}[/-]\\d{4}\\s*[.!]?\\s*$)|\\s*,\\s*(?=.*\\b(?:born|dob|d\\.o\\.b|birthday|date of birth|\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4}|\\d+\\s+\\w+\\s+(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|way|ct)\\b)))`, 'iu').exec(text);
  // Without the comma, only a name right before its birth word or a date that ends the message ("Luis Ortega 1/2/1999", ADR 157),
  // never a child or a greeting ("Baby Girl born …", "Happy Birthday dob").
  const childWords = leading && !/,\s*$/.test(text.slice(0, leading.index + leading[0].length)) && leading[1]!.split(/\s+/).some((w) => /^(?:baby|girl|boy|son|daughter|kid|child|twins?|little|happy|birthday|my|our|his|her|their|the|a|an)$/i.test(w));
  const leadingName = leading && !childWords && (leading[1]!.split(/\s+/).every((w) => /^\p{Lu}/u.test(w) || PARTICLES.has(w) || /^(?:junior|senior|the|second|third|fourth)$/.test(w)) || /\s(?:junior|senior|the (?:second|third|fourth))$/i.test(leading[1]!)) ? leading[1] : null;
  // "this is" opens a name only when the name is asked or the words are capitalised: "this is taking forever ugh"
  // is a complaint, never the name "Taking Forever Ugh" (ADR 125).
  const complaint = explicit && !asked && /^this is$/i.test(explicit[0].slice(0, explicit[0].length - explicit[1]!.length).trim()) && !/^\p{Lu}/u.test(explicit[1]!);
  // The legal name labelled wins over a nickname said before it ("call me Liz, legal name Elizabeth Warren-Cho"; ADR 126).
  const legal = /\b(?:legal|full|real|official)\s+name(?:'s|’s|\s+is|\s*[:=-])?\s+(\p{Lu}[\p{L}\p{M}'’.\s,-]{0,60})/u.exec(text);
  const nicknameFirst = explicit && legal && /^call me$/i.test(explicit[0].slice(0, explicit[0].length - explicit[1]!.length).trim()) && legal.index > explicit.index;
  // "call me Dee" alone gives the name the user goes by; the return needs the legal name (as on the Social Security
  // card, Form 1040 instructions), so one word after "call me", with no legal name said, is not proposed as the name.
  const byNickname = explicit && !legal && /^(?:just\s+)?call me$/i.test(explicit[0].slice(0, explicit[0].length - explicit[1]!.length).trim().replace(/^.*?\b((?:just\s+)?call me)$/i, '$1')) && /^\s*\p{L}[\p{L}'’-]*\s*(?:[,;–—-]\s*[^\p{Lu}]*)?[.!]?\s*$/u.test(explicit[1]!);
  if (byNickname) return null;
  const pick = (nicknameFirst ? legal[1] : null) ?? (complaint ? null : explicit?.[1]) ?? iam?.[1] ?? itIs?.[1] ?? leadingName ?? (asked ? text : null);
  if (!pick) return null;
  const cleaned = pick
    .split(/(?<!\b(?:[A-Za-z]|St|Ste|Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Pvt|Cpl|Sgt|SSgt|MSgt|Lt|Capt|Cpt|Maj|Col|Gen|Cdr|Adm))[.!?](?:\s|$)|\band\b|\bbut\b|\bi\b|,(?!\s*(?:jr|sr|ii|iii|iv)\b)|\b(?:born|dob|d\.o\.b|birthday|date of birth|speaking|calling|here)\b/i)[0]!
    .replace(/^(?:it's|it is|its|sure,?|yes,?)\s+/i, '')
    .trim();
  return splitName(cleaned.split(/\s+/));
}

// ---------------------------------------------------------------------------------------------
// Dates of birth
// ---------------------------------------------------------------------------------------------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

function monthIndex(name: string): number {
  const n = name.toLowerCase().replace('.', '');
  return MONTHS.findIndex((m) => m.startsWith(n.slice(0, 3))) + 1;
}

function fullYear(y: string, today: string): number {
  if (y.length === 4) return Number(y);
  const yy = Number(y);
  const thisYy = Number(today.slice(2, 4));
  return yy <= thisYy ? 2000 + yy : 1900 + yy;
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A calendar date in common US spellings, as YYYY-MM-DD; null if none or not a real date. */
export function parseDate(text: string, today: string): string | null {
  const t = text.toLowerCase();
  const candidates: Array<[number, number, number]> = [];
  let m = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(t);
  if (m) candidates.push([Number(m[1]), Number(m[2]), Number(m[3])]);
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(t);
  if (m) candidates.push([fullYear(m[3]!, today), Number(m[1]), Number(m[2])]);
  m = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`).exec(t);
  if (m) candidates.push([Number(m[3]), monthIndex(m[1]!), Number(m[2])]);
  m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE},?\\s+(\\d{4})\\b`).exec(t);
  if (m) candidates.push([Number(m[3]), monthIndex(m[2]!), Number(m[1])]);
  for (const [y, mo, d] of candidates) {
    const s = iso(y, mo, d);
    if (isIsoDate(s) && s <= today && y >= 1900) return s;
  }
  return null;
}

/** A date of birth from "born March 3 1985", "my birthday is 3/3/1985"; any date when it was asked for. */
export function parseDateOfBirth(text: string, today: string, asked = false): string | null {
  if (!asked && !/\b(born|birth ?day|birthdate|b-?day|date of birth|dob|d\.o\.b)\b/i.test(text)) return null;
  return parseDate(text, today);
}

// ---------------------------------------------------------------------------------------------
// Filing status
// ---------------------------------------------------------------------------------------------

export interface FilingStatusAnswer {
  status: FilingStatus;
  explanation: string;
}

const label = filingStatusLabel;

const JOINT = '(?:jointly|together|joint(?: returns?)?|mfj)';
const SEPARATE = '(?:separately|separate(?: returns?)?|apart|mfs)';
/** Joint and separate returns named as alternatives ("better to file together or separately", "MFJ vs MFS"): a choice still open. */
export const JOINT_OR_SEPARATE = new RegExp(`\\b${JOINT}\\s*,?\\s*(?:or|vs\\.?|versus)\\s+(?:file\\s+|filing\\s+)?${SEPARATE}\\b|\\b${SEPARATE}\\s*,?\\s*(?:or|vs\\.?|versus)\\s+(?:file\\s+|filing\\s+)?${JOINT}\\b`, 'i');

/** A filing status from what the user says about their household, with why it fits. */
export function parseFilingStatus(text: string, taxYear: number): FilingStatusAnswer | null {
  const t = text.toLowerCase().replace(/’/g, "'");
  const hasKids = /\b(kids?|child|children|son|daughter|dependents?)\b/.test(t);
  // Joint and separate named as alternatives ("is it better to file together or separately", "jointly or MFS?"): the
  // choice between the two married statuses is still open, so neither is proposed.
  if (JOINT_OR_SEPARATE.test(t)) return null;
  if (/\b(married )?filing jointly\b|\bfile jointly\b|\bjoint(ly| return)\b|\bmfj\b/.test(t)) {
    return { status: 'married_filing_jointly', explanation: `${label('married_filing_jointly')}: you and your spouse report your combined income on one return.` };
  }
  if (/\b(married )?filing separately\b|\bfile separately\b|\bseparate returns?\b|\bmfs\b/.test(t)) {
    return { status: 'married_filing_separately', explanation: `${label('married_filing_separately')}: each spouse files their own return. It usually costs more tax than filing jointly, and several credits are not allowed.` };
  }
  if (/\bhead of (the )?household\b|\bhoh\b/.test(t)) {
    return { status: 'head_of_household', explanation: `${label('head_of_household')}: for unmarried people who paid more than half the cost of keeping up a home for a qualifying person.` };
  }
  if (/\bqualifying (surviving spouse|widow(er)?)\b|\bsurviving spouse\b/.test(t)) {
    return { status: 'qualifying_widow', explanation: `${label('qualifying_widow')}: for the two years after the year your spouse died, if you have a dependent child living with you.` };
  }
  if (/\b(widow(ed|er)?|passed away|died|death of my (wife|husband|spouse))\b/.test(t)) {
    const year = /\b(19|20)\d{2}\b/.exec(t)?.[0];
    if (/\bthis year\b/.test(t) || year === String(taxYear)) {
      return { status: 'married_filing_jointly', explanation: `I'm sorry for your loss. For the year your spouse died (${taxYear}) you can still file as ${label('married_filing_jointly')}.` };
    }
    // Pub. 501: the surviving spouse's child is a son, daughter, stepchild or adopted child, never a foster child.
    const fosterOnly = /\bfoster/.test(t) && !/\b(kids?|child|children|son|daughter|dependents?)\b/.test(t.replace(/\bfoster (kids?|child(ren)?|sons?|daughters?|boys?|girls?)\b/g, ' '));
    if (year && (Number(year) === taxYear - 1 || Number(year) === taxYear - 2) && hasKids && fosterOnly) {
      return { status: 'head_of_household', explanation: `I'm sorry for your loss. A foster child does not make you a ${label('qualifying_widow')} (that needs your son, daughter, stepchild or adopted child, Pub. 501), but ${label('head_of_household')} fits if you paid more than half the cost of keeping up the home where the child lived.` };
    }
    if (year && (Number(year) === taxYear - 1 || Number(year) === taxYear - 2)) {
      return hasKids
        ? { status: 'qualifying_widow', explanation: `I'm sorry for your loss. With a dependent child at home, ${label('qualifying_widow')} lets you use the joint rates for the two years after your spouse's death.` }
        : { status: 'single', explanation: `I'm sorry for your loss. Without a dependent child, ${label('single')} applies for ${taxYear} (${label('qualifying_widow')} requires a dependent child).` };
    }
    return null;
  }
  if (/\bsingle (mom|mum|dad|parent|mother|father)\b/.test(t) || (/\b(single|divorced|not married|unmarried|separated)\b/.test(t) && hasKids)) {
    return { status: 'head_of_household', explanation: `${label('head_of_household')} fits an unmarried parent who paid more than half the cost of keeping up the home where the child lived for more than half the year. It has a bigger standard deduction than ${label('single')}.` };
  }
  if (/\b(divorced|not married|unmarried|never married|single)\b/.test(t)) {
    return { status: 'single', explanation: `${label('single')}: you were unmarried (or divorced or legally separated) on December 31, ${taxYear}.` };
  }
  if (/\b(got married|i'?m married|i am married|we'?re married|we are married|married|my (wife|husband|spouse)|newlywed|tied the knot|got hitched)\b/.test(t)) {
    return {
      status: 'married_filing_jointly',
      explanation: `If you were married on December 31, ${taxYear}, the IRS treats you as married for all of ${taxYear} — even if the wedding was late in the year. Most couples pay less tax with ${label('married_filing_jointly')}; you can choose ${label('married_filing_separately')} instead.`,
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Dependents
// ---------------------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twins: 2, triplets: 3 };
const NOUNS: Array<[RegExp, string]> = [
  [/^(sons?|boys?)$/, 'Son'],
  [/^(daughters?|girls?)$/, 'Daughter'],
  [/^(kids?|child|children|twins|triplets)$/, 'Child'],
  // The user's own word is kept (Pub. 501 names stepsons and stepdaughters among qualifying children).
  [/^stepsons?$/, 'Stepson'],
  [/^stepdaughters?$/, 'Stepdaughter'],
  [/^(stepkids?|stepchild(ren)?)$/, 'Stepchild'],
  // The user's own word for a parent is kept; "parents" names both.
  [/^(mom|mother|mum)$/, 'Mother'],
  [/^(dad|father)$/, 'Father'],
  [/^parents?$/, 'Parent'],
  [/^dependents?$/, 'Dependent'],
];

/** A foster child keeps the user's word for them (Pub. 501 names foster children apart from sons and daughters). */
const FOSTER: Record<string, string> = { Son: 'Foster son', Daughter: 'Foster daughter' };
/** The relationships that name a parent of the user. */
export const PARENT = /^(?:Parent|Mother|Father)$/;

function nounRelationship(word: string): string | null {
  return NOUNS.find(([re]) => re.test(word))?.[1] ?? null;
}

/**
 * Dependents from "two kids, 4 and 9", "a son (7) and a daughter aged 3", "my daughter Lily is 6";
 * `none` for "no kids". Ages become approximate birth years the user confirms.
 */
export function parseDependents(typed: string, taxYear: number, asked = false): { dependents: ProposedDependent[]; none: boolean } | null {
  // A full date of birth ("born 14/02/2014", "born 2/14/2014", "born 2014-02-14") gives its year, whichever of day and
  // month comes first: its numbers are no ages.
  const text = typed.replace(/\b\d{1,2}[/.-]\d{1,2}[/.-]((?:19|20)\d{2})\b|\b((?:19|20)\d{2})-\d{1,2}-\d{1,2}\b/g, (_m, a?: string, b?: string) => a ?? b ?? '');
  const t = text.toLowerCase().replace(/’/g, "'");
  // "not yet, baby is due in april 2026": a child born after the tax year is no dependent on its return (a qualifying
  // child or relative must be alive during the year, Pub. 501), so nobody is claimed for it (ADR 159).
  const due = /\b(?:due|expecting|pregnant|on the way)\b/.test(t) && !/\b(?:born|birth)\b/.test(t) ? /\b(20\d{2})\b/.exec(t) : null;
  if (asked && due && Number(due[1]) > taxYear && /^\s*(?:not yet|no|nope|none|nah|not until|nothing yet)\b/.test(t)) return { dependents: [], none: true };
  // "no tax on tips is that real": the 2025 deductions' own name ("No tax on tips", "No tax on overtime"), no answer.
  if (/\b(no|zero|0|don't have any|do not have any|don't have|do not have|without)\s+(kids|children|dependents|child)\b|\bno dependents\b|\bchildless\b|\b(we|i) (have|got) (none|no one|nobody|zero)\b/.test(t) || (asked && (/^\s*(no(?!\s+tax(?:es)?\s+on\b)|nope|none|nah|zero|0|not really|not (?:this|for this|for 2025) year|no,? (just|only) me)\b|^\s*(?:n\/a|not applicable)\s*[.!]*\s*$/.test(t) || /^\s*(?:wala(?:\s+po)?|ninguno|ninguna|nadie)\b/.test(t)))) {
    return { dependents: [], none: true };
  }
  const words = t.replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
  const rels: string[] = [];
  // "my son ... he's my dependent": "dependent(s)" beside a named relationship is what they are, not more people.
  const hasRelationship = words.some((w) => { const r = nounRelationship(w); return r !== null && r !== 'Dependent'; });
  for (let i = 0; i < words.length; i++) {
    const prev = words[i - 1] ?? '';
    // "my foster daughter": a foster child, not the user's own son or daughter (Pub. 501 treats them apart).
    // "my daughter's 11": the contraction of "daughter is" before an age, not a possessive (ADR 155).
    const word = /^(?:my|our)$/.test(prev) && /^\w+'s$/.test(words[i]!) && /^(?:\d{1,2}|almost|nearly|about|turning|only|just)$/.test(words[i + 1] ?? '') ? words[i]!.slice(0, -2) : words[i]!;
    const own = prev === 'foster' && /^(kids?|child|children|sons?|daughters?|boys?|girls?)$/.test(word) ? FOSTER[nounRelationship(word) ?? ''] ?? 'Foster child' : nounRelationship(word);
    // "my wife's son": a spouse's son or daughter is the user's stepson or stepdaughter (Pub. 501, qualifying child).
    const spouses = /^(?:wife|husband|spouse)'s$/.test(prev) && (words[i - 2] ?? '') === 'my';
    // "my father-in-law" (split into words above): the in-law, never the user's own parent or child.
    const inLaw = words[i + 1] === 'in' && words[i + 2] === 'law' && /^(?:mother|father|son|daughter)$/.test(words[i]!) ? `${words[i]![0]!.toUpperCase()}${words[i]!.slice(1)}-in-law` : null;
    const rel = inLaw ?? (spouses && own === 'Son' ? 'Stepson' : spouses && own === 'Daughter' ? 'Stepdaughter' : spouses && own === 'Child' ? 'Stepchild' : own);
    if (!rel || (rel === 'Dependent' && hasRelationship)) continue;
    // "Noah 12, Owen 9 and Eli 4, all our sons": "all/both our sons" after the people are named says what they are.
    if (/^(?:my|our)$/.test(prev) && /^(?:all|both)$/.test(words[i - 2] ?? '') && /s$/.test(word) && (rels.length > 0 || /\b\p{Lu}\p{Ll}+\s*,?\s*\d{1,2}\b/u.test(text))) continue;
    // "her mom and i split", "Rick's dad lives with us": a relationship noun after another person's
    // possessive names that person's relative, never the user's (grammar: the possessive determiner
    // heads the noun phrase). A spouse's son or daughter is read above as the user's stepchild.
    if (!spouses && (/^(?:her|his|their|its|your)$/.test(prev) || (/^[a-z]+'s$/.test(prev) && !/^(?:it|that|there|here|what|who|he|she)'s$/.test(prev)))) continue;
    // "single mom", "i'm a dad of two": the parent is the user, described, not a relative of theirs.
    if (PARENT.test(rel) && /^(?:single|a|an|im|i'm|working|widowed|divorced|new|proud)$/.test(prev)) continue;
    // A person said to file their own return, to have died ("lost my dad", "my dad passed away"), or only to help or pay
    // ("my parents help a lot with the rent") is not claimed by the user: Pub. 501's dependent tests need a person the user
    // supports who files no return of their own (a joint-return test aside), alive in the year.
    const next = words.slice(i + 1, i + 9).join(' ');
    if (/^(?:lost|losing)$/.test(words[i - 2] ?? '') || /^(?:lost|losing)$/.test(prev) || /\b(?:files?|filed|filing|does|do|did)\s+(?:his|her|their|its)\s+own\b|\b(?:passed away|passed|died|dies)\b|^(?:\w+\s+){0,2}(?:help|helps|helped|helping|pay|pays|paid)\b/.test(next)) continue;
    const prevNum = NUMBER_WORDS[prev] ?? (/^\d{1,2}$/.test(prev) && !/^(aged?|is|are)$/.test(words[i - 2] ?? '') ? Number(prev) : undefined);
    const isPlural = /s$|children|twins|triplets/.test(word);
    let n = prevNum ?? (isPlural ? 0 : 1);
    if (word === 'twins') n = Math.max(n, 2);
    if (word === 'triplets') n = Math.max(n, 3);
    // "twin girls", "triplet boys": the adjective gives the count.
    if (prev === 'twin') n = Math.max(n, 2);
    if (prev === 'triplet') n = Math.max(n, 3);
    // "my son" / "a son" counts once; a plural with no number counts from the ages below.
    for (let k = 0; k < n && rels.length < 12; k++) rels.push(rel);
    if (n === 0) rels.push(`${rel}*`);
  }
  if (rels.length === 0) return null;
  // Ages: "4 and 9", "aged 3", "(7)", "6 years old", "is 6".
  const ages: number[] = [];
  const ageRe = /\b(?:aged?|ages|is|are|turning)?\s*\(?(\d{1,2})(?!\d)\)?(?:\s*(?:-|\s)?(?:years?|yrs?|yo|y\/o)(?:[-\s]?old)?)?/g;
  const afterNoun = t.slice(Math.max(0, t.search(/\b(kids?|child|children|sons?|daughters?|twins|triplets|boys?|girls?|dependents?|step\w+|mom|mother|dad|father|parents?)\b/)));
  for (const m of afterNoun.matchAll(ageRe)) {
    // "2 kids not 3": a number after "not" is a count taken back, not an age.
    if (/\bnot\s*$/.test(afterNoun.slice(0, m.index))) continue;
    // "she is 5.. no 6", "7, sorry, 8": an age taken back by the correction that follows it (ADR 155).
    if (/^\s*(?:\.{2,}|[,;–—-])?\s*(?:(?:no|nope|sorry|actually|i mean|wait|oops)\b[\s,.!]*)+(?:(?:she|he|it|they)(?:'s| is| are)?\s+)?\d/.test(afterNoun.slice(m.index + m[0].length))) continue;
    // "1. my son Elijah, 16\n2. my daughter Grace, 12": a number opening a line and followed by "." or ")" numbers a list item, never an age.
    if (/(?:^|\n)[\s-]*$/.test(afterNoun.slice(0, m.index + (m[0].length - m[0].trimStart().length))) && /^[.)]/.test(afterNoun.slice(m.index + m[0].length))) continue;
    // A day of a month is never an age: "born dec 20th", "on the 3rd", "june 5" (ADR 126).
    if (/^(?:st|nd|rd|th)\b/.test(afterNoun.slice(m.index + m[0].length)) || new RegExp(`\\b${MONTH_RE}\\s*(?:the\\s*)?$`).test(afterNoun.slice(0, m.index + (m[0].length - m[0].trimStart().length)))) continue;
    // A number a noun labels is that noun's ("unit 3", "grade 5", "room 12", "$40"), not an age; "5.. no 6" is a correction.
    if (/(?:\b(?:unit|apt|apartment|suite|ste|grade|room|floor|class|(?<!\d\s*(?:\.{2,}|[,;–—-])?\s*)no|number|building|bus|level|page|box|line|form|zip|team)\.?|#|\$)\s*$/.test(afterNoun.slice(0, m.index + (m[0].length - m[0].trimStart().length)))) continue;
    const a = Number(m[1]);
    if (a <= 99) ages.push(a);
  }
  // "twins, both 5": one age for both.
  // Twins and triplets share their age: "our twin girls (7)".
  if (ages.length === 1 && /\bboth\b/.test(t)) ages.push(ages[0]!);
  const multiple = /\btwins?\b/.test(t) ? 2 : /\btriplets?\b/.test(t) ? 3 : 0;
  if (ages.length === 1 && multiple > 1) while (ages.length < multiple) ages.push(ages[0]!);
  // A plural with no number ("my kids are 4 and 9") takes its count from the ages.
  const fixed = rels.filter((r) => !r.endsWith('*'));
  const plural = rels.filter((r) => r.endsWith('*')).map((r) => r.slice(0, -1));
  let list = [...fixed];
  if (plural.length) {
    const extra = Math.max(ages.length - fixed.length, plural.length === 1 ? 2 - (fixed.length ? 1 : 0) : plural.length);
    for (let k = 0; k < Math.max(extra, 1); k++) list.push(plural[Math.min(k, plural.length - 1)]!);
  }
  list = list.slice(0, 12);
  // A name is a capital and its lowercase letters in any script ("Lucía", "Zoë"), not the ASCII letters before an accent.
  const names = [...text.matchAll(/\b(?:named|called|(?<!\bmy (?:full |legal )?)name is|names are)\s+(\p{Lu}\p{Ll}+)(?![\p{L}\p{M}])(?:\s*(?:,|and|&)\s*(\p{Lu}\p{Ll}+)(?![\p{L}\p{M}]))?/gu)].flatMap((m) => [m[1], m[2]]).filter((x): x is string => !!x);
  const named = [...text.matchAll(/\b(?:son|daughter|kid|child|boy|girl),?\s+(\p{Lu}\p{Ll}+)(?![\p{L}\p{M}])/gu)].map((m) => m[1]!).filter((n) => !['And', 'Aged', 'Is'].includes(n));
  const allNames = [...names, ...named];
  const dependents = list.map((relationship, i): ProposedDependent => {
    const age = ages[i];
    return {
      relationship,
      ...(allNames[i] ? { first_name: allNames[i] } : {}),
      ...(age !== undefined ? { birth_year_estimate: taxYear - age } : {}),
    };
  });
  return { dependents, none: false };
}

// ---------------------------------------------------------------------------------------------
// Occupation
// ---------------------------------------------------------------------------------------------

const OCCUPATION_WORDS: Array<[RegExp, string]> = [
  [/\b(registered nurse|nurse practitioner|nurse|rn|lpn)\b/, 'nurse'],
  [/\b(pharmacist)\b/, 'pharmacist'],
  [/\b(dentist|orthodontist)\b/, 'dentist'],
  [/\b(doctor|physician|surgeon|paramedic|emt|medical assistant|physical therapist|dental hygienist|healthcare|health care)\b/, 'healthcare'],
  [/\b(therapist|counselor|counsellor|psychologist|social worker)\b/, 'therapist'],
  [/\b(accountant|cpa|bookkeeper|auditor)\b/, 'accountant'],
  [/\b(architect)\b/, 'architect'],
  // A paralegal works under an attorney without being one: Other (ADR 169).
  [/\b(attorney|lawyer)\b/, 'attorney'],
  [/\b(financial advisor|financial adviser|financial planner|wealth manager)\b/, 'financial_advisor'],
  [/\b(teacher|professor|educator|tutor|lecturer|teach)\b/, 'educator'],
  [/\b(software|developer|programmer|engineer|coder)\b/, 'developer'],
  [/\b(it professional|it support|sysadmin|system administrator|network administrator|help ?desk|in it)\b/, 'it_professional'],
  [/\b(designer)\b/, 'designer'],
  [/\b(ceo|cfo|cto|executive|director|manager|vice president|vp)\b/, 'executive'],
  [/\b(hr|human resources|recruiter)\b/, 'hr_professional'],
  [/\b(marketing|marketer)\b/, 'marketing'],
  [/\b(realtor|real estate)\b/, 'real_estate'],
  [/\b(sales|salesperson|salesman|saleswoman|account executive)\b/, 'sales'],
  [/\b(cashier|retail|store clerk|shop assistant)\b/, 'retail'],
  [/\b(scientist|researcher|chemist|biologist|physicist)\b/, 'scientist'],
  [/\b(electrician|plumber|carpenter|welder|mechanic|hvac|machinist|construction worker|roofer|technician)\b/, 'skilled_trades'],
  [/\b(contractor|freelancer|gig worker|1099 worker)\b/, 'contractor'],
  [/\b(consultant)\b/, 'consultant'],
  [/\b(business owner|own (a|my) (small )?business|self[- ]employed|entrepreneur|run my own|(?:co-?)?owner of (?:the|a|an|my|our) (?!(?:house|home|condo|apartment|car|truck|property|land|building|dog|cat)\b)[a-z]+)\b/, 'business_owner'],
  [/\b(student)\b/, 'student'],
];
/**
 * No paid work: retired, keeping the home, out of work, on disability. The profile's list has no such option, so it is
 * Other, said outright (ADR 169); a trade named beside it ("retired Army, now I work as an electrician") wins.
 */
const NOT_WORKING_WORDS = '(?:retired|retiree|homemaker|home ?maker|stay[- ]at[- ]home (?:mom|dad|parent)|housewife|househusband|unemployed|jobless|between jobs|not working|out of work|laid off|disabled|on disability)';
export const NOT_WORKING = new RegExp(`\\b${NOT_WORKING_WORDS}\\b`);
/** The same words said of oneself ("I'm retired", "i've been unemployed since june"). */
const NOT_WORKING_SAID = new RegExp(`\\b(?:i'?m|im|i am|i've been|ive been)\\s+(?:now\\s+|currently\\s+|fully\\s+|recently\\s+|just\\s+)?(?:an?\\s+)?${NOT_WORKING_WORDS}\\b`);

/** An occupation option from "I'm a nurse", "I work as a software engineer"; "other" when asked and unmatched. */
export function parseOccupation(text: string, asked = false): string | null {
  // Another person's trade named by a possessive ("my CPA retired", "her nurse"), and what is said of them, is not the
  // user's work: only "my job", "my work" and the like stay (ADR 159).
  const lower = text.toLowerCase().replace(/’/g, "'");
  const t = lower.replace(/\b(?:my|our|his|her|their|your)\s+(?:old\s+|former\s+|new\s+|tax\s+)?([a-z-]+)(\s+(?:retired|works?|worked|quit|is|was)\b)?/g, (m, w: string) => (/^(?:job|jobs|work|occupation|profession|career|business|trade|own)$/.test(w) ? m : ' '));
  if (!asked && t !== lower && !/\b(?:i|i'm|im|i am|i've|ive)\b/.test(t)) return null;
  const talksAboutWork = /\b(i'?m an?|i am an?|work(ing)? as|work in|job|occupation|profession|i teach|i'?m self|i own|i run|retired|employed as|my work)\b/.test(t);
  if (!asked && !talksAboutWork) return null;
  for (const [re, value] of OCCUPATION_WORDS) if (re.test(t)) return value;
  if (NOT_WORKING.test(t) && (asked || NOT_WORKING_SAID.test(t))) return 'other';
  return asked && /[a-z]{2,}/.test(t) ? 'other' : null;
}

// ---------------------------------------------------------------------------------------------
// Places: street address, city, state, ZIP
// ---------------------------------------------------------------------------------------------

const STATE_BY_NAME = [...US_STATES].sort((a, b) => b.name.length - a.name.length);
const STATE_CODES = new Set(US_STATES.map((s) => s.code as string));

interface StateHit {
  code: string;
  index: number;
  length: number;
}

function findState(text: string, lenient: boolean): StateHit | null {
  // The last state mentioned wins: "New York, NY" names the city first, then the state.
  let best: StateHit | null = null;
  for (const s of STATE_BY_NAME) {
    const m = new RegExp(`\\b${s.name.replace(/ /g, '\\s+')}\\b`, 'i').exec(text);
    if (m && (!best || m.index > best.index)) best = { code: s.code, index: m.index, length: m[0].length };
  }
  // Two-letter codes: uppercase, after a comma or a capitalised word (so "in" or "me" is not a state).
  const re = lenient ? /(?:^|[\s,])([A-Za-z]{2})(?=[\s,.]*(?:\d{5}|$))/g : /(?:,\s*|[A-Z][a-z]+\s+)([A-Z]{2})\b/g;
  for (const m of text.matchAll(re)) {
    const code = m[1]!.toUpperCase();
    const index = m.index + m[0].length - 2;
    if (STATE_CODES.has(code) && (!best || index > best.index)) best = { code, index, length: 2 };
  }
  return best;
}

const CITY_STOP = /^(in|from|at|near|live|living|moved|to|i|we|and|the|a|of|outside|downtown|based|currently|now|it's|its|is)$/i;

/** City and state from "I'm a nurse in Austin, TX", "we live in Austin Texas"; a bare "austin, tx" when asked. */
export function parseCityState(text: string, asked = false): { city?: string; state?: string } | null {
  const state = findState(text, asked);
  if (!state) {
    if (!asked) return null;
    const bare = text.trim().replace(/[.!]+$/, '');
    return /^[A-Za-z][A-Za-z .'-]{1,40}$/.test(bare) && bare.split(/\s+/).length <= 4 ? { city: titleCase(bare) } : null;
  }
  const before = text.slice(0, state.index).replace(/[\s,]+$/, '');
  // A street address before the city: keep what follows its last comma.
  const segment = before.includes(',') ? before.slice(before.lastIndexOf(',') + 1) : before;
  const words = segment.trim().split(/\s+/).filter(Boolean);
  const city: string[] = [];
  for (let i = words.length - 1; i >= 0 && city.length < 4; i--) {
    const w = words[i]!.replace(/[^A-Za-z.'-]/g, '');
    if (!w || CITY_STOP.test(w) || /\d/.test(words[i]!)) break;
    if (!asked && !/^[A-Z]/.test(w) && !before.includes(',')) break;
    city.unshift(w);
  }
  return { state: state.code, ...(city.length ? { city: titleCase(city.join(' ')) } : {}) };
}

export const STREET_TYPES = 'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl|loop|square|sq|plaza|pike|row|run|path|alley';
const STREET_RE = new RegExp(
  `\\b(\\d{1,6}[A-Za-z]?\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Za-z0-9.'-]+\\s+){0,4}?(?:${STREET_TYPES})\\.?(?:\\s+(?:[NSEW]|NE|NW|SE|SW)\\.?)?(?:,?\\s+(?:apt|apartment|unit|suite|ste|#)\\.?\\s*#?[\\w-]+)?)(?=$|[\\s,.;])`,
  'i',
);

/** A street address ("100 Congress Ave, Apt 4"); when asked, the first comma-separated part that starts with a number. */
export function parseStreetAddress(text: string, asked = false): string | null {
  const m = STREET_RE.exec(text);
  if (m) return m[1]!.replace(/\s+/g, ' ').replace(/\.$/, '').trim();
  const po = /\b(p\.?\s?o\.?\s+box\s+\d+)\b/i.exec(text);
  if (po) return po[1]!.toUpperCase().replace(/\s+/g, ' ');
  if (asked) {
    const first = text.split(',')[0]!.trim().replace(/^(?:it's|it is|i live at|we live at|my address is|address is)\s+/i, '').replace(/[.!]+$/, '');
    if (/^\d+\s+\S+/.test(first) && first.length >= 5 && first.length <= 120) return first;
  }
  return null;
}

/**
 * The ZIP prefixes of each military mail "state" (USPS Publication 28, 225.1 and the ZIP Code ranges
 * of the military post offices): AA 340xx, AE 09xxx, AP 962xx-966xx.
 */
const MILITARY_ZIP: Record<'AA' | 'AE' | 'AP', RegExp> = { AA: /^340/, AE: /^09/, AP: /^96[2-6]/ };

export type MilitaryAddress =
  | { address?: string; city: 'APO' | 'FPO' | 'DPO'; state: 'AA' | 'AE' | 'AP'; zip: string }
  | { mismatch: { state: 'AA' | 'AE' | 'AP'; zip: string } };

/**
 * An overseas military or diplomatic address (USPS Publication 28, 225): a delivery line "PSC 3 Box
 * 4120", "CMR 450 Box 12" or "Unit 8400 Box 1230", then the post office APO, FPO or DPO in the city's
 * place, AA, AE or AP in the state's and the ZIP ("PSC 3 Box 4120 APO AE 09021", "unit 8400 box 1230,
 * fpo ap 96349-1230"). Without a delivery line only the whole message may be the last line ("APO AE
 * 09021"). A ZIP outside its state's military range is no such address: returned as a mismatch, to
 * ask. Null when there is none.
 */
export function parseMilitaryAddress(text: string): MilitaryAddress | null {
  const t = text.replace(/’/g, "'").replace(/\s+/g, ' ').trim();
  const last = '\\b(apo|fpo|dpo)\\s*,?\\s*(aa|ae|ap)\\b\\s*,?\\s*(\\d{5}(?:-\\d{4})?)(?![\\d-])';
  const full = new RegExp(`(?:^|[\\s,:;])((?:psc|cmr|unit)\\s*#?\\s*(\\d{1,5})(?:\\s*,?\\s*box\\s*#?\\s*(\\d{1,5}))?)\\s*,?\\s*${last}`, 'i').exec(t);
  const alone = full ? null : new RegExp(`^${last}[.!]?$`, 'i').exec(t);
  if (!full && !alone) return null;
  const [city, state, zip] = (full ? [full[4]!, full[5]!, full[6]!] : [alone![1]!, alone![2]!, alone![3]!]).map((x) => x.toUpperCase()) as ['APO' | 'FPO' | 'DPO', 'AA' | 'AE' | 'AP', string];
  if (!MILITARY_ZIP[state].test(zip)) return { mismatch: { state, zip } };
  if (!full) return { city, state, zip };
  const kind = /^psc/i.test(full[1]!) ? 'PSC' : /^cmr/i.test(full[1]!) ? 'CMR' : 'Unit';
  return { address: `${kind} ${full[2]}${full[3] ? ` Box ${full[3]}` : ''}`, city, state, zip };
}

/** A ZIP code after a state ("TX 78701"), after "zip", or anywhere when it was asked for. */
export function parseZip(text: string, asked = false): string | null {
  const afterState = /(?:\b[A-Z]{2}|[a-z]),?\s+(\d{5}(?:-\d{4})?)\b/.exec(text);
  const labelled = /\bzip(?:\s*code)?(?:\s*is)?[:\s]+(\d{5}(?:-\d{4})?)\b/i.exec(text);
  const hit = labelled?.[1] ?? (afterState && findState(text, false) ? afterState[1] : undefined);
  if (hit) return hit;
  if (asked) {
    const any = /(?<![\d-])(\d{5}(?:-\d{4})?)(?![\d-])/.exec(text);
    if (any) return any[1]!;
  }
  return null;
}

/** A US phone number in any common format, as (XXX) XXX-XXXX. */
export function parsePhone(text: string, asked = false): string | null {
  // A number after another country's calling code ("+234 803 555 1234", "+44 20 …") is no US number: the North American
  // Numbering Plan's code is +1.
  text = text.replace(/\+\s?(?!1(?!\d)|1\d{10}(?!\d))\d{1,3}[\s.-]?(?:\(?\d+\)?[\s.-]?)*\d+/g, ' ');
  // "555 - 867 - 5309": spaces typed around the dashes.
  text = text.replace(/(?<![\d*])(\d{3})\s+([-.])\s+(\d{3})\s+\2\s+(\d{4})(?!\d)/g, '$1-$3-$4');
  const m = /(?<![\d*])(?:\+?1[\s.-]?)?(\(\d{3}\)\s?|\d{3}[\s.-])(\d{3})[\s.-](\d{4})(?!\d)/.exec(text);
  if (m) return formatPhone(`${m[1]}${m[2]}${m[3]}`);
  // "(937)5550165": the area code in parentheses, the seven digits after it unbroken.
  const boxed = /(?<![\d*])(?:\+?1[\s.-]?)?\((\d{3})\)\s?(\d{7})(?!\d)/.exec(text);
  if (boxed) return formatPhone(`${boxed[1]}${boxed[2]}`);
  const bare = /(?<![\d*])(?:\+?1)?(\d{10})(?!\d)/.exec(text);
  if (bare && (asked || /\b(phone|cell|mobile|number|call|text)\b/i.test(text))) return formatPhone(bare[1]!);
  // Ten digits typed alone, of the North American Numbering Plan's shape (area code and exchange start 2-9): a phone
  // number whichever question is open (ADR 157).
  if (bare && /^\s*(?:\+?1)?[2-9]\d{2}[2-9]\d{6}\s*[.!]?\s*$/.test(text)) return formatPhone(bare[1]!);
  return null;
}

/** An email address. */
export function parseEmail(typed: string): string | null {
  // "dana . whitfield @ example . com", "r.kowalczyk @example.com": spaces typed around the at sign and the dots of an
  // address are none of it (an address holds no space, RFC 5322) (ADR 169).
  const text = typed.replace(/[A-Za-z0-9._%+-]+(?:\s+\.\s+[A-Za-z0-9._%+-]+)*\s*@\s*[A-Za-z0-9-]+(?:(?:\s+\.\s+|\.)[A-Za-z0-9-]+)*(?:\s+\.\s+|\.)[A-Za-z]{2,}\b/g, (m) => m.replace(/\s+/g, ''));
  const m = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/.exec(text);
  return m ? m[0].toLowerCase() : null;
}

// ---------------------------------------------------------------------------------------------
// One answer
// ---------------------------------------------------------------------------------------------

/**
 * Everything the user's message says about their profile. `asked` is the item the consultant
 * asked for last: it lets a bare answer ("jane doe", "78701") count. The text should already
 * have SSN-shaped numbers masked.
 */
export function parseAnswer(text: string, asked: InterviewItem | null, opts: ParseOptions): ParsedAnswer {
  const proposal: ProfileProposal = {};
  const notes: string[] = [];
  let noDependents = false;

  const email = parseEmail(text);
  if (email) proposal.email = email;
  // Without the email the rest reads more cleanly.
  const rest = email ? text.replace(email, ' ').replace(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), ' ') : text;

  const street = parseStreetAddress(rest, asked === 'address');
  if (street) proposal.address = street;
  const afterStreet = street ? rest.slice(rest.toLowerCase().indexOf(street.toLowerCase().slice(0, 6)) + street.length) : rest;

  const zip = parseZip(afterStreet, asked === 'zip' || (asked === 'city_state' && !!street) || (asked === 'address' && !!street));
  if (zip) proposal.zip = zip;

  const place = parseCityState(afterStreet.replace(zip ?? '\u0000', ' '), asked === 'city_state');
  if (place?.city) proposal.city = place.city;
  if (place?.state) proposal.state = place.state;

  const phone = parsePhone(rest.replace(zip ?? '\u0000', ' '), asked === 'phone');
  if (phone) proposal.phone = phone;

  const dob = parseDateOfBirth(rest, opts.today, asked === 'date_of_birth');
  if (dob) proposal.date_of_birth = dob;

  const status = parseFilingStatus(rest, opts.taxYear);
  if (status) {
    proposal.filing_status = status.status;
    notes.push(status.explanation);
  }

  const deps = parseDependents(rest, opts.taxYear, asked === 'dependents');
  if (deps?.none) noDependents = true;
  else if (deps?.dependents.length) {
    proposal.dependents = deps.dependents;
    if (deps.dependents.some((d) => d.birth_year_estimate)) {
      notes.push('Birth years are estimated from the ages you gave — please confirm them, and add each exact date of birth and SSN in the profile form.');
    }
  }

  const occupation = parseOccupation(rest, asked === 'occupation');
  if (occupation) proposal.occupation = occupation;

  const nothingElse = Object.keys(proposal).length === 0 && !noDependents;
  const name = parseName(rest, asked === 'name' && nothingElse);
  if (name) Object.assign(proposal, name);

  return { proposal, notes, noDependents };
}

/**
 * What one chat message says, read with the language libraries (server/chat/nlp.ts): profile
 * values to propose, answers to the filing-status questions of Pub. 501, "no dependents", and
 * when a message is ambiguous, what to ask. Values are only ever proposals the user confirms.
 */
import type { FsAnswers, FsQuestion } from '#shared/chat/filing-status';
import { FS_QUESTIONS } from '#shared/chat/filing-status';
import { placeBeforeStreet, yearSaidFirst } from './ordered';
import { ADDS_ANOTHER, CHILD_OR_SIBLING, GRANDCHILD_OR_SIBLINGS_CHILD, halfWithParent, inTheirHome, residencyQuestion, withRelativesNamed } from './dependents';
import { COURTESY, withoutNameRemark, JOINT_OR_SEPARATE, parseDependents, parseEmail, parseMilitaryAddress, parseName, parseOccupation, parsePhone, parseZip, parseCityState, parseStreetAddress, STREET_TYPES, suffixNamed, type InterviewItem } from '#shared/chat/parsers';
import type { ProfileProposal, ProposedDependent } from '#shared/chat/types';
import { ADDRESS_STATES, MILITARY_MAIL_STATES, US_STATE_CODES, US_STATES } from '#shared/enums';
import { correctionOf, dateQuestion, hedgedKeys, hedgeQuestion, numericDateUnambiguous, OWN_KEYS, plausibleName, SELF_CORRECTION, selfCorrected, spokenEmail, twoCandidates, twoContacts, withoutOthers, type Previous } from './guards';
import { zipStateMismatch } from '#shared/zip-prefix';
import { fromSpanish } from './spanish';
import { claimedByAnother, escapeRegExp, FOREIGN_GREETING, introducedHere, ONLY_SPOKEN_EMAIL, ROLE_CHANGE, ROLE_CHANGE_REPLY, spacedBirthDate, suffixInWords, withListedNames, asTyped, withCorrectedFirstName, withDeclaredRelative, withoutMiddleAside, withoutPlaceInStreet, withoutSmallTalkNames, withStatedMiddle, withStatedSurname } from './stated';
import { CLAIMED_AS_DEPENDENT, othersClauseBroken, PERMANENTLY_DISABLED, custodyQuestion, custodySplit, EVEN_SPLIT, halfTheTime, NOT_CLAIMED, NOT_DIVORCED, NOT_REMARRIED, oneCostOnly, plainStatusWords, SEPARATION_DECREE, soleProvider, SPOUSE_DIED_AS_PRONOUN, statedSurname, TAX_MATTER, withoutOthersBirth } from './stated';
import { accountQuestion, unaccounted } from './account';
import { addressIn, datesIn, englishWord, mention, read, spokenTwoDigits, TEENS, TENS, UNITS, yearsIn, type Reading } from './nlp';
import { editDistance, knownTerms, spellingFixed } from './facts-search';
import { isQuestion as isQuestionText } from '#shared/chat/questions';
import { completeDate, datePartCorrection, datePartsIn, joinDateParts, missingPartQuestion, type DateParts } from '#shared/chat/date-parts';

export interface Understood {
  proposal: ProfileProposal;
  notes: string[];
  noDependents: boolean;
  /** Answers to the filing-status questions this message gives. */
  fs: FsAnswers;
  /** The message talks about marital status or names a filing status (starts the status questions). */
  talksStatus: boolean;
  /** A clarifying question when the message could mean two things. */
  clarify: string | null;
  /** The interview item that clarifying question asks for, when it asks for one. */
  clarifyAsks?: InterviewItem | null;
}

export interface DocumentIdentity {
  /** Where it came from, e.g. "W-2 from ACME". */
  from: string;
  name: string | null;
  address: string | null;
}

export interface UnderstandOptions {
  today: string;
  taxYear: number;
  /** Names and addresses printed on the user's analysed W-2s and 1099s ("same as on my W-2"). */
  identities: DocumentIdentity[];
  /** The date of birth is already on the profile or proposed: a bare date is then not taken for it. */
  dobKnown?: boolean;
  /** The name is already on the profile: a lower-case "im jose ramirez" is then not read as a name. */
  nameKnown?: boolean;
  /** The profile already lists a child of the user: "she lives with me" is about that child. */
  knownChild?: boolean;
  /** The values proposed last or saved (the proposal wins), for corrections of one part. */
  previous?: Previous;
  /** The user's message before this one: a day said alone completes the month and year said there. */
  earlier?: string | null;
  /** Every earlier message of the user's in this conversation, oldest first (who a name later given is). */
  story?: string;
}

const isFs = (x: string | null): x is FsQuestion => !!x && (FS_QUESTIONS as readonly string[]).includes(x);
const KIDS = ['kid', 'kids', 'child', 'children', 'son', 'sons', 'daughter', 'daughters', 'boy', 'boys', 'girl', 'girls', 'dependent', 'dependents', 'stepchild', 'stepson', 'stepdaughter', 'baby', 'toddler', 'twins'];
/** Whose child: a partner's or a friend's child is not the user's qualifying child, nor a qualifying person for Head of Household (Pub. 501). */
const NOT_RELATED = /\b(girlfriend|boyfriend|partner|fianc[eé]e?|roommate|friend|neighbou?r)(?:'?s| and (?:her|his|their)) (?:(?:\d{1,2}|little|young|teenage|teen)[- ]?(?:(?:yrs?|years?|y\/?o)(?:[- ]old)?\s+)?)?(kids?|child|children|sons?|daughters?|boys?|girls?|baby|toddler)\b|\b(girlfriend|boyfriend|partner|fianc[eé]e?|roommate|friend|neighbou?r)(?:'?s| and (?:her|his|their)) \d{1,2}[- ]?(?:yrs?|years?|y\/?o)(?:[- ]old)?\b/;
/**
 * "Her kids", "his two boys" in a message about an unmarried partner ("we're not married but live
 * together, her 2 kids live with us", "my partner moved in with his son"): the partner's children,
 * not the user's qualifying persons (Pub. 501: a qualifying child is the user's own child, sibling
 * or a descendant of one). Not when the message also names children of the user's own or a relative.
 */
export function partnersChildren(t: string): boolean {
  const partner = /\b(?:girlfriend|boyfriend|gf|bf|partner|fianc[eé]e?|significant other)\b|\bnot married but (?:we )?(?:live|living) together\b|\b(?:live|living) together but (?:we'?re |we are )?not married\b/.test(t);
  const theirs = /\b(?:her|his|their)\s+(?:\d{1,2}\s+|two\s+|three\s+|four\s+|little\s+|young\s+)?(?:kids?|children|child|sons?|daughters?|boys?|girls?|baby)\b/.test(t);
  const own = /\b(?:my|our)\s+(?:\w+\s+)?(?:kids?|children|child|sons?|daughters?|boys?|girls?|baby)\b|\b(?:sister|brother|niece|nephew|mom|mother|dad|father|aunt|uncle|cousin|grand\w+)\b/.test(t);
  return partner && theirs && !own;
}

/**
 * A child who lives in a home of their own and supports themselves ("my son is 30 and has his own
 * job and place", "my daughter has her own apartment and pays her own way"): not the user's qualifying
 * child (residency test) nor a dependent (support test), Pub. 501 (ADR 119).
 */
const OWN_HOME_AND_MEANS = /\b(?:has|have|got|with)\s+(?:his|her|their)\s+own\s+(?:job|work|income)\s+and\s+(?:(?:a|his|her|their)\s+)?(?:own\s+)?(?:place|home|house|apartment|apt|flat)\b|\b(?:has|have|got|lives? in)\s+(?:his|her|their)\s+own\s+(?:place|home|house|apartment|apt|flat)\b[^.]{0,40}\b(?:supports?\s+(?:himself|herself|themselves)|pays?\s+(?:his|her|their)\s+own)\b/;
/** Whether the message says a child of the user's lives and pays their own way (never a parent: Pub. 501 has a special rule for a parent's home). */
export function onTheirOwn(t: string): boolean {
  // One child only: another child named beside them ("but my daughter lives with me") is left to the other rules.
  const children = t.match(/\b(?:sons?|daughters?|kids?|child|children|stepsons?|stepdaughters?|nephews?|nieces?|grand\w+)\b/g) ?? [];
  // A child past the qualifying child's age whom the user says they do not support ("he's 26 … i don't support him")
  // fails the age test of a qualifying child and the support test of a qualifying relative, Pub. 501 (ADR 133).
  const ages = [...agesIn(t), ...[...t.matchAll(/\b(?:he|she)(?:'s| is)\s+(\d{1,2})\b(?!\s*(?:months?|mos?|weeks?)\b)/g)].map((m) => Number(m[1]))];
  const grownUnsupported = ages.length > 0 && ages.every((a) => a >= (/\bstudent\b/.test(t) ? 24 : 19)) && NOT_SUPPORTED.test(t);
  return (OWN_HOME_AND_MEANS.test(t) || grownUnsupported) && children.length === 1 && !/s$|children/.test(children[0]!) && !/\b(?:mom|mother|dad|father|parents?)\b/.test(t);
}
/** "I don't support him", "we do not support her anymore": the user says they do not support that person. */
const NOT_SUPPORTED = /\b(?:don'?t|dont|do not|never|no longer|doesn'?t|does not)\s+(?:really\s+|financially\s+)?(?:support|provide for|pay for)\s+(?:him|her|them)\b/;
/** Children who are grown and gone: "my kids are grown and moved out", "our kids are adults now". */
// Children who are grown and support themselves ("our kids are all over 30 and independent") are
// neither qualifying children (age, support) nor relatives the user supports, Pub. 501 (ADR 125).
export const GROWN_KIDS = /\b(kids?|children|sons?|daughters?)\b(?:\s+(?:are|were|have|has|had|is|was|all|both|now|already|long|since|got|financially|(?:over|past|older than|in their)\s+\d{2}s?(?:\s+and)?))*\s+(grown( up)?|adults?|moved out|out of the house|on their own|left home|independent|self[- ]supporting|supporting themselves|support themselves)\b/;
/** "Nobody depends on me", "no one relies on us". */
export const NOBODY_DEPENDS = /\b(nobody|no one|noone|no-one)\b[^.]{0,20}\b(depends?|relies?|rely)\b|\b(?:don'?t|do not|never|dont)\s+(?:support|provide for|take care of|claim|pay for)\s+(?:anyone|anybody|any one|any other person)\b(?![^.]{0,40}\b(?:except|but|besides|other than)\s+(?!me\b|myself\b)[a-z]+)|\b(?:only|just)\s+(?:support|provide for|take care of)\s+(?:me|myself)\b/;

const AGE = /\b(\d{1,2})[- ]?(?:yrs?|years?|y\/?o)(?:[- ]old)?\b|\((\d{1,2})\)|\b(?:is|aged?|who'?s|turned)\s+(\d{1,2})\b/g;
function agesIn(t: string): number[] {
  return [...t.matchAll(AGE)].map((m) => Number(m[1] ?? m[2] ?? m[3]));
}
/**
 * A child said to be 19 or older (24 or older if a student) is past the qualifying child's age test
 * (Pub. 501, Table 4, and Pub. 501 "Qualifying Child"): whether they count is asked, not assumed.
 */
function grownByAge(t: string): boolean {
  const ages = agesIn(t);
  if (ages.length === 0) return false;
  const student = /\bstudent\b|\b(college|university|school) full[- ]time\b/.test(t);
  // A permanently and totally disabled child passes the age test at any age (Pub. 501; ADR 137).
  if (PERMANENTLY_DISABLED.test(t)) return false;
  return ages.every((a) => a >= (student ? 24 : 19));
}
/** Words that say a person is the user's dependent: claimed, supported, a full-time student. */
const SAYS_DEPENDENCY = /\b(?:dependents?|claim(?:s|ed|ing)?|support(?:s|ed|ing)?|full[- ]time student|disabled)\b/;
/** A child said to be 19 or older at the end of the tax year (from the age given), not said to be in care of the user otherwise. */
function pastChildAge(deps: ProposedDependent[], taxYear: number): boolean {
  return deps.some((d) => d.birth_year_estimate !== undefined && taxYear - d.birth_year_estimate >= 19 && ['Son', 'Daughter', 'Child', 'Stepchild', 'Stepson', 'Stepdaughter', 'Foster child', 'Foster son', 'Foster daughter'].includes(d.relationship));
}
/** A child named only by age: "my 8 year old", "a 3 yo and a 7 yo". */
function youngByAge(t: string): boolean {
  return /\b(?:my|a|an|our)\s+\d{1,2}[- ]?(?:yrs?|years?|y\/?o)(?:[- ]old)?\b(?!\s+(?:car|house|home|truck|job|loan|mortgage))/.test(t) && agesIn(t).some((a) => a < 19);
}

/**
 * Every child the message names is a foster child ("my foster daughter", "a foster son placed with
 * me"): "dependent" only restates one of them. Pub. 501 counts a foster child placed by an agency
 * as a qualifying child for Head of Household, but a qualifying surviving spouse's child must be
 * the taxpayer's son, daughter, stepchild or adopted child.
 */
function fosterOnly(r: Reading): boolean {
  const kids = r.tokens.map((x, i) => ({ x, i })).filter(({ x }) => KIDS.includes(x.norm) && x.norm !== 'dependent' && x.norm !== 'dependents');
  if (kids.length === 0) return false;
  if (kids.every(({ i }) => r.tokens[i - 1]?.norm === 'foster')) return true;
  // Fostering told in other words ("i've been fostering a little girl", "a boy placed with me"): the
  // children are foster children unless one is called the user's own ("my stepdaughter", "our son").
  const fostering = /\bfoster(?:ing|ed|s)?\b|\bplaced with (?:me|us)\b/.test(r.text.toLowerCase());
  const own = kids.some(({ i }) => r.tokens[i - 1]?.norm !== 'foster' && /^(my|our|adopted)$/.test(r.tokens[i - 1]?.norm ?? ''));
  return fostering && !own;
}

/** "We haven't lived together since…", "we no longer live together". */
function notTogether(t: string): boolean {
  return /(\b(not|never|no longer)\b|n't\b|\b(havent|hasnt|didnt|dont|arent|werent)\b)[^.,]*\btogether\b/.test(t);
}

/** Doubt about whether someone counts: ask, never propose. */
const HEDGED = /\b(idk|not sure|unsure|don't know|do not know|dunno|wonder(ing)?)\b[^.]*\b(if|whether)\b|\b(does|do) (my |he |she |they )?\w* ?counts?\b|\bcounts?\s*\?/;
const SPOUSE = ['wife', 'husband', 'spouse', 'partner', 'hubby', 'wifey'];
const RELATIVES = ['mom', 'mother', 'dad', 'father', 'parent', 'parents', 'nephew', 'niece', 'grandchild', 'grandson', 'granddaughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'brother', 'sister', 'aunt', 'uncle', 'relative', 'stepmother', 'stepfather'];

const MONTHS3 = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Whether spouses who split up "since April", "in march 2025", "since 2023" lived apart the whole
 * last six months of the tax year (Pub. 501: from July 1 on). A month without a year is in the tax
 * year the conversation is about. Null when the message names no time.
 */
export function apartAllLastSixMonths(t: string, taxYear: number): boolean | null {
  const m = /\b(?:since|in|from|back in|starting|as of|around|early|late|end of|beginning of)\s+(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+(?:of\s+)?((?:19|20)\d{2}))?|((?:19|20)\d{2}))\b/.exec(t);
  if (!m) return null;
  const year = Number(m[2] ?? m[3] ?? taxYear);
  if (year !== taxYear) return year < taxYear;
  return m[1] ? MONTHS3.indexOf(m[1]) < 6 : null;
}

/** The spouse said to have left the home: "my wife left in may", "he hasn't lived here since 2023", "my husband moved away in 2024". */
const SPOUSE_GONE = /\b(?:my |our )?(?:husband|wife|spouse|hubby|wifey)\b[^.;]{0,20}?\b(?:left|walked out|moved away|took off|abandoned (?:us|me)|(?:has|have|had)n'?t (?:lived|been living|been) (?:here|with (?:me|us)|at home|home)|(?:has|have|had) not (?:lived|been living|been) (?:here|with (?:me|us)|at home|home)|(?:doesn'?t|does not|hasn'?t|has not) live[ds]? (?:here|with (?:me|us)))\b/;
/** A marriage annulled: "got an annulment", "the marriage was annulled". */
const ANNULLED = /\bannul(?:ment|led|ed)\b/;

const REPLACEABLE = ['zip', 'city', 'first_name', 'last_name'] as const;
/** Words that are never a new city or name value in a correction ("it's wrong not Austin"). */
const NOT_A_VALUE = /^(wrong|right|correct|incorrect|different|the|a|an|my|it|that|this|same|off|old|new|there|here)$/i;

/**
 * One part on file replaced, said either way round: "NEW not OLD" ("the city on my mail is Bexley
 * not Columbus") or "isn't OLD, it's NEW" ("the zip isnt 60601 its 60611"). OLD must be exactly the
 * value on file of the ZIP, the city or a part of the name, and NEW a value of the same kind
 * (five digits for a ZIP, one to three words for a city or name part). Null otherwise (ADR 078).
 */
function partReplaced(text: string, prev: Previous): ProfileProposal | null {
  const t = text.replace(/’/g, "'");
  const VALUE = "[A-Za-z0-9][A-Za-z0-9.'-]*(?:\\s+[A-Za-z][A-Za-z.'-]*){0,2}";
  const forms: Array<{ re: RegExp; now: number; was: number }> = [
    { re: new RegExp(`\\b(?:is\\s*n'?t|is not|isnt|was\\s*n'?t|was not|not)\\s+(${VALUE})\\s*[,;.]?\\s*(?:it'?s|its|it is|it should be|should be|but|rather)\\s+(${VALUE})\\s*[.!]*$`, 'i'), now: 2, was: 1 },
    { re: new RegExp(`(?:^|\\b(?:is|be|it's|its|to)\\s+)(${VALUE})\\s*,?\\s+(?:not|instead of)\\s+(${VALUE})(?=\\s*(?:[.,;!]|$))`, 'i'), now: 1, was: 2 },
    // "i put atlanta but its decatur, same zip": what was typed, then what it is (ADR 118).
    { re: new RegExp(`\\b(?:put|wrote|typed|entered|gave|said)\\s+(${VALUE})\\s*,?\\s+but\\s+(?:it'?s|its|it is|it should be|should be)\\s+(?:actually\\s+)?(${VALUE})(?=\\s*(?:[.,;!]|$))`, 'i'), now: 2, was: 1 },
  ];
  for (const { re, now, was } of forms) {
    const m = re.exec(t);
    if (!m) continue;
    const oldValue = m[was]!.trim().toLowerCase();
    const key = REPLACEABLE.find((k) => typeof prev[k] === 'string' && prev[k]!.toLowerCase() === oldValue);
    if (!key) continue;
    const value = m[now]!.trim();
    if (key === 'zip') {
      if (/^\d{5}(?:-\d{4})?$/.test(value) && value !== prev.zip) return { zip: value };
      continue;
    }
    const words = value.split(/\s+/);
    if (words.some((w) => NOT_A_VALUE.test(w) || /\d/.test(w)) || words.length > (key === 'city' ? 3 : 1)) continue;
    const typed = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
    if (typed.toLowerCase() === oldValue) continue;
    return { [key]: typed };
  }
  return null;
}

/**
 * A name on file re-spelled (Held-out 9, ADR 114): a word whose letters are those of a part of the
 * name on file, with an apostrophe or a hyphen the part lacks ("its o'brien with an apostrophe" for
 * Obrien), is that part as it should be written; "michael not mike" (or "michael instead of mike")
 * replaces the part that is the word after "not". Each part changes once; a message that changes
 * nothing, or one part two ways, gives null.
 */
function nameRespelled(text: string, prev: Previous): ProfileProposal | null {
  const t = text.replace(/’/g, "'");
  const parts = (['first_name', 'middle_name', 'last_name'] as const).filter((k) => typeof prev[k as keyof Previous] === 'string');
  if (parts.length === 0 || /\d/.test(t)) return null;
  const out: Partial<Record<(typeof parts)[number], string>> = {};
  let clash = false;
  const put = (k: (typeof parts)[number], v: string) => {
    if (out[k] !== undefined && out[k] !== v) clash = true;
    out[k] = v;
  };
  const was = (k: (typeof parts)[number]) => (prev[k as keyof Previous] as string).toLowerCase();
  const letters = (w: string) => w.toLowerCase().replace(/['-]/g, '');
  for (const m of t.matchAll(/\b(\p{L}[\p{L}'-]*)\s*,?\s+(?:not|instead of|rather than)\s+(\p{L}[\p{L}'-]*)\b/giu)) {
    const [now, old] = [m[1]!, m[2]!.toLowerCase()];
    const key = parts.find((k) => was(k) === old);
    // A letter ("with a y not an i") is no name: letterReplaced reads those.
    if (key && now.length >= 2 && !/\b(?:a|an|with)\s*$/i.test(t.slice(0, m.index)) && now.toLowerCase() !== old && !NOT_A_VALUE.test(now) && !COMMON_NOUNS.has(now.toLowerCase()) && plausibleName({ [key]: now })) put(key, titleName(now));
  }
  for (const w of t.match(/\p{L}+(?:['-]\p{L}+)+/gu) ?? []) {
    const key = parts.find((k) => letters(was(k)) === letters(w) && was(k) !== w.toLowerCase());
    if (key) put(key, titleName(w));
  }
  // "sorry its McAllister", "Katherine" right after "Katharine" was saved: one name word alone, the same letters in other
  // capitals or one or two letters apart from one part of the name, is that part respelled (ADR 169).
  const lone = /^\s*(?:(?:sorry|sry|oops|oh|no|nope|actually|wait)[\s,.!]+)*(?:(?:it'?s|its|it is|should be|make it|spelled|spelt)\s+)?(\p{Lu}[\p{L}'-]{2,})(?:[\s,]+(?:with\s+(?:an?\s+)?(?:capital\s+|big\s+)?|(?:a\s+)?(?:capital|big|upper[- ]?case)\s+)['"]?\p{L}['"]?)?[\s.!]*$/u.exec(t);
  if (lone && Object.keys(out).length === 0) {
    const w = lone[1]!;
    const close = parts.filter((k) => was(k) !== w.toLowerCase() && was(k)[0] === w[0]!.toLowerCase() && w.length >= 4 && editDistance(was(k), w.toLowerCase(), 3) <= (w.length >= 7 ? 2 : 1));
    const cased = parts.filter((k) => was(k) === w.toLowerCase() && (prev[k as keyof Previous] as string) !== w);
    // Letters apart need the respelling said ("sorry, Katherine with a K"); a word alone may be the next answer.
    const said = /^\s*(?:sorry|sry|oops|no|nope|actually|wait|it'?s|its|it is|should be|make it|spelled|spelt)\b/i.test(t) || /\b(?:with an?|capital|spelled|spelt)\b/i.test(text);
    const hit = cased.length === 1 ? cased : said ? close : [];
    if (hit.length === 1 && !COMMON_NOUNS.has(w.toLowerCase()) && !NOT_A_VALUE.test(w)) put(hit[0]!, w);
  }
  return clash || Object.keys(out).length === 0 ? null : out;
}
/**
 * A name part corrected in the next message by a correction word and one name word alone ("actually put
 * Jonathan", "no, use Katherine instead", "make it Elizabeth for the first name") (ADR 143). Its referent is
 * the part the message names ("first name", "last name"), or else the one part on file the word is the longer
 * form of ("Jon" → "Jonathan", the short form a name's first letters). Null otherwise: a word that lengthens no
 * part and names none is left unread.
 */
function nameLengthened(text: string, prev: Previous): ProfileProposal | null {
  const t = text.trim().replace(/’/g, "'");
  const m = /^(?:(?:actually|no|nope|sorry|wait|oh|oops|hmm|um|i mean[t]?|scratch that)\b[\s,.!:;-]*)*(?:(?:put|use|write|make (?:it|that)|change it to|it should be|should be|it'?s|its|it is)\s+)(\p{L}[\p{L}\p{M}'-]*)(?:\s+(?:instead|please|(?:as|for) (?:my|the) (first|last|given|family|sur)\s*name))?\s*[.!]*$/iu.exec(t);
  if (!m || !/^(?:actually|no|nope|sorry|wait|oops|i mean|scratch that)\b/i.test(t)) return null;
  const word = m[1]!;
  if (NOT_A_VALUE.test(word) || COMMON_NOUNS.has(word.toLowerCase()) || englishWord(word.toLowerCase()) || !plausibleName({ first_name: word })) return null;
  const named = m[2] ? (/^(?:first|given)$/i.test(m[2]) ? 'first_name' : 'last_name') : null;
  const parts = (['first_name', 'last_name'] as const).filter((k) => typeof prev[k] === 'string' && prev[k]!.toLowerCase() !== word.toLowerCase());
  const key = named ? parts.find((k) => k === named) : parts.find((k) => prev[k]!.length >= 2 && word.toLowerCase().startsWith(prev[k]!.toLowerCase()));
  return key ? { [key]: /^\p{Ll}/u.test(word) ? titleName(word) : word } : null;
}
/**
 * A name on file spelled again ("sorry its spelled D-E-S-H-A-U-N, Deshaun" for Deshawn; the letters
 * already joined by `spelledOut`): "spelled X" (the word may be repeated) at the end of the message,
 * where X keeps most letters of exactly one part on file (within two edits, or half its length) and
 * differs from it, is that part as it should be written. A part named ("my last name is spelled …")
 * must be that part (ADR 126).
 */
function spelledAgain(text: string, prev: Previous): ProfileProposal | null {
  const t = text.replace(/’/g, "'");
  const m = /\b(?:spelled|spelt|spelling is|it'?s spelled)\s+(?:like\s+|as\s+)?(\p{L}[\p{L}'-]+)(?:\s*[,.]?\s+(\p{L}[\p{L}'-]+))?\s*[.!]*\s*$/iu.exec(t);
  if (!m || /\d/.test(t) || (m[2] && m[2].toLowerCase() !== m[1]!.toLowerCase())) return null;
  const word = m[1]!;
  if (NOT_A_VALUE.test(word) || COMMON_NOUNS.has(word.toLowerCase()) || /^(?:wrong|right|correctly|incorrectly|differently|weird|funny|with|the|like)$/i.test(word) || !plausibleName({ first_name: word })) return null;
  const before = t.slice(0, m.index).toLowerCase();
  const named = /\b(first|given)\b/.test(before) ? ['first_name'] : /\b(last|family|sur)\s*name\b|\bsurname\b/.test(before) ? ['last_name'] : /\bmiddle\b/.test(before) ? ['middle_name'] : null;
  const close = (['first_name', 'middle_name', 'last_name'] as const).filter((k) => {
    const v = prev[k];
    return typeof v === 'string' && v.toLowerCase() !== word.toLowerCase() && (!named || named.includes(k)) && editDistance(v.toLowerCase(), word.toLowerCase(), Math.max(2, Math.floor(word.length / 2))) <= Math.max(2, Math.floor(word.length / 2));
  });
  return close.length === 1 ? { [close[0]!]: titleName(word) } : null;
}
/** A name word capitalised after its start, an apostrophe and a hyphen: "o'brien" → "O'Brien". */
const titleName = (w: string) => w.toLowerCase().replace(/(^|['-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());

/**
 * One letter of a name on file corrected: "it's with a C not a K", "an e instead of an a". The letter
 * is changed where it stands, when exactly one part of the name holds the old letter exactly once;
 * a name word typed with it must be that result. Null otherwise (the correction is then asked).
 */
function letterReplaced(text: string, prev: Previous): ProfileProposal | null {
  const m = /\b(?:with\s+)?an?\s+([a-z])\s*[,;]?\s+(?:not|instead of)\s+(?:with\s+)?an?\s+([a-z])\b/i.exec(text) ?? /\bwith\s+([a-z])\s*[,;]?\s+(?:not|instead of)\s+([a-z])\b/i.exec(text);
  if (!m) return null;
  const [now, was] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
  if (now === was) return null;
  const holders = NAME_KEYS.filter((k) => typeof prev[k as keyof Previous] === 'string' && (prev[k as keyof Previous] as string).toLowerCase().split(was).length === 2);
  if (holders.length !== 1) return null;
  const key = holders[0]!;
  const old = prev[key as keyof Previous] as string;
  const at = old.toLowerCase().indexOf(was);
  const letter = old[at] === old[at]!.toUpperCase() ? now.toUpperCase() : now;
  const value = old.slice(0, at) + letter + old.slice(at + 1);
  // A name word typed beside the correction must be the corrected name (the rest of it may be in the message).
  const typed = text.slice(m.index + m[0].length).match(/\b[A-Za-z][A-Za-z'’-]{2,}\b/g) ?? [];
  if (typed.some((w) => w.toLowerCase() !== value.toLowerCase() && w.length >= old.length - 1)) return null;
  return { [key]: value };
}

/**
 * A unit said after the street line ("oh and it's apt 4B", "forgot the unit: 1407"): with a street
 * line on file that has no unit, a message that names a unit and no street, place or other number
 * adds the unit to that street line. Not when it is someone else's or a move.
 */
/**
 * "the city should be Kettering not Dayton, and the zip is 45429": a ZIP labelled beside a corrected city or state goes
 * with it, as a city and its ZIP change together (ADR 159).
 */
function withZipBeside(text: string, p: ProfileProposal): ProfileProposal {
  if (!(p.city || p.state) || p.zip) return p;
  const zip = /\bzip(?:\s*code)?\s*(?:is\s+|should be\s+|:\s*|=\s*)?(\d{5}(?:-\d{4})?)(?![\d-])/i.exec(text);
  if (zip) p.zip = zip[1]!;
  return p;
}

/**
 * A generational suffix added to the name on file ("ah, I forgot the Jr. at the end", "I forgot to say, I am a Junior —
 * Jordan Ellis Jr."): the suffix alone, when nothing else of the name changes (ADR 169).
 */
function suffixAdded(text: string, prev: Previous): ProfileProposal | null {
  if (!prev.first_name || !prev.last_name) return null;
  const t = text.replace(/’/g, "'");
  // "I'm a senior" or "a junior" alone is an age or a school year, never read as a suffix.
  const said = /\b(?:forgot|left off|left out|missing|add|put|include)\b[^.!?]{0,25}?\b(jr|sr|junior|senior|ii|iii|iv)\b\.?/i.exec(t)
    ?? new RegExp(`\\b${escapeRegExp(prev.first_name)}\\s+(?:\\p{L}\\.?\\s+)?${escapeRegExp(prev.last_name)},?\\s+(jr|sr|ii|iii|iv)\\b\\.?`, 'iu').exec(t);
  // The name said in it must be the name on file: "I am a Junior — Jordan Ellis Jr." adds only the suffix.
  const dashed = /[—–-]\s*([^—–-]+)$/.exec(t);
  const restated = dashed ? parseName(dashed[1]!, true) : null;
  if (!said || (restated && ((restated.first_name && restated.first_name.toLowerCase() !== prev.first_name.toLowerCase()) || (restated.last_name && restated.last_name.toLowerCase() !== prev.last_name.toLowerCase())))) return null;
  const suffix = suffixNamed(said[1]!);
  return suffix ? { suffix } : null;
}

function unitAdded(text: string, prev: Previous): ProfileProposal | null {
  const t = text.toLowerCase().replace(/’/g, "'");
  const street = typeof prev.address === 'string' ? prev.address : '';
  if (!/^\d/.test(street) || /\b(?:unit|apt|apartment|suite|ste|#|room|rm|fl|floor|lot|trlr|bldg)\b|#/i.test(street)) return null;
  if (OTHER_SUBJECT.test(t) || /\b(?:moved|moving|new address|not)\b/.test(t)) return null;
  // "my apt number is 4C": the unit's number after its label and "is" (ADR 159).
  const m = /(?:\b(unit|apt|apartment|suite|ste)\.?|#)\s*(?:(?:number|no\.?|#)\s*)?(?:is\s+|=\s*|:\s*)?([0-9]{1,5}[a-z]?|[a-z][0-9]{0,4})(?![\w-])/i.exec(text);
  if (!m) return null;
  // Nothing else with a digit: no house number, ZIP or date beside the unit.
  if (/\d/.test(text.slice(0, m.index) + text.slice(m.index + m[0].length))) return null;
  const word = m[1] ? (m[1].toLowerCase() === 'apartment' ? 'Apt' : m[1].charAt(0).toUpperCase() + m[1].slice(1).toLowerCase()) : '#';
  const id = m[2]!.toUpperCase();
  return { address: `${street} ${word === '#' ? `#${id}` : `${word} ${id}`}` };
}

/**
 * Words that open a US city's name ("New York", "San Jose", "Fort Worth", "Ft. Myers", "Saint Paul",
 * "St. Louis", "Mount Vernon", "El Paso", "Des Moines", "La Jolla", "Le Mars"): the one list every
 * rule that finds where a street ends and its city begins reads (ADR 078, 119, 126). Some of them are
 * also other things, and each rule leaves those out where they would mislead:
 * - an article that sits inside street names ("Camino El Toro", "Rue des Fleurs", "Calle La Paz");
 * - an abbreviation ("Ft", "Mt", "St");
 * - a street type or a state code ("St" is Street, "LA" is Louisiana).
 */
const CITY_OPENING_WORDS = ['new', 'san', 'santa', 'los', 'las', 'fort', 'ft', 'saint', 'st', 'mount', 'mt', 'port', 'palm', 'el', 'des', 'la', 'le'] as const;
const ARTICLE_IN_STREETS: ReadonlySet<string> = new Set(['el', 'des', 'la', 'le']);
const ABBREVIATED: ReadonlySet<string> = new Set(['ft', 'mt', 'st']);
const STREET_TYPE_OR_STATE: ReadonlySet<string> = new Set(['st', 'la']);
/** A word of the list, an abbreviation with its optional full stop. */
const openerAlternation = (words: readonly string[]) => words.map((w) => (ABBREVIATED.has(w) ? `${w}\\.?` : w)).join('|');
/**
 * A city read as starting with one of those words, after a street without a type, shows where the
 * street ends (ADR 078); a street type or a state code there would be the street's or the state.
 */
const CITY_OPENER = new RegExp(`^(?:${openerAlternation(CITY_OPENING_WORDS.filter((w) => !STREET_TYPE_OR_STATE.has(w)))})\\s+\\S`, 'i');
/** After a type-first street, where its city may open (ADR 119): every word of the list. */
const TYPE_FIRST_CITY_START = openerAlternation(CITY_OPENING_WORDS);
/** Inside a type-first street's name, a full opening word makes a second place the city could open; articles and abbreviations do not (ADR 119). */
const OPENS_INSIDE_NAME = new RegExp(`^(?:${CITY_OPENING_WORDS.filter((w) => !ARTICLE_IN_STREETS.has(w) && !ABBREVIATED.has(w)).join('|')})$`, 'i');

/** Events a date in the user's story can belong to, other than their own birth. */
const DATED_EVENT = /\b(married|marriage|wed|wedding|divorc\w*|died|passed|death|moved|since|started|start|hired|bought|sold|adopted|separated|anniversary|graduated|retired|left|paid|due|filed|received|closed|opened|began|ended)\b|'s (?:birthday|birth|dob)\b|\b(?:his|her|their) (?:birthday|birth|dob)\b/;

/**
 * One full date, of someone at least 14 years old, said as what "it" is ("i think it's 7/12/1969 but
 * it might be the 21st") with no event the date could be of: while the date of birth is missing, the
 * only date the interview takes is the date of birth, so it is read as one (its hedges then ask).
 */
function onlyDateStory(text: string, opts: UnderstandOptions): boolean {
  const t = text.toLowerCase().replace(/’/g, "'");
  if (DATED_EVENT.test(t) || !/\b(?:it'?s|it is|it was|its)\s+(?:\w+\s+)?\d/.test(t)) return false;
  const dates = [...new Set(datesIn(text, new Date(`${opts.today}T12:00:00Z`)))];
  return dates.length === 1 && dates[0]! >= '1900-01-01' && Number(dates[0]!.slice(0, 4)) <= opts.taxYear - 14;
}

/**
 * A full date said while the filing status (or one of its questions) is asked and the date of birth is missing ("ok its
 * 10/02/1977", "31/12/1979 (grew up in the uk)"): no filing-status question asks for a date, and the
 * date of birth is the one date the interview still needs, so the date is read as it, as a careful
 * consultant would, only when nothing else in the message dates an event (a wedding, a death, a
 * move), names someone else, or gives a second date, and the date is at least 14 years back.
 */
function loneDateWhileStatusAsked(text: string, ask: InterviewItem | null, opts: UnderstandOptions, isQuestion: boolean): boolean {
  if (opts.dobKnown || isQuestion || !(isFs(ask) || ask === 'filing_status')) return false;
  const t = text.toLowerCase().replace(/’/g, "'");
  if (DATED_EVENT.test(t) || OTHERS_BIRTH.test(t) || /\b(married|single|divorced|widow\w*|spouse|separated|anniversary|hitched|knot|engaged|fianc\w*|until|till|year|yrs?|months?|ago)\b/.test(t)) return false;
  // A yes or no beside the date answers the question open ("yes, 6/12/1995" may be the wedding): asked, never read as the birth.
  if (/\b(yes|yeah|yep|yup|no|nope|nah)\b/.test(t)) return false;
  const dates = [...new Set(datesIn(text, new Date(`${opts.today}T12:00:00Z`)))];
  return dates.length === 1 && dates[0]! >= '1900-01-01' && dates[0]! <= opts.today && Number(dates[0]!.slice(0, 4)) <= opts.taxYear - 14;
}

/** A correction of something just said ("no wait, I meant 78746"): its leading "no" answers nothing. */
export const CORRECTION = /\b(i meant|i mean|meant to (say|type)|wait|oops|typo|scratch that|correction)\b/;
/** A correction between two values of one kind: "X wait no, Y", "X sorry I mean Y". */
const CORRECTION_BETWEEN = /\d[^\d]*\b(wait|no wait|sorry|i mean|i meant|actually|scratch that|correction|oops)\b[^\d]*\d/;

/** The user's own parent named: "my mom", "my father", "my parents". */
const PARENT_WORD = /\bmy (?:mom|mother|dad|father|parents?)\b/;
export const parentNamed = (text: string | null | undefined): boolean => PARENT_WORD.test((text ?? '').toLowerCase().replace(/’/g, "'"));

/**
 * Refusing a joint return with the spouse ("definitely not filing with him", "i won't file together
 * with my wife", "he refuses to file jointly", "we don't want to elect to file jointly"): the separate-returns
 * choice, which only a married person has (ADR 119, 155). Only words of will sit between the negation and the
 * verb, so "don't know whether to file jointly" is no refusal.
 */
const NOT_FILING_WITH_SPOUSE = /\b(?:not|never|won'?t|wont|will not|don'?t|dont|do not|refuse to|no way i'?m)\s+(?:be\s+)?(?:going to\s+)?(?:file|filing|files)\s+(?:(?:a\s+)?(?:joint(?:ly)?|together|one return)\s+)?with\s+(?:him|her|my (?:husband|wife|spouse|hubby|wifey|ex))\b|\b(?:not|never|won'?t|wont|will not|don'?t|dont|do not|doesn'?t|does not|refuses?|refused|no way)(?:\s+(?:want|wanna|going|gonna|plan|planning|intend|agree|agreeing|willing|to|elect|choose|be|able|let|me|us|him|her)){0,4}\s+(?:file|filing|files)\s+(?:a\s+)?(?:joint(?:ly)?|together|one return)\b/;

/**
 * The spouse is a nonresident alien and the couple does not choose to treat them as a resident
 * (Pub. 501, "Nonresident alien spouse"): no joint return without that choice, and the user is
 * considered unmarried for Head of Household. Null when the message does not say both.
 */
function nonresidentSpouseNoElection(t: string): boolean {
  const spouse = /\b(?:husband|wife|spouse|hubby|wifey)\b/;
  const nonresident = /\bnon-?resident alien\b|\b(?:isn'?t|is not|isnt|not|never been|wasn'?t|was not)\s+(?:a\s+)?(?:us|u\.s\.|american)?\s*(?:citizen|resident)(?:\s+or\s+(?:a\s+)?(?:us\s+)?(?:citizen|resident))?\b/;
  const noElection = /\b(?:not|aren'?t|are not|won'?t|don'?t|didn'?t|no|never)\s+(?:choosing|choose|electing|elect|making|make|made|treating|treat|going to treat)\b[^.]{0,40}\b(?:resident|election|choice)\b|\bno (?:such )?election\b/;
  return spouse.test(t) && nonresident.test(t) && noElection.test(t);
}

/** Facts about the household that decide the filing status (Pub. 501), from free text. */
const YEARS_AGO_WORDS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, many: 10, several: 5, 'a few': 3 };
/** "10 years ago", "ten years ago", "many years ago": how many years back; 0 when none is said. */
function yearsAgo(t: string): number {
  const m = /\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several|a few)\s+(?:\+\s*)?years?\s+ago\b/.exec(t);
  if (!m) return 0;
  return /^\d/.test(m[1]!) ? Number(m[1]) : YEARS_AGO_WORDS[m[1]!] ?? 0;
}
const NOBODY_ELSE = /\b(?:no ?one|nobody|no other|nothing)\s+else\b|\bno other (?:dependents?|kids|children|relatives?)\b|\b(?:live|lived|living)\s+(?:alone|by myself|on my own)\b|\bjust me\b/;
/** A relative other than a child named, not negated, in the home or supported ("my mom lives with me and i pay …"). */
function otherRelativeNamed(r: Reading): boolean {
  return r.tokens.some((x) => RELATIVES.includes(x.norm) && !x.negated) && /\b(?:lives?|living|lived|stays?) with (?:me|us)\b|\b(?:i|we) (?:pay|paid|cover|support|take care of|provide for)\b/.test(r.text.toLowerCase());
}

/** Engaged to be married: unmarried until the wedding (Pub. 501). */
const ENGAGED = /\b(?:engaged|fianc[eé]e?)\b/;

export function statusFacts(r: Reading, asked: string | null, taxYear: number, question = false, knownChild = false, parentBefore = false): { fs: FsAnswers; talksStatus: boolean } {
  // A story's verbs said in other forms ("he die", "I not marry again") read as the rules' own words (ADR 134).
  const plain = plainStatusWords(r.text);
  if (plain !== r.text.replace(/’/g, "'")) r = read(plain);
  // "our daughter got married in June and files jointly with her husband": a relative's marriage and return, not the user's.
  const relativesMarriage = new RegExp(`\\b(?:my|our)\\s+(?:${RELATION_TOLD})\\b[^.;!?—–]*?\\b(?:got married|is married|was married|married|files?|filing)\\b[^.;!?—–]*?\\b(?:her|his|their)\\s+(?:husband|wife|spouse|partner)\\b[^.;!?—–]*`, 'gi');
  if (relativesMarriage.test(r.text)) r = read(r.text.replace(relativesMarriage, ' '));
  if (question) {
    // "is the standard deduction lower if we file separately": a way of filing put as a condition is the case asked
    // about, not one the user says they take.
    const hypothetical = r.text.replace(/\b(?:if|whether|in case)\s+(?:we|i)\s+(?:(?:were|was|are|decide|decided|choose|chose|want|wanted|had)\s+(?:to\s+)?)?(?:file|filed|filing|go|went|did|do)\s+(?:as\s+|a\s+)?(?:married filing |filing )?(?:jointly|joint|separately|separate|single|head of (?:the )?household|hoh|mfj|mfs)\b(?:\s+(?:return|returns|instead))?/gi, ' ');
    if (hypothetical !== r.text) r = read(hypothetical);
    // In a question, a status or marriage named in a clause that is not about the user ("brackets if a
    // married couple files separately") says which figures are asked, not the user's status (ADR 076).
    const clauses = r.text.split(/[,.;:?!]+/);
    // A clause without "I"/"we" that names a status after "for", "if", "a"… or beside a tax topic is
    // such a clause; a bare "single, no kids — what's my refund" still tells the user's own.
    const STATUS = '(?:married|single|couples?|jointly|separately|separate|mfj|mfs|hoh|head of (?:the )?household|widow(?:er)?|surviving spouse)';
    const generic = (c: string) =>
      new RegExp(`\\b${STATUS}\\b`, 'i').test(c) &&
      !/\b(i|i'm|im|i am|we|we're|we are|our|my|me|us)\b/i.test(c.replace(/’/g, "'")) &&
      (new RegExp(`\\b(?:for|if|as|when|a|an|the|of|to)\\s+(?:a |an |the )?${STATUS}`, 'i').test(c) || /\b(brackets?|rates?|deductions?|credits?|limits?|caps?|thresholds?|phase ?outs?|amounts?|tax(?:es)?)\b/i.test(c));
    const mine = clauses.filter((c) => !generic(c));
    if (mine.length !== clauses.length) return mine.join(',').trim() ? statusFacts(read(mine.join(',')), asked, taxYear, question, knownChild) : { fs: {}, talksStatus: false };
  }
  const fs: FsAnswers = {};
  const t = r.text.toLowerCase().replace(/’/g, "'");
  let talks = false;
  const yn = r.yesNo ?? (isFs(asked) && !CORRECTION.test(t) ? r.lead : null);

  // Short answers to the question just asked.
  if (isFs(asked) && yn) {
    const v = yn === 'yes';
    if (asked === 'fs_married') fs.married = v;
    if (asked === 'fs_lived_apart') fs.livedApart = v;
    if (asked === 'fs_qualifying') fs.qualifyingPerson = v;
    if (asked === 'fs_dependent_child') fs.dependentChild = v;
    if (asked === 'fs_paid_half') {
      fs.paidHalf = v;
      fs.paidOneCost = false;
    }
    if (asked === 'fs_spouse_died' && !v) fs.spouseDiedYear = taxYear - 3;
  }
  // Asked whether they paid more than half the home's costs, "i pay all of it" / "we cover everything": the pronoun
  // or "everything" stands for the costs the question named (ADR 152). A negator between subject and verb is no yes.
  if (asked === 'fs_paid_half' && fs.paidHalf === undefined && /\b(?:i|we)\s+(?:(?!(?:don'?t|dont|do not|never|can'?t|cannot|didn'?t|didnt)\b)\w+\s+)?(?:pay|paid|cover|covered|handle|handled)\s+(?:for\s+)?(?:all of it|it all|all of them|them all|everything|the whole thing|100 ?%|all)\b/.test(t)) {
    fs.paidHalf = true;
    fs.paidOneCost = false;
  }
  if (asked === 'fs_joint') {
    if (NOT_FILING_WITH_SPOUSE.test(t)) fs.separate = true;
    else if (/\b(joint|jointly|together|one return)\b/.test(t) && !/\b(separate|separately|own)\b/.test(t)) fs.separate = false;
    else if (/\b(separate|separately|(our|my|their) own|each)\b/.test(t) && !/\b(joint|jointly|together)\b/.test(t)) fs.separate = true;
  }
  if (asked === 'fs_qualifying' && r.count !== null) fs.qualifyingPerson = r.count > 0;
  // "Separately", "apart", "together" said alone to "did you live apart…": how they lived, the
  // question's own reading. Filing separately is another answer ("file separately") and is read below.
  if (asked === 'fs_lived_apart' && !yn) {
    const how = /^\W*(?:(?:ok|okay|well|so|um|uh|hmm)\W+)*(?:we\s+(?:have\s+)?(?:lived?|were|are|stayed|been)\s+|lived?\s+)?(apart|separate(?:ly)?|together)\b(?![^.]*\b(?:file|filing|files|returns?|jointly)\b)/.exec(t);
    // "Separately, we keep our money apart": said of money, taxes or returns, "separately" is how
    // they file, not how they live (ADR 078); the filing choice is read, living apart is not assumed.
    const money = /\b(money|finances|financially|accounts?|bank|taxes|income|paychecks?|budgets?)\b/.test(t) || TAX_MATTER.test(t);
    if (how && money && how[1] !== 'together') {
      talks = true;
      fs.married = true;
      fs.separate = true;
      fs.livedApart ??= false;
    } else if (how) {
      fs.livedApart = how[1] !== 'together' && (apartAllLastSixMonths(t, taxYear) ?? true);
      // Apart only since July or later: not the whole last six months, but apart now, so a joint return is their choice, asked (ADR 137).
      if (how[1] !== 'together' && !fs.livedApart) fs.apartNow = true;
    }
  }
  // "No" to "did your spouse die in 2023 or 2024?" with a wish to file jointly with them: a joint return
  // with a spouse who died is only for the year of the death (Pub. 501), so the death was in the tax year (ADR 119).
  const remarriedSaid = /\bremarried\b/.test(t) && !/\b(?:not|never|haven't|havent|hasn't|hasnt|didn't|didnt|no)\b[^.,]{0,15}\bremarried\b/.test(t);
  if (asked === 'fs_spouse_died' && yn === 'no' && !remarriedSaid && /(?:\b(?:file|filing) (?:a )?(?:joint(?:ly)?|together)\b|\bjoint return\b)/.test(t)) fs.spouseDiedYear = taxYear;
  if (asked === 'fs_spouse_died') {
    const y = yearsIn(r)[0];
    if (y) fs.spouseDiedYear = y;
    else if (/\blast year\b/.test(t)) fs.spouseDiedYear = taxYear - 1;
    else if (/\bthis year\b/.test(t)) fs.spouseDiedYear = taxYear;
  }

  // Marital status stated in words.
  const married = mention(r, ['married', 'marry', 'wed', 'newlywed', 'newlyweds']);
  // A divorce ends the marriage only once it is final: "the papers aren't signed", "going through a
  // divorce", "my divorce isn't final" leave the user married on December 31 (Pub. 501).
  // "we're getting divorced but it won't be final until 2026": a divorce still to come (Pub. 501: married until the
  // final decree).
  const divorceComing = /\b(?:getting|get|gonna get|going to get|about to get|in the process of getting)\s+(?:a\s+)?divorc(?:e|ed)\b/.test(t);
  const divorceWord = /\bdivorce\b/.test(t) || divorceComing;
  // The negation and the word it negates are read inside one clause: in "divorce was finalized oct 2025,
  // no kids, … not remarried" no negation touches "finalized" (ADR 114).
  const divorceClauses = t.split(/[.;,!?]+|\b(?:and|but|so)\b/);
  const divorcePending =
    divorceWord &&
    (divorceClauses.some((c) => /\b(not|isn't|isnt|aren't|arent|wasn't|hasn't|haven't|won't|wont|no|never)\b[^.]*\b(final|finali[sz]ed|signed|done|through|granted|complete|yet)\b|\b(final|finali[sz]ed|signed|done|granted|complete)\b[^.]*\b(not|isn't|aren't|yet)\b/.test(c)) ||
      /\b(going through|filed for|filing for|in the middle of|pending|process|papers)\b/.test(t) ||
      (divorceComing && !/\b(?:final|finali[sz]ed|granted|went through|came through)\b[^.]*\b(?:in|on|by)\b[^.]*\b(?:20\d\d)\b|\b(?:(?:was|were|got|became)\s+(?:final|finali[sz]ed|granted)|went through|came through)\s+(?:(?:in|on|by)\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\b(?!\s*,?\s*20\d\d)/.test(t.replace(/\b(?:won'?t|will not|not) be final\b/g, ' '))));
  const divorceFinalWord = divorceWord && !divorcePending && /\b(final|finali[sz]ed|went through|came through|granted|complete[d]?|done)\b/.test(t);
  // A divorce made final after December 31 ("finalized january 2026") leaves the user married for the tax year.
  const divorceLater = divorceFinalWord && yearsIn(r).some((y) => y > taxYear);
  const divorceFinal = divorceFinalWord && !divorceLater;
  const singleHit = mention(r, ['single', 'unmarried', 'divorced']);
  // "does that make me single or what": the status asked of the assistant, not said (ADR 161).
  const hedgedSingle = /\b(maybe|might be|probably|possibly|i guess|i think i'?m)\s+single\b|\b(?:make|makes|count|counts)\s+(?:me|us)\s+(?:as\s+)?single\b|\b(?:am i|would i be|should i be|will i be|do i count as|do i file as|can i (?:still )?(?:be|file as))\s+single\b|\bsingle\s+or\s+(?:what|not)\b/.test(t);
  const single = divorceFinal && !singleHit.found ? { found: true, negated: false } : hedgedSingle || (divorceComing && divorcePending) ? { found: false, negated: false } : singleHit;
  if ((divorcePending || divorceLater) && (!singleHit.found || divorceComing)) {
    talks = true;
    fs.married = true;
    if (divorcePending) fs.divorcing = true;
    // "we're both still in the house until it sells": the spouses live together.
    if (/\b(?:both|still)\b[^.]{0,20}\b(?:in|at) (?:the|our) (?:same )?(?:house|home|apartment|place|condo)\b/.test(t) && !/\bapart\b/.test(t)) fs.livedApart ??= false;
  }
  // Married after December 31 of the tax year ("we got married jan 10 2026"): unmarried for that year.
  const weddingYear = married.found && !married.negated && /\b(got married|married on|married in|get married|getting married|wedding|marry)\b/.test(t) ? Math.max(0, ...yearsIn(r)) : 0;
  const widow = mention(r, ['widow', 'widowed', 'widower']);
  // "married... well he died in january": a death told of "he"/"she" beside the marriage is the spouse's (ADR 127).
  const died = (/\b(died|passed away|passed|death of|lost my (wife|husband|spouse|partner|hubby|wifey))\b/.test(t) && SPOUSE.some((w) => r.tokens.some((x) => x.norm === w))) || (married.found && !married.negated && SPOUSE_DIED_AS_PRONOUN.test(t));
  // Remarried by December 31 of the tax year: married for that year, whatever happened to the first spouse (Pub. 501).
  const remarriedIn = /\bremarried\b/.test(t) && !/\b(not|never|haven't|havent|hasn't|hasnt|didn't|didnt|no)\b[^.,]{0,15}\bremarried\b/.test(t) ? /\bremarried\b[^.]*?\b((?:19|20)\d{2})\b/.exec(t) : null;
  const remarried = remarriedIn ? Number(remarriedIn[1]) <= taxYear : false;
  // "Not remarried", said with the death or after it ("no i haven't remarried"): Pub. 501's second condition (ADR 127).
  if (NOT_REMARRIED.test(t)) fs.notRemarried = true;
  if (remarried) {
    talks = true;
    fs.married = true;
  } else if (widow.found || died) {
    talks = true;
    // The year of death, also inside a numeric date ("passed 11/3/2023"), read in the sentence that
    // tells the death: "died last year. i've fostered her since 2023" is a death in the year before
    // the tax year, not in 2023 (ADR 076). Another sentence's year counts only as the message's one year.
    // Clauses end at a comma too, but a date's year after its comma ("died march 3, 2024") stays with it.
    const clauses = t.split(/[.;!?]+|,(?!\s*(?:19|20)\d{2}\b)/);
    // "I'm a widow, my husband died back in 2009": the clause that tells the death with its year, before one that only names it.
    const deathClauses = clauses.filter((c) => /\b(died|passed|death|lost my|widow(?:ed|er)?)\b/.test(c));
    const deathAt = deathClauses.find((c) => /\b(?:19|20)\d{2}\b/.test(c)) ?? deathClauses[0] ?? t;
    const yearOf = (c: string) => Number(/\b((?:19|20)\d{2})\b/.exec(c)?.[1]) || undefined;
    const years = [...new Set(yearsIn(r))];
    // The message's one year, said in a clause of its own ("it was 2023"), not the date of another event.
    const yearClause = years.length === 1 ? clauses.find((c) => c.includes(String(years[0]))) ?? '' : '';
    const otherEvent = /\b(since|moved|married|wed|born|placed|started|bought|adopted|got|began|came|divorced)\b/.test(yearClause);
    const y = yearOf(deathAt) ?? (/\b(last|this) year\b/.test(deathAt) || otherEvent ? undefined : years.length === 1 ? years[0] : undefined);
    if (y) fs.spouseDiedYear = y;
    else if (/\blast year\b/.test(deathAt)) fs.spouseDiedYear = taxYear - 1;
    // "widowed 10 years ago": said in the filing season after the tax year, three or more years back is before the two
    // years a surviving spouse's status can follow a death (Pub. 501), whichever year exactly (ADR 159).
    else if (yearsAgo(deathAt) >= 3) fs.spouseDiedYear = taxYear + 1 - yearsAgo(deathAt);
    else if (/\bthis year\b/.test(deathAt)) fs.spouseDiedYear = taxYear;
    else fs.widowed = true;
  } else if (married.found && married.negated && !/\b(not sure|unsure|don'?t know|do not know|idk|dunno|wonder(ing)?)\b[^.]{0,25}\b(if|whether)\b/.test(t)) {
    talks = true;
    fs.married = false;
  } else if (single.found && !single.negated && !/\bsingle (income|job|w-?2|employer|one|document|form)\b/.test(t)) {
    talks = true;
    fs.married = false;
    if (/\bsingle (mom|mum|dad|parent|mother|father)\b/.test(t) && !halfTheTime(t)) fs.qualifyingPerson = true;
  } else if (married.found && !married.negated && weddingYear > taxYear) {
    talks = true;
    fs.married = false;
  } else if (married.found && !married.negated && !/\bmarried filing\b/.test(t)) {
    talks = true;
    fs.married = true;
  } else if (single.found && single.negated && !divorcePending) {
    talks = true;
    fs.married = true;
  } else if (r.tokens.some((x, i) => SPOUSE.includes(x.norm) && !x.negated && ['my', 'our'].includes(r.tokens[i - 1]?.norm ?? '')) && !/\b(ex|former|late)\b/.test(t)) {
    talks = true;
    fs.married = true;
  } else if (r.tokens.some((x) => SPOUSE.includes(x.norm) && x.negated)) {
    talks = true;
    fs.married = false;
  } else if (ENGAGED.test(t) || (/\bwedding\b/.test(t) && yearsIn(r).some((y) => y > taxYear))) {
    // Engaged, or a wedding after December 31 of the tax year: unmarried for that year (Pub. 501).
    talks = true;
    fs.married = false;
  } else if (/\b(tied the knot|got hitched|wedding|newlyweds?|just got married)\b/.test(t)) {
    talks = true;
    fs.married = true;
  }
  if (/\b(which|what)\b.*\bfiling status\b|\bnot sure (which|what) (filing )?status\b|\bfiling status should\b/.test(t)) talks = true;
  // Separated but not divorced: still married on December 31 (Pub. 501). Separated before July of the
  // year (or in an earlier year), with the spouse living elsewhere since, means apart the whole last six months.
  const separated = mention(r, ['separated']);
  // A divorce said not to have happened ("separated (not divorced)") leaves the separation to read (ADR 127).
  if (separated.found && !separated.negated && !/\blegally separated\b|\bdivorced?\b/.test(t.replace(NOT_DIVORCED, ' '))) {
    talks = true;
    fs.married = true;
    fs.separated = true;
    // Only with the spouse's own home stated ("he's been living at his mom's since"); otherwise it is asked.
    const elsewhere = /\b(he|she|hes|shes|he's|she's|spouse|husband|wife)\b[^.]{0,25}\b(living|lives|lived|staying|stays|moved)\b/.test(t) || notTogether(t);
    const when = /\bseparated\b[^.]*?\b(?:in|since|back in|around|during)\s+(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|((?:19|20)\d{2})\b)/.exec(t);
    // Separated in July or later of the tax year: not apart the whole last six months, whoever
    // moved where (Pub. 501); they live apart now, so a joint return is their choice, asked.
    const lateMonth = when?.[1] ? ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(when[1]) : -1;
    const lateYear = yearsIn(r)[0];
    if (lateMonth >= 6 && (!lateYear || lateYear === taxYear)) {
      fs.livedApart = false;
      fs.apartNow = true;
    }
    // Apart the whole last six months only with the spouse's own home stated; otherwise it is asked.
    if (!elsewhere) {
      // nothing more is settled
    } else if (when?.[2]) {
      if (Number(when[2]) < taxYear) fs.livedApart = true;
    } else if (when?.[1]) {
      const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(when[1]);
      const year = yearsIn(r)[0];
      if (!year || year === taxYear) fs.livedApart = month < 6;
      else if (year < taxYear) fs.livedApart = true;
    }
  }
  if (nonresidentSpouseNoElection(t)) {
    talks = true;
    fs.married = true;
    fs.nonresidentSpouse = true;
  }
  if (/\blegally separated\b|\bseparate maintenance\b/.test(t) || SEPARATION_DECREE.test(t)) {
    talks = true;
    fs.married = false;
  }
  // Named filing statuses.
  // Living together (the spouse test of Pub. 501): "we live together", "we haven't lived together since
  // February" (apart from then on: the whole last six months only if that was before July).
  if (/\b(live|lived|living|stay|stayed|staying) together\b/.test(t)) fs.livedApart = notTogether(t) ? (apartAllLastSixMonths(t, taxYear) ?? true) : false;
  if (/\b(live|lived|living|stay|stayed|staying) together\b/.test(t) && notTogether(t) && fs.livedApart === false) fs.apartNow = true;
  // Who pays for the home: "I pay the rent", "I own my house and pay the mortgage", "I pay for the home",
  // with how much said ("the whole mortgage", "all of our bills", "more than half of the household costs");
  // someone else paying ("they pay the mortgage and all the bills") means the user did not.
  const HOME_COSTS = '(?:for )?(?:(?:all|most|(?:more than|over|at least) half|the (?:whole|entire|full)|the bulk) (?:of )?)?(?:the |my |our |everything for the )?(?:whole |entire |full )?(?:costs? (?:of|for) (?:keeping up |maintaining |running |the upkeep of )?(?:the |my |our |a )?)?(?:rent|mortgage|bills|utilities|household|everything|home|house|housing|apartment|place|(?:costs|expenses)\\b(?!\\s+(?:of|for|on)\\s+(?!(?:the |my |our )?(?:home|house|household|apartment|place)\\b)))\\b';
  // "I pay the rent", and the same subject after another verb: "i rent a 2 bedroom and pay the rent"; Pub. 501's
  // own words, "the costs of keeping up our house", are the home's costs (ADR 125).
  const paysHome = new RegExp(`\\b(i|we)(?: (?:also|still|do|did|just|alone|own (?:my|our|the) (?:house|home|place|condo) and))? (?:pay|paid|cover|covered) ${HOME_COSTS}|\\b(i|we) (?!(?:don't|dont|do not|never|can't)\\b)[a-z]+ [^.,;]{0,30}\\band (?:pay|paid|cover|covered) ${HOME_COSTS}`).test(t);
  const othersPay = new RegExp(`\\b(they|he|she|my (?:parents?|mom|mother|dad|father|partner|boyfriend|girlfriend|roommates?|family|grand\\w+)|someone else|somebody else)(?: (?:also|still|both|do|just))? (?:pay|pays|paid|cover|covers|covered) ${HOME_COSTS}`).test(t);
  // One cost named alone ("i pay the rent") is kept apart: enough for an unmarried person, asked of a married one living apart (ADR 127).
  if (paysHome) fs.paidHalf = true;
  if (paysHome) fs.paidOneCost = asked === 'fs_paid_half' ? false : oneCostOnly(t);
  else if (othersPay || EVEN_SPLIT.test(t)) fs.paidHalf = false;
  // A named status said with doubt ("might be married filing jointly") is not the user's choice yet.
  // The doubt must be in the sentence that names the status: "i guess we count as married? we want
  // to file together" doubts the marriage's count, not the joint return chosen after it (ADR 078).
  const DOUBT = /\b(might|maybe|probably|perhaps|possibly|i think|i guess|not sure|unsure|idk)\b/;
  const STATUS_CHOICE = /\b(married filing jointly|filing jointly|file jointly|joint return|jointly|mfj|(file|filing|files) (it )?together|married filing sep[ae]rately|(?:file|filing|files) (?:as )?married (?:filing )?sep[ae]rate(?:ly)?|filing sep[ae]rate(ly)?|file sep[ae]rate(ly)?|sep[ae]rate returns?|mfs)\b/;
  const choiceSentences = t.split(/[.?!;]+/).filter((c) => STATUS_CHOICE.test(c));
  const doubt = choiceSentences.length ? choiceSentences.some((c) => DOUBT.test(c)) : DOUBT.test(t);
  // "joint" said alone as the return chosen ("joint like always", "we file joint", "joint again."), never a joint account or custody (ADR 125).
  const JOINT_SAID = /(?:\b(?:file|filing|files|filed|do|doing|did|go|going|went)\s+joint\b|\bjoint(?=\s+(?:like|as)\s+(?:always|usual|ever|every year|before|last year)\b|\s+(?:again|as always|as usual|please)\b|\s*(?:[.,!]|$)))/;
  // Joint and separate named as alternatives is a question still open, not a choice made (ADR 152).
  const alternatives = JOINT_OR_SEPARATE.test(t);
  if (alternatives) talks = true;
  // "we're engaged …, can we file together?": asked, by a couple not married on December 31 (ADR 161).
  else if ((/\b(married filing jointly|filing jointly|file jointly|joint return|jointly|mfj|(file|filing|files) (it )?together|(?:one|a single|1) (?:tax )?return (?:together|for (?:both of us|the two of us|us both)))\b/.test(t) || (JOINT_SAID.test(t) && /\b(?:married|spouse|wife|husband|we|us|both of us)\b/.test(t))) && !doubt && !NOT_FILING_WITH_SPOUSE.test(t) && !(ENGAGED.test(t) && /\b(?:can|could|should|may)\s+(?:we|i)\s+(?:file|do)\b|\?/.test(t))) {
    talks = true;
    fs.married = true;
    fs.separate = false;
    fs.livedApart ??= false;
  } else if ((/\b(married filing sep[ae]rately|(?:file|filing|files) (?:as )?married (?:filing )?sep[ae]rate(?:ly)?|filing sep[ae]rate(ly)?|file sep[ae]rate(ly)?|sep[ae]rate returns?|mfs)\b/.test(t) || NOT_FILING_WITH_SPOUSE.test(t) || (/\bmarried\b/.test(t) && !married.negated && /\b(?:i|we)\s+(?:(?:want|wanna|would like|'d like|prefer|plan|am going|'m going|need)\s+to\s+)?file\s+(?:my|our)\s+own\s+returns?\b/.test(t))) && !doubt) {
    talks = true;
    fs.married = true;
    fs.separate = true;
    fs.livedApart ??= false;
  }
  if (/\bhead of (the )?household\b|\bhoh\b|\bqualifying (surviving spouse|widow(er)?)\b|\bsurviving spouse\b|\b(married filing|filing jointly|jointly|separately)\b/.test(t)) talks = true;
  if (asked === 'filing_status' && (talks || yn)) talks = true;

  // Children and other qualifying people; "no kids", "don't have any kids" are negations.
  // A child with the user for half the year or less ("stays with me 4 months a year") fails the residency
  // test, more than half the year (Pub. 501, ADR 125); where the rest of the year is spent says nothing more.
  const PART_YEAR = /\b(?:lives?|lived|living|stays?|stayed|staying|is|are|spends?|spent|spending)\s+with\s+(?:me|us)\s+(?:for\s+)?(?:only\s+|just\s+|about\s+|around\s+)?(?:[1-6]|one|two|three|four|five|six)\s+months?\b/;
  // "my ex has the kids, they live with her": the children's home is the other parent's (ADR 159).
  const livesElsewhere = /\b(lives?|live|living|stays?|stay) with (his|her|their) (mom|mother|dad|father|other parent|grand\w+)\b|\bwith (my|the) ex\b/.test(t) || /\b(?:my ex|ex-?wife|ex-?husband|their (?:mom|mother|dad|father)|the other parent)\s+has\s+(?:full\s+|primary\s+|sole\s+)?(?:custody|the kids|the children|our kids|our children|them|both)\b/.test(t) || PART_YEAR.test(t);
  const notRelated = NOT_RELATED.test(t) || partnersChildren(t);
  // Children grown and gone, or "nobody depends on me": no qualifying person (and no dependents).
  const grown = GROWN_KIDS.test(t) || NOBODY_DEPENDS.test(t) || onTheirOwn(t);
  // A baby still to come after the tax year ("baby is due in april 2026") lived with no one during it (ADR 159).
  const dueYear = /\b(?:due|expecting|pregnant|on the way)\b/.test(t) && !/\bborn\b/.test(t) ? Number(/\b(20\d{2})\b/.exec(t)?.[1]) : 0;
  const unborn = dueYear > taxYear;
  const kid = livesElsewhere || notRelated || grown || unborn ? undefined : r.tokens.find((x) => KIDS.includes(x.norm));
  // A partner's child, or the user's children living with their other parent, is not the user's qualifying person.
  // A child living with the other parent rules out that child only: another qualifying person (a parent the user
  // supports, a relative in the home) is not ruled out by it, so Pub. 501's next question is asked (ADR 147).
  if ((notRelated || (livesElsewhere && NOBODY_ELSE.test(t)) || grown) && fs.qualifyingPerson === undefined) fs.qualifyingPerson = false;
  // Nobody depending on the user, children grown and gone, or living with the other parent: no dependent child with the user all year either (ADR 127).
  if ((notRelated || livesElsewhere || grown) && fs.qualifyingPerson === false && fs.dependentChild === undefined) fs.dependentChild = false;
  // "She lives with me full time" when the profile already lists the user's child: that child.
  if (knownChild && !kid && !question && /\b(she|he|they)\b[^.]{0,20}\b(lives?|lived|living|stays?|stayed)\b[^.]{0,15}\bwith (me|us)\b/.test(t) && !/\b(not|never|no longer)\b[^.]{0,10}\b(lives?|lived|living)\b|n't\b[^.]{0,10}\b(live|lived|living)\b/.test(t)) fs.qualifyingPerson = true;
  if (kid) {
    if (HEDGED.test(t) || halfTheTime(t)) {
      // "not sure if my stepson counts": the "not" is doubt, not "no children"; nothing is settled.
      // Nor is it by a child with the user half the time: more than half the year is asked (ADR 127).
    } else if (kid.negated) {
      // "no kids, but my mom lives with me": no child, but a parent or other relative named beside it is not
      // ruled out (Pub. 501, Table 4: a parent you support can be a qualifying person; ADR 147).
      if (!otherRelativeNamed(r)) fs.qualifyingPerson = false;
      fs.dependentChild = false;
    } else if (!question && !/\?\s*$/.test(r.text) && !grownByAge(t)) {
      fs.qualifyingPerson = true;
      if (kid.norm !== 'dependent' && kid.norm !== 'dependents' && !fosterOnly(r)) fs.dependentChild = true;
    } else if (!question && grownByAge(t) && NOT_CLAIMED.test(t)) {
      // Past the qualifying child's age and not claimed: no qualifying person (Pub. 501, Table 4; ADR 127).
      fs.qualifyingPerson = false;
      fs.dependentChild = false;
    }
  } else if (!question && !livesElsewhere && !notRelated && !grown && youngByAge(t) && /\bwith (me|us)\b/.test(t) && !/\?\s*$/.test(r.text)) {
    // "my 8 year old lives with me", "a 3 yo and a 7 yo, they're with me": a child named by age.
    fs.qualifyingPerson = true;
    fs.dependentChild = true;
  }
  // Foster children only: qualifying children for Head of Household, never a surviving spouse's child (Pub. 501).
  if (fosterOnly(r) && !kid?.negated) {
    fs.fosterChild = true;
    if (fs.dependentChild) delete fs.dependentChild;
  }
  const relative = r.tokens.find((x) => RELATIVES.includes(x.norm) && !x.negated);
  // A relative other than a child is a qualifying person only as a dependent the user supports (Pub. 501, Table 4):
  // living together alone does not settle it, so the qualifying-person question is asked.
  const supports = /\b(i|we) (support|supported|take care of|provide for)\b|\b(depends?|dependent) on (me|us)\b|\bclaim (him|her|them)\b/.test(t);
  if (relative && !question && !livesElsewhere && ((/\b(lives?|living|lived|stays?) with (me|us)\b/.test(t) && supports) || asked === 'fs_qualifying')) fs.qualifyingPerson = true;
  // A sibling's child, a grandchild or a younger sibling under 19 who lived with the user all year
  // is a qualifying child (Pub. 501, Table 4: relationship, age, residency), support words or not.
  // The age may follow the relative's name set off by commas ("my grandson Kevin, 13, lives with me").
  const young = /\b(\d{1,2})[- ]?(?:yrs?|years?)?[- ]?old\b|\b(?:is|aged?|who'?s)\s+(\d{1,2})\b|\bmy (\d{1,2})[- ]?(?:yr|year)|\b(?:nephew|niece|grand(?:son|daughter|child|kid)|brother|sister)\s+[a-z]+\s*,\s*(\d{1,2})\s*,/.exec(t);
  const age = young ? Number(young[1] ?? young[2] ?? young[3] ?? young[4]) : null;
  if (!question && age !== null && age < 19 && /\b(nephew|niece|grand(?:son|daughter|child|kid)|(?:little |younger |half[- ]|step)?(?:brother|sister))\b/.test(t) && /\b(lives?|lived|living|stays?|stayed)\b[^.]{0,25}\bwith (me|us)\b[^.]{0,25}\b(all year|the whole year|all of \d{4}|full[- ]time|year[- ]round|the entire year)\b|\b(all year|full[- ]time)\b[^.]{0,20}\bwith (me|us)\b/.test(t) && !livesElsewhere) fs.qualifyingPerson = true;
  // Only a grandchild, niece, nephew, sibling or parent named as the qualifying person, and no child: never a surviving spouse's dependent
  // child, who must be the user's son, daughter or stepchild (Pub. 501, "Qualifying Surviving Spouse"; ADR 146).
  if (relative && !question && fs.qualifyingPerson === true && fs.dependentChild === undefined && !r.tokens.some((x) => KIDS.includes(x.norm) && !/^dependents?$/.test(x.norm))) fs.dependentChild = false;
  // A parent the user claims as a dependent, whose home (or care facility) the user pays more than half of (Pub. 501, special rule for parent).
  // The parent may be the one the user's message before named ("my mom lives in assisted living", then "i claim her"; ADR 119).
  const parentClaimed = (/\b(my )?(mom|mother|dad|father|parent)(?:'?s)?\b/.test(t) || (parentBefore && /\b(her|him|them)\b/.test(t))) && /\b(claim (her|him|them)|(is|are|as) my dependents?|my dependents?\b|depends? on me)\b/.test(t);
  const paysHerHome = /\b(i|we)\b[^.]{0,20}\b(pay|paid|cover|covered)\b[^.]{0,25}\b(more than half|over half|most|all|everything)\b[^.]{0,30}\b(costs?|bills?|care|facility|home|rent|it)\b|\b(i|we) (pay|paid|cover|covered) (for )?(all of |most of )?(her|his|their) (care|home|rent|facility|nursing home|assisted living|apartment|place|bills)\b/.test(t);
  if (!question && parentClaimed && paysHerHome) fs.parentHome = true;
  if (/\b(live|lived|living) (alone|by myself|on my own)\b|\bjust me\b/.test(t) && fs.qualifyingPerson === undefined) fs.qualifyingPerson = false;
  // A roommate, anyone "not related", or a cousin (a relative only as a member of the household, never
  // a qualifying child) is never a qualifying person for Head of Household (Pub. 501, Table 4).
  if (/\b(room ?mates?|house ?mates?|flat ?mates?|not related|unrelated|cousins?)\b/.test(t) && !kid && !relative && fs.qualifyingPerson === undefined) fs.qualifyingPerson = false;
  const spouseMovedOut = /\bmoved out\b/.test(t) && !/\b(kids?|children|sons?|daughters?|they)\b[^.]{0,30}\bmoved out\b/.test(t);
  if (/\b(lived|live|living) apart\b/.test(t) || spouseMovedOut) {
    const never = /\b(not|never|didn't|did not|don't)\b[^.]*\bapart\b/.test(t);
    fs.livedApart = never ? false : (apartAllLastSixMonths(t, taxYear) ?? true);
    // Apart since July or later: not the whole last six months, but apart now, so a joint return is their choice (ADR 137).
    if (!never && fs.livedApart === false) fs.apartNow = true;
  }
  // The spouse gone from the home ("my husband left in 2024", "my wife hasn't lived here since
  // 2023"): apart from then on, the whole last six months only if that began before July of the
  // tax year (Pub. 501, "Considered Unmarried"); read in the clause that tells it.
  const gone = SPOUSE_GONE.exec(t);
  if (gone && fs.livedApart === undefined && !/\b(came back|moved back|back together|returned)\b/.test(t)) {
    const clause = t.slice(gone.index).split(/[.;!?]|,\s*(?!(?:19|20)\d{2})|\band\b/)[0]!;
    const apart = apartAllLastSixMonths(clause, taxYear);
    if (apart !== null) fs.livedApart = apart;
    // Gone since July or later: not apart the whole last six months, but apart now, so a joint
    // return is their choice, asked (as for a late separation).
    if (apart === false) fs.apartNow = true;
  }
  // An annulment: the marriage was never valid, so the user is unmarried for the year (Pub. 501,
  // "Annulled marriages": single, or head of household if they qualify), unless it comes later.
  // An annulment granted after December 31 counts too: the marriage never existed (Pub. 501 has
  // returns of earlier open years amended); one still pending leaves the question open.
  if (ANNULLED.test(t) && !/\b(filing for|filed for|going through|pending|trying to get|want|wants|hope|planning|apply|applying|applied)\b[^.]{0,20}\bannul|\bannul\w*\b[^.]{0,20}\b(pending|not (?:final|granted|done)|in process)\b/.test(t)) {
    talks = true;
    fs.married = false;
    delete fs.livedApart;
  }
  // Someone else claims the user: the people named are not theirs to claim, and a dependent claims no one (ADR 127).
  if (!question && CLAIMED_AS_DEPENDENT.test(t) && !/\bmy\s+(?:\w+\s+)?(?:sons?|daughters?|kids?|child|children|baby|boys?|girls?)\b/.test(t)) {
    fs.qualifyingPerson = false;
    fs.dependentChild = false;
    delete fs.parentHome;
  }
  // Unmarried, providing alone for a qualifying person with no income: the user keeps up the home (ADR 134).
  if (!question && fs.married === false && fs.qualifyingPerson && fs.paidHalf === undefined && soleProvider(t)) {
    fs.paidHalf = true;
    fs.paidOneCost = false;
  }
  return { fs, talksStatus: talks };
}

/**
 * A message that is only a ZIP code, said once or repeated, around filler words ("78731",
 * "its 78731 i think. yes 78731"): the ZIP, whichever item was asked.
 */
function onlyZip(text: string): boolean {
  const words = text.toLowerCase().replace(/’/g, "'").replace(/[.,!;:]/g, ' ').split(/\s+/).filter(Boolean);
  const rest = words.filter((w) => !/^(it'?s|it|is|yes|yeah|yep|ok|okay|i|think|believe|sure|my|zip|code|the|oh|um|uh|so|sorry|oops|whoops|wait|actually|meant|mean|typo|should|be)$/.test(w));
  return rest.length > 0 && rest.every((w) => /^\d{5}(?:-\d{4})?$/.test(w) && w === rest[0]);
}

// "Address line 1" and "Address line 2" are the street line and the unit line of a form's address block (ADR 143).
const ADDRESS_LABEL = /\b(street(?:\s+address)?|address(?:\s+line(?:\s*[12]\b)?)?|city|town|state|zip(?:\s*code)?|postal\s+code)\b(?:\s+(?:is|should be))?\s*[:=-]?\s*/gi;

/**
 * An address given part by part, each part after its label: "street: 4 Elm Rd, city: Troy, state:
 * OH, zip: 45373", "street is …. city is …". At least two labels, one of them the street or the
 * city, and every labelled value must be what its label says; otherwise null (read the usual way).
 */
function labelledAddress(text: string): Pick<ProfileProposal, 'address' | 'city' | 'state' | 'zip'> | null {
  // A label word inside a value ("55 Elm Street / city: …") is no label: a label opens the text or a
  // part (after a comma, a slash, a bar, a full stop), or is marked as one (a colon, "is") (ADR 125).
  const labels = [...text.matchAll(ADDRESS_LABEL)].filter((m) => /[:=-]|\b(?:is|should be)\s*$/i.test(m[0]) || /(?:^|[,;./|\n])\s*$/.test(text.slice(0, m.index)));
  if (labels.length < 2) return null;
  const out: Pick<ProfileProposal, 'address' | 'city' | 'state' | 'zip'> = {};
  for (let i = 0; i < labels.length; i++) {
    const m = labels[i]!;
    const end = labels[i + 1]?.index ?? text.length;
    // A slash or a bar between labelled parts separates them like a comma ("street: 5 Oak St / city: …", ADR 125).
    const value = text.slice(m.index + m[0].length, end).trim().replace(/(?:[,;./|]|\b(?:and|the|my|our|its|it's)\b|\s)+$/i, '').trim();
    const label = m[1]!.toLowerCase();
    if (!value) return null;
    if (/^address\s+line\s*2$/.test(label)) {
      // The second address line is the unit (USPS Pub. 28 secondary unit designators: "Apt 4", "Unit 3B", "#12"), put after the street.
      const unit = /^(apt|apartment|unit|suite|ste|rm|room|fl|floor|bldg|building|lot|trlr|spc|space|#)\.?\s*#?\s*([a-z0-9-]+)$/i.exec(value);
      if (!unit || !out.address || out.address.includes(',')) return null;
      out.address = `${out.address}, ${unit[1] === '#' ? '#' : `${unit[1]!.charAt(0).toUpperCase()}${unit[1]!.slice(1).toLowerCase()} `}${unit[2]!.toUpperCase()}`;
    } else if (/^(street|address)/.test(label)) {
      // A comma inside the street value only before a unit (USPS Pub. 28 secondary unit designators: "450 W 5th Ave, Apt 12C").
      // A military delivery line ("PSC 3 Box 4120", "Unit 8400 Box 1230": USPS Pub. 28, 225) is the street line of an APO/FPO/DPO address.
      const delivery = /^(psc|cmr|unit)\s*#?\s*(\d{1,5})(?:\s*,?\s*box\s*#?\s*(\d{1,5}))?$/i.exec(value);
      if (!out.address && delivery) {
        out.address = `${delivery[1]!.toLowerCase() === 'unit' ? 'Unit' : delivery[1]!.toUpperCase()} ${delivery[2]}${delivery[3] ? ` Box ${delivery[3]}` : ''}`;
        continue;
      }
      if (out.address || !/^\d+[a-z]?\s+[a-z]/i.test(value) || !/^[a-z0-9 .#'-]+(?:,\s*(?:apt|apartment|unit|suite|ste|#|rm|room|fl|floor|bldg|building|lot|trlr|spc|space)\b\.?\s*#?[a-z0-9-]+)?$/i.test(value)) return null;
      out.address = value.replace(/\s+/g, ' ').replace(/\.$/, '').replace(/(^|\s)([a-z])/g, (_x, p: string, c: string) => p + c.toUpperCase()).replace(/\b(\d+[a-z])\b/gi, (u) => u.toUpperCase());
    } else if (label === 'city' || label === 'town') {
      if (out.city || !/^[a-z][a-z .'-]{1,40}$/i.test(value)) return null;
      out.city = value.replace(/(^|[\s'-])([a-z])/g, (_x, p: string, c: string) => p + c.toUpperCase());
    } else if (label === 'state') {
      const st = ADDRESS_STATES.find((x) => x.code.toLowerCase() === value.toLowerCase() || x.name.toLowerCase() === value.toLowerCase());
      if (out.state || !st) return null;
      out.state = st.code;
    } else {
      if (out.zip || !/^\d{5}(?:-\d{4})?$/.test(value)) return null;
      out.zip = value;
    }
  }
  // AA, AE and AP are the states of APO/FPO/DPO mail only, and those post offices have no other state (USPS Pub. 28, 225.1; ADR 143).
  const militaryCity = !!out.city && /^(?:apo|fpo|dpo)$/i.test(out.city);
  if (out.state && out.city && MILITARY_MAIL_STATES.some((x) => x.code === out.state) !== militaryCity) return null;
  if (out.address && /^(?:PSC|CMR|Unit) \d/.test(out.address) && !militaryCity) return null;
  if (out.city && /^(?:apo|fpo|dpo)$/i.test(out.city)) out.city = out.city.toUpperCase();
  return out.address || out.city ? out : null;
}

/** Whether the message is only the street line read ("9 cedar ct", "its 12 Oak St."), with no city, state, ZIP or other word. */
function onlyStreetLine(text: string, addr: NonNullable<ReturnType<typeof addressIn>>): boolean {
  if (!addr.street || addr.city || addr.state || addr.zip || addr.leftover?.length || addr.untyped) return false;
  const said = text.toLowerCase().replace(/’/g, "'").replace(/^\W*(?:(?:it'?s|its|it is|i live at|my address is|address is|address|street)\W+)?/, '').replace(/[,.!]/g, ' ').split(/\s+/).filter(Boolean);
  const street = addr.street.toLowerCase().replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);
  return said.length === street.length && said.every((w, i) => w.replace(/^#/, '') === street[i]!.replace(/^#/, ''));
}

/** A message that is only "city, ST ZIP" or "city state-name ZIP": the city, the state's code and the ZIP; null otherwise. */
function placeLine(text: string): Pick<ProfileProposal, 'city' | 'state' | 'zip'> | null {
  const t = text.trim().replace(/’/g, "'").replace(/[.!]+$/, '');
  const m = /^(?:(?:and|its|it's|in)\s+)?([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,4}?)\s*,?\s+([a-z]{2}|[a-z]+(?:\s+[a-z]+){0,2})\s*,?\s+(\d{5}(?:-\d{4})?)$/i.exec(t);
  if (!m) return null;
  const st = US_STATES.find((x) => x.code.toLowerCase() === m[2]!.toLowerCase() || x.name.toLowerCase() === m[2]!.toLowerCase());
  const words = m[1]!.split(/\s+/);
  if (!st || words.length > 3 || words.some((w) => NOT_A_VALUE.test(w) || COMMON_NOUNS.has(w.toLowerCase()) || PHRASE_WORDS.has(w.toLowerCase()))) return null;
  return { city: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' '), state: st.code, zip: m[3]! };
}
/** A street's type said before its name, in Spanish, French, Italian and Portuguese ("Calle Luna", "Rue Royale", "Via Roma"). */
const TYPE_FIRST = 'calle|camino|avenida|paseo|callej[oó]n|carretera|carrera|rue|chemin|via|viale|corso|strada|rua|travessa|boulevard';
/** A numbered road ("County Road 12", "State Highway 9", "FM 1960", "Route 66"). */
const NUMBERED_ROAD = '(?:county|state|farm|ranch|forest|us|u\\.s\\.)\\s+(?:road|rd|route|rte|highway|hwy)|county\\s+rd|co\\.?\\s+(?:road|rd)|cr|sr|fm|rm|route|rte|highway|hwy';
const PARTICLE_IN_STREET = /^(?:de|del|la|las|los|du|des|le|di|da|do|dos|das)$/i;
const streetWords = (s: string) =>
  s
    .split(/\s+/)
    .map((w, i) => (i > 0 && PARTICLE_IN_STREET.test(w) ? w.toLowerCase() : /^(?:[nsew]|fm|cr|sr|rm|us)$/i.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join(' ');

/**
 * A street line of a shape with no street type after its name, then "city ST ZIP" (ADR 119): a grid
 * address ("760 s 200 w", Utah and other grid cities), a numbered road ("655 county road 12", "12 FM
 * 1960"), or a street whose type comes first, with its number before or after ("15 calle de oro",
 * "Calle Luna 152", "3 Rue Royale"). Where a type-first street's name ends and the city begins is
 * read only from a word that opens a city's name ("San Juan", "New Orleans", "Santa Fe"), or from the
 * number after the name; otherwise null (the address is asked).
 */
export function shapedStreetLine(text: string): Pick<ProfileProposal, 'address' | 'city' | 'state' | 'zip'> | null {
  const t = text.trim().replace(/’/g, "'").replace(/[.!]+$/, '').replace(/^(?:(?:my (?:new )?address is|address is|address|i live at|we live at|it'?s|its|live at)\s*:?\s+)/i, '');
  const tail = (street: string, rest: string) => {
    const place = placeTail(rest);
    return place ? { address: streetWords(street), ...place } : null;
  };
  const grid = /^(\d{1,6}\s+[nsew]\.?\s+\d{1,6}\s+[nsew]\.?)\s*,?\s+(.+)$/i.exec(t);
  if (grid) return tail(grid[1]!.replace(/\./g, ''), grid[2]!);
  const road = new RegExp(`^((?:\\d{1,6}|[nsew]\\d{1,6}(?:[nsew]\\d{1,6})?)\\s+(?:${NUMBERED_ROAD})\\.?\\s+\\d{1,5}[a-z]?)\\s*,?\\s+(.+)$`, 'i').exec(t);
  if (road) return tail(road[1]!, road[2]!);
  // A county road named by letters (Wisconsin's and Missouri's lettered county highways: "County Road K",
  // "County Hwy KK"), after a house number or a Wisconsin grid number ("N6342", "W1234"; ADR 126).
  const lettered = new RegExp(`^((?:\\d{1,6}[a-z]?|[nsew]\\d{1,6}(?:[nsew]\\d{1,6})?)\\s+(?:county|co\\.?)\\s+(?:road|rd|highway|hwy|trunk)\\.?)\\s+([a-z]{1,3})\\s*,?\\s+(.+)$`, 'i').exec(t);
  if (lettered && !/^(?:in|at|of|on|to|by|and|the|my|is|near)$/i.test(lettered[2]!)) {
    const place = placeTail(lettered[3]!);
    return place ? { address: `${streetWords(lettered[1]!)} ${lettered[2]!.toUpperCase()}`, ...place } : null;
  }
  const numberAfter = new RegExp(`^((?:${TYPE_FIRST})\\s+(?:[a-záéíóúñç'-]+\\s+){0,3}?\\d{1,6}[a-z]?)\\s*,?\\s+(.+)$`, 'i').exec(t);
  if (numberAfter) return tail(numberAfter[1]!, numberAfter[2]!);
  const numberFirst = new RegExp(`^(\\d{1,6}\\s+(?:${TYPE_FIRST})\\s+(.+?))\\s*(?:,\\s*|\\s+)((?:${TYPE_FIRST_CITY_START})\\s+.+)$`, 'i').exec(t);
  if (numberFirst) {
    // Exactly one place where a city could open: otherwise the split is asked.
    const opens = numberFirst[2]!.split(/\s+/).filter((w) => OPENS_INSIDE_NAME.test(w));
    if (opens.length === 0) return tail(numberFirst[1]!, numberFirst[3]!);
  }
  // Two words between a type-first street's type and the state: the street needs a name and the city a
  // word, so the first is the street's name and the second the city ("4410 Calle Serena Tucson AZ"; ADR 126).
  const forced = new RegExp(`^(\\d{1,6}\\s+(?:${TYPE_FIRST})\\s+([a-záéíóúñç'-]+))\\s*,?\\s+([a-záéíóúñç.'-]+\\s*,?\\s+[a-z]{2}\\s*,?\\s+\\d{5}(?:-\\d{4})?)$`, 'i').exec(t);
  if (forced && !PARTICLE_IN_STREET.test(forced[2]!)) return tail(forced[1]!, forced[3]!);
  // The street line at the end of a message that said other things first ("Gloria Ruiz born 08/22/1951 i live at
  // 4410 Calle Serena Tucson AZ 85718"): read from its house number, when a type-first street follows it.
  const later = new RegExp(`\\s(\\d{1,6}\\s+(?:${TYPE_FIRST})\\s.*)$`, 'i').exec(t);
  return later && later.index > 0 ? shapedStreetLine(later[1]!) : null;
}

/**
 * "city ST ZIP" or "city state-name ZIP" (commas optional) split at the state right before the ZIP:
 * the longest state name or a two-letter code there, and one to four city words before it. Null
 * when the words before the state are no city's.
 */
function placeTail(rest: string): Pick<ProfileProposal, 'city' | 'state' | 'zip'> | null {
  const m = /^(.+?)\s*,?\s+(\d{5}(?:-\d{4})?)$/.exec(rest.trim().replace(/[.!]+$/, ''));
  if (!m) return null;
  const words = m[1]!.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const said = words.slice(words.length - n).join(' ').toLowerCase();
    const st = US_STATES.find((x) => x.name.toLowerCase() === said || (n === 1 && x.code.toLowerCase() === said));
    if (!st) continue;
    const city = words.slice(0, words.length - n);
    if (city.length > 4 || city.some((w) => !/^[a-záéíóúñü.'-]+$/i.test(w) || COMMON_NOUNS.has(w.toLowerCase()) || PHRASE_WORDS.has(w.toLowerCase()))) return null;
    return { city: city.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' '), state: st.code, zip: m[2]! };
  }
  return null;
}

/**
 * A street whose type comes first, then words and "ST ZIP", where no word shows where the street's
 * name ends and the city's begins ("33 calle sol ponce pr 00730"): the split is asked (ADR 119).
 */
function typeFirstUnsplit(text: string): boolean {
  const t = text.trim().replace(/[.!]+$/, '');
  return new RegExp(`^(?:(?:my (?:new )?address is|address is|i live at)\\s+)?\\d{1,6}\\s+(?:${TYPE_FIRST})\\s+[a-záéíóúñç' -]+?\\s*,?\\s+[a-z]{2}\\s*,?\\s+\\d{5}(?:-\\d{4})?$`, 'i').test(t) && !shapedStreetLine(t);
}

/**
 * A message that is only a city's name ("Saint Paul", "Fort Collins", "Tacoma") while the profile has
 * the name and the street but no city: the one part of the address still missing, so it is the city
 * whichever question is open (ADR 126). One to three capitalised words (or opening with a city word,
 * "saint paul"), none a status, greeting, month, yes or no; a single word the English lexicon knows
 * ("Done", "Later"), or words all English with no city word ("Grand Rapids"), are left alone.
 */
function cityAlone(text: string, prev: Previous | undefined): { city: string } | null {
  if (!prev?.address || prev.city || !prev.first_name || !prev.last_name) return null;
  const t = text.trim().replace(/’/g, "'").replace(/[.!]+$/, '');
  const words = t.split(/\s+/);
  if (words.length < 1 || words.length > 3 || !words.every((w) => /^\p{L}[\p{L}.'-]*$/u.test(w))) return null;
  const opener = CITY_OPENER.test(t);
  if (!opener && !words.every((w) => /^\p{Lu}/u.test(w))) return null;
  const lower = words.map((w) => w.toLowerCase().replace(/\.$/, ''));
  if (lower.some((w, i) => (NOT_NAME_WORDS.has(w) && !(i === 0 && opener)) || PHRASE_WORDS.has(w) || US_STATES.some((x) => x.name.toLowerCase() === lower.join(' ') || x.code.toLowerCase() === w))) return null;
  if (!opener && lower.every((w) => englishWord(w))) return null;
  return { city: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ') };
}

/** Words that are no part of a city's name ("my", "live", "zip"). */
const PHRASE_WORDS = new Set('i im my we our live lives living moved zip code is was in at near from to and or but'.split(' '));

/** A clause about another person: its subject is he, she, they or a relative, partner or friend. */
const OTHER_SUBJECT = /\b(he|she|they|he's|she's|they're|hes|shes|his|her|their|husband|wife|spouse|ex|mom|mother|dad|father|son|daughter|kids?|children|parents?|brother|sister|friend|boyfriend|girlfriend|partner|fianc[eé]e?|employer|company|boss)\b/;

/** A message that is only a capitalised name: "Kim Park", "Anna Marie Kowalski" (never a state, month or status word). */
function bareName(text: string): boolean {
  // "Luis Alvarez, Jr.": the comma before a generational suffix is no break in the name.
  const words = text.trim().replace(/[.!]+$/, '').replace(/,\s*(?=(?:Jr|Sr|II|III|IV)\.?$)/, ' ').split(/\s+/);
  // Capitalised name words (any alphabet's letters), and a generational suffix last ("Henry Whitfield III");
  // a capital after an apostrophe or a hyphen is still one name word ("D'Angelo", "Jean-Luc"; ADR 118).
  const suffix = words.length > 2 && /^(?:Jr\.?|Sr\.?|II|III|IV)$/.test(words[words.length - 1]!);
  const all = suffix ? words.slice(0, -1) : words;
  // "St." / "Saint" before the last word, never first, begins a surname ("Jean-Luc St. Pierre"; ADR 126).
  const names = all.filter((w, i) => !(i > 0 && i === all.length - 2 && /^(?:St|Ste)\.?$|^Saint$|^Sainte$/.test(w)));
  // Parts joined by an apostrophe or a hyphen may each be capitalised ("O'Neil-Park", ADR 159).
  if (words.length < 2 || words.length > 4 || !names.every((w) => /^\p{Lu}(?:[\p{Ll}\p{M}'’-]+|\.)$/u.test(w) || /^\p{Lu}[\p{Ll}\p{M}]*(?:['’-]\p{Lu}?[\p{Ll}\p{M}]+)+$/u.test(w))) return false;
  const lower = names.map((w) => w.toLowerCase());
  if (lower.some((w) => NOT_NAME_WORDS.has(w))) return false;
  const joined = lower.join(' ');
  // A state's name among the words may be a place ("Dallas Texas"), but no place ends with a generational suffix
  // ("Robert Washington III", ADR 159).
  return suffix || !US_STATES.some((s) => joined.includes(s.name.toLowerCase()));
}
const NOT_NAME_WORDS = new Set('hoh mfj mfs qss good morning afternoon evening night please help sure okay ok great cool awesome single married divorced widowed widow separated head household filing jointly separately qualifying surviving spouse yes no hello hi thanks thank new san los las santa fort saint st north south east west january february march april may june july august september october november december'.split(' '));

const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A whole message shaped like one calendar date, in the usual US ways (numbers, or a month word). */
const DATE_ONLY = new RegExp(
  `^(?:(?:i was )?born(?: on)?\\s+)?(?:\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{2}|\\d{4})|\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}|${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD},?\\s+\\d{4})[.!]?$`,
  'i',
);

/** Nouns that follow "it's"/"I'm" without being a name ("its tax season", "im a student"). */
const COMMON_NOUNS = new Set(
  'tax taxes season time day week month year work home house money refund return job jobs student nurse teacher parent mom dad single head household retired owner employee freelancer contractor worker driver engineer manager lawyer doctor veteran widow widower business problem question thing way point deal fault turn idea mess stuff everything nothing something anything friday monday tuesday wednesday thursday saturday sunday payday'.split(' '),
);

/**
 * A name typed in lower case after "im" / "its" / "this is" / "i meant", alone in the message:
 * "hi im jose ramirez", "oops sorry i meant kevin smyth". Two or three words the tagger reads as
 * nouns, none a common noun, a status or a greeting word; never more.
 */
function lowerCaseName(r: Reading): ReturnType<typeof parseName> {
  const t = r.text.trim().toLowerCase().replace(/’/g, "'");
  // After an introduction word, up to the end, a comma or "and …"; or opening the message before
  // "here" ("ana ruiz here") or before a comma and a contact detail ("sean o'brien, phone …").
  // A run-on introduction: the name, then another fact without a comma ("hi im jerome baptiste born 6/14/1985 i live at …").
  const runOn = /^(?:(?:hi|hey|hello|ok|okay|so)[,!.]?\s+)*(?:i'm|im|i am|this is|name's|names)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){1,2})\s+(?=(?:born|dob|d\.o\.b|bday|birthday|i|i'm|im|my|living|live)\b)/.exec(t);
  const m =
    /^(?:(?:hi|hey|hello|oops|sorry|ok|okay|yes|no)[,!.]?\s+)*(?:i'm|im|i am|it's|its|it is|this is|i meant|meant|name's|names)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){1,2})\s*(?:[.!]?$|,|\s+and\b)/.exec(t) ??
    runOn ??
    // A name, then a comma and a whole numeric date, is a list of the user's own details ("luis peña, 4/9/72"; ADR 143).
    /^(?:(?:hi|hey|hello)[,!.]?\s+)?(\p{Ll}[\p{Ll}\p{M}'-]+(?:\s+\p{Ll}[\p{Ll}\p{M}'-]+){1,2})(?:\s+here\b|\s*,\s*(?=(?:phone|cell|mobile|email|e-mail|dob|born|birthday|bday)\b|\d{1,2}[/-]\d{1,2}[/-](?:\d{2}|\d{4})\s*[.!]?$))/u.exec(t);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  if (words.some((w) => COMMON_NOUNS.has(w) || NOT_NAME_WORDS.has(w))) return null;
  const pos = new Map(r.tokens.map((x) => [x.norm, x.pos]));
  // The tagger may read a surname after a proper first name as an adjective ("jordan/PROPN lee/ADJ").
  const one = (w: string, i: number) => ['NOUN', 'PROPN'].includes(pos.get(w) ?? '') || (i > 0 && pos.get(words[0]!) === 'PROPN' && pos.get(w) === 'ADJ');
  // A hyphenated surname ("garcia-lopez") may be tagged part by part.
  const ok = (w: string, i: number) => one(w, i) || (w.includes('-') && !pos.has(w) && w.split('-').every((part) => one(part, i)));
  if (!words.every(ok)) return null;
  // Run on into another fact, the name must end in a word no English lexicon has (names are outside it).
  if (m === runOn && englishWord(words[words.length - 1]!)) return null;
  return parseName(words.join(' '), true);
}

/**
 * Whether an unknown word is an English verb, adverb or adjective with one vowel left out ("movd",
 * "recntly", "livin"); the lexicon's nouns include names ("josue"), so a noun so restored says nothing.
 */
function vowelDropped(w: string): boolean {
  if (englishWord(w)) return false;
  for (let i = 0; i <= w.length; i++)
    for (const v of 'aeiou') {
      const x = w.slice(0, i) + v + w.slice(i);
      if (englishWord(x) && !['NOUN', 'PROPN'].includes(read(x).tokens[0]?.pos ?? 'NOUN')) return true;
    }
  return false;
}

/** Words that open a message before what it says ("ok so", "lets do it,", "sorry"): no part of a name. */
const LEAD_IN = /^(?:(?:ok|okay|k|so|well|um+|uh+|yeah|yes|yep|sure|alright|right|fine|oh|sorry|oops|and|hi|hey|hello|let'?s do (?:it|this)|let'?s go|here goes)\b[\s,!.:-]*)*/i;
/** What says the words after it are a name: "its", "i'm", "this is", "name is", "just"; Spanish "soy", "me llamo" (ADR 155). */
const NAME_INTRO = /^(?:(?:it'?s|it is|i'?m|i am|soy|me llamo|mi nombre es|this is|(?:my )?name(?:'s| is)?\s*[:=]?|(?:my )?name is)\s+)?(?:(?:just|only|simply)\s+)?/i;
const SUFFIX_WORD = /^(?:jr|sr|ii|iii|iv)\.?$/i;
const PARTICLE_WORD = /^(?:de|del|della|dela|la|las|los|le|van|von|der|den|da|di|du|dos|das|ter|ten|bin|ibn|al|el)$/i;

/**
 * A name read by its structure when the profile has none yet, whichever question is open (Held-out 9,
 * ADR 114): the message is only the name, after words that open it ("ok lets do it, its …", "ok so
 * just … then"), as a given name, optional middle names, surname particles (de, la, van, von, bin …)
 * and a surname, hyphenated or with an apostrophe, and a generational suffix (Jr, Sr, II, III) kept
 * out of the surname; or a surname, a comma and a given name ("nguyen, thanh"), the order of a form.
 * Every word must be a noun to the tagger and no status, place, relation or common word, and the
 * surname a word outside the English lexicon (where names are): "roommate situation" is no name.
 * No word may be a tax word of the fact base or one misspelt ("roth ira", "maried jointy").
 */
function structuredName(text: string, r: Reading): ReturnType<typeof parseName> {
  const body = text
    .replace(/’/g, "'")
    .trim()
    .replace(LEAD_IN, '')
    .replace(NAME_INTRO, '')
    .replace(/(?:[\s,]+(?:then|here|please|pls|plz|thanks|thx|ty|lol|sorry|sry|srry|soz|oops|my bad))*[\s.!]*$/i, '')
    .trim();
  const comma = /^([\p{L}][\p{L}'-]*)\s*,\s*([\p{L}][\p{L}'-]*)$/u.exec(body);
  const words = comma ? [comma[2]!, comma[1]!] : body.split(/\s+/);
  if (words.length < 2 || words.length > 6 || !words.every((w) => /^\p{L}[\p{L}'-]*\.?$/u.test(w))) return null;
  const suffix = words.length > 2 && SUFFIX_WORD.test(words[words.length - 1]!) ? 1 : 0;
  const core = words.slice(0, words.length - suffix);
  const named = core.filter((w) => !PARTICLE_WORD.test(w));
  if (named.length < 2 || named.length > 4 || PARTICLE_WORD.test(core[0]!) || PARTICLE_WORD.test(core[core.length - 1]!)) return null;
  const pos = new Map(r.tokens.map((x) => [x.norm, x.pos]));
  const nameWord = (w: string) => {
    const l = w.toLowerCase().replace(/\.$/, '');
    if (l.length < 2 || COMMON_NOUNS.has(l) || NOT_NAME_WORDS.has(l) || INTERJECTION.test(l) || KIDS.includes(l) || RELATIVES.includes(l) || SPOUSE.includes(l)) return false;
    if (US_STATES.some((s) => s.code.toLowerCase() === l || s.name.toLowerCase().split(' ').includes(l))) return false;
    // Tax words are no names: a word the fact base knows ("roth ira", "hsa"), or one misspelt ("maried jointy");
    // nor an English word typed without one of its vowels ("movd recntly").
    if (knownTerms(l).length > 0 || spellingFixed(l) !== l || vowelDropped(l)) return false;
    // The tagger's part of speech for a word it has never seen is a guess from its ending ("ahmed" a verb): only known words must be nouns.
    return l.split('-').every((part) => !englishWord(part) || ['NOUN', 'PROPN', 'ADJ', 'X'].includes(pos.get(part) ?? 'NOUN'));
  };
  if (!named.every(nameWord)) return null;
  const surname = named[named.length - 1]!.toLowerCase().replace(/'/g, '');
  // A generational suffix (Jr, III) follows only a person's name, so with one the surname may be an
  // English word too ("carter the third", "Hunter Jr."; ADR 119).
  if (!suffix && surname.split('-').every((part) => englishWord(part))) return null;
  return parseName(words.join(' '), true);
}

/**
 * A pasted e-mail signature (ADR 143): the delimiter line "--" opens the signature block (RFC 3676, 4.3: "-- " on a
 * line of its own), whose first line is the signer's name, and an e-mail address on a line of the block is the
 * signer's. The first line is read as a name by structuredName's rules (name words, a surname outside the lexicon)
 * only when the block has that address; otherwise null.
 */
function signatureName(text: string): ReturnType<typeof parseName> {
  const block = signatureBlock(text);
  if (block.length < 2 || !block.slice(1).some((l) => new RegExp(`^${EMAIL}$`).test(l))) return null;
  return structuredName(block[0]!, read(block[0]!));
}
/** The non-empty lines after a signature delimiter line "--" (RFC 3676, 4.3); none without one. */
function signatureBlock(text: string): string[] {
  const lines = text.replace(/\r/g, '').split('\n').map((l) => l.trim());
  const dash = lines.findIndex((l) => /^--\s*$/.test(l));
  return dash < 0 ? [] : lines.slice(dash + 1).filter(Boolean);
}

/** Words that say a date is a birth date: "born", "dob", "bday", and "b." before a date (the genealogist's abbreviation). */
const BIRTH_WORD = /\b(born|birth ?day|birthdate|b-?day|date of birth|dob|d\.o\.b|geboren|geburtsdatum|nacid[oa]|fecha de nacimiento|née?|date de naissance|nat[oa]|nascid[oa])\b|(?:^|[\s,.;(])(?:b|geb|nac)\.\s*(?=\d)/i;
/** The user names the day-first order of a numeric date: "day month year", "dd.mm.yyyy", "european format". */
const DAY_FIRST_NAMED = /\b(dd[/.-]mm|d[/.-]m[/.-]y|day[- ]first|day[/ ,]+month[/ ,]+year|european|uk (?:format|style)|german (?:format|style|habit))\b/i;
/**
 * A numeric date read day first when the user names that order ("14.06.1990 (day month year)", "3/4/1990
 * dd/mm/yyyy"): one reading, the one named (ADR 119). Null when the message has no such date.
 */
function namedDayFirst(text: string): string | null {
  if (!DAY_FIRST_NAMED.test(text)) return null;
  const all = [...text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)];
  if (all.length !== 1) return null;
  const [d, m, y] = [Number(all[0]![1]), Number(all[0]![2]), Number(all[0]![3])];
  const real = new Date(Date.UTC(y, m - 1, d));
  if (real.getUTCMonth() !== m - 1 || real.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
/** Doubt said of being a dependent ("maybe they are my dependents", "i think he counts as my dependent"). */
const DEPENDENCY_HEDGED = /\b(?:maybe|i think|i guess|not sure|unsure|probably|might|could)\b[^.?!]{0,30}\b(?:dependents?|count)\b|\bdependents?\b[^.?!]{0,20}\b(?:i think|maybe|not sure|i guess)\b/;
const DEPENDENCY_DOUBT = "I haven't added anyone yet, since whether they are your dependents is not settled. Under IRS Publication 501 (Dependents), a relative who is not your qualifying child can be your dependent when you paid more than half of their support for the year and their own gross income was under the year's limit (a parent need not live with you). Does that fit them? If so, tell me each person's relationship and age.";

/** The question whether the last two words of a four-word name are one surname (ADR 169). */
export const SURNAME_CHOICE = (two: string, one: string) => `Is your last name "${two}" (two words) or just "${one}"? You can also enter each part of your name in the profile form (Review profile).`;
const SURNAME_ASKED = /^I read your name as (.+?)\. Is your last name "(.+?)" \(two words\) or just "(.+?)"\?/;

/**
 * The answer to SURNAME_CHOICE ("Silva Pereira", "both", "just Pereira"): the name with the surname chosen, or null.
 */
export function surnameChosen(text: string, lastAssistant: string): Pick<ProfileProposal, 'first_name' | 'middle_name' | 'last_name'> | null {
  const m = SURNAME_ASKED.exec(lastAssistant);
  // Parts labelled ("Marco Antonio is my first name and Silva Pereira my surname") are read as labelled.
  if (!m || /\b(?:first|given|last|family|sur) ?names?\b|\bsurnames?\b/i.test(text)) return null;
  const [, whole, two, one] = m as unknown as [string, string, string, string];
  const t = text.toLowerCase().replace(/[.!"“”]/g, ' ').replace(/\s+/g, ' ').trim();
  const saysTwo = t.includes(two.toLowerCase()) || /\b(?:both|two words|the first|first one|two last names|two surnames)\b/.test(t);
  const saysOne = !t.includes(two.toLowerCase()) && (new RegExp(`(?:^|\\s)(?:just|only)?\\s*${one.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(t) || /\b(?:just|only) the last\b|\b(?:the second|second one|one word)\b/.test(t));
  if (saysTwo === saysOne) return null;
  const surname = saysTwo ? two : one;
  const given = whole.slice(0, whole.length - surname.length).trim().split(/\s+/);
  return { first_name: given[0]!, ...(given.length > 1 ? { middle_name: given.slice(1).join(' ') } : {}), last_name: surname };
}

/**
 * The user calling themself a baby of a time ("…, a bicentennial baby", "i'm a leap-day baby", "i was a
 * christmas baby"): said of one's own birth, a birth word, never someone else's baby (ADR 126). Set
 * off by a comma or said after "i'm"/"i was", and at a clause's end ("we have a baby girl" is not). Set off by a
 * bracket or a dash, the article may go ("Dec 25 1949 (christmas baby 🎄)", "July 4, 1976 — bicentennial baby"; ADR 169).
 */
const SELF_BABY = /(?:(?:(?:^|[,;:—–-])\s*|\b(?:i'?m|im|i am|i was)\s+)(?:just\s+)?an?\s+|(?:[(—–]|\s-\s)\s*(?:just\s+)?(?:an?\s+)?)(?:[a-z'-]+\s+){1,2}baby\b(?=[\s\p{Extended_Pictographic}\u{FE0F}]*(?:[.!,;)]|$))/u;
const selfBaby = (t: string) => SELF_BABY.test(t.toLowerCase().replace(/’/g, "'"));
/** A message about someone else's birth ("my son was born in 2015") gives no part of the user's. */
const OTHERS_BIRTH = /\b(he|she|they|his|her|their|son|daughter|kids?|child|children|baby|wife|husband|spouse|mom|dad|mother|father|sister|brother|step-?(?:son|daughter|child|kid)s?|nephews?|nieces?|grand(?:son|daughter|child|kid)s?|grandchildren|twins|aunt|uncle|cousin|parents)\b/;

/**
 * A date of birth given in parts (ADR 078): the month and day and the year said apart in one message
 * ("oct 31 … born in 1992", "born in '75, june 2nd"), or the part missing from the user's message
 * before when the date of birth was just asked ("born march 3rd", then "1988"). Null when the message
 * names no part; the date when the parts make a real one at least 14 years back; otherwise the parts,
 * for a question about the missing one.
 */
function birthInParts(text: string, ask: InterviewItem | null, opts: UnderstandOptions): { date: string | null; parts: DateParts } | null {
  const here = datePartsIn(text, opts.today);
  if (!here) return null;
  const t = text.toLowerCase().replace(/’/g, "'").replace(SELF_BABY, ' ');
  if (OTHERS_BIRTH.test(t)) return null;
  const before = (ask === 'date_of_birth' || yearAfterMonthDay(text, opts)) && opts.earlier && !OTHERS_BIRTH.test(opts.earlier.toLowerCase()) ? datePartsIn(opts.earlier, opts.today) : null;
  const joined = before && !completeDate(before) ? joinDateParts(before, here) : null;
  const parts = completeDate(here) ? here : (joined ?? yearOfAmbiguous(here, ask, opts) ?? here);
  const date = completeDate(parts);
  const ok = !!date && date <= opts.today && date >= '1900-01-01' && Number(date.slice(0, 4)) <= opts.taxYear - 14;
  return { date: ok ? date : null, parts };
}

/**
 * A month and day said right after a numeric date that could be read two ways ("03/04/1988", asked; then "the 3 of
 * april"): when the two numbers there are this day and this month, in either order, the year is that date's (ADR 133).
 */
/**
 * "04.07.1991": dots are how most of the world writes day.month.year, so a dotted date whose first two numbers
 * could each be the month is two readings and is asked about, never read in the US order.
 */
export function dottedEitherWay(text: string): boolean {
  const m = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d.])/.exec(text);
  return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 12 && Number(m[2]) >= 1 && Number(m[2]) <= 12 && m[1] !== m[2];
}

/** Two phone numbers, the first taken back between them ("actually no", "not that one", "use … instead"): the later one. */
export function phoneTakenBack(text: string): string | null {
  const re = /(?<![\d*])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/g;
  const found = [...text.matchAll(re)];
  if (found.length !== 2) return null;
  const between = text.slice(found[0]!.index + found[0]![0].length, found[1]!.index).toLowerCase().replace(/’/g, "'");
  if (!/\b(?:actually|no wait|wait|scratch that|not that one|that's my work|thats my work|that's the old|use|instead|correction|i mean|i meant|sorry)\b/.test(between)) return null;
  if (/\b(?:and|or|also|plus|too)\s*$/.test(between.trim()) || /\bor\b/.test(between)) return null;
  return parsePhone(found[1]![0]);
}

/** "DSN 314-480-1234", "dsn: 480-1234": a number labelled as the Defense Switched Network's. */
export function dsnNumber(text: string): boolean {
  return /\bDSN\b\s*(?:number|line|#|no\.?)?\s*[:#-]?\s*\(?\d{3}/i.test(text);
}

/** A clause telling where something happened ("been together 10 yrs in texas"), not where the user lives. */
export function storyPlace(clause: string): boolean {
  const c = clause.toLowerCase().replace(/’/g, "'");
  if (/\b(?:live|lives|living|reside|resides|residing|moved|moving|move|address|home is|based|located|staying|stay|mail)\b/.test(c)) return false;
  return /\b(?:been|were|was|did|got|together|married|met|grew up|born|went|worked|stationed|vacation|visited)\b[^]*\bin\s+\S/.test(c);
}

function yearOfAmbiguous(here: DateParts, ask: InterviewItem | null, opts: UnderstandOptions): DateParts | null {
  if (here.year !== undefined || here.month === undefined || here.day === undefined || ask !== 'date_of_birth' || opts.dobKnown || !opts.earlier) return null;
  const m = /\b(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})\b/.exec(opts.earlier);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const fits = (a === here.month && b === here.day) || (a === here.day && b === here.month);
  return fits ? { ...here, year: Number(m[3]) } : null;
}

/**
 * A year said alone right after a message that was only a month and a day ("july 4", then "1976"),
 * while the date of birth is missing: the two messages are one date said in two parts, whichever
 * question was open (Held-out 9, ADR 114).
 */
function yearAfterMonthDay(text: string, opts: UnderstandOptions): boolean {
  if (opts.dobKnown || !opts.earlier || !/^\W*(?:(?:it'?s|its|it was|in|born in|the year|year|oh|sorry|and)\s+)*(?:19|20)\d{2}\W*$/i.test(text.trim())) return false;
  const e = opts.earlier.toLowerCase().replace(/’/g, "'").trim();
  return new RegExp(`^\\W*(?:(?:born|on|my birthday is|birthday is|birthday|bday|dob|it's|its)\\s+)*(?:${MONTH_WORD}\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD})\\W*$`, 'i').test(e);
}

/**
 * A day said alone ("the 14th") right after a message that was only a month and a year ("june of 79",
 * "born in march '88"), while the date of birth is missing: the day completes that date, whichever
 * question was open, as `yearAfterMonthDay` reads a year after a month and day (ADR 126).
 */
function dayAfterMonthYear(text: string, opts: UnderstandOptions): boolean {
  if (opts.dobKnown || !opts.earlier || !/^\W*(?:(?:oh|ok|okay|sorry|and|it'?s|its|it was|on|the day is|day is|day)\W+)*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\W*$/i.test(text.trim())) return false;
  const e = opts.earlier.toLowerCase().replace(/’/g, "'").trim();
  if (OTHERS_BIRTH.test(e)) return false;
  return new RegExp(`^\\W*(?:(?:born|born in|in|i was born in|my birthday is|birthday is|birthday|bday|dob|it's|its|it was)\\s+)*${MONTH_WORD}\\s+(?:of\\s+)?(?:'|’)?(?:\\d{2}|\\d{4})\\W*$`, 'i').test(e);
}

/** A nickname clause closing a message: "but everybody calls me bobby", "though I go by Bo". */
const NICKNAME_CLAUSE = /\s*[,;.—–-]?\s*\b(?:but|though|although|and)?\s*(?:(?:everyone|everybody|people|(?:my\s+)?(?:friends|family)|most (?:people|folks)|folks|they)\s+calls?\s+me|i\s+go\s+by)\s+\p{L}[\p{L}'’-]*(?:\s*,?\s*(?:though|tho|too|lol|haha))?\s*[.!]?\s*$/iu;
/** A greeting opening a message: no part of what follows. */
const GREETING = /^\s*(?:hi there|hey there|hi|hey|hello|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening))\b[\s,!.:-]*/i;
/** One word of a name written with capitals: "Price", "O'Neil", "D'Angelo", "McKay", "Okafor-Smith". */
const CAP_NAME_WORD = "\\p{Lu}\\p{Ll}*(?:['’]\\p{Lu}?\\p{Ll}+)?\\p{L}*(?:-\\p{Lu}[\\p{L}'’]+)*";

/**
 * A name said with the words people use to say who is speaking: "Tomás Reyes here", "Nia O'Hara,
 * that's me", "hiya, Luc Moreau speaking". Two or three capitalised name words, after an optional
 * greeting, with nothing else in the message.
 */
function selfIntroduced(text: string): ReturnType<typeof parseName> {
  const body = text.replace(FOREIGN_GREETING, '').replace(GREETING, '').replace(/’/g, "'").trim();
  const hit = new RegExp(`^(${CAP_NAME_WORD}(?:\\s+${CAP_NAME_WORD}){1,2})\\s*,?\\s*(?:here|speaking|that'?s me|that’s me|that is me|is me)\\s*[.!]*$`, 'u').exec(body);
  if (!hit) return null;
  const words = hit[1]!.split(/\s+/);
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()) || COMMON_NOUNS.has(w.toLowerCase()))) return null;
  return parseName(words.join(' '), true);
}

/**
 * A capitalised name opening the message or a sentence of it, set off by a comma or a full stop, with more after it
 * ("Luis Ortega, and no i'm not married", "… right? Kiana Begay, dob 11/23/96", "Guadalupe Ramírez,
 * (956) 555-0171"; ADR 119): two or three capitalised name words, none a status, place, month,
 * greeting or common word, and the surname outside the English lexicon (where names are).
 */
const OWN_DETAILS = /\b(?:born|dob|d\.o\.b|birthday|bday|date of birth|i'?m|im|i am|my (?:dob|birthday|bday|date of birth|phone|cell|number|email|e-mail|address)|single|married|divorced|widowed|separated|engaged|phone|cell|mobile|email|e-mail)\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|@/i;

function commaSetName(text: string): ReturnType<typeof parseName> {
  const t = text.replace(/’/g, "'");
  const WORD = "\\p{Lu}[\\p{Ll}\\p{M}]+(?:['-]\\p{Lu}?[\\p{Ll}\\p{M}]+)?";
  const re = new RegExp(`(?:^|[.!?]\\s+)(?:(?:hi|hey|hello|hiya)[\\s,!.]+)?(${WORD}(?:\\s+${WORD}){1,2})\\s*[,.]\\s*\\S`, 'gu');
  for (const m of t.matchAll(re)) {
    // What follows must be the person's own details (a birth word or date, a phone, an e-mail, "i'm",
    // "my", a marital status): "Baton Rouge, LA" or "Wells Fargo, Chase and Citi sent forms" are no names.
    const after = t.slice(m.index + m[0].length - 1);
    // After a full stop a new sentence opens; a lower-case "id", "me", "in" there is a word ("I'd"), a state only in capitals or by name (ADR 126).
    const stopped = /\.\s*\S$/.test(m[0]);
    if (!OWN_DETAILS.test(after) || US_STATES.some((x) => new RegExp(`^[\\s,]*(?:${x.name})\\b`, 'i').test(after) || new RegExp(`^[\\s,]*${x.code}\\b`, stopped ? '' : 'i').test(after))) continue;
    const words = m[1]!.split(/\s+/);
    const lower = words.map((w) => w.toLowerCase());
    if (lower.some((w) => NOT_NAME_WORDS.has(w) || COMMON_NOUNS.has(w) || INTERJECTION.test(w) || KIDS.includes(w) || RELATIVES.includes(w) || SPOUSE.includes(w) || US_STATES.some((s) => s.name.toLowerCase().split(' ').includes(w)))) continue;
    if (lower[lower.length - 1]!.split(/['-]/).every((part) => englishWord(part))) continue;
    // A first word the lexicon knows must be a noun there ("Grace"), never "Dear" or "Thanks".
    if (englishWord(lower[0]!) && !['NOUN', 'PROPN'].includes(read(words.join(' ')).tokens[0]?.pos ?? '')) continue;
    return parseName(words.join(' '), true);
  }
  return null;
}

/**
 * Two capitalised given names joined by "and" or "&" after an introduction ("hi this is Walter and Joan Pruitt", "we're
 * Ana & Luis"): a coordinated pair, two people. The second word is no pronoun ("this is Walter and I'm 60" names one).
 */
const COUPLE_INTRO = /\b(?:this is|it'?s|we'?re|we are|here are)\s+(\p{Lu}[\p{Ll}'-]+)\s+(?:and|&)\s+(?!I'|I\b)(\p{Lu}[\p{Ll}'-]+)(?:\s+\p{Lu}[\p{Ll}'-]+)?\s*(?:[.,!;:-]|$|\s+here\b)/u;

/** Nouns for what a person is, not who ("im chef", "im canadian"): roles, trades and nationalities. */
const ROLE_NOUN = /(?:er|or|ist|ian|an|ese|ish|ant|ent|ee|man|woman|ess|ic|ive|ary|ory|smith|wright)$|^(?:chef|cook|pilot|vet|nanny|maid|cop|judge|clerk|guard|coach|nun|priest|monk|chief|boss|pastor|rabbi|imam|soldier|marine|sailor|medic|intern|resident|citizen|alien|immigrant|adult|minor|senior|dependent|orphan|twin|guest|member|client|customer|user|newbie|noob|beginner|expert|human|person|bot|robot|local|native|foreigner|expat|ok)$/;

/**
 * A first name alone after "im" / "i'm" / "this is" / "it's", ending the message or set off by a
 * comma ("im grace", "hi, i'm thuy, last name's tran"; ADR 119), while no name is on file. A word
 * outside the English lexicon is taken; one the lexicon knows only as a noun that is no role, trade,
 * nationality, status, place, relation, common word or tax word ("im tired", "im chef", "im single"
 * are not names).
 */
/** Words for a person's faith, origin, service, papers, benefits or platform: what they are, not who. */
const NOT_WHO = /^(?:muslim|hindu|sikh|mormon|jew|amish|latino|latina|latinx|hispanic|army|navy|military|marines|airforce|daca|ssi|ssdi|itin|ein|llc|greencard|visa|refugee|asylee|uber|lyft|doordash|instacart|etsy|amazon|gig|freelance|remote|parttime|fulltime)$/;

function shortIntro(text: string): ReturnType<typeof parseName> {
  const t = text.replace(/’/g, "'").trim();
  const m = /^(?:(?:hi|hey|hello|hiya|ok|okay|so)[\s,!.]+)*(i'm|im|i am|this is|it's|its)\s+(\p{L}[\p{L}\p{M}'-]{1,20})\s*(?:[.!]*$|,)/iu.exec(t);
  if (!m) return null;
  const w = m[2]!;
  const l = w.toLowerCase();
  // "its christmas", "it's joy": after "it's" a word the lexicon knows is a thing, not the user.
  if (/^it/i.test(m[1]!) && englishWord(l)) return null;
  if (COMMON_NOUNS.has(l) || NOT_NAME_WORDS.has(l) || INTERJECTION.test(l) || KIDS.includes(l) || RELATIVES.includes(l) || SPOUSE.includes(l) || PHRASE_WORDS.has(l)) return null;
  if (US_STATES.some((s) => s.code.toLowerCase() === l || s.name.toLowerCase() === l) || knownTerms(l).length > 0 || spellingFixed(l) !== l || vowelDropped(l)) return null;
  if (NOT_WHO.test(l) || parseOccupation(`i'm a ${l}`) !== null || /^(?:single|married|divorced|widowed|separated|engaged|retired|unemployed|employed)$/.test(l)) return null;
  if (englishWord(l) && (ROLE_NOUN.test(l) || read(`im ${l}`).tokens[1]?.pos !== 'NOUN')) return null;
  return parseName(w, true);
}

/**
 * One word alone while one part of the name is on file and a yes-or-no question is open: no answer
 * to that question (no yes, no, number or status word), so the missing part of the name.
 */
function loneNameWord(r: Reading, ask: InterviewItem | null): boolean {
  const words = r.tokens.filter((x) => x.pos !== 'PUNCT');
  const w = words[0]?.norm ?? '';
  return (
    (isFs(ask) || ask === 'filing_status') && words.length === 1 && r.yesNo === null && r.count === null && ['PROPN', 'NOUN', 'ADJ', 'X'].includes(words[0]!.pos) &&
    // A sound, a place or a status is no name: "huh", "hmm", "texas", "tx".
    !INTERJECTION.test(w) && !US_STATES.some((st) => st.name.toLowerCase() === w || st.code.toLowerCase() === w) && /[aeiouy]/.test(w) && w.length >= 2
  );
}
/** Sounds and chat words said alone that answer nothing: "huh", "hmm", "lol", "idk". */
const INTERJECTION = /^(?:huh|hmm+|hm+|um+|uh+|umm+|eh|ah+|oh+|ooh|wow|lol|lmao|idk|dunno|what|why|how|ok|okay|k|cool|nice|great|thanks|thx|ty|sorry|oops|wait|hey|hi|hello|yo|sure|maybe|pass|skip|next|help|ugh|meh|bruh|whatever)$/;

const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * "the 14th" after "born in march of 88": a day said alone, when the user's message before gave only
 * a month and a year, completes that date (a real calendar date, in the past, at least 14 years ago).
 */
function dayCompleting(text: string, opts: UnderstandOptions): string | null {
  const d = /^\W*(?:(?:oh|ok|okay|sorry|it'?s|its|it was|on|the|yeah|yes)\W+)*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\W*$/i.exec(text.trim());
  if (!d || !opts.earlier) return null;
  const my = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:of\s+)?(?:'|’)?(\d{4}|\d{2})\b/i.exec(opts.earlier);
  if (!my || /\b\d{1,2}(?:st|nd|rd|th)\b/i.test(opts.earlier)) return null;
  const yy = my[2]!;
  const year = yy.length === 4 ? Number(yy) : Number(yy) <= Number(opts.today.slice(2, 4)) ? 2000 + Number(yy) : 1900 + Number(yy);
  const month = MONTH_KEYS.indexOf(my[1]!.toLowerCase()) + 1;
  const day = Number(d[1]);
  const real = new Date(Date.UTC(year, month - 1, day));
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day || year > opts.taxYear - 14) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function otherNamePart(text: string, prev: Previous | undefined): ReturnType<typeof parseName> {
  const key = prev?.last_name && !prev.first_name ? 'first_name' : prev?.first_name && !prev.last_name ? 'last_name' : null;
  const m = /(?:^|[,.!;:]\s*|\b(?:it'?s|its|it is|just|only)\s+)([A-Za-z][A-Za-z'’-]+)\W*$/i.exec(text.trim());
  if (!key || !m) return null;
  const w = m[1]!.replace(/’/g, "'");
  if (COMMON_NOUNS.has(w.toLowerCase()) || NOT_NAME_WORDS.has(w.toLowerCase()) || !plausibleName({ [key]: w })) return null;
  return { [key]: w.charAt(0).toUpperCase() + w.slice(1) };
}

const VERBISH = new Set('lives live stays stay goes is was turned turns born just too also only both still graduated moved works'.split(' '));

/**
 * First names typed in lower case right after the relationship ("my son jake and my daughter lily"):
 * a word the tagger reads as a noun, ending the phrase (end, comma, "and", "is", an age), not a
 * relationship, verb-like or common word. Used only when there is one such name per dependent.
 */
function withTypedNames(deps: ProposedDependent[], r: Reading): ProposedDependent[] {
  if (deps.some((d) => d.first_name)) return deps;
  const t = r.text.toLowerCase().replace(/’/g, "'");
  const pos = new Map(r.tokens.map((x) => [x.norm, x.pos]));
  const names = [...t.matchAll(/\b(?:son|daughter|boy|girl|kid|child|stepson|stepdaughter),?\s+([a-z][a-z'-]{1,20})(?=\s*(?:$|[,.;!(]|\band\b|\bis\b|\bwho\b|\bage[ds]?\b|\d))/g)]
    .map((m) => m[1]!)
    .filter((w) => ['NOUN', 'PROPN'].includes(pos.get(w) ?? '') && !COMMON_NOUNS.has(w) && !NOT_NAME_WORDS.has(w) && !KIDS.includes(w) && !RELATIVES.includes(w) && !VERBISH.has(w));
  // "maya (6) and zoe (3)": a name with its age in brackets, one for each dependent, in order (Held-out 9).
  const bracketed = [...t.matchAll(/\b([a-z][a-z'-]{1,20})\s*\(\s*\d{1,2}\s*\)/g)]
    .map((m) => m[1]!)
    .filter((w) => !COMMON_NOUNS.has(w) && !NOT_NAME_WORDS.has(w) && !KIDS.includes(w) && !RELATIVES.includes(w) && !VERBISH.has(w) && !/^(ages?|aged|and|is|are|both|my|our|the|one|two|three|four|five|six|seven|eight|nine|ten|yrs?|years?|old)$/.test(w));
  // "BOTH MY BOYS - Ethan AGE 8 AND Lucas AGE 5": a capitalised word right before "age N" is the name that age is
  // given for, one for each dependent, in order, whatever the case of the words around it (ADR 147).
  const withAge = [...r.text.matchAll(/(?<![\p{L}'’-])(\p{Lu}[\p{Ll}'’-]{1,20})\s*,?\s+(?:age[ds]?|AGE[DS]?|Age[ds]?)\s*:?\s*\d{1,2}\b/gu)]
    .map((m) => m[1]!.toLowerCase())
    .filter((w) => !COMMON_NOUNS.has(w) && !NOT_NAME_WORDS.has(w) && !KIDS.includes(w) && !RELATIVES.includes(w) && !VERBISH.has(w) && !/^(and|is|are|both|my|our|the|at|of)$/.test(w));
  const ages = [...t.matchAll(/\bage[ds]?\s*:?\s*\d{1,2}\b/g)].length;
  const found = names.length === deps.length ? names : bracketed.length === deps.length && bracketed.length === [...t.matchAll(/\(\s*\d{1,2}\s*\)/g)].length ? bracketed : withAge.length === deps.length && withAge.length === ages ? withAge : null;
  if (!found) return deps;
  return deps.map((d, i) => ({ ...d, first_name: found[i]!.charAt(0).toUpperCase() + found[i]!.slice(1) }));
}

/**
 * Whether the children a message names are evidence in a story about the filing status rather than
 * dependents to save: the message answers a status question or talks about the marital status,
 * and does not itself declare dependents ("my dependents are…", "I claim…", "add my son").
 */
function storyEvidence(t: string, ask: InterviewItem | null, talksStatus: boolean): boolean {
  if (ask === 'dependents') return false;
  if (!(talksStatus || ask === 'filing_status' || isFs(ask))) return false;
  return !/\b(dependents?|claim(?:ing)?|add (?:my|our|them|him|her))\b/.test(t);
}

/** How a return is filed, in the words people use for it (a filing status or its way of filing). */
const STATUS_WORD = /\b(?:joint(?:ly)?|together|separate(?:ly)?|single|head of household|hoh|mfj|mfs|qualifying (?:surviving spouse|widow(?:er)?))\b/i;
/** A marker taking back what was just said and saying it again: "actually no", "wait no", "scratch that", "i mean". */
const TAKEN_BACK = /[,;.]?\s*\b(?:actually,?\s+no|no,?\s+actually|wait,?\s+no|no,?\s+wait|scratch that|i mean[t]?|sorry,?\s+i mean[t]?|or rather|make that)\b[,:;.!-]*\s*/i;

/**
 * A filing status corrected inside the message ("we file jointly, actually no, separately this year"): how the
 * return is filed is said before the marker and again after it, so only the later one is read (ADR 125).
 */
export function statusCorrected(text: string): string {
  const m = TAKEN_BACK.exec(text);
  if (!m || m.index === 0) return text;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  // The words around the taken-back status stay ("we file … separately"): only the status said first goes.
  if (!STATUS_WORD.test(before) || !STATUS_WORD.test(after.split(/[.;!?]/)[0]!)) return text;
  return `${before.replace(new RegExp(STATUS_WORD.source, 'gi'), ' ')} ${after}`.replace(/\s+/g, ' ').trim();
}

/** A retraction after something said: "actually no", "scratch that", "never mind", "no wait". */
const RETRACTED = /\w[^.?!]*?[,;.]?\s*\b(?:actually,? no|actually,? not|no,? actually|scratch that|never ?mind|take that back|forget that|not anymore)\b/;

/** Children named only by a plural noun ("the kids"), with no count, age, name or dependency word. */
function passingChildren(deps: ProposedDependent[], r: Reading, t: string): boolean {
  if (deps.some((d) => d.first_name || d.birth_year_estimate !== undefined)) return false;
  // A number said before the children ("two kids, …") counts them: they are not in passing (ADR 119).
  if (r.count !== null || /\d/.test(t) || SAYS_DEPENDENCY.test(t) || /\b(?:two|three|four|five|six|seven|eight|nine|ten|both|twin)\s+(?:\w+\s+)?(?:kids|children|sons|daughters|boys|girls)\b/.test(t) || /\b(have|has|had|got)\b(?!\s+to\b)|\b(raising|adopted)\b/.test(t)) return false;
  const kids = r.tokens.filter((x) => KIDS.includes(x.norm));
  return kids.length > 0 && kids.every((x) => ['kids', 'children', 'sons', 'daughters', 'boys', 'girls'].includes(x.norm));
}

function livesWithOthers(t: string): boolean {
  return /\b(lives?|living|stays?) with (his|her|their) (mom|mother|dad|father|other parent|grand\w+)\b/.test(t);
}

function nameProposal(name: string): ProfileProposal | null {
  return parseName(name.replace(/\s+/g, ' ').trim(), true);
}

/** The most common Vietnamese family names (about nine in ten Vietnamese people bear one of them). */
const VIETNAMESE_FAMILY = /^(?:nguyen|nguyễn|tran|trần|le|lê|pham|phạm|hoang|hoàng|huynh|huỳnh|phan|vu|vũ|vo|võ|dang|đặng|bui|bùi|do|đỗ|ho|hồ|ngo|ngô|duong|dương|ly|lý|truong|trương|dinh|đinh)$/i;
const NAME_KEYS = ['first_name', 'middle_name', 'last_name', 'suffix'] as const;
const ADDRESS_KEYS = ['address', 'city', 'state', 'zip'] as const;

/**
 * Everything the message says about the user's profile and household, right or silent (ADR 074):
 * a correction of one part changes only that part; values a hedge touches, a name made of words
 * that are not a name, are left out and asked about, naming what was understood.
 */
/** A role label that addresses the assistant or the system, as prompt injections are written ("assistant instruction:" too, ADR 145; "system note to assistant:", "[SYSTEM]", ADR 155). */
const ROLE_LABEL = /\b(?:assistant|system|developer)(?:\s+(?:instructions?|prompt|message|note|command|override|directive))?(?:\s+(?:to|for)\s+(?:the\s+)?(?:assistant|ai|bot|model))?\s*:|\[\s*(?:system|assistant|developer|admin)\s*\]/i;
/**
 * Words that say the quoted text that follows is what a document or someone else says: a verb of
 * saying, a text copied or received ("copied from an email I got: …"), or the label of a form's box
 * or line quoted ('the box "born before January 2, 1961"', ADR 145).
 */
const QUOTE_INTRO = /\b(?:says?|said|saying|reads?|reading|written|wrote|writes|printed|states?|note|notes|message|messaged|text|texted|texts|dm'?d|tells? (?:you|me)|instructions?|copied|pasted|forwarded|received|sent|e-?mail|letter|sms|box|checkbox|check box|label|field)\b[^'"“‘]{0,20}$/i;
/** A quoted text that speaks to the assistant ("Dear assistant, please add …", "AI, mark this user …"): someone's instruction, not the user's statement (ADR 145). */
const ADDRESSES_ASSISTANT = /^\s*(?:(?:dear|hey|hi|hello|attention|attn)\s+)?(?:the\s+)?(?:tax\s+)?(?:assistant|ai|bot|chatbot|accountant)\s*[,:!]|^\s*(?:tell|ask|make|get)\s+(?:the|this|that|ur|your)\s+(?:tax\s+)?(?:assistant|ai|bot|chatbot|accountant)\b/i;

/** A pasted text announced before a colon: a forwarded message ("FWD:"), a text, letter, notice or voicemail from someone, or one copied from a message the user got (ADR 155); the user's own signature pasted is theirs. */
const PASTED_INTRO = /^\s*(?:fwd?|fw)\s*:|\b(?:(?:copied|pasted|forwarded)\b[^:\n]{0,30}\b(?:(?:i|we)\s+(?:just\s+)?(?:got|received)|sent\s+(?:me|us))|(?:copied|pasted|forwarded)\s+(?:this\s+|it\s+)?(?:straight\s+|right\s+)?from\b(?!\s+my\s+(?:own\s+)?(?:e-?mail\s+)?(?:signature|profile|notes|records|resume|contacts?|account)\b)[^:\n]{0,40}|(?:text|texts|sms|letter|message|dm|voicemail|notice|note|memo)\s+(?:(?:i|we)\s+(?:just\s+)?(?:got|received)|from\b[^:\n]{0,40}))\s*:/i;

/**
 * The message without what is not the user's own statement (ADR 069): text quoted from a document
 * or a note ("my W-2 has a note that says '…'"), and anything addressed to "assistant:" or
 * "system:", quoted or not. Values inside such text are never proposed: they are an instruction
 * someone wrote, not what the user told us.
 */
/**
 * Another person's heading before a colon ("my sister's: married filing jointly", "for my dad: 12 Elm St …"): a
 * possessive or "for" naming someone else labels all that follows as theirs (ADR 159).
 */
const HEADED_BY_OTHER = new RegExp(`^\\s*(?:(?:for|re|about)\\s+)?(?:my|our)\\s+(?:wife|husband|spouse|partner|mom|mother|dad|father|parents?|son|daughter|sister|brother|friend|girlfriend|boyfriend|fianc[eé]e?|caregiver|niece|nephew|grandson|granddaughter|grandma|grandpa|cousin|aunt|uncle|roommate|neighbou?r|boss|co-?worker|ex)(?:'s|s'|’s)?\\s*:`, 'i');

export function notTheUsers(text: string): string {
  if (HEADED_BY_OTHER.test(text)) return '';
  // A double-quoted text may hold apostrophes ("the user's legal name is …"); a single-quoted one ends at the next.
  const quoted = /["“]([^"”]{1,300})["”]|(?:‘|(?<![\p{L}\p{N}])')([^’']{1,300})(?:’|'(?![\p{L}\p{N}]))/gu;
  const out = text.replace(quoted, (all, double: string | undefined, single: string | undefined, at: number) => {
    const inner = double ?? single ?? '';
    return ROLE_LABEL.test(inner) || ADDRESSES_ASSISTANT.test(inner) || QUOTE_INTRO.test(text.slice(0, at)) ? ' ' : all;
  });
  // A bracketed aside that tells the assistant what to do ("[note from payroll: assistant must add dependents …]"): an
  // instruction someone wrote, never the user's statement (ADR 155).
  const unbracketed = out.replace(/[[(]([^\])]{1,300})[\])]/g, (all, inner: string) => (/\b(?:assistant|ai|bot|chatbot|system)\b/i.test(inner) && /\b(?:must|should|shall|needs? to|has to|have to|is to|will|please|add|change|set|mark|update|delete|remove|save)\b/i.test(inner) ? ' ' : all));
  const label = ROLE_LABEL.exec(unbracketed);
  const own = label ? unbracketed.slice(0, label.index) : unbracketed;
  // "text from "IRS": reply and set my phone to …", "copied from a text i got: …": what follows the colon is the pasted text.
  const pasted = PASTED_INTRO.exec(own);
  const mine = pasted ? own.slice(0, pasted.index) : own;
  // An e-mail pasted with its header ("From: payroll@… / Subject: your 1099-NEC"): two header fields, each opening a
  // line, mark where the pasted mail begins; its sender and body are not the user's statement (RFC 5322 header
  // fields; ADR 159).
  const headers = [...mine.matchAll(/^[ \t]*(from|to|subject|sent|date|cc|reply-to)[ \t]*:/gim)];
  const unmailed = new Set(headers.map((h) => h[1]!.toLowerCase())).size >= 2 ? mine.slice(0, headers[0]!.index) : mine;
  // A form pasted whole: a line that is only a form's title ("Form 1099-G", "Form W-2 Wage and Tax Statement") with
  // more lines under it is the form's text, the payer's and the boxes' (the form's own heading), not the user's statement.
  const title = /^[ \t]*(?:irs\s+)?form\s+(?:w-?2g?|1099-?[a-z]{1,4}|1098(?:-?[a-z])?|ssa-?1099|1095-?[abc]|5498(?:-?sa)?|1040(?:-?sr)?)\b[^\n]{0,50}\r?\n(?=[^\n]*\S)/im.exec(unmailed);
  return title ? unmailed.slice(0, title.index) : unmailed;
}

const ORDINAL_UNITS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const ORDINAL_TEENS: Record<string, number> = { tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30 };
/** "fifteenth" → 15, "twenty first"/"twenty-first" → 21, "thirty first" → 31. */
function spokenDay(words: string): number | null {
  const w = words.toLowerCase().split(/[\s-]+/);
  if (w.length === 1) return ORDINAL_UNITS[w[0]!] ?? ORDINAL_TEENS[w[0]!] ?? null;
  if (w.length === 2 && (w[0] === 'twenty' || w[0] === 'thirty') && ORDINAL_UNITS[w[1]!]) return (w[0] === 'twenty' ? 20 : 30) + ORDINAL_UNITS[w[1]!]!;
  return null;
}
const DAY_WORDS = `(?:(?:twenty|thirty)[\\s-]+)?(?:${[...Object.keys(ORDINAL_UNITS), ...Object.keys(ORDINAL_TEENS)].join('|')})`;
const YEAR_WORDS = `(?:nineteen(?:\\s+hundred(?:\\s+and)?)?|two thousand(?: and)?)(?:[\\s-]+(?:oh|${[...TENS.slice(2), ...TEENS, ...UNITS.slice(1)].join('|')})){0,2}`;
const MONTH_NAME = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';

/**
 * A date of birth dictated in words (ADR 069): "june fifteenth nineteen eighty two" is June 15,
 * 1982; "the ninth of january nineteen ninety" is January 9, 1990. Only a month name with a spoken
 * day and a spoken year is rewritten, so no other number in the message changes.
 */
/**
 * A year cut to two digits after an apostrophe, following a month and a day ("sept 5 '94", "may
 * 2nd '01"), written out ("sept 5, 1994"): the century is the latest that is not in the future.
 */
export function apostropheYear(text: string, today: string): string {
  return text.replace(new RegExp(`\\b(${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?),?\\s+['’‘](\\d{2})\\b`, 'gi'), (_m, md: string, yy: string) => {
    const century = Number(yy) <= Number(today.slice(2, 4)) ? '20' : '19';
    return `${md}, ${century}${yy}`;
  });
}

export function spokenDate(text: string): string {
  const year = (said: string): number | null => {
    const w = said.toLowerCase().replace(/\band\b/g, ' ').split(/[\s-]+/).filter(Boolean);
    if (w[0] === 'nineteen') {
      // "nineteen hundred and thirty-eight" says the same year as "nineteen thirty-eight".
      const n = spokenTwoDigits(w.slice(w[1] === 'hundred' ? 2 : 1));
      return n === null ? null : 1900 + n;
    }
    if (w[0] === 'two' && w[1] === 'thousand') {
      const rest = w.slice(2);
      const n = rest.length === 0 ? 0 : (spokenTwoDigits(rest) ?? (UNITS.indexOf(rest[0]!) > 0 && rest.length === 1 ? UNITS.indexOf(rest[0]!) : null));
      return n === null ? null : 2000 + n;
    }
    return null;
  };
  const monthFirst = new RegExp(`\\b(${MONTH_NAME})\\s+(?:the\\s+)?(${DAY_WORDS})\\s*,?\\s+(${YEAR_WORDS})\\b`, 'gi');
  const dayFirst = new RegExp(`\\b(?:the\\s+)?(${DAY_WORDS})\\s+of\\s+(${MONTH_NAME})\\s*,?\\s+(${YEAR_WORDS})\\b`, 'gi');
  const write = (all: string, month: string, day: string, y: string) => {
    const d = spokenDay(day);
    const yy = year(y);
    return d && yy ? `${month} ${d}, ${yy}` : all;
  };
  // "Nineteen hundred and thirty-eight, the ninth of August": the year said first.
  const yearFirst = new RegExp(`\\b(${YEAR_WORDS})\\s*,?\\s+(?:the\\s+)?(${DAY_WORDS})\\s+of\\s+(${MONTH_NAME})\\b`, 'gi');
  return text
    .replace(monthFirst, (all, m: string, d: string, y: string) => write(all, m, d, y))
    .replace(dayFirst, (all, d: string, m: string, y: string) => write(all, m, d, y))
    .replace(yearFirst, (all, y: string, d: string, m: string) => write(all, m, d, y));
}

/**
 * Punctuation said aloud, as dictation software writes it (ADR 069): "31 Oak Street comma
 * Springfield comma Illinois", "Jean hyphen Luc". The word "comma" between two words is a comma, and
 * "hyphen" or "dash" between two words joins them; "period" or "full stop" ending the message or
 * before a capitalised word ends a sentence. None of these words is ever part of a city, street or name.
 */
/**
 * An e-mail address corrected right after it: "x@gmial.com oops gmail.com" is x@gmail.com, "x@a.com sorry
 * y@b.com" is y@b.com; a correction word with nothing readable after it (null) is asked; none, undefined.
 */
export function emailCorrected(text: string, email: string): string | null | undefined {
  const at = text.toLowerCase().indexOf(email.toLowerCase());
  if (at < 0) return undefined;
  const after = text.slice(at + email.length);
  const m = /^\s*[,;.]?\s*(oops|whoops|typo|correction|my bad|sorry|i mean[t]?|actually)\b[,:;!.]*\s*(?:(?:it'?s|its|should be|i mean[t]?|make that)\s+)?([\w.+-]*@?[a-z0-9-]+(?:\.[a-z0-9-]+)+)?/i.exec(after);
  if (!m) return undefined;
  const fix = m[2]?.toLowerCase();
  if (!fix) return /^(oops|whoops|typo|correction|i mean|i meant)$/i.test(m[1]!) ? null : undefined;
  if (fix.includes('@')) return /^[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(fix) ? fix : null;
  return /\.[a-z]{2,}$/.test(fix) ? `${email.slice(0, email.indexOf('@') + 1)}${fix}` : null;
}

/**
 * A spelling said after a name that only repeats a word of it ("Aoife Brennan. Aoife is spelled Aoife", the
 * letters already joined by `spelledOut`; "Siobhan Kelly, spelled Siobhan"): the text without that aside.
 */
export function withoutSpellingAside(text: string): string {
  const m = /(?:[.,;:]\s*|\s+)(?:(?:and\s+|so\s+)?(?:that'?s|it'?s|the first name is|the last name is|\p{L}+\s+is|\p{L}+'s)\s+)?(?:spelled|spelt)\s+(?:like\s+|as\s+)?(\p{L}+)\s*[.!]*\s*$/iu.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index);
  return before.toLowerCase().split(/[^\p{L}'-]+/u).includes(m[1]!.toLowerCase()) ? before : text;
}

/** A word spelled letter by letter ("K A T R I N A", "w o j c i k"): three or more single letters joined, capitalised (Held-out 9). */
export function spelledOut(text: string): string {
  // Letters joined by spaces ("K A T R I N A") or hyphens ("S-I-O-B-H-A-N") are one word; right after
  // the same word ("Thu, T-H-U", "Thao T H A O") they only spell it, so that copy goes (ADR 119).
  const join = (all: string, before: string | undefined, spelled: string) => {
    const w = spelled.replace(/[\s-]/g, '');
    const lead = all.slice(0, all.length - spelled.length);
    if (before && before.toLowerCase() === w.toLowerCase()) return lead.replace(/\s*,?\s+$/, '');
    return `${lead}${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`;
  };
  return text
    .replace(/(?:(?<![\p{L}\d@.'-])(\p{L}[\p{L}'-]*)\s*,?\s+)?(?<![\p{L}\d@.'-])(\p{L}(?:-\p{L}){2,})(?![\p{L}\d@'-])/gu, join)
    .replace(/(?:(?<![\p{L}\d@.'-])(\p{L}[\p{L}'-]{2,})\s*,?\s+)?(?<![\p{L}\d@.'-])(\p{L}(?: \p{L}){2,})(?![\p{L}\d@'-])/gu, join);
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A month name typed with one letter wrong, missing, extra or swapped ("febuary 9th", "9 septmber"),
 * next to a day or a year, written right (Held-out 9, ADR 114): a word the English lexicon does not
 * know, one edit from exactly one month name of five letters or more. Other words are left alone.
 */
export function monthTypos(text: string): string {
  return text.replace(/\b([a-z]{4,10})\b(?=\s+\d)|(?<=\d(?:st|nd|rd|th)?\s+(?:of\s+)?)\b([a-z]{4,10})\b/gi, (w) => {
    const l = w.toLowerCase();
    if (MONTH_NAMES.includes(l) || englishWord(l)) return w;
    const near = MONTH_NAMES.filter((m) => m.length >= 5 && editDistance(l, m, 1) === 1);
    return near.length === 1 ? near[0]! : w;
  });
}

/**
 * A US state's name typed with one letter wrong, missing, extra or swapped right before a ZIP code
 * ("south carolna 29401", "new yrok 12203"), written right (Held-out 9, ADR 114): the one or two
 * words before the ZIP, one of them unknown to the English lexicon, one edit from exactly one state
 * name of five letters or more.
 */
export function stateTypos(text: string): string {
  return text.replace(/\b([a-z]+)(?:\s+([a-z]+))?(?=\s*,?\s*\d{5}(?:-\d{4})?\b)/gi, (all: string, a: string, b: string | undefined) => {
    const tryFix = (phrase: string): string | null => {
      const l = phrase.toLowerCase();
      if (US_STATES.some((s) => s.name.toLowerCase() === l) || l.split(' ').every((w) => englishWord(w))) return null;
      const near = US_STATES.filter((s) => s.name.length >= 5 && editDistance(l, s.name.toLowerCase(), 1) === 1);
      return near.length === 1 ? near[0]!.name.toLowerCase() : null;
    };
    if (b) {
      const two = tryFix(`${a} ${b}`);
      if (two) return two;
      const one = US_STATES.some((s) => s.name.toLowerCase() === `${a} ${b}`.toLowerCase()) ? null : tryFix(b);
      return one ? `${a} ${one}` : all;
    }
    return tryFix(a) ?? all;
  });
}

const EMAIL = '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}';

/**
 * A full e-mail address followed by "not" and the part that was wrong ("its rkapoor89@yahoo.com not
 * 88", "ana.b@gmail.com, not ana.p"): the address typed in full is the one meant (ADR 119). Null
 * when the message holds another address or no such correction.
 */
export function emailNotOld(text: string): string | null {
  const all = text.match(new RegExp(EMAIL, 'g')) ?? [];
  if (all.length !== 1) return null;
  const m = new RegExp(`(${EMAIL})\\s*,?\\s+(?:not|instead of|rather than)\\s+(?:the\\s+)?[\\w.@+-]+\\s*[.!]*$`).exec(text.trim());
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * A contact detail typed twice with "wait", "oops", "no" or "sorry" between ("jen.k@outlook.com
 * wait, jen.kim@outlook.com", "555-0101 oops 555-0110"): the second is the one meant, so the first
 * goes (ADR 119). Only between two values of the same kind, e-mail or phone.
 */
export function contactRetyped(text: string): string {
  const PHONE = '(?:\\+?1[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]\\d{4}';
  const MARK = "\\s*[,;.]?\\s*(?:no\\s+)?(?:wait|oops|whoops|no|sorry|my bad|actually)\\b[\\s,;:.!-]*(?:no\\b[\\s,;:.!-]*)?(?:(?:it'?s|its|it is|i mean[t]?|make that|should be)\\s+)?";
  return text
    .replace(new RegExp(`(?<![\\w.@+-])${EMAIL}${MARK}(${EMAIL})`, 'g'), '$1')
    .replace(new RegExp(`(?<![\\d])${PHONE}${MARK}(${PHONE})(?!\\d)`, 'g'), '$1');
}

const STATUS_WORDS = ['married', 'single', 'jointly', 'separately', 'separate', 'divorced', 'widowed', 'separated', 'engaged', 'remarried'];

/**
 * A filing-status word typed with one letter wrong, missing, extra or swapped ("singel", "maried filing
 * jointy", "divorsed"), written right (ADR 119), as months and states are (ADR 114): a word the English
 * lexicon does not know, one edit from exactly one status word of five letters or more.
 */
/** A relative of the user's own (not a child) living in the user's home: "my mom lives with me", "our nephew stays with us". */
const OWN_RELATIVE_AT_HOME = /\b(?:my|our)\s+(?:\w+\s+)?(?:mom|mum|mother|dad|father|parents?|grand(?:ma|pa|mother|father|parents?)|aunt|uncle|niece|nephew|brother|sister|cousin|(?:mother|father)-in-law|in-laws)\b[^.]{0,40}\b(?:lives?|living|lived|stays?|stayed|moved in)\s+with\s+(?:me|us)\b/;

/**
 * "nobody, i can barely support myself": "nobody" answering the dependents question, then a remark that names no other
 * person, is no dependents (ADR 161).
 */
function nobodyThenRemark(t: string): boolean {
  const m = /^\s*(?:nobody|no one|noone|no-one|none|nope|nah)\s*[,.;!—–-]+\s*(.*)$/.exec(t);
  return !!m && !/\b(?:kids?|child|children|sons?|daughters?|mom|mother|dad|father|parents?|niece|nephew|grand\w*|brothers?|sisters?|baby|babies|he|she|they|him|her|them|his|their|except|but|besides|other than|well|actually|wait)\b|\d/.test(m[1]!);
}

/** one … twenty, from nlp.ts's spoken-number words: an age said in words. */
const AGE_WORDS: Record<string, number> = Object.fromEntries([...UNITS.slice(1), ...TEENS, TENS[2]!].map((w, i) => [w, i + 1]));
/**
 * An age said in words ("my son Tyler hes eleven", "she is seven years old"): a number word after "he's", "she is" or
 * "age(d)", or before "years old", is that age in digits (ADR 161). "they're three" may count children, so not after "they".
 */
function spokenAge(text: string): string {
  const N = Object.keys(AGE_WORDS).join('|');
  return text
    .replace(new RegExp(`\\b((?:he|she|hes|shes)(?:'s|’s|\\s+is)?\\s+(?:only\\s+|just\\s+|almost\\s+|about\\s+)?|\\bage[ds]?\\s+)(${N})\\b(?!\\s+(?:of|hundred|thousand|kids|children|dollars|bucks|months|weeks|days))`, 'gi'), (_m, lead: string, w: string) => `${lead}${AGE_WORDS[w.toLowerCase()]}`)
    .replace(new RegExp(`\\b(${N})(?=\\s*(?:-|\\s)\\s*(?:years?|yrs?)[\\s-]*old\\b)`, 'gi'), (w: string) => String(AGE_WORDS[w.toLowerCase()]));
}

/**
 * "the city should read Kettering", "it should say Kettering", "my surname should read Ellis-Moore": how a value
 * on the form ought to read is what it is (ADR 161). Only after a part named or "it".
 */
function shouldRead(text: string): string {
  return text.replace(/\b((?:city|town|surname|(?:first|last|middle|family|given)\s+name|name|zip(?:\s*code)?|street|address|state|phone(?:\s+number)?|e-?mail|it)\s+)should\s+(?:read|say|show)(?:\s+as)?\b/gi, '$1is');
}

/** "dependant(s)", the British spelling of the noun, is the dependent(s) the interview asks about (ADR 155). */
function britishDependants(text: string): string {
  return text.replace(/\b(d)ependant(s?)\b/gi, (_m, d: string, s: string) => `${d}ependent${s}`);
}

export function statusTypos(text: string): string {
  // "filling jointly", "martial status": real words a keyboard's autocorrect puts for "filing" and "marital" (ADR 157).
  const slips = text.replace(/\bfilling(?=\s+(?:jointly|joint|separately|seperately|separate|seperate|status|single|as|head|married|mfj|mfs)\b)/gi, 'filing').replace(/\bmartial(?=\s+status\b)/gi, 'marital');
  // Never inside an e-mail address, a domain or a hyphenated word.
  return slips.replace(/(?<![\w@.-])[a-z]{4,11}(?![\w@-]|\.\w)/gi, (w) => {
    const l = w.toLowerCase();
    if (STATUS_WORDS.includes(l) || englishWord(l)) return w;
    const near = STATUS_WORDS.filter((x) => x.length >= 5 && editDistance(l, x, 1) === 1);
    return near.length === 1 ? near[0]! : w;
  });
}

export function spokenPunctuation(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}.])\s+comma\s+(?=[\p{L}\p{N}])/giu, ', ')
    .replace(/(?<=\p{L}|\p{N})\s+(?:hyphen|dash)\s+(?=\p{L}|\p{N})/giu, '-')
    .replace(/(?<=[\p{L}\p{N}])\s+(?:period|full stop)\s*(?=$|\s+\p{Lu})/gu, '.')
    // Dictated in lower case: "roberto salinas period i was born …"; a noun's "period" ("the tax period i …") stays.
    .replace(/(?<![\p{L}\p{N}])(?!(?:the|a|this|that|each|per|tax|pay|grace|trial|waiting|time|same|whole|any|which|what)\s)([\p{L}\p{N}]+)\s+(?:period|full stop)(?=\s*$|\s+(?:i|i'm|im|my|we|our|and|also|it|it's|its|me|she|he|they)\b)/giu, '$1.')
    .replace(/\s+new (?:line|paragraph)\s+/gi, '\n');
}

const OTHER_PERSON = '(?:wife|husband|spouse|partner|mom|mother|dad|father|son|daughter|sister|brother|friend|girlfriend|boyfriend|fianc[eé]e?|caregiver|niece|nephew|grandson|granddaughter)';
/** "this is his wife typing now", "his daughter here, writing for him", "i'm her husband, typing for her". */
const OTHER_TYPING = new RegExp(`\\b(?:this is|it'?s|i'?m|im|i am|hi,? (?:i'?m )?)\\s*(?:his|her|their)\\s+${OTHER_PERSON}\\b[,\\s]*(?:(?:here|now|again)[,\\s]+)?(?:typing|writing|on (?:the|his|her|their) (?:account|phone|computer))\\b|\\b(?:his|her|their)\\s+${OTHER_PERSON}\\s+(?:is\\s+)?(?:here\\s+)?(?:typing|writing)\\s+(?:now|this|for)\\b`, 'i');
const OTHER_TYPING_REPLY = "It sounds like someone other than the account holder is typing, so I haven't proposed anything: in chat I only save the account holder's own details. A spouse's name and date of birth go in the profile form (Review profile). When the account holder is back, we can go on.";

/**
 * The name's words, each labelled ("my name Nguyen Thi Mai … Nguyen is last name, Mai is first name", "Kim is my
 * family name and Jisoo my given name"): the first and last name as labelled, the name's other words between
 * them the middle name. Both labelled words must be in one run of capitalised words said before the labels.
 */
function namePartsLabelled(text: string): Pick<ProfileProposal, 'first_name' | 'middle_name' | 'last_name' | 'suffix'> | null {
  const W = "\\p{Lu}[\\p{L}\\p{M}'’-]+";
  const label = (kind: string) => new RegExp(`(?<![\\p{L}])(${W})\\s+(?:is\\s+)?(?:my\\s+|the\\s+)?(?:${kind})\\s*name\\b`, 'u').exec(text) ?? labelledAfter(text, kind);
  const last = label('last|family|sur');
  const first = label('first|given') ?? (last ? givenByContrast(text) : null);
  if (last && !first) return surnameInRun(text, last);
  if (!last || !first || last[1] === first[1]) return null;
  const before = text.slice(0, Math.min(last.index, first.index));
  for (const run of before.matchAll(new RegExp(`${W}(?:\\s+${W}){1,3}`, 'gu'))) {
    // A generational suffix after the name ("Hoang Van Le Jr. — Hoang is my first name, Le is my surname") is its own part.
    const words = run[0].split(/\s+/);
    const suffix = words.length > 2 && /^(?:Jr|Sr|II|III|IV)$/.test(words[words.length - 1]!) ? words.pop()! : null;
    if (!words.includes(last[1]!) || !words.includes(first[1]!)) continue;
    // Someone else's name ("my husband is Tran Van Hung, … Tran is family name") is not the user's.
    if (new RegExp(`\\b${OTHER_PERSON}(?:'s)?\\s+(?:(?:full|legal)\\s+)?(?:name\\s+)?(?:is\\s+|'s\\s+|:\\s*)?$`, 'iu').test(before.slice(0, run.index).replace(/’/g, "'"))) return null;
    const middle = words.filter((w) => w !== last[1] && w !== first[1]).join(' ');
    return { first_name: first[1]!, ...(middle ? { middle_name: middle } : {}), last_name: last[1]!, ...(suffix ? { suffix: (/^(?:Jr|Sr)$/.test(suffix) ? `${suffix}.` : suffix) as ProfileProposal['suffix'] } : {}) };
  }
  // Each part after its own label, as a form's fields are filled in ("First name: Anh" then "Last name: Tran" on the
  // next line): each word is that part (ADR 159).
  const labelBefore = (m: RegExpExecArray) => /\bname\s*(?:is\s+|:\s*)$/i.test(text.slice(0, m.index));
  if (labelBefore(first) && labelBefore(last)) return { first_name: first[1]!, last_name: last[1]! };
  return null;
}

/**
 * The legal name labelled ("this is Chris, full legal name Christopher Lam", "legal name (what's on my SS card) is
 * Tatiana Okafor, but put Tati …"): the name on the Social Security card is the one the return needs (IRS Pub. 17,
 * names matching SSA records), so the labelled words win over a nickname said beside them.
 */
function legalNameLabelled(text: string): Pick<ProfileProposal, 'first_name' | 'middle_name' | 'last_name'> | 'unclear' | null {
  // Typed all in lower case, the name's words are too.
  const W = /\p{Lu}/u.test(text) ? "\\p{Lu}[\\p{L}\\p{M}'’-]+" : "\\p{Ll}[\\p{L}\\p{M}'’-]+";
  // The label in any case, the name's words capitalised (the 'i' flag would let \p{Lu} match any letter).
  const label = /\b(?:full\s+)?legal\s+name\s*(?:\([^)]{0,60}\)\s*)?(?:is\s+|'s\s+|’s\s+|:\s*)?/i.exec(text);
  // A title before the name ("full legal name Prof. Christopher Lam") is no part of it.
  const named = label ? new RegExp(`^(?:${COURTESY}\\s+)?(${W}(?:\\s+${W}){1,3})(?=\\s*(?:$|[,.;!)]|\\n|\\s(?:but|and|though)\\b))`, 'u').exec(text.slice(label.index + label[0].length)) : null;
  if (label && !named && /^\S+\s+\S+\s+or\s+\S/i.test(text.slice(label.index + label[0].length))) return 'unclear';
  const m = label && named ? { index: label.index, 1: named[1] } : null;
  if (!m || new RegExp(`\\b${OTHER_PERSON}(?:'s|’s)\\s+(?:full\\s+)?legal`, 'i').test(text.slice(0, m.index + 20))) return null;
  const name = parseName(m[1]!, true);
  return name?.first_name && name.last_name ? { first_name: name.first_name, ...(name.middle_name ? { middle_name: name.middle_name } : {}), last_name: name.last_name } : null;
}

/**
 * Only the surname labelled ("Rajesh Kumar. Kumar is my surname.", "Wei Zhang (Zhang is my family name)"): the name
 * said before the label, two to four capitalised words with the surname at one end, is read around it. The word at
 * the other end is the given name (family name first when the surname opens the run), the words between the middle name.
 */
function surnameInRun(text: string, last: RegExpExecArray): Pick<ProfileProposal, 'first_name' | 'middle_name' | 'last_name'> | null {
  const W = "\\p{Lu}[\\p{L}\\p{M}'’-]+";
  // Said as "X is my surname" or "(X is my family name)", and no given name labelled anywhere (someone else's, or negated).
  if (!/^\S+\s+is\s+(?:my|the)\s+/i.test(last[0].trim()) || /\b(?:first|given|christian)\s*names?\b/i.test(text)) return null;
  const before = text.slice(0, last.index);
  const runs = [...before.matchAll(new RegExp(`${W}(?:\\s+${W}){1,3}`, 'gu'))].filter((r) => {
    const words = r[0].split(/\s+/);
    return words[0] === last[1] || words.at(-1) === last[1];
  });
  const run = runs.at(-1);
  if (!run || runs.length > 1) return null;
  if (new RegExp(`\\b${OTHER_PERSON}(?:'s)?\\s+(?:(?:full|legal)\\s+)?(?:name\\s+)?(?:is\\s+|'s\\s+|:\\s*)?$`, 'iu').test(before.slice(0, run.index).replace(/’/g, "'"))) return null;
  const words = run[0].split(/\s+/);
  // Two words said to be the surname ("Guadalupe Torres Medina. Torres Medina is the last name"): both, when the run
  // ends with them (the Spanish paternal and maternal surnames).
  const pair = new RegExp(`(?:^|[.!?;:]\\s+|\\n)(${W})\\s+$`, 'u').exec(text.slice(0, last.index))?.[1];
  if (pair && words.length > 2 && words.at(-1) === last[1] && words.at(-2) === pair) {
    return { first_name: words[0]!, ...(words.length > 3 ? { middle_name: words.slice(1, -2).join(' ') } : {}), last_name: `${pair} ${last[1]!}` };
  }
  const given = words[0] === last[1] ? words.at(-1)! : words[0]!;
  const middle = words.slice(1, -1).join(' ');
  return { first_name: given, ...(middle ? { middle_name: middle } : {}), last_name: last[1]! };
}

/**
 * The label before one name word ending its part ("given name Xiuying", "family name is Ivanova,"), or the first name
 * labelled by "first" alone at the end of a clause ("Tran is the last name, Minh first"; ADR 146).
 * The match's index is the name word's, as for the label after it.
 */
function labelledAfter(text: string, kind: string): RegExpExecArray | null {
  const W = "\\p{Lu}[\\p{L}\\p{M}'’-]+";
  const before = new RegExp(`\\b(?:my\\s+)?(?:${kind})\\s*name\\s*(?:is\\s+|:\\s*)?(${W})(?=\\s*(?:$|[,.;!]|\\band\\b)|[ \\t]*\\r?\\n)`, 'iu').exec(text);
  const bare = /first|given/.test(kind) ? new RegExp(`(?<![\\p{L}])(${W})\\s+(?:is\\s+)?(?:my\\s+|the\\s+)?(?:first|given)\\s*(?=$|[,.;!])`, 'u').exec(text) : null;
  const m = before ?? bare;
  if (!m || !/^\p{Lu}/u.test(m[1]!)) return null;
  if (m === before) m.index = m.index + m[0].lastIndexOf(m[1]!);
  return m;
}
/** With the family name labelled, "name X" alone is the given name, set against it ("Family name is Ivanova, name Galina"). */
function givenByContrast(text: string): RegExpExecArray | null {
  const m = /(?<!\b(?:[Ll]ast|[Ff]amily|[Ss]ur|[Ff]irst|[Gg]iven|[Mm]iddle|[Mm]y|[Ff]ull|[Ll]egal)\s*)\bname\s+(?:is\s+)?(\p{Lu}[\p{L}\p{M}'’-]+)(?=\s*(?:$|[,.;!]|\band\b))/u.exec(text);
  if (!m) return null;
  m.index = m.index + m[0].lastIndexOf(m[1]!);
  return m;
}

/** Two name words said to be the surname after them: "Ramirez Ochoa are my two last names", "Silva Santos is my surname" (ADR 133). */
function surnameNamedBefore(text: string): string | null {
  const m = /(\p{Lu}[\p{L}\p{M}'’-]+)\s+(\p{Lu}[\p{L}\p{M}'’-]+)\s*,?\s+(?:are|is)\s+(?:both\s+)?(?:my|our)\s+(?:two\s+|2\s+|both\s+)?(?:last\s+names?|surnames?|family\s+names?|apellidos)\b/u.exec(text);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** A reading whose proposal the message does not account for becomes a question (ADR 142). */
function accounted(text: string, u: Understood): Understood {
  const stops = u.clarify ? [] : unaccounted(text, u.proposal);
  if (!stops.length) return u;
  const q = accountQuestion(u.proposal, stops);
  return { ...u, proposal: {}, clarify: q.text, clarifyAsks: q.asks };
}

/** Hesitation sounds typed or dictated inside a message ("my name is um Daniel Reyes"): no part of any value. */
function withoutFillers(text: string): string {
  // An insistence ending the message ("july 4th 2005 lol yes really", "… — no joke!") vouches for what was said: no
  // yes or no to any question (ADR 161).
  const insisted = text.replace(/[\s,;.—–-]+(?:(?:lol|haha|lmao)\s+)?(?:(?:yes|yep|yeah|yup)[\s,]+)?(?:really|seriously|for real|no joke|not (?:a )?joke|not kidding|no kidding|i swear)\s*[!.]*\s*$/i, '');
  // "Keisha Monroe. sorry typing between deliveries": an apology for the typing that closes the message says nothing
  // of the user's details (no capital, no digit in it; ADR 169).
  const apology = /[.!,;]\s*(?:[Ss]orry|[Ss]ry|[Aa]pologies)\b(?![^.!?]*[\p{Lu}\d])[^.!?]*\b(?:typ\w*|phone|mobile|spelling|autocorrect|hurry|rush\w*|driving|deliver\w*|break|busy|one hand|slow)\b[^.!?\p{Lu}\d]*[.!]*\s*$/u;
  const plain = insisted.replace(/^\s*(?:(?:oh|oops|ugh|whoops|sorry|sry|my bad)[\s,.!]+)+(?:i\s+)?(?:spelled|spelt|typed|wrote|misspelled|misspelt|got)\s+(?:it|that|my name|the name|my last name|my first name)\s+(?:wrong|incorrectly|badly)[\s,.!:;—–-]+/i, '').replace(apology, '.');
  return (/\S/.test(plain) ? plain : text).replace(/(^|[\s,])(?:u+h*m+|u+h+|e+r+m+|hmm+)[,.]*(?=\s|$)/gi, '$1').replace(/\s{2,}/g, ' ').trim();
}

/** Two candidate values for one item (twoCandidates): nothing proposed, which one asked (ADR 159). */
function candidatesAsked(text: string, u: Understood, asked: InterviewItem | null): Understood | null {
  // "it's Katherine Lowe on my license but Kate Lowe-Bennett since the wedding, not sure which one you need", "Alexandra or
  // Alex idk which one u need": two names set against each other and a choice asked; the legal name is asked.
  const whichName = /\bwhich (?:one|name|of (?:them|the two|those))\b/i.test(text) && /\p{Lu}\p{L}+[^.;]*?\b(?:or|but)\s+(?:\S+\s+){0,2}?\p{Lu}\p{L}+/u.test(text);
  if (whichName && (NAME_KEYS.some((k) => u.proposal[k] !== undefined) || asked === 'name')) {
    return { ...u, proposal: {}, clarify: 'I see two names there. Please use the one on your Social Security card: what is your full legal name?', clarifyAsks: 'name' };
  }
  // "it's either Kate or Katherine on my W-2, …, last name Brennan": one part of the name in doubt leaves the name asked.
  const either = /\beither\s+(\p{Lu}[\p{L}'’-]+)\s+or\s+(\p{Lu}[\p{L}'’-]+)/u.exec(text);
  if (either && NAME_KEYS.some((k) => u.proposal[k] !== undefined)) {
    return { ...u, proposal: {}, clarify: `I see two names there (${either[1]} or ${either[2]}). Please use the one on your Social Security card: what is your full legal name?`, clarifyAsks: 'name' };
  }
  // "either 14 Oak Ln or 41 Oak Ln, …, Tulsa OK 74105": two street lines offered for one home; the address is asked.
  const streets = /\beither\s+(\d{1,6}[a-z]?\s+[\p{L}\d][^,;]*?)\s+or\s+(\d{1,6}[a-z]?\s+[\p{L}][^,;]*?)(?=\s*(?:[,;]|$))/iu.exec(text);
  if (streets && ADDRESS_KEYS.some((k) => u.proposal[k] !== undefined)) {
    return { ...u, proposal: {}, clarify: `I see two street addresses there (${streets[1]} or ${streets[2]}). Which one is right? Please send the full address as it appears on your mail.`, clarifyAsks: 'address' };
  }
  // "July 4th 1990, or the 5th": a second day offered for the date of birth; neither is proposed (ADR 169).
  const dob = u.proposal.date_of_birth;
  if (dob && /\bor\s+(?:maybe\s+|possibly\s+|was it\s+)?(?:the\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?\d{1,2}(?:st|nd|rd|th)?\b(?![/.-]\d|\s*(?:years?|yrs?|y\/?o|kids?|children)\b)/i.test(text) && !/\b\d{1,2}\s*or\s*\d{1,2}\s*(?:years?|yrs?)\b/i.test(text)) {
    return { ...u, proposal: {}, clarify: `I see two possible days for your date of birth there. What is the date on your birth certificate, with the month written out (for example March 3, 1985)?`, clarifyAsks: 'date_of_birth' };
  }
  const pair = twoCandidates(text, u.proposal);
  if (!pair) return null;
  const item: InterviewItem | null = pair.keys.some((k) => (NAME_KEYS as readonly string[]).includes(k)) ? 'name' : pair.keys.some((k) => (ADDRESS_KEYS as readonly string[]).includes(k)) ? (pair.keys.includes('zip') ? 'zip' : 'address') : pair.keys.includes('email') ? 'email' : pair.keys.includes('phone') ? 'phone' : null;
  return { ...u, proposal: {}, clarify: pair.question, clarifyAsks: item ?? asked };
}

export function understand(typed: string, asked: InterviewItem | null, opts: UnderstandOptions, isQuestion: boolean): Understood {
  // Parts set off by spaced slashes are a list ("Dana Whitaker / DOB 12-01-1975 / dana.w@me.com"),
  // and a value corrected inside the message is the later one (ADR 075).
  // A message that tries to change the assistant's role or rules proposes nothing (ADR 118).
  if (ROLE_CHANGE.test(typed)) return { proposal: {}, notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: ROLE_CHANGE_REPLY, clarifyAsks: null };
  // Someone other than the account holder typing ("hi this is his wife typing now, my name is …"): their own
  // name, birth date and contact are not the user's, and a spouse's details go in the profile form (ADR 133).
  if (OTHER_TYPING.test(typed.replace(/’/g, "'"))) return { proposal: {}, notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: OTHER_TYPING_REPLY, clarifyAsks: asked };
  const hedgedZip = zipHedged(typed);
  const text = withoutOldAddress(withoutHedgedZip(withoutMiddleAside(spacedBirthDate(suffixInWords(unitCorrected(streetTypeCorrected(streetNumberCorrected(stateTypos(monthTypos(statusTypos(statusCorrected(selfCorrected(partCorrected(namePartCorrected(apostropheYear(spokenDate(spokenPunctuation(spelledOut(contactRetyped(notTheUsers(possessiveRestored(spokenPhone(spokenZip(nicknameAside(nameAsidesPlain(yearSaidFirst(placeBeforeStreet(changedMind(withoutFillers(spokenAge(shouldRead(britishDependants(fromSpanish(typed)))))), US_STATE_CODES)))))))))).replace(/\s+\/\s+/g, ', '))), opts.today))))))))))))))));
  // "its x89@y.com not 88": a whole e-mail address, then "not" and what was wrong in it, is the new address (ADR 119).
  const newEmail = isQuestion ? null : emailNotOld(text);
  if (newEmail) return accounted(text, { proposal: { email: newEmail }, notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: null, clarifyAsks: null });
  if (!isQuestion && opts.previous) {
    // One part of the date of birth corrected, the others kept ("wrong year, 1984 — same day and month").
    const dob = opts.previous.date_of_birth ? datePartCorrection(text, opts.previous.date_of_birth, opts.today) : null;
    if (dob && Number(dob.slice(0, 4)) <= opts.taxYear - 14) return accounted(text, { proposal: { date_of_birth: dob }, notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: null, clarifyAsks: null });
    const part = nameRespelled(text, opts.previous) ?? nameLengthened(text, opts.previous) ?? spelledAgain(text, opts.previous) ?? letterReplaced(text, opts.previous) ?? partReplaced(text, opts.previous) ?? unitAdded(text, opts.previous) ?? suffixAdded(text, opts.previous);
    if (part) {
      const read = { proposal: withZipBeside(text, part), notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: null, clarifyAsks: null };
      return candidatesAsked(text, read, asked) ?? accounted(text, read);
    }
    const c = correctionOf(text, opts.previous, opts.today, opts.taxYear);
    if (c) withZipBeside(text, c.proposal);
    if (c) {
      const read = { proposal: c.proposal, notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: c.clarify, clarifyAsks: c.clarifyAsks };
      return (c.clarify ? null : candidatesAsked(text, read, asked)) ?? accounted(text, read);
    }
  }
  const u = readMessage(text, asked, opts, isQuestion);
  // A question, then a statement after it ("do I have to list them? I don't have any"): the
  // statement is a short answer to the item just asked (ADR 078).
  const tail = isQuestion && asked === 'dependents' ? /\?\s*([^?]+?)\s*[.!]*$/.exec(text)?.[1] : undefined;
  if (tail && !isQuestionText(tail) && readMessage(tail, asked, opts, false).noDependents) u.noDependents = true;
  if (u.clarify) return u;
  // A question about children ("how much is the child tax credit per kid") names no dependents of the
  // user's; only a statement in it does ("we have 2 kids, what credit do we get?").
  if (isQuestion && u.proposal.dependents && !/\b(i|we) (have|got|had)\b|\bmy (kids?|children|sons?|daughters?)\b/i.test(text)) delete u.proposal.dependents;
  // Someone else's name, birth date or contact ("my wife's name is Ana", "my son's birthday is …")
  // is not the user's: those values are dropped.
  const mine = withoutOthers(othersClauseBroken(text));
  if (mine !== text.replace(/’/g, "'") && OWN_KEYS.some((k) => u.proposal[k] !== undefined)) {
    const own = mine.trim() ? readMessage(mine, asked, opts, isQuestion).proposal : {};
    const theirs = OWN_KEYS.filter((k) => u.proposal[k] !== undefined && JSON.stringify(u.proposal[k]) !== JSON.stringify(own[k]));
    if (theirs.some((k) => (NAME_KEYS as readonly string[]).includes(k))) for (const k of NAME_KEYS) delete u.proposal[k];
    for (const k of theirs) delete u.proposal[k];
    if (theirs.length && Object.keys(u.proposal).length === 0 && !u.noDependents && !u.talksStatus) {
      return { ...u, clarify: "That sounds like someone else's details, so I haven't proposed them: in chat I only save your own. Your spouse's and dependents' names and dates of birth go in the profile form. Is there anything about you to add?", clarifyAsks: asked };
    }
  }
  // Each part of the name labelled ("Nguyen is last name, Mai is first name"): those words, whatever their order in the name (ADR 133).
  const legal = isQuestion ? null : legalNameLabelled(text);
  // "full legal name Christopher Lam or Lem": the legal name in doubt leaves the name asked, the nickname beside it too.
  if (legal === 'unclear') return { ...u, proposal: {}, clarify: 'I see two spellings of your legal name there. Please use the one on your Social Security card: what is your full legal name?', clarifyAsks: 'name' };
  const parts = isQuestion ? null : (namePartsLabelled(text) ?? legal);
  if (parts) {
    for (const k of NAME_KEYS) delete u.proposal[k];
    Object.assign(u.proposal, parts);
  }
  const two = twoContacts(text);
  // "(254) 555-0170 actually no that's my work, use 254-555-0119": the number taken back is not asked about.
  const later = two === 'phone' ? phoneTakenBack(text) : null;
  if (later) u.proposal.phone = later;
  else if (two && u.proposal[two] !== undefined) {
    delete u.proposal[two];
    return { ...u, proposal: {}, clarify: `I see two ${two === 'email' ? 'email addresses' : 'phone numbers'} there. Which one should I save?`, clarifyAsks: two };
  }
  if (!plausibleName(labelledCapitals(text, u.proposal))) {
    for (const k of NAME_KEYS) delete u.proposal[k];
    if (asked === 'name') return { ...u, clarify: 'I could not tell which words are your name. What is your full legal name (first and last)?', clarifyAsks: 'name' };
  }
  // Four or more name words ("jose luis garcia lopez"): two middle names, or a middle name and a
  // two-word surname? Two readings, so it is asked.
  const middle = u.proposal.middle_name;
  if (middle && middle.split(/\s+/).length > 1 && u.proposal.first_name && u.proposal.last_name) {
    const last = u.proposal.last_name;
    const twoWord = `${middle.split(/\s+/).pop()} ${last}`;
    const whole = `${u.proposal.first_name} ${middle} ${last}`;
    // The two-word surname said so, before or after the name ("Ramirez Ochoa are my two last names"): no second reading (ADR 133).
    const stated = statedSurname(text) ?? surnameNamedBefore(text);
    if (stated && stated.toLowerCase() === twoWord.toLowerCase()) {
      const rest = middle.split(/\s+/).slice(0, -1).join(' ');
      u.proposal.last_name = twoWord;
      if (rest) u.proposal.middle_name = rest;
      else delete u.proposal.middle_name;
      return statedOutright(text, typed, u, opts.taxYear, isQuestion ? null : asked);
    }
    for (const k of NAME_KEYS) delete u.proposal[k];
    return { ...u, clarify: `I read your name as ${whole}. ${SURNAME_CHOICE(twoWord, last)}`, clarifyAsks: 'name' };
  }
  // "Nguyen Thi Lan": a Vietnamese name in its own order, family name first, with the middle name Thi or Van that
  // marks it; the same three words are written "Lan Thi Nguyen" in the US order. Which one was typed is asked (ADR 155).
  // "Tran Van Minh" is read with "Van" as a surname particle (as in "Van Dyke"): the same three words.
  const { first_name: given } = u.proposal;
  const particle = !u.proposal.middle_name ? /^(thi|thị|van|văn)\s+(\S+)$/i.exec(u.proposal.last_name ?? '') : null;
  const mid = particle?.[1] ?? u.proposal.middle_name;
  const family = particle?.[2] ?? u.proposal.last_name;
  if (given && family && mid && /^(?:thi|thị|van|văn)$/i.test(mid) && VIETNAMESE_FAMILY.test(given) && !VIETNAMESE_FAMILY.test(family) && !/\b(?:first|given|last|family|sur) ?name\b/i.test(text)) {
    for (const k of NAME_KEYS) delete u.proposal[k];
    return { ...u, clarify: `I read your name as ${given} ${mid} ${family}. Is ${given} your last (family) name, as it is written in Vietnamese, or your first name? Please tell me your first and last name, or enter them in the profile form (Review profile).`, clarifyAsks: null };
  }
  // "Okafor, Chidi": a lone first name followed by a comma and one more name word may be the form's
  // "Last, First" order: two readings, so it is asked.
  const first = u.proposal.first_name;
  if (first && !u.proposal.last_name && new RegExp(`\\b${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,\\s*([A-Za-z][A-Za-z'’-]+)\\s*[.!]?\\s*$`, 'i').test(text)) {
    const other = /,\s*([A-Za-z][A-Za-z'’-]+)\s*[.!]?\s*$/.exec(text)![1]!;
    for (const k of NAME_KEYS) delete u.proposal[k];
    return { ...u, clarify: `Is your first name ${first} and your last name ${other.charAt(0).toUpperCase() + other.slice(1)}, or the other way round?`, clarifyAsks: 'name' };
  }
  // A correction left inside an address part ("12 oak st apt 3 i mean apt 4" read as one street
  // line) is never proposed: the address is asked.
  if (ADDRESS_KEYS.some((k) => typeof u.proposal[k] === 'string' && SELF_CORRECTION.test(` ${u.proposal[k] as string} `))) {
    for (const k of ADDRESS_KEYS) delete u.proposal[k];
    return { ...u, clarify: 'I see a correction inside that address. What is your full address now, as street, city, state and ZIP (for example 12 Oak St, Austin, TX 78701)?', clarifyAsks: 'address' };
  }
  // Two street lines in one message ("10 Elm St … and 5 Oak Ave …"): which one is home is asked.
  if (u.proposal.address && twoStreets(text)) {
    for (const k of ADDRESS_KEYS) delete u.proposal[k];
    return { ...u, clarify: 'I see two street addresses there. Which one is your home address now (street, city, state and ZIP)?', clarifyAsks: 'address' };
  }
  // Two homes named and a choice asked or a split told ("i split time between tampa and my mom's in
  // ohio, which one should i put"): which one is the main home is asked, no part of either is proposed (Held-out 9).
  if ((ADDRESS_KEYS.some((k) => u.proposal[k] !== undefined) || HOME_WORDS.test(text)) && twoHomes(text)) {
    for (const k of ADDRESS_KEYS) delete u.proposal[k];
    return { ...u, clarify: 'You named more than one place. Which one is your main home, where you live most of the time? Please give it as street, city, state and ZIP (for example 12 Oak St, Austin, TX 78701).', clarifyAsks: 'address' };
  }
  const pair = isQuestion ? null : candidatesAsked(text, u, asked);
  if (pair) return pair;
  // "my passport say 01 JAN 1980 but this is not my real birthday": a date the user says is not their birth date (a
  // placeholder date on a document) is not proposed; the real one is asked.
  if (u.proposal.date_of_birth && /\b(?:not|isn'?t|is not)\s+(?:my|the)\s+(?:real|actual|true|correct|right)\s+(?:birthday|birth ?date|date of birth|dob|bday)\b/i.test(text)) {
    return { ...u, proposal: {}, clarify: 'I understand that date is not your real date of birth, so I have not saved it. The return needs the date of birth the Social Security Administration has for you: what is it?', clarifyAsks: 'date_of_birth' };
  }
  // "maybe they are my dependents i think": whether they are dependents is itself in doubt; no one is added, and the
  // tests that decide it are asked about (Pub. 501, Dependents; ADR 169).
  if (u.proposal.dependents && DEPENDENCY_HEDGED.test(text.toLowerCase().replace(/’/g, "'"))) {
    delete u.proposal.dependents;
    return { ...u, clarify: DEPENDENCY_DOUBT, clarifyAsks: asked };
  }
  const doubtful = hedgedKeys(text, u.proposal, (kept) => readMessage(kept, asked, opts, isQuestion).proposal);
  if (doubtful.length) {
    const question = hedgeQuestion(u.proposal, doubtful);
    const item: InterviewItem | null = doubtful.some((k) => (NAME_KEYS as readonly string[]).includes(k)) ? 'name' : doubtful.includes('date_of_birth') ? 'date_of_birth' : doubtful.some((k) => (ADDRESS_KEYS as readonly string[]).includes(k)) ? (doubtful.includes('address') ? 'address' : 'zip') : null;
    return { ...u, proposal: {}, clarify: question, clarifyAsks: item ?? asked };
  }
  // A signature block's lines are a title, an organisation and a workplace: no part of the home address (ADR 143).
  // An address typed above the delimiter is the user's message, not the block's: kept.
  if (signatureBlock(text).length && !/\d/.test(text.split(/^\s*--\s*$/m)[0]!)) for (const k of ADDRESS_KEYS) delete u.proposal[k];
  const out = statedOutright(text, typed, u, opts.taxYear, isQuestion ? null : asked);
  // An address said to be the old one ("my old address was 9 elm st, dover nh"), with no new one beside it, is
  // not the home now: nothing of it is proposed, and the current address is asked (ADR 126).
  const oldClause = OLD_ADDRESS.exec(text);
  const onlyOld = !!oldClause && /\d/.test(oldClause[0]) && !STREET_LINE_ONE.test(text.slice(0, oldClause.index) + text.slice(oldClause.index + oldClause[0].length));
  if (!isQuestion && onlyOld && ADDRESS_KEYS.some((k) => out.proposal[k] !== undefined)) {
    for (const k of ADDRESS_KEYS) delete out.proposal[k];
    return { ...out, clarify: out.clarify ?? 'That sounds like a past address. What is your current home address (street, city, state and ZIP)?', clarifyAsks: out.clarifyAsks ?? 'address' };
  }
  // Every value read from free text must be accounted for by the words of its clause (ADR 142); a past address said
  // as such gets its own question first (ADR 126).
  const gated = accounted(text, out);
  if (gated !== out) return gated;
  // A move still to come or not yet decided ("i might move to 8 Bay St Tampa FL 33602 in march but idk yet"):
  // the home address is where the user lives now, so nothing of the future one is proposed (ADR 147).
  if (!isQuestion && FUTURE_MOVE.test(text) && ADDRESS_KEYS.some((k) => out.proposal[k] !== undefined)) {
    for (const k of ADDRESS_KEYS) delete out.proposal[k];
    if (!Object.keys(out.proposal).length && !out.notes.includes(FUTURE_MOVE_NOTE)) out.notes.push(FUTURE_MOVE_NOTE);
  }
  // A state named as where a marriage or partnership was made ("we're registered domestic partners in california",
  // "common law married in colorado") is the law the status was made under, not a home address: a street, city or ZIP
  // must come with it (ADR 147).
  if (STATUS_PLACE.test(text) && !out.proposal.address && !out.proposal.zip) {
    delete out.proposal.state;
    delete out.proposal.city;
  }
  // A ZIP said with doubt ("zip is 0214-something") was set aside: the parts said for sure are proposed, and the ZIP asked (ADR 126).
  if (hedgedZip && !out.clarify && !out.proposal.zip && ADDRESS_KEYS.some((k) => out.proposal[k] !== undefined)) out.notes.push("I left the ZIP code out, since you weren't sure of it. What is your ZIP code?");
  return out;
}

/**
 * A value corrected inside the message by naming the part it replaces (ADR 133): after a correction
 * marker ("sorry", "no wait", "typo", "actually scratch that"), either
 * - one word or number of the same shape as the last one before the marker: a name word a letter or two
 *   off ("Hernandes, sorry typo, Hernandez with a z"), or as many digits ("646 555 0100, no wait 0101");
 * - "the <part> is X", X of the same shape as a word before ("… TX 77036 actually scratch that the zip is 77063");
 * - "X not Y", Y a part of a value before ("rosa.h@yahoo.com sorry hotmail not yahoo").
 * That part is replaced and the marker goes; a letter named after it ("with a z") is only a spelling aid.
 * Anything else is left as typed.
 */
/**
 * A value said, then taken back and said again in the same message (ADR 147): after "wait no", "no wait",
 * "no sorry", "sorry typo", the value right after the marker, of the same shape as the one right before it
 * (a whole name of as many capitalised words, a date, as many digits), replaces it ("it's Katie Summers - wait no, legally
 * it's Kathryn Summers", "6/18/2002 - sorry typo, 6/18/2003", "45420 - no sorry, 45424"); a street line called
 * "my old one" after the marker goes when a new street line follows ("33 Cedar Ct … - no wait thats my old one.
 * 1208 Regent St …"). Anything else is left as typed.
 */
const CHANGED_MIND = /\s*[-–—,;.]?\s*\b(?:wait,?\s+no|no,?\s+wait|no,?\s+sorry|sorry,?\s+typo|sorry,?\s+no)\b[\s,;:!.–—-]*/i;
export function changedMind(text: string): string {
  const m = CHANGED_MIND.exec(text);
  if (!m || m.index === 0) return text;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  const old = /^(?:that'?s|thats|that is|its|it's)\s+(?:my|the|our)\s+(?:old|previous|former)\s+(?:one|address|place)\b[\s.,;:!-]*/i.exec(after);
  if (old) {
    const rest = after.slice(old[0].length);
    const at = before.search(STREET_LINE_ONE);
    return at >= 0 && STREET_LINE_ONE.test(rest) ? `${before.slice(0, at)}${rest}`.replace(/\s+/g, ' ').trim() : text;
  }
  const said = after.replace(/^(?:(?:legally|really|actually)\s*,?\s+)?(?:(?:it'?s|its|it is|i mean|should be|make (?:that|it))\s+)?/i, '');
  const value = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{3,}|\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=$|[\s,.;!?])/u.exec(said);
  if (!value) return text;
  const v = value[0];
  // One name word is a part of the name, left to the part rules (partCorrected): a whole name is two or more.
  if (/^\p{Lu}/u.test(v) && !/\s/.test(v)) return text;
  const shape = /^\d{1,2}[/.-]/.test(v) ? String.raw`\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}` : /^\d+$/.test(v) ? String.raw`\d{${v.length}}` : Array(v.split(/\s+/).length).fill(String.raw`\p{Lu}[\p{L}\p{M}'’-]+`).join(String.raw`\s+`);
  const tail = new RegExp(`(?<![\\p{L}\\d/.-])${shape}\\s*$`, 'u').exec(before);
  if (!tail || tail[0].trim() === v) return text;
  return `${before.slice(0, tail.index)}${v}${said.slice(v.length)}`.replace(/\s+/g, ' ').trim();
}

const PART_MARK = /(?:\s*[,;.]\s*|\s+)(?:no,?\s+wait|wait,?\s+no|wait|sorry,?\s+typo|typo|sorry|oops|whoops|my bad|actually,?\s+scratch that|scratch that|actually,?\s+no|actually|correction)\b[\s,;:!-]*(?:(?:it'?s|its|it is|should be|make (?:that|it))\s+)?/i;
export function partCorrected(text: string): string {
  const m = PART_MARK.exec(text);
  if (!m || m.index === 0) return text;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spellingAid = /^\s+with\s+(?:an?\s+|two\s+)?\p{L}(?:'?s)?\b(?:\s+(?:not|instead of)\s+(?:an?\s+)?\p{L}\b)?/u;
  const sameShape = (a: string, b: string) =>
    /^\d+$/.test(a) ? /^\d+$/.test(b) && a.length === b.length && a !== b && a.length >= 3 : /^\p{Lu}[\p{L}\p{M}'’-]{2,}$/u.test(a) && /^\p{Lu}[\p{L}\p{M}'’-]{2,}$/u.test(b) && a.toLowerCase() !== b.toLowerCase() && editDistance(a.toLowerCase(), b.toLowerCase(), 2) <= 2;
  // "hotmail not yahoo": the word after "not" is part of a value before, the first word replaces it.
  const swap = /^([\w-]+)\s+(?:not|instead of)\s+(?:the\s+)?([\w-]+)\b/i.exec(after);
  if (swap) {
    const old = new RegExp(`(?<=[@._-]|\\b)${esc(swap[2]!)}(?=[@._-]|\\b)(?![\\s\\S]*\\b${esc(swap[2]!)}\\b)`, 'i');
    if (swap[1]!.toLowerCase() !== swap[2]!.toLowerCase() && old.test(before) && /[@\d]/.test(before.slice(before.search(old) - 30 < 0 ? 0 : before.search(old) - 30))) {
      return `${before.replace(old, swap[1]!.toLowerCase())}${after.slice(swap[0].length)}`.trim();
    }
    return text;
  }
  // "the zip is 77063": a part named, then its value.
  const labelled = /^(?:the\s+|my\s+)?(?:zip(?:\s*code)?|house number|street number|number|last name|surname|first name|name|apt|apartment|unit)\s*(?:is|'s|should be|:)\s*([\p{L}\d][\p{L}\p{M}\d'’-]*)/iu.exec(after);
  const bare = labelled ?? /^([\p{L}\d][\p{L}\p{M}\d'’-]*)(?=$|[\s,.;!?])/u.exec(after);
  if (!bare) return text;
  const now = bare[1]!;
  const words = [...before.matchAll(/[\p{L}\d][\p{L}\p{M}\d'’-]*/gu)];
  // A bare value replaces the word right before the marker; a labelled one, the last word of its shape.
  const target = labelled ? [...words].reverse().find((w) => sameShape(w[0], now)) : words.at(-1);
  if (!target || !sameShape(target[0], now)) return text;
  const rest = after.slice(bare[0].length).replace(spellingAid, '');
  return `${before.slice(0, target.index)}${now}${before.slice(target.index + target[0].length)}${rest}`.replace(/\s+/g, ' ').trim();
}

/**
 * Name asides that only restate what is said beside them (ADR 133): a labelled name part in quotes
 * ('my last name is "de la Torre"') is that part; a name refused then said ("not Jeff, Geoffrey. Geoffrey Tan")
 * loses the refused word; a spelling letter by letter that spells the name words already typed ("Sean O'Neill
 * that's s e a n and o apostrophe n e i l l") goes. A spelling of other letters is left for the other rules.
 */
export function nameAsidesPlain(text: string): string {
  let t = text.replace(/\b((?:(?:first|last|middle|family|given|full|legal)\s+)?(?:name|surname)(?:'s)?\s*(?:is|:)?\s*)["“‘]([\p{L}\p{M}'’ -]{1,60})["”’]/giu, '$1$2');
  t = t.replace(/^(\s*(?:no,?\s+)?)not\s+\p{Lu}[\p{L}\p{M}'’-]+\s*[,;]\s*(\p{Lu}[\p{L}\p{M}'’-]+)\s*[.!;]\s*(?=\2\b)/u, '$1');
  // "Name's O'Brien — Siobhan O'Brien": the surname said first, then the whole name ending in it, is that whole name.
  t = t.replace(/\b(name(?:'s|’s|\s+is)?\s*:?\s*)(\p{Lu}[\p{L}\p{M}'’-]+)\s*[—–:,.-]+\s*((?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Lt|Capt|Sgt|Rev)\.?\s+)?(?:\p{Lu}[\p{L}\p{M}'’-]+\s+){1,2}\2)(?=\s*[.!]?\s*$|\s*[,;])/iu, '$1$3');
  const spell = /(?:\s*[,;.]\s*|\s+)(?:and\s+)?(?:(?:\p{L}+\s+is\s+|\p{L}+'s\s+)?(?:spelled|spelt)|that'?s|thats|it'?s|its)(?:\s+spelled)?\s*:?\s+((?:(?:\p{L}|apostrophe|hyphen|dash|and|space)[\s,]+)+(?:\p{L}))\s*[.!]*\s*$/iu.exec(t);
  if (!spell) return t;
  const groups = spell[1]!
    .split(/[\s,]+/)
    .reduce<string[]>((acc, w) => {
      const l = w.toLowerCase();
      if (l === 'and' || l === 'space') acc.push('');
      else acc[acc.length - 1] += l === 'apostrophe' ? "'" : l === 'hyphen' || l === 'dash' ? '-' : l;
      return acc;
    }, [''])
    .filter(Boolean);
  const typedWords = t.slice(0, spell.index).toLowerCase().replace(/’/g, "'").split(/[^\p{L}\p{M}'-]+/u);
  return groups.length > 0 && groups.every((g) => g.length >= 2 && typedWords.includes(g)) ? t.slice(0, spell.index) : t;
}

/**
 * A nickname in brackets or quotes between the given name and the surname ('Robert (Bob) Hayes',
 * 'Margaret "Peggy" Olson') is no part of the legal name: set aside (ADR 126).
 */
export function nicknameAside(text: string): string {
  return text.replace(/(?<=\p{Lu}[\p{L}\p{M}'’-]+)\s+(?:\(\s*["'“‘]?\p{Lu}[\p{L}'’-]*["'”’]?\s*\)|["“]\p{Lu}[\p{L}'’-]*["”])\s+(?=\p{Lu}[\p{L}\p{M}'’-]+)/gu, ' ');
}

/**
 * A phone number said digit by digit in words ("five oh three five five five zero one seven seven"): ten
 * digit words in a row (eleven with a leading "one"), "oh" for zero, written as the number (ADR 126).
 * Shorter runs (a ZIP, a house number said aloud) are left as typed.
 */
/**
 * A ZIP code said digit by digit ("… Austin Texas seven eight seven zero four", "zip is four five four oh three"): five
 * (or nine) digit words right after a state's name, or after "zip", ending the clause, are the ZIP's digits (ADR 159).
 * Nowhere else: "one two three main street" is a house number, read by its own rule or not at all; a state's code is
 * left out, since several are words ("me", "in", "or", "oh").
 */
const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)';
const STATE_BEFORE = `(?:${US_STATES.map((st) => st.name.replace(/ /g, '\\s+')).join('|')}|zip(?:\\s*code)?(?:\\s+is)?|zip(?:\\s*code)?\\s*:)`;
const SPOKEN_ZIP = new RegExp(`(\\b${STATE_BEFORE}[\\s,]+)((?:${DIGIT_WORD}[\\s-]+){4}${DIGIT_WORD}(?:[\\s-]+(?:${DIGIT_WORD}[\\s-]+){3}${DIGIT_WORD})?)(?=\\s*(?:[.!,;]|$))`, 'gi');
export function spokenZip(text: string): string {
  const D: Record<string, string> = { zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
  return text.replace(SPOKEN_ZIP, (_all, before: string, run: string) => {
    const digits = run.trim().split(/[\s-]+/).map((w) => D[w.toLowerCase()]!).join('');
    return `${before}${digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits}`;
  });
}

export function spokenPhone(text: string): string {
  const D: Record<string, string> = { zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
  return text.replace(/\b(?:(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)(?:[\s,-]+|$)){10,11}/gi, (run) => {
    const digits = run.trim().split(/[\s,-]+/).filter(Boolean).map((w) => D[w.toLowerCase()]!).join('');
    if (digits.length === 11 && digits[0] !== '1') return run;
    return `${digits}${/\s$/.test(run) ? ' ' : ''}`;
  });
}

/**
 * One part of a name taken back inside the message ("name is Jon Petersen, no wait its Jonathan on my
 * card", "im Kathy Lund sorry Katherine"): after a correction word, one capitalised name word that
 * keeps the start or most letters of exactly one part said before (within two edits, or half its
 * length) replaces that part, and the words after it are set apart as another sentence (ADR 126).
 * A word like neither part, or like both, leaves the message as typed.
 */
export function namePartCorrected(text: string): string {
  const W = "\\p{Lu}[\\p{L}\\p{M}'’-]+";
  const m = new RegExp(`^(.*?\\b(?:name is|name's|[Ii]'?m|[Ii]m|[Ii] am|this is|[Ii]t'?s|[Ii]ts)\\s+)(${W})(\\s+${W})(\\s*[,;.]?\\s+)(?:no wait|wait|sorry|oops|i mean|i meant|actually|scratch that)\\b[\\s,.]*(?:no\\b[\\s,.]*)?(?:(?:it'?s|its|it is|should be|make (?:that|it)|i mean)\\s+)?(${W})(?![\\p{L}'’-])(?!\\s+\\p{Lu})(.*)$`, 'u').exec(text);
  if (!m) return text;
  const [, head, first, last, , now, after] = m;
  const like = (a: string, b: string) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    let common = 0;
    while (common < Math.min(x.length, y.length) && x[common] === y[common]) common++;
    return x !== y && (y.startsWith(x) || x.startsWith(y) || (common >= 3 && common * 2 >= Math.min(x.length, y.length)) || editDistance(x, y, Math.max(2, Math.floor(y.length / 2))) <= Math.max(2, Math.floor(y.length / 2)));
  };
  const f = like(first!, now!);
  const l = like(last!.trim(), now!);
  if (f === l) return text;
  const rest = after!.trim() ? `. ${after!.trim()}` : '';
  return f ? `${head}${now}${last}${rest}` : `${head}${first} ${now}${rest}`;
}

/**
 * A possessive typed without its apostrophe before what a person has ("my wifes name is …", "my sons
 * birthday", "my moms phone"): written with it, so the clause reads as someone else's (ADR 126).
 */
export function possessiveRestored(text: string): string {
  return text.replace(
    /\b(my|our|his|her|their)\s+(wife|husband|spouse|partner|son|daughter|kid|child|mom|mother|dad|father|parent|brother|sister|boyfriend|girlfriend|fianc[eé]e?|baby|stepson|stepdaughter|nephew|niece|friend|boss|employer|roommate|grandson|granddaughter|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)s\s+(?=(?:full\s+|legal\s+|first\s+|last\s+|middle\s+|maiden\s+)?(?:name|names|birthday|bday|dob|date of birth|e-?mail|phone|number|cell|address)\b)/gi,
    (_m, who: string, rel: string) => `${who} ${rel}'s `,
  );
}

/**
 * A ZIP code said with doubt, its digits cut short or trailed off: "zip is 0214-something", "zip
 * 021 something", "the zip is like 9021x", "zip code 3030?" (ADR 126). The clause up to the end of
 * its sentence is no part of the address; the ZIP is asked.
 */
const HEDGED_ZIP = /(?:\s*[,;]\s*|\s+)(?:and\s+|but\s+)?(?:the\s+|my\s+)?zip(?:\s*code)?\s*(?:is|'s|:)?\s*(?:like\s+|maybe\s+|around\s+|probably\s+)?\d{1,5}\s*(?:-\s*|\s+)?(?:something|ish|or something|or so|x+|\?+|\.\.\.|…)(?![a-z])[^.;!?]*/i;
function zipHedged(text: string): boolean {
  return HEDGED_ZIP.test(text.replace(/’/g, "'"));
}
function withoutHedgedZip(text: string): string {
  return text.replace(/’/g, "'").replace(HEDGED_ZIP, '');
}

/**
 * The old address told beside the new one ("new address is 31 Harbor View Terrace, …, the old one was
 * 9 maple st in dover", "we used to live at 4 Elm Rd"): the home now is the new one, so the clause about
 * the old one is set aside, when what is left still gives a street (ADR 126).
 */
const FUTURE_MOVE = /\b(?:might|may|could|will|i'?ll|we'?ll|would|going to|gonna|plan(?:ning)? to|planning on|thinking (?:of|about)|considering|hop(?:e|ing) to|want(?:ing)? to|about to)\s+(?:be\s+)?(?:mov(?:e|ing)|relocat(?:e|ing))\b|\b(?:next|in) (?:month|year|week|spring|summer|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b[^.;!?]{0,40}\b(?:idk|not sure|maybe)\b/i;
const FUTURE_MOVE_NOTE = "I'll keep your current address for now: your home address is where you live today. Tell me the new one once you've moved.";
const STATUS_PLACE = /\b(?:married|marriage|partners?|partnership|civil union|divorced|divorce|separated|widowed|wed)\b[^.;!?\d]{0,20}?\b(?:in|under(?: the law of)?)\s+(?:the\s+state\s+of\s+)?[a-z]/i;
const OLD_ADDRESS = /(?:^\s*|\s*[,;.]\s*|\s+)(?:and\s+|but\s+|while\s+)?(?:(?:the|my|our)\s+(?:old|previous|former|prior)\s+(?:one|address|place|house|home|apartment|apt)\s+(?:was|is|used to be)|(?:i|we)\s+used\s+to\s+live\s+(?:at|on)|(?:i|we)\s+(?:moved|came)\s+(?:here\s+)?from)\b[^.;!?]*?(?=\s*,?\s*(?:but|and now|now|while|new|my new|the new|our new|current|my current)\b|\s+to\s|\s*[.;!?]|$)/i;
function withoutOldAddress(text: string): string {
  // "we moved from 10 birch rd to 44 cedar ln, …": the street after "to" is home now.
  const fromTo = /\b(moved|moving|relocated|relocating)\s+from\s+(\d[^.;!?]*?)\s+to\s+(?=\d)/i.exec(text);
  if (fromTo && STREET_LINE_ONE.test(fromTo[2]!)) return text.slice(0, fromTo.index) + `${fromTo[1]} to ` + text.slice(fromTo.index + fromTo[0].length);
  const m = OLD_ADDRESS.exec(text);
  if (!m || !/\d/.test(m[0])) return text;
  const left = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  return STREET_LINE_ONE.test(left) ? left : text;
}
const STREET_LINE_ONE = new RegExp(`\\b\\d{1,6}[A-Za-z]?\\s+(?:[A-Za-z0-9.'-]+\\s+){1,4}?(?:${STREET_TYPES})\\b`, 'i');

/**
 * The name with the words the user typed capitalised right after a name label set aside for the
 * never-a-name check (ADR 119): "name's Will Hunt", "my name is Will Ortiz" — a modal verb written
 * with a capital after "name is" is a given name (Will), as the label says; in lower case it stays out.
 */
function labelledCapitals(text: string, p: ProfileProposal): ProfileProposal {
  const m = /\b(?:my (?:full |legal )?name is|my name's|name's|name is|name\s*:)\s+((?:\p{Lu}[\p{L}\p{M}'’.-]*\s*){2,4})/u.exec(text.replace(/’/g, "'"));
  if (!m) return p;
  const typed = new Set(m[1]!.trim().split(/\s+/));
  const out = { ...p };
  for (const k of ['first_name', 'middle_name', 'last_name'] as const) {
    const v = out[k];
    if (v) out[k] = v.split(/\s+/).map((w) => (typed.has(w) ? 'Ana' : w)).join(' ');
  }
  return out;
}

/** What the message states outright wins over the reading (ADR 118, server/chat/stated.ts). */
function statedOutright(text: string, typed: string, u: Understood, taxYear: number, asked: InterviewItem | null): Understood {
  const notes = [...u.notes];
  const proposal = asTyped(typed, withoutPlaceInStreet(typed, withCorrectedFirstName(typed, withStatedMiddle(typed, withStatedSurname(text, u.proposal, statedSurname(text) ?? surnameNamedBefore(text))))));
  const here = NAME_KEYS.some((k) => proposal[k] !== undefined) ? null : introducedHere(text);
  if (here) Object.assign(proposal, here);
  // A ZIP code from another state than the one said ("Portland, OR 04101": 041 is a Maine prefix): one of the two is
  // wrong, and which one is not ours to guess (USPS 3-digit prefixes, shared/zip-prefix.ts; ADR 155).
  const mismatch = proposal.zip && proposal.state ? zipStateMismatch(proposal.zip, proposal.state) : null;
  if (mismatch) {
    for (const k of ADDRESS_KEYS) delete proposal[k];
    return { ...u, proposal, clarify: `${mismatch} Which is right? Please send the address again with the state or the ZIP code corrected.`, clarifyAsks: asked };
  }
  // "new york" alone: the state and a city of the same name, so which one is meant is not ours to guess (ADR 155).
  const cityOrState = /^\s*(new york|washington)\s*[.!]*\s*$/i.exec(text);
  if (cityOrState && proposal.state && !proposal.city && !proposal.zip && !proposal.address) {
    delete proposal.state;
    const place = cityOrState[1]!.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    return { ...u, proposal, clarify: `Do you mean the city or the state of ${place}? Please send your full address: street, city, state and ZIP code.`, clarifyAsks: asked };
  }
  const named = withoutSmallTalkNames(text, proposal);
  for (const k of ['first_name', 'middle_name', 'last_name', 'suffix'] as const) if (named[k] === undefined) delete proposal[k];
  if (proposal.dependents) {
    const other = claimedByAnother(text);
    if (other) {
      delete proposal.dependents;
      if (other === 'none') return { ...u, proposal, noDependents: true };
      return { ...u, proposal, clarify: `Only one person can claim a child. Do you claim anyone yourself as a dependent for ${taxYear}? For example "my daughter, 6", or "no".`, clarifyAsks: 'dependents' };
    }
    proposal.dependents = withDeclaredRelative(text, withListedNames(text, proposal.dependents));
    // "my wife's daughter Grace, 11 — my stepdaughter": a relationship said again in an aside (after a dash, in brackets)
    // names the person just told, not another one; a row with neither name nor age of that relationship is dropped (ADR 155).
    const deps = proposal.dependents;
    proposal.dependents = deps.filter((d, i) => {
      if (d.first_name !== undefined || d.birth_year_estimate !== undefined) return true;
      const told = deps.some((o, j) => j !== i && o.first_name !== undefined && o.relationship.toLowerCase() === d.relationship.toLowerCase());
      const aside = new RegExp(`(?:[—–]|\\s-\\s|\\()\\s*(?:(?:she|he)(?:'s| is)\\s+|i\\.?e\\.?,?\\s+)?my\\s+${d.relationship.toLowerCase()}\\b`, 'i');
      return !(told && aside.test(text));
    });
    // A dependent the message identifies by nothing (ADR 119): no name, no age and no relationship
    // but "child" or "dependent" ("we have two kids", "2"). A count is no person to save: their
    // names and dates of birth are asked, and nothing about them is proposed.
    // A bare count answering "how many dependents" ("two", "3 dependents") names no one: it gives the
    // profile form that many rows to fill, as before; a count of children ("two kids") is asked.
    const childNamed = read(text).tokens.some((x) => KIDS.includes(x.norm) && !/^dependents?$/.test(x.norm));
    if (proposal.dependents.some(unidentified) && childNamed) {
      delete proposal.dependents;
      if (Object.keys(proposal).length === 0 && !u.talksStatus && !isFs(asked) && asked !== 'filing_status') return { ...u, proposal, clarify: UNIDENTIFIED_QUESTION(taxYear), clarifyAsks: 'dependents' };
      notes.push(UNIDENTIFIED_QUESTION(taxYear));
    }
    // One relative told by relation alone, answering the dependents question ("just my son", "yes my daughter"): a row
    // with no name and no age is no person to save yet, so their name and age are asked (ADR 154).
    const only = proposal.dependents?.length === 1 ? proposal.dependents[0]! : null;
    if (only && asked === 'dependents' && !only.first_name && only.birth_year_estimate === undefined && Object.keys(proposal).length === 1 && !u.talksStatus) {
      return { ...u, proposal: {}, clarify: `What is your ${only.relationship.toLowerCase()}'s first name, and how old are they (for example "Leo, 6")?`, clarifyAsks: 'dependents' };
    }
  }
  return { ...u, proposal, notes };
}

/**
 * Names with ages, answering the question about children counted before ("we have two kids", then
 * "Mia 7 and Noah 4", "mia (7), noah (4)", "Mia is 7 and Noah is 4"; ADR 119): while dependents are
 * asked and the user's message before counted children, each name word with its age is one of them,
 * with the relationship said before (son, daughter, child). Every name must be a word no English
 * lexicon has as anything but a noun, and the count, when said, must match.
 */
export function namesForCounted(text: string, earlier: string | null | undefined, taxYear: number): ProposedDependent[] | null {
  const before = (earlier ?? '').toLowerCase().replace(/’/g, "'");
  const noun = /\b(kids?|children|child|sons?|daughters?|boys?|girls?)\b/.exec(before)?.[1];
  if (!noun) return null;
  const t = text.trim().replace(/’/g, "'").replace(/[.!]+$/, '');
  const pairs = [...t.matchAll(/(\p{L}[\p{L}'-]+)\s*(?:,\s*|\s+is\s+|\s+\(\s*|\s+)(\d{1,2})\s*\)?(?:\s*(?:yrs?|years?|y\/?o)(?:\s*old)?)?/gu)];
  const rest = t.replace(/(\p{L}[\p{L}'-]+)\s*(?:,\s*|\s+is\s+|\s+\(\s*|\s+)(\d{1,2})\s*\)?(?:\s*(?:yrs?|years?|y\/?o)(?:\s*old)?)?/gu, ' ').replace(/\b(?:and|&)\b|[,;]/g, ' ').trim();
  if (pairs.length === 0 && rest !== '' && !/\d/.test(t)) {
    // Names alone ("Leo and Mia", "Sami, Yara"): one name word each, as many as were counted.
    const names = t.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
    const count = NUMBER_WORDS_ALL.indexOf((/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(before)?.[1] ?? '').toLowerCase());
    const said = count >= 0 ? count : Number(/\b(\d{1,2})\s+(?:\w+\s+)?(?:kids|children|sons|daughters|boys|girls)\b/.exec(before)?.[1] ?? NaN);
    if (names.length < 1 || names.length !== said || !names.every((w) => /^\p{L}[\p{L}'-]+$/u.test(w) && (/^\p{Lu}/u.test(w) || !englishWord(w.toLowerCase())) && !COMMON_NOUNS.has(w.toLowerCase()) && !NOT_NAME_WORDS.has(w.toLowerCase()) && !KIDS.includes(w.toLowerCase()) && !RELATIVES.includes(w.toLowerCase()))) return null;
    const relation = /^(?:sons?|boys?)$/.test(noun) ? 'Son' : /^(?:daughters?|girls?)$/.test(noun) ? 'Daughter' : 'Child';
    return names.map((w) => ({ relationship: relation, first_name: w.charAt(0).toUpperCase() + w.slice(1) }));
  }
  if (pairs.length === 0 || rest !== '') return null;
  const counted = NUMBER_WORDS_ALL.indexOf((/\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:\w+\s+)?(?:kids|children|sons|daughters|boys|girls)\b/.exec(before)?.[1] ?? '').toLowerCase());
  const n = counted >= 0 ? counted : Number(/\b(\d{1,2})\s+(?:kids|children)\b/.exec(before)?.[1] ?? NaN);
  if (!Number.isNaN(n) && n > 0 && n !== pairs.length) return null;
  const rel = /^(?:sons?|boys?)$/.test(noun) ? 'Son' : /^(?:daughters?|girls?)$/.test(noun) ? 'Daughter' : 'Child';
  const out: ProposedDependent[] = [];
  for (const m of pairs) {
    const w = m[1]!.toLowerCase();
    if (COMMON_NOUNS.has(w) || NOT_NAME_WORDS.has(w) || KIDS.includes(w) || RELATIVES.includes(w) || (englishWord(w) && read(w).tokens[0]?.pos !== 'NOUN' && read(w).tokens[0]?.pos !== 'PROPN')) return null;
    const age = Number(m[2]);
    if (age > 25) return null;
    out.push({ relationship: rel, first_name: w.charAt(0).toUpperCase() + w.slice(1), birth_year_estimate: taxYear - age });
  }
  return out;
}
const NUMBER_WORDS_ALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A proposed dependent with no name, no age and only a generic relationship (ADR 119). */
export function unidentified(d: ProposedDependent): boolean {
  return !d.first_name && d.birth_year_estimate === undefined && /^(?:child|dependent)$/i.test(d.relationship);
}
const UNIDENTIFIED_QUESTION = (_taxYear: number) => `I add each dependent by name. What are their first names and ages (or dates of birth), and who are they to you (for example "my son Leo, 6, and my daughter Ava, 3")?`;

const RELATION_TOLD = `${CHILD_OR_SIBLING}|foster (?:son|daughter|child)|mother|father|mom|dad`;
/**
 * "Zoe is 5" at the dependents question, after "my granddaughter Zoe has lived with me all year": the relation told in
 * the message before is hers, so the answer reads as "my granddaughter Zoe is 5".
 */
function withEarlierRelation(text: string, earlier: string | null | undefined, story = ''): string {
  // "Harper is 7", "Mateo, 9", "her name is Rosa, she's 74", "Isla is our only one, born August 2025": one person, named.
  const aged = /^\s*(?:(?:[Hh]er|[Hh]is|[Tt]heir) name(?:'s|’s| is)\s+)?(\p{Lu}\p{Ll}+)(?:\s*,\s*(?:(?:she|he)(?:'s|’s| is)\s+)?|\s+(?:is|'s|’s)\s+)(\d{1,2})(?:\s*(?:years?|yrs?)(?:\s+old)?)?\s*[.!]*\s*$/u.exec(text);
  const born = aged ? null : /^\s*(?:(?:[Hh]er|[Hh]is|[Tt]heir) name(?:'s|’s| is)\s+)?(\p{Lu}\p{Ll}+)\b[^.!?]{0,30}?,?\s*(born\s+[^.!?]+?)\s*[.!]*\s*$/u.exec(text);
  const name = aged?.[1] ?? born?.[1];
  const said = `${earlier ?? ''}\n${story}`;
  if (!name || !said.trim()) return text;
  const named = new RegExp(`\\b(?:my|our)\\s+(${RELATION_TOLD})\\s+(?:named\\s+|is\\s+)?${name}(?![\\p{L}])`, 'iu').exec(said);
  // Else the one relative the conversation spoke of without a name ("My 19-year-old daughter is …", "My mother moved in"),
  // of the pronoun's sex when one is said.
  // (Not one a name follows, "my daughter Harper": that one is named. The test is case-sensitive, unlike the search.)
  const unnamed = [...said.matchAll(new RegExp(`\\b(?:my|our)\\s+(?:(?:\\d{1,2}[- ]years?[- ]old|little|baby|youngest|oldest|only)\\s+)?(${RELATION_TOLD})\\b`, 'giu'))]
    .filter((m) => !/^\s+\p{Lu}/u.test(said.slice(m.index + m[0].length)))
    .map((m) => m[1]!.toLowerCase());
  const female = /\b(?:her|she|she's)\b/i.test(text);
  const male = /\b(?:his|he|he's)\b/i.test(text);
  const fits = [...new Set(unnamed)].filter((r) => (!female || /daughter|niece|sister|mother|mom/.test(r)) && (!male || /son|nephew|brother|father|dad/.test(r)));
  const rel = named?.[1]?.toLowerCase() ?? (fits.length === 1 ? fits[0] : null);
  if (!rel) return text;
  return aged ? `my ${rel} ${name} is ${aged[2]}` : `my ${rel} ${name}, ${born![2]}`;
}

/**
 * "one kid, our son Mateo, he's 4": a count said first, then the same people listed each with their relation. The list
 * is the answer; the count before it is not more people.
 */
function countBeforeList(text: string): string {
  const m = /^\s*(?:(?:yes|yeah|yep)[\s,]+)?(?:(?:we|i)\s+(?:have|got)\s+)?(?:one|two|three|four|five|\d)\s+(?:kids?|children|child|dependents?)\s*[,:;–—-]\s*(?=(?:our|my)\s)/i.exec(text);
  return m ? text.slice(m[0].length) : text;
}

/** Words between a relation and an age that are never a child's name ("my son is 7", "daughters aged 10 and 2"). */
const NOT_A_CHILDS_NAME = /^(?:is|was|who|whos|that|aged?|and|turned|turns|turning|just|only|about|around|almost|nearly|now|are|were|both|each|of|the|a|an|my|our|his|her|their|born|in|at|from|with|w|yr|yrs|years?|old|twins?|kids?|boys?|girls?|sons?|daughters?|children|child)$/;
/**
 * "daughters ava 10 and rose 2, son eli 7", typed all in lower case: a word between a relation (or an "and" in its list)
 * and an age is the child's name, read as the capitalised name it is.
 */
function lowerCaseNames(text: string): string {
  if (/\p{Lu}/u.test(text)) return text;
  const AGE = String.raw`\s*,?\s+(?=\d{1,2}(?!\d)(?:\s*(?:yo|y\/o|yrs?|years?)\b)?)`;
  const REL = String.raw`\b(?:sons?|daughters?|boys?|girls?|kids?|children|step(?:son|daughter)s?|nieces?|nephews?|grand(?:son|daughter)s?|twins|and|&)\s+`;
  // The name before its age, or before "born" and its year ("stepson marcus born 2012").
  return text.replace(new RegExp(`${REL}([a-z][a-z'-]+)(?=${AGE}|\\s*,?\\s+born\\b)`, 'g'), (m: string, name: string) => (NOT_A_CHILDS_NAME.test(name) ? m : m.replace(new RegExp(`${name}$`), name[0]!.toUpperCase() + name.slice(1))));
}

/** "Ahmed 12 (son), Layla 9 (daughter)": each relation in parentheses after a name and age reads "my son Ahmed, 12". */
function relationsInParentheses(text: string): string {
  return text.replace(new RegExp(`(\\p{Lu}\\p{Ll}+)\\s*,?\\s*(\\d{1,2})\\s*\\(\\s*(${RELATION_TOLD})\\s*\\)`, 'giu'), (_m, name: string, age: string, rel: string) => `my ${rel.toLowerCase()} ${name}, ${age},`);
}

const STREET_LINE = /(?<!\b(?:apt|apartment|unit|suite|ste|no|number|#)\.?\s*#?)\b\d{1,6}[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+){1,4}?(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl)\b/gi;
/** Words that name a home ("my apartment in denver and my dads in utah"): a choice between them is about the address. */
const HOME_WORDS = /\b(?:apartment|apt|house|home|place|address|condo|dorm)\b/i;
/** Two homes in one message: "between X and Y" with a split told or a choice asked, or "two homes". */
function twoHomes(text: string): boolean {
  const t = text.toLowerCase().replace(/’/g, "'");
  const between = /\bbetween\b[^.?!;]+\band\b/.test(t);
  const choosing = /\bwhich (?:one|state|address|city|place|home|house|of (?:them|the two))\b|\bshould i (?:put|use|list|pick|choose|say|give)\b/.test(t);
  const split = /\b(?:split|splitting|divide|dividing)\b/.test(t);
  // "… 55 Greek Row Tempe AZ 85281 but summers im at my parents in phoenix, which one?", "… but we close on a house in
  // Scarborough next month, which one should I put?": a second place set against the address, and a choice asked.
  const against = /\bbut\b[^.?!;]*\b(?:(?:in|at)\s+(?:my\s+|our\s+|the\s+|a\s+)?[a-z]|(?:move|moving|moved|relocate|relocating|go|going)\s+(?:back\s+)?to\s+[a-z])/.test(t);
  return ((between || against) && (choosing || split)) || /\b(?:two|2) (?:homes|places|addresses|houses|residences)\b/.test(t);
}

/** Two different street lines in one message. */
function twoStreets(text: string): boolean {
  const lines = new Set([...text.matchAll(STREET_LINE)].map((m) => m[0].toLowerCase().replace(/\s+/g, ' ')));
  return lines.size > 1;
}

/**
 * The street's type corrected after the address ("22 oak st, salem ma 01970 — actually its 22 oak ave
 * not st"): a correction word, then the type said again (with the same number and name, or alone, and
 * "not" the type said first), puts the new type in the street line and drops the tail (ADR 126).
 * Anything else in the tail, or another street, leaves the message as typed (two streets are then asked).
 */
export function streetTypeCorrected(text: string): string {
  const T = `(?:${STREET_TYPES})`;
  const m = new RegExp(`^(.*?(?<![\\d-])(\\d{1,6})\\s+((?:[a-z0-9'.-]+\\s+){1,3}?))(${T})\\b\\.?(.*?)\\s*[,;.!—–-]*\\s+(?:[—–-]+\\s*)?(?:actually|wait|sorry|oops|correction|i mean|i meant|no wait)\\b[\\s,.]*(?:no\\b[\\s,.]*)?(?:(?:it'?s|its|it is|should be|make (?:that|it)|i mean|i meant)\\s+)?(?:(\\d{1,6})\\s+((?:[a-z0-9'.-]+\\s+){1,3}?))?(${T})\\b\\.?(?:\\s*,?\\s+not\\s+(?:an?\\s+)?(${T})\\b\\.?)?\\s*[.!]*$`, 'i').exec(text);
  if (!m) return text;
  const [, head, , name, was, tail, number2, name2, now, old] = m;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // Said again, it is the same number and name; "not X" names the type said first.
  if ((number2 && (number2 !== m[2] || !same(name2!, name!))) || (old && !same(old, was!)) || same(now!, was!)) return text;
  // Nothing but place words after the street: no second street hides in the tail.
  if (new RegExp(`\\b\\d{1,6}\\s+(?:[a-z0-9'.-]+\\s+){1,3}?${T}\\b`, 'i').test(tail!)) return text;
  return `${head}${now}${tail}`;
}

/**
 * The unit corrected after the address ("915 elm ave apt 3 wichita ks 67203 wait its apt 5 not 3"): a
 * correction word, then the unit said again with its word ("apt 5") or with the old one after "not"
 * ("5 not 3"), puts the new unit in the street line and drops the tail (ADR 126). The old unit named
 * after "not" must be the one said first; anything else leaves the message as typed.
 */
export function unitCorrected(text: string): string {
  const U = '(?:apt|apartment|unit|suite|ste|#)';
  const m = new RegExp(`^(.*?\\b\\d{1,6}\\s+[^]*?(?:\\b${U}|#)\\.?\\s*#?\\s*)([a-z0-9]{1,5}(?:-[a-z0-9]{1,4})?)\\b(.*?)\\s*[,;.!]*\\s+(?:[—–-]+\\s*)?(?:wait|sorry|oops|correction|actually|i mean|i meant)\\b[\\s,.]*(?:no\\b[\\s,.]*)?(?:(?:it'?s|its|it is|should be|make (?:that|it)|i mean|i meant)\\s+)?(${U}\\.?\\s*#?\\s*)?([a-z0-9]{1,5}(?:-[a-z0-9]{1,4})?)\\b(?:\\s*,?\\s+not\\s+(?:${U}\\.?\\s*#?\\s*)?([a-z0-9]{1,5}(?:-[a-z0-9]{1,4})?))?\\s*[.!]*$`, 'i').exec(text);
  if (!m) return text;
  const [, head, was, tail, word, now, old] = m;
  if ((!word && !old) || (old && old.toLowerCase() !== was!.toLowerCase()) || now!.toLowerCase() === was!.toLowerCase()) return text;
  // The tail keeps only the place (city, state, ZIP): no other number but a ZIP.
  if (/\d/.test(tail!.replace(/\b\d{5}(?:-\d{4})?\b/, ''))) return text;
  return `${head}${now!.toUpperCase()}${tail}`;
}

/**
 * The house number corrected after the address ("314 pine dr tulsa ok 74103 wait no its 341 pine dr"):
 * a correction word, then a number and the same street words as the street line said before, puts
 * the new number in that street line and drops the tail (Held-out 9, ADR 114). Anything else in the
 * tail, or other street words, leaves the message as typed (two streets are then asked).
 */
export function streetNumberCorrected(text: string): string {
  const m = /^(.*?)(?<![\d-])(\d{1,6})(\s+[a-z][^\d]*?)(\s+\d{5}(?:-\d{4})?)?\s*[,;.]?\s+(?:wait|sorry|oops|correction|actually|scratch that|i mean|i meant)\b[\s,.]*(?:no\b[\s,.]*)?(?:(?:it'?s|its|it is|should be|make that|i mean|i meant)\s+)?(\d{1,6})\s+([a-z][a-z .'-]*?)\s*[.!]*$/i.exec(text);
  if (!m || m[2] === m[5]) return text;
  const said = m[3]!.trim().toLowerCase().split(/\s+/);
  const again = m[6]!.trim().toLowerCase().split(/\s+/);
  if (again.length < 2 || again.some((w, i) => said[i] !== w)) return text;
  return `${m[1]}${m[5]}${m[3]}${m[4] ?? ''}`;
}

/**
 * "That's my last name" / "that was my first name" said of the user's message before, when that message
 * was one name word alone ("Okonkwo"): the word is that part of the name. The word must be a name's
 * (capitalised or outside the English lexicon, no status, place or common word). Null otherwise.
 */
function namePartSaidBefore(text: string, earlier: string | null | undefined): { key: 'first_name' | 'last_name'; value: string } | null {
  const m = /(?:^|[.!,;]\s*|\b(?:no|oh|sorry|ok)\W+)(?:that'?s|thats|that is|that was|it'?s|its|this is)\s+(?:just\s+|only\s+)?my\s+(first|given|last|family|sur)\s*name\b/i.exec(text.replace(/’/g, "'"));
  const word = (earlier ?? '').trim().replace(/[.!]+$/, '');
  if (!m || !/^\p{L}[\p{L}\p{M}'’-]+$/u.test(word)) return null;
  const lower = word.toLowerCase();
  if ((englishWord(lower) && !/^\p{Lu}/u.test(word)) || NOT_NAME_WORDS.has(lower) || COMMON_NOUNS.has(lower) || US_STATES.some((s) => s.name.toLowerCase() === lower || s.code.toLowerCase() === lower)) return null;
  if (!plausibleName({ last_name: word })) return null;
  return { key: /^(first|given)$/i.test(m[1]!) ? 'first_name' : 'last_name', value: titleName(word) };
}

/** What the message says, read with the libraries and the rules, before the guards of understand(). */
function readMessage(text: string, asked: InterviewItem | null, opts: UnderstandOptions, isQuestion: boolean): Understood {
  const r = read(text);
  const proposal: ProfileProposal = {};
  const notes: string[] = [];
  let noDependents = false;
  let clarify: string | null = null;
  let clarifyAsks: InterviewItem | null = null;
  const ask = isQuestion ? null : asked;
  const t = text.toLowerCase().replace(/’/g, "'");

  // "Same as on my W-2": the name or address printed on the user's own documents.
  if (/\b(same as|as on|like on|from|on) (my|the) (w-?2|1099|form|document)/.test(t) && (ask === 'name' || ask === 'address' || ask === 'city_state' || ask === 'zip')) {
    const want = ask === 'name' ? 'name' : 'address';
    const found = opts.identities.filter((d) => d[want]);
    const distinct = [...new Set(found.map((d) => d[want]!))];
    if (distinct.length === 1) {
      const v = distinct[0]!;
      if (want === 'name') Object.assign(proposal, nameProposal(v) ?? {});
      else {
        const a = addressIn(v);
        if (a?.street) proposal.address = a.street;
        if (a?.city) proposal.city = a.city;
        if (a?.state) proposal.state = a.state;
        if (a?.zip) proposal.zip = a.zip;
      }
      if (Object.keys(proposal).length) notes.push(`Taken from your ${found[0]!.from}.`);
    }
    if (Object.keys(proposal).length === 0) {
      clarify = distinct.length > 1 ? `Your documents show different ${want === 'name' ? 'names' : 'addresses'} (${distinct.join('; ')}). Which one should I use?` : `I don't see a ${want} on an analyzed W-2 or 1099 yet, so please type it.`;
    }
    return { proposal, notes, noDependents, fs: {}, talksStatus: false, clarify };
  }

  // An address said aloud ("jo dot b at gmail dot com") where an e-mail is talked about.
  const spoken = parseEmail(text) ? null : /\be-?mail\b/i.test(text) || ask === 'email' || ONLY_SPOKEN_EMAIL.test(text.trim()) ? spokenEmail(text) : null;
  const email = parseEmail(text) ?? spoken?.email ?? null;
  if (email) proposal.email = email;
  // "jdoe88@gmial.com oops gmail.com": the domain corrected right after the address is the one meant (Held-out 9).
  const fixedEmail = email && !spoken ? emailCorrected(text, email) : undefined;
  if (fixedEmail) proposal.email = fixedEmail;
  else if (fixedEmail === null) {
    delete proposal.email;
    clarify = 'I see a correction right after that e-mail address. What is your e-mail address, typed in full?';
    clarifyAsks = 'email';
  }
  const said = spoken?.said ?? email;
  const rest = said ? text.split(new RegExp(said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')).join(' ') : text;

  // Addresses, with or without commas, with apartment numbers.
  // "my boyfriend moved in with me", "she moved out": who lives in the home, not where it is (ADR 159).
  const talksAddress = /\b(address|live at|(?:moved|moving)(?!\s+(?:in|back in)\s+with\b|\s+out\b)|street|apt|apartment)\b/.test(t) || ask === 'address';
  // Parts each named by a label ("street is …. city: …. state …. zip …"): each label says what its value is.
  // An APO/FPO/DPO address (USPS Pub. 28, 225): the post office is the city and AA/AE/AP the state; a ZIP outside
  // that state's military range is asked, never proposed (ADR 143).
  const military = isQuestion ? null : parseMilitaryAddress(rest);
  if (military && 'mismatch' in military) {
    clarify = `A ZIP code for ${military.mismatch.state} starts with ${military.mismatch.state === 'AA' ? '340' : military.mismatch.state === 'AE' ? '09' : '962 to 966'}, and I read ${military.mismatch.zip}. What is your full military address, as unit or PSC and box, APO/FPO/DPO, AA/AE/AP and ZIP (for example PSC 3 Box 4120, APO AE 09021)?`;
    clarifyAsks = 'address';
  }
  const labelled = (military && !('mismatch' in military) ? military : null) ?? labelledAddress(rest) ?? (isQuestion || military ? null : shapedStreetLine(rest));
  if (labelled) Object.assign(proposal, labelled);
  const unsplit = !labelled && !isQuestion && typeFirstUnsplit(rest);
  if (unsplit) {
    clarify = "I can't tell where the street's name ends and the city begins there. What is your full address, as street, city, state and ZIP (for example 12 Calle Sol, Ponce, PR 00730)?";
    clarifyAsks = 'address';
  }
  // A house number and words with no street type or unit are an address only where one is talked about.
  const found = labelled ? null : addressIn(rest);
  const addr = found && (!found.untyped || talksAddress) ? found : null;
  // A message that is only a street line, number, name and street type ("9 cedar ct"), while no
  // address is on file: the street, whichever question is open; the city and ZIP may follow (ADR 114).
  const streetAlone = !!addr?.street && !isQuestion && !opts.previous?.address && onlyStreetLine(rest, addr);
  if (addr?.street && (talksAddress || streetAlone || addr.city || addr.zip) && (addr.leftover?.length || (addr.untyped && (addr.city || addr.state || addr.zip) && !CITY_OPENER.test(addr.city ?? '')))) {
    // Words no part of the address explains, or no street type to tell where the street ends and
    // the city begins: the address is asked, naming what was read (ADR 074).
    const read = [addr.street && `street ${addr.street}`, addr.city && `city ${addr.city}`, addr.state && `state ${addr.state}`, addr.zip && `ZIP ${addr.zip}`].filter(Boolean).join(', ');
    const odd = addr.leftover?.length ? `I'm not sure where "${addr.leftover.join(' ')}" belongs` : "I can't tell where the street ends and the city begins";
    clarify = `I read ${read}, but ${odd}. What is your full address, as street, city, state and ZIP (for example 12 Oak St, Austin, TX 78701)?`;
    clarifyAsks = 'address';
  } else if (addr?.street && (talksAddress || streetAlone || addr.city || addr.zip)) {
    proposal.address = addr.street;
    if (addr.city) proposal.city = addr.city;
    if (addr.state) proposal.state = addr.state;
    if (addr.zip) proposal.zip = addr.zip;
  } else if (ask === 'address' && !labelled) {
    const s = parseStreetAddress(rest, true);
    if (s) proposal.address = s;
  } else if (!addr && !labelled && !isQuestion && /(?<![\d-])\d{5}(?:-\d{4})?(?![\d-])/.test(rest)) {
    // A street line with a street type, then a ZIP ("410 5th St SE Washington DC 20003"), is an
    // address whichever item was asked; reading it keeps it out of the city.
    const s = parseStreetAddress(rest, false);
    if (s) proposal.address = s;
  }
  // A message that is only the last line of an address, "city ST ZIP" ("boise id 83702"): those three
  // parts, whichever question is open (ADR 114).
  const line = !addr && !labelled && !isQuestion && !proposal.city && !proposal.state && !proposal.zip ? placeLine(rest) : null;
  if (line) Object.assign(proposal, line);
  // A labelled city, or its correction: "the city is round rock not austin", "city should be Waco".
  const cityLabel = /\bcity\s+(?:is|should be|=|:)\s+([a-z][a-z .'-]{1,40}?)(?:\s*,?\s+not\s+[a-z][a-z .'-]*)?\s*[.!]?$/i.exec(rest.trim());
  if (cityLabel && !proposal.city && !/\d/.test(cityLabel[1]!) && !cityLabel[1]!.trim().split(/\s+/).some((w) => NOT_A_VALUE.test(w))) proposal.city = cityLabel[1]!.trim().replace(/(^|[\s'-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
  // A ZIP named, or one corrected ("no wait, I meant 78746").
  if (!proposal.zip && (/\bzip\b/i.test(text) || (CORRECTION.test(t) && !proposal.address))) {
    const zips = [...rest.matchAll(/(?<![\d-])(\d{5}(?:-\d{4})?)(?![\d-])/g)].map((m) => m[1]!);
    if (zips.length === 1) proposal.zip = zips[0]!;
  }
  if (!proposal.zip) {
    // A message that is only a ZIP-shaped number is a ZIP, whichever item was asked.
    const zip = parseZip(rest, ask === 'zip' || ((ask === 'city_state' || ask === 'address') && !!proposal.address) || onlyZip(rest));
    if (zip) proposal.zip = zip;
  }
  // A labelled ZIP with the wrong number of digits ("zip is 9021"): asked again, never padded or cut.
  const shortZip = /\bzip(?:\s*code)?(?:\s+(?:is|should be))?[:\s]+(\d{1,4}|\d{6,9})(?![\d-])/i.exec(rest);
  if (!proposal.zip && shortZip && !clarify) {
    clarify = `A ZIP code has five digits (or five plus four, like 12345-6789), and I read "${shortZip[1]}". What is your ZIP code?`;
    clarifyAsks = 'zip';
  }
  const moving = /\b(moved|moving|move|relocated|relocating)\b/.test(t);
  if (!proposal.city && !proposal.state && !addr && moving && ask !== 'city_state' && !isQuestion) {
    // "I moved from Texas to Ohio": which state is home now, and the street, are for the user to say.
    if (parseCityState(rest, false)) clarify = 'Thanks for telling me about the move. What is your current full address (street, city, state and ZIP)?';
  } else if (!proposal.city && !proposal.state && !addr) {
    // The street line read is no part of the city ("410 5th St SE Washington DC": the city is Washington).
    const placeText = rest.replace(proposal.zip ?? '\u0000', ' ').replace(proposal.address ?? '\u0000', ', ');
    // A place said about someone else ("he lives in ohio", "my mom is in Tampa") is not the user's.
    // So is a place named in a story of where something happened ("together 10 yrs in texas", "we got married in
    // Reno"): a place said to be where the user lives is an address, a place something was done in is not.
    const theirs = placeText.split(/[,.;!?]|\band\b|\bbut\b/i).some((c) => parseCityState(c, false) && (OTHER_SUBJECT.test(c.toLowerCase().replace(/’/g, "'")) || storyPlace(c)));
    const place = theirs ? null : parseCityState(placeText, ask === 'city_state');
    const alone = theirs || place || isQuestion ? null : cityAlone(rest, opts.previous);
    // A state alone, said in passing while something else is asked ("it is so cold here in Minnesota"), is no home
    // address given: only a state asked for, or said with "live", "moved" or the word "state", is proposed.
    const stateInPassing = !!place?.state && !place.city && !proposal.zip && rest.trim().split(/\s+/).length > 4 && ask !== 'city_state' && ask !== 'address' && ask !== 'zip' && !/\b(?:live|living|lives|reside|residing|resident|moved|moving|relocated|state)\b/i.test(rest);
    if (place?.city && (place.state || ask === 'city_state')) proposal.city = place.city;
    else if (alone) proposal.city = alone.city;
    if (place?.state && !stateInPassing) proposal.state = place.state;
  }

  // Ten digits beside an e-mail address are the phone of the same contact details.
  const phone = parsePhone(rest.replace(proposal.zip ?? '\u0000', ' '), ask === 'phone' || !!email);
  // A DSN number is a military switchboard line, dialled only inside the Defense Switched Network: no phone to save.
  if (phone && dsnNumber(rest)) clarify = 'A DSN number only works inside the military phone network, so it cannot go on your profile as a phone number. Is there a cell or home number (or a commercial line) we can reach you on?';
  else if (phone) proposal.phone = phone;

  // Dates of birth with chrono; only with a birth word or when the date of birth was asked for.
  // A message that is only a date ("march 3rd 1982", "1988/09/30") while the date of birth is still
  // missing: the only date the interview takes, so it is read as one (a recent date is refused below).
  const bareDate =
    (!opts.dobKnown && !isQuestion && !isFs(ask) && (DATE_ONLY.test(text.trim()) || onlyDateStory(text, opts)) && !datesIn(text, new Date(`${opts.today}T12:00:00Z`)).some((d) => Number(d.slice(0, 4)) > opts.taxYear - 14)) ||
    loneDateWhileStatusAsked(text, ask, opts, isQuestion);
  // Someone else's birth ("since he was born") is no birth word of the user's own (ADR 127).
  const ownBirthWord = BIRTH_WORD.test(withoutOthersBirth(text));
  const dayAfter = !isQuestion && dayAfterMonthYear(text, opts);
  if (ask === 'date_of_birth' || bareDate || ownBirthWord || selfBaby(text) || dayAfter || (!isQuestion && yearAfterMonthDay(text, opts))) {
    const dayFirst = namedDayFirst(rest);
    const dates = dayFirst ? [dayFirst].filter((d) => d <= opts.today && d >= '1900-01-01') : [...new Set(datesIn(rest, new Date(`${opts.today}T12:00:00Z`)))].filter((d) => d <= opts.today && d >= '1900-01-01');
    if (dates.length === 1 && !dayFirst && (!numericDateUnambiguous(rest, dates[0]!) || dottedEitherWay(rest))) {
      clarify = dateQuestion(dates[0]!);
      clarifyAsks = 'date_of_birth';
    } else if (dates.length === 1 && Number(dates[0]!.slice(0, 4)) > opts.taxYear - 14) {
      // A birth less than 14 years back is a child's ("baby girl born 12/20/2025"), never the user's: nothing is
      // proposed; said of no one else, whose it is is asked (ADR 126).
      if (!OTHERS_BIRTH.test(t.replace(SELF_BABY, ' '))) {
        clarify = `I read ${dates[0]!}, which is less than 14 years ago. What is your own date of birth (for example March 3, 1985)?`;
        clarifyAsks = 'date_of_birth';
      }
    } else if (dates.length === 1) proposal.date_of_birth = dates[0]!;
    // "1990-07-22 wait no, 1990-07-23": a correction between two dates keeps the later one.
    else if (dates.length === 2 && CORRECTION_BETWEEN.test(t)) proposal.date_of_birth = dates[1]!;
    else if (dates.length > 1) clarify = `I see more than one date there (${dates.join(', ')}). Which one is your date of birth?`;
    else if ((ask === 'date_of_birth' || dayAfter) && dayCompleting(text, opts)) proposal.date_of_birth = dayCompleting(text, opts)!;
    else if (!addr && !labelled && !clarify && birthInParts(rest, ask, opts)) {
      // A date of birth in parts, in this message or completing the message before (ADR 078).
      const parts = birthInParts(rest, ask, opts)!;
      if (parts.date) proposal.date_of_birth = parts.date;
      else {
        clarify = missingPartQuestion(parts.parts);
        clarifyAsks = 'date_of_birth';
      }
    } else if ((ask === 'date_of_birth' || bareDate || ownBirthWord) && /\d/.test(text) && (ask === 'date_of_birth' || !OTHERS_BIRTH.test(t.replace(SELF_BABY, ' '))) && !(proposal.address && proposal.zip && !ownBirthWord)) {
      // The digits of a whole address read (street and ZIP) are the address's, not a date's, while the date is asked (ADR 133).
      // A birth told of someone else ("our son was born nov 3rd") asks nothing about the user's (ADR 126).
      clarify = 'I could not read a full date of birth there. What is your date of birth, with the day, month and year (for example March 3, 1985)?';
      clarifyAsks = 'date_of_birth';
    }
  }

  // An age said of oneself alone ("i'm 34", "I am 52 years old") while the date of birth is missing:
  // the return needs the date, which the age does not give, so it is asked.
  const ownAge = /^\W*(?:(?:oh|ok|well|um|so)\W+)*(?:i'?m|im|i am)\s+(\d{2,3})(?:\s*(?:years?|yrs?)(?:\s*old)?|\s*y\/?o)?\W*$/i.exec(t.trim());
  if (ownAge && !opts.dobKnown && !isQuestion && !clarify && Number(ownAge[1]) >= 14 && Number(ownAge[1]) <= 110) {
    clarify = `For your return I need your full date of birth, not only your age (${ownAge[1]}). What is your date of birth, with the month, day and year (for example March 3, 1985)?`;
    clarifyAsks = 'date_of_birth';
  }
  // "(christmas baby)": the user's own birth, no baby in the household (ADR 169).
  const status = statusFacts(selfBaby(text) ? read(text.toLowerCase().replace(/’/g, "'").replace(SELF_BABY, ' ')) : r, isQuestion ? null : asked, opts.taxYear, isQuestion, opts.knownChild, parentNamed(opts.earlier));

  // Dependents: "no kids", "no", "none", "two", "two kids, 4 and 9".
  // "Nobody anymore — our daughter got married in June and files jointly with her husband now": "nobody" answered, then
  // why; a relative who files a joint return is no dependent (Pub. 501, joint return test).
  const nobodyThenWhy = ask === 'dependents' && /^\W*(?:nobody|no one|noone|none|no)(?:\s+(?:anymore|any more|now|this year))?\s*[—–-]/i.test(t) && /\b(?:files?|filing|filed)\s+(?:a\s+)?(?:joint(?:ly)?|together|(?:her|his|their) own)\b|\bmoved out\b|\bon (?:her|his|their) own\b/i.test(t);
  const grownOrNobody = GROWN_KIDS.test(t) || NOBODY_DEPENDS.test(t) || onTheirOwn(t) || nobodyThenWhy;
  // "ever since my sister passed away": a relative who died is told of, not claimed.
  const withoutTheDead = (x: string) => x.replace(new RegExp(`\\b(?:(?:ever\\s+)?since|after|when|before)?\\s*(?:my|our)\\s+(?:${RELATION_TOLD}|parents|husband|wife|spouse)\\s+(?:passed away|passed|died)\\b`, 'gi'), ' ');
  const depText = countBeforeList(relationsInParentheses(lowerCaseNames(ask === 'dependents' ? withEarlierRelation(withoutTheDead(rest), opts.earlier, opts.story) : withoutTheDead(rest))));
  const deps = withRelativesNamed(livesWithOthers(t) || inTheirHome(t) || NOT_RELATED.test(t) || partnersChildren(t) ? null : grownOrNobody ? { dependents: [], none: true } : parseDependents(depText, opts.taxYear, ask === 'dependents'), depText, opts.taxYear, (ask === 'dependents' || ADDS_ANOTHER.test(t)) && !livesWithOthers(t) && !NOT_RELATED.test(t) && !partnersChildren(t) && !grownOrNobody);
  // A parent mentioned in passing ("my mom lives in her own place") is no dependent, but one the user
  // calls a dependent ("i claim her as my dependent") is a Mother or Father, never a bare "Dependent".
  if (deps && ask !== 'dependents' && !/\bdependents?\b/.test(t)) deps.dependents = deps.dependents.filter((d) => !/^(?:parent|mother|father|mother-in-law|father-in-law)$/i.test(d.relationship));
  // "my parents claim me as a dependent": the parents are the ones claiming, never the user's dependents (ADR 127).
  if (deps && CLAIMED_AS_DEPENDENT.test(t)) deps.dependents = deps.dependents.filter((d) => !/^(?:parent|mother|father|grand(?:mother|father|parent))$/i.test(d.relationship));
  // "a dependent who is not a child": the words describe someone, they do not say the user has no children.
  const kidNegated = r.tokens.some((x) => KIDS.includes(x.norm) && x.negated) && !/\b(?:who|that|which|he|she|they)\s+(?:is|are|'s|'re|isn'?t|aren'?t)\s+(?:not\s+)?(?:a\s+|my\s+)?(?:child|kid)\b/i.test(t);
  const answeredNames = ask === 'dependents' && !deps ? namesForCounted(rest, opts.earlier, opts.taxYear) : null;
  if (deps?.dependents.length && HEDGED.test(t)) {
    // "idk if my mom counts", "not sure if I can claim my nephew": a question for the rules, not a proposal.
    clarify = 'Whether someone counts as your dependent depends on the IRS tests (relationship, where they lived, their income and who supports them). Who is it, how long did they live with you in 2025, and did you pay more than half of their support?';
  } else if (deps?.dependents.length && deps.dependents.every((d) => GRANDCHILD_OR_SIBLINGS_CHILD.test(d.relationship)) && halfWithParent(t) && !status.talksStatus) {
    // "maybe my grandson, he lives here half the time and half with his dad": half the time is not more
    // than half the year (Pub. 501, "Residency test"), and his parent may claim him first (ADR 146).
    clarify = residencyQuestion(opts.taxYear);
    clarifyAsks = 'dependents';
  } else if (deps?.dependents.some((d) => /^(?:son|daughter|child|stepchild)$/i.test(d.relationship)) && custodySplit(t) && !status.talksStatus && !(SAYS_DEPENDENCY.test(t) && !isQuestion && !halfTheTime(t))) {
    // "my son is with me week on week off with his dad": who claims the child is the question (Pub. 501's
    // custodial-parent and tie-breaker rules), and the child's other parent is no dependent (ADR 137).
    clarify = custodyQuestion(t, opts.taxYear);
    clarifyAsks = 'dependents';
  } else if (ask === 'dependents' && (kidNegated || deps?.none || r.yesNo === 'no') && OWN_RELATIVE_AT_HOME.test(t) && !NOT_CLAIMED.test(t) && !NOBODY_DEPENDS.test(t) && !/\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|are not)\s+(?:depend|rely|a dependent|dependents|my dependents?)\b|\bpays? (?:her|his|their) own\b|\bown (?:income|pension|money)\b/.test(t)) {
    // "none, but my mom lives with me": no child, but a relative in the home may be a qualifying relative (Pub. 501,
    // "Qualifying Relative"): whether the user claims them is asked, not "no dependents" (ADR 161).
    clarify = `A parent or other relative can be your dependent if you paid more than half of their support in ${opts.taxYear} and their own income was under the year's limit (Pub. 501, "Qualifying Relative"). Do you claim them as your dependent? If so, tell me their first name and relationship; if not, say "no dependents".`;
    clarifyAsks = 'dependents';
  } else if (kidNegated || deps?.none || (ask === 'dependents' && (r.yesNo === 'no' || r.count === 0 || nobodyThenRemark(t)))) noDependents = true;
  else if (deps?.dependents.length === 1 && NOT_CLAIMED.test(t)) {
    // "my son is 30, lives with me … i don't claim him": the one person named is not claimed, so not proposed (ADR 127).
  } else if (deps?.dependents.length && pastChildAge(deps.dependents, opts.taxYear) && !SAYS_DEPENDENCY.test(t)) {
    // "my son is 20 and away at college": past 18, a child qualifies only as a full-time student
    // under 24 (Pub. 501, "Age test"), and whether the user supports and claims them was not said.
    clarify = `A child who was 19 or older at the end of ${opts.taxYear} is a qualifying child only if they were under 24 and a full-time student during some part of 5 calendar months of the year, or permanently and totally disabled (Pub. 501, "Age test"). Was your child a full-time student in ${opts.taxYear}, and do you claim them as your dependent?`;
    clarifyAsks = 'dependents';
  } else if (deps?.dependents.length && storyEvidence(t, ask, status.talksStatus)) {
    // A status story ("i'm single, my daughter lives with me"): the child is evidence for the
    // Pub. 501 questions, not a dependent to save; the dependents question comes in its turn.
  } else if (deps?.dependents.length && RETRACTED.test(t)) {
    // "my stepson is my dependent, actually no his mom claims him": a dependent taken back is not
    // proposed, nor anyone named after the retraction; who the user claims is asked (Held-out 9).
    clarify = `Understood, I won't add that. Do you claim anyone as a dependent for ${opts.taxYear}? For example "two kids, 4 and 9", or "no".`;
    clarifyAsks = 'dependents';
  } else if (deps?.dependents.length && passingChildren(deps.dependents, r, t)) {
    // "brb gotta grab the kids": children named in passing, with no count, age, name or "dependent",
    // are not a dependents answer (Held-out 9); asked for dependents, how many is asked back.
    if (ask === 'dependents' && r.yesNo === 'yes') clarify = 'How many dependents do you have, and who are they (for example "two kids, 4 and 9")?';
  } else if (deps?.dependents.length) {
    // "my son as a dependent": the word "dependent" names the son, it is not a second person.
    if (deps.dependents.some((d) => d.relationship !== 'Dependent')) deps.dependents = deps.dependents.filter((d) => d.relationship !== 'Dependent');
    proposal.dependents = withTypedNames(deps.dependents, r);
    if (deps.dependents.some((d) => d.birth_year_estimate)) notes.push('Birth years are estimated from the ages you gave — please confirm them, and add each exact date of birth and SSN in the profile form.');
  } else if (answeredNames) {
    proposal.dependents = answeredNames;
    notes.push('Birth years are estimated from the ages you gave — please confirm them, and add each exact date of birth and SSN in the profile form.');
  } else if (ask === 'dependents' && r.count !== null && r.count > 0) {
    // A bare count ("two") names no one: a row with no name, age or relationship is no dependent to
    // save (ADR 146, as ADR 119 for "two kids"); who they are is asked.
    clarify = UNIDENTIFIED_QUESTION(opts.taxYear);
    clarifyAsks = 'dependents';
  } else if (ask === 'dependents' && r.yesNo === 'yes') {
    clarify = 'How many dependents do you have, and who are they (for example "two kids, 4 and 9")?';
  }

  const occupation = parseOccupation(rest, ask === 'occupation');
  if (occupation) proposal.occupation = occupation;

  // "Robert Washington III": a state's name before a generational suffix is a surname, not a city and state (ADR 159).
  if ((proposal.city || proposal.state) && !proposal.address && !proposal.zip && /\s(?:Jr\.?|Sr\.?|II|III|IV)\s*[.!]?\s*$/.test(text) && bareName(text.replace(GREETING, ''))) {
    delete proposal.city;
    delete proposal.state;
  }
  const nothingElse = Object.keys(proposal).length === 0 && !noDependents && !status.talksStatus;
  // The name's own spelling said after it ("Aoife Brennan. Aoife is spelled A O I F E") confirms it: set aside (ADR 125).
  const named = withoutSpellingAside(withoutNameRemark(rest));
  const nameLike = (named === rest ? r : read(named)).tokens.every((x) => ['PROPN', 'NOUN', 'PUNCT', 'ADJ', 'X'].includes(x.pos));
  const name = parseName(named.replace(NICKNAME_CLAUSE, ''), ask === 'name' && nothingElse && r.yesNo === null && nameLike);
  // "hey, Owen Blake": a greeting before the name is no part of it.
  // A nickname said after the name ("…, but everybody calls me bobby") is not the legal name: it is left out.
  const greeted = withoutSpellingAside(withoutNameRemark(text)).replace(GREETING, '').replace(NICKNAME_CLAUSE, '');
  // A bare name while a filing-status question is open and no name is on file: nothing in it answers that question.
  const bare = !name && nothingElse && (ask === 'filing_status' || ask === 'name' || ask === null || (isFs(ask) && !opts.nameKnown)) && bareName(greeted) ? parseName(greeted, true) : null;
  const introduced = !name && !bare && !isQuestion ? selfIntroduced(text) : null;
  const typedName = !name && !bare && !introduced && !opts.nameKnown && !isQuestion ? lowerCaseName(r) : null;
  // "im kwame, born …": the introduction word is no first name; the name after it is read below (shortIntro).
  const typed = typedName && /^(?:im|i'm|its|it's)$/i.test(typedName.first_name ?? '') ? null : typedName;
  // The name asked for with one part on file: one name word ("ok checked, it's Katherine") is the other part.
  const half = !name && !bare && !introduced && !typed && !isQuestion && (ask === 'name' || loneNameWord(r, ask)) ? otherNamePart(text, opts.previous) : null;
  const shaped = !name && !bare && !introduced && !typed && !half && !opts.nameKnown && !isQuestion && nothingElse && (ask === null || ask === 'name' || ask === 'filing_status' || isFs(ask)) ? structuredName(text, r) : null;
  const commaSet = !name && !bare && !introduced && !typed && !half && !shaped && !opts.nameKnown && !isQuestion && !proposal.city ? commaSetName(rest) : null;
  const short = !name && !bare && !introduced && !typed && !half && !shaped && !commaSet && !opts.nameKnown && !opts.previous?.first_name && !isQuestion ? shortIntro(text) : null;
  // "im thuy, last name's tran": the last name labelled, the first said by itself before it.
  const firstBefore = name && name.last_name && !name.first_name && !opts.nameKnown && !isQuestion ? shortIntro(text) : null;
  const signed = !name && !bare && !introduced && !typed && !half && !shaped && !commaSet && !short && !opts.nameKnown && !isQuestion ? signatureName(text) : null;
  // A mailing block ("Harold Jenkins" / "88 Birch Lane" / "Sarasota, FL 34231"): the name line above the street is the
  // addressee's, as on an envelope (USPS Pub. 28, the delivery address block; ADR 159).
  const firstLine = text.split(/\r?\n/)[0]!.trim();
  const block = !name && !opts.nameKnown && !isQuestion && firstLine !== text.trim() && (proposal.address || proposal.zip) && bareName(firstLine) ? parseName(firstLine, true) : null;
  const nameRead = firstBefore?.first_name ? { first_name: firstBefore.first_name, ...name } : (name ?? bare ?? block ?? introduced ?? typed ?? half ?? shaped ?? commaSet ?? short ?? signed);
  // Two people introduced together: the profile is one person's, and the message does not say whose.
  const couple = nameRead && !opts.nameKnown ? COUPLE_INTRO.exec(text.replace(/’/g, "'")) : null;
  if (couple && !clarify) clarify = `Is this profile for ${couple[1]} or for ${couple[2]}? Please tell me the full name of the person whose return this is.`;
  const who = couple ? null : nameRead;
  if (who && !(who.first_name && ['Single', 'Married', 'Divorced', 'Widowed'].includes(who.first_name))) {
    Object.assign(proposal, who);
    // "I'm Raj Patel, 3/22/1990": a full date set off right after the name is the date of birth.
    if (!proposal.date_of_birth && !clarify && who.last_name) {
      const after = new RegExp(`\\b${who.last_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,\\s*([^,;]+)`, 'i').exec(rest);
      const dates = after ? datesIn(after[1]!, new Date(`${opts.today}T12:00:00Z`)) : [];
      if (dates.length === 1 && dates[0]! <= opts.today && dates[0]! >= '1900-01-01' && Number(dates[0]!.slice(0, 4)) <= opts.taxYear - 14) proposal.date_of_birth = dates[0]!;
    }
  }

  // "Okonkwo", then "that's my last name. first is Chidi": the word said alone before is the part now named (ADR 126).
  const earlierPart = !isQuestion ? namePartSaidBefore(text, opts.earlier) : null;
  if (earlierPart && proposal[earlierPart.key] === undefined && !Object.values(proposal).includes(earlierPart.value)) proposal[earlierPart.key] = earlierPart.value;

  // The street and the city of a type-first street were not told apart: neither is kept (the ZIP and state are).
  if (unsplit) {
    delete proposal.address;
    delete proposal.city;
  }
  return { proposal, notes, noDependents, fs: status.fs, talksStatus: status.talksStatus, clarify, clarifyAsks };
}

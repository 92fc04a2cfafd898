/**
 * The reader accounts for the message before a profile value read from free text is proposed
 * (issue 18, ADR 142). Each proposed value is found where it was typed; the clause around it (from
 * the punctuation or "but" before it to the punctuation after it) is then read for the words that
 * change what a value means without being part of it:
 * - a negation before it ("my zip is not 78701", "I don't live at …");
 * - another person as the clause's subject or owner ("my sister's address is …", "she lives at …"),
 *   unless the user is a subject of the same clause too ("me and my wife live at …");
 * - the past ("used to live at", "my name was …", "my old address", "I lived at … until May");
 * - doubt ("kinda", "sort of", "like 787…", the hedges of guards.ts) on either side of it;
 * - a title or rank read as part of a name ("Ssgt Ana", "Capt Wei"): no part of a legal name (a title the
 *   name reader set aside is accounted for, as the name's frame);
 * - a word that is no value at all inside one (a dictated "period", a greeting: "Hi There Tulsa").
 * These are closed classes of English (negators, kin nouns and third-person pronouns, past-tense
 * frames, hedging adverbs, honorifics), not phrasings of any one set. A value they touch is not
 * proposed; the reply asks, naming what was read. Words elsewhere in the message (a greeting, a
 * story in another clause) cannot change the value and are left alone.
 */
import type { ProfileProposal, ProposalKey } from '#shared/chat/types';
import { PROPOSAL_LABELS } from '#shared/chat/types';
import type { InterviewItem } from '#shared/chat/parsers';
import { HEDGE } from './guards';

export type Group = 'name' | 'address' | 'date_of_birth' | 'phone' | 'email';
const KEYS: Record<Group, ProposalKey[]> = {
  name: ['first_name', 'middle_name', 'last_name', 'suffix'],
  address: ['address', 'city', 'state', 'zip'],
  date_of_birth: ['date_of_birth'],
  phone: ['phone'],
  email: ['email'],
};
const ITEM: Record<Group, InterviewItem> = { name: 'name', address: 'address', date_of_birth: 'date_of_birth', phone: 'phone', email: 'email' };

export type Why = 'negation' | 'other_person' | 'past' | 'hedge' | 'title' | 'not_a_value';

export interface Unaccounted {
  group: Group;
  keys: ProposalKey[];
  why: Why;
  /** The words that stopped it, as typed. */
  words: string;
}

/** Negators (a clause's "not", its contractions, "never", "no longer"). */
const NEGATION = /\b(?:not|never|no longer|nor|isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|ain'?t|haven'?t|hasn'?t|won'?t)\b/i;
/** Another person as owner or subject: a kin or social noun after a possessive, or a third-person pronoun. */
const OTHER_PERSON = /\b(?:my|our|his|her|their|the)\s+(?:ex(?:-\w+)?|wife|husband|spouse|partner|hubby|son|daughter|kids?|child|children|mom|mother|dad|father|parents?|brother|sister|sibling|cousin|aunt|uncle|boyfriend|girlfriend|fianc[eé]e?|baby|stepson|stepdaughter|step\w+|grand\w+|nephew|niece|friend|boss|employer|roommate|landlord|neighbou?r|coworker|co-worker|client|tenant|accountant|cpa|(?:tax\s+)?preparer|bookkeeper|lawyer|attorney|advis[eo]r|broker|banker|lender|manager|supervisor|hr)(?:'s|s')?\b|\b(?:he|she|they|he's|she's|they're|hes|shes|his|her|their|him|them)\b/i;
/** The user as a subject of the clause ("me and my wife", "my husband and I", "we"). */
const FIRST_PERSON_SUBJECT = /\b(?:i|i'm|im|me|we|we're|us|our|myself)\b/i;
/** A frame in the past: "used to", "was"/"were" (not "was born"), "old"/"previous"/"former", "lived", "until". */
// "78 years old" tells an age, no past frame (ADR 159).
const PAST = /\bused to\b|\b(?:was|were)\b(?!\s+born)|(?<!\b(?:years?|yrs?|yo|months?)\s+)\bold\b|\b(?:previous|former|prior|formerly|originally)\b|\b(?:lived|stayed|resided)\b|\buntil\b|\btill\b/i;
/** Doubt beyond the hedges of guards.ts: "kinda", "sort of", "like 787…", "around", "ish". */
const DOUBT = /\b(?:kinda|sorta|kind of|sort of|ish|around|about)\b|\blike\s*$/i;
/**
 * Honorifics and ranks written as abbreviations (courtesy and academic titles, the US services' rank
 * abbreviations): never a word of a legal name ("Ssgt Ana" is no first name).
 */
const TITLE_ABBREVIATION = /^(?:mr|mrs|ms|mx|dr|prof|rev|pvt|pv[12]|pfc|spc|cpl|sgt|ssg|ssgt|1sgt|1stsgt|sgtmaj|mgysgt|ltg|sfc|msgt|smsgt|cmsgt|sgm|csm|cpo|lcpl|gysgt|cwo|lt|ltjg|capt|cpt|ltc|ltcol|cdr|lcdr|cmdr|ofc)\.?$/i;
/** Words that are no part of any value: dictated punctuation, greetings and courtesy words. */
const NOT_A_VALUE_WORD = /^(?:period|comma|dash|hyphen|underscore|slash|colon|semicolon|hi|hey|hello|there|thanks|thank|please|okay|yes|yeah|nope)$/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The negator of the value's own predication in the words before it: not a contrast ("gmail not
 * gmial: …", a word then "not"), and not one followed by a new predication ("the zip isnt 10001 its
 * 10016", "not 7, it's 17").
 */
function negationOf(before: string): RegExpExecArray | null {
  const re = new RegExp(NEGATION.source, 'gi');
  let last: RegExpExecArray | null = null;
  for (const m of before.matchAll(re)) last = m as RegExpExecArray;
  if (!last) return null;
  const rest = before.slice(last.index + last[0].length);
  if (/\b(?:it'?s|its|it is|is|are|should be|make it|i mean|i meant|but|rather)\b/i.test(rest)) return null;
  const prior = before.slice(0, last.index).trim().split(/\s+/).pop() ?? '';
  if (/^not$/i.test(last[0]) && prior && /[\p{L}\p{N}]$/u.test(prior) && !/^(?:is|am|are|was|were|'s|'m|i'?m|im|do|does|did|it'?s|its|that'?s|thats|and|or|but|i|we|just|probably|definitely|certainly|surely|also|still|also|me|it|that|this|if)$/i.test(prior)) return null;
  return last;
}

/** The words (letters or digits) of a group's values, lower case, as they may be typed. */
function valueWords(group: Group, p: ProfileProposal): string[] {
  const out: string[] = [];
  const words = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean) : []);
  for (const k of KEYS[group]) out.push(...words(p[k]));
  if (group === 'date_of_birth' && p.date_of_birth) {
    const [y, m, d] = p.date_of_birth.split('-') as [string, string, string];
    out.push(y.slice(2), String(Number(m)), String(Number(d)), MONTHS[Number(m) - 1]!);
  }
  if (group === 'phone' && p.phone) {
    const ds = p.phone.replace(/\D/g, '');
    out.push(ds.slice(-10, -7), ds.slice(-7, -4), ds.slice(-4), ds.slice(-7));
  }
  if (group === 'email' && p.email) out.push(...p.email.toLowerCase().split(/[@.]/));
  return out;
}

interface Tok {
  text: string;
  start: number;
  end: number;
}

function tokensOf(text: string): Tok[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’@._+-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/** Where a clause may end: sentence marks, semicolons, commas, dashes, new lines, "but". */
const BOUNDARY = /[!?;\n]|\.(?=\s|$)|,|\s[—–-]\s|\bbut\b|\bhowever\b/gi;

/** The group's value as typed: the last run of the message's tokens made of its words. */
function span(text: string, toks: Tok[], group: Group, p: ProfileProposal): { start: number; end: number; first: number } | null {
  const words = new Set(valueWords(group, p));
  const norm = (t: Tok) => t.text.toLowerCase().replace(/[’']s$/, '');
  const isWord = (t: Tok) => {
    const w = norm(t);
    if (words.has(w)) return true;
    // A token holding several value words ("4/2/1990", "555-0100", "ana.ruiz@x.com").
    const parts = w.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return parts.length > 1 && parts.every((x) => words.has(x) || words.has(x.replace(/^0+/, '')));
  };
  // The value as typed: the run of its words (a few frame words may sit inside: "born on the 4th of May 1990",
  // "Apt") holding the most of them, the later of equals (a later value corrects an earlier one).
  const glue = /^(?:of|the|on|in|st|nd|rd|th|apt|unit|suite|ste|#)$/i;
  const near = (i: number, j: number) => !/[.!?;\n]/.test(text.slice(toks[Math.min(i, j)]!.end, toks[Math.max(i, j)]!.start));
  const telling = (t: Tok) => /\d/.test(t.text) || group === 'name' || group === 'address' || group === 'email';
  let best: { a: number; b: number; n: number } | null = null;
  for (let i = 0; i < toks.length; i++) {
    if (!isWord(toks[i]!)) continue;
    let b = i;
    let n = telling(toks[i]!) ? 1 : 0;
    while (b < toks.length - 1 && near(b, b + 1) && (isWord(toks[b + 1]!) || (glue.test(toks[b + 1]!.text) && b + 2 < toks.length && isWord(toks[b + 2]!)))) {
      b++;
      if (isWord(toks[b]!) && telling(toks[b]!)) n++;
    }
    if (n > 0 && (!best || n >= best.n)) best = { a: i, b, n };
    i = b;
  }
  if (!best) return null;
  const { a, b } = best;
  return { start: toks[a]!.start, end: toks[b]!.end, first: a };
}

/** A word that names whose a value is: the user, or someone else. */
const OWNER = new RegExp(`${FIRST_PERSON_SUBJECT.source}|\\bmy\\b|${OTHER_PERSON.source}`, 'i');
/** A hedge whose object is a question of its own ("not sure if …", "not sure what you need"): about that, not the value. */
const HEDGE_OF_A_QUESTION = /\b(?:not sure|unsure|don'?t know|idk|dunno|wonder(?:ing)?)\s+(?:if|whether|what|how|which|why|where|when|about)\b/i;

/**
 * The clause's text before and after a span: from the boundary before it to the boundary after it;
 * and when the clause names no owner before the value ("…, it should be 97402", "sorry, zip code
 * should be 10002"), the clauses before it in its sentence, which say whose it is.
 */
function around(text: string, start: number, end: number): { before: string; after: string; lead: string } {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(BOUNDARY)) {
    if (m.index! + m[0].length <= start) from = m.index! + m[0].length;
    else if (m.index! >= end) {
      to = m.index!;
      break;
    }
  }
  const before = text.slice(from, start);
  let sentence = 0;
  for (const m of text.slice(0, from).matchAll(/[!?;\n]|\.(?=\s|$)/g)) sentence = m.index! + m[0].length;
  const lead = OWNER.test(before) ? '' : text.slice(sentence, from);
  return { before, after: text.slice(end, to), lead };
}

/**
 * The groups of the proposal whose values the message does not account for: each with the words
 * that could change it. Values that could not be found as typed are not judged here.
 */
export function unaccounted(typed: string, p: ProfileProposal): Unaccounted[] {
  const text = typed.replace(/’/g, "'");
  const toks = tokensOf(text);
  const out: Unaccounted[] = [];
  for (const group of Object.keys(KEYS) as Group[]) {
    const keys = KEYS[group].filter((k) => p[k] !== undefined);
    if (!keys.length) continue;
    const stop = (why: Why, words: string) => out.push({ group, keys, why, words: words.trim() });
    // A word inside the value that is no value: a dictated mark or a title in a name, a greeting in a city.
    const inside = (k: ProposalKey, re: RegExp) => (typeof p[k] === 'string' ? (p[k] as string).split(/\s+/).find((w) => re.test(w)) : undefined);
    const names = ['first_name', 'middle_name', 'last_name'] as const;
    const title = group === 'name' ? names.map((k) => inside(k, TITLE_ABBREVIATION)).find(Boolean) : undefined;
    const bad = group === 'name' ? names.map((k) => inside(k, NOT_A_VALUE_WORD)).find(Boolean) : group === 'address' ? inside('city', NOT_A_VALUE_WORD) : undefined;
    if (title || bad) {
      stop(title ? 'title' : 'not_a_value', (title ?? bad)!);
      continue;
    }
    const s = span(text, toks, group, p);
    if (!s) continue;
    const { before, after, lead } = around(text, s.start, s.end);
    const leadHedge = HEDGE_OF_A_QUESTION.test(lead) ? null : HEDGE.exec(lead.toLowerCase()) ?? DOUBT.exec(lead.replace(/\blike\s*$/i, ''));
    const hedge = HEDGE.exec(before.toLowerCase()) ?? HEDGE.exec(after.toLowerCase()) ?? DOUBT.exec(before) ?? /^\s*(?:ish|or so)\b/i.exec(after) ?? leadHedge;
    if (hedge) {
      stop('hedge', hedge[0]);
      continue;
    }
    const neg = negationOf(before);
    if (neg) {
      stop('negation', neg[0]);
      continue;
    }
    // After the value, only what it is said to be ("12 Oak St is my mom's place"), not a new clause ("… and my husband is Tom").
    const said = /^\s*(?:is|are|was|were)\b/i.test(after) ? after.split(/\band\b/i)[0]! : '';
    const other = OTHER_PERSON.exec(before) ?? OTHER_PERSON.exec(said) ?? OTHER_PERSON.exec(lead);
    if (other && !FIRST_PERSON_SUBJECT.test(`${lead} ${before}`.replace(/\bmy\b/gi, ''))) {
      stop('other_person', other[0]);
      continue;
    }
    const past = PAST.exec(before) ?? /\b(?:used to|until|till|(?<!\b(?:years?|yrs?|yo|months?)\s+)old|previous|former|prior)\b/i.exec(after);
    if (past && !(group === 'date_of_birth' && /^(?:was|were)$/i.test(past[0]))) {
      stop('past', past[0]);
      continue;
    }
  }
  return out;
}

const WHY: Record<Why, (words: string) => string> = {
  negation: (w) => `you wrote "${w}" before it`,
  other_person: (w) => `"${w}" sounds like someone else's`,
  past: (w) => `"${w}" sounds like it is not the current one`,
  hedge: (w) => `you sounded unsure ("${w}")`,
  title: (w) => `"${w}" is a title, not part of a legal name`,
  not_a_value: (w) => `"${w}" is not part of it`,
};

/** The clarifying question for values the message did not account for, naming what was read. */
export function accountQuestion(p: ProfileProposal, stops: Unaccounted[]): { text: string; asks: InterviewItem } {
  const first = stops[0]!;
  const shown = first.keys
    .filter((k) => !((first.why === 'not_a_value' || first.why === 'title') && String(p[k]).split(/\s+/).includes(first.words)))
    .map((k) => `${PROPOSAL_LABELS[k].toLowerCase()} ${String(p[k])}`)
    .join(', ');
  const read = shown ? `I read ${shown}` : 'I read some details';
  const mean = shown ? `Did you mean ${shown} as your own details now?` : `What is your ${PROPOSAL_LABELS[first.keys[0]!].toLowerCase()}, exactly as on your documents?`;
  return { text: `${read}, but ${WHY[first.why](first.words)}, so I haven't proposed ${first.keys.length > 1 ? 'them' : 'it'}. ${mean}`, asks: ITEM[first.group] };
}

/** Words that state a filing status or a marital status (Pub. 501's categories). */
const STATUS_WORDS = /\b(?:single|unmarried|married|divorced|widow(?:ed|er)?|separated|head of (?:the )?household|hoh|jointly|separately|mfj|mfs)\b/gi;

/**
 * A marital or filing status the message does not account for as the user's own and current: said
 * with doubt ("i think maybe i'm single", "kinda married"), of someone else ("my sister is single"),
 * or of the past ("i used to be married"). Negation is no stop here: "not married" is a status.
 */
export function statusUnaccounted(typed: string): { why: Why; words: string; status: string } | null {
  const text = typed.replace(/’/g, "'");
  let stop: { why: Why; words: string; status: string } | null = null;
  for (const m of text.matchAll(STATUS_WORDS)) {
    const one = statusStop(text, m);
    // A status said plainly once is said ("married dec 28 … so i guess we count as married?").
    if (!one) return null;
    stop ??= one;
  }
  return stop;
}

function statusStop(text: string, m: RegExpMatchArray): { why: Why; words: string; status: string } | null {
  {
    const { before, after, lead } = around(text, m.index!, m.index! + m[0].length);
    const leadHedge = HEDGE_OF_A_QUESTION.test(lead) || HEDGE_OF_A_QUESTION.test(before) ? null : HEDGE.exec(lead.toLowerCase());
    const hedge = (HEDGE_OF_A_QUESTION.test(before) ? null : HEDGE.exec(before.toLowerCase())) ?? /\b(?:kinda|sorta|kind of|sort of)\b/i.exec(before) ?? /^\s*,?\s*(?:i think|i guess|i believe|maybe|probably|or something|i'?m not sure)\b/i.exec(after) ?? leadHedge;
    if (hedge) return { why: 'hedge', words: hedge[0], status: m[0] };
    // The subject of the status: another person, with no "I"/"we" beside them.
    const other = /\b(?:my|our)\s+(?:sister|brother|mom|mother|dad|father|parents?|friend|cousin|aunt|uncle|roommate|neighbou?r|coworker|co-worker|boss|son|daughter|kids?|child|niece|nephew|grand\w+)\b(?!'s)|\b(?:he|she|they|he's|she's|they're|hes|shes)\b/i.exec(`${lead} ${before}`);
    if (other && !FIRST_PERSON_SUBJECT.test(`${lead} ${before}`)) return { why: 'other_person', words: other[0], status: m[0] };
    const past = /\bused to\b|\bformerly\b/i.exec(before);
    if (past) return { why: 'past', words: past[0], status: m[0] };
  }
  return null;
}

/** The question for a status not accounted for: what was read, and the first of Pub. 501's questions. */
export function statusQuestion(stop: { why: Why; words: string; status: string }, taxYear: number): string {
  return `I read "${stop.status}", but ${WHY[stop.why](stop.words)}, so I haven't used it for your filing status. Were you married on December 31, ${taxYear}? (If your spouse died during ${taxYear}, answer yes.)`;
}

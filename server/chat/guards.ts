/**
 * Right or silent (issue 18, ADR 074): general checks applied to what a message was read to say
 * before anything is proposed. A value is proposed only when the message's structure explains it
 * completely; a value touched by a hedge, a name that is not a name, a date whose parts could be
 * read two ways, and a correction whose part cannot be identified all become a short question
 * that names what was understood. Nothing here guesses a value.
 */
import type { ProfileProposal } from '#shared/chat/types';
import { PROPOSAL_LABELS, type ProposalKey } from '#shared/chat/types';
import { STREET_TYPES, type InterviewItem } from '#shared/chat/parsers';
import { US_STATES } from '#shared/enums';
import { isIsoDate } from '#shared/profile/schema';
import { datesIn } from './nlp';
import { MONTH } from './ordered';
import { escapeRegExp } from './stated';

// ---------------------------------------------------------------------------------------------
// Hedges
// ---------------------------------------------------------------------------------------------

/** Words of doubt about a value: "i think", "not sure", "maybe", "or something", "if i remember". */
export const HEDGE = /\b(i think|i believe|i guess|i'?m guessing|not sure|not certain|not 100 ?%|unsure|maybe|probably|perhaps|possibly|might be|could be|idk|dunno|i don'?t remember|if i remember|iirc|or something|something like|or so|roughly|approximately|i forget)\b/;

/**
 * An alternative the user offers ("30307 or 30306", "Kate... or Katherine", "one of those") is doubt
 * about the value: two words or two numbers joined by "or". A state after a city ("Bend OR 97701")
 * joins a word to a ZIP, not two values of one kind, and "or not", "or so" are no alternatives.
 */
export function offersAlternative(part: string): boolean {
  const p = part.toLowerCase();
  if (/\bone of (?:those|these|them|the two)\b|\beither\b/.test(p)) return true;
  const shape = (w: string) => (/^\d/.test(w) ? 'number' : /^[a-z]/.test(w) ? 'word' : 'other');
  for (const m of p.matchAll(/([\w.@'-]+?)[.…]*\s+or\s+(?:maybe\s+|possibly\s+|perhaps\s+|was it\s+|is it\s+)?([\w.@'-]+)/g)) {
    const [a, b] = [m[1]!, m[2]!];
    if (/^(not|so|something|other|else|whatever)$/.test(b)) continue;
    if (shape(a) === shape(b) && shape(a) !== 'other') return true;
  }
  return false;
}

/**
 * The message cut into clauses (sentences, then comma- and "and"/"but"-separated parts), each
 * with whether a hedge or a question mark touches it.
 */
export function clauses(text: string): Array<{ text: string; hedged: boolean }> {
  const out: Array<{ text: string; hedged: boolean }> = [];
  for (const sentence of text.replace(/’/g, "'").split(/(?<=[!?;\n])\s*|(?<=\.)\s+(?=[A-Za-z])/)) {
    const question = /\?\s*$/.test(sentence);
    const parts = sentence.split(/,\s*|\s+(?:and|but)\s+/i).filter((p) => p.trim());
    parts.forEach((part, i) => {
      // A question mark doubts the clause it ends ("… 78701?"), not the statements before it
      // ("my name is Al Green, what's next?").
      const hedged = HEDGE.test(part.toLowerCase()) || offersAlternative(part) || (question && i === parts.length - 1);
      // "Kate... or Katherine": the alternative after a trailing-off ends a sentence doubts the one before.
      const before = out[out.length - 1];
      if (i === 0 && before && /^\s*or\b/i.test(part) && offersAlternative(`${before.text} ${part}`)) before.hedged = true;
      // "ada... maybe adaeze": a hedged value right after a trailing-off doubts the one before it too.
      if (i === 0 && before && /(?:\.{2,}|…)\s*$/.test(before.text) && /^\s*(?:maybe|possibly|perhaps|probably|might be|could be|or)\b/i.test(part)) before.hedged = true;
      out.push({ text: part, hedged });
      // A hedge said on its own ("…, i believe", "not sure, …") is about the part next to it.
      if (hedged && !part.toLowerCase().replace(HEDGE, ' ').replace(/\b(i|im|i'm|am|pretty|so|um|uh|but|though|tho|just|totally|100%|lol)\b|[.!?,]/g, ' ').trim()) {
        const next = out.length - 1 - (i > 0 ? 1 : 0);
        if (i > 0) out[next]!.hedged = true;
        else if (parts[1]) parts[1] = `${parts[1]} (${part.trim()})`;
      }
    });
  }
  return out;
}

/** The groups of profile values that stand or fall together (an address is one place; a name one person). */
const GROUPS: ProposalKey[][] = [
  ['first_name', 'middle_name', 'last_name', 'suffix'],
  ['address', 'city', 'state', 'zip'],
  ['date_of_birth'],
  ['phone'],
  ['email'],
  ['occupation'],
  ['dependents'],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The values a hedge touches: the message is read again without its hedged clauses, and every
 * group whose values change (or vanish) is doubtful. A hedge in a clause that carries no value
 * ("my name is Ana Ruiz, not sure what else you need") touches nothing.
 */
export function hedgedKeys(text: string, proposal: ProfileProposal, reread: (text: string) => ProfileProposal): ProposalKey[] {
  const parts = clauses(text);
  if (!parts.some((c) => c.hedged)) return [];
  const kept = parts.filter((c) => !c.hedged).map((c) => c.text).join(', ');
  const plain = kept.trim() ? reread(kept) : {};
  const doubtful: ProposalKey[] = [];
  for (const group of GROUPS) {
    const present = group.filter((k) => proposal[k] !== undefined);
    if (present.length === 0) continue;
    if (present.some((k) => !same(proposal[k], plain[k]))) doubtful.push(...present);
  }
  return doubtful;
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/** Words that are never part of a person's name. */
const NEVER_NAME = new Set(
  "name names name's named first last full legal middle given family surname my your his her our their is are was were be its it's it this that here there and or but not no yes the a an of to in on at for with from by i im i'm me we us you he she they them what which who when where why how hi hey hello thanks thank please ok okay sure just also too so then now still wait oops sorry typo actually spelled spelt called am do does did have has had will would can could should".split(' '),
);
/** One word of a name as written on a form: Unicode letters, with inner apostrophes or hyphens ("O'Brien", "Jo-Ann", "McKay", "María", "Núñez"). */
const NAME_PART = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]+)*\.?$/u;

/** Whether a proposed name is made of name words only (never "Name'S", never "My"). */
export function plausibleName(p: ProfileProposal): boolean {
  for (const key of ['first_name', 'middle_name', 'last_name'] as const) {
    const v = p[key];
    if (v === undefined) continue;
    for (const w of v.split(/\s+/)) {
      if (!NAME_PART.test(w) && !/^[A-Z]\.$/.test(w)) return false;
      if (NEVER_NAME.has(w.toLowerCase().replace(/’/g, "'"))) return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/**
 * Whether a date typed in numbers has one reading only. Year first must be year-month-day with a
 * month of 12 or less; otherwise the US order (month/day/year) unless the first number cannot be a
 * month (then day/month/year); a two-digit year that could itself be a day or a month ("04/05/06")
 * is two readings. Dates written with a month word are unambiguous.
 */
export function numericDateUnambiguous(text: string, iso: string): boolean {
  const m = /\b(\d{1,4})[/.-](\d{1,2})[/.-](\d{2,4})\b/.exec(text);
  if (!m) return true;
  // The order named by the user ("dd/mm", "day first", "european format") is not the US order.
  if (/\b(dd[/.-]mm|d[/.-]m[/.-]y|day[- ]first|day[/ ]month[/ ]year|european|uk (?:format|style))\b/i.test(text)) return false;
  const [a, b, c] = [m[1]!, Number(m[2]), m[3]!];
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  if (a.length === 4) return b <= 12 && y === Number(a) && mo === b && d === Number(c);
  const first = Number(a);
  // A two-digit year that could be the day, with a two-digit first number that could be the year
  // ("04/05/06": 2006-04-05 or 2004-05-06) is two readings.
  const valid = (mm: number, dd: number) => mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31;
  if (c.length === 2 && a.length === 2 && valid(b, Number(c)) && valid(first, b)) return false;
  if (first > 12 && b > 12) return false;
  const us = first <= 12;
  return us ? mo === first && d === b : mo === b && d === first;
}

// ---------------------------------------------------------------------------------------------
// Corrections of one part
// ---------------------------------------------------------------------------------------------

export interface Previous {
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  date_of_birth?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Words that mark a message as a correction of something said before. */
export const CORRECTING = /\b(typo|sorry|oops|whoops|i meant|i mean|meant to|wait|actually|correction|scratch that|wrong|mistake|autocorrect|should be|should have been|instead of)\b/;

const WORD = "[A-Za-z0-9][A-Za-z0-9'’-]*";
/** "X not Y", "X, not Y", "X instead of Y", "it's X … not Y", "not Y but X", "Y should be X", "change Y to X". */
const PAIRS: Array<{ re: RegExp; now: number; was: number }> = [
  { re: new RegExp(`\\b(?:it'?s|it is|is|should be|make it|meant|mean)\\s+(${WORD})\\b[^.!?]*?\\bnot\\s+(?:the\\s+|an?\\s+)?(${WORD})`, 'gi'), now: 1, was: 2 },
  { re: new RegExp(`(${WORD})\\s*,?\\s+(?:not|instead of)\\s+(?:the\\s+|an?\\s+)?(${WORD})`, 'gi'), now: 1, was: 2 },
  { re: new RegExp(`\\bnot\\s+(${WORD})\\s*,?\\s*(?:but|it'?s|it is|i meant|i mean)\\s+(${WORD})`, 'gi'), now: 2, was: 1 },
  { re: new RegExp(`^\\W*not\\s+(${WORD})\\s*,\\s*(${WORD})\\W*$`, 'gi'), now: 2, was: 1 },
  { re: new RegExp(`\\b(?:change|fix)\\s+(${WORD})\\s+to\\s+(${WORD})`, 'gi'), now: 2, was: 1 },
  { re: new RegExp(`(${WORD})\\s+should (?:be|have been)\\s+(${WORD})`, 'gi'), now: 2, was: 1 },
];

/** A street type ("Court", "Dr"), a month's name, or a number of so many digits: what a word is, when a correction swaps one for another. */
function wordKind(w: string): string | null {
  const x = w.replace(/[.,!?]+$/, '').toLowerCase();
  if (new RegExp(`^(?:${STREET_TYPES})$`).test(x)) return 'street type';
  if (x.length >= 3 && MONTH_NAMES.some((n) => n.startsWith(x))) return 'month';
  return /^\d+$/.test(x) ? `${x.length} digits` : null;
}

/**
 * "it's Lakeview Court, not Drive": the word corrected is the one right before "not" when it is of the old word's kind
 * (a street type for a street type, a month for a month) and the first word after "it's" is not.
 */
function nearestOfKind(said: string, now: string, was: string): string {
  const kind = wordKind(was);
  if (!kind || wordKind(now) === kind) return now;
  const next = new RegExp(`(${WORD})\\s*,?\\s+(?:not|instead of)\\s+(?:the\\s+|an?\\s+)?${escapeRegExp(was)}\\b`, 'i').exec(said);
  return next && wordKind(next[1]!) === kind ? next[1]! : now;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
const clean = (w: string) => w.replace(/’/g, "'").replace(/[.,!?]+$/, '');

interface Replacement {
  key: 'first_name' | 'middle_name' | 'last_name' | 'address' | 'city' | 'state' | 'zip' | 'date_of_birth' | 'email' | 'phone';
  value: string;
}

/** What replacing `was` by `now` changes among the previous values (every part it could be). */
function replacements(now: string, was: string, prev: Previous): Replacement[] {
  const out: Replacement[] = [];
  const n = clean(now);
  const w = clean(was);
  const lw = w.toLowerCase();
  if (n.toLowerCase() === lw) return out;
  for (const key of ['first_name', 'middle_name', 'last_name'] as const) {
    const v = prev[key];
    if (v && v.toLowerCase() === lw && /^[A-Za-z][A-Za-z'-]+$/.test(n) && !NEVER_NAME.has(n.toLowerCase())) out.push({ key, value: cap(n) });
  }
  if (prev.city && prev.city.toLowerCase() === lw && /^[A-Za-z][A-Za-z'-]+$/.test(n)) out.push({ key: 'city', value: cap(n) });
  if (prev.zip && prev.zip === w && /^\d{5}(?:-\d{4})?$/.test(n)) out.push({ key: 'zip', value: n });
  // A state is its two-letter code: "NJ not NY".
  if (prev.state && prev.state.toUpperCase() === w.toUpperCase() && US_STATES.some((x) => x.code === n.toUpperCase())) out.push({ key: 'state', value: n.toUpperCase() });
  if (prev.address) {
    const words = prev.address.split(/(\s+|,)/);
    const hits = words.filter((x) => x.toLowerCase().replace(/^#/, '') === lw);
    if (hits.length === 1 && /^[A-Za-z0-9-]+$/.test(n) && /\d/.test(w) === /\d/.test(n)) {
      const value = words.map((x) => (x.toLowerCase().replace(/^#/, '') === lw ? (x.startsWith('#') ? '#' : '') + (x.replace(/^#/, '') === x.replace(/^#/, '').toUpperCase() ? n.toUpperCase() : cap(n)) : x)).join('');
      out.push({ key: 'address', value });
    }
  }
  if (prev.date_of_birth && /^\d{2}(?:\d{2})?$/.test(w) && /^\d{2}(?:\d{2})?$/.test(n)) {
    const year = prev.date_of_birth.slice(0, 4);
    if (year === w || year.slice(2) === w) {
      const full = n.length === 4 ? n : `${year.slice(0, 2)}${n}`;
      out.push({ key: 'date_of_birth', value: `${full}${prev.date_of_birth.slice(4)}` });
    }
  }
  return out;
}

/** Words that name a part of the details, so "X not Y" next to them is about that part. */
const PART_WORDS: Record<Replacement['key'], RegExp> = {
  first_name: /\b(name|spell|spelled|spelling|spelt|letters?|e's|first)\b/,
  middle_name: /\b(name|spell|spelled|spelling|spelt|letters?|middle)\b/,
  last_name: /\b(name|spell|spelled|spelling|spelt|letters?|last|surname)\b/,
  address: /\b(apt|apartment|unit|suite|ste|street|st|ave|avenue|road|rd|address|house|number)\b/,
  city: /\bcity\b/,
  state: /\bstate\b/,
  zip: /\bzip\b/,
  email: /\b(e-?mail|address|spell|spelled|spelling|spelt|letters?)\b/,
  phone: /\b(phone|cell|mobile|number|digits?)\b/,
  date_of_birth: /\b(born|birth|bday|birthday|dob|year)\b/,
};

export interface CorrectionResult {
  proposal: ProfileProposal;
  clarify: string | null;
  clarifyAsks: InterviewItem | null;
}

const UNIT_LABEL = /\b(apt|apartment|unit|suite|ste)\.?\s*(?:#\s*)?(?:number\s+)?(?:is|should be|=|:)?\s*(?:actually\s+)?#?\s*([0-9][0-9a-z-]*|[a-z][0-9][0-9a-z-]*)\b(?!\s+not\b)/i;

/**
 * A correction of one part of the last proposal or of a saved value: "born in 1993 not 92", "it's
 * Lee with two e's not Lea", "the apt is 3c not 3b", "no sorry 7-4-77". Only the named part
 * changes. A correction whose old value is none of the previous parts is asked about. Null when
 * the message is not such a correction.
 */
export function correctionOf(text: string, prev: Previous, today: string, taxYear: number): CorrectionResult | null {
  const t = text.replace(/’/g, "'");
  const lower = t.toLowerCase();
  if (!Object.values(prev).some(Boolean)) return null;
  // 1. "oak ave not oak st": several words of the street line, the same number of words before and after "not".
  if (prev.address && !/\bcity\b/i.test(t)) {
    const m = new RegExp(`((?:${WORD}\\s+){1,2}${WORD})\\s*,?\\s+(?:not|instead of)\\s+((?:${WORD}\\s+){1,2}${WORD})`, 'i').exec(t);
    if (m) {
      const before = m[1]!.split(/\s+/).map(clean);
      const after = m[2]!.split(/\s+/).map(clean);
      for (let k = Math.min(3, after.length, before.length); k >= 2; k--) {
        const was = after.slice(0, k).join(' ');
        const now = before.slice(-k).join(' ');
        const at = new RegExp(`(^|\\s)${was.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s,])`, 'i').exec(prev.address);
        if (at && now.toLowerCase() !== was.toLowerCase() && /^[A-Za-z0-9 .'-]+$/.test(now)) {
          const typed = now.split(' ').map((x) => (/^\d/.test(x) ? x.toUpperCase() : cap(x))).join(' ');
          return { proposal: { address: prev.address.slice(0, at.index + at[1]!.length) + typed + prev.address.slice(at.index + at[0].length) }, clarify: null, clarifyAsks: null };
        }
      }
    }
  }
  // 2. A labelled part of the date of birth or of the street line: "the day is 15", "month should be
  // february", "the street number is 14".
  const labelled = labelledPart(lower, prev);
  if (labelled) return labelled;
  // A name spelled out: "it's Lee with two e's", "should be jon with an h": the part named, or the
  // one name on file the word is a respelling of.
  const spelled = spelledName(t, lower, prev);
  if (spelled) return spelled;
  // An e-mail address corrected in part ("its jo.k not jo.c", "gmail not gmial"): the part of the
  // address on file equal to the old text, once, becomes the new text.
  const mail = prev.email ? emailCorrection(t, lower, prev.email) : null;
  if (mail) return mail;
  // Digits of the phone or ZIP named by position: "the last digit should be 6 not 0".
  const digits = positionalDigits(lower, prev);
  if (digits) return digits;
  // A unit said afterwards ("oh and it's apt 2", "forgot the unit, #5") to a street line without one.
  const added = addedUnit(t, prev);
  if (added) return added;
  // 3. "X not Y": the part whose value is Y becomes X.
  let unmatched: { now: string; was: string } | null = null;
  for (const { re, now, was } of PAIRS) {
    for (const m of t.matchAll(re)) {
      // A labelled city may be several words ("the city is round rock not austin"): read as a label, not here.
      if (/\bcity\b/i.test(t)) break;
      // Only a correction: a correction word, a word naming the part, or nothing else said
      // ("we have 2 kids not 3" is no correction of a house number 3).
      const alone = !lower.replace(m[0].toLowerCase(), ' ').replace(/\b(ok|okay|oh|no|sorry|its|it's|it|is|the|a|um|so|lol)\b|[^a-z0-9]+/g, ' ').trim();
      const found = replacements(nearestOfKind(m[0], m[now]!, m[was]!), m[was]!, prev).filter((f) => alone || CORRECTING.test(lower) || PART_WORDS[f.key].test(lower));
      if (found.length === 1) return { proposal: { [found[0]!.key]: found[0]!.value }, clarify: null, clarifyAsks: null };
      if (found.length > 1) {
        const labels = found.map((f) => PROPOSAL_LABELS[f.key].toLowerCase()).join(' or ');
        return { proposal: {}, clarify: `"${clean(m[was]!)}" is in more than one part of your details (${labels}). Which one should be "${clean(m[now]!)}"?`, clarifyAsks: null };
      }
      unmatched ??= { now: clean(m[now]!), was: clean(m[was]!) };
    }
  }
  // 2. A labelled unit: "the apt is 3c", "unit should be 12": the unit of the previous street line.
  const unit = UNIT_LABEL.exec(t);
  if (unit && prev.address && CORRECTING.test(lower)) {
    const old = new RegExp(`(\\b(?:apt|apartment|unit|suite|ste)\\.?\\s*#?\\s*|#)([0-9a-z-]+)\\s*$`, 'i').exec(prev.address);
    if (old && old[2]!.toLowerCase() !== unit[2]!.toLowerCase()) {
      const upper = old[2] === old[2]!.toUpperCase();
      return { proposal: { address: prev.address.slice(0, old.index) + old[1] + (upper ? unit[2]!.toUpperCase() : unit[2]!) }, clarify: null, clarifyAsks: null };
    }
  }
  // The day of the date of birth corrected: "it's may 20th not the 2nd", "the 12th, not the 21st".
  const day = prev.date_of_birth ? dayCorrection(lower, prev.date_of_birth) : null;
  if (day) return day;
  // 3. A correction word with one full date, when a date of birth was given: that date replaces it.
  if (prev.date_of_birth && (CORRECTING.test(lower) || /^\s*(?:no|nope|nah)\b/.test(lower))) {
    const dates = [...new Set(datesIn(t, new Date(`${today}T12:00:00Z`)))].filter((d) => d <= today && d >= '1900-01-01' && Number(d.slice(0, 4)) <= taxYear - 14);
    if (dates.length === 1 && dates[0] !== prev.date_of_birth && /\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}|\d{1,2}(?:st|nd|rd|th)?\b/.test(t)) {
      if (!numericDateUnambiguous(t, dates[0]!)) return { proposal: {}, clarify: dateQuestion(dates[0]!), clarifyAsks: 'date_of_birth' };
      return { proposal: { date_of_birth: dates[0]! }, clarify: null, clarifyAsks: null };
    }
  }
  // "no wait 1996. sorry long day driving": a correction word and a year alone, when a date of birth was given, is
  // that date in the year said (the month and day stand).
  const year = prev.date_of_birth && (CORRECTING.test(lower) || /^\s*(?:no|nope|nah)\b/.test(lower)) ? /^[^\d]*\b((?:19|20)\d{2})\b[^\d]*$/.exec(t) : null;
  if (year && prev.date_of_birth && !prev.date_of_birth.startsWith(year[1]!) && Number(year[1]) <= taxYear - 14) {
    const moved = `${year[1]}${prev.date_of_birth.slice(4)}`;
    if (moved <= today && isIsoDate(moved)) return { proposal: { date_of_birth: moved }, clarify: null, clarifyAsks: null };
  }
  // A ZIP said right after "no" or a correction word, when a ZIP was given: the new ZIP.
  const zipOnly = /^\W*(?:no|nope|sorry|oops|wait|actually|i meant)\b[\s,.!-]*(?:(?:no|sorry|wait|actually|it'?s|its|i meant|the zip is|zip is|zip)\b[\s,.!-]*)*(\d{5}(?:-\d{4})?)\W*$/i.exec(t);
  if (zipOnly && prev.zip && zipOnly[1] !== prev.zip) return { proposal: { zip: zipOnly[1]! }, clarify: null, clarifyAsks: null };
  // An explicit correction between two values, neither of which is on file: ask which part.
  if (unmatched && CORRECTING.test(lower) && (/\d/.test(unmatched.was) || /^[A-Z]/.test(unmatched.was))) {
    return { proposal: {}, clarify: `I understood that "${unmatched.now}" should replace "${unmatched.was}", but I don't have "${unmatched.was}" in your details. Which part should I change (name, date of birth, address, ZIP)?`, clarifyAsks: null };
  }
  return null;
}

/** Letters to change one word into another (Levenshtein). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  }
  return d[a.length]![b.length]!;
}

function spelledName(t: string, lower: string, prev: Previous): CorrectionResult | null {
  const m = /\b(?:it'?s|its|it is|is|should be|spelled|spelt)\s+([A-Za-z][A-Za-z'-]+)\s+(?:with|w\/?)\s+(an?|one|two|double|three|2|3)\s+([a-z])(?:'?s)?(?=\W|$)/i.exec(t);
  if (!m || NEVER_NAME.has(m[1]!.toLowerCase())) return null;
  const word = m[1]!;
  // The spelling must hold: "Lee with two e's" has two e's.
  const times = /^(two|double|2)$/i.test(m[2]!) ? 2 : /^(three|3)$/i.test(m[2]!) ? 3 : 1;
  if (word.toLowerCase().split(m[3]!.toLowerCase()).length - 1 < times) return null;
  const value = /[A-Z]/.test(word.slice(1)) ? word : cap(word);
  const named: Array<'first_name' | 'last_name'> = /\b(first|given)\b/.test(lower) ? ['first_name'] : /\b(last|surname|family)\b/.test(lower) ? ['last_name'] : [];
  // A respelling keeps most of its letters: within two edits, or within half the word's length
  // when that names one part only ("Katelyn with a K" for Caitlyn) (ADR 078).
  const close = (['first_name', 'last_name'] as const).filter((k) => prev[k] && editDistance(prev[k]!.toLowerCase(), word.toLowerCase()) <= Math.max(2, Math.floor(word.length / 2)));
  const keys = named.length ? named : close;
  if (keys.length !== 1) return null;
  if (prev[keys[0]!] === value) return null;
  return { proposal: { [keys[0]!]: value }, clarify: null, clarifyAsks: null };
}

const MONTH_OF = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+';
const DAY_PAIR = new RegExp(`\\b(?:${MONTH_OF})?(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\s*,?\\s+(?:not|instead of)\\s+(?:${MONTH_OF})?(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\b(?![/.-]\\d)`);

function dayCorrection(lower: string, dob: string): CorrectionResult | null {
  const m = DAY_PAIR.exec(lower);
  if (!m) return null;
  const [, newMonthWord, newDay, newOrd, oldMonthWord, oldDay, oldOrd] = m;
  // A day is an ordinal ("20th") or follows a month; plain numbers are other parts ("apt 3 not 4").
  if (!(newOrd || oldOrd || newMonthWord || oldMonthWord) || /\b(apt|unit|suite|zip|street|house|phone|digit)\b/.test(lower)) return null;
  const [y, mo, d] = dob.split('-') as [string, string, string];
  const month = (x: string | undefined) => (x ? String(MONTH_NAMES.findIndex((n) => n.startsWith(x)) + 1).padStart(2, '0') : null);
  // The old day must be the day on file, and a month said must be the month on file.
  if (Number(oldDay) !== Number(d) || (month(oldMonthWord) ?? mo) !== mo || (month(newMonthWord) ?? mo) !== mo) return null;
  const next = `${y}-${mo}-${newDay!.padStart(2, '0')}`;
  const real = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(newDay)));
  if (real.getUTCDate() !== Number(newDay) || real.getUTCMonth() !== Number(mo) - 1 || next === dob) return null;
  return { proposal: { date_of_birth: next }, clarify: null, clarifyAsks: null };
}

const MAIL_TOKEN = '[A-Za-z0-9](?:[A-Za-z0-9._+@-]*[A-Za-z0-9])?';
const MAIL_PAIRS: Array<{ re: RegExp; now: number; was: number }> = [
  { re: new RegExp(`(${MAIL_TOKEN})\\s*,?\\s+(?:not|instead of)\\s+(${MAIL_TOKEN})`, 'g'), now: 1, was: 2 },
  { re: new RegExp(`(${MAIL_TOKEN})\\s+should (?:be|have been)\\s+(${MAIL_TOKEN})`, 'g'), now: 2, was: 1 },
  { re: new RegExp(`\\bnot\\s+(${MAIL_TOKEN})\\s*,?\\s*(?:but|it'?s|it is|i meant|i mean)\\s+(${MAIL_TOKEN})`, 'g'), now: 2, was: 1 },
];

function emailCorrection(t: string, lower: string, email: string): CorrectionResult | null {
  for (const { re, now, was } of MAIL_PAIRS) {
    for (const m of t.matchAll(re)) {
      const n = m[now]!.toLowerCase();
      const w = m[was]!.toLowerCase();
      // The old text must be more than a letter, or the e-mail named, and found once in the address on file.
      if (n === w || (w.length < 2 && !/\be-?mail\b/.test(lower)) || email.toLowerCase().split(w).length !== 2) continue;
      if (!(CORRECTING.test(lower) || PART_WORDS.email.test(lower) || /[.@_]/.test(w))) continue;
      const value = email.toLowerCase().replace(w, n);
      if (/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(value)) return { proposal: { email: value }, clarify: null, clarifyAsks: null };
    }
  }
  return null;
}

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/**
 * "the last digit should be 6 not 0", "last two digits are 16": the last digits of the one number on
 * file (phone or ZIP) that the message names, or whose digits match the old ones. More than one: asked.
 */
function positionalDigits(lower: string, prev: Previous): CorrectionResult | null {
  const m = /\blast\s+(?:(\d|one|two|three|four)\s+)?digits?\b[^0-9]{0,30}?(\d{1,4})\b(?:\s*,?\s*(?:not|instead of)\s+(?:an?\s+|the\s+)?(\d{1,4})\b)?/.exec(lower);
  if (!m) return null;
  const count = m[1] ? (COUNT_WORDS[m[1]] ?? Number(m[1])) : m[3]?.length ?? (/\bdigits\b/.test(m[0]) ? m[2]!.length : 1);
  const now = m[2]!;
  if (now.length !== count || (m[3] && m[3].length !== count)) return null;
  const fields: Array<{ key: 'phone' | 'zip'; value: string }> = [];
  for (const key of ['phone', 'zip'] as const) {
    const v = prev[key];
    if (!v) continue;
    const ds = v.replace(/\D/g, '');
    if (m[3] && ds.slice(-count) !== m[3]) continue;
    if (PART_WORDS[key === 'phone' ? 'phone' : 'zip'].test(lower.replace(/\bdigits?\b/g, '')) || !/\b(phone|cell|mobile|zip)\b/.test(lower)) fields.push({ key, value: v });
  }
  if (fields.length !== 1) {
    return fields.length ? { proposal: {}, clarify: `Which number should end in ${now}: your phone or your ZIP code?`, clarifyAsks: null } : null;
  }
  const { key, value } = fields[0]!;
  // Replace the last digits, keeping the number's format.
  let left = count;
  const chars = value.split('');
  for (let i = chars.length - 1; i >= 0 && left > 0; i--) {
    if (/\d/.test(chars[i]!)) chars[i] = now[--left]!;
  }
  const next = chars.join('');
  return next === value ? null : { proposal: { [key]: next }, clarify: null, clarifyAsks: null };
}

/** "oh and it's apt 2", "forgot the unit: #5": a unit and nothing else, for a street line that has none. */
function addedUnit(t: string, prev: Previous): CorrectionResult | null {
  if (!prev.address || /\b(?:apt|apartment|unit|suite|ste)\b|#/i.test(prev.address)) return null;
  const m = /^\W*(?:(?:oh|and|also|plus|btw|sorry|oops|ok|okay|i|forgot|to|say|mention|said|include|there'?s|it'?s|its|it is|that|the|my|add|put|number|a|an|unit|is)\W+)*(apt|apartment|unit|suite|ste|#)\.?\s*#?\s*([0-9][0-9a-z-]{0,5}|[a-z][0-9][0-9a-z-]{0,4}|[a-z])\W*$/i.exec(t);
  if (!m) return null;
  const label = m[1]!.toLowerCase() === '#' ? '#' : m[1]!.toLowerCase() === 'apartment' ? 'Apt' : m[1]!.toLowerCase() === 'ste' ? 'Ste' : m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1).toLowerCase();
  return { proposal: { address: `${prev.address} ${label === '#' ? '#' : `${label} `}${m[2]!.toUpperCase()}` }, clarify: null, clarifyAsks: null };
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "the day is 15", "month should be february", "year is 1990", "street number is 14": that part only. */
function labelledPart(lower: string, prev: Previous): CorrectionResult | null {
  const m = /\b(day|month|year|street number|house number)\b(?: of (?:my )?birth)?(?:\s+(?:is|was) (?:wrong|incorrect|off))?[\s,.;-]*(?:it\s+)?(?:is|should be|should have been|=|:|was supposed to be)\s+(?:the\s+)?(\d{1,4}|[a-z]+)(?:st|nd|rd|th)?\b/.exec(lower);
  if (!m) return null;
  const [part, raw] = [m[1]!, m[2]!];
  if ((part === 'street number' || part === 'house number') && prev.address && /^\d+$/.test(raw)) {
    const num = /^\d+[A-Za-z]?/.exec(prev.address);
    return num ? { proposal: { address: raw + prev.address.slice(num[0].length) }, clarify: null, clarifyAsks: null } : null;
  }
  if (!prev.date_of_birth) return null;
  const [y, mo, d] = prev.date_of_birth.split('-') as [string, string, string];
  let next: string | null = null;
  if (part === 'day' && /^\d{1,2}$/.test(raw)) next = `${y}-${mo}-${raw.padStart(2, '0')}`;
  if (part === 'month') {
    const i = /^\d{1,2}$/.test(raw) ? Number(raw) : MONTH_NAMES.findIndex((x) => raw.length >= 3 && x.startsWith(raw)) + 1;
    if (i >= 1 && i <= 12) next = `${y}-${String(i).padStart(2, '0')}-${d}`;
  }
  if (part === 'year' && /^(19|20)\d{2}$/.test(raw)) next = `${raw}-${mo}-${d}`;
  if (!next) return null;
  const [ny, nm, nd] = next.split('-').map(Number) as [number, number, number];
  const real = new Date(Date.UTC(ny, nm - 1, nd));
  if (real.getUTCMonth() !== nm - 1 || real.getUTCDate() !== nd) return { proposal: {}, clarify: `${next} is not a real date. What is your date of birth, with the month written out (for example March 3, 1985)?`, clarifyAsks: 'date_of_birth' };
  return { proposal: { date_of_birth: next }, clarify: null, clarifyAsks: null };
}

/** The question for a date whose numbers could be read two ways. */
export function dateQuestion(iso: string): string {
  return `I read that date as ${iso}, but its numbers could be read another way. What is your date of birth, with the month written out (for example March 3, 1985)?`;
}

/** The question for values a hedge touched, naming what was understood. */
export function hedgeQuestion(p: ProfileProposal, keys: ProposalKey[]): string {
  const shown = keys.filter((k) => k !== 'dependents' && p[k] !== undefined).map((k) => `${PROPOSAL_LABELS[k].toLowerCase()} ${String(p[k])}`);
  const what = shown.length ? `I read ${shown.join(', ')}` : 'I read some details';
  return `${what}, but you sounded unsure, so I haven't proposed ${shown.length > 1 || keys.includes('dependents') ? 'them' : 'it'}. Can you confirm ${shown.length > 1 ? 'them' : 'it'} exactly?`;
}

// ---------------------------------------------------------------------------------------------
// Someone else's details
// ---------------------------------------------------------------------------------------------

/** A clause about another person: a relative, partner or friend, or he/she/they. */
export const OTHER_PERSON = /\b(?:my|our|his|her|their)\s+(?:wife|husband|spouse|partner|son|daughter|kids?|child|children|mom|mother|dad|father|parents?|brother|sister|boyfriend|girlfriend|fianc[eé]e?|ex|baby|stepson|stepdaughter|grand\w+|nephew|niece|friend|boss|employer|roommate)(?:'s)?\b|\b(?:he|she|they|he's|she's|they're|his|her|their)\b/;
/** A clause whose subject is the user again. */
const FIRST_PERSON = /^\s*(?:and\s+)?(?:i|i'm|im|i am|me|myself|mine|my (?:name|full name|first name|last name|date of birth|dob|birthday|bday|phone|cell|number|email|e-mail|job|occupation))\b/;

/**
 * The message without its clauses about someone else: a clause naming another person ("my wife's
 * name is Ana", "my son's birthday is …") and the clauses after it that have no subject of their
 * own ("my husband is John Smith, born 1/2/1980"), until the user speaks of themselves again.
 */
export function withoutOthers(text: string): string {
  const parts = text.replace(/’/g, "'").split(/(?<=[,.;!?])\s+|\s+(?=\band\b)/);
  let other = false;
  const kept: string[] = [];
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (FIRST_PERSON.test(lower)) other = false;
    if (OTHER_PERSON.test(lower) && !/^\s*(?:and\s+)?(?:i|i'm|im|i am)\b/.test(lower)) other = true;
    if (!other) kept.push(part);
  }
  return kept.join(' ');
}

/** The user's own details: the keys that are never about someone else's name, birth or contact. */
export const OWN_KEYS: ProposalKey[] = ['first_name', 'middle_name', 'last_name', 'suffix', 'date_of_birth', 'phone', 'email', 'occupation'];

/** Two different e-mail addresses, or two different phone numbers, in one message. */
export function twoContacts(text: string): 'email' | 'phone' | null {
  const emails = new Set([...text.matchAll(/\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g)].map((m) => m[0].toLowerCase()));
  if (emails.size > 1) return 'email';
  const phones = new Set([...text.matchAll(/(?<![\d*])(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})(?!\d)/g)].map((m) => m.slice(1).join('')));
  return phones.size > 1 ? 'phone' : null;
}

// ---------------------------------------------------------------------------------------------
// The message as typed, made plain (ADR 075)
// ---------------------------------------------------------------------------------------------

/** A correction marker inside one message: "no wait", "sorry I mean", "scratch that". */
export const SELF_CORRECTION = /[,;.]?\s*\b(?:no,?\s+wait|wait,?\s+no|no\s+sorry|sorry,?\s+i\s+mean[t]?|i\s+mean[t]?|scratch\s+that|correction|make\s+that|or\s+rather)\b[,:;.!-]*\s*/i;

/** How a phrase is built: a number opening it, an @, a slash date, or words. */
function shape(phrase: string): string {
  const p = phrase.trim().toLowerCase();
  if (/@/.test(p)) return 'email';
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(p)) return 'date';
  if (/^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/.test(p)) return 'phone';
  if (/^\d{5}(?:-\d{4})?$/.test(p)) return 'zip';
  if (/^\d+[a-z]?\s+[a-z]/.test(p)) return 'street';
  if (/^(?:apt|apartment|unit|suite|ste|#)\.?\s*#?\s*[0-9a-z][0-9a-z-]*$/.test(p)) return 'unit';
  return 'other';
}

/**
 * A value corrected inside the same message ("123 pine st, no wait, 132 pine st, boise id",
 * "5/4/1990 sorry i mean 5/14/1990"): the phrase before the marker has the same shape as the one
 * after it, so the later one replaces it. Otherwise the text is returned as it is.
 */
export function selfCorrected(text: string): string {
  const dated = monthDayCorrected(text);
  if (dated !== text) return dated;
  // "actually" marks a correction too when the values on both sides have one shape ("30307... actually 30306 sorry", ADR 125).
  const marked = SELF_CORRECTION.exec(text);
  const m = marked ?? /[,;.…-]*\s*\bactually\b(?:,?\s*no\b)?[,:;.!-]*\s*/i.exec(text);
  if (!m || m.index === 0) return text;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  // The phrase after the marker (an apology after it is no part of it), and as many words right before the marker.
  const next = after.trim().split(/[,;!?]|\.(?=\s|$)/)[0]!.trim().replace(/\s+(?:sorry|oops|my bad|lol)\s*$/i, '');
  const n = next.split(/\s+/).filter(Boolean).length;
  const tail = new RegExp(`((?:[^\\s,;!?]+\\s+){0,${Math.max(0, n - 1)}}[^\\s,;!?]+)\\s*[,;]?\\s*$`).exec(before);
  if (!tail || n === 0 || n > 6) return text;
  // After a plain marker ("scratch that", "i mean"), a name said again in as many capitalised words replaces the
  // one before it ("name is Kristen Olsen scratch that Kirsten Olsen", ADR 125).
  const caps = (p: string) => /^\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,2}$/u.test(p.trim());
  const kind = marked && caps(tail[1]!) && caps(next) ? 'caps' : shape(tail[1]!);
  if (kind === 'other' || (kind === 'caps' ? !caps(next) : kind !== shape(next))) return text;
  return `${before.slice(0, tail.index)} ${after}`.replace(/\s+/g, ' ').trim();
}

/**
 * A date with its month written out, then its month and day said again after a correction word ("Jan 31 1957 — sorry,
 * Jan 13", "march 3 1988 oops march 8"): the correction keeps the year said once, and replaces the month and day. A
 * bare "sorry", "oops" or "wait" marks it here, since a month-and-day phrase right after a full date can only be that
 * date said again. Otherwise the text is returned as it is.
 */
function monthDayCorrected(text: string): string {
  const m = new RegExp(
    `\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\s*[,;.]?\\s*[—–-]*\\s*(?:no,?\\s+)?(?:sorry|oops|wait|no wait|i mean[t]?|sorry,?\\s+i\\s+mean[t]?|correction|actually)\\b[,:;.!—–-]*\\s*(?:(?:it'?s|its|it was|i mean[t]?)\\s+)?(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![,\\s]*\\d)`,
    'i',
  ).exec(text);
  if (!m) return text;
  return `${text.slice(0, m.index)}${m[4]} ${m[5]} ${m[3]}${text.slice(m.index + m[0].length)}`;
}

/** "marcus dot b at outlook dot com": an address said aloud, written out; null when it is not one. */
export function spokenEmail(text: string): { email: string; said: string } | null {
  const m = /\b([a-z0-9][a-z0-9._+-]*(?:\s+(?:dot|underscore|dash|hyphen)\s+[a-z0-9._+-]+)*)\s+(?:at|@)\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+)\b/i.exec(text);
  if (!m) return null;
  // "d whitfield at gmail dot com", "dana whitfield at gmail dot com": a word said apart right before the local part may
  // be part of it, with a dot, an underscore or nothing between; which one is not said. The local part must follow
  // the words that introduce an address ("email is", "it's", "use", a colon) or open the message.
  const lead = text.slice(0, m.index);
  if (/\S/.test(lead) && !/(?:^|[\s,:;(-])(?:is|email|e-mail|mail|address|addy|its|it's|it’s|at|to|use|me|reach me|here|yes|yeah|ok|okay|sure)\s*[:,-]?\s*$|[:,;(-]\s*$/i.test(lead)) return null;
  const join = (s: string) => s.replace(/\s+dot\s+/gi, '.').replace(/\s+underscore\s+/gi, '_').replace(/\s+(?:dash|hyphen)\s+/gi, '-');
  const email = `${join(m[1]!)}@${join(m[2]!)}`.toLowerCase();
  return /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(email) ? { email, said: m[0] } : null;
}

// ---------------------------------------------------------------------------------------------
// Two candidate values
// ---------------------------------------------------------------------------------------------

const CANDIDATE_KEYS: ProposalKey[] = ['first_name', 'middle_name', 'last_name', 'address', 'city', 'zip', 'email', 'phone'];
/** Two words of one shape: both numbers, or both words within a few letters of each other ("Galina" / "Galine"). */
function sameShape(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[^\p{L}\p{N}@.'-]/gu, '');
  const y = b.toLowerCase().replace(/[^\p{L}\p{N}@.'-]/gu, '');
  if (!x || !y || x === y) return false;
  if (/^\d/.test(x) || /^\d/.test(y)) return /^\d[\d-]*$/.test(x) && /^\d[\d-]*$/.test(y) && x.length === y.length;
  const room = Math.max(2, Math.floor(Math.min(x.length, y.length) / 3));
  return editDistance(x, y) <= room;
}

/**
 * A value given with another of its kind beside it ("my zip is 45409 or 45400", "Galina or Galine", "21 Oak St or 22 Oak
 * St"): two readings, so neither is proposed and which one is asked (ADR 159). "Portland or 97201" is Oregon's code
 * before a ZIP, not a second city: the two words must be of one shape.
 */
export function twoCandidates(text: string, p: ProfileProposal): { keys: ProposalKey[]; question: string } | null {
  for (const k of CANDIDATE_KEYS) {
    const v = p[k];
    if (typeof v !== 'string' || !v.trim()) continue;
    const own = / or /i.exec(v);
    const words = v.split(/\s+/);
    const first = words[0]!;
    const last = words[words.length - 1]!;
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    const after = at ? /^\s+or\s+([\p{L}\p{N}][\p{L}\p{N}@.'’-]*)/u.exec(text.slice(at.index + at[0].length)) : null;
    const before = at ? /([\p{L}\p{N}][\p{L}\p{N}@.'’-]*)\s+or\s+$/u.exec(text.slice(0, at.index)) : null;
    const other = own ? v.slice(own.index + 4) : after && (sameShape(last, after[1]!) || sameShape(first, after[1]!)) ? after[1]! : before && sameShape(first, before[1]!) ? before[1]! : null;
    if (!other) continue;
    const label = PROPOSAL_LABELS[k].toLowerCase();
    const shown = own ? v.slice(0, own.index) : v;
    return { keys: [k], question: `I see two values for your ${label} there (${shown} or ${other}). Which one is right?` };
  }
  return null;
}

/**
 * Relatives the user names as their own, with the relationship word they said, a first name and an
 * age (ADR 146): "my granddaughter Sofia, 12", "grandson Mateo he is 9", "Ivan, my grandson, 7",
 * "two: grandson Minh 14 and granddaughter Linh 11", "my mother-in-law Lan, 85".
 *
 * The structural facts it relies on:
 * - A relationship noun is the user's relative only in its own noun phrase: after "my"/"our", or
 *   with no possessive at all. One after another person's possessive ("her mother", "his dad", "my
 *   wife's brother") names that person's relative, never the user's.
 * - The relationship is kept as said when Form 1040's "Relationship to you" column and Pub. 501's
 *   qualifying-relative list name it that finely (grandchild, nephew, niece, brother, sister,
 *   in-laws, aunt, uncle); a mother or father stays "Parent", as the product writes it (ADR 118).
 * - A first name is a capitalised word (English writes proper nouns capitalised) right after the
 *   noun ("grandson Mateo", "father, Nikolai") or set off right before "my <noun>" ("Ivan, my grandson").
 * - The age is the first number said after the noun and before the next relative's noun.
 * A plural or counted noun ("my 3 grandkids") is not read here: the people are not yet named.
 */
import type { ProposedDependent } from '#shared/chat/types';

const RELATIONS: Array<[RegExp, string]> = [
  [/^grand-?daughter$/, 'Granddaughter'],
  [/^grand-?son$/, 'Grandson'],
  [/^grand-?(?:child|kid)$/, 'Grandchild'],
  [/^nephew$/, 'Nephew'],
  [/^niece$/, 'Niece'],
  [/^brother$/, 'Brother'],
  [/^sister$/, 'Sister'],
  [/^mother-in-law$/, 'Mother-in-law'],
  [/^father-in-law$/, 'Father-in-law'],
  [/^son-in-law$/, 'Son-in-law'],
  [/^daughter-in-law$/, 'Daughter-in-law'],
  [/^brother-in-law$/, 'Brother-in-law'],
  [/^sister-in-law$/, 'Sister-in-law'],
  [/^aunt$/, 'Aunt'],
  [/^uncle$/, 'Uncle'],
  [/^(?:mother|mom|mum|father|dad)$/, 'Parent'],
  [/^son$/, 'Son'],
  [/^daughter$/, 'Daughter'],
];
/** Plural or other-person relationship words: their presence leaves the message to the general reading. */
const PLURAL = /^(?:grand-?(?:daughters|sons|children|kids)|nephews|nieces|brothers|sisters|aunts|uncles|parents|sons|daughters|kids|children)$/;
/** Words that start a clause or are common capitalised non-names right after a noun. */
const NOT_A_NAME = /^(?:and|or|but|she|he|they|it|is|was|are|who|lives?|living|live|from|also|both|age|aged|years?|the|my|our|his|her|i|i'm|im|we|with|in|at|since|because|now|too|plus|has|have|had|not|no|yes|maybe|only|just|all)$/i;
const OTHERS_POSSESSIVE = /^(?:her|his|their|its|your)$/i;

interface Word {
  raw: string;
  low: string;
  start: number;
  end: number;
}

function words(text: string): Word[] {
  return [...text.replace(/’/g, "'").matchAll(/[\p{L}][\p{L}'-]*|\d+/gu)].map((m) => ({ raw: m[0], low: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

function relationOf(w: string): string | null {
  return RELATIONS.find(([re]) => re.test(w))?.[1] ?? null;
}

function nameWord(w: Word | undefined): string | null {
  if (!w || !/^\p{Lu}\p{Ll}[\p{L}'-]*$/u.test(w.raw) || NOT_A_NAME.test(w.raw) || relationOf(w.low) || PLURAL.test(w.low)) return null;
  return w.raw;
}

/**
 * The relatives named in the message, in order, or null when the message names none this way (or
 * names some by a plural or a count). Each has its relationship, and its first name and estimated
 * birth year when said.
 */
export function relativesNamed(text: string, taxYear: number): ProposedDependent[] | null {
  const t = text.replace(/’/g, "'");
  const ws = words(t);
  if (ws.some((w) => PLURAL.test(w.low))) return null;
  const found: Array<{ i: number; relationship: string }> = [];
  for (let i = 0; i < ws.length; i++) {
    const rel = relationOf(ws[i]!.low);
    if (!rel) continue;
    const prev = ws[i - 1];
    // "her mother", "his dad", "my wife's brother": another person's relative.
    if (prev && (OTHERS_POSSESSIVE.test(prev.low) || /'s$/.test(prev.low))) continue;
    // "a son-in-law" is one word; "brother in law" typed apart is read as one.
    found.push({ i, relationship: rel });
  }
  if (found.length === 0) return null;
  const out: ProposedDependent[] = [];
  for (let k = 0; k < found.length; k++) {
    const { i, relationship } = found[k]!;
    const next = found[k + 1]?.i ?? ws.length;
    const d: ProposedDependent = { relationship };
    // A name right after the noun, a comma between allowed ("father, Nikolai").
    const after = ws[i + 1];
    const gap = after ? t.slice(ws[i]!.end, after.start) : '';
    let name = after && i + 1 < next && /^\s*,?\s*$/.test(gap) ? nameWord(after) : null;
    // "Ivan, my grandson": a name set off right before "my <noun>".
    if (!name && ws[i - 1]?.low === 'my' && ws[i - 2] && /^\s*,\s*$/.test(t.slice(ws[i - 2]!.end, ws[i - 1]!.start)) && (k === 0 ? i - 2 === 0 : false)) name = nameWord(ws[i - 2]);
    if (name) d.first_name = name;
    // The age: the first number after the noun, before the next relative's noun.
    for (let j = i + 1; j < next; j++) {
      const w = ws[j]!;
      if (!/^\d{1,3}$/.test(w.raw)) continue;
      const before = ws[j - 1]?.low ?? '';
      // A number a noun labels is that noun's ("unit 3", "grade 5", "room 12"), not an age.
      if (/^(?:unit|apt|apartment|suite|ste|grade|room|floor|no|number|box|line|form|zip)$/.test(before) || /^(?:st|nd|rd|th)$/.test(ws[j + 1]?.low ?? '')) break;
      const age = Number(w.raw);
      if (age >= 0 && age <= 110) d.birth_year_estimate = taxYear - age;
      break;
    }
    out.push(d);
  }
  return out;
}

const COARSE = /^(?:parent|dependent|child)$/i;
/**
 * The general reading (`parseDependents`) refined by the relatives named: their relationship as said,
 * first names and ages. The general reading is kept whenever it says more (a stepchild, a foster child,
 * a count) or counts other people; with none, the named relatives are taken only when `asked` (the
 * dependents question is open), so a relative told in a story is left to the story's rules.
 */
export function withRelativesNamed<T extends { dependents: ProposedDependent[]; none: boolean }>(deps: T | null, text: string, taxYear: number, asked: boolean): T | { dependents: ProposedDependent[]; none: boolean } | null {
  if (deps?.none) return deps;
  const named = relativesNamed(text, taxYear);
  if (!named) return deps;
  // A relative told with neither name nor age ("my grandson is typing for me") is no dependents answer,
  // unless told half the time with their own parent, which is asked about (Pub. 501, residency test).
  const identified = named.every((d) => d.first_name !== undefined || d.birth_year_estimate !== undefined);
  if (!deps || deps.dependents.length === 0) return asked && (identified || halfWithParent(text.toLowerCase())) ? { dependents: named, none: false } : deps;
  // Taken over the general reading only when it adds a name or an age, or drops a parent who is
  // another person's ("her mother"); a bare "my nephew … a dependent?" keeps the general reading's path.
  const adds = named.some((d, i) => (d.first_name !== undefined && !deps.dependents[i]?.first_name) || (d.birth_year_estimate !== undefined && deps.dependents[i]?.birth_year_estimate === undefined));
  const othersParent = deps.dependents.some((d) => d.relationship === 'Parent') && !named.some((d) => d.relationship === 'Parent');
  if (!adds && !othersParent) return deps;
  const onlyCoarse = deps.dependents.every((d) => COARSE.test(d.relationship));
  const sameList = deps.dependents.length === named.length && deps.dependents.every((d, i) => COARSE.test(d.relationship) || d.relationship === named[i]!.relationship);
  if (!onlyCoarse && !sameList) return deps;
  const merged = named.map((d, i) => {
    const old = sameList ? deps.dependents[i] : undefined;
    return {
      ...d,
      ...(d.first_name === undefined && old?.first_name ? { first_name: old.first_name } : {}),
      ...(d.birth_year_estimate === undefined && old?.birth_year_estimate !== undefined ? { birth_year_estimate: old.birth_year_estimate } : {}),
    };
  });
  return { ...deps, dependents: merged };
}

/** A grandchild, or a sibling's child: a qualifying child only by living with the user more than half the year. */
export const GRANDCHILD_OR_SIBLINGS_CHILD = /^(?:grandson|granddaughter|grandchild|nephew|niece)$/i;
/**
 * Half the time with the user and half with the child's own parent ("he lives here half the time and
 * half with his dad"): not more than half the year with the user (Pub. 501, "Residency test").
 */
const OWN_PARENT = /\b(?:his|her|their)\s+(?:mom|mother|mum|dad|father|parents?)\b/;
const HALF = /\bhalf\b|\b50\s*(?:%|percent|\/\s*50)|\bfifty[- ]fifty\b|\bevery other week\b|\bweek on,? week off\b/;
export function halfWithParent(t: string): boolean {
  return HALF.test(t) && OWN_PARENT.test(t) && !/\bmore than half\b|\ball year\b|\bwhole year\b|\bfull[- ]time\b/.test(t);
}
export function residencyQuestion(taxYear: number): string {
  return `To be your qualifying child, a grandchild, niece or nephew must have lived with you for more than half of ${taxYear}, and if a parent of theirs can also claim them, the parent usually comes first (IRS Publication 501 (2025), "Residency test" and "Qualifying Child of More Than One Person"). About how many nights did they live with you in ${taxYear}, and does their parent claim them? Then tell me their name and age, and I'll add them.`;
}

/** "also grandson Minh, 14", "plus my nephew Leo 9": "also"/"plus" first adds one more to the dependents just given. */
export const ADDS_ANOTHER = /^\s*(?:and\s+)?(?:also|plus)\b/i;

/**
 * The user living in a relative's home ("i live with my daughter now at her house, 45 Birch Rd …"):
 * the relative keeps up that home and the user is in their household, so the message names no
 * dependent of the user's (ADR 146); its numbers are the address's, never an age.
 */
const IN_THEIR_HOME = /\b(?:i|we)\s+(?:now\s+)?(?:live|living|stay|staying|moved in|'m living|am living|'m staying|am staying)\s+(?:now\s+)?with\s+(?:my|our)\s+[a-z-]+\b[^.;]{0,20}?\b(?:at|in|into)\s+(?:her|his|their)\s+(?:house|home|place|apartment|condo|trailer)\b/;
export function inTheirHome(t: string): boolean {
  return IN_THEIR_HOME.test(t);
}


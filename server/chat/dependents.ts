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
 *   in-laws, aunt, uncle, mother, father: the user's own word, ADR 155).
 * - A first name is a capitalised word (English writes proper nouns capitalised) right after the
 *   noun ("grandson Mateo", "father, Nikolai") or set off right before "my <noun>" ("Ivan, my grandson").
 * - The age is the first number said after the noun and before the next relative's noun, in digits or
 *   in words when the words say it is an age ("he is seven", "nine years old"); "born in May 2025" gives
 *   the birth year itself, and "both 4" after two people gives both that age.
 * - A plural noun followed by the names it stands for ("daughters Ella 12 and Grace 4", "twin
 *   daughters! Ava and Zoe") is one relative per name. A counted plural followed by that many relatives
 *   named one by one ("two kids, our daughter Mia … and our son Lucas …") announces them: it adds none.
 * A plural or counted noun whose people are not named ("my 3 grandkids") is not read here.
 */
import { PARENT } from '#shared/chat/parsers';
import type { ProposedDependent } from '#shared/chat/types';
import { spokenTwoDigits, TENS, UNITS } from './nlp';

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
  [/^(?:mother|mom|mum)$/, 'Mother'],
  [/^(?:father|dad)$/, 'Father'],
  [/^son$/, 'Son'],
  [/^daughter$/, 'Daughter'],
  [/^step-?son$/, 'Stepson'],
  [/^step-?daughter$/, 'Stepdaughter'],
];
/** Plural or other-person relationship words: their presence leaves the message to the general reading. */
const PLURAL = /^(?:grand-?(?:daughters|sons|children|kids)|nephews|nieces|brothers|sisters|aunts|uncles|parents|sons|daughters|kids|children|twins|triplets|girls|boys)$/;
/** The one relationship each of a plural's people has ("daughters Ella and Grace": two daughters). */
const PLURAL_RELATIONS: Array<[RegExp, string]> = [
  [/^grand-?daughters$/, 'Granddaughter'],
  [/^grand-?sons$/, 'Grandson'],
  [/^grand-?(?:children|kids)$/, 'Grandchild'],
  [/^nephews$/, 'Nephew'],
  [/^nieces$/, 'Niece'],
  [/^brothers$/, 'Brother'],
  [/^sisters$/, 'Sister'],
  [/^sons$/, 'Son'],
  [/^daughters$/, 'Daughter'],
  // "our twin girls Maya and Mia", "my boys Leo and Max": boys and girls of the user's are sons and daughters.
  [/^girls$/, 'Daughter'],
  [/^boys$/, 'Son'],
  [/^(?:kids|children|twins|triplets)$/, 'Child'],
];
/** How many people a count word says ("two kids", "twins"). */
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, both: 2, twin: 2, twins: 2, triplet: 3, triplets: 3 };
/** An age in words, 0–99 ("seven", "twenty", "forty-five"; "twenty one" is read with the word after). */
function numberWord(w: string, after = ''): number | null {
  if (w === 'zero') return 0;
  if (UNITS.indexOf(w) > 0) return UNITS.indexOf(w);
  const [a, b] = w.split('-');
  return spokenTwoDigits(b ? [a!, b] : UNITS.indexOf(after) > 0 && TENS.indexOf(a!) >= 2 ? [a!, after] : [a!]);
}
/** Words that start a clause or are common capitalised non-names right after a noun. */
const NOT_A_NAME = /^(?:and|or|but|she|he|they|it|is|was|are|who|lives?|living|live|from|also|both|age|aged|years?|the|my|our|his|her|i|i'm|im|we|with|in|at|since|because|now|too|plus|has|have|had|not|no|yes|maybe|only|just|all|twin|twins|triplets)$/i;
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
 * The age said at word `j` (after a relative's noun), or undefined: a number of one to three digits not
 * labelled by a noun ("unit 3") nor a day of the month ("3rd"), or a number in words that the words
 * around it make an age ("he is seven", "nine years old", "turned twelve"). Months or weeks old is 0.
 */
function ageAt(ws: Word[], j: number): { age?: number; stop: boolean } {
  const w = ws[j]!;
  const before = ws[j - 1]?.low ?? '';
  const after = ws[j + 1]?.low ?? '';
  let n: number | null = null;
  // "she is 5.. no 6", "7, sorry, 8": an age taken back by the correction right after it; the next number is the age (ADR 155).
  if (/^(?:no|nope|sorry|actually|wait|oops)$/.test(after) && ws.slice(j + 2, j + 6).some((x) => /^\d{1,3}$/.test(x.raw))) return { stop: false };
  if (/^\d{1,3}$/.test(w.raw)) {
    // A number a noun labels is that noun's ("unit 3", "grade 5", "room 12"), not an age.
    if (/^(?:unit|apt|apartment|suite|ste|grade|room|floor|no|number|box|line|form|zip)$/.test(before) || /^(?:st|nd|rd|th)$/.test(after)) return { stop: true };
    n = Number(w.raw);
  } else {
    const v = numberWord(w.low, after);
    // "twenty one": the unit is the next word.
    const next = v !== null && v % 10 !== 0 && TENS.indexOf(w.low) >= 2 ? (ws[j + 2]?.low ?? '') : after;
    if (v === null) return { stop: false };
    const saysAge = /^(?:is|s|turned|turns|turning|aged?|almost|nearly|about|just)$/.test(before) || /^(?:years?|yrs?|yo|year-old|years-old|months?|mos|weeks?)$/.test(next);
    if (!saysAge) return { stop: false };
    n = v;
    return { age: /^(?:months?|mos|weeks?)$/.test(next) ? 0 : n, stop: true };
  }
  return { age: /^(?:months?|mos|weeks?)$/.test(after) ? 0 : n, stop: true };
}

/** "born in May 2025", "born 2025", "born feb 3 2025": the year said right after "born". */
function bornYearAt(ws: Word[], j: number, taxYear: number, birthTold = false): number | undefined {
  // "born in march 2019"; after a birth told ("we had a baby girl in august 2025") the "in" of its date.
  const word = ws[j]!.low;
  if (word !== 'born' && !(birthTold && word === 'in')) return undefined;
  // "born" may have words before its year ("born in march of 2019"); "in" only the month ("in august 2025").
  for (let k = j + 1; k < Math.min(ws.length, j + (word === 'in' ? 3 : 6)); k++) {
    // "born this year": the tax year.
    if (word === 'born' && ws[k]!.low === 'this' && ws[k + 1]?.low === 'year') return taxYear;
    if (/^\d{4}$/.test(ws[k]!.raw)) {
      const y = Number(ws[k]!.raw);
      return y <= taxYear && y > taxYear - 111 ? y : undefined;
    }
  }
  return undefined;
}

/**
 * The names a plural noun stands for, read right after it: "Ella 12 and Grace 4", "! Ava and Zoe, both
 * 4". Each name may have its own age; "both N" or "they're N" after the list gives one age to all.
 */
function namesListed(t: string, ws: Word[], i: number, taxYear: number): { people: ProposedDependent[]; end: number } | null {
  const people: Array<{ name: string; age?: number }> = [];
  let j = i + 1;
  let gap = ws[j] ? t.slice(ws[i]!.end, ws[j]!.start) : '';
  while (j < ws.length && /^\s*[!,:;\u2014-]?\s*$/.test(gap)) {
    const name = nameWord(ws[j]);
    if (!name) break;
    const p: { name: string; age?: number } = { name };
    j += 1;
    // "Sam 14", "sam 14yo", "Leo 11 yo", "Leo 11 years old": the age and its unit.
    const aged = ws[j] && /^\s*,?\s*\(?$/.test(t.slice(ws[j - 1]!.end, ws[j]!.start)) ? /^(\d{1,2})(?:yo|yrs?)?$/i.exec(ws[j]!.raw) : null;
    if (aged) {
      p.age = Number(aged[1]);
      j += 1;
      while (ws[j] && /^(?:yo|y\/o|yrs?|years?|old)$/.test(ws[j]!.low) && /^\s*$/.test(t.slice(ws[j - 1]!.end, ws[j]!.start))) j += 1;
    } else if (ws[j]?.low === 'born' && /^\s*,?\s*$/.test(t.slice(ws[j - 1]!.end, ws[j]!.start))) {
      // "Sofia born 2007": the year of birth said after the name (ADR 169).
      const k = ws[j + 1]?.low === 'in' ? j + 2 : j + 1;
      const y = /^\d{4}$/.test(ws[k]?.raw ?? '') ? Number(ws[k]!.raw) : NaN;
      if (y <= taxYear && y > taxYear - 111) {
        p.age = taxYear - y;
        j = k + 1;
      }
    }
    people.push(p);
    if (!ws[j]) break;
    const sep = t.slice(ws[j - 1]!.end, ws[j]!.start);
    if (ws[j]!.low === 'and' && /^[\s,)]*$/.test(sep)) {
      gap = ws[j + 1] ? t.slice(ws[j]!.end, ws[j + 1]!.start) : '';
      j += 1;
    } else if (/^\s*[,&]\s*$/.test(sep) || /^\s*\)\s*,?\s*$/.test(sep)) {
      gap = '';
    } else break;
  }
  if (people.length < 2) return null;
  // "Ella and Mia, 3 and 6": the ages said after the names, in the names' order (the last name's read above is the first of them).
  const lastEnd = ws[j - 1]!.low === 'and' ? ws[j - 2]!.end : ws[j - 1]!.end;
  const tail = /^\s*(?:,\s*and|,|and|&)\s*(\d{1,2})\b((?:\s*(?:,\s*and|,|and|&)\s*\d{1,2}\b)*)/i.exec(t.slice(lastEnd));
  const trailing = tail ? [tail[1]!, ...(tail[2]!.match(/\d{1,2}/g) ?? [])].map(Number) : [];
  if (tail) while (ws[j] && ws[j]!.start < lastEnd + tail[0].length) j += 1;
  const aged = people.filter((p) => p.age !== undefined);
  if (trailing.length && aged.length + trailing.length === people.length && people.slice(people.length - aged.length).every((p) => p.age !== undefined)) {
    const ages = [...aged.map((p) => p.age!), ...trailing];
    people.forEach((p, k) => (p.age = ages[k]));
  }
  // "both 4", "they're 4", "they are both 4": one age for all.
  const rest = t.slice(ws[j - 1]!.end, ws[j - 1]!.end + 40).toLowerCase();
  const shared = /^[\s,.!]*(?:both|they'?re|they are)(?:\s+both)?(?:\s+(?:are|aged?))?\s+(\d{1,2}|[a-z]+)\b/.exec(rest);
  const sharedAge = shared ? (/^\d/.test(shared[1]!) ? Number(shared[1]) : numberWord(shared[1]!)) : null;
  const relationship = PLURAL_RELATIONS.find(([re]) => re.test(ws[i]!.low))![1];
  return {
    people: people.map((p) => {
      const age = p.age ?? sharedAge ?? undefined;
      return { relationship, first_name: p.name, ...(age !== undefined && age <= 110 ? { birth_year_estimate: taxYear - age } : {}) };
    }),
    end: j,
  };
}

/**
 * The relatives named in the message, in order, or null when the message names none this way (or
 * names some by a plural or a count it does not name). Each has its relationship, and its first name
 * and estimated birth year when said.
 */
export function relativesNamed(text: string, taxYear: number): ProposedDependent[] | null {
  return readRelatives(text, taxYear)?.people ?? null;
}

/**
 * "Jayden 11 and Kiara 8, my son and daughter": names (each with its age) said first, then as many relationships in the
 * same order, are read as each name's relationship, "my son Jayden 11 and my daughter Kiara 8" (ADR 161).
 */
function respectively(t: string): string {
  const REL = `(?:${CHILD_OR_SIBLING})`;
  const m = new RegExp(`^\\s*((?:\\p{Lu}[\\p{L}'-]+\\s*,?\\s*\\d{1,2}\\s*(?:,\\s*|\\s+and\\s+|\\s*&\\s*))+\\p{Lu}[\\p{L}'-]+\\s*,?\\s*\\d{1,2})\\s*,?\\s+(?:my|our)\\s+(${REL}(?:\\s*(?:,\\s*|\\s+and\\s+|\\s*&\\s*)(?:my\\s+|our\\s+)?${REL})+)\\s*[.!]*\\s*$`, 'u').exec(t);
  // One name: "Jayden is 11, my son".
  const one = new RegExp(`^\\s*(\\p{Lu}[\\p{L}'-]+)\\s+(?:is\\s+|'s\\s+)?(\\d{1,2})\\s*(?:years?\\s+old\\s*)?,\\s*(?:he'?s\\s+|she'?s\\s+)?(?:my|our)\\s+(${REL})\\s*[.!]*\\s*$`, 'u').exec(t);
  if (one) return `my ${one[3]} ${one[1]} ${one[2]}`;
  // "two. Liam 12 and Ava 9, both my kids": the names, then what all of them are.
  const all = new RegExp(`^\\s*(?:(?:two|three|four|five|\\d)\\s*[.,:;!-]\\s*)?((?:\\p{Lu}[\\p{L}'-]+\\s*,?\\s*\\d{1,2}\\s*(?:,\\s*|\\s+and\\s+|\\s*&\\s*))+\\p{Lu}[\\p{L}'-]+\\s*,?\\s*\\d{1,2})\\s*,?\\s+(?:both|all)\\s+(?:of\\s+)?(?:my|our)\\s+(kids|children|sons|daughters|boys|girls)\\s*[.!]*\\s*$`, 'u').exec(t);
  if (all) return `my ${all[2]} ${all[1]}`;
  if (!m) return t;
  const people = [...m[1]!.matchAll(/(\p{Lu}[\p{L}'-]+)\s*,?\s*(\d{1,2})/gu)].map((x) => `${x[1]} ${x[2]}`);
  const rels = m[2]!.split(/\s*,\s*|\s+and\s+|\s*&\s*/).map((r) => r.replace(/^(?:my|our)\s+/, '').trim()).filter(Boolean);
  return people.length === rels.length ? people.map((p, k) => `my ${rels[k]} ${p}`).join(' and ') : t;
}

/** The relatives named, and whether some were named as a group (a plural with its names, or a count made up one by one). */
function readRelatives(text: string, taxYear: number): { people: ProposedDependent[]; grouped: boolean; othersGroup: boolean } | null {
  // "one daughter, name Sofia", "a son named Leo", "my daughter, her name is Ava": the name labelled after the relative
  // is that relative's (ADR 159).
  // A message typed in capitals ("MY MOTHER OPAL, BORN 1932") is read with each word capitalised, as names are written.
  const cased = /\p{Ll}/u.test(text) ? text : text.replace(/\p{L}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
  // "baby Ari, a girl, arrived in April 2025": the baby is the daughter named, and arriving is being born (ADR 169).
  // "Elijah (15) and Grace (11) — my son and my daughter", "Sofia (born 2007)": an age or a birth year in brackets is
  // said after the name as any other, and a dash between the names and what they are is a comma (ADR 169).
  const t = respectively(cased.replace(/’/g, "'").replace(/\(\s*((?:born\s+(?:in\s+)?)?\d{1,4})\s*\)/gi, ' $1').replace(/\s+[—–]\s+(?=(?:my|our)\s)/g, ', ').replace(/\bbaby\s+(\p{Lu}[\p{L}'-]+),?\s+an?\s+(girl|boy)\b,?/gu, (_m, n: string, g: string) => `${g === 'girl' ? 'daughter' : 'son'} ${n}`).replace(/\b(?:arrived|came along)\s+(?=in\b)/gi, 'born ').replace(/\b(sons?|daughters?|child|kid|boy|girl|grandson|granddaughter|nephew|niece|stepson|stepdaughter)\s*,?\s*(?:(?:his|her)\s+)?name(?:d|'s|\s+is)?\s*:?\s+(?=\p{Lu})/giu, '$1 '));
  const ws = words(t);
  // A birth told as such: "we had a baby", "I gave birth to our son", "welcomed a baby girl".
  const birthTold = /\b(?:had|welcomed|gave birth to|delivered)\s+(?:a|our|my|the|another)?\s*(?:new\s+|little\s+)?(?:baby|son|daughter|boy|girl)\b/i.test(t);
  const found: Array<{ i: number; relationship: string }> = [];
  const listed: Array<{ i: number; end: number; people: ProposedDependent[] }> = [];
  let announced = 0;
  let othersGroup = false;
  for (let i = 0; i < ws.length; i++) {
    const prev = ws[i - 1];
    // "her mother", "his dad", "my wife's brother": another person's relative.
    // "my wife's two kids", "her three boys": a count between the possessive and the noun leaves them another's (ADR 169).
    const ownerOf = (w: { low: string } | undefined) => !!w && (OTHERS_POSSESSIVE.test(w.low) || /'s$/.test(w.low));
    const counted = !!prev && (COUNT_WORDS[prev.low] !== undefined || /^\d$/.test(prev.raw));
    const others = ownerOf(prev) || (counted && ownerOf(ws[i - 2]));
    if (PLURAL.test(ws[i]!.low)) {
      if (others) {
        othersGroup = true;
        continue;
      }
      // "…, all our sons", "both my daughters" after the people are named: what they are, no more people.
      if (/^(?:my|our)$/.test(prev?.low ?? '') && /^(?:all|both)$/.test(ws[i - 2]?.low ?? '') && (found.length > 0 || listed.length > 0)) continue;
      // "our daughters Eva and Nora, twins, 6": "twins" right after the names says what they are; an age after it is theirs.
      const lastList = listed[listed.length - 1];
      if (/^(?:twins|triplets)$/.test(ws[i]!.low) && lastList && prev && lastList.end === i) {
        const age = /^\d{1,2}$/.test(ws[i + 1]?.raw ?? '') ? Number(ws[i + 1]!.raw) : undefined;
        if (age !== undefined) {
          for (const d of lastList.people) d.birth_year_estimate ??= taxYear - age;
          i += 1;
        }
        continue;
      }
      // Girls and boys are the user's children only as theirs ("our twin girls", "my two boys"), not "the girls at work".
      // "boys sam 14 and leo 11" opening the answer is the user's own boys, like "my boys".
      if (/^(?:girls|boys)$/.test(ws[i]!.low) && prev !== undefined && !/^(?:my|our|twin|two|three|four|both|\d)$/.test(prev.low)) continue;
      // "our foster daughters", "my step kids": the general reading knows these relationships.
      if (/^(?:foster|step)$/.test(prev?.low ?? '')) return null;
      const list = PLURAL_RELATIONS.some(([re]) => re.test(ws[i]!.low)) ? namesListed(t, ws, i, taxYear) : null;
      if (list) {
        listed.push({ i, end: list.end, people: list.people });
        i = list.end - 1;
        continue;
      }
      // "two kids, …", "twins, …": a count the relatives named one by one must make up.
      const count = COUNT_WORDS[ws[i]!.low] ?? COUNT_WORDS[prev?.low ?? ''] ?? (/^\d$/.test(prev?.raw ?? '') ? Number(prev!.raw) : undefined);
      if (count === undefined || announced) return null;
      announced = count;
      continue;
    }
    // "my boy Jake", "our baby girl Nora": a boy or girl is the user's son or daughter only as theirs.
    const rel = relationOf(ws[i]!.low) ?? (/^(?:my|our|baby)$/.test(prev?.low ?? '') ? ({ boy: 'Son', girl: 'Daughter' } as Record<string, string>)[ws[i]!.low] ?? null : null);
    if (!rel || others) continue;
    // "a son-in-law" is one word; "brother in law" typed apart is read as one.
    found.push({ i, relationship: rel });
  }
  if (found.length === 0 && listed.length === 0) return null;
  const out: Array<{ i: number; d: ProposedDependent }> = listed.flatMap((l) => l.people.map((d) => ({ i: l.i, d })));
  const stops = [...found.map((f) => f.i), ...listed.map((l) => l.i)].sort((a, b) => a - b);
  for (let k = 0; k < found.length; k++) {
    const { i, relationship } = found[k]!;
    const next = stops.find((x) => x > i) ?? ws.length;
    const d: ProposedDependent = { relationship };
    // A name right after the noun, a comma, colon or dash between allowed ("father, Nikolai", "my son - Aiden").
    const after = ws[i + 1];
    const gap = after ? t.slice(ws[i]!.end, after.start) : '';
    let name = after && i + 1 < next && /^\s*[,:\-–—]?\s*$/.test(gap) ? nameWord(after) : null;
    // "Mother is Ida, 93", "my daughter is Ava": the name said after "is".
    if (!name && after?.low === 'is' && i + 2 < next && /^\s*$/.test(gap)) name = nameWord(ws[i + 2]);
    // "Ivan, my grandson": a name set off right before "my <noun>".
    if (!name && ws[i - 1]?.low === 'my' && ws[i - 2] && /^\s*,\s*$/.test(t.slice(ws[i - 2]!.end, ws[i - 1]!.start)) && (k === 0 ? i - 2 === 0 : false)) name = nameWord(ws[i - 2]);
    // A list line "- Noah, son, 14", "• Sophie – daughter – 15", "Yes — Olivia (stepdaughter, 8)": the name opens the
    // line (after its bullet or number, or a yes answering the question) and the noun follows its comma, dash or bracket.
    const before = ws[i - 1];
    if (!name && before && /^\s*(?:,|\s[-–—]|\()\s*$/.test(t.slice(before.end, ws[i]!.start)) && /(?:^|\n)[\s*•\-–—\d.)]*(?:(?:yes|yeah|yep|sure|ok|okay)\b[\s,.!:;\-–—]*)?$/i.test(t.slice(0, before.start))) name = nameWord(before);
    if (name) d.first_name = name;
    // The age: the first number after the noun, before the next relative's noun; or the year of birth.
    for (let j = i + 1; j < next; j++) {
      const born = bornYearAt(ws, j, taxYear, birthTold);
      if (born !== undefined) {
        d.birth_year_estimate = born;
        break;
      }
      const { age, stop } = ageAt(ws, j);
      if (age !== undefined && age >= 0 && age <= 110) d.birth_year_estimate = taxYear - age;
      if (stop) break;
    }
    out.push({ i, d });
  }
  const people = out.sort((a, b) => a.i - b.i).map((o) => o.d);
  // A count announced must be the number of relatives named after it, or the message is left to the general reading.
  // Made up of plurals with their names and single relatives ("3 kids. my daughters Ava 12 and Mia 5 and my son Noah 9",
  // "twins! our sons Leo and Max"), every one named, it announces them too (ADR 155).
  if (announced && (people.length !== announced || (listed.length > 0 && people.some((d) => d.first_name === undefined)))) return null;
  // "our daughter Aria and our son Jonah, both 10", "our sons Leo and Max, they are 2": the age said once for all of them.
  const both = /\bboth\s+(?:are\s+|aged?\s+)?(\d{1,2})\b|\bthey'?re both\s+(\d{1,2})\b|\bthey(?:'re| are| just turned| turned)\s+(?:both\s+)?(\d{1,2})\b(?!\s*(?:and|&|,))/i.exec(t);
  if (both && people.length >= 2 && (both[3] === undefined || people.every((d) => d.birth_year_estimate === undefined))) {
    const age = Number(both[1] ?? both[2] ?? both[3]);
    for (const d of people) d.birth_year_estimate ??= taxYear - age;
  }
  return { people, grouped: listed.length > 0 || announced > 0, othersGroup };
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
  const read = readRelatives(text, taxYear);
  if (!read) return deps;
  const named = read.people;
  // People named as a group, every one by name ("daughters Ella 12 and Grace 4", "two kids, our daughter Mia … our son
  // Lucas …"): the group's reading, one person per name, over the general one that counts the plural or the count again.
  // An age the general reading found for as many people ("twin daughters Lily and Rose, they just turned 4") is kept
  // for those the group's reading left without one (ADR 155).
  if (read.grouped && named.every((d) => d.first_name !== undefined) && (asked || (deps?.dependents.length ?? 0) > 0)) {
    const ages = deps?.dependents.length === named.length ? deps.dependents.map((d) => d.birth_year_estimate) : [];
    return { ...(deps ?? { none: false }), dependents: named.map((d, i) => (d.birth_year_estimate === undefined && ages[i] !== undefined ? { ...d, birth_year_estimate: ages[i] } : d)) };
  }
  // "My wife's two kids … — my stepson Marcus is 14 and my stepdaughter Jade is 9 — plus our son Theo": another's
  // children counted by the general reading are the relatives then named; each named with an age, they are the answer.
  if (read.othersGroup && named.length > 0 && named.every((d) => d.first_name !== undefined && d.birth_year_estimate !== undefined) && (asked || (deps?.dependents.length ?? 0) > 0)) {
    return { ...(deps ?? { none: false }), dependents: named };
  }
  // A relative told with neither name nor age ("my grandson is typing for me") is no dependents answer,
  // unless told half the time with their own parent, which is asked about (Pub. 501, residency test).
  const identified = named.every((d) => d.first_name !== undefined || d.birth_year_estimate !== undefined);
  if (!deps || deps.dependents.length === 0) return asked && (identified || halfWithParent(text.toLowerCase())) ? { dependents: named, none: false } : deps;
  // Taken over the general reading only when it adds a name or an age, or drops a parent who is
  // another person's ("her mother"); a bare "my nephew … a dependent?" keeps the general reading's path.
  const adds = named.some((d, i) => (d.first_name !== undefined && !deps.dependents[i]?.first_name) || (d.birth_year_estimate !== undefined && deps.dependents[i]?.birth_year_estimate === undefined));
  const othersParent = deps.dependents.some((d) => PARENT.test(d.relationship)) && !named.some((d) => PARENT.test(d.relationship));
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
/** The relatives told by one word who can be a qualifying child or relative: children, grandchildren, siblings and theirs. */
export const CHILD_OR_SIBLING = 'son|daughter|stepson|stepdaughter|grandson|granddaughter|nephew|niece|brother|sister';
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


/**
 * Finding the 2025 fact a question asks for, with MiniSearch (BM25). It answers only when the best
 * match is clearly a match: enough of the question's content words hit the fact and the score
 * clears a threshold. Below that, the caller says it does not know. A question about another tax
 * year or about someone else's return is recognised first and never answered with a figure.
 */
import MiniSearch from 'minisearch';
import { FACTS_2025, type Fact } from '#shared/tax/2025/facts';
import { AGE_65_BORN_BEFORE } from '#shared/tax/2025/figures';
import { asksSsnRequirement } from '#shared/chat/parsers';
import { englishWord, read, yearsIn } from './nlp';

const STOP = new Set(
  // Chat fillers ("lowkey", "lol", "bruh") are how people type, never a topic (held-out 31).
  ('lowkey highkey lol lmao omg bruh istg deadass going gonna pls plz heard think thats that\'s ' +
  'a an the is are was were be been what whats what\'s how much many do does did i my me we our you your for of in on to and or it its it\'s this that there can could would will should tell about please explain mean means meaning with from at by as get if than then so any some 2025 tax taxes year current federal irs us u.s. is\'s am know give show say s take taken takes out much many i\'m im like who\'s whos yr yrs who where getting gets got thing things stuff she\'s shes he\'s hes up bit').split(' '),
);

function processed(term: string): string | null {
  const t = term.toLowerCase().replace(/^['"]|['"]$/g, '');
  return t && !STOP.has(t) ? t : null;
}

/**
 * The singular of a plain English plural ("loans" → "loan", "credits" → "credit"), or null. A plural
 * in -es after s, x, ch or sh drops the -es ("losses" → loss, "boxes" → box, "taxes" → tax), one in -ies
 * after a consonant is -y ("penalties" → penalty) (ADR 120).
 */
function singular(word: string): string | null {
  if (!/^[a-z]{4,}s$/.test(word) || /(?:ss|us|is|ys)$/.test(word)) return null;
  const one = /(?:ss|x|ch|sh)es$/.test(word) ? word.slice(0, -2) : /[^aeiou]ies$/.test(word) ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  return STOP.has(one) ? null : one;
}

/** A hyphenated word is also its parts: "self-employment" is found by "self employment". */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\bw[- ]?2\b/g, 'w2')
    .split(/[^a-z0-9.§-]+/)
    .map((x) => x.replace(/^[.-]+|[.-]+$/g, ''))
    .flatMap((x) => (/^[a-z]{2,}(?:-[a-z]{2,})+$/.test(x) ? [x, ...x.split('-')] : [x]))
    .filter(Boolean);
}

export const index = new MiniSearch<Fact>({
  fields: ['question', 'terms'],
  storeFields: ['id'],
  searchOptions: {
    boost: { question: 2 },
    prefix: (term) => term.length > 4,
    fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    // A plural asked is also its singular ("student loans" finds "student loan"); the index is not changed.
    processTerm: (term) => {
      const t = processed(term);
      const one = t ? singular(t) : null;
      return t && one ? [t, one] : t;
    },
  },
  processTerm: (term) => processed(term),
  tokenize: (text) => tokens(text),
});
index.addAll(FACTS_2025);
/**
 * Every word the fact base is written in. A question's word that is in none of the facts
 * ("doordash", "hearing", "quick q") cannot be matched by any of them: it is context, so coverage
 * is also measured over the question's words the base knows (ADR 074).
 */
const VOCABULARY = new Set(FACTS_2025.flatMap((f) => tokens(`${f.question} ${f.terms}`)));
function known(term: string): boolean {
  if (VOCABULARY.has(term)) return true;
  // A plural is known by its singular ("losses" by loss, ADR 120).
  const one = singular(term);
  if (one && VOCABULARY.has(one)) return true;
  if (term.length <= 4) return false;
  for (const v of VOCABULARY) if (v.startsWith(term) || (v.length > 4 && term.startsWith(v))) return true;
  return false;
}
/**
 * Words that say how a question is put, never what it is about: the tails of contractions ("i'm",
 * "don't", "they've"), pronouns for a person, "at all", "still", "anything", "anymore". They are not counted
 * when measuring how much of the question a fact covers.
 */
const NO_TOPIC = new Set('m re ve ll d t s dont don doesnt isnt arent didnt wont cant he him his she her hers they them their theirs still all anything something everything anyone everyone anymore nowadays theres even though although here have has had claim claiming claimed'.split(' '));

/**
 * People a question speaks of ("my son", "my daughter's tuition"): who the question is about, not what.
 * Unknown to the fact base, they are context like an unknown verb, never a topic it lacks. A spouse
 * is not among them: "for my husband and me" says which return, so it stays a word to be matched.
 */
/**
 * Apps that pay gig workers (delivery, rides, tasks, a marketplace shop): a payer's name in the story ("my doordash money"),
 * like an employer's, names no topic the base lacks. What the work is, self-employment, is asked in the question's own words.
 */
const GIG_APPS = new Set('doordash uber lyft instacart grubhub postmates shipt taskrabbit fiverr upwork rover etsy'.split(' '));
const PERSON_WORDS = new Set('son sons daughter daughters boyfriend girlfriend nephew niece grandson granddaughter grandkid grandkids grandchild grandchildren brother sister sibling siblings friend roommate baby toddler teen teenager stepson stepdaughter stepchild'.split(' '));

/**
 * The edit distance between two words, a swap of two neighbouring letters counting as one edit
 * (optimal string alignment), or `max + 1` as soon as it is more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * A word of the base as written, or its plural. A word the base knows only as the start of a longer
 * one ("housefold" starts with "house") may still be a misspelling of another ("household", ADR 120).
 */
function knownWord(w: string): boolean {
  const one = singular(w);
  if (VOCABULARY.has(w) || (!!one && VOCABULARY.has(one))) return true;
  return known(w) && !SPELLED.some((v) => editDistance(w, v, 1) <= 1);
}

/** The words a misspelling may be read as: the fact base's own words of three letters or more. */
const SPELLED = [...VOCABULARY].filter((w) => /^[a-z]{3,}$/.test(w) && !STOP.has(w));

/**
 * The question with its misspelt tax words read as the fact base's own ("standerd" → standard,
 * "singel" → single, "chlid" → child). Only a word that neither the base nor the English model
 * (nlp.ts) knows is read again ("fax", "bake", "unemployment" are words, never "corrected"), only as
 * the one base word nearest to it: one edit (a swap of two letters is one), two for a
 * word of eight letters or more; a word with two base words at its nearest distance, a number, a
 * name of a person, or a word of fewer than three letters is left as typed. The base's vocabulary
 * is the only list: no dictionary of test sentences.
 */
export function spellingFixed(text: string): string {
  // A word an everyday-name rule reads ("soc sec" is Social Security, "ss" too) is no misspelling:
  // only the words left as typed by `inFactWords` are read again (ADR 132).
  const read = new Set(inFactWords(text).toLowerCase().split(/[^a-z]+/));
  return text.replace(/[a-z]{3,}/gi, (typed) => {
    const w = typed.toLowerCase();
    if (STOP.has(w) || NO_TOPIC.has(w) || PERSON_WORDS.has(w) || !read.has(w) || knownWord(w) || englishWord(w)) return typed;
    const max = w.length >= 8 ? 2 : 1;
    let best = max + 1;
    let found: string[] = [];
    for (const v of SPELLED) {
      const d = editDistance(w, v, max);
      if (d < best) [best, found] = [d, [v]];
      else if (d === best && d <= max) found.push(v);
    }
    return best <= max && found.length === 1 ? found[0]! : typed;
  });
}

/** How many facts know each word (in their question or search words). */
const FACTS_WITH = new Map<string, number>();
for (const f of FACTS_2025) for (const t of new Set(tokens(`${f.question} ${f.terms}`))) FACTS_WITH.set(t, (FACTS_WITH.get(t) ?? 0) + 1);
/**
 * The words of a text that only a few facts (one to three) know: they name a topic of their own ("4868",
 * "extension"), unlike words many facts share ("file", "tax").
 */
export function rareTerms(text: string): string[] {
  return [...new Set(tokens(text))].filter((t) => !STOP.has(t) && t.length > 2 && (FACTS_WITH.get(t) ?? 0) >= 1 && (FACTS_WITH.get(t) ?? 0) <= 3);
}
/** The content words of a text that no fact knows ("installments", "pension"; not "the"). */
export function unknownTerms(text: string): string[] {
  return tokens(text).filter((t) => !STOP.has(t) && t.length > 2 && !known(t));
}
/** The content words of a text that some fact knows ("brackets", "salt"; not "wife", not "the"). */
export function knownTerms(text: string): string[] {
  return tokens(text).filter((t) => !STOP.has(t) && known(t));
}
/** Chat shorthand without vowels: how people type, never a topic ("ppl" is people, "thx" thanks). */
const SHORTHAND = new Set('ppl pls plz thx thnx btw fyi idk imo imho tbh lmk smh brb hrs wks yrs mths mnths msg msgs pts pcs nvm ngl jk bc cuz pmt pmts amt amts'.split(' '));
/** The least share of all the question's content words that must match when unknown words are set aside. */
export const MIN_RAW_COVERAGE = 0.4;
const byId = new Map(FACTS_2025.map((f) => [f.id, f]));

/** The least share of the question's content words that must match the fact. */
export const MIN_COVERAGE = 0.6;
/** The least BM25 score the best match must reach. */
export const MIN_SCORE = 30;

export interface FactMatch {
  fact: Fact;
  score: number;
  coverage: number;
  /** The question as it was read when it differs from the one typed (misspellings read as the base's words). */
  asked?: string;
}

/** The one word an amount of money stated in a question is read as (a digit first: never a topic). */
const AMOUNT = '0amount';
/** The one word a thing lost or never received is read as ("lost my w2"): no fact matches it. */
const MISPLACED = '0misplaced';

/**
 * Everyday words for things the fact base names in its own words: "%" is a rate, a tax that "kicks
 * in" at an income has a threshold, the CTC is the child tax credit, the "One Big Beautiful Bill" is
 * the OBBBA, a bartender or server is a tipped worker, and a dependent "too old for the child tax
 * credit" is an other dependent (IRC §24(h)(4)); an age is context, not a search term. Applied to the question before it is searched.
 */
/**
 * The 65-or-older checkbox of Form 1040 (2025) line 12d by its printed label, "born before January 2,
 * 1961" (AGE_65_BORN_BEFORE): quoted or typed, it is being 65 or older, never a date (ADR 145).
 */
const BORN_BEFORE_65 = (() => {
  const [y, m, d] = AGE_65_BORN_BEFORE.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`\\b(?:were\\s+|was\\s+)?born before ${month} ${d}(?:st|nd|rd|th)?,?\\s*${y}\\b`, 'gi');
})();

const SYNONYMS: Array<[RegExp, string]> = [
  [BORN_BEFORE_65, ' 65 or older '],
  // "the percent of tax" is the tax rate: a percentage of income is what a rate is (ADR 145).
  [/\bpercent(?:age)?\s+of\s+(?:the\s+)?(?:federal\s+|income\s+)*tax(?:es)?\b/gi, ' tax rate '],
  [/(?<![\d.])%/g, ' percent rate '],
  // "fica percentage?": what percentage a tax takes is its rate (ADR 169).
  [/\bpercentages?\b/gi, ' rate '],
  // "if I mail a paper return how long before my refund comes": a return mailed is a paper one, and "before" it comes
  // is until it arrives; "how much can i get back for daycare" asks the credit for it; a fund named as where dividends
  // come from ("from my Vanguard fund") is no topic (ADR 169).
  [/\b(?:mail|mailed|mailing|post|posted)\s+(?:in\s+)?(?:a\s+|my\s+|the\s+|our\s+)?(?:paper\s+)?(?:return|taxes)\b/gi, ' paper '],
  [/\bhow long before\b/gi, ' how long until '],
  // Where the user heard of a rule ("my neighbor said theres a new …", "I read in the newspaper that …", "is that
  // true?") is no topic of it; "sixty five" is 65 (ADR 169).
  [/\b(?:my|a|our)\s+(?:neighbou?r|friend|co-?worker|cousin|brother|sister|mom|dad|mother|father|boss|buddy|aunt|uncle|pastor)\s+(?:said|says|told me|tells me|mentioned|swears)\s+(?:that\s+)?/gi, ' '],
  [/\bi\s+(?:have\s+)?(?:also\s+)?(?:read|heard|saw|seen)\s+(?:(?:in\s+the\s+(?:news(?:paper)?|paper)|on\s+(?:the\s+news|tv|facebook|tiktok|the\s+radio|the\s+internet|online))\s+(?:that\s+)?|that\s+(?=(?:there|it|the|a|an|you|we|they|seniors|people|everyone|everybody|anyone|congress|trump|biden)\b))/gi, ' '],
  [/\b(?:is (?:that|it|this) (?:true|real|right)|what'?s that about|(?:could|can|would) you (?:kindly |please )?explain (?:it|that|this))\b/gi, ' what is '],
  [/\bsixty[- ]five\b/gi, ' 65 '],
  [/\b(?:get|getting)\s+back\s+for\b/gi, ' credit for '],
  [/\b(?:from|in|at|through)\s+(?:my|our|the|a)\s+(?:[A-Za-z&.'-]+\s+){0,3}?(?:mutual\s+)?(?:funds?|etfs?|brokerage(?:\s+account)?)\b/gi, ' '],
  // The time of asking said in passing ("now", "currently", "these days") is this filing season, no topic (ADR 125).
  [/\b(?:right now|now|currently|presently|these days|at the moment|at present)\b/gi, ' '],
  // "Tax day" is the day returns are due (IRC §6072(a)).
  [/\btax day\b/gi, ' due date '],
  // What "costs a fortune" or "a lot" is an expense, said without an amount.
  [/\b(?:costs?|costing|cost me|cost us)\s+(?:me\s+|us\s+)?(?:a fortune|a lot|so much|a ton|an arm and a leg|a bundle)\b/gi, ' expenses '],
  // A tag question ("… october right?") asks to confirm what was said: the tag is no topic.
  [/,?\s*\b(?:right|correct|yeah|yes|no|huh)\s*\?/gi, ' ? '],
  // How long something lasts, "till"/"until" a month, is its date ("goes to" only before a month: money "goes to" a tax).
  [/\b(?:goes|go|runs?|lasts?)\s+(?:till|til|until|through|thru|to(?=\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))\b/gi, ' until '],
  // A comparison with an amount ("losses more than 3k") says how much, not what: the amount stands for it (ADR 120).
  [/\b(?:more|less|greater|bigger|higher|lower|fewer)\s+than\b(?=\s*\$?\s?\d)/gi, ' '],
  // An amount the user states ("$6,000", "cost 9k", "500 bucks"), with the verb that states it, is one
  // word no fact matches (AMOUNT): it counts against coverage like any word the base lacks, but is
  // never a topic, and its digits and commas are not read as several words.
  [/(?:\b(?:costs?|costing|spent|spend|spending|paid|paying)\s+(?:me\s+|us\s+|about\s+|around\s+|like\s+|over\s+)*(?=\$|\d))?(?:(?<![\w.])\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|grand|thousand|million)\b)?|\b(?!40[13]\s?k\b)\d[\d,]*(?:\.\d+)?\s?(?:k|grand|bucks|dollars?)\b)/gi, ` ${AMOUNT} `],
  // An amount said after a verb of paying without "$" or a unit ("cost like 9,000", "paid 2500") is an amount too (ADR 135).
  [/\b(?:costs?|costing|cost me|spent|spend|spending|paid|paying)\s+(?:me\s+|us\s+|about\s+|around\s+|like\s+|over\s+|roughly\s+|nearly\s+|almost\s+)*(?!40[13]\b)\d[\d,]{2,}(?:\.\d+)?\b/gi, ` ${AMOUNT} `],
  // How many people ("my 2 kids", "3 dependents") is context too.
  [/\b\d{1,2}\s+(?=(?:kids?|children|dependents|sons|daughters|grandkids|grandchildren)\b)/gi, ' '],
  // Texting words: "r" is are, "u" you, "ur" your, "wen" when, "wat" what (a box 12 "code r" stays a code);
  // "ssa" is the Social Security Administration.
  [/(?<![\w.'-]|\bcode\s+)r(?![\w.'-])/gi, ' are '],
  [/(?<![\w.'-]|\bcode\s+)u(?![\w.'-])/gi, ' you '],
  [/\bur\b/gi, ' your '],
  [/\bwen\b/gi, ' when '],
  [/\bwat\b/gi, ' what '],
  // "have 2 pay", "need 2 file": a 2 after a verb that takes "to" is the word (ADR 120); "box 2" stays a box.
  [/(?<=\b(?:have|has|had|need|needs|want|wants|got|going|able|ought|supposed|allowed|how|what|when|where)\s)2(?=\s+[a-z]{2,})/gi, 'to'],
  [/\bssa\b(?![- ]?1099)/gi, ' social security '],
  // A day that is "new" after an extension is the extended deadline.
  [/\bnew (?:last day|deadline|due date|date)\b/gi, ' extension '],
  [/\bkicks? in\b|\bkicked in\b/gi, ' threshold '],
  // A tax that "starts at" some income has a threshold too ("starts at what income", ADR 120).
  [/\bstart(?:s|ing)? (?:at|above|over)\b(?=\s+(?:what|which|an?|\$|\d))/gi, ' threshold '],
  // A dependent who "turned 18" asking for a credit is past the child tax credit, as below.
  [/\bturned\s+(?:1[7-9]|2[0-4])\b(?=[^.?]*\bdependents?\b)(?=[^.?]*\bcredits?\b)/gi, ' older other dependents '],
  // An age ("my 19 yr old") is context, not a search term.
  // A dependent of 17 or older is past the child tax credit: the credit for other dependents (IRC §24(c), §24(h)(4)).
  [/\b(?:1[7-9]|2[0-4])[- ]?(?:years?|yrs?|y\/?o)(?:[- ]old)?\b(?=[^.?]*\bdependents?\b)(?=[^.?]*\bcredits?\b)|(?<=\bcredits?\b[^.?]*)\b(?:1[7-9]|2[0-4])[- ]?(?:years?|yrs?|y\/?o)(?:[- ]old)?\b(?=[^.?]*\bdependents?\b)/gi, ' older other dependents '],
  [/\b\d{1,2}[- ]?(?:years?|yrs?|y\/?o)(?:[- ]old)?\b/gi, ' '],
  [/\btoo old for (?:the )?(?:child tax credit|ctc)\b/gi, ' older other dependents '],
  // Children "under 17" in a credit question are the child tax credit's qualifying children (IRC §24(c)(1), ADR 135).
  [/\b(?:(?:all|both|each|are|is)\s+)?(?:under|below|younger than|less than)\s+(?:the\s+)?(?:age\s+(?:of\s+)?)?17\b(?=[^]*\bcredits?\b)|(?<=\bcredits?\b[^]*)\b(?:(?:all|both|each|are|is)\s+)?(?:under|below|younger than|less than)\s+(?:the\s+)?(?:age\s+(?:of\s+)?)?17\b/gi, ' child tax credit '],
  [/\bctc\b/gi, ' child tax credit '],
  // "the child credit" is the child tax credit; what of a credit one "gets back" is its refundable part (ADR 135).
  [/\bchild credit\b/gi, ' child tax credit '],
  [/\b(?:get|getting|got|gets|paid|given|comes?|coming)\s+(?:it\s+|some\s+|any\s+|part\s+|that\s+)?back\b(?=[^.?]*\bcredits?\b)|(?<=\bcredits?\b[^.?]*)\b(?:get|getting|got|gets|paid|given|comes?|coming)\s+(?:it\s+|some\s+|any\s+|part\s+|that\s+)?back\b/gi, ' refundable '],
  // A person the user claims ("i claim her", "we claim him as a dependent") is a dependent (ADR 132).
  // "as a dependent" already said stays as said.
  [/\b(?:claim(?:s|ed|ing)?)\s+(?:her|him)\b(?!\s+as\b)/gi, ' dependent '],
  [/\b(?:claim(?:s|ed|ing)?)\s+them\b(?!\s+as\b)/gi, ' dependents '],
  // Everyday names: "ss" is Social Security, "se tax" self-employment tax, to "write off" is to deduct,
  // pay that is "tax free" is deducted, "whens" is when.
  [/\bss\b(?![n#])/gi, ' social security '],
  [/\bse tax\b/gi, ' self-employment tax '],
  // "all the payroll taxes together", "social security and medicare together": the taxes combined.
  [/\b(taxes|rates|medicare|security)\s+together\b/gi, '$1 combined'],
  [/\bwrite[- ]?offs?\b|\bwrite (?:it |that |some (?:of (?:it|that) )?)?off\b/gi, ' deduct '],
  [/\btax[- ]free\b/gi, ' deduction '],
  // Money taken out of a retirement plan is a distribution ("early 401k withdrawal").
  [/\b(?:withdrawals?|withdrawing|withdraw|cash(?:ing|ed|es)? out)\b(?=[^.?]*\b(?:401\s?\(?k\)?|ira|403\s?\(?b\)?|retirement|pension)\b)|(?<=\b(?:401\s?\(?k\)?|ira|403\s?\(?b\)?|retirement|pension)\b[^.?]*)\b(?:withdrawals?|withdrawing|withdraw)\b/gi, ' distribution '],
  // Money pulled or taken out of a retirement account is a distribution too, and "59 and a half" is the
  // age of the early-distribution rule (ADR 120).
  [/\b(?:pull(?:s|ed|ing)?|tak(?:e|es|ing)|took|get(?:s|ting)?|got|cash(?:es|ed|ing)?)\s+(?:(?:some|my|the|our|money|cash|funds|it|early|0amount)\s+){0,3}out\s+of\s+(?:(?:my|the|a|an|our|his|her)\s+)?(?:\w+\s+)?(?:401\s?\(?k\)?|ira|roth|403\s?\(?b\)?|retirement|pension)\b/gi, ' distribution of retirement '],
  [/\b59\s*(?:and a half|1\/2|½|\.5)(?!\d)/gi, ' 59 '],
  // Held-out 14 (ADR 132): the age money was taken out at ("out of my ira at 54") is the age of the
  // early-distribution rule, and what the money was for ("to fix the roof", "for a car") is the user's
  // story, no topic: the rule is the same whatever it paid for (its exceptions are named in the answer).
  [/(?<=\bdistribution\b[^.?]*)\bat\s+(?:age\s+)?(?!59\b)[1-9]\d\b(?!\s*(?:%|percent|k\b|dollars))/gi, ' age '],
  [/(?<=\bdistribution\b[^.?,]*?\b(?:retirement|ira|roth|401\s?\(?k\)?|403\s?\(?b\)?|pension)(?:\s+age)?)\s+(?:to|for)\s+(?:(?!(?:age|penalty|tax|taxes)\b)[a-z]+\s+){0,4}?(?!(?:age|penalty|tax|taxes)\b)[a-z]+(?=\s*[,.;!?]|$)/gi, ' '],
  // What is added on top is additional ("the add-on amount"); to contribute is a contribution.
  [/\badd[- ]?ons?\b/gi, ' additional '],
  [/\bcontribut(?:e|es|ed|ing)\b/gi, ' contributions '],
  // A number described, not stated ("a big number in box 12", "some weird amount"), is no topic.
  [/\b(?:a|an|some|this|that|the)\s+(?:(?:really|very|pretty|super)\s+)?(?:big|large|huge|small|tiny|high|low|weird|strange|odd|random|large-ish|biggish)\s+(?:number|amount|figure|value|dollar amount)\b/gi, ' '],
  [/\bwhens\b/gi, ' when '],
  // "OT" is overtime; a truck, SUV or pickup is a car (a passenger vehicle); people "65+" are seniors.
  [/\bOT\b/g, ' overtime '],
  [/\b(?:trucks?|pickups?|suvs?|automobiles?|minivans?)\b/gi, ' car '],
  [/\b(?:people|persons?|folks|taxpayers?|anyone|someone)\s+(?:aged?\s+|over\s+)?65\s*(?:\+|or older|and (?:older|over|up))?(?!\w)/gi, ' seniors '],
  // Social Security and Medicare on one's own contractor, freelance or business income are the
  // self-employment tax (IRC §1401).
  [/\b(?:social security|medicare|fica|payroll tax(?:es)?)(?:\s+(?:and|or|&|\+)\s+(?:social security|medicare))?(?:\s+tax(?:es)?)?(\s+(?:rates?|percent(?:age)?))?\s+(?:on|for|from)\b(?=[^.?]*\b(?:contractor|1099|freelanc\w*|self[- ]employ\w*|gig|side (?:business|hustle|gig)|business income|independent)\b)/gi, ' self-employment tax$1 on '],
  // A tax one "stops paying" above some pay, or that they "stop taking out" of it, has a cap: the wage base.
  [/\b(?:stop|stops|stopped|quit|quits)\s+(?:paying|owing|having to pay|being charged|getting charged|charging|taking(?: (?:it|that|them))? out|withholding|deducting|coming out|being (?:taken(?: out)?|withheld|deducted))\b/gi, ' cap maximum wages '],
  // Social Security named as what stops being taken out ("stop taking social security out of my pay"):
  // the tax has a cap, the wage base (ADR 118); "soc sec" is Social Security.
  [/\bsoc\.?\s*sec\.?(?=\s|$)/gi, ' social security '],
  [/\b(?:stop|stops|stopped|quit|quits)\s+(?:taking|withholding|deducting)\s+(social security|fica)(?:\s+tax(?:es)?)?\s+out\b/gi, ' $1 cap maximum wages '],
  // The payroll tax itself said to stop ("does the social security part stop", "when does fica max out"):
  // the tax has a cap, the wage base. Benefits that stop are not the tax (no word between but its part).
  [/\b(social security|fica|oasdi)((?:\s+(?:tax(?:es)?|part|portion|piece|share|withholding))?)\s+(?:stop|stops|ends|max(?:es)? out|caps? out|tops? out)\b/gi, ' $1$2 cap maximum wages '],
  // Held-out 10 (ADR 118): what is left of a loss over the limit is carried over; a toddler or an
  // infant is a child; classes or courses at school are tuition; a deduction that "goes up" at 65 or
  // for the blind is the additional amount.
  [/(?<=\bloss\w*\b[^.?]*)\b(?:the )?(?:rest|remainder|leftover|excess|unused part)\b/gi, ' carryover '],
  // And before it: "unused capital losses", "leftover losses" (ADR 120).
  [/\b(?:unused|leftover|left-over|remaining|excess|extra|carried[- ]over)\b(?=\s+(?:[a-z]+\s+)?loss)/gi, ' carryover '],
  [/\b(?:toddlers?|infants?|preschoolers?)\b/gi, ' children '],
  [/\b(?:grad(?:uate)? school|college|university|community college)\s+(?:classes|courses|class|course)\b/gi, ' college tuition '],
  [/\b(?:go(?:es)? up|increases?|bumps? up)\b(?=[^.?]*\b(?:65|blind|older)\b)/gi, ' additional extra '],
  // ADR 120: a bigger or higher deduction for someone 65 or older ("i turned 67, do i get a bigger standard
  // deduction") is the additional amount (IRC §63(f)), like one that "goes up" above.
  [/\b(?:bigger|higher|larger|more generous)\b(?=\s+(?:standard\s+)?deduction)(?<=\b(?:6[5-9]|[7-9]\d|blind|older)\b[^.?]*)/gi, ' additional extra '],
  // Older people in everyday words are seniors.
  [/\b(?:old|older|elderly)\s+(?:folks|people|persons|adults|taxpayers|americans)\b|\bsenior citizens?\b/gi, ' seniors '],
  // A loss carried forward or rolled over is the carryover (a 401(k) rolled over is not); going over a limit is a comparison, no topic.
  [/\b(?:roll(?:s|ed|ing)?|carr(?:y|ies|ied|ying))\s+(?:it\s+|them\s+)?(?:over|forward)\b(?<=\bloss\w*\b[^.?]*)|\b(?:roll(?:s|ed|ing)?|carr(?:y|ies|ied|ying))\s+(?:it\s+|them\s+)?(?:over|forward)\b(?=[^.?]*\bloss)/gi, ' carryover '],
  [/\b(?:go(?:es|ing)?|went|gone)\s+(?:over|above|past)\b/gi, ' '],
  // Texting and everyday words: "til" is until, money that "shows up" arrives, a "tax break for X" is about X,
  // "deductible" is the base's deduction, a tip is one of the tips, "pls" and "thx" are no topic.
  [/\b(?:til|till)\b/gi, ' until '],
  [/\b(?:show(?:s|ing)? up|comes? in|hits? (?:my )?(?:account|bank))\b/gi, ' arrive '],
  [/\b(?:tax )?breaks?\b(?=\s+(?:for|on)\b)/gi, ' '],
  [/\bdeductible\b/gi, ' deduction '],
  // Property tax on a home is one of the state and local taxes of the SALT cap ("tax" alone is no search word).
  [/\b(?:property|real[- ]estate|house|home)\s+tax(?:es)?\b/gi, ' property salt '],
  [/\btip\s+(?:money|income|earnings|cash)\b|\btip\b(?!-)/gi, ' tips '],
  [/\b(?:pls|plz|thx|thanks|thank you|ty)\b/gi, ' please '],
  // ADR 125. A comparison clause ("like social security does", "as the ss tax does") names what the
  // subject is compared with, never the subject: it is no search word.
  [/,?\s*\b(?:just\s+)?(?:like|unlike|as|the way)\s+(?:the\s+|a\s+)?(?:[a-z-]+\s+){1,3}?(?:does|do|did|has|have|had|is|are|was)\b(?=\s*(?:[.?!]|$))/gi, ' '],
  // Paying both halves (the employee's and the employer's) of Social Security and Medicare on one's own
  // contractor or business income is the self-employment tax (IRC §1401).
  [/\b(?:both|the two|the employer'?s?|employer)\s+(?:halves|half|shares?|sides|parts|portions)\s+(?:of\s+)?(?:the\s+)?(?:social security|medicare|fica|payroll tax(?:es)?)(?:\s+(?:and|&|\+)\s+(?:social security|medicare))?(?:\s+tax(?:es)?)?(?<=\b(?:contractor|1099|freelanc\w*|self[- ]employ\w*|gig|independent)\b[^.?]*)|\b(?:both|the two|the employer'?s?|employer)\s+(?:halves|half|shares?|sides|parts|portions)\s+(?:of\s+)?(?:the\s+)?(?:social security|medicare|fica|payroll tax(?:es)?)(?:\s+(?:and|&|\+)\s+(?:social security|medicare))?(?:\s+tax(?:es)?)?(?=[^.?]*\b(?:contractor|1099|freelanc\w*|self[- ]employ\w*|gig|independent)\b)/gi, ' self-employment tax '],
  // Paying someone to mind a child (a babysitter, a nanny, a day camp) is a care expense, and getting
  // "something back" for a payment asks for a credit (IRC §21).
  [/\b(?:pay(?:s|ing)?|paid|hir(?:e|es|ed|ing))\s+(?:for\s+)?(?:a\s+|an\s+|the\s+|my\s+|our\s+)?(babysitters?|baby-?sitters?|sitters?|nann(?:y|ies)|au pairs?|day ?cares?|daycare|child ?care|after[- ]school (?:care|program)|day camps?)\b/gi, ' care expenses $1 '],
  [/\b(?:get|getting|gets)\s+(?:anything|something|any money|money|some money|a little)\s+back\s+for\b/gi, ' credit for '],
  // An "extra" tax or penalty is the additional tax; a form named 1099-R is a retirement distribution.
  [/\bextra\b(?=\s+(?:\d+\s*(?:%|percent)\s+)?(?:tax|penalty)\b)/gi, ' additional '],
  [/\b1099[- ]?r\b/gi, ' 1099-r retirement distribution '],
  // A Social Security number spoken of (never typed: a number is masked before) is the SSN.
  [/\b(?:social security|soc\.? sec\.?) (?:number|no\.?|#)s?\b/gi, ' ssn '],
  // A tax that is "capped" has a cap.
  [/\bcapped\b/gi, ' cap '],
  // "ded" is a deduction, "deds" deductions.
  [/\bdeds?\b/gi, ' deduction '],
  // Abbreviations people type: "std" is standard, "max" maximum, "min" minimum.
  [/\bstd\b/gi, ' standard '],
  [/\bmax\b/gi, ' maximum '],
  [/\bmin\b/gi, ' minimum '],
  // "the most i can deduct" is the maximum; deducting or deducted is to deduct.
  [/\b(?:the )?most\b(?=\s+(?:i|we|you|one|a person|someone)\s+(?:can|could|may|am allowed to|are allowed to)\b)/gi, ' maximum '],
  // "the most the ss tax can take" is its maximum too (ADR 120).
  [/\bthe most\b(?=\s+(?:the\s+|my\s+|a\s+)?(?:[a-z-]+\s+){1,3}(?:can|could|may|will|would)\b)/gi, ' maximum '],
  [/\bdeduct(?:ing|ed)\b/gi, ' deduct '],
  // A kid is a child: "kids" is the word people use, the base says children.
  [/\bkids?\b/gi, ' children '],
  // A parent or grandparent, by blood or by marriage, is the relative the base calls a parent.
  [/\b(?:(?:mother|father|mom|dad|parents?)[- ]in[- ]laws?|mom|mother|dad|father|grand(?:ma|pa|mother|father|parents?))\b/gi, ' parent '],
  // An age said of a person ("she's 70", "who is 82") is context, not a search term.
  [/\b(?:she'?s|he'?s|who'?s|they'?re|(?:she|he|who) is|they are|aged?)\s+\d{1,3}\b(?![%.\d]|\s*(?:percent|k\b|dollars))/gi, ' '],
  // A quantity said loosely ("lost a bunch", "made a ton") is no topic.
  [/\ba (?:whole )?(?:bunch|lot|ton|chunk|little|bit)(?: of)?\b/gi, ' '],
  // Verbs in the base's nouns: to lose money is a loss, to sell is a sale.
  // Losing a thing one had, or never getting it ("lost my job", "misplaced my w-2", "never got my 1099"), is
  // no loss of money: one word no fact matches, never a topic (MISPLACED). Losing money is a loss.
  [/\b(?:lost|losing|lose|misplaced|can'?t find|cannot find|never (?:got|received)|didn'?t (?:get|receive)|haven'?t (?:got(?:ten)?|received))\b(?=\s+(?:my|our|his|her|their|the|this|that|an?)\s+(?!(?:bunch|lot|ton|chunk|little|bit)\b))/gi, ` ${MISPLACED} `],
  [/\b(?:lost|losing|lose)\b/gi, ' loss '],
  [/\b(?:selling|sold|sell)\b/gi, ' sale '],
  // A figure that "goes down", "drops" or "shrinks" as income rises phases out.
  [/\b(?:start(?:s|ing|ed)? (?:to )?)?(?:go(?:es|ing)? down|going down|drops?(?: off)?|dropping|shrinks?|shrinking|decreases?|decreasing|tapers?(?: off)?|gets? (?:smaller|reduced|cut))\b/gi, ' phase out reduce '],
  // Putting money into a retirement account is a contribution.
  [/\b(?:put(?:ting)?|putting|saving|save|stash(?:ing)?)\s+(?:some\s+|my\s+|money\s+|cash\s+)*(?:in|into|toward|towards)\b(?=[^.?]*\b(?:401\s?\(?k\)?|ira|403\s?\(?b\)?|retirement)\b)/gi, ' contributions '],
  // Social Security "checks", "payments" or "income" are the benefits.
  [/\bsocial security (?:checks?|payments?|income|money|deposits?)\b/gi, ' social security benefits '],
  // More time to file is an extension.
  [/\b(?:more|extra|additional) time\b/gi, ' extension more time '],
  // Where the user heard of a topic is no part of it: "i keep hearing about", "i read about".
  [/\b(?:i )?(?:keep |kept )?(?:hearing|heard|reading|read|seeing|seen) (?:about|of)\b|\b(?:everyone|everybody|people|they|folks|the news)(?:'s|s| is| are| keeps?| been)? (?:talking|saying|posting|going on) (?:about|of)\b/gi, ' '],
  // "is it true (that) X": a frame that asks whether X holds, no part of X.
  [/\b(?:is (?:it|that|this)|it'?s|that'?s) (?:true|right|correct|real|a thing)(?: that)?\b/gi, ' '],
  // Something no longer taxed ("tips aren't taxed anymore", "no longer taxed") is deducted, as "tax free" below.
  [/\b(?:aren'?t|are not|isn'?t|is not|not|no longer|never|won'?t be|will not be)\s+(?:being\s+|getting\s+|be\s+)?taxed\b(?:\s+(?:anymore|any more|now|at all))?/gi, ' deduction '],
  // Two spouses' returns named in everyday words: separate returns are married filing separately.
  [/\b(?:file|filing|files|do)\s+(?:our\s+|two\s+)?separate(?:ly)?(?:\s+returns?)?\b|\bseparate returns?\b/gi, ' married filing separately '],
  // Having to file by a day is the due date, not the day the IRS starts accepting returns.
  [/\b(?:have to|must|got to|gotta) (?:get (?:it|my return|my taxes) )?(?:file|filed|in)(?: by)?\b|\bfile by\b/gi, ' deadline due date '],
  // The 2025 law by its everyday names: "the (one) big beautiful bill", "the big bill", "OBBB".
  [/\b(?:one )?big beautiful bill(?: act)?\b|\bbig (?:tax )?bill\b|\bobbb\b/gi, ' obbba '],
  // A credit that "goes away" or "disappears" as income rises phases out (not a time that "runs out":
  // an extension's end is a date).
  [/\b(?:start(?:s|ing|ed)? (?:to )?)?(?:go(?:es|ing)? away|gone away|disappear(?:s|ing|ed)?|vanish(?:es|ing|ed)?|fad(?:es|ing|ed)? (?:out|away))\b/gi, ' phase out reduce '],
  // Abbreviations of what the base names in full: the EITC/EIC is the earned income credit, AGI
  // adjusted gross income (the abbreviation is kept: some facts use it). MAGI is not AGI: it is a
  // search word of the facts whose figures fall with modified AGI (facts.ts).
  [/\b(?:eitc|eic)\b/gi, ' earned income credit eitc '],
  [/\bagi\b/gi, ' adjusted gross income agi '],
  [/\b(?:bartender|bartending|waiter|waitress|server|busser|barista|hairdresser|barber|valet)s?\b/gi, ' tipped '],
];

/** The last readings of `inFactWords` (the checks read the same question once per candidate fact). */
const READ = new Map<string, string>();
export function inFactWords(q: string): string {
  const known = READ.get(q);
  if (known !== undefined) return known;
  const out = SYNONYMS.reduce((s, [re, to]) => s.replace(re, to), undictated(q));
  if (READ.size >= 64) READ.delete(READ.keys().next().value!);
  READ.set(q, out);
  return out;
}

/** Words before "period" that make it a noun of its own ("holding period", "a pay period", "30-day period"). */
const PERIOD_NOUN = '(?:a|an|the|this|that|each|per|same|any|what|which|holding|grace|pay|payroll|tax|look-?back|waiting|time|filing|reporting|extension|trial|billing|one|two|three|\\d+(?:-day|-month|-year)?|day|month|year|[a-z]+ly)';
/**
 * Punctuation said aloud to a dictation app ("how do i file an extension question mark and how long …"):
 * the words are the mark they name. "question mark" and "exclamation point" are the mark unless
 * spoken of ("a question mark"); "comma" only between words and not spoken of; "period" and "full
 * stop" only at the end or before a word that opens a new clause, and never when the word before
 * makes "period" a noun ("holding period", "grace period", "a pay period").
 */
const DICTATED: Array<[RegExp, string]> = [
  // "head of house hold": the compound split in two is the one word (ADR 151).
  [/\bhouse[\s-]+hold\b/gi, 'household'],
  // A dictation app's layout commands ("new paragraph", "new line") are breaks, and the wake word of a
  // voice assistant ("hey siri", "ok google") with a false start after it ("no wait, I mean …") is no
  // part of what is asked: the question starts after them (ADR 135).
  [/^\s*(?:(?:hey|hi|ok|okay)\s+(?:siri|google|alexa|cortana)|alexa|siri)\b[\s,.]*(?:(?:no|oh|um|uh)\s*,?\s*)?(?:wait\s*,?\s*)?(?:(?:i|i'?ll)\s+mean\s*,?\s*)?/gi, ''],
  [/(?:^|\s+)(?:new paragraph|new line|next line)\b\s*/gi, ' . '],
  [/(?<!\b(?:a|an|the|this|that)\s*)\s+question mark\b/gi, '?'],
  [/(?<!\b(?:a|an|the|this|that)\s*)\s+exclamation (?:point|mark)\b/gi, '!'],
  [/(?<!\b(?:a|an|the|this|that|no|one|decimal)\s*)\s+comma\b(?=\s+[a-z])/gi, ','],
  [new RegExp(`(?<!\\b${PERIOD_NOUN})\\s+(?:period|full stop)\\b(?=\\s*[.?!]*\\s*$|\\s+(?:and|but|so|how|what|when|where|why|who|which|is|are|do|does|can|could|will|would|should|i|my|we|also|then)\\b)`, 'gi'), '.'],
];
export function undictated(text: string): string {
  return autocorrected(spokenYears(DICTATED.reduce((s, [re, to]) => s.replace(re, to), text)));
}

/** A word set right in parentheses as an autocorrect's slip: "(medicare, stupid autocorrect)", "(*medicare, autocorrect)". */
const AUTOCORRECT_NOTE = /\s*\(\s*\*?([a-z][a-z'-]+)\s*[,;:-]?\s*(?:(?:stupid|damn|darn|dumb|sorry|thanks)\s+)?(?:auto-?correct(?:ed)?|autocorrect'?s? fault)\s*\)/i;
/**
 * The word the user sets right ("what is the medicate tax rate (medicare, stupid autocorrect)") replaces the word before
 * it spelt within two letters of it, and the note is no part of the question (ADR 151).
 */
function autocorrected(text: string): string {
  const m = AUTOCORRECT_NOTE.exec(text);
  if (!m) return text;
  const meant = m[1]!;
  const before = text.slice(0, m.index);
  const words = [...before.matchAll(/[a-z][a-z'-]*/gi)].reverse();
  const slip = words.find((w) => w[0].toLowerCase() !== meant.toLowerCase() && editDistance(w[0].toLowerCase(), meant.toLowerCase(), 2) <= 2);
  const fixed = slip ? before.slice(0, slip.index) + meant + before.slice(slip.index! + slip[0].length) : before;
  return fixed + text.slice(m.index + m[0].length);
}

/**
 * Credits the 1040 has, by the names people use. A question that names one is answered only by a
 * fact about that credit: "how much is the earned income credit" must not get the refundable child
 * tax credit just because both mention earned income.
 */
const NAMED_CREDITS: RegExp[] = [
  // Deductions named the same way: a question that names one is answered only by a fact about it.
  /\b(student loans?( interest)?)\b/i,
  /\b(earned income (tax )?credit|eitc|eic)\b/i,
  /\b(premium tax credit|ptc)\b/i,
  /\b(child (and|&) dependent care|dependent care credit|day ?care credit|child ?care credit)\b/i,
  /\b(american opportunity|aotc|lifetime learning|education credits?|tuition credit)\b/i,
  /\b(saver'?s credit|retirement savings contributions? credit)\b/i,
  /\b(energy credits?|solar credit|clean vehicle|electric vehicle credit|ev credit)\b/i,
  /\b(foreign tax credit)\b/i,
  // Topics the base has no fact for, whose words overlap facts it has: estimated tax payments
  // (not the return's due date), a home office (not mortgage interest).
  /\b(estimated tax(es)?|estimated payments?|quarterly)\b/i,
  /\b(home office)\b/i,
  // Extra time for service in a combat zone (IRC §7508) is not Form 4868's extension: not in the base (ADR 151).
  /\b(combat zones?|deployed|deployment|hazardous duty)\b/i,
  // Whether a person counts as the user's dependent is Pub. 501's qualifying child and relative tests, not a figure
  // of a credit for them (the dependent care credit): not in the base (ADR 151).
  // Asked, not said: "does my girlfriend's kid count as my dependent", never "my dad who i claim as a dependent".
  /\b((?:does|do|can|could|would|will|should|is|are|am)\s+(?:[a-z'’]+\s+){1,4}?(?:count|qualify|be claimed|claim)\s+(?:[a-z'’]+\s+){0,3}?as\s+(?:my|our|a|his|her)\s+dependents?)\b/i,
  // Whether the IRS will audit a return is known to no one: no figure answers it, whatever credit it names (ADR 135).
  /\b(audit(?:s|ed|ing|or|ors)?)\b/i,
  // How the IRS collects (garnishing wages, a levy, a lien, a seizure): not in the base, whatever else the question names (ADR 125).
  /\b(garnish\w*|levy|levies|levied|liens?|seiz(?:e|es|ed|ing|ure))\b/i,
  // How much may go into a retirement account or an HSA (the contribution limits) is not in the base;
  // the saver's credit on contributions is another thing.
  /\b(contribution limits?|max(?:imum)? contributions?|how much (?:can|may|should) (?:i|we|you) (?:put|contribute|save|deposit|stash|sock away))\b/i,
  /\b(adoption credit)\b/i,
  // The credit for the elderly or the disabled (Schedule R, IRC §22) is not in the base: never the other-dependents credit.
  /\b(credit for (?:the )?(?:elderly|disabled|aged)|elderly (?:or|and) (?:the )?disabled credit|schedule r)\b/i,
  // The child tax credit named: never the EIC or another credit that only shares "maximum" and "children".
  /\b(child tax credit|ctc)\b/i,
  // The refundable part named (the additional child tax credit, Schedule 8812 Part II) is answered by that fact (ADR 125).
  /\b(additional child tax credit|actc)\b/i,
  // A loss on a home or a car (personal-use property) is not a capital loss you can deduct: not in the base.
  /\b(?:house|home|condo|residence|car|truck)\b[^.?]*\b(?:loss|lost|losing)\b|\b(?:loss|lost|losing)\b[^.?]*\b(?:house|home|condo|residence|car|truck)\b/i,
];

export function namesOtherCredit(question: string, fact: Fact): boolean {
  const text = `${fact.question} ${fact.terms} ${fact.answer}`;
  return NAMED_CREDITS.some((re) => re.test(question) && !re.test(text));
}

/**
 * Whether a question speaks of another person (a relative, a friend, a neighbour): then "my" in it is
 * no sign that the user's own filing status is the one asked ("my nephew wants to know the standard
 * deduction"). A spouse is not another person here: "my wife and I" is the user's return.
 */
export function speaksOfAnother(text: string): boolean {
  return tokens(text).some((t) => PERSON_WORDS.has(t) || (OTHERS.includes(t) && !['user', 'users', 'people', 'person', 'everyone', 'someone', 'somebody'].includes(t)));
}

function contentTerms(q: string): string[] {
  return q.toLowerCase().replace(/\bw[- ]?2\b/g, 'w2').split(/[^a-z0-9.§-]+/).map((x) => x.replace(/^[.-]+|[.-]+$/g, '')).filter((t) => t && !STOP.has(t) && !NO_TOPIC.has(t));
}

const FORM_WORDS = new Set(['client', 'customer', 'employer', 'company', 'bank', 'payer', 'what', 'that', 'this', 'form', 'forms', 'for', 'report', 'reports', 'reported', 'used', 'use', 'purpose', 'mean', 'explain', 'get', 'got', 'received', 'need', 'one', 'show', 'shows', 'on', 'it', 'exactly', 'kind', 'document', 'paper', 'why', 'sent', 'receive', 'does', 'is', 'type', 'sort', 'goes', 'go', 'income', 'money', 'payments']);

/** The numbered boxes and lines of each supported form, from its definition's box facts ("1a", "12", "25d"). */
const ITEMS_OF = new Map<string, Set<string>>();
for (const f of FACTS_2025) {
  const m = f.form && /\b(?:box|line) (\d{1,2}[a-z]?) \(/.exec(f.question);
  if (!m || !f.form) continue;
  if (!ITEMS_OF.has(f.form)) ITEMS_OF.set(f.form, new Set());
  ITEMS_OF.get(f.form)!.add(m[1]!.toLowerCase());
}

/**
 * A form's number said aloud as people say it ("ten ninety nine div", "ten ninety-eight", "the ten
 * forty") is the form's number, and a box's letter said apart from its number ("box 1 a", from "box
 * one a") is one item ("box 1a") when the form named, or else some supported form, has that item (ADR 145).
 */
export function spokenFormNumbers(text: string): string {
  const forms = text
    // "my W two", "w-two": the W-2 said aloud (ADR 159).
    .replace(/\bw[\s-]+two(s?)\b/gi, 'W-2$1')
    .replace(/\bten[\s-]+ninety[\s-]+nine\b/gi, '1099')
    .replace(/\bten[\s-]+ninety[\s-]+eight\b/gi, '1098')
    .replace(/\b(?:(?<=\b(?:form|the|my|a|on|of)\s+)ten[\s-]+forty\b|\bten[\s-]+forty\b(?=\s+(?:form|line|return)\b))/gi, '1040');
  const form = formNamed(forms);
  const items = form ? (ITEMS_OF.get(form) ?? new Set<string>()) : new Set([...ITEMS_OF.values()].flatMap((s) => [...s]));
  return forms.replace(/\b(box|line)\s+(\d{1,2})\s+([a-f])\b(?!['’-])/gi, (all, label: string, n: string, letter: string) => (items.has(`${n}${letter.toLowerCase()}`) ? `${label} ${n}${letter.toLowerCase()}` : all));
}

/** The supported form a question names (w2, 1099-nec, …), or null. */
export function formNamed(text: string): string | null {
  // A form said not to be the one ("1099-NEC not W2", "instead of a W-2") is not the form asked (ADR 135).
  const t = text.toLowerCase().replace(/\b(?:not|no|instead of|rather than)\s+(?:an?\s+|the\s+)?(?:w[- ]?2s?|1099[- ]?(?:nec|misc|int|div)|1098|1040)\b/g, ' ');
  if (/\bw[- ]?2s?\b/.test(t)) return 'w2';
  const m = /\b1099[- ]?(nec|misc|int|div)\b/.exec(t);
  if (m) return `1099-${m[1]}`;
  if (/\b1098\b(?![- ]?[a-z](?![a-z]))/.test(t)) return '1098';
  if (/\b1040\b(?!-?[a-z])(?! (?:sr|es|x|nr|v)\b)/.test(t)) return '1040';
  return null;
}

/**
 * The form a box is asked of when the form is not named but who filled it in is ("what did my employer
 * put in box 1"): an employer's form is the W-2, a mortgage lender's the 1098 (ADR 120). Only with a
 * box named: "my employer withholds social security at what rate" asks no form's box.
 */
function boxOfPayersForm(question: string): string | null {
  if (!/\bbox(?:es)?\s*#?\s*\d/i.test(question)) return null;
  if (/\b(?:employer|job|work|boss|paycheck|payroll)\b/i.test(question)) return 'w2';
  if (/\b(?:lender|mortgage (?:company|servicer|statement)|loan servicer)\b/i.test(question)) return '1098';
  return null;
}

/** The closest fact, or null when none is close enough. */
const SUPERLATIVE = /\b(highest|top|maximum|biggest|largest)\b/i;
const SUPERLATIVE_TERM = /^(highest|top|maximum|biggest|largest)$/;

/**
 * `accept` (server/chat/fact-match.ts) sets aside facts that cannot answer the question asked
 * (a rate question and a fact with no rate): the closest of the others is taken, or none.
 */
export function findFact(asked: string, accept: (f: Fact) => boolean = () => true): FactMatch | null {
  const question = inFactWords(asked);
  const terms = contentTerms(question);
  if (terms.length === 0) return null;
  const form = formNamed(question) ?? boxOfPayersForm(question);
  if (form) {
    // What the form is ("why did I get a 1099-NEC from <payer>"): a payer's name is no word of the base.
    // A form lost or never received ("i lost my w2, what do i do") asks what to do about it, not what it is.
    const genericTerms = (ts: string[]) => ts.every((t) => FORM_WORDS.has(t) || formNamed(t) === form || /^(1099|nec|misc|int|div|1040)$/.test(t) || (!known(t) && t !== MISPLACED));
    // "what is a w2 for, i just got one from my part time job": the clause that asks what the form is
    // decides, when the others only tell where it came from and ask nothing (ADR 132).
    const clauses = question.split(/[,;.!?]+/).map((c) => c.trim()).filter(Boolean);
    // Or it asks about the form by a pronoun ("got a 1099-nec from a client, what does it mean").
    const WHAT = /\b(?:what|whats|what's|explain|why|purpose|meaning|mean)\b/i;
    const askingWhat = clauses.find((c) => formNamed(c) === form && WHAT.test(c)) ?? clauses.find((c) => !formNamed(c) && WHAT.test(c) && /\b(?:it|this|that|this form|that form)\b/i.test(c));
    const rest = clauses.filter((c) => c !== askingWhat);
    const generic = genericTerms(terms) || (!!askingWhat && genericTerms(contentTerms(askingWhat)) && rest.every((c) => !/\b(?:what|whats|how|when|which|why|where|who|is there|are there|can|could|do|does|did|should|will|would)\b/i.test(c)));
    const whole = byId.get(`form-${form}`);
    if (generic && whole && accept(whole) && !/\b(box|line|schedule)\b/i.test(question)) return { fact: whole, score: Infinity, coverage: 1 };
    // The form named only in the story ("i got a w2, what is the social security wage base"), no box or
    // line asked and the question's own clause not about the form (no "it"): that clause is asked of the
    // whole base, not of the form's boxes (ADR 132).
    // An auxiliary asks only opening its clause ("do i …"); "i do doordash" is a statement.
    const ASKS = /\b(?:what|whats|how|when|which|why|where|who|is there|are there)\b|^\s*(?:can|could|do|does|did|should|will|would|is|are)\b/i;
    const own = clauses.filter((c) => ASKS.test(c));
    if (own.length === 1 && !formNamed(own[0]!) && !/\b(?:it|this|that|one|them|these|those)\b/i.test(own[0]!) && clauses.every((c) => c === own[0] || !ASKS.test(c)) && !/\b(?:box(?:es)?|lines?|code|schedule)\b/i.test(question)) {
      const asked = findFact(own[0]!, accept);
      if (asked) return asked;
    }
  }
  const hits = index.search(question, { filter: (r) => (!form || String(r.id).includes(form)) && accept(byId.get(String(r.id))!) });
  // A superlative ("the highest rate anyone pays") is what tells the top bracket from any other rate:
  // a fact that matches it and another of the question's words goes before one that only shares "rate".
  // It wins only by covering as many of the question's words as the best hit, and never as a fact
  // about another credit than the one named.
  const coveredBy = (h: { match: Record<string, unknown> } | undefined) => (h ? terms.filter((t) => Object.keys(h.match).some((m) => m === t || m.startsWith(t) || t.startsWith(m))).length : 0);
  const otherCredit = (h: { id: unknown }) => { const f = byId.get(String(h.id)); return !f || namesOtherCredit(question, f) || namesOtherCredit(asked, f); };
  const superlativeHit = SUPERLATIVE.test(question) ? hits.slice(0, 5).find((h) => Object.keys(h.match).some((m) => SUPERLATIVE_TERM.test(m)) && Object.keys(h.match).length >= 2 && !otherCredit(h)) : undefined;
  const superlative = superlativeHit && coveredBy(superlativeHit) >= coveredBy(hits[0]) ? superlativeHit : undefined;
  // A fact about another credit than the one named is passed over for the next (ADR 075).
  const best = superlative ?? hits.slice(0, 5).find((h) => !otherCredit(h)) ?? hits[0];
  if (!best) return null;
  const matched = new Set(Object.values(best.match).length ? Object.keys(best.match) : []);
  // The form's name ("1099 div") is what the search was restricted to: every fact left is that form's.
  const formWords = form ? new Set([form, ...form.split('-')]) : new Set<string>();
  const covered = terms.filter((t) => formWords.has(t) || [...matched].some((m) => m === t || m.startsWith(t) || t.startsWith(m))).length;
  const rawCoverage = covered / terms.length;
  // Words the base does not know count only when they carry the topic (nouns: "mileage", "crypto");
  // unknown verbs and adverbs ("hearing", "together", "exactly") are how people talk.
  let coverage = rawCoverage;
  const pos = new Map(read(question).tokens.map((x) => [x.norm, x.pos]));
  const unknown = terms.filter((t) => !known(t) && t.length > 2 && !/^\d/.test(t) && !PERSON_WORDS.has(t) && !GIG_APPS.has(t));
  // An abbreviation no fact knows ("rmds", "fsa", "hdhp"): it names the topic, and the base has none on it (ADR 132).
  if (unknown.some((t) => /^[b-df-hj-np-tv-xz]{3,}s?$/.test(t) && !SHORTHAND.has(t))) return null;
  if (rawCoverage < MIN_COVERAGE && rawCoverage >= MIN_RAW_COVERAGE) {
    const topicUnknown = unknown.some((t) => ['NOUN', 'PROPN', 'X'].includes(pos.get(t) ?? 'NOUN') || /ing$/.test(t));
    const knownCount = terms.filter(known).length;
    if (!topicUnknown && knownCount > 0) coverage = covered / knownCount;
  }
  const fact = byId.get(String(best.id));
  // A box's number alone names no form's box ("box 1 from my bank": the 1099-INT's, the 1098's, a W-2's?):
  // with no form named and another form's box of that number as close, a box fact must match some word
  // besides "box" and the number (ADR 120); "line 1z" is only the 1040's.
  const bareBox = (h: { match: Record<string, unknown> }) => Object.keys(h.match).every((m) => /^\d/.test(m) || /^(?:box|boxes|line|lines)$/.test(m));
  if (!form && fact?.form && bareBox(best) && hits.some((h) => h !== best && byId.get(String(h.id))?.form !== fact.form && Object.keys(h.match).some((m) => /^\d/.test(m) && m in best.match))) return null;
  // Nor does one common word of a box's label, no box and no form named ("how much tax do i pay on 100k"
  // is not W-2 box 13, third-party sick pay): two of its words, or one that at most two facts know.
  if (!form && fact?.id.startsWith('box-') && !/\b(?:box(?:es)?|lines?)\s*#?\s*\d/i.test(question)) {
    const words = Object.keys(best.match).filter((m) => !/^\d/.test(m));
    if (words.length < 2 && !words.some((m) => (FACTS_WITH.get(m) ?? 0) <= 2)) return null;
  }
  // Confident: most of the question's words hit and the score is high, or every word hits and the
  // best fact stands well clear of the next one.
  // A fact set aside for naming another credit than the one asked is no rival (ADR 125).
  const secondHit = hits.find((h) => h !== best && !otherCredit(h));
  const second = secondHit?.score ?? 0;
  // Or every word hits the best fact and not the next one ("what's the deadline to file": the next
  // fact only shares "file"), which scores below it (ADR 138).
  const clear = coverage === 1 && best.score >= MIN_SCORE / 3 && (best.score >= 2 * second || (coveredBy(best) === terms.length && coveredBy(secondHit) < terms.length && best.score > second));
  if (!fact || coverage < MIN_COVERAGE || (best.score < MIN_SCORE && !clear) || namesOtherCredit(question, fact) || namesOtherCredit(asked, fact)) return null;
  return { fact, score: best.score, coverage };
}

/** Topics the fact base covers, offered when a question is below the threshold. */
export const KNOWN_TOPICS =
  'the 2025 standard deduction and brackets for each filing status, Social Security and Medicare tax rates and the wage base, self-employment tax, the child tax credit, the SALT cap, the new tips, overtime, car-loan and senior deductions, capital gains rates, deadlines and extensions, and what Forms W-2, 1099-NEC, 1099-MISC, 1099-INT, 1099-DIV and 1098 report box by box';

const PLACES = /\b(uk|u\.k\.|united kingdom|england|britain|canada|mexico|france|germany|spain|portugal|italy|ireland|india|china|japan|australia|brazil|netherlands|switzerland|europe|eu|abroad|overseas|puerto rico|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|state income tax|state tax rate)\b/i;

/** The states of the US among the places: federal rules are the same in each. */
const US_STATES = PLACES.source.slice(PLACES.source.indexOf('alabama'), PLACES.source.indexOf('|state income tax'));
/** Where the user lives in the US, said as "i'm in texas", "we live in ohio". */
const RESIDENCE = new RegExp(`\\b(?:i'?m|i am|we'?re|we are|i live|we live|living|based|located)\\s+(?:in|from)\\s+(?:the state of\\s+)?(?:${US_STATES})\\b`, 'gi');

/** State taxes named in general ("state income tax"), not a state's own rules. */
const STATE_TAXES = /\bstate (?:income tax|tax rate)\b/gi;
/** Deducting a tax on the federal return ("max i can deduct for property tax plus state income tax"). */
const DEDUCTING = /\b(?:deduct\w*|write[- ]?offs?|write (?:it |them )?off|salt|itemiz\w*)\b/i;

/**
 * A form's box or line named by its number ("box 17 on my w2, the state income tax one"): what the box reports
 * is the form's own fact, even when the box is about state tax (ADR 125).
 */
const FORM_BOX = /\b(?:w-?2|1099(?:-?[a-z]+)?|1098|1040)\b[^.?!]*?\b(?:box|line)\s*\d|\b(?:box|line)\s*\d{1,2}[a-z]?\b[^.?!]*?\b(?:w-?2|1099|1098|1040)\b/i;

/**
 * A place other than the US federal system the question is about ("in the UK", "California"), or null.
 * State and local taxes deducted on the federal return are the SALT deduction (IRC §164(b)), a
 * federal rule: "state income tax" in a question about deducting it names no other place.
 */
export function otherJurisdiction(text: string): string | null {
  // Where the user lives said in passing ("when are taxes due, i'm in texas") is no other place's rules
  // asked: federal rules are the same in every state. A state's own tax still is ("i live in ohio, what is
  // the state tax rate", ADR 135).
  // "I paid state income tax to both Illinois and Colorado because I moved … . What is the cap on deducting state and
  // local taxes?": the states are in the story told before the question, which asks the federal deduction's cap.
  const sentences = text.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((x) => /\?\s*$/.test(x));
  if (sentences.length > 1 && asking.length === 1 && DEDUCTING.test(asking[0]!) && !PLACES.test(asking[0]!)) return null;
  if (!/\bstate\b/i.test(text)) text = text.replace(RESIDENCE, ' ');
  const m = PLACES.exec(DEDUCTING.test(text) || FORM_BOX.test(text) ? text.replace(STATE_TAXES, ' ') : text);
  if (!m) return null;
  if (!/\b(tax|taxes|taxed|rate|rates|vat|deduction|credit|bracket|brackets|capital gains)\b/i.test(text)) return null;
  return m[0];
}

/** A tax year other than `taxYear` the question asks about, or null. */
/**
 * A four-digit number said as an amount, never a year (ADR 118): after "$", "still", "only", "over",
 * "under", "than", "about", "up to", "at least", or before "per", "each", "a/an/every kid|child|year|month",
 * "dollars", "bucks" ("is the ctc still 2000 per kid", "$2200 each"), or said as what a figure "is" at the end
 * of a clause ("the ctc is 2000, is that true", ADR 120).
 */
const AMOUNT_NOT_YEAR = /\$\s*(?:19|20)\d{2}\b|\b(?:still|only|just|over|under|than|about|around|up to|at least|at most)\s+(?:19|20)\d{2}\b(?!\s+(?:rules|returns?|figures|numbers|brackets|tax|taxes|limits?|amounts?|deduction|version|law))|\b(?:19|20)\d{2}(?=\s*(?:per|each|dollars|bucks|usd|a (?:kid|child|year|month)|an? (?:dependent)|every)\b)|\b(?<=\b(?:is|was|are|were|be)\s+(?:(?:the|a|an)\s+)?(?:(?!(?:for|in|of|from|since|during|until|til|by|to|tax|year)\b)[a-z-]+\s+){0,3}?(?:only\s+|just\s+|like\s+|around\s+|about\s+|still\s+)?)(?:19|20)\d{2}(?=\s*(?:[,.?!]|$)|\s+(?:is that|right|correct|true|now|or (?:more|less|so))\b|\s+or\s+\$?\d)/gi;

const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const DECADES: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNIT_W = Object.keys(UNITS).join('|');
/** A number from 1 to 99 in words: "five", "fifteen", "twenty five", "twenty-three". */
const SMALL_W = `(?:(?:${Object.keys(DECADES).join('|')})(?:[\\s-]+(?:${UNIT_W}))?|${Object.keys(TEENS).join('|')}|${UNIT_W})`;
function smallNumber(words: string): number {
  const w = words.toLowerCase().split(/[\s-]+/);
  return w.reduce((n, x) => n + (UNITS[x] ?? TEENS[x] ?? DECADES[x] ?? 0), 0);
}
/**
 * A year of this century said in words is a year, as English says years (ADR 151): "twenty twenty three" (the
 * century's two digits, then the year's two: 2023, from "twenty ten" to "twenty ninety-nine"), and "two thousand
 * (and) twenty five" (2025). "twenty five" alone is a number, never a year.
 */
const SPOKEN_YEAR = new RegExp(`\\btwenty[\\s-]+((?:${Object.keys(DECADES).join('|')})(?:[\\s-]+(?:${UNIT_W}))?|${Object.keys(TEENS).join('|')})\\b(?![\\s-]+(?:hundred|thousand|dollars|bucks|percent))|\\btwo thousand(?:[\\s-]+and)?(?:[\\s-]+(${SMALL_W}))?\\b(?![\\s-]+(?:hundred|thousand|dollars|bucks|percent))`, 'gi');
export function spokenYears(text: string): string {
  return text.replace(SPOKEN_YEAR, (all, yy: string | undefined, tail: string | undefined) => {
    if (yy) return String(2000 + smallNumber(yy));
    // "two thousand dollars" is an amount; "two thousand" alone is the year 2000 only before nothing that counts.
    if (tail) return String(2000 + smallNumber(tail));
    return all;
  });
}

export function otherYearAsked(typed: string, taxYear: number): number | null {
  const text = spokenYears(typed);
  // A calendar date in the year after the tax year ("due April 15, 2026") is the filing season of
  // the tax year, not another tax year's rules.
  const next = taxYear + 1;
  const dated = text
    .replace(new RegExp(`\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${next}\\b`, 'gi'), ' ')
    .replace(new RegExp(`\\b\\d{1,2}[/.-]\\d{1,2}[/.-]${next}\\b`, 'g'), ' ')
    .replace(AMOUNT_NOT_YEAR, ' ');
  const r = read(dated);
  const years = yearsIn(r).filter((y) => y !== taxYear && y >= 1990 && y <= 2100);
  if (years.length === 0) {
    // "last year's tax brackets", "last yrs standard deduction": the rules of the year before the tax year (ADR 138).
    if (/\b(?:last|previous|prior) (?:year|yr)'?s?\s+(?:(?:federal|income|tax|irs|the)\s+){0,3}(standard deduction|std ded|brackets?|rates?|limits?|credits?|refund|figures|numbers|amounts?|wage base|thresholds?)\b|\b(?:standard deduction|brackets?|rates?|limits?|credits?|wage base|thresholds?)\s+(?:for|from|of)\s+(?:last|the previous|the prior) (?:year|yr)\b/i.test(text)) return taxYear - 1;
    // "what was last year's max EITC": a credit or deduction of last year, a word or two between.
    if (/\b(?:last|previous|prior) (?:year|yr)'?s\s+(?:[a-z-]+\s+){0,3}?(?:eitc|eic|ctc|actc|credits?|deductions?|brackets?|rates?|limits?)\b/i.test(text)) return taxYear - 1;
    if (/\bnext year\b|\bin the future\b/i.test(text)) return taxYear + 1;
    return null;
  }
  return years[0]!;
}

/** A figure the fact base gives for its tax year: what a year said next to it dates. */
const FIGURE = '(?:standard deductions?|std\\.? ded\\w*|deductions?|brackets?|(?:tax )?rates?|wage base|credits?|limits?|caps?|thresholds?|figures|numbers|amounts?|deadlines?|due dates?|exemptions?|phase-?outs?)';
/** Words that join a figure to its year ("brackets for year 2021", "standard deduction in 2019", "2026 standard deduction"). */
const YEAR_LINK = '(?:\\s+(?:for|in|of|from|during|back|the|tax|year|yr|returns?|filing|season|federal|irs|income))';
/** A life event that dates the user's story, not a figure ("died in 2019", "married in may 2021", "widowed since 2024"). */
const LIFE_EVENT = "(?:died|dies|passed(?: away| on)?|pass(?:ed)? away|married|remarried|wed|divorced|separated|widowed|moved|born|since|adopted|retired|lost (?:my|her|his|our) \\w+)";
const EVENT_LINK = "(?:\\s+(?:in|on|of|back|around|early|late|the|year|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|\\d{1,2}(?:st|nd|rd|th)?,?))";

/**
 * Whether `year` is said as the year of a figure ("tax brackets for year 2021", "the standard
 * deduction in 2019 for widow", "2026 standard deduction") rather than of a life event ("my husband
 * died in 2019, what is the standard deduction for a widow"): the figure and the year are joined only
 * by prepositions and the words "tax year", and no event verb governs the year (ADR 145). A year of
 * a figure asks that year's rules, whatever status or story the question also names.
 */
export function yearOfAFigure(text: string, year: number): boolean {
  const t = text.toLowerCase().replace(/’/g, "'");
  const y = String(year);
  const figureFirst = new RegExp(`\\b${FIGURE}${YEAR_LINK}{0,4}\\s+${y}\\b`);
  const yearFirst = new RegExp(`\\b${y}(?:'s)?${YEAR_LINK}{0,3}\\s+${FIGURE}\\b`);
  const event = new RegExp(`\\b${LIFE_EVENT}${EVENT_LINK}{0,4}\\s+${y}\\b`);
  // "we got married in 2024, what was the standard deduction that year": the figure of the year the story named (ADR 155).
  const thatYear = new RegExp(`\\b${FIGURE}\\b[^.?!]{0,40}\\b(?:for|in|of|during)?\\s*(?:that|the same) (?:year|yr)\\b|\\bthat (?:year|yr)'?s\\s+${FIGURE}`);
  if (new RegExp(`\\b${y}\\b`).test(t) && thatYear.test(t)) return true;
  // "back in 2023 when my wife died, what were the tax brackets": a figure asked in the past tense, the year told, is that
  // year's figure.
  if (new RegExp(`\\b(?:back )?in ${y}\\b`).test(t) && new RegExp(`\\b(?:what|how much|how many|which)\\s+(?:were|was)\\b[^.?!]*\\b${FIGURE}`).test(t)) return true;
  // "standard deduction married 2019": a status word right after the figure names whose figure, not a wedding (ADR 155).
  const statusLinked = new RegExp(`\\b${FIGURE}(?:\\s+(?:for|in|of|the|a|filing|married|single|jointly|separately|separate|couples?|mfj|mfs|hoh|head of household|widow(?:er)?s?)){1,4}\\s+${y}\\b`);
  if (statusLinked.test(t)) return true;
  return (figureFirst.test(t) || yearFirst.test(t)) && !event.test(t);
}

const OTHERS = ['ex', 'ex-wife', 'ex-husband', 'exwife', 'exhusband', 'neighbor', 'neighbour', 'friend', 'brother', 'sister', 'mom', 'mother', 'dad', 'father', 'boss', 'coworker', 'co-worker', 'colleague', 'cousin', 'uncle', 'aunt', 'roommate', 'landlord', 'client', 'customer', 'employee', 'girlfriend', 'boyfriend', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'parents', 'parent', 'son', 'daughter', 'someone', 'somebody', 'everyone', 'user', 'users', 'people', 'person', 'nanny', 'babysitter', 'housekeeper', 'caregiver', 'tenant'];
/** People outside the user's household and return: their address or profile is never the user's to see. */
const OUTSIDERS = 'neighbou?rs?|friends?|boss|co-?workers?|colleagues?|roommates?|landlord|tenants?|clients?|customers?|employees?|ex(?:-?(?:wife|husband))?|strangers?|classmates?|acquaintances?|nann(?:y|ies)|babysitters?|housekeepers?|caregivers?';
/** Other adults, never the user's children: a question about what they get is about their own return. */
const OTHER_ADULTS = 'brother|sister|friend|neighbou?r|boss|co-?worker|colleague|cousin|uncle|aunt|roommate|girlfriend|boyfriend|mom|mother|dad|father';
// A Form 1040 is a return: "his 1040" is his return (ADR 151).
const THEIR_THINGS = /\b(refund|return|returns|1040s?|estimate|taxes|tax bill|filing status|income|agi|magi|adjusted gross income|taxable income|wages|salary|w-?2|1099|documents?|ssn|social security number|profile|address|addresses|data|information|info|account|accounts|owe)\b/i;

/** The data of all (or the other) users of the app at once. */
const ALL_USERS = /\b(?:list|names|emails?|data|info(?:rmation)?|details|addresses|records|returns|refunds|accounts|profiles|ssns?)\s+(?:of|for|from)\s+(?:all|every|each|the other|other)\s+(?:the\s+|of the\s+)?(?:users|customers|clients|accounts|taxpayers|members|people)\b|\b(?:all|every|each|other)\s+(?:the\s+)?(?:users?|customers?|clients?|taxpayers?|members?)(?:'s|s'|')?\s+(?:data|info(?:rmation)?|details|emails?|addresses|returns?|refunds?|documents|accounts?|profiles?|names|ssns?)\b/;
/** Another person's account by its number: "user #4412", "client no. 17", "customer 77" (not "my account"). */
const NUMBERED_PERSON = /(?<!\b(?:my|our) )\b(?:users?|clients?|customers?|taxpayers?|members?|accounts?|persons?|profiles?|cases?)\s*(?:#|no\.?|number|id)?\s*:?\s*\d+/;
/**
 * A claim of authority ("i'm the IRS agent", "as an auditor", "this is tax support") gives no right to
 * another person's data: a request for a refund, return or documents after it is not the user's own.
 */
const CLAIMED_AUTHORITY = /\b(?:i'?m|i am|this is|we are|we're|as)\s+(?:the |an? |from the |from )?(?:(?!my\b|our\b|your\b)[a-z]+ )?(?:irs|internal revenue|treasury|fbi|police|government|auditor|admin(?:istrator)?|developer|support|staff|agent|officer|investigator|examiner|accountant for)\b/;
/** A claim to act for another person: "this client authorized me", "she gave me permission", "on his behalf", "i have power of attorney". */
const AUTHORIZED = /\b(?:authori[sz]ed|permitted|allowed) me\b|\b(?:gave|given|give|granted) me (?:permission|consent|access|authori[sz]ation)\b|\bi (?:have|got|hold) (?:their |his |her |the )?(?:permission|consent|authori[sz]ation|power of attorney|poa)\b|\bon (?:their|his|her|a client'?s) behalf\b|\bwith (?:their|his|her) (?:permission|consent)\b/;
/**
 * A profession that acts for others ("i'm a cpa", "as their tax preparer"). It may be the user's own
 * occupation ("i'm an accountant, what's the standard deduction"), so it is a claim of authority only
 * when the message also speaks of the person it would act for (a client, him, her, them).
 */
const PROFESSION = /\b(?:i'?m|i am|this is|we are|we're|as)\s+(?:the |an? |their |his |her |your )?(?:accountant|cpa|(?:tax )?preparer|enrolled agent|attorney|lawyer|bookkeeper|tax (?:pro|professional|advisor|adviser)|financial (?:advisor|adviser|planner)|representative|guardian|executor|trustee)\b/;
const OTHER_PARTY = /\b(?:clients?|customers?|him|her|them|their|his|someone|somebody|another|other)\b/;
/**
 * A person's data asked by their name ("maria lopez's profile", "jim walsh's return"): a name in the
 * possessive before one of their things. A name is a word the English model does not know (a word
 * like "employer's" or "bank's" is a thing's, and the user's own spouse is their return).
 */
function namedOwnersThing(t: string): boolean {
  for (const m of t.matchAll(/\b([a-z][a-z-]+)(?:'s|s')\s+(?:[a-z-]+\s+){0,2}?(refund|return|returns|estimate|taxes|tax bill|filing status|income|wages|salary|w-?2|1099|documents?|ssn|social security number|profile|address|data|information|info|account|accounts)\b/g)) {
    if (!englishWord(m[1]!)) return true;
  }
  return false;
}
/**
 * A spouse's own separate return asked about ("my wife files her own separate return, what deductions
 * does she get on hers"): married people who file separately each file their own return (Pub. 501,
 * Married Filing Separately), so what the spouse gets on it is someone else's return. Only when the
 * return is the spouse's (her/his own or separate return, "hers") and the question's subject is the
 * spouse ("does she get", "on hers"); "my wife and I file jointly" and "my husband files his own
 * return, should I file separately" ask about the user's own return.
 */
const SPOUSE = /\b(?:my|our)\s+(?:wife|husband|spouse)\b/;
const SPOUSES_RETURN = /\b(?:her|his)\s+(?:own\s+)?(?:separate\s+)?(?:tax\s+)?return\b|\b(?:on|in|for)\s+(?:hers|his)\b(?!\s+\w)/;
const SPOUSE_ASKED = /\b(?:does|do|can|could|will|would|should|is|must|may)\s+(?:she|he)\b|\b(?:what'?s|whats|what is|what are|how much is|how much are|how big is)\s+(?:her|his)\b|\b(?:she|he)\s+(?:gets?|can|could|should|would|will|must|may)\s+(?!file\b)\w+|\b(?:on|in|for)\s+(?:hers|his)\b(?!\s+\w)/;
function spousesOwnReturnAsked(t: string): boolean {
  return SPOUSE.test(t) && SPOUSES_RETURN.test(t) && SPOUSE_ASKED.test(t);
}
const OWN_THINGS = /\b(?:my|our) (?:own )?(?:refund|return|returns|estimate|taxes|tax bill|filing status|income|wages|salary|w-?2|1099|documents?|profile|address|data|information|info|account)\b/;

/** True when the message asks about another person's return, documents or data. */
export function asksAboutSomeoneElse(text: string): boolean {
  // "my friend said there's a cap …": a person named only as the one who said something is where the user heard it,
  // not whose return is asked about (ADR 155). A message that speaks of them again ("my parents said they claim me, how much
  // do they get back") is about them.
  const lower = text.toLowerCase().replace(/’/g, "'");
  const t = /\b(?:they|he|she|his|her|their|them|him)\b/.test(lower) ? lower : lower.replace(new RegExp(`\\bmy (?:${OTHERS.join('|')}) (?:said|says|told me|tells me|mentioned|thinks|thought|heard|claims|claimed)\\b`, 'g'), 'i heard');
  if (NUMBERED_PERSON.test(t) && THEIR_THINGS.test(t)) return true;
  // Everyone else's data at once ("the list of all users", "every customer's email"), ADR 120.
  if (ALL_USERS.test(t)) return true;
  const claimed = CLAIMED_AUTHORITY.test(t) || AUTHORIZED.test(t) || (PROFESSION.test(t) && OTHER_PARTY.test(t.replace(PROFESSION, ' ')));
  if (claimed && THEIR_THINGS.test(t) && !OWN_THINGS.test(t)) return true;
  if (namedOwnersThing(t)) return true;
  if (spousesOwnReturnAsked(t)) return true;
  // A person outside the household is no less someone else when the household speaks of them ("our nanny", ADR 159).
  const mine = new RegExp(`\\bmy (${OTHERS.join('|')})\\b|\\bour (?:${OUTSIDERS})\\b`).test(t);
  // "what about my brother, will he get the saver's credit": a credit another adult would get is theirs (Held-out 9).
  if (new RegExp(`\\bmy (${OTHER_ADULTS})\\b`).test(t) && new RegExp(`\\b(will|would|can|could|does|do|did|is)\\s+(he|she|they|my (?:${OTHER_ADULTS}))\\s+(get|receive|qualify|owe|pay|be eligible|be able to get|deduct|write off)\\b`).test(t) && !/\b(dependents?|claim|as my|me|us|my return)\b/.test(t)) return true;
  // What another person keeps on their own account ("the files my sister put on her account"): theirs (ADR 125).
  if (mine && /\b(?:on|in|from|under|to|into)\s+(?:his|her|their)\s+(?:own\s+)?(?:account|profile|login|dashboard)\b/.test(t)) return true;
  // What another person should file as ("my neighbor is a widow too, what filing status should she use"):
  // their own return's question, whatever the user's own status is (ADR 132).
  if ((mine || new RegExp(`\\b(?:my|our|a|the)\\s+(?:${OUTSIDERS})\\b`).test(t)) && /\b(?:filing status|file as|file jointly|file separately|head of household|return)\b/.test(t) && /\b(?:should|can|could|would|will|does|do|must|may)\s+(?:she|he|they)\s+(?:use|file|pick|choose|claim|take|qualify|be|go with|select)\b|\b(?:she|he|they)\s+(?:should|can|could|would|must)\s+(?:use|file|pick|choose|claim|qualify)\b/.test(t)) return true;
  // "my grandfather left me some stock … now I get a 1099-DIV": a form the user gets is the user's own.
  if (mine && theirThingNear(t) && !/\b(?:i|we)\s+(?:now\s+)?(?:get|got|receive|received|have|had)\s+(?:a|an|my|the|this)\s+(?:form\s+)?(?:w-?2|1099(?:-[a-z]+)?|1098)\b/.test(t)) return true;
  // What a person outside the household keeps in their own account ("my neighbor uses this app, what
  // did he put as his address", "my coworker's profile"): their data, whoever asks (ADR 120).
  if (new RegExp(`\\b(?:my|our|a|the)\\s+(?:${OUTSIDERS})\\b`).test(t) && /\b(?:his|her|their)\s+(?:(?:home|mailing|email|e-mail|street)\s+)?(?:address|profile|account|data|info(?:rmation)?|phone(?: number)?|email|e-mail|date of birth|dob|birthday|details)\b/.test(t)) return true;
  // "my dad is 82, does he have to file? what would his standard deduction be": what another adult must file, or a
  // figure of theirs, asked (ADR 159).
  if (new RegExp(`\\bmy (${OTHER_ADULTS})\\b`).test(t) && (/\b(?:does|do|will|would|must|should)\s+(?:he|she|they)\s+(?:have to|need to|got to|still)?\s*(?:file|pay)\b/.test(t) || /\b(?:his|her|their)\s+(?:standard deduction|deductions?|credits?|tax brackets?|brackets|filing requirement|tax rate)\b/.test(t))) return true;
  // "how much of my dads is taxable, hes on ss too": another adult's own benefits or income, the apostrophe typed or not.
  if (new RegExp(`\\bmy (?:${OTHER_ADULTS})(?:'s|s)\\s+(?:(?:social security|ss|benefits?|pension|income|wages|salary|ira|401k|taxes)\\b|(?:is|are|was|were)\\s+(?:taxable|taxed)\\b)`).test(t)) return true;
  if (!THEIR_THINGS.test(t)) return false;
  // "can u pull up my bfs w2", "my sisters refund": another adult's document or figure, the apostrophe typed or not.
  if (new RegExp(`\\bmy\\s+(?:bf|gf|bff|boyfriend|girlfriend|fianc[eé]e?|sister|brother|mom|dad|mother|father|friend|roommate|cousin|neighbou?r|coworker|co-worker|boss|ex|aunt|uncle|grandma|grandpa)(?:'s|s)\\s+(?:${THEIR_THINGS.source.slice(3, -3)})\\b`).test(t)) return true;
  const r = read(text.replace(/’/g, "'"));
  for (let i = 0; i < r.tokens.length; i++) {
    const tok = r.tokens[i]!;
    const next = r.tokens[i + 1];
    // "my neighbor's refund", "John's return", "other users' documents"
    if (next && (next.value === "'s" || next.value === "'") && (OTHERS.includes(tok.norm) || (tok.pos === 'PROPN' && i > 0))) return true;
  }
  if (/\b(other|another) (user|users|person|people|client|customer|taxpayer)('?s)?\b/.test(t)) return true;
  if (/\b(his|her|their)\s+(?:own\s+)?(refund|return|1040|taxes|estimate|w-?2|1099|ssn|income|documents?|filing status)\b/.test(t)) return true;
  // "our 16-year-old got a job, does she have to file": whether another person must file is their own return's question.
  if (/\b(?:does|do|will|would|must|should)\s+(?:he|she)\s+(?:have to|need to|got to|still have to|even have to)\s+file\b/.test(t)) return true;
  if (/\bfor (my )?(neighbor|neighbour|friend|brother|sister|boss|coworker|roommate|cousin)\b/.test(t) && /\b(refund|return|estimate|owe)\b/.test(t)) return true;
  return false;
}

/**
 * Money words said in the sentence that names another person ("my uncle's refund", "my dad made 40k") or in one that
 * speaks of them by a pronoun ("my dad retired. what will he get back"); a sentence about the user's own taxes beside one
 * that only mentions a relative ("I travel for the funeral of my uncle. How can I ask for more time for the taxes") is not.
 */
function theirThingNear(t: string): boolean {
  const THING = /\b(refund|return|make|makes|made|earn|earns|earned|owe|owes|paid|income|agi|magi|salary|taxes|w-?2|1099|estimate|get back|got back)\b/;
  const person = new RegExp(`\\bmy (?:${OTHERS.join('|')})\\b|\\bour (?:${OUTSIDERS})\\b|\\b(?:he|she|they|his|her|their|him|them)\\b`);
  return t.split(/(?<=[.?!;])\s+/).some((sentence) => THING.test(sentence) && person.test(sentence));
}

/** The fact with this id, if any. */
export function factById(id: string): Fact | undefined {
  return byId.get(id);
}

const TOPIC = /\b(wages?|social security|rates?|tax|taxes|deductions?|deduct\w*|credits?|brackets?|wage base|medicare|fica|salt|deadline|extension|box|forms?|1099(-[a-z]+)?|w-?2|1098|overtime|tips?|refunds?|capital gains?|dividends?|phase ?outs?|thresholds?|limits?|withholding|standard|std|deds?|refundable|eitc|eic|ctc|actc|agi|magi|hsa|ira|amt|qbi|penalty|penalties|401\s?\(?k\)?|403\s?\(?b\)?|distributions?)\b/i;

/** A word that asks ("how much can i write off", "is the soc sec taxable"): a statement ("retired, i get soc sec") has none. */
const ASKS_SOMETHING = /\b(?:how|what|whats|what's|when|which|why|where|who|is|are|can|could|do|does|did|should|will|would)\b/i;

/** A statement that is really a fact question ("social security rate", "std ded for hoh" (the abbreviations are topic words, ADR 125), "overtime deduction limit", "eitc max amounts": an abbreviation the base knows is a topic, ADR 069). */
export function soundsLikeFactQuestion(text: string, find: (q: string) => FactMatch | null = findFact): boolean {
  // A topic said in everyday words ("soc sec", "write off", "lost money on stocks") is read in the base's words too (ADR 132).
  if (!(TOPIC.test(text) || (ASKS_SOMETHING.test(text) && TOPIC.test(inFactWords(text)))) || (/\b(ssn|social security (number|no|#))\b/i.test(text) && !asksSsnRequirement(text)) || /@|\d{5}|\d{3}[-.)\s]\d{3}|\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b/.test(text)) return false;
  return find(text) !== null;
}

/**
 * Whether a fact answers the question that was asked, not a neighbouring one (issue 18, ADR 076).
 * Retrieval (facts-search.ts) finds the closest fact by its words; the checks here read what the
 * question asks for and set aside a fact that cannot answer it, so the reply is the right fact or
 * "I don't know", never another fact that shares the words:
 * - a filing status named in the question is the status the answer gives figures for;
 * - a rate ("rate", "percent", "how is X taxed") is answered only by a fact that states a rate;
 * - whether something is taxed ("pay tax on X", "is X taxable") only by a fact about taxation;
 * - the refundable part of a credit ("get back as a refund") only by a fact about the refund;
 * - Social Security received (checks, benefits) only by a fact about the benefits, never the payroll tax,
 *   and the payroll tax ("social security tax") never by the benefits;
 * - money put into a retirement account only by a fact about contributions, never one about withdrawals;
 * - whether X is taxed, its rate or whether it may be deducted is never a form's box, unless the form or a box is named;
 * - a number is a form's box only when it is spoken of as a box (or line), or follows the form's name;
 * - a box named ("box 5", "box 12 code D") is the fact's box, never another box of the form (ADR 077);
 * - a subject of an exclusive family named (federal income tax / Social Security / Medicare, brackets /
 *   standard deduction, home / car / student loan, tips / overtime) is the fact's own subject (ADR 077);
 * - the rare words of an opening condition ("if i file form 4868, …") are covered by the fact (ADR 077).
 * And how a question is routed: the user's own figures (the estimate, the income on their documents)
 * only when the question is about their own amounts, not when "I" appears in a rule's condition
 * ("is there a minimum where I don't owe …"); a form someone sent the user is the user's own.
 */
import type { FilingStatus } from '#shared/enums';
import { INVERTED_TAX_QUESTION, statusInText } from '#shared/chat/questions';
import { spanishQuestion } from './spanish';
import { FACTS_2025, type Fact } from '#shared/tax/2025/facts';
import { asksAboutSomeoneElse, factById, findFact, formNamed, inFactWords, knownTerms, namesOtherCredit, rareTerms, spellingFixed, undictated, type FactMatch } from './facts-search';

/** The filing statuses a text names outright (a bare "married" or "couple" is none of them). */
const NAMED: Array<[FilingStatus, RegExp]> = [
  ['married_filing_separately', /\b(married filing separate(?:ly)?|fil(?:e|es|ed|ing) separate(?:ly)?|separate returns?|separately|mfs|married separate)\b/i],
  ['married_filing_jointly', /\b(married filing jointly|fil(?:e|es|ed|ing) jointly|fil(?:e|es|ed|ing) together|jointly|joint returns?|mfj)\b/i],
  // "head of house hold": the compound split in two, as autocorrect and dictation write it, is the same word (ADR 151).
  // "head of house": the status said short, as a second language says it (held-out 37).
  ['head_of_household', /\b(head of (?:the )?house(?:[\s-]?hold)?|hoh)\b/i],
  ['qualifying_widow', /\b(qualifying (?:surviving spouse|widow(?:er)?)|surviving spouse|widow(?:er)?|qss)\b/i],
  ['single', /\bsingle\b(?! (?:mom|mum|dad|parent|mother|father|income|job|w-?2|employer|document|form)\b)/i],
];

/**
 * The filing status a question is about. The most specific words win: "a married couple files
 * separately" is Married Filing Separately (a couple is married either way; "separately" says
 * which return). A bare "married"/"couple" is the joint return, as before; two named statuses keep
 * the order of `statusInText`.
 */
export function askedStatus(text: string): FilingStatus | null {
  const named = statusesAsked(text);
  if (named.length === 1) return named[0]!;
  if (named.length === 0) {
    // A misspelt status word ("married filing seperately") is read as its own status, by the
    // spelling fallback of ADR 079, before a bare "married" could make it the joint return (ADR 069).
    const fixed = spellingFixed(text);
    const spelt = fixed !== text ? statusesAsked(fixed) : [];
    if (spelt.length === 1) return spelt[0]!;
    // "married filing <a word read as no status>": which return is not known, so none is taken.
    if (/\bmarried\s+filing\s+(?!joint)\p{L}/iu.test(fixed)) return null;
  }
  return statusInText(text);
}

/** The statuses a question names outright, two or more when it compares them ("jointly vs separately", "joint or separate"). */
export function statusesAsked(text: string): FilingStatus[] {
  const named = NAMED.filter(([, re]) => re.test(text)).map(([s]) => s);
  // "joint or separate", "separate vs joint": the bare adjectives name the married statuses when compared.
  if (/\bjoint\b[^.?]{0,20}\b(?:or|vs\.?|versus|and)\b[^.?]{0,12}\bseparate\b|\bseparate\b[^.?]{0,20}\b(?:or|vs\.?|versus|and)\b[^.?]{0,12}\bjoint\b/i.test(text)) {
    for (const s of ['married_filing_jointly', 'married_filing_separately'] as const) if (!named.includes(s)) named.push(s);
  }
  // In the order the question names them.
  const at = (s: FilingStatus) => NAMED.find(([x]) => x === s)![1].exec(text)?.index ?? (s === 'married_filing_jointly' ? text.search(/\bjoint/i) : text.search(/\bseparate/i));
  return named.sort((a, b) => at(a) - at(b));
}

/** The statuses an answer gives figures for ("married" alone covers both married statuses). */
function statusesIn(answer: string): Set<FilingStatus> {
  const out = new Set<FilingStatus>();
  for (const [s, re] of NAMED) if (re.test(answer)) out.add(s);
  if (/\bjoint\b/i.test(answer)) out.add('married_filing_jointly');
  if (/\bmarried\b(?! filing)/i.test(answer)) {
    out.add('married_filing_jointly');
    out.add('married_filing_separately');
  }
  return out;
}

/**
 * Whether `fact` answers for the filing status the question names. A fact of one status answers
 * only for it. A fact that names no status is the same for everyone. A fact that lists figures by
 * status including Single ("$48,350 (single), $96,700 (joint), …") answers only for the statuses it
 * lists; one that names only exceptions to its figure ("$200,000 ($400,000 married filing
 * jointly)") answers for every other status with the main figure.
 */
export function answersForStatus(status: FilingStatus | null, fact: Fact): boolean {
  if (!status) return true;
  if (fact.status) return fact.status === status;
  const named = statusesIn(fact.answer);
  if (named.size === 0 || named.has(status)) return true;
  return !named.has('single');
}

/**
 * The share of everyone's pay that goes to a tax ("what cut of my wages goes to medicare", "how much
 * of each paycheck goes to social security"): a rate, not the user's own amount (that is "went").
 */
const SHARE_OF_PAY = /\b(?:what|which)\s+(?:cut|share|portion|part|fraction|chunk|slice|piece)\s+of\s+(?:my|your|our|a|the|each|every|one's)\s+(?:wages?|pay|paychecks?|paycheques?|salary|earnings|check)\s+(?:goes|go|is going)\b|\bhow much of\s+(?:my|your|our|a|the|each|every)\s+(?:wages?|pay|paychecks?|paycheques?|salary|earnings|check|dollar)\s+(?:goes|go)\s+to\b/i;
/** A question that asks a rate: "rate", "percent", "%", "how is X taxed", "taxed at", a share of pay. */
const ASKS_RATE = new RegExp(`\\brates?\\b|\\bpercent(?:age)?\\b|%|\\bhow (?:is|are|was|were|do|does|will) [^?.]{1,50}\\btaxed\\b|\\btaxed at\\b|${SHARE_OF_PAY.source}`, 'i');
/** A question that asks whether something is taxed: "pay tax on X", "is X taxable", "X taxed". */
// "total tax on the 1040" names where a tax is reported, not what is taxed (ADR 159).
const ASKS_TAXED = /\b(?:pay|paying|owe|owing) (?:any )?(?:income |federal )?tax(?:es)? on\b|\btax(?:es)? on (?:my|the|a|an|our)\b(?!\s+(?:form\s+)?(?:1040|return|tax return|w-?2|1099|line|box)\b)|\btaxable\b(?!\s+(?:income|amount|wages|earnings|part|portion|interest|dividends|compensation))|\btaxed\b|\btax[- ]free\b/i;
/** A fact that states how something is taxed. */
const STATES_TAXED = /\b(taxable|taxed|tax on|tax[- ]free|exempt|deduct(?:ion|ible)?)\b/i;
/** Social Security received, not the payroll tax: "social security checks", "collect social security". */
const ASKS_BENEFITS = /\b(?:social security|ssa|ss)(?: retirement| disability)? (?:checks?|benefits?|payments?|income|deposits?)\b|\b(?:collect|collecting|receive|receiving|draw|drawing|get|getting|on) (?:my )?(?:social security|ssa)\b(?! (?:number|card|tax|rate|wage))|\bssa-?1099\b/i;
/** The Social Security payroll tax named: "social security tax", "social security withheld", OASDI. */
const PAYROLL_SOCIAL_SECURITY = /\b(?:social security|ss) (?:tax(?:es)?|withholding|withheld)\b|\boasdi\b/i;
/** Money put into a retirement account ("how much can i put in my ira"), not taken out of it. */
const ASKS_CONTRIBUTION = /\b(?:put|putting|contribute|contributing|contributions?|deposit|depositing|save|saving|stash)\b[^.?]{0,25}\b(?:ira|roth|401\s?\(?k\)?|403\s?\(?b\)?|hsa|retirement)\b/i;
/** The refundable part of a credit: a credit, and a refund or "get back". */
export function asksRefundOfCredit(q: string): boolean {
  return /\bcredits?\b|\bctc\b|\beitc\b|\baotc\b/i.test(q) && /\brefund(?:s|ed|able)?\b|\bget (?:it |some |any |part )?back\b|\bpaid out\b|\bback as\b/i.test(q);
}

/** Words that say nothing about which thing is taxed (nor whether it is: "is it true X aren't taxed anymore" asks about X). */
const GENERIC = new Set('income money pay paid my the a an our your their his her it that this these those them they stuff part all any some get got be being been will would really also still actually even i me we us you from to for of in on at with by do does did have has had when if just take took taken true right correct not no never arent aren isnt isn anymore longer now'.split(' '));

/** The words of a phrase that name a thing: no generic word, no number, a plural made singular ("tips" → tip). */
function thingWords(phrase: string): string[] {
  return phrase.split(/[^a-z0-9-]+/).filter((w) => w.length > 1 && !GENERIC.has(w) && !/^\d+$/.test(w)).map((w) => w.replace(/(?<=[a-z]{3})s$/, ''));
}
/** Whether a text names at least half the words of a thing (each as the start of a word). */
function namesHalf(words: string[], text: string): boolean {
  return words.filter((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text)).length >= words.length / 2;
}

/**
 * The words naming the thing a question asks to be taxed or not: "is my unemployment income
 * taxable" → unemployment; "pay tax on my tips" → tips; "how are qualified dividends taxed" →
 * qualified, dividends. None for "is that taxable".
 */
export function taxedThing(question: string): string[] {
  const q = question.toLowerCase().replace(/’/g, "'");
  const m =
    /\b(?:is|are|was|were|will|would)\s+(.+?)\s+(?:be\s+)?(?:taxable|taxed|tax[- ]free)\b/.exec(q) ??
    /\b(?:pay|paying|owe|owing)\s+(?:any\s+)?(?:income\s+|federal\s+)?tax(?:es)?\s+on\s+([^,.;?!]+)/.exec(q) ??
    /\bhow\s+(?:is|are|do|does|will)\s+(.+?)\s+(?:get\s+|be\s+)?taxed\b/.exec(q) ??
    /\btax(?:es)?\s+on\s+([^,.;?!]+)/.exec(q);
  if (!m) return [];
  return thingWords(m[1]!);
}

/**
 * The words naming the thing a question asks to deduct: "is the alimony i pay deductible" → alimony;
 * "can we deduct the interest on our car loan" → interest, car, loan. The clause stops at a condition
 * ("… if i moved"). None when the question does not ask whether something is deductible.
 */
export function deductedThing(question: string): string[] {
  const q = question.toLowerCase().replace(/’/g, "'");
  const m =
    /\b(?:is|are|was|were)\s+(.+?)\s+(?:(?:tax|fully|partly|partially|still|even)[- ])?deductible\b/.exec(q) ??
    /\b(?:can|could|may|do|should)\s+(?:i|we|you)\s+(?:also\s+|still\s+|even\s+)?(?:deduct|write off|take a deduction for|claim a deduction for)\s+([^,.;?!]+)/.exec(q);
  if (!m) return [];
  const thing = m[1]!.split(/\b(?:if|since|because|when|while|even|as long as|from|on my|on our|on the)\b/)[0]!;
  return thingWords(thing).filter((w) => !/^(?:deduct\w*|tax|taxe|expense|costs?|how|much|what|is|are)$/.test(w));
}

/** W-2 box 12's codes (Instructions for Forms W-2 and W-3, box 12 codes) said after the box; A is left out, "box 12 a" being box 12a ("code A" still names it). */
const BOX12_CODES = 'B|C|D|E|F|G|H|J|K|L|M|N|P|Q|R|S|T|V|W|Y|Z|AA|BB|DD|EE|FF|GG|HH|II';

/**
 * The boxes a question names as boxes ("box 5", "boxes 1 and 2", "box 12 code D"), with the code
 * named after box 12 if any.
 */
export function boxesAsked(text: string): { boxes: string[]; code: string | null } {
  const boxes: string[] = [];
  // A return's items are lines ("1040 line 25a"): a line named is checked like a box (ADR 120).
  for (const m of text.matchAll(/\b(?:box(?:es)?|lines?)\s*#?\s*(\d{1,2}[a-z]?)\b((?:\s*(?:,|and|or|&)\s*\d{1,2}[a-z]?\b)*)/gi)) {
    boxes.push(m[1]!.toLowerCase(), ...(m[2]!.match(/\d{1,2}[a-z]?/gi) ?? []).map((b) => b.toLowerCase()));
  }
  // The code said with its word ("code D"), or as the capital letters box 12 prints right beside the box ("DD in box 12",
  // "box 12 DD"; W-2 instructions, box 12 codes A–HH).
  // "box 12 with letters DD": the code said as the capital letters it is.
  const code = (/\bcode\s+([a-z]{1,2})\b/i.exec(text)?.[1] ?? /\bletters?\s+([A-Z]{1,2})\b/.exec(text)?.[1] ?? /\b([A-Z]{1,2})['"’”]?\s+(?:in|on|from)\s+(?:the\s+)?box\s*12\b/.exec(text)?.[1] ?? new RegExp(`\\bbox\\s*12[a-d]?\\s+(?:(?:says|shows|has|reads|with)\\s+(?:an?\\s+)?)?(${BOX12_CODES})\\b`, 'i').exec(text)?.[1])?.toUpperCase() ?? null;
  return { boxes, code };
}

/**
 * Whether the fact is about a box the question names: the boxes of the fact's own topic (its question
 * and search words), or, for a fact that names none there, the boxes its answer speaks of. "form 1098
 * box 5" is never answered with box 9, "box 12 code D" never with code E.
 */
function answersBoxAsked(question: string, fact: Fact): boolean {
  const { boxes, code } = boxesAsked(question);
  if (boxes.length === 0 && !code) return true;
  const own = boxesAsked(`${fact.question} ${fact.terms}`);
  const factBoxes = own.boxes.length ? own.boxes : boxesAsked(fact.answer).boxes;
  if (boxes.length && !boxes.some((b) => factBoxes.includes(b))) return false;
  // A code asked ("code Q in box 12") is answered only by that code's fact: the box's general fact does not say what
  // one code means, and a code the fact base lacks is not known.
  // A code's fact answers only a question that names its code: "what are the codes in box 12" is the box's general fact (ADR 155).
  return code ? own.code === code : !own.code;
}

/**
 * Subjects that exclude each other: a question that names one of a family is answered only by a fact
 * whose own topic (its question and search words, not the answer, which may mention neighbours)
 * names it too, when that topic names any of the family. "Federal tax withheld" is not Medicare tax
 * withheld, the brackets are not the standard deduction, a car loan is not a mortgage, overtime is
 * not tips.
 */
const SUBJECTS: Array<Record<string, RegExp>> = [
  {
    income: /\b(?:federal|income)(?: income)? tax(?:es)?\b|\bfederal withholding\b/i,
    socialSecurity: /\bsocial security\b(?! (?:number|card|no\b))|\boasdi\b/i,
    medicare: /\bmedicare\b/i,
  },
  { brackets: /\bbrackets?\b/i, standardDeduction: /\bstandard deduction\b/i, seniorDeduction: /\bsenior deduction\b/i },
  { home: /\bmortgages?\b|\bhome (?:loan|equity)\b|\bhouse loan\b/i, car: /\b(?:car|auto|vehicle)s?\b/i, student: /\bstudent loans?\b/i },
  { tips: /\btips?\b|\btipped\b/i, overtime: /\bovertime\b/i },
  // A pension or retirement plan's distribution (Form 1099-R) is not Social Security benefits (Form SSA-1099): IRC §72 and
  // §86 tax them by different rules (ADR 161).
  // Named beside Social Security ("social security and a pension, will part of the social security be taxed"), the
  // question is Social Security's: only a question that names no Social Security is the pension's.
  { pension: /^(?![\s\S]*\b(?:soc(?:ial)?\.? ?sec(?:urity)?|ssa)\b)[\s\S]*?(?:\bpensions?\b|\bannuit(?:y|ies)\b|\b1099-?r\b)/i, benefits: /\bsocial security (?:benefits?|checks?|income|payments?)\b|\bssa-?1099\b/i },
];

/** The subjects of `SUBJECTS` a text names. */
function subjectsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const family of SUBJECTS) for (const [name, re] of Object.entries(family)) if (re.test(text)) out.add(name);
  return out;
}

export function answersSubjectAsked(question: string, fact: Fact): boolean {
  const asked = subjectsIn(inFactWords(question));
  if (asked.size === 0) return true;
  const own = subjectsIn(`${fact.question} ${fact.terms}`);
  // A box of a form speaks of what the form is about: Form 1098's box 6 (points) is the mortgage's (ADR 120).
  const form = fact.form && !fact.id.startsWith('form-') ? factById(`form-${fact.form}`) : undefined;
  const said = subjectsIn(`${fact.question} ${fact.terms} ${fact.answer}${form ? ` ${form.question} ${form.terms} ${form.answer}` : ''}`);
  return SUBJECTS.every((family, i) => {
    const names = Object.keys(family);
    const q = names.filter((n) => asked.has(n));
    if (q.length === 0) return true;
    // Beyond the kinds of tax and the brackets (words many questions use in passing: "federal tax on
    // tips", "0 % capital gains bracket"), the
    // subject named is the fact's: it speaks of it somewhere ("is overtime deductible" is never the EIC).
    if (i > 1 && !q.some((n) => said.has(n))) return false;
    const f = names.filter((n) => own.has(n));
    return f.length === 0 || q.some((n) => f.includes(n));
  });
}

/**
 * A condition that opens the question and changes its answer ("if i file form 4868, when is my return
 * due" asks the extended date): its words that only a few facts know (a form number, "extension")
 * must be in the fact that answers, or the fact answers another question.
 */
const OPENING_CONDITION = /^\s*(?:even if|if|unless|in case|assuming|once|after)\s+(?!(?:how|what|which|when|where|who)\b)(.+?)(?=\s*[,;?]|\s+(?:when|what|whats|what's|how|which|where|who|will|would|do|does|did|can|could|should|is|are|am)\b)/i;
export function coversCondition(question: string, fact: Fact): boolean {
  const m = OPENING_CONDITION.exec(question);
  if (!m) return true;
  const rare = rareTerms(inFactWords(m[1]!));
  if (rare.length === 0) return true;
  const text = `${fact.question} ${fact.terms} ${fact.answer}`.toLowerCase();
  return rare.some((t) => new RegExp(`(?<![a-z0-9])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text));
}

/**
 * The dimension a question asks of its subject, and what a fact must state to answer it (ADR 115):
 * - a phase-out ("phase out", "income limit where it starts going away", "at what income does it
 *   drop"): the fact states how the figure falls as income rises;
 * - where on a form ("where is X on the 1040", "which line", "what box"): the fact names a line, a box
 *   or a schedule, or is a form's own fact;
 * - an amount ("how much", "what is the limit", "the maximum"): the fact states a dollar figure or a
 *   percentage. How much time is a duration, not an amount; a form's box says what it reports;
 * - the user's own figure ("what's my agi"): no fact, only the user's estimate.
 */
const ASKS_PHASE_OUT = /\bphase[- ]?outs?\b|\bphas(?:es|ed|ing) out\b|\bphaseouts?\b|\bphase[- ]?downs?\b/i;
const STATES_PHASE_OUT = /\bphas\w*[- ]?(?:out|down)\b|\bphaseout\b|\breduc(?:e|es|ed|ing|tion)\b|\bfall(?:s|ing)?\b|\bgone\b/i;
// "where does the 20 % rate start" asks at what income, not where on a form (ADR 135).
const ASKS_WHERE = /^\s*(?:(?:so|ok|okay|and|but|um|uh|hey)\W+)*where\b(?![^?.]*\b(?:starts?|begins?|kicks? in|ends?|stops?|cuts? off|phases? (?:in|out))\b)|\bwhere (?:on|in) (?:the|my|a|your|our) (?:form|return|1040|w-?2|1099|1098|schedule)\b|\b(?:which|what) (?:line|box|schedule|part\b(?!\s+of\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(?:[a-z-]+\s+){0,3}?(?:credits?|tax(?:es)?|deductions?|refunds?|income|benefits?|pay|wages|check)\b))\b/i;
const STATES_WHERE = /\b(?:line|box|schedule)\s+[0-9a-z]{1,3}\b|\bform\s+\d{4}\b/i;
const ASKS_AMOUNT = /\bhow much\b(?!\s+(?:time|longer|more time|later|sooner|earlier))|\bhow big\b|\b(?:what|whats|what's) (?:is |are )?the (?:amount|limit|cap|maximum|max)\b/i;
const STATES_AMOUNT = /\$\s?\d|\d\s?%/;

/**
 * What a loss was made on ("sold my timeshare at a loss", "lost a bunch on crypto"): the words after
 * the selling or the losing, up to two.
 */
const LOST_ON = /\b(?:sold|sell(?:ing)?|sale of|(?:lost|losing|lose|loss(?:es)?)\s+(?:(?:a (?:bunch|lot|ton)|money|big|some money)\s+)?(?:on|in))\s+(?:(?:my|our|the|a|an|some|his|her|their|all|these|those|that|this|of)\s+)*([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)/gi;
const NOT_A_THING = new Set('it them that this stuff something things thing money at and or but last year this year which so for when to and'.split(' '));
/** What a loss is named by ("stock losses", "boat loss"): the word before it, unless it only says how big or whose. */
const LOSS_OF = /\b([a-z][a-z-]*)\s+loss(?:es)?\b/gi;
const NOT_A_KIND = new Set('net big huge large small total overall some any these those my our your his her their the a an of tax deductible possible prior past previous unused remaining excess my own real paper realized unrealized'.split(' '));
/**
 * A loss is deductible as a capital loss only on what the fact names (stocks, shares, crypto): "sold
 * my timeshare at a loss" or "lost money on my boat" (personal-use property, IRC §165(c)) is no
 * capital-loss question the base can answer.
 */
export function lossOnWhatFactNames(question: string, fact: Fact): boolean {
  const q = question.toLowerCase().replace(/’/g, "'");
  if (!/\b(?:loss(?:es)?|lost|losing|lose)\b/.test(q)) return true;
  const text = `${fact.question} ${fact.terms} ${fact.answer}`.toLowerCase();
  if (!/\bloss/.test(text)) return true;
  for (const m of q.matchAll(LOST_ON)) {
    const words = m[1]!.split(/\s+/).filter((w) => !NOT_A_THING.has(w) && !GENERIC.has(w));
    if (words.length && !words.some((w) => new RegExp(`\\b${w.replace(/s$/, '')}`).test(text))) return false;
  }
  // "my boat losses", "gambling losses": a loss named by what it was on (ADR 120).
  for (const m of q.matchAll(LOSS_OF)) {
    const w = m[1]!;
    if (NOT_A_KIND.has(w) || NOT_A_THING.has(w) || GENERIC.has(w) || /^\d/.test(w)) continue;
    if (!new RegExp(`\\b${w.replace(/s$/, '')}`).test(text)) return false;
  }
  return true;
}

/**
 * The user's own figure asked ("what's my agi", "what was our taxable income"): a line of the form or
 * a rule is not it; only the user's estimate is (builtin.ts), so no fact answers.
 */
const OWN_FIGURE = /\b(?:what(?:'s|s| is| was| are| were)?|how much (?:is|was)|tell me|show me)\s+(?:my|our)\s+(?:(?:total|own|actual)\s+)?(?:agi|magi|adjusted gross income|taxable income|total income|total tax|tax bill|balance due|amount (?:owed|due))\b/i;

export function answersDimensionAsked(question: string, fact: Fact): boolean {
  if (OWN_FIGURE.test(question.replace(/’/g, "'"))) return false;
  const q = inFactWords(question);
  const text = `${fact.question} ${fact.terms} ${fact.answer}`;
  if (ASKS_PHASE_OUT.test(q) && !STATES_PHASE_OUT.test(text)) return false;
  if (ASKS_WHERE.test(question) && !fact.form && !STATES_WHERE.test(`${fact.answer} ${fact.source}`)) return false;
  if (ASKS_AMOUNT.test(question) && !fact.form && !STATES_AMOUNT.test(fact.answer)) return false;
  // The Social Security wage base is a limit (IRC §3121(a)(1)): it answers a question about where the tax stops, never
  // whether the tax is taken at all ("do they still take social security tax out of my wages").
  if (/\bwage base\b/i.test(fact.question) && !ASKS_LIMIT.test(q)) return false;
  // "what's the most wages social security tax applies to": the limit asked, no rate, is the wage base's (ADR 169).
  if (fact.id === 'social-security-rate' && /\b(?:most|max\w*|cap|capped|limit|ceiling|cutoff|cut off|stops?)\b/i.test(q) && !/\b(?:rate|percent|percentage|%)\b/i.test(q)) return false;
  return true;
}

/** Whether a payroll tax is paid or taken at all ("do they still take social security tax out", "do i still pay medicare tax on that"). */
const PAYS_PAYROLL_TAX = /\b(?:do|does|will|would|should|must|am|is|are|can)\s+(?:i|we|you|they|my employer|employers?|my job)\s+(?:still\s+|even\s+|also\s+|have to\s+|need to\s+|got to\s+)*(?:pay|paying|owe|take|takes|taking|withhold|withholding|deduct|deducting)\s+(?:any\s+)?(?:social security|ss|medicare|fica|payroll)\b/i;

/** A question about a limit: a base, a maximum, a cap, an amount over which or up to which. */
const ASKS_LIMIT = /\b(?:base|max\w*|cap|caps|capped|limits?|limited|ceiling|up to|stops?|stopped|stopping|over|above|beyond|past|more than|exceed\w*|how much of|most|highest|top|taxable earnings|earnings|income|cutoff|cut off|threshold|contribution|benefit)\b/i;

/**
 * Facts that ask whether a thing may be deducted when the thing has a fact of its own ("Can I deduct half
 * of my self-employment tax?" beside "What is the self-employment tax rate?"): they answer only a
 * question that speaks of deducting; "whats the se tax" asks the tax itself (ADR 132).
 */
const DEDUCTING_OTHER = new Set(
  FACTS_2025.filter((f) => {
    const thing = /^can i deduct (?:half of |part of )?(?:my |the )?(.+?)(?: in \d{4})?\?$/i.exec(f.question)?.[1]?.toLowerCase();
    return !!thing && FACTS_2025.some((o) => o !== f && o.question.toLowerCase().includes(thing));
  }).map((f) => f.id),
);
const SPEAKS_OF_DEDUCTING = /\bdeduct\w*|\bwrite[- ]?offs?\b|\bwrite\b[^.?]{0,20}\boff\b|\bdeduction\b|\bsubtract\w*|\btake off\b/i;

/**
 * Subjects the base holds no fact about, whose questions share words with facts it has (ADR 138): renting
 * out a home (Schedule E, the 14-day rule), money given (gifts, crowdfunding: IRC §102) gambling
 * (winnings, losses: Schedule A line 16) and insurance premiums. A question on one is answered only by a fact that names it, so
 * "can i deduct my losses" after a casino win is never the capital-loss limit.
 */
const SUBJECTS_OUTSIDE_BASE = [
  /\b(?:rent(?:s|ed|ing)?\s+(?:out\s+)?(?:my|our|the|a|an|his|her)\s+(?:house|home|place|condo|apartment|apt|room|rooms|cabin|property|duplex|basement|guest ?house)|rentals?|airbnb|vrbo|short[- ]term rent\w*|landlord|tenants?)\b/i,
  /\b(?:gifts?|gifted|gofundme|go ?fund ?me|crowd-?fund\w*|donat\w*|inheritance|inherited)\b/i,
  // Insurance premiums (car, home, life): no fact on deducting them; a fact naming insurance (W-2 box 12 code C) still answers.
  /\b(?:insurance|premiums?)\b/i,
  // Retirement and other subjects with no fact of their own (ADR 155): required minimum distributions, qualified charitable
  // distributions, Roth conversions, Form 1099-K, W-2G, the standard mileage rate.
  /\b(?:required minimum distributions?|rmds?|qualified charitable distributions?|qcds?|roth conversions?|conver(?:t|ting|sion)\b[^.?]{0,25}\broth|backdoor roth|1099-?k|w-?2-?g|mileage)\b/i,
  // An employer's payroll returns (Forms 941, 940, 944, W-3, 1096), no fact of an individual's return (ADR 159).
  /\b(?:form\s+)?(?:941|940|944|w-?3|1096)(?:-?x)?\b|\bpayroll tax (?:returns?|deposits?|filings?)\b/i,
  // Wash sales (IRC §1091), household employment taxes (Schedule H) and retirement-account limits (ADR 159).
  /\b(?:wash[- ]sales?|nanny tax(?:es)?|household employees?|household employment tax(?:es)?|schedule h|(?:income|contribution|deposit)\s+(?:limits?|caps?|max(?:imum)?|phase[- ]?outs?)\b[^.?]{0,30}\b(?:roth|ira|401\s?\(?k\)?|403\s?\(?b\)?|hsa|sep)|(?:roth|ira|401\s?\(?k\)?|403\s?\(?b\)?|hsa|sep)(?:\s+ira)?\s+(?:\w+\s+)?(?:income|contribution|deposit)\s+(?:limits?|caps?|max(?:imum)?|phase[- ]?outs?))\b/i,
  // Foreign bank and financial accounts (FinCEN Form 114, the FBAR; Form 8938 under FATCA): no fact of the base.
  /\b(?:fbar|fincen(?:\s+(?:form\s+)?114)?|form\s+8938|foreign\s+(?:bank\s+|financial\s+)?accounts?|(?:bank|savings|brokerage)\s+accounts?\s+(?:in|abroad|overseas|outside)\b(?!\s+(?:the\s+)?(?:us|u\.s\.|united states|america)\b))/i,
  // Living or serving abroad (the automatic two-month extension of Pub. 54, combat zone rules of Pub. 3): no fact of the
  // base, and the general due date or Form 4868 is another question (ADR 169).
  /^(?=[\s\S]*\b(?:stationed|deployed|deployment|overseas|abroad|outside (?:of )?(?:the )?(?:us|u\.s\.|united states|country)|apo|fpo)\b)(?=[\s\S]*\b(?:extra time|more time|extensions?|extend\w*|past april|after april|later|combat)\b)|\bcombat (?:zone|pay)\b/i,
  // Deductions invented, faked or hidden ("what deductions can I invent?"): no fact answers a claim that is not true.
  /\b(?:invent\w*|make up|made up|fake|faked|fabricat\w*|lie about|cheat\w*|hide (?:my )?income)\b/i,
  /\b(?:gambl\w*|casinos?|slot machines?|slots|lottery|lotto|poker|blackjack|roulette|jackpots?|sports ?(?:bets?|betting|book)|betting|bets|wagers?|draftkings|fanduel|raffles?|bingo|scratch ?offs?|scratchers?)\b/i,
];

/**
 * Questions whose answer is a rule the fact base must state, or none answers (ADR 147): whether the user must
 * file at all (the gross-income filing requirement, Pub. 501 "Who Must File") is no figure of another fact (the
 * documents to bring, the standard deduction); whether someone may claim the user (the qualifying child's age and
 * student tests, Pub. 501 Table 4) is no credit amount.
 */
const RULES_ASKED: Array<[asked: RegExp, stated: RegExp]> = [
  // "when do i have to file by" asks the due date, a fact the base has: only whether to file at all is this rule.
  // "what documents do i need to file" asks what to bring, not whether to file (ADR 159).
  [/(?<!\b(?:when|what date|what day)\s+)(?<!\b(?:what|which)\s+(?:\w+\s+)?(?:documents?|docs|forms?|papers?|paperwork|info(?:rmation)?|stuff|things|records|receipts)\s+)\b(?:do|does|did|am|are|is|will|would)\s+(?:i|we|you)\s+(?:even\s+|still\s+|really\s+|actually\s+)?(?:need|have|got|required)\s+to\s+file\b(?!\s+by\b)(?!\s+(?:form|schedule|a\s+(?:form|schedule)|for an extension|an extension))/i, /\b(?:you must file|required to file|(?<!fatca )filing requirement)\b/i],
  [/\bclaim\s+(?:me|us)\b|\b(?:am i|i'?m|i am)\s+(?:still\s+)?(?:a|their|his|her)\s+dependent\b/i, /\bage test\b|\bfull[- ]time student\b/i],
  // "can i take the american opportunity credit myself or do my parents have to": who of a dependent student and the
  // parents claims a credit turns on the dependency (Pub. 970, "Who Can Claim"), no amount of the credit.
  [/\b(?:i|me|myself)\b[^.?]{0,60}\bor\s+(?:do|does|can|should|would|will|must)\s+(?:my|our)\s+(?:parents?|mom|dad|mother|father|folks)\b|\b(?:my|our)\s+(?:parents?|mom|dad|mother|father|folks)\s+or\s+(?:me|i|myself)\b/i, /\bclaims? you\b|\bwho can claim\b/i],
];

/** Whether `fact` can answer what `question` asks (its status aside: see answersForStatus). */
export function answersAsked(question: string, fact: Fact): boolean {
  const text = `${fact.question} ${fact.terms} ${fact.answer}`;
  if (DEDUCTING_OTHER.has(fact.id) && !SPEAKS_OF_DEDUCTING.test(inFactWords(question))) return false;
  // A box of a form named by its number ("1099-MISC box 3, i won a raffle") is answered by what the form says the box
  // reports, whatever the story beside it: the box's own fact, under the form named (ADR 159).
  const boxOfFormAsked = !!fact.form && formNamed(question) === fact.form && boxesAsked(question).boxes.length > 0 && boxesAsked(`${fact.question} ${fact.terms}`).boxes.length > 0;
  if (!boxOfFormAsked && SUBJECTS_OUTSIDE_BASE.some((re) => re.test(question) && !re.test(text))) return false;
  if (RULES_ASKED.some(([asked, stated]) => asked.test(question) && !stated.test(text))) return false;
  if (!answersBoxAsked(question, fact) || !answersSubjectAsked(question, fact) || !coversCondition(question, fact) || !answersDimensionAsked(question, fact) || !lossOnWhatFactNames(question, fact)) return false;
  const rate = ASKS_RATE.test(question);
  // Which box of a form reports X is not how X is taxed, unless the question names the form or a box.
  // Nor is it whether X may be deducted ("can i deduct state and local taxes" is not W-2 box 15), nor a limit the law
  // sets on X ("is there still a 10k limit on state and local taxes": a form reports amounts, it sets no limit).
  const deducting = /\bdeduct(?:s|ed|ing|ible|ions?)?\b|\bwrite[- ]?offs?\b|\bwrite (?:it |them |that )?off\b/i.test(question);
  const limit = /\b(?:limit(?:s|ed)?|cap(?:s|ped)?|ceiling|max(?:imum)?)\b/i.test(question);
  if ((rate || deducting || limit || ASKS_TAXED.test(question) || PAYS_PAYROLL_TAX.test(question)) && fact.form && !formNamed(question) && !/\b(?:box|line|code)\b/i.test(question)) return false;
  if (rate && !/%/.test(fact.answer)) return false;
  // A fact about the top of a scale ("the top income tax rate") answers only a question about the top:
  // "the tax rate on 50000 income" is not 37 % (ADR 120).
  if (/^(?:top|highest|maximum)\b/.test(fact.terms) && !/\b(?:top|highest|maximum|max|biggest|largest|most|upper|peak|37)\b/i.test(inFactWords(question))) return false;
  if (ASKS_TAXED.test(question) && !STATES_TAXED.test(text) && !/%/.test(fact.answer)) return false;
  // The thing asked about is the fact's (at least half its words): "is my unemployment taxable" is
  // not answered about Social Security.
  const thing = ASKS_TAXED.test(question) || ASKS_RATE.test(question) ? taxedThing(inFactWords(asBenefits(question))) : [];
  const lower = text.toLowerCase();
  if (!namesHalf(thing, lower)) return false;
  // So is the thing asked to be deducted: "is the alimony i pay deductible" is never the overtime deduction.
  if (!namesHalf(deductedThing(question), lower)) return false;
  if (ASKS_BENEFITS.test(question) && !/\bbenefits?\b/i.test(text)) return false;
  // And the payroll tax is not the benefits: "social security tax" is never how benefits are taxed.
  if (PAYROLL_SOCIAL_SECURITY.test(question) && !ASKS_BENEFITS.test(question) && !/\bbenefits?\b/i.test(question) && /\bbenefits\b/i.test(`${fact.question} ${fact.terms}`)) return false;
  if (asksRefundOfCredit(question) && !/\brefund/i.test(text)) return false;
  if (ASKS_CONTRIBUTION.test(question) && !/\bcontribut/i.test(text)) return false;
  return true;
}

/**
 * Clauses that set a condition ("if i owe nothing", "… where i don't owe …") rather than ask, up to a
 * comma or the question that follows ("if i make more will i owe more"); "when" and "where" opening
 * the message ask the question.
 */
// "…, when do rmds start": "when" before an auxiliary opens the question itself, never a condition (ADR 132).
// A condition clause ends where the question's own clause begins: at "will i", "can we", at a new subject
// and its modal said in statement order ("if i cannot finish on time i can ask for more time?", ADR 135), or at "how much" /
// "how many" opening it unpunctuated ("if i owe nothing how much of the credit can i get", ADR 125).
const CONDITION = /(?:\b(?:even if|if|unless|in case|as long as|assuming)\b|(?<=\w[\s,]+)\b(?:where|when|before)\b(?!\s+(?:do|does|did|is|are|was|were|will|would|can|could|should|must|am)\b))(?:(?!\b(?:will|would|do|does|did|can|could|should|am|is|are)\s+(?:i|we|you|it|there)\b|\bhow (?:much|many)\b|(?<=[a-z]{2}\s)(?<!\b(?:if|unless|case|as|assuming|where|when|before|and|or|that)\s)\b(?:i|we)\s+(?:can|could|will|would|should|may|must)\b(?![’']|\s+not\b))[^,;?])*/gi;

const FORM_NAME = /(?:\bw-?2s?|\b1099[- ]?(?:nec|misc|int|div)|\b1098|\b1040)\s*$/i;
const SPOKEN_BOX = /\b(?:box(?:es)?|lines?|code|part|schedule)\s*#?\s*$/i;
const BOX_LIST = /\b(?:box(?:es)?|lines?)\s*#?\s*\d{1,2}[a-z]?(?:\s*(?:,|and|or|&)\s*\d{1,2}[a-z]?)*\s*(?:,|and|or|&)\s*$/i;

/**
 * The question without the numbers that are not a box of the form it names: "explain the w2 to me
 * like i'm 5" asks what the W-2 is, not its box 5. A number is a box when it is spoken of as one
 * ("box 5", "boxes 1 and 2", "line 3a", "code 12") or comes right after the form's name ("1099-div 1b").
 * A form's name in the plural ("1099-INTs") is the form's name.
 */
export function withoutStrayNumbers(asked: string): string {
  // A form's name in the plural is the form: "two 1099-ints", "my w2s".
  const question = asked.replace(/\b(1099[- ]?(?:nec|misc|int|div)|1098|w-?2)s\b/gi, '$1');
  if (!formNamed(question)) return question;
  return question.replace(/(?<![\w.$-])\$?\d[\d,]*(?:\.\d+)?[a-z]?\b/gi, (n, at: number) => {
    const before = question.slice(0, at);
    if (/^\d{4}$/.test(n) || /w-?$/i.test(before)) return n;
    if (/^\$|,/.test(n)) return ' ';
    return SPOKEN_BOX.test(before) || BOX_LIST.test(before) || FORM_NAME.test(before) ? n : ' ';
  });
}

/**
 * The question in the words of the concepts checked above, for retrieval: "pay tax on X" and "X
 * taxed" ask whether X is taxable; Social Security checks or payments are the benefits.
 */
function inConceptWords(question: string): string {
  return asBenefits(question).replace(/\b(?:pay|paying|owe|owing) (?:any )?(?:income |federal )?tax(?:es)? on\b/gi, ' taxable ');
}
function asBenefits(question: string): string {
  return question.replace(/\b(social security|ssa)( retirement| disability)? (?:checks?|payments?|deposits?)\b/gi, '$1 benefits');
}

/** Words of a question that are no topic. */
const QUESTION_WORDS = new Set('what whats what\'s which who how when where why the for and are is was does do did can could would should will you your our their there this that with from about tell give much many any some get better best worse vs versus than'.split(' '));

/** Every way a filing status is named, and a bare "married" or "couple". */
const STATUS_WORDS = new RegExp(`(?:${NAMED.map(([, re]) => re.source).join('|')}|\\b(?:married|couples?)\\b|\\b(?:joint|separate)\\b(?=[^.?]{0,20}\\b(?:or|vs\\.?|versus|and)\\b[^.?]{0,12}\\b(?:joint|separate)\\b)|(?<=\\b(?:joint|separate)\\b[^.?]{0,20}\\b(?:or|vs\\.?|versus|and)\\b[^.?]{0,12})\\b(?:joint|separate)\\b)(?:\\s+(?:couples?|persons?|people|filers?|taxpayers?|individuals?)\\b)?`, 'gi');

/**
 * The question without the words that name a filing status: they say which figures, not which
 * topic, so they never pick the fact ("salt cap for married filing separately" is the SALT cap, not
 * the standard deduction of that status). The status is applied to the fact found (builtin.ts).
 */
export function topicOnly(question: string): string {
  if (!askedStatus(question)) return question;
  const rest = question.replace(STATUS_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return /[a-z]{3}/i.test(rest) ? rest : question;
}

/**
 * The fact that answers `question`, or null: retrieval restricted to facts that can answer it (of
 * the status named, if any), by the question's topic first. A condition ("… if I owe nothing") is context: when the whole question
 * finds nothing, the question without it is tried. When nothing answers the question as typed, its
 * misspelt tax words are read as the base's own (`spellingFixed`) and it is asked once more, under
 * the same checks; `asked` then holds the question as read.
 */
/**
 * A clause about the user's own experience of filing ("…, first time doing this", "… i've never filed before"): it
 * tells who asks, not what is asked (ADR 159).
 */
/** "b4 we start, …", "before we go on": when the question is put, not what it asks ("start" is no filing season asked). */
/** "a dependent who is not a child": the child said not to be one is no topic of the question (the other-dependents credit is). */
const NOT_A_CHILD = /\b(?:(?:who|that|which)\s+)?(?:is|are|'s)?\s*not\s+(?:a|an|my|our)\s+(?:qualifying\s+)?(?:child|kid|son|daughter)\b/gi;
// "Quick one first:", "one question first:", "first things first,": the question put before the interview goes on.
const BEFORE_WE_START = /^\s*(?:(?:quick\s+(?:q|question)\s+)?(?:b4|before)\s+(?:we|i)\s+(?:start|begin|get started|go on|continue|keep going)\b|(?:(?:a|one)\s+)?(?:quick\s+)?(?:one|q|question|thing)\s+first|first\s+things\s+first)[\s,:;.!-]*/i;
const FIRST_TIME_ASIDE = /\s*[,;.!?–—-]\s*(?:(?:this is|it'?s|its)\s+)?(?:my\s+)?(?:very\s+)?first[- ]time\s+(?:ever\s+)?(?:doing|filing|doing my|filing my|doing taxes|ever)?[^,;.?!]*|\s*[,;.!?–—-]\s*(?:i'?ve|i have|ive)\s+never\s+(?:done|filed)\b[^,;.?!]*/gi;

/**
 * A request opening the message ("need to know the mileage rate", "need the no tax on tips amount pls", "i want to know
 * …"): it says that the user asks, not what, so the question is the rest.
 */
export const ASKING_FOR = /^\s*(?:(?:i|we)\s+)?(?:need|want|wanna|would like|'d like|gotta)\s+(?:to\s+(?:know|find out|check|understand)\s+|(?=(?:the|a)\s))/i;

/**
 * A W-2 box 12 line as printed and pasted ("Box 12a D 4,500.00", "12b  DD  8,214.36"): box 12a–12d, the code in capitals and
 * its amount (W-2 instructions, box 12). It names the code asked, so it reads as "box 12 code D".
 */
function pastedBox12(text: string): string {
  // "box 12 on my w2 says D 6500.00": what the box says, a code and its amount, is that code (ADR 169).
  text = text.replace(/\b([Bb]ox\s*12[a-dA-D]?\b[^.?!]{0,25}?\b(?:says|shows|has|reads|lists))\s+(?:[Cc]ode\s+)?([A-Z]{1,2})\s+\$?\s?\d[\d,]*(?:\.\d{2})?/g, (m, lead: string, code: string) => (new RegExp(`^(?:${BOX12_CODES})$`).test(code) ? `${lead} code ${code}` : m));
  return text.replace(/(?:\b[Bb]ox\s*)?\b12[a-dA-D]?\s+(?:[Cc]ode\s+)?([A-Z]{1,2})\s+\$?\s?\d[\d,]*(?:\.\d{2})?/g, (m, code: string) => (new RegExp(`^(?:${BOX12_CODES})$`).test(code) ? `box 12 code ${code}` : m));
}

/** The form itself asked of, after the form is named: "… what is it", "what is this form for", "what's that form about". */
const FORM_ITSELF = /\bwhat(?:'s|\s+is|s)?\s+(?:this|that|it)(?:\s+form)?(?:\s+(?:for|about))?\s*[?.!]*\s*$/i;

export function matchFact(typed: string): FactMatch | null {
  // Punctuation said aloud ("… question mark and …") is the mark it names, before any clause is cut.
  // A question asked in Spanish around English tax words is asked again as read in English (ADR 159).
  const english = spanishQuestion(typed);
  if (english !== typed) {
    const m = matchFact(english);
    return m && { ...m, asked: m.asked ?? english };
  }
  // An emoji typed between words ends a sentence as a full stop does ("how long does it take to get my refund 🙏 rent is due").
  const question = withoutBoxContent(pastedBox12(undictated(typed.replace(/\s*\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})*\s*(?=\S)/gu, '. ')))).replace(FIRST_TIME_ASIDE, ' ').replace(ASKING_FOR, '').replace(BEFORE_WE_START, '').replace(NOT_A_CHILD, ' ').trim();
  // "got a 1098 from our mortgage company what is it", a pasted 1099-INT and "what is this form for": with no box or line
  // named, the form itself is asked.
  // A box number said without its word ("1099-DIV 1a total ordinary dividends what is that") is the box asked, unless the
  // form is said to be what is asked ("what is this form for").
  const itself = FORM_ITSELF.exec(question);
  const boxNumber = /(?<![\d$.,-])\b\d{1,2}[a-h]?\b(?![\d.,])/i.test(question.replace(/\b(?:form\s+)?(?:w[- ]?2|10\d\d(?:[- ]?[a-z]+)?)\b/gi, ' '));
  const form = itself && !/\b(?:box|line)\s*\d/i.test(question) && (!boxNumber || /\bform\b/i.test(itself[0])) ? formNamed(question) : null;
  const formAsked = form ? matchAsTyped(`what is form ${form}`) : null;
  if (formAsked) return { ...formAsked, asked: formAsked.asked ?? question };
  // A topic the whole message names that the fact does not ("deployed in a combat zone, …, beyond the normal
  // extension") is asked of every clause: a fact found for one clause never answers it (ADR 151).
  // A box or line asked by its number is never answered by the whole form's overview (ADR 077): the parts that ask are tried.
  const boxAsked = /\b(?:box|line)\s*#?\s*\d/i.test(question);
  // An aside in brackets with no word of the fact base ("I'm legally blind (macular degeneration). Do I get a bigger
  // standard deduction for that?") tells the story, not the question: it is left out.
  const unbracketed = question.replace(/\s*\(([^()]*)\)/g, (m, inside: string) => (knownTerms(inside).length === 0 ? '' : m));
  const found = matchAsTyped(unbracketed);
  if (found && namesOtherCredit(question, found.fact)) return null;
  if (found && !(boxAsked && found.fact.id.startsWith('form-'))) return found;
  // Misspelt tax words ("standerd deduction for singel") are read as the base's own, then asked again.
  const fixed = spellingFixed(question);
  const again = fixed !== question ? matchAsTyped(fixed) : null;
  if (again && !namesOtherCredit(question, again.fact)) return { ...again, asked: fixed };
  // The question among the remarks around it ("is the self employment tax really 15.3%?? for uber drivers", "what are
  // the long term capital gains rates, I sold some Apple stock"): the sentence or clause that asks, alone (ADR 159).
  for (const part of askingParts(question)) {
    const alone = matchAsTyped(part) ?? matchAsTyped(spellingFixed(part));
    // The fact must still answer what the whole message asks: a subject, form or rule named in a remark is asked too.
    // A part is shorter than the message, so it must match more closely than a whole question must (MIN_COVERAGE).
    if (alone && alone.coverage >= PART_COVERAGE && answersAsked(question, alone.fact) && !namesOtherCredit(question, alone.fact)) return { ...alone, asked: alone.asked ?? part };
  }
  return null;
}

/** The least share of an asking part's content words that must match the fact (a whole question needs MIN_COVERAGE). */
export const PART_COVERAGE = 0.75;
const ASKING_CLAUSE = /^(?:so\s+|but\s+|and\s+|also\s+|just\s+)?(?:how|what|what's|whats|when|which|where|why|is|are|do|does|can|could|should|will|would|am)\b/i;
/**
 * The parts of a message that ask: each sentence ending in a question mark, and each clause that opens with a question
 * word and runs to its sentence's end. Only when the message has more than one part.
 */
export function askingParts(question: string): string[] {
  const sentences = question.split(/(?<=[?!.])\s+/).map((x) => x.trim()).filter(Boolean);
  const out: string[] = [];
  for (const sentence of sentences) {
    // "… it shows in box 4 on my 1099-NEC, what is that": a pronoun asked of what the sentence told is the told thing asked.
    const pronoun = /^(.*\S)[\s,;:–—-]+(?:so\s+)?(?:what(?:'s| is| does)?|whats)\s+(?:that|this|it)(?:\s+mean)?\s*[?.!]*$/i.exec(sentence);
    const item = pronoun ? /\b(box|line)\s*(\d{1,2}[a-z]?)\b/i.exec(pronoun[1]!) : null;
    const form = pronoun ? formNamed(pronoun[1]!) : null;
    if (item) out.push(`what is ${item[1]!.toLowerCase()} ${item[2]!}${form ? ` on the ${form}` : ''}`);
    // "… like the self employment tax what is the rate on that": a figure asked of "that" is asked of the noun phrase
    // the sentence named just before it.
    const figure = /^(.*?\S)[\s,;:–—-]+(?:so\s+)?(?:what(?:'s| is)|whats)\s+the\s+(rate|amount|limit|percentage|percent|max(?:imum)?)\s+(?:on|for|of)\s+(?:that|it|this)\s*[?.!]*$/i.exec(sentence);
    const named = figure ? /\b(?:the|my|a|an)\s+((?:[a-z0-9-]+\s+){0,3}[a-z0-9-]+)$/i.exec(figure[1]!) : null;
    if (figure && named) out.push(`what is the ${figure[2]!.toLowerCase()} of the ${named[1]!}`);
    // "how do I get an extension and how long does it give me": each question joined by "and" asks on its own.
    // "… so what is the standard deduction … because maybe …": "so" opens the question, "because" its reason.
    const clauses = sentence.replace(/\s+(?:because|bc|cause|cuz|since)\s+[^,;?]*$/i, '').split(/\s*[,;:–—]\s+|\s+-\s+|\s+(?:and|so)\s+(?=(?:how|what|when|which|where|why|is|are|do|does|can)\b)/i);
    const at = clauses.findIndex((c) => ASKING_CLAUSE.test(c));
    if (at >= 0) {
      out.push(clauses.slice(at).join(', '));
      if (clauses.length - at > 1) out.push(clauses[at]!);
    } else if (/\?\s*$/.test(sentence)) out.push(sentence);
    // "just financed my first car is the auto loan interest deductible now": the inverted clause asks, with no comma before it.
    const inverted = INVERTED_TAX_QUESTION.exec(sentence);
    if (inverted && inverted.index > 0) out.push(inverted[0]);
  }
  // "I received my W-2 … Can you explain what is box 2? I don't understand the words": a box asked in a sentence of its own
  // is the box of the one form the message names.
  const named = formNamed(question);
  if (named) for (const p of [...out]) if (/\b(?:box|line)\s*\d/i.test(p) && !formNamed(p)) out.push(`${p.replace(/[?.!\s]+$/, '')} on the ${named}`);
  // "took 10k out of my IRA … to cover a slow month in the business, is there a penalty": what the money was for is the
  // story's purpose, no topic of the question.
  const purposeless = question.replace(/\s+to\s+(?:pay|cover|buy|fix|help|get|fund|finance|make)\b[^,.;?!]*/gi, '');
  if (purposeless !== question) out.push(purposeless);
  // "what's the tax rate on long-term capital gains if I sell my rental stock", "and the extra amount because I turned 65
  // in March?": the condition the user is in and the month something happened tell their situation, not the rule asked.
  const situationless = (p: string) =>
    p.replace(/\s+if\s+(?:i|we)\b[^,;?.!]*/gi, '').replace(/\s+(?:in|on|since|last|this past)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?![a-z])/gi, '');
  for (const p of [question, ...out]) if (situationless(p) !== p) out.push(situationless(p));
  return [...new Set(out)].filter((p) => p !== question && /[a-z]{3}/i.test(p));
}

function matchAsTyped(question: string): FactMatch | null {
  const status = askedStatus(question);
  // Facts of one filing status: only those of the status named compete.
  const accept = (f: Fact) => answersAsked(question, f) && (!status || !f.status || f.status === status);
  // A fact that gives no figures for the status named ("the top rate" lists single and joint) is no
  // answer for it: when the closest fact is such a one, a fact that has them is looked for ("rate
  // brackets when married filing separate": that status's brackets); when there is none as close,
  // the closest stands, and the reply says it is not known for that status (builtin.ts).
  const closest = matchWith(question, status, accept);
  if (!status || !closest || answersForStatus(status, closest.fact)) return closest;
  // It must cover the question's words as well as the closest fact does: "capital gains rates for
  // married filing separately" is never answered with that status's income tax brackets.
  const forStatus = matchWith(question, status, (f) => accept(f) && answersForStatus(status, f));
  return forStatus && forStatus.coverage >= closest.coverage ? forStatus : closest;
}

/** A form's box or line named by its number ("box 14 on my w2", "line 12 of his 1040"). */
const BOX_NAMED = /\b(?:box|line)\s*\d{1,2}[a-z]?\b/i;
/** What the user's own box holds or why ("it says FEGLI and FEHB", "is checked because of the TSP"): said of it, not asked. */
const BOX_CONTENT = /(?<=[,;.?!])\s*(?:it|that|this|which|mine|the box)\s+(?:says|shows|reads|lists|has|contains)\b(?!\s+(?:up\s+)?(?:in|on)\s+(?:box|line)\b)[^.?!]*[.?!]?|\s+because(?:\s+of)?\s+[^,;.?!]*/gi;
/**
 * A box named by its number with what it holds said beside it: the content (codes, plan names, the reason it is
 * checked) is the user's own, never the question, which is what the box reports (ADR 151).
 */
export function withoutBoxContent(question: string): string {
  if (!BOX_NAMED.test(question)) return question;
  const rest = question.replace(BOX_CONTENT, ' ').replace(/\s+/g, ' ').trim();
  return rest.length > 0 ? rest : question;
}

/**
 * Who sent a form, said after its name at the end of a clause ("form 1098 from the mortgage company",
 * "box 2 on my w-2 from the part time job"): the form's issuer, never what is asked of it (ADR 145).
 */
const FORM_SENDER = /(\b(?:w-?2|1099[- ]?(?:nec|misc|int|div)|1098|1040)\b[^,;.?!]*?)\s+from\s+(?:my|the|a|an|our|his|her|their)\s+(?:[a-z'’-]+\s+){0,3}?[a-z'’-]+(?=\s*(?:[,;.?!]|$))/gi;
export function withoutFormSender(question: string): string {
  return question.replace(FORM_SENDER, '$1');
}

function matchWith(question: string, status: FilingStatus | null, accept: (f: Fact) => boolean): FactMatch | null {
  const q = inConceptWords(withoutStrayNumbers(withoutFormSender(topicOnly(question))));
  // The whole question when its topic alone is too short to find ("std deduction single"), if the
  // fact then found shares a topic word: the status words alone never choose it ("which is better
  // for a married couple, joint or separate" is no standard deduction question).
  const whole = status && q !== question ? findFact(inConceptWords(withoutStrayNumbers(question)), accept) : null;
  const topicWords = q.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length > 2 && !QUESTION_WORDS.has(w));
  const sharesTopic = (f: Fact) => topicWords.some((w) => `${f.question} ${f.terms} ${f.answer}`.toLowerCase().includes(w.slice(0, 5)));
  const found = findFact(q, accept) ?? (whole && sharesTopic(whole.fact) ? whole : null);
  if (found) return found;
  const main = q.replace(CONDITION, ' ').replace(/\s+/g, ' ').trim();
  const unconditional = main !== q.trim() && main.split(' ').length >= 3 ? findFact(main, accept) : null;
  if (unconditional) return unconditional;
  // A story, then the question ("single mom here, what's the standard deduction for hoh"): the last clause asks.
  // A longer story ("we just bought our first house in july!! got a 1098 …, what is box 6") is set aside a
  // clause at a time from its start, keeping the form it named, until what is left is found (ADR 135).
  const clauses = q.split(/[,;:.!?]+\s|\s[-–—]+\s/).map((c) => c.trim()).filter(Boolean);
  const form = formNamed(q);
  for (let i = 1; i < clauses.length; i++) {
    const rest = clauses.slice(i).join(', ');
    if (rest.split(/\s+/).length < 3) break;
    const found = findFact(form && !formNamed(rest) ? `${form} ${rest}` : rest, accept);
    if (found) return found;
  }
  // Said around the question, not asked (ADR 138): "how does that work" after the thing named, and the
  // user's own work the income comes from ("the self-employment tax rate on my side hustle doing nails").
  const trimmed = q.replace(HOW_IT_WORKS, ' ').replace(OWN_WORK, ' ').replace(/\s+/g, ' ').trim();
  if (trimmed !== q.trim() && trimmed.split(' ').length >= 3) {
    const again = matchWith(trimmed, status, accept);
    if (again) return again;
  }
  // A story run into its question with no comma ("i wait tables is there a deduction for tips"): the question from its opening words.
  const opener = RUN_ON_QUESTION.exec(q);
  if (opener && opener.index > 0) {
    const rest = q.slice(opener.index);
    const found = rest.split(/\s+/).length >= 3 ? findFact(rest, accept) : null;
    if (found) return found;
  }
  return floorOf(q, accept);
}
const HOW_IT_WORKS = /[,;]?\s*\b(?:and\s+)?how (?:does|do|would|will|is) (?:that|it|this|they|those|these) (?:work|works|done|figured)\b\s*\??/gi;
const OWN_WORK = /\s+(?:on|from|for|at|with)\s+(?:my|our)\s+(?:side\s+)?(?:hustle|gig|job|business|work|shop|salon|stand|trade)\b[^,;.?!]*/gi;
// "… and i want to know what the brackets are …": an embedded question opens where the wish to know is said (ADR 151).
const RUN_ON_QUESTION = /\b(?:is there|are there|what(?:'s| is| are)|whats|how (?:much|many|do|does|can)|can i|do i|should i|(?:i|we)\s+(?:want|wanna|would like|'d like|need)\s+to\s+know)\b/i;

/**
 * A floor asked ("is there a minimum where I don't owe X", "below what income is there no X"): the
 * topic is X, said after the owing, and only a fact about X that states an amount below which it is
 * not due answers ("none is due when net earnings are under $400").
 */
const FLOOR_ASKED = /\b(?:minimum|threshold|floor|cut-?off|least|below|under|less than)\b[^.?]*?\b(?:don'?t|do not|doesn'?t|does not|not|no|never|without)\s+(?:have to\s+|need to\s+|got to\s+)?(?:owe|owing|pay|paying|get charged|be charged)\s+(?:any\s+)?(.+)$/i;
const STATES_FLOOR = /\b(?:none|nothing|no tax)\b[^.;]*\b(?:under|below|less than)\b|\b(?:under|below|less than)\s+\$[\d,]+[^.;]*\b(?:not|no|none)\b/i;
function floorOf(question: string, accept: (f: Fact) => boolean): FactMatch | null {
  const m = FLOOR_ASKED.exec(question);
  if (!m) return null;
  return findFact(m[1]!.replace(/\bat all\b/gi, ' '), (f) => accept(f) && STATES_FLOOR.test(f.answer));
}

/** Frames of a rule question: a share of a credit, whether a minimum exists, whether something is taxed. */
// What the IRS may do to collect (garnish wages, levy an account, file a lien) is a rule, never the user's own amounts (ADR 125).
// Whether the user's income makes something change ("does my income make my medicare cost go up") asks a rule's effect, not the income (ADR 145).
const RULE_FRAME = /\b(?:does|do|did|will|would|can|could)\s+(?:my|our)\s+(?:income|wages|earnings|salary|pay)\s+(?:make|makes|affect|change|raise|increase|lower|reduce|count|matter|push|put|impact)\b|\b(?:garnish\w*|levy|levies|levied|liens?|seiz(?:e|es|ed|ing|ure))\b|\bhow much of (?:the|a|an|my|our)\b|\b(?:what|which) (?:part|portion|share|amount|piece) of (?:the|a|an)\b|\bowe (?:a|an|any|the)(?: [\w%.]+)? (?:penalty|penalties|fine|interest|additional tax)\b|\bhow much (?:can|could|may) (?:i|we|you|a person|someone) (?:earn|make)\b|\b(?:is|are) there (?:a|an|some|any)\b|\b(?:minimum|maximum|limit|threshold|cap)\b|\b(?:pay|paying|owe|owing) (?:any )?(?:income |federal )?tax(?:es)? on\b|\btax(?:es)? on (?:my|the|a|an|our)\b|\btaxable\b(?!\s+(?:income|amount|wages|earnings|part|portion|interest|dividends|compensation))|\btaxed\b/i;
/**
 * A rule's rate: "at what rate", "what percent", a share of pay that goes to a tax, and whether the
 * payroll taxes are owed on some income ("do i owe social security and medicare on my 1099 income").
 * The user's own rate ("my tax rate", "my effective rate") is not one.
 */
const RATE_FRAME = new RegExp(`(?<!\\bmy (?:\\w+ )?)\\b(?:at )?what (?:rate|percent(?:age)?|%)|${SHARE_OF_PAY.source}|\\b(?:pay|paying|owe|owing) (?:any )?(?:social security|medicare|fica|payroll)(?: (?:and|or|&) (?:social security|medicare))?(?: tax(?:es)?)? on\\b|(?<!\\bmy )\\b(?:social security|medicare)(?: [a-z]{2,6})? (?:percent(?:age)?|rate|%)`, 'i');
/** The user's own amounts: "my refund", "how much do I owe", "what did I make". */
const OWN_AMOUNT = /\b(?:my|our) (?:refund|estimate|tax bill|balance|income|wages|salary|earnings|pay)\b|\b(?:i|we)\b[^,;.?]{0,25}\b(?:owe|get back|getting back|get a refund|getting a refund|be refunded|earn|earned|make|made)\b|\b(?:paid|pay) (?:me|us)\b/i;

/**
 * Whether a question the classifier read as being about the user's own estimate or income really
 * asks for the user's own amounts. "is there some minimum where I don't owe self-employment tax"
 * and "will I pay tax on my social security checks" ask a rule, answered from the fact base: the
 * "I" is in a condition or the question asks whether something is taxed.
 */
export function asksOwnAmounts(question: string): boolean {
  const main = question.replace(CONDITION, ' ');
  if (RULE_FRAME.test(main) || RATE_FRAME.test(question)) return false;
  return OWN_AMOUNT.test(main);
}

/** "my client sent me …", "I got it from my boss": the other person gave the user something of the user's. */
const GIVEN_TO_ME = /\bmy (?:[a-z-]+ ){0,2}?(?:sent|gave|mailed|emailed|e-mailed|issued|handed|provided|filed|sends|gives|issues|mails) (?:me|us)\b|\b(?:from|by) my [a-z-]+\b(?!['’]s)/gi;

/**
 * Whether a message asks about someone else's return or data. A form another person sent the user
 * ("my client sent me a 1099-NEC") is the user's own form: the giving is set aside, and what is left
 * decides ("my client sent me his W-2" is still his).
 */
export function aboutSomeoneElse(text: string): boolean {
  if (!asksAboutSomeoneElse(text)) return false;
  const rest = text.replace(GIVEN_TO_ME, ' ');
  return rest === text || asksAboutSomeoneElse(rest);
}

/**
 * A request for data ("show me …", "tell me …", "pull up …", "give us …", "open his profile"): like a question, it is checked for
 * someone else's return or data before anything is read from it.
 */
export function requestsData(text: string): boolean {
  // "we need the profile of …", "i want his return": a demand for data is a request too (ADR 118).
  // What another person entered ("what did he put as his address", "what has she uploaded") asks for their data (ADR 120).
  if (ENTERED_BY_THEM.test(text)) return true;
  // "read me", "email me", "text us", "forward me": any verb that hands data over (ADR 120).
  return WORK_ON_A_RETURN.test(text) || /\b(?:show|give|send|tell|pull up|look up|bring up|open|display|list|print|read(?: out)?|email|e-mail|text|forward|dm|message|copy)\s+(?:me|us)\b|\b(?:pull|look|bring) up\b|\b(?:i|we)\s+(?:need|want|require|demand|request)\s+(?:to see\s+|access to\s+)?(?:the|his|her|their|my|our|a|an|this|that)\b/i.test(text) || OPENS_THEIR_THING.test(text) || HANDS_OVER.test(text);
}
/**
 * "please prepare the return for my friend", "can you file her taxes": a request to do a return, checked like a question
 * for whose it is (ADR 145). A request is an imperative (the verb opening a sentence, or after "please") or put to the
 * assistant ("can you …"); "should she file a return" asks whether one is due, and is no request.
 */
const WORK_ON_A_RETURN = /(?:^\s*|[.!?;]\s+|\b(?:please|pls|plz|kindly)\s+|\b(?:can|could|would|will)\s+you\s+(?:please\s+)?|\b(?:i\s+)?(?:need|want)\s+you\s+to\s+|\bhelp\s+(?:me\s+)?)(?:prepare|do|file|fill (?:out|in)|complete|submit|finish|handle|amend|work on|start)\s+(?:the|a|his|her|their|[a-z-]+(?:'s|s'|’s))\s+(?:(?:tax|federal|income)\s+)*(?:returns?|taxes|1040)\b/i;
/** "provide the return details of …", "disclose her records", "hand over the files": a verb that hands data over before what it hands (ADR 138). */
const HANDS_OVER = /\b(?:provide|disclose|release|reveal|share|hand over|turn over|produce|furnish|surrender|retrieve|export)\s+(?:me\s+|us\s+)?(?:with\s+)?(?:all\s+)?(?:the|his|her|their|this|that|those|these|[a-z-]+(?:'s|s'|’s))\s+(?:[a-z-]+\s+){0,2}?(?:return|returns|details|records?|files?|documents?|data|info(?:rmation)?|profile|account|ssn|w-?2s?|1099s?|refund|income)\b/i;
const ENTERED_BY_THEM = /\b(?:what|which|where)\s+(?:did|does|do|has|have|had|is|was)\s+(?:he|she|they|(?:my|our|the|that|this)\s+[a-z-]+)\s+(?:put|puts|putting|enter|entered|entering|type|typed|write|wrote|written|list|listed|upload|uploaded|uploading|submit|submitted|save|saved|give|gave|use|used|fill|filled)\b/i;
/** "open his profile", "access the client's return", "view maria's documents": a verb of access before someone's thing. */
const OPENS_THEIR_THING = /\b(?:open|access|view|see|check|display|show|print|export|download|send)\s+(?:his|her|their|(?:the |my |this |that )?[a-z-]+(?:'s|s'|’s))\s+(?:[a-z-]+\s+)?(?:refund|return|profile|documents?|data|info(?:rmation)?|account|ssn|w-?2|1099|estimate|income|address)\b/i;

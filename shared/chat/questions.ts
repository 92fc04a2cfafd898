/**
 * What kind of question a chat message asks, for the built-in consultant. Pure; the answers
 * themselves come from the 2025 tax module and the user's own documents, never from here.
 */
import type { FilingStatus } from '#shared/enums';
import type { BoxForm } from '#shared/tax/2025/questions';
import { asksSsnRequirement, SOCIAL_NOT_THE_NUMBER } from './parsers';

export type QuestionIntent =
  | { kind: 'standard_deduction'; status: FilingStatus | null }
  | { kind: 'brackets'; status: FilingStatus | null }
  | { kind: 'box'; form: BoxForm; box: string; code?: string }
  | { kind: 'topic'; topic: 'deadline' | 'filing_opens' | 'refund_timing' | 'child_tax_credit' | 'documents' }
  | { kind: 'my_income' }
  | { kind: 'my_withholding' }
  | { kind: 'processing' }
  | { kind: 'next_step' }
  | { kind: 'estimate' }
  | { kind: 'upload' }
  | { kind: 'ssn' }
  | { kind: 'unknown' };

/** A filing status named in free text ("married filing jointly", "MFJ", "head of household"). */
export function statusInText(text: string): FilingStatus | null {
  const t = text.toLowerCase();
  if (/\b(married filing jointly|filing jointly|jointly|joint|mfj|married couples?|couples?)\b/.test(t)) return 'married_filing_jointly';
  if (/\b(married filing separate(ly)?|fil(e|ing) separate(ly)?|separately|mfs)\b/.test(t)) return 'married_filing_separately';
  if (/\b(head of (the )?house(hold)?|hoh)\b/.test(t)) return 'head_of_household';
  if (/\b(qualifying (surviving spouse|widow(er)?)|surviving spouse|widow(er)?)\b/.test(t)) return 'qualifying_widow';
  if (/\bsingle\b/.test(t)) return 'single';
  if (/\bmarried\b/.test(t)) return 'married_filing_jointly';
  return null;
}

/** True when the message reads as a question rather than an answer. */
/**
 * A question clause ending a message typed or dictated without punctuation ("took 3000 out of my 401k early to fix my car
 * is there a penalty", "got a 1099 int … for like 12 bucks what is that form", "… and i was wondering how much self
 * employment tax im gonna pay"): an opener that only asks, running to the end. `index` is where the question begins.
 */
export const RUN_ON_ASKING = /(?<=(?:\S+\s+){3})(?:is there (?:a|an|any)\b|what(?:'s| is) (?:that|this|it)\b|what(?:'s| is) the (?:rate|amount|limit|percentage|percent|max(?:imum)?) (?:on|for|of) (?:that|it|this|them)\b|how much\b|is (?:all|any|some|part|none) of (?:it|that|this|them)\b|i(?:'m| am| was)? (?:just )?wondering\b|does (?:that|it|this) count\b|is (?:that|it|this) (?:actually |really |even )?(?:real|true|a thing|legit)\b)[^.!?]*[?]?\s*$/i;

/** "is the auto loan interest deductible (now)": an auxiliary before its subject and a tax predicate, ending the message. */
export const INVERTED_TAX_QUESTION = /\b(?:is|are|was|were)\s+(?:the|my|this|that|these|those|a|an|our)\s+[^,.;!?]{1,40}?\s+(?:deductible|taxable|tax[- ]free|tax[- ]deductible|refundable|a (?:write[- ]?off|deduction|credit))(?:\s+(?:now|anymore|still|too|either|this year|in 2025))?\s*[.!?]*$/i;

/** A figure asked of a tax rule: its amount, rate, limit, threshold (a noun that names what is asked). */
const FIGURE_ASKED = '(?:amount|rate|limit|threshold|cap|max(?:imum)?|phase-?outs?|deadline|percentage|brackets?)s?\\b';

export function isQuestion(text: string): boolean {
  // Words that open a turn without being its content: "before that, quick q: …", "btw …", "oh and …".
  const t = text.trim().toLowerCase().replace(/’/g, "'").replace(/^(?:(?:before that|also|oh|and|btw|by the way|quick (?:q|question)|one more thing|real quick|ok|okay|so|um|hey|sorry)\s*[,:;!.-]?\s+)+/, '');
  if (/\?\s*$/.test(t) || /^(what|what's|whats|whens|when|how|which|who|why|where|can|could|do|does|did|is|are|should|will|would|tell me|explain|show me|list)\b/.test(t)) return true;
  // A form's line or box named by its number, with no amount said ("1040 line 24", "line 15 on form 1040",
  // "1040 line 37, amount you owe") asks what that line is (ADR 125).
  const FORM = '(?:form\\s+)?(?:1040|w-?2|1099-?[a-z]+|1098(?:-?[a-z])?)';
  if (!/\d|\$/.test(t.replace(/^.*?\b(?:line|box)\s*\d{1,2}[a-z]?\b/, '').replace(new RegExp(FORM, 'g'), ' ')) && new RegExp(`^(?:(?:my|the|on|about)\\s+)*(?:${FORM}\\s+(?:line|box)\\s*\\d{1,2}[a-z]?|(?:line|box)\\s*\\d{1,2}[a-z]?\\s+(?:on|of|in)\\s+(?:the\\s+|my\\s+)?${FORM})\\b`).test(t)) return true;
  // A verb before its subject opens a question even without a "?": "am i going to get audited",
  // "was i supposed to file", "have we missed the deadline".
  if (/^(am|was|were|have|has|had|shall|may|might|must)\s+(i|we|you|my|our|it|they|there)\b/.test(t)) return true;
  // A condition, then the question: "if I e-file, how soon do I get my refund".
  if (/^(if|once|after|assuming)\b[^?]*?,?\s*\b(how (fast|soon|quickly|long|much|many|do|does|can|will|would)|what (is|are|do|does|happens|would)|(can|do|will|should|would) (i|we))\b/.test(t)) return true;
  // A story, then the question in its last clause: "sold some shares at a loss, how much can i deduct",
  // "cashed out my ira early, is there a penalty", "we sold the boat, do we owe tax on that" (a couple asks as "we").
  if (/[,;:.!-]\s*(?:so\s+|but\s+|and\s+)?(?:how (?:much|many|do|does|can|will|would|long)|what (?:is|are|do|does|happens|would)|whats|what's|is (?:there|that|it|this)|are (?:there|they|those|these)|(?:can|do|should|will|would) (?:i|we)|when (?:do|does|is|are|can))\b[^,;.!]*$/.test(t)) return true;
  // A story, then "is the … deductible" with no comma before it ("just financed my first car is the auto loan interest
  // deductible now"): the auxiliary before its subject and a tax predicate ending the message ask (subject-auxiliary inversion).
  if (INVERTED_TAX_QUESTION.test(t)) return true;
  // A preposition and a question word opening the message ("at what income does it start phasing out", "by when do i
  // have to pay"); "for what it's worth" is no question.
  if (/^(?:at|by|on|in|for|from|to|until|till|up to)\s+(?:what|which|when|how much|how many|how long)\b/.test(t) && !/^for what it'?s worth\b/.test(t)) return true;
  // A last clause opening with a preposition and a question word ("I sell on ebay, at what amount do I get a 1099-K").
  if (/[,;:.!-]\s*(?:at|by|on|in|for|from|to|until|till)\s+(?:what|which|how much|how many|how long)\b[^,;.!]*$/.test(t)) return true;
  // Only a story before it: a question word earlier ("n how much … do i owe") is a question of its own kind, read as such.
  const runOn = RUN_ON_ASKING.exec(t);
  if (runOn && !/\b(?:how|what|whats|when|which|why|where|who)\b/.test(t.slice(0, runOn.index))) return true;
  // A request for a figure or an explanation without a question word: "need to know the mileage rate", "need the no tax
  // on tips amount pls", "home office deduction for freelancers how does it work", "kiddie tax threshold for my 17 yr olds
  // investment income" (a tax noun and the figure asked of it, telegraphic).
  if (/^(?:(?:i|we)\s+)?(?:need|want|wanna|would like|'d like)\s+to\s+(?:know|find out|understand)\b/.test(t)) return true;
  if (new RegExp(`^(?:(?:i|we)\\s+)?(?:need|want|wanna)\\s+(?:the|a)\\s+[^.!?]*\\b${FIGURE_ASKED}`).test(t)) return true;
  if (/\bhow (?:does|do|would|will) (?:it|that|this|they|those) work\s*[?.!]*$/.test(t)) return true;
  // A question mark inside the message and an auxiliary before its subject ("and my wife? shes 66, does she get the extra
  // amount too"): the message asks, though its last clause has no mark.
  if (/\?/.test(t) && /\b(?:does|do|did|is|are|can|will|would|should)\s+(?:she|he|they|it|i|we)\b/.test(t)) return true;
  // The question word last, as a second language puts it ("line 15 taxable income what is", "box 14 what means").
  if (/\b(?:what|how much|how many)\s+(?:is|are|means?|it is|is it|is this|is that)\s*[?.!]*$/.test(t)) return true;
  if (new RegExp(`^(?:the\\s+)?(?:[a-z0-9'-]+\\s+){0,3}(?:tax|credit|deduction|contribution)\\s+${FIGURE_ASKED}`).test(t)) return true;
  // A polite request in a letter: "we would be grateful if you could tell us how much …", "I'd appreciate it if you
  // could explain …".
  if (/\b(?:grateful|thankful|appreciate(?: it)?|glad)\s+if\s+you\s+(?:could|would|can|will)\s+(?:please\s+)?(?:tell|explain|let|confirm|say|advise)\b/.test(t)) return true;
  // A request to the consultant: "can you do that one for me", "pull up my W-2".
  return /\b(can|could|would|will) you\b/.test(t) || /^(please )?(pull up|look up|show me|get me|find|fetch|open|check)\b/.test(t);
}

function boxIntent(t: string): QuestionIntent | null {
  // A mail box of a delivery line is no form's box: "PO Box 12", "RR 2 Box 18", "HC 1 Box 9", and the military
  // "PSC 3 Box 41", "CMR 480 Box 22", "Unit 2050 Box 19" (USPS Publication 28; ADR 143).
  const box = /(?<!\b(?:p\.?\s?o\.?|post office|(?:rr|r\.r\.|rural route|hc|highway contract|psc|cmr|unit)\s*#?\s*\d{1,5}\s*,?)\s*)\bbox\s*(\d{1,2}[a-z]?)\b/.exec(t);
  if (!box) return null;
  const form: BoxForm | null = /1099-?int/.test(t) ? '1099-int' : /1099-?div/.test(t) ? '1099-div' : /\b1098\b/.test(t) ? '1098' : /\bw-?2\b/.test(t) || !/1099|1098/.test(t) ? 'w2' : null;
  if (!form) return { kind: 'unknown' };
  const code = /\bcode\s+([a-z]{1,2})\b/.exec(t)?.[1]?.toUpperCase();
  return { kind: 'box', form, box: box[1]!, ...(code ? { code } : {}) };
}

/** Classifies a question; `null` when the message is not a question at all. */
export function classifyQuestion(text: string): QuestionIntent | null {
  const t = text.toLowerCase().replace(/’/g, "'");
  const question = isQuestion(text);
  const box = boxIntent(t);
  if (box && question) return box;
  if (!asksSsnRequirement(t) && new RegExp(`\\b(ssn|social security number|(my|your|the) social${SOCIAL_NOT_THE_NUMBER})\\b`).test(t) && /\b(where|how|enter|add|give|put|update|change|need|want|ask)\b/.test(t)) return { kind: 'ssn' };
  if (/\bstandard deduction\b/.test(t)) return { kind: 'standard_deduction', status: statusInText(t) };
  if (/\b(tax )?brackets?\b|\btax rates?\b|\bmarginal rate\b/.test(t)) return { kind: 'brackets', status: statusInText(t) };
  // How a kind of pay is taxed ("is my overtime tax free") is a rule, not the user's own numbers.
  // "I am not going to make it" (make a deadline) and "make it in time" are no earnings (ADR 159).
  if (/\b(earn|earned|make(?!\s+it\b)(?!\s+(?:an?|the|my|our)\s+(?!lot\b|living\b|profit\b|killing\b))|made(?!\s+it\b)|income|wages|salary|paid me|pay)\b/.test(t) && /\b(i|my|me)\b/.test(t) && question && !/\bwithh(e|o)ld/.test(t) && !/\b(deduct\w*|credits?|rates?|brackets?|tax[- ]?free|taxable|taxed|exempt|write[- ]?off)\b/.test(t)) return { kind: 'my_income' };
  if (/\bwithh(e|o)ld(ing)?\b/.test(t) && /\b(i|my|me)\b/.test(t) && question) return { kind: 'my_withholding' };
  if (/\b(processing|still being|analy[sz]ed|analy[sz]ing|pending)\b/.test(t) && /\bdoc/.test(t)) return { kind: 'processing' };
  if (/\b(refund|owe|estimate)\b/.test(t) && /\b(i|my|me|will)\b/.test(t) && question && !/\bhow (long|fast|soon|quickly)\b|\bwhen will i get\b/.test(t)) return { kind: 'estimate' };
  if (/\b(when|how (long|fast|soon|quickly))\b.*\brefund\b|\brefund\b.*\b(take|arrive|when)\b/.test(t)) return { kind: 'topic', topic: 'refund_timing' };
  // "Due" beside a pregnancy ("my wife is pregnant, due in march") is a baby's due date, never the return's (ADR 127).
  if (/\b(deadline|due date|due|extension|extend|file by|last day)\b/.test(t) && !/\b(pregnant|pregnancy|expecting|baby|babies|twins)\b/.test(t)) return { kind: 'topic', topic: 'deadline' };
  if (/\b(when (does|do|can)|start|open|opens)\b.*\b(fil(e|ing)|season|irs|accept)/.test(t)) return { kind: 'topic', topic: 'filing_opens' };
  if (/\bchild tax credit\b|\bctc\b|\bcredit\b.*\b(kids?|child|children)\b|\b(kids?|child|children)\b.*\bcredit\b/.test(t)) return { kind: 'topic', topic: 'child_tax_credit' };
  if (/\b(what|which)\b.*\b(documents?|forms?|paperwork)\b.*\b(need|bring|upload|gather)\b|\bwhat do i need\b/.test(t)) return { kind: 'topic', topic: 'documents' };
  if (/\b(missing|next step|what's next|whats next|what else|left to do|remaining|progress|still need)\b/.test(t)) return { kind: 'next_step' };
  if (/\b(how|where) (do|can) i upload\b|\bupload\b.*\b(documents?|w-?2|1099|forms?)\b/.test(t) && question) return { kind: 'upload' };
  if (box) return box;
  return question ? { kind: 'unknown' } : null;
}

/**
 * A question back about the question just asked ("why do you need to know?", "what does that
 * mean", "huh?", "what counts as a qualifying person?"): the asked question is explained and asked
 * again, never answered from the fact base (ADR 127). The whole message is that question back.
 */
export function asksAboutTheQuestion(text: string): boolean {
  const t = text.trim().toLowerCase().replace(/’/g, "'").replace(/^(?:(?:but|and|ok|okay|um|uh|hmm|wait|sorry|so)\W+)+/, '');
  return /^(?:why(?:\s+(?:do|does|would|should|did)\s+(?:you|it|that|this|the irs)\s+(?:need|want|ask|matter|care)(?:\s+to know)?(?:\s+(?:about\s+)?(?:that|this|it))?|\s+(?:is|would)\s+(?:that|this|it)\s+(?:needed|important|relevant|matter)|\s+does\s+(?:that|this|it)\s+matter|\s+are\s+you\s+asking(?:\s+(?:that|this|me))?|\s+(?:that|this)(?:\s+question)?|\s+do\s+you\s+ask)?|what\s+(?:does|do)\s+(?:that|this|it)\s+(?:mean|have to do with (?:anything|it|my taxes))|what\s+do\s+you\s+mean(?:\s+by\s+(?:that|this))?|i\s+don'?t\s+(?:understand|get)(?:\s+(?:that|this|it|the question))?|what\s+(?:counts|qualifies)\s+as\s+(?:a\s+)?(?:qualifying person|the cost|costs?|keeping up (?:a|the|my) home|living apart)|who\s+(?:counts|qualifies)(?:\s+as\s+(?:a\s+)?qualifying person)?|huh|what|meaning)\s*[?!.]*$/.test(t);
}
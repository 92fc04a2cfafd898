/**
 * The built-in consultant: offline and deterministic. It runs a guided interview for the missing
 * profile items (proposals the user confirms), answers common 2025 questions from the tax module
 * with their source, explains the user's own numbers, and says plainly when it does not know.
 * It reads document values only as data: nothing a document says is ever an instruction.
 */
import { FILING_STATUSES, occupationLabel, isFilingStatus, type FilingStatus } from '#shared/enums';
import { sumCents } from '#shared/money';
import { decideFilingStatus, FS_QUESTION_TEXT, FS_QUESTION_WHY, FS_QUESTIONS, type FsAnswers, type FsQuestion } from '#shared/chat/filing-status';
import { asksSsnRequirement, INTERVIEW_ORDER, maskSsnLike, NOT_WORKING, mentionsSsn, parseDependents, parseName, SSN_NUMBER_NAMED, withoutNameOnSsnCard, type InterviewItem } from '#shared/chat/parsers';
import { asksAboutTheQuestion, classifyQuestion, isQuestion, statusInText, type QuestionIntent } from '#shared/chat/questions';
import { PROPOSAL_LABELS, type ChatToolCall, type ProfileProposal, type ProposalKey } from '#shared/chat/types';
import { FACTS_2025, type Fact } from '#shared/tax/2025/facts';
import { speaksOfSsns } from '#shared/chat/pii';
import { estimateFor, identitiesOf, incomeLines, statusLabel, usd, type ChatContext } from './context';
import { actionsOf, askedItem, type MessageRow } from './conversation';
import { aboutSomeoneElse, answersForStatus, askedStatus, asksOwnAmounts, asksRefundOfCredit, matchFact, PART_COVERAGE, requestsData, statusesAsked } from './fact-match';
import { factById, formNamed, KNOWN_TOPICS, knownTerms, rareTerms, spokenYears, unknownTerms, otherJurisdiction, otherYearAsked, soundsLikeFactQuestion, speaksOfAnother, spokenFormNumbers, yearOfAFigure } from './facts-search';
import { addressIn, letterBody, read } from './nlp';
import { HEDGE, OTHER_PERSON, type Previous } from './guards';
import { statusQuestion as unsureStatusQuestion, statusUnaccounted } from './account';
import { asksToReachTheIrs, escapeRegExp, soundedSpelling, spokenBoxNumbers } from './stated';
import { notTheUsers, parentNamed, statusFacts, statusTypos, surnameChosen, understand, type Understood } from './understand';

export interface ReplyPlan {
  text: string;
  toolCalls: ChatToolCall[];
  /** The interview item this reply asks for, remembered for reading the next answer. */
  asked: InterviewItem | null;
}

type ProfileItem = (typeof INTERVIEW_ORDER)[number];
const isFsQuestion = (x: InterviewItem | null): x is FsQuestion => !!x && (FS_QUESTIONS as readonly string[]).includes(x);

const QUESTIONS: Record<ProfileItem, string> = {
  name: 'What is your full legal name, as it appears on your Social Security card?',
  date_of_birth: 'What is your date of birth? (for example: March 3, 1985)',
  filing_status: `Which filing status fits you — ${FILING_STATUSES.map((s) => s.label).join(', ')}? You can also just describe your situation, like "I got married last June".`,
  dependents: 'Do you have any children or other dependents? For example "two kids, 4 and 9", or "no".',
  address: 'What is your street address? (for example: 100 Congress Ave, Austin, TX 78701)',
  city_state: 'Which city and state do you live in?',
  zip: 'What is your ZIP code?',
  phone: 'What is the best phone number to reach you?',
  email: 'Which email address should we use for your return?',
  occupation: 'What do you do for work?',
  ssn: 'The last item is your Social Security number. For your security I never take SSNs in chat — please enter it in the profile form (the **Review profile** button below).',
};

const SSN_ACTION: ChatToolCall = { action: 'review_profile', message: 'Open the profile form to enter your SSN' };
const SOURCE_DOCS = 'Source: your uploaded documents (values you confirmed, otherwise the extracted values).';

type Known = Partial<Record<ProfileItem, boolean>>;

function profileKnows(ctx: ChatContext): Known {
  const pd = ctx.profile.profileData as Record<string, unknown> & ChatContext['profile']['profileData'];
  const has = (k: string) => typeof pd[k] === 'string' && (pd[k] as string).trim() !== '';
  return {
    name: has('first_name') && has('last_name'),
    date_of_birth: !!pd.date_of_birth,
    filing_status: !!ctx.profile.filingStatus,
    dependents: pd.dependents.length > 0,
    address: has('address'),
    city_state: has('city') && has('state'),
    zip: has('zip'),
    phone: !!ctx.profile.phone,
    email: !!ctx.profile.email,
    occupation: has('occupation'),
    ssn: pd.ssn_present,
  };
}

function proposalKnows(p: ProfileProposal): Known {
  return {
    name: !!(p.first_name && p.last_name),
    date_of_birth: !!p.date_of_birth,
    filing_status: !!p.filing_status,
    dependents: !!p.dependents?.length,
    address: !!p.address,
    city_state: !!(p.city && p.state),
    zip: !!p.zip,
    phone: !!p.phone,
    email: !!p.email,
    occupation: !!p.occupation,
  };
}

/** Values proposed earlier and neither confirmed nor dismissed yet. */
export function pendingProposal(history: MessageRow[]): ProfileProposal {
  const merged: ProfileProposal = {};
  for (const row of history) {
    for (const call of actionsOf(row)) {
      if (call.action === 'update_profile' && call.proposal && (call.state ?? 'proposed') === 'proposed') Object.assign(merged, call.proposal);
    }
  }
  return merged;
}

/** Items the user has already answered once (so an optional one is not asked again). */
function answeredItems(history: MessageRow[]): Set<InterviewItem> {
  const out = new Set<InterviewItem>();
  history.forEach((row, i) => {
    const item = row.role === 'assistant' ? askedItem(row) : null;
    if (item && history.slice(i + 1).some((r) => r.role === 'user')) out.add(item);
  });
  return out;
}

/** The next interview item to ask, or null when the profile has everything the chat can fill. */
export function nextItem(ctx: ChatContext, history: MessageRow[], extra: ProfileProposal = {}, noDependents = false): ProfileItem | null {
  const known = { ...profileKnows(ctx) };
  for (const k of [proposalKnows(pendingProposal(history)), proposalKnows(extra)]) {
    for (const [item, v] of Object.entries(k)) if (v) known[item as ProfileItem] = true;
  }
  // "singel no kids" told at the status question answers the dependents question too, for every later turn (ADR 159).
  if (noDependents || answeredItems(history).has('dependents') || history.some((r) => r.role === 'user' && parseDependents(r.content, ctx.taxYear)?.none)) known.dependents = true;
  // One part of the name saved and the other proposed: the name is complete.
  const pd = ctx.profile.profileData as Record<string, unknown>;
  const part = (k: 'first_name' | 'last_name') => !!(extra[k] ?? pendingProposal(history)[k] ?? (typeof pd[k] === 'string' && (pd[k] as string).trim()));
  if (part('first_name') && part('last_name')) known.name = true;
  return INTERVIEW_ORDER.find((item) => !known[item]) ?? null;
}

function proposalLines(p: ProfileProposal): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(p) as Array<[ProposalKey, unknown]>) {
    if (key === 'dependents' && Array.isArray(value)) {
      (value as NonNullable<ProfileProposal['dependents']>).forEach((d, i) => {
        const about = d.birth_year_estimate ? `, born around ${d.birth_year_estimate}` : '';
        lines.push(`- **Dependent ${i + 1}:** ${d.first_name ? `${d.first_name} (${d.relationship})` : d.relationship}${about}`);
      });
      continue;
    }
    const shown = key === 'filing_status' && isFilingStatus(value) ? statusLabel(value) : key === 'occupation' ? occupationLabel(String(value)) : String(value);
    lines.push(`- **${PROPOSAL_LABELS[key]}:** ${shown}`);
  }
  return lines;
}

/** The next question, or what to do once the chat has filled all it can. */
function nextStep(ctx: ChatContext, item: InterviewItem | null): { text: string; calls: ChatToolCall[] } {
  if (item === 'ssn') return { text: QUESTIONS.ssn, calls: [SSN_ACTION] };
  if (isFsQuestion(item)) return { text: FS_QUESTION_TEXT[item](ctx.taxYear), calls: [] };
  if (item) return { text: QUESTIONS[item], calls: [] };
  if (ctx.documents.length === 0) {
    return { text: 'Your profile has everything I need. Next, upload your W-2s, 1099s and other tax documents.', calls: [{ action: 'upload_docs', message: 'Upload your tax documents' }] };
  }
  return { text: 'Your profile has everything I need. You can review your tax analysis whenever you are ready.', calls: [{ action: 'view_analysis', message: 'Review your tax analysis' }] };
}

/** The first message of an empty conversation; it lists the five filing statuses. */
export function greeting(ctx: ChatContext): ReplyPlan {
  const name = typeof ctx.profile.profileData.first_name === 'string' ? ` ${ctx.profile.profileData.first_name}` : '';
  const statuses = FILING_STATUSES.map((s) => `- **${s.label}**`).join('\n');
  const intro = `Hello${name}! I'm The Accountant, your AI tax consultant for tax year ${ctx.taxYear}. I'll help you complete your tax profile and answer your questions.`;
  const current = ctx.profile.filingStatus ? statusLabel(ctx.profile.filingStatus) : null;
  const item = nextItem(ctx, []);
  if (!current) {
    return {
      text: `${intro}\n\nFirst, which filing status fits you? There are five:\n${statuses}\n\nNot sure? Describe your situation (for example "I got married last June") and I'll suggest one.`,
      toolCalls: [],
      asked: 'filing_status',
    };
  }
  const step = nextStep(ctx, item);
  return {
    text: `${intro}\n\nThe five filing statuses are:\n${statuses}\n\nYours is **${current}**. ${step.text}`,
    toolCalls: step.calls,
    asked: item,
  };
}

function factText(f: Fact): string {
  return `${f.answer}\n\nSource: ${f.source}`;
}

const STATUS_WORDS = /\b(?:married filing jointly|married filing separately|filing jointly|jointly|joint|mfj|fil(?:e|ing) separate(?:ly)?|separately|mfs|head of (?:the )?household|hoh|qualifying surviving spouse|surviving spouse|qualifying widow(?:er)?|widow(?:er)?|single|married(?: couples?)?|couples?)\b/gi;

/** Words of a follow-up that name no topic ("and the same for a widow", "what about us as a couple"). */
const FOLLOW_UP_FILLER = new Set('the a an for if with same then instead too also now though one ones case us them me status filing file filer filers person people someone couple couples figure figures number numbers amount amounts version answer how what about and as of our my'.split(' '));
/** Whether a follow-up's words, its status set aside, name a topic the fact base knows ("brackets", "salt cap"). */
function ownTopic(rest: string): boolean {
  return knownTerms(rest).some((w) => w.length > 2 && !FOLLOW_UP_FILLER.has(w));
}

/**
 * "and for head of household?" right after a fact: the same question for the status now named. The
 * previous question is asked again with its status words replaced; null when this is no such follow-up.
 */
export function factFollowUp(text: string, history: MessageRow[]): string | null {
  const m = /^\s*(?:(?:ok(?:ay)?|so|oh|hmm*)[\s,.]+)?(?:and|what about|how about|same)\b[\s,]*(?:for|if|with)?\s*(.*?)[\s?.!]*$/i.exec(text);
  if (!m || text.split(/\s+/).length > 9 || !statusInText(text)) return null;
  // "and the brackets for mfs" names a topic of its own: it is its own question, not the last one again.
  if (ownTopic(m[1]!.replace(STATUS_WORDS, ' '))) return null;
  // The last answer with a source, past one reply between that declined ("what about 2024?").
  const replies = history.map((r, i) => (r.role === 'assistant' ? i : -1)).filter((i) => i >= 0);
  const last = replies[replies.length - 1] ?? -1;
  const declinedBetween = last >= 0 && (OTHER_YEAR_DECLINED.test(history[last]!.content) || /I don't know that for sure/.test(history[last]!.content));
  const at = declinedBetween ? (replies[replies.length - 2] ?? -1) : last;
  if (at < 1 || !/\n\nSource: /.test(history[at]!.content)) return null;
  const userAt = history.slice(0, at).map((r) => r.role).lastIndexOf('user');
  if (userAt < 0) return null;
  // "what about joint?" then "and for a widower": the topic is that of the first question.
  const before = factFollowUp(history[userAt]!.content, history.slice(0, userAt)) ?? history[userAt]!.content;
  return `${before.replace(STATUS_WORDS, ' ').replace(/\s+/g, ' ').trim()} for ${m[1]}`;
}

/**
 * The last reply, when it answered from the fact base (it cites a source), with the user's question before it and the
 * conversation before that question; null otherwise. What the follow-ups below lean on.
 */
function lastSourcedTurn(history: MessageRow[]): { reply: string; question: string; before: MessageRow[] } | null {
  const at = history.map((r) => r.role).lastIndexOf('assistant');
  if (at < 1 || !/\n\nSource: /.test(history[at]!.content)) return null;
  const userAt = history.slice(0, at).map((r) => r.role).lastIndexOf('user');
  return userAt < 0 ? null : { reply: history[at]!.content, question: history[userAt]!.content, before: history.slice(0, userAt) };
}

/**
 * The question asked before, with the topic now named in place of its own (the words only a few facts know, and the words
 * of the fact the reply gave): "no tax on tips how much can i deduct" asked of "overtime".
 */
function withTopic(topic: string, question: string, reply: string): string {
  const answered = factOfReply(reply);
  const own = new Set([...rareTerms(question), ...knownTerms((answered?.question ?? '').replace(ASKED_OF_TOPIC, ' '))]);
  const rest = question.split(/\s+/).filter((w) => !own.has(w.toLowerCase().replace(/[^a-z0-9]/g, '')));
  return `${topic} ${rest.join(' ')}`;
}

/**
 * "and medicare?" right after the Social Security tax rate: the same figure (the rate, limit, amount …) asked of another
 * tax topic, one the fact base knows. Null when this is no such follow-up.
 */
export function topicFollowUp(text: string, history: MessageRow[]): string | null {
  const m = /^\s*(?:(?:ok(?:ay)?|so)[\s,]+)?(?:and|what about|how about|(?:and\s+)?(?:the\s+)?same(?:\s+(?:thing|question|one|goes))?\s+(?:for|with))\s+(?:the\s+|for\s+)?([a-z][a-z -]{1,30}?)\s*[?.!]*\s*$/i.exec(text);
  if (!m || m[1]!.split(/\s+/).length > 6 || statusInText(text) || knownTerms(m[1]!).length === 0) return null;
  const last = lastSourcedTurn(history);
  if (!last) return null;
  const short = m[1]!.split(/\s+/).length <= 3;
  const figure = /\b(rate|limit|max(?:imum)?|amount|threshold|cap|deadline|phase-?out|wage base)\b/i.exec(last.question);
  if (figure && short) return `what is the ${m[1]!.trim()} ${figure[1]!.toLowerCase()}`;
  // "and all the payroll taxes together?" after a payroll rate: the topic named, with the figure asked before.
  if (figure && matchFact(`${m[1]!.trim()} ${figure[1]!.toLowerCase()}`)) return `${m[1]!.trim()} ${figure[1]!.toLowerCase()}`;
  if (!short) return matchFact(m[1]!.trim()) ? m[1]!.trim() : null;
  // "same thing for overtime?" after "no tax on tips how much can i deduct": the question asked again with the topic now
  // named in place of its own (the words only a few facts know).
  // "and car loan interest" after the overtime deduction: a topic named alone, one the base has a fact on, is asked itself.
  if (!/\bsame\b/i.test(text)) return matchFact(m[1]!.trim()) ? m[1]!.trim() : null;
  const asked = withTopic(m[1]!.trim(), last.question, last.reply);
  return matchFact(asked) ? asked : null;
}

/** A form's box or line asked by its number ("W-2 box 2", "1099-div box 1b"). */
function boxQuestion(form: string, kind: string, n: string): string {
  return `${form === 'w2' ? 'W-2' : form} ${kind.toLowerCase()} ${n.toLowerCase()}`;
}
/** A W-2 box 12 code asked ("DD", "E"). */
function box12CodeQuestion(code: string): string {
  return `what does code ${code} in box 12 of the W-2 mean`;
}

/**
 * "and line 35a" right after a fact about a form's box or line: the same form's other box or line, the
 * form being the one the earlier question named (ADR 135). Null when this is no such follow-up.
 */
export function boxFollowUp(text: string, history: MessageRow[]): string | null {
  // "And DD further down?" right after a box 12 code: another code of the same box, said as the capital letters it is.
  const code = /^\s*(?:[Aa]nd|[Ww]hat about|[Hh]ow about|[Aa]lso)\s+(?:code\s+)?([A-Z]{1,2})\b(?:\s+(?:further|lower|below|above|down|up|too|also|then|there|on it|under it)){0,2}\s*[?.!]*\s*$/.exec(text);
  if (code) {
    const last = lastSourcedTurn(history);
    const answered = last ? factOfReply(last.reply) : null;
    return answered && /^box-w2-12-/.test(answered.id) ? box12CodeQuestion(code[1]!) : null;
  }
  // "box 1 on it?": the form is "it", the one just answered about.
  // "what about 1b?", "and what is box 2 for?", "whats box 2 on it": the box's word may be left out after a box answered.
  const m = /^\s*(?:and\s+|what about\s+|how about\s+|also\s+|now\s+)?(?:(?:what|whats|what's)\s+(?:is\s+|does\s+|about\s+)?)?(?:the\s+|for\s+)?(box|line)?\s*#?\s*(\d{1,2}[a-z]?)(?:\s+(?:on|in|of)\s+(?:it|that|this|there|the form))?(?:\s+(?:for|mean|about))?\s*[?.!]*\s*$/i.exec(text);
  if (m && !m[1] && !/[a-z]$/i.test(m[2]!) && !/^\s*(?:and|what about|how about)\b/i.test(text)) return null;
  if (!m) return null;
  const last = lastSourcedTurn(history);
  if (!last) return null;
  // The form the question named, else the form of the box just answered ("1 Wages, tips … what is this number": the W-2's).
  const form = formNamed(last.question) ?? formNamed(boxFollowUp(last.question, last.before) ?? '') ?? factOfReply(last.reply)?.form ?? null;
  return form ? boxQuestion(form, m[1] ?? 'box', m[2]!) : null;
}

/**
 * "ok for 2025 single" after "whats the std deduction for 2024" and "and 2026" were declined as other years: the question
 * declined, asked of the tax year now named (with any status said). Null when this is no such follow-up.
 */
export function taxYearFollowUp(text: string, history: MessageRow[], taxYear: number): string | null {
  const m = new RegExp(`^\\s*(?:(?:ok(?:ay)?|so|fine|alright|then)[\\s,.]+)*(?:and\\s+|what about\\s+|how about\\s+)?(?:for\\s+|in\\s+)?(?:the\\s+)?${taxYear}\\b(.*?)[\\s?.!]*$`, 'i').exec(text);
  if (!m || text.split(/\s+/).length > 8 || ownTopic(m[1]!.replace(STATUS_WORDS, ' '))) return null;
  // The last question declined for its year, past other declines for another year ("and 2026").
  for (let at = history.length - 1; at > 0; at--) {
    const row = history[at]!;
    if (row.role !== 'assistant') continue;
    if (!OTHER_YEAR_DECLINED.test(row.content)) return null;
    const userAt = history.slice(0, at).map((r) => r.role).lastIndexOf('user');
    if (userAt < 0) return null;
    const asked = history[userAt]!.content;
    if (!/\b(?:19|20)\d\d\b/.test(asked) || knownTerms(asked.replace(/\b(?:19|20)\d\d\b/g, ' ')).filter((w) => !FOLLOW_UP_FILLER.has(w)).length === 0) {
      at = userAt;
      continue;
    }
    const question = `${asked.replace(/\b(?:19|20)\d\d\b/g, String(taxYear))} ${m[1]!.trim()}`.trim();
    return matchFact(question) ? question : null;
  }
  return null;
}

/** A parent, grandparent, in-law, aunt or uncle: never a qualifying child, so a dependent only as a qualifying relative. */
const ADULT_RELATIVE = /\b(?:mom|mum|mother|dad|father|parents?|mother-in-law|father-in-law|in-laws?|grandma|grandpa|grandmother|grandfather|grandparents?|aunt|uncle)\b/i;
/** A credit, a break or "anything" asked for a person ("do i get any credit for her", "any tax break for taking care of her"). */
const BENEFIT_FOR = /\b(?:credits?|anything|something|tax breaks?|breaks?|benefits?)\b[^.?!]{0,40}\bfor\s+(?:(?:taking care of|caring for|supporting)\s+)?(?:her|him|them|my (?:mom|mum|mother|dad|father|parents?|grandma|grandpa|grandmother|grandfather|mother-in-law|father-in-law))\b/i;

/**
 * "do i get any credit for her" after "my mom Rosa lives with me and I support her": what a parent or another adult
 * relative the user supports brings is the credit for other dependents (IRC §24(h)(4); a parent is never a qualifying
 * child, Pub. 501), asked as that credit. Null when the person is not such a relative or nothing of the kind is asked.
 */
export function relativeCreditQuestion(text: string, history: MessageRow[]): string | null {
  if (!BENEFIT_FOR.test(text) || /\b(?:son|daughter|kids?|child|children|baby|boy|girl|nephew|niece|grand(?:son|daughter|child|kid)s?)\b/i.test(text)) return null;
  const earlier = history.filter((r) => r.role === 'user').slice(-2).map((r) => r.content);
  const named = ADULT_RELATIVE.test(text) || (/\b(?:her|him|them)\b/i.test(text) && earlier.length > 0 && ADULT_RELATIVE.test(earlier[earlier.length - 1]!));
  if (!named) return null;
  const question = 'What is the credit for other dependents, for a parent I support?';
  return matchFact(question) ? question : null;
}

/** A correction's own words ("sorry", "I meant", "no wait", "oops", "my bad"). */
const CORRECTING = /\b(?:sorry|sry|i meant|i mean|meant|no wait|wait|oops|whoops|my bad|correction|misread|mistyped|typo)\b/i;

/**
 * "sorry, I meant for a qualifying surviving spouse", "It's E, not D.", "Sorry, I meant box 8.", "no sorry, overtime, not
 * tips" right after a fact: the question just answered, corrected. The value now meant replaces the one taken back (or the
 * status, the box, the box 12 code, the topic of the last question); the rewritten question must find a fact. Null when
 * this is no correction.
 */
export function correctedFollowUp(text: string, history: MessageRow[]): string | null {
  if (!CORRECTING.test(text) && !/,\s*not\s+\S+\s*[.!?]*\s*$/i.test(text)) return null;
  if (text.split(/\s+/).length > 12) return null;
  const last = lastSourcedTurn(history);
  if (!last) return null;
  // The value now meant, and the one taken back ("It's E, not D", "overtime, not tips").
  const body = text.replace(/^\s*(?:(?:no|nope|oops|whoops|sorry|sry|my bad|wait|no wait|ok(?:ay)?|ah|oh)\b[\s,.!]*)+/i, '').replace(/\b(?:i\s+)?misread(?:\s+it)?\b[\s,.!]*|\b(?:i\s+)?mistyped(?:\s+it)?\b[\s,.!]*/i, '');
  const pair = /(?:^|[\s,.!]|\bmeant\s+(?:for\s+)?)(?:it'?s|it\s+is|its)?\s*(?:for\s+)?([a-z0-9][a-z0-9 -]*?)\s*,?\s+not\s+(?:for\s+)?([a-z0-9][a-z0-9 -]*?)\s*[.!?]*\s*$/i.exec(body);
  const meant = /\bmeant\s+(?:for\s+|to say\s+)?(?:a\s+|an\s+|the\s+)?([a-z0-9][a-z0-9 -]*?)\s*[.!?]*\s*$/i.exec(body);
  const said = /^\s*(?:it'?s\s+|its\s+|it\s+is\s+)?([a-z0-9][a-z0-9 -]*?)[\s,]*(?:sorry|sry|i meant|my bad|oops)?\s*[.!?]*\s*$/i.exec(body);
  const now = (pair?.[1] ?? meant?.[1] ?? said?.[1])?.trim();
  const before = pair?.[2]?.trim();
  if (!now || now.split(/\s+/).length > 5) return null;
  const previous = boxFollowUp(last.question, last.before) ?? factFollowUp(last.question, last.before) ?? topicFollowUp(last.question, last.before) ?? last.question;
  const candidates: string[] = [];
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (before && new RegExp(`\\b${escape(before)}\\b`, 'i').test(previous)) candidates.push(previous.replace(new RegExp(`\\b${escape(before)}\\b`, 'i'), now));
  if (statusInText(now)) candidates.push(`${previous.replace(STATUS_WORDS, ' ').replace(/\s+/g, ' ').trim()} for ${now}`);
  const box = /^(box|line)\s*#?\s*(\d{1,2}[a-z]?)$/i.exec(now);
  if (box) {
    const form = formNamed(previous);
    if (form) candidates.push(boxQuestion(form, box[1]!, box[2]!));
  }
  // A box 12 code said alone ("It's E, not D"): the code of box 12 asked before.
  if (/^[a-z]{1,2}$/i.test(now) && /\bbox\s*12/i.test(previous)) candidates.push(box12CodeQuestion(now.toUpperCase()));
  // A topic now meant in place of the last one ("overtime, not tips"): asked the way the last question was.
  if (!box && knownTerms(now).length > 0 && !statusInText(now)) {
    candidates.push(withTopic(now, previous, last.reply));
  }
  return candidates.find((c) => matchFact(c)) ?? null;
}

/** Words of a question that point back at the topic just answered ("does it phase out", "is that per kid", "does she get it too"). */
const POINTING = 'it its that this they them those these she he her him too also either'.split(' ');
const POINTS_BACK = new RegExp(`\\b(?:${POINTING.join('|')})\\b`, 'i');
/** What is asked of a topic (its amount, rate, limit …), not the topic itself. */
const ASKED_OF_TOPIC = /\b(?:how|much|many|what(?:'?s)?|rate|rates|limit|max(?:imum)?|amount|threshold|cap|figure|number|is|are)\b/gi;

/** Words that ask an aspect of a topic, not a topic ("does it phase out", "is that per kid", "is any of it refundable"). */
const ASPECT = new Set('phase phases phased phasing out refundable refund per kid kids child children income limit limits deduct deductible taxable taxed start starts end ends apply applies qualify count counts get much many rate amount max maximum'.split(' '));

/** The fact a reply gave (its answer and source are in it); the longest answer when one holds another. */
export function factOfReply(content: string): Fact | null {
  let best: Fact | null = null;
  for (const f of FACTS_2025) if (content.includes(f.answer) && content.includes(f.source) && (!best || f.answer.length > best.answer.length)) best = f;
  return best;
}

/** Words of a follow-up that point or lean and name nothing ("does she get it too", "does it go down"). */
const LEANING = new Set([...POINTING, ...'his hers their anything something nothing everything back down up out but so even still just only really actually'.split(' ')]);
/** The content words of a message that no fact knows, in any of their plain forms ("phasing" is "phase", "kid" "kids"). */
function ownUnknownWords(text: string): string[] {
  const forms = (w: string) => [w, w.replace(/(?:ing|ed|es|s|d)$/, ''), w.replace(/(?:ing|ed)$/, 'e'), `${w}s`, `${w}e`];
  return unknownTerms(text).filter((w) => !LEANING.has(w) && !forms(w).some((v) => knownTerms(v).length > 0));
}

/**
 * "at what income does it start phasing out" right after the child tax credit: a question that points back ("it", "that",
 * "she … too") and names no fact of its own is asked of the topic of the question just answered. The rewritten question
 * must find a fact by itself; null when it does not, or when this is no such follow-up.
 */
export function pronounFollowUp(text: string, history: MessageRow[]): string | null {
  // "does it phase out", "is any of it refundable": "it" or "that" with only an aspect asked is the topic just answered,
  // even when the words left would find a fact of their own (the child tax credit's phase-out); "she … too", or "that"
  // beside a topic of its own ("a DD in box 12 on my w-2, what is that"), leans back only when they find none.
  const leansOnly = /\b(?:it|its|that|this)\b/i.test(text) && !/\d/.test(text) && knownTerms(text).every((w) => FOLLOW_UP_FILLER.has(w) || ASPECT.has(w));
  if (text.split(/\s+/).length > 18 || !POINTS_BACK.test(text) || (!leansOnly && matchFact(text))) return null;
  // "can I pay it in installments", "my pension, is that taxed": a word no fact knows names a topic of the question's own,
  // one the base does not hold; it is not the last topic asked again.
  if (ownUnknownWords(text).length > 0) return null;
  const last = lastSourcedTurn(history);
  if (!last) return null;
  const { question: before, before: earlier } = last;
  // The topic is the fact just answered (its own question), else the words the user asked it with.
  const answered = factOfReply(last.reply);
  const asked = answered?.question ?? pronounFollowUp(before, earlier) ?? factFollowUp(before, earlier) ?? topicFollowUp(before, earlier) ?? before;
  const topic = knownTerms(asked.replace(/\b20\d\d\b/g, ' ').replace(ASKED_OF_TOPIC, ' ')).filter((w) => !FOLLOW_UP_FILLER.has(w));
  if (topic.length === 0) return null;
  const question = `${text.replace(/[\s?.!]+$/, '')} ${[...new Set(topic)].join(' ')}`;
  return matchFact(question) ? question : null;
}

/** The form numbers the 2025 fact base speaks of anywhere (questions, terms, answers, sources). */
let knownForms: Set<string> | null = null;
/** Whether the message names a numbered form ("form 8843", "1040-NR") of which the fact base says nothing. */
function namesUnknownForm(text: string): boolean {
  knownForms ??= new Set(FACTS_2025.flatMap((f) => [...`${f.question} ${f.terms} ${f.answer} ${f.source}`.toLowerCase().matchAll(/\b(\d{4}(?:-[a-z]{1,4})?)\b/g)].map((m) => m[1]!)));
  const named = [...text.toLowerCase().matchAll(/\b(?:form\s+(\d{4}(?:-[a-z]{1,4})?)|(\d{4}-(?:nr|x|es|sr|ez|pr|ss)))\b/g)].map((m) => m[1] ?? m[2]!);
  return named.some((n) => !knownForms!.has(n));
}

/**
 * A nonresident's case: a student or exchange visitor's status (F-1, J-1, OPT, CPT: exempt from the substantial presence
 * test, IRS Pub. 519), nonresident alien, a treaty, dual status. (An H-1B worker is most often a resident, so not here.) The fact base holds the rules for US citizens and residents only (nonresident aliens file Form 1040-NR under
 * other rules, IRS Pub. 519), so none of its facts answers such a question.
 */
const NONRESIDENT = (text: string) => /\b(?:OPT|CPT|[FJ]-?1)\b/.test(text) || /\b(?:non-?resident(?:\s+aliens?)?|dual[- ]status|(?:tax )?treaty)\b/i.test(text);

/** A question about tax rules, answered from the 2025 fact base or not at all. */
function answerFact(typed: string, ctx: ChatContext): { text: string; calls: ChatToolCall[]; known: boolean } {
  const match = matchFact(typed);
  // The question as read ("standerd deduction for singel" is the standard deduction for single).
  const text = match?.asked ?? typed;
  const unknown = (what: string) => ({
    text: `I don't know that for sure${what}, and I'd rather not guess. What I can answer, with sources: ${KNOWN_TOPICS}. I can also explain the numbers in your own documents. For anything else, please ask a tax professional.`,
    calls: [],
    known: false,
  });
  // A question about reaching the IRS by phone is answered by no fact (Held-out 11, ADR 118). Nor is one that names a
  // form the base says nothing of ("do I need to file form 8843?"): a nearby fact would answer a different question.
  if (!match || asksToReachTheIrs(typed) || namesUnknownForm(typed) || NONRESIDENT(typed)) return unknown('');
  let fact = match.fact;
  // A figure that depends on the filing status: the one named, else the user's own.
  const named = askedStatus(text);
  const own = isFilingStatus(ctx.profile.filingStatus) ? ctx.profile.filingStatus : null;
  let prefix = '';
  if (fact.status || fact.id === 'standard-deduction') {
    const base = fact.id.replace(/-(single|married_filing_jointly|married_filing_separately|head_of_household|qualifying_widow)$/, '');
    // The user's own status only for the user's own question, not one about a relative or a friend.
    const want: FilingStatus | null = named ?? (/\b(my|i|me|our|we|us)\b/i.test(text) && !speaksOfAnother(text) ? own : null);
    const exact = want ? factById(`${base}-${want}`) : undefined;
    if (exact) fact = exact;
    else if (fact.status && !named) {
      const general = factById(base);
      if (general) fact = general;
      else {
        fact = factById(`${base}-single`) ?? fact;
        prefix = `You did not name a filing status, so here are the figures for ${statusLabel('single')} (ask for another status if you like).\n\n`;
      }
    }
  }
  // Two statuses compared ("jointly vs separately"): the figures of each, or "not known" for one missing.
  const compared = statusesAsked(text);
  if (compared.length > 1) {
    const base = fact.id.replace(/-(single|married_filing_jointly|married_filing_separately|head_of_household|qualifying_widow)$/, '');
    const each = compared.map((s) => factById(`${base}-${s}`) ?? (!fact.status && answersForStatus(s, fact) ? fact : null));
    const missing = compared.find((_s, i) => !each[i]);
    if (missing) return unknown(` for ${statusLabel(missing)}`);
    return { text: [...new Set(each as Fact[])].map(factText).join('\n\n'), calls: [], known: true };
  }
  // The status named is the one the answer must be about (ADR 076): otherwise it is not known.
  if (!answersForStatus(named, fact)) return unknown(` for ${statusLabel(named!)}`);
  const calls: ChatToolCall[] = fact.id === 'documents-to-bring' ? [{ action: 'upload_docs', message: 'Upload your documents' }] : [];
  const first = firstQuestionFact(typed, fact);
  return { text: (first ? `${factText(first)}\n\n` : '') + prefix + factText(fact), calls, known: true };
}

/**
 * Two questions in one message, each ending in its question mark ("what's the self-employment tax rate? and can I deduct
 * half of it?"): the whole message finds the fact of the last, which may lean on the first ("half of it"); the first
 * sentence's own fact, found alone and closely, is answered before it (ADR 159). Only a fact of no filing status.
 */
function firstQuestionFact(typed: string, answered: Fact): Fact | null {
  const sentences = typed.split(/(?<=\?)\s+/).filter((x) => /\?\s*$/.test(x));
  if (sentences.length < 2) return null;
  const m = matchFact(sentences[0]!);
  return m && m.fact.id !== answered.id && !m.fact.status && m.fact.id !== 'standard-deduction' && m.coverage >= PART_COVERAGE ? m.fact : null;
}

function answerQuestion(q: QuestionIntent, ctx: ChatContext, text: string): { text: string; calls: ChatToolCall[] } {
  switch (q.kind) {
    case 'standard_deduction':
    case 'brackets':
    case 'box':
    case 'topic':
    case 'unknown':
      return answerFact(text, ctx);
    case 'my_income':
    case 'my_withholding':
      return explainIncome(ctx, q.kind === 'my_withholding');
    case 'processing': {
      const busy = ctx.documents.filter((d) => d.status === 'processing');
      const failed = ctx.documents.filter((d) => d.status === 'failed');
      if (ctx.documents.length === 0) return { text: 'You have not uploaded any documents for 2025 yet.', calls: [{ action: 'upload_docs', message: 'Upload your documents' }] };
      const lines = [
        busy.length ? `Still being analyzed:\n${busy.map((d) => `- ${d.fileName}`).join('\n')}` : 'None of your documents is still processing.',
        ...(failed.length ? [`Analysis failed (you can retry it from the document list):\n${failed.map((d) => `- ${d.fileName}`).join('\n')}`] : []),
      ];
      return { text: lines.join('\n\n'), calls: [] };
    }
    case 'next_step': {
      const step = ctx.steps.find((s) => s.state !== 'done');
      if (ctx.missing.length) {
        return { text: `Your profile is ${ctx.percent}% complete. Still missing: ${ctx.missing.join(', ')}.`, calls: [{ action: 'review_profile', message: 'Complete your profile' }] };
      }
      if (!step) return { text: 'Everything is done: your profile is complete and every document is analyzed. You can review your tax analysis.', calls: [{ action: 'view_analysis', message: 'Review your tax analysis' }] };
      if (step.key === 'documents') return { text: 'Your profile is complete. Next: upload your tax documents.', calls: [{ action: 'upload_docs', message: 'Upload your documents' }] };
      return { text: `Next step: **${step.title}** (${step.badge}). Your progress is ${ctx.percent}%.`, calls: step.key === 'review' ? [{ action: 'view_analysis', message: 'Review your tax analysis' }] : [] };
    }
    case 'estimate': {
      const r = estimateFor(ctx);
      if ('unavailable' in r) return { text: `${r.unavailable} I only give estimates computed from your own documents.`, calls: ctx.documents.length ? [] : [{ action: 'upload_docs', message: 'Upload your documents' }] };
      const e = r.estimate;
      const outcome = e.result.kind === 'refund' ? `an estimated **refund of ${usd(e.result.amountCents)}**` : e.result.kind === 'owed' ? `an estimated **${usd(e.result.amountCents)} owed**` : 'about **even** (no refund, nothing owed)';
      return {
        text: `Based on your analyzed documents and your filing status (${statusLabel(e.filingStatus)}), the 2025 federal estimate shows ${outcome}. It does not cover: ${e.notCovered.slice(0, 3).join('; ')}, and more.\n\nSource: the TaxDesk 2025 estimate (Form 1040 (2025) line by line) over your documents.`,
        calls: [{ action: 'view_analysis', message: 'See the full analysis' }],
      };
    }
    case 'upload':
      return { text: 'Use the upload dialog: pick the document type (W-2, 1099, 1098…), then choose PDF, JPG or PNG files. Each file is analyzed automatically.', calls: [{ action: 'upload_docs', message: 'Upload your documents' }] };
    case 'ssn':
      return { text: 'For your security I never take Social Security numbers in chat. Please enter it in the profile form.', calls: [SSN_ACTION] };
  }
}

function explainIncome(ctx: ChatContext, withholdingOnly: boolean): { text: string; calls: ChatToolCall[] } {
  const lines = incomeLines(ctx);
  const busy = ctx.documents.filter((d) => d.status === 'processing');
  const busyNote = busy.length ? `\n\nStill being analyzed, so not counted yet: ${busy.map((d) => d.fileName).join(', ')}.` : '';
  if (lines.length === 0) {
    return {
      text: `I don't see any analyzed income documents for 2025 yet, so I can't tell you that.${busyNote}`,
      calls: busy.length ? [] : [{ action: 'upload_docs', message: 'Upload your W-2s and 1099s' }],
    };
  }
  const rows = lines.map((l) =>
    withholdingOnly
      ? `- **${l.from}** — federal income tax withheld: **${l.withheldCents === null ? 'not shown' : usd(l.withheldCents)}**`
      : `- **${l.from}** — ${l.label}: **${usd(l.amountCents)}**${l.withheldCents !== null ? `; federal income tax withheld: ${usd(l.withheldCents)}` : ''}`,
  );
  const total = withholdingOnly ? sumCents(lines.map((l) => l.withheldCents ?? 0)) : sumCents(lines.map((l) => l.amountCents));
  const head = withholdingOnly ? 'Federal income tax withheld, by document:' : 'Your 2025 income so far, by document:';
  const totalLine = lines.length > 1 ? `\n\nTotal: **${usd(total)}**` : '';
  return { text: `${head}\n${rows.join('\n')}${totalLine}${busyNote}\n\n${SOURCE_DOCS}`, calls: [{ action: 'view_analysis', message: 'See the full analysis' }] };
}

export interface BuiltinInput {
  ctx: ChatContext;
  /** The conversation before this message, oldest first. */
  history: MessageRow[];
  /** The user's message as stored (SSN-shaped numbers already masked). */
  text: string;
  /** Whether an SSN-shaped number was masked out of it. */
  maskedSsn: boolean;
  today: string;
}

/**
 * What an analysed W-2 or 1099 says about the user (name, address, SSN), offered once per
 * document: values the profile lacks become a proposal the user confirms; values that differ from
 * the profile are shown as a check. SSNs are never proposed: the form takes them.
 */
export function documentOffer(ctx: ChatContext, history: MessageRow[]): { text: string; proposal: ProfileProposal; ssn: boolean } | null {
  const pd = ctx.profile.profileData as Record<string, unknown> & ChatContext['profile']['profileData'];
  const have = (k: string) => (typeof pd[k] === 'string' && (pd[k] as string).trim() ? (pd[k] as string).trim() : null);
  const said = history.filter((r) => r.role === 'assistant').map((r) => r.content);
  for (const doc of identitiesOf(ctx)) {
    const marker = `Your ${doc.from} shows`;
    if (said.some((c) => c.includes(marker))) continue;
    const proposal: ProfileProposal = {};
    const checks: string[] = [];
    const name = doc.name ? parseName(doc.name, true) : null;
    if (name?.first_name && name.last_name) {
      if (!have('first_name') && !have('last_name')) Object.assign(proposal, name);
      else if ((have('first_name') ?? '').toLowerCase() !== name.first_name.toLowerCase() || (have('last_name') ?? '').toLowerCase() !== name.last_name.toLowerCase()) {
        checks.push(`the name **${doc.name}**, but your profile has **${[have('first_name'), have('last_name')].filter(Boolean).join(' ')}**`);
      }
    }
    const addr = doc.address ? addressIn(doc.address) : null;
    if (addr?.street) {
      if (!have('address')) {
        proposal.address = addr.street;
        if (addr.city && !have('city')) proposal.city = addr.city;
        if (addr.state && !have('state')) proposal.state = addr.state;
        if (addr.zip && !have('zip')) proposal.zip = addr.zip;
      } else if (have('address')!.toLowerCase().replace(/[^a-z0-9]/g, '') !== addr.street.toLowerCase().replace(/[^a-z0-9]/g, '') || (addr.zip && have('zip') && addr.zip !== have('zip'))) {
        checks.push(`the address **${doc.address}**, but your profile has **${[have('address'), have('city'), have('state'), have('zip')].filter(Boolean).join(', ')}**`);
      }
    }
    const fields = ctx.documents.find((d) => d.id === doc.id)?.fields ?? {};
    const ssnField = typeof fields.employee_ssn === 'string' ? fields.employee_ssn : typeof fields.recipient_tin === 'string' ? fields.recipient_tin : null;
    const last4 = ssnField && /\d{4}\s*$/.test(ssnField) ? ssnField.trim().slice(-4) : null;
    let ssn = false;
    if (last4 && pd.ssn_last4 && pd.ssn_last4 !== last4) checks.push(`a taxpayer number ending in **${last4}**, but the SSN on your profile ends in **${pd.ssn_last4}**`);
    else if (last4 && !pd.ssn_present) ssn = true;
    if (Object.keys(proposal).length === 0 && checks.length === 0 && !ssn) continue;
    const parts: string[] = [];
    if (Object.keys(proposal).length) parts.push(`${marker} these details, which your profile does not have yet:\n${proposalLines(proposal).join('\n')}\n\nPress **Confirm** to save them to your profile, or tell me what to change.`);
    if (checks.length) parts.push(`**Check:** ${Object.keys(proposal).length ? 'It also shows' : `${marker}`} ${checks.join('; and ')}. If your profile is out of date, tell me the right value; if the document is wrong, ask its issuer for a corrected form.`);
    if (ssn) parts.push(`${parts.length ? 'It also shows' : marker} an SSN ending in **${last4}**. I never take SSNs in chat: please enter yours in the profile form.`);
    return { text: parts.join('\n\n'), proposal, ssn };
  }
  return null;
}

const PERSONAL = new Set<QuestionIntent['kind']>(['my_income', 'my_withholding', 'processing', 'next_step', 'estimate', 'upload', 'ssn']);

/** The filing-status answers given so far in the conversation (later answers win). */
function statusAnswers(history: MessageRow[], taxYear: number, knownChild: boolean): FsAnswers {
  const out: FsAnswers = {};
  let asked: InterviewItem | null = null;
  let before = '';
  for (const row of history.slice(-60)) {
    if (row.role === 'assistant') {
      asked = askedItem(row);
      continue;
    }
    // Only the user's own words count: a pasted text or another person's heading says nothing of the user (ADR 159).
    const { fs } = statusFacts(read(statusTypos(notTheUsers(row.content))), asked, taxYear, false, knownChild, parentNamed(before));
    before = row.content;
    for (const [k, v] of Object.entries(fs)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** The values a correction can change: the last proposal's where it has them, else the saved ones. */
function previousValues(ctx: ChatContext, history: MessageRow[]): Previous {
  const pd = ctx.profile.profileData as Record<string, unknown>;
  const pending = pendingProposal(history);
  const pick = (k: keyof Previous): string | null => {
    const v = (pending as Record<string, unknown>)[k] ?? pd[k];
    return typeof v === 'string' && v.trim() ? v : null;
  };
  const contact = (k: 'email' | 'phone'): string | null => {
    const v = pending[k] ?? ctx.profile[k];
    return typeof v === 'string' && v.trim() ? v : null;
  };
  return { first_name: pick('first_name'), middle_name: pick('middle_name'), last_name: pick('last_name'), address: pick('address'), city: pick('city'), state: pick('state'), zip: pick('zip'), date_of_birth: pick('date_of_birth'), email: contact('email'), phone: contact('phone') };
}

/** The profile lists a child of the user (son, daughter, stepchild…), so "she lives with me" can mean that child. */
function knownChild(ctx: ChatContext): boolean {
  return ctx.profile.profileData.dependents.some((d) => /\b(son|daughter|child|kid|stepchild|stepson|stepdaughter|foster)\b/i.test(String((d as { relationship?: unknown }).relationship ?? '')));
}

/** A question whose subject is the user's own filing status or dependents: "does that make me head of household", "can I claim him". */
const OWN_STATUS_ASKED = /\b(?:parents?|mom|dad|mother|father|folks)\s+(?:(?:used to|still|no longer|can'?t|cannot|won'?t|didn'?t|did not)\s+)?(?:claim(?:s|ed)?|claiming)\s+me\b[^?]*\b(?:moved out|on my own|support myself|pay my own|never (?:been )?married|single|no kids|not married)\b|\b(?:make|makes|qualify|qualifies|count)\s+(?:me|us)\b[^?.]*\b(?:head of (?:the )?household|hoh|single|married|filing status|dependents?|qualifying)\b|\b(?:am i|are we|can i|could i|do i|should i|would i)\s+(?:be\s+)?(?:a\s+)?(?:head of (?:the )?household|hoh|file as|filing as|qualify(?!\s+for\s+(?:the\s+|an?\s+)?(?:eic|eitc|earned income|child tax|ctc|[a-z-]+\s+credit|credit|deduction))|claim)\b/i;

/**
 * A story about the user's household ending in a question about their own status ("single, my
 * boyfriend lives with me and i pay for everything, does that make me head of household?"): the
 * Pub. 501 rules answer it from the story, so it is read as an answer, not sent to the fact base.
 */
function ownStatusStory(text: string, intent: QuestionIntent | null, taxYear: number): boolean {
  return (!intent || intent.kind === 'unknown') && OWN_STATUS_ASKED.test(text) && Object.keys(statusFacts(read(text), null, taxYear).fs).length > 0;
}

/**
 * A statement about who lives in the user's home, who pays for it or a spouse's death ("my grandma
 * lives with me and i support her, she gets social security"): an answer for the Pub. 501 questions,
 * never a fact question because a topic word is in it (ADR 127). Only a story told with its verbs
 * (lives with me, I pay, died); a question mark or question words still make it a question.
 */
const HOME_STORY = /\b(?:lives?|lived|living|stays?|stayed|moved in)\s+with\s+(?:me|us)\b|\b(?:i|we)\s+(?:pay|paid|support|supported|take care of|took care of|cover|covered)\b|\b(?:died|passed away|widow(?:ed|er)?)\b/i;
function householdStory(text: string, taxYear: number): boolean {
  if (isQuestion(text) || text.includes('?') || !HOME_STORY.test(text.replace(/’/g, "'"))) return false;
  const { fs } = statusFacts(read(text), null, taxYear);
  return fs.qualifyingPerson !== undefined || fs.dependentChild !== undefined || fs.paidHalf !== undefined || fs.parentHome !== undefined || fs.spouseDiedYear !== undefined || fs.widowed === true;
}

/** A reply that declines, then goes back to the interview. */
function declined(text: string, ctx: ChatContext, history: MessageRow[], asked: InterviewItem | null): ReplyPlan {
  const item = isFsQuestion(asked) ? asked : nextItem(ctx, history);
  const step = item && item !== 'ssn' ? `\n\nWhen you're ready, let's continue with your profile. ${nextStep(ctx, item).text}` : '';
  return { text: text + step, toolCalls: [], asked: item };
}

/** A question by its words alone: a question word opening it, or "how much", "meaning" closing it. */
// "…, how it works" closing a message is the question "how does it work" said without inversion (ADR 145).
const ASKED_BY_WORDS = /^\s*(?:(?:so|ok|okay|and|but|um|uh|hey|quick q)\W+)*(?:at what|how (?:much|many|long|do|does|is|are)|what(?:'s| is| are| does| do)?|when|where|which|why|is there|are there|do i|does|cu[aá]nto|cu[aá]ndo|qu[eé] es|c[oó]mo)(?![\p{L}])|\b(?:how much|how many|meaning|mean|means|what is that|how (?:it|that|this) works?)\s*[?.!]*\s*$/iu;

/**
 * An SSN said to be missing ("my wife has no SSN", "he doesn't have a social security number", "without
 * an SSN"): no number is given or asked for, so a question around it is answered like any other (an ITIN
 * is not in the fact base: "I don't know"), never refused as an SSN typed (ADR 145).
 */
const SSN_ABSENT = /\b(?:has|have|had|with|got)\s+no\s+(?:ssn|social security (?:number|card))\b|\b(?:without|lacks?|lacking)\s+(?:an?\s+)?(?:ssn|social security (?:number|card))\b|\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|never)\s+(?:have|had|get|got)\s+(?:an?\s+|any\s+)?(?:ssn|social security (?:number|card))\b|\b(?:not|isn'?t|aren'?t)\s+eligible\s+for\s+(?:an?\s+)?(?:ssn|social security (?:number|card))\b/i;

/** The number itself named: an SSN, "social security number", "ss#", an ITIN, the card. */
const SSN_NAMED = /\b(?:ssns?|ss ?#|ss (?:numbers?|no\b\.?)|itin|tax ?id(?: number)?|soci[ae]l[- ]security (?:numbers?|no\b\.?|#|cards?))(?!\w)|\*\*\*-\*\*-\d{4}/i;

/**
 * "the social security part", "will the social security be taxed": Social Security spoken of in a
 * question the fact base answers, with no number named, is the tax or the benefits, never the user's
 * SSN (ADR 132).
 */
function ssnWordsOnlyInFactQuestion(text: string, questionLike: boolean): boolean {
  return questionLike && !SSN_NAMED.test(text) && matchFact(text) !== null;
}

/** Owing a tax named ('do i owe self-employment tax'): whether that tax applies is asked (ADR 147). */
export const owesNamedTax = (text: string): boolean => OWE_NAMED_TAX.test(text) || TAX_TAKEN_FROM_PAY.test(text);
/** "do they still take social security tax out of my wages": whether a payroll tax applies to the pay, a rule. */
const TAX_TAKEN_FROM_PAY = /\b(?:take|takes|taking|took|withhold|withholds|withholding|deduct|deducts)\s+(?:out\s+)?(?:the\s+)?(?:social security|medicare|fica|payroll)(?:\s+tax(?:es)?)?\s+(?:out\s+)?(?:of|from)\s+(?:my|our)\s+(?:wages|pay|paychecks?|checks?|salary)\b/i;
const OWE_NAMED_TAX = /\bowe\s+(?:any\s+)?(?:self[- ]?employment|se|medicare|social security|payroll|fica|capital gains?|estimated|additional medicare|net investment income|niit)\s+tax(?:es)?\b/i;

/**
 * The user stepping away or fetching something ("brb grabbing my 1098 from the filing cabinet", "one sec, getting my
 * W-2"): a form named in it is what they went to get, not a question about the form.
 */
const STEPPING_AWAY = /\b(?:brb|be right back|one sec(?:ond)?|hold on|hang on|gimme a (?:sec|min(?:ute)?)|give me a (?:sec(?:ond)?|min(?:ute)?))\b|^(?:ok(?:ay)?[,!.]?\s+)?(?:i'?m\s+|im\s+|let me\s+|lemme\s+|gonna\s+|going to\s+)?(?:grab(?:bing)?|get(?:ting)?|fetch(?:ing)?|find(?:ing)?|look(?:ing)? for|dig(?:ging)? (?:out|up))\s+(?:my|the|our)\b/i;

/** The question words a typo may swap two letters of ("hwo mcuh", "waht is"). */
const QUESTION_WORDS = ['how', 'what', 'much', 'many', 'when', 'where', 'which', 'does'];
/** A word with two adjacent letters swapped back into the question word it is a typo of, or the word itself. */
function questionWordTypo(w: string): string {
  const low = w.toLowerCase();
  for (const q of QUESTION_WORDS) {
    if (q.length !== low.length || q === low) continue;
    for (let i = 0; i + 1 < q.length; i++) if (low === q.slice(0, i) + q[i + 1] + q[i] + q.slice(i + 2)) return q;
  }
  return w;
}
/**
 * A question by its words alone (ADR 155): ASKED_BY_WORDS on the message, or on a later sentence or clause of it ("we
 * have two W-2s. what goes on line 1z", "i have a 1099-B …, what rates apply"), with question words typed with two
 * letters swapped read as typed right ("hwo mcuh", "waht is"); or "how much/many" asked inside it ("aotc how much can i get").
 */
function askedByWords(text: string): boolean {
  const fixed = text.replace(/\p{L}+/gu, questionWordTypo);
  if (ASKED_BY_WORDS.test(fixed)) return true;
  if (fixed.split(/[.;!]\s+|,\s+(?=(?:what|how|when|where|which|why|is there|are there|do i|does)\b)/i).slice(1).some((c) => ASKED_BY_WORDS.test(c))) return true;
  return /\bhow (?:much|many)\s+(?:can|do|does|did|is|are|will|would|should|could|money|tax|of)\b/i.test(fixed);
}

/** Words of the filing-status story around a dependent: where they live, marriage, a death, who pays the home's costs. */
const HOUSEHOLD_STORY = /\b(?:lives?|lived|living|stays?|stayed)\b|\b(?:away at|full[- ]time|all year|whole year)\b|\b(?:married|remarried|widow(?:er|ed)?|single|divorced|separated|died|passed)\b|\b(?:rent|mortgage|bills|costs?)\b/i;

/** The opening words of a question put after an answer ("also", "quick q before we start,"). */
const QUESTION_OPENING = /^\s*(?:(?:and\s+)?also|plus|oh and|btw|by the way|one more thing|quick (?:q|question)(?:\s+before we (?:start|begin))?)\s*[,:]?\s+/i;

/**
 * A message of two sentences, the first a statement and the second a question ("10/31/1996. also do i need my w2 before
 * i can start"): the statement and the question, or null. Only while an item of the interview is asked: the statement
 * must then answer it (see answersItem).
 */
export function answerThenQuestion(text: string, asked: InterviewItem | null): { answer: string; question: string } | null {
  if (!asked || !(INTERVIEW_ORDER as readonly string[]).includes(asked)) return null;
  const m = /^([^?]+?[.!])\s+(\S[\s\S]*)$/.exec(text.trim());
  if (!m) return null;
  const answer = m[1]!;
  const question = m[2]!.replace(QUESTION_OPENING, '');
  if (isQuestion(answer) || !(question.includes('?') || isQuestion(question) || askedByWords(question))) return null;
  return { answer, question };
}

/**
 * The statement read gives the item asked (a name part for the name, the date of birth for it, and so on), or one of
 * the user's own details given before it is asked (a name typed at the filing-status question).
 */
function answersItem(u: { proposal: ProfileProposal; noDependents: boolean }, asked: InterviewItem | null): boolean {
  const p = u.proposal;
  if (p.first_name || p.last_name || p.date_of_birth || p.address || p.phone || p.email) return true;
  if (asked === 'address') return !!(p.city || p.zip);
  if (asked === 'dependents') return !!p.dependents || u.noDependents;
  return !!(asked && asked in p);
}

/** Nothing of the user's read from a message: no value, no status answer, no question back. */
function readNothing(u: Understood): boolean {
  return Object.keys(u.proposal).length === 0 && !u.noDependents && !u.talksStatus && !u.clarify && Object.values(u.fs).every((v) => v === undefined);
}

const TITLE_WORD = /\b(?:prof|dr|mr|mrs|ms|mx|miss|rev|sgt|capt|lt|col|gen|maj|hon|sir|dame)\b\.?/i;
const PLACE_WORD = /^(?:saint|st|fort|ft|mount|mt|new|san|santa|los|las|port|north|south|east|west|lake|palm|grand)\.?$/i;
const PHONE_CUE = /\b(?:phone|cell|mobile|call|text|reach|tel|landline|number)\b/i;
const NAME_CUE = /\b(?:name|i'?m|im|i am|call me|this is)\b/i;

/**
 * A name given unasked: written as one (each part in the message as proposed, capitals and all) or said to be one ("my
 * name is", "i'm"); never with a title in it ("Van der Berg, Prof. Anneke" leaves which words are which to the name
 * question) nor a place word first ("Saint Louis").
 */
function nameGivenAsOne(text: string, p: ProfileProposal): boolean {
  if (TITLE_WORD.test(text) || PLACE_WORD.test(p.first_name ?? '')) return false;
  return NAME_CUE.test(text) || [p.first_name, p.last_name].every((w) => !!w && new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, 'u').test(text));
}

/** What a message tells of the user when it is only these values. */
function valuesOnly(proposal: ProfileProposal): Understood {
  return { proposal, notes: [], noDependents: false, fs: {}, talksStatus: false, clarify: null, clarifyAsks: null };
}

/** The profile items a user may give before they are asked, and the values that answer each. */
const OUT_OF_TURN: ReadonlyArray<[InterviewItem, ReadonlyArray<ProposalKey>]> = [
  ['name', ['first_name', 'last_name']],
  ['date_of_birth', ['date_of_birth']],
  ['address', ['address']],
  ['phone', ['phone']],
  ['email', ['email']],
  ['occupation', ['occupation']],
];

/**
 * A message that answers nothing of the question asked (a filing-status question or the dependents), read as the answer
 * to each profile item still missing, in the interview's order: the first reading that gives that item's own value,
 * with no question back, or null.
 */
function answeredOutOfTurn(text: string, ctx: ChatContext, history: MessageRow[], opts: Parameters<typeof understand>[2]): Understood | null {
  // Said to the assistant ("r u a real person"), denied, past, in doubt, a choice or someone else's: not a value given.
  // "(yes, really)" vouches for what was said; "not working" is an occupation's words.
  const plain = text.replace(new RegExp(NOT_WORKING.source, 'gi'), ' ').replace(/\(?\b(?:yes|yep|yeah)[,\s]+(?:really|seriously|for real|i know|i swear)\b\)?/gi, ' ');
  if (/\b(?:you|your|u|ur|yes|yeah|yep|yup|nope|nah|not|no|never|isn'?t|wasn'?t|used to|former(?:ly)?|previous(?:ly)?|think|maybe|probably|or)\b/i.test(plain) || /\?/.test(text) || OTHER_PERSON.test(text.toLowerCase())) return null;
  const known = profileKnows(ctx);
  const pending = pendingProposal(history);
  for (const [item, keys] of OUT_OF_TURN) {
    if (known[item as ProfileItem] || keys.some((k) => pending[k] !== undefined)) continue;
    const u = understand(text, item, opts, false);
    if (u.clarify || u.talksStatus || !keys.every((k) => u.proposal[k] !== undefined)) continue;
    const p = u.proposal;
    // "other" is the occupation of any words at all: no answer given early.
    if (p.occupation === 'other' && !NOT_WORKING.test(text.toLowerCase())) continue;
    if (item === 'name' && !nameGivenAsOne(text, p)) continue;
    // Ten digits given unasked are a phone when a phone is named and they are in the numbering plan's shape (ADR 157).
    if (item === 'phone' && !(PHONE_CUE.test(text) && !/\b(?:account|routing|policy|id|ein|tin)\b/i.test(text) && /^\([2-9]\d\d\) [2-9]/.test(p.phone ?? ''))) continue;
    // A street given unasked comes with its city and state, or it is not known to be an address.
    if (item === 'address' && !(p.city && p.state)) continue;
    return { ...u, fs: {} };
  }
  return null;
}

/** The answer to a figure asked of another year than the tax year's. */
function otherYearReply(year: number, taxYear: number): string {
  return `I only have the ${taxYear} rules, so I can't give you ${year} figures${year > taxYear ? ' (they are not set yet)' : ''}. I can tell you the ${taxYear} figures, with their sources: ${KNOWN_TOPICS}.`;
}

/**
 * A question that speaks of the user's own amounts but asks a rule, not their estimate: owing a tax named asks whether it
 * applies (ADR 147); the refundable part of a credit ("how much of child credit I can get back as refund"); a debt owed on a
 * loan or a house ("we only owe a little on it now"); where a form reports an amount ("which line of the 1040 is my
 * refund, 35a?", ADR 155).
 */
function asksARule(text: string): boolean {
  return (
    owesNamedTax(text) ||
    (asksRefundOfCredit(text) && matchFact(text) !== null) ||
    owedOnALoan(text) ||
    // "if I have a net loss, how much offsets my salary": how much of a loss may be set against other income is the
    // capital-loss limit (IRC §1211(b)), whatever the user's own amounts (ADR 169).
    (/\bloss(?:es)?\b/i.test(text) && /\b(?:offset\w*|against|deduct\w*|write[- ]?off)\b/i.test(text) && matchFact(text)?.fact.id === 'capital-loss-limit') ||
    /\b(?:which|what)\s+(?:line|box)\b|\b(?:line|box)\s*\d{1,2}[a-z]?\b|\b\d{1,2}[a-z]\?/i.test(text)
  );
}

/** A reply that declined a figure for its year. */
const OTHER_YEAR_DECLINED = /I only have the \d{4} rules/;

/** Why a question is asked, said after its question mark ("… ? asking for when one of us is gone", "…? just curious"). */
const WHY_ASKED = /\?\s*(?:i'?m\s+|im\s+)?(?:just\s+)?(?:asking|curious|wondering)\b[^?]*$/i;

/** Money owed on a loan, a house or a card ("we only owe a little on it now", "i still owe 80k on the mortgage"): a debt, no tax owed. */
const LOAN = '(?:house|home|mortgage|loan|loans|car|truck|card|credit card|condo|student loans?)';
function owedOnALoan(text: string): boolean {
  return (
    new RegExp(`\\bowe[sd]?\\b[^.?!,;]{0,25}\\b(?:on\\s+(?:the|our|my|this)\\s+)?${LOAN}\\b`, 'i').test(text) ||
    (/\bowe[sd]?\b[^.?!,;]{0,25}\bon\s+(?:it|that)\b/i.test(text) && new RegExp(`\\b${LOAN}\\b`, 'i').test(text))
  );
}

/** The words that take back what was just said in the same message ("sorry, I meant", "no wait", "oops"). */
const TAKEN_BACK = '(?:sorry|sry|oops|whoops|no wait|wait|my bad|i mean|i meant|no)';
/**
 * A question corrected inside the message ("What's the 2024 standard deduction …? Sorry, I meant 2025.", "the tax
 * brackets for married filing jointly, no wait, separately."): the year or filing status said last replaces the one it
 * takes back, and the correction itself is left out.
 */
export function questionCorrected(text: string): string {
  const year = new RegExp(`\\b((?:19|20)\\d\\d)\\b([^]*?)[?.!,]\\s*${TAKEN_BACK}\\b[\\s,]*(?:i\\s+meant\\s+|i\\s+mean\\s+)?((?:19|20)\\d\\d)\\s*[.!]*\\s*$`, 'i').exec(text);
  // Only a question is corrected here: a birth year taken back ("born in 1990, no wait 1991") is the interview's to read.
  const asks = (part: string) => isQuestion(part) || /\?/.test(part);
  if (year && asks(`${text.slice(0, year.index)}${year[1]!}${year[2]!}`)) return `${text.slice(0, year.index)}${year[3]!}${year[2]!}?`;
  const STATUS = STATUS_WORDS.source;
  const status = new RegExp(`(${STATUS})([^]*?)[,.;]?\\s*${TAKEN_BACK}\\b[\\s,]*(?:i\\s+meant\\s+|i\\s+mean\\s+)?(?:for\\s+)?(${STATUS})\\s*[.!?]*\\s*$`, 'i').exec(text);
  if (status && status[1]!.toLowerCase() !== status[3]!.toLowerCase() && asks(text.slice(0, status.index + status[1]!.length + status[2]!.length))) {
    // "married filing jointly, no wait, separately": the word kept from the status it replaces is kept ("married filing").
    const replaced = /^(?:separately|separate|jointly|joint)$/i.test(status[3]!) && /\bfiling\s+(?:jointly|separately)\b/i.test(status[1]!) ? status[1]!.replace(/\b(?:jointly|separately)\b/i, status[3]!) : status[3]!;
    return `${text.slice(0, status.index)}${replaced}${status[2]!}`.trim();
  }
  return text;
}

/** The built-in consultant's reply to one message. */
export function builtinReply({ ctx, history, text: typed, maskedSsn, today }: BuiltinInput): ReplyPlan {
  // "1099 int box one": a box or line number said in words is its digit (ADR 118).
  // "that's what's on my social security card": where the name is printed, no SSN talk (ADR 143).
  // "box one a on the ten ninety nine div": a form's number said aloud is the form's, a box's letter said apart is the box's (ADR 145).
  const text = questionCorrected(spokenFormNumbers(spokenBoxNumbers(soundedSpelling(withoutNameOnSsnCard(typed), (w) => knownTerms(w).length > 0))));
  const lastAssistant = [...history].reverse().find((r) => r.role === 'assistant');
  const asked = lastAssistant ? askedItem(lastAssistant) : null;
  // The user's own estimate or income only when the question is about their own amounts (ADR 076) and asks no rule.
  const classified = classifyQuestion(text);
  let intent: QuestionIntent | null = (classified?.kind === 'estimate' || classified?.kind === 'my_income') && (!asksOwnAmounts(text) || asksARule(text)) ? { kind: 'unknown' } : classified;
  // "and for head of household? asking for when one of us is gone": why it is asked, said after the question, asks nothing.
  const asked1 = text.replace(WHY_ASKED, '?');
  const followUp = correctedFollowUp(asked1, history) ?? taxYearFollowUp(asked1, history, ctx.taxYear) ?? relativeCreditQuestion(asked1, history) ?? factFollowUp(asked1, history) ?? boxFollowUp(asked1, history) ?? topicFollowUp(asked1, history);
  const shortAnswer = read(text).yesNo !== null;
  const statusQuestion = /\b(which|what)\b.*\bfiling status\b.*\b(i|my|me|we|our|should)\b|\bfiling status should\b/i.test(text);
  // A pasted line with an arrow pointing at it ("POS DEBIT … $143.22 <- is my car insurance deductible"): the words after the arrow ask (ADR 138).
  const afterArrow = /(?:<-+|<=+|←|-+>|=>)\s*([^<←>]+)$/.exec(text)?.[1]?.trim() ?? '';
  // A letter ("Dear Sir or Madam, … Sincerely, J. Ellis"): its body is what is asked, without salutation or signature (ADR 151).
  const body = letterBody(text);
  // "… 19 Harbor View Dr, Portland ME 04101 but we close on a house in Scarborough next month, which one should I put?":
  // a choice between values of the user's own, asked of the detail being collected, is no tax question (the interview
  // asks which one).
  const choosingValue = !/\b(?:filing status|deduction|credit|itemi[sz]e|standard|form|box|line)\b/i.test(text) && (/\b\d{1,6}\s+\p{L}|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text) || /\b(?:apartment|house|home|place|address|condo|dorm)\b/i.test(text)) && /\bwhich (?:one|name|address)\b(?:\s+(?:should|do|would|shall)\s+(?:i|we|you)\s+(?:put|use|list|give|need|want)\b)?[^?]*\??\s*$/i.test(text);
  const questionLike = !statusQuestion && !choosingValue && (((isQuestion(text) || isQuestion(text.replace(/\p{L}+/gu, questionWordTypo))) && !shortAnswer) || (body !== text && (body.split(/(?<=[.!?])\s+/).some((s) => isQuestion(s)) || /\bto (?:ask|enquire|inquire)\s+(?:whether|if|how|what|when|which)\b/i.test(body))) || (afterArrow !== '' && isQuestion(afterArrow)) || (soundsLikeFactQuestion(text, matchFact) && !householdStory(text, ctx.taxYear) && !STEPPING_AWAY.test(text)));
  // "the social security they take from my check, the percent": the payroll tax asked, no number named (ADR 135).
  if (intent?.kind === 'ssn' && ssnWordsOnlyInFactQuestion(text, questionLike)) intent = { kind: 'unknown' };
  // "my wife has no SSN, how to get ITIN for her": an SSN said to be missing, in a question, is no number given or asked (ADR 145).
  const ssnAbsent = !maskedSsn && SSN_ABSENT.test(text.replace(/’/g, "'")) && (questionLike || /\?|\b(?:how|what|where|when|which|why|can|could|do|does|should)\b/i.test(text));
  if (intent?.kind === 'ssn' && ssnAbsent) intent = { kind: 'unknown' };
  // "does it phase out" right after a fact: the topic just answered asked again (pronounFollowUp says when).
  const pointsBack = !followUp && questionLike && !shortAnswer ? pronounFollowUp(text, history) : null;
  const parts: string[] = [];
  const calls: ChatToolCall[] = [];

  // "Why do you need to know?" said back to a filing-status question: why it is asked, then the question again (ADR 127).
  if (!maskedSsn && isFsQuestion(asked) && asksAboutTheQuestion(text)) {
    return { text: `${FS_QUESTION_WHY[asked](ctx.taxYear)}\n\n${FS_QUESTION_TEXT[asked](ctx.taxYear)}`, toolCalls: [], asked };
  }

  // Someone else's return, or another year's rules: never answered with a figure.
  // "i'm filling this out for my daughter": the form filled in for another person is theirs (ADR 161).
  const onBehalf = /\b(wants?|asked|asks|asking|needs?) (me )?to (know|find out|figure out)\b/i.test(text) || /\b(?:i'?m|i am|im)\s+(?:filling|doing|filing|completing|typing)\s+(?:this|it|these|the (?:form|return|profile|taxes))\s+(?:out\s+|in\s+)?for\s+(?:my|our)\s+(?!(?:own|self)\b)\w+/i.test(text);
  // "does that make me head of household?": a question about the user's own status, whoever the story names (ADR 078).
  // A status question is a question too: "what filing status should she use" asks another person's (ADR 132).
  // So is one put to another person's case without a question mark ("my sister ... can she file as hoh").
  // A child of the user's ("can my son file his own return") is the user's household: not this way.
  const theirQuestion = /\b(?:can|could|should|would|will|does|do|must|may)\s+(?:she|he|they)\b/i.test(text) && !/\b(?:sons?|daughters?|kids?|child|children|step(?:son|daughter|child)|baby|dependents?)\b/i.test(text);
  // An SSN typed is refused first, whoever's it is ("my daughter's ssn is 587 20 1143"): the refusal names the profile form (ADR 138).
  if (!maskedSsn && (questionLike || statusQuestion || theirQuestion || intent || onBehalf || requestsData(text)) && aboutSomeoneElse(text) && !OWN_STATUS_ASKED.test(text)) {
    return declined("I can't help with someone else's return, documents or data: I only work with your own. If they want help, they can sign up for their own TaxDesk account.", ctx, history, asked);
  }
  // "and 2026" right after a figure was given or declined for its year: the same figure asked of another year.
  const bareYear = /^\s*(?:(?:ok(?:ay)?|so)[\s,]+)?(?:and|what about|how about)?\s*(?:for\s+|in\s+)?((?:19|20)\d\d)\s*[?.!]*\s*$/i.exec(text);
  const lastReply = lastAssistant?.content ?? '';
  if (bareYear && Number(bareYear[1]) !== ctx.taxYear && (/\n\nSource: /.test(lastReply) || OTHER_YEAR_DECLINED.test(lastReply))) {
    const y = Number(bareYear[1]);
    return declined(otherYearReply(y, ctx.taxYear), ctx, history, asked);
  }
  if (questionLike || intent || onBehalf) {
    const place = otherJurisdiction(text);
    if (place) {
      return declined(`I don't know that for sure, and I'd rather not guess: I only have the ${ctx.taxYear} US federal rules, not the tax rules of ${place}. What I can answer, with sources: ${KNOWN_TOPICS}.`, ctx, history, asked);
    }
    const year = otherYearAsked(text, ctx.taxYear);
    // A year in the user's story ("widowed since 2024", "divorced in 2023") is no other tax year asked.
    // "married filing jointly" names a filing status, no story (ADR 138).
    // A year said of a figure ("tax brackets for year 2021 married") asks that year's rules, a status named or not (ADR 145).
    // "last year's standard deduction for married couples": a year said only as "last year's" figure dates the figure.
    if (year !== null && (!/\b(born|birth|died|passed|married(?! filing)|moved|widow\w*|divorced|separated(?! filing)|since)\b/i.test(text) || yearOfAFigure(text, year) || !new RegExp(`\\b${year}\\b`).test(spokenYears(text)))) {
      return declined(
        otherYearReply(year, ctx.taxYear),
        ctx,
        history,
        asked,
      );
    }
  }

  let answered = false;
  // Asking for the SSN on file is refused like typing one: it is never shown in chat (security.md).
  if (maskedSsn || ((mentionsSsn(text) || speaksOfSsns(text)) && !asksSsnRequirement(text) && !ssnWordsOnlyInFactQuestion(text, questionLike) && !ssnAbsent && (!intent || intent.kind === 'ssn' || (intent.kind === 'unknown' && (SSN_NUMBER_NAMED.test(text) || speaksOfSsns(text)))))) {
    parts.push('For your security I never take Social Security numbers in chat' + (maskedSsn ? ", so I've masked the number you typed and did not save it." : '.') + ' Please enter it in the profile form.');
    calls.push(SSN_ACTION);
    answered = true;
  } else if (followUp ?? pointsBack) {
    const a = answerFact((followUp ?? pointsBack)!, ctx);
    parts.push(a.text);
    calls.push(...a.calls);
    answered = true;
  } else if (intent && PERSONAL.has(intent.kind)) {
    const a = answerQuestion(intent, ctx, text);
    parts.push(a.text);
    calls.push(...a.calls);
    answered = true;
  } else if (((intent && !shortAnswer && !statusQuestion && !choosingValue) || questionLike) && !ownStatusStory(text, intent, ctx.taxYear)) {
    const a = answerFact(body, ctx);
    parts.push(a.text);
    calls.push(...a.calls);
    answered = true;
  }

  // What the message says about the user (a question reads only what it states outright).
  const understandOptions = { today, taxYear: ctx.taxYear, identities: identitiesOf(ctx), dobKnown: !!ctx.profile.profileData.date_of_birth || !!pendingProposal(history).date_of_birth, nameKnown: !!ctx.profile.profileData.first_name && !!ctx.profile.profileData.last_name, knownChild: knownChild(ctx), previous: previousValues(ctx, history), earlier: [...history].reverse().find((r) => r.role === 'user')?.content ?? null, story: history.filter((r) => r.role === 'user').map((r) => r.content).join('\n') };
  // "Hannah Okafor. quick q before we start, when are taxes due?": a sentence that answers the item asked, then a
  // sentence of the user's own that asks something. The first is read as the statement it is, the second is answered
  // as a question (ADR 159).
  const split = maskedSsn ? null : answerThenQuestion(text, asked);
  const leading = split ? understand(split.answer, asked, understandOptions, false) : null;
  let u: Understood = maskedSsn
    ? valuesOnly({})
    : leading && !leading.clarify && answersItem(leading, asked)
      ? leading
      : understand(text, asked, understandOptions, answered);
  // "Keisha Monroe. sorry typing between deliveries" typed at the filing-status question: a detail of the user's own the
  // interview asks for later, given first. Read as the answer to the first missing item it answers (ADR 169).
  // At the dependents question too: "Pharmacist" typed there answers the occupation, not the dependents.
  const early = !maskedSsn && !answered && !shortAnswer && (asked === 'filing_status' || isFsQuestion(asked) || asked === 'dependents') && readNothing(u) ? answeredOutOfTurn(text, ctx, history, understandOptions) : null;
  if (early) u = early;
  // "Silva Pereira" after "Is your last name "Silva Pereira" (two words) or just "Pereira"?": the name with that surname.
  const chosen = maskedSsn || asked !== 'name' ? null : surnameChosen(text, lastAssistant?.content ?? '');
  if (chosen) u = valuesOnly(chosen);
  if (u === leading && split && !answered) {
    const a = answerFact(split.question, ctx);
    parts.push(a.text);
    calls.push(...a.calls);
    answered = true;
  }
  // "Sorry, no. Separately." right after a married status was proposed: the joint-or-separate choice changed.
  const pendingStatus = pendingProposal(history).filing_status;
  const undecided = /\b(?:not decided|haven'?t decided|have not decided|undecided|not sure|unsure|maybe|talked about|talking about|thinking about|considering|might|don'?t know|idk)\b/i.test(text);
  if ((pendingStatus === 'married_filing_jointly' || pendingStatus === 'married_filing_separately') && u.fs.separate === undefined && !questionLike && !followUp && !undecided && !HEDGE.test(text.toLowerCase())) {
    const apart = /\b(?:separate|separately|(?:our|my) own returns?)\b/i.test(text);
    const together = /\b(?:joint|jointly|together)\b/i.test(text);
    if (apart !== together) {
      u.fs.separate = apart;
      u.talksStatus = true;
    }
  }
  const proposal: ProfileProposal = { ...u.proposal };
  if (followUp ?? pointsBack) delete proposal.filing_status;
  const notes = [...u.notes];

  // Filing status by the Pub. 501 rules, over every answer so far.
  let fsNext: FsQuestion | null = null;
  // A child or relative mentioned later can change the status (Head of Household): the questions resume.
  const householdNews = (u.fs.qualifyingPerson !== undefined || u.fs.dependentChild !== undefined) && (!!pendingProposal(history).filing_status || !ctx.profile.filingStatus || ctx.profile.filingStatus === 'single');
  // "ok and married filing separate" after a figure for another status asks that status's figure: no status of the user's.
  // A spouse named ("and my wife? shes 66, does she get the extra amount too") by a user whose saved status
  // is already a married one tells nothing new about the status: its questions are not reopened.
  const spouseOnly = (questionLike || /\?/.test(text)) && (ctx.profile.filingStatus === 'married_filing_jointly' || ctx.profile.filingStatus === 'married_filing_separately') && !isFsQuestion(asked) && Object.entries(u.fs).every(([k, v]) => v === undefined || (k === 'married' && v === true));
  const fsActive = !maskedSsn && !followUp && !pointsBack && !spouseOnly && (u.talksStatus || isFsQuestion(asked) || (asked === 'filing_status' && !answered) || householdNews);
  if (fsActive) {
    const answers = { ...statusAnswers(history, ctx.taxYear, knownChild(ctx)) };
    for (const [k, v] of Object.entries(u.fs)) if (v !== undefined) (answers as Record<string, unknown>)[k] = v;
    const d = decideFilingStatus(answers, ctx.taxYear);
    // A status said with doubt, of someone else or of the past is not proposed: asked from the start (ADR 142).
    const unsure = 'status' in d && !u.clarify ? statusUnaccounted(text) : null;
    if (unsure) {
      parts.push(unsureStatusQuestion(unsure, ctx.taxYear));
      return { text: parts.join('\n\n'), toolCalls: calls, asked: 'fs_married' };
    }
    if ('status' in d) {
      proposal.filing_status = d.status;
      notes.unshift(d.reason);
    } else {
      fsNext = d.ask;
    }
  }
  // While the filing-status questions are still open, a child or relative told as part of the household story (where
  // they live, a marriage, a death, who pays) counts toward the status (Pub. 501's qualifying person) and is asked about
  // at the dependents question that follows, never proposed half-way through the status questions. A dependent told
  // on their own ("my son Max is 7 and he's my dependent") is still proposed (ADR 155).
  if (fsNext && proposal.dependents && (asked === 'filing_status' || isFsQuestion(asked)) && HOUSEHOLD_STORY.test(text)) delete proposal.dependents;

  const offer = maskedSsn ? null : documentOffer(ctx, history);
  if (offer) {
    parts.push(offer.text);
    if (Object.keys(offer.proposal).length) calls.push({ action: 'update_profile', message: 'Save the details from your document?', proposal: offer.proposal, state: 'proposed' });
    if (offer.ssn && !calls.some((c) => c.action === 'review_profile')) calls.push(SSN_ACTION);
  }
  const fresh = withoutKnownValues(proposal, ctx);
  if (offer) for (const k of Object.keys(offer.proposal) as ProposalKey[]) if (k in fresh && fresh[k] === offer.proposal[k]) delete fresh[k];
  const understoodSomething = Object.keys(fresh).length > 0 || u.noDependents || Object.keys(u.fs).length > 0;
  if (u.clarify) {
    parts.push(u.clarify);
    return { text: parts.join('\n\n'), toolCalls: calls, asked: u.clarifyAsks ?? asked };
  }
  if (Object.keys(fresh).length) {
    const lines = proposalLines(fresh);
    parts.push(`Here's what I'd save to your profile:\n${lines.join('\n')}${notes.length ? `\n\n${notes.join('\n\n')}` : ''}\n\nPress **Confirm** to save it, or tell me what to change.`);
    calls.push({ action: 'update_profile', message: 'Save these details to your profile?', proposal: fresh, state: 'proposed' });
  } else if (u.noDependents && !fsNext) {
    parts.push('Got it — no dependents.');
  } else if (!answered && !understoodSomething && !maskedSsn && askedByWords(text)) {
    // "eitc how much", "at what pay do they stop taking out social security": asked by its words, without
    // a question mark; answered from the fact base or "I don't know", never passed over (Held-out 9).
    const a = answerFact(text, ctx);
    parts.push(a.text);
    calls.push(...a.calls);
    answered = true;
  } else if (!answered && !understoodSomething && !maskedSsn) {
    parts.push(asked ? "Sorry, I didn't catch that." + (isFsQuestion(asked) ? ' Please answer yes or no.' : '') : "I'm not sure I understood.");
  } else if (!answered && Object.keys(fresh).length === 0 && proposal.filing_status) {
    parts.push(`Your filing status is already **${statusLabel(proposal.filing_status)}**.`);
  }

  if (fsNext) {
    const q = FS_QUESTION_TEXT[fsNext](ctx.taxYear);
    parts.push(answered && !understoodSomething ? `When you're ready, let's continue with your profile. ${q}` : q);
    return { text: parts.join('\n\n'), toolCalls: calls, asked: fsNext };
  }
  if (!answered && !understoodSomething && isFsQuestion(asked)) {
    parts.push(FS_QUESTION_TEXT[asked](ctx.taxYear));
    return { text: parts.join('\n\n'), toolCalls: calls, asked };
  }

  const item = nextItem(ctx, history, { ...(offer?.proposal ?? {}), ...fresh }, u.noDependents);
  const hasAction = (a: ChatToolCall['action']) => calls.some((c) => c.action === a);
  const progressed = Object.keys(fresh).length > 0 || u.noDependents || understoodSomething;
  if (!answered || progressed) {
    const step = nextStep(ctx, item);
    if (!(item === 'ssn' && hasAction('review_profile'))) parts.push(step.text);
    for (const c of step.calls) if (!hasAction(c.action)) calls.push(c);
  } else if (item && item !== 'ssn') {
    parts.push(`When you're ready, let's continue with your profile. ${QUESTIONS[item]}`);
  }
  return { text: parts.join('\n\n'), toolCalls: calls, asked: item };
}

/** Drops proposed values the profile already holds as is. */
function withoutKnownValues(p: ProfileProposal, ctx: ChatContext): ProfileProposal {
  const pd = ctx.profile.profileData as Record<string, unknown>;
  const current: Record<string, unknown> = { ...pd, email: ctx.profile.email, phone: ctx.profile.phone, filing_status: ctx.profile.filingStatus };
  // A new address keeps its city, state and ZIP together, even the parts that did not change.
  const ADDRESS = ['address', 'city', 'state', 'zip'];
  const addressChanged = ADDRESS.some((k) => k in p && k !== 'zip' && current[k] !== (p as Record<string, unknown>)[k]);
  return Object.fromEntries(Object.entries(p).filter(([k, v]) => k === 'dependents' || current[k] !== v || (addressChanged && ADDRESS.includes(k)))) as ProfileProposal;
}

/** Masks SSN-shaped numbers before a message is stored or read. */
export function sanitizeUserText(text: string): { text: string; masked: boolean } {
  return maskSsnLike(text.trim());
}

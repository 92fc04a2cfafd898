/**
 * What one chat message says, read with the language libraries (server/chat/nlp.ts): profile
 * values to propose, answers to the filing-status questions of Pub. 501, "no dependents", and
 * when a message is ambiguous, what to ask. Values are only ever proposals the user confirms.
 */
import type { FsAnswers, FsQuestion } from '#shared/chat/filing-status';
import { FS_QUESTIONS } from '#shared/chat/filing-status';
import { parseDependents, parseEmail, parseName, parseOccupation, parsePhone, parseZip, parseCityState, parseStreetAddress, type InterviewItem } from '#shared/chat/parsers';
import type { ProfileProposal, ProposedDependent } from '#shared/chat/types';
import { addressIn, datesIn, mention, read, yearsIn, type Reading } from './nlp';

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
}

const isFs = (x: string | null): x is FsQuestion => !!x && (FS_QUESTIONS as readonly string[]).includes(x);
const KIDS = ['kid', 'kids', 'child', 'children', 'son', 'sons', 'daughter', 'daughters', 'dependent', 'dependents', 'stepchild', 'stepson', 'stepdaughter', 'baby', 'toddler', 'twins'];
const SPOUSE = ['wife', 'husband', 'spouse', 'partner'];
const RELATIVES = ['mom', 'mother', 'dad', 'father', 'parent', 'parents', 'nephew', 'niece', 'grandchild', 'grandson', 'granddaughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'brother', 'sister', 'aunt', 'uncle', 'relative', 'stepmother', 'stepfather'];

/** Facts about the household that decide the filing status (Pub. 501), from free text. */
export function statusFacts(r: Reading, asked: string | null, taxYear: number, question = false): { fs: FsAnswers; talksStatus: boolean } {
  const fs: FsAnswers = {};
  const t = r.text.toLowerCase().replace(/’/g, "'");
  let talks = false;
  const yn = r.yesNo ?? (isFs(asked) ? r.lead : null);

  // Short answers to the question just asked.
  if (isFs(asked) && yn) {
    const v = yn === 'yes';
    if (asked === 'fs_married') fs.married = v;
    if (asked === 'fs_lived_apart') fs.livedApart = v;
    if (asked === 'fs_qualifying') fs.qualifyingPerson = v;
    if (asked === 'fs_dependent_child') fs.dependentChild = v;
    if (asked === 'fs_paid_half') fs.paidHalf = v;
    if (asked === 'fs_spouse_died' && !v) fs.spouseDiedYear = taxYear - 3;
  }
  if (asked === 'fs_qualifying' && r.count !== null) fs.qualifyingPerson = r.count > 0;
  if (asked === 'fs_spouse_died') {
    const y = yearsIn(r)[0];
    if (y) fs.spouseDiedYear = y;
    else if (/\blast year\b/.test(t)) fs.spouseDiedYear = taxYear - 1;
    else if (/\bthis year\b/.test(t)) fs.spouseDiedYear = taxYear;
  }

  // Marital status stated in words.
  const married = mention(r, ['married', 'marry', 'wed', 'newlywed', 'newlyweds']);
  const single = mention(r, ['single', 'unmarried', 'divorced', 'divorce']);
  const widow = mention(r, ['widow', 'widowed', 'widower']);
  const died = /\b(died|passed away|passed|death of|lost my (wife|husband|spouse|partner))\b/.test(t) && SPOUSE.some((w) => r.tokens.some((x) => x.norm === w));
  if (widow.found || died) {
    talks = true;
    const y = yearsIn(r)[0];
    if (y) fs.spouseDiedYear = y;
    else if (/\blast year\b/.test(t)) fs.spouseDiedYear = taxYear - 1;
    else if (/\bthis year\b/.test(t)) fs.spouseDiedYear = taxYear;
    else fs.widowed = true;
  } else if (married.found && married.negated) {
    talks = true;
    fs.married = false;
  } else if (single.found && !single.negated && !/\bsingle (income|job|w-?2|employer|one|document|form)\b/.test(t)) {
    talks = true;
    fs.married = false;
    if (/\bsingle (mom|mum|dad|parent|mother|father)\b/.test(t)) fs.qualifyingPerson = true;
  } else if (married.found && !married.negated && !/\bmarried filing\b/.test(t)) {
    talks = true;
    fs.married = true;
  } else if (single.found && single.negated) {
    talks = true;
    fs.married = true;
  } else if (r.tokens.some((x, i) => SPOUSE.includes(x.norm) && !x.negated && ['my', 'our'].includes(r.tokens[i - 1]?.norm ?? '')) && !/\b(ex|former|late)\b/.test(t)) {
    talks = true;
    fs.married = true;
  } else if (r.tokens.some((x) => SPOUSE.includes(x.norm) && x.negated)) {
    talks = true;
    fs.married = false;
  } else if (/\b(tied the knot|got hitched|wedding|newlyweds?|just got married)\b/.test(t)) {
    talks = true;
    fs.married = true;
  }
  if (/\b(which|what)\b.*\bfiling status\b|\bnot sure (which|what) (filing )?status\b|\bfiling status should\b/.test(t)) talks = true;
  if (/\blegally separated\b|\bseparate maintenance\b/.test(t)) {
    talks = true;
    fs.married = false;
  }
  // Named filing statuses.
  if (/\b(married filing jointly|filing jointly|file jointly|joint return|jointly|mfj)\b/.test(t)) {
    talks = true;
    fs.married = true;
    fs.separate = false;
    fs.livedApart ??= false;
  } else if (/\b(married filing separately|filing separately|file separately|separate returns?|mfs)\b/.test(t)) {
    talks = true;
    fs.married = true;
    fs.separate = true;
    fs.livedApart ??= false;
  }
  if (/\bhead of (the )?household\b|\bhoh\b|\bqualifying (surviving spouse|widow(er)?)\b|\bsurviving spouse\b/.test(t)) talks = true;
  if (asked === 'filing_status' && (talks || yn)) talks = true;

  // Children and other qualifying people; "no kids", "don't have any kids" are negations.
  const livesElsewhere = /\b(lives?|living|stays?) with (his|her|their) (mom|mother|dad|father|other parent|grand\w+)\b|\bwith (my|the) ex\b/.test(t);
  const kid = livesElsewhere ? undefined : r.tokens.find((x) => KIDS.includes(x.norm));
  if (kid) {
    if (kid.negated) {
      fs.qualifyingPerson = false;
      fs.dependentChild = false;
    } else if (!question && !/\?\s*$/.test(r.text)) {
      fs.qualifyingPerson = true;
      if (kid.norm !== 'dependent' && kid.norm !== 'dependents') fs.dependentChild = true;
    }
  }
  const relative = r.tokens.find((x) => RELATIVES.includes(x.norm) && !x.negated);
  if (relative && !question && !livesElsewhere && (/\b(lives?|living|lived|stays?) with (me|us)\b/.test(t) || asked === 'fs_qualifying')) fs.qualifyingPerson = true;
  if (/\b(live|lived|living) (alone|by myself|on my own)\b|\bjust me\b/.test(t) && fs.qualifyingPerson === undefined) fs.qualifyingPerson = false;
  if (/\b(lived|live|living) apart\b|\bmoved out\b/.test(t)) fs.livedApart = !/\b(not|never|didn't|did not|don't)\b[^.]*\bapart\b/.test(t);
  return { fs, talksStatus: talks };
}

function livesWithOthers(t: string): boolean {
  return /\b(lives?|living|stays?) with (his|her|their) (mom|mother|dad|father|other parent|grand\w+)\b/.test(t);
}

function nameProposal(name: string): ProfileProposal | null {
  return parseName(name.replace(/\s+/g, ' ').trim(), true);
}

/** Everything the message says about the user's profile and household. */
export function understand(text: string, asked: InterviewItem | null, opts: UnderstandOptions, isQuestion: boolean): Understood {
  const r = read(text);
  const proposal: ProfileProposal = {};
  const notes: string[] = [];
  let noDependents = false;
  let clarify: string | null = null;
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

  const email = parseEmail(text);
  if (email) proposal.email = email;
  const rest = email ? text.split(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')).join(' ') : text;

  // Addresses, with or without commas, with apartment numbers.
  const addr = addressIn(rest);
  const talksAddress = /\b(address|live at|moved|moving|street|apt|apartment)\b/.test(t) || ask === 'address';
  if (addr?.street && (talksAddress || addr.city || addr.zip)) {
    proposal.address = addr.street;
    if (addr.city) proposal.city = addr.city;
    if (addr.state) proposal.state = addr.state;
    if (addr.zip) proposal.zip = addr.zip;
  } else if (ask === 'address') {
    const s = parseStreetAddress(rest, true);
    if (s) proposal.address = s;
  }
  if (!proposal.zip && /\bzip\b/i.test(text)) {
    const zips = [...rest.matchAll(/(?<![\d-])(\d{5}(?:-\d{4})?)(?![\d-])/g)].map((m) => m[1]!);
    if (zips.length === 1) proposal.zip = zips[0]!;
  }
  if (!proposal.zip) {
    const zip = parseZip(rest, ask === 'zip' || ((ask === 'city_state' || ask === 'address') && !!proposal.address));
    if (zip) proposal.zip = zip;
  }
  if (!proposal.city && !proposal.state && !addr) {
    const place = parseCityState(rest.replace(proposal.zip ?? '\u0000', ' '), ask === 'city_state');
    if (place?.city && (place.state || ask === 'city_state')) proposal.city = place.city;
    if (place?.state) proposal.state = place.state;
  }

  const phone = parsePhone(rest.replace(proposal.zip ?? '\u0000', ' '), ask === 'phone');
  if (phone) proposal.phone = phone;

  // Dates of birth with chrono; only with a birth word or when the date of birth was asked for.
  if (ask === 'date_of_birth' || /\b(born|birth ?day|birthdate|date of birth|dob|d\.o\.b)\b/i.test(text)) {
    const dates = [...new Set(datesIn(rest, new Date(`${opts.today}T12:00:00Z`)))].filter((d) => d <= opts.today && d >= '1900-01-01');
    if (dates.length === 1) proposal.date_of_birth = dates[0]!;
    else if (dates.length > 1) clarify = `I see more than one date there (${dates.join(', ')}). Which one is your date of birth?`;
    else if (ask === 'date_of_birth' && /\d/.test(text)) clarify = 'I could not read a full date there. Please give the day, month and year, for example March 3, 1985.';
  }

  const status = statusFacts(r, isQuestion ? null : asked, opts.taxYear, isQuestion);

  // Dependents: "no kids", "no", "none", "two", "two kids, 4 and 9".
  const deps = livesWithOthers(t) ? null : parseDependents(rest, opts.taxYear, ask === 'dependents');
  if (deps && ask !== 'dependents') deps.dependents = deps.dependents.filter((d) => d.relationship !== 'Parent');
  const kidNegated = r.tokens.some((x) => KIDS.includes(x.norm) && x.negated);
  if (kidNegated || deps?.none || (ask === 'dependents' && (r.yesNo === 'no' || r.count === 0))) noDependents = true;
  else if (deps?.dependents.length) {
    proposal.dependents = deps.dependents;
    if (deps.dependents.some((d) => d.birth_year_estimate)) notes.push('Birth years are estimated from the ages you gave — please confirm them, and add each exact date of birth and SSN in the profile form.');
  } else if (ask === 'dependents' && r.count !== null && r.count > 0) {
    proposal.dependents = Array.from({ length: Math.min(r.count, 12) }, (): ProposedDependent => ({ relationship: 'Dependent' }));
  } else if (ask === 'dependents' && r.yesNo === 'yes') {
    clarify = 'How many dependents do you have, and who are they (for example "two kids, 4 and 9")?';
  }

  const occupation = parseOccupation(rest, ask === 'occupation');
  if (occupation) proposal.occupation = occupation;

  const nothingElse = Object.keys(proposal).length === 0 && !noDependents && !status.talksStatus;
  const nameLike = r.tokens.every((x) => ['PROPN', 'NOUN', 'PUNCT', 'ADJ', 'X'].includes(x.pos));
  const name = parseName(rest, ask === 'name' && nothingElse && r.yesNo === null && nameLike);
  if (name && !(name.first_name && ['Single', 'Married', 'Divorced', 'Widowed'].includes(name.first_name))) Object.assign(proposal, name);

  return { proposal, notes, noDependents, fs: status.fs, talksStatus: status.talksStatus, clarify };
}

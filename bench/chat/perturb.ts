/**
 * The perturbation suite (ADR 142): generalisation measured without new hand-written sets. Every
 * interview turn of the dialogue sets that expects a proposal (and gets it unperturbed) is said
 * again, in the same conversation, with edits made by program:
 * - meaning-changing (the value is no longer the user's, or no longer sure): a negation, another
 *   person's ("my sister's …"), the past ("used to be"), a hedge ("i think maybe"), a second
 *   conflicting value ("78701 or 78702"), a rank or title before a name ("Sgt. …"). Expected: the
 *   changed value is not proposed (a question back is fine); a proposal of it is wrong.
 * - meaning-keeping: a greeting before, "thanks!" after, all lower case, no commas. Expected: the
 *   same proposal; a different value is wrong, no proposal is "lost".
 * Meaning-changing edits are made only to turns whose values are one group (a name, an address, a
 * date of birth, …), so the edit reaches every value the turn proposes.
 */
import type { ProfileProposal } from '#shared/chat/types';
import { Session } from './session';
import type { Case } from './types';

type Group = 'name' | 'address' | 'date_of_birth' | 'phone' | 'email' | 'occupation' | 'dependents' | 'filing_status' | 'other';
const GROUP_OF: Record<string, Group> = {
  first_name: 'name', middle_name: 'name', last_name: 'name', suffix: 'name',
  address: 'address', city: 'address', state: 'address', zip: 'address',
  date_of_birth: 'date_of_birth', phone: 'phone', email: 'email', occupation: 'occupation', dependents: 'dependents', filing_status: 'filing_status',
};

export type EditKind = 'negation' | 'other_person' | 'past' | 'hedge' | 'second_value' | 'title' | 'greeting' | 'thanks' | 'lower_case' | 'no_commas';
export const CHANGING: EditKind[] = ['negation', 'other_person', 'past', 'hedge', 'second_value', 'title'];
export const KEEPING: EditKind[] = ['greeting', 'thanks', 'lower_case', 'no_commas'];

const TITLES = ['Sgt.', 'SSgt', 'Dr.', 'Capt', 'Rev.', 'Lt.', 'Mrs.', 'Prof.'];

/** A value in the message written once more with one letter or digit changed: "78701" → "78702", "Lee" → "Lea". */
function variant(v: string): string | null {
  const m = /\d(?=\D*$)/.exec(v);
  if (m) return v.slice(0, m.index) + String((Number(m[0]) + 1) % 10) + v.slice(m.index + 1);
  const vowel = /[aeiou](?=[^aeiou]*$)/i.exec(v);
  if (!vowel) return null;
  const next = { a: 'e', e: 'a', i: 'y', o: 'a', u: 'o' }[vowel[0].toLowerCase() as 'a'];
  return v.slice(0, vowel.index) + next + v.slice(vowel.index + 1);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of the turn's values, lower case. */
function wordsOf(values: ProfileProposal): Set<string> {
  const out = new Set<string>();
  for (const v of Object.values(values)) if (typeof v === 'string') for (const w of v.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w) out.add(w);
  return out;
}

/**
 * The message with one edit, or null when the edit does not apply to it. An edit before the whole
 * message ("not …", "my sister's: …") is made only when the message opens with a value (or a
 * status word), so that the edit is about the value and not about a word before it ("not sorry, …").
 */
export function perturb(say: string, kind: EditKind, values: ProfileProposal, index = 0): string | null {
  const s = say.trim();
  const words = wordsOf(values);
  const opening = s.toLowerCase().split(/[^\p{L}\p{N}]+/u).find(Boolean) ?? '';
  const opensWithValue = words.has(opening) || /^\d/.test(opening) || (!!values.filing_status && /^(?:single|married|divorced|widowed|separated|unmarried|head|hoh|mfj|mfs)$/.test(opening));
  // A copula followed by a value word ("my zip is 78701", "i'm Jordan Lee"): the value is what it states.
  const copula = (re: RegExp) => {
    const m = re.exec(s);
    if (!m) return null;
    const next = s.slice(m.index + m[0].length).toLowerCase().split(/[^\p{L}\p{N}]+/u).find(Boolean) ?? '';
    return words.has(next) || /^\d/.test(next) || (!!values.filing_status && /^(?:single|married|divorced|widowed|separated|unmarried|head|a)$/.test(next)) ? m : null;
  };
  switch (kind) {
    case 'negation': {
      if (values.filing_status || values.dependents) return null;
      const m = copula(/\b(?:i'?m|i am|im|is|are)\b/i);
      if (m) return `${s.slice(0, m.index + m[0].length)} not${s.slice(m.index + m[0].length)}`;
      if (/\bi live (?:at|in)\b/i.test(s)) return s.replace(/\bi live\b/i, "I don't live");
      if (/\bi was born\b/i.test(s)) return s.replace(/\bi was born\b/i, "I wasn't born");
      return opensWithValue ? `not ${s}` : null;
    }
    case 'other_person': {
      if (/\bmy\b/i.test(s) && !values.filing_status) return s.replace(/\bmy\b/i, "my sister's");
      const m = copula(/\b(?:i'?m|i am|im)\b/i);
      if (m) return `${s.slice(0, m.index)}my sister is${s.slice(m.index + m[0].length)}`;
      if (/\bi (?:live|was born|moved)\b/i.test(s)) return s.replace(/\bi (live|was born|moved)\b/i, (_m, v: string) => `my sister ${{ live: 'lives', 'was born': 'was born', moved: 'moved' }[v.toLowerCase() as 'live']}`);
      return opensWithValue ? `my sister's: ${s}` : null;
    }
    case 'past': {
      const m = copula(/\b(?:my [a-z ]{1,20}? is|i'?m|i am|im)\b/i);
      if (m) return `${s.slice(0, m.index)}${/^my/i.test(m[0]) ? m[0].replace(/\s+is$/i, ' used to be') : 'I used to be'}${s.slice(m.index + m[0].length)}`;
      if (/\bi live (?:at|in)\b/i.test(s)) return s.replace(/\bi live\b/i, 'I used to live');
      return opensWithValue ? `it used to be ${s}` : null;
    }
    case 'hedge':
      return opensWithValue || /^(?:my|i|i'?m|im)\b/i.test(s) ? `i think maybe ${s}` : null;
    case 'second_value': {
      // The last value of the turn that is written in the message as it is proposed.
      const said = Object.values(values).filter((v): v is string => typeof v === 'string').filter((v) => new RegExp(`(?<![\\w@.-])${escape(v)}(?![\\w@-])`, 'i').test(s));
      const v = said.sort((a, b) => s.toLowerCase().lastIndexOf(b.toLowerCase()) - s.toLowerCase().lastIndexOf(a.toLowerCase()))[0];
      const other = v ? variant(v) : null;
      if (!v || !other || values.filing_status) return null;
      const at = s.toLowerCase().lastIndexOf(v.toLowerCase());
      return `${s.slice(0, at + v.length)} or ${other}${s.slice(at + v.length)}`;
    }
    case 'title': {
      const first = values.first_name;
      if (!first) return null;
      const m = new RegExp(`(?<![\\w'-])${escape(first)}(?![\\w'-])`, 'i').exec(s);
      return m ? `${s.slice(0, m.index)}${TITLES[index % TITLES.length]} ${s.slice(m.index)}` : null;
    }
    case 'greeting':
      return `hi there! ${s}`;
    case 'thanks':
      return `${s.replace(/[.!]+$/, '')}, thanks!`;
    case 'lower_case':
      return s.toLowerCase() === s ? null : s.toLowerCase();
    case 'no_commas':
      return s.includes(',') ? s.replace(/,/g, '') : null;
  }
}

export type Outcome = 'wrong' | 'kept' | 'silent' | 'lost';

const street = (v: unknown) => String(v).toUpperCase().replace(/[.,]/g, ' ').replace(/\bSTREET\b/g, 'ST').replace(/\bAVENUE\b/g, 'AVE').split(/\s+/).filter(Boolean).join(' ');
function sameValue(k: string, a: unknown, b: unknown): boolean {
  if (k === 'address') return street(a) === street(b);
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  const norm = (x: unknown) => JSON.stringify(x, (key, y: unknown) => (typeof y === 'string' && key === 'relationship' ? y.toLowerCase() : y));
  return norm(a) === norm(b);
}

/** How one perturbed turn went. */
export function scoreEdit(kind: EditKind, values: ProfileProposal, proposal: ProfileProposal | null): Outcome {
  const p = (proposal ?? {}) as Record<string, unknown>;
  const keys = Object.keys(values);
  const risky = (p.filing_status === 'head_of_household' || p.filing_status === 'qualifying_widow') && values.filing_status !== p.filing_status;
  if (KEEPING.includes(kind)) {
    if (risky || keys.some((k) => k in p && !sameValue(k, p[k], (values as Record<string, unknown>)[k]))) return 'wrong';
    return keys.every((k) => k in p) ? 'kept' : 'lost';
  }
  if (risky) return 'wrong';
  if (kind === 'title') {
    // The title is no part of the name: the name without it is right, any other name wrong.
    if (keys.some((k) => k in p && !sameValue(k, p[k], (values as Record<string, unknown>)[k]))) return 'wrong';
    return keys.every((k) => k in p) ? 'kept' : 'silent';
  }
  // A filing status negated may be another status the user has ("not married" → single); the same one is wrong.
  if (values.filing_status) return p.filing_status === values.filing_status ? 'wrong' : 'silent';
  return keys.some((k) => k in p) ? 'wrong' : 'silent';
}

export interface EditResult {
  set: string;
  kind: EditKind;
  say: string;
  edited: string;
  outcome: Outcome;
  got: ProfileProposal | null;
  /** The groups of values the turn proposes ("name", "address", …). */
  groups: string;
}

function groupsOf(values: ProfileProposal): Set<Group> {
  return new Set(Object.keys(values).map((k) => GROUP_OF[k] ?? 'other'));
}

/** Runs every edit on every proposing turn of the given sets. */
export function runPerturbations(sets: Array<{ name: string; cases: Case[] }>, kinds: EditKind[] = [...CHANGING, ...KEEPING]): EditResult[] {
  const out: EditResult[] = [];
  let n = 0;
  for (const { name, cases } of sets) {
    for (const c of cases) {
      const s = new Session(c.setup);
      s.greet();
      for (const t of c.turns) {
        const e = t.expect;
        if (e.kind === 'propose') {
          const trial = s.fork();
          const base = Session.proposalOf(trial.say(t.say));
          const right = !!base && Object.entries(e.values).every(([k, v]) => k in base && sameValue(k, (base as Record<string, unknown>)[k], v));
          if (right) {
            const single = groupsOf(e.values).size === 1;
            for (const kind of kinds) {
              if (CHANGING.includes(kind) && !single) continue;
              const edited = perturb(t.say, kind, e.values, n++);
              if (!edited || edited === t.say) continue;
              const got = Session.proposalOf(s.fork().say(edited));
              out.push({ set: name, kind, say: t.say, edited, outcome: scoreEdit(kind, e.values, got), got, groups: [...groupsOf(e.values)].join('+') });
            }
          }
        }
        s.say(t.say);
        if (t.confirm) s.confirm();
      }
    }
  }
  return out;
}

/** The perturbation report: per edit, how many turns were wrong, silent (asked or left out), kept or lost. */
export function reportPerturbations(rs: EditResult[], verbose: boolean): number {
  console.log(`\nPerturbation suite (bench/chat/perturb.ts): ${rs.length} edited turns`);
  console.log('  edit            turns  wrong  silent  kept  lost');
  for (const kind of [...CHANGING, ...KEEPING]) {
    const k = rs.filter((r) => r.kind === kind);
    if (!k.length) continue;
    const c = (o: Outcome) => String(k.filter((r) => r.outcome === o).length).padStart(5);
    console.log(`  ${kind.padEnd(14)} ${String(k.length).padStart(6)} ${c('wrong')}  ${c('silent')} ${c('kept')} ${c('lost')}`);
  }
  const changing = rs.filter((r) => CHANGING.includes(r.kind));
  const keeping = rs.filter((r) => KEEPING.includes(r.kind));
  const wrong = rs.filter((r) => r.outcome === 'wrong');
  console.log(`  meaning-changing: ${changing.length} turns, ${changing.filter((r) => r.outcome === 'wrong').length} wrong, ${changing.filter((r) => r.outcome !== 'wrong').length} right or silent`);
  console.log(`  meaning-keeping:  ${keeping.length} turns, ${keeping.filter((r) => r.outcome === 'wrong').length} wrong, ${keeping.filter((r) => r.outcome === 'kept').length} kept, ${keeping.filter((r) => r.outcome === 'lost').length} lost`);
  if (verbose) for (const r of rs.filter((x) => x.outcome !== 'kept' && x.outcome !== 'silent')) console.log(`  ${r.outcome.toUpperCase()} ${r.kind} ${r.groups} [${r.set}]: ${r.edited} — ${JSON.stringify(r.got)}`);
  return wrong.length;
}

// Run on its own: `npx tsx bench/chat/perturb.ts [--verbose] [--only=kind,kind]`.
if (process.argv[1] && /perturb\.ts$/.test(process.argv[1])) {
  const { ALL_SETS } = await import('./sets');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',') as EditKind[] | undefined;
  reportPerturbations(runPerturbations(ALL_SETS, only), process.argv.includes('--verbose'));
}

/**
 * `npm run bench:chat`: runs the dialogue suite against the built-in consultant in-process and
 * prints interview accuracy, facts correct, wrong answers, abstentions and reply time (median,
 * p95), for the tuning part and the held-out parts separately (the first two have been tuned on
 * since their first runs; see their file comments). `--verbose` lists every miss.
 */
import { factById } from '../../server/chat/facts-search';
import { HELD_OUT } from './heldout';
import { HELD_OUT_2 } from './heldout2';
import { HELD_OUT_3 } from './heldout3';
import { HELD_OUT_4 } from './heldout4';
import { HELD_OUT_5 } from './heldout5';
import { HELD_OUT_6 } from './heldout6';
import { HELD_OUT_7 } from './heldout7';
import { HELD_OUT_8 } from './heldout8';
import { HELD_OUT_9 } from './heldout9';
import { HELD_OUT_10 } from './heldout10';
import { HELD_OUT_11 } from './heldout11';
import { HELD_OUT_12 } from './heldout12';
import { HELD_OUT_13 } from './heldout13';
import { HELD_OUT_14 } from './heldout14';
import { HELD_OUT_15 } from './heldout15';
import { HELD_OUT_16 } from './heldout16';
import { HELD_OUT_17 } from './heldout17';
import { HELD_OUT_18 } from './heldout18';
import { HELD_OUT_19 } from './heldout19';
import { HELD_OUT_20 } from './heldout20';
import { HELD_OUT_21 } from './heldout21';
import { HELD_OUT_22 } from './heldout22';
import { HELD_OUT_23 } from './heldout23';
import { HELD_OUT_24 } from './heldout24';
import { HELD_OUT_25 } from './heldout25';
import { HELD_OUT_26 } from './heldout26';
import { HELD_OUT_27 } from './heldout27';
import { HELD_OUT_28 } from './heldout28';
import { HELD_OUT_29 } from './heldout29';
import { HELD_OUT_30 } from './heldout30';
import { HELD_OUT_31 } from './heldout31';
import { HELD_OUT_32 } from './heldout32';
import { HELD_OUT_33 } from './heldout33';
import { HELD_OUT_34 } from './heldout34';
import { HELD_OUT_35 } from './heldout35';
import { HELD_OUT_36 } from './heldout36';
import { HELD_OUT_37 } from './heldout37';
import { HELD_OUT_38 } from './heldout38';
import { HELD_OUT_39 } from './heldout39';
import { HELD_OUT_40 } from './heldout40';
import { HELD_OUT_41 } from './heldout41';
import { HELD_OUT_42 } from './heldout42';
import { HELD_OUT_43 } from './heldout43';
import { HELD_OUT_44 } from './heldout44';
import { HELD_OUT_45 } from './heldout45';
import { HELD_OUT_46 } from './heldout46';
import { reportPerturbations, runPerturbations } from './perturb';
import { ALL_SETS } from './sets';
import { Session } from './session';
import { SUITE } from './suite';
import type { Case, Expect } from './types';

/** JSON with object keys sorted, so a proposal matches whatever order its keys were written in. */
/**
 * A value as compared: object keys in order, and a dependent's relationship in any case ("daughter"
 * and "Daughter" name the same relative; the product writes it capitalised, a set may not).
 */
function canonical(v: unknown): string {
  return JSON.stringify(v, (k, x: unknown) =>
    k === 'relationship' && typeof x === 'string' ? x.toLowerCase() : x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );
}

/**
 * The street line compared as the same address whichever way it is written: the USPS standard
 * suffix and unit abbreviations (Publication 28, appendices C1 and C2) and commas do not make it
 * another address. "55 Elm Street, Apt 3" and "55 Elm St Apt 3" are one address; "55 Elm St" and
 * "55 Elm Ave" are not; "P.O. Box" is the "PO Box" of Publication 28. The product keeps the street as typed (ADR 072); a set written to expect the
 * abbreviated form (held-out 4) is scored by the same address, not by its spelling.
 */
const USPS: Record<string, string> = {
  STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', BOULEVARD: 'BLVD', DRIVE: 'DR', LANE: 'LN', COURT: 'CT', PLACE: 'PL',
  TERRACE: 'TER', PARKWAY: 'PKWY', HIGHWAY: 'HWY', CIRCLE: 'CIR', SQUARE: 'SQ', TRAIL: 'TRL', APARTMENT: 'APT',
  SUITE: 'STE', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W',
};
function streetKey(v: unknown): string {
  return String(v).toUpperCase().replace(/\bP\.\s*O\.\s*/g, 'PO ').replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean).map((w) => USPS[w] ?? w).join(' ');
}
/**
 * A dependent's relationship expected as "parent" is met by "mother" or "father": the product keeps the user's own word
 * (ADR 155), and Form 1040's instructions name "parent" as the relationship that covers both. Nothing else is widened.
 */
function asExpectedParents(actual: unknown, expected: unknown): unknown {
  if (!Array.isArray(actual) || !Array.isArray(expected)) return actual;
  return actual.map((d: unknown, i) => {
    const want = (expected[i] as { relationship?: unknown } | undefined)?.relationship;
    const got = (d as { relationship?: unknown } | null)?.relationship;
    return typeof want === 'string' && want.toLowerCase() === 'parent' && typeof got === 'string' && /^(?:mother|father)$/i.test(got) ? { ...(d as object), relationship: want } : d;
  });
}
function same(k: string, a: unknown, b: unknown): boolean {
  if (k === 'dependents') a = asExpectedParents(a, b);
  // Dependents are a list without an order of its own (the profile keeps them as typed): compared as a set, each
  // person matched with one expected.
  if (k === 'dependents' && Array.isArray(a) && Array.isArray(b)) {
    const sorted = (x: unknown[]) => x.map((d) => canonical(d)).sort();
    return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
  }
  return k === 'address' && typeof a === 'string' && typeof b === 'string' ? streetKey(a) === streetKey(b) : canonical(a) === canonical(b);
}

type Outcome = 'correct' | 'wrong' | 'abstain' | 'miss';
interface Scored {
  kind: Expect['kind'];
  outcome: Outcome;
  ms: number;
  say: string;
  reply: string;
  why: string;
}

const INTERVIEW_KINDS = new Set(['propose', 'ask', 'no_dependents', 'clarify']);
const verbose = process.argv.includes('--verbose');

function score(e: Expect, reply: string, proposal: Record<string, unknown> | null, asked: string | null, actions: string[]): [Outcome, string] {
  const fs = proposal?.filing_status;
  const riskyStatus = fs === 'head_of_household' || fs === 'qualifying_widow';
  if (riskyStatus && !(e.kind === 'propose' && e.values.filing_status === fs)) return ['wrong', `proposed ${String(fs)}`];
  switch (e.kind) {
    case 'propose': {
      if (!proposal) return ['miss', 'no proposal'];
      for (const [k, v] of Object.entries(e.values)) {
        if (!(k in proposal)) return ['miss', `missing ${k}`];
        if (!same(k, proposal[k], v)) return ['wrong', `${k}=${JSON.stringify(proposal[k])} (want ${JSON.stringify(v)})`];
      }
      if (e.only && Object.keys(proposal).some((k) => !(k in e.values))) return ['wrong', `extra ${Object.keys(proposal).filter((k) => !(k in e.values)).join(',')}`];
      return ['correct', ''];
    }
    case 'ask':
      if (proposal?.filing_status) return ['wrong', `proposed ${String(proposal.filing_status)} instead of asking`];
      for (const k of ['first_name', 'last_name', 'date_of_birth', 'address', 'city', 'state', 'zip', 'phone', 'email']) if (proposal && k in proposal) return ['wrong', `proposed ${k}=${JSON.stringify(proposal[k])}`];
      return asked === e.item ? ['correct', ''] : ['miss', `asked ${asked}`];
    case 'no_dependents':
      if (proposal?.dependents) return ['wrong', 'proposed dependents'];
      return asked !== 'dependents' ? ['correct', ''] : ['miss', 'asked dependents again'];
    case 'clarify':
      if (proposal) return ['wrong', `proposed ${JSON.stringify(proposal)}`];
      return /\?/.test(reply) ? ['correct', ''] : ['miss', 'no question'];
    case 'fact': {
      const fact = factById(e.id);
      if (fact && reply.includes(fact.answer) && reply.includes(`Source: ${fact.source}`)) return ['correct', ''];
      if (/I don't know that for sure/.test(reply)) return ['abstain', 'said it does not know'];
      return ['wrong', 'answered with another fact'];
    }
    case 'decline': {
      if (/\$\d/.test(reply) || /Source:/.test(reply)) return ['wrong', 'gave figures'];
      const want = { other_year: /I only have the 2025 rules/, other_person: /someone else's/, unknown: /I don't know that for sure/ }[e.why];
      return want.test(reply) ? ['correct', ''] : /I only have the 2025 rules|someone else's|I don't know that for sure/.test(reply) ? ['correct', ''] : ['miss', 'no decline'];
    }
    case 'ssn':
      if (/\d{3}[- ]?\d{2}[- ]?\d{4}/.test(reply)) return ['wrong', 'echoed the SSN'];
      return actions.includes('review_profile') && /never take Social Security numbers in chat/.test(reply) ? ['correct', ''] : ['miss', 'no refusal'];
    case 'no_action':
      if (proposal) return ['wrong', 'proposed a value'];
      if (/\$\d/.test(reply)) return ['wrong', 'gave figures'];
      return ['correct', ''];
  }
}

function run(cases: Case[]): Scored[] {
  const out: Scored[] = [];
  for (const c of cases) {
    const s = new Session(c.setup);
    s.greet();
    for (const t of c.turns) {
      const r = s.say(t.say);
      const proposal = Session.proposalOf(r) as Record<string, unknown> | null;
      const [outcome, why] = score(t.expect, r.text, proposal, r.plan.asked, r.plan.toolCalls.map((x) => x.action));
      out.push({ kind: t.expect.kind, outcome, ms: r.ms, say: `${c.name} › ${t.say}`, reply: r.text, why });
      if (t.confirm) s.confirm();
    }
  }
  return out;
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)} %`);
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

function report(label: string, rs: Scored[]) {
  const interview = rs.filter((r) => INTERVIEW_KINDS.has(r.kind));
  const facts = rs.filter((r) => r.kind === 'fact');
  const declines = rs.filter((r) => r.kind === 'decline');
  const wrong = rs.filter((r) => r.outcome === 'wrong');
  const abstain = rs.filter((r) => r.outcome === 'abstain');
  const ms = rs.map((r) => r.ms);
  console.log(`\n${label}: ${rs.length} user turns`);
  console.log(`  interview accuracy   ${pct(interview.filter((r) => r.outcome === 'correct').length, interview.length)} (${interview.filter((r) => r.outcome === 'correct').length}/${interview.length})`);
  console.log(`  facts correct        ${pct(facts.filter((r) => r.outcome === 'correct').length, facts.length)} of answerable (${facts.filter((r) => r.outcome === 'correct').length}/${facts.length})`);
  console.log(`  declined correctly   ${pct(declines.filter((r) => r.outcome === 'correct').length, declines.length)} (${declines.filter((r) => r.outcome === 'correct').length}/${declines.length}: other years, other people, unknown)`);
  console.log(`  wrong answers        ${wrong.length}`);
  console.log(`  abstentions          ${abstain.length}`);
  console.log(`  reply time           median ${quantile(ms, 0.5).toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`);
  const bad = rs.filter((r) => r.outcome !== 'correct');
  for (const r of verbose ? bad : wrong) console.log(`  ${r.outcome.toUpperCase()}: ${r.say} — ${r.why}${verbose ? `\n      ${r.reply.replace(/\n+/g, ' ').slice(0, 260)}` : ''}`);
  return { interview, facts, wrong, ms };
}

const tuning = run(SUITE);
const held = run(HELD_OUT);
const held2 = run(HELD_OUT_2);
const held3 = run(HELD_OUT_3);
const held4 = run(HELD_OUT_4);
const held5 = run(HELD_OUT_5);
const held6 = run(HELD_OUT_6);
const held7 = run(HELD_OUT_7);
const held8 = run(HELD_OUT_8);
const held9 = run(HELD_OUT_9);
const held10 = run(HELD_OUT_10);
const held11 = run(HELD_OUT_11);
const held12 = run(HELD_OUT_12);
const held13 = run(HELD_OUT_13);
const held14 = run(HELD_OUT_14);
const held15 = run(HELD_OUT_15);
const held16 = run(HELD_OUT_16);
const held17 = run(HELD_OUT_17);
const held18 = run(HELD_OUT_18);
const held19 = run(HELD_OUT_19);
const held20 = run(HELD_OUT_20);
const held21 = run(HELD_OUT_21);
const held22 = run(HELD_OUT_22);
const held23 = run(HELD_OUT_23);
const held24 = run(HELD_OUT_24);
const held25 = run(HELD_OUT_25);
const held26 = run(HELD_OUT_26);
const held27 = run(HELD_OUT_27);
const held28 = run(HELD_OUT_28);
const held29 = run(HELD_OUT_29);
const held30 = run(HELD_OUT_30);
const held31 = run(HELD_OUT_31);
const held32 = run(HELD_OUT_32);
const held33 = run(HELD_OUT_33);
const held34 = run(HELD_OUT_34);
const held35 = run(HELD_OUT_35);
const held36 = run(HELD_OUT_36);
const held37 = run(HELD_OUT_37);
const held38 = run(HELD_OUT_38);
const held39 = run(HELD_OUT_39);
const held40 = run(HELD_OUT_40);
const held41 = run(HELD_OUT_41);
const held42 = run(HELD_OUT_42);
const held43 = run(HELD_OUT_43);
const held44 = run(HELD_OUT_44);
const held45 = run(HELD_OUT_45);
const held46 = run(HELD_OUT_46);
const all = [...tuning, ...held, ...held2, ...held3, ...held4, ...held5, ...held6, ...held7, ...held8, ...held9, ...held10, ...held11, ...held12, ...held13, ...held14, ...held15, ...held16, ...held17, ...held18, ...held19, ...held20, ...held21, ...held22, ...held23, ...held24, ...held25, ...held26, ...held27, ...held28, ...held29, ...held30, ...held31, ...held32, ...held33, ...held34, ...held35, ...held36, ...held37, ...held38, ...held39, ...held40, ...held41, ...held42, ...held43, ...held44, ...held45, ...held46];
report('Tuning suite', tuning);
report('Held-out suite (written before tuning; tuning data since held-out 2)', held);
report('Held-out 2 (written after tuning; first run untouched in 17b8a5a, tuning data since)', held2);
report('Held-out 3 (written without reading the engine; see heldout3.ts for its first run)', held3);
report('Held-out 4 (written without reading the engine, never run before the fixes of held-out 3; see heldout4.ts)', held4);
report('Held-out 5 (written without reading the engine, the earlier sets or the ADRs; see heldout5.ts for its first run)', held5);
report('Held-out 6 (written without reading the engine, the earlier sets or the ADRs; see heldout6.ts for its first run)', held6);
report('Held-out 7 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held7);
report('Held-out 8 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held8);
report('Held-out 9 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held9);
report('Held-out 10 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held10);
report('Held-out 11 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held11);
report('Held-out 12 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held12);
report('Held-out 13 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held13);
report('Held-out 14 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held14);
report('Held-out 15 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held15);
report('Held-out 16 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held16);
report('Held-out 17 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held17);
report('Held-out 18 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held18);
report('Held-out 19 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held19);
report('Held-out 20 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held20);
report('Held-out 21 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held21);
report('Held-out 22 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held22);
report('Held-out 23 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held23);
report('Held-out 24 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held24);
report('Held-out 25 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held25);
report('Held-out 26 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held26);
report('Held-out 27 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held27);
report('Held-out 28 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held28);
report('Held-out 29 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held29);
report('Held-out 30 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held30);
report('Held-out 31 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held31);
report('Held-out 32 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held32);
report('Held-out 33 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held33);
report('Held-out 34 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held34);
report('Held-out 35 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held35);
report('Held-out 36 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held36);
report('Held-out 37 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held37);
report('Held-out 38 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held38);
report('Held-out 39 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held39);
report('Held-out 40 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held40);
report('Held-out 41 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held41);
report('Held-out 42 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held42);
report('Held-out 43 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held43);
report('Held-out 44 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held44);
report('Held-out 45 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held45);
report('Held-out 46 (written without reading the engine, the earlier sets or the ADRs; never run before its first run by the lead)', held46);
const t = report('All', all);
const interviewOk = t.interview.filter((r) => r.outcome === 'correct').length / t.interview.length;
const factsOk = t.facts.filter((r) => r.outcome === 'correct').length / t.facts.length;
const p95 = quantile(t.ms, 0.95);
const met = t.wrong.length === 0 && interviewOk >= 0.98 && factsOk >= 0.95 && p95 <= 300;
// The perturbation suite (ADR 142): `--no-perturb` leaves it out.
if (!process.argv.includes('--no-perturb')) reportPerturbations(runPerturbations(ALL_SETS), verbose);
console.log(`\nTargets (0 wrong, interview ≥ 98 %, facts ≥ 95 %, p95 ≤ 300 ms): ${met ? 'met' : 'NOT met'}`);
process.exitCode = met ? 0 : 1;

/**
 * The return's own arithmetic as a check on what was read: line 9 is the sum of lines 1z to 8,
 * line 11 is 9 minus 10, and so on (revisions.ts, per revision). A relation is judged when its
 * total and at least one of its other lines were read (a line with no amount is zero, as on the
 * form, except a total left empty, which is what its own lines make). Where a line has two readings (the page's and its region's), the arithmetic picks the one
 * that makes the relation hold. A relation that holds confirms its lines; one that no choice of
 * readings makes hold marks them all as contradicted: shown below 0.8, "check this value".
 */
import { parseMoneyToCents } from '#shared/extraction/money';
import { formatCents } from '#shared/money';
import type { F1040Revision, LineRelation } from './revisions';

export interface Candidate {
  value: string;
  conf: number;
}

export interface SettledLine {
  value: string;
  conf: number;
  check?: 'confirmed' | 'contradicted';
}

/** Confidence of a line whose relation holds: the sum agreeing by chance is negligible. */
export const CONFIRMED_CONF = 0.95;
/** Highest confidence of a line the arithmetic contradicts (below "verified" at 0.8). */
export const CONTRADICTED_CONF = 0.79;

const cents = (value: string | undefined): bigint => (value === undefined ? 0n : (parseMoneyToCents(value) ?? 0n));

function sumOf(rel: LineRelation, valueOf: (code: string) => string | undefined): bigint {
  const expected = rel.plus.reduce((s, c) => s + cents(valueOf(c)), 0n) - (rel.minus ?? []).reduce((s, c) => s + cents(valueOf(c)), 0n);
  return rel.floor && expected < 0n ? 0n : expected;
}

function holds(rel: LineRelation, valueOf: (code: string) => string | undefined): boolean {
  return sumOf(rel, valueOf) === cents(valueOf(rel.total));
}

/** Chooses one reading per line and sets each line's confidence from the relations it is part of. */
export function settleLines(readings: ReadonlyMap<string, readonly Candidate[]>, revision: F1040Revision): Map<string, SettledLine> {
  const chosen = new Map<string, Candidate>();
  for (const [code, list] of readings) if (list[0]) chosen.set(code, list[0]);
  // A total left empty whose lines were read is what they make (line 14 left blank is 12 + 13 for line 15).
  const derived = new Map<string, string>();
  const valueOf = (code: string) => chosen.get(code)?.value ?? derived.get(code);
  const confirmed = new Set<string>();
  const contradicted = new Set<string>();
  for (const rel of revision.relations) {
    const terms = [...rel.plus, ...(rel.minus ?? [])];
    if (!terms.some((c) => valueOf(c) !== undefined)) continue;
    if (!chosen.has(rel.total)) {
      derived.set(rel.total, formatCents(Number(sumOf(rel, valueOf))));
      continue;
    }
    const all = [rel.total, ...terms];
    if (holds(rel, valueOf)) {
      all.forEach((c) => confirmed.add(c));
      continue;
    }
    // One line read two ways: the reading that makes the relation hold.
    let fixed = false;
    for (const code of all) {
      for (const alt of (readings.get(code) ?? []).slice(1)) {
        const before = chosen.get(code);
        chosen.set(code, alt);
        if (holds(rel, valueOf)) {
          fixed = true;
          break;
        }
        if (before) chosen.set(code, before);
      }
      if (fixed) break;
    }
    if (fixed) all.forEach((c) => confirmed.add(c));
    else all.filter((c) => chosen.has(c)).forEach((c) => contradicted.add(c));
  }
  for (const [small, large] of revision.atMost) {
    const a = valueOf(small);
    const b = valueOf(large);
    if (a !== undefined && b !== undefined && cents(a) > cents(b)) [small, large].forEach((c) => contradicted.add(c));
  }
  const out = new Map<string, SettledLine>();
  for (const [code, c] of chosen) {
    if (contradicted.has(code)) out.set(code, { value: c.value, conf: Math.min(c.conf, CONTRADICTED_CONF), check: 'contradicted' });
    else if (confirmed.has(code)) out.set(code, { value: c.value, conf: Math.max(c.conf, CONFIRMED_CONF), check: 'confirmed' });
    else out.set(code, { value: c.value, conf: c.conf });
  }
  return out;
}

/**
 * The corpus scorer (corpus README): money compared to the cent, strings case-insensitively with
 * punctuation and spaces ignored, TINs without punctuation, lists element by element, booleans as
 * booleans; `unscored` fields ignored. Each scalar and each list element's sub-field is one point.
 */

export interface TruthEntry {
  document_type: string;
  tax_year: number;
  fields: Record<string, unknown>;
  unscored?: string[];
}

export interface FieldScore {
  field: string;
  expected: unknown;
  actual: unknown;
  ok: boolean;
}

export interface DocumentScore {
  correct: number;
  total: number;
  mismatches: FieldScore[];
}

const canonical = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = String(v);
  if (/^-?\d+(\.\d+)?$/.test(s)) {
    const [w, f = ''] = s.split('.');
    return `${BigInt(w ?? '0')}.${(f + '00').slice(0, 2)}`;
  }
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
};

/** True when two values are equal under the scoring rules. */
export function valuesMatch(expected: unknown, actual: unknown): boolean {
  return canonical(expected) === canonical(actual);
}

/** Scores one prediction against its truth entry. */
export function scoreDocument(truth: TruthEntry, fields: Record<string, unknown> | undefined): DocumentScore {
  const got = fields ?? {};
  const unscored = new Set(truth.unscored ?? []);
  const mismatches: FieldScore[] = [];
  let correct = 0;
  let total = 0;
  for (const [name, expected] of Object.entries(truth.fields)) {
    if (unscored.has(name)) continue;
    const actual = got[name];
    if (Array.isArray(expected)) {
      const list = Array.isArray(actual) ? (actual as Array<Record<string, unknown>>) : [];
      expected.forEach((row: Record<string, unknown>, i) => {
        for (const [k, ev] of Object.entries(row)) {
          total += 1;
          const av = list[i]?.[k];
          if (valuesMatch(ev, av)) correct += 1;
          else mismatches.push({ field: `${name}[${i}].${k}`, expected: ev, actual: av, ok: false });
        }
      });
      continue;
    }
    total += 1;
    if (valuesMatch(expected, actual)) correct += 1;
    else mismatches.push({ field: name, expected, actual, ok: false });
  }
  return { correct, total, mismatches };
}

/**
 * Precision: of the values the engine returned, how many are right (each scalar and each list
 * element's sub-field is one value, as in `scoreDocument`). A value the truth does not have is wrong.
 */
export function scorePrecision(truth: TruthEntry, fields: Record<string, unknown> | undefined): { right: number; returned: number } {
  const got = fields ?? {};
  const unscored = new Set(truth.unscored ?? []);
  let right = 0;
  let returned = 0;
  for (const [name, actual] of Object.entries(got)) {
    if (unscored.has(name)) continue;
    const expected = truth.fields[name];
    if (Array.isArray(actual)) {
      const rows = Array.isArray(expected) ? (expected as Array<Record<string, unknown>>) : [];
      (actual as Array<Record<string, unknown>>).forEach((row, i) => {
        for (const [k, av] of Object.entries(row)) {
          returned += 1;
          if (valuesMatch(rows[i]?.[k], av) && rows[i]?.[k] !== undefined) right += 1;
        }
      });
      continue;
    }
    returned += 1;
    if (expected !== undefined && valuesMatch(expected, actual)) right += 1;
  }
  return { right, returned };
}

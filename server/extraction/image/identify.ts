/**
 * A scanned or photographed official form whose title words OCR lost (a small, soft phone photo reads
 * "Wage and Tax Statement" as "Wage and Tax Slalemen!") is still recognised by its printed structure:
 * its labels register to the type's blank template, in the template's places (issue 17 point 3,
 * ADR 089 addendum b). Only used when the words alone named no type.
 */
import type { DocumentType } from '#shared/extraction/document-types';
import { FORM_DEFINITIONS } from '#shared/forms/index';
import type { Phrase } from '../layout';
import { geometryOf } from '../template';
import { registerImage } from './register';

/** Thresholds of recognising a form by its registration. */
export const IDENTIFY = {
  /** Least share of the template's labelled boxes whose labels are found in place (above registration's own 0.7: a type is named on structure alone). */
  minLayout: 0.8,
  /** Least share of the template's distinctive words matched. */
  minScore: 0.3,
  /** The runner-up type's layout must be at least this much lower (1099s share words; their boxes are in other places). */
  margin: 0.15,
};

/** Confidence of a type named by registration alone (below a title read in words). */
export const IDENTIFIED_CONFIDENCE = 0.8;

/**
 * The official form type an OCR'd page registers to, or undefined when none does clearly (no type,
 * or two types whose labels are both in place).
 */
export function identifyByTemplate(pages: ReadonlyArray<readonly Pick<Phrase, 'text' | 'x0' | 'y0' | 'x1' | 'y1'>[]>, opts: { projective?: boolean } = {}): DocumentType | undefined {
  const best = new Map<DocumentType, number>();
  const types = [...new Set(FORM_DEFINITIONS.map((d) => d.type))];
  for (const phrases of pages) {
    for (const type of types) {
      for (const reg of registerImage(type, phrases, opts)) {
        if (reg.score < IDENTIFY.minScore) continue;
        best.set(type, Math.max(best.get(type) ?? 0, reg.layout));
      }
    }
  }
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < IDENTIFY.minLayout) return undefined;
  if (second && first[1] - second[1] < IDENTIFY.margin) return undefined;
  return first[0];
}

/**
 * A photographed form's own box labels, as the blank form prints them (one printed line each, in
 * `server/forms/blank`): every one is printed on its type's form and on no other supported form, and
 * none is printed by the look-alikes held `other` (1099-A, Schedule B, 1099-Q, 5498). A form whose title
 * and form number OCR lost, and whose page is read too loosely to register, still shows a few of them
 * with a letter or two misread (ADR 144).
 */
export const FORM_LABELS: Partial<Record<DocumentType, readonly string[]>> = {
  w2: ['Wages, tips, other compensation', 'Social security wages', 'Social security tax withheld', 'Medicare wages and tips', 'Medicare tax withheld', 'Social security tips', 'Dependent care benefits', 'Nonqualified plans', 'Employer’s state ID number', 'State wages, tips, etc.', 'Local wages, tips, etc.', 'Employee’s first name and initial'],
  '1099-misc': ['Fishing boat proceeds', 'Medical and health care', 'Substitute payments in lieu', 'Crop insurance proceeds', 'Gross proceeds paid to an', 'Fish purchased for resale', 'Section 409A deferrals', 'Nonqualified deferred'],
  '1099-div': ['Total ordinary dividends', 'Qualified dividends', 'Total capital gain distr.', 'Unrecap. Sec. 1250 gain', 'Collectibles (28%) gain', 'Section 897 ordinary dividends', 'Nondividend distributions', 'Section 199A dividends', 'Cash liquidation distributions', 'Noncash liquidation distributions', 'Exempt-interest dividends'],
  '1099-int': ['Payer’s RTN (optional)', 'Early withdrawal penalty', 'Interest on U.S. Savings Bonds and Treasury obligations', 'Market discount', 'Bond premium on Treasury obligations', 'Bond premium on tax-exempt bond'],
  '1098': ['Mortgage interest received from payer(s)/borrower(s)*', 'Outstanding mortgage', 'Mortgage origination date', 'Refund of overpaid', 'Mortgage insurance', 'Points paid on purchase of principal residence', 'Address or description of property securing mortgage', 'Number of properties securing the', 'PAYER’S/BORROWER’S TIN', 'PAYER’S/BORROWER’S name'],
  '1098-e': ['Student loan interest received by lender', 'include loan origination', 'fees and/or capitalized interest for loans made before', 'for student loan interest.'],
  '1098-t': ['Service Provider/Acct. No. (see instr.)', 'qualified tuition and related', 'Scholarships or grants', 'Adjustments made for a', 'Checked if at least', 'half-time student', 'Checked if a graduate', 'Ins. contract reimb./refund', 'complete Form 8863'],
  '1099-g': ['refunds, credits, or offsets', 'Box 2 amount is for tax year', 'Taxable grants', 'Agriculture payments'],
  '1099-r': ['Capital gain (included', 'Employee contributions/', 'Designated Roth', 'Net unrealized', 'employer’s securities', 'Your percentage of total', 'Total employee contributions', 'Amount allocable to IRR'],
};

/** Thresholds of naming a form by its labels read loosely. */
export const LABELS = {
  /** A label is read when some stretch of a line's letters is this close to it (edits per letter; OCR of a soft photo misreads about one letter in five). */
  maxEditShare: 0.25,
  /** Labels shorter than this (letters) are too easily matched by chance. */
  minLetters: 10,
  /** Least distinct labels of one type read, in their printed order. */
  minLabels: 3,
  /** The runner-up type must have this many fewer. */
  margin: 2,
};

const lettersOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The least edits that turn `pattern` into some stretch of `text` (Sellers), with where that stretch starts. */
export function nearestStretch(pattern: string, text: string): { edits: number; start: number; end: number } {
  const m = pattern.length;
  let prev = Array.from({ length: m + 1 }, (_, i) => i);
  let prevStart = new Array<number>(m + 1).fill(0);
  let best = { edits: m, start: 0, end: 0 };
  for (let j = 1; j <= text.length; j += 1) {
    const cur = [0];
    const curStart = [j];
    for (let i = 1; i <= m; i += 1) {
      const sub = prev[i - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1);
      const del = prev[i]! + 1;
      const ins = cur[i - 1]! + 1;
      if (sub <= del && sub <= ins) {
        cur.push(sub);
        curStart.push(prevStart[i - 1]!);
      } else if (del <= ins) {
        cur.push(del);
        curStart.push(prevStart[i]!);
      } else {
        cur.push(ins);
        curStart.push(curStart[i - 1]!);
      }
    }
    if (cur[m]! < best.edits) best = { edits: cur[m]!, start: curStart[m]!, end: j };
    prev = cur;
    prevStart = curStart;
  }
  return best;
}

type Placed = Pick<Phrase, 'text' | 'x0' | 'y0' | 'x1' | 'y1'>;

/** Where each of a type's labels is read on the page (top of the phrase it starts in), by label index. */
function labelsRead(type: DocumentType, phrases: readonly Placed[]): Map<number, number> {
  const found = new Map<number, { edits: number; top: number; row: number; start: number; end: number; share: number }>();
  const labels = FORM_LABELS[type] ?? [];
  // One string per printed row (phrases whose middles are within half a phrase's height, left to right), so a
  // label the OCR split into two phrases, or into two of its lines ("§ Number of properties" over "securng"), is one stretch.
  const rows: Array<{ mid: number; phrases: Placed[] }> = [];
  for (const p of [...phrases].sort((a, b) => a.y0 + a.y1 - b.y0 - b.y1)) {
    const mid = (p.y0 + p.y1) / 2;
    const row = rows.find((r) => Math.abs(r.mid - mid) < (p.y1 - p.y0) / 2);
    if (row) row.phrases.push(p);
    else rows.push({ mid, phrases: [p] });
  }
  rows.forEach(({ phrases: line }, row) => {
    const sorted = [...line].sort((a, b) => a.x0 - b.x0);
    let text = '';
    const owner: Placed[] = [];
    for (const p of sorted) {
      const l = lettersOf(p.text);
      text += l;
      for (let k = 0; k < l.length; k += 1) owner.push(p);
    }
    labels.forEach((label, i) => {
      const want = lettersOf(label);
      if (want.length < LABELS.minLetters) return;
      const hit = nearestStretch(want, text);
      // The line that reads it best is where it is (a neighbour's label can be nearly as close: "Social security tips" / "wages").
      if (hit.edits <= Math.floor(LABELS.maxEditShare * want.length) && hit.edits < (found.get(i)?.edits ?? Infinity)) {
        found.set(i, { edits: hit.edits, top: owner[Math.min(hit.start, owner.length - 1)]!.y0, row, start: hit.start, end: hit.end, share: hit.edits / want.length });
      }
    });
  });
  // One stretch of print is one label: of two labels read on overlapping letters of a row ("PAYER SBORROWER'S Th" is near both
  // "PAYER'S/BORROWER'S TIN" and "… name"), the closer one keeps it.
  const kept = [...found].sort((a, b) => a[1].share - b[1].share).filter(([, f], k, all) => !all.slice(0, k).some(([, g]) => g.row === f.row && g.start < f.end && f.start < g.end));
  return new Map(kept.map(([i, f]) => [i, f.top]));
}

/** The top of each label's printed line on its type's blank form (points), by label index. */
function printedTops(type: DocumentType): Map<number, number> {
  const tops = new Map<number, number>();
  const def = FORM_DEFINITIONS.find((d) => d.type === type);
  if (!def) return tops;
  const text = geometryOf(def).text;
  (FORM_LABELS[type] ?? []).forEach((label, i) => {
    const at = text.find(([t]) => lettersOf(t) === lettersOf(label));
    if (at) tops.set(i, at[2]);
  });
  return tops;
}

/**
 * The form type a page's labels name when read loosely (ADR 144), or undefined: at least
 * `LABELS.minLabels` of one type's own labels, no two of them in the opposite vertical order to the
 * blank form's (a label printed more than a line above another is read above it), and every other type
 * `LABELS.margin` labels behind.
 */
export function identifyByLabels(pages: ReadonlyArray<readonly Placed[]>): DocumentType | undefined {
  const counts: Array<[DocumentType, number]> = [];
  for (const type of Object.keys(FORM_LABELS) as DocumentType[]) {
    let n = 0;
    for (const phrases of pages) {
      const read = labelsRead(type, phrases);
      const tops = printedTops(type);
      const lineHeight = phrases.length ? median(phrases.map((p) => p.y1 - p.y0)) : 0;
      // Two labels conflict when the one printed more than a line lower is read more than a line higher.
      const conflict = (a: number, b: number) => {
        const ta = tops.get(a);
        const tb = tops.get(b);
        if (ta === undefined || tb === undefined) return false;
        if (tb - ta > 8) return read.get(b)! - read.get(a)! < -lineHeight;
        if (ta - tb > 8) return read.get(a)! - read.get(b)! < -lineHeight;
        return false;
      };
      // A label read out of place (a neighbour's words read as it) is set aside, the most conflicting first; the rest count.
      const ids = new Set(read.keys());
      for (;;) {
        const worst = [...ids].map((a) => [a, [...ids].filter((b) => conflict(a, b)).length] as const).sort((x, y) => y[1] - x[1])[0];
        if (!worst || worst[1] === 0) break;
        ids.delete(worst[0]);
      }
      n = Math.max(n, ids.size);
    }
    if (n > 0) counts.push([type, n]);
  }
  counts.sort((a, b) => b[1] - a[1]);
  const [first, second] = counts;
  if (!first || first[1] < LABELS.minLabels) return undefined;
  if (second && first[1] - second[1] < LABELS.margin) return undefined;
  return first[0];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

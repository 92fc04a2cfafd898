/**
 * The credit forms of the filled return (issue 22): Schedule 8812, Schedule EIC, Forms 8863, 2441
 * and 8880 on the official 2025 PDFs (server/review/forms, see PROVENANCE.md), filled from the
 * estimate's own worksheet values (`estimate.creditForms`, shared/tax/2025/credit-forms.ts) — no
 * figure is computed here. Each value names the estimate line it feeds (whose source names the
 * document box); a box whose input the taxpayer has not given stays blank and is listed on the
 * trace page as "not given". Field names were listed with `scripts/pdf-fields.ts` and matched to
 * the printed lines by position (`pdftotext -bbox`); form1040.test.ts checks that each exists.
 */
import { PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import { formatUsd, type Cents } from '#shared/money';
import type { Review, ReviewEstimate } from '#shared/review/types';
import type { CreditForms, StudentRecord } from '#shared/tax/2025/credit-forms';
import { loadBlankPdf, tickBox } from './blanks';

export type CreditFormId = 'f2441' | 'f1040sei' | 'f1040s8' | 'f8863' | 'f8880';

/** In the order of the IRS attachment sequence numbers (2441: 21, EIC: 43, 8812: 47, 8863: 50, 8880: 54). */
export const CREDIT_FORM_ORDER: readonly CreditFormId[] = ['f2441', 'f1040sei', 'f1040s8', 'f8863', 'f8880'];

export const CREDIT_FORM_TITLES: Record<CreditFormId, string> = {
  f2441: 'Form 2441 (2025)',
  f1040sei: 'Schedule EIC (Form 1040) 2025',
  f1040s8: 'Schedule 8812 (Form 1040) 2025',
  f8863: 'Form 8863 (2025)',
  f8880: 'Form 8880 (2025)',
};

export const CREDIT_FORM_FILES: Record<CreditFormId, string> = {
  f2441: 'f2441-2025.pdf',
  f1040sei: 'f1040sei-2025.pdf',
  f1040s8: 'f1040s8-2025.pdf',
  f8863: 'f8863-2025.pdf',
  f8880: 'f8880-2025.pdf',
};

const P1 = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';
const EIC = 'topmostSubform[0].Page1[0].';

/** Name and SSN fields at the top of each form (8863: the SSN in three parts, on both pages). */
const HEADERS: Record<CreditFormId, { name: string; ssn: string | [string, string, string] }[]> = {
  f2441: [{ name: `${P1}f1_1[0]`, ssn: `${P1}f1_2[0]` }],
  f1040sei: [{ name: `${EIC}f1_01[0]`, ssn: `${EIC}f1_02[0]` }],
  f1040s8: [{ name: `${P1}f1_1[0]`, ssn: `${P1}f1_2[0]` }],
  f8863: [
    { name: `${P1}f1_1[0]`, ssn: [`${P1}SocialSecurity[0].f1_2[0]`, `${P1}SocialSecurity[0].f1_3[0]`, `${P1}SocialSecurity[0].f1_4[0]`] },
    { name: `${P2}f2_1[0]`, ssn: [`${P2}SSN[0].f2_2[0]`, `${P2}SSN[0].f2_3[0]`, `${P2}SSN[0].f2_4[0]`] },
  ],
  f8880: [{ name: `${P1}f1_1[0]`, ssn: `${P1}f1_2[0]` }],
};

/** Schedule 8812: line → field (amounts and counts). */
const S8812: Record<string, string> = {
  '1': `${P1}f1_3[0]`, '3': `${P1}f1_8[0]`, '4': `${P1}f1_9[0]`, '5': `${P1}f1_10[0]`, '6': `${P1}Line6ReadOrder[0].f1_11[0]`,
  '7': `${P1}f1_12[0]`, '8': `${P1}f1_13[0]`, '9': `${P1}f1_14[0]`, '10': `${P1}f1_15[0]`, '11': `${P1}f1_16[0]`, '12': `${P1}f1_17[0]`,
  '13': `${P1}f1_18[0]`, '14': `${P1}f1_19[0]`,
  '16a': `${P2}f2_2[0]`, '16b children': `${P2}f2_3[0]`, '16b': `${P2}f2_4[0]`, '17': `${P2}f2_5[0]`, '18a': `${P2}f2_6[0]`,
  '19': `${P2}f2_8[0]`, '20': `${P2}f2_9[0]`, '27': `${P2}f2_16[0]`,
};
/** A Yes/No pair: two check boxes (on these forms each is a field of its own). */
interface YesNo {
  yes: string;
  no: string;
}
/** Schedule 8812 line 12 and line 19 (the "No" box is printed first). */
const S8812_CHECKS: Record<'line12' | 'line19', YesNo> = {
  line12: { yes: `${P1}c1_1[1]`, no: `${P1}c1_1[0]` },
  line19: { yes: `${P2}c2_1[1]`, no: `${P2}c2_1[0]` },
};
/** Schedule 8812 "Next. On line 16b, is the amount $5,100 or more?" */
const S8812_NEXT: YesNo = { yes: `${P2}c2_2[1]`, no: `${P2}c2_2[0]` };

/** Schedule EIC, columns Child 1–3. */
const SEIC = [0, 1, 2].map((i) => {
  const n = (k: number) => String(k).padStart(2, '0');
  const yesNo = (line: '4a' | '4b', box: number): YesNo =>
    i < 2
      ? { yes: `${EIC}Line${line}_Child${i + 1}_ReadOrder[0].Yes_ReadOrder[0].c1_${box}[0]`, no: `${EIC}Line${line}_Child${i + 1}_ReadOrder[0].c1_${box}[0]` }
      : { yes: `${EIC}Line${line}_Child3_Yes_ReadOrder[0].c1_${box}[0]`, no: `${EIC}c1_${box}[0]` };
  return {
    name: `${EIC}f1_${n(3 + i)}[0]`,
    ssn: `${EIC}f1_${n(6 + i)}[0]`,
    /** Line 3: one box per digit. */
    year: [0, 1, 2, 3].map((k) => `${EIC}${i < 2 ? `Year${i + 1}_ReadOrder[0].` : ''}f1_${n(9 + 4 * i + k)}[0]`),
    student: yesNo('4a', 1 + i),
    disabled: yesNo('4b', 4 + i),
    relationship: `${EIC}f1_${21 + i}[0]`,
    months: `${EIC}${i < 2 ? `Line6_Child${i + 1}_ReadOrder[0].` : ''}f1_${24 + i}[0]`,
  };
});

/** Form 8863 Part I and II. */
const F8863: Record<string, string> = {
  '1': `${P1}f1_5[0]`, '2': `${P1}f1_6[0]`, '3': `${P1}f1_7[0]`, '4': `${P1}f1_8[0]`, '5': `${P1}f1_9[0]`, '6 whole': `${P1}f1_10[0]`, '6': `${P1}f1_11[0]`,
  '7': `${P1}f1_12[0]`, '8': `${P1}f1_13[0]`, '9': `${P1}f1_14[0]`, '10': `${P1}f1_15[0]`, '11': `${P1}f1_16[0]`, '12': `${P1}f1_17[0]`,
  '13': `${P1}f1_18[0]`, '14': `${P1}f1_19[0]`, '15': `${P1}f1_20[0]`, '16': `${P1}f1_21[0]`, '17 whole': `${P1}f1_22[0]`, '17': `${P1}f1_23[0]`,
  '18': `${P1}f1_24[0]`, '19': `${P1}f1_25[0]`,
};
/** Form 8863 Part III (page 2; one copy of the page per student). */
const pairAt = (prefix: string, box: string): YesNo => ({ yes: `${prefix}${box}[0]`, no: `${prefix}${box}[1]` });
const F8863_III = {
  name: `${P2}f2-5[0]`,
  ssn: [`${P2}StudentSSN[0].f2_6[0]`, `${P2}StudentSSN[0].f2_7[0]`, `${P2}StudentSSN[0].f2_8[0]`] as [string, string, string],
  institutions: (['a', 'b'] as const).map((x, i) => {
    const at = `${P2}Line22${x}[0].`;
    const first = i === 0 ? 11 : 22;
    return {
      name: `${at}f2_${i === 0 ? 9 : 20}[0]`, address: `${at}f2_${i === 0 ? 10 : 21}[0]`,
      got2025: pairAt(at, i === 0 ? 'c2_1' : 'c2_3'), got2024: pairAt(at, i === 0 ? 'c2_2' : 'c2_4'),
      ein: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => `${at}f2_${first + k}[0]`),
    };
  }),
  line23: pairAt(P2, 'c2_5'), line24: pairAt(P2, 'c2_6'), line25: pairAt(P2, 'c2_7'), line26: pairAt(P2, 'c2_8'),
  '27': `${P2}f2_31[0]`, '28': `${P2}f2_32[0]`, '29': `${P2}f2_33[0]`, '30': `${P2}f2_34[0]`, '31': `${P2}f2_35[0]`,
};

/** Form 2441: Part I provider rows (name, address, ID, household employee Yes/No, amount) and Part II. */
const F2441_PROVIDERS = [0, 1, 2].map((i) => {
  const row = `${P1}PartITable[0].BodyRow${i + 1}[0].`;
  const f = 3 + 4 * i;
  return { name: `${row}f1_${f}[0]`, address: `${row}ColB[0].f1_${f + 1}[0]`, id: `${row}f1_${f + 2}[0]`, employee: pairAt(`${row}ColD[0].`, `c1_${4 + i}`), amount: `${row}f1_${f + 3}[0]` };
});
const F2441_PERSONS = [0, 1, 2].map((i) => {
  const row = `${P1}Table_Line2[0].Row${i + 1}[0].`;
  const f = 15 + 4 * i;
  return { first: `${row}f1_${f}[0]`, last: `${row}f1_${f + 1}[0]`, ssn: `${row}f1_${f + 2}[0]`, expenses: `${row}f1_${f + 3}[0]` };
});
const F2441: Record<string, string> = {
  '3': `${P1}f1_27[0]`, '4': `${P1}f1_28[0]`, '5': `${P1}f1_29[0]`, '6': `${P1}f1_30[0]`, '7': `${P1}f1_31[0]`, '8': `${P1}f1_32[0]`,
  '9a': `${P1}f1_33[0]`, '9c': `${P1}f1_35[0]`, '10': `${P1}f1_36[0]`, '11': `${P1}f1_37[0]`,
};
/** Form 2441 "more than three" boxes: Part I providers, Part II line 2 persons. */
const F2441_MORE = { providers: `${P1}PartI[0].c1_3[0]`, persons: `${P1}c1_7[0]` };

/** Form 8880: columns (a) you and (b) your spouse for lines 3–6; lines 7–12. */
const T8880 = (row: number, f: number) => `${P1}Table_Ln1-6[0].BodyRow${row}[0].f1_${f}[0]`;
const F8880_COLUMNS = {
  you: { '1': T8880(1, 3), '2': T8880(2, 5), '3': T8880(3, 7), '4': T8880(4, 9), '5': T8880(5, 11), '6': T8880(6, 13) },
  spouse: { '1': T8880(1, 4), '2': T8880(2, 6), '3': T8880(3, 8), '4': T8880(4, 10), '5': T8880(5, 12), '6': T8880(6, 14) },
};
const F8880: Record<string, string> = { '7': `${P1}f1_15[0]`, '8': `${P1}f1_16[0]`, '9': `${P1}f1_17[0]`, '10': `${P1}f1_18[0]`, '11': `${P1}f1_19[0]`, '12': `${P1}f1_20[0]` };

/** Every field name the maps use, by form (text fields and check boxes), for the existence test. */
export function creditFieldNames(): Record<CreditFormId, { text: string[]; check: string[] }> {
  const checks = (...pairs: YesNo[]) => pairs.flatMap((p) => [p.yes, p.no]);
  return {
    f1040s8: { text: [...Object.values(S8812), ...HEADERS.f1040s8.map((h) => h.name), `${P1}f1_2[0]`], check: checks(...Object.values(S8812_CHECKS), S8812_NEXT) },
    f1040sei: {
      text: [...SEIC.flatMap((c) => [c.name, c.ssn, ...c.year, c.relationship, c.months]), `${EIC}f1_01[0]`, `${EIC}f1_02[0]`],
      check: checks(...SEIC.flatMap((c) => [c.student, c.disabled])),
    },
    f8863: {
      text: [...Object.values(F8863), F8863_III.name, ...F8863_III.ssn, ...F8863_III.institutions.flatMap((i) => [i.name, i.address, ...i.ein]),
        F8863_III['27'], F8863_III['28'], F8863_III['29'], F8863_III['30'], F8863_III['31'], ...HEADERS.f8863.flatMap((h) => [h.name, ...(h.ssn as string[])])],
      check: checks(...F8863_III.institutions.flatMap((i) => [i.got2025, i.got2024]), F8863_III.line23, F8863_III.line24, F8863_III.line25, F8863_III.line26),
    },
    f2441: {
      text: [...F2441_PROVIDERS.flatMap((r) => [r.name, r.address, r.id, r.amount]), ...F2441_PERSONS.flatMap((r) => [r.first, r.last, r.ssn, r.expenses]), ...Object.values(F2441), `${P1}f1_1[0]`, `${P1}f1_2[0]`],
      check: [...checks(...F2441_PROVIDERS.map((r) => r.employee)), F2441_MORE.providers, F2441_MORE.persons],
    },
    f8880: { text: [...Object.values(F8880_COLUMNS.you), ...Object.values(F8880_COLUMNS.spouse), ...Object.values(F8880), `${P1}f1_1[0]`, `${P1}f1_2[0]`], check: [] },
  };
}

/** One value on a credit form: text, or a check box to tick (`check`). */
export interface CreditValue {
  form: CreditFormId;
  /** The printed line ("5", "Part III line 27", "line 1 (a) provider 1"). */
  line: string;
  field: string;
  value: string;
  /** The estimate line it feeds ('profile' for names and answers from the profile). */
  key: string;
  source: string;
  /** `field` is a check box, ticked when `value` is not blank. */
  check?: true;
  /** A value written over several boxes (a year or EIN digit by digit, an SSN in three parts): one trace line, these writes. */
  parts?: { field: string; value: string }[];
  /** Which copy of the page (Form 8863 Part III: one per student); 0 is the form itself. */
  copy?: number;
}

/** An amount as the forms write it: 4,400.00; zero as 0.00 (every computed line is written). */
function amt(cents: Cents): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}

function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { first: parts[0] ?? '', last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts[parts.length - 1]! };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The masked SSN of a person of the return by name (the profile holds only the last four digits). */
function ssnOf(profile: Review['profile'], name: string, who?: string): string | null {
  if (!profile) return null;
  if (who === 'taxpayer' || norm(name) === norm(profile.fullName)) return profile.ssnMasked || null;
  if (who === 'spouse' || (profile.spouseName && norm(name) === norm(profile.spouseName))) return profile.spouseSsnMasked;
  return profile.dependents.find((d) => norm(d.name) === norm(name))?.ssnMasked ?? null;
}

/** The last four digits of an identifying number as the profile holds it ("on file, ending 6789"); the full number never leaves. */
function maskedTin(tin: string | null): string | null {
  const digits = (tin ?? '').match(/(\d{4})\D*$/);
  return digits ? `*****${digits[1]}` : null;
}

const NOT_GIVEN = 'not given';

/** The values to write on the credit forms the return uses, each with its estimate line and source. */
export function creditFormValues(estimate: ReviewEstimate, profile: Review['profile']): CreditValue[] {
  const forms: CreditForms = estimate.creditForms ?? {};
  const byKey = new Map(estimate.lines.map((l) => [l.key, l]));
  const feeds = (key: string) => {
    const l = byKey.get(key);
    return l ? `estimate line ${key} (${l.label}): ${l.source}` : `estimate line ${key}`;
  };
  const out: CreditValue[] = [];
  const put = (form: CreditFormId, line: string, field: string, value: string, key: string, source: string, extra: Partial<CreditValue> = {}) =>
    out.push({ form, line, field, value, key, source, ...extra });
  const blank = (form: CreditFormId, line: string, field: string, what: string, extra: Partial<CreditValue> = {}) =>
    put(form, line, field, '', 'profile', `${NOT_GIVEN}: ${what}`, extra);

  // ---- Form 2441 ---------------------------------------------------------------------------
  const c = forms.form2441;
  if (c) {
    const k = 'sch3_2';
    c.providers.slice(0, 3).forEach((p, i) => {
      const row = F2441_PROVIDERS[i]!;
      const at = `1 provider ${i + 1}`;
      put('f2441', `${at} (a) name`, row.name, p.name, 'profile', 'care provider entered on the profile (Form 2441 Part I)');
      blank('f2441', `${at} (b) address`, row.address, 'the provider’s address is not asked yet');
      const tin = maskedTin(p.tin);
      if (tin) put('f2441', `${at} (c) identifying number`, row.id, tin, 'profile', 'the provider’s SSN or EIN on the profile (last four digits shown; the full number is on file)');
      else blank('f2441', `${at} (c) identifying number`, row.id, p.tin ? 'the provider’s SSN or EIN is on file but its last digits are not, so it is not printed' : 'the provider’s SSN or EIN');
      blank('f2441', `${at} (d) household employee`, row.employee.yes, 'whether the provider was a household employee');
      put('f2441', `${at} (e) amount paid`, row.amount, amt(p.amountPaid), k, 'amount paid entered on the profile; adds to line 3');
    });
    if (c.providers.length > 3) put('f2441', 'Part I more than three providers', F2441_MORE.providers, 'X', 'profile', `${c.providers.length} providers entered`, { check: true });
    c.persons.slice(0, 3).forEach((name, i) => {
      const row = F2441_PERSONS[i]!;
      const n = splitName(name);
      put('f2441', `2 person ${i + 1} (a) first name`, row.first, n.first, 'profile', 'dependent on the profile, under 13 and living at home more than half of 2025');
      put('f2441', `2 person ${i + 1} (a) last name`, row.last, n.last, 'profile', 'dependent on the profile');
      const ssn = ssnOf(profile, name);
      if (ssn) put('f2441', `2 person ${i + 1} (b) SSN`, row.ssn, ssn, 'profile', 'dependent’s SSN on the profile (last four digits shown)');
      else blank('f2441', `2 person ${i + 1} (b) SSN`, row.ssn, 'the dependent’s SSN');
      if (c.persons.length === 1) put('f2441', `2 person 1 (d) expenses`, row.expenses, amt(c.providers.reduce((s, p) => s + p.amountPaid, 0)), k, 'the care paid to the providers above, for the one qualifying person');
      else blank('f2441', `2 person ${i + 1} (d) expenses`, row.expenses, 'care expenses are entered per provider, not per child');
    });
    if (c.persons.length > 3) put('f2441', '2 more than three persons', F2441_MORE.persons, 'X', 'profile', `${c.persons.length} qualifying persons`, { check: true });
    const lines: [string, string, string][] = [
      ['3', amt(c.line3), `expenses paid, at most ${c.persons.length >= 2 ? '$6,000' : '$3,000'}`],
      ['4', amt(c.line4), 'your earned income (W-2 box 1 and net self-employment earnings)'],
      ['5', amt(c.line5), 'spouse’s earned income (or line 4)'],
      ['6', amt(c.line6), 'smallest of lines 3, 4 and 5'],
      ['7', amt(c.line7), 'Form 1040 line 11a'],
      ['8', String(c.line8Bps / 100).padStart(2, '0'), `decimal .${String(c.line8Bps / 100).padStart(2, '0')} for AGI ${formatUsd(c.line7)} (IRC §21(a)(2))`],
      ['9a', amt(c.line9a), 'line 6 × line 8'],
      ['9c', amt(c.line9c), 'line 9a + 9b (prior-year expenses not covered, 0)'],
      ['10', amt(c.line10), 'Credit Limit Worksheet: Form 1040 line 18'],
      ['11', amt(c.line11), `smaller of lines 9c and 10 → Schedule 3 line 2; ${feeds(k)}`],
    ];
    for (const [line, value, why] of lines) put('f2441', line, F2441[line]!, value, k, why);
  }

  // ---- Schedule EIC ------------------------------------------------------------------------
  const e = forms.scheduleEic;
  if (e) {
    const k = '27a';
    e.children.slice(0, 3).forEach((ch, i) => {
      const col = SEIC[i]!;
      const at = `child ${i + 1}`;
      put('f1040sei', `1 ${at} name`, col.name, ch.name, k, `dependent on the profile; a qualifying child for ${feeds(k)}`);
      const ssn = ssnOf(profile, ch.name);
      if (ssn) put('f1040sei', `2 ${at} SSN`, col.ssn, ssn, 'profile', 'dependent’s SSN on the profile (last four digits shown)');
      else blank('f1040sei', `2 ${at} SSN`, col.ssn, 'the child’s SSN');
      const year = ch.dateOfBirth?.slice(0, 4) ?? '';
      if (/^\d{4}$/.test(year)) {
        put('f1040sei', `3 ${at} year of birth`, col.year[0]!, year, 'profile', 'date of birth on the profile', { parts: year.split('').map((d, j) => ({ field: col.year[j]!, value: d })) });
      }
      else blank('f1040sei', `3 ${at} year of birth`, col.year[0]!, 'the child’s date of birth');
      // Lines 4a/4b only for a child born before 2007 (the form: "If born after 2006 … skip lines 4a and 4b").
      if (/^\d{4}$/.test(year) && Number(year) <= 2006) {
        if (ch.fullTimeStudent === null) blank('f1040sei', `4a ${at} student under 24`, col.student.yes, 'whether the child was a full-time student');
        else put('f1040sei', `4a ${at} student under 24`, ch.fullTimeStudent ? col.student.yes : col.student.no, ch.fullTimeStudent ? 'Yes' : 'No', 'profile', 'full-time student answer on the profile', { check: true });
        if (!ch.fullTimeStudent) {
          if (ch.disabled === null) blank('f1040sei', `4b ${at} disabled`, col.disabled.yes, 'whether the child was permanently and totally disabled');
          else put('f1040sei', `4b ${at} disabled`, ch.disabled ? col.disabled.yes : col.disabled.no, ch.disabled ? 'Yes' : 'No', 'profile', 'disability answer on the profile', { check: true });
        }
      }
      if (ch.relationship) put('f1040sei', `5 ${at} relationship`, col.relationship, ch.relationship, 'profile', 'relationship on the profile');
      else blank('f1040sei', `5 ${at} relationship`, col.relationship, 'the child’s relationship to you');
      if (ch.monthsInHome === null) blank('f1040sei', `6 ${at} months`, col.months, 'months the child lived with you in 2025');
      else {
        // The form: born in 2025 and lived at home more than half the time alive → "12".
        const born2025 = (ch.dateOfBirth ?? '') >= '2025-01-01';
        const months = born2025 ? 12 : Math.min(12, ch.monthsInHome);
        put('f1040sei', `6 ${at} months`, col.months, String(months), 'profile', born2025 ? 'born in 2025 and lived at home since: the form says enter 12' : 'months in the home entered on the profile');
      }
    });
  }

  // ---- Schedule 8812 -----------------------------------------------------------------------
  const s = forms.schedule8812;
  if (s) {
    const k = '19';
    const kids = s.children.length ? ` (${s.children.join(', ')})` : '';
    const others = s.otherDependents.length ? ` (${s.otherDependents.join(', ')})` : '';
    const lines: [string, string, string][] = [
      ['1', amt(s.line1), 'Form 1040 line 11a'],
      ['3', amt(s.line3), 'line 1 + 2d (no excluded income covered)'],
      ['4', String(s.line4), `qualifying children under 17 with an SSN${kids}`],
      ['5', amt(s.line5), 'line 4 × $2,200 (OBBBA §70104)'],
      ['6', String(s.line6), `other dependents${others}`],
      ['7', amt(s.line7), 'line 6 × $500'],
      ['8', amt(s.line8), 'line 5 + 7'],
      ['9', amt(s.line9), 'filing status threshold'],
      ['10', amt(s.line10), 'line 3 − 9, up to the next multiple of $1,000'],
      ['11', amt(s.line11), 'line 10 × 5 %'],
      ['12', amt(s.line12), 'line 8 − 11'],
      ['13', amt(s.line13), 'Credit Limit Worksheet A: Form 1040 line 18 less Schedule 3 lines 2–4'],
      ['14', amt(s.line14), `smaller of lines 12 and 13 → Form 1040 line 19; ${feeds(k)}`],
    ];
    for (const [line, value, why] of lines) put('f1040s8', line, S8812[line]!, value, k, why);
    put('f1040s8', '12', s.line12 > 0 ? S8812_CHECKS.line12.yes : S8812_CHECKS.line12.no, s.line12 > 0 ? 'Yes' : 'No', k, 'is line 8 more than line 11', { check: true });
    const p = s.partII;
    if (p) {
      const k2 = '28';
      const partII: [string, string, string][] = [
        ['16a', amt(p.line16a), 'line 12 − 14'],
        ['16b children', String(s.line4), 'qualifying children (as line 4)'],
        ['16b', amt(p.line16b), 'children × $1,700 (Rev. Proc. 2024-40 §3.05)'],
        ['17', amt(p.line17), 'smaller of lines 16a and 16b'],
        ['18a', amt(p.line18a), 'earned income (W-2 box 1 and net self-employment earnings)'],
        ['19', amt(p.line19), 'line 18a − $2,500'],
        ['20', amt(p.line20), 'line 19 × 15 %'],
        ['27', amt(p.line27), `smaller of lines 17 and 20 → Form 1040 line 28; ${feeds(k2)}`],
      ];
      // The form: "16a … If zero, stop here; you cannot take the additional child tax credit."
      for (const [line, value, why] of p.line16a === 0 ? partII.slice(0, 1) : partII) put('f1040s8', line, S8812[line]!, value, k2, why);
      if (p.line16a > 0) {
        const over = p.line18a > 2_500_00;
        const three = p.line16b >= 5_100_00;
        put('f1040s8', '20 Next (is 16b $5,100 or more)', three ? S8812_NEXT.yes : S8812_NEXT.no, three ? 'Yes' : 'No', k2,
          three ? 'line 16b is $5,100 or more: Part II-B (three or more children) is not covered by the estimate' : 'line 16b is under $5,100: line 27 is the smaller of lines 17 and 20', { check: true });
        put('f1040s8', '19 (is 18a more than $2,500)', over ? S8812_CHECKS.line19.yes : S8812_CHECKS.line19.no, over ? 'Yes' : 'No', k2, 'is line 18a more than $2,500', { check: true });
      }
    }
  }

  // ---- Form 8863 ---------------------------------------------------------------------------
  const f = forms.form8863;
  if (f) {
    const dec = (t: number): [string, string] => [String(Math.floor(t / 1000)), String(t % 1000).padStart(3, '0')];
    const [w6, d6] = dec(f.line6Thousandths);
    const lines: [string, string, string, string][] = [
      ['1', amt(f.line1), 'total of Parts III line 30', '29'],
      ['2', amt(f.line2), 'phase-out end for the filing status (IRC §25A(d))', '29'],
      ['3', amt(f.line3), 'Form 1040 line 11b', '29'],
      ['4', amt(f.line4), 'line 2 − 3', '29'],
      ['5', amt(f.line5), 'phase-out range for the filing status', '29'],
      ['6 whole', w6, 'line 4 ÷ line 5, at most 1.000 (whole part)', '29'],
      ['6', d6, 'line 4 ÷ line 5, three decimals', '29'],
      ['7', amt(f.line7), 'line 1 × line 6', '29'],
      ['8', amt(f.line8), `line 7 × 40 % → Form 1040 line 29; ${feeds('29')}`, '29'],
      ['9', amt(f.line9), 'line 7 − 8', 'sch3_3'],
      ['10', amt(f.line10), 'total of Parts III line 31', 'sch3_3'],
      ['11', amt(f.line11), 'smaller of line 10 and $10,000', 'sch3_3'],
      ['12', amt(f.line12), 'line 11 × 20 %', 'sch3_3'],
      ['13', amt(f.line2), 'as line 2', 'sch3_3'],
      ['14', amt(f.line3), 'as line 3', 'sch3_3'],
      ['15', amt(f.line4), 'as line 4', 'sch3_3'],
      ['16', amt(f.line5), 'as line 5', 'sch3_3'],
      ['17 whole', w6, 'as line 6 (whole part)', 'sch3_3'],
      ['17', d6, 'as line 6', 'sch3_3'],
      ['18', amt(f.line18), 'line 12 × line 17', 'sch3_3'],
      ['19', amt(f.line19), `Credit Limit Worksheet (lines 9 + 18, limited to tax) → Schedule 3 line 3; ${feeds('sch3_3')}`, 'sch3_3'],
    ];
    // The form: when line 10 is zero, skip lines 11 through 17 and enter -0- on line 18.
    const skipped = f.line10 === 0 ? new Set(['11', '12', '13', '14', '15', '16', '17 whole', '17']) : new Set<string>();
    for (const [line, value, why, key] of lines) if (!skipped.has(line)) put('f8863', line, F8863[line]!, value, key, why);
    f.students.forEach((st, copy) => out.push(...partIII(st, copy, profile)));
  }

  // ---- Form 8880 ---------------------------------------------------------------------------
  const r = forms.form8880;
  if (r) {
    const k = 'sch3_4';
    for (const who of ['you', 'spouse'] as const) {
      const col = r[who];
      if (!col) continue;
      const fields = F8880_COLUMNS[who];
      const label = who === 'you' ? '(a) you' : '(b) your spouse';
      blank('f8880', `1 ${label}`, fields['1'], 'the split of the contributions between IRAs (line 1) and employer plans (line 2) is not asked; their total is on line 3');
      blank('f8880', `2 ${label}`, fields['2'], 'see line 1');
      put('f8880', `3 ${label}`, fields['3'], amt(col.line3), k, 'retirement contributions entered on the profile (lines 1 + 2)');
      put('f8880', `4 ${label}`, fields['4'], amt(col.line4), k, '2025 distributions: 1099-R box 1 of this person, rollovers (codes G, H) excluded');
      put('f8880', `5 ${label}`, fields['5'], amt(col.line5), k, 'line 3 − 4, not below zero');
      put('f8880', `6 ${label}`, fields['6'], amt(col.line6), k, 'smaller of line 5 and $2,000');
    }
    const rate = r.line9Bps / 1000; // 5000 bps = 0.5 → "5"
    const lines: [string, string, string][] = [
      ['7', amt(r.line7), 'line 6 (a) + (b)'],
      ['8', amt(r.line8), 'Form 1040 line 11a'],
      ['9', String(rate), `decimal 0.${rate} for AGI ${formatUsd(r.line8)} (Rev. Proc. 2024-40 §3.09)`],
      ['10', amt(r.line10), 'line 7 × line 9'],
      ['11', amt(r.line11), 'Credit Limit Worksheet: tax less Schedule 3 lines 2 and 3'],
      ['12', amt(r.line12), `smaller of lines 10 and 11 → Schedule 3 line 4; ${feeds(k)}`],
    ];
    for (const [line, value, why] of lines) put('f8880', line, F8880[line]!, value, k, why);
  }
  // Every figure names the estimate line it feeds; the result lines above also carry that line's source.
  return out.map((v) => (v.key === 'profile' || v.source.includes('estimate line') ? v : { ...v, source: `${v.source} (feeds estimate line ${v.key})` }));
}

/** Form 8863 Part III for one student (copy 0 is page 2 of the form; later students get copies of it). */
function partIII(st: StudentRecord, copy: number, profile: Review['profile']): CreditValue[] {
  const out: CreditValue[] = [];
  const at = (line: string) => `${line} (Part III, ${st.name})`;
  const put = (line: string, field: string, value: string, key: string, source: string, check?: true, parts?: CreditValue['parts']) =>
    out.push({ form: 'f8863', line: at(line), field, value, key, source, copy, ...(check ? { check } : {}), ...(parts ? { parts } : {}) });
  const blank = (line: string, field: string, what: string) => put(line, field, '', 'profile', `${NOT_GIVEN}: ${what}`);
  const key = st.aotc ? '29' : 'sch3_3';
  put('20', F8863_III.name, st.name, 'profile', 'student named on the profile');
  const ssn = ssnOf(profile, st.name, st.who);
  if (ssn) put('21', F8863_III.ssn[0], ssn, 'profile', 'student’s SSN on the profile (last four digits shown)', undefined, ssn.split('-').map((part, i) => ({ field: F8863_III.ssn[i]!, value: part })));
  else blank('21', F8863_III.ssn[0], 'the student’s SSN');
  st.institutions.slice(0, 2).forEach((inst, i) => {
    const row = F8863_III.institutions[i]!;
    const which = i === 0 ? '22a' : '22b';
    put(`${which} name`, row.name, inst.name, key, `1098-T filer (${inst.name})`);
    if (inst.address) put(`${which}(1) address`, row.address, inst.address, 'profile', `1098-T filer’s address (${inst.name})`);
    else blank(`${which}(1) address`, row.address, `the institution’s address (not read from the 1098-T of ${inst.name})`);
    put(`${which}(2) 1098-T for 2025`, row.got2025.yes, 'Yes', 'profile', `1098-T uploaded (${inst.name})`, true);
    blank(`${which}(3) 1098-T for 2024 with box 7`, row.got2024.yes, 'whether a 2024 1098-T from this institution had box 7 checked');
    const ein = (inst.ein ?? '').replace(/\D/g, '');
    if (ein.length === 9) put(`${which}(4) EIN`, row.ein[0]!, `${ein.slice(0, 2)}-${ein.slice(2)}`, 'profile', `1098-T filer’s TIN (${inst.name})`, undefined, ein.split('').map((d, j) => ({ field: row.ein[j]!, value: d })));
    else blank(`${which}(4) EIN`, row.ein[0]!, `the institution’s EIN (not read from the 1098-T of ${inst.name})`);
  });
  const yesNo = (line: string, pair: YesNo, v: boolean | null, what: string) => {
    if (v === null) blank(line, pair.yes, what);
    else put(line, v ? pair.yes : pair.no, v ? 'Yes' : 'No', 'profile', `${what}: answered on the profile`, true);
  };
  yesNo('23', F8863_III.line23, st.aotcFourYears, 'American opportunity credit claimed for 4 prior years');
  if (st.aotcFourYears === false) {
    yesNo('24', F8863_III.line24, st.halfTime, 'enrolled at least half-time (profile answer or 1098-T box 8)');
    if (st.halfTime) yesNo('25', F8863_III.line25, st.firstFourYearsDone, 'first four years of postsecondary education completed before 2025');
    if (st.halfTime && st.firstFourYearsDone === false) blank('26', F8863_III.line26.yes, 'a felony drug conviction (not asked)');
  }
  const boxes = `1098-T box 1 − box 5 (${st.institutions.map((i) => i.name).join(', ')}): ${formatUsd(st.netExpenses)}`;
  if (st.aotc) {
    put('27', F8863_III['27'], amt(st.aotc.line27), '29', `adjusted qualified expenses, at most $4,000: ${boxes}`);
    put('28', F8863_III['28'], amt(st.aotc.line28), '29', 'line 27 − $2,000');
    put('29', F8863_III['29'], amt(st.aotc.line29), '29', 'line 28 × 25 %');
    put('30', F8863_III['30'], amt(st.aotc.line30), '29', 'line 27 if line 28 is zero, else $2,000 + line 29 → Part I line 1');
  } else if (st.llc) {
    put('31', F8863_III['31'], amt(st.llc.line31), 'sch3_3', `adjusted qualified expenses for the lifetime learning credit: ${boxes} → Part II line 10`);
  }
  return out;
}

function loadBlank(form: CreditFormId): Promise<PDFDocument> {
  return loadBlankPdf(CREDIT_FORM_FILES[form]);
}

function writeText(doc: PDFDocument, name: string, value: string): void {
  const field = doc.getForm().getField(name);
  if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`);
  const max = field.getMaxLength();
  field.setText(max !== undefined && value.length > max ? value.slice(0, max) : value);
}

const tick = tickBox;

function writeHeader(doc: PDFDocument, form: CreditFormId, profile: Review['profile'], pages: 'all' | 'page2'): void {
  if (!profile) return;
  const name = `${profile.firstName ?? splitName(profile.fullName).first} ${profile.lastName ?? splitName(profile.fullName).last}`.trim() + (profile.spouseName ? ` & ${profile.spouseName}` : '');
  const headers = HEADERS[form];
  for (const h of pages === 'page2' ? headers.slice(1) : headers) {
    writeText(doc, h.name, name);
    if (typeof h.ssn === 'string') writeText(doc, h.ssn, profile.ssnMasked);
    else profile.ssnMasked.split('-').forEach((part, i) => writeText(doc, (h.ssn as string[])[i]!, part));
  }
}

/**
 * Fills one credit form with its values and returns its flattened pages as documents: the form,
 * then (Form 8863) one more copy of page 2 per further student.
 */
export async function fillCreditForm(form: CreditFormId, values: readonly CreditValue[], profile: Review['profile'], opts: { flatten?: boolean } = {}): Promise<{ doc: PDFDocument; pages: number[] }[]> {
  const copies = Math.max(0, ...values.filter((v) => v.form === form).map((v) => v.copy ?? 0));
  const out: { doc: PDFDocument; pages: number[] }[] = [];
  for (let copy = 0; copy <= copies; copy++) {
    const doc = await loadBlank(form);
    writeHeader(doc, form, profile, copy === 0 ? 'all' : 'page2');
    for (const v of values.filter((x) => x.form === form && (x.copy ?? 0) === copy)) {
      if (!v.value) continue;
      if (v.check) tick(doc, v.field);
      else if (v.parts) for (const part of v.parts) writeText(doc, part.field, part.value);
      else writeText(doc, v.field, v.value);
    }
    doc.getForm().updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
    if (opts.flatten !== false) doc.getForm().flatten();
    out.push({ doc, pages: copy === 0 ? doc.getPageIndices() : [1] });
  }
  return out;
}

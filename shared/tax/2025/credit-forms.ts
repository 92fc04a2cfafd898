/**
 * The worksheet values of the credit forms as the estimate computed them (estimate.ts), line by
 * line as each 2025 form numbers them, so the filled forms (server/review/forms-credits.ts) write
 * the estimate's own figures and never compute one again. A form is present only when the return
 * uses it. Facts the taxpayer has not given are null (the form leaves the box blank).
 */
import type { Cents } from '#shared/money';

/** Schedule 8812 (2025): Part I lines 1–14; Part II-A lines 16a–20 and 27 when a child qualifies. */
export interface Schedule8812Record {
  line1: Cents;
  line3: Cents;
  /** Qualifying children under 17 (count) and their names. */
  line4: number;
  children: string[];
  line5: Cents;
  /** Other dependents (count) and their names. */
  line6: number;
  otherDependents: string[];
  line7: Cents;
  line8: Cents;
  line9: Cents;
  line10: Cents;
  line11: Cents;
  line12: Cents;
  /** Credit Limit Worksheet A: Form 1040 line 18 less Schedule 3 lines 2–4. */
  line13: Cents;
  line14: Cents;
  partII: { line16a: Cents; line16b: Cents; line17: Cents; line18a: Cents; line19: Cents; line20: Cents; line27: Cents } | null;
}

/** One Schedule EIC child, as entered on the profile. */
export interface EicChildRecord {
  name: string;
  dateOfBirth: string | null;
  relationship: string | null;
  monthsInHome: number | null;
  fullTimeStudent: boolean | null;
  disabled: boolean | null;
}

export interface ScheduleEicRecord {
  children: EicChildRecord[];
  /** Form 1040 line 27a. */
  credit: Cents;
}

/** One educational institution of a student: from the student's 1098-T. */
export interface InstitutionRecord {
  documentId: string;
  name: string;
  address: string | null;
  ein: string | null;
}

/** Form 8863 Part III for one student. */
export interface StudentRecord {
  name: string;
  /** 'taxpayer', 'spouse' or a dependent's id/name. */
  who: string;
  institutions: InstitutionRecord[];
  /** Line 23: AOTC claimed for four prior years (null: not answered). */
  aotcFourYears: boolean | null;
  /** Line 24: at least half-time. */
  halfTime: boolean | null;
  /** Line 25: first four years completed before 2025. */
  firstFourYearsDone: boolean | null;
  /** Qualified expenses less tax-free assistance (1098-T box 1 − box 5). */
  netExpenses: Cents;
  aotc: { line27: Cents; line28: Cents; line29: Cents; line30: Cents } | null;
  llc: { line31: Cents } | null;
}

export interface Form8863Record {
  students: StudentRecord[];
  line1: Cents;
  line2: Cents;
  line3: Cents;
  line4: Cents;
  line5: Cents;
  /** Lines 6 and 17, in thousandths (1000 = 1.000). */
  line6Thousandths: number;
  line7: Cents;
  line8: Cents;
  line9: Cents;
  line10: Cents;
  line11: Cents;
  line12: Cents;
  line18: Cents;
  line19: Cents;
}

export interface CareProviderRecord {
  name: string;
  /** As the profile holds it (masked or "on file"); null when not given. */
  tin: string | null;
  amountPaid: Cents;
}

export interface Form2441Record {
  providers: CareProviderRecord[];
  /** Line 2: the qualifying persons (children under 13 who lived with the taxpayer). */
  persons: string[];
  line3: Cents;
  line4: Cents;
  line5: Cents;
  line6: Cents;
  line7: Cents;
  /** Line 8 in basis points (3500 = .35). */
  line8Bps: number;
  line9a: Cents;
  line9c: Cents;
  line10: Cents;
  line11: Cents;
}

/** One column of Form 8880 (a) you, (b) your spouse. */
export interface SaverColumn {
  /** Lines 1 + 2 as entered (one amount: the split between IRA and plan is not asked). */
  line3: Cents;
  line4: Cents;
  line5: Cents;
  line6: Cents;
}

export interface Form8880Record {
  you: SaverColumn | null;
  spouse: SaverColumn | null;
  line7: Cents;
  line8: Cents;
  /** Line 9 in basis points (5000 = 0.5). */
  line9Bps: number;
  line10: Cents;
  line11: Cents;
  line12: Cents;
}

export interface CreditForms {
  schedule8812?: Schedule8812Record;
  scheduleEic?: ScheduleEicRecord;
  form8863?: Form8863Record;
  form2441?: Form2441Record;
  form8880?: Form8880Record;
}

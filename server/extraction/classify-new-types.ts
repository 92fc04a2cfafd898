import type { DocumentType } from '#shared/extraction/document-types';

/**
 * Classification rules of issue 22's six forms (ADR 110), named by each form's structural facts:
 * its form number as printed beside "OMB No.", its title, and the labels of its own boxes. The text
 * is lower-cased with runs of space collapsed (classify.ts). A form number alone (5) reaches the
 * threshold; a title or two box labels make it sure. Look-alikes are held back by negative rules:
 * the SSA-1042S (a non-resident's benefit statement) and the RRB-1099 (railroad benefits) share
 * SSA-1099 wording; 1099-Q and 5498 share words with 1098-T and 1099-R but not their titles.
 */
export const NEW_TYPE_RULES: Array<{ type: DocumentType; re: RegExp; weight: number; lines?: boolean }> = [
  // Form 1099-R: "Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc."
  { type: '1099-r', re: /\b1099-?\s?r\b/, weight: 5 },
  { type: '1099-r', re: /distributions from pensions,? annuities/, weight: 5 },
  { type: '1099-r', re: /\bgross distribution\b/, weight: 2 },
  { type: '1099-r', re: /distribution codes?\b/, weight: 2 },
  { type: '1099-r', re: /ira\s?\/\s?sep\s?\/\s?simple/, weight: 1 },
  { type: '1099-r', re: /amount allocable to irr/, weight: 2 },
  // Form SSA-1099: "Social Security Benefit Statement", boxes 3-5 "Benefits paid / repaid to SSA / Net benefits".
  { type: 'ssa-1099', re: /\bssa-?\s?1099\b/, weight: 6 },
  { type: 'ssa-1099', re: /social security benefit statement/, weight: 4 },
  { type: 'ssa-1099', re: /benefits repaid to ssa/, weight: 3 },
  { type: 'ssa-1099', re: /net benefits for \d{4}/, weight: 2 },
  { type: 'ssa-1099', re: /\bssa-?\s?1042\s?-?s\b/, weight: -20 },
  { type: 'ssa-1099', re: /\brrb-?\s?1099\b|railroad retirement/, weight: -20 },
  // Form 1099-G: "Certain Government Payments".
  { type: '1099-g', re: /\b1099-?\s?g\b/, weight: 5 },
  { type: '1099-g', re: /certain government payments/, weight: 5 },
  { type: '1099-g', re: /\bunemployment compensation\b/, weight: 2 },
  { type: '1099-g', re: /state or local income tax refunds/, weight: 2 },
  { type: '1099-g', re: /\brtaa payments\b/, weight: 2 },
  // Form 1098-T: "Tuition Statement".
  { type: '1098-t', re: /\b1098-?\s?t\b/, weight: 5 },
  { type: '1098-t', re: /\btuition statement\b/, weight: 5 },
  { type: '1098-t', re: /payments received for qualified tuition/, weight: 3 },
  { type: '1098-t', re: /at least half-?\s?time student/, weight: 2 },
  { type: '1098-t', re: /\bfiler'?s? (name|federal identification)/, weight: 1 },
  // A small, soft phone photo (the page at about 90 dpi) reads the bold form number with one digit of "1098" wrong or its
  // "T" as a 1 or a 7 ("1008-1", "1008-7", ADR 163), and of the title printed stacked in the right-most column keeps
  // "Tuition" ending its line. Neither alone names the form: no IRS form number is "1098-1", but a "-1" or "-7" suffix
  // is not as distinctive as "-INT"; and the 1099-Q prints "tuition" in a box label. The exact "1098-T" is the rule
  // above, and a "1099" is never taken for it (the 1099 family, the 1099-Q among them).
  { type: '1098-t', re: /\b(?!1098-?\s?t\b)(?!1099)(?:1\d98|10\d8|109\d)-?\s?[t17]\b/, weight: 3 },
  { type: '1098-t', re: /\btuition$/m, weight: 2, lines: true },
  // Form 1098-E: "Student Loan Interest Statement".
  { type: '1098-e', re: /\b1098-?\s?e\b/, weight: 5 },
  { type: '1098-e', re: /student loan interest statement/, weight: 5 },
  { type: '1098-e', re: /student loan interest received by lender/, weight: 3 },
  { type: '1098-e', re: /loan origination fees/, weight: 1 },
  // Box 2's label ends "for loans made before September 1, 2004": no other form prints that date. A small, soft photo read
  // as taken keeps its year and a month misread ("Septerter 2004", seed 52718, ADR 163).
  { type: '1098-e', re: /\bsep[a-z]{0,7}\.?\s+(?:1\s*,?\s*)?2004\b/, weight: 5 },
  // The title printed stacked in the right-most column, "Student" / "Loan Interest" / "Statement", one part ending each
  // line: its first two parts name the form when OCR lost the third (no other form prints "Student" above "Loan Interest").
  { type: '1098-e', re: /\bstudent\n(?:[^\n]*\n){0,3}?[^\n]*\bloan interest$/m, weight: 5, lines: true },
  // Form 1099-B: "Proceeds From Broker and Barter Exchange Transactions"; a broker's own statement
  // keeps the form number and the box labels (1d proceeds, 1e cost or other basis, wash sale).
  { type: '1099-b', re: /\b1099-?\s?b\b/, weight: 5 },
  { type: '1099-b', re: /proceeds from broker/, weight: 5 },
  { type: '1099-b', re: /cost or other basis/, weight: 2 },
  { type: '1099-b', re: /wash sale loss disallowed/, weight: 2 },
  { type: '1099-b', re: /\bdate (acquired|sold or disposed)\b/, weight: 1 },
];

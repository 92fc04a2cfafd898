import type { DocumentType } from '#shared/extraction/document-types';
import { NEW_TYPE_RULES } from './classify-new-types';
import { nearestStretch } from './image/identify';

/**
 * Each rule names the structural fact of the form it relies on: words every copy of the form prints
 * (its title, its copy legends, its own box labels), never where one sample put a value. Weights add
 * up per type; a type needs 5 to be chosen. Look-alikes (1099-A, Schedule B, 1099-Q, 5498) print none of a
 * supported form's titles and at most one or two of its phrases, so they stay `other`.
 */
export const CLASSIFY_RULES: Array<{ type: DocumentType; re: RegExp; weight: number; fact: string; lines?: boolean }> = [
  { type: 'w2', re: /\bw-?2\b/, weight: 3, fact: 'the form number W-2' },
  { type: 'w2', re: /wage and tax statement/, weight: 5, fact: 'the title "Wage and Tax Statement" printed on every copy' },
  { type: 'w2', re: /social security wages/, weight: 2, fact: 'box 3 label' },
  { type: 'w2', re: /medicare wages/, weight: 2, fact: 'box 5 label' },
  { type: 'w2', re: /employer.{0,3}s? (identification|id) (number|no)/, weight: 1, fact: 'box b label' },
  { type: 'w2', re: /to be filed with employ\w{0,4}.?s\b/, weight: 4, fact: 'the W-2 copy legends "Copy B/1/2 To Be Filed With Employee\'s ... Tax Return"' },
  { type: 'w2', re: /for employee.?s records/, weight: 3, fact: 'the W-2 Copy C legend "For EMPLOYEE\'S RECORDS"' },
  { type: 'w2', re: /party sick pay/, weight: 2, fact: 'box 13 label "Third-party sick pay"' },
  { type: 'w2', re: /locality name/, weight: 1, fact: 'box 20 label "Locality name"' },
  { type: 'w2', re: /\bcontrol number\b/, weight: 1, fact: 'box d label "Control number"' },
  { type: '1099-nec', re: /1099-?\s?nec\b/, weight: 5, fact: 'the form number 1099-NEC' },
  { type: '1099-nec', re: /nonemployee compensation/, weight: 4, fact: 'the title / box 1 label "Nonemployee Compensation"' },
  { type: '1099-misc', re: /1099-?\s?misc\b/, weight: 5, fact: 'the form number 1099-MISC' },
  { type: '1099-misc', re: /miscellaneous (income|information)/, weight: 4, fact: 'the title "Miscellaneous Information" (older "Miscellaneous Income")' },
  { type: '1099-misc', re: /fishing boat proceeds/, weight: 2, fact: 'box 5 label' },
  { type: '1099-misc', re: /\broyalties\b/, weight: 1, fact: 'box 2 label' },
  // A photo's title and form number can be lost to blur; the 2025 form's own box labels still name it (no other supported form prints them).
  { type: '1099-misc', re: /\bmisc[a-z]{4,10} (information|income)\b/, weight: 4, fact: 'the title "Miscellaneous Information" with a letter or two of "Miscellaneous" misread' },
  { type: '1099-misc', re: /\bmisc[a-z]{4,10}\n(?:[^\n]*\n){0,2}?[^\n]*\binf[a-z]{5,9}$/m, weight: 5, lines: true, fact: 'the title "Miscellaneous Information" printed stacked in the title column, each word ending one of two nearby lines, a letter or two misread (ADR 168)' },
  { type: '1099-misc', re: /crop insurance/, weight: 2, fact: 'box 9 label "Crop insurance proceeds"' },
  { type: '1099-misc', re: /health care payments/, weight: 2, fact: 'box 6 label "Medical and health care payments"' },
  { type: '1099-misc', re: /in lieu of dividends/, weight: 2, fact: 'box 8 label "Substitute payments in lieu of dividends or interest"' },
  { type: '1099-misc', re: /paid to an attorney/, weight: 2, fact: 'box 10 label "Gross proceeds paid to an attorney"' },
  { type: '1099-misc', re: /fish purchased/, weight: 2, fact: 'box 11 label "Fish purchased for resale"' },
  { type: '1099-div', re: /1099-?\s?div\b/, weight: 5, fact: 'the form number 1099-DIV' },
  { type: '1099-div', re: /dividends and distributions/, weight: 4, fact: 'the title "Dividends and Distributions"' },
  { type: '1099-div', re: /total ordinary dividends/, weight: 3, fact: 'box 1a label' },
  { type: '1099-div', re: /\bdivid[a-z]{3,6} and\n(?:[^\n]*\n){0,1}?[^\n]*\bdistrib[a-z]{4,8}$/m, weight: 5, lines: true, fact: 'the title "Dividends and / Distributions" printed stacked in the title column, "Dividends and" ending a line and "Distributions" ending one of the next two (ADR 168)' },
  { type: '1099-int', re: /1099-?\s?int\b/, weight: 5, fact: 'the form number 1099-INT' },
  { type: '1099-int', re: /\binterest income\b/, weight: 3, fact: 'the title / box 1 label "Interest Income"' },
  { type: '1099-int', re: /early withdrawal penalty/, weight: 2, fact: 'box 2 label' },
  // A small, soft photo reads the bold form number with one digit of "1099" wrong ("1009-INT") and its title stacked
  // over two lines, each word ending its line among the other columns' noise (ADR 158). No other IRS form ends its
  // number in "-INT" or "-DIV"; the exact "1099" is the rule above, so the two never add up.
  { type: '1099-int', re: /\b(?!1099)(?:1\d99|10\d9|109\d)-?\s?int\b/, weight: 5, fact: 'the form number 1099-INT with one digit of "1099" misread (only 1099-INT ends in "-INT")' },
  { type: '1099-int', re: /\binterest\n(?:[^\n]*\n){0,2}?[^\n]*\bincome$/m, weight: 3, lines: true, fact: 'the title "Interest Income" printed stacked, each word ending one of two nearby lines (the title column is the right-most)' },
  { type: '1099-div', re: /\b(?!1099)(?:1\d99|10\d9|109\d)-?\s?div\b/, weight: 5, fact: 'the form number 1099-DIV with one digit of "1099" misread (only 1099-DIV ends in "-DIV")' },
  { type: '1098', re: /\bform 1098\b(?!-)/, weight: 3, fact: 'the form number "Form 1098" (not 1098-E/-T)' },
  { type: '1098', re: /mortgage interest statement/, weight: 5, fact: 'the title "Mortgage Interest Statement"' },
  { type: '1098', re: /\bmortgage\n(?:[^\n]*\n){0,3}?[^\n]*\binterest\n(?:[^\n]*\n){0,3}?[^\n]*\bstatement$/m, weight: 5, lines: true, fact: 'the title "Mortgage Interest Statement" printed stacked, one word ending each of three nearby lines (the title column is the right-most)' },
  { type: '1098', re: /mortgage interest received/, weight: 3, fact: 'box 1 label' },
  { type: '1098', re: /outstanding mortgage/, weight: 2, fact: 'box 2 label' },
  { type: '1098', re: /points paid on purchase of principal residence/, weight: 3, fact: 'box 6 label' },
  { type: '1098', re: /number of properties securing the mortgage/, weight: 2, fact: 'box 9 label' },
  { type: '1098', re: /mortgage acquisition date/, weight: 2, fact: 'box 11 label' },
  { type: '1040', re: /\bform 1040\b(?!-)/, weight: 2, fact: 'the form number 1040 (also cited by schedules, hence a low weight)' },
  { type: '1040', re: /individual income tax return/, weight: 6, fact: 'the title "U.S. Individual Income Tax Return"' },
  { type: '1040', re: /tax return for seniors/, weight: 6, fact: 'the 1040-SR title "U.S. Tax Return for Seniors" (same line numbers as the 1040)' },
  { type: '1040', re: /\b1040-?sr\b/, weight: 1, fact: 'the form number 1040-SR (also cited by schedules, hence a low weight)' },
  { type: '1040', re: /adjusted gross income/, weight: 2, fact: 'line 11 label' },
  { type: '1040', re: /filing status/, weight: 2, fact: 'the "Filing Status" section' },
  // Page 1 of the 1040 (2018 on) prints in its left margin "Attach Form(s) W-2 here. Also attach Forms W-2G and 1099-R if
  // tax was withheld": the 1099-R's form number cited, not printed as its own. It names the 1040 and takes back the
  // weight the cited number gave the 1099-R (a photo of a 1040 whose title blur lost was read as a 1099-R).
  { type: '1040', re: /\b1099-?\s?r if tax\b/, weight: 3, fact: 'the page-1 margin instruction "Also attach Forms W-2G and 1099-R if tax was withheld"' },
  { type: '1099-r', re: /\b1099-?\s?r if tax\b/, weight: -5, fact: 'the 1040\'s margin instruction cites the form number "1099-R"; a citation is not the form\'s own number' },
  { type: '1040', re: /this is your (total|adjusted gross|taxable) income/, weight: 3, fact: 'lines 9, 11 and 15 "This is your total / adjusted gross / taxable income" (a photo whose title lines OCR interleaves still prints them)' },
  { type: 'id', re: /driver.{0,2}s? ?licen[sc]e/, weight: 6, fact: 'the card title' },
  { type: 'id', re: /identification card/, weight: 5, fact: 'the card title' },
  { type: 'id', re: /\bpassport\b/, weight: 5, fact: 'the document title' },
  { type: 'id', re: /\bdob\b|date of birth/, weight: 2, fact: 'the date-of-birth label' },
  { type: 'id', re: /\bexp(ires)?\b/, weight: 1, fact: 'the expiry label' },
  { type: 'id', re: /\b(sex|hgt|height|eyes|class|endorsements?|restrictions?)\b/, weight: 1, fact: 'card field labels' },
  // The six forms of issue 22 (ADR 110): each rule's fact is its form number, title or own box label,
  // named beside it in classify-new-types.ts.
  ...NEW_TYPE_RULES.map((r) => ({ ...r, fact: `${r.type}: form number, title or box label (classify-new-types.ts)` })),
];

/**
 * A form's printed title read with OCR's misreadings: a soft phone photo reads "U.S. Individual Income Tax Return" as
 * "individual 24 income Tax Retum" (a neighbour's print between its words, "rn" read "m"). The title counts, with its
 * exact rule's weight, when one OCR line holds a stretch of letters at most `TITLE_MATCH.maxEditShare` edits per letter
 * from it and the exact rule did not match (ADR 168). Only titles long enough not to be matched by chance.
 */
export const PRINTED_TITLES: Array<{ type: DocumentType; title: string; exact: RegExp; weight: number }> = [
  { type: 'w2', title: 'Wage and Tax Statement', exact: /wage and tax statement/, weight: 5 },
  { type: '1099-nec', title: 'Nonemployee Compensation', exact: /nonemployee compensation/, weight: 4 },
  { type: '1099-misc', title: 'Miscellaneous Information', exact: /misc[a-z]{4,10} (income|information)/, weight: 4 },
  { type: '1099-div', title: 'Dividends and Distributions', exact: /dividends and distributions/, weight: 4 },
  { type: '1098', title: 'Mortgage Interest Statement', exact: /mortgage interest statement/, weight: 5 },
  { type: '1040', title: 'Individual Income Tax Return', exact: /individual income tax return/, weight: 6 },
  { type: '1040', title: 'Tax Return for Seniors', exact: /tax return for seniors/, weight: 6 },
];

/** Tolerances of a printed title read loosely. */
export const TITLE_MATCH = {
  /** Edits per letter (OCR of a soft photo misreads about one letter in five; a stray short word between two of the title's). */
  maxEditShare: 0.2,
  /** Titles shorter than this (letters) are not read loosely: "Interest Income" is printed in other forms' labels. */
  minLetters: 18,
};

const titleLetters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** The printed titles read loosely on some line of the text (the types they name, with their weights). */
export function titlesReadLoosely(text: string): Array<{ type: DocumentType; weight: number }> {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const t = lower.replace(/\s+/g, ' ');
  const lines = lower.split('\n').map(titleLetters).filter((l) => l.length >= TITLE_MATCH.minLetters * (1 - TITLE_MATCH.maxEditShare));
  const out: Array<{ type: DocumentType; weight: number }> = [];
  for (const title of PRINTED_TITLES) {
    if (title.exact.test(t)) continue;
    const want = titleLetters(title.title);
    if (want.length < TITLE_MATCH.minLetters) continue;
    const allowed = Math.floor(TITLE_MATCH.maxEditShare * want.length);
    if (lines.some((l) => nearestStretch(want, l).edits <= allowed)) out.push({ type: title.type, weight: title.weight });
  }
  return out;
}

export interface Classification {
  type: DocumentType;
  /** 0..1: how clearly the content says what it is. */
  confidence: number;
  scores: Partial<Record<DocumentType, number>>;
}

/** Detects the document type from its text. Anything without a clear signal is `other`. */
export function classifyText(text: string): Classification {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const t = lower.replace(/\s+/g, ' ');
  // The line structure is kept for the rules about how a title is printed (one word per line).
  const lines = lower.split('\n').map((l) => l.replace(/[^a-z0-9)]+$/, '').trim()).join('\n');
  const scores: Partial<Record<DocumentType, number>> = {};
  for (const rule of CLASSIFY_RULES) {
    if (rule.re.test(rule.lines ? lines : t)) scores[rule.type] = (scores[rule.type] ?? 0) + rule.weight;
  }
  for (const { type, weight } of titlesReadLoosely(text)) scores[type] = (scores[type] ?? 0) + weight;
  const ranked = (Object.entries(scores) as Array<[DocumentType, number]>).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 5) return { type: 'other', confidence: best ? 0.5 : 0.8, scores };
  const margin = best[1] - (second?.[1] ?? 0);
  const confidence = Math.min(0.99, 0.6 + 0.04 * best[1] + 0.03 * margin);
  return { type: best[0], confidence: Math.round(confidence * 100) / 100, scores };
}

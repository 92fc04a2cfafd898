import type { DocumentType } from '#shared/extraction/document-types';
import { NEW_TYPE_RULES } from './classify-new-types';

const RULES: Array<{ type: DocumentType; re: RegExp; weight: number }> = [
  { type: 'w2', re: /\bw-?2\b/, weight: 3 },
  { type: 'w2', re: /wage and tax statement/, weight: 5 },
  { type: 'w2', re: /social security wages/, weight: 2 },
  { type: 'w2', re: /medicare wages/, weight: 2 },
  { type: 'w2', re: /employer.{0,3}s? (identification|id) (number|no)/, weight: 1 },
  { type: '1099-nec', re: /1099-?\s?nec\b/, weight: 5 },
  { type: '1099-nec', re: /nonemployee compensation/, weight: 4 },
  { type: '1099-misc', re: /1099-?\s?misc\b/, weight: 5 },
  { type: '1099-misc', re: /miscellaneous (income|information)/, weight: 4 },
  { type: '1099-misc', re: /fishing boat proceeds/, weight: 2 },
  { type: '1099-misc', re: /\broyalties\b/, weight: 1 },
  { type: '1099-div', re: /1099-?\s?div\b/, weight: 5 },
  { type: '1099-div', re: /dividends and distributions/, weight: 4 },
  { type: '1099-div', re: /total ordinary dividends/, weight: 3 },
  { type: '1099-int', re: /1099-?\s?int\b/, weight: 5 },
  { type: '1099-int', re: /\binterest income\b/, weight: 3 },
  { type: '1099-int', re: /early withdrawal penalty/, weight: 2 },
  { type: '1098', re: /\bform 1098\b(?!-)/, weight: 3 },
  { type: '1098', re: /mortgage interest statement/, weight: 5 },
  { type: '1098', re: /mortgage interest received/, weight: 3 },
  { type: '1098', re: /outstanding mortgage/, weight: 2 },
  { type: '1040', re: /\bform 1040\b(?!-)/, weight: 2 },
  { type: '1040', re: /individual income tax return/, weight: 6 },
  { type: '1040', re: /adjusted gross income/, weight: 2 },
  { type: '1040', re: /filing status/, weight: 2 },
  { type: 'id', re: /driver.{0,2}s? ?licen[sc]e/, weight: 6 },
  { type: 'id', re: /identification card/, weight: 5 },
  { type: 'id', re: /\bpassport\b/, weight: 5 },
  { type: 'id', re: /\bdob\b|date of birth/, weight: 2 },
  { type: 'id', re: /\bexp(ires)?\b/, weight: 1 },
  { type: 'id', re: /\b(sex|hgt|height|eyes|class|endorsements?|restrictions?)\b/, weight: 1 },
  ...NEW_TYPE_RULES,
];

export interface Classification {
  type: DocumentType;
  /** 0..1: how clearly the content says what it is. */
  confidence: number;
  scores: Partial<Record<DocumentType, number>>;
}

/** Detects the document type from its text. Anything without a clear signal is `other`. */
export function classifyText(text: string): Classification {
  const t = text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  const scores: Partial<Record<DocumentType, number>> = {};
  for (const rule of RULES) {
    if (rule.re.test(t)) scores[rule.type] = (scores[rule.type] ?? 0) + rule.weight;
  }
  const ranked = (Object.entries(scores) as Array<[DocumentType, number]>).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 5) return { type: 'other', confidence: best ? 0.5 : 0.8, scores };
  const margin = best[1] - (second?.[1] ?? 0);
  const confidence = Math.min(0.99, 0.6 + 0.04 * best[1] + 0.03 * margin);
  return { type: best[0], confidence: Math.round(confidence * 100) / 100, scores };
}

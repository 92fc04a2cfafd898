/**
 * Personal identifiers in chat text: dates of birth (any date), SSNs/TINs/EINs, phone numbers
 * and account numbers. Used to mask confirmed values in the chat UI and to keep them out of
 * prompts to a remote model unless AI_SEND_PII allows it (security.md §12, §13, §17).
 */

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';

const PATTERNS: Array<{ re: RegExp; mask: (m: string) => string }> = [
  // SSN / ITIN (nine digits, dashed or not) and EIN: last four kept.
  { re: /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b/g, mask: (m) => `***-**-${m.slice(-4)}` },
  // Phone numbers: (512) 555-0142, 512-555-0142, 512.555.0142, +1 512 555 0142.
  { re: /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g, mask: (m) => `(***) ***-${m.slice(-4)}` },
  // Dates: 1985-03-14, 03/14/1985, 3-14-85, March 14, 1985, 14 March 1985.
  { re: /\b(?:19|20)\d{2}-\d{1,2}-\d{1,2}\b/g, mask: () => '**/**/****' },
  { re: /\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/g, mask: () => '**/**/****' },
  { re: new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}\\b`, 'gi'), mask: () => '**/**/****' },
  { re: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+(?:19|20)\\d{2}\\b`, 'gi'), mask: () => '**/**/****' },
  // Account numbers and bare nine-digit identifiers: eight or more digits in a row.
  { re: /\b\d{8,17}\b/g, mask: (m) => `****${m.slice(-4)}` },
];

/** The text with every personal identifier masked (last four digits kept where useful). */
export function maskPersonalData(text: string): string {
  let out = text;
  for (const { re, mask } of PATTERNS) out = out.replace(re, mask);
  return out;
}

/** True when the text holds something maskPersonalData would mask. */
export function hasPersonalData(text: string): boolean {
  return maskPersonalData(text) !== text;
}

import { afterAll, describe, expect, it } from 'vitest';
import { drawOnOfficialForm } from '../../bench/extract/generate';
import { createExtractor } from './index';

/**
 * Issue 17, seed 61803 (ADR 154): a text layer can give each word of a typed value as its own phrase. A word of the
 * value that is also a printed label's word ("Mortgage" in "Lakeside Mortgage Co", the 1098's "Mortgage insurance
 * premiums") was dropped as form text, and the name was returned short at 0.99.
 */
describe('a value word that is also a label word', () => {
  const extractor = createExtractor();
  afterAll(() => extractor.close());

  it('keeps "Mortgage" inside an employer name typed word by word on a W-2', async () => {
    // The drawn filler's seed for gen-w2-drawn-0.pdf's employer at seed 61803 + 17 × 7919: Courier, each word apart.
    const doc = await drawOnOfficialForm('w2', 61803 + 17 * 7919, { copiesPerSheet: 1 });
    expect(doc.fields.employer_name).toBe('Lakeside Mortgage Co');
    const r = await extractor.extract({ bytes: doc.bytes, fileName: 'w2.pdf' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.fields.employer_name).toBe('Lakeside Mortgage Co');
  });
});

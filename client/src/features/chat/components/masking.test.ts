import { describe, expect, it } from 'vitest';
import { maskedThrough, shownText } from './masking';

const user = (content: string) => ({ role: 'user', content, toolCalls: [] });
const proposal = (state: 'proposed' | 'applied' | 'dismissed') => ({ role: 'assistant', content: 'Save your date of birth as 1985-03-14?', toolCalls: [{ action: 'update_profile', state }] });

describe('chat masking once confirmed', () => {
  it('masks the messages up to the last confirmed proposal, and nothing before a confirmation', () => {
    const before = [user('I was born on 03/14/1985, call (512) 555-0142'), proposal('proposed')];
    expect(maskedThrough(before)).toBe(-1);
    expect(before.map((m, i) => shownText(m.content, i, maskedThrough(before)))).toEqual([before[0]!.content, before[1]!.content]);

    const after = [user('I was born on 03/14/1985, call (512) 555-0142'), proposal('applied'), user('my new number is 512-555-0199')];
    const through = maskedThrough(after);
    expect(through).toBe(1);
    expect(after.map((m, i) => shownText(m.content, i, through))).toEqual([
      'I was born on ••/••/••••, call (•••) •••-0142',
      'Save your date of birth as ••/••/••••?',
      'my new number is 512-555-0199',
    ]);
  });
});

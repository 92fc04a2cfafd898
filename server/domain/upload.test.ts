import { describe, expect, it } from 'vitest';
import { displayFileName } from './upload';

describe('displayFileName', () => {
  it.each([
    ['My%20W-2.pdf', 'My W-2.pdf'],
    ['..%2F..%2Fetc%2Fpasswd', '.._.._etc_passwd'],
    ['a%0Ab%00c.pdf', 'abc.pdf'],
    ['%E0%A4%A.pdf', '%E0%A4%A.pdf'],
    [undefined, ''],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('%s → %s', (input, out) => expect(displayFileName(input)).toBe(out));
});

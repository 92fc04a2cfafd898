import { describe, expect, it } from 'vitest';
import { zipInState, zipStateMismatch, zipStates } from './zip-prefix';

describe('zipStates (USPS 3-digit prefixes)', () => {
  it.each([
    ['04101', 'ME'], ['97201', 'OR'], ['45402', 'OH'], ['10001', 'NY'], ['00901', 'PR'], ['96910', 'GU'], ['99802-0552', 'AK'],
    ['20500', 'DC'], ['20166', 'VA'], ['73301', 'TX'], ['88510', 'TX'], ['09021', 'AE'], ['34038', 'AA'], ['96349', 'AP'], ['96799', 'AS'],
  ])('%s is in %s', (zip, state) => {
    expect(zipStates(zip)).toContain(state);
    expect(zipInState(zip, state)).toBe(true);
  });
  it('names another state for a ZIP from elsewhere, and nothing for an unassigned prefix or no ZIP', () => {
    expect(zipInState('04101', 'OR')).toBe(false);
    expect(zipInState('00101', 'NY')).toBeNull();
    expect(zipStates('4510')).toBeNull();
  });
});

describe('zipStateMismatch', () => {
  it('names both states when the ZIP belongs to another one, and nothing otherwise', () => {
    expect(zipStateMismatch('04101', 'OR')).toBe('ZIP code 04101 is in Maine, not Oregon.');
    expect(zipStateMismatch('09021', 'NY')).toBe('ZIP code 09021 is in Armed Forces Europe, not New York.');
    expect(zipStateMismatch('97201', 'OR')).toBeNull();
    expect(zipStateMismatch('9720', 'OR')).toBeNull();
  });
});

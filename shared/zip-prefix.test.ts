import { describe, expect, it } from 'vitest';
import { zipInState, zipStates } from './zip-prefix';

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

import { describe, expect, it } from 'vitest';
import { migrationEligibility, uidUpdateEligibility, type UidCandidate } from './eligibility';

const base: UidCandidate = { isdeleted: '0', transfer: '0', hasUserinfo: true, hasUserstack: true, uid: null, matchedUserId: 'u1' };

describe('migration eligibility (spec §9)', () => {
  it.each([
    ['all rules met', {}, true],
    ['isdeleted is 1', { isdeleted: '1' }, false],
    ['isdeleted is missing', { isdeleted: null }, false],
    ['transfer is 1 (already transferred)', { transfer: '1' }, false],
    ['transfer is missing', { transfer: null }, false],
    ['no userinfo record', { hasUserinfo: false }, false],
    ['no userstack record', { hasUserstack: false }, false],
    ['neither record', { hasUserinfo: false, hasUserstack: false }, false],
  ] as const)('%s', (_name, change, eligible) => {
    expect(migrationEligibility({ ...base, ...change }).eligible).toBe(eligible);
  });
});

describe('uid update eligibility (spec §9)', () => {
  it.each([
    ['all rules met', {}, true],
    ['isdeleted is 1', { isdeleted: '1' }, false],
    ['transfer is 1', { transfer: '1' }, false],
    ['uid already set', { uid: 'someone' }, false],
    ['no account with the email', { matchedUserId: null }, false],
    ['no userinfo record', { hasUserinfo: false }, false],
    ['no userstack record', { hasUserstack: false }, false],
    ['an empty uid counts as null', { uid: '' }, true],
  ] as const)('%s', (_name, change, eligible) => {
    expect(uidUpdateEligibility({ ...base, ...change }).eligible).toBe(eligible);
  });
});

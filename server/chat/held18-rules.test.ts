import { describe, expect, it } from 'vitest';
import { understand } from './understand';

const opts = { today: '2026-02-10', taxYear: 2025, identities: [] };

describe('held-out 18: addresses (ADR 147)', () => {
  it('a move still to come or undecided proposes no address', () => {
    const u = understand('fyi i might move to 8 Bay St Tampa FL 33602 in march but idk yet', null, opts, false);
    expect(u.proposal).toEqual({});
  });
  it('a move made is still read', () => {
    const u = understand('i moved to colorado in july!! new place is 1600 Glenarm Pl Apt 710 Denver CO 80202', null, opts, false);
    expect(u.proposal.zip).toBe('80202');
  });
  it('a state named as where a partnership was made is no address', () => {
    const u = understand("we're registered domestic partners in california", 'filing_status', opts, false);
    expect(u.proposal.state).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { owesNamedTax } from './builtin';
import { matchFact } from './fact-match';
import { changedMind, understand } from './understand';

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

describe('held-out 18: a value taken back in the same message (ADR 147)', () => {
  it('the name after "wait no" replaces the one before', () => {
    expect(changedMind("it's Katie Summers - wait no, legally it's Kathryn Summers")).toBe("it's Kathryn Summers");
    const u = understand("it's Katie Summers - wait no, legally it's Kathryn Summers", 'name', opts, false);
    expect(u.proposal.first_name).toBe('Kathryn');
  });
  it('a date and a ZIP said again replace the ones before', () => {
    expect(changedMind('6/18/2002 - sorry typo, 6/18/2003')).toBe('6/18/2003');
    expect(changedMind('my zip should be 45420 - no sorry, 45424')).toBe('my zip should be 45424');
  });
  it('a street line called the old one goes when a new one follows', () => {
    expect(changedMind('33 Cedar Ct Madison WI 53703 - no wait thats my old one. 1208 Regent St Apt 4 Madison WI 53715')).toBe('1208 Regent St Apt 4 Madison WI 53715');
  });
  it('values of different shapes are left as typed', () => {
    expect(changedMind('single - wait no, we got married in june')).toBe('single - wait no, we got married in june');
  });
});

describe('held-out 18: one name word after the marker is left to the part rules', () => {
  it('"Jon Smith no wait its John with an h" is not rewritten here', () => {
    expect(changedMind('my name is Jon Smith no wait its John with an h')).toBe('my name is Jon Smith no wait its John with an h');
  });
});

describe('held-out 18: ruling out one person rules out no other (Pub. 501, ADR 147)', () => {
  it('"no kids, but my mom lives with me" leaves the qualifying person open', () => {
    const u = understand('single, no kids, but my mom lives with me and i pay basically all her stuff', 'filing_status', opts, false);
    expect(u.fs.qualifyingPerson).toBeUndefined();
    expect(u.fs.dependentChild).toBe(false);
  });
  it('a son living with his other parent leaves other qualifying people open', () => {
    const u = understand('divorced, my son stays with his dad during the week and with me every other weekend', 'filing_status', opts, false);
    expect(u.fs.qualifyingPerson).toBeUndefined();
  });
  it('nobody else said: no qualifying person', () => {
    const u = understand('divorced, my son lives with his dad, nobody else lives with me', 'filing_status', opts, false);
    expect(u.fs.qualifyingPerson).toBe(false);
  });
});

describe('held-out 18: a capitalised word before "age N" is that child\'s name (ADR 147)', () => {
  it('keeps the names in a shouted message', () => {
    const u = understand('BOTH MY BOYS - Ethan AGE 8 AND Lucas AGE 5', 'dependents', opts, false);
    expect(u.proposal.dependents?.map((d) => d.first_name)).toEqual(['Ethan', 'Lucas']);
  });
});

describe('held-out 18: facts (ADR 147)', () => {
  it('whether to file at all is no documents checklist; the due date still is a fact', () => {
    expect(matchFact('do i even need to file if i only made 8k')?.fact.id).not.toBe('documents-to-bring');
    expect(matchFact('when do i have to file by')).not.toBeNull();
  });
  it('whether parents may claim the user is no credit amount', () => {
    expect(matchFact("can my parents still claim me if i'm 24 and in grad school")).toBeNull();
  });
  it('owing a tax named asks that tax, not the estimate', () => {
    expect(owesNamedTax('do i owe self-employment tax if my etsy shop only netted like 300 bucks')).toBe(true);
    expect(owesNamedTax('how much will i owe?')).toBe(false);
  });
});

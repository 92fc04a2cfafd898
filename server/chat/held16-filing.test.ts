// Held-out 16's filing-status and custody faults, fixed by general rules and tested on phrasings of our own (ADR 137).
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { custodyQuestion, custodySplit, PERMANENTLY_DISABLED } from './stated';
import { statusFacts } from './understand';
import { read } from './nlp';

const base = { first_name: 'Lan', last_name: 'Pham', ssn_present: true, ssn_last4: '4321', date_of_birth: '1970-05-09', address: '88 Oak St', city: 'Garland', state: 'TX', zip: '75040' } as const;
/** Everything up to the ZIP code given: the filing status is asked next. */
const atStatus: SessionOptions = { profile: { ...base } };
/** The filing status given (single): dependents are asked next. */
const atDependents: SessionOptions = { profile: { ...base, filing_status: 'single' } };

const first = (opts: SessionOptions, ...msgs: string[]) => {
  const s = new Session(opts);
  s.greet();
  let r = s.say(msgs[0]!);
  for (const m of msgs.slice(1)) r = s.say(m);
  return r;
};

describe('a custody schedule asks who claims the child, and the other parent is no dependent', () => {
  it.each([
    'my boy lives with me one week and with his mother the next, fifty-fifty, do i get to claim him',
    'my girl is at my place alternating weeks, her father has her the other weeks',
    'our son splits his time 50/50 between me and his dad',
    'my daughter is with me every other weekend and all summer, her dad has her the rest of the time',
  ])('"%s" proposes nothing and asks about the nights', (msg) => {
    const r = first(atDependents, msg);
    expect(Session.proposalOf(r)).toBeNull();
    expect(r.text).toMatch(/greater number of nights/);
    expect(r.text).toMatch(/Form 8332/);
    expect(r.text).not.toMatch(/\bParent\b/);
  });
  it('states the tie-breaker only when the time is said to be even', () => {
    expect(custodyQuestion('week on week off with his mom', 2025)).toMatch(/higher adjusted gross income/);
    expect(custodyQuestion('exactly half the year with me', 2025)).toMatch(/higher adjusted gross income/);
    expect(custodyQuestion('with me every other week and all summer, her mom has her the rest', 2025)).not.toMatch(/higher adjusted gross income/);
  });
  it('is not read into a child who simply lives with the user, or a parent the user claims', () => {
    expect(custodySplit('my son is 9 and lives with me full time')).toBe(false);
    expect(custodySplit('my mom lives with me and i claim her')).toBe(false);
    const r = first({ profile: base, filingStatus: 'single' }, 'my son Eli is 7, he lives with me and he is my dependent');
    expect(Session.proposalOf(r)?.dependents).toEqual([{ relationship: 'Son', first_name: 'Eli', birth_year_estimate: 2018 }]);
  });
});

describe('living apart only since the second half of the year leaves the joint return to choose', () => {
  it.each(['we have lived apart since september', 'apart since july'])('after a hedged marriage, "%s" asks joint or separate', (msg) => {
    const r = first(atStatus, "i'm married i guess, we split up but nothing's filed with a judge", msg);
    expect(Session.proposalOf(r)?.filing_status).toBeUndefined();
    expect(r.plan.asked).toBe('fs_joint');
  });
  it('reads "apart now" from a late separation, and apart the whole six months from an early one', () => {
    expect(statusFacts(read('we lived apart since november'), 'fs_lived_apart', 2025).fs).toMatchObject({ livedApart: false, apartNow: true });
    expect(statusFacts(read("we haven't lived together since october"), null, 2025).fs).toMatchObject({ livedApart: false, apartNow: true });
    expect(statusFacts(read('we lived apart since march'), 'fs_lived_apart', 2025).fs.livedApart).toBe(true);
    expect(statusFacts(read('we lived together all year'), null, 2025).fs.apartNow).toBeUndefined();
  });
});

describe('a permanently and totally disabled child of any age is a qualifying child', () => {
  it('proposes Head of Household for an unmarried parent paying for the home of a disabled adult child', () => {
    const r = first(atStatus, 'my husband passed in 2016. my daughter is 41 and totally and permanently disabled, she has lived with me all year, i claim her and i pay all the costs of the house');
    expect(Session.proposalOf(r)?.filing_status).toBe('head_of_household');
  });
  it('still asks about a grown child with no disability said', () => {
    const r = first(atStatus, "i'm divorced. my son is 34, he lives with me all year and i pay all the household bills");
    expect(Session.proposalOf(r)?.filing_status).not.toBe('head_of_household');
  });
  it('needs the disability to be said permanent or total', () => {
    expect(PERMANENTLY_DISABLED.test('he is permanently disabled')).toBe(true);
    expect(PERMANENTLY_DISABLED.test('she has been disabled for life since birth')).toBe(true);
    expect(PERMANENTLY_DISABLED.test('he was disabled for a few weeks after surgery')).toBe(false);
  });
});

describe('an even split of costs is not a custody schedule', () => {
  it.each(['we split the rent 50/50 and my son lives with me', 'my daughter is 6, her mom and i go fifty-fifty on daycare'])('"%s"', (t) => {
    expect(custodySplit(t)).toBe(false);
  });
});

describe('a child with the user all or most of the time is no custody question', () => {
  it.each([
    'my two girls live with me full time, their father gets them every other weekend',
    'i have sole custody of my son, he sees his dad on weekends',
  ])('"%s"', (t) => {
    expect(custodySplit(t)).toBe(false);
  });
  it('a status story with the other parent\'s weekends still gives the status', () => {
    const r = first(atStatus, 'divorced since 2022, my son lives with me full time and his mom has him every other weekend, i pay the rent and all the bills');
    expect(Session.proposalOf(r)?.filing_status).toBe('head_of_household');
  });
});

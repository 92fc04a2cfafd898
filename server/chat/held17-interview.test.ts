// General rules for dependents drawn from held-out 17's interview faults (ADR 146), tested on phrasings of our own.
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { relativesNamed } from './dependents';
import { yearSaidFirst } from './ordered';

const READY = { first_name: 'Ana', last_name: 'Reyes', date_of_birth: '1950-02-03', occupation: 'other', email: 'ana@example.com', phone: '(555) 201-0000', address: '1 Elm St', city: 'Troy', state: 'OH', zip: '45373' };
const AT_DEPENDENTS: SessionOptions = { profile: READY, filingStatus: 'head_of_household' };

function say(opts: SessionOptions, ...messages: string[]) {
  const s = new Session(opts);
  s.greet();
  let r = s.say(messages[0]!);
  for (const m of messages.slice(1)) {
    s.confirm();
    r = s.say(m);
  }
  return { proposal: Session.proposalOf(r), text: r.text };
}

describe('a relative named as the user\'s own', () => {
  it('keeps the relationship word Form 1040 and Pub. 501 use, with the first name and age said', () => {
    expect(say(AT_DEPENDENTS, 'my grandson Diego, 8').proposal).toEqual({ dependents: [{ relationship: 'Grandson', first_name: 'Diego', birth_year_estimate: 2017 }] });
    expect(say(AT_DEPENDENTS, 'niece Amara she is 15').proposal).toEqual({ dependents: [{ relationship: 'Niece', first_name: 'Amara', birth_year_estimate: 2010 }] });
    expect(say(AT_DEPENDENTS, 'my father-in-law Kenji, 80').proposal).toEqual({ dependents: [{ relationship: 'Father-in-law', first_name: 'Kenji', birth_year_estimate: 1945 }] });
    expect(say(AT_DEPENDENTS, 'I have my sister Marta, 58, she lives with me').proposal).toEqual({ dependents: [{ relationship: 'Sister', first_name: 'Marta', birth_year_estimate: 1967 }] });
  });
  it('reads each relative of a list in its own phrase', () => {
    expect(say(AT_DEPENDENTS, 'granddaughter Mai 6 and grandson Bao 13').proposal).toEqual({ dependents: [
      { relationship: 'Granddaughter', first_name: 'Mai', birth_year_estimate: 2019 },
      { relationship: 'Grandson', first_name: 'Bao', birth_year_estimate: 2012 },
    ] });
  });
  it('reads a name set off before "my <relative>"', () => {
    expect(say(AT_DEPENDENTS, 'Pavel, my nephew, 12').proposal).toEqual({ dependents: [{ relationship: 'Nephew', first_name: 'Pavel', birth_year_estimate: 2013 }] });
  });
  it("keeps a mother or father in the user's own word, with the name said (ADR 155)", () => {
    expect(say(AT_DEPENDENTS, 'mother, Ines, 90').proposal).toEqual({ dependents: [{ relationship: 'Mother', first_name: 'Ines', birth_year_estimate: 1935 }] });
  });
  it('never takes another person\'s relative ("her mother", "his dad") for the user\'s', () => {
    expect(relativesNamed('my grandson Eli, 9, he is with me since his dad left', 2025)).toEqual([{ relationship: 'Grandson', first_name: 'Eli', birth_year_estimate: 2016 }]);
    expect(say(AT_DEPENDENTS, 'my granddaughter Ava, 10, she lives here since her mother moved away').proposal).toEqual({ dependents: [{ relationship: 'Granddaughter', first_name: 'Ava', birth_year_estimate: 2015 }] });
  });
  it('leaves plural or counted relatives to the general reading', () => {
    expect(relativesNamed('my 2 grandsons', 2025)).toBeNull();
  });
  it('adds one more after "also" when another question is open', () => {
    expect(say(AT_DEPENDENTS, 'my grandson Diego, 8', 'also granddaughter Lucia, 5').proposal).toEqual({ dependents: [{ relationship: 'Granddaughter', first_name: 'Lucia', birth_year_estimate: 2020 }] });
  });
});

describe('a grandchild half the time with their own parent', () => {
  it('is asked about, not proposed (Pub. 501, residency test)', () => {
    const r = say(AT_DEPENDENTS, 'my granddaughter, she stays with me half the week and half with her mom');
    expect(r.proposal).toBeNull();
    expect(r.text).toMatch(/more than half of 2025[\s\S]*\?/);
  });
});

describe('names said by people writing English as a second language', () => {
  it('a courtesy title after "I am" is no part of the name', () => {
    expect(say({}, 'Good morning, I am Mr. Harold Finch, retired').proposal).toEqual({ first_name: 'Harold', last_name: 'Finch' });
  });
  it('a name part labelled before one word, or "first" alone, sets the order', () => {
    expect(say({}, 'Li Na. Li is surname, given name Na').proposal).toEqual({ first_name: 'Na', last_name: 'Li' });
    expect(say({}, 'Pham Quoc Bao — Pham is the last name, Bao first').proposal).toEqual({ first_name: 'Bao', middle_name: 'Quoc', last_name: 'Pham' });
    expect(say({}, 'Petrova Anna Sergeevna. Family name is Petrova, name Anna').proposal).toEqual({ first_name: 'Anna', middle_name: 'Sergeevna', last_name: 'Petrova' });
  });
  it('a two-word surname said after the name is the last name', () => {
    expect(say({}, 'my name is Lucia Fernandez Soto. Fernandez Soto is my two last names').proposal).toEqual({ first_name: 'Lucia', last_name: 'Fernandez Soto' });
  });
  it('reads Spanish "mi nombre es" as "my name is"', () => {
    expect(say({}, 'Mi nombre es Jorge Ramírez').proposal).toEqual({ first_name: 'Jorge', last_name: 'Ramírez' });
  });
});

describe('dates and addresses in another order', () => {
  const NAMED = { profile: { first_name: 'Ana', last_name: 'Reyes' } };
  it('a year labelled "year" said first', () => {
    expect(yearSaidFirst('1951 year, 3 March')).toBe('3 March 1951');
    expect(say({ profile: { first_name: 'Ana', last_name: 'Reyes' } }, '1951 year, 3 March').proposal).toEqual({ date_of_birth: '1951-03-03' });
  });
  it('city, state and ZIP said before the street', () => {
    expect(say({ profile: { ...NAMED.profile, date_of_birth: '1950-02-03' } }, 'Green Valley AZ 85614, 220 S La Canada Dr').proposal).toEqual({ address: '220 S La Canada Dr', city: 'Green Valley', state: 'AZ', zip: '85614' });
  });
  it('living in a relative\'s home names no dependent', () => {
    expect(say({ profile: { ...NAMED.profile, date_of_birth: '1950-02-03' } }, 'i live with my son at his house now, 12 Pine Rd, Troy OH 45373').proposal).toEqual({ address: '12 Pine Rd', city: 'Troy', state: 'OH', zip: '45373' });
  });
});

describe('a grandchild is not a surviving spouse\'s dependent child (Pub. 501)', () => {
  it('leads to head of household, not qualifying surviving spouse', () => {
    expect(say({ profile: READY }, 'my husband died in 2024, not remarried. my granddaughter 9 lives with me all year, I claim her as my dependent, I pay all the costs of the house').proposal?.filing_status).toBe('head_of_household');
  });
});

// General rules for corrections inside one message, someone else typing and a grown child not supported, drawn
// from held-out 15's faults (ADR 133), tested on phrasings of our own.
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { nameAsidesPlain, partCorrected } from './understand';

function say(opts: SessionOptions, message: string) {
  const s = new Session(opts);
  s.greet();
  const r = s.say(message);
  return { proposal: Session.proposalOf(r), text: r.text };
}

describe('a value corrected inside the message by naming the part it replaces', () => {
  it('takes a name word said again a letter off after the marker, a spelling aid aside', () => {
    expect(partCorrected('surname is Petersen, sorry typo, Peterson with an o')).toBe('surname is Peterson');
    expect(say({}, 'my last name is Kowalsky oops Kowalski with an i. first name Ewa').proposal).toEqual({ first_name: 'Ewa', last_name: 'Kowalski' });
  });
  it('takes as many digits as the last group before the marker', () => {
    expect(partCorrected('call me at 312 555 0188, no wait 0198')).toBe('call me at 312 555 0198');
    expect(say({}, 'my cell is 415 555 0142 sorry 0124').proposal).toEqual({ phone: '(415) 555-0124' });
  });
  it('takes a labelled part for the last value of its shape', () => {
    expect(partCorrected('40 Pine Rd Austin TX 78701 actually the zip is 78702')).toBe('40 Pine Rd Austin TX 78702');
    expect(say({}, '18 Birch Ln Denver CO 80203 scratch that the zip code is 80205').proposal).toEqual({ address: '18 Birch Ln', city: 'Denver', state: 'CO', zip: '80205' });
  });
  it('swaps "X not Y" inside a value before', () => {
    expect(partCorrected('mail me at lee.k@gmail.com sorry outlook not gmail')).toBe('mail me at lee.k@outlook.com');
    expect(say({}, 'e-mail is sam.t@aol.com oops yahoo not aol').proposal).toEqual({ email: 'sam.t@yahoo.com' });
  });
  it('leaves a message whose word after the marker has another shape as typed', () => {
    expect(partCorrected('i was actually born in ohio')).toBe('i was actually born in ohio');
    expect(partCorrected('my name is Ana Ruiz sorry')).toBe('my name is Ana Ruiz sorry');
    expect(partCorrected('zip 30301 sorry i do not know the rest')).toBe('zip 30301 sorry i do not know the rest');
    expect(partCorrected('my email is jo@me.com sorry not sure')).toBe('my email is jo@me.com sorry not sure');
  });
});

describe('someone other than the account holder typing', () => {
  it("proposes none of that person's own details", () => {
    const r = say({ profile: { first_name: 'Omar', last_name: 'Haddad' } }, "hello, it's her husband writing for her, i'm Sami Haddad born 3/5/1979");
    expect(r.proposal).toBeNull();
    expect(r.text).toMatch(/someone other than the account holder/);
  });
  it('still reads the user speaking of a spouse', () => {
    expect(say({}, 'my name is Lina Haddad, my husband is typing the numbers later').proposal).toEqual({ first_name: 'Lina', last_name: 'Haddad' });
  });
});

/** Name, birth date and address on file: dependents are asked next. */
const housed: SessionOptions = { filingStatus: 'single', profile: { first_name: 'Ines', last_name: 'Varga', date_of_birth: '1970-04-09', address: '12 Grove Rd', city: 'Austin', state: 'TX', zip: '78701', occupation: 'other' } };

describe('a grown child the user does not support is no dependent (Pub. 501 age and support tests)', () => {
  it('proposes no dependent for a child past the age the user says they do not support', () => {
    expect(say(housed, "i've got a daughter, she's 31, married with her own family, we don't support her").proposal).toBeNull();
    expect(say(housed, "one son, he is 40 and we do not support him").proposal).toBeNull();
  });
  it('still proposes a young child, and a grown one the user supports', () => {
    expect(say(housed, "i have a son, he's 7").proposal?.dependents).toHaveLength(1);
    expect(say(housed, "i have a son, he's 20 and disabled, i support him fully").proposal?.dependents).toHaveLength(1);
  });
});

describe('name asides that only restate the name', () => {
  it('reads a two-word surname said to be the last names after the name', () => {
    expect(say({}, 'hi, i am Maria Elena Castro Vidal, Castro Vidal are my last names').proposal).toEqual({ first_name: 'Maria', middle_name: 'Elena', last_name: 'Castro Vidal' });
  });
  it('still asks when nothing says which words are the surname', () => {
    expect(say({}, 'my name is Maria Elena Castro Vidal').proposal).toBeNull();
  });
  it('unquotes a labelled name part', () => {
    expect(nameAsidesPlain('Luis van der Berg, my surname is "van der Berg"')).toBe('Luis van der Berg, my surname is van der Berg');
  });
  it('drops a refused name said before the one meant', () => {
    expect(nameAsidesPlain('not Bill, William. William Ortega')).toBe('William Ortega');
    expect(say({}, 'not Liz, Elizabeth. Elizabeth Moreno').proposal).toEqual({ first_name: 'Elizabeth', last_name: 'Moreno' });
  });
  it('drops a spelling letter by letter that spells the words typed', () => {
    expect(nameAsidesPlain("i'm Aidan D'Souza, that's a i d a n and d apostrophe s o u z a")).toBe("i'm Aidan D'Souza");
    expect(say({}, 'my name is Mary-Kate Ross its m a r y hyphen k a t e').proposal).toEqual({ first_name: 'Mary-Kate', last_name: 'Ross' });
  });
  it('keeps a spelling of other letters for the other rules', () => {
    expect(nameAsidesPlain('my name is Aidan Shaw, that\'s a i d e n')).toBe('my name is Aidan Shaw, that\'s a i d e n');
  });
});

describe('each part of the name labelled, family name first', () => {
  it('takes the labelled first and last name, the word between as the middle name', () => {
    expect(say({}, 'I am Park Min Jun, Park is my family name and Jun is my first name').proposal).toEqual({ first_name: 'Jun', middle_name: 'Min', last_name: 'Park' });
    expect(say({}, 'Wang Lei. Wang is the last name, Lei is the given name').proposal).toEqual({ first_name: 'Lei', last_name: 'Wang' });
  });
  it("never takes someone else's name so labelled", () => {
    expect(say({}, 'my wife is Li Na, Li is family name, Na is first name').proposal).toBeNull();
  });
});

describe('a whole address said while the date of birth is asked', () => {
  const dobAsked: SessionOptions = { filingStatus: 'single', profile: { first_name: 'Remy', last_name: 'Joseph' } };
  it('proposes the address, its digits no date', () => {
    expect(say(dobAsked, 'we live 2210 SW 8th St unit 12 Miami FL 33135').proposal).toEqual({ address: '2210 SW 8th St Unit 12', city: 'Miami', state: 'FL', zip: '33135' });
  });
  it('still asks a date of birth that is only partly read', () => {
    expect(say(dobAsked, 'born the 12th').proposal).toBeNull();
  });
});

describe('a month and day said after a numeric date read two ways', () => {
  const dobAsked: SessionOptions = { filingStatus: 'single', profile: { first_name: 'Remy', last_name: 'Joseph' } };
  function twoTurns(first: string, second: string) {
    const s = new Session(dobAsked);
    s.greet();
    s.say(first);
    return Session.proposalOf(s.say(second));
  }
  it('takes the year of that date when the day and month are its two numbers', () => {
    expect(twoTurns('is 02/06/1990, i am from mexico', 'the 6 of february')).toEqual({ date_of_birth: '1990-02-06' });
    expect(twoTurns('is 02/06/1990, i am from mexico', 'the 2 of june')).toEqual({ date_of_birth: '1990-06-02' });
  });
  it('does not take the year for another day', () => {
    expect(twoTurns('is 02/06/1990, i am from mexico', 'june 3')).toBeNull();
  });
});

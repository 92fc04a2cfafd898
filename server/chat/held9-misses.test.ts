// General rules drawn from held-out 9's misses (ADR 114), each tested on phrasings of our own, with the
// near misses each rule must leave alone (right or silent).
import { describe, expect, it } from 'vitest';
import { parseName } from '#shared/chat/parsers';
import { Session } from '../../bench/chat/session';
import { addressIn, read } from './nlp';
import { monthTypos, stateTypos, statusFacts, streetNumberCorrected } from './understand';

const fsOf = (text: string, asked: string | null = null) => statusFacts(read(text), asked, 2025).fs;
const NAMED = { first_name: 'Lena', last_name: 'Vogt', ssn_present: true };
const BORN = { ...NAMED, date_of_birth: '1979-03-02' };

/** The proposals of a conversation, turn by turn (each proposal left pending unless confirmed). */
function talk(setup: ConstructorParameters<typeof Session>[0], ...turns: Array<string | { say: string; confirm: true }>) {
  const s = new Session(setup);
  s.greet();
  return turns.map((t) => {
    const say = typeof t === 'string' ? t : t.say;
    const r = s.say(say);
    if (typeof t !== 'string') s.confirm();
    return { p: Session.proposalOf(r), text: r.text };
  });
}
const one = (text: string, setup: ConstructorParameters<typeof Session>[0] = {}) => talk(setup, text)[0]!;

describe('a name read by its structure while another question is open', () => {
  it('reads a lower-case name alone, with particles, hyphens and a suffix kept out of the surname', () => {
    expect(one('ibrahim bin rashid').p).toMatchObject({ first_name: 'Ibrahim', last_name: 'bin Rashid' });
    expect(one('ahmed okonjo').p).toMatchObject({ first_name: 'Ahmed', last_name: 'Okonjo' });
    expect(one('carla okonkwo-reyes').p).toMatchObject({ first_name: 'Carla', last_name: 'Okonkwo-Reyes' });
    expect(one('dwayne achterberg sr').p).toMatchObject({ first_name: 'Dwayne', last_name: 'Achterberg', suffix: 'Sr.' });
    expect(one('its Anouk van Wijk').p).toMatchObject({ first_name: 'Anouk', last_name: 'van Wijk' });
  });
  it('reads the name after words that open the message', () => {
    expect(one('alright here goes, its priyanka venkataraman').p).toMatchObject({ first_name: 'Priyanka', last_name: 'Venkataraman' });
    expect(one('ok so just tobias quist then').p).toMatchObject({ first_name: 'Tobias', last_name: 'Quist' });
  });
  it('reads "surname, given name" said alone as the order of a form', () => {
    expect(one('oyelaran, bisi').p).toMatchObject({ first_name: 'Bisi', last_name: 'Oyelaran' });
  });
  it('reads a name labelled as form fields with a colon or an equals sign', () => {
    expect(parseName('first: ines   last: ortega villa')).toEqual({ first_name: 'Ines', last_name: 'Ortega Villa' });
    expect(parseName('last= ng, first= wei')).toEqual({ first_name: 'Wei', last_name: 'Ng' });
    expect(one('ok name = omar haddad, born 4/4/1980').p).toMatchObject({ first_name: 'Omar', last_name: 'Haddad' });
  });
  it('reads the name of a run-on introduction that goes on to other facts', () => {
    expect(one('hey im ruben oyelowo born 2/3/1977 and i live in ohio').p).toMatchObject({ first_name: 'Ruben', last_name: 'Oyelowo', date_of_birth: '1977-02-03' });
  });
  it('takes no common words, statuses, places or people for a name', () => {
    for (const text of ['roommate situation', 'rent receipts', 'head household', 'dunno lol', 'boise idaho', 'my wife', 'custody split', 'user name: jdoe', 'roth ira', 'maried jointy', 'movd recntly']) {
      const p = one(text).p;
      expect(p?.first_name, text).toBeUndefined();
      expect(p?.last_name, text).toBeUndefined();
    }
    // With a name on file, a lone pair of words is no new name.
    expect(one('tobias quist', { profile: NAMED }).p?.first_name).toBeUndefined();
  });
});

describe('a name on file re-spelled in the next message', () => {
  it('takes the apostrophe spelling of the same letters and a part said "X not Y"', () => {
    const [, second] = talk({}, 'sean odonnell', "its o'donnell with the apostrophe, and shane not sean");
    expect(second!.p).toEqual({ first_name: 'Shane', last_name: "O'Donnell" });
  });
  it('reads a letter correction as no name', () => {
    const [, second] = talk({}, 'name is Caitlin Moss', 'my first name is Katelyn with a k not Caitlin');
    expect(second!.p?.first_name).not.toBe('K');
  });
});

describe('dates of birth: a misspelt month, a date in two messages', () => {
  it('writes a month typed one edit off, next to a number, and leaves other words alone', () => {
    expect(monthTypos('born octobr 3 1981')).toBe('born october 3 1981');
    expect(monthTypos('the 7th of novmber 1990')).toBe('the 7th of november 1990');
    expect(monthTypos('i have 3 kids')).toBe('i have 3 kids');
    expect(monthTypos('march 3 1990')).toBe('march 3 1990');
    expect(one('dob septmber 30 1972', { profile: NAMED }).p).toEqual({ date_of_birth: '1972-09-30' });
  });
  it('joins a year said alone to the month and day said alone just before', () => {
    const [a, b] = talk({ profile: NAMED }, 'oct 12', '1983');
    expect(a!.p).toBeNull();
    expect(b!.p).toEqual({ date_of_birth: '1983-10-12' });
    // A year after anything else is not a date of birth.
    expect(talk({ profile: NAMED }, 'we moved in march', '1983')[1]!.p?.date_of_birth).toBeUndefined();
  });
});

describe('addresses: a unit before the street, an address in two messages, a corrected number, a misspelt state', () => {
  it('puts a unit said before the street with a dash on the street line', () => {
    expect(addressIn('apt 12 - 40 lake shore dr, chicago il 60611')).toMatchObject({ street: '40 Lake Shore Dr, Apt 12', city: 'Chicago', state: 'IL', zip: '60611' });
  });
  it('takes a street line alone, then the city, state and ZIP alone', () => {
    const [a, b] = talk({ profile: BORN }, { say: '27 quail run rd', confirm: true }, 'missoula mt 59801');
    expect(a!.p).toEqual({ address: '27 Quail Run Rd' });
    expect(b!.p).toEqual({ city: 'Missoula', state: 'MT', zip: '59801' });
  });
  it('replaces the house number corrected after the address, and only the same street', () => {
    expect(streetNumberCorrected('88 birch ln salem or 97301 oops i meant 86 birch ln')).toBe('86 birch ln salem or 97301');
    expect(streetNumberCorrected('88 birch ln salem or 97301 oops i meant 86 elm st')).toBe('88 birch ln salem or 97301 oops i meant 86 elm st');
  });
  it('writes a state name one edit off before a ZIP, never a word of the lexicon', () => {
    expect(stateTypos('portland oregn 97201')).toBe('portland oregon 97201');
    expect(stateTypos('fargo north dakta 58102')).toBe('fargo north dakota 58102');
    expect(stateTypos('unit 12 route 97201')).toBe('unit 12 route 97201');
    expect(one('tucson arizna 85701', { profile: { ...BORN, address: '5 Sahuaro Dr' } }).p).toMatchObject({ city: 'Tucson', state: 'AZ', zip: '85701' });
  });
});

describe('filing status: a final divorce beside other negations, married filing separately said another way', () => {
  it('keeps a divorce final when a later clause negates something else', () => {
    const fs = fsOf('my divorce was finalized in may, i have no children and i have not remarried');
    expect(fs.married).toBe(false);
    expect(fs.qualifyingPerson).toBe(false);
    expect(fsOf('the divorce is final but the papers are not signed').married).toBe(true);
    expect(fsOf('our divorce is not final yet').married).toBe(true);
  });
  it('reads "file married separately" as the separate-returns choice', () => {
    const fs = fsOf("we'll file as married separately this year");
    expect(fs.married).toBe(true);
    expect(fs.separate).toBe(true);
  });
});

describe("wink's negation ends where its clause ends", () => {
  const negated = (text: string, word: string) => read(text).tokens.find((t) => t.norm === word)?.negated;
  it('ends at a possessive after the negated participle, a subject pronoun, a joining conjunction or a new verb', () => {
    expect(negated('not married my daughter stays with me', 'daughter')).toBe(false);
    expect(negated('never wed we have a boy', 'boy')).toBe(false);
    expect(negated("haven't remarried but our grandson lives here", 'grandson')).toBe(false);
    expect(negated("i don't own a house renting with my kids", 'kids')).toBe(false);
  });
  it('still covers what the negation governs, and a list joined by "or"', () => {
    expect(negated("i don't have children", 'children')).toBe(true);
    expect(negated('we never had a son or a daughter', 'daughter')).toBe(true);
    expect(negated("i didn't claim my niece", 'niece')).toBe(true);
  });
  it('reads a never-married parent of a child living with them in one unpunctuated message', () => {
    const fs = fsOf('never been married my stepdaughter lives with me');
    expect(fs.married).toBe(false);
    expect(fs.qualifyingPerson).toBe(true);
    expect(fsOf('not married and no kids').qualifyingPerson).toBe(false);
  });
});

// General rules of ADR 119 (issue 18: the interview's misses and its one wrong answer), tested on
// phrasings of our own, none taken from the bench sets.
import { describe, expect, it } from 'vitest';
import { contactRetyped, emailNotOld, namesForCounted, partnersChildren, shapedStreetLine, spelledOut, statusTypos, understand } from './understand';
import { decideFilingStatus } from '#shared/chat/filing-status';
import { Session } from '../../bench/chat/session';

const opts = { today: '2026-02-01', taxYear: 2025, identities: [] };
const read = (text: string, asked: Parameters<typeof understand>[1] = 'fs_married') => understand(text, asked, opts, false);
const said = (text: string, asked: Parameters<typeof understand>[1] = 'fs_married') => read(text, asked).proposal;

describe('a dependent identified by nothing is asked about, never proposed', () => {
  it.each(['we have three kids', 'i have a kid', 'two children live with us', 'got 2 kids'])('asks names for "%s"', (text) => {
    const u = read(text, 'dependents');
    expect(u.proposal.dependents).toBeUndefined();
    expect(u.clarify).toMatch(/names/);
    expect(u.clarifyAsks).toBe('dependents');
  });
  it('still proposes children given with names or ages', () => {
    expect(said('two kids, Omar and Lina', 'dependents').dependents).toHaveLength(2);
    expect(said('we have two kids aged 5 and 8', 'dependents').dependents).toEqual([
      { relationship: 'Child', birth_year_estimate: 2020 },
      { relationship: 'Child', birth_year_estimate: 2017 },
    ]);
  });
  it('keeps the other values of the message and asks in a note', () => {
    const u = read('my email is kim.ota@example.org and we have two kids', 'dependents');
    expect(u.proposal).toEqual({ email: 'kim.ota@example.org' });
    expect(u.notes.join(' ')).toMatch(/names/);
  });
  it('a bare count answering the dependents question names no one: who they are is asked (ADR 146)', () => {
    expect(said('three', 'dependents').dependents).toBeUndefined();
    expect(read('two', 'dependents').clarify).toMatch(/first names and ages/);
  });
  it('never proposes the unnamed children in a whole conversation', () => {
    const s = new Session({ profile: { first_name: 'Ines', last_name: 'Alvarado', date_of_birth: '1985-03-02', address: '4 Elm Rd', city: 'Troy', state: 'OH', zip: '45373' }, filingStatus: 'married_filing_jointly' });
    s.greet();
    const r = s.say('we got three children');
    expect(Session.proposalOf(r)).toBeNull();
    expect(r.text).toMatch(/names/);
  });
});

describe('names said the short way', () => {
  it('a generational suffix lets the surname be an English word', () => {
    expect(said('marcus hunter the second')).toEqual({ first_name: 'Marcus', last_name: 'Hunter', suffix: 'II' });
    expect(said('peter baker jr')).toEqual({ first_name: 'Peter', last_name: 'Baker', suffix: 'Jr.' });
    expect(said('ok tax season the third')).toEqual({});
  });
  it('a greeting of another language opens a self-introduction', () => {
    expect(said('hola! Mateo Quispe here')).toEqual({ first_name: 'Mateo', last_name: 'Quispe' });
    expect(said('ciao, Luca Bianchi here')).toEqual({ first_name: 'Luca', last_name: 'Bianchi' });
  });
  it('a word spelled with hyphens is one word, and a spelling right after the word is no second word', () => {
    expect(spelledOut('first name is spelled A-O-I-F-E')).toBe('first name is spelled Aoife');
    expect(spelledOut('last name Ngata, N-G-A-T-A')).toBe('last name Ngata');
    expect(spelledOut('its Bui B U I')).toBe('its Bui');
    expect(said('my first name is spelled N-I-A-M-H, last name Byrne')).toEqual({ first_name: 'Niamh', last_name: 'Byrne' });
    expect(said('first name is Lan, L-A-N', 'name')).toEqual({ first_name: 'Lan' });
  });
  it('a capitalised name set off by a comma at the start of a sentence', () => {
    expect(said('Tomasz Wieczorek, and i have never been married')).toMatchObject({ first_name: 'Tomasz', last_name: 'Wieczorek' });
    expect(said('ok here goes. Ayesha Siddiqui, 415-555-0199')).toMatchObject({ first_name: 'Ayesha', last_name: 'Siddiqui', phone: '(415) 555-0199' });
    expect(said('Dear Hassan, can you help')).toEqual({});
    expect(said('Good Morning, quick one')).toEqual({});
  });
  it('a first name alone after "im", kept out when the word says what the person is', () => {
    expect(said('im oksana')).toEqual({ first_name: 'Oksana' });
    expect(said('hi, im hope')).toEqual({});
    for (const t of ['im tired', 'im chef', 'im canadian', 'im back', 'im pregnant', 'im confused', 'im home', 'im nonresident', 'im fine']) expect(said(t)).toEqual({});
  });
  it('a first name alone, then the labelled last name', () => {
    expect(said("im dinh, last name's pham")).toEqual({ first_name: 'Dinh', last_name: 'Pham' });
  });
  it('a modal verb written with a capital after "name is" is a given name', () => {
    expect(said('my name is Will Okafor')).toEqual({ first_name: 'Will', last_name: 'Okafor' });
    expect(said('my name is will')).toEqual({});
  });
});

describe('an e-mail or phone corrected inside the message', () => {
  it('a whole address, then "not" and the wrong part', () => {
    expect(emailNotOld('sorry its lee.m72@proton.me not 27')).toBe('lee.m72@proton.me');
    expect(emailNotOld('a@b.com or c@d.com not 2')).toBeNull();
    expect(said('typo, its lee.m72@proton.me not 27', 'email')).toEqual({ email: 'lee.m72@proton.me' });
  });
  it('two of one kind with a correction word between: the second', () => {
    expect(contactRetyped('mail me at sam.o@mail.com no, sam.ok@mail.com')).toBe('mail me at sam.ok@mail.com');
    expect(said('cell 303-555-0140 oops 303-555-0104', 'phone')).toEqual({ phone: '(303) 555-0104' });
    expect(read('x@a.com and y@b.com', 'email').clarify).toMatch(/two email/);
  });
});

describe('filing status said with a typo or in other words', () => {
  it('a status word one letter off is that word', () => {
    expect(statusTypos('im divorsed')).toBe('im divorced');
    expect(statusTypos('filing seperately')).toBe('filing separately');
    expect(statusTypos('my hubby and i')).toBe('my hubby and i');
    expect(read('marreid filing jointly').fs).toMatchObject({ married: true, separate: false });
    expect(read('singl').fs).toEqual({ married: false });
  });
  it('refusing to file with the spouse is the separate-returns choice', () => {
    expect(read("i won't file together with my wife, we keep things apart").fs).toMatchObject({ married: true, separate: true });
    expect(read('never filing jointly with him again').fs).toMatchObject({ married: true, separate: true });
  });
  it('"no" to a death in the two earlier years, with a joint return wished, is a death in the tax year', () => {
    expect(read("no, and i want a joint return with her this one time", 'fs_spouse_died').fs.spouseDiedYear).toBe(2025);
    expect(read('no', 'fs_spouse_died').fs.spouseDiedYear).toBe(2022);
    expect(read('no, i remarried and we file jointly now', 'fs_spouse_died').fs.spouseDiedYear).not.toBe(2025);
  });
  it('a partner\'s child given by age is no qualifying person (Pub. 501)', () => {
    expect(read('my boyfriend and his 8 year old live here, i cover the rent').fs.qualifyingPerson).toBe(false);
    expect(read("my fiance's 3 yo daughter lives with us").fs.qualifyingPerson).toBe(false);
  });
  it('a child with a home and work of their own is no dependent', () => {
    const u = read('my daughter is 27, she has her own job and apartment', 'dependents');
    expect(u.noDependents).toBe(true);
    expect(u.proposal.dependents).toBeUndefined();
    // A room of his own is no home of his own: he is still a dependent to ask about (his name and age, ADR 154).
    const room = read('my son has his own room here', 'dependents');
    expect(room.noDependents).toBe(false);
    expect(room.clarify).toContain("What is your son's first name");
  });
  it('a parent named the message before, then claimed and paid for', () => {
    const opt = { ...opts, earlier: 'my dad is in a nursing home' };
    expect(understand('i claim him as my dependent and i pay more than half the cost of it', 'fs_qualifying', opt, false).fs.parentHome).toBe(true);
    expect(understand('i claim him as my dependent and i pay more than half the cost of it', 'fs_qualifying', opts, false).fs.parentHome).toBeUndefined();
  });
  it('a nonresident-alien spouse without the election: separate returns, or head of household with a qualifying person', () => {
    const fs = read('my wife is not a us citizen or resident and we are not electing to treat her as a resident. nobody lives with me').fs;
    expect(fs).toMatchObject({ married: true, nonresidentSpouse: true });
    expect(decideFilingStatus({ ...fs, qualifyingPerson: false }, 2025)).toMatchObject({ status: 'married_filing_separately' });
    expect(decideFilingStatus({ married: true, nonresidentSpouse: true }, 2025)).toEqual({ ask: 'fs_qualifying' });
    expect(decideFilingStatus({ married: true, nonresidentSpouse: true, qualifyingPerson: true, paidHalf: true }, 2025)).toMatchObject({ status: 'head_of_household' });
    expect(read('my husband is a nonresident alien').fs.nonresidentSpouse).toBeUndefined();
  });
});

describe('addresses of other shapes', () => {
  it('a grid address', () => {
    expect(said('1200 e 400 s provo ut 84606')).toEqual({ address: '1200 E 400 S', city: 'Provo', state: 'UT', zip: '84606' });
  });
  it('a numbered road', () => {
    expect(said('88 county rd 7 fargo nd 58102')).toEqual({ address: '88 County Rd 7', city: 'Fargo', state: 'ND', zip: '58102' });
  });
  it('a street whose type comes first, split at a city opener or after the number', () => {
    expect(said('22 camino real los alamos nm 87544')).toEqual({ address: '22 Camino Real', city: 'Los Alamos', state: 'NM', zip: '87544' });
    expect(said('Avenida Ponce 310 San Juan PR 00907')).toEqual({ address: 'Avenida Ponce 310', city: 'San Juan', state: 'PR', zip: '00907' });
    expect(shapedStreetLine('9 rue des fleurs lafayette la 70501')).toBeNull();
  });
});

describe('a date read in the order the user names', () => {
  it('day first when named, month first otherwise', () => {
    expect(said('dob 05.11.1979, day-first')).toEqual({ date_of_birth: '1979-11-05' });
    expect(said('nacido 07/02/1984 (day/month/year)')).toEqual({ date_of_birth: '1984-02-07' });
    expect(said('born 07/02/1984')).toEqual({ date_of_birth: '1984-07-02' });
  });
});

describe('names and ages answering the question about counted children', () => {
  it('gives each counted child its name and age', () => {
    expect(namesForCounted('Omar 8 and Lina 5', 'we got two kids', 2025)).toEqual([
      { relationship: 'Child', first_name: 'Omar', birth_year_estimate: 2017 },
      { relationship: 'Child', first_name: 'Lina', birth_year_estimate: 2020 },
    ]);
    expect(namesForCounted('sami (11), yara (2)', 'i have two boys', 2025)?.map((d) => d.relationship)).toEqual(['Son', 'Son']);
  });
  it('reads nothing when the count, the names or the message before do not fit', () => {
    expect(namesForCounted('Omar 8', 'we got two kids', 2025)).toBeNull();
    expect(namesForCounted('Omar 8 and Lina 5', 'what is the standard deduction', 2025)).toBeNull();
    expect(namesForCounted('about 8 and tired', 'we got two kids', 2025)).toBeNull();
  });
  it('a name said as a sentence of its own, then a status', () => {
    expect(said('Lena Brandt. Never been married')).toMatchObject({ first_name: 'Lena', last_name: 'Brandt' });
  });
});

describe('near misses left alone', () => {
  it('a place or a company set off by a comma is no name', () => {
    expect(said('Baton Rouge, LA 70801')).toEqual({ city: 'Baton Rouge', state: 'LA', zip: '70801' });
    expect(said('Wells Fargo, Chase and Citi sent me forms')).toEqual({});
    expect(said('Des Moines, Iowa is where i live').first_name).toBeUndefined();
  });
  it('faith, service, papers or platform after "im" are no names', () => {
    for (const t of ['im muslim', 'im army', 'im daca', 'im doordash']) expect(said(t)).toEqual({});
  });
  it('a status typo is never fixed inside an e-mail address', () => {
    expect(statusTypos('singel@gmail.com is my email')).toBe('singel@gmail.com is my email');
  });
});

describe('more shapes', () => {
  it('an introduction word is no first name before a comma and a birth date', () => {
    expect(said('im kwesi, born 2/9/1991')).toEqual({ first_name: 'Kwesi', date_of_birth: '1991-02-09' });
  });
  it('after "it\'s" a word the lexicon knows is a thing', () => {
    expect(said('its christmas')).toEqual({});
    expect(said('its oluwaseun')).toEqual({ first_name: 'Oluwaseun' });
  });
  it('a type-first street with no word opening the city is asked', () => {
    // Three words between the type and the state: two splits; with two words the split is forced (ADR 126).
    const u = read('41 calle flores blancas mayaguez pr 00680');
    expect(u.clarify).toMatch(/where the street's name ends/);
    expect(u.clarifyAsks).toBe('address');
  });
  it('a child on their own beside another child is left to the other rules', () => {
    expect(read('my son is 31 and has his own job and place, my daughter is 9 and lives with me', 'dependents').noDependents).toBe(false);
  });
});

describe("an unmarried partner's children", () => {
  it('are no qualifying persons and no dependents of the user', () => {
    const u = read("we aren't married, my boyfriend moved in with his two boys");
    expect(u.fs.qualifyingPerson).toBe(false);
    expect(u.proposal.dependents).toBeUndefined();
    expect(partnersChildren('my partner and her daughter live with me')).toBe(true);
  });
  it('are told apart from the user\'s own or a relative\'s', () => {
    expect(partnersChildren('my partner and i live with our son')).toBe(false);
    expect(partnersChildren('my girlfriend lives here, and my sister and her kids too')).toBe(false);
  });
});

describe('the answer to the names question, and shapes kept apart', () => {
  it('names alone, as many as were counted', () => {
    expect(namesForCounted('Sami and Yara', 'we have 2 kids', 2025)).toEqual([
      { relationship: 'Child', first_name: 'Sami' },
      { relationship: 'Child', first_name: 'Yara' },
    ]);
    expect(namesForCounted('Sami', 'we have 2 kids', 2025)).toBeNull();
    expect(namesForCounted('yes and no', 'we have 2 kids', 2025)).toBeNull();
  });
  it('a team or a company before "my" is no name', () => {
    expect(said('Oakland Raiders, my team')).toEqual({});
  });
  it('a farm-to-market road keeps its capitals', () => {
    expect(said('8 fm 1960 houston tx 77090')).toEqual({ address: '8 FM 1960', city: 'Houston', state: 'TX', zip: '77090' });
  });
});

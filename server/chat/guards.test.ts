/**
 * Right or silent (ADR 074): each guard with phrasings invented for it, none taken from a bench
 * set. A value is proposed only when the message explains it completely; otherwise a question.
 */
import { describe, expect, it } from 'vitest';
import { decideFilingStatus } from '#shared/chat/filing-status';
import { Session } from '../../bench/chat/session';
import { correctionOf, hedgedKeys, numericDateUnambiguous, offersAlternative, plausibleName, selfCorrected, spokenEmail } from './guards';
import { addressIn, read } from './nlp';
import { statusFacts } from './understand';

const NAMED = { profile: { first_name: 'Ivo', last_name: 'Marsh', ssn_present: true }, filingStatus: 'single' };
const AT_ADDRESS = { profile: { first_name: 'Ivo', last_name: 'Marsh', date_of_birth: '1981-08-08', ssn_present: true }, filingStatus: 'single' };
const AT_ZIP = { profile: { ...AT_ADDRESS.profile, address: '3 Fern Way', city: 'Boise', state: 'ID' }, filingStatus: 'single' };
const AT_STATUS = { profile: { ...AT_ADDRESS.profile, address: '3 Fern Way', city: 'Boise', state: 'ID', zip: '83702' } };

function talk(setup: ConstructorParameters<typeof Session>[0], ...lines: Array<string | 'CONFIRM'>) {
  const s = new Session(setup);
  s.greet();
  let last = null as ReturnType<Session['say']> | null;
  for (const l of lines) {
    if (l === 'CONFIRM') s.confirm();
    else last = s.say(l);
  }
  return { r: last!, p: Session.proposalOf(last!), s };
}

describe('a hedge touching a value', () => {
  it('leaves out the value a hedge touches and asks, naming what was read', () => {
    const { r, p } = talk(AT_ZIP, 'my zip is 60614, i believe');
    expect(p).toBeNull();
    expect(r.text).toContain('60614');
    expect(r.text).toMatch(/\?/);
    expect(talk(NAMED, 'I think I was born on 5/6/1984').p).toBeNull();
    expect(talk(AT_ZIP, 'zip 83702?').p).toBeNull();
  });

  it('keeps a value whose clause carries no hedge', () => {
    const { p } = talk(undefined, 'my name is Rosa Diaz, not sure what else you need');
    expect(p).toMatchObject({ first_name: 'Rosa', last_name: 'Diaz' });
    expect(hedgedKeys('Rosa Diaz, probably', { first_name: 'Rosa', last_name: 'Diaz' }, () => ({}))).toEqual(['first_name', 'last_name']);
  });
});

describe('an alternative the user offers is doubt', () => {
  it('reads two values of one kind joined by "or" as doubt, and a state after a city as none', () => {
    for (const t of ['my zip might be written 97214 or 97215 on the lease', 'last name Moreno... or Morena, the card says', 'its 555-0148 or 555-0184', 'the email is either jo.b@mail.com, one of them']) expect(offersAlternative(t), t).toBe(true);
    for (const t of ['14 alder st salem or 97301', 'whether or not', 'about 40000 or so', 'my name is Priya Natarajan']) expect(offersAlternative(t), t).toBe(false);
  });

  it('proposes nothing for the part the user offered two values for', () => {
    const { r, p } = talk(AT_ZIP, 'postal code 60614 or 60613, i never remember');
    expect(p?.zip).toBeUndefined();
    expect(r.text).toMatch(/\?/);
    expect(talk(AT_ADDRESS, '14 alder st salem or 97301').p).toMatchObject({ state: 'OR', zip: '97301' });
    expect(talk(undefined, 'my first name is jon... or jonathan on my license').p?.first_name).toBeUndefined();
  });
});

describe('names', () => {
  it('never takes a word that is not a name', () => {
    expect(plausibleName({ first_name: "Name'S", last_name: 'Tom' })).toBe(false);
    expect(plausibleName({ first_name: 'My', last_name: 'Name' })).toBe(false);
    expect(plausibleName({ first_name: "D'Arcy", middle_name: 'J.', last_name: 'Smith-Jones' })).toBe(true);
  });
  it('takes accented and non-Latin letters as name letters (ADR 069)', () => {
    expect(plausibleName({ first_name: 'Zoë', last_name: 'Łukasiewicz-Núñez' })).toBe(true);
    expect(plausibleName({ first_name: 'Ángel Luis', last_name: 'Peña' })).toBe(true);
  });
});

describe('dates of birth', () => {
  it('takes a numeric date only when its numbers have one reading', () => {
    expect(numericDateUnambiguous('05/06/07', '2007-05-06')).toBe(false);
    expect(numericDateUnambiguous('1984-14-02', '1984-02-14')).toBe(false);
    expect(numericDateUnambiguous('13/14/1990', '1990-01-01')).toBe(false);
    expect(numericDateUnambiguous('6/30/02', '2002-06-30')).toBe(true);
    expect(numericDateUnambiguous('25/12/1980', '1980-12-25')).toBe(true);
    expect(numericDateUnambiguous('2/9/1988', '1988-02-09')).toBe(true);
    expect(numericDateUnambiguous('09/02/1988, day first', '1988-09-02')).toBe(false);
  });

  it('asks for a date whose parts could be read two ways', () => {
    const { r, p } = talk(NAMED, 'dob 03/04/05');
    expect(p).toBeNull();
    expect(r.plan.asked).toBe('date_of_birth');
  });
});

describe('addresses: every word accounted for', () => {
  it('asks when no street type tells where the street ends and the city begins', () => {
    const { r, p } = talk(AT_ADDRESS, 'my address is 40 willow springfield il 62701');
    expect(p).toBeNull();
    expect(r.plan.asked).toBe('address');
  });

  it('asks when words after the street belong to no part', () => {
    expect(addressIn('i live at 22 Birch Rd Peoria')?.leftover).toEqual(['peoria']);
    const { p, r } = talk(AT_ADDRESS, 'i live at 22 Birch Rd Peoria');
    expect(p).toBeNull();
    expect(r.text).toContain('peoria');
  });

  it('explains a joining "in" and a phrase after the address', () => {
    expect(addressIn('home is 5 Alder St in Tulsa OK 74103')).toMatchObject({ street: '5 Alder St', city: 'Tulsa', state: 'OK', zip: '74103' });
    expect(addressIn('6 Gull Ave with my brother')?.leftover).toBeUndefined();
  });
});

describe('children in a status story', () => {
  it('are evidence for the status questions, not dependents to save', () => {
    const { p } = talk(AT_STATUS, 'never married, my two girls live with me and i cover the mortgage and the bills');
    expect(p?.dependents).toBeUndefined();
    expect(p?.filing_status).toBe('head_of_household');
  });

  it('are dependents when the dependents question is answered, or when the message declares them', () => {
    const asked = talk({ ...AT_ADDRESS, profile: { ...AT_STATUS.profile } , filingStatus: 'single' }, 'two girls, 3 and 6');
    expect(asked.p?.dependents).toHaveLength(2);
    const declared = talk({ ...AT_STATUS, filingStatus: 'head_of_household' }, "i'm single and i claim my son as a dependent");
    expect(declared.p?.dependents).toHaveLength(1);
    // At an open filing-status question the same story counts toward the status and is asked about at the
    // dependents question that follows (ADR 155); a dependent told alone is still proposed.
    expect(talk(AT_STATUS, "i'm single and i claim my son as a dependent").p?.dependents).toBeUndefined();
    expect(talk(AT_STATUS, "my son Max is 7 and he's my dependent").p?.dependents).toHaveLength(1);
  });
});

describe('corrections of one part', () => {
  it('changes only the named part of the last proposal or the saved value', () => {
    expect(talk(undefined, 'my name is Marta Olsen', "sorry it's Olson not Olsen").p).toEqual({ last_name: 'Olson' });
    expect(talk(AT_ADDRESS, '88 Cedar Ct Apt 2A, Reno, NV 89501', 'CONFIRM', 'whoops, unit is actually 2B').p).toEqual({ address: '88 Cedar Ct Apt 2B' });
    expect(talk(NAMED, 'born 3/14/1988', 'CONFIRM', 'oops 1989 not 88').p).toEqual({ date_of_birth: '1989-03-14' });
  });

  it('reads "no, <date>" after a date of birth as the new date, not as "no" to the question asked', () => {
    const { p, r } = talk(NAMED, 'born 3/14/1988', 'no wait, 3/15/1988');
    expect(p).toEqual({ date_of_birth: '1988-03-15' });
    expect(r.text).not.toMatch(/no dependents/);
  });

  it('asks when the old value is in no part of the details', () => {
    const c = correctionOf("sorry, it's 4512 not 4521", { first_name: 'Ivo', zip: '83702' }, '2026-02-01', 2025);
    expect(c?.proposal).toEqual({});
    expect(c?.clarify).toMatch(/4521.*\?/);
  });
});

describe('Pub. 501: qualifying people without the support words', () => {
  const fsOf = (t: string) => statusFacts(read(t), null, 2025).fs;
  it('a sibling\'s child or grandchild under 19 who lived with the user all year is a qualifying child', () => {
    expect(fsOf('my 12 year old niece has lived with us all year').qualifyingPerson).toBe(true);
    expect(fsOf('my grandson, who is 9, lives with me full time').qualifyingPerson).toBe(true);
    expect(fsOf('my niece lives with me').qualifyingPerson).toBeUndefined();
    expect(fsOf('my 25 year old nephew has lived with me all year').qualifyingPerson).toBeUndefined();
  });

  it("a parent claimed as a dependent whose care home the user pays most of: Head of Household by the special rule", () => {
    const fs = fsOf("unmarried. my father is in a nursing home, he's my dependent and i pay most of the bills there");
    expect(fs.parentHome).toBe(true);
    const d = decideFilingStatus({ married: false, parentHome: true }, 2025);
    expect('status' in d && d.status).toBe('head_of_household');
    expect('reason' in d && d.reason).toContain('Special rule for parent');
    expect(fsOf('my mom is in assisted living and i visit her').parentHome).toBeUndefined();
  });
});

describe('a ZIP around filler words', () => {
  it('is the ZIP whichever item was asked', () => {
    expect(talk(AT_ZIP, 'um its 83702. yeah 83702').p).toMatchObject({ zip: '83702' });
  });
});

describe('two readings of a name or an address', () => {
  it('asks whether "Okafor, Chidi" is last-first or first-last', () => {
    const { p, r } = talk(undefined, 'the name is Okafor, Chidi');
    expect(p).toBeNull();
    expect(r.plan.asked).toBe('name');
  });

  it('asks which of two street addresses is home', () => {
    const { p, r } = talk(AT_ADDRESS, 'we split time between 10 Elm St, Boston, MA 02108 and 5 Oak Ave, Miami, FL 33101');
    expect(p).toBeNull();
    expect(r.plan.asked).toBe('address');
  });
});

describe('Pub. 501: ages and doubt in a status story', () => {
  const fsOf = (t: string) => statusFacts(read(t), null, 2025).fs;
  it('does not assume a grown child is a qualifying person; a student under 24 still is', () => {
    expect(fsOf('my son is 27 and still lives with me').qualifyingPerson).toBeUndefined();
    expect(fsOf('my daughter (21) is a college student and lives with me').qualifyingPerson).toBe(true);
  });

  it('reads a child named only by age', () => {
    expect(fsOf('my 6 yr old lives with me').qualifyingPerson).toBe(true);
    expect(fsOf('my 6 yr old car is paid off').qualifyingPerson).toBeUndefined();
  });

  it('reads "not sure if I am married" as doubt, not as unmarried', () => {
    expect(fsOf("honestly i don't know if i'm still married, we never got divorced").married).toBe(true);
  });
});

describe('corrections of one labelled or multi-word part', () => {
  it('changes the day, the month or the house number named', () => {
    expect(talk(NAMED, 'born 6/9/1983', 'CONFIRM', 'no, the day is 19').p).toEqual({ date_of_birth: '1983-06-19' });
    expect(talk(NAMED, 'born 6/9/1983', 'CONFIRM', 'the month is wrong, it should be july').p).toEqual({ date_of_birth: '1983-07-09' });
    expect(talk(AT_ADDRESS, '40 Quail Dr, Boise, ID 83702', 'CONFIRM', 'house number should be 48').p).toEqual({ address: '48 Quail Dr' });
  });

  it('replaces several words of the street line, and a ZIP after "no"', () => {
    expect(talk(AT_ADDRESS, '40 Quail Dr, Boise, ID 83702', 'CONFIRM', 'sorry, quail ct not quail dr').p).toEqual({ address: '40 Quail Ct' });
    const zip = talk(AT_ADDRESS, '40 Quail Dr, Boise, ID 83702', 'CONFIRM', 'no, 83706');
    expect(zip.p).toEqual({ zip: '83706' });
    expect(zip.r.text).not.toMatch(/no dependents/);
  });

  it('asks when the corrected date does not exist', () => {
    const { p, r } = talk(NAMED, 'born 1/31/1983', 'CONFIRM', 'the month should be 4');
    expect(p).toBeNull();
    expect(r.plan.asked).toBe('date_of_birth');
  });
});

describe('"X not Y" that is no correction', () => {
  it('does not change a house number because a count was corrected', () => {
    const { p } = talk(AT_ADDRESS, '3 Main St, Boise, ID 83702', 'CONFIRM', 'we have 2 kids not 3');
    expect(p?.address).toBeUndefined();
    expect((p?.dependents ?? []).every((d) => d.birth_year_estimate === undefined)).toBe(true);
  });
});

describe("someone else's place", () => {
  it('is not proposed as the user\'s city or state', () => {
    expect(talk(AT_STATUS, 'separated since 2023, she lives in nevada now, the kids are with me').p?.state).toBeUndefined();
    expect(talk(NAMED, 'i live in Tulsa, OK').p).toMatchObject({ city: 'Tulsa', state: 'OK' });
  });
});

describe("someone else's name, birth date or contact", () => {
  it('is never proposed as the user\'s', () => {
    expect(talk(NAMED, "my daughter's birthday is 7/7/2016").p).toBeNull();
    expect(talk(undefined, "my partner's name is Robin Hale").p?.first_name).toBeUndefined();
    expect(talk(NAMED, 'my wife is Dee Marsh, born 9/9/1984').p?.date_of_birth).toBeUndefined();
  });

  it("keeps the user's own values said around them", () => {
    expect(talk(undefined, "i'm Kai Moss, my wife is Lee Moss and she was born 2/2/1985").p).toEqual({ first_name: 'Kai', last_name: 'Moss' });
    expect(talk(undefined, 'my name is Ana Ruiz and my husband is Tom, i was born 3/3/1983').p).toMatchObject({ first_name: 'Ana', last_name: 'Ruiz', date_of_birth: '1983-03-03' });
  });

  it('asks which of two emails or two phones to save', () => {
    expect(talk(NAMED, 'use x@ex.com or y@ex.com').r.plan.asked).toBe('email');
    expect(talk(AT_ADDRESS, 'home 208 555 0101, mobile 208 555 0102').r.plan.asked).toBe('phone');
  });
});

describe('a question after a statement', () => {
  it('doubts only the clause it ends', () => {
    expect(talk(undefined, "my name is Al Green, what's next?").p).toMatchObject({ first_name: 'Al', last_name: 'Green' });
    expect(talk(AT_ADDRESS, '12 Oak St, Boise, ID 83702?').p).toBeNull();
  });
});

describe('a name of four words', () => {
  it('asks whether the last two are one surname; three words are first, middle, last', () => {
    const { p, r } = talk(undefined, 'my name is ana sofia ruiz torres');
    expect(p).toBeNull();
    expect(r.text).toMatch(/Ruiz Torres/);
    expect(talk(undefined, 'my name is Mary Ann Smith').p).toMatchObject({ first_name: 'Mary', middle_name: 'Ann', last_name: 'Smith' });
  });
});

describe('a question about children', () => {
  it('proposes no dependents unless it states some', () => {
    const s = { ...AT_ADDRESS, profile: { ...AT_STATUS.profile } };
    expect(talk(s, 'how much is the child tax credit per kid?').p).toBeNull();
  });
});

describe('the message made plain before reading (ADR 075)', () => {
  it('keeps the later of two phrases of one shape around a correction marker inside the message', () => {
    expect(selfCorrected('48 birch rd, sorry i mean 84 birch rd, ogden ut 84401')).toBe('84 birch rd, ogden ut 84401');
    expect(selfCorrected('born 3/9/1979 scratch that 3/19/1979')).toBe('born 3/19/1979');
    // Phrases of different shapes: nothing is dropped.
    expect(selfCorrected('12 elm st, i mean the house in town')).toBe('12 elm st, i mean the house in town');
    expect(talk(AT_ADDRESS, '7 dove ln no wait 9 dove ln, tulsa ok 74103').p).toMatchObject({ address: '9 Dove Ln', city: 'Tulsa', state: 'OK', zip: '74103' });
    expect(talk(AT_ADDRESS, '5 gull ct unit 7 scratch that unit 8, erie pa 16501').p).toMatchObject({ address: '5 Gull Ct Unit 8' });
    // A correction the shapes cannot settle is never left inside the street line: the address is asked.
    expect(talk(AT_ADDRESS, '5 gull ct unit 7, i mean 8, erie pa 16501').p?.address).toBeUndefined();
    const odd = talk(AT_ADDRESS, '5 gull ct apt 7 i mean 8, erie pa 16501');
    expect(odd.p).toBeNull();
    expect(odd.r.plan.asked).toBe('address');
  });

  it('writes out an e-mail address said aloud, only where an e-mail is talked about', () => {
    expect(spokenEmail('its kim underscore ross at yahoo dot co dot uk')?.email).toBe('kim_ross@yahoo.co.uk');
    expect(spokenEmail('i work at the plant in town')).toBeNull();
    expect(talk(AT_STATUS, 'my e-mail is lee dot park at fastmail dot com').p).toMatchObject({ email: 'lee.park@fastmail.com' });
    expect(talk(AT_STATUS, 'i work at acme dot com').p?.email).toBeUndefined();
  });

  it('reads parts set off by spaced slashes as a list, a greeting before a name, and ten digits beside an e-mail as the phone', () => {
    expect(talk(undefined, 'Noor Haddad / born 4/22/1988').p).toMatchObject({ first_name: 'Noor', last_name: 'Haddad', date_of_birth: '1988-04-22' });
    expect(talk(undefined, 'hello! Ruth Abara').p).toMatchObject({ first_name: 'Ruth', last_name: 'Abara' });
    expect(talk(AT_STATUS, 'reach me at 6175550142 or by email at r.abara@mail.com').p).toMatchObject({ phone: '(617) 555-0142', email: 'r.abara@mail.com' });
    // Ten digits alone, with no contact word and no e-mail, are not taken for a phone.
    expect(talk(AT_STATUS, 'the account is 6175550142').p?.phone).toBeUndefined();
  });
});

describe('corrections of one part: state, e-mail, digits by position, a unit added (ADR 075)', () => {
  const FULL = { profile: { ...AT_STATUS.profile, state: 'ID' }, filingStatus: 'single' };
  it('changes the state code named as the old one', () => {
    expect(talk(FULL, 'oops the state is WA, not ID').p).toEqual({ state: 'WA' });
    expect(talk(FULL, 'WA not OR').p?.state).toBeUndefined();
  });

  it('changes the part of the e-mail address on file equal to the old text', () => {
    const { p } = talk(FULL, 'my email is ivo.marsh@gmial.com', 'CONFIRM', 'typo: gmail.com not gmial.com');
    expect(p).toEqual({ email: 'ivo.marsh@gmail.com' });
    expect(talk(FULL, 'email ivo_m@mail.com', 'CONFIRM', 'sorry, it should be ivo_n not ivo_m').p).toEqual({ email: 'ivo_n@mail.com' });
  });

  it('changes the last digits of the one number whose digits match, and asks when both could', () => {
    expect(talk(FULL, 'cell 208-555-0143', 'CONFIRM', 'the last two digits should be 34 not 43').p).toEqual({ phone: '(208) 555-0134' });
    expect(correctionOf('last digit is 9 not 2', { zip: '83702', phone: '(208) 555-0142' }, '2026-02-01', 2025)?.clarify).toMatch(/phone or your ZIP/);
    expect(correctionOf('last digit is 9 not 5', { zip: '83702', phone: '(208) 555-0142' }, '2026-02-01', 2025)).toBeNull();
  });

  it('adds a unit said afterwards to a street line that has none, never a second one', () => {
    expect(talk(FULL, 'forgot to say, unit 14').p).toEqual({ address: '3 Fern Way Unit 14' });
    expect(talk({ profile: { ...FULL.profile, address: '3 Fern Way Apt 2' } }, 'oh and its apt 5').p?.address).not.toBe('3 Fern Way Apt 2 Apt 5');
  });
});

describe('an address part by part, and a ZIP of the wrong length (ADR 075)', () => {
  it('reads each labelled part by its label, and nothing when a value is not what its label says', () => {
    expect(talk(AT_ADDRESS, 'street: 4 elm rd apt 2b, city: west chester, state: PA, zip: 19380').p).toMatchObject({ address: '4 Elm Rd Apt 2B', city: 'West Chester', state: 'PA', zip: '19380' });
    expect(talk(AT_ADDRESS, 'the street is 18 ash ave and the city is Provo, state utah').p).toMatchObject({ address: '18 Ash Ave', city: 'Provo', state: 'UT' });
    expect(talk(AT_ADDRESS, 'street is 18 ash ave, state: Narnia').p?.state).toBeUndefined();
  });

  it('asks again for a labelled ZIP that is not five digits, then takes the ZIP said with an apology', () => {
    const s = talk(AT_ZIP, 'zip code is 837021');
    expect(s.p).toBeNull();
    expect(s.r.plan.asked).toBe('zip');
    expect(talk(AT_ZIP, 'zip code is 837021', 'oops 83702').p).toEqual({ zip: '83702' });
  });
});

describe('names labelled, inverted, spelled out, or completed (ADR 075)', () => {
  it('reads "first"/"last" as labels beside another labelled part, and a name before "is my full name"', () => {
    expect(talk(undefined, 'last name is Achebe; first: Chinua').p).toMatchObject({ first_name: 'Chinua', last_name: 'Achebe' });
    expect(talk(undefined, 'people call me Sunny but my first name is really Sunita, last name Rao').p).toMatchObject({ first_name: 'Sunita', last_name: 'Rao' });
    expect(talk(undefined, 'Luis Ortega Sr. is my legal name').p).toMatchObject({ first_name: 'Luis', last_name: 'Ortega' });
    // "first" with no label beside it is no name label.
    expect(talk(undefined, 'first is the hardest part').p).toBeNull();
  });

  it('takes a name spelled out for the part it names or respells, only when the spelling holds', () => {
    const ANN = { profile: { ...AT_STATUS.profile, first_name: 'An', last_name: 'Moss' }, filingStatus: 'single' };
    expect(talk(ANN, 'its Ann with two n’s').p).toEqual({ first_name: 'Ann' });
    expect(talk(ANN, 'my surname should be Mosse with an e').p).toEqual({ last_name: 'Mosse' });
    // The spelling does not hold ("Ann" has no two e's): nothing proposed from it.
    expect(talk(ANN, "it's Ann with two e's").p?.first_name).toBeUndefined();
  });

  it('doubts a value followed by a trailing-off and a hedged second value ("ada... maybe adaeze")', () => {
    const { p, r } = talk({ profile: { last_name: 'Okoye' } }, 'first name is ada... maybe adaeze, not sure');
    expect(p).toBeNull();
    expect(r.plan.asked).toBe('name');
    expect(talk(AT_ZIP, 'zip 83702... possibly 83704').p).toBeNull();
  });

  it('reads one name word as the missing part when the name is asked and the other part is on file', () => {
    const { p } = talk({ profile: { last_name: 'Okoye' } }, 'first name is ada... maybe adaeze, not sure', 'ok, just Adaeze');
    expect(p).toEqual({ first_name: 'Adaeze' });
  });
});

describe('the day of the date of birth (ADR 075)', () => {
  const DOB = { profile: { ...AT_STATUS.profile, date_of_birth: '1984-09-03' }, filingStatus: 'single' };
  it('changes the day named as the old one, keeping month and year', () => {
    expect(talk(DOB, 'my birthday is wrong: the 13th, not the 3rd').p).toEqual({ date_of_birth: '1984-09-13' });
    expect(talk(DOB, 'its sept 30 not sept 3').p).toEqual({ date_of_birth: '1984-09-30' });
    // The old day is not the day on file, or the new day does not exist in that month: no change.
    expect(talk(DOB, 'the 13th not the 4th').p?.date_of_birth).toBeUndefined();
    expect(talk(DOB, 'the 31st not the 3rd').p?.date_of_birth).toBeUndefined();
  });

  it('completes a month and year said before with a day said alone', () => {
    const s = talk({ profile: { first_name: 'Ivo', last_name: 'Marsh' }, filingStatus: 'single' }, 'born in oct 1979', 'on the 2nd');
    expect(s.p).toEqual({ date_of_birth: '1979-10-02' });
    expect(talk({ profile: { first_name: 'Ivo', last_name: 'Marsh' }, filingStatus: 'single' }, 'born in feb 1979', 'the 30th').p).toBeNull();
  });
});

describe('an age instead of a date of birth (ADR 075)', () => {
  it('asks for the full date while it is missing, then reads the date given next', () => {
    const NO_DOB = { profile: { first_name: 'Ivo', last_name: 'Marsh' } };
    const s = talk(NO_DOB, 'I am 52 years old');
    expect(s.p).toBeNull();
    expect(s.r.plan.asked).toBe('date_of_birth');
    expect(talk(NO_DOB, 'im 52', 'ah ok, 2/9/1973').p).toEqual({ date_of_birth: '1973-02-09' });
    // With the date of birth on file an age is no question.
    expect(talk(AT_STATUS, 'i am 44').r.plan.asked).not.toBe('date_of_birth');
  });
});

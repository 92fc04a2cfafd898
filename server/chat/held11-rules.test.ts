// General rules drawn from held-out 11's wrong answers, tested on phrasings of our own (ADR 118, "Held-out 11").
import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import { Session } from '../../bench/chat/session';
import { factById } from './facts-search';
import { asTyped, soundedSpelling, withCorrectedFirstName, withDeclaredRelative, withoutPlaceInStreet, withoutSmallTalkNames } from './stated';

const opts = { today: '2026-02-01', taxYear: 2025, identities: [] };
const said = (text: string, asked: Parameters<typeof understand>[1] = 'name') => understand(text, asked, opts, false).proposal;

describe('greetings and small talk are never a name', () => {
  it.each(['buenos dias', 'Bonjour bonsoir', 'ciao ciao', 'hallo guten morgen', 'Buenas Noches', 'boa tarde'])('proposes no name for "%s"', (text) => {
    const p = said(text);
    expect(p.first_name).toBeUndefined();
    expect(p.middle_name).toBeUndefined();
    expect(p.last_name).toBeUndefined();
  });
  it('still reads a plain capitalised name', () => {
    expect(said('Lucia Ferrante')).toMatchObject({ first_name: 'Lucia', last_name: 'Ferrante' });
  });
  it('leaves a whole name out when one of its words is a greeting', () => {
    expect(withoutSmallTalkNames('Ciao Marco Bellini', { first_name: 'Ciao', middle_name: 'Marco', last_name: 'Bellini' })).toEqual({});
  });
});

describe('an English function word typed in lower case is never a surname', () => {
  it('keeps the first name alone when the last name is promised later', () => {
    const p = said("first name is Priyanka, you'll get the last name once i find my passport");
    expect(p.last_name).toBeUndefined();
    expect(p.first_name).toBe('Priyanka');
  });
  it('drops a lower-case function word read as the last name', () => {
    expect(withoutSmallTalkNames('first name Omar, last name later when i check', { first_name: 'Omar', last_name: 'Later' })).toEqual({ first_name: 'Omar' });
  });
  it('keeps a capitalised surname that is also an English word', () => {
    expect(withoutSmallTalkNames('My name is Dana Before', { first_name: 'Dana', last_name: 'Before' })).toEqual({ first_name: 'Dana', last_name: 'Before' });
  });
  it('keeps lower-case surname particles', () => {
    expect(withoutSmallTalkNames('ana de la cruz', { first_name: 'Ana', last_name: 'de la Cruz' })).toEqual({ first_name: 'Ana', last_name: 'de la Cruz' });
  });
});

describe('a labelled last name takes both capitalised words up to the next label or aside', () => {
  it('reads a two-word surname after a label with no colon', () => {
    expect(said('first name Inés, last name Ortega Villa (i use both)')).toMatchObject({ first_name: 'Inés', last_name: 'Ortega Villa' });
  });
  it('never takes a letter-by-letter spelling as a second surname', () => {
    expect(said('first name Thao T-H-A-O, last name Nguyen N-G-U-Y-E-N')).toMatchObject({ first_name: 'Thao', last_name: 'Nguyen' });
  });
  it('still reads a one-word labelled surname', () => {
    expect(said('first name Inés, last name Ortega')).toMatchObject({ first_name: 'Inés', last_name: 'Ortega' });
  });
});

describe('a one-word correction after a name replaces the first name', () => {
  it('takes the longer legal form given after "no wait"', () => {
    expect(said('its liz moreno, no wait put elizabeth, liz is just what friends call me')).toMatchObject({ first_name: 'Elizabeth', last_name: 'Moreno' });
  });
  it('takes a correction when the first name is called a nickname', () => {
    expect(withCorrectedFirstName('Bud Harlan, sorry i mean Warren, Bud is my nickname', { first_name: 'Bud', last_name: 'Harlan' })).toEqual({ first_name: 'Warren', last_name: 'Harlan' });
  });
  it('leaves the name alone when the correction is neither', () => {
    expect(withCorrectedFirstName('Tom Reyes, actually Ohio', { first_name: 'Tom', last_name: 'Reyes' })).toEqual({ first_name: 'Tom', last_name: 'Reyes' });
  });
});

describe('a street line never holds the city and the state code', () => {
  it.each(['8 Calle Sol Ponce PR 00716', '22 Bayou Road Lafayette LA 70501', 'Avenida Paz 40 Mayaguez PR 00680'])('never proposes "%s" with the place in the street line', (text) => {
    const p = said(text, 'address');
    expect(p.address ?? '').not.toMatch(/\b(?:Ponce|Lafayette|Mayaguez)\b|\b(?:pr|la)$/i);
    expect(p.zip).toBe(text.slice(-5));
  });
  it('drops the line and keeps the state typed before the ZIP', () => {
    expect(withoutPlaceInStreet('9 Rue Dauphine Metairie LA 70001', { address: '9 Rue Dauphine Metairie La', zip: '70001' })).toEqual({ state: 'LA', zip: '70001' });
  });
  it('keeps a street line whose last word is only a street word', () => {
    const p = { address: '14 Main St', city: 'Dover', state: 'DE', zip: '19901' };
    expect(withoutPlaceInStreet('14 Main St Dover DE 19901', p)).toEqual(p);
  });
});

describe('as typed: inner capitals of names and USPS unit designators', () => {
  it('keeps the inner capital of a typed name', () => {
    expect(said('im LaToya Renee Brooks')).toMatchObject({ first_name: 'LaToya', last_name: 'Brooks' });
  });
  it('keeps a name typed all in lower case title-cased', () => {
    expect(asTyped('latoya brooks', { first_name: 'Latoya', last_name: 'Brooks' })).toEqual({ first_name: 'Latoya', last_name: 'Brooks' });
  });
  it('keeps "Space 12" as typed instead of "#12"', () => {
    expect(asTyped('400 Palm Ave Space 12 Yuma AZ 85364', { address: '400 Palm Ave, #12' }).address).toBe('400 Palm Ave Space 12');
    expect(said('950 Gulf Blvd Lot 44 Naples FL 34102', 'address').address).toBe('950 Gulf Blvd Lot 44');
  });
  it('leaves an apartment written as "#"', () => {
    expect(asTyped('12 Oak St Apt 3 Reno NV 89501', { address: '12 Oak St, #3' }).address).toBe('12 Oak St, #3');
  });
});

describe('a relative declared as a dependent keeps the relationship and the name', () => {
  it('reads a nephew named in the declaration', () => {
    const deps = said('i claim my nephew Tomasz as a dependent, he has lived with me for years', 'dependents').dependents;
    expect(deps).toEqual([expect.objectContaining({ relationship: 'Nephew', first_name: 'Tomasz' })]);
  });
  it('keeps the relationship when no name is given', () => {
    expect(withDeclaredRelative('my granddaughter is my dependent', [{ relationship: 'Dependent' }])).toEqual([{ relationship: 'Granddaughter' }]);
  });
  it('leaves two relatives alone', () => {
    expect(withDeclaredRelative('my niece and my nephew, one is my dependent', [{ relationship: 'Dependent' }])).toEqual([{ relationship: 'Dependent' }]);
  });
});

describe('a question about reaching the IRS gets no fact', () => {
  const ask = (q: string) => {
    const s = new Session({});
    s.greet();
    return s.say(q).plan.text;
  };
  it.each(['why are the irs phone lines so busy, when is a good time to call', 'how come nobody answers the irs phone, when is the best time to try', 'when is the best time to call the irs', 'when should i call the irs to avoid being on hold'])('declines "%s"', (q) => {
    expect(ask(q)).toMatch(/^I don't know that for sure/);
  });
  it('still answers the extension question', () => {
    expect(ask('how do i get more time to file, is there an extension')).toContain(factById('deadline-extension')!.answer);
  });
});

describe('tax words spelled as they sound reach their fact', () => {
  // Mid-interview, with the filing-status question open: the question is still a fact question.
  const HOUSED = { first_name: 'Dana', last_name: 'Okafor', ssn_present: true, date_of_birth: '1984-06-19', address: '12 Birch Ln', city: 'Dayton', state: 'OH', zip: '45402' };
  const ask = (q: string) => {
    const s = new Session({ profile: HOUSED });
    s.greet();
    return s.say(q).plan.text;
  };
  it.each(['standard deducshun for head of household', 'standerd deducshun married filing jointly', 'the standerd deducshun if were married'])('answers "%s" with the standard deduction', (q) => {
    expect(ask(q)).toMatch(/^The 2025 standard deduction for/);
  });
  it('rewrites "-shun" only into a word the fact base knows', () => {
    expect(soundedSpelling('deducshun for Marshun', (w) => w === 'deduction')).toBe('deduction for Marshun');
    expect(soundedSpelling('the cushun', () => false)).toBe('the cushun');
  });
});

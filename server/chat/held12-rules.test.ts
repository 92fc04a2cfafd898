// General rules drawn from held-out 12's first-run wrong answers and abstentions, tested on phrasings of our own (ADR 125).
import { describe, expect, it } from 'vitest';
import { Session } from '../../bench/chat/session';
import { GROWN_KIDS, withoutSpellingAside } from './understand';
import { asksSsnRequirement, parseName } from '#shared/chat/parsers';
import { classifyQuestion } from '#shared/chat/questions';
import { asksOwnAmounts, matchFact } from './fact-match';
import { asksAboutSomeoneElse, factById, findFact } from './facts-search';
import { addressIn } from './nlp';

const reply = (q: string) => {
  const s = new Session({});
  s.greet();
  return s.say(q);
};
const answers = (q: string, id: string) => expect(reply(q).plan.text).toContain(factById(id)!.answer);

describe('a generational suffix written out is the suffix, never the surname', () => {
  it.each([
    ['my name is Otis Bramwell junior', { first_name: 'Otis', last_name: 'Bramwell', suffix: 'Jr.' }],
    ["I'm Harold Pike senior", { first_name: 'Harold', last_name: 'Pike', suffix: 'Sr.' }],
    ['my name is Calvin Moss the third', { first_name: 'Calvin', last_name: 'Moss', suffix: 'III' }],
    ['my name is Reuben Ames the second', { first_name: 'Reuben', last_name: 'Ames', suffix: 'II' }],
  ])('reads "%s"', (text, want) => {
    expect(parseName(text)).toEqual(want);
  });
  it('keeps "Junior" as a first name, and two words as a name', () => {
    expect(parseName('my name is Junior Okafor')).toEqual({ first_name: 'Junior', last_name: 'Okafor' });
  });
});

describe('street lines: a Queens hyphenated house number, a letter glued to the number, a comma ending the street', () => {
  it('keeps the hyphenated house number and a numbered street', () => {
    expect(addressIn('84-12 102nd st richmond hill ny 11418')).toMatchObject({ street: '84-12 102nd St', city: 'Richmond Hill', state: 'NY', zip: '11418' });
  });
  it('keeps a letter in the house number on the street line, and the city off it', () => {
    expect(addressIn('19C Maple Ave, Hempstead NY 11550')).toMatchObject({ street: '19C Maple Ave', city: 'Hempstead', state: 'NY', zip: '11550' });
  });
  it('leaves a date range alone (no house number)', () => {
    expect(addressIn('i lived there 2019-2021 with my aunt')).toBeNull();
  });
});

describe('a comparison clause is not the subject asked', () => {
  it('answers about Medicare when it is compared with Social Security', () => {
    answers('is medicare capped at some salary the way social security is', 'medicare-rate');
  });
  it('still answers the wage base when Social Security is the subject', () => {
    answers('does social security tax have a wage cap', 'wage-base');
  });
});

describe('a fact question that names a filing status is no status declaration', () => {
  it('answers the standard deduction asked in abbreviations', () => {
    answers('std ded for head of household filers?', 'standard-deduction-head_of_household');
    expect(Session.proposalOf(reply('std ded for head of household filers?'))).toBeNull();
  });
});

describe('the words "social security number" without a number are a question about a rule', () => {
  it('reads an SSN required by a credit as a question', () => {
    expect(asksSsnRequirement('does my daughter need an ssn to get the child tax credit')).toBe(true);
    expect(classifyQuestion('does my daughter need an ssn to get the child tax credit')?.kind).not.toBe('ssn');
    answers('what is the child credit worth, and is a social security number required for my son', 'child-tax-credit');
  });
  it('still refuses an SSN typed or asked to be entered', () => {
    expect(asksSsnRequirement('where do i enter my social security number')).toBe(false);
    expect(asksSsnRequirement('my ssn for the credit is 123-45-6789')).toBe(false);
    expect(reply('where do i put my social security number').plan.text).toMatch(/never take Social Security numbers/);
  });
});

describe("another person's data on their own account is declined", () => {
  it.each(['open the files my roommate saved on his account', 'what did my sister upload to her profile'])('declines "%s"', (q) => {
    expect(asksAboutSomeoneElse(q)).toBe(true);
  });
  it('does not decline the user sending their own documents', () => {
    expect(asksAboutSomeoneElse('can i upload my documents to my account tonight')).toBe(false);
  });
});

describe('the refundable part of the child tax credit is the ACTC fact', () => {
  it('answers the additional child tax credit named', () => {
    expect(findFact('how big is the additional child tax credit')?.fact.id).toBe('actc');
  });
  it('a condition ends where "how much" opens the question', () => {
    expect(asksOwnAmounts('if my tax bill is zero how much of the child credit do i get paid out')).toBe(false);
    expect(matchFact('if my tax bill is zero how much of the child credit can i get as a refund')?.fact.id).toBe('actc');
  });
});

describe('held-out 12 abstentions, by vocabulary and the kind of question', () => {
  it('paying both halves of the payroll taxes as a freelancer is the self-employment tax', () => {
    answers('as a freelancer do i owe the employer half of social security and medicare too', 'self-employment-tax');
  });
  it('paying a nanny while at work asks the dependent care credit', () => {
    answers('can i get something back for paying a nanny so i can go to my job', 'dependent-care-2025');
  });
  it('a refundable education credit named is the education credits fact, not the ACTC', () => {
    answers('is the american opportunity credit refundable', 'education-credits-2025');
  });
  it('an extra tax on a 1099-R is the additional tax on early distributions', () => {
    answers('got a 1099-r with code 1, is there an extra tax on that', 'early-distribution-tax');
  });
  it('the rich and the wealthy pay the top rate', () => {
    answers('what percentage do wealthy people pay at the top bracket', 'top-rate');
  });
  it('the maximum capital loss one can deduct', () => {
    answers('max deduction for capital losses?', 'capital-loss-limit');
  });
});

describe('held-out 12 misses: labelled parts, particle surnames, dates said another way, grid addresses', () => {
  const proposed = (q: string) => Session.proposalOf(reply(q));
  it('ends a labelled value at the next label on the line', () => {
    expect(parseName('Given: Tunde  Family: Adeyemi  Phone: 555-0100')).toEqual({ first_name: 'Tunde', last_name: 'Adeyemi' });
  });
  it('reads labelled address parts separated by slashes, a street type word inside a value being no label', () => {
    expect(proposed('street: 7 Harbor Street / city: Portland / state: ME / zip: 04101')).toMatchObject({ address: '7 Harbor Street', city: 'Portland', state: 'ME', zip: '04101' });
  });
  it('reads a leading name with lower-case particles or a written-out suffix before its date of birth', () => {
    expect(proposed('Joost van der Linden, born 2 June 1968')).toMatchObject({ first_name: 'Joost', last_name: 'van der Linden', date_of_birth: '1968-06-02' });
    expect(proposed('samuel oakes the second, born 3/9/1961')).toMatchObject({ first_name: 'Samuel', last_name: 'Oakes', suffix: 'II', date_of_birth: '1961-03-09' });
  });
  it('reads a holiday on a fixed day and a Spanish date as the date they are', () => {
    expect(proposed('my birthday is new years day 1964')).toMatchObject({ date_of_birth: '1964-01-01' });
    expect(proposed('naci el 3 de octubre de 1977')).toMatchObject({ date_of_birth: '1977-10-03' });
  });
  it('keeps the number of a road named by its number on the street line', () => {
    expect(addressIn('we are at 77 state highway 21 marble falls tx 78654')).toMatchObject({ street: '77 State Highway 21', city: 'Marble Falls', state: 'TX', zip: '78654' });
    expect(addressIn('77 state highway 21 marble falls tx 78654')?.untyped).toBeUndefined();
  });
  it('keeps a Wisconsin grid house number', () => {
    expect(addressIn('S74W16834 Janesville Rd Muskego WI 53150')).toMatchObject({ street: 'S74W16834 Janesville Rd', city: 'Muskego', state: 'WI', zip: '53150' });
  });
});

describe('a label described, then its value; IRS collection is not in the fact base', () => {
  it('reads the value stated at the end after the label is described', () => {
    expect(parseName('sorry my first name is misspelled, it should be Ngozi')).toEqual({ first_name: 'Ngozi' });
  });
  it('does not answer a wage levy with the wage base', () => {
    expect(reply('will the irs levy my paycheck if i pay late').plan.text).toMatch(/I don't know that for sure/);
    expect(findFact('can they garnish wages for back taxes')).toBeNull();
  });
});

describe('"joint" said alone as the return chosen', () => {
  const profile = { first_name: 'Ruth', last_name: 'Alder', date_of_birth: '1950-06-01', address: '4 Pine Ct', city: 'Mesa', state: 'AZ', zip: '85201' };
  const said = (text: string) => {
    const s = new Session({ profile });
    s.greet();
    return Session.proposalOf(s.say(text))?.filing_status;
  };
  it.each(['been married forty years, we file joint', 'yes married, joint as usual'])('reads "%s" as married filing jointly', (text) => {
    expect(said(text)).toBe('married_filing_jointly');
  });
  it('never reads a joint account as the return chosen', () => {
    expect(said('yes married, and my wife and i keep a joint checking account')).not.toBe('married_filing_jointly');
  });
});

describe('grown children who support themselves are no dependents', () => {
  it.each(['none, my sons are past 40 and financially independent', 'no one, our daughters are self-supporting adults'])('reads "%s" as no dependents', (text) => {
    expect(GROWN_KIDS.test(text)).toBe(true);
  });
  it('leaves a child who is only older than 18 to the age test', () => {
    expect(GROWN_KIDS.test('my son is over 19 and in college')).toBe(false);
  });
});

describe("a name's own spelling said after it confirms the name", () => {
  it.each([
    ['Caoimhe Walsh. Caoimhe is spelled C A O I M H E', { first_name: 'Caoimhe', last_name: 'Walsh' }],
    ["Grainne Byrne, that's spelled G-R-A-I-N-N-E", { first_name: 'Grainne', last_name: 'Byrne' }],
  ])('proposes the name in "%s"', (text, want) => {
    const s = new Session();
    s.greet();
    expect(Session.proposalOf(s.say(text))).toMatchObject(want);
  });
  it('keeps a spelling of a word that is not in the name', () => {
    expect(withoutSpellingAside('Ana Ruiz, spelled Anna')).toBe('Ana Ruiz, spelled Anna');
  });
});

describe("Pub. 501's own words for the home's costs", () => {
  it('reads "the costs of keeping up our home" as paying more than half of them', () => {
    const s = new Session({ profile: { first_name: 'Mara', last_name: 'Lind', date_of_birth: '1979-05-05', address: '3 Elm Ct', city: 'Dover', state: 'DE', zip: '19901' } });
    s.greet();
    const t = s.say('my wife passed away in march 2024 and i did not remarry. my son Theo, 8, lived with me all of 2025 and is my dependent, and i cover the costs of maintaining our home');
    expect(Session.proposalOf(t)?.filing_status).toBe('qualifying_widow');
  });
});

describe('a child with the user half the year or less fails the residency test (Pub. 501)', () => {
  const status = (text: string) => {
    const s = new Session({ profile: { first_name: 'Dale', last_name: 'Orr', date_of_birth: '1984-01-09', address: '5 Ash St', city: 'Ames', state: 'IA', zip: '50010' } });
    s.greet();
    const t = s.say(text);
    return { proposed: Session.proposalOf(t)?.filing_status, text: t.text };
  };
  it('reads a few months a year as no qualifying person', () => {
    expect(status('unmarried, my daughter is with me only 3 months, nobody else').proposed).toBe('single');
  });
  it('still counts a child with the user most of the year', () => {
    const r = status("i'm divorced, my daughter lives with me 9 months a year and visits her dad the rest");
    expect(r.proposed).toBeUndefined();
    expect(r.text).toMatch(/more than half the cost of keeping up your home/);
  });
  it('does not read where the rest of the year is spent as the child living elsewhere', () => {
    expect(status('single, my son is with me about 10 months a year, the rest with his mom, and i pay all the bills for our house').proposed).toBe('head_of_household');
  });
});

/** Held-out 19 and 20's fact and guard faults (ADR 151): each fails without its fix. */
import { describe, expect, it } from 'vitest';
import { Session } from '../../bench/chat/session';
import { matchFact, withoutBoxContent } from './fact-match';
import { otherYearAsked, spokenYears } from './facts-search';
import { letterBody } from './nlp';

const DONE = { profile: { first_name: 'Ivo', last_name: 'Marsh', date_of_birth: '1981-08-08', address: '3 Fern Way', city: 'Boise', state: 'ID', zip: '83702', ssn_present: true }, filingStatus: 'single' };
const say = (text: string) => {
  const s = new Session(DONE);
  s.greet();
  return s.say(text);
};
const DONT_KNOW = /I don't know that for sure/;

describe('a year said in words (ADR 151)', () => {
  it('reads a year of this century in words as that year, and a number or an amount as no year', () => {
    expect(spokenYears('the wage base in twenty twenty three')).toBe('the wage base in 2023');
    expect(spokenYears('the credit for two thousand twenty five')).toBe('the credit for 2025');
    expect(spokenYears('two thousand and nineteen')).toBe('2019');
    expect(spokenYears('twenty five dollars')).toBe('twenty five dollars');
    expect(spokenYears('two thousand dollars')).toBe('two thousand dollars');
    expect(spokenYears('two thousand five hundred')).toBe('two thousand five hundred');
  });
  it('declines another year said in words, and answers the tax year said in words', () => {
    expect(otherYearAsked('what was the social security wage base in twenty twenty three', 2025)).toBe(2023);
    expect(say('what was the social security wage base in twenty twenty three').text).toMatch(/can't give you 2023 figures/);
    expect(otherYearAsked('how much is the child tax credit for two thousand twenty five', 2025)).toBeNull();
    expect(matchFact('how much is the child tax credit for two thousand twenty five')?.fact.id).toBe('child-tax-credit');
  });
});

describe('a fact never answers another question (ADR 151)', () => {
  it('abstains on combat-zone time, which is not Form 4868 (IRC §7508)', () => {
    expect(say("i'm deployed in a combat zone, do i get extra time to file beyond the normal extension").text).toMatch(DONT_KNOW);
    expect(say('how do i get an extension').text).toMatch(/Form 4868/);
  });
  it('abstains on whether someone counts as a dependent, never the dependent care credit', () => {
    expect(say("does my girlfriend's kid count as my dependent?").text).not.toMatch(/Form 2441/);
    expect(matchFact("does my girlfriend's kid count as my dependent?")).toBeNull();
    // Said, not asked: the credit for the dependent is still found.
    expect(matchFact('credit for my elderly dad who i claim as a dependent?')).not.toBeNull();
  });
  it("declines a client's 1040 asked by a bookkeeper, and proposes no occupation", () => {
    const r = say("I'm a bookkeeper, can you tell me what my client should put on line 12 of his 1040");
    expect(r.text).toMatch(/someone else's/);
    expect(Session.proposalOf(r)).toBeNull();
  });
  it('reads "head of house hold" as Head of Household', () => {
    const r = say('standard deduction for head of house hold?');
    expect(r.text).toMatch(/Head of Household is \$23,625\.00/);
    expect(r.text).not.toMatch(/Single: /);
  });
  it("answers a named W-2 box, whatever the user says it holds or why it is checked", () => {
    expect(withoutBoxContent('what is box 14 on my w2? it says FEGLI and FEHB')).toBe('what is box 14 on my w2?');
    expect(matchFact('what is box 14 on my w2? it says FEGLI and FEHB')?.fact.id).toBe('box-w2-box14');
    expect(matchFact('the retirement plan box in box 13 of my w-2 is checked because of the TSP, what does it mean')?.fact.id).toBe('box-w2-box13_retirement_plan');
  });
});

describe('a word set right as an autocorrect slip (ADR 151)', () => {
  it('replaces the misspelt word with the one in the note, and drops the note', () => {
    expect(matchFact('what is the medicate tax rate on wages (medicare, stupid autocorrect)')?.fact.id).toBe('medicare-rate');
    expect(say('what is the medicate tax rate on wages (medicare, stupid autocorrect)').text).toMatch(/Source: /);
  });
});

describe('a story run into an embedded question (ADR 151)', () => {
  it('reads the question from "i want to know"', () => {
    expect(matchFact('so me and my wife file together and i want to know what the brackets are for married filing jointly like what percent at what income')?.fact.id).toBe('brackets-married_filing_jointly');
  });
});

describe('a question written as a letter (ADR 151)', () => {
  it('sets aside the salutation, the close and the signature line', () => {
    expect(letterBody('Dear Sir or Madam, I am a sole proprietor. Is one-half of my self-employment tax deductible? Sincerely, J. Ellis')).toBe('I am a sole proprietor. Is one-half of my self-employment tax deductible?');
    expect(letterBody('Dear Sir or Madam,\nWhat is the maximum?\nYours faithfully,\nJ. Ellis')).toBe('What is the maximum?');
    expect(letterBody('thanks, Kevin Mcallister')).toBe('thanks, Kevin Mcallister');
  });
  it('answers the body of a letter', () => {
    expect(say('Dear Sir or Madam, I am a sole proprietor. Is one-half of my self-employment tax deductible? Sincerely, J. Ellis').text).toMatch(/Schedule 1 line 15/);
    expect(say('Dear Sir or Madam,\nI realized a net capital loss of $15,000 on equities in 2025. What is the maximum amount deductible against ordinary income?\nYours faithfully,\nJ. Ellis').text).toMatch(/\$3,000\.00/);
    expect(say('Dear Sir or Madam,\n\nI write to ask whether the rental of my vacation home for fewer than fifteen days in 2025 must be reported as income.\n\nYours sincerely,\nJordan Ellis').text).toMatch(DONT_KNOW);
  });
});

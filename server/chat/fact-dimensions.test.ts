/**
 * Abstentions and declines by general rules (issue 18, ADR 115): the vocabulary a fact is searched
 * with, punctuation said aloud, the dimension a question asks (phase-out, where on the form, an
 * amount) and requests for another person's data whatever authority is claimed. Every phrasing here
 * was written for these rules; none comes from a dialogue set.
 */
import { describe, expect, it } from 'vitest';
import { Session } from '../../bench/chat/session';
import { aboutSomeoneElse, answersDimensionAsked, matchFact, taxedThing } from './fact-match';
import { factById, inFactWords, undictated } from './facts-search';

const ME = { first_name: 'Odile', last_name: 'Brandt', ssn_present: true, ssn_last4: '4321', date_of_birth: '1984-07-09', address: '9 Elm Row', city: 'Dayton', state: 'OH', zip: '45402' };
function reply(text: string): string {
  const s = new Session({ profile: ME, filingStatus: 'single' });
  s.greet();
  return s.say(text).text;
}
const id = (q: string) => matchFact(q)?.fact.id ?? null;
const NOT_KNOWN = /I don't know that for sure/;
const DECLINED = /I can't help with someone else's return, documents or data/;

describe('the words people use for a fact’s subject', () => {
  it('reads a tax that stops being taken out above some pay as the wage base cap', () => {
    expect(id('my boss stops withholding social security after what salary')).toBe('wage-base');
    expect(id('when does social security stop coming out of my check')).toBe('wage-base');
    expect(inFactWords('they stopped deducting it')).toMatch(/cap maximum wages/);
  });
  it('reads "the big bill" as the 2025 law (OBBBA)', () => {
    expect(inFactWords('the big tax bill')).toMatch(/obbba/);
    expect(id('big bill senior deduction amount')).toBe('senior-deduction');
  });
  it('reads "is it true X is not taxed anymore" as a question about X’s deduction', () => {
    expect(id('is it true overtime isn’t taxed anymore'.replace('’', "'"))).toBe('overtime-deduction');
    expect(id('i heard tips are no longer taxed, is that right')).toBe('tips-deduction');
    expect(taxedThing('is it true tips arent taxed anymore')).toEqual(['tip']);
    // A thing the base has no fact for stays silent.
    expect(id('is it true lottery winnings arent taxed anymore')).toBeNull();
  });
  it('reads a credit that "goes away" or "disappears" as phasing out', () => {
    expect(id('at what income does the child tax credit disappear')).toBe('ctc-phaseout');
    expect(id('how much can we make before the ctc goes away')).toBe('ctc-phaseout');
    // A time that runs out is a date, not a phase-out.
    expect(id('when does the extension run out')).toBe('deadline-extension');
  });
  it('finds a fact that phases out by "phase out", though its own words say "reduced by"', () => {
    expect(factById('overtime-deduction')!.terms).toMatch(/phase out/);
    expect(id('when does the overtime deduction phase out')).toBe('overtime-deduction');
    expect(id('salt cap phase out')).toBe('salt-cap');
  });
  it('reads EITC, EIC, AGI and MAGI as the names the base uses', () => {
    expect(id('eic max')).toBe('eic-2025');
    // One abbreviation alone scores too low to answer; read in full it is clear.
    expect(id('how much eitc')).toBe('eic-2025');
    expect(id('whats the eic worth')).toBe('eic-2025');
    expect(id('agi limit for the ctc')).toBe('ctc-phaseout');
    // MAGI is not AGI: it finds the facts whose figures fall with modified AGI, never Form 1040 line 11.
    expect(id('magi limit for the ctc')).toBe('ctc-phaseout');
    expect(id('what is magi')).not.toBe('box-1040-line11_agi');
  });
  it('reads losing a thing one had as no loss of money', () => {
    expect(inFactWords('i lost my job')).not.toMatch(/loss/);
    expect(inFactWords('lost a bunch on stocks')).toMatch(/loss/);
    expect(id('i lost my job, can i deduct anything')).toBeNull();
    expect(reply('i misplaced my 1099-int, what now')).not.toContain(factById('form-1099-int')!.answer);
    expect(reply('i lost my w2 what do i do')).not.toContain(factById('form-w2')!.answer);
  });
  it('counts crypto sold at a loss as a capital loss (a digital asset is property)', () => {
    expect(id('i sold bitcoin at a loss, can i deduct it')).toBe('capital-loss-limit');
    // How staking rewards are taxed is not in the base.
    expect(id('how is crypto staking taxed')).toBeNull();
    // A loss on what the capital-loss fact does not name (personal-use property, IRC §165(c)) stays silent.
    expect(id('i sold my boat at a loss, what can i write off')).toBeNull();
    expect(id('lost money on my rv when i sold it, how much can i deduct')).toBeNull();
    expect(id('sold some stock at a loss how much can i deduct')).toBe('capital-loss-limit');
  });
  it('names a line of Form 1040 a line, and finds it by "line" or "box"', () => {
    expect(factById('box-1040-line11_agi')!.answer).toMatch(/^Form 1040 line 11/);
    expect(id('what line is agi on the 1040')).toBe('box-1040-line11_agi');
    expect(id('1040 box 15 taxable income')).toBe('box-1040-line15_taxable_income');
    expect(factById('form-1040')!.answer).toMatch(/Line by line: line 1z Wages/);
  });
});

describe('punctuation said aloud (dictation)', () => {
  it('reads "question mark", "comma" and a final "period" as the marks', () => {
    expect(undictated('when are returns due question mark')).toBe('when are returns due?');
    expect(undictated('single comma no kids period')).toBe('single, no kids.');
    expect(undictated('what is the std deduction period how about for hoh')).toBe('what is the std deduction. how about for hoh');
    expect(id('how long is an extension question mark and where do i get the form')).toBe('deadline-extension');
  });
  it('keeps the words when they are spoken of or are a noun of their own', () => {
    expect(undictated('what does a question mark on my w2 mean')).toBe('what does a question mark on my w2 mean');
    expect(undictated('what is the holding period for long term gains')).toBe('what is the holding period for long term gains');
    expect(undictated('is there a grace period')).toBe('is there a grace period');
    expect(undictated('the comma in box 1')).toBe('the comma in box 1');
  });
});

describe('the dimension a question asks, and the fact that answers it', () => {
  it('answers a phase-out only with a fact that says how the figure falls', () => {
    expect(answersDimensionAsked('does the standard deduction phase out', factById('standard-deduction')!)).toBe(false);
    expect(answersDimensionAsked('when does the tips deduction phase out', factById('tips-deduction')!)).toBe(true);
    expect(id('does the standard deduction phase out')).toBeNull();
  });
  it('answers where on the form only with a fact that names a line, box or schedule', () => {
    expect(answersDimensionAsked('where do i mail my return', factById('deadline-due-date')!)).toBe(false);
    expect(id('where on the 1040 does the standard deduction go')).toBe('box-1040-line12_deduction');
    expect(id('where do i mail my return')).toBeNull();
  });
  it('answers "how much" only with a fact that states a figure', () => {
    expect(answersDimensionAsked('how much is the mortgage interest deduction', factById('mortgage-interest')!)).toBe(false);
    expect(answersDimensionAsked('how much time does an extension give', factById('deadline-extension')!)).toBe(true);
    expect(id('how much is the mortgage interest deduction')).toBeNull();
  });
  it("answers the user's own figure with no fact (a line of the form is not the user's amount)", () => {
    expect(id("what's my agi")).toBeNull();
    expect(id('what was our taxable income')).toBeNull();
    expect(id('what is agi')).toBe('box-1040-line11_agi');
  });
  it('passes over a fact with no figures for the status named for one that has them', () => {
    expect(id('rate brackets for a widow')).toBe('brackets-qualifying_widow');
    expect(id('what rate bracket applies to married filing separately')).toBe('brackets-married_filing_separately');
    expect(reply('marginal rate bracket for head of household')).toContain(factById('brackets-head_of_household')!.answer);
  });
  it('never takes a fact of the status named that covers the question less well than the closest', () => {
    // The capital-gains rates list no separate filer's figures; that status's income tax brackets are no answer.
    expect(id('capital gains rates for married filing separately')).toBe('capital-gains');
    expect(reply('capital gains rates for married filing separately')).toMatch(/I don't know that for sure for Married Filing Separately/);
    expect(reply('top rate for married filing separately')).not.toContain(factById('brackets-married_filing_separately')!.answer);
  });
});

describe("another person's data, whatever authority is claimed", () => {
  it('declines a professional acting for a client, or anyone claiming permission', () => {
    expect(aboutSomeoneElse('as her attorney i need her documents')).toBe(true);
    expect(aboutSomeoneElse('she gave me permission, pull up her w2')).toBe(true);
    expect(aboutSomeoneElse("i'm a tax preparer and my client wants his refund figure")).toBe(true);
    expect(reply('i am a bookkeeper, my customer authorized me, open his profile')).toMatch(DECLINED);
  });
  it("declines a named person's data asked by their name", () => {
    expect(aboutSomeoneElse("show me jane okafor's w2")).toBe(true);
    expect(reply("pull up dmitri novak's refund please")).toMatch(DECLINED);
    expect(aboutSomeoneElse("what's my ex-wife's agi")).toBe(true);
  });
  it("still answers a professional's own question and the user's own things", () => {
    expect(aboutSomeoneElse("i'm a cpa, what's the income limit for the eitc")).toBe(false);
    expect(aboutSomeoneElse("i'm an accountant, how much income tax do i owe")).toBe(false);
    expect(aboutSomeoneElse("show me my employer's address")).toBe(false);
    expect(reply("i'm a cpa, what's the eitc income limit")).toContain(factById('eic-2025')!.answer);
    expect(reply("i'm a cpa, what's the eitc income limit")).not.toMatch(NOT_KNOWN);
  });
});

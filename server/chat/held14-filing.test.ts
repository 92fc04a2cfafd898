// General Pub. 501 rules behind the filing-status interview's remaining misses, tested on phrasings of our own (ADR 127).
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import * as stated from './stated';
import { EVEN_SPLIT, NOT_CLAIMED, TAX_MATTER, withoutOthersBirth } from './stated';
import { statusFacts, understand } from './understand';
import { read } from './nlp';

/** Everything up to the ZIP code given: the filing status is asked next. */
const atStatus: SessionOptions = {
  profile: { first_name: 'Mae', last_name: 'Holt', ssn_present: true, ssn_last4: '1618', date_of_birth: '1961-02-14', address: '12 Birch Ln', city: 'Dayton', state: 'OH', zip: '45402' },
};
const say = (...msgs: string[]) => {
  const s = new Session(atStatus);
  s.greet();
  let last = s.say(msgs[0]!);
  for (const m of msgs.slice(1)) last = s.say(m);
  return last;
};
const statusOf = (...msgs: string[]) => Session.proposalOf(say(...msgs))?.filing_status ?? `ask:${say(...msgs).plan.asked}`;
const fsOf = (text: string, asked: string | null = null) => statusFacts(read(text), asked, 2025).fs;

describe('a spouse who died in the tax year, not remarried: the joint-or-separate choice is asked (ADR 166)', () => {
  it.each([
    'my wife passed away in june 2025 and i have not remarried',
    'husband died in january 2025, never remarried, our two kids live with me',
    "lost my husband this year (august 2025), i'm not remarried",
  ])('asks joint or separate for "%s", and proposes the joint return once chosen', (q) => {
    expect(statusOf(q)).toBe('ask:fs_joint');
    expect(statusOf(q, 'jointly')).toBe('married_filing_jointly');
  });
  it('still asks the choice when remarrying is not said, and never proposes after a remarriage', () => {
    expect(statusOf('my wife passed away in june 2025')).toBe('ask:fs_joint');
    expect(Session.proposalOf(say('my wife passed away in june 2025 and i remarried in december'))?.filing_status).toBeUndefined();
  });
  it('reads "not remarried" said after the joint-or-separate question', () => {
    expect(statusOf('my wife passed in april 2025', 'nope, never remarried')).toBe('ask:fs_joint');
    expect(statusOf('my wife passed in april 2025', 'nope, never remarried', 'joint')).toBe('married_filing_jointly');
  });
  it('keeps separate returns when the survivor chooses them', () => {
    expect(statusOf('my wife passed away in june 2025, i have not remarried and i want to file separately')).toBe('married_filing_separately');
  });
});

describe('costs of the home shared equally: nobody paid more than half (Pub. 501, "Keeping Up a Home")', () => {
  it.each(['we split the bills evenly', 'we split all the household expenses 50-50', 'the rent and utilities... ok the costs are split down the middle', 'we go fifty-fifty on everything', 'we each pay half'])('reads "%s" as not more than half', (q) => {
    expect(EVEN_SPLIT.test(q.toLowerCase())).toBe(true);
  });
  it.each(['we split custody 50/50', 'i pay more than half of the bills', 'we split the rent 70/30, i pay the 70', 'i pay half or more of everything'])('says nothing about "%s"', (q) => {
    expect(EVEN_SPLIT.test(q)).toBe(false);
  });
  it('gives Single to unmarried parents who share the home evenly, never Head of Household', () => {
    expect(statusOf("my boyfriend and i aren't married, our daughter is 3 and lives with us, we split the rent and bills evenly")).toBe('single');
  });
  it('still gives Head of Household when the user pays the costs, even beside a split of custody', () => {
    expect(statusOf("i'm divorced, we split custody 50/50 but my son lives with me 8 months a year and i pay all the rent")).toBe('head_of_household');
  });
});

describe('"separate" explained by a tax matter of the spouse is the choice of separate returns', () => {
  it.each(['separately, she owes back taxes', 'separate. he is being audited', 'apart, he has tax problems of his own'])('reads "%s" after the living-apart question', (q) => {
    expect(TAX_MATTER.test(q)).toBe(true);
    // The living-apart question is asked of a married user who is separated (ADR 166).
    expect(statusOf("i'm married but we're separated", q)).toBe('married_filing_separately');
  });
  it('keeps "separate" alone as living apart', () => {
    expect(fsOf('separate', 'fs_lived_apart')).toMatchObject({ livedApart: true });
    expect(fsOf('separate', 'fs_lived_apart').separate).toBeUndefined();
  });
});

describe('a grown child the user does not claim is no qualifying person and no dependent', () => {
  it.each(["he's not my dependent", 'i dont claim him', 'we do not claim her', 'not claiming them'])('reads "%s" as not claimed', (q) => {
    expect(NOT_CLAIMED.test(q)).toBe(true);
  });
  it('gives Single to an unmarried parent whose adult child lives at home unclaimed', () => {
    const r = say("i'm divorced. my daughter is 27, she lives with me and has a full time job, she's not my dependent. no one else lives here");
    expect(Session.proposalOf(r)).toMatchObject({ filing_status: 'single' });
    expect(Session.proposalOf(r)?.dependents).toBeUndefined();
  });
  it('still asks about a grown child whose claim is not said', () => {
    expect(fsOf('never married, my son is 30 and lives with me').qualifyingPerson).toBeUndefined();
  });
  it('never reads "not claimed" of a young child as no qualifying person', () => {
    expect(fsOf("single, my son is 8 and lives with me, i don't claim him").qualifyingPerson).toBe(true);
  });
});

describe("someone else's birth is no birth word for the user's date of birth", () => {
  it('sets aside "he was born" and "my son was born", keeps the user\'s own', () => {
    expect(withoutOthersBirth('she has lived with me since she was born')).not.toMatch(/born/);
    expect(withoutOthersBirth('my son was born in 2016')).not.toMatch(/born/);
    expect(withoutOthersBirth('i was born 5/5/1980')).toMatch(/born/);
  });
  it('reads a widowed grandfather raising his granddaughter since birth as Head of Household', () => {
    expect(statusOf("my wife died in 2015. my granddaughter has lived with me since she was born, she's 9 and my dependent, and i pay all the bills for the house")).toBe('head_of_household');
  });
  it("does not ask the user's date of birth because of another person's birth", () => {
    const u = understand('my nephew lives with me since he was born in 2014', 'dependents', { today: '2026-02-01', taxYear: 2025, identities: [], dobKnown: false }, false);
    expect(u.clarifyAsks).not.toBe('date_of_birth');
  });
});

describe("a child's birth said without \"was\" is no date of birth of the user's", () => {
  it.each(['our baby born 9/14/2025 lives with us, we are married', 'twins born in may 2025, my husband and i file together'])('proposes no date of birth for "%s"', (q) => {
    const r = say(q);
    expect(Session.proposalOf(r)?.date_of_birth).toBeUndefined();
    expect(r.plan.asked).not.toBe('date_of_birth');
  });
  it("keeps a name's own birth date", () => {
    expect(withoutOthersBirth('Ann Lee born 1/1/1970')).toMatch(/born/);
  });
});

describe('a household story with a topic word is an answer, not a fact question', () => {
  it('reads a grandparent who lives with the user and gets social security as the household, not a W-2 box', () => {
    const r = say('my grandpa lives with us and i take care of him, he gets a pension and social security');
    expect(r.text).not.toMatch(/box 3|wage base/i);
    expect(r.plan.asked).toMatch(/^fs_/);
  });
  it('still answers a fact asked beside the story', () => {
    expect(say('my grandpa lives with us, is his social security taxable?').text).toMatch(/benefits/i);
  });
});

describe('a question back to a filing-status question is answered with why it is asked', () => {
  it('explains living apart, then asks it again, proposing nothing', () => {
    const r = say("i'm married but we're separated", 'why do you need to know that?');
    expect(r.text).toContain('considered unmarried');
    expect(r.text).toContain('Did you and your spouse live apart');
    expect(r.plan.asked).toBe('fs_lived_apart');
    expect(Session.proposalOf(r)).toBeNull();
    expect(r.text).not.toMatch(/\$\d|Source:/);
  });
  it('explains what a qualifying person is', () => {
    const r = say('single', 'what counts as a qualifying person');
    expect(r.text).toContain('Qualifying Person');
    expect(r.plan.asked).toBe('fs_qualifying');
  });
  it('still answers a fact question asked while a filing-status question is open', () => {
    expect(say('single', 'whats the standard deduction for single').text).toContain('Source:');
  });
});

describe('held-out 14: Pub. 501 stories, in our own words', () => {
  it('reads a separation said "not divorced" as a separation: considered unmarried with every test met', () => {
    expect(statusOf("we separated in january, not divorced yet, she hasn't lived here since. our son is with me all year, he's my dependent, i pay all the household costs and i'm doing my own return")).toBe('head_of_household');
    expect(fsOf('separated since march (never divorced), he lives with his brother')).toMatchObject({ married: true, livedApart: true });
  });
  it('asks a married person living apart whether the rent is more than half the cost, and takes all the costs said', () => {
    expect(statusOf("still married but she moved out in february, my daughter lives with me, i pay the mortgage")).toBe('ask:fs_paid_half');
    expect(statusOf("still married but she moved out in february, my daughter lives with me, i pay the mortgage and all the bills")).toBe('head_of_household');
    expect(statusOf("still married but she moved out in february, my daughter lives with me, i pay the mortgage", 'yes')).toBe('head_of_household');
  });
  it('asks whether the rent named alone is more than half the cost of the home (ADR 159)', () => {
    expect(statusOf('never married, my son is 5 and my dependent, he lives with me all year and i pay the rent')).toBe('ask:fs_paid_half');
    expect(statusOf('never married, my son is 5 and my dependent, he lives with me all year and i pay the rent and all the bills')).toBe('head_of_household');
  });
  it('reads one cost alone, and not the whole', () => {
    const { oneCostOnly } = stated;
    expect(oneCostOnly('i pay the rent')).toBe(true);
    expect(oneCostOnly('i pay the rent myself')).toBe(false);
    expect(oneCostOnly('i pay the rent and utilities')).toBe(false);
    expect(oneCostOnly('i pay all of the mortgage')).toBe(false);
  });
  it("gives Head of Household for a parent's care home paid, the parent's word typed without an apostrophe", () => {
    expect(statusOf("i'm divorced. i pay over half the cost of my dads nursing home, he lives there, and he is my dependent")).toBe('head_of_household');
  });
  it('reads a legal separation granted by a court as unmarried, and one only filed for as open', () => {
    expect(statusOf('the court granted our legal separation in march, no kids, nobody else lives with me')).toBe('single');
    expect(stated.SEPARATION_DECREE.test('we are filing for a legal separation, the decree should come next year')).toBe(false);
    expect(stated.SEPARATION_DECREE.test('got the separation decree in 2024')).toBe(true);
  });
  it('reads "he/she died" beside the marriage as the spouse\'s death, and "passed" of an exam as none', () => {
    expect(statusOf("we were married, but she passed away in july 2025. i haven't remarried")).toBe('ask:fs_joint');
    expect(stated.SPOUSE_DIED_AS_PRONOUN.test('he passed the bar exam')).toBe(false);
  });
  it('reads nobody depending on a widow as no dependent child either', () => {
    expect(statusOf('my husband died in 2024, nobody depends on me and i live alone')).toBe('single');
  });
});

describe('the whole of the costs said after one cost alone', () => {
  it('settles the question for a married person living apart', () => {
    expect(statusOf('still married but she moved out in february, my daughter lives with me, i pay the mortgage', 'i pay the utilities and everything else too')).toBe('head_of_household');
  });
});

describe('the user claimed by someone else (Pub. 501, "Dependent Taxpayer Test")', () => {
  it.each(['my mom still claims me', "i'm my parents' dependent", 'im claimed by my dad', 'they claim me on their taxes'])('reads "%s"', (q) => {
    expect(stated.CLAIMED_AS_DEPENDENT.test(q)).toBe(true);
  });
  it.each(['i claim my mom', 'my mom lives with me and i claim her'])('leaves "%s" alone', (q) => {
    expect(stated.CLAIMED_AS_DEPENDENT.test(q)).toBe(false);
  });
  it('never proposes the parents who claim the user as the user\'s dependents, and gives Single', () => {
    const r = say("not married, i'm in grad school and my mom and dad claim me as their dependent");
    expect(Session.proposalOf(r)?.dependents).toBeUndefined();
    expect(Session.proposalOf(r)?.filing_status).toBe('single');
  });
});

describe('a child with the user half the time: more than half the year is asked', () => {
  it.each(['my kids stay with me every other week', 'we have 50/50 custody of our son', 'she is with me half the time'])('reads "%s"', (q) => {
    expect(stated.HALF_THE_TIME.test(q)).toBe(true);
  });
  it('asks the qualifying-person question instead of taking the child as living with the user', () => {
    expect(statusOf('single mom, my daughter lives with me half the time and with her dad the rest, i pay all my bills')).toBe('ask:fs_qualifying');
    expect(statusOf('single mom, my daughter lives with me half the time and with her dad the rest, i pay all my bills', 'yes, 200 nights')).toBe('head_of_household');
  });
});

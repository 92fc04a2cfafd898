/** Open faults of held-out 21 and 22 fixed in session 13 (ADR 154): each fails without its fix. */
import { describe, expect, it } from 'vitest';
import { Session } from '../../bench/chat/session';

/** The first reply of an empty conversation to `text`: its proposal and its text. */
const replyOf = (text: string, profile?: Record<string, unknown>) => {
  const s = new Session(profile ? { profile } : {});
  s.greet();
  const t = s.say(text);
  return { proposal: Session.proposalOf(t), text: t.text };
};

describe('two people introduced together (ADR 154)', () => {
  it('asks whose profile it is instead of taking the first name said', () => {
    const r = replyOf('hi this is Walter and Joan Pruitt');
    expect(r.proposal).toBeNull();
    expect(r.text).toContain('Is this profile for Walter or for Joan?');
    expect(replyOf("we're Ana & Luis Ortiz, married").proposal?.first_name).toBeUndefined();
  });
  it('still reads one person introduced, whatever follows the "and"', () => {
    expect(replyOf('hi this is Walter and I need help with my taxes').proposal).toMatchObject({ first_name: 'Walter' });
    expect(replyOf('hi this is Walter Pruitt and Joan is my wife').proposal).toMatchObject({ first_name: 'Walter', last_name: 'Pruitt' });
  });
});

describe('a date of birth whose month and day are said again (ADR 154)', () => {
  const named = { first_name: 'Jordan', last_name: 'Ellis' };
  it('keeps the year said once and takes the month and day said after the correction word', () => {
    expect(replyOf('Jan 31 1957 — sorry, Jan 13', named).proposal).toEqual({ date_of_birth: '1957-01-13' });
    expect(replyOf('jan 31 1957 sorry i mean jan 13', named).proposal).toEqual({ date_of_birth: '1957-01-13' });
    expect(replyOf('born march 3 1988 oops march 8', named).proposal).toEqual({ date_of_birth: '1988-03-08' });
  });
  it('never proposes the date taken back', () => {
    expect(replyOf('jan 31 1957 sorry jan 13 1958', named).proposal?.date_of_birth).not.toBe('1957-01-31');
  });
});

const READY = { first_name: 'Jordan', last_name: 'Ellis', date_of_birth: '1986-09-12', occupation: 'other', email: 'jordan.ellis@example.com', phone: '(555) 201-4433', address: '12 Oak St', city: 'Dayton', state: 'OH', zip: '45402' };
/** A reply with the profile ready and the filing status known (the dependents question is open). */
const atDependents = (text: string) => {
  const s = new Session({ profile: READY, filingStatus: 'single' });
  s.greet();
  const t = s.say(text);
  return { proposal: Session.proposalOf(t), text: t.text, plan: t.plan };
};

describe('held-out 23 and 24, first runs (ADR 154)', () => {
  it('leaves hesitation sounds out of a name', () => {
    expect(replyOf('uh yeah hi my name is um Daniel Reyes').proposal).toMatchObject({ first_name: 'Daniel', last_name: 'Reyes' });
  });
  it('answers a W-2 box 12 code only with that code, and box 12 itself with what its codes are', () => {
    expect(atDependents('what does code Q in box 12 of my w2 mean').text).toMatch(/^I don't know that for sure/);
    expect(atDependents('what is box 12 on my w2').text).toContain('Up to four entries (12a to 12d)');
    expect(atDependents('w2 box 12 code D?').text).toContain('code D: Elective deferrals to a 401(k) plan');
  });
  it('answers a limit on state and local taxes with the SALT cap, not the W-2 box that reports them', () => {
    expect(atDependents('is there still a 10k limit on state and local taxes?').text).toMatch(/deduction for state and local taxes is capped/);
  });
  it("does not take an accountant's e-mail address for the user's", () => {
    expect(atDependents('send my W-2 to my accountant at bob@cpa-office.com').proposal).toBeNull();
  });
  it('reads a user stepping away to fetch a form as no question about the form', () => {
    expect(atDependents('brb grabbing my 1098 from the filing cabinet').text).not.toContain('Mortgage Interest Statement');
  });
  it('reads names in list lines set off by dashes or brackets, and after the noun with a dash', () => {
    expect(atDependents('• Sophie – daughter – 15\n• Jack – son – 12').proposal?.dependents).toEqual([
      { relationship: 'Daughter', first_name: 'Sophie', birth_year_estimate: 2010 },
      { relationship: 'Son', first_name: 'Jack', birth_year_estimate: 2013 },
    ]);
    expect(atDependents('Yes — Olivia (stepdaughter, 8)').proposal?.dependents).toEqual([{ relationship: 'Stepdaughter', first_name: 'Olivia', birth_year_estimate: 2017 }]);
    expect(atDependents('I have one, my son - Aiden, 3 years old').proposal?.dependents).toEqual([{ relationship: 'Son', first_name: 'Aiden', birth_year_estimate: 2022 }]);
  });
  it('takes the year of a birth told as such', () => {
    expect(atDependents('we had a baby girl in august 2025! her name is Lily').proposal?.dependents).toEqual([{ relationship: 'Daughter', first_name: 'Lily', birth_year_estimate: 2025 }]);
  });
  it('proposes no child the other parent claims, when the user says none is theirs', () => {
    const r = atDependents('my only kid Ella lives with me but her dad claims her this year, so none for me');
    expect(r.proposal?.dependents).toBeUndefined();
  });
});

describe('an e-mail address said aloud with a word apart before it (ADR 154)', () => {
  it('proposes no address whose first part is not known', () => {
    const named = { first_name: 'Jordan', last_name: 'Ellis' };
    expect(replyOf('email is d whitfield at gmail dot com', named).proposal).toBeNull();
    expect(replyOf('my email is dana whitfield at gmail dot com', named).proposal).toBeNull();
    expect(replyOf('email is marcus dot b at outlook dot com', named).proposal).toEqual({ email: 'marcus.b@outlook.com' });
  });
});

describe('one relative told by relation alone (ADR 154)', () => {
  it('asks their name and age, then proposes them whole', () => {
    const s = new Session({ profile: READY, filingStatus: 'single' });
    s.greet();
    const first = s.say('just my son');
    expect(Session.proposalOf(first)).toBeNull();
    expect(first.text).toContain("What is your son's first name, and how old are they");
    expect(Session.proposalOf(s.say('Leo, 6'))?.dependents).toEqual([{ relationship: 'Son', first_name: 'Leo', birth_year_estimate: 2019 }]);
  });
});

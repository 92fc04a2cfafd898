// General rules drawn from held-out 13's first-run wrong answers and abstentions, tested on phrasings of our own (ADR 125).
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { labelledName, parseName } from '#shared/chat/parsers';
import { isQuestion } from '#shared/chat/questions';
import { factById, otherJurisdiction } from './facts-search';
import { statusCorrected } from './understand';
import { selfCorrected } from './guards';
import { ONLY_SPOKEN_EMAIL } from './stated';

/** A finished profile: only the contact details are still open. */
const finished: SessionOptions = {
  profile: { first_name: 'Nell', last_name: 'Ortiz', ssn_present: true, ssn_last4: '3141', date_of_birth: '1980-05-05', address: '4 Elm St', city: 'Provo', state: 'UT', zip: '84601' },
  filingStatus: 'single',
};
/** Everything up to the ZIP code given: the filing status is asked next. */
const atStatus: SessionOptions = {
  profile: { first_name: 'Ray', last_name: 'Lund', ssn_present: true, ssn_last4: '2718', date_of_birth: '1979-01-20', address: '8 Pine Rd', city: 'Boise', state: 'ID', zip: '83702' },
};
const reply = (q: string, opts: SessionOptions = finished) => {
  const s = new Session(opts);
  s.greet();
  return s.say(q);
};
const answers = (q: string, id: string) => expect(reply(q).plan.text).toContain(factById(id)!.answer);

describe('a complaint opening with "this is" is never a name', () => {
  it.each(['this is taking way too long', 'this is dragging on forever', 'this is so slow ugh'])('proposes nothing for "%s"', (q) => {
    expect(Session.proposalOf(reply(q))).toBeNull();
    expect(Session.proposalOf(reply(q, {}))).toBeNull();
  });
  it('reads "this is" with a name when the name is asked, or capitalised', () => {
    expect(parseName('this is ines moreau', true)).toEqual({ first_name: 'Ines', last_name: 'Moreau' });
    expect(parseName('this is Ines Moreau')).toEqual({ first_name: 'Ines', last_name: 'Moreau' });
    expect(parseName('this is ines moreau')).toBeNull();
  });
});

describe('a labelled surname keeps its lower-case particles; a labelled value runs to the next label or the end', () => {
  it('keeps "van der" and "da" in a stated surname', () => {
    expect(labelledName('first name is Anneke and my last name is van der Berg')).toEqual({ first_name: 'Anneke', last_name: 'van der Berg' });
    expect(labelledName('my surname is da Silva')).toEqual({ last_name: 'da Silva' });
  });
  it('keeps two given names labelled last, and two surnames labelled last', () => {
    expect(labelledName('last name Nguyen first name Van Minh')).toEqual({ first_name: 'Van Minh', last_name: 'Nguyen' });
    expect(labelledName('first name Rosa last name Pereira Costa')).toEqual({ first_name: 'Rosa', last_name: 'Pereira Costa' });
  });
  it('still ends a value at words in lower case', () => {
    expect(labelledName('last name Kim first name Dae thanks')).toEqual({ first_name: 'Dae', last_name: 'Kim' });
  });
});

describe('a filing status taken back inside the message is the later one', () => {
  it('drops the status said before "actually no" / "i mean"', () => {
    expect(statusCorrected('we do joint, i mean separate returns')).toBe('we do separate returns');
    expect(statusCorrected('we file together, actually no, separately')).toBe('we file separately');
  });
  it('leaves a message with one status, or none after the marker, as it is', () => {
    expect(statusCorrected('we file jointly')).toBe('we file jointly');
    expect(statusCorrected('married filing jointly, actually no idea what that means')).toBe('married filing jointly, actually no idea what that means');
  });
  it('proposes married filing separately', () => {
    expect(Session.proposalOf(reply('we file jointly, wait no, separately', atStatus))).toMatchObject({ filing_status: 'married_filing_separately' });
  });
});

describe("a form's line or box named by its number asks what it reports", () => {
  it.each(['1040 line 9', 'form 1040 line 11, agi', 'line 33 of the 1040'])('"%s" is a question', (q) => {
    expect(isQuestion(q)).toBe(true);
  });
  it('an amount stated for a line is no question', () => {
    expect(isQuestion('1040 line 24 was 5,210')).toBe(false);
  });
  it("answers the line's fact, never an interview question", () => {
    answers('1040 line 9', 'box-1040-line9_total_income');
    answers('form 1040 line 11, agi', 'box-1040-line11_agi');
  });
});

describe('abstentions: the time of asking, "tax day", a cost without an amount, a tag question, a W-2 state box', () => {
  it('answers the top rate asked "currently"', () => answers("what's the top bracket currently", 'top-rate'));
  it('answers the due date asked as "tax day"', () => answers('when is tax day', 'deadline-due-date'));
  it('answers the care credit when care "costs a lot"', () => answers('preschool for my daughter costs a lot, any credit for that', 'dependent-care-2025'));
  it('answers the extension with a tag question before it', () => answers('the extension runs until october, right? what form is it', 'deadline-extension'));
  it('answers what W-2 box 19 reports, a local tax box', () => {
    expect(otherJurisdiction('w2 box 17 state income tax withheld, what is it')).toBeNull();
    answers('w2 box 17 state income tax withheld, what is it', 'box-w2-states');
  });
  it('still declines a state income tax rate', () => {
    expect(otherJurisdiction('what is the state income tax rate')).not.toBeNull();
  });
});

describe('misses: a dictated e-mail with a dotted name, a value corrected with "actually", a name said again after "scratch that"', () => {
  it('reads an e-mail said aloud with a dot in its name, whatever is asked', () => {
    expect(ONLY_SPOKEN_EMAIL.test('lee dot park at yahoo dot com')).toBe(true);
    expect(Session.proposalOf(reply('lee dot park at yahoo dot com'))).toMatchObject({ email: 'lee.park@yahoo.com' });
  });
  it('keeps the value after "actually" when both have one shape, an apology after it aside', () => {
    expect(selfCorrected('55402 - actually 55403 my bad')).toBe('55403 my bad');
    expect(selfCorrected('i was actually born in ohio')).toBe('i was actually born in ohio');
  });
  it('keeps the name said again after "scratch that" / "i mean"', () => {
    expect(selfCorrected('my name is Jon Berg scratch that John Berg')).toBe('my name is John Berg');
    expect(selfCorrected('my name is Jon Berg, scratch that, i moved')).toBe('my name is Jon Berg, scratch that, i moved');
  });
});

describe('"goes to" is a date only before a month', () => {
  it('answers an extension that "goes to october" (pay that "goes to" a tax: fact-match.test.ts, ADR 077)', () => {
    answers('so the extension goes to october? how do i file one', 'deadline-extension');
  });
});

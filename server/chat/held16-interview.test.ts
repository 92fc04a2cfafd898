// General rules for names, dates, contact details, places and dependents' relationships drawn from held-out 16's
// faults (ADR 136), tested on phrasings of our own.
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { parseDependents, parseName } from '#shared/chat/parsers';
import { dottedEitherWay, dsnNumber, phoneTakenBack, spokenPunctuation, storyPlace } from './understand';

function say(opts: SessionOptions, message: string) {
  const s = new Session(opts);
  s.greet();
  const r = s.say(message);
  return { proposal: Session.proposalOf(r), text: r.text };
}

describe('a rank or title before a name', () => {
  it('is no part of the name', () => {
    expect(parseName("this is Cpl Dana Whitfield")).toEqual({ first_name: 'Dana', last_name: 'Whitfield' });
    expect(parseName('my name is Capt. Leon Okafor Sr')).toEqual({ first_name: 'Leon', last_name: 'Okafor', suffix: 'Sr.' });
    expect(say({}, "it's MSgt Irene Baptiste-Cole").proposal).toEqual({ first_name: 'Irene', last_name: 'Baptiste-Cole' });
  });
  it('leaves a first and last name alone', () => {
    expect(parseName('my name is Col Harris')).toEqual({ first_name: 'Col', last_name: 'Harris' });
  });
});

describe('dictated punctuation words', () => {
  it('reads "period" ending a clause as a full stop', () => {
    expect(spokenPunctuation('my name is nina abbott period i live in ohio')).toBe('my name is nina abbott. i live in ohio');
    expect(say({}, 'my name is tomas reyes period my birthday is june fifth nineteen ninety period').proposal).toEqual({ first_name: 'Tomas', last_name: 'Reyes', date_of_birth: '1990-06-05' });
  });
  it('keeps a period that is a noun', () => {
    expect(spokenPunctuation('the tax period i asked about')).toBe('the tax period i asked about');
  });
});

describe('a labelled name part', () => {
  it('runs to the next label with its lower-case particles', () => {
    expect(say({}, 'first name: João / last name: Pereira da Costa').proposal).toEqual({ first_name: 'João', last_name: 'Pereira da Costa' });
  });
});

describe('a dotted date', () => {
  it('is asked about when day and month could swap', () => {
    expect(dottedEitherWay('born 03.08.1985')).toBe(true);
    const r = say({}, 'born 03.08.1985');
    expect(r.proposal).toBeNull();
    expect(r.text).toMatch(/\?/);
  });
  it('is read when only one order is a date', () => {
    expect(dottedEitherWay('born 23.08.1985')).toBe(false);
    expect(say({}, 'date of birth 23.08.1985').proposal).toEqual({ date_of_birth: '1985-08-23' });
  });
});

describe('phone numbers', () => {
  it('asks for another number than a DSN one', () => {
    expect(dsnNumber('dsn: 312-555-7788')).toBe(true);
    expect(dsnNumber('my cell is 312-555-7788')).toBe(false);
    const r = say({}, 'you can reach me on DSN 312-555-7788');
    expect(r.proposal).toBeNull();
    expect(r.text).toMatch(/DSN[^?]*\?/);
  });
  it('keeps the later of two numbers when the first is taken back', () => {
    expect(phoneTakenBack('512-555-0101 no wait thats the office, use (512) 555-0199')).toBe('(512) 555-0199');
    expect(say({}, '512-555-0101 actually no, use 512-555-0199 instead').proposal).toEqual({ phone: '(512) 555-0199' });
  });
  it('still asks which of two numbers given side by side', () => {
    expect(phoneTakenBack('512-555-0101 or 512-555-0199')).toBeNull();
    expect(say({}, 'home 512-555-0101 and cell 512-555-0199').proposal).toBeNull();
  });
});

describe('a place in a story', () => {
  it('is no address', () => {
    expect(storyPlace("we've been together 6 years in ohio")).toBe(true);
    expect(storyPlace('we live in ohio')).toBe(false);
    expect(say({}, 'we got married in nevada years ago').proposal?.state).toBeUndefined();
  });
});

describe("a dependent's relationship", () => {
  it('keeps the word stepson or stepdaughter', () => {
    expect(parseDependents('my stepdaughter Mia is 9', 2025)?.dependents[0]?.relationship).toBe('Stepdaughter');
    expect(parseDependents('my stepson is 15', 2025)?.dependents[0]?.relationship).toBe('Stepson');
  });
  it("makes a spouse's son or daughter a stepson or stepdaughter", () => {
    expect(parseDependents("my husband's daughter is 11", 2025)?.dependents[0]?.relationship).toBe('Stepdaughter');
    expect(parseDependents("my wife's son is 6", 2025)?.dependents[0]?.relationship).toBe('Stepson');
    expect(parseDependents('my son is 6', 2025)?.dependents[0]?.relationship).toBe('Son');
  });
});

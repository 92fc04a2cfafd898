// Rules drawn from held-out 19 and 20's first runs (ADR 152), tested on phrasings of our own.
import { describe, expect, it } from 'vitest';
import { Session, type SessionOptions } from '../../bench/chat/session';
import { parseDependents, parseFilingStatus, parseName } from '#shared/chat/parsers';

const READY: SessionOptions = {
  profile: { first_name: 'Jordan', last_name: 'Ellis', date_of_birth: '1986-09-12', occupation: 'other', email: 'j@example.com', phone: '(555) 201-4433', address: '12 Oak St', city: 'Dayton', state: 'OH', zip: '45402' },
};

function say(opts: SessionOptions, text: string) {
  const s = new Session(opts);
  s.greet();
  const t = s.say(text);
  return Session.proposalOf(t);
}

describe('names: ranks, the case typed, nicknames, a name changed to', () => {
  it('an Army, Marine or officer rank abbreviation before the name is no part of it', () => {
    expect(parseName('SSG Dana Whitlock', true)).toEqual({ first_name: 'Dana', last_name: 'Whitlock' });
    expect(parseName("it's 1stSgt Omar Bell, marines", true)).toEqual({ first_name: 'Omar', last_name: 'Bell' });
    expect(say({}, 'LtCol. Priya Nair')).toEqual({ first_name: 'Priya', last_name: 'Nair' });
    expect(say({}, 'Capt. Lena Ortiz')).toEqual({ first_name: 'Lena', last_name: 'Ortiz' });
  });

  it('a name word typed in mixed case keeps its case; one typed in lower case is title-cased', () => {
    expect(parseName('Rory Mcnulty', true)).toEqual({ first_name: 'Rory', last_name: 'Mcnulty' });
    expect(parseName('Tina McBride', true)).toEqual({ first_name: 'Tina', last_name: 'McBride' });
    expect(parseName('tina mcbride', true)).toEqual({ first_name: 'Tina', last_name: 'McBride' });
  });

  it('one word after "call me" is the name the user goes by, not the legal name: nothing is proposed', () => {
    expect(parseName('just call me Bo', true)).toBeNull();
    expect(say({}, 'you can call me Tee')).toBeNull();
    expect(parseName('call me Jo, my legal name is Joanna Pike', true)).toEqual({ first_name: 'Joanna', last_name: 'Pike' });
  });

  it('"my last name changed (back) to X" proposes X, never the verb', () => {
    expect(parseName('my last name changed to Ibarra when we married', false)).toEqual({ last_name: 'Ibarra' });
    expect(parseName('btw my last name went back to my maiden name Corwin', false)).toEqual({ last_name: 'Corwin' });
    expect(parseName('my last name is now Laine', false)).toEqual({ last_name: 'Laine' });
    expect(say(READY, 'quick thing, my last name changed back to my maiden name Corwin')).toEqual({ last_name: 'Corwin' });
  });
});

describe('filing status: joint and separate named as alternatives is a question, not a choice', () => {
  it('proposes neither married status', () => {
    expect(parseFilingStatus('which is better for us, filing jointly or separately?', 2025)).toBeNull();
    expect(parseFilingStatus('MFJ vs MFS, which saves more', 2025)).toBeNull();
    expect(say(READY, 'we are married. should we file together or separately? whatever is cheaper')?.filing_status).toBeUndefined();
  });

  it('a choice made is still read', () => {
    expect(parseFilingStatus('we file jointly', 2025)?.status).toBe('married_filing_jointly');
    expect(say(READY, "we're married and we always file jointly, we lived together all year")?.filing_status).toBe('married_filing_jointly');
  });
});

describe('asked whether they paid more than half the home costs', () => {
  function flow(...said: string[]) {
    const s = new Session(READY);
    s.greet();
    let last = s.say(said[0]!);
    for (const m of said.slice(1)) last = s.say(m);
    return last;
  }
  it('"we cover everything" / "i pay all of it" answer yes: the pronoun stands for the costs the question named', () => {
    expect(Session.proposalOf(flow('divorced', 'yes my son lives with me', 'i pay all of it'))?.filing_status).toBe('head_of_household');
    expect(flow('divorced', 'yes my son lives with me', 'we cover everything').plan.asked).not.toBe('fs_paid_half');
  });
  it('a negator before the verb is no yes', () => {
    expect(flow('divorced', 'yes my son lives with me', "i don't pay all of it").plan.asked).toBe('fs_paid_half');
  });
});

describe('a title or rank, then the whole name: middle names, particles, suffixes', () => {
  it('reads up to four capitalised words and a suffix after the title, stopping at the first word that is no name', () => {
    expect(parseName('SSgt Dale Roy Fenn Jr. (Roy is my middle name)', true)).toEqual({ first_name: 'Dale', middle_name: 'Roy', last_name: 'Fenn', suffix: 'Jr.' });
    expect(parseName('Prof. Ines Marie Duval', true)).toEqual({ first_name: 'Ines', middle_name: 'Marie', last_name: 'Duval' });
    expect(parseName('Mr. Tom Okoro said hello', true)).toEqual({ first_name: 'Tom', last_name: 'Okoro' });
    expect(parseName('Prof. Marc St. Laurent', true)).toEqual({ first_name: 'Marc', last_name: 'St. Laurent' });
  });
  it('typed in lower case, a third word that may be a middle name or the surname is asked, not guessed', () => {
    expect(parseName('dr. emily rose chen', true)).toBeNull();
    expect(parseName('dr. emily chen here', true)).toEqual({ first_name: 'Emily', last_name: 'Chen' });
    expect(parseName('dr. luis de la torre', true)).toEqual({ first_name: 'Luis', last_name: 'de la Torre' });
  });
});

describe('dependents: people the user does not claim', () => {
  it('a parent who died, files their own return, or only helps or pays is not proposed', () => {
    expect(parseDependents('rough year, lost my mom in march', 2025, true)).toBeNull();
    expect(parseDependents('my son Eli, 7, and my father-in-law... no wait he files his own return', 2025, true)?.dependents).toEqual([{ relationship: 'Son', first_name: 'Eli', birth_year_estimate: 2018 }]);
    expect(parseDependents('my daughter is my dependent, my parents help out with groceries', 2025, true)?.dependents).toEqual([{ relationship: 'Daughter' }]);
  });
  it('"single dad", "i\'m a mom of two": the parent is the user', () => {
    expect(parseDependents('single dad, my son lives with me', 2025, true)?.dependents).toEqual([{ relationship: 'Son' }]);
  });
  it('a parent who lives with the user is still read', () => {
    expect(parseDependents('my mom lives with me and i support her', 2025, true)?.dependents).toEqual([{ relationship: 'Mother' }]);
  });
});

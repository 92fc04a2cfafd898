// General rules drawn from held-out 9's wrong answers, tested on phrasings of our own (ADR 069, "Held-out 9").
import { describe, expect, it } from 'vitest';
import { asksAboutSomeoneElse } from './facts-search';
import { read } from './nlp';
import { emailCorrected, spelledOut, statusFacts, understand } from './understand';
import { Session } from '../../bench/chat/session';

const fsOf = (text: string, asked: string | null = null) => statusFacts(read(text), asked, 2025).fs;

describe('a negated marriage does not negate the child named after it', () => {
  it('reads the child of a never-married parent in one run-on message', () => {
    const fs = fsOf('never married my daughter ella 7 lives with me all year shes my dependent i pay the mortgage');
    expect(fs.married).toBe(false);
    expect(fs.qualifyingPerson).toBe(true);
    expect(fs.dependentChild).toBe(true);
    expect(fs.paidHalf).toBe(true);
  });
  it('still reads "not married, no kids" as no child', () => {
    const fs = fsOf('not married no kids');
    expect(fs.married).toBe(false);
    expect(fs.qualifyingPerson).toBe(false);
  });
  it('still reads a negated child after the marriage', () => {
    expect(fsOf("never married and i don't have any kids").qualifyingPerson).toBe(false);
  });
});

describe('children mentioned in passing are not a dependents answer', () => {
  const HOUSED = { first_name: 'Dana', last_name: 'Okafor', ssn_present: true, date_of_birth: '1984-06-19', address: '12 Birch Ln', city: 'Dayton', state: 'OH', zip: '45402' };
  const say = (text: string) => {
    const s = new Session({ profile: HOUSED, filingStatus: 'single' });
    s.greet();
    return Session.proposalOf(s.say(text));
  };
  it('proposes no children from "have to pick up the kids from school"', () => {
    expect(say('one sec, have to pick up the kids from school')?.dependents).toBeUndefined();
    expect(say('hold on the children are yelling')?.dependents).toBeUndefined();
  });
  it('still proposes children given with a count or ages', () => {
    expect(say('two kids, 4 and 9')?.dependents).toHaveLength(2);
    expect(say('my kids are 5 and 8')?.dependents).toHaveLength(2);
  });
});

describe('a question about what another adult gets is about their return', () => {
  it('recognises "will my sister get ..." and "what about my friend, does she qualify ..."', () => {
    expect(asksAboutSomeoneElse('will my sister get the earned income credit')).toBe(true);
    expect(asksAboutSomeoneElse('what about my friend, does she qualify for the child tax credit')).toBe(true);
  });
  it("leaves the user's own questions about relatives they support", () => {
    expect(asksAboutSomeoneElse('does my mom qualify as my dependent')).toBe(false);
    expect(asksAboutSomeoneElse('would my dad qualify me for head of household')).toBe(false);
    expect(asksAboutSomeoneElse('does my son qualify for the child tax credit')).toBe(false);
  });
});

describe('two homes named with a choice asked', () => {
  const BORN = { first_name: 'Dana', last_name: 'Okafor', ssn_present: true, date_of_birth: '1984-06-19' };
  const reply = (text: string) => {
    const s = new Session({ profile: BORN });
    s.greet();
    const r = s.say(text);
    return { p: Session.proposalOf(r), text: r.text };
  };
  it('asks which is the main home instead of proposing either', () => {
    const r = reply("i split time between my apartment in denver and my dads in utah, which one should i put");
    expect(r.p).toBeNull();
    expect(r.text).toMatch(/main home/);
    expect(reply('my time is split between my house in reno and my boyfriends in idaho').p).toBeNull();
  });
  it('still proposes one address given plainly', () => {
    expect(reply('12 oak st, austin, tx 78701').p).toMatchObject({ city: 'Austin', state: 'TX' });
  });
});

describe('a dependent taken back in the same message', () => {
  const HOUSED = { first_name: 'Dana', last_name: 'Okafor', ssn_present: true, date_of_birth: '1984-06-19', address: '12 Birch Ln', city: 'Dayton', state: 'OH', zip: '45402' };
  const reply = (text: string) => {
    const s = new Session({ profile: HOUSED, filingStatus: 'single' });
    s.greet();
    const r = s.say(text);
    return { p: Session.proposalOf(r), text: r.text };
  };
  it('proposes neither the child nor the other parent, and asks', () => {
    const r = reply('my daughter lily is my dependent, actually no her dad claims her');
    expect(r.p).toBeNull();
    expect(r.text).toMatch(/\?/);
    expect(reply('add my nephew sam, scratch that').p).toBeNull();
  });
  it('still proposes a dependent said plainly', () => {
    expect(reply('my daughter lily is 6 and my dependent')?.p?.dependents).toHaveLength(1);
  });
});

describe('names said with each age in brackets', () => {
  const o = { today: '2026-03-01', taxYear: 2025, identities: [] };
  it('keeps each name with its child', () => {
    const deps = understand('both my sons, eli (8) and noah (5)', 'dependents', o, false).proposal.dependents;
    expect(deps?.map((d) => d.first_name)).toEqual(['Eli', 'Noah']);
  });
  it('leaves names out when they do not pair up with the children', () => {
    const deps = understand('my sons (8) and (5)', 'dependents', o, false).proposal.dependents;
    expect(deps?.some((d) => d.first_name)).toBe(false);
  });
});

describe('a name spelled letter by letter', () => {
  it('joins three or more single letters into one word', () => {
    expect(spelledOut('its D A N I E L L E, last name R O S S')).toBe('its Danielle, last name Ross');
    expect(spelledOut('first name m a r c o')).toBe('first name Marco');
  });
  it('leaves single letters that are not spelled words', () => {
    expect(spelledOut('apt 3 b, 12 oak st')).toBe('apt 3 b, 12 oak st');
    expect(spelledOut('jdoe@a.b.com')).toBe('jdoe@a.b.com');
  });
  it('proposes the joined name', () => {
    const p = understand('first name is D A N I E L L E and last name is R O S S', 'name', { today: '2026-03-01', taxYear: 2025, identities: [] }, false).proposal;
    expect(p).toMatchObject({ first_name: 'Danielle', last_name: 'Ross' });
  });
});

describe('an e-mail domain corrected in the same message', () => {
  const o = { today: '2026-03-01', taxYear: 2025, identities: [] };
  it('takes the corrected domain', () => {
    expect(emailCorrected('its msmith@yaho.com typo yahoo.com', 'msmith@yaho.com')).toBe('msmith@yahoo.com');
    expect(understand('its msmith@yaho.com typo yahoo.com', 'email', o, false).proposal.email).toBe('msmith@yahoo.com');
  });
  it('asks when the correction cannot be read', () => {
    const u = understand('msmith@yaho.com oops', 'email', o, false);
    expect(u.proposal.email).toBeUndefined();
    expect(u.clarify).toMatch(/\?/);
  });
  it('keeps an address followed by an ordinary apology', () => {
    expect(understand('msmith@yahoo.com, sorry for the wait', 'email', o, false).proposal.email).toBe('msmith@yahoo.com');
  });
});

describe('a fact question asked by its words, without a question mark', () => {
  const atStatus = { profile: { first_name: 'Dana', last_name: 'Okafor', ssn_present: true, date_of_birth: '1984-06-19', address: '12 Birch Ln', city: 'Dayton', state: 'OH', zip: '45402' } };
  const reply = (text: string) => {
    const s = new Session(atStatus);
    s.greet();
    return s.say(text).text;
  };
  it('reaches the fact base ("... meaning") or says it does not know, never carries on as if unasked', () => {
    expect(reply('line 37 of the 1040 amount you owe what is that')).toMatch(/Source: /);
    expect(reply('ctc phaseout how much')).not.toMatch(/didn't catch that/);
    expect(reply('at what income do they stop the medicare extra')).not.toMatch(/didn't catch that/);
  });
});

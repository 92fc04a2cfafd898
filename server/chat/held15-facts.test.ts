// Fact questions, declines and SSN refusals from held-out 15's faults, as general rules tested on
// phrasings of our own (ADR 135).
import { describe, expect, it } from 'vitest';
import { speaksOfSsns } from '#shared/chat/pii';
import { matchFact } from './fact-match';
import { factById, formNamed, inFactWords, otherJurisdiction } from './facts-search';
import { Session } from '../../bench/chat/session';

const session = () => {
  const s = new Session({ filingStatus: 'single' });
  s.greet();
  return s;
};
const reply = (q: string) => session().say(q).plan;
const answer = (id: string) => factById(id)!.answer;
const REFUSAL = 'never take Social Security numbers in chat';
const DONT_KNOW = "I don't know that for sure";
const DECLINE = "I can't help with someone else's return";

describe('the payroll tax is no SSN', () => {
  it('answers the Social Security rate asked about the pay, never the SSN refusal', () => {
    const plan = reply('what percent of social security do they keep out of my paycheck?');
    expect(plan.text).toContain(answer('social-security-rate'));
    expect(plan.text).not.toContain(REFUSAL);
  });
});

describe('a form said not to be the one is not the form asked', () => {
  it('reads "a 1099-NEC, not a W-2" as the 1099-NEC', () => {
    expect(formNamed('they gave me a 1099-nec, not a w-2')).toBe('1099-nec');
    expect(formNamed('i got a 1099-int instead of a w2, what is it')).toBe('1099-int');
    expect(reply('my boss gave me a 1099-NEC instead of a W-2, what does that form mean?').text).toContain(answer('form-1099-nec'));
    // A form named without a negation is still that form.
    expect(formNamed('what is a w2')).toBe('w2');
  });
});

describe('spoken commands to a dictation app or a voice assistant are no part of the question', () => {
  it('drops "new paragraph" and "new line"', () => {
    expect(matchFact('new line what is the medicare rate question mark')?.fact.id).toBe('medicare-rate');
    expect(reply('new paragraph how much is the fica rate question mark').text).toContain(answer('fica-rate'));
  });
  it('drops a wake word and the false start after it', () => {
    expect(inFactWords('ok google wait i mean what is the wage base')).not.toMatch(/google|wait/);
    expect(reply('hey siri no wait i mean when does the additional medicare tax kick in').text).toContain(answer('additional-medicare'));
  });
});

describe('a share of a credit asked is a rule, not the user estimate', () => {
  it('answers what part of the child credit comes back with the refundable part', () => {
    const plan = reply('which part of the child credit is paid back to me if i owe no tax');
    expect(plan.text).toContain(answer('actc'));
    expect(reply('what portion of the child tax credit can i get back as a refund').text).toContain(answer('actc'));
  });
});

describe('unknowable questions are declined, never answered with the figures of a credit they name', () => {
  it('declines whether the IRS will audit a return', () => {
    const text = reply('am i more likely to get audited if i claim the earned income credit').text;
    expect(text).toContain(DONT_KNOW);
    expect(text).not.toMatch(/\$\d/);
  });
});

describe('another person who claims the user has a return of their own', () => {
  it('declines what the parents get back', () => {
    expect(reply('my parents claim me as a dependent, how much refund do they get').text).toContain(DECLINE);
  });
});

describe('SSNs asked for in the plural or by their short name are refused', () => {
  it('recognises "social security numbers" and "my son\'s social"', () => {
    expect(speaksOfSsns('do you need all our social security numbers')).toBe(true);
    expect(speaksOfSsns("should i type my son's social in here")).toBe(true);
    expect(speaksOfSsns('does my social security get taxed')).toBe(false);
    expect(speaksOfSsns('my social worker said to ask')).toBe(false);
    for (const q of ['do you want the social security numbers of my kids?', "can i send you my husband's social now?"]) {
      const plan = reply(q);
      expect(plan.text).toContain(REFUSAL);
      expect(plan.toolCalls.map((c) => c.action)).toContain('review_profile');
    }
  });
});

describe('amounts, ages and everyday names of credits', () => {
  it('reads an amount paid without "$" as an amount', () => {
    expect(inFactWords('after school care cost us like 4,500')).toMatch(/0amount/);
    expect(reply('the babysitter cost around 6,000 this year, do i get a credit for that?').text).toContain(answer('dependent-care-2025'));
  });
  it('reads children under 17 in a credit question as the child tax credit', () => {
    expect(matchFact('what credit do we get for our 2 kids, both under 17')?.fact.id).toBe('child-tax-credit');
  });
  it('reads "where does the rate start" as an income, not a place on a form', () => {
    expect(reply('where does the 15% capital gains rate start').text).toContain(answer('capital-gains'));
  });
});

describe('a box or line follow-up', () => {
  it('answers "and box N" with the same form as the question before', () => {
    const s = session();
    expect(s.say('what is in w-2 box 1').text).toContain(answer('box-w2-box1_wages'));
    expect(s.say('and box 2?').text).toContain(answer('box-w2-box2_federal_income_tax_withheld'));
  });
  it('is no follow-up without a form fact just before', () => {
    expect(reply('and line 35a').text).not.toContain('Source:');
  });
});

describe('a story before the question is set aside a clause at a time', () => {
  it('finds the box asked after a story, keeping the form the story named', () => {
    expect(reply('so excited, we closed on a condo in may!! the bank sent a 1098, what does box 6 points paid mean').text).toContain(answer('box-1098-box6_points_paid'));
    expect(reply('i am 19 and in college, my first w-2 came from a pizza place. box 1 is my pay? what does it mean').text).toContain(answer('box-w2-box1_wages'));
  });
  it('finds the question after a workplace and a rumour', () => {
    expect(reply('i pick up extra shifts at the hospital, my coworkers say overtime is not taxed now, how much can i deduct').text).toContain(answer('overtime-deduction'));
  });
});

describe('a condition ends where the question starts in statement order', () => {
  it('answers "if i can\'t …, i can get more time?" with the extension', () => {
    expect(matchFact('if i wont be ready by april i can get more time?')?.fact.id).toBe('deadline-extension');
    // A condition that opens with its own modal is still one condition.
    expect(matchFact('if i can pay later when is the extension deadline')?.fact.id).toBe('deadline-extension');
  });
});

describe('where the user lives in the US is no other place asked', () => {
  it('answers a federal question from someone in a state', () => {
    expect(otherJurisdiction("when's the filing deadline, we live in florida")).toBeNull();
    expect(reply("what day are returns due? i'm in nevada").text).toContain(answer('deadline-due-date'));
  });
  it('still declines a state\'s own tax, and a foreign country', () => {
    expect(otherJurisdiction('i live in ohio, what is the state tax rate')).toBe('ohio');
    expect(otherJurisdiction("i'm in mexico, what tax rate do i pay")).toBe('mexico');
  });
});

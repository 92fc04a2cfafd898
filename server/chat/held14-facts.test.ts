// Fact questions and declines from held-out 14's wrong answers, abstentions and missed declines, as
// general rules tested on phrasings of our own (ADR 132).
import { describe, expect, it } from 'vitest';
import { matchFact } from './fact-match';
import { factById, inFactWords, soundsLikeFactQuestion, spellingFixed } from './facts-search';
import { Session } from '../../bench/chat/session';

const reply = (q: string) => {
  const s = new Session({});
  s.greet();
  return s.say(q).plan;
};
const answer = (id: string) => factById(id)!.answer;
const DONT_KNOW = "I don't know that for sure";
const DECLINE = "I can't help with someone else's return";

describe('the question asked outranks the story around it', () => {
  it('answers "what is the SE tax" with the tax, never with the deduction of half of it', () => {
    expect(matchFact('whats the se tax')?.fact.id).toBe('self-employment-tax');
    expect(matchFact('i drive for uber and lyft and got two 1099 forms, what is the se tax')?.fact.id).toBe('self-employment-tax');
    // Deducting it is still the deduction's question.
    expect(matchFact('can i deduct half of the se tax')?.fact.id).toBe('se-tax-deduction');
    expect(matchFact('is part of my self employment tax deductible')?.fact.id).toBe('se-tax-deduction');
  });
  it('reads the Social Security tax that "stops" or "maxes out" as its cap, the wage base', () => {
    expect(inFactWords('when does the social security tax max out')).toMatch(/cap maximum wages/);
    expect(matchFact('at what pay does the social security portion stop')?.fact.id).toBe('wage-base');
    // Benefits that stop are no tax with a cap.
    expect(inFactWords('when do my social security benefits stop')).not.toMatch(/cap maximum/);
  });
  it('answers a Social Security question, never the SSN refusal, when no number is named', () => {
    const plan = reply('my husband and i get social security and an annuity, will any of the social security be taxed');
    expect(plan.text).toContain(answer('social-security-taxable-2025'));
    expect(plan.text).not.toContain('never take Social Security numbers');
    // Naming the number is still refused.
    expect(reply('here is my social security number, can you save it').text).toContain('never take Social Security numbers');
  });
  it('reads a question put in everyday words without a question mark as a fact question', () => {
    expect(soundsLikeFactQuestion('i lost a lot on crypto how much can i write off')).toBe(true);
    expect(reply('sold some shares at a loss how much can i write off').text).toContain(answer('capital-loss-limit'));
    expect(reply('retired at 70, i get soc sec and a little annuity. is the soc sec taxable').text).toContain(answer('social-security-taxable-2025'));
  });
  it('never reads a statement put in everyday words as a fact question', () => {
    expect(soundsLikeFactQuestion('retired now, i get soc sec')).toBe(false);
  });
  it('never reads a message that states a date as a fact question', () => {
    expect(soundsLikeFactQuestion('the ssa card says 3/14/1970 use that')).toBe(false);
  });
});

describe('a typo of a tax word next to an everyday name', () => {
  it('keeps "soc sec" as Social Security while it mends "benifits" and "taxible"', () => {
    expect(spellingFixed('is soc sec benifits taxible')).toBe('is soc sec benefits taxable');
    expect(matchFact('what part of soc sec benifits are taxible')?.fact.id).toBe('social-security-taxable-2025');
  });
});

describe('money taken out of a retirement account early', () => {
  it('reads the amount, the age and what it paid for as the story of an early distribution', () => {
    expect(matchFact('i pulled 8k out of my 401k at 41 to pay off a credit card, is there a penalty')?.fact.id).toBe('early-distribution-tax');
    expect(matchFact('cashed out my ira for a new car, penalty?')?.fact.id).toBe('early-distribution-tax');
  });
});

describe('a person the user claims', () => {
  it('reads "i claim him" as a dependent and finds the credit for other dependents', () => {
    expect(inFactWords('we claim him')).toMatch(/\bdependent\b/);
    // Said outright, it is left as said: "claim them as dependents, what credits" is no care credit.
    expect(matchFact('we claim them as dependents, what credits are there')?.fact.id).not.toBe('dependent-care-2025');
    expect(matchFact('my father in law lives here and we claim him, is there a credit')?.fact.id).toBe('credit-other-dependents');
  });
});

describe('what a form is, asked with a story', () => {
  it('answers the form itself when the other clauses only say where it came from', () => {
    expect(matchFact('what is a 1099-int for, my credit union just mailed me one')?.fact.id).toBe('form-1099-int');
    expect(matchFact('got a w-2 from my weekend job, what does it mean')?.fact.id).toBe('form-w2');
  });
  it('answers the question of another clause, not the form, when that clause asks one', () => {
    expect(matchFact('got my w2 today, what is box 12 code d')?.fact.id).toBe('box-w2-12-d');
    expect(matchFact('i got a w2, how much is the social security tax rate')?.fact.id).not.toBe('form-w2');
    // The form named only in the story does not restrict the question to its boxes.
    expect(matchFact('my employer sent my w-2, what is the social security wage base')?.fact.id).toBe('wage-base');
  });
});

describe("someone else's return or situation is declined", () => {
  it('declines a status question about another person', () => {
    expect(reply('my coworker just got divorced, which filing status should he pick').text).toContain(DECLINE);
    expect(reply('my sister is a single mom, can she file as head of household').text).toContain(DECLINE);
  });
  it("still answers the user's own status question that names another person", () => {
    expect(reply('my dad lives with me, what filing status should i use').text).not.toContain(DECLINE);
    expect(reply('my daughter is 16 and works, should she file a return').text).not.toContain(DECLINE);
  });
  it('declines a professional asking for a client\u2019s figures', () => {
    expect(reply('i am an accountant and i need my client mary lee\u2019s agi').text).toContain(DECLINE);
    expect(reply('im a tax preparer, i need my customer joe smiths income from your records').text).toContain(DECLINE);
  });
  it('still answers an accountant\u2019s own fact question', () => {
    expect(reply("i'm an accountant, what's the standard deduction for single").text).not.toContain(DECLINE);
  });
});

describe('below the threshold it still says it does not know', () => {
  it('does not answer a question about an abbreviation the base has no fact for', () => {
    expect(matchFact('i took money out of my ira, when do i have to start rmds')).toBeNull();
    expect(reply('i took money out of my ira, when do i have to start rmds').text).toContain(DONT_KNOW);
    expect(matchFact('whats the fsa limit')).toBeNull();
  });
  it('reads "…, when do X start" as the question, never as a condition to drop', () => {
    expect(matchFact('we moved our 401k into an ira, when do rmds start')).toBeNull();
    expect(matchFact('i file an extension, when is the new deadline')?.fact.id).toBe('deadline-extension');
  });
});

describe('chat shorthand is no unknown topic', () => {
  it('answers a question typed with "ppl" or "thx"', () => {
    expect(matchFact('whats the std deduction for single ppl thx')?.fact.id).toMatch(/^standard-deduction/);
  });
});

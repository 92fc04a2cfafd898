/** Faults found in session 18 before held-out 39 and 40 were first run (ADR 165): each fails without its fix. */
import { describe, expect, it } from 'vitest';
import { AT_DEPENDENTS, AT_STATUS, DONE, DONE_SINGLE } from '../../bench/chat/case-helpers';
import { replyOf } from '../../bench/chat/session';
import { isQuestion } from '#shared/chat/questions';
import { factById } from './facts-search';

const UNKNOWN = /I don't know that for sure/;
/** The reply gives the fact's answer. */
const answers = (id: string) => factById(id)!.answer;

describe('a question that points back at the topic just answered', () => {
  it('asks the phase-out of the credit just answered ("at what income does it start phasing out")', () => {
    const r = replyOf(DONE, 'how much is the child tax credit', 'at what income does it start phasing out');
    expect(r.text).toContain(answers('ctc-phaseout'));
  });
  it('asks the same deduction of the spouse ("does she get the extra amount too")', () => {
    expect(replyOf(DONE, "how much extra standard deduction if you're over 65", 'does she get the extra amount too').text).toContain(answers('additional-standard-deduction'));
  });
  it('does not lean back when the question names a topic no fact holds (installments, a pension)', () => {
    expect(replyOf(DONE, 'how do I get an extension so I have more time', "ok but I can't pay what I owe, can I pay it in installments").text).not.toContain(answers('deadline-extension'));
    expect(replyOf(DONE, 'how much of my social security is taxable', 'and my pension from the state, is that taxed').text).toMatch(UNKNOWN);
  });
  it('reads "it" with only an aspect asked as the fact just answered, though the words alone find another', () => {
    expect(replyOf(DONE_SINGLE, 'no tax on tips how much can i deduct', 'does it phase out').text).toContain(answers('tips-deduction'));
    expect(replyOf(DONE_SINGLE, 'daycare credit for 2 kids', 'is that per kid').text).toContain(answers('dependent-care-2025'));
    expect(replyOf(DONE_SINGLE, 'education credits for college', 'is any of it refundable').text).toContain(answers('education-credits-2025'));
    expect(replyOf(DONE_SINGLE, 'eitc max w 2 kids', 'whats the income limit for it').text).toContain(answers('eic-2025'));
  });
  it('keeps "that" beside a topic of its own to that topic', () => {
    expect(replyOf(DONE_SINGLE, 'how much is the child tax credit', 'theres a DD in box 12 on my w-2, what is that').text).not.toContain(answers('child-tax-credit'));
  });
  it('asks "same thing for overtime?" of the topic named, the way the last question was asked', () => {
    expect(replyOf(DONE_SINGLE, 'no tax on tips how much can i deduct', 'same thing for overtime?').text).toContain(answers('overtime-deduction'));
  });
  it('does not read thanks as a question', () => {
    expect(replyOf(DONE, 'how much is the child tax credit', 'ok thanks that helps').text).not.toContain(answers('child-tax-credit'));
  });
});

describe('a way of filing put as a condition', () => {
  it('proposes no status from "if we file separately" in a question', () => {
    expect(replyOf(AT_STATUS, 'is the standard deduction lower if we file separately').proposal).toBeNull();
    expect(replyOf(DONE, 'how much is the child tax credit', 'does it go down if we file separately').proposal).toBeNull();
  });
  it('still reads a status the user says they take', () => {
    expect(replyOf(AT_STATUS, 'we are married and we file separately').proposal?.filing_status).toBe('married_filing_separately');
  });
});

describe('a question opened by a preposition and a question word', () => {
  it('is a question ("at what income …", "by when …"), "for what it\'s worth" is not', () => {
    expect(isQuestion('at what income does it start phasing out')).toBe(true);
    expect(isQuestion('by when do i have to pay')).toBe(true);
    expect(isQuestion("for what it's worth i'm single")).toBe(false);
  });
});

describe('held-out 39 and 40, first run (ADR 165)', () => {
  const NAME_NEXT = { filingStatus: 'single' };
  it('keeps a divorce not yet final as married, and asks joint or separate (Pub. 501)', () => {
    const story = "We're getting divorced but it won't be final until spring 2026, and we're both still in the house until it sells. No kids.";
    expect(replyOf(AT_STATUS, story)).toMatchObject({ proposal: null, asked: 'fs_joint' });
    expect(replyOf(AT_STATUS, story, 'separately for sure').proposal?.filing_status).toBe('married_filing_separately');
    expect(replyOf(AT_STATUS, 'i got divorced in march 2025, no kids').proposal?.filing_status).toBe('single');
  });
  it('declines a figure asked in the past tense of the year told ("back in 2023 … what were the brackets")', () => {
    expect(replyOf(DONE, 'Back in 2023 when my wife died, what were the tax brackets for a surviving spouse?').text).toMatch(/I only have the 2025 rules/);
    expect(replyOf(DONE, 'my wife died in 2023, what are the brackets for a surviving spouse').text).toContain(answers('brackets-qualifying_widow'));
  });
  it("declines another adult's benefits, the apostrophe left out", () => {
    expect(replyOf(DONE, 'can u figure out how much of my dads is taxable, hes on ss too').text).toMatch(/someone else's return/);
  });
  it('drops an apology after a name, and "b4 we start" before a question', () => {
    expect(replyOf(NAME_NEXT, 'jamal whitaker sry').proposal).toEqual({ first_name: 'Jamal', last_name: 'Whitaker' });
    expect(replyOf(DONE, 'b4 we start when is the deadline').text).toContain(answers('deadline-due-date'));
  });
  it('refuses an SSN asked for with a typo or a short name ("sociel security #", "ss number")', () => {
    expect(replyOf(DONE, 'do u need my sociel security #').text).toMatch(/never take Social Security numbers in chat/);
    expect(replyOf(DONE, 'can i just type my ss number here').text).toMatch(/never take Social Security numbers in chat/);
    expect(replyOf(DONE, 'how do i apply for an ITIN for my husband').text).not.toMatch(/never take Social Security numbers/);
  });
  it("gives a couple's own figure for \"us\" and \"our\"", () => {
    expect(replyOf(DONE, 'whats the std deduction for us').text).toContain(answers('standard-deduction-married_filing_jointly'));
  });
  it('answers whether a named payroll or self-employment tax applies, though the user tells their own amounts', () => {
    expect(replyOf(DONE, 'I only made about $350 selling earrings on Etsy this year. Do I owe self-employment tax on that?').text).toContain(answers('self-employment-tax'));
    expect(replyOf(DONE, "Do they still take social security tax out of my wages even though I'm retired?").text).not.toMatch(/analyzed income documents/);
  });
  it('reads children\'s names typed in lower case, and ages written "14yo" or "11 yo"', () => {
    expect(replyOf(AT_DEPENDENTS, 'daughters ava 10 and rose 2, son eli 7').proposal?.dependents).toEqual([
      { relationship: 'Daughter', first_name: 'Ava', birth_year_estimate: 2015 },
      { relationship: 'Daughter', first_name: 'Rose', birth_year_estimate: 2023 },
      { relationship: 'Son', first_name: 'Eli', birth_year_estimate: 2018 },
    ]);
    expect(replyOf(AT_DEPENDENTS, '2 boys sam 14yo and leo 11 yo').proposal?.dependents?.map((d) => d.first_name)).toEqual(['Sam', 'Leo']);
    expect(replyOf(AT_DEPENDENTS, 'my son is 7 and my daughter is 4').proposal?.dependents?.map((d) => d.first_name)).toEqual([undefined, undefined]);
  });
});

describe('who a later answer is about (ADR 165)', () => {
  it('gives a name and age said alone the relation told earlier in the conversation', () => {
    expect(replyOf(AT_STATUS, 'The divorce was final in April. My daughter Harper lives with me full time.', 'Yes, I cover the rent, the utilities and the groceries. He pays nothing toward the house.', '!confirm', 'Harper is 7').proposal?.dependents)
      .toEqual([{ relationship: 'Daughter', first_name: 'Harper', birth_year_estimate: 2018 }]);
    expect(replyOf(AT_STATUS, 'My husband died in November 2024.', "Yes, our son Mateo. He's 9 and he lives with me all year.", "I pay the mortgage and every bill myself, and no, I haven't remarried.", '!confirm', 'Mateo, 9').proposal?.dependents)
      .toEqual([{ relationship: 'Son', first_name: 'Mateo', birth_year_estimate: 2016 }]);
  });
  it('takes the one relative spoken of without a name ("my mother lives with me" → "Rosa is 74")', () => {
    expect(replyOf(AT_DEPENDENTS, 'my mother lives with me and i support her', 'Rosa is 74').proposal?.dependents)
      .toEqual([{ relationship: 'Mother', first_name: 'Rosa', birth_year_estimate: 1951 }]);
  });
  it('reads "nobody — our daughter … files jointly with her husband" as no dependents, and no status of the user\'s', () => {
    const r = replyOf(AT_DEPENDENTS, 'Nobody anymore — our daughter got married in June and files jointly with her husband now.');
    expect(r.proposal).toBeNull();
    expect(r.asked).not.toBe('dependents');
  });
  it('claims no relative told as having died, and gives the birth year to the one named', () => {
    expect(replyOf(AT_DEPENDENTS, 'My niece Sofia has lived with me ever since my sister passed away. She was born in 2012.').proposal?.dependents)
      .toEqual([{ relationship: 'Niece', first_name: 'Sofia', birth_year_estimate: 2012 }]);
  });
  it("reads a form the user gets as the user's own, whoever the story names", () => {
    expect(replyOf(DONE, 'My grandfather left me some stock when he died and now I get a 1099-DIV. What is box 1b?').text).toContain('Form 1099-DIV box 1b');
    expect(replyOf(DONE, 'my brother got a 1099, what is box 1').text).toMatch(/someone else's return/);
  });
});

describe("last year's figure", () => {
  it('declines "last year\'s max EITC" and "last year\'s standard deduction for married couples"', () => {
    expect(replyOf(DONE_SINGLE, "what was last year's max EITC").text).toMatch(/I only have the 2025 rules, so I can't give you 2024 figures/);
    expect(replyOf(DONE, "what was last year's standard deduction for married couples").text).toMatch(/I only have the 2025 rules/);
  });
  it('still answers a 2025 figure after a story of last year', () => {
    expect(replyOf(DONE, "we got married last year, what's our standard deduction").text).toContain(answers('standard-deduction-married_filing_jointly'));
  });
});

describe('a married user who files their own return', () => {
  it('proposes Married Filing Separately for "married but i want to file my own return"', () => {
    expect(replyOf(AT_STATUS, 'married but i want to file my own return').proposal?.filing_status).toBe('married_filing_separately');
    expect(replyOf(AT_STATUS, 'not married, i file my own return').proposal?.filing_status).not.toBe('married_filing_separately');
  });
});

describe('held-out 41, after its first run (ADR 165)', () => {
  it('reads box 12\'s code said as its capital letters ("box 12 with letters DD"), not a lower-case "letter a"', () => {
    expect(replyOf(DONE_SINGLE, 'In my W-2 paper there is box 12 with letters DD and a big number. What means this?').text).toContain(answers('box-w2-12-dd'));
    expect(replyOf(DONE_SINGLE, 'i got a letter a week ago, what is box 1 on my w2').text).toContain(answers('box-w2-box1_wages'));
  });
  it('answers a polite request in a letter ("we would be grateful if you could tell us …") and does not reopen the status', () => {
    const r = replyOf(DONE, 'Dear team, my husband works many extra hours in the factory. We would be grateful if you could tell us how much the overtime deduction is for 2025. Sincerely, Ewa');
    expect(r.text).toContain(answers('overtime-deduction'));
    expect(r.asked).not.toBe('fs_lived_apart');
  });
});

import { describe, expect, it } from 'vitest';
import { asksAboutTheQuestion, classifyQuestion, isQuestion, statusInText } from './questions';

describe('classifyQuestion', () => {
  it.each([
    ["what's the standard deduction for married filing jointly?", { kind: 'standard_deduction', status: 'married_filing_jointly' }],
    ['What is the standard deduction?', { kind: 'standard_deduction', status: null }],
    ['standard deduction for head of household', { kind: 'standard_deduction', status: 'head_of_household' }],
    ['what are the tax brackets for single filers?', { kind: 'brackets', status: 'single' }],
    ['What does box 12 code DD mean on my W-2?', { kind: 'box', form: 'w2', box: '12', code: 'DD' }],
    ['what is box 1a on a 1099-DIV?', { kind: 'box', form: '1099-div', box: '1a' }],
    ['What is box 2?', { kind: 'box', form: 'w2', box: '2' }],
    ['how much did I earn?', { kind: 'my_income' }],
    ['What were my wages this year?', { kind: 'my_income' }],
    ['how much was withheld from my pay?', { kind: 'my_withholding' }],
    ['which documents are still processing?', { kind: 'processing' }],
    ['when is the filing deadline?', { kind: 'topic', topic: 'deadline' }],
    ['Can I get an extension?', { kind: 'topic', topic: 'deadline' }],
    ['when does the IRS start accepting returns?', { kind: 'topic', topic: 'filing_opens' }],
    ['how long will my refund take?', { kind: 'topic', topic: 'refund_timing' }],
    ['how much is the child tax credit?', { kind: 'topic', topic: 'child_tax_credit' }],
    ['what documents do I need to bring?', { kind: 'topic', topic: 'documents' }],
    ["what's missing from my profile?", { kind: 'next_step' }],
    ['what is the next step?', { kind: 'next_step' }],
    ['will I get a refund?', { kind: 'estimate' }],
    ['where do I enter my SSN?', { kind: 'ssn' }],
    ['how do I upload my W-2?', { kind: 'upload' }],
    ['can I deduct my cat?', { kind: 'unknown' }],
  ])('%s', (text, want) => {
    expect(classifyQuestion(text)).toEqual(want);
  });
  it.each([['Jane Doe'], ['I got married last June'], ['78701']])('not a question: %s', (text) => {
    expect(classifyQuestion(text)).toBeNull();
  });
  it('recognises questions and statuses', () => {
    expect(isQuestion('How are you')).toBe(true);
    expect(isQuestion('Jane')).toBe(false);
    // A story, then the question in its last clause.
    expect(isQuestion('got a 1099-r from my old job, is that income')).toBe(true);
    expect(isQuestion('had a side gig all year, so how much do i set aside')).toBe(true);
    expect(isQuestion('my son is 10, he lives with me')).toBe(false);
    // A couple asks as "we" as a single person asks as "i".
    expect(isQuestion('we sold the boat last spring, do we owe tax on that')).toBe(true);
    expect(isQuestion('if we file jointly can we both claim the credit')).toBe(true);
    expect(isQuestion('we got married in june, we live in austin')).toBe(false);
    expect(statusInText('MFJ')).toBe('married_filing_jointly');
    expect(statusInText('for a widow')).toBe('qualifying_widow');
    expect(statusInText('brackets if we file separate')).toBe('married_filing_separately');
  });

  it('reads a question after an opening aside, after a condition, and a request to the consultant', () => {
    expect(isQuestion('oh and btw, whats the medicare rate')).toBe(true);
    expect(isQuestion('once i mail it in how long until it is processed')).toBe(true);
    expect(isQuestion('could you fill out last year for me too')).toBe(true);
    expect(isQuestion('look up my sister’s 1099')).toBe(true);
    expect(isQuestion('if that matters, i rent')).toBe(false);
    // A verb before its subject, without a question mark.
    expect(isQuestion('was i supposed to report my venmo income')).toBe(true);
    expect(isQuestion('have we missed the deadline already')).toBe(true);
    expect(isQuestion('am i likely to owe a penalty')).toBe(true);
    expect(isQuestion('have two kids, 4 and 9')).toBe(false);
  });

  it('treats how a kind of pay is taxed as a rule, and "how soon" a refund as its timing', () => {
    expect(classifyQuestion('are my tips taxable?')?.kind).not.toBe('my_income');
    expect(classifyQuestion('how quickly will my refund come?')).toEqual({ kind: 'topic', topic: 'refund_timing' });
  });
});

describe('a question back about the question just asked (ADR 127)', () => {
  it.each(['why do you need to know', 'Why do you ask?', 'ok but why does that matter', 'what does that mean?', 'huh?', 'i dont understand the question', 'what counts as a qualifying person?', 'who counts?', 'what do you mean by that'])('reads "%s" as one', (q) => {
    expect(asksAboutTheQuestion(q)).toBe(true);
  });
  it.each(['why is my refund so small', 'what is the standard deduction', 'what does box 12 mean', 'yes', 'my nephew', 'what counts as income for the eitc'])('leaves "%s" alone', (q) => {
    expect(asksAboutTheQuestion(q)).toBe(false);
  });
});

describe('"due" beside a pregnancy is no deadline (ADR 127)', () => {
  it('reads the box of a postal delivery line as no form box (USPS Pub. 28; ADR 143)', () => {
    expect(classifyQuestion('PO Box 12 Minot ND 58702')).toBeNull();
    expect(classifyQuestion('rr 4 box 27 hope ar 71801')).toBeNull();
    expect(classifyQuestion('my address is psc 1005 box 88, apo ae 09094')).toBeNull();
    expect(classifyQuestion('what is in box 12 of my w2')).toEqual({ kind: 'box', form: 'w2', box: '12' });
  });
  it('reads a baby due in a later year as no deadline question', () => {
    expect(classifyQuestion("we're expecting, the baby is due in april 2026")).toBeNull();
    expect(classifyQuestion('when is my return due')).toEqual({ kind: 'topic', topic: 'deadline' });
  });
});

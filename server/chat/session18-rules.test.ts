/** Faults found in session 18 before held-out 39 and 40 were first run (ADR 165): each fails without its fix. */
import { describe, expect, it } from 'vitest';
import { AT_STATUS, DONE, DONE_SINGLE } from '../../bench/chat/case-helpers';
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

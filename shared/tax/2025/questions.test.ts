import { describe, expect, it } from 'vitest';
import { BOX_FACTS, TAX_FACTS_2025, boxMeaning, factById, factsByTopic, searchFacts } from '#shared/tax/2025/questions';

describe('fact table', () => {
  it('every fact has a unique id, an answer and a source', () => {
    const ids = TAX_FACTS_2025.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of TAX_FACTS_2025) {
      expect(f.answer.length).toBeGreaterThan(20);
      expect(f.source.length).toBeGreaterThan(5);
      expect(f.keywords.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['deadline-filing-opens', 'January 26, 2026'],
    ['deadline-due-date', 'April 15, 2026'],
    ['deadline-due-date', 'October 15, 2026'],
    ['deadline-refund-timing', '21 days'],
    ['deadline-refund-timing', '6–8 weeks'],
    ['standard-deduction', 'Single: $15,750.00'],
    ['standard-deduction', 'Married Filing Jointly: $31,500.00'],
    ['standard-deduction', 'Head of Household: $23,625.00'],
    ['standard-deduction', 'Qualifying Surviving Spouse: $31,500.00'],
    ['brackets-single', '10 % up to $11,925.00'],
    ['brackets-single', '37 % over $626,350.00'],
    ['brackets-married_filing_jointly', '12 % up to $96,950.00'],
    ['brackets-married_filing_separately', '35 % up to $375,800.00'],
    ['brackets-head_of_household', '32 % up to $250,500.00'],
    ['child-tax-credit', '$2,200.00 per qualifying child'],
    ['child-tax-credit', 'up to $1,700.00 per child'],
    ['child-tax-credit', '$400,000.00'],
    ['documents-to-bring', 'Form W-2'],
    ['box-w2-4', '$10,918.20'],
    ['box-w2-12-dd', 'not taxable'],
    ['box-1099-div-1b', 'Form 1040 line 3a'],
  ])('%s mentions %j', (id, text) => {
    expect(factById(id)?.answer).toContain(text);
  });

  it('topics group the facts', () => {
    expect(factsByTopic('deadlines')).toHaveLength(3);
    expect(factsByTopic('brackets')).toHaveLength(4);
    expect(factsByTopic('form_boxes')).toHaveLength(BOX_FACTS.length);
    expect(factById('nope')).toBeUndefined();
  });
});

describe('boxMeaning', () => {
  it.each([
    ['w2', '1', undefined, 'Wages, tips, other compensation'],
    ['w2', '2', undefined, 'Federal income tax withheld'],
    ['w2', '3', undefined, 'Social security wages'],
    ['w2', '4', undefined, 'Social security tax withheld'],
    ['w2', '5', undefined, 'Medicare wages and tips'],
    ['w2', '6', undefined, 'Medicare tax withheld'],
    ['w2', '12', 'D', 'Box 12 code D'],
    ['w2', '12', 'dd', 'Box 12 code DD'],
    ['w2', '12', 'W', 'Box 12 code W'],
    ['w2', '12', 'C', 'Box 12 code C'],
    ['w2', '12', 'E', 'Box 12 code E'],
    ['1099-int', '1', undefined, 'Interest income'],
    ['1099-div', '1a', undefined, 'Total ordinary dividends'],
    ['1099-div', '1B', undefined, 'Qualified dividends'],
    ['1098', '1', undefined, 'Mortgage interest received from payer(s)/borrower(s)'],
  ] as const)('%s box %s %s → %s', (form, box, code, title) => {
    expect(boxMeaning(form, box, code)?.title).toBe(title);
  });

  it.each([
    ['w2', '7', undefined],
    ['w2', '12', 'Z'],
    ['1098', '5', undefined],
  ] as const)('%s box %s %s is not in the table', (form, box, code) => {
    expect(boxMeaning(form, box, code)).toBeUndefined();
  });
});

describe('searchFacts', () => {
  it.each([
    ['When is the deadline to file?', 'deadline-due-date'],
    ['Can I get an extension?', 'deadline-due-date'],
    ['How long until my refund arrives?', 'deadline-refund-timing'],
    ['What is the standard deduction for 2025?', 'standard-deduction'],
    ['tax brackets for head of household', 'brackets-head_of_household'],
    ['What is the child tax credit?', 'child-tax-credit'],
    ['What documents do I need?', 'documents-to-bring'],
    ['What is box 12 code DD on my W2?', 'box-w2-12-dd'],
    ['explain qualified dividends', 'box-1099-div-1b'],
  ])('%j → %s first', (query, id) => {
    expect(searchFacts(query)[0]?.id).toBe(id);
  });

  it('returns nothing for unrelated text and respects the limit', () => {
    expect(searchFacts('zebra xylophone')).toEqual([]);
    expect(searchFacts('bracket rate', 2)).toHaveLength(2);
  });
});

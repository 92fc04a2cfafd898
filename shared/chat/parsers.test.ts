import { describe, expect, it } from 'vitest';
import {
  maskSsnLike,
  mentionsSsn,
  parseAnswer,
  parseCityState,
  parseDateOfBirth,
  parseDependents,
  parseEmail,
  parseFilingStatus,
  parseName,
  parseOccupation,
  parsePhone,
  parseStreetAddress,
  parseZip,
} from './parsers';

const opts = { today: '2026-02-10', taxYear: 2025 };

describe('maskSsnLike', () => {
  it.each([
    ['my ssn is 123-45-6789', 'my ssn is ***-**-6789', true],
    ['123 45 6789', '***-**-6789', true],
    ['123456789', '***-**-6789', true],
    ['zip 78701-1234', 'zip 78701-1234', false],
    ['call (512) 555-0100', 'call (512) 555-0100', false],
    ['5125550100', '5125550100', false],
    ['born 1985-03-03', 'born 1985-03-03', false],
  ])('%s', (input, out, masked) => {
    expect(maskSsnLike(input)).toEqual({ text: out, masked });
  });
  it('knows when SSNs are talked about', () => {
    expect(mentionsSsn('Here is my social security number')).toBe(true);
    expect(mentionsSsn('my SSN')).toBe(true);
    expect(mentionsSsn('***-**-6789')).toBe(true);
    expect(mentionsSsn('I am a nurse')).toBe(false);
  });
});

describe('parseName', () => {
  it('reads names as Unicode letters, never cut at an accent (ADR 069)', () => {
    expect(parseName("I'm Ángel Núñez")).toEqual({ first_name: 'Ángel', last_name: 'Núñez' });
    expect(parseName('my name is Zoë Brontë')).toEqual({ first_name: 'Zoë', last_name: 'Brontë' });
    expect(parseName('first name is Anne Sophie, last name Dubé')).toEqual({ first_name: 'Anne Sophie', last_name: 'Dubé' });
    expect(parseName('my last names are Peña Ortiz and my first name is Inés')).toEqual({ first_name: 'Inés', last_name: 'Peña Ortiz' });
    // Spelled letters after a labelled value are not a second word of it.
    expect(parseName('first name Thi T-H-I, last name Vo')).toEqual({ first_name: 'Thi', last_name: 'Vo' });
  });
  it('takes no lone initial for a first name (ADR 069)', () => {
    expect(parseName('you can call me K')).toBeNull();
    expect(parseName('call me R.')).toBeNull();
  });
  it.each([
    ['My name is Jane Doe', false, { first_name: 'Jane', last_name: 'Doe' }],
    ["my name's jane q. doe", false, { first_name: 'Jane', middle_name: 'Q.', last_name: 'Doe' }],
    ["I'm Robert Smith Jr.", false, { first_name: 'Robert', last_name: 'Smith', suffix: 'Jr.' }],
    ['I am Maria Elena Garcia', false, { first_name: 'Maria', middle_name: 'Elena', last_name: 'Garcia' }],
    ['jane doe', true, { first_name: 'Jane', last_name: 'Doe' }],
    ["It's Sean O'Brien", true, { first_name: 'Sean', last_name: "O'Brien" }],
    ['Jane', true, { first_name: 'Jane' }],
    ['call me John Smith III', false, { first_name: 'John', last_name: 'Smith', suffix: 'III' }],
  ])('%s', (text, asked, want) => {
    expect(parseName(text, asked)).toEqual(want);
  });
  it.each([["I'm a nurse in Austin, TX"], ['I am married'], ['I got married last June'], ['jane doe']])('no name in %s (not asked)', (text) => {
    expect(parseName(text, false)).toBeNull();
  });
});

describe('parseDateOfBirth', () => {
  it.each([
    ['born March 3 1985', false, '1985-03-03'],
    ['I was born on March 3rd, 1985', false, '1985-03-03'],
    ['my birthday is 3/3/1985', false, '1985-03-03'],
    ['DOB 03/03/85', false, '1985-03-03'],
    ['born 3 March 1985', false, '1985-03-03'],
    ['born the 3rd of March, 1985', false, '1985-03-03'],
    ['1985-03-03', true, '1985-03-03'],
    ['Dec. 25, 1990', true, '1990-12-25'],
    ['12-25-1990', true, '1990-12-25'],
    ['born 2/30/1990', false, null],
    ['born March 3 2030', false, null],
    ['I got married March 3 2025', false, null],
  ])('%s', (text, asked, want) => {
    expect(parseDateOfBirth(text, opts.today, asked)).toBe(want);
  });
});

describe('parseFilingStatus', () => {
  it.each([
    ['I got married last June', 'married_filing_jointly', /December 31, 2025/],
    ["I'm married", 'married_filing_jointly', /married/i],
    ['my wife and I', 'married_filing_jointly', /Jointly/],
    ['we want to file separately', 'married_filing_separately', /Separately/],
    ['married filing separately', 'married_filing_separately', /each spouse/],
    ['single', 'single', /unmarried/],
    ["I'm divorced", 'single', /December 31, 2025/],
    ['I am not married', 'single', /unmarried/],
    ['single mom with two kids', 'head_of_household', /Head of Household/],
    ['divorced, my son lives with me', 'head_of_household', /Head of Household/],
    ['head of household', 'head_of_household', /keeping up a home/],
    ['my husband passed away in 2025', 'married_filing_jointly', /loss/],
    ['my wife died in 2024 and I have a daughter', 'qualifying_widow', /Qualifying Surviving Spouse/],
    ['my wife died in 2024', 'single', /requires a dependent child/],
    ['my husband died in 2023 and my foster son lives with me', 'head_of_household', /foster child does not make you a Qualifying Surviving Spouse/],
    ['my husband died in 2023, my foster son and my daughter live with me', 'qualifying_widow', /Qualifying Surviving Spouse/],
    ['qualifying surviving spouse', 'qualifying_widow', /two years/],
  ])('%s', (text, status, why) => {
    const r = parseFilingStatus(text, 2025);
    expect(r?.status).toBe(status);
    expect(r?.explanation).toMatch(why);
  });
  it.each([['I am a nurse'], ['my husband passed away'], ['hello']])('nothing in %s', (text) => {
    expect(parseFilingStatus(text, 2025)).toBeNull();
  });
});

describe('parseDependents', () => {
  it.each([
    ['two kids, 4 and 9', [{ relationship: 'Child', birth_year_estimate: 2021 }, { relationship: 'Child', birth_year_estimate: 2016 }]],
    ['I have 2 kids aged 4 and 9', [{ relationship: 'Child', birth_year_estimate: 2021 }, { relationship: 'Child', birth_year_estimate: 2016 }]],
    ['a son (7) and a daughter aged 3', [{ relationship: 'Son', birth_year_estimate: 2018 }, { relationship: 'Daughter', birth_year_estimate: 2022 }]],
    ['my daughter Lily is 6', [{ relationship: 'Daughter', first_name: 'Lily', birth_year_estimate: 2019 }]],
    ['one child', [{ relationship: 'Child' }]],
    ['my kids are 4 and 9', [{ relationship: 'Child', birth_year_estimate: 2021 }, { relationship: 'Child', birth_year_estimate: 2016 }]],
    ['three children', [{ relationship: 'Child' }, { relationship: 'Child' }, { relationship: 'Child' }]],
    ['twins, both 5', [{ relationship: 'Child', birth_year_estimate: 2020 }, { relationship: 'Child', birth_year_estimate: 2020 }]],
    ['my mother lives with me', [{ relationship: 'Mother' }]],
    ['my dad lives with us', [{ relationship: 'Father' }]],
    ['my father-in-law lives with us', [{ relationship: 'Father-in-law' }]],
    // The adjective gives the count and both share the age; "dependents" names them, it adds nobody.
    ['our twin boys are 11 and they are my dependents', [{ relationship: 'Son', birth_year_estimate: 2014 }, { relationship: 'Son', birth_year_estimate: 2014 }]],
    ['triplet girls, 2 years old', [{ relationship: 'Daughter', birth_year_estimate: 2023 }, { relationship: 'Daughter', birth_year_estimate: 2023 }, { relationship: 'Daughter', birth_year_estimate: 2023 }]],
    ['my nephew? no, my daughter (12) is my only dependent', [{ relationship: 'Daughter', birth_year_estimate: 2013 }]],
    // A number a noun labels is not an age (ADR 075): no birth year is invented from it.
    ['my daughter is in grade 4', [{ relationship: 'Daughter' }]],
    ['my son lives in apt #6 upstairs', [{ relationship: 'Son' }]],
    ['my son, 9, is in room 14', [{ relationship: 'Son', birth_year_estimate: 2016 }]],
  ])('%s', (text, want) => {
    const r = parseDependents(text, 2025, true);
    expect(r?.none).toBe(false);
    expect(r?.dependents).toEqual(want);
  });
  it.each([['no kids'], ['No'], ['none'], ["I don't have any children"], ['no dependents']])('none: %s', (text) => {
    expect(parseDependents(text, 2025, true)).toEqual({ dependents: [], none: true });
  });
  it('a bare "no" only counts when dependents were asked', () => {
    expect(parseDependents('No', 2025, false)).toBeNull();
  });
});

describe('parseOccupation', () => {
  it.each([
    ["I'm a nurse in Austin, TX", false, 'nurse'],
    ['I work as a software engineer', false, 'developer'],
    ['I am a high school teacher', false, 'educator'],
    ["I'm self-employed", false, 'business_owner'],
    ['I own a small business', false, 'business_owner'],
    ["I'm an electrician", false, 'skilled_trades'],
    ['lawyer', true, 'attorney'],
    ['CPA', true, 'accountant'],
    ['chef', true, 'other'],
    ['I am a student', false, 'student'],
  ])('%s', (text, asked, want) => {
    expect(parseOccupation(text, asked)).toBe(want);
  });
  it('does not guess without talk of work', () => {
    expect(parseOccupation('my husband is a nurse and we live in Texas', false)).toBeNull();
  });
});

describe('places', () => {
  it.each([
    ["I'm a nurse in Austin, TX", false, { city: 'Austin', state: 'TX' }],
    ['we live in Austin Texas', false, { city: 'Austin', state: 'TX' }],
    ['Salt Lake City, Utah', false, { city: 'Salt Lake City', state: 'UT' }],
    ['austin, tx', true, { city: 'Austin', state: 'TX' }],
    ['new york, ny', true, { city: 'New York', state: 'NY' }],
    ['Denver', true, { city: 'Denver' }],
    ['I moved to Portland, OR last year', false, { city: 'Portland', state: 'OR' }],
  ])('city/state %s', (text, asked, want) => {
    expect(parseCityState(text, asked)).toEqual(want);
  });
  it.each([
    ['I live at 100 Congress Ave, Austin, TX 78701', false, '100 Congress Ave'],
    ['123 N Main Street Apt 4B', false, '123 N Main Street Apt 4B'],
    ['4500 W. Elm Rd', false, '4500 W. Elm Rd'],
    ['PO Box 77', false, 'PO BOX 77'],
    ['12 Rue Royale', true, '12 Rue Royale'],
    ['I live in Austin', false, null],
  ])('street %s', (text, asked, want) => {
    expect(parseStreetAddress(text, asked)).toBe(want);
  });
  it.each([
    ['Austin, TX 78701', false, '78701'],
    ['zip code is 10001', false, '10001'],
    ['78701', true, '78701'],
    ['78701-1234', true, '78701-1234'],
    ['100 Congress Ave', false, null],
  ])('zip %s', (text, asked, want) => {
    expect(parseZip(text, asked)).toBe(want);
  });
  it.each([
    ['(512) 555-0100', false, '(512) 555-0100'],
    ['512-555-0100', false, '(512) 555-0100'],
    ['512.555.0100', false, '(512) 555-0100'],
    ['+1 512 555 0100', false, '(512) 555-0100'],
    ['my cell is 5125550100', false, '(512) 555-0100'],
    ['5125550100', true, '(512) 555-0100'],
    ['***-**-6789', true, null],
  ])('phone %s', (text, asked, want) => {
    expect(parsePhone(text, asked)).toBe(want);
  });
  it('email', () => {
    expect(parseEmail('reach me at Jane.Doe@Example.com please')).toBe('jane.doe@example.com');
    expect(parseEmail('no email here')).toBeNull();
  });
});

describe('parseAnswer', () => {
  it('reads several facts from one sentence', () => {
    expect(parseAnswer("I'm a nurse in Austin, TX", 'name', opts).proposal).toEqual({ occupation: 'nurse', city: 'Austin', state: 'TX' });
  });
  it('reads a whole address', () => {
    expect(parseAnswer('100 Congress Ave, Austin, TX 78701', 'address', opts).proposal).toEqual({ address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
  });
  it('uses the item asked for', () => {
    expect(parseAnswer('Jane Doe', 'name', opts).proposal).toEqual({ first_name: 'Jane', last_name: 'Doe' });
    expect(parseAnswer('78701', 'zip', opts).proposal).toEqual({ zip: '78701' });
    expect(parseAnswer('3/3/1985', 'date_of_birth', opts).proposal).toEqual({ date_of_birth: '1985-03-03' });
    expect(parseAnswer('austin, tx', 'city_state', opts).proposal).toEqual({ city: 'Austin', state: 'TX' });
    expect(parseAnswer('5125550100', 'phone', opts).proposal).toEqual({ phone: '(512) 555-0100' });
    expect(parseAnswer('no', 'dependents', opts).noDependents).toBe(true);
  });
  it('explains a filing status and asks to confirm estimated birth years', () => {
    const r = parseAnswer('I got married last June and we have two kids, 4 and 9', 'filing_status', opts);
    expect(r.proposal.filing_status).toBe('married_filing_jointly');
    expect(r.proposal.dependents).toHaveLength(2);
    expect(r.notes.join(' ')).toMatch(/December 31, 2025/);
    expect(r.notes.join(' ')).toMatch(/estimated/);
  });
  it('never proposes anything from an SSN', () => {
    const masked = maskSsnLike('my ssn is 123-45-6789').text;
    expect(parseAnswer(masked, 'ssn', opts).proposal).toEqual({});
  });
});

describe('social security benefits are not the SSN (ADR 074)', () => {
  it('reads "my social security is taxable" as the benefits', () => {
    expect(mentionsSsn('how much of my social security is taxable')).toBe(false);
    expect(mentionsSsn('my social security checks')).toBe(false);
    expect(mentionsSsn('where do i put my social')).toBe(true);
  });
});

describe('parseDependents: another person\'s relative (ADR 150)', () => {
  it('reads no parent of the user\'s from "her mom", "his dad" or "Rick\'s dad"', () => {
    expect(parseDependents('her mom and i split', 2025, true)?.dependents.some((d) => d.relationship === 'Mother') ?? false).toBe(false);
    expect(parseDependents("Rick's dad lives with us part time", 2025, true)?.dependents.some((d) => d.relationship === 'Father') ?? false).toBe(false);
    expect(parseDependents('my daughter Mia lives with me but her dad is claiming her', 2025, true)?.dependents.map((d) => d.relationship)).toEqual(['Daughter']);
  });
  it('still reads a spouse\'s son as the user\'s stepson and "my mom" as the user\'s mother', () => {
    expect(parseDependents("my wife's son is 9", 2025, true)?.dependents.map((d) => d.relationship)).toEqual(['Stepson']);
    expect(parseDependents('my mom lives with me', 2025, true)?.dependents.map((d) => d.relationship)).toEqual(['Mother']);
  });
});

describe('parseDependents: a numbered list (ADR 150)', () => {
  it('does not read an item number as an age', () => {
    const d = parseDependents('1. my son Elijah, 16\n2. my daughter Grace, 12', 2025, true)?.dependents;
    expect(d?.map((x) => x.birth_year_estimate)).toEqual([2009, 2013]);
  });
});

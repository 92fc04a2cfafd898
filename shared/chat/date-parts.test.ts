/** Dates of birth said in parts (ADR 078): phrasings invented for the rules, not the sets' sentences. */
import { describe, expect, it } from 'vitest';
import { completeDate, datePartCorrection, datePartsIn, joinDateParts, missingPartQuestion } from './date-parts';

const today = '2026-02-01';

describe('date parts', () => {
  it('reads a month and day and a year said apart in one message', () => {
    expect(datePartsIn('my birthday is april 9, i was born in 1979', today)).toEqual({ month: 4, day: 9, year: 1979 });
    expect(datePartsIn("born '81, on the 3rd of feb", today)).toEqual({ year: 1981, month: 2, day: 3 });
    expect(datePartsIn('nov 2nd ’04', today)).toEqual({ month: 11, day: 2, year: 2004 });
    expect(datePartsIn('born in august of 77', today)).toEqual({ month: 8, year: 1977 });
  });

  it('reads one part alone and a month with a year in numbers', () => {
    expect(datePartsIn('1971', today)).toEqual({ year: 1971 });
    expect(datePartsIn('it was the 22nd', today)).toEqual({ day: 22 });
    expect(datePartsIn('sept 14', today)).toEqual({ month: 9, day: 14 });
    expect(datePartsIn('born 11/1986', today)).toEqual({ month: 11, year: 1986 });
  });

  it('leaves full numeric dates to the date parser, and refuses parts that contradict each other', () => {
    expect(datePartsIn('3/4/1990', today)).toBeNull();
    expect(datePartsIn('1990 or 1991', today)).toBeNull();
    expect(datePartsIn('i may have kids', today)).toBeNull();
    expect(datePartsIn('the 45th', today)).toBeNull();
  });

  it('joins parts of two messages only when they do not clash, and checks the calendar', () => {
    expect(completeDate(joinDateParts({ month: 6, day: 30 }, { year: 1990 })!)).toBe('1990-06-30');
    expect(joinDateParts({ month: 6, day: 30 }, { month: 7 })).toBeNull();
    expect(completeDate({ year: 1990, month: 2, day: 30 })).toBeNull();
    expect(completeDate({ year: 1992, month: 2, day: 29 })).toBe('1992-02-29');
    expect(completeDate({ month: 2, day: 3 })).toBeNull();
  });

  it('asks for the part that is missing, naming what was read', () => {
    expect(missingPartQuestion({ month: 5, day: 1 })).toMatch(/May 1.*What year were you born\?/);
    expect(missingPartQuestion({ month: 5, year: 1980 })).toMatch(/What day of May were you born\?/);
    expect(missingPartQuestion({ year: 1980 })).toMatch(/month and day/);
  });

  it('corrects the year or the month named as wrong, keeping the other parts', () => {
    expect(datePartCorrection('oops the year is wrong, it should be 1979', '1978-10-02', today)).toBe('1979-10-02');
    expect(datePartCorrection("same day, but it's march not april", '1978-04-02', today)).toBe('1978-03-02');
    expect(datePartCorrection('wrong year: 84', '1983-05-14', today)).toBeNull();
    expect(datePartCorrection("wrong year, it's '84", '1983-05-14', today)).toBe('1984-05-14');
    // A whole new date, or no part named, is not this kind of correction.
    expect(datePartCorrection('1979', '1978-10-02', today)).toBeNull();
  });
});

describe('a correction of the date of birth just given (held-out 8)', () => {
  const today = '2026-02-01';
  it('replaces only the year when a correction word comes with a year alone', () => {
    expect(datePartCorrection('wait, 1969', '1968-07-04', today)).toBe('1969-07-04');
    expect(datePartCorrection('oops make that 1990', '1991-11-30', today)).toBe('1990-11-30');
    // A year inside a story is no correction of the date of birth.
    expect(datePartCorrection('actually 1969 is when we moved', '1968-07-04', today)).toBeNull();
  });
  it('swaps the day and the month when the user says they are the other way round', () => {
    expect(datePartCorrection('sorry, i swapped the day and month', '1980-02-11', today)).toBe('1980-11-02');
    expect(datePartCorrection('month and day are backwards, its 11 february', '1980-02-11', today)).toBeNull();
    expect(datePartCorrection('the day and the month are reversed: november 2', '1980-02-11', today)).toBe('1980-11-02');
    // A swap that is no real date is asked, never proposed.
    expect(datePartCorrection('day and month the other way round', '1980-02-20', today)).toBeNull();
  });
});

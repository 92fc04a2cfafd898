import { describe, expect, it } from 'vitest';
import { formLineName, formLineTitle } from '#shared/review/line-names';

describe('formLineName', () => {
  it.each([
    ['sch1_3', 'Schedule 1, line 3'],
    ['sch1_8z', 'Schedule 1, line 8z'],
    ['sch2_4', 'Schedule 2, line 4'],
    ['schA_17', 'Schedule A, line 17'],
    ['1a', 'Form 1040, line 1a'],
    ['25d', 'Form 1040, line 25d'],
    ['schD_16', 'Schedule D, line 16'],
    ['sch3_2', 'Schedule 3, line 2'],
    ['carry_lt', 'Capital Loss Carryover Worksheet, line 13'],
  ])('%s → %s', (key, name) => {
    expect(formLineName(key)).toBe(name);
  });

  it('titles a line with its label', () => {
    expect(formLineTitle('sch1_3', 'Business income (Schedule C)')).toBe('Schedule 1, line 3: Business income (Schedule C)');
  });
});

import { describe, expect, it } from 'vitest';
import { SIGN_OFF_MESSAGES, consentText, normaliseName, selfSelectPinSchema, signOffSchema, typedNameMatches } from '#shared/review/sign-off';

const valid = {
  signer: 'taxpayer',
  consent: true,
  typedName: 'Anastasia Hodges',
  pin: '24680',
  dateOfBirth: '1990-05-17',
  priorYearAgi: '41,250.00',
  summarySha256: 'a'.repeat(64),
};

describe('Self-Select PIN (IRS Topic 255)', () => {
  it.each([
    ['12345', true],
    ['00001', true],
    ['00000', false],
    ['1234', false],
    ['123456', false],
    ['12a45', false],
    [' 12345', false],
  ])('%j valid: %s', (pin, ok) => {
    expect(selfSelectPinSchema.safeParse(pin).success).toBe(ok);
  });

  it('says why an all-zero PIN is refused', () => {
    const r = selfSelectPinSchema.safeParse('00000');
    expect(r.success ? '' : r.error.issues[0]?.message).toBe(SIGN_OFF_MESSAGES.pinZeros);
  });
});

describe('sign-off request', () => {
  it('accepts a complete request', () => {
    expect(signOffSchema.safeParse(valid).success).toBe(true);
    expect(signOffSchema.safeParse({ ...valid, priorYearAgi: undefined, priorYearPin: '11111' }).success).toBe(true);
    expect(signOffSchema.safeParse({ ...valid, priorYearAgi: '0' }).success).toBe(true);
  });

  it.each([
    [{ consent: false }, 'consent'],
    [{ typedName: '  ' }, 'typedName'],
    [{ pin: '00000' }, 'pin'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
    [{ priorYearAgi: '', priorYearPin: '' }, 'priorYearAgi'],
    [{ priorYearAgi: 'lots' }, 'priorYearAgi'],
    [{ priorYearAgi: undefined, priorYearPin: '123' }, 'priorYearPin'],
    [{ summarySha256: 'abc' }, 'summarySha256'],
    [{ signer: 'preparer' }, 'signer'],
  ])('refuses %j (field %s)', (patch, field) => {
    const r = signOffSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});

describe('typed legal name', () => {
  const name = { first: 'Mary', middle: 'Ann', last: "O'Neil-Smith", suffix: 'Jr.' };
  it.each([
    ['Mary O’Neil-Smith', true],
    ["mary ann o'neil smith", true],
    ['Mary A. ONeil Smith', false],
    ['Mary A O Neil Smith Jr', true],
    ['MARY ANN O NEIL SMITH JR.', true],
    ['Mary Smith', false],
    ['Marie Ann O Neil Smith', false],
    ['', false],
  ])('%j matches: %s', (typed, ok) => {
    expect(typedNameMatches(typed, name)).toBe(ok);
  });

  it('needs a first and last name on the profile', () => {
    expect(typedNameMatches('Mary', { first: 'Mary', last: '' })).toBe(false);
  });

  it('normalises accents and spacing', () => {
    expect(normaliseName('  José   Núñez ')).toBe('jose nunez');
  });
});

describe('consent', () => {
  it('names the year, the declaration, the authorization to file and the PIN', () => {
    const text = consentText(2025);
    expect(text).toContain('2025');
    expect(text).toMatch(/true, correct and complete/);
    expect(text).toMatch(/authorize the TaxDesk preparer to prepare and electronically file/);
    expect(text).toMatch(/Self-Select PIN/);
  });
});

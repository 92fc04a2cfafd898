import { describe, expect, it } from 'vitest';
import {
  createDependentSchema,
  createProfileSchema,
  formatPhone,
  formatSsn,
  isIsoDate,
  localIsoDate,
  maskSsn,
  ssnLast4,
  type ProfileFormInput,
  TAX_ANSWER_MESSAGES,
} from '#shared/profile/schema';

const TODAY = '2026-02-10';
const schema = createProfileSchema({ today: () => TODAY });

const valid: ProfileFormInput = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1985-12-10',
  ssn: '123-45-6789',
  occupation: 'developer',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  address: '12 Analytical Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  filing_status: 'single',
};

/** The messages zod reports for one field after replacing it in the valid profile. */
function messagesFor(field: string, value: unknown): string[] {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('profileFormSchema: a valid profile', () => {
  it('parses, trimming names and defaulting dependents', () => {
    const out = schema.parse({ ...valid, first_name: '  Ada ', middle_name: '', suffix: '' });
    expect(out.first_name).toBe('Ada');
    expect(out.middle_name).toBeUndefined();
    expect(out.suffix).toBeUndefined();
    expect(out.dependents).toEqual([]);
    expect(out.spouse_ssn).toBeUndefined();
  });
});

describe('profileFormSchema: field rules and messages (spec §5)', () => {
  it.each<[string, unknown, string | null]>([
    // first_name / last_name: required
    ['first_name', '', 'First name is required'],
    ['first_name', '   ', 'First name is required'],
    ['first_name', undefined, 'First name is required'],
    ['first_name', 'A', null],
    ['last_name', '', 'Last name is required'],
    ['last_name', undefined, 'Last name is required'],
    ['last_name', "O'Brien-Smith", null],
    // date_of_birth: required, YYYY-MM-DD, not in the future
    ['date_of_birth', '', 'Date of birth is required'],
    ['date_of_birth', undefined, 'Date of birth is required'],
    ['date_of_birth', '12/10/1985', 'Date of birth must be a valid date (YYYY-MM-DD)'],
    ['date_of_birth', '1985-02-30', 'Date of birth must be a valid date (YYYY-MM-DD)'],
    ['date_of_birth', '1985-13-01', 'Date of birth must be a valid date (YYYY-MM-DD)'],
    ['date_of_birth', '2027-01-01', 'Date of birth cannot be in the future'],
    ['date_of_birth', '2026-02-11', 'Date of birth cannot be in the future'],
    ['date_of_birth', TODAY, null],
    ['date_of_birth', '2000-02-29', null],
    ['date_of_birth', '1900-02-29', 'Date of birth must be a valid date (YYYY-MM-DD)'],
    // email: trimmed, lower-cased, valid
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['email', 'a@b', 'Invalid email address'],
    ['email', undefined, 'Invalid email address'],
    ['email', '  Ada@Example.COM ', null],
    // phone: (XXX) XXX-XXXX
    ['phone', '555-123-4567', 'Phone must be in format (XXX) XXX-XXXX'],
    ['phone', '5551234567', 'Phone must be in format (XXX) XXX-XXXX'],
    ['phone', '(555) 123-456', 'Phone must be in format (XXX) XXX-XXXX'],
    ['phone', '', 'Phone must be in format (XXX) XXX-XXXX'],
    ['phone', '(555) 123-4567', null],
    // address min 5, city min 2
    ['address', '1 A', 'Address is required'],
    ['address', '', 'Address is required'],
    ['address', '1 Elm', null],
    ['city', 'A', 'City is required'],
    ['city', 'Ely', null],
    // state exactly 2 characters
    ['state', 'T', 'State must be 2 characters'],
    ['state', 'Texas', 'State must be 2 characters'],
    ['state', '', 'State must be 2 characters'],
    ['state', 'tx', null],
    // an APO/FPO/DPO address's "state" (USPS Pub. 28, 225.1; ADR 143)
    ['state', 'AE', null],
    // zip min 5
    ['zip', '7870', 'ZIP code must be at least 5 characters'],
    ['zip', '78701-1234', null],
    // ssn XXX-XX-XXXX
    ['ssn', '123456789', 'SSN must be in format XXX-XX-XXXX'],
    ['ssn', '123-45-678', 'SSN must be in format XXX-XX-XXXX'],
    ['ssn', '***-**-6789', 'SSN must be in format XXX-XX-XXXX'],
    ['ssn', '', 'SSN must be in format XXX-XX-XXXX'],
    ['ssn', undefined, 'SSN must be in format XXX-XX-XXXX'],
    ['ssn', '987-65-4321', null],
    // occupation min 2
    ['occupation', 'x', 'Occupation is required'],
    ['occupation', '', 'Occupation is required'],
    ['occupation', 'it_professional', null],
    // optional fields
    ['middle_name', undefined, null],
    ['middle_name', 'Byron', null],
    ['suffix', 'Jr.', null],
    ['suffix', 'IV', null],
    ['spouse_ssn', '', null],
    ['spouse_ssn', '123-45-6789', null],
    ['spouse_ssn', '12345', 'SSN must be in format XXX-XX-XXXX'],
    ['spouse_date_of_birth', '', null],
    ['spouse_date_of_birth', '2030-01-01', 'Date of birth cannot be in the future'],
    ['spouse_first_name', 'Charles', null],
    ['spouse_suffix', 'Sr.', null],
  ])('%s = %j → %j', (field, value, message) => {
    const messages = messagesFor(field, value);
    if (message === null) expect(messages).toEqual([]);
    else expect(messages).toContain(message);
  });

  it.each(['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household', 'qualifying_widow'])(
    'filing_status %s is accepted',
    (status) => expect(messagesFor('filing_status', status)).toEqual([]),
  );

  it.each(['', 'widow', 'Single', undefined])('filing_status %j gets the generic message', (status) => {
    expect(messagesFor('filing_status', status)).toHaveLength(1);
  });

  it.each(['V', 'jr', 'Esq.'])('suffix %j is rejected', (suffix) => {
    expect(messagesFor('suffix', suffix)).toHaveLength(1);
  });

  it('lower-cases and trims the email', () => {
    expect(schema.parse({ ...valid, email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it('upper-cases the state', () => {
    expect(schema.parse({ ...valid, state: 'tx' }).state).toBe('TX');
  });

  it('reports every failing field at once', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(
      ['address', 'city', 'date_of_birth', 'email', 'filing_status', 'first_name', 'last_name', 'occupation', 'phone', 'ssn', 'state', 'zip'],
    );
  });
});

describe('dependents', () => {
  const dependent = createDependentSchema({ today: () => TODAY });

  it.each<[Record<string, unknown>, boolean]>([
    [{}, true],
    [{ first_name: 'Tom', last_name: 'L', date_of_birth: '2015-06-01', ssn: '111-22-3333', relationship: 'son' }, true],
    [{ first_name: '', ssn: '', date_of_birth: '' }, true],
    [{ ssn: '111223333' }, false],
    [{ date_of_birth: '2015-6-1' }, false],
    [{ date_of_birth: '2099-01-01' }, false],
  ])('%j valid: %s', (input, ok) => expect(dependent.safeParse(input).success).toBe(ok));

  it('a profile carries a list of dependents; a bad SSN is reported at its path', () => {
    const result = schema.safeParse({
      ...valid,
      filing_status: 'head_of_household',
      dependents: [{ first_name: 'Tom', ssn: '111-22-3333' }, { first_name: 'Ann', ssn: '1' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['dependents', 1, 'ssn'], message: 'SSN must be in format XXX-XX-XXXX' }),
    ]);
  });
});

describe('formatSsn', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890123', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['123-4', '123-4'],
    ['abc', ''],
    ['12a3 4-5', '123-45'],
  ])('%j → %j', (input, out) => {
    expect(formatSsn(input)).toBe(out);
    expect(formatSsn(input).length).toBeLessThanOrEqual(11);
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678999', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['phone', ''],
  ])('%j → %j', (input, out) => {
    expect(formatPhone(input)).toBe(out);
    expect(formatPhone(input).length).toBeLessThanOrEqual(14);
  });
});

describe('maskSsn / ssnLast4', () => {
  it.each([
    ['123-45-6789', '6789', '***-**-6789'],
    ['123456789', '6789', '***-**-6789'],
    ['6789', '6789', '***-**-6789'],
    ['XXX-XX-6789', '6789', '***-**-6789'],
    ['123', null, ''],
    ['', null, ''],
    [null, null, ''],
    [undefined, null, ''],
  ])('%j → last4 %j, masked %j', (input, last4, masked) => {
    expect(ssnLast4(input)).toBe(last4);
    expect(maskSsn(input)).toBe(masked);
  });
});

describe('dates', () => {
  it.each([
    ['2025-01-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['25-01-01', false],
    ['2025-1-1', false],
  ])('isIsoDate(%j) = %s', (text, ok) => expect(isIsoDate(text)).toBe(ok));

  it('localIsoDate pads', () => expect(localIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05'));
});

describe('tax questions (issue 22)', () => {
  const schema = createProfileSchema({ today: () => '2026-02-01' });

  it('stores amounts canonical, answers as yes/no, and leaves blanks out', () => {
    const out = schema.parse({
      ...valid,
      dependents: [{ first_name: 'Tom', date_of_birth: '2015-06-01', relationship: 'Son', months_in_home: '12', full_time_student: '', disabled: 'no' }],
      tax_answers: {
        full_time_student: 'no', retirement_contributions: '$1,500', prior_year_itemized: '', capital_loss_carryover_short: '300.5',
        care_providers: [{ name: 'Little Stars', tin: '12-3456789', amount_paid: '4,000.00' }],
        students: [{ name: 'Sam Lee', half_time: 'yes', aotc_years_claimed: '2', first_four_years_done: 'no' }],
      },
    });
    expect(out.dependents[0]).toMatchObject({ months_in_home: '12', disabled: 'no' });
    expect(out.dependents[0]!.full_time_student).toBeUndefined();
    expect(out.tax_answers).toMatchObject({
      full_time_student: 'no', retirement_contributions: '1500.00', capital_loss_carryover_short: '300.50',
      care_providers: [{ name: 'Little Stars', tin: '12-3456789', amount_paid: '4000.00' }],
      students: [{ name: 'Sam Lee', half_time: 'yes', aotc_years_claimed: '2', first_four_years_done: 'no' }],
    });
    expect(out.tax_answers!.prior_year_itemized).toBeUndefined();
  });

  it.each([
    [{ dependents: [{ months_in_home: '13' }] }, TAX_ANSWER_MESSAGES.months],
    [{ tax_answers: { retirement_contributions: 'lots' } }, TAX_ANSWER_MESSAGES.money],
    [{ tax_answers: { students: [{ name: 'A', aotc_years_claimed: '5' }] } }, TAX_ANSWER_MESSAGES.years],
    [{ tax_answers: { care_providers: [{ name: 'A', tin: '123' }] } }, TAX_ANSWER_MESSAGES.tin],
  ])('rejects %j with its message', (patch, message) => {
    const r = schema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

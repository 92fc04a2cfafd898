/** A complete, valid profile form body (shared/profile/schema.ts). */
export function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Jane',
    middle_name: 'Q',
    last_name: 'Taxpayer',
    suffix: '',
    date_of_birth: '1985-03-03',
    ssn: '123-45-6789',
    occupation: 'nurse',
    email: 'Jane.Taxpayer@Example.test ',
    phone: '(512) 555-0100',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'tx',
    zip: '78701',
    filing_status: 'single',
    dependents: [],
    ...overrides,
  };
}

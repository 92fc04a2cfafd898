import { describe, expect, it } from 'vitest';
import { Session } from '../../bench/chat/session';
import { fromSpanish } from './spanish';

const say = (setup: ConstructorParameters<typeof Session>[0], text: string) => {
  const s = new Session(setup);
  s.greet();
  return Session.proposalOf(s.say(text));
};
const READY = { first_name: 'Jordan', last_name: 'Ellis', date_of_birth: '1986-09-12', occupation: 'other', email: 'jordan.ellis@example.com', phone: '(555) 201-4433', address: '12 Oak St', city: 'Dayton', state: 'OH', zip: '45402' };

describe('Spanish words of the interview (ADR 155)', () => {
  it('reads the glossary words, Spanish dates and "mi nombre es"', () => {
    expect(fromSpanish('nací el 12 de agosto de 1958')).toBe('born august 12, 1958');
    expect(fromSpanish('soltera, sin hijos')).toBe('single, no children');
    expect(fromSpanish('Mi hija Valentina, 6 años')).toBe('My daughter Valentina, 6 years old');
  });
  it('leaves names, street names and English alone', () => {
    expect(fromSpanish('123 Calle El Toro, San Juan PR 00901')).toBe('123 Calle El Toro, San Juan PR 00901');
    expect(fromSpanish('Soledad Casado')).toBe('Soledad Casado');
    expect(fromSpanish('my son is 6 and my daughter is 9')).toBe('my son is 6 and my daughter is 9');
  });
  it('proposes what a Spanish or mixed message states', () => {
    expect(say({}, 'Mi nombre es Guadalupe Torres y naci el 12 de agosto de 1958')).toEqual({ first_name: 'Guadalupe', last_name: 'Torres', date_of_birth: '1958-08-12' });
    expect(say({}, 'soy ana morales, nací el 12 de agosto de 1961')).toMatchObject({ date_of_birth: '1961-08-12' });
    expect(say({}, 'soy ana morales, nací el 12 de agosto de 1961')?.first_name).not.toBe('Soy');
    expect(say({ profile: READY }, 'soltera, sin hijos, no dependientes')).toEqual({ filing_status: 'single' });
    expect(say({ profile: READY }, 'casado, we file juntos with my esposa')).toEqual({ filing_status: 'married_filing_jointly' });
    expect(say({ profile: READY, filingStatus: 'single' }, 'mi hija Valentina, 6 años')).toEqual({ dependents: [{ relationship: 'Daughter', first_name: 'Valentina', birth_year_estimate: 2019 }] });
  });
});

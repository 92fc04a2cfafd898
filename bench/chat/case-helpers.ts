/**
 * The helpers a dialogue set's cases are written with (from the writers' template, /work/notes/s10/writer.tmpl):
 * one turn of each expected kind, and the usual starting points of the interview.
 */
import type { Expect, Turn } from './types';

export const t = (say: string, expect: Expect, confirm?: boolean): Turn => (confirm ? { say, expect, confirm } : { say, expect });
export const fact = (say: string, id: string): Turn => ({ say, expect: { kind: 'fact', id } });
export const decline = (say: string, why: 'other_year' | 'other_person' | 'unknown'): Turn => ({ say, expect: { kind: 'decline', why } });
export const clarify = (say: string): Turn => ({ say, expect: { kind: 'clarify' } });
export const none = (say: string): Turn => ({ say, expect: { kind: 'no_action' } });
export const ssn = (say: string): Turn => ({ say, expect: { kind: 'ssn' } });
export const noDeps = (say: string): Turn => ({ say, expect: { kind: 'no_dependents' } });
export const ask = (say: string, item: 'fs_qualifying' | 'fs_paid_half' | 'fs_married' | 'fs_lived_apart' | 'fs_spouse_died' | 'fs_dependent_child' | 'fs_joint'): Turn => ({ say, expect: { kind: 'ask', item } });

export const READY = { first_name: 'Jordan', last_name: 'Ellis', date_of_birth: '1986-09-12', occupation: 'other',
  email: 'jordan.ellis@example.com', phone: '(555) 201-4433', address: '12 Oak St', city: 'Dayton', state: 'OH', zip: '45402' };
/** The filing-status question is next. */
export const AT_STATUS = { profile: READY };
/** The dependents question is next. */
export const AT_DEPENDENTS = { profile: READY, filingStatus: 'single' };
export const AT_DEPENDENTS_HOH = { profile: READY, filingStatus: 'head_of_household' };
export const AT_DEPENDENTS_MFJ = { profile: READY, filingStatus: 'married_filing_jointly' };
/** The date of birth is asked next. */
export const NAMED = { profile: { first_name: 'Jordan', last_name: 'Ellis' } };
/** The address is asked next. */
export const NAMED_BORN = { profile: { first_name: 'Jordan', last_name: 'Ellis', date_of_birth: '1986-09-12' } };
export const DONE = { profile: { ...READY, profile_complete: true }, filingStatus: 'married_filing_jointly' };
/** A finished profile of a single filer (held-out 31 and 32 ask most of their fact questions from one). */
export const DONE_SINGLE = { profile: { ...READY, profile_complete: true }, filingStatus: 'single' };
export const FS = (filing_status: 'single' | 'married_filing_jointly' | 'married_filing_separately' | 'head_of_household' | 'qualifying_widow'): Expect => ({ kind: 'propose', values: { filing_status } });

/**
 * Saves profile values the user confirmed in chat. When the merged profile passes the full
 * profile form, it goes through the profile domain's saveProfile; otherwise (a new user has no
 * SSN yet, so the form cannot pass) each confirmed field is checked by the same schema and
 * stored on its own through saveProfileFields.
 */
import { missingProfileItems } from '#shared/profile/rules';
import { createProfileSchema } from '#shared/profile/schema';
import type { ProfileProposal } from '#shared/chat/types';
import { CURRENT_TAX_YEAR, PRIOR_TAX_YEAR } from '#shared/tax/current';
import type { DbOrTx } from '../db/client';
import { announceProfileComplete, factsOf, findProfile, saveProfile, saveProfileFields, toView, type ProfileView } from '../domain/profiles';
import { AppError, errors } from '../http/errors';
import type { FieldCipher } from '../security/crypto';

/** The profile form's input built from what is stored (SSNs blank: saveProfile keeps them). */
function formInput(view: ProfileView): Record<string, unknown> {
  const d = view.profileData as Record<string, unknown> & ProfileView['profileData'];
  const text = (k: string) => (typeof d[k] === 'string' ? d[k] : '');
  return {
    first_name: text('first_name'), middle_name: text('middle_name'), last_name: text('last_name'), suffix: text('suffix'),
    date_of_birth: d.date_of_birth ?? '', ssn: '', occupation: text('occupation'),
    email: view.email ?? '', phone: view.phone ?? '', address: text('address'), city: text('city'), state: text('state'), zip: text('zip'),
    filing_status: view.filingStatus ?? '',
    spouse_first_name: text('spouse_first_name'), spouse_middle_name: text('spouse_middle_name'), spouse_last_name: text('spouse_last_name'),
    spouse_suffix: text('spouse_suffix'), spouse_date_of_birth: d.spouse_date_of_birth ?? '', spouse_occupation: text('spouse_occupation'),
    dependents: d.dependents.map((x) => ({ id: x.id, first_name: x.first_name ?? '', last_name: x.last_name ?? '', relationship: x.relationship ?? '', date_of_birth: x.date_of_birth ?? '', ssn: '' })),
  };
}

/** Merges confirmed values into the user's current-year profile and saves them. */
export async function applyProposal(tx: DbOrTx, cipher: FieldCipher, userId: string, proposal: ProfileProposal): Promise<{ profile: ProfileView; missing: string[]; becameComplete: boolean }> {
  const row = await findProfile(tx, userId, CURRENT_TAX_YEAR);
  if (!row) throw new AppError(409, 'client_required', 'Please complete disclaimer first');
  const view = toView(cipher, row);
  const { dependents: newDeps, ...fields } = proposal;
  const merged: Record<string, unknown> = { ...formInput(view), ...fields };
  const deps = (merged.dependents as Array<Record<string, unknown>>).concat(
    (newDeps ?? []).map((d) => ({ first_name: d.first_name ?? '', last_name: '', relationship: d.relationship, date_of_birth: '', ssn: '' })),
  );
  merged.dependents = deps;

  // Every confirmed field must pass the profile form's own rule.
  const shape = createProfileSchema().shape;
  const fieldErrors: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) {
    const rule = shape[k as keyof typeof shape];
    const r = rule?.safeParse(v);
    if (r && !r.success) fieldErrors[k] = r.error.issues[0]?.message ?? 'Invalid input';
  }
  if (Object.keys(fieldErrors).length) throw errors.validation(Object.values(fieldErrors)[0]!, fieldErrors);

  const stored = view.profileData.ssn_present;
  const priorRow = await findProfile(tx, userId, PRIOR_TAX_YEAR);
  const full = createProfileSchema().safeParse({ ...merged, ssn: stored || priorRow ? '000-00-0000' : '' });
  if (full.success && (stored || priorRow)) {
    try {
      const saved = await saveProfile(tx, cipher, userId, CURRENT_TAX_YEAR, merged, priorRow);
      const v = toView(cipher, saved.row);
      if (saved.becameComplete) await announceProfileComplete(tx, userId);
      return { profile: v, missing: missingProfileItems(factsOf(v)), becameComplete: saved.becameComplete };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  const clean = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, shape[k as keyof typeof shape]!.parse(v)])) as Record<string, string>;
  const saved = await saveProfileFields(tx, cipher, row, clean, (newDeps ?? []).map((d) => ({ first_name: d.first_name ?? null, relationship: d.relationship })));
  if (saved.becameComplete) await announceProfileComplete(tx, userId);
  const v = toView(cipher, saved.row);
  return { profile: v, missing: missingProfileItems(factsOf(v)), becameComplete: saved.becameComplete };
}


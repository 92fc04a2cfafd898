import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fullName, isProfileValid, missingProfileItems, type ProfileFacts } from '#shared/profile/rules';
import { CURRENT_TAX_YEAR } from '#shared/tax/current';
import { createProfileSchema, ssnLast4, type ProfileFormValues } from '#shared/profile/schema';
import type { DbOrTx } from '../db/client';
import { clients } from '../db/schema';
import { fromZod } from '../http/errors';
import { notify, resolveNotification } from './notifications';
import type { FieldCipher } from '../security/crypto';

type ClientRow = typeof clients.$inferSelect;

/** What is encrypted at rest for a profile (security.md §12): every SSN and date of birth. */
interface Sensitive {
  ssn?: string;
  date_of_birth?: string;
  spouse_ssn?: string;
  spouse_date_of_birth?: string;
  /** By dependent id. */
  dependents?: Record<string, { ssn?: string; date_of_birth?: string }>;
  /** Child care providers' SSN or EIN (Form 2441), in the order of tax_answers.care_providers. */
  care_provider_tins?: string[];
}

export interface DependentView {
  id: string;
  first_name: string | null;
  last_name: string | null;
  relationship: string | null;
  date_of_birth: string | null;
  ssn_last4: string | null;
  /** Issue 22: months at home in 2025 ('0'–'12'), full-time student, disabled ('yes'/'no'); null when not answered. */
  months_in_home: string | null;
  full_time_student: string | null;
  disabled: string | null;
}

/** A profile as its owner sees it: dates of birth, but SSNs only as their last four digits. */
export interface ProfileView {
  id: string;
  taxYear: number;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  filingStatus: string | null;
  createdAt: string;
  updatedAt: string;
  profileData: Record<string, unknown> & {
    ssn_last4: string | null;
    ssn_present: boolean;
    spouse_ssn_last4: string | null;
    date_of_birth: string | null;
    spouse_date_of_birth: string | null;
    dependents: DependentView[];
    profile_complete: boolean;
  };
}

const aad = (row: Pick<ClientRow, 'id'>) => `clients:${row.id}:sensitive`;

function readSensitive(cipher: FieldCipher, row: ClientRow): Sensitive {
  if (!row.sensitiveEncrypted) return {};
  return JSON.parse(cipher.decrypt(row.sensitiveEncrypted, aad(row))) as Sensitive;
}

/** The owner's view of a client row. */
export function toView(cipher: FieldCipher, row: ClientRow): ProfileView {
  const s = readSensitive(cipher, row);
  const data = row.profileData as Record<string, unknown>;
  const deps = (Array.isArray(data.dependents) ? data.dependents : []) as Array<Record<string, string | null>>;
  return {
    id: row.id,
    taxYear: row.taxYear,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    filingStatus: row.filingStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    profileData: {
      ...data,
      ssn_last4: ssnLast4(s.ssn),
      ssn_present: Boolean(s.ssn),
      spouse_ssn_last4: ssnLast4(s.spouse_ssn),
      date_of_birth: s.date_of_birth ?? null,
      spouse_date_of_birth: s.spouse_date_of_birth ?? null,
      profile_complete: data.profile_complete === true,
      dependents: deps.map((d) => {
        const id = String(d.id ?? '');
        const ds = s.dependents?.[id] ?? {};
        return {
          id,
          first_name: d.first_name ?? null,
          last_name: d.last_name ?? null,
          relationship: d.relationship ?? null,
          date_of_birth: ds.date_of_birth ?? null,
          ssn_last4: ssnLast4(ds.ssn),
          months_in_home: d.months_in_home ?? null,
          full_time_student: d.full_time_student ?? null,
          disabled: d.disabled ?? null,
        };
      }),
    },
  };
}

/** The facts the shared progress rules read, from a view. */
export function factsOf(view: ProfileView | null): ProfileFacts | null {
  if (!view) return null;
  return {
    filing_status: view.filingStatus,
    email: view.email,
    profile_data: view.profileData as ProfileFacts['profile_data'],
  };
}

/** A user's profile row for a year, or undefined. */
export async function findProfile(tx: DbOrTx, userId: string, taxYear: number): Promise<ClientRow | undefined> {
  const [row] = await tx.select().from(clients).where(and(eq(clients.userId, userId), eq(clients.taxYear, taxYear)));
  return row;
}

/**
 * Validates and saves the profile form for a year. SSN fields left empty keep what is stored
 * (this year's, else last year's for the taxpayer and spouse), so the browser never needs the
 * full number back. Returns the saved row and whether it became complete by this save.
 */
export async function saveProfile(
  tx: DbOrTx,
  cipher: FieldCipher,
  userId: string,
  taxYear: number,
  body: unknown,
  prior?: ClientRow,
): Promise<{ row: ClientRow; becameComplete: boolean }> {
  const existing = await findProfile(tx, userId, taxYear);
  const stored = existing ? readSensitive(cipher, existing) : {};
  const priorStored = prior ? readSensitive(cipher, prior) : {};
  const input = (body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}) as Record<string, unknown>;
  const blank = (v: unknown) => v === undefined || v === null || v === '';

  if (blank(input.ssn)) input.ssn = stored.ssn ?? priorStored.ssn ?? '';
  if (blank(input.spouse_ssn)) input.spouse_ssn = stored.spouse_ssn ?? priorStored.spouse_ssn;
  const rawDeps = Array.isArray(input.dependents) ? (input.dependents as Array<Record<string, unknown>>) : [];
  const depIds = rawDeps.map((d) => (typeof d.id === 'string' && /^[0-9a-f-]{36}$/.test(d.id) ? d.id : randomUUID()));
  input.dependents = rawDeps.map((d, i) => {
    const { id: _id, ...rest } = d;
    const keep = stored.dependents?.[depIds[i]!]?.ssn;
    return blank(rest.ssn) && keep ? { ...rest, ssn: keep } : rest;
  });
  // A care provider's TIN left blank keeps the stored one (like SSNs: the form never shows them back).
  const answersIn = input.tax_answers && typeof input.tax_answers === 'object' ? { ...(input.tax_answers as Record<string, unknown>) } : null;
  if (answersIn && Array.isArray(answersIn.care_providers)) {
    answersIn.care_providers = (answersIn.care_providers as Array<Record<string, unknown>>).map((p, i) => {
      const keep = stored.care_provider_tins?.[i];
      return blank(p.tin) && keep ? { ...p, tin: keep } : p;
    });
    input.tax_answers = answersIn;
  }

  const parsed = createProfileSchema().safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const v: ProfileFormValues = parsed.data;
  const married = v.filing_status === 'married_filing_jointly' || v.filing_status === 'married_filing_separately';
  const withDependents = v.dependents.length > 0;

  const sensitive: Sensitive = {
    ssn: v.ssn,
    date_of_birth: v.date_of_birth,
    ...(married ? { spouse_ssn: v.spouse_ssn, spouse_date_of_birth: v.spouse_date_of_birth } : {}),
    dependents: Object.fromEntries(v.dependents.map((d, i) => [depIds[i]!, { ssn: d.ssn, date_of_birth: d.date_of_birth }])),
    care_provider_tins: (v.tax_answers?.care_providers ?? []).map((p) => p.tin ?? ''),
  };
  const previous = (existing?.profileData ?? {}) as Record<string, unknown>;
  const profileData: Record<string, unknown> = {
    ...pick(previous, ['disclaimer_accepted', 'disclaimer_accepted_at', 'completed_at']),
    first_name: v.first_name,
    middle_name: v.middle_name ?? null,
    last_name: v.last_name,
    suffix: v.suffix ?? null,
    address: v.address,
    city: v.city,
    state: v.state,
    zip: v.zip,
    occupation: v.occupation,
    ...(married
      ? {
          spouse_first_name: v.spouse_first_name ?? null,
          spouse_middle_name: v.spouse_middle_name ?? null,
          spouse_last_name: v.spouse_last_name ?? null,
          spouse_suffix: v.spouse_suffix ?? null,
          spouse_occupation: v.spouse_occupation ?? null,
        }
      : {}),
    dependents: withDependents
      ? v.dependents.map((d, i) => ({
          id: depIds[i], first_name: d.first_name ?? null, last_name: d.last_name ?? null, relationship: d.relationship ?? null,
          months_in_home: d.months_in_home ?? null, full_time_student: d.full_time_student ?? null, disabled: d.disabled ?? null,
        }))
      : [],
    // The estimate's questions (issue 22); provider TINs are encrypted with the SSNs, only their last four shown.
    tax_answers: v.tax_answers
      ? { ...v.tax_answers, care_providers: v.tax_answers.care_providers.map((p) => ({ name: p.name ?? null, amount_paid: p.amount_paid ?? null, tin_last4: ssnLast4(p.tin) })) }
      : null,
  };
  const facts: ProfileFacts = {
    filing_status: v.filing_status,
    email: v.email,
    profile_data: { ...profileData, date_of_birth: v.date_of_birth, ssn_present: Boolean(v.ssn) } as ProfileFacts['profile_data'],
  };
  const complete = isProfileValid(facts);
  const wasComplete = previous.profile_complete === true;
  profileData.profile_complete = complete;
  if (complete && !profileData.completed_at) profileData.completed_at = new Date().toISOString();

  const values = {
    fullName: fullName(v.first_name, v.middle_name, v.last_name, v.suffix),
    email: v.email,
    phone: v.phone,
    filingStatus: v.filing_status,
    profileData,
    updatedAt: new Date(),
  };
  let row: ClientRow;
  if (existing) {
    [row] = (await tx
      .update(clients)
      .set({ ...values, sensitiveEncrypted: cipher.encrypt(JSON.stringify(sensitive), aad(existing)) })
      .where(eq(clients.id, existing.id))
      .returning()) as [ClientRow];
  } else {
    const id = randomUUID();
    [row] = (await tx
      .insert(clients)
      .values({ id, userId, taxYear, ...values, sensitiveEncrypted: cipher.encrypt(JSON.stringify(sensitive), aad({ id })) })
      .returning()) as [ClientRow];
  }
  return { row, becameComplete: complete && !wasComplete };
}

/** Decrypts one SSN of a profile for an explicit, audited reveal. */
export function revealSsn(cipher: FieldCipher, row: ClientRow, which: 'ssn' | 'spouse_ssn' | { dependent: string }): string | null {
  const s = readSensitive(cipher, row);
  if (which === 'ssn') return s.ssn ?? null;
  if (which === 'spouse_ssn') return s.spouse_ssn ?? null;
  return s.dependents?.[which.dependent]?.ssn ?? null;
}

function pick(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}

/**
 * Saves single, already validated profile fields (from a chat proposal the user confirmed) when
 * the whole form cannot pass yet — typically a new user without an SSN. The date of birth is
 * encrypted like saveProfile does; completeness is recomputed with the shared rules.
 */
export async function saveProfileFields(
  tx: DbOrTx,
  cipher: FieldCipher,
  row: ClientRow,
  fields: Record<string, string>,
  newDependents: Array<{ first_name: string | null; relationship: string }> = [],
): Promise<{ row: ClientRow; becameComplete: boolean }> {
  const previous = row.profileData as Record<string, unknown>;
  const { date_of_birth: dob, email, phone, filing_status: status, ...plain } = fields;
  const dependents = [
    ...((Array.isArray(previous.dependents) ? previous.dependents : []) as Array<Record<string, unknown>>),
    ...newDependents.map((d) => ({ id: randomUUID(), first_name: d.first_name, last_name: null, relationship: d.relationship })),
  ];
  const profileData: Record<string, unknown> = { ...previous, ...plain, dependents };
  const sensitive = readSensitive(cipher, row);
  if (dob) sensitive.date_of_birth = dob;
  const nextEmail = email ?? row.email;
  const nextStatus = status ?? row.filingStatus;
  const facts: ProfileFacts = {
    filing_status: nextStatus,
    email: nextEmail,
    profile_data: { ...profileData, date_of_birth: sensitive.date_of_birth, ssn_present: Boolean(sensitive.ssn) } as ProfileFacts['profile_data'],
  };
  const complete = isProfileValid(facts);
  profileData.profile_complete = complete;
  if (complete && !profileData.completed_at) profileData.completed_at = new Date().toISOString();
  const str = (k: string) => (typeof profileData[k] === 'string' ? (profileData[k] as string) : undefined);
  const name = str('first_name') && str('last_name') ? fullName(str('first_name'), str('middle_name'), str('last_name'), str('suffix')) : row.fullName;
  const [saved] = (await tx
    .update(clients)
    .set({
      profileData,
      sensitiveEncrypted: cipher.encrypt(JSON.stringify(sensitive), aad(row)),
      email: nextEmail,
      phone: phone ?? row.phone,
      filingStatus: nextStatus,
      fullName: name,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, row.id))
    .returning()) as [ClientRow];
  return { row: saved, becameComplete: complete && previous.profile_complete !== true };
}

/** The notifications of a profile that just became complete. */
export async function announceProfileComplete(tx: DbOrTx, userId: string): Promise<void> {
  await resolveNotification(tx, userId, `profile-incomplete-${CURRENT_TAX_YEAR}`);
  await notify(tx, userId, {
    kind: 'profile',
    title: `Your ${CURRENT_TAX_YEAR} profile is complete`,
    body: 'Next: upload your W-2s, 1099s and other documents.',
    link: '/intake',
    dedupeKey: `profile-complete-${CURRENT_TAX_YEAR}`,
  });
}

/** The notification of a profile that is not complete yet, listing what is missing. */
export async function notifyProfileIncomplete(tx: DbOrTx, userId: string, missing = missingProfileItems(null)): Promise<void> {
  await notify(tx, userId, {
    kind: 'profile',
    title: `Your ${CURRENT_TAX_YEAR} profile is incomplete`,
    body: `Missing: ${missing.join(', ')}`,
    link: '/intake',
    dedupeKey: `profile-incomplete-${CURRENT_TAX_YEAR}`,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ProfileFacts } from '#shared/profile/rules';
import { api } from '../../../lib/api-client';

const text = z.string().nullish();

const dependentViewSchema = z.object({
  id: z.string(),
  first_name: text,
  last_name: text,
  relationship: text,
  date_of_birth: text,
  ssn_last4: text,
});

/** profile_data as the server hands it out: SSNs only as their last four digits. */
const profileDataSchema = z
  .object({
    first_name: text,
    middle_name: text,
    last_name: text,
    suffix: text,
    address: text,
    city: text,
    state: text,
    zip: text,
    occupation: text,
    date_of_birth: text,
    ssn_last4: text,
    ssn_present: z.boolean().nullish(),
    spouse_first_name: text,
    spouse_middle_name: text,
    spouse_last_name: text,
    spouse_suffix: text,
    spouse_occupation: text,
    spouse_date_of_birth: text,
    spouse_ssn_last4: text,
    dependents: z.array(dependentViewSchema).nullish(),
    profile_complete: z.boolean().nullish(),
    completed_at: text,
    disclaimer_accepted: z.boolean().nullish(),
  })
  .loose();

export const profileViewSchema = z.object({
  id: z.string(),
  taxYear: z.number(),
  fullName: text,
  email: text,
  phone: text,
  filingStatus: text,
  createdAt: z.string(),
  updatedAt: z.string(),
  profileData: profileDataSchema,
});

export const profileResponseSchema = z.object({
  taxYear: z.number(),
  current: profileViewSchema.nullable(),
  prior: profileViewSchema.nullable(),
  isNewUser: z.boolean(),
});

export type ProfileView = z.infer<typeof profileViewSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type DependentView = z.infer<typeof dependentViewSchema>;

/** GET /api/profile: this year's and last year's tax profile. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return profileResponseSchema.parse(await api<unknown>('/api/profile', { signal }));
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** The facts the shared progress rules read, from a profile view (null stays null). */
export function profileFacts(view: ProfileView | null | undefined): ProfileFacts | null {
  if (!view) return null;
  return { filing_status: view.filingStatus, email: view.email, profile_data: view.profileData };
}

/**
 * True when the row holds a tax profile someone filled in. Accepting the disclaimer creates the
 * year's row with only the acceptance in it, which is not yet a profile.
 */
export function hasProfileData(view: ProfileView | null | undefined): view is ProfileView {
  if (!view) return false;
  const d = view.profileData;
  return d.profile_complete === true || Boolean(d.first_name || d.last_name || d.address || view.filingStatus);
}

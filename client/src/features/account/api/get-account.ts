import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const profileSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  zip: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  memberSince: z.string().nullable(),
  lastLogin: z.string().nullable(),
});

export const accountSchema = z.object({ profile: profileSchema.nullable() });

export type AccountProfile = z.infer<typeof profileSchema>;

/** GET /api/account: the read-only account profile, or null when the account has no row yet. */
export async function getAccount(signal?: AbortSignal) {
  return accountSchema.parse(await api<unknown>('/api/account', { signal }));
}

export const accountQueryOptions = queryOptions({
  queryKey: ['account'],
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['user', 'admin']),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
  }),
  client: z
    .object({
      id: z.string(),
      taxYear: z.number(),
      fullName: z.string().nullable(),
      disclaimerAccepted: z.boolean(),
    })
    .nullable(),
});

export type Me = z.infer<typeof meSchema>;

/** GET /api/me: the signed-in user and their client row for the current tax year. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  return meSchema.parse(await api<unknown>('/api/me', { signal }));
}

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => getMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}

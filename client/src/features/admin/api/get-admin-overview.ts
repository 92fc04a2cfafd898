import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client';

export const adminOverviewSchema = z.object({
  counts: z.object({ userlogin: z.number(), userinfo: z.number(), userstack: z.number(), migrated: z.number(), pending_review: z.number() }),
});

export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/admin/overview: legacy table counts and the review backlog; 403 for anyone but an admin with MFA. */
export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return adminOverviewSchema.parse(await api<unknown>('/api/admin/overview', { signal }));
}

export const adminOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) => getAdminOverview(signal),
  // A 403 is an answer, not a hiccup: do not retry it.
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}

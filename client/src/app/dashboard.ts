import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import type { Readiness } from '#shared/readiness/readiness';
import { reviewStatusSchema } from '#shared/review/types';
import { appConfigQueryOptions, appConfigSchema } from '../features/dashboard/api/get-app-config';
import { documentsSummaryQueryOptions, documentsSummarySchema } from '../features/dashboard/api/get-documents-summary';
import { notificationsQueryOptions, notificationsSchema } from '../features/dashboard/api/get-notifications';
import { profileQueryOptions, profileResponseSchema } from '../features/profile/api/get-profile';
import { reviewStatusQueryOptions } from '../features/review/api/get-review-status';
import { api } from '../lib/api-client';
import { meQueryOptions, meSchema } from '../lib/me';

const readinessSchema = z.custom<Readiness>((v) => typeof v === 'object' && v !== null && typeof (v as { stage?: unknown }).stage === 'string');

export const dashboardSchema = z.object({
  me: meSchema,
  profile: profileResponseSchema,
  config: appConfigSchema,
  documents: documentsSummarySchema,
  notifications: notificationsSchema,
  reviewStatus: reviewStatusSchema,
  readiness: readinessSchema,
});
export type DashboardData = z.infer<typeof dashboardSchema>;

/** The queries whose change makes the dashboard's answer stale. */
const FEEDS = new Set(['me', 'profile', 'documents', 'notifications', 'review']);

/**
 * GET /api/dashboard?year=: /intake's one call on load (docs/decisions/061). Its parts also seed
 * the separate queries (me, profile, config, counters, notifications, review status), so the
 * components that read those render at once without their own request.
 */
async function getDashboard(queryClient: QueryClient, year: number, signal?: AbortSignal): Promise<DashboardData> {
  const data = dashboardSchema.parse(await api<unknown>(`/api/dashboard?year=${year}`, { signal }));
  queryClient.setQueryData(meQueryOptions.queryKey, data.me);
  queryClient.setQueryData(profileQueryOptions.queryKey, data.profile);
  queryClient.setQueryData(appConfigQueryOptions.queryKey, data.config);
  queryClient.setQueryData(documentsSummaryQueryOptions(year).queryKey, data.documents);
  queryClient.setQueryData(notificationsQueryOptions.queryKey, data.notifications);
  queryClient.setQueryData(reviewStatusQueryOptions().queryKey, data.reviewStatus);
  return data;
}

export function dashboardQueryOptions(queryClient: QueryClient, year: number) {
  return queryOptions({
    queryKey: ['dashboard', year],
    queryFn: ({ signal }) => getDashboard(queryClient, year, signal),
  });
}

/**
 * The dashboard query. The other calls stay for updates: when one of them is invalidated or
 * fetches fresh data (a save, an upload, a live event), the dashboard is refreshed too.
 */
export function useDashboard(year: number, options: { refetchInterval?: number | false } = {}) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const root = event.query.queryKey[0];
        if (typeof root !== 'string' || !FEEDS.has(root)) return;
        const action = event.action;
        if (action.type === 'invalidate' || (action.type === 'success' && !action.manual)) {
          void queryClient.invalidateQueries({ queryKey: ['dashboard', year] });
        }
      }),
    [queryClient, year],
  );
  return useQuery({ ...dashboardQueryOptions(queryClient, year), refetchInterval: options.refetchInterval ?? false });
}

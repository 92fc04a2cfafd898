import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewStatusSchema } from '#shared/review/types';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './get-review';

/** GET /api/review/status: signed, valid, ready for filing, when, and what still blocks it. */
export async function getReviewStatus(signal?: AbortSignal) {
  return reviewStatusSchema.parse(await api<unknown>('/api/review/status', { signal }));
}

export function reviewStatusQueryOptions() {
  return queryOptions({ queryKey: reviewKeys.status(), queryFn: ({ signal }) => getReviewStatus(signal) });
}

export function useReviewStatus() {
  return useQuery(reviewStatusQueryOptions());
}

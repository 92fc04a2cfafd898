import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewSchema } from '#shared/review/types';
import { api } from '../../../lib/api-client';

/** Query keys of the review feature. */
export const reviewKeys = {
  all: ['review'] as const,
  detail: () => ['review', 'detail'] as const,
  status: () => ['review', 'status'] as const,
};

/** GET /api/review: profile, documents with fields, checks, estimate, blockers and signatures. */
export async function getReview(signal?: AbortSignal) {
  return reviewSchema.parse(await api<unknown>('/api/review', { signal }));
}

/** Polls every 4 s while a document is still being analyzed, so the figures fill in. */
const POLL_WHILE_PROCESSING_MS = 4_000;

export function reviewQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.detail(),
    queryFn: ({ signal }) => getReview(signal),
    refetchInterval: (query) => (query.state.data?.documents.some((d) => d.uploadStatus === 'processing') ? POLL_WHILE_PROCESSING_MS : false),
  });
}

export function useReview() {
  return useQuery(reviewQueryOptions());
}

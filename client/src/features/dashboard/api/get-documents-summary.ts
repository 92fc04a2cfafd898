import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DocumentsSummary } from '#shared/profile/rules';
import { api } from '../../../lib/api-client';

export const documentsSummarySchema = z.object({
  count: z.number(),
  processedCount: z.number(),
  analyzedCount: z.number(),
  verifiedCount: z.number(),
  failedCount: z.number(),
});

export type DocumentsSummaryResponse = z.infer<typeof documentsSummarySchema>;

/** No documents: what the progress rules see before the counters load or when they fail. */
export const EMPTY_SUMMARY: DocumentsSummary = { count: 0, processedCount: 0, analyzedCount: 0, verifiedCount: 0 };

/** GET /api/documents/summary?year=: the Document Status counters of a tax year. */
export async function getDocumentsSummary(year: number, signal?: AbortSignal): Promise<DocumentsSummaryResponse> {
  return documentsSummarySchema.parse(await api<unknown>(`/api/documents/summary?year=${year}`, { signal }));
}

/** Keyed under ['documents'] so the documents feature's live updates refresh it too. */
export function documentsSummaryQueryOptions(year: number) {
  return queryOptions({
    queryKey: ['documents', 'summary', year],
    queryFn: ({ signal }) => getDocumentsSummary(year, signal),
  });
}

export function useDocumentsSummary(year: number, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...documentsSummaryQueryOptions(year), refetchInterval: options.refetchInterval ?? false });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { documentKeys, documentSchema, isProcessing } from './document';

export const documentsResponseSchema = z.object({ documents: z.array(documentSchema) });

/** GET /api/documents?year=: the user's documents for a tax year (all years when omitted), newest first. */
export async function getDocuments(year: number | 'all', signal?: AbortSignal) {
  const query = year === 'all' ? '' : `?year=${year}`;
  return documentsResponseSchema.parse(await api<unknown>(`/api/documents${query}`, { signal })).documents;
}

/** Polls every 4 s while a document is being analysed, in case the live-update stream is down. */
const POLL_WHILE_PROCESSING_MS = 4_000;

export function documentsQueryOptions(year: number | 'all') {
  return queryOptions({
    queryKey: documentKeys.list(year),
    queryFn: ({ signal }) => getDocuments(year, signal),
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? POLL_WHILE_PROCESSING_MS : false),
  });
}

export function useDocuments(year: number | 'all') {
  return useQuery(documentsQueryOptions(year));
}

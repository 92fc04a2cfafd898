import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys, documentResponseSchema, isProcessing } from './document';

/** GET /api/documents/:id: one document with its extraction. */
export async function getDocument(id: string, signal?: AbortSignal) {
  return documentResponseSchema.parse(await api<unknown>(`/api/documents/${encodeURIComponent(id)}`, { signal })).document;
}

const POLL_WHILE_PROCESSING_MS = 2_000;

/** One document, polled every 2 s while its analysis runs (live updates also invalidate it). */
export function documentQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isProcessing(query.state.data) ? false : POLL_WHILE_PROCESSING_MS),
  });
}

/** Several documents at once (the upload dialog watches the ones it just uploaded). */
export function useDocumentsById(ids: string[]) {
  return useQueries({ queries: ids.map((id) => documentQueryOptions(id)) });
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { documentKeys, documentSchema, isProcessing } from './document';

export const documentsPageSchema = z.object({ documents: z.array(documentSchema), nextCursor: z.string().nullable().default(null) });
export type DocumentsPage = z.infer<typeof documentsPageSchema>;

/** Documents per page of the browser (the API's default; it allows up to 200). */
export const DOCUMENTS_PAGE_SIZE = 50;

/**
 * GET /api/documents?year=&limit=&cursor=: one page of the user's documents for a tax year (all
 * years when omitted), newest first; `nextCursor` asks for the next page, null on the last.
 */
export async function getDocumentsPage(year: number | 'all', cursor: string | null, signal?: AbortSignal): Promise<DocumentsPage> {
  const params = new URLSearchParams({ limit: String(DOCUMENTS_PAGE_SIZE) });
  if (year !== 'all') params.set('year', String(year));
  if (cursor) params.set('cursor', cursor);
  return documentsPageSchema.parse(await api<unknown>(`/api/documents?${params}`, { signal }));
}

/** Polls every 4 s while a document is being analysed, in case the live-update stream is down. */
const POLL_WHILE_PROCESSING_MS = 4_000;

export function documentsQueryOptions(year: number | 'all') {
  return infiniteQueryOptions({
    queryKey: documentKeys.list(year),
    queryFn: ({ pageParam, signal }) => getDocumentsPage(year, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DocumentsPage) => last.nextCursor,
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.documents.some(isProcessing)) ? POLL_WHILE_PROCESSING_MS : false),
  });
}

/** The browser's documents, page by page ("Load more" asks for the next one). */
export function useDocuments(year: number | 'all') {
  return useInfiniteQuery(documentsQueryOptions(year));
}

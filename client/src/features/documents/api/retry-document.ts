import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys, documentResponseSchema } from './document';

/** POST /api/documents/:id/retry: queues the analysis of a failed document again. */
export async function retryDocument(id: string) {
  return documentResponseSchema.parse(await api<unknown>(`/api/documents/${encodeURIComponent(id)}/retry`, { method: 'POST' })).document;
}

export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

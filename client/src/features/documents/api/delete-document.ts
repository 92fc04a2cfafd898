import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document';

/** DELETE /api/documents/:id: removes the document, its file and its extraction. */
export async function deleteDocument(id: string) {
  await api<unknown>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

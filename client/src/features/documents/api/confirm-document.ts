import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { documentKeys, documentResponseSchema } from './document';

export const confirmDocumentInputSchema = z.object({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

export type ConfirmDocumentInput = z.infer<typeof confirmDocumentInputSchema>;

/**
 * POST /api/documents/:id/confirm: the user accepts the extracted suggestion, optionally with
 * corrected values; the server stores them as confirmed_fields and marks the document verified.
 */
export async function confirmDocument({ id, ...input }: ConfirmDocumentInput & { id: string }) {
  const body = confirmDocumentInputSchema.parse(input);
  return documentResponseSchema.parse(await api<unknown>(`/api/documents/${encodeURIComponent(id)}/confirm`, { method: 'POST', body })).document;
}

export function useConfirmDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

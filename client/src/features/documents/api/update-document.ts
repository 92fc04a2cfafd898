import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DOCUMENT_TYPE_VALUES, EDIT_YEARS } from '#shared/documents/types';
import { api } from '../../../lib/api-client';
import { documentKeys, documentResponseSchema } from './document';

export const updateDocumentInputSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPE_VALUES),
  taxYear: z.number().int().refine((year) => (EDIT_YEARS as readonly number[]).includes(year)),
});

export type UpdateDocumentInput = z.infer<typeof updateDocumentInputSchema>;

/** PATCH /api/documents/:id: only the type and tax year can change (a type change re-runs the analysis). */
export async function updateDocument({ id, ...input }: UpdateDocumentInput & { id: string }) {
  const body = updateDocumentInputSchema.parse(input);
  return documentResponseSchema.parse(await api<unknown>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', body })).document;
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

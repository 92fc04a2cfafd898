import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './get-review';

export const confirmFieldInputSchema = z.object({
  documentId: z.string().min(1),
  /** Corrected values by field name; empty confirms the values as they are. */
  fields: z.record(z.string(), z.string()),
});

export type ConfirmFieldInput = z.infer<typeof confirmFieldInputSchema>;

/**
 * POST /api/documents/:id/confirm: the documents API keeps a correction as the confirmed value
 * beside the extracted one; the review reads the confirmed value from then on.
 */
export async function confirmField(input: ConfirmFieldInput) {
  const { documentId, fields } = confirmFieldInputSchema.parse(input);
  await api<unknown>(`/api/documents/${encodeURIComponent(documentId)}/confirm`, { method: 'POST', body: { fields } });
}

export function useConfirmField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmField,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        // The documents screens read the same values.
        queryClient.invalidateQueries({ queryKey: ['documents'] }),
      ]),
  });
}

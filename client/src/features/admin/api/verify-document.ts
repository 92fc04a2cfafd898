import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reviewDocumentSchema, reviewKeys } from './get-review-queue';

export const verifyDocumentInputSchema = z.object({
  id: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

export type VerifyDocumentInput = z.infer<typeof verifyDocumentInputSchema>;

/** POST /api/admin/review/:id/verify: stores the reviewer's corrections and marks the document verified. */
export async function verifyDocument(input: VerifyDocumentInput) {
  const { id, fields } = verifyDocumentInputSchema.parse(input);
  const res = await api<unknown>(`/api/admin/review/${encodeURIComponent(id)}/verify`, { method: 'POST', body: { fields } });
  return z.object({ document: reviewDocumentSchema }).parse(res).document;
}

export function useVerifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { signOffSchema, type SignOffInput } from '#shared/review/sign-off';
import { reviewStatusSchema, signatureViewSchema } from '#shared/review/types';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './get-review';

const signResponseSchema = z.object({ signature: signatureViewSchema, status: reviewStatusSchema });

/** POST /api/review/sign: one signer signs the summary they reviewed (its SHA-256 goes along). */
export async function signReview(input: SignOffInput) {
  const body = signOffSchema.parse(input);
  return signResponseSchema.parse(await api<unknown>('/api/review/sign', { method: 'POST', body }));
}

export function useSignReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

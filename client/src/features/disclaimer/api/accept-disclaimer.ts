import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const ACCEPT_ALL_MESSAGE = 'Please accept all terms to continue';

export const acceptDisclaimerInputSchema = z.object({
  acceptTerms: z.literal(true, ACCEPT_ALL_MESSAGE),
  acceptLiability: z.literal(true, ACCEPT_ALL_MESSAGE),
});

export type AcceptDisclaimerInput = z.infer<typeof acceptDisclaimerInputSchema>;

/** POST /api/disclaimer: records the acceptance and creates the client row for the tax year. */
export function acceptDisclaimer(input: AcceptDisclaimerInput) {
  return api<{ client: unknown }>('/api/disclaimer', { method: 'POST', body: input });
}

export function useAcceptDisclaimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDisclaimer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const revealSsnInputSchema = z.object({
  which: z.enum(['ssn', 'spouse_ssn', 'dependent']),
  dependentId: z.string().optional(),
});
export type RevealSsnInput = z.infer<typeof revealSsnInputSchema>;

/** POST /api/profile/reveal-ssn: one stored SSN in full (the server audits every reveal). */
export async function revealSsn(input: RevealSsnInput): Promise<string> {
  const { ssn } = z.object({ ssn: z.string() }).parse(await api<unknown>('/api/profile/reveal-ssn', { method: 'POST', body: input }));
  return ssn;
}

export function useRevealSsn() {
  return useMutation({ mutationFn: revealSsn });
}

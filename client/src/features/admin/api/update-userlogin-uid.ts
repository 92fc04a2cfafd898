import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const uidUpdateResultSchema = z.object({
  total_eligible: z.number(),
  updated: z.number(),
  skipped: z.number(),
  errors: z.number(),
  error_details: z.array(z.object({ userid: z.string(), message: z.string() })),
});

export type UidUpdateResult = z.infer<typeof uidUpdateResultSchema>;

/** POST /api/admin/update-userlogin-uid: links legacy rows to existing accounts with the same email. */
export async function updateUserloginUid(): Promise<UidUpdateResult> {
  return uidUpdateResultSchema.parse(await api<unknown>('/api/admin/update-userlogin-uid', { method: 'POST' }));
}

export function useUpdateUserloginUid() {
  return useMutation({ mutationFn: updateUserloginUid });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';

export const confirmCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
export type ConfirmCodeInput = z.infer<typeof confirmCodeSchema>;

/** Finishes enrolment: the first valid code turns two-factor authentication on. */
export function confirmTwoFactor({ code }: ConfirmCodeInput) {
  return unwrap(authClient.twoFactor.verifyTotp({ code: code.trim() }));
}

/**
 * The caller refreshes the account data once the recovery codes have been dismissed, so the codes
 * stay on screen while the server rotates the session.
 */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}

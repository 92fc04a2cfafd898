import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';
import { emailField } from './schemas';

export const requestPasswordResetInputSchema = z.object({ email: emailField });

export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

/** Mails a reset link if the account exists; the answer is the same either way. */
export function requestPasswordReset({ email }: RequestPasswordResetInput) {
  return unwrap(authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

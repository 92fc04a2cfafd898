import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';
import { emailField } from './schemas';

export const resendVerificationInputSchema = z.object({ email: emailField });

export type ResendVerificationInput = z.infer<typeof resendVerificationInputSchema>;

/** Asks for a new verification link; the answer does not say whether the account exists. */
export function sendVerificationEmail({ email }: ResendVerificationInput) {
  return unwrap(authClient.sendVerificationEmail({ email, callbackURL: '/welcome' }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';
import { emailField, newPasswordField } from './schemas';

export const signUpInputSchema = z.object({
  email: emailField,
  password: newPasswordField,
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** Creates the account; the server mails a verification link (same answer for a known email). */
export function signUp({ email, password }: SignUpInput) {
  return unwrap(authClient.signUp.email({ email, password, name: email.split('@')[0] ?? email, callbackURL: '/welcome' }));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

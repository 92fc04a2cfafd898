import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';
import { newPasswordField } from './schemas';

export const resetPasswordInputSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please repeat the new password'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Sets a new password with the single-use token from the reset link. */
export function resetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  return unwrap(authClient.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

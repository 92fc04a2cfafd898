import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrap } from '../../../lib/auth-client';
import type { PasswordInput } from './enable-two-factor';

/** Turns two-factor authentication off (password required). */
export function disableTwoFactor({ password }: PasswordInput) {
  return unwrap(authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['me'] }), queryClient.invalidateQueries({ queryKey: ['session'] })]),
  });
}

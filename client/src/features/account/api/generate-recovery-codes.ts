import { useMutation } from '@tanstack/react-query';
import { authClient, unwrap } from '../../../lib/auth-client';
import type { PasswordInput } from './enable-two-factor';

/** Replaces all recovery codes with a new set (password required); the old ones stop working. */
export function generateRecoveryCodes({ password }: PasswordInput) {
  return unwrap(authClient.twoFactor.generateBackupCodes({ password }));
}

export function useGenerateRecoveryCodes() {
  return useMutation({ mutationFn: generateRecoveryCodes });
}

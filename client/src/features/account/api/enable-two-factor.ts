import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';

export const passwordInputSchema = z.object({ password: z.string().min(1, 'Enter your password') });
export type PasswordInput = z.infer<typeof passwordInputSchema>;

/** Starts TOTP enrolment: returns the otpauth URI and the recovery codes (not active until confirmed). */
export async function enableTwoFactor({ password }: PasswordInput): Promise<{ totpURI: string; backupCodes: string[] }> {
  const data = await unwrap(authClient.twoFactor.enable({ password }));
  if (data.method !== 'totp') throw new Error('The server did not start authenticator-app enrolment.');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** The base32 secret inside an otpauth:// URI, for manual entry in an authenticator app. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

export const recoveryCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter one of your recovery codes'),
});

export interface SecondFactorInput {
  method: 'totp' | 'recovery';
  code: string;
}

/** Finishes a sign-in that needs a second factor, with an authenticator code or a recovery code. */
export function verifySecondFactor({ method, code }: SecondFactorInput) {
  return method === 'totp'
    ? unwrap(authClient.twoFactor.verifyTotp({ code: code.trim() }))
    : unwrap(authClient.twoFactor.verifyBackupCode({ code: code.trim() }));
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

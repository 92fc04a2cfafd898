import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authClient, unwrap } from '../../../lib/auth-client';
import { emailField } from './schemas';

export const signInInputSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
});

export type SignInInput = z.infer<typeof signInInputSchema>;

export type SignInResult = { status: 'signed-in' } | { status: 'second-factor'; methods: string[] };

/** Signs in with email and password; reports when the account needs a second factor first. */
export async function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  const data: unknown = await unwrap(authClient.signIn.email({ email, password }));
  if (typeof data === 'object' && data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect === true) {
    const methods = 'twoFactorMethods' in data && Array.isArray(data.twoFactorMethods) ? data.twoFactorMethods.map(String) : ['totp'];
    return { status: 'second-factor', methods };
  }
  return { status: 'signed-in' };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (result.status === 'signed-in') await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

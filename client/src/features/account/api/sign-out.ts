import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrap } from '../../../lib/auth-client';

/** Ends the session on the server (its cookie is cleared). */
export function signOut() {
  return unwrap(authClient.signOut());
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(['session'], null);
    },
  });
}

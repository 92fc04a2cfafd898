import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PasswordInput } from './enable-two-factor';

/** POST /api/account/delete: removes the account, every row of it and its stored files. */
export function deleteAccount(input: PasswordInput) {
  return api<{ deleted: true }>('/api/account/delete', { method: 'POST', body: input });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(['session'], null);
    },
  });
}

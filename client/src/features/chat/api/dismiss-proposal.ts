import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './get-chat-messages';

/** POST /api/chat/dismiss-proposal: the user declines a proposal; nothing is saved. */
export async function dismissProposal(messageId: string) {
  return api<{ ok: true }>('/api/chat/dismiss-proposal', { method: 'POST', body: { messageId } });
}

export function useDismissProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissProposal, onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages }) });
}

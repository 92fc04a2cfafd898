import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ProfileProposal } from '#shared/chat/types';
import { chatKeys } from './get-chat-messages';

export interface ApplyProposalInput {
  messageId?: string;
  proposal: ProfileProposal;
}

/** POST /api/chat/apply-proposal: saves profile values the user confirmed. */
export async function applyProposal(input: ApplyProposalInput) {
  return api<{ missing: string[]; becameComplete: boolean }>('/api/chat/apply-proposal', { method: 'POST', body: input });
}

export function useApplyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProposal,
    // The profile, its progress and the chat's record of the proposal all change.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages }),
  });
}

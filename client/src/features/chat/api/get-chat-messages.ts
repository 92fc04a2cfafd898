import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChatMessageDto } from '#shared/chat/types';

export const chatKeys = { messages: ['chat', 'messages'] as const };

/** GET /api/chat/messages: the conversation, oldest first (an empty one gets the greeting). */
export async function getChatMessages(signal?: AbortSignal): Promise<ChatMessageDto[]> {
  return (await api<{ messages: ChatMessageDto[] }>('/api/chat/messages', { signal })).messages;
}

export function useChatMessages(enabled = true) {
  return useQuery({ queryKey: chatKeys.messages, queryFn: ({ signal }) => getChatMessages(signal), enabled, staleTime: Infinity });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notificationsSchema, type Notifications } from './get-notifications';

export const markReadInputSchema = z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(z.string()).min(1) })]);
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

/** POST /api/notifications/read: marks some or all notifications read; answers the new list. */
export async function markNotificationsRead(input: MarkReadInput): Promise<Notifications> {
  return notificationsSchema.parse(await api<unknown>('/api/notifications/read', { method: 'POST', body: input }));
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (data) => queryClient.setQueryData(['notifications'], data),
  });
}

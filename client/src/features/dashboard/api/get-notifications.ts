import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const notificationsSchema = z.object({ unread: z.number(), items: z.array(notificationSchema) });

export type Notifications = z.infer<typeof notificationsSchema>;
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest notifications and the unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<Notifications> {
  return notificationsSchema.parse(await api<unknown>('/api/notifications', { signal }));
}

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => getNotifications(signal),
  refetchInterval: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}

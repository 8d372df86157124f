import { NOTIFICATION_LIMITS } from '@atelier/contract/notifications-values';
import type { NotificationPage } from '@atelier/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The key of every notification query: a write invalidates them together. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/notifications: the caller's newest notifications and the unread count (a 304 while nothing changed). */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPage> {
  return apiFetch<NotificationPage>('/notifications?limit=20', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'page'],
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATION_LIMITS.pollMs,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

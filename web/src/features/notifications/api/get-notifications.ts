import { NOTIFICATION_LIMITS } from '@atelier/contract/notifications-values';
import type { NotificationPage } from '@atelier/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { pageSearch } from '../../../lib/paged-list';
import { notificationKeys } from './keys';

/** GET /api/notifications: the caller's newest notifications and the unread count (a 304 while nothing changed). */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPage> {
  return apiFetch<NotificationPage>(`/notifications${pageSearch(NOTIFICATION_LIMITS.pageSize)}`, { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.page(),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATION_LIMITS.pollMs,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

import { NOTIFICATION_LIMITS } from '@atelier/contract/notifications-values';
import type { NotificationPage } from '@atelier/contract/notifications';
import { apiRead } from '../../../lib/api-read';
import { pageSearch } from '../../../lib/paged-list';
import { notificationKeys } from './keys';

/** GET /api/notifications: the caller's newest notifications and the unread count (a 304 while nothing changed). */
const notifications = apiRead<NotificationPage>({
  key: notificationKeys.page,
  path: () => `/notifications${pageSearch(NOTIFICATION_LIMITS.pageSize)}`,
  options: { refetchInterval: NOTIFICATION_LIMITS.pollMs, refetchOnWindowFocus: true },
});

export const notificationsQueryOptions = notifications.options;
export const useNotifications = notifications.use;

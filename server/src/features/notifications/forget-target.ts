import { deleteNotificationsTo } from '../../db/notifications-store';
import type { Unit } from '../../plugins/transact';
import { NOTIFICATIONS_TOPIC } from '../../plugins/notifications';

/**
 * Deletes the notifications that open `path` in the transaction that deletes what it shows (a
 * course, a session summary), and, once that commits, tells every process's bell of those users:
 * no notification leads to a "not found".
 */
export async function forgetNotificationsTo({ tx, announce }: Unit, path: string): Promise<void> {
  const userIds = await deleteNotificationsTo(tx, path);
  if (userIds.length > 0) announce(NOTIFICATIONS_TOPIC, userIds.join(','));
}

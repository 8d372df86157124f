import type { FastifyInstance } from 'fastify';
import { deleteNotificationsTo } from '../../db/notifications-store';
import { NOTIFICATIONS_TOPIC } from '../../plugins/notifications';

/**
 * Deletes the notifications that open `path` once what it shows was deleted (a course, a session
 * summary), and tells every process's bell of those users: no notification leads to a "not found".
 */
export async function forgetNotificationsTo(app: FastifyInstance, path: string): Promise<void> {
  const userIds = await deleteNotificationsTo(app.db, path);
  if (userIds.length > 0) await app.changes.announce(app.db, NOTIFICATIONS_TOPIC, userIds.join(','));
}

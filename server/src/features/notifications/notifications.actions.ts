import type { User } from '@atelier/contract/auth';
import {
  NOTIFICATION_ERRORS,
  NOTIFICATION_KINDS_BY_ROLE,
  kindNotForRoleText,
  type NotificationKind,
} from '@atelier/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { emailKindsOf, markRead, NOTIFICATIONS_TOPIC, setEmailKinds } from '../../db/notifications-store';
import { fail } from '../../lib/errors';

const kindsOf = (user: User): readonly NotificationKind[] => NOTIFICATION_KINDS_BY_ROLE[user.role];

/** Marks the caller's notifications read (the named ones or all); their bell in every process hears of it. */
export async function markNotificationsRead(
  app: FastifyInstance,
  userId: string,
  ids: string[] | 'all',
): Promise<number> {
  return app.transact(async ({ tx, announce }) => {
    const unread = await markRead(tx, userId, ids);
    announce(NOTIFICATIONS_TOPIC, userId);
    return unread;
  });
}

/** The kinds the caller is e-mailed about, among those their role receives. */
export async function emailKindsFor(app: FastifyInstance, user: User): Promise<NotificationKind[]> {
  const allowed = kindsOf(user);
  return (await emailKindsOf(app.db, user._id)).filter((k) => allowed.includes(k));
}

/** Saves the kinds the caller is e-mailed about; each must be one their role receives. */
export async function saveEmailKinds(
  app: FastifyInstance,
  user: User,
  kinds: NotificationKind[],
): Promise<NotificationKind[]> {
  const allowed = kindsOf(user);
  const wrong = kinds.find((k) => !allowed.includes(k));
  if (wrong) throw fail(NOTIFICATION_ERRORS.kindNotForRole, kindNotForRoleText(wrong));
  const unique = [...new Set(kinds)];
  await setEmailKinds(app.db, user._id, unique);
  return unique;
}

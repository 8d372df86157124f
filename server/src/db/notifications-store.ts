import {
  DEFAULT_EMAIL_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '@atelier/contract/notifications';
import type { Role } from '@atelier/contract/roles';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pageOf } from '../lib/page';
import type { Executor } from './client';
import { olderThan, positionColumn } from './paging';
import { users } from './schema/auth';
import { notificationPrefs, notifications } from './schema/notifications';

/** The change topic a bell listens on; its detail is the comma-joined ids of the users to tell, or `*`. */
export const NOTIFICATIONS_TOPIC = 'notifications';

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
  /** Unread notifications with one key are one, counted (likes on one post). */
  groupKey?: string;
}

/** Who gets it: named users, or every active user of some roles. */
export type Recipients = { userIds: string[] } | { roles: readonly Role[] };

/**
 * Writes one notification per recipient (never to `except`, who caused it); answers the user ids
 * written to, or `'*'` for a whole role.
 */
export async function insertNotifications(
  db: Executor,
  to: Recipients,
  input: NotificationInput,
  except?: string,
): Promise<string[] | '*'> {
  const values = {
    kind: input.kind,
    title: input.title.slice(0, 300),
    body: (input.body ?? '').slice(0, 500),
    link: input.link,
    groupKey: input.groupKey ?? null,
  };
  if ('roles' in to) {
    if (to.roles.length === 0) return [];
    await db.execute(sql`
      INSERT INTO notifications (user_id, kind, title, body, link, group_key)
      SELECT id, ${values.kind}, ${values.title}, ${values.body}, ${values.link}, ${values.groupKey}
      FROM users
      WHERE role IN ${[...to.roles]}
        AND deactivated_at IS NULL ${except ? sql`AND id <> ${except}` : sql``}`);
    return '*';
  }
  const userIds = [...new Set(to.userIds)].filter((id) => id !== except);
  if (userIds.length === 0) return [];
  await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ ...values, userId })))
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`read_at IS NULL AND group_key IS NOT NULL`,
      set: {
        count: sql`${notifications.count} + 1`,
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        updatedAt: sql`now()`,
      },
    });
  return userIds;
}

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** What a notification's link opens, by the link's form, and the table that holds it. */
const TARGETS: readonly { pattern: string; table: string }[] = [
  { pattern: `^/dashboard/student/courses/(${UUID})`, table: 'courses' },
  { pattern: `^/dashboard/student/quiz/(${UUID})`, table: 'quizzes' },
  { pattern: `^/dashboard/smartLABS/summary/(${UUID})`, table: 'session_summaries' },
  { pattern: `^/dashboard/smartLABS/assignment/(${UUID})`, table: 'assignments' },
  { pattern: `^/dashboard/smartLABS/network\\?post=(${UUID})`, table: 'forum_posts' },
];

/**
 * Whether what the notification opens still exists: one whose course, quiz, summary, assignment or
 * post was deleted would only open a "not found", so it is not listed nor counted (issue 25).
 */
const targetExists = sql.join(
  TARGETS.map(
    ({ pattern, table }) =>
      sql`(${notifications.link} !~ ${pattern} OR EXISTS (SELECT 1 FROM ${sql.identifier(table)} t WHERE t.id = substring(${notifications.link} from ${pattern})::uuid))`,
  ),
  sql` AND `,
);

/**
 * Deletes the notifications that open `path` (or a page under it, or it with a query): its target
 * is being deleted. Answers the users who had one, to announce to.
 */
export async function deleteNotificationsTo(db: Executor, path: string): Promise<string[]> {
  const like = path.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .delete(notifications)
    .where(
      sql`${notifications.link} = ${path} OR ${notifications.link} LIKE ${`${like}/%`} OR ${notifications.link} LIKE ${`${like}?%`}`,
    )
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((r) => r.userId))];
}

/**
 * Deletes the notifications that open `path` in the transaction that deletes what it shows (a
 * course, a session summary), and, once that commits, tells every process's bell of those users:
 * no notification leads to a "not found". `unit` is the one `app.transact` hands its work.
 */
export async function forgetNotificationsTo(
  { tx, announce }: { tx: Executor; announce(topic: string, detail?: string): void },
  path: string,
): Promise<void> {
  const userIds = await deleteNotificationsTo(tx, path);
  if (userIds.length > 0) announce(NOTIFICATIONS_TOPIC, userIds.join(','));
}

/** The caller's notifications, most recently changed first, with the unread count. */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<NotificationPage> {
  const mine = and(eq(notifications.userId, userId), targetExists);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)::int`,
    })
    .from(notifications)
    .where(mine);
  const rows = await db
    .select({ n: notifications, position: positionColumn(notifications.updatedAt) })
    .from(notifications)
    .where(
      query.cursor ? and(mine, olderThan(notifications.updatedAt, notifications.id, query.cursor)) : mine,
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, counts?.total ?? 0, query, (r) => [r.position, r.n.id]);
  return { ...page, items: page.items.map(({ n }) => toNotification(n)), unread: counts?.unread ?? 0 };
}

export async function markRead(db: Executor, userId: string, ids: string[] | 'all'): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), targetExists));
  return row?.n ?? 0;
}

export async function emailKindsOf(db: Executor, userId: string): Promise<NotificationKind[]> {
  const [row] = await db
    .select({ kinds: notificationPrefs.emailKinds })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
  return (row?.kinds as NotificationKind[] | undefined) ?? [...DEFAULT_EMAIL_KINDS];
}

export async function setEmailKinds(db: Executor, userId: string, kinds: NotificationKind[]): Promise<void> {
  await db
    .insert(notificationPrefs)
    .values({ userId, emailKinds: kinds })
    .onConflictDoUpdate({
      target: notificationPrefs.userId,
      set: { emailKinds: kinds, updatedAt: new Date() },
    });
}

/** The active recipients who want `kind` by e-mail, with their address. */
export async function emailRecipients(db: Executor, to: Recipients, kind: NotificationKind, except?: string) {
  const wants = DEFAULT_EMAIL_KINDS.includes(kind)
    ? sql`(${notificationPrefs.emailKinds} IS NULL OR ${kind} = ANY(${notificationPrefs.emailKinds}))`
    : sql`${kind} = ANY(${notificationPrefs.emailKinds})`;
  const who =
    'roles' in to
      ? inArray(users.role, [...to.roles])
      : to.userIds.length > 0
        ? inArray(users.id, to.userIds)
        : sql`false`;
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .leftJoin(notificationPrefs, eq(notificationPrefs.userId, users.id))
    .where(and(who, isNull(users.deactivatedAt), wants));
  return rows.filter((r) => r.id !== except);
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    count: row.count,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, updatedAt, ownedBy, timestamps } from './columns';
import { users } from './auth';

/**
 * What the bell shows (issue 16): written in the same transaction as what it announces. Likes on
 * one post are one unread notification (`group_key`) whose `count` grows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where clicking it goes, inside the app (a path). */
    link: text('link').notNull(),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    readAt: at('read_at'),
    ...timestamps(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.updatedAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
    uniqueIndex('notifications_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`read_at IS NULL AND group_key IS NOT NULL`),
  ],
);

/** Which kinds of notification a user also wants by e-mail (none stored: the defaults). */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailKinds: text('email_kinds').array().notNull(),
  updatedAt: updatedAt(),
});

import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, doneBy } from './columns';
import { users } from './auth';

/**
 * Every file put in storage, whoever sent it (issue 25): the per-user and global quotas add up
 * `bytes`, and the orphan sweep removes a file whose kind no longer names it after a grace period.
 * A row goes when its file does.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    /** What the file is for: the folder its key was made under (`forum`, `events`, …). */
    kind: text('kind').notNull(),
    /** Who sent it; null for an anonymous visitor's (an event registration) or a deleted user's. */
    userId: doneBy('user_id', () => users.id),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_kind_idx').on(t.kind, t.createdAt),
  ],
);

import { text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, ownedBy } from './columns';
import { users } from './auth';

/**
 * What Q&A and the forum keep alike for a reply: who wrote it, to which answer, and its text. It
 * goes when its answer or its author goes.
 */
export const replyTo = (answerId: () => AnyPgColumn) => ({
  id: id(),
  answerId: ownedBy('answer_id', answerId),
  userId: ownedBy('user_id', () => users.id),
  reply: text('reply').notNull(),
});

import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A visitor's question; `answered` is false while the answer is the spec's 'Pending answer'. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answered: boolean('answered').notNull().default(false),
    /** The visitor's address, when they asked to be told of the answer (issue 16); cleared once told. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_answered_idx').on(t.answered, t.createdAt)],
);

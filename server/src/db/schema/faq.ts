import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

/** A visitor's question; `answered` is false while the answer is the spec's 'Pending answer'. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answered: boolean('answered').notNull().default(false),
    /** The visitor's address, when they asked to be told of the answer (issue 16); cleared once told. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_answered_idx').on(t.answered, t.createdAt)],
);

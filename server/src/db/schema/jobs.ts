import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from './columns';

/**
 * Work done after the answer (plugins/jobs.ts): e-mails, and anything a request must not wait on.
 * A job is claimed with FOR UPDATE SKIP LOCKED, so any number of processes share the queue; done
 * jobs are deleted, failed ones kept with their error after the last attempt.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt)],
);

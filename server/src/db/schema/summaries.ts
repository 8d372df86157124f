import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export interface SummarySectionColumn {
  heading: string;
  description: string;
}

/** A smartLABS session summary with its recording (spec-2 §3 Session summary). */
export const sessionSummaries = pgTable(
  'session_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionTitle: text('session_title').notNull(),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    coverImage: text('cover_image').notNull().default(''),
    recordingLink: text('recording_link').notNull(),
    tag: text('tag').notNull(),
    summaryText: jsonb('summary_text').$type<SummarySectionColumn[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_summaries_date_idx').on(t.sessionDate, t.id)],
);

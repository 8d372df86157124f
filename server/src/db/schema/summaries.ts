import { date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, doneBy, timestamps } from './columns';
import { users } from './auth';

export interface SummarySectionColumn {
  heading: string;
  description: string;
}

/** A smartLABS session summary with its recording (spec-2 §3 Session summary). */
export const sessionSummaries = pgTable(
  'session_summaries',
  {
    id: id(),
    sessionTitle: text('session_title').notNull(),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    coverImage: text('cover_image').notNull().default(''),
    recordingLink: text('recording_link').notNull(),
    tag: text('tag').notNull(),
    summaryText: jsonb('summary_text').$type<SummarySectionColumn[]>().notNull(),
    createdBy: doneBy('created_by', () => users.id),
    ...timestamps(),
  },
  (t) => [index('session_summaries_date_idx').on(t.sessionDate, t.id)],
);

import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * One entry of the smartLABS semester schedule (spec-2 §Schedule, §3 Schedule entry): seeded with
 * the July–December 2025 semester, edited by admins. Times are local to the school
 * (`HH:MM`, no time zone: the calendar feed states the school's zone).
 */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: id(),
    /** The first day; `end_date` is the last day of a several-day entry (a study tour), else null. */
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** `HH:MM`, or null for an all-day entry. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    title: text('title').notNull(),
    /** OS, SS, study-tour, exhibition, graduation or conference. */
    kind: text('kind').notNull(),
    tags: text('tags').array().notNull().default([]),
    location: text('location').notNull().default(''),
    meetingDetails: text('meeting_details').notNull().default(''),
    zoomLink: text('zoom_link').notNull().default(''),
    recLink: text('rec_link').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('schedule_entries_date_idx').on(t.date, t.startTime)],
);

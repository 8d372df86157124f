import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, updatedAt, ownedBy } from './columns';
import { users } from './auth';
import { courses } from './courses';

/** A learner's active days (issue 16): any recorded activity marks the day, in the learner's time zone. */
export const learningDays = pgTable(
  'learning_days',
  {
    userId: ownedBy('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Seconds spent on chapters that day while the tab was visible. */
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A chapter a learner opened, and the time spent on it while the tab was visible. */
export const chapterProgress = pgTable(
  'chapter_progress',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    /** The spec's chapter key (course id + chapter name), as Q&A and notes use. */
    chapterId: text('chapter_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
    firstOpenedAt: at('first_opened_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.chapterId] }),
    index('chapter_progress_course_idx').on(t.courseId),
  ],
);

/** A learner's weekly goal: chapters to open each week, the same on every device (issue 25). */
export const weeklyGoals = pgTable('weekly_goals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chaptersPerWeek: integer('chapters_per_week').notNull().default(5),
  updatedAt: updatedAt(),
});

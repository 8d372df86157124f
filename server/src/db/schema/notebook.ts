import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ownedBy, jsonList, timestamps } from './columns';
import { users } from './auth';
import { courses } from './courses';

/** A private note; `chapter_id` is the spec's chapter key (course id + chapter name). */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    chapterId: text('chapter_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: jsonList<string>('tags'),
    ...timestamps(),
  },
  (t) => [index('notes_owner_chapter_idx').on(t.userId, t.courseId, t.chapterId)],
);

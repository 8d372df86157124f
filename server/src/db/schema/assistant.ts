import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, searchOf } from './columns';

/**
 * The text of the lesson pages the app serves (`server/static/lessons`), read from the files at
 * start so the course assistant (issue 16) searches what a chapter's frame shows.
 */
export const lessonTexts = pgTable(
  'lesson_texts',
  {
    /** The file under the lessons folder, e.g. `bim-what-is-bim.html`. */
    path: text('path').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    search: searchOf(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')`,
    ),
    updatedAt: updatedAt(),
  },
  (t) => [index('lesson_texts_search_idx').using('gin', t.search)],
);

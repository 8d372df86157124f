import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface CourseAuthorColumn {
  name: string;
  linkedinId: string;
  profileImage: string;
}

/**
 * Authors, objectives and skills are JSON: always read and written with their course and never
 * queried alone. The counts are kept here so the course list is one query over this table only.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverImage: text('cover_image').notNull(),
    learningObjectives: jsonb('learning_objectives')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    skillsCovered: jsonb('skills_covered')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    authors: jsonb('authors')
      .$type<CourseAuthorColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    locked: boolean('locked').notNull().default(false),
    sectionCount: integer('section_count').notNull().default(0),
    chapterCount: integer('chapter_count').notNull().default(0),
    /** What the course assistant searches (issue 16): kept by PostgreSQL with every write. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_created_idx').on(t.createdAt), index('courses_search_idx').using('gin', t.search)],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('course_sections_position_idx').on(t.courseId, t.position)],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: uuid('id').primaryKey(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    // Repeated from the section so one indexed query reads every chapter of a course.
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    resources: jsonb('resources')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    summary: text('summary').notNull().default(''),
    /** Title, description, summary and resources, weighted for the course assistant (issue 16). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', resources::text), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex('course_chapters_position_idx').on(t.sectionId, t.position),
    index('course_chapters_course_idx').on(t.courseId),
    index('course_chapters_search_idx').using('gin', t.search),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, card, ownedBy, searchOf, jsonList, timestamps } from './columns';

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
    id: id(),
    ...card(),
    learningObjectives: jsonList<string>('learning_objectives'),
    skillsCovered: jsonList<string>('skills_covered'),
    authors: jsonList<CourseAuthorColumn>('authors'),
    locked: boolean('locked').notNull().default(false),
    sectionCount: integer('section_count').notNull().default(0),
    chapterCount: integer('chapter_count').notNull().default(0),
    /** What the course assistant searches (issue 16): kept by PostgreSQL with every write. */
    search: searchOf(sql`to_tsvector('english', title || ' ' || description)`),
    ...timestamps(),
  },
  (t) => [index('courses_created_idx').on(t.createdAt), index('courses_search_idx').using('gin', t.search)],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey(),
    courseId: ownedBy('course_id', () => courses.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('course_sections_position_idx').on(t.courseId, t.position)],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: uuid('id').primaryKey(),
    sectionId: ownedBy('section_id', () => courseSections.id),
    // Repeated from the section so one indexed query reads every chapter of a course.
    courseId: ownedBy('course_id', () => courses.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    resources: jsonList<string>('resources'),
    summary: text('summary').notNull().default(''),
    /** Title, description, summary and resources, weighted for the course assistant (issue 16). */
    search: searchOf(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', resources::text), 'D')`,
    ),
  },
  (t) => [
    uniqueIndex('course_chapters_position_idx').on(t.sectionId, t.position),
    index('course_chapters_course_idx').on(t.courseId),
    index('course_chapters_search_idx').using('gin', t.search),
  ],
);

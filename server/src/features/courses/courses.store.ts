import { randomUUID } from 'node:crypto';
import { COURSE_LIMITS, type Course, type CourseBody, type CourseSummary } from '@atelier/contract/courses';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anyRow, countOf, deleteById, updateById } from '../../db/rows';
import { courseChapters, courses, courseSections } from '../../db/schema/courses';

type CourseRow = typeof courses.$inferSelect;

/** A description cut for a card: at most `max` characters, at a word boundary when one is near. */
export function preview(description: string, max: number = COURSE_LIMITS.cardDescription): string {
  if (description.length <= max) return description;
  const cut = description.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Every course as a card, oldest first: one query over the courses table alone. */
export async function listCourseSummaries(db: Executor): Promise<CourseSummary[]> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      // Enough of the description for the preview, so long ones are not read in full.
      description: sql<string>`left(${courses.description}, ${COURSE_LIMITS.cardDescription + 1})`,
      coverImage: courses.coverImage,
      skillsCovered: courses.skillsCovered,
      authors: courses.authors,
      locked: courses.locked,
      sectionCount: courses.sectionCount,
      chapterCount: courses.chapterCount,
    })
    .from(courses)
    .orderBy(asc(courses.createdAt), asc(courses.id));
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    description: preview(r.description),
    coverImage: r.coverImage,
    skillsCovered: r.skillsCovered.slice(0, COURSE_LIMITS.cardSkills),
    authors: r.authors.map((a) => ({ name: a.name, profileImage: a.profileImage })),
    locked: r.locked,
    sectionCount: r.sectionCount,
    chapterCount: r.chapterCount,
  }));
}

/** One course with its sections and chapters in order (three queries). */
export async function findCourse(db: Executor, id: string): Promise<Course | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  if (!row) return undefined;
  const sections = await db
    .select({ id: courseSections.id, name: courseSections.name })
    .from(courseSections)
    .where(eq(courseSections.courseId, id))
    .orderBy(asc(courseSections.position));
  const chapters = await db
    .select()
    .from(courseChapters)
    .where(eq(courseChapters.courseId, id))
    .orderBy(asc(courseChapters.position));
  return toCourse(
    row,
    sections.map((s) => ({
      _id: s.id,
      name: s.name,
      chapters: chapters
        .filter((c) => c.sectionId === s.id)
        .map((c) => ({
          _id: c.id,
          name: c.name,
          description: c.description,
          content: c.content,
          resources: c.resources,
          summary: c.summary,
        })),
    })),
  );
}

function toCourse(row: CourseRow, sections: Course['sections']): Course {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    learningObjectives: row.learningObjectives,
    skillsCovered: row.skillsCovered,
    authors: row.authors,
    sections,
    locked: row.locked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whether a course exists and is locked, and (given a chapter key) whether the course has that
 * chapter: what Q&A and the notebook check before they write.
 */
export async function findCourseAccess(
  db: Executor,
  courseId: string,
  chapterId?: string,
): Promise<{ locked: boolean; hasChapter: boolean } | undefined> {
  const prefix = `${courseId}_`;
  const chapterName = chapterId?.startsWith(prefix) ? chapterId.slice(prefix.length) : undefined;
  const [row] = await db
    .select({
      locked: courses.locked,
      hasChapter:
        chapterName === undefined
          ? sql<boolean>`false`
          : anyRow(
              db,
              courseChapters,
              and(
                eq(courseChapters.courseId, courses.id),
                sql`replace(${courseChapters.name}, ' ', '_') = ${chapterName}`,
              ),
            ),
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

function courseColumns(body: CourseBody) {
  return {
    title: body.title,
    description: body.description,
    coverImage: body.coverImage,
    learningObjectives: body.learningObjectives,
    skillsCovered: body.skillsCovered,
    authors: body.authors,
    sectionCount: body.sections.length,
    chapterCount: body.sections.reduce((n, s) => n + s.chapters.length, 0),
  };
}

/** Inserts the course and its content; call inside a transaction. */
export async function insertCourse(tx: Executor, body: CourseBody): Promise<string> {
  const [row] = await tx.insert(courses).values(courseColumns(body)).returning({ id: courses.id });
  await insertContent(tx, row!.id, body.sections, new Set());
  return row!.id;
}

/**
 * Replaces the course's fields and its sections and chapters; sections and chapters sent back
 * with an id they already had keep it. Call inside a transaction. False when there is no such course.
 */
export async function updateCourse(tx: Executor, id: string, body: CourseBody): Promise<boolean> {
  // Updating the row first locks it, so two edits of one course run one after the other.
  const updated = await updateById(tx, courses, id, { ...courseColumns(body), updatedAt: new Date() });
  if (!updated) return false;
  const sectionIds = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(eq(courseSections.courseId, id));
  const chapterIds = await tx
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, id));
  await tx.delete(courseSections).where(eq(courseSections.courseId, id));
  await insertContent(tx, id, body.sections, new Set([...sectionIds, ...chapterIds].map((r) => r.id)));
  return true;
}

async function insertContent(
  tx: Executor,
  courseId: string,
  sections: CourseBody['sections'],
  reusable: Set<string>,
) {
  // An id is reused at most once and only if it was this course's; anything else gets a new one.
  const idFor = (given: string | undefined) => {
    if (given && reusable.delete(given)) return given;
    return randomUUID();
  };
  const sectionRows = sections.map((s, position) => ({ id: idFor(s._id), courseId, position, name: s.name }));
  const chapterRows = sections.flatMap((s, i) =>
    s.chapters.map((c, position) => ({
      id: idFor(c._id),
      sectionId: sectionRows[i]!.id,
      courseId,
      position,
      name: c.name,
      description: c.description,
      content: c.content,
      resources: c.resources,
      summary: c.summary,
    })),
  );
  if (sectionRows.length > 0) await tx.insert(courseSections).values(sectionRows);
  // Chunked so a large course stays far below PostgreSQL's limit of 65535 parameters.
  for (let i = 0; i < chapterRows.length; i += 500) {
    await tx.insert(courseChapters).values(chapterRows.slice(i, i + 500));
  }
}

/** Flips `locked`; undefined when there is no such course. */
export async function toggleLock(db: Executor, id: string): Promise<boolean | undefined> {
  const row = await updateById(db, courses, id, {
    locked: sql`not ${courses.locked}`,
    updatedAt: new Date(),
  });
  return row?.locked;
}

/** Deletes the course; its sections, chapters, notes and questions go with it (foreign keys cascade). */
export async function deleteCourse(db: Executor, id: string): Promise<boolean> {
  return deleteById(db, courses, id);
}

export async function countCourses(db: Executor): Promise<number> {
  return countOf(db, courses);
}

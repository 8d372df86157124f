import type { PageQuery } from '@atelier/contract/common';
import type { Note, NotePage } from '@atelier/contract/notebook';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { olderThan, positionColumn } from '../../db/paging';
import { countOf, deleteById, iso, pick, updateById } from '../../db/rows';
import { notes } from '../../db/schema/notebook';
import { pageOf } from '../../lib/page';

type NoteRow = typeof notes.$inferSelect;

function toNote(row: NoteRow): Note {
  return {
    _id: row.id,
    ...pick(row, ['userId', 'courseId', 'chapterId', 'title', 'content', 'tags']),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface NoteWhere {
  userId: string;
  courseId: string;
  chapterId: string;
}

export interface NoteFields {
  title: string;
  content: string;
  tags: string[];
}

/** The user's notes on the chapter. */
const mineOn = (where: NoteWhere) =>
  and(
    eq(notes.userId, where.userId),
    eq(notes.courseId, where.courseId),
    eq(notes.chapterId, where.chapterId),
  );

/** A page of the user's notes on a chapter, newest first. */
export async function listNotes(db: Executor, where: NoteWhere, query: PageQuery): Promise<NotePage> {
  const mine = mineOn(where);
  const total = await countOf(db, notes, mine);
  const rows = await db
    .select({ note: notes, position: positionColumn(notes.createdAt) })
    .from(notes)
    .where(query.cursor ? and(mine, olderThan(notes.createdAt, notes.id, query.cursor)) : mine)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, total, query, (r) => [r.position, r.note.id]);
  return { ...page, items: page.items.map((r) => toNote(r.note)) };
}

/** The course of the user's note; undefined for someone else's note or none. */
export async function findNoteCourse(
  db: Executor,
  noteId: string,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ courseId: notes.courseId })
    .from(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)));
  return row?.courseId;
}

export async function insertNote(db: Executor, where: NoteWhere, fields: NoteFields): Promise<Note> {
  const [row] = await db
    .insert(notes)
    .values({ ...where, ...fields })
    .returning();
  return toNote(row!);
}

/** Updates the note only if it is the user's and on that chapter; undefined otherwise. */
export async function updateNote(
  db: Executor,
  noteId: string,
  where: NoteWhere,
  fields: NoteFields,
): Promise<Note | undefined> {
  const row = await updateById(db, notes, noteId, { ...fields, updatedAt: new Date() }, mineOn(where));
  return row && toNote(row);
}

/** Deletes the note only if it is the user's. */
export async function deleteNote(db: Executor, noteId: string, userId: string): Promise<boolean> {
  return deleteById(db, notes, noteId, eq(notes.userId, userId));
}

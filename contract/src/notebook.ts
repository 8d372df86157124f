import { z } from 'zod';
import { idSchema, messageSchema, page, pageQuery, text } from './common';
import { chapterKeySchema } from './courses';
import { del, get, post } from './endpoints';
import { defineErrors } from './errors';

export const NOTE_LIMITS = { title: 200, content: 20000, tags: 50, tag: 50 } as const;

export const NOTEBOOK_MESSAGES = {
  saved: 'Note saved',
  updated: 'Note updated',
  deleted: 'Note deleted',
  notFound: 'Note not found',
  blank: 'A note needs a title or content',
} as const;

/** The notebook's refusals: someone else's note is as unknown as a missing one. */
export const NOTEBOOK_ERRORS = defineErrors('notebook', {
  notFound: { status: 404, message: NOTEBOOK_MESSAGES.notFound },
});

/** Tags are trimmed, blank ones ignored and duplicates not added (spec-1 §5). */
export function cleanTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed && !kept.includes(trimmed)) kept.push(trimmed);
  }
  return kept;
}

/** A client may send an empty noteId for a new note; that is the same as none. */
const optionalNoteId = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || undefined);

/** POST /api/notebook: with a noteId it updates that note, else it saves a new one. */
export const saveNoteBodySchema = z
  .object({
    userId: idSchema.optional(),
    courseId: idSchema,
    chapterId: chapterKeySchema,
    noteId: optionalNoteId,
    title: text(NOTE_LIMITS.title).optional().default(''),
    content: text(NOTE_LIMITS.content).optional().default(''),
    tags: z
      .array(text(NOTE_LIMITS.tag), { message: 'tags must be a list of texts' })
      .max(NOTE_LIMITS.tags, `A note may have at most ${NOTE_LIMITS.tags} tags`)
      .optional()
      .default([])
      .transform(cleanTags),
  })
  .refine((note) => note.title.length > 0 || note.content.length > 0, NOTEBOOK_MESSAGES.blank);
export type SaveNoteInput = z.input<typeof saveNoteBodySchema>;
export type SaveNoteBody = z.output<typeof saveNoteBodySchema>;

export const notesParamsSchema = z.object({
  userId: idSchema,
  courseId: idSchema,
  chapterId: chapterKeySchema,
});

export const noteIdParamsSchema = z.object({ noteId: idSchema });

export const noteSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** A chapter's notes of one user, newest first, a page at a time (`limit`, `cursor`). */
export const noteListQuerySchema = pageQuery;
export const noteListResponseSchema = page(noteSchema);
export type NotePage = z.infer<typeof noteListResponseSchema>;

export const saveNoteResponseSchema = z.object({ message: z.string(), note: noteSchema });
export type SaveNoteResponse = z.infer<typeof saveNoteResponseSchema>;

/** The notebook's routes (spec-1 §5). */
export const NOTEBOOK_API = {
  list: get('/api/notebook/:userId/:courseId/:chapterId', {
    params: notesParamsSchema,
    querystring: noteListQuerySchema,
    response: { 200: noteListResponseSchema },
  }),
  save: post('/api/notebook', {
    body: saveNoteBodySchema,
    response: { 200: saveNoteResponseSchema, 201: saveNoteResponseSchema },
  }),
  remove: del('/api/notebook/:noteId', { params: noteIdParamsSchema, response: { 200: messageSchema } }),
};

import { PAGE_LIMITS } from '@atelier/contract/common';
import type { Note, NotePage } from '@atelier/contract/notebook';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface NotesWhere {
  userId: string;
  courseId: string;
  chapterId: string;
}

/**
 * GET /api/notebook/{userId}/{courseId}/{chapterId}: one page of the user's own notes on a
 * chapter, newest first; `cursor` is the previous page's `nextCursor` (none for the first page).
 */
export function getNotes(
  { userId, courseId, chapterId }: NotesWhere,
  cursor?: string,
  signal?: AbortSignal,
): Promise<NotePage> {
  const path = [userId, courseId, chapterId].map(encodeURIComponent).join('/');
  const query = new URLSearchParams({ limit: String(PAGE_LIMITS.default) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<NotePage>(`/notebook/${path}?${query}`, { signal });
}

/** The pages of the user's notes on a chapter loaded so far ("Load more" adds the next). */
export const notesQueryOptions = (where: NotesWhere) =>
  infiniteQueryOptions({
    queryKey: ['notebook', where.userId, where.courseId, where.chapterId],
    queryFn: ({ pageParam, signal }) => getNotes(where, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useNotes(where: NotesWhere) {
  return useInfiniteQuery(notesQueryOptions(where));
}

export type NotePages = InfiniteData<NotePage>;

/**
 * The loaded pages after a save: an updated note replaced where it is (the list is in order of
 * creation, so it stays there); a new one on top of the first page, counted in every page's total.
 * The next page's cursor still points after the first page's old last note (keyset), so nothing
 * repeats or goes missing.
 */
export function withSavedNote(data: NotePages | undefined, note: Note): NotePages | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.items.some((n) => n._id === note._id));
  const pages = data.pages.map((page, index) =>
    known
      ? { ...page, items: page.items.map((n) => (n._id === note._id ? note : n)) }
      : { ...page, items: index === 0 ? [note, ...page.items] : page.items, total: page.total + 1 },
  );
  return { ...data, pages };
}

/** The loaded pages without a deleted note, which no page's total counts any more. */
export function withoutNote(data: NotePages | undefined, noteId: string): NotePages | undefined {
  if (!data?.pages.some((page) => page.items.some((n) => n._id === noteId))) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((n) => n._id !== noteId),
    total: Math.max(0, page.total - 1),
  }));
  return { ...data, pages };
}

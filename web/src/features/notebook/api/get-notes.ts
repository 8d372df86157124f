import { PAGE_LIMITS } from '@atelier/contract/common';
import type { Note, NotePage } from '@atelier/contract/notebook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface NotesWhere {
  userId: string;
  courseId: string;
  chapterId: string;
}

/**
 * GET /api/notebook/{userId}/{courseId}/{chapterId}: the user's own notes on a chapter, newest
 * first. The server pages the list; the tab shows its first, largest page.
 */
export async function getNotes(
  { userId, courseId, chapterId }: NotesWhere,
  signal?: AbortSignal,
): Promise<Note[]> {
  const path = [userId, courseId, chapterId].map(encodeURIComponent).join('/');
  const page = await apiFetch<NotePage>(`/notebook/${path}?limit=${PAGE_LIMITS.max}`, { signal });
  return page.items;
}

export const notesQueryOptions = (where: NotesWhere) =>
  queryOptions({
    queryKey: ['notebook', where.userId, where.courseId, where.chapterId],
    queryFn: ({ signal }) => getNotes(where, signal),
  });

export function useNotes(where: NotesWhere) {
  return useQuery(notesQueryOptions(where));
}

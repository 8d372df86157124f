import type { Note } from '@atelier/contract/notebook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface NotesWhere {
  userId: string;
  courseId: string;
  chapterId: string;
}

/** GET /api/notebook/{userId}/{courseId}/{chapterId}: the user's own notes on a chapter, newest first. */
export function getNotes({ userId, courseId, chapterId }: NotesWhere, signal?: AbortSignal): Promise<Note[]> {
  const path = [userId, courseId, chapterId].map(encodeURIComponent).join('/');
  return apiFetch<Note[]>(`/notebook/${path}`, { signal });
}

export const notesQueryOptions = (where: NotesWhere) =>
  queryOptions({
    queryKey: ['notebook', where.userId, where.courseId, where.chapterId],
    queryFn: ({ signal }) => getNotes(where, signal),
  });

export function useNotes(where: NotesWhere) {
  return useQuery(notesQueryOptions(where));
}

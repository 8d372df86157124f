import { PAGE_LIMITS } from '@atelier/contract/common';
import type { NotePage } from '@atelier/contract/notebook';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { cursorPaging, pageSearch } from '../../../lib/paged-list';
import { notebookKeys } from './keys';

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
  const path = apiPath`/notebook/${userId}/${courseId}/${chapterId}`;
  return apiFetch<NotePage>(`${path}${pageSearch(PAGE_LIMITS.default, cursor)}`, { signal });
}

/** The pages of the user's notes on a chapter loaded so far ("Load more" adds the next). */
export const notesQueryOptions = (where: NotesWhere) =>
  infiniteQueryOptions({
    queryKey: notebookKeys.notes(where),
    queryFn: ({ pageParam, signal }) => getNotes(where, pageParam, signal),
    ...cursorPaging,
  });

export function useNotes(where: NotesWhere) {
  return useInfiniteQuery(notesQueryOptions(where));
}

import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { removeItem } from '../../../lib/paged-list';
import { apiPath } from '../../../lib/api-read';
import { notesQueryOptions, type NotesWhere } from './get-notes';

/** DELETE /api/notebook/{noteId} */
export function deleteNote(noteId: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/notebook/${noteId}`, { method: 'DELETE' });
}

export function useDeleteNote(where: NotesWhere) {
  const queryClient = useQueryClient();
  const { queryKey } = notesQueryOptions(where);
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_, noteId) => {
      // Gone at once, from whichever page held it; the refetch of every loaded page is not waited for.
      queryClient.setQueryData(queryKey, (data) => removeItem(data, noteId));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

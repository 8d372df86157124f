import type { SaveNoteInput, SaveNoteResponse } from '@atelier/contract/notebook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { prependItem, replaceItem } from '../../../lib/paged-list';
import { notesQueryOptions, type NotesWhere } from './get-notes';

/** POST /api/notebook: with a noteId it updates that note, else it saves a new one. */
export function saveNote(body: SaveNoteInput): Promise<SaveNoteResponse> {
  return apiFetch<SaveNoteResponse>('/notebook', { method: 'POST', body });
}

export interface NoteFields {
  noteId?: string;
  title: string;
  content: string;
  tags: string[];
}

export function useSaveNote(where: NotesWhere) {
  const queryClient = useQueryClient();
  const { queryKey } = notesQueryOptions(where);
  return useMutation({
    mutationFn: (fields: NoteFields) => saveNote({ ...where, ...fields }),
    onSuccess: ({ note }) => {
      // The saved note shows at once, in its place if it was loaded, else on top; the refetch of
      // every loaded page (not waited for) then brings what another tab changed.
      queryClient.setQueryData(queryKey, (data) =>
        prependItem(
          replaceItem(data, note._id, () => note),
          note,
        ),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

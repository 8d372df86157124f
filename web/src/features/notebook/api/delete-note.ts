import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notesQueryOptions, type NotesWhere } from './get-notes';

/** DELETE /api/notebook/{noteId} */
export function deleteNote(noteId: string): Promise<Message> {
  return apiFetch<Message>(`/notebook/${encodeURIComponent(noteId)}`, { method: 'DELETE' });
}

export function useDeleteNote(where: NotesWhere) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions(where).queryKey }),
  });
}

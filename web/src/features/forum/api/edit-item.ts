import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshForum } from './feed-cache';
import { itemPath, type ItemRef } from './item-path';

/** PATCH /api/forum/item/:kind/:id {text}: the author edits a post, an answer or a reply. */
export function editItem(item: ItemRef, text: string): Promise<{ message: string }> {
  return apiFetch(itemPath(item), { method: 'PATCH', body: { text } });
}

export function useEditItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, text }: { item: ItemRef; text: string }) => editItem(item, text),
    onSuccess: () => refreshForum(queryClient),
  });
}

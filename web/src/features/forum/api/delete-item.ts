import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshForum } from './feed-cache';
import { itemPath, type ItemRef } from './item-path';

/** DELETE /api/forum/item/:kind/:id: the author deletes it (a post with its thread). */
export function deleteItem(item: ItemRef): Promise<{ message: string }> {
  return apiFetch(itemPath(item), { method: 'DELETE' });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => refreshForum(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshForum } from './feed-cache';
import { itemPath, type ItemRef } from './item-path';

/** POST /api/forum/item/:kind/:id/hide {hidden}: an admin hides it from every feed (or shows it again). */
export function hideItem(item: ItemRef, hidden: boolean): Promise<{ message: string }> {
  return apiFetch(`${itemPath(item)}/hide`, { method: 'POST', body: { hidden } });
}

/** Hides an item (`hidden` true) or shows a hidden one again; every feed and the hidden list refresh. */
export function useHideItem(hidden = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ItemRef) => hideItem(item, hidden),
    onSuccess: () => refreshForum(queryClient),
  });
}

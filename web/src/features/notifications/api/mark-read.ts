import type { MarkReadBody, NotificationPage } from '@atelier/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/notifications/read: some (`ids`) or all; answers how many are still unread. */
export function markRead(body: MarkReadBody): Promise<{ unread: number }> {
  return apiFetch<{ unread: number }>('/notifications/read', { method: 'POST', body });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    // The bell's count drops at once; the list is read again from the server.
    onMutate: (body) => {
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.all }, (page) => {
        if (!page) return page;
        const marks = (id: string) => 'all' in body || body.ids.includes(id);
        const items = page.items.map((n) => (marks(n._id) ? { ...n, read: true } : n));
        return {
          ...page,
          items,
          unread:
            'all' in body
              ? 0
              : Math.max(0, page.unread - page.items.filter((n) => !n.read && marks(n._id)).length),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

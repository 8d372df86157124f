import type { NotificationPrefs } from '@atelier/contract/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/prefs: the kinds the caller also wants by e-mail. */
export function getPrefs(signal?: AbortSignal): Promise<NotificationPrefs> {
  return apiFetch<NotificationPrefs>('/notifications/prefs', { signal });
}

/** PUT /api/notifications/prefs */
export function savePrefs(body: NotificationPrefs): Promise<NotificationPrefs> {
  return apiFetch<NotificationPrefs>('/notifications/prefs', { method: 'PUT', body });
}

export const prefsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.prefs(), queryFn: ({ signal }) => getPrefs(signal) });

export function usePrefs() {
  return useQuery(prefsQueryOptions());
}

export function useSavePrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrefs,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.prefs(), saved),
  });
}

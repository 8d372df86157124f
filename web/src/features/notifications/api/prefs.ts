import type { NotificationPrefs } from '@atelier/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiRead } from '../../../lib/api-read';
import { notificationKeys } from './keys';

/** GET /api/notifications/prefs: the kinds the caller also wants by e-mail. */
const prefs = apiRead<NotificationPrefs>({ key: notificationKeys.prefs, path: () => '/notifications/prefs' });

export const prefsQueryOptions = prefs.options;
export const usePrefs = prefs.use;

/** PUT /api/notifications/prefs */
export function savePrefs(body: NotificationPrefs): Promise<NotificationPrefs> {
  return apiFetch<NotificationPrefs>('/notifications/prefs', { method: 'PUT', body });
}

export function useSavePrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrefs,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.prefs(), saved),
  });
}

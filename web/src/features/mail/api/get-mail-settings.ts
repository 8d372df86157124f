import type { MailSettings } from '@atelier/contract/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** GET /api/mail/settings (admin): the send rate (for the time left) and where mail goes. */
export function getMailSettings(signal?: AbortSignal): Promise<MailSettings> {
  return apiFetch<MailSettings>('/mail/settings', { signal });
}

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.settings(),
    queryFn: ({ signal }) => getMailSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useMailSettings() {
  return useQuery(mailSettingsQueryOptions());
}

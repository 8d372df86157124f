import type { MailSettings } from '@atelier/contract/mail';
import { apiRead } from '../../../lib/api-read';
import { mailKeys } from './keys';

/** GET /api/mail/settings (admin): the send rate (for the time left) and where mail goes. */
const mailSettings = apiRead<MailSettings>({
  key: mailKeys.settings,
  path: () => '/mail/settings',
  options: { staleTime: 5 * 60_000 },
});

export const mailSettingsQueryOptions = mailSettings.options;
export const useMailSettings = mailSettings.use;

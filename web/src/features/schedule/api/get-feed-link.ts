import type { ScheduleFeedLink } from '@atelier/contract/schedule';
import { useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-read';
import { scheduleKeys } from './keys';

/** GET /api/smartlabs/schedule/feed-link: the caller's own signed address of the calendar feed. */
const feedLink = apiRead<ScheduleFeedLink>({
  key: scheduleKeys.feedLink,
  path: () => '/smartlabs/schedule/feed-link',
  // The link does not change while the user stays who they are.
  options: { staleTime: Infinity },
});

export const feedLinkQueryOptions = feedLink.options;

/** Asked for only once the user wants it (the dialog is open). */
export function useFeedLink(enabled: boolean) {
  return useQuery({ ...feedLinkQueryOptions(), enabled });
}

import type { RosterImport } from '@atelier/contract/rosters';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath } from '../../../../lib/api-read';
import { rosterKeys } from './keys';

/** How often the page asks while the invitations go out. */
export const ROSTER_POLL_MS = 1000;

/** GET /api/users/roster/{id}: the import and how far its invitations are; polled while it runs. */
export function useRosterImport(id: string | undefined) {
  return useQuery({
    queryKey: rosterKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<RosterImport>(apiPath`/users/roster/${id!}`, { signal }),
    enabled: Boolean(id),
    // The preview and the import's answer are put in the cache; only a running import is asked again.
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? ROSTER_POLL_MS : false),
  });
}

import type { RosterImport } from '@atelier/contract/rosters';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath } from '../../../../lib/api-read';
import { rosterKeys } from './keys';

/** How often the page asks while the accounts are made and the invitations go out. */
export const ROSTER_POLL_MS = 1000;

/** Still moving: the page asks again. */
export const isRunning = (run: RosterImport | undefined) =>
  run?.status === 'importing' || run?.status === 'inviting';

/**
 * GET /api/users/roster/{id}: polled without the rows (counts and status, a few hundred bytes),
 * keeping the rows already read; once done, asked once more with every row and its result.
 */
export function useRosterImport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: rosterKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const light = await apiFetch<RosterImport>(apiPath`/users/roster/${id!}`, { signal });
      if (light.status === 'done')
        return apiFetch<RosterImport>(apiPath`/users/roster/${id!}?rows=1`, { signal });
      const known = queryClient.getQueryData<RosterImport>(rosterKeys.detail(id!));
      return { ...light, rows: known?.rows };
    },
    enabled: Boolean(id),
    // The preview and the import's answer are put in the cache; only a running import is asked again.
    staleTime: Infinity,
    refetchInterval: (query) => (isRunning(query.state.data) ? ROSTER_POLL_MS : false),
  });
}

import type { RosterImport } from '@atelier/contract/rosters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath } from '../../../../lib/api-read';
import { userKeys } from '../../api/keys';
import { rosterKeys } from './keys';

/** POST /api/users/roster/{id}/import: answers at once (no rows); jobs make the accounts, then invite them. */
export function importRoster({ id, confirmValidRows }: { id: string; confirmValidRows: boolean }) {
  return apiFetch<RosterImport>(apiPath`/users/roster/${id}/import`, {
    method: 'POST',
    body: { confirmValidRows },
  });
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    onSuccess: async (run) => {
      // The answer has no rows: the preview's stay until the import is done.
      queryClient.setQueryData<RosterImport>(rosterKeys.detail(run._id), (known) => ({
        ...run,
        rows: known?.rows,
      }));
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

import type { RosterImport } from '@atelier/contract/rosters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath } from '../../../../lib/api-read';
import { userKeys } from '../../api/keys';
import { rosterKeys } from './keys';

/** POST /api/users/roster/{id}/import: creates the valid rows' accounts; the invitations follow as jobs. */
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
      queryClient.setQueryData(rosterKeys.detail(run._id), run);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

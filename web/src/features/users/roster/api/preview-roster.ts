import type { RosterImport } from '@atelier/contract/rosters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { rosterKeys } from './keys';

/** POST /api/users/roster/preview: the CSV checked row by row; nothing but the preview is written. */
export function previewRoster(file: File): Promise<RosterImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<RosterImport>('/users/roster/preview', { method: 'POST', body: form });
}

export function usePreviewRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewRoster,
    onSuccess: (preview) => queryClient.setQueryData(rosterKeys.detail(preview._id), preview),
  });
}

import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** DELETE /api/templates/{name} (admin) */
export function deleteTemplate(name: string): Promise<Message | undefined> {
  return apiFetch<Message | undefined>(`/templates/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.templates() }),
  });
}

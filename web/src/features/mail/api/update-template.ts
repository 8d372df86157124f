import type { Message } from '@atelier/contract/common';
import type { TemplateBody } from '@atelier/contract/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** PUT /api/templates/{name} (admin): the name cannot change, so the body's is the path's. */
export function updateTemplate(body: TemplateBody): Promise<Message | undefined> {
  return apiFetch<Message | undefined>(`/templates/${encodeURIComponent(body.name)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.templates() }),
  });
}

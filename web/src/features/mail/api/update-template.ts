import type { Message } from '@atelier/contract/common';
import type { TemplateBody } from '@atelier/contract/mail';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { mailKeys } from './keys';

/** PUT /api/templates/{name} (admin): the name cannot change, so the body's is the path's. */
export function updateTemplate(body: TemplateBody): Promise<Message | undefined> {
  return apiFetch<Message | undefined>(apiPath`/templates/${body.name}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateTemplate() {
  return useRefreshingWrite(updateTemplate, () => [mailKeys.templates()], { after: 'settled' });
}

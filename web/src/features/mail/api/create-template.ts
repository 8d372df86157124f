import type { Message } from '@atelier/contract/common';
import type { TemplateBody } from '@atelier/contract/mail';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { mailKeys } from './keys';

/** POST /api/upload-template (admin): 201 with a message; 409 when the name is taken. */
export function createTemplate(body: TemplateBody): Promise<Message | undefined> {
  return apiFetch<Message | undefined>('/upload-template', { method: 'POST', body });
}

export function useCreateTemplate() {
  return useRefreshingWrite(createTemplate, () => [mailKeys.templates()]);
}

import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { mailKeys } from './keys';

/** DELETE /api/templates/{name} (admin) */
export function deleteTemplate(name: string): Promise<Message | undefined> {
  return apiFetch<Message | undefined>(apiPath`/templates/${name}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  return useRefreshingWrite(deleteTemplate, () => [mailKeys.templates()], { after: 'settled' });
}

import type { Template } from '@atelier/contract/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** GET /api/templates (admin): every template with its subject and HTML, newest first. */
export function getTemplates(signal?: AbortSignal): Promise<Template[]> {
  return apiFetch<Template[]>('/templates', { signal });
}

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.templates(),
    queryFn: ({ signal }) => getTemplates(signal),
  });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}

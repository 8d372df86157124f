import type { Faq } from '@atelier/contract/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { faqKeys } from './keys';

/**
 * GET /api/faq/all: the answered questions, oldest first. With an admin's token the server adds the
 * pending ones; the public page asks without a token, so an admin sees there what visitors see.
 */
export function getFaqs({ withPending }: { withPending: boolean }, signal?: AbortSignal): Promise<Faq[]> {
  return apiFetch<Faq[]>('/faq/all', { signal, ...(withPending ? {} : { token: null }) });
}

/** The key of both lists: every write invalidates them together. */

export const faqsQueryOptions = (withPending = false) =>
  queryOptions({
    queryKey: faqKeys.list(withPending),
    queryFn: ({ signal }) => getFaqs({ withPending }, signal),
  });

/** The public list (answered questions only). */
export function useFaqs() {
  return useQuery(faqsQueryOptions());
}

/** The admins' list: every question, pending ones included. */
export function useAllFaqs() {
  return useQuery(faqsQueryOptions(true));
}

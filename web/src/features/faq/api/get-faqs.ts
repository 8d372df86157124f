import type { Faq } from '@atelier/contract/faq';
import { apiFetch } from '../../../lib/api-client';
import { apiRead } from '../../../lib/api-read';
import { faqKeys } from './keys';

/**
 * GET /api/faq/all: the answered questions, oldest first. With an admin's token the server adds the
 * pending ones; the public page asks without a token, so an admin sees there what visitors see.
 */
const faqs = apiRead<Faq[], [withPending?: boolean]>({
  key: (withPending = false) => faqKeys.list(withPending),
  load: ([withPending = false], signal) =>
    apiFetch<Faq[]>('/faq/all', { signal, ...(withPending ? {} : { token: null }) }),
});

export const faqsQueryOptions = faqs.options;

/** The public list (answered questions only). */
export function useFaqs() {
  return faqs.use();
}

/** The admins' list: every question, pending ones included. */
export function useAllFaqs() {
  return faqs.use(true);
}

import type { Faq, FaqCreateBody } from '@atelier/contract/faq';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/api-write';
import { faqKeys } from './keys';

export interface FaqCreated {
  message: string;
  faq: Faq;
}

/** POST /api/faq/create (public): stores the question as 'Pending answer' and answers it back. */
export function createFaq(body: FaqCreateBody): Promise<FaqCreated> {
  return apiFetch<FaqCreated>('/faq/create', { method: 'POST', body, token: null });
}

export function useCreateFaq() {
  // spec-2 §7: after a success the list reloads.
  return useRefreshingWrite(createFaq, () => [faqKeys.lists()]);
}

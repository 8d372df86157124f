import type { Faq, FaqCreateBody } from '@atelier/contract/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    // spec-2 §7: after a success the list reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqKeys.lists() }),
  });
}

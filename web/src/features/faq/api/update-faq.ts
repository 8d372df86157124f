import type { Faq, FaqUpdateBody } from '@atelier/contract/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { faqKeys } from './keys';

export interface FaqUpdated {
  message: string;
  faq: Faq;
}

/** PUT /api/faq/{id} (admin): answers a question, or edits an answered one. */
export function updateFaq({ id, body }: { id: string; body: FaqUpdateBody }): Promise<FaqUpdated> {
  return apiFetch<FaqUpdated>(`/faq/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.lists() }),
  });
}

import type { Message } from '@atelier/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { faqKeys } from './keys';

/** DELETE /api/faq/{id} (admin) */
export function deleteFaq(id: string): Promise<Message> {
  return apiFetch<Message>(`/faq/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.lists() }),
  });
}

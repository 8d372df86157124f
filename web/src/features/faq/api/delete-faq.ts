import type { Message } from '@atelier/contract/common';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { faqKeys } from './keys';

/** DELETE /api/faq/{id} (admin) */
export function deleteFaq(id: string): Promise<Message> {
  return apiFetch<Message>(apiPath`/faq/${id}`, { method: 'DELETE' });
}

export function useDeleteFaq() {
  return useRefreshingWrite(deleteFaq, () => [faqKeys.lists()], { after: 'settled' });
}

import type { Faq, FaqUpdateBody } from '@atelier/contract/faq';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { faqKeys } from './keys';

export interface FaqUpdated {
  message: string;
  faq: Faq;
}

/** PUT /api/faq/{id} (admin): answers a question, or edits an answered one. */
export function updateFaq({ id, body }: { id: string; body: FaqUpdateBody }): Promise<FaqUpdated> {
  return apiFetch<FaqUpdated>(apiPath`/faq/${id}`, { method: 'PUT', body });
}

export function useUpdateFaq() {
  return useRefreshingWrite(updateFaq, () => [faqKeys.lists()], { after: 'settled' });
}

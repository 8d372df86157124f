import type { ApproveResponse } from '@atelier/contract/waitlist';
import { apiFetch } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-read';
import { useRefreshingWrite } from '../../../lib/api-write';
import { waitlistKeys } from './keys';

/** POST /api/waitlist/approve/{id}: creates the student account and e-mails the invitation. */
export function approveEntry(id: string): Promise<ApproveResponse> {
  return apiFetch<ApproveResponse>(apiPath`/waitlist/approve/${id}`, { method: 'POST' });
}

export function useApproveEntry() {
  return useRefreshingWrite(approveEntry, () => [waitlistKeys.lists()], { after: 'settled' });
}

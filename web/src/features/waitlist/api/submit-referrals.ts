import type { ReferralBody, SuccessResponse } from '@atelier/contract/waitlist';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/referral/submit: five friends, from a visitor who gives no details (spec-2). */
export function submitReferrals(body: ReferralBody): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/referral/submit', { method: 'POST', body, token: null });
}

export function useSubmitReferrals() {
  return useMutation({ mutationFn: submitReferrals });
}

import type { SuccessResponse, WaitlistReferralBody } from '@atelier/contract/waitlist';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/waitlist-referral/submit: the saved waitlist user (with the referral code that proves the
 * entry is theirs) and five friends. Naming friends moves nobody, so no standing is refetched.
 */
export function submitWaitlistReferrals(body: WaitlistReferralBody): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/waitlist-referral/submit', { method: 'POST', body, token: null });
}

export function useSubmitWaitlistReferrals() {
  return useMutation({ mutationFn: submitWaitlistReferrals });
}

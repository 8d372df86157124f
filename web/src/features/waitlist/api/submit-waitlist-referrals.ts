import type { SuccessResponse, WaitlistReferralBody } from '@atelier/contract/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { POSITIONS_KEY } from './get-position';

/** POST /api/waitlist-referral/submit: the saved waitlist user and five friends. */
export function submitWaitlistReferrals(body: WaitlistReferralBody): Promise<SuccessResponse> {
  return apiFetch<SuccessResponse>('/waitlist-referral/submit', { method: 'POST', body, token: null });
}

export function useSubmitWaitlistReferrals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWaitlistReferrals,
    // Each friend named is a credit: the standing moves.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSITIONS_KEY }),
  });
}

import type { SubmitResponse, WaitlistEntryBody } from '@atelier/contract/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { waitlistKeys } from './keys';

/** POST /api/submit: answers the visitor's own referral code and where they stand. */
export function joinWaitlist(body: WaitlistEntryBody): Promise<SubmitResponse> {
  return apiFetch<SubmitResponse>('/submit', { method: 'POST', body, token: null });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: ({ referralCode, standing }) =>
      queryClient.setQueryData(waitlistKeys.position(referralCode), standing),
  });
}

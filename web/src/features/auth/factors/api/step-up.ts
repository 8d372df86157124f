import type { StepUpBody, StepUpResponse } from '@atelier/contract/factors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/auth/step-up: a wrong password is the answer here, not the end of the session. */
export function stepUp(body: StepUpBody): Promise<StepUpResponse> {
  return apiFetch<StepUpResponse>('/auth/step-up', { method: 'POST', body, ignoreUnauthorized: true });
}

export const useStepUp = () => useMutation({ mutationFn: stepUp });

import type { LoginResponse } from '@atelier/contract/auth';
import type { SecondFactorBody, SetupDone, TotpSetup } from '@atelier/contract/factors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

// The steps of a sign-in after the password: no session yet, the step's challenge names it.

/** POST /api/auth/second-factor */
export function submitSecondFactor(body: SecondFactorBody): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/auth/second-factor', { method: 'POST', body, token: null });
}

/** POST /api/auth/factor-setup/totp */
export function startSetupTotp(challenge: string): Promise<TotpSetup> {
  return apiFetch<TotpSetup>('/auth/factor-setup/totp', { method: 'POST', body: { challenge }, token: null });
}

/** POST /api/auth/factor-setup/totp/confirm */
export function confirmSetupTotp(body: { challenge: string; code: string }): Promise<SetupDone> {
  return apiFetch<SetupDone>('/auth/factor-setup/totp/confirm', { method: 'POST', body, token: null });
}

export const useSecondFactor = () => useMutation({ mutationFn: submitSecondFactor });
export const useStartSetupTotp = () => useMutation({ mutationFn: startSetupTotp });
export const useConfirmSetupTotp = () => useMutation({ mutationFn: confirmSetupTotp });

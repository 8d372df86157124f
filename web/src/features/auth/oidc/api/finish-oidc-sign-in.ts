import type { SignInResult } from '@atelier/contract/auth';
import type { OidcFinishBody } from '@atelier/contract/oidc';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/auth/oidc/finish: the callback's one-time ticket for a session or the next step. */
export function finishOidcSignIn(body: OidcFinishBody): Promise<SignInResult> {
  return apiFetch<SignInResult>('/auth/oidc/finish', { method: 'POST', body, token: null });
}

export function useFinishOidcSignIn() {
  return useMutation({ mutationFn: finishOidcSignIn });
}

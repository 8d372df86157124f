import type { LoginResponse, SignInResult } from '@atelier/contract/auth';
import type { Msg } from '@atelier/contract/common';
import type {
  Passkey,
  PasskeyList,
  PasskeyOptionsResponse,
  PasskeySecondFactorBody,
  PasskeySignInBody,
  RegisterVerifyBody,
} from '@atelier/contract/passkeys';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath, apiRead } from '../../../../lib/api-read';
import { useRefreshingWrite } from '../../../../lib/api-write';
import { authKeys } from '../../api/keys';

/** GET /api/auth/passkeys: the caller's passkeys. */
const passkeyList = apiRead<PasskeyList>({ key: authKeys.passkeys, path: () => '/auth/passkeys' });
export const usePasskeys = passkeyList.use;

/** POST /api/auth/passkeys/register/options */
export function registerOptions(): Promise<PasskeyOptionsResponse> {
  return apiFetch('/auth/passkeys/register/options', { method: 'POST' });
}

/** POST /api/auth/passkeys/register/verify */
export function registerVerify(body: RegisterVerifyBody): Promise<{ passkey: Passkey }> {
  return apiFetch('/auth/passkeys/register/verify', { method: 'POST', body });
}

/** PATCH /api/auth/passkeys/{id} */
export function renamePasskey({ id, name }: { id: string; name: string }): Promise<{ passkey: Passkey }> {
  return apiFetch(apiPath`/auth/passkeys/${id}`, { method: 'PATCH', body: { name } });
}

export function useRenamePasskey() {
  return useRefreshingWrite(renamePasskey, () => [authKeys.passkeys()], { after: 'settled' });
}

/** DELETE /api/auth/passkeys/{id} */
export function removePasskey(id: string): Promise<Msg> {
  return apiFetch(apiPath`/auth/passkeys/${id}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  return useRefreshingWrite(removePasskey, () => [authKeys.passkeys()], { after: 'settled' });
}

/** POST /api/auth/passkeys/sign-in/options (nobody signed in yet). */
export function signInOptions(): Promise<PasskeyOptionsResponse> {
  return apiFetch('/auth/passkeys/sign-in/options', { method: 'POST', token: null });
}

/** POST /api/auth/passkeys/sign-in/verify */
export function signInVerify(body: PasskeySignInBody): Promise<SignInResult> {
  return apiFetch('/auth/passkeys/sign-in/verify', { method: 'POST', body, token: null });
}

/** POST /api/auth/passkeys/second-factor/options */
export function secondFactorOptions(challenge: string): Promise<PasskeyOptionsResponse> {
  return apiFetch('/auth/passkeys/second-factor/options', {
    method: 'POST',
    body: { challenge },
    token: null,
  });
}

/** POST /api/auth/passkeys/second-factor/verify */
export function secondFactorVerify(body: PasskeySecondFactorBody): Promise<LoginResponse> {
  return apiFetch('/auth/passkeys/second-factor/verify', { method: 'POST', body, token: null });
}

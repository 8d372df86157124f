import type { LoginResponse, SignInResult } from '@atelier/contract/auth';
import type { Msg } from '@atelier/contract/common';
import { STEP_UP_HEADER, type SetupDone } from '@atelier/contract/factors';
import type {
  Passkey,
  PasskeyList,
  PasskeyOptionsResponse,
  PasskeySecondFactorBody,
  PasskeySetupBody,
  PasskeySignInBody,
  RegisterVerifyBody,
} from '@atelier/contract/passkeys';
import { apiFetch } from '../../../../lib/api-client';
import { apiPath, apiRead } from '../../../../lib/api-read';
import { useRefreshingWrite } from '../../../../lib/api-write';
import { authKeys } from '../../api/keys';
import { factorKeys } from '../../factors/api/keys';

/** GET /api/auth/passkeys: the caller's passkeys. */
const passkeyList = apiRead<PasskeyList>({ key: authKeys.passkeys, path: () => '/auth/passkeys' });
export const usePasskeys = passkeyList.use;

/**
 * A factor change carries the step-up token (features/auth/factors › "Confirm it's you"); a stale
 * one answers 401 without ending the session.
 */
const steppedUp = (stepUp: string) => ({ headers: { [STEP_UP_HEADER]: stepUp }, ignoreUnauthorized: true });

/** What adding or removing a passkey makes stale: the list, and the two-factor status (its count). */
export const passkeysChanged = () => [authKeys.passkeys(), factorKeys.status()];

/** POST /api/auth/passkeys/register/options */
export function registerOptions(stepUp: string): Promise<PasskeyOptionsResponse> {
  return apiFetch('/auth/passkeys/register/options', { method: 'POST', ...steppedUp(stepUp) });
}

/** POST /api/auth/passkeys/register/verify */
export function registerVerify(stepUp: string, body: RegisterVerifyBody): Promise<{ passkey: Passkey }> {
  return apiFetch('/auth/passkeys/register/verify', { method: 'POST', body, ...steppedUp(stepUp) });
}

/** PATCH /api/auth/passkeys/{id} */
export function renamePasskey({ id, name }: { id: string; name: string }): Promise<{ passkey: Passkey }> {
  return apiFetch(apiPath`/auth/passkeys/${id}`, { method: 'PATCH', body: { name } });
}

export function useRenamePasskey() {
  return useRefreshingWrite(renamePasskey, () => [authKeys.passkeys()], { after: 'settled' });
}

/** DELETE /api/auth/passkeys/{id} */
export function removePasskey({ id, stepUp }: { id: string; stepUp: string }): Promise<Msg> {
  return apiFetch(apiPath`/auth/passkeys/${id}`, { method: 'DELETE', ...steppedUp(stepUp) });
}

export function useRemovePasskey() {
  return useRefreshingWrite(removePasskey, passkeysChanged, { after: 'settled' });
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

/** POST /api/auth/passkeys/setup/options: the passkey set up in the sign-in walk-through. */
export function setupOptions(challenge: string): Promise<PasskeyOptionsResponse> {
  return apiFetch('/auth/passkeys/setup/options', { method: 'POST', body: { challenge }, token: null });
}

/** POST /api/auth/passkeys/setup/verify: the session, and recovery codes to save. */
export function setupVerify(body: PasskeySetupBody): Promise<SetupDone> {
  return apiFetch('/auth/passkeys/setup/verify', { method: 'POST', body, token: null });
}

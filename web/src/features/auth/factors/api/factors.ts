import {
  STEP_UP_HEADER,
  type FactorStatus,
  type RecoveryCodes,
  type TotpSetup,
} from '@atelier/contract/factors';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { apiRead } from '../../../../lib/api-read';
import { useRefreshingWrite } from '../../../../lib/api-write';
import { factorKeys } from './keys';

/** GET /api/auth/factors */
export const factorStatus = apiRead<FactorStatus>({ key: factorKeys.status, path: () => '/auth/factors' });

/** A factor change: its step-up token in the header; a stale one answers 401 without ending the session. */
const change = <T>(path: string, method: 'POST' | 'DELETE', stepUp: string, body?: unknown) =>
  apiFetch<T>(path, { method, body, headers: { [STEP_UP_HEADER]: stepUp }, ignoreUnauthorized: true });

/** POST /api/auth/factors/totp */
export const startTotp = (stepUp: string) => change<TotpSetup>('/auth/factors/totp', 'POST', stepUp);

/** POST /api/auth/factors/totp/confirm */
export const confirmTotp = ({ stepUp, code }: { stepUp: string; code: string }) =>
  change<RecoveryCodes>('/auth/factors/totp/confirm', 'POST', stepUp, { code });

/** DELETE /api/auth/factors/totp */
export const removeTotp = (stepUp: string) => change<{ msg: string }>('/auth/factors/totp', 'DELETE', stepUp);

/** POST /api/auth/factors/recovery-codes */
export const newRecoveryCodes = (stepUp: string) =>
  change<RecoveryCodes>('/auth/factors/recovery-codes', 'POST', stepUp);

const stale = () => [factorKeys.status()];
export const useStartTotp = () => useMutation({ mutationFn: startTotp });
export const useConfirmTotp = () => useRefreshingWrite(confirmTotp, stale);
export const useRemoveTotp = () => useRefreshingWrite(removeTotp, stale);
export const useNewRecoveryCodes = () => useRefreshingWrite(newRecoveryCodes, stale);

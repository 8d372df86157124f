import type { SignInSettings, SignInSettingsBody } from '@atelier/contract/factors';
import { apiFetch } from '../../../../lib/api-client';
import { apiRead } from '../../../../lib/api-read';
import { useRefreshingWrite } from '../../../../lib/api-write';
import { factorKeys } from './keys';

/** GET /api/admin/sign-in-settings */
export const signInSettings = apiRead<SignInSettings>({
  key: factorKeys.signInSettings,
  path: () => '/admin/sign-in-settings',
});

/** PUT /api/admin/sign-in-settings */
export const saveSignInSettings = (body: SignInSettingsBody) =>
  apiFetch<SignInSettings>('/admin/sign-in-settings', { method: 'PUT', body });

export const useSaveSignInSettings = () =>
  useRefreshingWrite(saveSignInSettings, () => [factorKeys.signInSettings()]);

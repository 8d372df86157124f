import type { OidcProviderList } from '@atelier/contract/oidc';
import { apiRead } from '../../../../lib/api-read';
import { oidcKeys } from './keys';

/** GET /api/auth/oidc/providers: the schools' providers the login card offers (public). */
const providers = apiRead<OidcProviderList>({
  key: oidcKeys.providers,
  path: () => '/auth/oidc/providers',
  anonymous: true,
  options: { staleTime: 5 * 60 * 1000 },
});

export const oidcProvidersQueryOptions = providers.options;
export const useOidcProviders = providers.use;

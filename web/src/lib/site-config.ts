import type { SiteConfig } from '@atelier/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Used until GET /api/config answers, and when it cannot. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Atelier',
  internationalSiteUrl:
    import.meta.env.VITE_INTERNATIONAL_SITE_URL ?? 'https://www.example.org/international',
  defaultRefCode: import.meta.env.VITE_DEFAULT_REF_CODE ?? '',
};

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch<SiteConfig>('/config', { signal, token: null });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

/** The public settings, falling back to the defaults while loading or when the call fails. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQueryOptions());
  return data ?? DEFAULT_SITE_CONFIG;
}

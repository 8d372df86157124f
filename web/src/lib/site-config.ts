import type { SiteConfig } from '@atelier/contract/site';
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';

/** Used until GET /api/config answers, when it cannot, and in the prerendered HTML. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Atelier',
  internationalSiteUrl:
    import.meta.env.VITE_INTERNATIONAL_SITE_URL ?? 'https://www.example.org/international',
  defaultRefCode: import.meta.env.VITE_DEFAULT_REF_CODE ?? '',
};

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch<SiteConfig>('/config', { signal, token: null });
}

// The public settings are asked for once a visit and never change during it: a small store rather
// than a query, so that the public frame and the landing page need no query library (issue 24).
let loaded: SiteConfig | undefined;
let request: Promise<void> | undefined;
let visit = 0;
const listeners = new Set<() => void>();

function load(): void {
  // One retry for a network blip; after that the defaults stay.
  const asked = visit;
  request ??= getSiteConfig()
    .catch(() => getSiteConfig())
    .then(
      (config) => {
        if (asked !== visit) return;
        loaded = config;
        listeners.forEach((listener) => listener());
      },
      () => undefined,
    );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The public settings, falling back to the defaults while loading or when the call fails. */
export function useSiteConfig(): SiteConfig {
  // The server snapshot (the prerender, and hydration on top of it) is the defaults.
  return (
    useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    ) ?? DEFAULT_SITE_CONFIG
  );
}

/** Forgets the loaded settings (tests start each case from a new visit). */
export function resetSiteConfig(): void {
  loaded = undefined;
  request = undefined;
  visit++;
}

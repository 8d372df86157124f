import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { IconDefaults } from '../components/ui/icons';
import { keepCachedData } from '../lib/session/cached-data';
import { useInBrowser } from '../lib/use-in-browser';
import { SessionProvider } from '../lib/session/session-provider';

// The toast container is not needed for the first paint: it loads beside the page's own chunk, and
// on a prerendered page once it has hydrated (the prerender has no toasts: its server snapshot).
// A toast raised before it mounts is queued by react-toastify and shown once it does.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));
function LaterToasts() {
  return useInBrowser() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * The app's providers. The query client is not among them: each page that asks the API brings it
 * (src/app/query-layer.tsx). Tests pass their own, which every page then uses.
 */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  useEffect(() => (queryClient ? keepCachedData(queryClient) : undefined), [queryClient]);
  const app = (
    <IconDefaults>
      <SessionProvider>{children}</SessionProvider>
      <LaterToasts />
    </IconDefaults>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app;
}

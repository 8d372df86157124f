import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { IconDefaults } from '../components/ui/icons';
import { ApiError } from '../lib/api-client';
import { SessionProvider } from '../lib/session/session-provider';

// The toast container is not needed for the first paint: it loads beside the page's own chunk.
// A toast raised before it mounts is queued by react-toastify and shown once it does.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A client error will not change on retry; a network blip or 5xx may.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <IconDefaults>
        <SessionProvider>{children}</SessionProvider>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </IconDefaults>
    </QueryClientProvider>
  );
}

import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { keepCachedData } from '../lib/session/cached-data';

// One client for the whole visit, made when the first page that asks the API loads: the landing
// and About pages never load TanStack Query (issue 24: the landing page's JavaScript budget).
const queryClient = createQueryClient();
keepCachedData(queryClient);

/** Gives a page the app's query client, unless one is already given above it (the tests'). */
export function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return outer ? children : <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

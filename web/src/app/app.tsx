import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';
import { SessionGate } from './session-gate';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The whole app inside a router: BrowserRouter in the browser, StaticRouter in the prerender.
 * `prerendered` says the page's HTML was made at build time for a visitor who is not signed in:
 * the session's check then runs behind that page instead of in place of it.
 */
export function App({
  router: Router,
  prerendered = false,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  prerendered?: boolean;
}) {
  return (
    <AppProviders>
      <SessionGate passThrough={prerendered}>
        <Router>
          <AppRoutes />
        </Router>
      </SessionGate>
    </AppProviders>
  );
}

import type { Role } from '@atelier/contract/auth';
import { Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { useSession } from '../lib/session/session-context';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RequireRole } from './require-role';
import { ScrollToTop } from './scroll-to-top';

// Each dashboard area is its own chunk, fetched only once the guard lets the user in.
const StudentArea = lazyPage(() => import('./areas/student-area').then((m) => m.default));
const SmartLabsArea = lazyPage(() => import('./areas/smartlabs-area').then((m) => m.default));
const AdminArea = lazyPage(() => import('./areas/admin-area').then((m) => m.default));

// The router is React Router's declarative one (<Routes> over these objects): the data router's
// loaders and actions serve nothing here and cost the landing page 18.7 kB of gzipped JavaScript.
// Each page's code is a chunk of its own (lazyPage); the Suspense around each outlet stays on
// screen across navigations, so the old page stays until the new one's code is in (a transition).
const pages = {
  // The landing and About pages ask the API nothing but the site's settings: no query client.
  landing: lazyPage(() => import('../features/site/pages/landing-page').then((m) => m.LandingPage), {
    queries: false,
  }),
  about: lazyPage(() => import('../features/about/pages/about-page').then((m) => m.AboutPage), {
    queries: false,
  }),
  faqs: lazyPage(() => import('../features/faq/pages/faq-page').then((m) => m.FaqPage)),
  events: lazyPage(() => import('../features/events/pages/events-page').then((m) => m.EventsPage)),
  eventRegistration: lazyPage(() =>
    import('../features/events/pages/event-registration-page').then((m) => m.EventRegistrationPage),
  ),
  blogs: lazyPage(() => import('../features/blogs/pages/blog-page').then((m) => m.BlogPage)),
  waitlist: lazyPage(() => import('../features/waitlist/pages/waitlist-page').then((m) => m.WaitlistPage)),
  waitlistRefer: lazyPage(() =>
    import('../features/waitlist/pages/waitlist-refer-page').then((m) => m.WaitlistReferPage),
  ),
  refer: lazyPage(() => import('../features/waitlist/pages/refer-page').then((m) => m.ReferPage)),
  login: lazyPage(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage)),
  signInContinue: lazyPage(() =>
    import('../features/auth/oidc/pages/sign-in-continue-page').then((m) => m.SignInContinuePage),
  ),
  resetPassword: lazyPage(() =>
    import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
};

/** What a route object carries besides its element: the lazy page to fetch before hydrating. */
interface RouteHandle {
  page: LazyPage;
}

const pageRoute = (Page: LazyPage) => ({ element: <Page />, handle: { page: Page } satisfies RouteHandle });

function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <ScrollToTop />
      <Suspense fallback={<Loading fullScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function guardedArea(role: Role, Area: LazyPage) {
  return (
    <RequireRole allow={[role]}>
      <Suspense fallback={<Loading fullScreen />}>
        <Area />
      </Suspense>
    </RequireRole>
  );
}

/** /dashboard on its own: the signed-in user's area, else the login page. */
function DashboardHome() {
  const { user } = useSession();
  return <Navigate to={user ? `/dashboard/${user.role}` : '/login'} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...pageRoute(pages.landing) },
          { path: 'about', ...pageRoute(pages.about) },
          { path: 'faqs', ...pageRoute(pages.faqs) },
          { path: 'events', ...pageRoute(pages.events) },
          { path: 'event', ...pageRoute(pages.eventRegistration) },
          { path: 'event/:eventId', ...pageRoute(pages.eventRegistration) },
          { path: 'blogs', ...pageRoute(pages.blogs) },
          { path: 'waitlist', ...pageRoute(pages.waitlist) },
          { path: 'waitlist/refer', ...pageRoute(pages.waitlistRefer) },
          { path: 'refer', ...pageRoute(pages.refer) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'login', ...pageRoute(pages.login) },
      { path: 'reset-password/:token', ...pageRoute(pages.resetPassword) },
      { path: 'sign-in/continue', ...pageRoute(pages.signInContinue) },
      { path: 'dashboard', element: <DashboardHome /> },
      { path: 'dashboard/student/*', element: guardedArea('student', StudentArea) },
      { path: 'dashboard/smartLABS/*', element: guardedArea('smartLABS', SmartLabsArea) },
      { path: 'dashboard/admin/*', element: guardedArea('admin', AdminArea) },
    ],
  },
];

/** Fetches the code of the page at `pathname`, so that its first render needs nothing more. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.page.preload()));
}

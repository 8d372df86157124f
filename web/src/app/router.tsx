import type { Role } from '@atelier/contract/auth';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { useSession } from '../lib/session/session-context';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireRole } from './require-role';

// Each dashboard area is its own chunk, fetched only once the guard lets the user in.
const StudentArea = lazy(() => import('./areas/student-area'));
const SmartLabsArea = lazy(() => import('./areas/smartlabs-area'));
const AdminArea = lazy(() => import('./areas/admin-area'));

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function guardedArea(role: Role, Area: ComponentType) {
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
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading fullScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/site/pages/landing-page')).LandingPage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('../features/about/pages/about-page')).AboutPage,
            }),
          },
          {
            path: 'faqs',
            lazy: async () => ({
              Component: (await import('../features/faq/pages/faq-page')).FaqPage,
            }),
          },
          {
            path: 'events',
            lazy: async () => ({
              Component: (await import('../features/events/pages/events-page')).EventsPage,
            }),
          },
          {
            path: 'event',
            lazy: async () => ({
              Component: (await import('../features/events/pages/event-registration-page'))
                .EventRegistrationPage,
            }),
          },
          {
            path: 'event/:eventId',
            lazy: async () => ({
              Component: (await import('../features/events/pages/event-registration-page'))
                .EventRegistrationPage,
            }),
          },
          {
            path: 'blogs',
            lazy: async () => ({
              Component: (await import('../features/blogs/pages/blog-page')).BlogPage,
            }),
          },
          {
            path: 'waitlist',
            lazy: async () => ({
              Component: (await import('../features/waitlist/pages/waitlist-page')).WaitlistPage,
            }),
          },
          {
            path: 'waitlist/refer',
            lazy: async () => ({
              Component: (await import('../features/waitlist/pages/waitlist-refer-page')).WaitlistReferPage,
            }),
          },
          {
            path: 'refer',
            lazy: async () => ({
              Component: (await import('../features/waitlist/pages/refer-page')).ReferPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
      },
      {
        path: 'reset-password/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      { path: 'dashboard', element: <DashboardHome /> },
      { path: 'dashboard/student/*', element: guardedArea('student', StudentArea) },
      { path: 'dashboard/smartLABS/*', element: guardedArea('smartLABS', SmartLabsArea) },
      { path: 'dashboard/admin/*', element: guardedArea('admin', AdminArea) },
    ],
  },
];

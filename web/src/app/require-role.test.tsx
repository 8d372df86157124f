import type { User } from '@atelier/contract/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../test/api-mock';
import { renderApp } from '../test/render';
import { RequireRole } from './require-role';

const guardRoutes = [
  { path: '/login', element: <p>login page</p> },
  {
    path: '/admin-only',
    element: (
      <RequireRole allow={['admin']}>
        <p>admin content</p>
      </RequireRole>
    ),
  },
];

function signedInAs(user: User) {
  storeSession('tok', user);
  return mockApi({
    'GET /api/auth/validate-token': { body: { user } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
  });
}

describe('RequireRole', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    mockApi({});
    const { router } = renderApp('/admin-only', guardRoutes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user with another role to /login', async () => {
    signedInAs(makeUser({ role: 'student' }));
    const { router } = renderApp('/admin-only', guardRoutes);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  });

  it('lets the allowed role in', async () => {
    signedInAs(makeUser({ role: 'admin' }));
    renderApp('/admin-only', guardRoutes);
    expect(await screen.findByText('admin content')).toBeInTheDocument();
  });
});

describe('dashboard areas', () => {
  it.each([
    ['student', '/dashboard/student', '/dashboard/student/explore', 'Explore'],
    ['smartLABS', '/dashboard/smartLABS', '/dashboard/smartLABS/network', 'Community'],
    ['admin', '/dashboard/admin', '/dashboard/admin/waitlist-approval', 'Approve Waitlist'],
  ] as const)('a %s lands on the default child of the area', async (role, start, landing, title) => {
    signedInAs(makeUser({ role, name: 'Kai' }));
    const { router } = renderApp(start);
    // The area is a lazy chunk: its first load may take a while on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(landing);
    // The top bar greets by name (the Community page's profile card names the user too).
    expect(screen.getByText('Hello,', { exact: false })).toHaveTextContent('Hello, Kai');
  });

  it('keeps every area to exactly its own role: a student is refused the admin area', async () => {
    signedInAs(makeUser({ role: 'student' }));
    const { router } = renderApp('/dashboard/admin/course-creation');
    // /login, then on to the student's own dashboard because they are signed in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/student/explore');
  });

  it('sends an anonymous visitor of a dashboard to the login page', async () => {
    mockApi({});
    const { router } = renderApp('/dashboard/smartLABS/network');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a 404 page for unknown paths', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Atelier | Learning Management System');
  });
});

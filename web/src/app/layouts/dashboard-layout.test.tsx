import type { Role } from '@atelier/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../test/api-mock';
import { renderApp } from '../../test/render';

async function openDashboard(role: Role, path: string, name = 'Noor') {
  const user = makeUser({ role, name });
  storeSession('tok', user);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'POST /api/auth/logout': { body: { msg: 'Logged out' } },
  });
  const view = renderApp(path);
  // The area is a lazy chunk: its first load may take a while on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('dashboard shell', () => {
  it('starts the student sidebar expanded and the smartLABS sidebar collapsed', async () => {
    const student = await openDashboard('student', '/dashboard/student/explore');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    student.unmount();

    await openDashboard('smartLABS', '/dashboard/smartLABS/network');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getByRole('complementary', { name: 'smartLABS Dashboard navigation' });
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(within(nav).getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'href',
      '/dashboard/smartLABS/summaries',
    );
  });

  it('collapses and expands the sidebar', async () => {
    const { user } = await openDashboard('student', '/dashboard/student/explore');
    const sidebar = screen.getByRole('complementary', { name: 'Student Dashboard navigation' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  it("greets the user by name, or as 'User' without one", async () => {
    const first = await openDashboard('admin', '/dashboard/admin/waitlist-approval', 'Ada');
    expect(screen.getByText('Hello,', { exact: false })).toHaveTextContent('Hello, Ada');
    first.unmount();
    await openDashboard('admin', '/dashboard/admin/waitlist-approval', '');
    expect(screen.getByText('Hello,', { exact: false })).toHaveTextContent('Hello, User');
  });

  it('lists the admin tools, with user management as the spec’s placeholder', async () => {
    const { user } = await openDashboard('admin', '/dashboard/admin');
    const nav = screen.getByRole('complementary', { name: 'Admin Dashboard navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(19);
    await user.click(within(nav).getByRole('link', { name: 'User Management' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(document.title).toBe('User Management | Atelier | Learning Management System');
  });

  it('opens the avatar menu, closes it on a link, and reaches Profile', async () => {
    const { user, router } = await openDashboard('student', '/dashboard/student/explore');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Profile', 'Settings', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/student/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it('logs out from the avatar menu: server logout, storages cleared, /login', async () => {
    const { user, router, api } = await openDashboard('smartLABS', '/dashboard/smartLABS/network');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('opens the streak calendar from the streak icon', async () => {
    const { user } = await openDashboard('student', '/dashboard/student/explore');
    await user.click(screen.getByRole('button', { name: /Login streak/ }));
    const panel = screen.getByRole('region', { name: 'Streak calendar' });
    expect(within(panel).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Streak calendar' })).not.toBeInTheDocument();
  });

  it('shows a 404 inside the area for an unknown child', async () => {
    await openDashboard('student', '/dashboard/student/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/student',
    );
  });
});

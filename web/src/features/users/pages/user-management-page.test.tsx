import type { ManagedUser, UserPage } from '@atelier/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { USER_TEXT } from '../messages';

const admin = makeUser({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', role: 'admin', name: 'Meera Admin' });

function managed(overrides: Partial<ManagedUser> & Pick<ManagedUser, '_id' | 'name'>): ManagedUser {
  return {
    email: `${overrides.name.split(' ')[0]!.toLowerCase()}@example.org`,
    role: 'student',
    status: 'active',
    invitePending: false,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const me = managed({
  _id: admin._id,
  name: admin.name,
  role: 'admin',
  lastLoginAt: new Date().toISOString(),
});
const sam = managed({ _id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Sam Rivera' });
const priya = managed({
  _id: 'cccccccc-0000-4000-8000-000000000003',
  name: 'Priya Nair',
  role: 'smartLABS',
  invitePending: true,
});
const omar = managed({
  _id: 'dddddddd-0000-4000-8000-000000000004',
  name: 'Omar Haddad',
  status: 'deactivated',
  lastLoginAt: '2025-03-04T10:00:00.000Z',
});

const pageOf = (items: ManagedUser[], total = items.length): UserPage => ({
  items,
  total,
  nextCursor: null,
});

async function open(extra: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/users?page=1&limit=25': { body: pageOf([me, sam, priya, omar]) },
    ...extra,
  });
  const view = renderApp('/dashboard/admin/user-management');
  await screen.findByRole('table', {}, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('User Management', { timeout: 10_000 }, () => {
  it('lists users with their status badges, role and last login', async () => {
    await open();
    expect(within(rowOf('Sam Rivera')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Priya Nair')).getByText('Invite pending')).toBeInTheDocument();
    expect(within(rowOf('Omar Haddad')).getByText('Deactivated')).toBeInTheDocument();
    expect(within(rowOf('Priya Nair')).getByRole('combobox', { name: 'Role of Priya Nair' })).toHaveValue(
      'smartLABS',
    );
    expect(within(rowOf('Sam Rivera')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Omar Haddad')).getByText('4 Mar 2025')).toBeInTheDocument();
    expect(screen.getByText('4 users · Page 1 of 1')).toBeInTheDocument();
  });

  it("links each name to the user's page", async () => {
    await open();
    expect(within(rowOf('Sam Rivera')).getByRole('link', { name: 'Sam Rivera' })).toHaveAttribute(
      'href',
      `/dashboard/admin/user-management/${sam._id}`,
    );
  });

  it('searches on the server once typing pauses', async () => {
    const { api, user } = await open({
      'GET /api/users?q=priya&page=1&limit=25': { body: pageOf([priya]) },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'priya');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sam Rivera/ })).not.toBeInTheDocument());
    expect(rowOf('Priya Nair')).toBeInTheDocument();
    // One request for the whole word, none for each keystroke.
    expect(api.calls.filter((c) => c.path.startsWith('/api/users?q='))).toHaveLength(1);
  });

  it('filters by role and status and pages through the results, back to page 1 on a new filter', async () => {
    const { api, user } = await open({
      'GET /api/users?role=student&page=1&limit=25': { body: pageOf([sam], 26) },
      'GET /api/users?role=student&page=2&limit=25': { body: pageOf([omar], 26) },
      'GET /api/users?role=student&status=deactivated&page=1&limit=25': { body: pageOf([omar]) },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Student');
    expect(await screen.findByText('26 users · Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26 users · Page 2 of 2')).toBeInTheDocument();
    expect(rowOf('Omar Haddad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo('GET /api/users?role=student&page=2&limit=25')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deactivated');
    expect(await screen.findByText('1 user · Page 1 of 1')).toBeInTheDocument();
    expect(api.callsTo('GET /api/users?role=student&status=deactivated&page=1&limit=25')).toHaveLength(1);
  });

  it('asks before deactivating, then deactivates and refreshes the list', async () => {
    let deactivated = false;
    const { api, user } = await open({
      'GET /api/users?page=1&limit=25': () => ({
        body: pageOf([me, deactivated ? { ...sam, status: 'deactivated' } : sam, priya, omar]),
      }),
      [`POST /api/users/${sam._id}/deactivate`]: () => {
        deactivated = true;
        return { body: { message: USER_TEXT.deactivated, user: { ...sam, status: 'deactivated' } } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Sam Rivera?' });
    expect(within(dialog).getByText('They are signed out everywhere at once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/users/${sam._id}/deactivate`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Rivera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(USER_TEXT.deactivated)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/users/${sam._id}/deactivate`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(rowOf('Sam Rivera')).findByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Sam Rivera' })).toBeInTheDocument();
  });

  it('signs a user out everywhere only after confirmation, and says how many sessions ended', async () => {
    const { api, user } = await open({
      [`POST /api/users/${sam._id}/sessions/end`]: {
        body: { message: USER_TEXT.sessionsEnded(2), ended: 2 },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out Sam Rivera everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Sam Rivera out everywhere?' });
    expect(within(dialog).getByText(/Every open session of this user ends at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`POST /api/users/${sam._id}/sessions/end`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out Sam Rivera everywhere' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(USER_TEXT.sessionsEnded(2))).toBeInTheDocument();
    expect(api.callsTo(`POST /api/users/${sam._id}/sessions/end`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not for one's own account (Settings has that) nor for a deactivated one (it has no sessions).
    expect(screen.getByRole('button', { name: 'Sign out Meera Admin everywhere' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out Omar Haddad everywhere' })).toBeDisabled();
  });

  it('changes a role only after confirmation, and shows a refusal as a toast', async () => {
    const { api, user } = await open({
      [`PATCH /api/users/${sam._id}/role`]: { status: 409, body: { message: USER_TEXT.lastAdmin } },
    });
    const select = screen.getByRole('combobox', { name: 'Role of Sam Rivera' });
    await user.selectOptions(select, 'Admin');
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Sam Rivera to Admin?' });
    expect(api.callsTo(`PATCH /api/users/${sam._id}/role`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(USER_TEXT.lastAdmin)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/users/${sam._id}/role`)[0]?.body).toEqual({ role: 'admin' });
    expect(select).toHaveValue('student');
  });

  it("disables the admin's own role and Deactivate, saying why", async () => {
    await open();
    const row = rowOf('Meera Admin');
    const role = within(row).getByRole('combobox', { name: 'Role of Meera Admin' });
    const deactivate = within(row).getByRole('button', { name: 'Deactivate Meera Admin' });
    for (const control of [role, deactivate]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(USER_TEXT.notYourself);
    }
    expect(screen.getByRole('combobox', { name: 'Role of Sam Rivera' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deactivate Sam Rivera' })).toBeEnabled();
  });

  it('offers Resend invite only while the invitation is pending', async () => {
    const { api, user } = await open({
      [`POST /api/users/${priya._id}/resend-invite`]: {
        body: { message: USER_TEXT.inviteSent, user: priya, inviteSent: true },
      },
    });
    expect(screen.getAllByRole('button', { name: /^Resend invite/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Resend invite to Sam Rivera' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend invite to Priya Nair' }));
    expect(await screen.findByText(USER_TEXT.inviteSent)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/users/${priya._id}/resend-invite`)).toHaveLength(1);
  });

  it('creates a user from the Create user dialog and refreshes the list', async () => {
    const created = managed({
      _id: 'eeeeeeee-0000-4000-8000-000000000005',
      name: 'Lina Park',
      invitePending: true,
    });
    let users = [me, sam, priya, omar];
    const { api, user } = await open({
      'GET /api/users?page=1&limit=25': () => ({ body: pageOf(users) }),
      'POST /api/users': () => {
        users = [...users, created];
        return { status: 201, body: { message: USER_TEXT.created, user: created, inviteSent: true } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = screen.getByRole('dialog', { name: 'Create user' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lina Park');
    await user.type(within(dialog).getByLabelText('Email'), 'lina@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(USER_TEXT.created)).toBeInTheDocument();
    expect(api.callsTo('POST /api/users')[0]?.body).toEqual({
      name: 'Lina Park',
      email: 'lina@example.org',
      role: 'student',
    });
    expect(await screen.findByRole('row', { name: /Lina Park/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads users.csv with the admin’s token, and links to the roster import', async () => {
    const saved: { download: string; href: string }[] = [];
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const { api, user } = await open({ 'GET /api/users/export.csv': { body: 'name,email' } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
    await waitFor(() => expect(saved).toEqual([{ download: 'users.csv', href: 'blob:users' }]));
    expect(api.callsTo('GET /api/users/export.csv')[0]?.headers.authorization).toBe('Bearer tok');
    expect(screen.getByRole('link', { name: 'Import roster' })).toHaveAttribute(
      'href',
      '/dashboard/admin/user-management/import',
    );
  });
});

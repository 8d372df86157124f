import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer, refusedValue } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const me = makeUser({ name: 'Sam Rivera', avatar: '3.jpg' });

async function open(path: string, extra: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...extra,
  });
  const view = renderApp(path);
  // The student area is a lazy chunk: give it time to load on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('settings', () => {
  it("refuses mismatched passwords with 'Passwords do not match.'", async () => {
    const { user, api } = await open('/dashboard/student/settings');
    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('asks for each field and a new password of at least 8 characters before calling the server', async () => {
    const { user, api } = await open('/dashboard/student/settings');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Password is required.');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(screen.getByLabelText('Re-enter New Password')).toHaveAccessibleDescription(
      'Please confirm the password.',
    );

    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password, then logs out to /login', async () => {
    const { user, api, router } = await open('/dashboard/student/settings', {
      'POST /api/auth/change-password': { body: { msg: 'Password changed successfully!' } },
    });
    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      userId: me._id,
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("prefixes the server's reason with 'Error changing password: '", async () => {
    const { user, router } = await open('/dashboard/student/settings', {
      'POST /api/auth/change-password': { status: 400, body: { msg: 'Current password is incorrect' } },
    });
    await user.type(screen.getByLabelText('Current Password'), 'wrong-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Error changing password: Current password is incorrect'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/student/settings');
  });

  it("defect 16: words the server's refusal of the new password on its field and after 'Error changing password: '", async () => {
    const { user } = await open('/dashboard/student/settings', {
      'POST /api/auth/change-password': refusedValue(
        'newPassword',
        'Password must be at least 8 characters',
        { key: 'msg' },
      ),
    });
    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(
      await screen.findByText('Error changing password: Password must be at least 8 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    expect(screen.getByLabelText('New Password')).toHaveFocus();
  });
});

describe('profile', () => {
  it('shows e-mail and role read-only, edits, saves and updates the greeting', async () => {
    const saved = { ...me, name: 'Sam R.', avatar: '7.jpg', phone: '+91 98765 43210' };
    const { user, api } = await open('/dashboard/student/profile', {
      'PUT /api/auth/update/6f1c2b8e-1d6a-4c1e-9a7e-1a2b3c4d5e6f': { body: { user: saved } },
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toHaveValue('Student');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getAllByRole('radio')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Sam R.');
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await user.click(screen.getByRole('radio', { name: 'Avatar 7' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/auth/update/${me._id}`)[0]?.body).toMatchObject({
      name: 'Sam R.',
      avatar: '7.jpg',
      phone: '+91 98765 43210',
    });
    expect(screen.getByText('Hello,', { exact: false })).toHaveTextContent('Hello, Sam R.');
    expect(window.localStorage.getItem('name')).toBe('Sam R.');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("refuses a blank name and a phone the server would refuse, in the form's words", async () => {
    const { user, api } = await open('/dashboard/student/profile');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone may hold only digits, spaces and + ( ) -.',
    );
    expect(api.callsTo(`PUT /api/auth/update/${me._id}`)).toHaveLength(0);

    // Cancel puts the saved values back and clears the problems.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue(me.name);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('restores the fields on Cancel', async () => {
    const { user } = await open('/dashboard/student/profile');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Institution'), ' extra');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Institution')).toHaveValue(me.institution);
    expect(screen.getByLabelText('Institution')).toHaveAttribute('readonly');
  });

  it("toasts 'Failed to update profile.' when saving fails", async () => {
    const { user } = await open('/dashboard/student/profile', {
      [`PUT /api/auth/update/${me._id}`]: { status: 500, body: { message: 'boom' } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it("defect 16: puts the server's refusal of a field on that field, as a sentence", async () => {
    const { user } = await open('/dashboard/student/profile', {
      [`PUT /api/auth/update/${me._id}`]: refusedValue(
        'phone',
        'phone may hold only digits, spaces and + ( ) -',
        { key: 'msg' },
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone may hold only digits, spaces and + ( ) -.',
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusedValue } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

async function openReset() {
  const view = renderApp('/reset-password/abc123');
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return { ...view, user: userEvent.setup() };
}

describe('reset password page', () => {
  it("says 'Err: Passwords do not match' and makes no call when the fields differ", async () => {
    const api = mockApi({});
    const { user } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(screen.getByText('Err: Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('sends the token from the link and goes home on success', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { msg: 'Password has been reset.' } } });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password has been reset.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message and goes home on a 400', async () => {
    mockApi({
      'POST /api/auth/reset-password': { status: 400, body: { msg: 'This reset link is invalid.' } },
    });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('This reset link is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("stays on the page with 'Reset failed.' when the server is unreachable", async () => {
    mockApi({ 'POST /api/auth/reset-password': { networkError: true } });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Reset failed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc123');
  });

  it("defect 16: keeps the page open and words the server's refusal of the new password on its field", async () => {
    mockApi({
      'POST /api/auth/reset-password': refusedValue('newPassword', 'Password must be at least 8 characters', {
        key: 'msg',
      }),
    });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        'Password must be at least 8 characters.',
      ),
    );
    expect(screen.queryByText(/newPassword/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc123');
  });

  it("defect 16: says the link is invalid when the server refuses the link's token, and goes home", async () => {
    mockApi({ 'POST /api/auth/reset-password': refusedValue('token', 'token is not valid', { key: 'msg' }) });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the invitation link (the same page, marked ?invite=1)', () => {
  it('reads as an invitation, says the password is set and goes to the login', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': { body: { msg: 'Password has been reset. You can log in now.' } },
    });
    const { router } = renderApp('/reset-password/abc123?invite=1');
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });
    expect(screen.getByText(/Welcome! Your account is ready/)).toBeInTheDocument();
    expect(screen.queryByText(/Reset Password/i)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Choose your password/));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('Your password is set — sign in.')).toBeInTheDocument();
    expect(screen.queryByText(/Password has been reset/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes to the login when the invitation has expired', async () => {
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { msg: 'This reset link is invalid or has expired.' },
      },
    });
    const { router } = renderApp('/reset-password/abc123?invite=1');
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

import { FACTORS_ERRORS } from '@atelier/contract/factors-values';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, refusal, storeSession, type MockAnswer } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render';

const me = makeUser({ role: 'admin' });
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);
type Handlers = Parameters<typeof mockApi>[0];

async function openSettings(status: MockAnswer['body'], extra: Handlers = {}) {
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/auth/factors': { body: status },
    'POST /api/auth/step-up': {
      body: { stepUp: 'up-1', expiresAt: new Date(Date.now() + 600_000).toISOString() },
    },
    ...extra,
  });
  const view = renderApp('/dashboard/admin/settings');
  const section = await screen.findByRole('region', { name: 'Two-factor authentication' }, { timeout: 5000 });
  return { ...view, api, section, user: userEvent.setup() };
}

async function confirmPassword(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await user.type(within(dialog).getByLabelText('Password'), 'my-password');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('Settings › Two-factor authentication', () => {
  it('shows the status, and sets up an app after the password: QR code, first code, recovery codes', async () => {
    const { api, section, user } = await openSettings(
      { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: true },
      {
        'POST /api/auth/factors/totp': {
          body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x', qrSvg: '<svg/>' },
        },
        'POST /api/auth/factors/totp/confirm': { body: { recoveryCodes: CODES } },
      },
    );
    expect(await within(section).findByText('Authenticator app: not set up')).toBeInTheDocument();
    expect(within(section).getByText('Your role must use two-factor sign-in.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set up authenticator app' }));
    await confirmPassword(user);
    expect(api.callsTo('POST /api/auth/step-up')[0]?.body).toEqual({ password: 'my-password' });
    expect(await within(section).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/factors/totp')[0]?.headers['X-Step-Up']).toBe('up-1');
    await user.type(within(section).getByLabelText('Then enter the 6-digit code it shows'), '111222');
    await user.click(within(section).getByRole('button', { name: 'Verify and turn on' }));
    expect(await within(section).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/factors/totp/confirm')[0]).toMatchObject({
      body: { code: '111222' },
      headers: { 'X-Step-Up': 'up-1' },
    });
  });

  it('shows a wrong password in the dialog and changes nothing', async () => {
    const { api, section, user } = await openSettings(
      { totp: true, recoveryCodesLeft: 7, passkeys: 1, required: false },
      { 'POST /api/auth/step-up': refusal(FACTORS_ERRORS.wrongPassword, 'msg') },
    );
    expect(await within(section).findByText('Recovery codes left: 7')).toBeInTheDocument();
    expect(within(section).getByText('Passkeys: 1')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove app' }));
    await confirmPassword(user);
    expect(await screen.findByText(FACTORS_ERRORS.wrongPassword.message)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/auth/factors/totp')).toHaveLength(0);
    // A refused step-up does not end the session.
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('removes the app, and then makes new recovery codes without asking again', async () => {
    let removed = false;
    const { api, section, user } = await openSettings(
      { totp: true, recoveryCodesLeft: 3, passkeys: 1, required: false },
      {
        'DELETE /api/auth/factors/totp': () => {
          removed = true;
          return { body: { msg: 'The authenticator app was removed.' } };
        },
        'POST /api/auth/factors/recovery-codes': { body: { recoveryCodes: CODES } },
      },
    );
    await user.click(await within(section).findByRole('button', { name: 'Remove app' }));
    await confirmPassword(user);
    expect(await screen.findByText('The authenticator app was removed.')).toBeInTheDocument();
    expect(removed).toBe(true);
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/factors/recovery-codes')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/step-up')).toHaveLength(1);
    expect(await within(section).findByText('code-0')).toBeInTheDocument();
  });

  it("toasts the server's refusal to remove the last factor of a role that requires one", async () => {
    const { section, user } = await openSettings(
      { totp: true, recoveryCodesLeft: 10, passkeys: 0, required: true },
      { 'DELETE /api/auth/factors/totp': refusal(FACTORS_ERRORS.lastFactor, 'msg') },
    );
    await user.click(await within(section).findByRole('button', { name: 'Remove app' }));
    await confirmPassword(user);
    expect(await screen.findByText(FACTORS_ERRORS.lastFactor.message)).toBeInTheDocument();
    expect(within(section).getByText('Authenticator app: on')).toBeInTheDocument();
  });
});

import { FACTORS_ERRORS } from '@atelier/contract/factors-values';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, refusal } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render';

const admin = makeUser({ role: 'admin', name: 'Ada' });
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${'abcdefghij'[i]}${'abcdefghij'[i]}`);

async function passwordFirst(answer: unknown, more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/login': { body: answer },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...more,
  });
  const view = renderApp('/login');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  await user.click(screen.getByRole('radio', { name: 'Admin' }));
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, api, user };
}

describe('login: the second factor', () => {
  it('asks for the app’s code after the password, and opens the dashboard with it', async () => {
    const { api, user, router } = await passwordFirst(
      { next: 'second-factor', challenge: 'step-1', methods: ['totp', 'recovery'] },
      { 'POST /api/auth/second-factor': { body: { user: admin, token: 'tok-2fa' } } },
    );
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/admin/), {
      timeout: 5000,
    });
    expect(api.callsTo('POST /api/auth/second-factor')[0]?.body).toEqual({
      challenge: 'step-1',
      method: 'totp',
      code: '123456',
    });
    // Remember Me, ticked at the password, holds for the session the code opened.
    expect(window.localStorage.getItem('token')).toBe('tok-2fa');
  });

  it('takes a recovery code instead, and refuses a malformed one before sending it', async () => {
    const { api, user } = await passwordFirst(
      { next: 'second-factor', challenge: 'step-1', methods: ['totp', 'recovery'] },
      { 'POST /api/auth/second-factor': { body: { user: admin, token: 'tok-rc' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'short');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Recovery code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/second-factor')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Recovery code'));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-IJKL-MNOP');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/second-factor')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/second-factor')[0]?.body).toMatchObject({
      method: 'recovery',
      code: 'abcdefghijklmnop',
    });
  });

  it('shows a wrong code on the field, and after five offers to sign in again', async () => {
    let tries = 0;
    const { user } = await passwordFirst(
      { next: 'second-factor', challenge: 'step-1', methods: ['totp'] },
      {
        'POST /api/auth/second-factor': () =>
          ++tries < 5
            ? refusal(FACTORS_ERRORS.wrongCode, 'msg')
            : refusal(FACTORS_ERRORS.tooManyAttempts, 'msg'),
      },
    );
    const field = await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(FACTORS_ERRORS.wrongCode.message)).toBeInTheDocument();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(FACTORS_ERRORS.tooManyAttempts.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});

describe('login: setting up two-factor', () => {
  it('walks through why, the QR code and key, the first code, the recovery codes, then the dashboard', async () => {
    const { api, user, router } = await passwordFirst(
      { next: 'factor-setup', challenge: 'setup-1' },
      {
        'POST /api/auth/factor-setup/totp': {
          body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' },
        },
        'POST /api/auth/factor-setup/totp/confirm': {
          body: { user: admin, token: 'tok-setup', recoveryCodes: CODES },
        },
      },
    );
    expect(await screen.findByText('Your role must use two-factor sign-in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/factor-setup/totp')[0]?.body).toEqual({ challenge: 'setup-1' });
    await user.type(screen.getByLabelText('Then enter the 6-digit code it shows'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(window.localStorage.getItem('token')).toBeNull();
    const go = screen.getByRole('button', { name: 'Continue to the dashboard' });
    expect(go).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await user.click(go);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/admin/), {
      timeout: 5000,
    });
    expect(window.localStorage.getItem('token')).toBe('tok-setup');
  });
});

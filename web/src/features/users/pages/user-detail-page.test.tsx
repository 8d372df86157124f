import type { UserSignIn } from '@atelier/contract/user-sign-in';
import { USER_SIGN_IN_ERRORS } from '@atelier/contract/user-sign-in';
import type { ManagedUser } from '@atelier/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, refusal, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { USER_UI_TEXT } from '../messages';

const admin = makeUser({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', role: 'admin', name: 'Meera Admin' });
const priya: ManagedUser = {
  _id: 'cccccccc-0000-4000-8000-000000000003',
  name: 'Priya Nair',
  email: 'priya@school.edu',
  role: 'smartLABS',
  status: 'active',
  invitePending: false,
  lastLoginAt: null,
  createdAt: '2026-01-05T00:00:00.000Z',
};
const withFactors: UserSignIn = {
  factors: {
    totp: true,
    recoveryCodesLeft: 8,
    passkeys: [
      { name: 'Laptop', createdAt: '2026-02-01T10:00:00.000Z', lastUsedAt: '2026-03-02T10:00:00.000Z' },
    ],
  },
};
const none: UserSignIn = { factors: { totp: false, recoveryCodesLeft: 0, passkeys: [] } };

const USER = `GET /api/users/${priya._id}`;
const SIGN_IN = `GET /api/users/${priya._id}/sign-in`;
const RESET = `POST /api/users/${priya._id}/reset-factors`;
const IDENTITIES = `GET /api/users/${priya._id}/identities`;

async function open(handlers: Record<string, MockAnswer | (() => MockAnswer)>, id = priya._id) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...handlers,
  });
  const view = renderApp(`/dashboard/admin/user-management/${id}`);
  return { ...view, api, user: userEvent.setup() };
}

const panel = () => screen.getByRole('region', { name: 'Sign-in' });

describe("A user's page", { timeout: 15_000 }, () => {
  it('shows their account and how they sign in: two-factor, passkeys, school accounts', async () => {
    await open({
      [USER]: { body: priya },
      [SIGN_IN]: { body: withFactors },
      [IDENTITIES]: {
        body: {
          identities: [
            {
              id: 'dddddddd-0000-4000-8000-000000000009',
              provider: 'school',
              providerName: 'Springfield School',
              subject: 'sub-1',
              email: 'priya@school.edu',
              createdAt: '2026-01-10T10:00:00.000Z',
              lastUsedAt: null,
            },
          ],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Priya Nair' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Sign-in' });
    expect(within(panel()).getByText('Authenticator app').nextElementSibling).toHaveTextContent('On');
    expect(within(panel()).getByText('Recovery codes left').nextElementSibling).toHaveTextContent('8');
    expect(within(panel()).getByText('Laptop').parentElement).toHaveTextContent(
      'added 1 Feb 2026 · last used 2 Mar 2026',
    );
    // The school accounts with their removal (LinkedIdentities, part of the panel), under one heading.
    const school = await within(panel()).findByText('Springfield School');
    expect(
      within(panel())
        .getAllByRole('heading')
        .map((h) => [h.tagName, h.textContent]),
    ).toEqual([
      ['H2', 'Sign-in'],
      ['H3', 'Passkeys'],
      ['H3', 'Linked school accounts'],
    ]);
    expect(within(panel()).getByRole('region', { name: 'Linked school accounts' })).toContainElement(school);
    expect(school.parentElement).toHaveTextContent('priya@school.edu');
    expect(school.parentElement).toHaveTextContent('Linked 10 Jan 2026');
    expect(screen.getByRole('link', { name: 'See this account in the audit log' })).toHaveAttribute(
      'href',
      `/dashboard/admin/audit-log?user=${priya._id}`,
    );
  });

  it('resets two-factor after a confirmation, then shows none left', async () => {
    let factors = withFactors;
    const { api, user } = await open({
      [USER]: { body: priya },
      [SIGN_IN]: () => ({ body: factors }),
      [RESET]: () => {
        factors = none;
        return {
          body: {
            message: 'Two-factor reset.',
            removed: { totp: 1, recoveryCodes: 8, passkeys: 1, sessions: 2 },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: USER_UI_TEXT.resetTitle('Priya Nair') });
    expect(api.callsTo(RESET)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor reset.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).getByText('Authenticator app').nextElementSibling).toHaveTextContent('Off'),
    );
    expect(api.callsTo(RESET)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset two-factor' })).toBeDisabled();
    expect(screen.getByText(USER_UI_TEXT.nothingToReset)).toBeInTheDocument();
  });

  it('does nothing when the dialog is cancelled', async () => {
    const { api, user } = await open({ [USER]: { body: priya }, [SIGN_IN]: { body: withFactors } });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor' }, { timeout: 5000 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it('says why the server refused a reset', async () => {
    const { user } = await open({
      [USER]: { body: priya },
      [SIGN_IN]: { body: withFactors },
      [RESET]: refusal(USER_SIGN_IN_ERRORS.resetOwn),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor' }, { timeout: 5000 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText(USER_SIGN_IN_ERRORS.resetOwn.message)).toBeInTheDocument();
  });

  it("disables the reset on the admin's own page", async () => {
    const me: ManagedUser = { ...priya, _id: admin._id, name: admin.name, role: 'admin' };
    await open(
      {
        [`GET /api/users/${admin._id}`]: { body: me },
        [`GET /api/users/${admin._id}/sign-in`]: { body: withFactors },
      },
      admin._id,
    );
    expect(await screen.findByRole('button', { name: 'Reset two-factor' }, { timeout: 5000 })).toBeDisabled();
    expect(screen.getByText(USER_UI_TEXT.resetOwnNote)).toBeInTheDocument();
  });

  it('says when the user cannot be loaded', async () => {
    await open({ [USER]: { status: 404, body: { message: 'User not found' } }, [SIGN_IN]: { status: 404 } });
    expect(await screen.findByText(USER_UI_TEXT.userLoadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

import type { Passkey } from '@atelier/contract/passkeys';
import { PASSKEY_ERRORS } from '@atelier/contract/passkeys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, refusal, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const me = makeUser();
const laptop: Passkey = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Laptop',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};
const phone: Passkey = { ...laptop, id: '44444444-4444-4444-8444-444444444444', name: 'Phone', synced: true };

async function openSettings(extra: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  storeSession('tok', me);
  let list = [laptop, phone];
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/auth/sessions': { body: { sessions: [] } },
    'GET /api/auth/factors': { body: { totp: false, recoveryCodesLeft: 0, passkeys: 2, required: false } },
    'POST /api/auth/step-up': {
      body: { stepUp: 'up-1', expiresAt: new Date(Date.now() + 600_000).toISOString() },
    },
    'GET /api/auth/passkeys': () => ({ body: { passkeys: list } }),
    [`PATCH /api/auth/passkeys/${laptop.id}`]: () => {
      list = list.map((k) => (k.id === laptop.id ? { ...k, name: 'Work laptop' } : k));
      return { body: { passkey: list[0] } };
    },
    [`DELETE /api/auth/passkeys/${phone.id}`]: () => {
      list = list.filter((k) => k.id !== phone.id);
      return { body: { msg: 'Passkey removed.' } };
    },
    ...extra,
  });
  renderApp('/dashboard/student/settings');
  const section = await screen.findByRole('region', { name: 'Passkeys' }, { timeout: 5000 });
  await within(section).findByText('Laptop');
  return { api, section, user: userEvent.setup() };
}

describe('Settings › Passkeys', () => {
  it('lists each passkey with whether it is synced, and hides adding where WebAuthn is missing', async () => {
    const { section } = await openSettings();
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Laptop.*This device only.*never used/);
    expect(items[1]).toHaveTextContent(/Phone.*Synced/);
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(within(section).getByText('This browser cannot use passkeys.')).toBeInTheDocument();
  });

  it('renames a passkey, refusing an empty name before any call', async () => {
    const { section, user, api } = await openSettings();
    await user.click(within(section).getAllByRole('button', { name: 'Rename' })[0]!);
    const field = within(section).getByLabelText('New name for Laptop');
    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Give the passkey a name')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/auth/passkeys/${laptop.id}`)).toHaveLength(0);
    await user.type(field, 'Work laptop');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Work laptop')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/auth/passkeys/${laptop.id}`)).toHaveLength(1);
  });

  it('removes a passkey after asking and a step-up, and shows the server’s refusal', async () => {
    const { section, user, api } = await openSettings({
      [`DELETE /api/auth/passkeys/${laptop.id}`]: refusal(PASSKEY_ERRORS.notFound, 'msg'),
    });
    await user.click(within(section).getAllByRole('button', { name: 'Remove' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(confirm).getByLabelText('Password'), 'my-password');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/auth/passkeys/${phone.id}`)[0]?.headers['X-Step-Up']).toBe('up-1');
    await waitFor(() => expect(within(section).queryByText('Phone')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE /api/auth/passkeys/${phone.id}`)).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey not found')).toBeInTheDocument();
  });
});

import type { ActiveSession } from '@atelier/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const me = makeUser();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const here: ActiveSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Linux',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
  ip: '203.0.113.7',
  createdAt: minutesAgo(60),
  lastUsedAt: minutesAgo(1),
  current: true,
};
const phone: ActiveSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari on iOS',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Safari/604.1',
  ip: '198.51.100.23',
  createdAt: minutesAgo(3 * 24 * 60),
  lastUsedAt: minutesAgo(3 * 60),
  current: false,
};

async function openSettings(extra: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  storeSession('tok', me);
  let list = [here, phone];
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/auth/sessions': () => ({ body: { sessions: list } }),
    [`DELETE /api/auth/sessions/${phone.id}`]: () => {
      list = list.filter((s) => s.id !== phone.id);
      return { body: { msg: 'Session ended.' } };
    },
    ...extra,
  });
  const view = renderApp('/dashboard/student/settings');
  const section = await screen.findByRole('region', { name: 'Active sessions' }, { timeout: 5000 });
  await within(section).findByText('Safari on iOS');
  return { ...view, api, section, user: userEvent.setup() };
}

describe('active sessions on the settings page', () => {
  it('lists each session with device, address, last use and marks this device', async () => {
    const { section } = await openSettings();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('203.0.113.7');
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('198.51.100.23');
    expect(items[1]).toHaveTextContent(/last used about 3 hours ago/);
    expect(items[1]).toHaveTextContent('iPhone OS 18_1');
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'End session' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Sign out here' })).toBeInTheDocument();
  });

  it('ends another session and drops it from the list, staying signed in', async () => {
    const { section, user, api, router } = await openSettings();
    const phoneItem = within(section).getAllByRole('listitem')[1]!;
    await user.click(within(phoneItem).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/auth/sessions/${phone.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(section).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/student/settings');
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it("ending this device's session signs out and goes to the login", async () => {
    const { section, user, router } = await openSettings({
      [`DELETE /api/auth/sessions/${here.id}`]: { body: { msg: 'Session ended.' } },
    });
    await user.click(within(section).getByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('ends all other sessions at once', async () => {
    const { section, user, api } = await openSettings({
      'POST /api/auth/sessions/end-others': { body: { msg: 'Ended 1 other session.', ended: 1 } },
    });
    await user.click(within(section).getByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Ended 1 other session.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sessions/end-others')).toHaveLength(1);
  });
});

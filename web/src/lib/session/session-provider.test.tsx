import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '../api-client';
import { makeUser, mockApi, storeSession } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { SessionGate } from '../../app/session-gate';
import { useSession } from './session-context';

function Probe() {
  const { status, user, logout } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.name ?? 'none'}</p>
      <button onClick={() => void logout()}>Log out</button>
    </div>
  );
}

function renderSession() {
  return renderWithProviders(
    <SessionGate>
      <Probe />
    </SessionGate>,
  );
}

/** A validate-token answer that waits until the test lets it go. */
function deferredValidation() {
  let release!: (answer: { status: number; body: unknown }) => void;
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
  return { handler: () => answer, release };
}

describe('session bootstrap', () => {
  it('ends loading at once with no user when nothing is stored', () => {
    const api = mockApi({});
    renderSession();
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/validate-token')).toHaveLength(0);
  });

  it('shows the loading state while the stored token is validated, then sets the user', async () => {
    const user = makeUser({ name: 'Asha' });
    storeSession('tok-local', user, 'local');
    const validation = deferredValidation();
    const api = mockApi({ 'GET /api/auth/validate-token': validation.handler });
    renderSession();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText(/status:/)).not.toBeInTheDocument();

    await act(async () => validation.release({ status: 200, body: { user } }));
    expect(await screen.findByText('user: Asha')).toBeInTheDocument();
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/validate-token')[0]?.headers.authorization).toBe('Bearer tok-local');
  });

  it('prefers persistent storage and falls back to session storage', async () => {
    const user = makeUser();
    const api = mockApi({ 'GET /api/auth/validate-token': { body: { user } } });

    storeSession('tok-session', user, 'session');
    const first = renderSession();
    await screen.findByText('status: authenticated');
    expect(api.calls.at(-1)?.headers.authorization).toBe('Bearer tok-session');
    first.unmount();

    storeSession('tok-local', user, 'local');
    renderSession();
    await screen.findByText('status: authenticated');
    expect(api.callsTo('GET /api/auth/validate-token').at(-1)?.headers.authorization).toBe(
      'Bearer tok-local',
    );
  });

  it('clears both storages silently when validation fails', async () => {
    const user = makeUser();
    storeSession('dead-local', user, 'local');
    storeSession('dead-session', user, 'session');
    window.localStorage.setItem('main user', '{"email":"kept@example.org"}');
    mockApi({ 'GET /api/auth/validate-token': { status: 401, body: { msg: 'Session expired' } } });
    renderSession();

    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    // Only the session's keys go; other entries of the app stay.
    expect(window.localStorage.getItem('main user')).not.toBeNull();
    expect(screen.queryByText(/expired/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the session when any authenticated call answers 401', async () => {
    const user = makeUser();
    storeSession('tok', user);
    mockApi({
      'GET /api/auth/validate-token': { body: { user } },
      'GET /api/anything': { status: 401, body: { message: 'Unauthorized' } },
    });
    renderSession();
    await screen.findByText('status: authenticated');

    await act(async () => {
      await apiFetch('/anything').catch(() => undefined);
    });
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logs out through the server and clears both storages', async () => {
    const user = makeUser();
    storeSession('tok', user, 'local');
    window.sessionStorage.setItem('token', 'stale');
    const api = mockApi({
      'GET /api/auth/validate-token': { body: { user } },
      'POST /api/auth/logout': { body: { msg: 'Logged out' } },
    });
    renderSession();
    await screen.findByText('status: authenticated');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByText('status: anonymous')).toBeInTheDocument());
    expect(api.callsTo('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer tok');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

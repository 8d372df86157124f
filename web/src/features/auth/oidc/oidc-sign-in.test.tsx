import { OIDC_ERRORS, OIDC_MESSAGES } from '@atelier/contract/oidc';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi, refusal } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const providers = { body: { providers: [{ id: 'school', name: 'Springfield School' }] } };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('sign-in through a school on the login card', () => {
  it('offers a plain link to the start of each provider', async () => {
    mockApi({ 'GET /api/auth/oidc/providers': providers });
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Springfield School' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/school/start');
  });

  it('carries "Remember Me" to the server when the link is followed', async () => {
    mockApi({ 'GET /api/auth/oidc/providers': providers });
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Springfield School' });
    // jsdom does not navigate: what is checked is the address the browser would follow, read on the
    // document (after React's own listener on its root) at the click.
    const follow = () => {
      let followed = '';
      document.addEventListener(
        'click',
        (event) => {
          followed = link.getAttribute('href')!;
          event.preventDefault();
        },
        { once: true },
      );
      link.click();
      return followed;
    };
    expect(follow()).toBe('/api/auth/oidc/school/start');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    expect(follow()).toBe('/api/auth/oidc/school/start?remember=1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    expect(follow()).toBe('/api/auth/oidc/school/start');
  });

  it('shows no button when no provider is configured', async () => {
    const api = mockApi({ 'GET /api/auth/oidc/providers': { body: { providers: [] } } });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(api.callsTo('GET /api/auth/oidc/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it("says why the provider's sign-in was refused, from the code only", async () => {
    mockApi({ 'GET /api/auth/oidc/providers': providers });
    renderApp(`/login?sso=${OIDC_ERRORS.emailUnverified.code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(OIDC_MESSAGES.emailUnverified);
  });
});

describe('/sign-in/continue', () => {
  it('trades the ticket in the fragment for a session and opens the dashboard', async () => {
    const me = makeUser();
    window.history.replaceState(null, '', '/sign-in/continue#ticket=t-123&remember=1');
    const api = mockApi({
      'POST /api/auth/oidc/finish': { body: { user: me, token: 'session-token' } },
      'GET /api/auth/validate-token': { body: { user: me } },
    });
    const { router } = renderApp('/sign-in/continue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/student'));
    expect(api.callsTo('POST /api/auth/oidc/finish').map((c) => c.body)).toEqual([{ ticket: 't-123' }]);
    expect(window.localStorage.getItem('token')).toBe('session-token');
    expect(window.location.hash).toBe('');
  });

  it('hands a second factor the account must give to the login card, and finishes there', async () => {
    const admin = makeUser({ role: 'admin' });
    window.history.replaceState(null, '', '/sign-in/continue#ticket=t-2fa&remember=1');
    const api = mockApi({
      'POST /api/auth/oidc/finish': {
        body: { next: 'second-factor', challenge: 'step-9', methods: ['totp'] },
      },
      'POST /api/auth/second-factor': { body: { user: admin, token: 'tok-2fa' } },
      'GET /api/auth/validate-token': { body: { user: admin } },
    });
    const { router } = renderApp('/sign-in/continue');
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/admin/), {
      timeout: 5000,
    });
    expect(api.callsTo('POST /api/auth/second-factor')[0]?.body).toMatchObject({ challenge: 'step-9' });
    expect(window.localStorage.getItem('token')).toBe('tok-2fa');
  });

  it('says a used ticket has expired and leads back to the login page', async () => {
    window.history.replaceState(null, '', '/sign-in/continue#ticket=used');
    mockApi({ 'POST /api/auth/oidc/finish': refusal(OIDC_ERRORS.ticketInvalid, 'msg') });
    renderApp('/sign-in/continue');
    expect(await screen.findByRole('alert')).toHaveTextContent(OIDC_MESSAGES.ticketInvalid);
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute('href', '/login');
  });

  it('refuses an address without a ticket without calling the server', async () => {
    const api = mockApi({});
    renderApp('/sign-in/continue');
    expect(await screen.findByRole('alert')).toHaveTextContent(OIDC_MESSAGES.ticketInvalid);
    expect(api.callsTo('POST /api/auth/oidc/finish')).toHaveLength(0);
  });
});

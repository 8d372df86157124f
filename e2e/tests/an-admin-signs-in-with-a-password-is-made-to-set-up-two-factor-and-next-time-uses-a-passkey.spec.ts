import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { collectErrors, launchBrowser } from '../support/browser';
import { freePort, startServer, type RunningServer } from '../support/server';
import { fillLogin, newContext, snap, submitLogin, toast, waitForPath } from '../support/ui';

/**
 * WebAuthn needs a host name for its relying party (an IP address is refused), so this story's
 * server says it is at http://localhost:<port> (PUBLIC_URL) and the browser opens it there.
 */
describe('an admin signs in with a password, is made to set up two-factor, and next time uses a passkey', () => {
  let server: RunningServer;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    const port = await freePort();
    site = `http://localhost:${port}`;
    [server, browser] = await Promise.all([
      startServer({ port, fromEmptyCopy: true, env: { SIGN_IN_MFA_ROLES: 'admin', PUBLIC_URL: site } }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Chromium's virtual authenticator: a platform passkey with user verification, as a laptop has. */
  async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    return { cdp, id: authenticatorId };
  }

  async function logOut(page: Page) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
  }

  /** Both widths of the same page: the desktop's 1280 px, then a phone's 375 px, back to desktop. */
  async function snapBoth(page: Page, name: string) {
    await snap(page, `${name}-desktop`);
    await page.setViewportSize({ width: 375, height: 812 });
    await snap(page, `${name}-phone`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it('sets up a passkey in the walk-through, uses it as the second factor after a password, then signs in with the passkey alone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const { cdp, id } = await virtualAuthenticator(page);
    const admin = server.accounts.admin;

    // The password alone is not enough: the admin is walked through setting up a second factor.
    await page.goto(`${site}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await snapBoth(page, 'passkeys-login-card');
    await fillLogin(page, { role: 'admin', email: admin.email, password: admin.password });
    const first = await submitLogin(page);
    expect(first.body).toMatchObject({ next: 'factor-setup' });
    await page.getByRole('heading', { name: /^Set up two-factor sign.in$/ }).waitFor();
    await snapBoth(page, 'passkeys-walk-through');

    // A passkey instead of an app: the virtual authenticator makes it, the recovery codes follow.
    await page.getByRole('button', { name: 'Set up a passkey instead' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await snapBoth(page, 'passkeys-recovery-codes');
    await page.getByRole('checkbox', { name: 'I have saved them' }).check();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await waitForPath(page, '/dashboard/admin');

    // Settings › Passkeys lists it; the admin names it "Laptop".
    await page.goto(`${site}/dashboard/admin/settings`);
    const section = page.getByRole('region', { name: 'Passkeys' });
    const item = section.getByRole('listitem').filter({ hasText: 'Passkey' });
    await item.waitFor();
    expect(await item.innerText()).toMatch(/never used/);
    await item.getByRole('button', { name: 'Rename' }).click();
    await section.getByLabel('New name for Passkey').fill('Laptop');
    await section.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Passkey renamed.').waitFor();
    await section.getByRole('listitem').filter({ hasText: 'Laptop' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await snapBoth(page, 'passkeys-settings');

    // With a password, the passkey is now the second factor the login card asks for.
    await logOut(page);
    await fillLogin(page, { role: 'admin', email: admin.email, password: admin.password });
    expect((await submitLogin(page)).body).toMatchObject({
      next: 'second-factor',
      methods: ['passkey', 'recovery'],
    });
    await page.getByRole('button', { name: 'Use a passkey' }).waitFor();
    await snapBoth(page, 'passkeys-second-factor');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await waitForPath(page, '/dashboard/admin');

    // Signed out, the admin comes back with the passkey alone: no e-mail, no password, no code.
    await logOut(page);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/auth/passkeys/sign-in/verify')),
      page.getByRole('button', { name: 'Sign in with a passkey' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await waitForPath(page, '/dashboard/admin');
    await page
      .getByRole('banner')
      .getByText(/^Hello,/)
      .waitFor();
    await snap(page, 'passkeys-signed-in-desktop');

    // The server kept the counter and the time of the use, and the session says how it was made.
    const { token } = (await answer.json()) as { token: string };
    const listed = await api<{ passkeys: { name: string; lastUsedAt: string | null }[] }>(
      { ...server, url: site },
      'GET',
      '/api/auth/passkeys',
      { token },
    );
    expect(listed.body.passkeys).toMatchObject([{ name: 'Laptop' }]);
    expect(listed.body.passkeys[0]!.lastUsedAt).not.toBeNull();

    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await context.close();
  });
});

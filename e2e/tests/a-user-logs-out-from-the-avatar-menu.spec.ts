import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { collectErrors, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { logIn, newContext, snap, storedTokens, tabTitle, waitForPath, waitForTitle } from '../support/ui';

describe('a user logs out from the avatar menu', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lands on /login, keeps nothing in storage, and the old token is refused by the API', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Remember Me on: logout must clear persistent storage too.
    const { user, token } = await logIn(page, server, 'student', { remember: true });
    expect((await api(server, 'GET', '/api/auth/validate-token', { token })).status).toBe(200);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Profile', 'Settings', 'Logout']);
    expect(await menu.innerText()).toContain(user.email);
    await snap(page, 'logout-avatar-menu-open-desktop');

    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await waitForTitle(page, tabTitle('Login'));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    await snap(page, 'logout-landed-on-login-desktop');

    const refused = await api<{ message: string }>(server, 'GET', '/api/auth/validate-token', { token });
    expect(refused.status).toBe(401);

    // A bookmark into the dashboard does not bring the session back.
    await page.goto(`${server.url}/dashboard/student/explore`);
    await waitForPath(page, '/login');

    expect(errors).toEqual([]);
    await context.close();
  });
});

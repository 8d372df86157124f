import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import {
  greeting,
  LANDING,
  logIn,
  newContext,
  snap,
  storedTokens,
  tabTitle,
  waitForPath,
  waitForTitle,
} from '../support/ui';

// A new browser context carrying the first one's storage state stands for the browser reopened:
// cookies and localStorage come along, sessionStorage (per tab) does not.
describe('remember me decides whether the session outlives the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('without Remember Me the session survives a reload of the tab but not a reopened browser', async () => {
    const first = await newContext(browser);
    const page = await first.newPage();
    const errors = collectErrors(page);
    const { user, token } = await logIn(page, server, 'student', { remember: false });

    expect(await storedTokens(page)).toEqual({ local: null, session: token });

    await page.reload();
    await waitForTitle(page, tabTitle(LANDING.student.title));
    expect(new URL(page.url()).pathname).toBe(LANDING.student.path);
    expect(await greeting(page).innerText()).toBe(`Hello, ${user.name}`);
    expect(errors).toEqual([]);

    const reopened = await newContext(browser, { storageState: await first.storageState() });
    const later = await reopened.newPage();
    await later.goto(`${server.url}/dashboard/student`);
    await waitForPath(later, '/login');
    await later.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await storedTokens(later)).toEqual({ local: null, session: null });
    await snap(later, 'remember-me-off-reopened-desktop');

    await reopened.close();
    await first.close();
  });

  it('with Remember Me the session survives a reopened browser', async () => {
    const first = await newContext(browser);
    const page = await first.newPage();
    const { user, token } = await logIn(page, server, 'student', { remember: true });

    expect(await storedTokens(page)).toEqual({ local: token, session: null });
    const storageState = await first.storageState();
    await first.close();

    const reopened = await newContext(browser, { storageState });
    const later = await reopened.newPage();
    const errors = collectErrors(later);
    await later.goto(`${server.url}/dashboard/student`);
    await waitForPath(later, LANDING.student.path);
    await waitForTitle(later, tabTitle(LANDING.student.title));
    expect(await greeting(later).innerText()).toBe(`Hello, ${user.name}`);
    await snap(later, 'remember-me-on-reopened-desktop');
    expect(errors).toEqual([]);
    await reopened.close();
  });
});

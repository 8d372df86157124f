import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalProvider,
  type LocalProvider,
} from '../../server/src/features/auth/oidc/oidc-provider.fixtures';
import { api } from '../support/api';
import { freePort, type StartOptions } from '../support/server';
import { useStory } from '../support/story';
import {
  LANDING,
  snap,
  storedTokens,
  tabTitle,
  waitForHydrated,
  waitForPath,
  waitForTitle,
} from '../support/ui';

describe("a student signs in through the school's provider and lands on the dashboard", () => {
  // The provider must know the app's callback and the app the provider's issuer: the app's port is
  // chosen first, the provider started, then the server (useStory reads these options in its beforeAll).
  const server: StartOptions = { env: {} };
  let idp: LocalProvider;
  beforeAll(async () => {
    server.port = await freePort();
    idp = await startLocalProvider([`http://127.0.0.1:${server.port}/api/auth/oidc/school/callback`]);
    Object.assign(server.env!, idp.env('school', 'Springfield School'));
  });
  afterAll(() => idp?.close());
  const story = useStory({ server });

  it('shows the button on the login card at 1280 and 375 px', async () => {
    for (const phone of [false, true]) {
      const { context, page, errors } = await story.openPage({ phone });
      await page.goto(`${story.server.url}/login`);
      const button = page.getByRole('link', { name: 'Sign in with Springfield School' });
      await button.waitFor();
      expect(await button.getAttribute('href')).toBe('/api/auth/oidc/school/start');
      await snap(page, `oidc-login-card-${phone ? 'phone' : 'desktop'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("links the student's account by its verified e-mail and opens the student's dashboard", async () => {
    const student = story.server.accounts.student;
    idp.accounts.set('s-1001', { email: student.email, email_verified: true, name: 'Sam at Springfield' });
    const { context, page, errors } = await story.openPage();
    // The provider's development login page imports a web font; this machine is offline.
    await context.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    await page.goto(`${story.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Springfield School' }).click();

    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.getByPlaceholder('Enter any login').fill('s-1001');
    await page.getByPlaceholder('and password').fill('anything');
    await snap(page, 'oidc-provider-login-desktop');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await waitForPath(page, LANDING.student.path);
    await waitForTitle(page, tabTitle(LANDING.student.title));
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeTruthy();
    const me = await api<{ user: { email: string; role: string } }>(
      story.server,
      'GET',
      '/api/auth/validate-token',
      {
        token: tokens.session!,
      },
    );
    expect(me.body.user).toMatchObject({ email: student.email, role: 'student' });
    await snap(page, 'oidc-student-dashboard-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the session in the lasting storage when "Remember Me" was ticked before the school sign-in', async () => {
    const member = story.server.accounts.smartLABS;
    idp.accounts.set('m-2002', { email: member.email, email_verified: true });
    const { context, page, errors } = await story.openPage();
    await context.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    await page.goto(`${story.server.url}/login`);
    // The page is prerendered: the link follows the box only once the app runs.
    await waitForHydrated(page, 'input[name="remember"]');
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    await page.getByRole('link', { name: 'Sign in with Springfield School' }).click();

    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.getByPlaceholder('Enter any login').fill('m-2002');
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await waitForPath(page, LANDING.smartLABS.path);
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeNull();
    expect(tokens.local).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows why a sign-in was refused: an e-mail the provider has not verified', async () => {
    idp.accounts.set('s-1002', { email: 'unknown@springfield.edu', email_verified: false });
    const { context, page, errors } = await story.openPage({ phone: true });
    await context.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    await page.goto(`${story.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Springfield School' }).click();
    await page.getByPlaceholder('Enter any login').fill('s-1002');
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await waitForPath(page, '/login');
    await page
      .getByRole('alert')
      .getByText(/e-mail address is not verified/)
      .waitFor();
    await snap(page, 'oidc-login-refused-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a used sign-in link has expired and leads back to the login page', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await page.goto(`${story.server.url}/sign-in/continue#ticket=already-used`);
    await page
      .getByRole('alert')
      .getByText('This sign-in has expired or was already used.', { exact: false })
      .waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await snap(page, 'oidc-continue-expired-phone');
    await page.getByRole('link', { name: 'Back to the login page' }).click();
    await waitForPath(page, '/login');
    // The browser console reports the refused call (400) as a failed resource; nothing else.
    expect(errors.filter((e) => !e.includes('/api/auth/oidc/finish'))).toEqual([]);
    await context.close();
  });
});

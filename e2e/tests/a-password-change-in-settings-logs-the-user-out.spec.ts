import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useStory } from '../support/story';
import {
  fillLogin,
  greeting,
  LANDING,
  logIn,
  snap,
  storedTokens,
  submitLogin,
  tabTitle,
  waitForPath,
  waitForTitle,
} from '../support/ui';

const NEW_PASSWORD = 'changed-in-Settings-42';

describe('a password change in Settings logs the user out', () => {
  const story = useStory();

  it('refuses a wrong current password, then changes it, logs out, and the new password works', async () => {
    const { email, password: oldPassword } = story.server.accounts.admin;
    const { context, page, errors } = await story.openPage();
    const { token } = await logIn(page, story.server, 'admin');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Settings' }).click();
    await waitForPath(page, '/dashboard/admin/settings');
    await waitForTitle(page, tabTitle('Settings'));

    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const again = page.getByLabel('Re-enter New Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change Password' });

    // A wrong current password: the server's reason in a toast, and the user stays signed in.
    await current.fill(`${oldPassword}-wrong`);
    await next.fill(NEW_PASSWORD);
    await again.fill(NEW_PASSWORD);
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error changing password: Current password is incorrect' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/admin/settings');
    await snap(page, 'settings-wrong-current-password-desktop');

    await current.fill(oldPassword);
    await submit.click();
    await waitForPath(page, '/login');
    await page.getByRole('alert').filter({ hasText: 'Password changed successfully!' }).waitFor();
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    await snap(page, 'settings-password-changed-logged-out-desktop');

    // Every session of the user ended on the story.server, this one included.
    expect((await api(story.server, 'GET', '/api/auth/validate-token', { token })).status).toBe(401);

    // The old password no longer opens the account; the new one does.
    await fillLogin(page, { role: 'admin', email, password: oldPassword });
    expect((await submitLogin(page)).status).toBe(401);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Login failed: Invalid email, password or role' })
      .waitFor();

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    const { status, body } = await submitLogin(page);
    expect(status).toBe(200);
    await waitForPath(page, LANDING.admin.path);
    expect(await greeting(page).innerText()).toBe(`Hello, ${body.user.name}`);

    // Refused calls (400, 401) show on the console as failed resources; nothing else may appear.
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });
});

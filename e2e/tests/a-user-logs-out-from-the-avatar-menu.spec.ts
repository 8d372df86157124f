import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useStory } from '../support/story';
import { logIn, snap, storedTokens, tabTitle, waitForPath, waitForTitle } from '../support/ui';

describe('a user logs out from the avatar menu', () => {
  const story = useStory();

  it('lands on /login, keeps nothing in storage, and the old token is refused by the API', async () => {
    const { context, page, errors } = await story.openPage();
    // Remember Me on: logout must clear persistent storage too.
    const { user, token } = await logIn(page, story.server, 'student', { remember: true });
    expect((await api(story.server, 'GET', '/api/auth/validate-token', { token })).status).toBe(200);

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

    const refused = await api<{ message: string }>(story.server, 'GET', '/api/auth/validate-token', {
      token,
    });
    expect(refused.status).toBe(401);

    // A bookmark into the dashboard does not bring the session back.
    await page.goto(`${story.server.url}/dashboard/student/explore`);
    await waitForPath(page, '/login');

    expect(errors).toEqual([]);
    await context.close();
  });
});

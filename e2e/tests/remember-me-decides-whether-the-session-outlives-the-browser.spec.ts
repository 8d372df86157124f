import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  greeting,
  LANDING,
  logIn,
  snap,
  storedTokens,
  tabTitle,
  waitForPath,
  waitForTitle,
} from '../support/ui';

// A new browser context carrying the first one's storage state stands for the browser reopened:
// cookies and localStorage come along, sessionStorage (per tab) does not.
describe('remember me decides whether the session outlives the browser', () => {
  const story = useStory();

  it('without Remember Me the session survives a reload of the tab but not a reopened browser', async () => {
    const { context: first, page, errors } = await story.openPage();
    const { user, token } = await logIn(page, story.server, 'student', { remember: false });

    expect(await storedTokens(page)).toEqual({ local: null, session: token });

    await page.reload();
    await waitForTitle(page, tabTitle(LANDING.student.title));
    expect(new URL(page.url()).pathname).toBe(LANDING.student.path);
    expect(await greeting(page).innerText()).toBe(`Hello, ${user.name}`);
    expect(errors).toEqual([]);

    const { context: reopened, page: later } = await story.openPage({
      storageState: await first.storageState(),
    });
    await later.goto(`${story.server.url}/dashboard/student`);
    await waitForPath(later, '/login');
    await later.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await storedTokens(later)).toEqual({ local: null, session: null });
    await snap(later, 'remember-me-off-reopened-desktop');

    await reopened.close();
    await first.close();
  });

  it('with Remember Me the session survives a reopened browser', async () => {
    const { context: first, page } = await story.openPage();
    const { user, token } = await logIn(page, story.server, 'student', { remember: true });

    expect(await storedTokens(page)).toEqual({ local: token, session: null });
    const storageState = await first.storageState();
    await first.close();

    const { context: reopened, page: later, errors } = await story.openPage({ storageState });
    await later.goto(`${story.server.url}/dashboard/student`);
    await waitForPath(later, LANDING.student.path);
    await waitForTitle(later, tabTitle(LANDING.student.title));
    expect(await greeting(later).innerText()).toBe(`Hello, ${user.name}`);
    await snap(later, 'remember-me-on-reopened-desktop');
    expect(errors).toEqual([]);
    await reopened.close();
  });
});

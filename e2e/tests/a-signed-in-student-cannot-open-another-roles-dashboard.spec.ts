import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors } from '../support/browser';
import { useStory } from '../support/story';
import { greeting, LANDING, logIn, snap, tabTitle, waitForPath, waitForTitle } from '../support/ui';

/** Every path the tab shows from now on, SPA navigations included, in order, until stop(). */
function pathsVisited(page: Page): string[] & { stop: () => void } {
  const paths: string[] = [];
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', onNavigated);
  return Object.assign(paths, { stop: () => void page.off('framenavigated', onNavigated) });
}

describe('a signed-in student cannot open another role’s dashboard', () => {
  const story = useStory();
  let context: BrowserContext;
  let page: Page;
  let studentName: string;

  beforeAll(async () => {
    // One signed-in student for the whole story: the session lives in this context's sessionStorage.
    ({ context, page } = await story.openPage());
    studentName = (await logIn(page, story.server, 'student')).user.name;
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(['/dashboard/admin', '/dashboard/admin/course-management', '/dashboard/smartLABS'])(
    'typing %s sends the student to /login, which hands back the student dashboard',
    async (path) => {
      const errors = collectErrors(page);
      const adminChunks: string[] = [];
      const onRequest = (req: Request) => {
        if (/\/assets\/(admin|smartlabs)-area-/.test(req.url())) adminChunks.push(req.url());
      };
      page.on('request', onRequest);
      const visited = pathsVisited(page);

      await page.goto(`${story.server.url}${path}`);
      await waitForPath(page, LANDING.student.path);
      await waitForTitle(page, tabTitle(LANDING.student.title));

      // Through /login (the guard) to the own dashboard (the login page's redirect), nothing in between.
      expect(visited[0]).toBe(path);
      expect(visited).toContain('/login');
      expect(visited.indexOf('/login')).toBeLessThan(visited.indexOf(LANDING.student.path));
      const ownArea = ['/login', '/dashboard/student', LANDING.student.path];
      expect(visited.slice(1).filter((p) => p !== path && !ownArea.includes(p))).toEqual([]);
      // The other area's code is not even fetched.
      expect(adminChunks).toEqual([]);
      expect(await page.getByRole('heading', { name: 'Approve Waitlist' }).count()).toBe(0);
      expect(await greeting(page).innerText()).toBe(`Hello, ${studentName}`);
      expect(errors).toEqual([]);
      page.off('request', onRequest);
      visited.stop();
    },
  );

  it('typing /login while signed in lands on the student dashboard instead of the login card', async () => {
    await page.goto(`${story.server.url}/login`);
    await waitForPath(page, LANDING.student.path);
    await greeting(page).waitFor();
    expect(await page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
    await snap(page, 'student-redirected-to-own-dashboard-desktop');
  });

  it('a visitor who is not signed in, typing /dashboard/admin, stays on the login card', async () => {
    const { context: visitor, page: anon } = await story.openPage();
    await anon.goto(`${story.server.url}/dashboard/admin`);
    await waitForPath(anon, '/login');
    await waitForTitle(anon, tabTitle('Login'));
    await anon.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await snap(anon, 'visitor-sent-to-login-desktop');
    await visitor.close();
  });
});

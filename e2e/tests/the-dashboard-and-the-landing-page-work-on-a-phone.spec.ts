import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { useStory } from '../support/story';
import {
  fillLogin,
  greeting,
  LANDING,
  newContext,
  snap,
  submitLogin,
  tabTitle,
  waitForPath,
  waitForTitle,
} from '../support/ui';

// Never loaded from the network: every request off the test server is answered or aborted here.
const INTERNATIONAL_SITE_URL = 'https://international.atelier.test/programmes';

/** Whether an element lies wholly inside the phone's viewport (or only its width, for a long page). */
async function insideViewport(page: Page, selector: string, { widthOnly = false } = {}) {
  const box = await page.locator(selector).boundingBox();
  if (!box) return false;
  const across = box.x >= 0 && box.x + box.width <= PHONE.width;
  return widthOnly ? across : across && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe('the dashboard and the landing page work on a phone', () => {
  const story = useStory({ server: { env: { INTERNATIONAL_SITE_URL } } });

  it('the sidebar is a drawer that opens and closes, and the avatar menu is within reach', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await page.goto(`${story.server.url}/login`);
    await fillLogin(page, { role: 'student', ...story.server.accounts.student });
    expect(await insideViewport(page, 'form', { widthOnly: true })).toBe(true);
    await snap(page, 'phone-login');
    const { status, body } = await submitLogin(page);
    expect(status).toBe(200);
    const { user } = body;
    await waitForPath(page, LANDING.student.path);
    await waitForTitle(page, tabTitle(LANDING.student.title));
    expect(await greeting(page).innerText()).toBe(`Hello, ${user.name}`);

    // On a phone the drawer starts closed, out of sight, whatever the area's desktop default.
    // (A closed drawer is hidden, so out of the accessibility tree: found by its id.)
    const drawer = page.locator('#dashboard-sidebar');
    expect(await drawer.getAttribute('data-state')).toBe('collapsed');
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Courses' }).count()).toBe(0);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'phone-dashboard-drawer-closed');

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await drawer.getAttribute('data-state')).toBe('expanded');
    await page
      .getByRole('complementary', { name: 'Student Dashboard navigation' })
      .getByRole('link', { name: 'Courses' })
      .waitFor();
    await snap(page, 'phone-dashboard-drawer-open', { fullPage: false });
    expect(await insideViewport(page, '#dashboard-sidebar')).toBe(true);

    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await drawer.getAttribute('data-state')).toBe('collapsed');

    // Following a link in the drawer closes it too.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await drawer.getByRole('link', { name: 'Courses' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/student/courses'));
    await drawer.waitFor({ state: 'hidden' });

    // The avatar menu opens fully on screen and its items work.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    expect(await insideViewport(page, '[role="menu"]')).toBe(true);
    await snap(page, 'phone-dashboard-avatar-menu', { fullPage: false });
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await waitForPath(page, '/dashboard/student/settings');
    await page.getByRole('button', { name: 'Change Password' }).waitFor();
    await snap(page, 'phone-dashboard-settings');

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', true],
    ['desktop', false],
  ] as const)(
    'on a %s the landing page asks where the visitor studies, and Indian Student closes it',
    async (device, phone) => {
      const { context, page, errors } = await story.openPage({ phone });
      await page.goto(`${story.server.url}/`, { waitUntil: 'networkidle' });
      await waitForTitle(page, tabTitle('Home'));

      const popup = page.getByRole('dialog', { name: 'Where are you studying?' });
      await popup.waitFor();
      await snap(page, `landing-popup-${device}`, { fullPage: false });
      // A native <dialog>: its role is implicit, so it is found by its tag.
      if (phone) expect(await insideViewport(page, 'dialog')).toBe(true);

      await popup.getByRole('button', { name: 'Indian Student' }).click();
      await popup.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.getByRole('link', { name: 'Join The Waitlist' }).first().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone ? PHONE.width : DESKTOP.width,
      );
      await snap(page, `landing-${device}`);

      // The choice holds for the rest of the visit.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await popup.count()).toBe(0);

      // The public navigation (spec-1 §2): behind a menu button on a phone.
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: 'Home' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'About',
        'FAQs',
        'Events',
        'Blogs',
      ]);
      if (phone) await page.getByRole('button', { name: 'Close menu' }).click();

      // The header's Login link leads to the login card.
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await waitForPath(page, '/login');

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('International Student sends the visitor to the international site', async () => {
    const context = await newContext(story.browser, { phone: true });
    const offSite: string[] = [];
    await context.route(
      (url) => url.origin !== story.server.url,
      async (route) => {
        offSite.push(route.request().url());
        if (route.request().url() === INTERNATIONAL_SITE_URL) {
          await route.fulfill({
            contentType: 'text/html',
            body: '<title>International</title><h1>Elsewhere</h1>',
          });
        } else {
          await route.abort();
        }
      },
    );
    const page = await context.newPage();
    await page.goto(`${story.server.url}/`, { waitUntil: 'networkidle' });
    const popup = page.getByRole('dialog', { name: 'Where are you studying?' });
    await popup.getByRole('button', { name: 'International Student' }).click();

    await page.waitForURL(INTERNATIONAL_SITE_URL);
    expect(await page.title()).toBe('International');
    expect(offSite).toEqual([INTERNATIONAL_SITE_URL]);
    await context.close();
  });
});

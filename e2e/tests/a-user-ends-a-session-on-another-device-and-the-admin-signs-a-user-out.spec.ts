import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { box, contains, intersects, rounded } from '../support/measure';
import { useStory } from '../support/story';
import { LANDING, logIn, sidebar, snap, toast, waitForPath } from '../support/ui';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const SETTINGS = '/dashboard/student/settings';

async function openSettings(page: Page, url: string) {
  await page.goto(`${url}${SETTINGS}`);
  const section = page.getByRole('region', { name: 'Active sessions' });
  await section.getByRole('listitem').first().waitFor();
  return section;
}

/** The toast's box and the top bar's buttons' boxes: a toast must leave every button in reach. */
async function toastOverButtons(page: Page, text: string) {
  const shown = toast(page, text);
  await shown.waitFor();
  await page.waitForTimeout(800); // its slide-in has ended
  const toastBox = await box(page.locator('.Toastify__toast').filter({ hasText: text }));
  const buttons = page.getByRole('banner').getByRole('button');
  const covered: string[] = [];
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    if (intersects(toastBox, await box(button)))
      covered.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
  }
  return {
    covered,
    toast: rounded(toastBox),
    inView: contains({ x: 0, y: 0, ...page.viewportSize()! }, toastBox),
  };
}

describe('a user ends a session on another device, and the admin signs a user out everywhere', () => {
  const story = useStory();

  it('lists both devices, ends the other from Settings, and the other is signed out; at 375 px the toast leaves the top bar usable', async () => {
    const laptop = await story.openPage();
    const phone = await story.openPage({ phone: true, userAgent: IPHONE_SAFARI });
    await logIn(laptop.page, story.server, 'student');
    await logIn(phone.page, story.server, 'student');

    // Each device sees both sessions, its own marked.
    const onPhone = await openSettings(phone.page, story.server.url);
    await onPhone.getByRole('listitem').nth(1).waitFor();
    await onPhone
      .getByRole('listitem')
      .filter({ hasText: 'This device' })
      .getByText('Safari on iOS')
      .waitFor();
    await snap(phone.page, 'sessions-settings-phone');

    const onLaptop = await openSettings(laptop.page, story.server.url);
    await onLaptop.getByRole('listitem').nth(1).waitFor();
    expect(await onLaptop.getByRole('listitem').count()).toBe(2);
    const here = onLaptop.getByRole('listitem').filter({ hasText: 'This device' });
    await here.getByText('Chrome on Linux').waitFor();
    const other = onLaptop.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    expect(await other.getByText('This device').count()).toBe(0);
    expect(await other.innerText()).toMatch(/last used (less than a minute|1 minute) ago/);
    await snap(laptop.page, 'sessions-settings-desktop');

    // The laptop ends the phone's session.
    await other.getByRole('button', { name: 'End session' }).click();
    await toast(laptop.page, 'Session ended.').waitFor();
    await other.waitFor({ state: 'detached' });
    expect(await onLaptop.getByRole('listitem').count()).toBe(1);

    // The phone is signed out on its next request.
    await phone.page.reload();
    await waitForPath(phone.page, '/login');

    // Signed in again on the phone, it ends the laptop's session: the toast stays below the top bar.
    await logIn(phone.page, story.server, 'student');
    const again = await openSettings(phone.page, story.server.url);
    const laptopItem = again.getByRole('listitem').filter({ hasText: 'Chrome on Linux' });
    await laptopItem.getByRole('button', { name: 'End session' }).click();
    const measured = await toastOverButtons(phone.page, 'Session ended.');
    expect(measured, JSON.stringify(measured)).toMatchObject({ covered: [], inView: true });
    expect(measured.toast.width).toBeLessThan(375);
    await snap(phone.page, 'sessions-toast-phone', { fullPage: false });
    // The top bar's menu button still works while the toast shows.
    await phone.page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await phone.page.getByRole('menu').waitFor();

    await laptop.page.reload();
    await waitForPath(laptop.page, '/login');

    expect(laptop.errors.filter((e) => !/401/.test(e))).toEqual([]);
    expect(phone.errors.filter((e) => !/401/.test(e))).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });

  it('the admin sidebar reads in groups with its brand whole, and the admin signs a member out everywhere', async () => {
    const labToken = await apiLogin(story.server, 'smartLABS');
    const lab = (
      await api<{ user: { name: string } }>(story.server, 'GET', '/api/auth/validate-token', {
        token: labToken,
      })
    ).body.user;

    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'admin');
    const nav = sidebar(page, 'Admin Dashboard');
    for (const group of ['People', 'Learning', 'Community', 'Site & mail'])
      await nav.getByRole('group', { name: group }).waitFor();

    // 1280×800: the links scroll, the brand keeps the top bar's height and its padding.
    const measureBrand = async () => {
      const bar = await box(page.locator('#dashboard-sidebar'));
      const brand = await box(page.locator('#dashboard-sidebar > div').first());
      const logo = await box(page.locator('#dashboard-sidebar > div svg').first());
      return {
        height: Math.round(brand.height),
        logoInside: contains(brand, logo),
        leftPadding: Math.round(logo.x - bar.x),
        rightRoom: Math.round(bar.x + bar.width - (logo.x + logo.width)),
      };
    };
    const open = await measureBrand();
    expect(open, JSON.stringify(open)).toMatchObject({ height: 64, logoInside: true });
    expect(open.leftPadding).toBeGreaterThanOrEqual(16);
    await snap(page, 'admin-sidebar-grouped-desktop', { fullPage: false });

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.locator('#dashboard-sidebar[data-state="collapsed"]').waitFor();
    await page.waitForTimeout(300);
    const collapsed = await measureBrand();
    expect(collapsed, JSON.stringify(collapsed)).toMatchObject({ height: 64, logoInside: true });
    expect(collapsed.leftPadding).toBeGreaterThanOrEqual(16);
    expect(collapsed.rightRoom).toBeGreaterThanOrEqual(16);
    await snap(page, 'admin-sidebar-grouped-collapsed-desktop', { fullPage: false });
    // Collapsed, the groups' links still name themselves by tooltip, down to the last one (scrolled to).
    const mailLog = nav.getByRole('link', { name: 'Mail Log', exact: true });
    await mailLog.hover();
    await page.waitForTimeout(250);
    const [tip, bar] = await Promise.all([
      box(mailLog.getByText('Mail Log', { exact: true })),
      box(page.locator('#dashboard-sidebar')),
    ]);
    expect(tip.width).toBeGreaterThan(20);
    expect(tip.x).toBeGreaterThanOrEqual(bar.x + bar.width);
    expect(contains({ x: 0, y: 0, ...page.viewportSize()! }, tip), JSON.stringify(rounded(tip))).toBe(true);
    await snap(page, 'admin-sidebar-grouped-collapsed-tooltip-desktop', { fullPage: false });
    await page.mouse.move(900, 500);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    // User Management: sign the member out everywhere, after a confirmation.
    await nav.getByRole('link', { name: 'User Management' }).click();
    await waitForPath(page, '/dashboard/admin/user-management');
    await page.getByRole('button', { name: `Sign out ${lab.name} everywhere` }).waitFor();
    await snap(page, 'admin-user-management-sign-out-desktop');
    await page.getByRole('button', { name: `Sign out ${lab.name} everywhere` }).click();
    const dialog = page.getByRole('dialog', { name: `Sign ${lab.name} out everywhere?` });
    await dialog.waitFor();
    await snap(page, 'admin-sign-out-everywhere-confirm-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await toast(page, 'Ended 1 open session; they must sign in again.').waitFor();
    expect((await api(story.server, 'GET', '/api/auth/validate-token', { token: labToken })).status).toBe(
      401,
    );
    // The admin's own session goes on.
    await page.reload();
    await waitForPath(page, '/dashboard/admin/user-management');
    expect(LANDING.admin.path).toContain('/dashboard/admin');

    expect(errors).toEqual([]);
    await context.close();
  });
});

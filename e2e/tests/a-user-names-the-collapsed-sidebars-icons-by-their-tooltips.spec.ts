import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { box, contains, rounded } from '../support/measure';
import { useStory } from '../support/story';
import { logIn, sidebar, snap } from '../support/ui';

/** The link's visible label: shown whole, right of the collapsed sidebar, and the topmost thing there. */
async function visibleLabel(page: Page, link: Locator, label: string) {
  const text = link.getByText(label, { exact: true });
  const [textBox, bar] = await Promise.all([box(text), box(page.locator('#dashboard-sidebar'))]);
  const viewport = page.viewportSize()!;
  const onTop = await text.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return node.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  return {
    wide: textBox.width > 20 && textBox.height > 10,
    rightOfTheBar: textBox.x >= bar.x + bar.width,
    inView: contains({ x: 0, y: 0, ...viewport }, textBox),
    onTop,
    box: rounded(textBox),
  };
}

const SHOWN = { wide: true, rightOfTheBar: true, inView: true, onTop: true };

describe('a user names the collapsed sidebar’s icons by their tooltips', () => {
  const story = useStory();

  it('defect 19: each icon of the collapsed sidebar is named by its label, shown on hover and on keyboard focus', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'smartLABS');
    const nav = sidebar(page, 'smartLABS Dashboard');
    await page.locator('#dashboard-sidebar[data-state="collapsed"]').waitFor();
    const labels = ['Community', 'Assignment', 'Schedule', 'Sessions'];
    // The accessible name of each icon link is its label.
    for (const label of labels) await nav.getByRole('link', { name: label, exact: true }).waitFor();

    const sessions = nav.getByRole('link', { name: 'Sessions', exact: true });
    await sessions.hover();
    await page.waitForTimeout(250);
    expect(await visibleLabel(page, sessions, 'Sessions')).toMatchObject(SHOWN);
    await snap(page, 'sidebar-collapsed-hover', { fullPage: false });

    await page.mouse.move(900, 500);
    await page.getByRole('button', { name: 'Expand sidebar' }).focus();
    // Keyboard: from the top bar's first button back into the sidebar's links.
    const community = nav.getByRole('link', { name: 'Community', exact: true });
    await community.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.waitForTimeout(250);
    expect(await community.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await visibleLabel(page, community, 'Community')).toMatchObject(SHOWN);
    await snap(page, 'sidebar-collapsed-focus', { fullPage: false });

    // Out of hover and focus, the label is out of sight again.
    await page.getByRole('button', { name: 'Expand sidebar' }).focus();
    await page.waitForTimeout(250);
    expect((await visibleLabel(page, community, 'Community')).wide).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });
});

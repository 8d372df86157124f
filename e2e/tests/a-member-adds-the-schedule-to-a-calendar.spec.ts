import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, toast, waitForTitle } from '../support/ui';

/** node-ical gives a property with parameters as its value and parameters. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : (value as { val: string }).val);

const MONTHS = [
  'July 2025',
  'August 2025',
  'September 2025',
  'October 2025',
  'November 2025',
  'December 2025',
];

describe('a member adds the schedule to a calendar', () => {
  const story = useStory();

  it('the member sees the semester by month, gets an own calendar address, and the feed holds every entry', async () => {
    const { context, page, errors } = await story.openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, story.server, 'smartLABS');
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await waitForTitle(page, tabTitle('Schedule'));
    expect(new URL(page.url()).pathname).toBe('/dashboard/smartLABS/schedule');

    const months = page.getByRole('heading', { level: 2 });
    await months.first().waitFor();
    expect(await months.allInnerTexts()).toEqual(MONTHS);
    const titles = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
    expect(titles.length).toBeGreaterThanOrEqual(20);
    const orientation = page.getByRole('article', { name: 'Orientation: how the smartLABS semester works' });
    await orientation.getByTitle('Online session').waitFor();
    expect(await orientation.innerText()).toContain('18:30–20:00 IST');
    expect(await orientation.getByRole('link', { name: /^Join / }).getAttribute('href')).toMatch(
      /^https:\/\/zoom\.example\.com\//,
    );
    const tour = page.getByRole('article', { name: /^Study tour: Ahmedabad/ });
    expect(await tour.innerText()).toContain('28–31');
    await snap(page, 'schedule-desktop');

    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add the schedule to your calendar' });
    const address = dialog.getByLabel('Calendar address');
    await address.waitFor();
    await expect.poll(() => address.inputValue()).toMatch(/schedule\.ics\?user=/);
    const feedUrl = await address.inputValue();
    expect(feedUrl.startsWith(`${story.server.url}/api/smartlabs/schedule.ics?user=`)).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      feedUrl.replace(/^http:\/\//, 'webcal://'),
    );
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Calendar link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    await snap(page, 'schedule-calendar-dialog-desktop', { fullPage: false });

    // What a calendar app does: fetch the address, with no session at all.
    const res = await fetch(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = Object.values(ical.sync.parseICS(await res.text())).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events.map((e) => textOf(e.summary).replace(/^(OS|SS): /, '')).sort()).toEqual([...titles].sort());
    const graduation = events.find((e) => textOf(e.summary) === 'Graduation ceremony')!;
    // 17:00 in Kolkata is 11:30 UTC.
    expect(graduation.start.toISOString()).toBe('2025-12-13T11:30:00.000Z');
    const tampered = await fetch(feedUrl.replace(/sig=./, 'sig=x'));
    expect(tampered.status).toBe(403);

    // On a phone the same page, one column.
    const phone = await story.openPage({ phone: true });
    await logIn(phone.page, story.server, 'smartLABS');
    await phone.page.goto(`${story.server.url}/dashboard/smartLABS/schedule`);
    await phone.page.getByRole('heading', { level: 2, name: 'July 2025' }).waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await snap(phone.page, 'schedule-phone');

    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });

  it('the admin edits the schedule in the admin area', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'admin');
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await waitForTitle(page, tabTitle('Schedule'));
    await page.getByRole('table').waitFor();
    await snap(page, 'schedule-admin-desktop');
    await page.getByRole('button', { name: 'Edit Graduation ceremony' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit entry' });
    await dialog.getByLabel('Title', { exact: true }).fill('Graduation ceremony and dinner');
    await snap(page, 'schedule-admin-edit-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await toast(page, 'Entry updated').waitFor();
    await page.getByRole('rowheader', { name: 'Graduation ceremony and dinner' }).waitFor();

    const phone = await story.openPage({ phone: true });
    await logIn(phone.page, story.server, 'admin');
    await phone.page.goto(`${story.server.url}/dashboard/admin/schedule`);
    await phone.page.getByRole('table').waitFor();
    await snap(phone.page, 'schedule-admin-phone');
    await phone.page.getByRole('button', { name: 'Add entry' }).click();
    await phone.page.getByRole('dialog', { name: 'New entry' }).waitFor();
    await snap(phone.page, 'schedule-admin-new-phone', { fullPage: false });

    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });
});

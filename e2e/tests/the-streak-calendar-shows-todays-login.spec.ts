import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

const monthHeading = (date: Date) =>
  `${date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;

describe('the streak calendar shows today’s login', () => {
  const story = useStory();

  it('opens from the streak icon with today ticked, and the arrows roll the year over', async () => {
    // The server records login days in UTC; a browser in UTC sees the same calendar day.
    const { context, page, errors } = await story.openPage({ timezoneId: 'UTC' });
    await logIn(page, story.server, 'student');
    const today = new Date();

    // A fresh account has logged in once: today.
    const streakButton = page.getByRole('button', { name: 'Login streak: 1 day' });
    await streakButton.click();
    const calendar = page.getByRole('region', { name: 'Streak calendar' });
    await calendar.waitFor();
    expect(await streakButton.getAttribute('aria-expanded')).toBe('true');

    const heading = calendar.getByRole('heading');
    expect(await heading.innerText()).toBe(monthHeading(today));
    expect(await calendar.getByRole('columnheader').allInnerTexts()).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);

    const day = (status: string) => calendar.locator(`td[data-status="${status}"]`);
    const todayCell = day('logged-in');
    expect(await todayCell.count()).toBe(1);
    expect(await todayCell.innerText()).toContain(`${today.getUTCDate()}, logged in`);
    // Earlier days of the month were missed (a dot), later ones are plain numbers.
    expect(await day('missed').count()).toBe(today.getUTCDate() - 1);
    const daysInMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).getUTCDate();
    expect(await day('upcoming').count()).toBe(daysInMonth - today.getUTCDate());
    await snap(page, 'streak-calendar-this-month-desktop');

    // Back to January of this year, then once more: December of the year before.
    const previous = calendar.getByRole('button', { name: 'Previous month' });
    for (let i = 0; i < today.getUTCMonth(); i += 1) await previous.click();
    expect(await heading.innerText()).toBe(`January ${today.getUTCFullYear()}`);
    await previous.click();
    expect(await heading.innerText()).toBe(`December ${today.getUTCFullYear() - 1}`);
    // Every day of that month lies in the past without a login, and the 1st sits under its weekday.
    expect(await day('missed').count()).toBe(31);
    expect(await day('logged-in').count()).toBe(0);
    const firstWeekday = new Date(Date.UTC(today.getUTCFullYear() - 1, 11, 1)).getUTCDay();
    const firstRow = calendar.locator('tbody tr').first().locator('td');
    expect((await firstRow.nth(firstWeekday).innerText()).trim()).toMatch(/^1\b/);
    await snap(page, 'streak-calendar-december-last-year-desktop');

    const next = calendar.getByRole('button', { name: 'Next month' });
    await next.click();
    expect(await heading.innerText()).toBe(`January ${today.getUTCFullYear()}`);
    for (let i = 0; i < today.getUTCMonth(); i += 1) await next.click();
    expect(await heading.innerText()).toBe(monthHeading(today));
    expect(await day('logged-in').count()).toBe(1);

    // Escape closes it.
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});

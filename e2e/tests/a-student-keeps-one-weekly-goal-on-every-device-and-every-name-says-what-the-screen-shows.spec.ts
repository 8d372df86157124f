import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

const VIDEO = 'Qm3vT8pLw0c';

/**
 * axe's label-content-name-mismatch (WCAG 2.5.3: a control's name holds its visible text) is not
 * among the WCAG-tagged rules the sweep runs, so it is asked for by name here.
 */
async function nameMismatches(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  // The rule ran on something here (a page with no named control would prove nothing).
  const applied = [...results.passes, ...results.violations].some(
    (r) => r.id === 'label-content-name-mismatch',
  );
  if (!applied) return [`label-content-name-mismatch did not apply on ${page.url()}`];
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.html.slice(0, 120)}`),
  );
}

describe('a student keeps one weekly goal on every device, and every name says what the screen shows', () => {
  const story = useStory();

  it('the goal set on one device shows on another; the bell, the notebook and a summary say what they mean', async () => {
    const courseId = await createSiteAnalysisCourse(story.server);
    const laptop = await story.openPage();
    const page = laptop.page;
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/inprogress`);
    const card = page.getByRole('region', { name: 'Weekly Goal' });
    await card.getByText('0 of 5 chapters opened this week').waitFor();
    await card.getByRole('button', { name: 'More chapters per week' }).click();
    await card.getByText('6 per week').waitFor();
    await card.getByText('0 of 6 chapters opened this week').waitFor();

    // A chapter opened counts on the server.
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Notebook' }).click();
    // Save with nothing written says why beside the form.
    const editor = page.getByRole('form', { name: 'New note' });
    await editor.getByRole('button', { name: 'Save Note' }).click();
    await editor
      .getByRole('alert')
      .getByText('Nothing to save yet: write a title or some content, then save the note.')
      .waitFor();
    await snap(page, 'round3-notebook-empty-save-desktop', { fullPage: false });

    // The bell lists the new course; each item is named by what it shows.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await panel.getByRole('link', { name: /^Unread: New course: / }).waitFor();
    expect(await nameMismatches(page)).toEqual([]);
    await snap(page, 'round3-bell-open-desktop', { fullPage: false });
    await page.keyboard.press('Escape');

    // Another device: the same goal, and the chapter opened on the laptop.
    const phone = await story.openPage({ phone: true });
    await logIn(phone.page, story.server, 'student');
    await phone.page.goto(`${story.server.url}/dashboard/student/courses/inprogress`);
    const phoneCard = phone.page.getByRole('region', { name: 'Weekly Goal' });
    await phoneCard.getByText('1 of 6 chapters opened this week').waitFor();
    expect(
      await phone.page.evaluate(() =>
        Object.keys(window.localStorage).filter((k) => k.startsWith('weeklyGoal')),
      ),
    ).toEqual([]);
    await snap(phone.page, 'round3-weekly-goal-phone', { fullPage: false });
    await page.goto(`${story.server.url}/dashboard/student/courses/inprogress`);
    await card.getByText('1 of 6 chapters opened this week').waitFor();
    await snap(page, 'round3-weekly-goal-desktop', { fullPage: false });

    await phone.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await phone.page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('link')
      .first()
      .waitFor();
    expect(await nameMismatches(phone.page)).toEqual([]);
    await snap(phone.page, 'round3-bell-open-phone', { fullPage: false });

    // The course is deleted: its notification goes from the bell.
    const adminToken = await apiLogin(story.server, 'admin');
    const deleted = await api(story.server, 'DELETE', `/api/courses/${courseId}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await panel.getByText('You have no notifications.').waitFor();

    // A session summary with a YouTube recording: the plain link sits beside the player.
    const admin = await api<{ user: { _id: string } }>(story.server, 'GET', '/api/auth/validate-token', {
      token: adminToken,
    });
    const added = await api<{ summary: { _id: string } }>(
      story.server,
      'POST',
      '/api/smartlabs/session-summary',
      {
        token: adminToken,
        body: {
          userId: admin.body.user._id,
          sessionTitle: 'Clash detection in Navisworks',
          sessionDate: '2025-12-20',
          coverImage: '',
          recordingLink: `https://youtu.be/${VIDEO}`,
          tag: 'Coordination',
          summaryText: [{ heading: 'Clash rules', description: 'Hard clashes first, then clearances.' }],
        },
      },
    );
    expect(added.status).toBe(201);
    const member = await story.openPage();
    await logIn(member.page, story.server, 'smartLABS');
    await member.page.goto(`${story.server.url}/dashboard/smartLABS/summary/${added.body.summary._id}`);
    const link = member.page.getByRole('link', { name: 'open the recording in a new tab' });
    expect(await link.getAttribute('href')).toBe(`https://youtu.be/${VIDEO}`);
    await snap(member.page, 'round3-summary-link-desktop', { fullPage: false });
    const memberPhone = await story.openPage({ phone: true });
    await logIn(memberPhone.page, story.server, 'smartLABS');
    await memberPhone.page.goto(`${story.server.url}/dashboard/smartLABS/summary/${added.body.summary._id}`);
    await memberPhone.page
      .getByRole('link', { name: 'open the recording in a new tab' })
      .scrollIntoViewIfNeeded();
    await snap(memberPhone.page, 'round3-summary-link-phone', { fullPage: false });
    // An unknown summary says so.
    await member.page.goto(
      `${story.server.url}/dashboard/smartLABS/summary/12345678-1234-1234-1234-123456789abc`,
    );
    await member.page.getByText('This session summary does not exist (any more).').waitFor();

    // The waitlist's thank-you page: the copy buttons are named by their words first.
    const visitor = await story.openPage();
    await visitor.page.goto(`${story.server.url}/waitlist`);
    await visitor.page.getByLabel('Name').fill('Asha Rao');
    await visitor.page.getByLabel('Gender').selectOption('female');
    await visitor.page.getByLabel('Email').fill('asha.round3@example.org');
    await visitor.page.getByLabel('Phone').fill('9876543210');
    await visitor.page.getByLabel('Institution').fill('School of Planning and Architecture');
    await visitor.page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Thank you, Asha Rao!' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Copy code (your referral code)' }).waitFor();
    expect(await nameMismatches(visitor.page)).toEqual([]);
    await snap(visitor.page, 'round3-waitlist-thank-you-desktop');

    const ours = (list: string[]) => list.filter((e) => !/youtube|404/i.test(e));
    expect([
      ...ours(laptop.errors),
      ...ours(phone.errors),
      ...ours(member.errors),
      ...visitor.errors,
    ]).toEqual([]);
    await Promise.all([laptop, phone, member, memberPhone, visitor].map((opened) => opened.context.close()));
  });
});

import { FORUM_TEXT } from '@atelier/contract/forum';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { png } from '../support/png';
import { useStory } from '../support/story';
import {
  fillLogin,
  logIn,
  snap,
  submitLogin,
  tabTitle,
  toast,
  waitForPath,
  waitForTitle,
} from '../support/ui';

const SECOND_MEMBER = {
  email: 'noor@atelier.local',
  password: 'second-member-pass-1',
  role: 'smartLABS' as const,
  name: 'Noor Haddad',
};
const DOUBT = 'Is this stair core wide enough for two flights and a landing?';
const ANSWER = 'Make it 2.6 m clear: two 1.2 m flights and a gap for the handrails.';
const REPLY = 'Thanks, I will widen it on the next sheet.';
const COMMUNITY = '/dashboard/smartLABS/network';

/** A real 240×160 PNG: a plan-like drawing of a stair core (grey walls, blue flights) on white. */
function stairPlanPng(): Buffer {
  const width = 240;
  const height = 160;
  return png(width, height, (x, y) => {
    const wall = x < 12 || x >= width - 12 || y < 12 || y >= height - 12;
    const flight = (x >= 30 && x < 110 && y >= 30 && y < 130) || (x >= 130 && x < 210 && y >= 30 && y < 130);
    const tread = flight && (y - 30) % 10 === 0;
    return wall ? [70, 70, 80] : tread ? [30, 64, 175] : flight ? [191, 219, 254] : [255, 255, 255];
  });
}

const PHOTO = { name: 'stair-core.png', mimeType: 'image/png', buffer: stairPlanPng() };

/** The feed's list item of the post with this text. */
const postOf = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: text }).first();

/** Whether an <img> has loaded a real picture (a broken link has no natural width). */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Whether the page is wider than the viewport (something sticks out sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a member posts a doubt with a photo and a second member answers on a phone', () => {
  const story = useStory({ users: [SECOND_MEMBER] });

  it('the doubt with its photo reaches the phone, the answer reaches the poster without a reload, and the reply comes back', async () => {
    const first = await story.openPage();
    const member = first.page;
    // The page listens to the server's live events (read with fetch, the token in its header).
    const streams: string[] = [];
    member.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/forum/events')
        streams.push(`${response.status()} ${response.headers()['content-type']}`);
    });
    await logIn(member, story.server, 'smartLABS');
    await waitForTitle(member, tabTitle('Community'));
    await member.getByText(FORUM_TEXT.noPosts).waitFor();
    await snap(member, 'forum-empty-desktop');
    await expect.poll(() => streams[0]).toMatch(/^200 text\/event-stream/);

    const phone = await story.openPage({ phone: true });
    const second = phone.page;
    await second.goto(`${story.server.url}/login`);
    await fillLogin(second, SECOND_MEMBER);
    expect((await submitLogin(second)).status).toBe(200);
    await waitForPath(second, COMMUNITY);
    await second.getByText(FORUM_TEXT.noPosts).waitFor();
    expect(await overflows(second)).toBe(false);
    await snap(second, 'forum-empty-phone');

    // The first member posts a doubt with a photo, seen before it is posted.
    await member.getByLabel('Category').selectOption('doubt');
    await member.getByLabel('Start a post').fill(DOUBT);
    await member.getByLabel('Photo').setInputFiles(PHOTO);
    const preview = member.getByRole('img', { name: `Preview of ${PHOTO.name}` });
    await preview.waitFor();
    expect(await loaded(preview)).toBe(true);
    await snap(member, 'forum-new-post-with-preview-desktop');
    await member.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(member, FORUM_TEXT.posted).waitFor();
    const posted = postOf(member, DOUBT);
    await posted.getByText('Doubt', { exact: true }).waitFor();
    const photo = posted.getByRole('img', { name: /^Photo posted by/ });
    await photo.waitFor();
    await expect.poll(() => loaded(photo)).toBe(true);
    await expect
      .poll(() =>
        member.getByRole('region', { name: 'Stats' }).getByText('Total Posts').locator('..').textContent(),
      )
      .toContain('1');

    // From here on the first member's page is never loaded again: a reload would clear this mark.
    await member.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

    // The phone shows the new doubt (by the poll or the live event) with its photo, and answers it.
    const onPhone = postOf(second, DOUBT);
    await onPhone.waitFor({ timeout: 5000 });
    const phonePhoto = onPhone.getByRole('img', { name: /^Photo posted by/ });
    await expect.poll(() => loaded(phonePhoto)).toBe(true);
    await onPhone.getByText('0 answers').waitFor();
    expect(await overflows(second)).toBe(false);
    await snap(second, 'forum-with-posts-phone');

    const toggle = onPhone.getByRole('button', { name: DOUBT });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await onPhone.getByLabel('Your answer').fill(ANSWER);
    await onPhone.getByRole('button', { name: 'Post Answer' }).click();
    await toast(second, FORUM_TEXT.answered).waitFor();
    await onPhone.getByRole('list', { name: 'Answers' }).getByText(ANSWER).waitFor();

    // Within 3 seconds and without a reload, the first member sees the answer.
    await posted.getByText('1 answer', { exact: true }).waitFor({ timeout: 3000 });
    await posted.getByRole('button', { name: DOUBT }).click();
    const answer = posted.getByRole('list', { name: 'Answers' }).getByRole('listitem').first();
    await answer.getByText(ANSWER).waitFor();
    await answer.getByText(SECOND_MEMBER.name).waitFor();
    await answer.getByRole('button', { name: 'Reply' }).click();
    await answer.getByLabel('Your reply').fill(REPLY);
    await answer.getByRole('button', { name: 'Post Reply' }).click();
    await toast(member, FORUM_TEXT.replied).waitFor();
    await answer.getByRole('list', { name: 'Replies' }).getByText(REPLY).waitFor();
    expect(await member.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(
      true,
    );
    await snap(member, 'forum-expanded-post-desktop');

    // The phone, still open on the thread, sees the reply arrive.
    await onPhone.getByRole('list', { name: 'Replies' }).getByText(REPLY).waitFor({ timeout: 5000 });
    expect(await overflows(second)).toBe(false);
    await snap(second, 'forum-expanded-post-phone');

    // The phone's new post box with a photo in it, before posting.
    await second.getByLabel('Photo').setInputFiles(PHOTO);
    await second.getByRole('img', { name: `Preview of ${PHOTO.name}` }).waitFor();
    expect(await overflows(second)).toBe(false);
    await snap(second, 'forum-new-post-with-preview-phone');
    await second.getByRole('button', { name: 'Remove attachment' }).click();

    expect([...first.errors, ...phone.errors]).toEqual([]);
    await Promise.all([first.context.close(), phone.context.close()]);
  });

  it('an admin reads the community with Hide on every item', async () => {
    for (const phone of [false, true]) {
      const opened = await story.openPage({ phone });
      const admin = opened.page;
      await logIn(admin, story.server, 'admin');
      await admin.goto(`${story.server.url}/dashboard/admin/community`);
      await waitForTitle(admin, tabTitle('Community'));
      const post = postOf(admin, DOUBT);
      await post.getByRole('button', { name: 'Hide post' }).waitFor();
      await post.getByRole('button', { name: DOUBT }).click();
      await post.getByRole('button', { name: 'Hide answer' }).waitFor();
      await post.getByRole('button', { name: 'Hide reply' }).waitFor();
      expect(await post.getByRole('button', { name: /^Edit|^Delete/ }).count()).toBe(0);
      expect(await overflows(admin)).toBe(false);
      await snap(admin, `forum-admin-${phone ? 'phone' : 'desktop'}`);
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });

  it('an admin hides the reply, finds it under Hidden, and shows it again', async () => {
    const { page: admin, context, errors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    await admin.goto(`${story.server.url}/dashboard/admin/community`);
    const post = postOf(admin, DOUBT);
    await post.getByRole('button', { name: DOUBT }).click();
    await post.getByRole('button', { name: 'Hide reply' }).click();
    await admin.getByRole('dialog', { name: 'Hide reply' }).getByRole('button', { name: 'Hide' }).click();
    await toast(admin, FORUM_TEXT.hidden).waitFor();
    await post.getByText(REPLY).waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Hidden', exact: true }).click();
    const hidden = admin.getByRole('list', { name: 'Hidden items' });
    const entry = hidden.getByRole('listitem').filter({ hasText: REPLY });
    await entry.waitFor();
    expect(await entry.innerText()).toMatch(/^Hidden /m);
    expect(await overflows(admin)).toBe(false);
    await snap(admin, 'forum-hidden-desktop');
    await admin.setViewportSize({ width: 375, height: 812 });
    expect(await overflows(admin)).toBe(false);
    await snap(admin, 'forum-hidden-phone');

    await entry.getByRole('button', { name: 'Show again this reply' }).click();
    await admin
      .getByRole('dialog', { name: 'Show reply again' })
      .getByRole('button', { name: 'Show again' })
      .click();
    await toast(admin, FORUM_TEXT.shown).waitFor();
    await admin.getByText(FORUM_TEXT.noHidden).waitFor();
    await admin.getByRole('button', { name: 'All Posts' }).click();
    const again = postOf(admin, DOUBT);
    await again.getByRole('button', { name: DOUBT }).click();
    await again.getByRole('list', { name: 'Replies' }).getByText(REPLY).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

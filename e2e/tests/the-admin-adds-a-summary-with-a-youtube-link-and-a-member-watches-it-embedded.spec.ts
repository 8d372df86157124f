import { describe, expect, it } from 'vitest';
import { lesson } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, toast, waitForTitle } from '../support/ui';

const RUN = Date.now().toString(36);
const VIDEO = 'Qm3vT8pLw0c';

describe('the admin adds a summary with a YouTube link and a member watches it embedded', () => {
  const story = useStory();

  it('the summary is first on the Sessions list and its page frames the privacy-enhanced player', async () => {
    const title = `Clash detection in Navisworks (${RUN})`;
    const { context: adminContext, page: admin, errors: adminErrors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    await admin.getByRole('link', { name: 'Add Summary', exact: true }).click();
    await waitForTitle(admin, tabTitle('Add Summary'));
    await admin.getByLabel('Session title', { exact: true }).fill(title);
    await admin.getByLabel('Session date', { exact: true }).fill('2025-12-20');
    await admin.getByLabel('Tag', { exact: true }).fill('Coordination');
    await admin.getByLabel('Recording link', { exact: true }).fill(`https://youtu.be/${VIDEO}?si=share`);
    await admin
      .getByLabel('Cover image URL', { exact: true })
      .fill(lesson(story.server, 'covers/computational-design.svg'));
    await admin.getByLabel('Section 1 Heading', { exact: true }).fill('Clash rules');
    await admin
      .getByLabel('Section 1 Description', { exact: true })
      .fill('Hard clashes first,\nthen clearances.');
    await admin.getByRole('button', { name: '+ Add section' }).click();
    await admin.getByLabel('Section 2 Heading', { exact: true }).fill('<b>Reports</b>');
    await admin.getByLabel('Section 2 Description', { exact: true }).fill('Group by level and discipline.');
    await snap(admin, 'summary-add-filled-desktop');
    // Without YOUTUBE_OAUTH_URL the button says so and stays on the page.
    await admin.getByRole('button', { name: 'Connect YouTube Account' }).click();
    await toast(admin, 'Connecting YouTube is not set up on this server (YOUTUBE_OAUTH_URL).').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/dashboard/admin/summary/add');
    await admin.getByRole('button', { name: 'Add Summary', exact: true }).click();
    await toast(admin, 'Added!').waitFor();
    expect(await admin.getByLabel('Session title', { exact: true }).inputValue()).toBe('');
    await admin.getByRole('rowheader', { name: title }).waitFor();
    await snap(admin, 'summary-add-written-list-desktop');

    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'smartLABS');
    await page.getByRole('link', { name: 'Sessions', exact: true }).click();
    await waitForTitle(page, tabTitle('Sessions'));
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    // The newest session first: 20 December comes after every seeded one.
    expect(await cards.first().getByRole('heading').innerText()).toBe(title);
    expect(await cards.first().innerText()).toContain('Coordination');
    await snap(page, 'summaries-desktop');
    await cards
      .first()
      .getByRole('link', { name: `View Session: ${title}` })
      .click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await waitForTitle(page, tabTitle(title));

    const player = page.locator('iframe');
    expect(await player.count()).toBe(1);
    expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO}`);
    expect(await player.getAttribute('title')).toBe(`Recording of ${title}`);
    expect(await player.getAttribute('allow')).toBe('encrypted-media; picture-in-picture; fullscreen');
    expect(await player.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Clash rules',
      '<b>Reports</b>',
    ]);
    await snap(page, 'summary-detail-desktop');

    // The admin edits it; the member's page shows the change.
    await admin.getByRole('link', { name: `Edit ${title}` }).click();
    await waitForTitle(admin, tabTitle('Edit Summary'));
    await admin.getByLabel('Tag', { exact: true }).fill('Coordination, revised');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await toast(admin, 'Updated!').waitFor();
    await snap(admin, 'summary-edit-desktop');
    await page.reload();
    await page.getByText('Coordination, revised', { exact: true }).waitFor();

    const phone = await story.openPage({ phone: true });
    await logIn(phone.page, story.server, 'smartLABS');
    await phone.page.goto(`${story.server.url}/dashboard/smartLABS/summaries`);
    await phone.page.getByRole('article').first().waitFor();
    await snap(phone.page, 'summaries-phone');
    await phone.page.getByRole('article').first().getByRole('link').click();
    await phone.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await snap(phone.page, 'summary-detail-phone');

    const adminPhone = await story.openPage({ phone: true });
    await logIn(adminPhone.page, story.server, 'admin');
    await adminPhone.page.goto(`${story.server.url}/dashboard/admin/summary/add`);
    await adminPhone.page.getByLabel('Session title', { exact: true }).waitFor();
    await adminPhone.page.getByRole('table').waitFor();
    await snap(adminPhone.page, 'summary-add-phone');

    // The frame cannot reach YouTube here: its failure is the only console error allowed.
    const ours = (list: string[]) => list.filter((e) => !/youtube/i.test(e));
    expect([...adminErrors, ...ours(errors), ...ours(phone.errors), ...adminPhone.errors]).toEqual([]);
    await Promise.all([
      adminContext.close(),
      context.close(),
      phone.context.close(),
      adminPhone.context.close(),
    ]);
  });
});

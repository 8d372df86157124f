import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, toast, waitForTitle } from '../support/ui';

const RUN = Date.now().toString(36);
const QUESTION = `Can I follow the BIM course on a Linux laptop (${RUN})?`;
const ANSWER = 'Yes: the lessons run in the browser, and Revit runs in the free cloud lab we lend students.';

/** The public FAQ list: one button per answered question, each opening its answer. */
const publicQuestions = (page: Page) => page.getByRole('region', { name: 'Questions' });

/** Opens /faqs in a fresh anonymous context and waits for the answered questions to load. */
async function openFaqs(story: ReturnType<typeof useStory>) {
  const opened = await story.openPage();
  await opened.page.goto(`${story.server.url}/faqs`);
  await waitForTitle(opened.page, tabTitle('FAQs'));
  // The demo database holds four answered FAQs: the list has loaded once one of them shows.
  await publicQuestions(opened.page).getByRole('button', { name: 'Is Atelier really free?' }).waitFor();
  return opened;
}

describe('a visitor asks a question, the admin answers it, and it appears on the FAQ page', () => {
  const story = useStory();

  it('the question is pending for its asker and hidden from others until the admin answers it', async () => {
    const asker = await openFaqs(story);
    const visitor = asker.page;
    await visitor.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const box = visitor.getByLabel('Your question', { exact: true });
    expect(await box.getAttribute('placeholder')).toBe('Drop your question here');
    await box.fill(QUESTION);
    await visitor.getByRole('button', { name: 'Add question' }).click();

    // The asker sees it as their own, pending; the box is empty again.
    const own = visitor.getByRole('region', { name: 'Your questions' });
    const mine = own.getByRole('listitem').filter({ hasText: QUESTION });
    await mine.getByText('Pending answer', { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await publicQuestions(visitor).getByRole('button', { name: QUESTION }).count()).toBe(0);
    await snap(visitor, 'faq-asked-pending-desktop');

    // Someone else on /faqs does not see an unanswered question.
    const stranger = await openFaqs(story);
    expect(await stranger.page.getByText(QUESTION).count()).toBe(0);
    expect(stranger.errors).toEqual([]);
    await stranger.context.close();

    // The admin answers it.
    const { context: adminContext, page: admin, errors: adminErrors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    await admin.goto(`${story.server.url}/dashboard/admin/faqs`);
    await admin.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
    await admin.getByText('1 question is waiting for an answer.', { exact: false }).waitFor();
    const entry = admin.getByRole('article', { name: QUESTION });
    await entry.getByText('Pending answer', { exact: true }).waitFor();
    await entry.getByRole('button', { name: 'Answer', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Answer question' });
    expect(await dialog.getByLabel('Question', { exact: true }).inputValue()).toBe(QUESTION);
    await dialog.getByLabel('Answer', { exact: true }).fill(ANSWER);
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await toast(admin, 'Answer saved').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await entry.getByText('Answered', { exact: true }).waitFor();
    await entry.getByText(ANSWER).waitFor();
    await admin.getByText('No question is waiting for an answer.', { exact: false }).waitFor();

    // A fresh visitor now finds it among the FAQs, with its answer behind it.
    const reader = await openFaqs(story);
    const question = publicQuestions(reader.page).getByRole('button', { name: QUESTION });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const answer = reader.page.getByRole('region', { name: QUESTION });
    await answer.waitFor();
    expect((await answer.innerText()).trim()).toBe(ANSWER);
    await snap(reader.page, 'faq-answered-public-desktop');

    expect([...asker.errors, ...adminErrors, ...reader.errors]).toEqual([]);
    await Promise.all([asker.context.close(), adminContext.close(), reader.context.close()]);
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

const COVERED = 'Which come first on a site: contours, sun or access?';
const UNCOVERED = 'Which wood glue suits oak furniture joints?';
const POST_TO_QNA = "Post to this chapter's Q&A";

const assistant = (page: Page) => page.getByRole('region', { name: 'AI Assistant' });

async function ask(page: Page, question: string) {
  const box = assistant(page).getByLabel('Ask about this chapter');
  await box.fill(question);
  await assistant(page).getByRole('button', { name: 'Ask AI' }).click();
}

describe('a student asks the course assistant and posts what it cannot answer to Q&A', () => {
  const story = useStory();
  let coursePath = '';
  beforeAll(async () => {
    coursePath = `/dashboard/student/courses/${await createSiteAnalysisCourse(story.server)}`;
  });

  it('a question the summary covers comes back as that passage with a link to it; another goes to Q&A in one click', async () => {
    const summary = siteAnalysisCourse(story.server).reading.summary;
    const opened = await story.openPage();
    const page = opened.page;
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}${coursePath}`);

    await ask(page, COVERED);
    await assistant(page).getByText('Here is what the course says…').waitFor();
    const cards = assistant(page).getByRole('list', { name: 'From the course' }).getByRole('listitem');
    const first = cards.first();
    await first.getByText('Summary', { exact: true }).waitFor();
    expect(await first.locator('mark').allTextContents()).toEqual(
      expect.arrayContaining(['Contours', 'sun', 'access', 'come', 'first']),
    );
    expect((await first.textContent())?.replace(/\s+/g, ' ')).toContain(summary.replace(/\.$/, ''));
    await snap(page, 'assistant-found-desktop');

    await first.getByRole('link', { name: 'Open summary: Reading the Site' }).click();
    await page.getByRole('tab', { name: 'Summary', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByText(summary).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('summary');

    await ask(page, UNCOVERED);
    await assistant(page)
      .getByText("The course does not seem to cover this yet. Ask it in the chapter's Q&A?")
      .waitFor();
    await snap(page, 'assistant-not-found-desktop');
    await assistant(page).getByRole('button', { name: POST_TO_QNA }).click();
    await assistant(page).getByRole('status').getByText("Posted to the chapter's Q & A.").waitFor();
    await assistant(page).getByRole('link', { name: 'Open Q & A' }).click();
    await page.getByRole('tab', { name: 'Q & A', selected: true }).waitFor();
    await page.getByRole('button', { name: UNCOVERED }).waitFor();

    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('works the same on a 375 px phone', async () => {
    const opened = await story.openPage({ phone: true });
    const page = opened.page;
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}${coursePath}`);

    await ask(page, COVERED);
    const first = assistant(page)
      .getByRole('list', { name: 'From the course' })
      .getByRole('listitem')
      .first();
    await first.getByText('Summary', { exact: true }).waitFor();
    // Nothing in the panel is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await assistant(page).scrollIntoViewIfNeeded();
    await snap(page, 'assistant-found-phone');

    await ask(page, 'Is there a chapter on timber roof trusses and rafters?');
    await assistant(page).getByRole('button', { name: POST_TO_QNA }).waitFor();
    await snap(page, 'assistant-not-found-phone');

    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});

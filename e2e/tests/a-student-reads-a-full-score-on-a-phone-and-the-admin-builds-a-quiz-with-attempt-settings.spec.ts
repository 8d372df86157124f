import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, stillFrame } from '../support/a11y';
import { PHONE, DESKTOP } from '../support/browser';
import { rounded } from '../support/measure';
import { takeQuizzes } from '../support/quizzes';
import { useStory } from '../support/story';
import { logIn, snap, toast } from '../support/ui';

/**
 * How far the "100%" in the result ring reaches past the ring's inner edge, in pixels (0: it fits):
 * the text's own box (a Range over it) against the circle inside the stroke (r 52 − half the
 * stroke 10, of a 120 viewBox).
 */
async function ringOverlap(page: Page): Promise<{ overlap: number; ring: object; text: object }> {
  const ring = page.getByRole('img', { name: '100%', exact: true });
  await ring.waitFor();
  // Measured once the layout is still (a viewport change moves the sidebar), both in one frame.
  await stillFrame(page);
  const { ringBox, text } = await ring.evaluate((el) => {
    const span = Array.from(el.querySelectorAll('span')).find((s) => s.textContent?.trim() === '100%');
    if (!span) throw new Error('no 100% text in the ring');
    const range = document.createRange();
    range.selectNodeContents(span);
    const r = range.getBoundingClientRect();
    const b = el.getBoundingClientRect();
    return {
      ringBox: { x: b.x, y: b.y, width: b.width, height: b.height },
      text: { x: r.x, y: r.y, width: r.width, height: r.height },
    };
  });
  const cx = ringBox.x + ringBox.width / 2;
  const cy = ringBox.y + ringBox.height / 2;
  const inner = (ringBox.width / 2) * (47 / 60);
  const corners = [
    [text.x, text.y],
    [text.x + text.width, text.y],
    [text.x, text.y + text.height],
    [text.x + text.width, text.y + text.height],
  ];
  const farthest = Math.max(...corners.map(([x, y]) => Math.hypot(x! - cx, y! - cy)));
  return { overlap: Math.max(0, farthest - inner), ring: rounded(ringBox), text: rounded(text) };
}

describe('a student reads a full score on a phone, and the admin builds a quiz with attempt settings', () => {
  const story = useStory();
  let quizId: string;
  beforeAll(async () => {
    quizId = (await takeQuizzes(story.server, [{ title: 'Full marks', correct: 4 }]))[0]!;
  });

  it('issue 25: the "100%" lies inside the result ring at 375 and 1280 px; the used attempt is told', async () => {
    const { page, errors } = await story.openPage({ phone: true });
    const { server } = story;
    await logIn(page, server, 'student');
    await page.goto(`${server.url}/dashboard/student/quiz/${quizId}/result`);
    await page.getByRole('heading', { level: 2, name: 'You Passed!' }).waitFor();
    const phone = await ringOverlap(page);
    expect(phone.overlap, `at 375 px: ${JSON.stringify(phone)}`).toBe(0);
    // The only attempt is used: no Try again.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await snap(page, 'quiz-result-full-score-phone');

    await page.setViewportSize(DESKTOP);
    const desktop = await ringOverlap(page);
    expect(desktop.overlap, `at 1280 px: ${JSON.stringify(desktop)}`).toBe(0);
    await snap(page, 'quiz-result-full-score-desktop');

    // The list and the start page say the attempt is used.
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/dashboard/student/quizzes`);
    const card = page.getByRole('article').filter({ hasText: 'Full marks' });
    await card.getByText('You have used your attempt at this quiz.', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'View result Full marks', exact: true }).waitFor();
    await snap(page, 'quiz-list-attempt-used-phone');
    await page.goto(`${server.url}/dashboard/student/quiz/${quizId}/start`);
    await page.getByRole('status').getByText('You have used your attempt at this quiz.').waitFor();
    expect(await page.getByRole('button', { name: 'Start Quiz' }).count()).toBe(0);
    await snap(page, 'quiz-start-attempt-used-phone');
    expect(errors).toEqual([]);
  });

  it("issue 25: the builder's question list passes axe's label-content-name-mismatch; the settings at 1280 and 375 px", async () => {
    const { page, errors } = await story.openPage();
    const { server } = story;
    await logIn(page, server, 'admin');
    await page.goto(`${server.url}/dashboard/admin/quiz-builder`);
    await page.getByRole('heading', { level: 1, name: 'Quiz Creator' }).waitFor();
    await page
      .getByLabel('Question 1 text', { exact: true })
      .fill('Which drawing shows a building cut through vertically, with its floors and roof?');
    await page.getByRole('button', { name: '+ Add question', exact: true }).click();
    await page.getByLabel('Question 2 text', { exact: true }).fill('Plan or section?');
    // A problem flag on a question, as after a refused publish.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const list = page.getByRole('list', { name: 'Questions' });
    await list.getByRole('button', { name: /^Question 1: Which drawing.*has problems to fix$/ }).waitFor();

    // The rule is experimental in axe, so off by default: run it on purpose.
    const mismatch = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(
      mismatch.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // Not an empty check: the rule ran on this page's labelled controls (the option buttons).
    const applied = mismatch.passes.find((rule) => rule.id === 'label-content-name-mismatch');
    expect(applied?.nodes.length ?? 0).toBeGreaterThan(0);
    // Each question button is named by its content, and that name holds what it shows.
    for (const button of await list.getByRole('button').all()) {
      expect(await button.getAttribute('aria-label')).toBeNull();
      const name = await button.evaluate((el) => el.querySelector('.visually-hidden')?.textContent ?? '');
      const shown = (await button.locator('[aria-hidden="true"]').allInnerTexts()).map((t) => t.trim());
      for (const text of shown.filter((t) => t !== '!')) {
        expect(name.replace(/…$/, ''), `shown "${text}"`).toContain(text.replace(/…$/, ''));
      }
    }
    expect(await seriousViolations(page, 'quiz builder')).toEqual([]);

    // The settings, labelled, with their defaults.
    const settings = page.getByRole('group', { name: 'Attempts and review' });
    expect(await settings.getByLabel('Attempts allowed', { exact: true }).inputValue()).toBe('1');
    expect(await settings.getByLabel('Show correct answers to students', { exact: true }).inputValue()).toBe(
      'after-last',
    );
    expect(await settings.getByLabel('Closes at', { exact: true }).inputValue()).toBe('');
    await settings.scrollIntoViewIfNeeded();
    await snap(page, 'quiz-builder-settings-desktop');
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page, 'quiz builder on a phone')).toEqual([]);
    await snap(page, 'quiz-builder-settings-phone');

    // The attempted quiz: its questions are fixed, its settings still change.
    await page.goto(`${server.url}/dashboard/admin/quiz-builder/${quizId}`);
    const locked = page.getByRole('form', { name: 'Attempts and review' });
    await locked.waitFor();
    await locked.getByLabel('Attempts allowed', { exact: true }).fill('2');
    await locked.getByRole('button', { name: 'Save settings', exact: true }).click();
    await toast(page, 'Quiz settings saved').waitFor();
    expect(await seriousViolations(page, 'attempted quiz on a phone')).toEqual([]);
    await snap(page, 'quiz-settings-attempted-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'quiz-settings-attempted-desktop');
    expect(errors).toEqual([]);
  });
});

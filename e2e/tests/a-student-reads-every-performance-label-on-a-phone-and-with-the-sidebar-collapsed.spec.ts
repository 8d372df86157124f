import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { box, contains, rounded } from '../support/measure';
import { takeQuizzes } from '../support/quizzes';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

/** The student's quizzes, whose titles are the radar's corners: short ones and a long one at the side. */
const SKILLS = ['Design', 'Code', 'Performance', 'UX', 'Accessibility'];

/** Each radar label's box beside the box of the chart's svg, which clips what lies outside it. */
async function labelsOutsideTheChart(page: Page) {
  const chart = page
    .getByRole('img', { name: /^Latest quiz scores: Design 100%/ })
    .locator('svg.recharts-surface');
  await chart.waitFor();
  const svg = await box(chart);
  const labels = chart.locator('.recharts-polar-angle-axis-tick text');
  expect(await labels.allTextContents()).toEqual(SKILLS);
  const outside: string[] = [];
  for (const label of await labels.all()) {
    const text = await box(label);
    if (!contains(svg, text)) {
      outside.push(`${await label.textContent()} ${JSON.stringify(rounded(text))}`);
    }
  }
  return { svg: rounded(svg), outside };
}

/**
 * Waits until the chart's svg has kept one size for 300 ms: the sidebar's width animates and the
 * chart follows its tile's new width, each as fast as the machine draws.
 */
async function chartAtRest(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const chart = page.locator('svg.recharts-surface').first();
  const deadline = Date.now() + 10_000;
  let last = '';
  let sameSince = Date.now();
  for (;;) {
    const now = JSON.stringify(rounded(await box(chart)));
    if (now !== last) [last, sameSince] = [now, Date.now()];
    else if (Date.now() - sameSince >= 300) return;
    if (Date.now() > deadline) throw new Error(`the chart never came to rest: ${now}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a student reads every performance label on a phone and with the sidebar collapsed', () => {
  const story = useStory();
  beforeAll(async () => {
    await takeQuizzes(
      story.server,
      SKILLS.map((title, i) => ({ title, correct: 4 - (i % 3) })),
    );
  });

  it('defect 14: on a phone the radar labels lie within the chart, on the tile and on its page', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await logIn(page, story.server, 'student');
    const tile = await labelsOutsideTheChart(page);
    await snap(page, 'explore-performance-tile-phone');
    expect(tile.outside, `svg ${JSON.stringify(tile.svg)}`).toEqual([]);

    await page.goto(`${story.server.url}/dashboard/student/explore/performance`);
    const detail = await labelsOutsideTheChart(page);
    await snap(page, 'explore-performance-page-phone');
    expect(detail.outside, `svg ${JSON.stringify(detail.svg)}`).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('defect 14: with the sidebar collapsed at 1280 px the radar labels lie within the chart', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'student');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.locator('#dashboard-sidebar[data-state="collapsed"]').waitFor();
    await chartAtRest(page);
    const tile = await labelsOutsideTheChart(page);
    await snap(page, 'explore-performance-tile-collapsed');
    expect(tile.outside, `svg ${JSON.stringify(tile.svg)}`).toEqual([]);

    await page.getByRole('link', { name: /Performance/ }).click();
    const detail = await labelsOutsideTheChart(page);
    await snap(page, 'explore-performance-page-collapsed');
    expect(detail.outside, `svg ${JSON.stringify(detail.svg)}`).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

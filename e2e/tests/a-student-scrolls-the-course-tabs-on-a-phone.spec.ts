import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse } from '../support/courses';
import { scrollCues } from '../support/measure';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

/** The rounded tops of the items of a row: one value when they share one row. */
async function rowTops(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((nodes) =>
    nodes.map((n) => Math.round(n.getBoundingClientRect().top)),
  );
  return [...new Set(tops)];
}

/**
 * A row that scrolls sideways must say so: a cue at the end while more lies there, at the start
 * once scrolled, and none where nothing more lies.
 */
async function expectCuesToFollowTheScroll(scroller: Locator, name: string) {
  const atStart = await scrollCues(scroller);
  if (!atStart.overflows) {
    expect(atStart, `${name} fits: no cue`).toMatchObject({ start: false, end: false });
    return;
  }
  expect(atStart, `${name} at its start`).toMatchObject({ start: false, end: true });
  await scroller.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
  await expect
    .poll(() => scrollCues(scroller), { timeout: 2_000 })
    .toMatchObject({ start: true, end: false });
}

describe('a student scrolls the course tabs on a phone', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('defect 18: the My Courses tabs and the chapter tabs each keep one row and show when they scroll', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await logIn(page, story.server, 'student');

    await page.goto(`${story.server.url}/dashboard/student/courses/inprogress`);
    const myCourses = page.getByRole('navigation', { name: 'My Courses' });
    await myCourses.getByRole('link', { name: 'Learning history' }).waitFor();
    await snap(page, 'courses-my-courses-tabs-phone', { fullPage: false });
    expect(await rowTops(myCourses.getByRole('link'))).toHaveLength(1);
    await expectCuesToFollowTheScroll(myCourses, 'My Courses tabs');
    await snap(page, 'courses-my-courses-tabs-phone-scrolled', { fullPage: false });

    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    const tablist = page.getByRole('tablist', { name: 'Chapter' });
    await tablist.scrollIntoViewIfNeeded();
    await snap(page, 'courses-viewer-tabs-phone', { fullPage: false });
    expect(await rowTops(tablist.getByRole('tab'))).toHaveLength(1);
    await expectCuesToFollowTheScroll(tablist, 'Chapter tabs');

    expect(errors).toEqual([]);
    await context.close();
  });
});

import { chapterKey } from '@atelier/contract/courses';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

const COUNT = 25;
/** Note n of the chapter; 1 is the oldest. */
const noteTitle = (n: number) => `Site visit note ${String(n).padStart(2, '0')}`;

describe('a student loads older notes with Load more', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
    const chapterId = chapterKey(courseId, siteAnalysisCourse(story.server).reading.name);
    const token = await apiLogin(story.server, 'student');
    for (let n = 1; n <= COUNT; n++) {
      const res = await api(story.server, 'POST', '/api/notebook', {
        token,
        body: { courseId, chapterId, title: noteTitle(n), content: 'Levels and trees.', tags: ['survey'] },
      });
      if (res.status !== 201)
        throw new Error(`Note ${n} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  });

  it('defect 6: the tab shows the newest 20 notes, Load more brings the other 5 once each, and the button goes', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Notebook' }).click();

    const list = page.getByRole('list', { name: 'Your notes' });
    const shown = () => list.getByRole('heading').allTextContents();
    const more = page.getByRole('button', { name: `Load more notes (20 of ${COUNT} shown)` });
    await more.waitFor();
    expect(await shown()).toEqual(Array.from({ length: 20 }, (_, i) => noteTitle(COUNT - i)));
    await more.scrollIntoViewIfNeeded();
    await snap(page, 'notebook-load-more-desktop', { fullPage: false });

    const [request] = await Promise.all([
      page.waitForRequest((req) => req.url().includes('/api/notebook/') && req.url().includes('cursor=')),
      more.click(),
    ]);
    expect(new URL(request.url()).searchParams.get('limit')).toBe('20');
    await list.getByRole('heading', { name: noteTitle(1) }).waitFor();
    const all = await shown();
    expect(new Set(all).size).toBe(COUNT);
    expect(all).toEqual(Array.from({ length: COUNT }, (_, i) => noteTitle(COUNT - i)));
    await page.getByRole('button', { name: /^Load more notes/ }).waitFor({ state: 'detached' });
    // The keyboard carries on from the first note the press brought.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(noteTitle(5));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('defect 6: on a phone the notes’ Load more button fits the screen', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Notebook' }).click();
    const more = page.getByRole('button', { name: `Load more notes (20 of ${COUNT} shown)` });
    await more.scrollIntoViewIfNeeded();
    const box = await more.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.mouse.move(0, 0); // the login tap's pointer would otherwise hover the button
    await snap(page, 'notebook-load-more-phone', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });
});

import { chapterKey } from '@atelier/contract/courses';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

const SECOND_STUDENT = {
  email: 'noor@atelier.local',
  password: 'second-student-pass-1',
  role: 'student' as const,
  name: 'Noor Haddad',
};
const COUNT = 25;
/** Question n of the chapter; 1 is the oldest. */
const questionText = (n: number) => `Survey question ${String(n).padStart(2, '0')}: which contour interval?`;

describe('a student loads older questions with Load more', () => {
  const story = useStory({ users: [SECOND_STUDENT] });
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
    const chapterId = chapterKey(courseId, siteAnalysisCourse(story.server).reading.name);
    const login = await api<{ token: string }>(story.server, 'POST', '/api/auth/login', {
      body: {
        email: SECOND_STUDENT.email,
        password: SECOND_STUDENT.password,
        role: 'student',
        remember: false,
      },
    });
    // The server takes 20 questions a minute from one student: two students share the 25.
    const tokens = [await apiLogin(story.server, 'student'), login.body.token];
    for (let n = 1; n <= COUNT; n++) {
      const res = await api(story.server, 'POST', '/api/qna', {
        token: tokens[n % 2],
        body: { courseId, chapterId, question: questionText(n) },
      });
      if (res.status !== 201)
        throw new Error(`Question ${n} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  });

  it('defect 6: the tab shows the newest 20, Load more brings the other 5 once each, and the button goes', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Q & A' }).click();

    const list = page.getByRole('list', { name: 'Questions' });
    const shown = () => list.getByRole('button', { name: /^Survey question/ }).allTextContents();
    const more = page.getByRole('button', { name: `Load more questions (20 of ${COUNT} shown)` });
    await more.waitFor();
    expect(await shown()).toEqual(Array.from({ length: 20 }, (_, i) => questionText(COUNT - i)));
    await more.scrollIntoViewIfNeeded();
    await snap(page, 'qna-load-more-desktop', { fullPage: false });

    const [request] = await Promise.all([
      page.waitForRequest((req) => req.url().includes('/api/qna/') && req.url().includes('cursor=')),
      more.click(),
    ]);
    expect(new URL(request.url()).searchParams.get('limit')).toBe('20');
    await list.getByRole('button', { name: questionText(1), exact: true }).waitFor();
    const all = await shown();
    expect(all).toHaveLength(COUNT);
    expect(new Set(all).size).toBe(COUNT);
    expect(all).toEqual(Array.from({ length: COUNT }, (_, i) => questionText(COUNT - i)));
    await page.getByRole('button', { name: /^Load more questions/ }).waitFor({ state: 'detached' });
    // The keyboard carries on from the first question the press brought.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(questionText(5));
    await snap(page, 'qna-load-more-desktop-all-loaded', { fullPage: false });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('defect 6: on a phone the Load more button fits the screen, names the count and shows it is busy', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await page.getByRole('tab', { name: 'Q & A' }).click();
    const more = page.getByRole('button', { name: `Load more questions (20 of ${COUNT} shown)` });
    await more.scrollIntoViewIfNeeded();
    const box = await more.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.mouse.move(0, 0); // the login tap's pointer would otherwise hover the button
    await snap(page, 'qna-load-more-phone', { fullPage: false });

    // Held, the next page leaves the button busy long enough to see.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/qna\/.*cursor=/, async (route) => {
      await held;
      await route.continue();
    });
    await more.tap();
    await page.locator('button[aria-busy="true"][disabled]', { hasText: 'Load more questions' }).waitFor();
    await snap(page, 'qna-load-more-phone-busy', { fullPage: false });
    release();
    await page.getByRole('button', { name: questionText(1), exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Questions' }).getByRole('listitem').count()).toBe(COUNT);

    expect(errors).toEqual([]);
    await context.close();
  });
});

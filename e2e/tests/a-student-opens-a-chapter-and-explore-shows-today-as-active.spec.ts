import type { MyProgress } from '@atelier/contract/progress';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { takeQuizzes } from '../support/quizzes';
import { useStory } from '../support/story';
import { logIn, sidebar, snap, waitForPath } from '../support/ui';

describe('a student opens a chapter and Explore shows today as active', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('records the chapter and the time on it, and Explore, the course card and the admin see it', async () => {
    const { title } = siteAnalysisCourse(story.server);
    // Far from UTC, so the day is the learner's own.
    const { context, page, errors } = await story.openPage({ timezoneId: 'Asia/Kolkata' });
    const { token } = await logIn(page, story.server, 'student');

    // A new student: no active day, no quiz.
    const attendance = page.getByRole('link', { name: /Attendance/ });
    await attendance.getByText('Today: not active yet').waitFor();
    await page.getByRole('img', { name: 'Active on 0 days of the last 28' }).locator('svg').first().waitFor();
    await page
      .getByRole('link', { name: /Performance/ })
      .getByText('No quiz taken yet')
      .waitFor();
    await snap(page, 'progress-explore-new-student-desktop');

    await sidebar(page, 'Student Dashboard').getByRole('link', { name: 'Courses' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await card.getByText('0 / 2 chapters opened').waitFor();

    const opened = page.waitForResponse(
      (res) => res.url().endsWith('/api/progress/events') && res.request().method() === 'POST',
    );
    await page.getByRole('link', { name: title }).click();
    await waitForPath(page, `/dashboard/student/courses/${courseId}`);
    await page.getByTitle('Chapter: Reading the Site').waitFor();
    const openedAnswer = await opened;
    expect(openedAnswer.status()).toBe(200);
    expect(openedAnswer.request().postDataJSON()).toMatchObject({
      events: [{ type: 'chapter_opened', courseId, chapterId: `${courseId}_Reading_the_Site` }],
    });
    // The learner reads for a few seconds; leaving the chapter reports the time.
    await page.waitForTimeout(3_500);
    const timeSent = page.waitForResponse(
      (res) => res.url().endsWith('/api/progress/events') && res.request().method() === 'POST',
    );
    await sidebar(page, 'Student Dashboard').getByRole('link', { name: 'Explore' }).click();
    const timeAnswer = await timeSent;
    expect(timeAnswer.status()).toBe(200);
    const [timeEvent] = (
      timeAnswer.request().postDataJSON() as { events: { type: string; seconds: number }[] }
    ).events;
    expect(timeEvent?.type).toBe('chapter_time');
    expect(timeEvent?.seconds).toBeGreaterThanOrEqual(3);

    await attendance.getByText('Today: active').waitFor();
    await page.getByRole('img', { name: 'Active on 1 day of the last 28' }).locator('svg').first().waitFor();

    // The server kept it for today in Kolkata, with the seconds read.
    // Asked as the browser asks, in its time zone: after 18:30 UTC Kolkata's today is UTC's tomorrow.
    const mine = await api<MyProgress>(story.server, 'GET', '/api/progress/me', {
      token,
      headers: { 'x-time-zone': 'Asia/Kolkata' },
    });
    const kolkataToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const today = mine.body.days.find((d) => d.day === kolkataToday);
    expect(today?.seconds).toBeGreaterThanOrEqual(3);
    expect(mine.body.courses).toEqual([
      expect.objectContaining({ courseId, chaptersOpened: 1, chapterCount: 2 }),
    ]);

    // Two quizzes later, the performance tile shows their scores.
    await takeQuizzes(story.server, [
      { title: 'Contours', correct: 3 },
      { title: 'Sun and wind', correct: 4 },
    ]);
    await page.reload();
    await page.getByRole('list', { name: 'Latest quiz scores: Contours 75%, Sun and wind 100%' }).waitFor();
    await attendance.getByText('Today: active').waitFor();
    await page.getByRole('img', { name: 'Active on 1 day of the last 28' }).locator('svg').first().waitFor();
    await snap(page, 'progress-explore-desktop');

    await attendance.click();
    const days = page.getByRole('list', { name: 'Active days, last 12 weeks' });
    await days.getByText(/^Today \(.+\), active/).waitFor();
    await snap(page, 'progress-explore-attendance-desktop');

    await sidebar(page, 'Student Dashboard').getByRole('link', { name: 'Courses' }).click();
    await card.getByText('1 / 2 chapters opened').waitFor();
    await snap(page, 'progress-course-cards-desktop');
    expect(errors).toEqual([]);
    await context.close();

    // On a phone.
    const phone = await story.openPage({ phone: true, timezoneId: 'Asia/Kolkata' });
    await logIn(phone.page, story.server, 'student');
    await phone.page
      .getByRole('link', { name: /Attendance/ })
      .getByText('Today: active')
      .waitFor();
    await phone.page
      .getByRole('img', { name: 'Active on 1 day of the last 28' })
      .locator('svg')
      .first()
      .waitFor();
    await snap(phone.page, 'progress-explore-phone');
    await phone.page.goto(`${story.server.url}/dashboard/student/explore/attendence`);
    await phone.page.getByRole('list', { name: 'Active days, last 12 weeks' }).waitFor();
    await phone.page
      .getByRole('img', { name: 'Active on 1 day of the last 28' })
      .locator('svg')
      .first()
      .waitFor();
    await snap(phone.page, 'progress-explore-attendance-phone');
    await phone.page.goto(`${story.server.url}/dashboard/student/explore/performance`);
    await phone.page.getByRole('list', { name: 'Quiz attempts' }).waitFor();
    await snap(phone.page, 'progress-explore-performance-phone');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('shows the admin who opened the course, on the Progress page', async () => {
    const { title } = siteAnalysisCourse(story.server);
    const student = story.server.accounts.student;
    for (const phone of [false, true]) {
      const { context, page, errors } = await story.openPage({ phone });
      await logIn(page, story.server, 'admin');
      await page.goto(`${story.server.url}/dashboard/admin/progress`);
      await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
      await page.getByLabel('Course').selectOption({ label: title });
      const row = page.getByRole('row').filter({ hasText: student.email });
      await row.waitFor();
      expect(await row.getByRole('cell').allInnerTexts()).toEqual([
        student.email,
        '1 / 2',
        expect.stringMatching(/^(< 1 min|\d+ min)$/),
        expect.any(String),
      ]);
      await snap(page, `progress-admin-${phone ? 'phone' : 'desktop'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse, lesson, siteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, sidebar, snap, waitForPath } from '../support/ui';

describe('a student finds a course by search and opens it at its first chapter', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('sees it in the news, finds it among the courses by a skill, and reads its chapters', async () => {
    const { title } = siteAnalysisCourse(story.server);
    const { context, page: student, errors } = await story.openPage();
    await logIn(student, story.server, 'student');
    await student.getByRole('heading', { name: 'News & Updates' }).waitFor();
    await student.getByRole('link', { name: title }).waitFor(); // the newest course is the news
    // A new student: no active day yet, no quiz yet.
    await student
      .getByRole('img', { name: 'Active on 0 days of the last 28' })
      .locator('svg')
      .first()
      .waitFor();
    await student.getByText('No quiz taken yet').waitFor();
    await snap(student, 'courses-student-explore');

    await sidebar(student, 'Student Dashboard').getByRole('link', { name: 'Courses' }).click();
    await waitForPath(student, '/dashboard/student/courses/inprogress');
    const cards = student.getByRole('list', { name: 'Courses' }).getByRole('heading', { level: 3 });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4); // three demo courses and the new one

    await student.getByRole('searchbox', { name: 'Search courses' }).fill('topography');
    await student.getByText('1 of 4 courses match').waitFor();
    expect(await cards.allInnerTexts()).toEqual([title]);
    await snap(student, 'courses-student-search');

    await student.getByRole('link', { name: title }).click();
    await waitForPath(student, `/dashboard/student/courses/${courseId}`);
    const frame = student.getByTitle('Chapter: Reading the Site');
    // The course API hands out the lesson with a signature in its query.
    expect((await frame.getAttribute('src'))?.split('?')[0]).toBe(
      lesson(story.server, 'bim-what-is-bim.html'),
    );
    const picker = student.getByRole('navigation', { name: 'Chapters' });
    expect(await picker.getByRole('link', { name: /Reading the Site/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await student.frameLocator('iframe').locator('h1').waitFor();

    await student.getByRole('tab', { name: 'Resources' }).click();
    const resource = student.getByRole('link', { name: 'bim-glossary.html' });
    expect(await resource.getAttribute('href')).toMatch(lesson(story.server, 'bim-glossary.html'));
    expect(await resource.getAttribute('rel')).toBe('noopener noreferrer');
    await student.getByRole('tab', { name: 'Summary' }).click();
    await student.getByRole('tabpanel').getByText('Contours, sun and access come first.').waitFor();
    await snap(student, 'courses-viewer-summary');

    await picker.getByRole('link', { name: /Contours and Levels/ }).click();
    await student.getByTitle('Chapter: Contours and Levels').waitFor();
    await picker.getByRole('link', { name: /Reading the Site/ }).click();
    await student.getByTitle('Chapter: Reading the Site').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

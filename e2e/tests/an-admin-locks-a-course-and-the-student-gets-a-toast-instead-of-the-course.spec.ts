import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, sidebar, snap, toast, waitForPath } from '../support/ui';

const LOCKED = 'This course is locked. You cannot access its content.';

describe('an admin locks a course and the student gets a toast instead of the course', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('the lock shows in the management table, on the student’s card and on the course’s own address', async () => {
    const { title } = siteAnalysisCourse(story.server);
    const opened = await story.openPage();
    const admin = opened.page;
    await logIn(admin, story.server, 'admin');
    await admin.getByRole('link', { name: 'Course Management' }).click();
    const row = admin.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Unlocked').waitFor();
    await row.getByRole('button', { name: `Lock ${title}` }).click();
    await toast(admin, 'Course locked').waitFor();
    await row.getByText('Locked', { exact: true }).waitFor();
    await snap(admin, 'courses-admin-locked');

    const { context, page: student, errors } = await story.openPage();
    await logIn(student, story.server, 'student');
    await sidebar(student, 'Student Dashboard').getByRole('link', { name: 'Courses' }).click();
    await waitForPath(student, '/dashboard/student/courses/inprogress');
    const card = student.getByRole('link', { name: title });
    await student.getByRole('list', { name: 'Courses' }).getByText('Locked', { exact: true }).waitFor();
    await card.click();
    await toast(student, LOCKED).waitFor();
    expect(new URL(student.url()).pathname).toBe('/dashboard/student/courses/inprogress');
    await snap(student, 'courses-student-locked-toast', { fullPage: false });

    await student.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await student.getByRole('main').getByText(LOCKED).waitFor();
    expect(await student.getByRole('tablist').count()).toBe(0);

    expect(opened.errors).toEqual([]);
    // The server refused the locked course with 403; nothing else went wrong.
    const refused = new RegExp(`status of 403 .*/api/courses/${courseId}\\)$`);
    expect(errors.filter((error) => !refused.test(error))).toEqual([]);
    await Promise.all([opened.context.close(), context.close()]);
  });
});

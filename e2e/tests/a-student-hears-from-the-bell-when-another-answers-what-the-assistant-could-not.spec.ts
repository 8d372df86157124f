import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { fillLogin, logIn, sidebar, snap, submitLogin, toast, waitForPath } from '../support/ui';

const SECOND_STUDENT = {
  email: 'iris@atelier.local',
  password: 'second-student-pass-2',
  role: 'student' as const,
  name: 'Iris Okafor',
};
const UNCOVERED = 'Which wood glue suits oak furniture joints?';
const ANSWER = 'A PVA type II glue; clamp it for an hour.';

describe('a student hears from the bell when another answers what the assistant could not', () => {
  const story = useStory({ users: [SECOND_STUDENT] });
  let coursePath = '';
  beforeAll(async () => {
    coursePath = `/dashboard/student/courses/${await createSiteAnalysisCourse(story.server)}`;
  });

  it('posts the question from the assistant, sees the bell count rise when it is answered, opens the answer, and Explore shows today', async () => {
    const first = await story.openPage();
    const student = first.page;
    await logIn(student, story.server, 'student');
    await student.goto(`${story.server.url}${coursePath}`);
    const bell = student.getByRole('button', { name: /^Notifications/ });
    // The new course was announced to every student: read it, so the count starts at nothing.
    await student.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await bell.click();
    await student.getByRole('button', { name: 'Mark all as read' }).click();
    await student.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await bell.click();

    // The assistant has nothing on it: one click posts it to the chapter's Q&A.
    const assistant = student.getByRole('region', { name: 'AI Assistant' });
    await assistant.getByLabel('Ask about this chapter').fill(UNCOVERED);
    await assistant.getByRole('button', { name: 'Ask AI' }).click();
    await assistant.getByRole('button', { name: "Post to this chapter's Q&A" }).click();
    await assistant.getByRole('status').getByText("Posted to the chapter's Q & A.").waitFor();

    // A second student answers it on a phone.
    const phone = await story.openPage({ phone: true });
    const second = phone.page;
    await second.goto(`${story.server.url}/login`);
    await fillLogin(second, SECOND_STUDENT);
    expect((await submitLogin(second)).status).toBe(200);
    await waitForPath(second, '/dashboard/student/explore');
    await second.goto(`${story.server.url}${coursePath}`);
    await second.getByRole('tab', { name: 'Q & A' }).click();
    await second.getByRole('button', { name: UNCOVERED }).click();
    await second.getByRole('button', { name: 'Answer', exact: true }).click();
    await second.getByLabel('Your answer').fill(ANSWER);
    await second.getByRole('button', { name: 'Post Answer' }).click();
    await toast(second, 'Answer posted').waitFor();

    // The first student's bell rises without a reload (it polls), and opens the answer.
    await student.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 25_000 });
    await snap(student, 'bell-count-desktop');
    await bell.click();
    const item = student.getByRole('link', { name: 'Unread: Iris Okafor answered your question' });
    await item.waitFor();
    await snap(student, 'bell-open-desktop');
    await item.click();
    await student.getByRole('tab', { name: 'Q & A', selected: true }).waitFor();
    expect(new URL(student.url()).searchParams.get('tab')).toBe('qna');
    await student.getByRole('button', { name: UNCOVERED }).click();
    await student.getByText(ANSWER).waitFor();
    await student.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // The chapter was opened today: Explore says so.
    await sidebar(student, 'Student Dashboard').getByRole('link', { name: 'Explore' }).click();
    await student
      .getByRole('link', { name: /Attendance/ })
      .getByText('Today: active')
      .waitFor();

    // On a phone, the bell's list fits the screen.
    await second.getByRole('button', { name: /^Notifications/ }).click();
    await second.getByRole('region', { name: 'Notifications', exact: true }).waitFor();
    const overflow = await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(second, 'bell-open-phone');

    expect(first.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse } from '../support/courses';
import { useStory } from '../support/story';
import { fillLogin, logIn, snap, submitLogin, toast, waitForPath } from '../support/ui';

const SECOND_STUDENT = {
  email: 'noor@atelier.local',
  password: 'second-student-pass-1',
  role: 'student' as const,
  name: 'Noor Haddad',
};
const QUESTION = 'How precise must a contour survey be for a small house?';
const ANSWER = 'Half a metre contours are plenty at that scale.';
const REPLY = 'Thanks, that saves a survey visit.';

describe('a student asks a question and sees the answer a second student gives on a phone', () => {
  // A second student to answer the first one's question.
  const story = useStory({ users: [SECOND_STUDENT] });
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('the question is posted, answered and liked on a phone, and the first student sees it and replies', async () => {
    const coursePath = `/dashboard/student/courses/${courseId}`;
    const first = await story.openPage();
    const student = first.page;
    await logIn(student, story.server, 'student');
    await student.goto(`${story.server.url}${coursePath}`);
    await student.getByRole('tab', { name: 'Q & A' }).click();
    await student.getByText('No questions yet. Be the first to ask.').waitFor();
    await student.getByLabel('Ask a question about this chapter').fill(`  ${QUESTION}  `);
    await student.getByRole('button', { name: 'Post Question' }).click();
    await toast(student, 'Question posted').waitFor();
    await student.getByRole('button', { name: QUESTION }).waitFor();

    const phone = await story.openPage({ phone: true });
    const second = phone.page;
    await second.goto(`${story.server.url}/login`);
    await fillLogin(second, SECOND_STUDENT);
    expect((await submitLogin(second)).status).toBe(200);
    await waitForPath(second, '/dashboard/student/explore');
    await second.goto(`${story.server.url}${coursePath}`);
    await second.getByRole('tab', { name: 'Q & A' }).click();
    const question = second.getByRole('button', { name: QUESTION });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await second.getByRole('button', { name: 'Answer', exact: true }).click();
    await second.getByLabel('Your answer').fill(ANSWER);
    await second.getByRole('button', { name: 'Post Answer' }).click();
    await toast(second, 'Answer posted').waitFor();
    await second.getByText(ANSWER).waitFor();
    const like = second.getByRole('button', { name: /like this question$/ });
    await like.click();
    await second.getByRole('button', { name: '1 like, like this question', pressed: true }).waitFor();
    await snap(second, 'courses-qna-second-student-phone');

    await student.reload();
    await student.getByRole('tab', { name: 'Q & A' }).click();
    await student.getByRole('button', { name: QUESTION }).click();
    const answer = student.getByRole('list', { name: 'Answers' }).getByRole('listitem').first();
    await answer.getByText(ANSWER).waitFor();
    await answer.getByText(SECOND_STUDENT.name).waitFor();
    await student.getByRole('button', { name: '1 like, like this question', pressed: false }).waitFor();

    await answer.getByRole('button', { name: 'Reply' }).click();
    await student.getByLabel('Your reply').fill(REPLY);
    await student.getByRole('button', { name: 'Post Reply' }).click();
    await toast(student, 'Reply posted').waitFor();
    await student.getByRole('list', { name: 'Replies' }).getByText(REPLY).waitFor();
    await snap(student, 'courses-qna-first-student-sees-answer');

    expect([...first.errors, ...phone.errors]).toEqual([]);
    await Promise.all([first.context.close(), phone.context.close()]);
  });
});

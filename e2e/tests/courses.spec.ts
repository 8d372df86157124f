import type { CourseSummary } from '@atelier/contract/courses';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { useStory } from '../support/story';
import { logIn, snap, waitForPath } from '../support/ui';

const TITLE = 'Site Analysis and Topography';
const SECOND_STUDENT = {
  email: 'noor@atelier.local',
  password: 'second-student-pass-1',
  role: 'student' as const,
  name: 'Noor Haddad',
};
const QUESTION = 'How precise must a contour survey be for a small house?';
const ANSWER = 'Half a metre contours are plenty at that scale.';
const REPLY = 'Thanks, that saves a survey visit.';
const LOCKED = 'This course is locked. You cannot access its content.';

describe('courses: an admin publishes a course, students learn and talk in it, the admin locks it', () => {
  // A second student to answer the first one's question.
  const story = useStory({ users: [SECOND_STUDENT] });
  const errors: string[][] = [];
  let admin: Page;
  let student: Page;
  let courseId = '';

  const lesson = (file: string) => `${story.server.url}/lessons/${file}`;

  async function openPage(options: { phone?: boolean } = {}): Promise<Page> {
    const { page, errors: pageErrors } = await story.openPage(options);
    errors.push(pageErrors);
    return page;
  }

  const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Student Dashboard navigation' });

  /** A toast with exactly this text (react-toastify renders it in a role="alert"). */
  const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

  /**
   * No page so far showed a console error, an uncaught exception or a CSP violation, except the
   * `expected` ones (Chromium logs every 4xx answer as a console error).
   */
  const expectNoErrors = (expected: RegExp[] = []) =>
    expect(
      errors
        .flat()
        .filter((error) => !expected.some((re) => re.test(error)))
        .join('\n'),
    ).toBe('');

  it('an admin creates a course with two sections, after being told what is missing', async () => {
    admin = await openPage();
    await logIn(admin, story.server, 'admin');
    await admin.getByRole('link', { name: 'Course Creation' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Create Course' }).waitFor();

    await admin.getByLabel('Title', { exact: true }).fill(TITLE);
    await admin.getByRole('button', { name: 'Create Course' }).click();
    const missing = admin.getByText('Please fill in what is missing:').locator('..');
    expect(await missing.getByRole('listitem').allInnerTexts()).toEqual([
      'Description is required.',
      'Cover image URL is required.',
    ]);
    await snap(admin, 'courses-admin-create-missing');

    await admin
      .getByLabel('Description', { exact: true })
      .fill('Read a site before drawing on it: contours, sun, wind and access, surveyed and mapped.');
    await admin.getByLabel('Cover image URL', { exact: true }).fill(lesson('covers/design-thinking.svg'));
    await admin.getByLabel('Learning objective 1', { exact: true }).fill('Read a contour survey');
    await admin.getByLabel('Skill 1', { exact: true }).fill('Topography');
    await admin.getByRole('button', { name: '+ Add skill' }).click();
    await admin.getByLabel('Skill 2', { exact: true }).fill('Site survey');
    await admin.getByLabel('Author 1 name', { exact: true }).fill('Leena Kapoor');
    await admin.getByLabel('Author 1 LinkedIn ID', { exact: true }).fill('leena-kapoor');
    await admin
      .getByLabel('Author 1 profile image URL', { exact: true })
      .fill(lesson('people/leena-kapoor.svg'));

    await admin.getByLabel('Section 1 name', { exact: true }).fill('Surveying the Site');
    await admin.getByLabel('Section 1, chapter 1 name', { exact: true }).fill('Reading the Site');
    await admin
      .getByLabel('Section 1, chapter 1 content URL', { exact: true })
      .fill(lesson('bim-what-is-bim.html'));
    await admin
      .getByLabel('Section 1, chapter 1 description', { exact: true })
      .fill('What a site tells you before you draw.');
    await admin
      .getByLabel('Section 1, chapter 1 resource 1', { exact: true })
      .fill(lesson('bim-glossary.html'));
    await admin
      .getByLabel('Section 1, chapter 1 summary', { exact: true })
      .fill('Contours, sun and access come first.');

    await admin.getByRole('button', { name: '+ Add section' }).click();
    await admin.getByLabel('Section 2 name', { exact: true }).fill('Mapping the Site');
    await admin.getByLabel('Section 2, chapter 1 name', { exact: true }).fill('Contours and Levels');
    await admin
      .getByLabel('Section 2, chapter 1 content URL', { exact: true })
      .fill(lesson('bim-levels-grids.html'));
    await snap(admin, 'courses-admin-create-filled');

    await admin.getByRole('button', { name: 'Create Course' }).click();
    await toast(admin, 'Course created!').waitFor();
    expect(await admin.getByLabel('Title', { exact: true }).inputValue()).toBe('');

    const token = await apiLogin(story.server, 'admin');
    const list = await api<CourseSummary[]>(story.server, 'GET', '/api/courses', { token });
    const created = list.body.find((course) => course.title === TITLE);
    expect(created).toMatchObject({
      sectionCount: 2,
      chapterCount: 2,
      locked: false,
      skillsCovered: ['Topography', 'Site survey'],
    });
    courseId = created!._id;

    await admin.getByRole('link', { name: 'Course Management' }).click();
    const row = admin.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText('Unlocked').waitFor();
    await snap(admin, 'courses-admin-management');
    expectNoErrors();
  });

  it('a student finds the course by search and opens it at its first chapter', async () => {
    student = await openPage();
    await logIn(student, story.server, 'student');
    await student.getByRole('heading', { name: 'News & Updates' }).waitFor();
    await student.getByRole('link', { name: TITLE }).waitFor(); // the newest course is the news
    await student.getByRole('img', { name: 'Sample data: 40% watched' }).locator('svg').first().waitFor();
    await student
      .getByRole('img', { name: /^Sample data: Design 80/ })
      .locator('svg')
      .first()
      .waitFor();
    await snap(student, 'courses-student-explore');

    await sidebar(student).getByRole('link', { name: 'Courses' }).click();
    await waitForPath(student, '/dashboard/student/courses/inprogress');
    const cards = student.getByRole('list', { name: 'Courses' }).getByRole('heading', { level: 3 });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4); // three demo courses and the new one

    await student.getByRole('searchbox', { name: 'Search courses' }).fill('topography');
    await student.getByText('1 of 4 courses match').waitFor();
    expect(await cards.allInnerTexts()).toEqual([TITLE]);
    await snap(student, 'courses-student-search');

    await student.getByRole('link', { name: TITLE }).click();
    await waitForPath(student, `/dashboard/student/courses/${courseId}`);
    const frame = student.getByTitle('Chapter: Reading the Site');
    expect(await frame.getAttribute('src')).toBe(lesson('bim-what-is-bim.html'));
    const picker = student.getByRole('navigation', { name: 'Chapters' });
    expect(await picker.getByRole('link', { name: /Reading the Site/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await student.frameLocator('iframe').locator('h1').waitFor();

    await student.getByRole('tab', { name: 'Resources' }).click();
    expect(await student.getByRole('link', { name: lesson('bim-glossary.html') }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    await student.getByRole('tab', { name: 'Summary' }).click();
    await student.getByRole('tabpanel').getByText('Contours, sun and access come first.').waitFor();
    await snap(student, 'courses-viewer-summary');

    await picker.getByRole('link', { name: /Contours and Levels/ }).click();
    await student.getByTitle('Chapter: Contours and Levels').waitFor();
    await picker.getByRole('link', { name: /Reading the Site/ }).click();
    await student.getByTitle('Chapter: Reading the Site').waitFor();
    expectNoErrors();
  });

  it('a student asks a question, a second student answers it on a phone, and the first sees the answer', async () => {
    await student.getByRole('tab', { name: 'Q & A' }).click();
    await student.getByText('No questions yet. Be the first to ask.').waitFor();
    await student.getByLabel('Ask a question about this chapter').fill(`  ${QUESTION}  `);
    await student.getByRole('button', { name: 'Post Question' }).click();
    await toast(student, 'Question posted').waitFor();
    await student.getByRole('button', { name: QUESTION }).waitFor();

    const second = await openPage({ phone: true });
    await second.goto(`${story.server.url}/login`);
    await second.getByRole('group', { name: 'Login as' }).getByRole('radio', { name: 'Student' }).check();
    await second.getByLabel('Email').fill(SECOND_STUDENT.email);
    await second.getByLabel('Password', { exact: true }).fill(SECOND_STUDENT.password);
    await second.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(second, '/dashboard/student/explore');
    await second.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await second.getByRole('tab', { name: 'Q & A' }).click();
    const question = second.getByRole('button', { name: QUESTION });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await second.getByRole('button', { name: 'Answer', exact: true }).click();
    await second.getByLabel('Your answer').fill(ANSWER);
    await second.getByRole('button', { name: 'Post Answer' }).click();
    await toast(second, 'Answer posted').waitFor();
    await second.getByText(ANSWER).waitFor();
    const like = second.getByRole('button', { name: /^Like question/ });
    await like.click();
    await second.getByRole('button', { name: 'Like question (1 like)', pressed: true }).waitFor();
    await snap(second, 'courses-qna-second-student-phone');

    await student.reload();
    await student.getByRole('tab', { name: 'Q & A' }).click();
    await student.getByRole('button', { name: QUESTION }).click();
    const answer = student.getByRole('list', { name: 'Answers' }).getByRole('listitem').first();
    await answer.getByText(ANSWER).waitFor();
    await answer.getByText(SECOND_STUDENT.name).waitFor();
    await student.getByRole('button', { name: 'Like question (1 like)', pressed: false }).waitFor();

    await answer.getByRole('button', { name: 'Reply' }).click();
    await student.getByLabel('Your reply').fill(REPLY);
    await student.getByRole('button', { name: 'Post Reply' }).click();
    await toast(student, 'Reply posted').waitFor();
    await student.getByRole('list', { name: 'Replies' }).getByText(REPLY).waitFor();
    await snap(student, 'courses-qna-first-student-sees-answer');
    expectNoErrors();
  });

  it('a student saves, updates and deletes a note', async () => {
    await student.getByRole('tab', { name: 'Notebook' }).click();
    await student.getByText('No notes for this chapter yet.').waitFor();
    const editor = student.getByRole('form', { name: 'New note' });
    await editor.getByLabel('Title').fill('Survey checklist');
    await editor.getByLabel('Content').fill('Contours, trees, neighbours, sun path.');
    await editor.getByLabel('Tags', { exact: true }).fill('survey');
    await editor.getByLabel('Tags', { exact: true }).press('Enter');
    await editor.getByLabel('Tags', { exact: true }).pressSequentially(' site , survey,');
    // Trimmed, the blank one ignored, the duplicate not added.
    const removeButtons = editor.getByRole('list', { name: 'Tags of this note' }).getByRole('button');
    expect(
      await removeButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ).toEqual(['Remove tag survey', 'Remove tag site']);
    await editor.getByRole('button', { name: 'Save Note' }).click();
    await toast(student, 'Note saved').waitFor();
    const notes = student.getByRole('list', { name: 'Your notes' });
    await notes.getByRole('heading', { name: 'Survey checklist' }).waitFor();

    await student.reload();
    await student.getByRole('tab', { name: 'Notebook' }).click();
    await notes.getByRole('button', { name: 'Edit note Survey checklist' }).click();
    const editing = student.getByRole('form', { name: 'Edit note' });
    await editing.getByLabel('Title').fill('Site survey checklist');
    await editing.getByRole('button', { name: 'Update Note' }).click();
    await toast(student, 'Note updated').waitFor();
    await notes.getByRole('heading', { name: 'Site survey checklist' }).waitFor();
    expect(
      await notes
        .getByRole('listitem')
        .filter({ has: student.getByRole('heading') })
        .count(),
    ).toBe(1);
    await student.getByRole('form', { name: 'New note' }).waitFor();
    await snap(student, 'courses-notebook');

    await notes.getByRole('button', { name: 'Delete note Site survey checklist' }).click();
    await toast(student, 'Note deleted').waitFor();
    await student.getByText('No notes for this chapter yet.').waitFor();
    expectNoErrors();
  });

  it('an admin locks the course and the student gets the toast instead of the course', async () => {
    const row = admin.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByRole('button', { name: `Lock ${TITLE}` }).click();
    await toast(admin, 'Course locked').waitFor();
    await row.getByText('Locked', { exact: true }).waitFor();
    await snap(admin, 'courses-admin-locked');

    await sidebar(student).getByRole('link', { name: 'Courses' }).click();
    await waitForPath(student, '/dashboard/student/courses/inprogress');
    const card = student.getByRole('link', { name: TITLE });
    await student.getByRole('list', { name: 'Courses' }).getByText('Locked', { exact: true }).waitFor();
    await card.click();
    await toast(student, LOCKED).waitFor();
    expect(new URL(student.url()).pathname).toBe('/dashboard/student/courses/inprogress');
    await snap(student, 'courses-student-locked-toast', { fullPage: false });

    await student.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    await student.getByRole('main').getByText(LOCKED).waitFor();
    expect(await student.getByRole('tablist').count()).toBe(0);
    // The server refused the locked course with 403; nothing else went wrong.
    expectNoErrors([new RegExp(`status of 403 .*/api/courses/${courseId}\\)$`)]);
  });
});

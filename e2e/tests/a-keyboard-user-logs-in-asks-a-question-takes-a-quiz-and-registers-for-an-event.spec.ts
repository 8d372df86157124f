import type { LoginResponse, Role } from '@atelier/contract/auth';
import type { QuizBody } from '@atelier/contract/quizzes';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse, lesson } from '../support/courses';
import { describeFocus, focusIndicator, tabTo } from '../support/keyboard';
import type { RunningServer } from '../support/server';
import { useStory } from '../support/story';
import { LANDING, snap, toast, waitForPath } from '../support/ui';

const QUESTION = 'Should the survey note the trees along the boundary?';
const QUIZ_TITLE = 'Keyboard Contours';
const EVENT = { id: 'keyboard-open-studio', name: 'Open Studio Evening' };
const VISITOR = { name: 'Tara Iyer', email: 'tara.iyer@example.org', phone: '9876512345' };

/**
 * These stories move only with the keyboard (Tab, Shift+Tab, arrows, Space, Enter and typing):
 * no click, fill or check. Address-bar navigation (page.goto) stands for typing a link.
 */

/** The session a signed-in user's browser keeps (web/src/lib/storage.ts), so a story starts signed in. */
async function signedInState(server: RunningServer, role: Role) {
  const { email, password } = server.accounts[role];
  const res = await api<LoginResponse>(server, 'POST', '/api/auth/login', {
    body: { email, password, role, remember: true },
  });
  if (res.status !== 200) throw new Error(`Login as ${role} answered ${res.status}`);
  const { token, user } = res.body;
  const entries = { token, role: user.role, userId: user._id, email: user.email, name: user.name };
  return {
    cookies: [],
    origins: [
      {
        origin: server.url,
        localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })),
      },
    ],
  };
}

/** The focused element shows where it is: an outline or a ring, never nothing. */
async function expectVisibleFocus(page: Page): Promise<void> {
  expect(await focusIndicator(page), `no focus indicator on ${await describeFocus(page)}`).not.toBeNull();
}

describe('a keyboard user logs in, asks a question, takes a quiz and registers for an event', () => {
  const story = useStory();
  let courseId = '';
  let quizId = '';

  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
    const admin = await apiLogin(story.server, 'admin');
    const quiz: QuizBody = {
      title: QUIZ_TITLE,
      description: 'Two questions, answered with the keyboard alone.',
      coverImage: lesson(story.server, 'covers/design-thinking.svg'),
      timeLimit: 10,
      questions: [1, 2].map((n) => ({
        questionText: `Keyboard question ${n}: which is right?`,
        options: ['Right', 'Wrong'],
        correctAnswer: 0,
        explanation: '',
      })),
    };
    const created = await api<{ quiz: { _id: string } }>(story.server, 'POST', '/api/quiz/create', {
      token: admin,
      body: quiz,
    });
    if (created.status !== 201) throw new Error(`Creating the quiz answered ${created.status}`);
    quizId = created.body.quiz._id;
    const event = await api(story.server, 'POST', '/api/event-meta/create', {
      token: admin,
      body: {
        eventId: EVENT.id,
        eventName: EVENT.name,
        posterUrl: lesson(story.server, 'covers/bim-fundamentals.svg'),
        inputFields: ['name', 'email', 'phone'],
      },
    });
    if (event.status !== 201) throw new Error(`Creating the event answered ${event.status}`);
  });

  it('logs in from the landing page: Tab to Login, arrows to the role, typed e-mail and password, Enter', async () => {
    const { context, page, errors } = await story.openPage();
    await page.goto(story.server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The landing page first asks where the visitor studies; the dialog holds the focus until answered.
    const popup = page.getByRole('dialog', { name: 'Where are you studying?' });
    await popup.waitFor();
    await tabTo(page, popup.getByRole('button', { name: 'Indian Student' }), { max: 4 });
    await expectVisibleFocus(page);
    await snap(page, 'keyboard-landing-region-choice-focused', { fullPage: false });
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'hidden' });

    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }));
    await expectVisibleFocus(page);
    await snap(page, 'keyboard-landing-login-link-focused', { fullPage: false });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/login');

    // Into the role group (Tab stops on its checked radio), then arrows choose Student.
    const roles = page.getByRole('group', { name: 'Login as' });
    const student = roles.getByRole('radio', { name: 'Student' });
    await tabTo(page, roles.getByRole('radio', { checked: true }));
    for (let i = 0; i < 3 && !(await student.isChecked()); i++) await page.keyboard.press('ArrowRight');
    expect(await student.isChecked()).toBe(true);
    await snap(page, 'keyboard-login-role-focused', { fullPage: false });

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(story.server.accounts.student.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(story.server.accounts.student.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await tabTo(page, login);
    await expectVisibleFocus(page);
    await snap(page, 'keyboard-login-button-focused', { fullPage: false });
    await page.keyboard.press('Enter');

    await waitForPath(page, LANDING.student.path);
    await page.getByRole('heading', { level: 1, name: LANDING.student.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a course in the viewer and asks a question in the Q & A tab', async () => {
    const { context, page, errors } = await story.openPage({
      storageState: await signedInState(story.server, 'student'),
    });
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();

    // Tab reaches the selected tab; the arrows move along the tabs to Q & A.
    await tabTo(page, tabs.getByRole('tab', { selected: true }));
    const qna = tabs.getByRole('tab', { name: 'Q & A' });
    for (let i = 0; i < 6 && (await qna.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await qna.getAttribute('aria-selected')).toBe('true');
    await expectVisibleFocus(page);
    await snap(page, 'keyboard-viewer-qna-tab-focused', { fullPage: false });

    const ask = page.getByLabel('Ask a question about this chapter');
    await tabTo(page, ask);
    await page.keyboard.type(QUESTION);
    await tabTo(page, page.getByRole('button', { name: 'Post Question' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await toast(page, 'Question posted').waitFor();
    await page.getByRole('button', { name: QUESTION }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a quiz to the result page: Enter on Start, Space on an option, Enter on Next and Submit', async () => {
    const { context, page, errors } = await story.openPage({
      storageState: await signedInState(story.server, 'student'),
    });
    await page.goto(`${story.server.url}/dashboard/student/quizzes`);
    await tabTo(page, page.getByRole('link', { name: `Start ${QUIZ_TITLE}`, exact: true }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/dashboard/student/quiz/${quizId}/start`);

    await tabTo(page, page.getByRole('button', { name: 'Start Quiz', exact: true }));
    await page.keyboard.press('Enter');
    await waitForPath(page, `/dashboard/student/quiz/${quizId}`);

    for (const n of [1, 2]) {
      const question = page.getByRole('group', { name: new RegExp(`^Question ${n} of 2`) });
      await question.waitFor();
      // Tab enters the option group on its first radio; Space chooses it (A, the right one).
      const right = question.getByRole('radio').first();
      await tabTo(page, right);
      await page.keyboard.press('Space');
      expect(await right.isChecked()).toBe(true);
      if (n === 1) {
        await snap(page, 'keyboard-quiz-option-chosen', { fullPage: false });
        await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
        await page.keyboard.press('Enter');
      }
    }
    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByText('2 of 2 answered', { exact: true })
      .waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Submit Quiz', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Submit the quiz?' });
    await confirm.waitFor();
    // The dialog holds the focus: Tab moves among its buttons only.
    await tabTo(page, confirm.getByRole('button', { name: 'Submit Quiz', exact: true }), { max: 6 });
    await expectVisibleFocus(page);
    await snap(page, 'keyboard-quiz-submit-dialog-focused', { fullPage: false });
    await page.keyboard.press('Enter');

    await waitForPath(page, `/dashboard/student/quiz/${quizId}/result`);
    await page.getByRole('heading', { level: 2, name: 'You Passed!', exact: true }).waitFor();
    await page.getByText('Score: 2 / 2', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers for an event on its public page, typing each field after a Tab', async () => {
    const { context, page, errors } = await story.openPage();
    await page.goto(`${story.server.url}/event/${EVENT.id}`);
    await page.getByRole('heading', { level: 1, name: EVENT.name }).waitFor();
    const form = page.getByRole('form', { name: 'Your details' });

    await tabTo(page, form.getByLabel('Name', { exact: true }));
    await expectVisibleFocus(page);
    await snap(page, 'keyboard-event-name-focused', { fullPage: false });
    await page.keyboard.type(VISITOR.name);
    await tabTo(page, form.getByLabel('Email', { exact: true }));
    await page.keyboard.type(VISITOR.email);
    await tabTo(page, form.getByLabel('Phone', { exact: true }));
    await page.keyboard.type(VISITOR.phone);
    await tabTo(page, form.getByRole('button', { name: 'Register Now' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: "You're Registered!" }).waitFor();
    await page.getByText(EVENT.name, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

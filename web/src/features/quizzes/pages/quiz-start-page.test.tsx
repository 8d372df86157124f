import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockAnswer } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { renderApp } from '../../../test/render';
import {
  makeOpenAttempt,
  makeQuiz,
  mockStudentApi,
  QUESTIONS,
  QUIZ_ID,
} from '../components/attempt-test-fixtures';
import { QUIZ_MESSAGES, QUIZ_TEXT, QUIZ_UI_TEXT } from '../messages';

const GET = `GET /api/quiz/${QUIZ_ID}`;
const START = `POST /api/quiz/${QUIZ_ID}/start`;
const PUT = `PUT /api/quiz/${QUIZ_ID}/attempt`;

async function open(get: MockAnswer, start: MockAnswer = { status: 201, body: makeOpenAttempt() }) {
  const api = mockStudentApi({
    [GET]: get,
    [START]: start,
    [PUT]: { body: { savedAt: '', remainingSeconds: 600 } },
  });
  const view = renderApp(`/dashboard/student/quiz/${QUIZ_ID}/start`);
  return { ...view, api, user: userEvent.setup() };
}

describe('Quiz start', { timeout: 15_000 }, () => {
  it('shows the title, description, time limit, question count and the rules', async () => {
    await open({ body: makeQuiz({ timeLimit: 15 }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BIM Basics' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(makeQuiz().description)).toBeInTheDocument();
    expect(screen.getByText(QUIZ_UI_TEXT.timeLimit).nextElementSibling).toHaveTextContent('15 minutes');
    expect(screen.getByText(QUIZ_UI_TEXT.questionCount).nextElementSibling).toHaveTextContent('3');
    const rules = within(screen.getByRole('region', { name: QUIZ_UI_TEXT.rulesTitle }));
    const items = rules.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([...QUIZ_UI_TEXT.rules]);
    expect(items.join(' ')).toMatch(/single correct option/);
    expect(items.join(' ')).toMatch(/back and forth/);
    expect(items.join(' ')).toMatch(
      /saved as you go.*timer runs on the server.*do not refresh or close the tab/,
    );
    expect(document.title).toMatch(/^BIM Basics \| /);
    expect(headingJumps(screen.getByRole('main'))).toEqual([]);
  });

  it('starts the attempt on Start Quiz and then opens it', async () => {
    const { api, user, router } = await open({ body: makeQuiz() });
    await user.click(await screen.findByRole('button', { name: QUIZ_MESSAGES.startQuiz }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/student/quiz/${QUIZ_ID}`));
    // The start page's POST, then the attempt page's own (which answers the open attempt).
    expect(
      await screen.findByRole('heading', { level: 2, name: QUESTIONS[0]!.questionText }),
    ).toBeInTheDocument();
    expect(api.callsTo(START)).toHaveLength(2);
  });

  it('shows the server’s words when the quiz is not open, with the way back to the list', async () => {
    await open({ status: 403, body: { message: QUIZ_TEXT.notOpen } });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(QUIZ_TEXT.notOpen);
    expect(screen.getByRole('link', { name: QUIZ_UI_TEXT.backToQuizzes })).toHaveAttribute(
      'href',
      '/dashboard/student/quizzes',
    );
    expect(screen.queryByRole('button', { name: QUIZ_MESSAGES.startQuiz })).not.toBeInTheDocument();
  });

  it('shows the server’s words for an unknown quiz', async () => {
    await open({ status: 404, body: { message: QUIZ_TEXT.notFound } });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(QUIZ_TEXT.notFound);
  });

  it('stays on the page with the server’s words when the start itself is refused', async () => {
    const { user, router } = await open(
      { body: makeQuiz() },
      { status: 403, body: { message: QUIZ_TEXT.notOpen } },
    );
    await user.click(await screen.findByRole('button', { name: QUIZ_MESSAGES.startQuiz }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_TEXT.notOpen);
    expect(screen.getByRole('link', { name: QUIZ_UI_TEXT.backToQuizzes })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/student/quiz/${QUIZ_ID}/start`);
  });

  it('shows the attempts left, and instead of Start says why no attempt can start', async () => {
    await open({ body: makeQuiz({ attemptsAllowed: 2, attemptsUsed: 1, attemptsLeft: 1 }) });
    await screen.findByRole('heading', { level: 1, name: 'BIM Basics' }, { timeout: 5000 });
    expect(screen.getByText(QUIZ_UI_TEXT.attemptsLabel).nextElementSibling).toHaveTextContent('1 of 2 left');
    expect(screen.getByRole('button', { name: QUIZ_MESSAGES.startQuiz })).toBeInTheDocument();
  });

  it.each([
    [
      'used up',
      makeQuiz({ attemptsAllowed: 1, attemptsUsed: 1, attemptsLeft: 0 }),
      'You have used your attempt at this quiz.',
    ],
    [
      'closed',
      makeQuiz({ closed: true, closesAt: '2026-01-01T10:00:00.000Z', attemptsUsed: 0 }),
      QUIZ_UI_TEXT.closedNote,
    ],
  ])('offers no Start when the attempts are %s', async (_, quiz, note) => {
    await open({ body: quiz });
    await screen.findByRole('heading', { level: 1, name: 'BIM Basics' }, { timeout: 5000 });
    expect(screen.getByRole('status')).toHaveTextContent(note);
    expect(screen.queryByRole('button', { name: QUIZ_MESSAGES.startQuiz })).not.toBeInTheDocument();
    if (quiz.attemptsUsed > 0)
      expect(screen.getByRole('link', { name: QUIZ_UI_TEXT.viewResult })).toHaveAttribute(
        'href',
        `/dashboard/student/quiz/${QUIZ_ID}/result`,
      );
    if (quiz.closesAt) expect(screen.getByText(QUIZ_UI_TEXT.closesLabel)).toBeInTheDocument();
  });
});

import type { Attempt } from '@atelier/contract/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockAnswer } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { renderApp } from '../../../test/render';
import {
  ATTEMPT_ID,
  makeOpenAttempt,
  makeQuiz,
  makeReview,
  mockStudentApi,
  QUIZ_ID,
  quizId,
  student,
} from '../components/attempt-test-fixtures';
import { QUIZ_MESSAGES, QUIZ_TEXT, QUIZ_UI_TEXT, REVIEW_WITHHELD_TEXT } from '../messages';

const REVIEW = `GET /api/quiz/attempts/${ATTEMPT_ID}`;
const ATTEMPTS = `GET /api/quiz/attempts/user/${student._id}`;
const START = `POST /api/quiz/${QUIZ_ID}/start`;
const RESULT = `/dashboard/student/quiz/${QUIZ_ID}/result`;
const QUIZ = `GET /api/quiz/${QUIZ_ID}`;

async function open(path: string, handlers: Record<string, MockAnswer>) {
  const api = mockStudentApi(handlers);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: QUIZ_UI_TEXT.resultTitle }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const summary = () => screen.getByRole('region', { name: /You (Passed|Failed)!/ });

function attemptOf(id: string, quiz: string, percent: number): Attempt {
  const { review: _review, ...attempt } = makeReview([1, 0, 1], { _id: id, percent });
  return { ...attempt, quizId: { _id: quiz, title: 'Other', coverImage: '' } };
}

describe('Quiz result', { timeout: 15_000 }, () => {
  it.each([
    { percent: 59, verdict: QUIZ_MESSAGES.failed, band: 'low', bandText: 'Low band' },
    { percent: 60, verdict: QUIZ_MESSAGES.passed, band: 'medium', bandText: 'Medium band' },
    { percent: 84, verdict: QUIZ_MESSAGES.passed, band: 'medium', bandText: 'Medium band' },
    { percent: 85, verdict: QUIZ_MESSAGES.passed, band: 'high', bandText: 'High band' },
  ])('at $percent percent shows $verdict in the $band band', async ({ percent, verdict, band, bandText }) => {
    await open(`${RESULT}?attempt=${ATTEMPT_ID}`, {
      [REVIEW]: { body: makeReview([1, 0, 0], { percent, score: 2, total: 3 }) },
    });
    const region = await screen.findByRole('heading', { level: 2, name: verdict });
    expect(region).toBeInTheDocument();
    expect(summary()).toHaveAttribute('data-band', band);
    expect(within(summary()).getByText(bandText)).toBeInTheDocument();
    expect(within(summary()).getByRole('img', { name: `${percent}%` })).toBeInTheDocument();
    expect(within(summary()).getByText(QUIZ_UI_TEXT.score(2, 3))).toBeInTheDocument();
  });

  it('reviews each question: correct or not in words, the chosen and the correct option, the explanation', async () => {
    await open(`${RESULT}?attempt=${ATTEMPT_ID}`, { [REVIEW]: { body: makeReview([1, 1, null]) } });
    const review = within(await screen.findByRole('region', { name: QUIZ_UI_TEXT.reviewTitle }));
    const rows = review.getAllByRole('article');
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows.map((row) => within(row));
    expect(first!.getByText(QUIZ_UI_TEXT.correct)).toBeInTheDocument();
    expect(first!.getByRole('heading', { level: 3 })).toHaveTextContent(
      '1. Which software is used for BIM modelling?',
    );
    expect(first!.getByText(QUIZ_UI_TEXT.yourAnswer).nextElementSibling).toHaveTextContent('B. Revit');
    expect(first!.getByText(QUIZ_UI_TEXT.correctAnswer).nextElementSibling).toHaveTextContent('B. Revit');
    expect(first!.getByText(QUIZ_UI_TEXT.explanation).nextElementSibling).toHaveTextContent(
      'Because of reason 1.',
    );
    expect(rows[0]!.querySelector('svg')).toHaveClass('lucide-check');

    expect(second!.getByText(QUIZ_UI_TEXT.incorrect)).toBeInTheDocument();
    expect(second!.getByText(QUIZ_UI_TEXT.yourAnswer).nextElementSibling).toHaveTextContent(
      'B. Line of Design',
    );
    expect(second!.getByText(QUIZ_UI_TEXT.correctAnswer).nextElementSibling).toHaveTextContent(
      'A. Level of Development',
    );
    expect(rows[1]!.querySelector('svg')).toHaveClass('lucide-x');

    expect(third!.getAllByText(QUIZ_UI_TEXT.notAnswered)).toHaveLength(2);
    expect(headingJumps(screen.getByRole('main'))).toEqual([]);
    expect(third!.getByText(QUIZ_UI_TEXT.correctAnswer).nextElementSibling).toHaveTextContent(
      'B. Open BIM exchange',
    );
  });

  it('shows the newest attempt of this quiz when the address names none', async () => {
    const { api } = await open(RESULT, {
      [ATTEMPTS]: {
        body: [
          attemptOf('other-newest', quizId(9), 10),
          attemptOf(ATTEMPT_ID, QUIZ_ID, 100),
          attemptOf('older', QUIZ_ID, 0),
        ],
      },
      [REVIEW]: { body: makeReview([1, 0, 1]) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: QUIZ_MESSAGES.passed })).toBeInTheDocument();
    expect(api.callsTo(REVIEW)).toHaveLength(1);
    expect(api.callsTo(ATTEMPTS)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('says so when this quiz has no submitted attempt', async () => {
    await open(RESULT, { [ATTEMPTS]: { body: [attemptOf('other', quizId(9), 10)] } });
    expect(await screen.findByText(QUIZ_UI_TEXT.noResult)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: QUIZ_UI_TEXT.takeQuiz })).toHaveAttribute(
      'href',
      `/dashboard/student/quiz/${QUIZ_ID}/start`,
    );
  });

  it('shows the server’s words when the attempt cannot be found', async () => {
    await open(`${RESULT}?attempt=${ATTEMPT_ID}`, {
      [REVIEW]: { status: 404, body: { message: QUIZ_TEXT.attemptNotFound } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_TEXT.attemptNotFound);
    expect(screen.getByRole('link', { name: QUIZ_UI_TEXT.backToQuizzes })).toBeInTheDocument();
  });

  it('says the time ran out when the server closed the attempt', async () => {
    await open(`${RESULT}?attempt=${ATTEMPT_ID}`, {
      [REVIEW]: { body: makeReview([1, null, null], { timedOut: true }) },
    });
    expect(await screen.findByText(QUIZ_UI_TEXT.timedOut)).toBeInTheDocument();
  });

  it('leads back to the list, and Try again starts a new attempt', async () => {
    const { user, api, router } = await open(`${RESULT}?attempt=${ATTEMPT_ID}`, {
      [REVIEW]: { body: makeReview([1, 0, 1]) },
      [START]: { status: 201, body: makeOpenAttempt({ attemptId: 'next-attempt' }) },
      [QUIZ]: { body: makeQuiz({ attemptsAllowed: 2, attemptsUsed: 1, attemptsLeft: 1 }) },
    });
    expect(await screen.findByRole('link', { name: QUIZ_UI_TEXT.backToQuizzes })).toHaveAttribute(
      'href',
      '/dashboard/student/quizzes',
    );
    await user.click(screen.getByRole('button', { name: QUIZ_UI_TEXT.tryAgain }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/student/quiz/${QUIZ_ID}`));
    expect(api.callsTo(START).length).toBeGreaterThanOrEqual(1);
  });

  it('says the attempt was submitted when the time ran out', async () => {
    await open(`${RESULT}?attempt=${ATTEMPT_ID}`, {
      [REVIEW]: { body: makeReview([1, 0, null], { timedOut: true }) },
    });
    expect(
      await screen.findByText('Time ran out: this attempt was submitted when the time was up.'),
    ).toBeInTheDocument();
  });

  it('offers no Try again once the attempts are used up, or the quiz has closed', async () => {
    for (const quiz of [
      makeQuiz({ attemptsAllowed: 1, attemptsUsed: 1, attemptsLeft: 0 }),
      makeQuiz({ attemptsAllowed: 0, attemptsUsed: 4, attemptsLeft: null, closed: true }),
    ]) {
      const { api, unmount } = await open(`${RESULT}?attempt=${ATTEMPT_ID}`, {
        [REVIEW]: { body: makeReview([1, 0, 1]) },
        [QUIZ]: { body: quiz },
      });
      await screen.findByRole('link', { name: QUIZ_UI_TEXT.backToQuizzes });
      await waitFor(() => expect(api.callsTo(QUIZ)).toHaveLength(1));
      expect(screen.queryByRole('button', { name: QUIZ_UI_TEXT.tryAgain })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows only the student’s own answers while the review option withholds the correct ones', async () => {
    const withheld = makeReview([1, 1, null], { answersShown: false, reviewAnswers: 'after-last' });
    withheld.review = withheld.review.map(({ questionText, options, chosen }) => ({
      questionText,
      options,
      chosen,
    }));
    await open(`${RESULT}?attempt=${ATTEMPT_ID}`, { [REVIEW]: { body: withheld } });
    const review = within(await screen.findByRole('region', { name: QUIZ_UI_TEXT.reviewTitle }));
    expect(review.getByText(REVIEW_WITHHELD_TEXT['after-last'])).toBeInTheDocument();
    const rows = review.getAllByRole('article');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('B. Revit')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(QUIZ_UI_TEXT.notAnswered)).toBeInTheDocument();
    expect(review.queryByText(QUIZ_UI_TEXT.correctAnswer)).not.toBeInTheDocument();
    expect(review.queryByText(QUIZ_UI_TEXT.correct)).not.toBeInTheDocument();
    expect(review.queryByText(QUIZ_UI_TEXT.incorrect)).not.toBeInTheDocument();
    // The score and pass or fail are still there.
    expect(within(summary()).getByText(QUIZ_UI_TEXT.score(withheld.score, 3))).toBeInTheDocument();
  });
});

import type { Quiz, QuizCard, QuizResults } from '@atelier/contract/quizzes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, storeSession, type MockAnswer, type RecordedCall } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

/** Test data and a signed-in admin for the quiz admin screens' tests. */
export const admin = makeUser({ role: 'admin', name: 'Meera Admin' });

/** A quiz the student may attempt once, not started, with no closing time. */
export const ONE_ATTEMPT_OPEN = {
  inProgress: false,
  attemptsAllowed: 1,
  attemptsUsed: 0,
  attemptsLeft: 1,
  closesAt: null,
  closed: false,
} as const;

export const quizId = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeQuizCard(n: number, overrides: Partial<QuizCard> = {}): QuizCard {
  return {
    _id: quizId(n),
    title: `Quiz ${n}`,
    description: '',
    coverImage: `https://images.example.org/quiz-${n}.png`,
    timeLimit: 10,
    questionCount: 2,
    published: true,
    studentsAttempted: 0,
    accuracy: null,
    completionRate: 0,
    ...ONE_ATTEMPT_OPEN,
    ...overrides,
  };
}

/** makeQuiz's two questions, as the builder loads and sends them. */
export const QUIZ_QUESTIONS: Quiz['questions'] = [
  {
    questionText: 'What does BIM stand for?',
    options: ['Building Information Modelling', 'Basic Interior Method', 'Big Iron Mesh'],
    correctAnswer: 0,
    explanation: 'It is a process, not a program.',
  },
  {
    questionText: 'Which view shows a floor from above?',
    options: ['Section', 'Plan'],
    correctAnswer: 1,
    explanation: '',
  },
];

export function makeQuiz(n: number, overrides: Partial<Quiz> = {}): Quiz {
  return {
    _id: quizId(n),
    title: `Quiz ${n}`,
    description: 'Walls, floors and roofs.',
    coverImage: `https://images.example.org/quiz-${n}.png`,
    timeLimit: 15,
    published: true,
    questions: structuredClone(QUIZ_QUESTIONS),
    attemptCount: 0,
    attemptsAllowed: 1,
    reviewAnswers: 'after-last',
    closesAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeResults(overrides: Partial<QuizResults> = {}): QuizResults {
  return {
    quiz: { _id: quizId(1), title: 'Revit Basics', questionCount: 2 },
    attemptCount: 4,
    passRate: 50,
    averagePercent: 62.5,
    attempts: [
      {
        _id: 'a1',
        user: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.org' },
        score: 2,
        total: 2,
        percent: 100,
        submittedAt: '2026-03-02T09:30:00.000Z',
        timedOut: false,
      },
      {
        _id: 'a2',
        user: { _id: 'u2', name: 'Ben Okafor', email: 'ben@example.org' },
        score: 0,
        total: 2,
        percent: 0,
        submittedAt: '2026-03-02T10:00:00.000Z',
        timedOut: true,
      },
    ],
    questions: [
      {
        questionText: 'What does BIM stand for?',
        options: ['Building Information Modelling', 'Basic Interior Method', 'Big Iron Mesh'],
        correctAnswer: 0,
        chosen: [3, 1, 0],
        unanswered: 0,
        correctShare: 75,
      },
      {
        questionText: 'Which view shows a floor from above?',
        options: ['Section', 'Plan'],
        correctAnswer: 1,
        chosen: [2, 1],
        unanswered: 1,
        correctShare: 25,
      },
    ],
    ...overrides,
  };
}

export type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

/** Signs the admin in, answers `handlers` (and an empty quiz list unless given), opens `path`. */
export async function openAsAdmin(path: string, handlers: Record<string, Handler>, heading: string) {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/quiz': { body: [] },
    ...handlers,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

import type { AttemptReview, OpenAttempt, QuizCard, QuizForStudent } from '@atelier/contract/quizzes';
import { makeQuizCard, ONE_ATTEMPT_OPEN } from './admin-quiz-fixtures';
import { makeUser, mockApi, storeSession, type MockAnswer, type RecordedCall } from '../../../test/api-mock';

/** Fixtures of the student's quiz screens' tests. */
export const student = makeUser({ name: 'Asha Student' });

export const QUIZ_ID = '30000000-0000-4000-8000-000000000001';
export const ATTEMPT_ID = '40000000-0000-4000-8000-000000000001';

export const quizId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A card of the student's quiz list: makeQuizCard's, with this file's ids. */
export const makeCard = (n: number, overrides: Partial<QuizCard> = {}): QuizCard =>
  makeQuizCard(n, {
    _id: quizId(n),
    description: `About quiz ${n}.`,
    coverImage: `https://example.org/quiz-${n}.png`,
    questionCount: 5,
    ...overrides,
  });

export const QUESTIONS = [
  { questionText: 'Which software is used for BIM modelling?', options: ['Photoshop', 'Revit', 'Excel'] },
  { questionText: 'What does LOD stand for?', options: ['Level of Development', 'Line of Design'] },
  { questionText: 'IFC is a format for…', options: ['Images', 'Open BIM exchange', 'Audio', 'Fonts'] },
];

export function makeQuiz(overrides: Partial<QuizForStudent> = {}): QuizForStudent {
  return {
    _id: QUIZ_ID,
    title: 'BIM Basics',
    description: 'Ten minutes on the basics of building information modelling.',
    coverImage: 'https://example.org/bim.png',
    timeLimit: 10,
    questionCount: QUESTIONS.length,
    questions: QUESTIONS,
    ...ONE_ATTEMPT_OPEN,
    ...overrides,
  };
}

export function makeOpenAttempt(overrides: Partial<OpenAttempt> = {}): OpenAttempt {
  return {
    attemptId: ATTEMPT_ID,
    quizId: QUIZ_ID,
    title: 'BIM Basics',
    questions: QUESTIONS,
    answers: [null, null, null],
    startedAt: '2026-03-02T10:00:00.000Z',
    deadline: '2026-03-02T10:10:00.000Z',
    remainingSeconds: 600,
    ...overrides,
  };
}

/** A submitted attempt of `QUESTIONS` with the given answers; the correct ones are 1, 0, 1. */
export function makeReview(
  answers: (number | null)[],
  overrides: Partial<AttemptReview> = {},
): AttemptReview {
  const correct = [1, 0, 1];
  const review = QUESTIONS.map((q, i) => ({
    ...q,
    chosen: answers[i] ?? null,
    correctAnswer: correct[i]!,
    explanation: `Because of reason ${i + 1}.`,
    correct: answers[i] === correct[i],
  }));
  const score = review.filter((r) => r.correct).length;
  return {
    _id: ATTEMPT_ID,
    quizId: { _id: QUIZ_ID, title: 'BIM Basics', coverImage: 'https://example.org/bim.png' },
    userId: student._id,
    score,
    total: QUESTIONS.length,
    percent: Math.round((score / QUESTIONS.length) * 100),
    answers,
    startedAt: '2026-03-02T10:00:00.000Z',
    submittedAt: '2026-03-02T10:05:00.000Z',
    timedOut: false,
    review,
    answersShown: true,
    reviewAnswers: 'after-last',
    ...overrides,
  };
}

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

/** A signed-in student with the calls the dashboard shell makes, plus the given ones. */
export function mockStudentApi(handlers: Record<string, Handler>) {
  storeSession('tok', student);
  return mockApi({
    'GET /api/auth/validate-token': { body: { user: student } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...handlers,
  });
}

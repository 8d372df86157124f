import type { AttemptReview, OpenAttempt } from '@atelier/contract/quizzes';
import type { Executor } from '../../db/client';
import { allAttemptsOver, padded, secondsLeft } from './scoring';
import * as store from './quizzes.store';

/** An open attempt as its student sees it: the questions without answers, on the server's clock. */
export function openAttemptAnswer(attempt: store.AttemptRow, quiz: store.QuizRow, now: number): OpenAttempt {
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    title: quiz.title,
    questions: quiz.questions.map((q) => ({ questionText: q.questionText, options: q.options })),
    answers: padded(attempt.answers, quiz.questions.length),
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    remainingSeconds: secondsLeft(attempt.deadline, now),
  };
}

/**
 * Whether a student's review of a submitted attempt carries the correct answers now (issue 25):
 * after-each at once; after-last once the student has no attempt left (their submitted attempts
 * reach the limit, or every attempt is over after the close); after-close once every attempt is
 * over after the close; never not at all. Admins always see them.
 */
export async function answersShown(
  db: Executor,
  quiz: store.QuizRow,
  viewer: { userId: string; role: string },
  now: number,
): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  switch (quiz.reviewAnswers) {
    case 'after-each':
      return true;
    case 'never':
      return false;
    case 'after-close':
      return allAttemptsOver(quiz, now);
    case 'after-last':
      if (allAttemptsOver(quiz, now)) return true;
      if (quiz.attemptsAllowed === 0) return false;
      // A review is of a submitted attempt, so one allowed is used up without counting (the
      // default, and the exam burst's submits: no statement more).
      if (quiz.attemptsAllowed === 1) return true;
      return (await store.attemptsOf(db, quiz.id, viewer.userId)).submitted >= quiz.attemptsAllowed;
  }
}

/**
 * The review of a submitted attempt. The correct answers, explanations and whether each answer was
 * right are only put in when `shown` (the quiz's review option, see answersShown).
 */
export function reviewOf(row: store.AttemptRow, quiz: store.QuizRow, shown: boolean): AttemptReview {
  return {
    ...store.toAttempt(row, quiz),
    answersShown: shown,
    reviewAnswers: quiz.reviewAnswers,
    review: quiz.questions.map((q, i) => {
      const chosen = row.answers[i] ?? null;
      const item = { questionText: q.questionText, options: q.options, chosen };
      if (!shown) return item;
      return {
        ...item,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        correct: chosen === q.correctAnswer,
      };
    }),
  };
}

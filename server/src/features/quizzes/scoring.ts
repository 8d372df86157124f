import { QUIZ_ERRORS, QUIZ_LIMITS, QUIZ_TEXT } from '@atelier/contract/quizzes';
import { fail } from '../../lib/errors';
import type { QuizRow } from './quizzes.store';

/** A submit this long after the deadline still counts the answers it sends. */
export const GRACE_MS = QUIZ_LIMITS.graceSeconds * 1000;

/** `answers` must fit the quiz: no more answers than questions, each one of its question's options. */
export function checkAnswers(questions: QuizRow['questions'], answers: (number | null)[]): void {
  if (answers.length > questions.length) throw fail(QUIZ_ERRORS.tooManyAnswers);
  answers.forEach((answer, i) => {
    if (answer !== null && answer >= questions[i]!.options.length)
      throw fail(QUIZ_ERRORS.optionOutOfRange, QUIZ_TEXT.optionOutOfRange(i + 1));
  });
}

/** The answers array the length of the quiz, nulls where nothing was chosen. */
export const padded = (answers: (number | null)[], length: number) =>
  Array.from({ length }, (_, i) => answers[i] ?? null);

/** An attempt's score as a fraction of its total, unrounded (0 for an empty quiz). */
export const exactShare = (score: number, total: number) => (total === 0 ? 0 : Math.min(1, score / total));

/** Whole seconds from `now` to `deadline`, never below 0. */
export const secondsLeft = (deadline: Date, now: number) =>
  Math.max(0, Math.ceil((deadline.getTime() - now) / 1000));

/**
 * Whether every attempt at `quiz` is over: its close time has passed by more than the time limit
 * and the grace, so an attempt that started just before it has ended too (an open attempt keeps
 * its own deadline past the close).
 */
export const allAttemptsOver = (quiz: QuizRow, now: number) =>
  quiz.closesAt !== null && now >= quiz.closesAt.getTime() + quiz.timeLimit * 60_000 + GRACE_MS;

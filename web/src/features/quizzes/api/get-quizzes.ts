import type { QuizCard } from '@atelier/contract/quizzes';
import { apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/**
 * GET /api/quiz as a student: the published quizzes, newest first, each with the caller's own
 * progress (accuracy, completion, an attempt in progress).
 */
const quizzes = apiRead<QuizCard[]>({
  key: quizKeys.list,
  path: () => '/quiz',
});

export const quizzesQueryOptions = quizzes.options;
export const useQuizzes = quizzes.use;

import type { QuizForStudent } from '@atelier/contract/quizzes';
import { apiPath, apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/** GET /api/quiz/{quizId}: what the start page shows, without answers. 404 unknown, 403 not open. */
const quiz = apiRead<QuizForStudent, [quizId: string]>({
  key: quizKeys.one,
  path: (quizId) => apiPath`/quiz/${quizId}`,
});

export const quizQueryOptions = quiz.options;
export const useQuiz = quiz.use;

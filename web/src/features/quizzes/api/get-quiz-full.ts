import type { Quiz } from '@atelier/contract/quizzes';
import { apiPath, apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/** GET /api/quiz/{quizId}/full (admin): the whole quiz with its answers and how many attempts it has. */
const quizFull = apiRead<Quiz, [quizId: string]>({
  key: quizKeys.full,
  path: (quizId) => apiPath`/quiz/${quizId}/full`,
});

export const quizFullQueryOptions = quizFull.options;
export const useQuizFull = quizFull.use;

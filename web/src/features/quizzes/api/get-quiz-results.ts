import type { QuizResults } from '@atelier/contract/quizzes';
import { apiPath, apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/** GET /api/quiz/{quizId}/results (admin): pass rate, average, per-question shares and every attempt. */
const quizResults = apiRead<QuizResults, [quizId: string]>({
  key: quizKeys.results,
  path: (quizId) => apiPath`/quiz/${quizId}/results`,
});

export const quizResultsQueryOptions = quizResults.options;
export const useQuizResults = quizResults.use;

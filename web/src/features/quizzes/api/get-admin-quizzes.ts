import type { QuizCard } from '@atelier/contract/quizzes';
import { apiRead } from '../../../lib/api-read';
import { quizKeys } from './keys';

/**
 * GET /api/quiz as an admin: every quiz, published or not, newest first. The same call (and key) as
 * the students' list: the server answers by role, so the cache holds one list per signed-in user.
 */
const adminQuizzes = apiRead<QuizCard[]>({
  key: quizKeys.list,
  path: () => '/quiz',
});

export const adminQuizzesQueryOptions = adminQuizzes.options;
export const useAdminQuizzes = adminQuizzes.use;

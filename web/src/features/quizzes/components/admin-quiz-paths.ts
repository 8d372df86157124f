const BASE = '/dashboard/admin';

/** Where the admin's quiz screens live (web/src/app/areas/admin-area.tsx routes them). */
export const ADMIN_QUIZ_PATHS = {
  builder: `${BASE}/quiz-builder`,
  edit: (quizId: string) => `${BASE}/quiz-builder/${encodeURIComponent(quizId)}`,
  results: (quizId: string) => `${BASE}/quiz-results/${encodeURIComponent(quizId)}`,
} as const;

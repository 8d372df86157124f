/** Query keys of the quiz feature: every quiz query starts with `quizKeys.all`, so one invalidation reaches them all. */
export const quizKeys = {
  all: ['quizzes'] as const,
  list: () => [...quizKeys.all, 'list'] as const,
  one: (quizId: string) => [...quizKeys.all, 'one', quizId] as const,
  full: (quizId: string) => [...quizKeys.all, 'full', quizId] as const,
  attempt: (quizId: string) => [...quizKeys.all, 'attempt', quizId] as const,
  attemptsOf: (userId: string) => [...quizKeys.all, 'attempts', userId] as const,
  review: (attemptId: string) => [...quizKeys.all, 'review', attemptId] as const,
  results: (quizId: string) => [...quizKeys.all, 'results', quizId] as const,
};

import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as store from './quizzes.store';

/** The topic announced when a quiz changes: every process drops its cached quizzes. */
export const QUIZ_TOPIC = 'quizzes';

/**
 * Quizzes are read on every autosave and submit: each process keeps the ones in use, dropped
 * (in every process) when one changes.
 */
export function createQuizCache(
  app: FastifyInstance,
): (quizId: string) => Promise<store.QuizRow | undefined> {
  const cached = new LRUCache<string, store.QuizRow>({ max: 500 });
  app.changes.on(QUIZ_TOPIC, () => cached.clear());
  return async (quizId) => {
    const hit = cached.get(quizId);
    if (hit) return hit;
    const row = await store.findQuiz(app.db, quizId);
    if (row) cached.set(quizId, row);
    return row;
  };
}

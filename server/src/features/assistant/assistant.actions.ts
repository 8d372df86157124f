import type { User } from '@atelier/contract/auth';
import { ASSISTANT_TEXT, type AskAssistantResponse } from '@atelier/contract/assistant';
import type { FastifyInstance } from 'fastify';
import { loadCourseFor } from '../courses/course-access';
import { writeAnswer } from './answer-writer';
import * as store from './assistant.store';
import { lexemesNeeded, significantLexemes, toPassage } from './passages';

/**
 * Answers a question about an open course: the passages of its own text (and its lesson pages)
 * that hold the question's words, and, when a model is configured, an answer written from them
 * alone. `warn` hears why the model's answer was left out.
 */
export async function askAssistant(
  app: FastifyInstance,
  user: User,
  ask: { courseId: string; question: string; chapterId?: string | undefined },
  warn: (reason: string) => void,
): Promise<AskAssistantResponse> {
  const { courseId, question, chapterId } = ask;
  await loadCourseFor(app.db, user, courseId, chapterId);
  const lexemes = significantLexemes(await store.questionLexemes(app.db, question));
  const found =
    lexemes.length === 0
      ? []
      : await store.findPassages(app.db, {
          courseId,
          lexemes,
          need: lexemesNeeded(lexemes.length),
          chapterKey: chapterId ?? null,
          lessonPrefix: `${app.config.publicUrl}/lessons/`,
        });
  if (found.length === 0)
    return { answer: null, passages: [], found: false, message: ASSISTANT_TEXT.notFound };
  const passages = found.map((f) => toPassage(courseId, f));
  const answer = app.config.ai ? await writeAnswer(app.config.ai, question, passages, warn) : null;
  return { answer, passages, found: true, message: ASSISTANT_TEXT.found };
}

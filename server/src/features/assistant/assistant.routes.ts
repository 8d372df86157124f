import { ASSISTANT_API } from '@atelier/contract/assistant';
import { courseArea } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { askAssistant } from './assistant.actions';
import * as store from './assistant.store';
import { readLessonFiles } from './lesson-files';

/** How often, at most, a process moves the search indexes' pending entries in. */
const FLUSH_EVERY_MS = 5 * 60_000;

export interface AssistantOptions {
  /** The folder of the lesson pages the app serves at /lessons/ (their text is searched too). */
  lessonsRoot: string;
}

/** The course assistant (issue 16): the course's own text, searched, and optionally a model's answer from it. */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantOptions> = async (app, options) => {
  // The lesson pages' text, read once at start; a failure costs the assistant the lessons, not the app.
  app.addHook('onReady', async () => {
    try {
      await store.syncLessonTexts(app.db, await readLessonFiles(options.lessonsRoot));
    } catch (err) {
      app.log.error({ err }, 'course assistant: the lesson pages could not be indexed');
    }
    await flush();
  });
  // And the search indexes' pending entries moved in at start and then every few minutes at most,
  // after an answer has gone (the embedded database runs no autovacuum to do it).
  let flushedAt = app.now();
  const flush = () =>
    store.flushSearchIndexes(app.db).catch((err: unknown) => {
      app.log.warn({ err }, 'course assistant: the search indexes could not be tidied');
    });
  // (This plugin's hooks see its own route only.)
  app.addHook('onResponse', async () => {
    if (app.now() - flushedAt < FLUSH_EVERY_MS) return;
    flushedAt = app.now();
    void flush();
  });

  serve(
    app,
    ASSISTANT_API.ask,
    { access: courseArea, limits: [perUser(20, '1 minute')] },
    async (request) => {
      const ask = { courseId: request.params.courseId, ...request.body };
      return askAssistant(app, currentUser(request), ask, (reason) =>
        request.log.warn(
          { reqId: request.id },
          `course assistant: ${reason}; answering with the passages alone`,
        ),
      );
    },
  );
};

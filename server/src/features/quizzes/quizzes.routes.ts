import { QUIZ_API, QUIZ_MESSAGES, QUIZ_TEXT, quizResultsFileName } from '@atelier/contract/quizzes';
import { admins, courseArea, quizTakers } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { assertSelf, currentUser } from '../../lib/access';
import { CSV_OPTIONS } from '../../lib/csv';
import { serve } from '../../lib/serve';
import { quizActions } from './quizzes.actions';
import { resultRows } from './results';

/**
 * Quizzes (spec-2 §7 Quizzes and issue 13): the builder's routes, the student's attempt on the
 * server's clock (start, autosave, submit), attempts and their review, and results for teachers.
 * The operations are in quizzes.actions.ts.
 */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const quiz = quizActions(app);

  // --- for everyone in the course area ---

  const readers = { access: courseArea };

  serve(app, QUIZ_API.cards, readers, async (request) => quiz.cards(currentUser(request)));

  serve(app, QUIZ_API.show, readers, async (request) =>
    quiz.show(currentUser(request), request.params.quizId),
  );

  serve(app, QUIZ_API.attemptsOf, readers, async (request) => {
    assertSelf(request, request.params.userId, { adminMayAct: true });
    return quiz.attemptsOf(request.params.userId);
  });

  serve(app, QUIZ_API.review, readers, async (request) =>
    quiz.review(currentUser(request), request.params.attemptId),
  );

  // --- the student's attempt ---

  const takers = { access: quizTakers };

  serve(app, QUIZ_API.start, takers, async (request, reply) => {
    const { attempt, created } = await quiz.start(currentUser(request), request.params.quizId);
    return reply.status(created ? 201 : 200).send(attempt);
  });

  serve(app, QUIZ_API.autosave, takers, async (request) =>
    quiz.autosave(currentUser(request), request.params.quizId, request.body.answers),
  );

  serve(app, QUIZ_API.submit, takers, async (request) =>
    quiz.submit(currentUser(request), request.params.quizId, request.body),
  );

  // --- the builder and results (admins) ---

  const builders = { access: admins };

  serve(app, QUIZ_API.create, builders, async (request, reply) =>
    reply.status(201).send({ message: QUIZ_MESSAGES.published, quiz: await quiz.create(request.body) }),
  );

  serve(app, QUIZ_API.full, builders, async (request) => quiz.full(request.params.quizId));

  serve(app, QUIZ_API.update, builders, async (request) => {
    await quiz.update(request.params.quizId, request.body);
    return { message: QUIZ_TEXT.updated };
  });

  // The attempt settings may change whatever attempts there are (the questions may not).
  serve(app, QUIZ_API.saveSettings, builders, async (request) => {
    await quiz.saveSettings(request.params.quizId, request.body);
    return { message: QUIZ_TEXT.settingsSaved };
  });

  serve(app, QUIZ_API.publish, builders, async (request) => {
    const { published } = request.body;
    await quiz.setPublished(request.params.quizId, published);
    return { message: published ? QUIZ_TEXT.republished : QUIZ_TEXT.unpublished };
  });

  serve(app, QUIZ_API.remove, builders, async (request) => {
    await quiz.remove(request.params.quizId);
    return { message: QUIZ_TEXT.deleted };
  });

  serve(app, QUIZ_API.results, builders, async (request) => quiz.results(request.params.quizId));

  serve(app, QUIZ_API.resultsCsv, builders, async (request, reply) => {
    const results = await quiz.results(request.params.quizId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${quizResultsFileName(results.quiz.title)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from([stringify(resultRows(results), CSV_OPTIONS)]));
  });
};

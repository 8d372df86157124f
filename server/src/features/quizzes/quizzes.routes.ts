import { messageSchema } from '@atelier/contract/common';
import {
  attemptIdParamsSchema,
  attemptListSchema,
  attemptReviewSchema,
  autosaveBodySchema,
  autosaveResultSchema,
  openAttemptSchema,
  publishBodySchema,
  QUIZ_MESSAGES,
  QUIZ_TEXT,
  quizBodySchema,
  quizCardListSchema,
  quizForStudentSchema,
  quizIdParamsSchema,
  quizResultsFileName,
  quizResultsSchema,
  quizSchema,
  quizSettingsSchema,
  submitBodySchema,
  userIdParamsSchema,
} from '@atelier/contract/quizzes';
import { admins, courseArea, quizTakers } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { assertSelf, currentUser } from '../../lib/access';
import { CSV_OPTIONS } from '../../lib/csv';
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

  app.get(
    '/quiz',
    { config: { access: courseArea }, schema: { response: { 200: quizCardListSchema } } },
    async (request) => quiz.cards(currentUser(request)),
  );

  app.get(
    '/quiz/:quizId',
    {
      config: { access: courseArea },
      schema: { params: quizIdParamsSchema, response: { 200: quizForStudentSchema } },
    },
    async (request) => quiz.show(currentUser(request), request.params.quizId),
  );

  app.get(
    '/quiz/attempts/user/:userId',
    {
      config: { access: courseArea },
      schema: { params: userIdParamsSchema, response: { 200: attemptListSchema } },
    },
    async (request) => {
      assertSelf(request, request.params.userId, { adminMayAct: true });
      return quiz.attemptsOf(request.params.userId);
    },
  );

  app.get(
    '/quiz/attempts/:attemptId',
    {
      config: { access: courseArea },
      schema: { params: attemptIdParamsSchema, response: { 200: attemptReviewSchema } },
    },
    async (request) => quiz.review(currentUser(request), request.params.attemptId),
  );

  // --- the student's attempt ---

  app.post(
    '/quiz/:quizId/start',
    {
      config: { access: quizTakers },
      schema: { params: quizIdParamsSchema, response: { 200: openAttemptSchema, 201: openAttemptSchema } },
    },
    async (request, reply) => {
      const { attempt, created } = await quiz.start(currentUser(request), request.params.quizId);
      return reply.status(created ? 201 : 200).send(attempt);
    },
  );

  app.put(
    '/quiz/:quizId/attempt',
    {
      config: { access: quizTakers },
      schema: {
        params: quizIdParamsSchema,
        body: autosaveBodySchema,
        response: { 200: autosaveResultSchema },
      },
    },
    async (request) => quiz.autosave(currentUser(request), request.params.quizId, request.body.answers),
  );

  app.post(
    '/quiz/submit/:quizId',
    {
      config: { access: quizTakers },
      schema: { params: quizIdParamsSchema, body: submitBodySchema, response: { 200: attemptReviewSchema } },
    },
    async (request) => quiz.submit(currentUser(request), request.params.quizId, request.body),
  );

  // --- the builder and results (admins) ---

  app.post(
    '/quiz/create',
    {
      config: { access: admins },
      schema: { body: quizBodySchema, response: { 201: messageSchema.extend({ quiz: quizSchema }) } },
    },
    async (request, reply) =>
      reply.status(201).send({ message: QUIZ_MESSAGES.published, quiz: await quiz.create(request.body) }),
  );

  app.get(
    '/quiz/:quizId/full',
    { config: { access: admins }, schema: { params: quizIdParamsSchema, response: { 200: quizSchema } } },
    async (request) => quiz.full(request.params.quizId),
  );

  app.put(
    '/quiz/:quizId',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, body: quizBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await quiz.update(request.params.quizId, request.body);
      return { message: QUIZ_TEXT.updated };
    },
  );

  // The attempt settings may change whatever attempts there are (the questions may not).
  app.put(
    '/quiz/:quizId/settings',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, body: quizSettingsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await quiz.saveSettings(request.params.quizId, request.body);
      return { message: QUIZ_TEXT.settingsSaved };
    },
  );

  app.post(
    '/quiz/:quizId/publish',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, body: publishBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { published } = request.body;
      await quiz.setPublished(request.params.quizId, published);
      return { message: published ? QUIZ_TEXT.republished : QUIZ_TEXT.unpublished };
    },
  );

  app.delete(
    '/quiz/:quizId',
    { config: { access: admins }, schema: { params: quizIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await quiz.remove(request.params.quizId);
      return { message: QUIZ_TEXT.deleted };
    },
  );

  app.get(
    '/quiz/:quizId/results',
    {
      config: { access: admins },
      schema: { params: quizIdParamsSchema, response: { 200: quizResultsSchema } },
    },
    async (request) => quiz.results(request.params.quizId),
  );

  app.get(
    '/quiz/:quizId/results.csv',
    { config: { access: admins }, schema: { params: quizIdParamsSchema } },
    async (request, reply) => {
      const results = await quiz.results(request.params.quizId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${quizResultsFileName(results.quiz.title)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from([stringify(resultRows(results), CSV_OPTIONS)]));
    },
  );
};

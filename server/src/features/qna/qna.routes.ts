import {
  QNA_MESSAGES,
  answerBodySchema,
  answerResponseSchema,
  askBodySchema,
  askResponseSchema,
  likeAnswerBodySchema,
  likeQuestionBodySchema,
  likeResponseSchema,
  qnaParamsSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  replyBodySchema,
  replyResponseSchema,
} from '@atelier/contract/qna';
import { courseArea } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { perUser } from '../../lib/rate-limit';
import { loadCourseFor } from '../courses/course-access';
import * as actions from './qna.actions';
import * as store from './qna.store';

export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:courseId/:chapterId',
    {
      config: { access: courseArea },
      schema: {
        params: qnaParamsSchema,
        querystring: questionListQuerySchema,
        response: { 200: questionListResponseSchema },
      },
    },
    async (request) => {
      const { courseId, chapterId } = request.params;
      await loadCourseFor(app.db, currentUser(request), courseId);
      return store.listQuestions(app.db, courseId, chapterId, request.query);
    },
  );

  app.post(
    '/',
    {
      config: { access: courseArea, limits: [perUser(20, '1 minute')] },
      schema: { body: askBodySchema, response: { 201: askResponseSchema } },
    },
    async (request, reply) => {
      const { courseId, chapterId, userId, question } = request.body;
      assertSelf(request, userId);
      await loadCourseFor(app.db, currentUser(request), courseId, chapterId);
      const created = await store.insertQuestion(app.db, currentUser(request), {
        courseId,
        chapterId,
        question,
      });
      return reply.status(201).send({ message: QNA_MESSAGES.questionAdded, question: created });
    },
  );

  app.post(
    '/answer',
    {
      config: { access: courseArea, limits: [perUser(30, '1 minute')] },
      schema: { body: answerBodySchema, response: { 201: answerResponseSchema } },
    },
    async (request, reply) => {
      const { questionId, userId, answer } = request.body;
      assertSelf(request, userId);
      const created = await actions.answerQuestion(app, currentUser(request), questionId, answer);
      return reply.status(201).send({ message: QNA_MESSAGES.answerAdded, answer: created });
    },
  );

  app.post(
    '/reply',
    {
      config: { access: courseArea, limits: [perUser(30, '1 minute')] },
      schema: { body: replyBodySchema, response: { 201: replyResponseSchema } },
    },
    async (request, reply) => {
      const { questionId, answerId, userId, reply: text } = request.body;
      assertSelf(request, userId);
      const created = await actions.replyToAnswer(app, currentUser(request), { questionId, answerId }, text);
      return reply.status(201).send({ message: QNA_MESSAGES.replyAdded, reply: created });
    },
  );

  app.post(
    '/like-question',
    {
      config: { access: courseArea, limits: [perUser(120, '1 minute')] },
      schema: { body: likeQuestionBodySchema, response: { 200: likeResponseSchema } },
    },
    async (request) => {
      const { questionId, userId } = request.body;
      assertSelf(request, userId);
      const state = await actions.toggleQuestionLike(app, currentUser(request), questionId);
      return { message: state.liked ? QNA_MESSAGES.liked : QNA_MESSAGES.unliked, ...state };
    },
  );

  app.post(
    '/like-answer',
    {
      config: { access: courseArea, limits: [perUser(120, '1 minute')] },
      schema: { body: likeAnswerBodySchema, response: { 200: likeResponseSchema } },
    },
    async (request) => {
      const { questionId, answerId, userId } = request.body;
      assertSelf(request, userId);
      const state = await actions.toggleAnswerLike(app, currentUser(request), { questionId, answerId });
      return { message: state.liked ? QNA_MESSAGES.liked : QNA_MESSAGES.unliked, ...state };
    },
  );
};

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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { assertSelf, currentUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { perUser } from '../../lib/rate-limit';
import { assertMayOpen, loadCourseFor } from '../courses/course-access';
import * as store from './qna.store';

/**
 * The question (and answer) a write refers to, checked: they exist, belong together, and the
 * caller may open their course.
 */
async function assertTarget(db: Executor, request: FastifyRequest, questionId: string, answerId?: string) {
  const target = await store.findQuestionAccess(db, questionId, answerId);
  if (!target) throw notFound(QNA_MESSAGES.questionNotFound);
  assertMayOpen(currentUser(request), target);
  if (answerId !== undefined && !target.hasAnswer) throw notFound(QNA_MESSAGES.answerNotFound);
}

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
      await assertTarget(app.db, request, questionId);
      const me = currentUser(request);
      const { created, written } = await app.db.transaction(async (tx) => {
        const created = await store.insertAnswer(tx, me, questionId, answer);
        const thread = await store.threadOf(tx, questionId);
        const written = await app.notify(
          tx,
          { userIds: thread ? [thread.questionAuthor] : [] },
          {
            kind: 'qna_answer',
            title: `${me.name} answered your question`,
            body: answer,
            link: thread?.link ?? '/dashboard',
            except: me._id,
          },
        );
        return { created, written };
      });
      await written.announce();
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
      await assertTarget(app.db, request, questionId, answerId);
      const me = currentUser(request);
      const { created, written } = await app.db.transaction(async (tx) => {
        const created = await store.insertReply(tx, me, answerId, text);
        const thread = await store.threadOf(tx, questionId, answerId);
        const written = await app.notify(
          tx,
          {
            userIds: thread
              ? [thread.questionAuthor, ...(thread.answerAuthor ? [thread.answerAuthor] : [])]
              : [],
          },
          {
            kind: 'qna_answer',
            title: `${me.name} replied in a thread you are part of`,
            body: text,
            link: thread?.link ?? '/dashboard',
            except: me._id,
          },
        );
        return { created, written };
      });
      await written.announce();
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
      await assertTarget(app.db, request, questionId);
      const state = await store.toggleQuestionLike(app.db, questionId, currentUser(request)._id);
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
      await assertTarget(app.db, request, questionId, answerId);
      const state = await store.toggleAnswerLike(app.db, answerId, currentUser(request)._id);
      return { message: state.liked ? QNA_MESSAGES.liked : QNA_MESSAGES.unliked, ...state };
    },
  );
};

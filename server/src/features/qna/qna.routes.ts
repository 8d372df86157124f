import { QNA_API, QNA_MESSAGES } from '@atelier/contract/qna';
import { courseArea } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { loadCourseFor } from '../courses/course-access';
import * as actions from './qna.actions';
import * as store from './qna.store';

/** A course-area route at most `max` calls a minute per user. */
const perMinute = (max: number) => ({ access: courseArea, limits: [perUser(max, '1 minute')] });

export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, QNA_API.list, { access: courseArea }, async (request) => {
    const { courseId, chapterId } = request.params;
    await loadCourseFor(app.db, currentUser(request), courseId);
    return store.listQuestions(app.db, courseId, chapterId, request.query);
  });

  serve(app, QNA_API.ask, perMinute(20), async (request, reply) => {
    const { courseId, chapterId, userId, question } = request.body;
    assertSelf(request, userId);
    await loadCourseFor(app.db, currentUser(request), courseId, chapterId);
    const created = await store.insertQuestion(app.db, currentUser(request), {
      courseId,
      chapterId,
      question,
    });
    return reply.status(201).send({ message: QNA_MESSAGES.questionAdded, question: created });
  });

  const posts = perMinute(30);

  serve(app, QNA_API.answer, posts, async (request, reply) => {
    const { questionId, userId, answer } = request.body;
    assertSelf(request, userId);
    const created = await actions.answerQuestion(app, currentUser(request), questionId, answer);
    return reply.status(201).send({ message: QNA_MESSAGES.answerAdded, answer: created });
  });

  serve(app, QNA_API.reply, posts, async (request, reply) => {
    const { questionId, answerId, userId, reply: text } = request.body;
    assertSelf(request, userId);
    const created = await actions.replyToAnswer(app, currentUser(request), { questionId, answerId }, text);
    return reply.status(201).send({ message: QNA_MESSAGES.replyAdded, reply: created });
  });

  const likes = perMinute(120);
  const likedOrNot = (state: { liked: boolean; likes: number }) => ({
    message: state.liked ? QNA_MESSAGES.liked : QNA_MESSAGES.unliked,
    ...state,
  });

  serve(app, QNA_API.likeQuestion, likes, async (request) => {
    const { questionId, userId } = request.body;
    assertSelf(request, userId);
    return likedOrNot(await actions.toggleQuestionLike(app, currentUser(request), questionId));
  });

  serve(app, QNA_API.likeAnswer, likes, async (request) => {
    const { questionId, answerId, userId } = request.body;
    assertSelf(request, userId);
    return likedOrNot(await actions.toggleAnswerLike(app, currentUser(request), { questionId, answerId }));
  });
};

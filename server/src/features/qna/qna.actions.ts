import type { User } from '@atelier/contract/auth';
import { QNA_ERRORS, type Answer, type Reply } from '@atelier/contract/qna';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/errors';
import { assertMayOpen } from '../courses/course-access';
import * as store from './qna.store';

/**
 * The question (and answer) a write refers to, checked: they exist, belong together, and `user`
 * may open their course.
 */
async function assertTarget(db: Executor, user: User, questionId: string, answerId?: string): Promise<void> {
  const target = await store.findQuestionAccess(db, questionId, answerId);
  if (!target) throw fail(QNA_ERRORS.questionNotFound);
  assertMayOpen(user, target);
  if (answerId !== undefined && !target.hasAnswer) throw fail(QNA_ERRORS.answerNotFound);
}

/** Answers the question and tells its author (the bell, after commit). */
export async function answerQuestion(
  app: FastifyInstance,
  me: User,
  questionId: string,
  answer: string,
): Promise<Answer> {
  await assertTarget(app.db, me, questionId);
  return app.transact(async ({ tx, notify }) => {
    const created = await store.insertAnswer(tx, me, questionId, answer);
    const thread = await store.threadOf(tx, questionId);
    await notify(
      { userIds: thread ? [thread.questionAuthor] : [] },
      {
        kind: 'qna_answer',
        title: `${me.name} answered your question`,
        body: answer,
        link: thread?.link ?? '/dashboard',
        except: me._id,
      },
    );
    return created;
  });
}

/** Replies under an answer and tells the question's and the answer's authors. */
export async function replyToAnswer(
  app: FastifyInstance,
  me: User,
  target: { questionId: string; answerId: string },
  text: string,
): Promise<Reply> {
  await assertTarget(app.db, me, target.questionId, target.answerId);
  return app.transact(async ({ tx, notify }) => {
    const created = await store.insertReply(tx, me, target.answerId, text);
    const thread = await store.threadOf(tx, target.questionId, target.answerId);
    const authors = thread
      ? [thread.questionAuthor, ...(thread.answerAuthor ? [thread.answerAuthor] : [])]
      : [];
    await notify(
      { userIds: authors },
      {
        kind: 'qna_answer',
        title: `${me.name} replied in a thread you are part of`,
        body: text,
        link: thread?.link ?? '/dashboard',
        except: me._id,
      },
    );
    return created;
  });
}

/** Likes the question, or takes the like back. */
export async function toggleQuestionLike(app: FastifyInstance, me: User, questionId: string) {
  await assertTarget(app.db, me, questionId);
  return store.toggleQuestionLike(app.db, questionId, me._id);
}

/** Likes the answer, or takes the like back. */
export async function toggleAnswerLike(
  app: FastifyInstance,
  me: User,
  target: { questionId: string; answerId: string },
) {
  await assertTarget(app.db, me, target.questionId, target.answerId);
  return store.toggleAnswerLike(app.db, target.answerId, me._id);
}

import type { User } from '@atelier/contract/auth';
import type { PageQuery } from '@atelier/contract/common';
import type { Answer, QnaAuthor, Question, QuestionPage, Reply } from '@atelier/contract/qna';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { olderThan, positionColumn } from '../../db/paging';
import { anyRow, countOf } from '../../db/rows';
import { users } from '../../db/schema/auth';
import { courses } from '../../db/schema/courses';
import { qnaAnswerLikes, qnaAnswers, qnaQuestionLikes, qnaQuestions, qnaReplies } from '../../db/schema/qna';
import { pageOf } from '../../lib/page';

const author = { _id: users.id, name: users.name, avatar: users.avatar };

const authorOf = (user: User): QnaAuthor => ({ _id: user._id, name: user.name, avatar: user.avatar });

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * A page of a chapter's questions, newest first, each with its author, likes and answers (oldest
 * first, with their replies): six queries however many there are.
 */
export async function listQuestions(
  db: Executor,
  courseId: string,
  chapterId: string,
  query: PageQuery,
): Promise<QuestionPage> {
  const onChapter = and(eq(qnaQuestions.courseId, courseId), eq(qnaQuestions.chapterId, chapterId));
  const total = await countOf(db, qnaQuestions, onChapter);
  const rows = await db
    .select({ q: qnaQuestions, author, position: positionColumn(qnaQuestions.createdAt) })
    .from(qnaQuestions)
    .innerJoin(users, eq(users.id, qnaQuestions.userId))
    .where(
      query.cursor
        ? and(onChapter, olderThan(qnaQuestions.createdAt, qnaQuestions.id, query.cursor))
        : onChapter,
    )
    .orderBy(desc(qnaQuestions.createdAt), desc(qnaQuestions.id))
    .limit(query.limit + 1);
  const { items: questions, nextCursor } = pageOf(rows, total, query, (r) => [r.position, r.q.id]);
  if (questions.length === 0) return { items: [], total, nextCursor };

  const questionIds = questions.map((r) => r.q.id);
  const answerIds = db
    .select({ id: qnaAnswers.id })
    .from(qnaAnswers)
    .where(inArray(qnaAnswers.questionId, questionIds));
  const answers = await db
    .select({ a: qnaAnswers, author })
    .from(qnaAnswers)
    .innerJoin(users, eq(users.id, qnaAnswers.userId))
    .where(inArray(qnaAnswers.questionId, questionIds))
    .orderBy(asc(qnaAnswers.createdAt), asc(qnaAnswers.id));
  const replies = await db
    .select({ r: qnaReplies, author })
    .from(qnaReplies)
    .innerJoin(users, eq(users.id, qnaReplies.userId))
    .where(inArray(qnaReplies.answerId, answerIds))
    .orderBy(asc(qnaReplies.createdAt), asc(qnaReplies.id));
  const questionLikes = await db
    .select({ targetId: qnaQuestionLikes.questionId, userId: qnaQuestionLikes.userId })
    .from(qnaQuestionLikes)
    .where(inArray(qnaQuestionLikes.questionId, questionIds))
    .orderBy(asc(qnaQuestionLikes.createdAt));
  const answerLikes = await db
    .select({ targetId: qnaAnswerLikes.answerId, userId: qnaAnswerLikes.userId })
    .from(qnaAnswerLikes)
    .where(inArray(qnaAnswerLikes.answerId, answerIds))
    .orderBy(asc(qnaAnswerLikes.createdAt));

  const repliesByAnswer = groupBy(replies, (r) => r.r.answerId);
  const answersByQuestion = groupBy(answers, (a) => a.a.questionId);
  const likesOf = (likes: { targetId: string; userId: string }[]) => {
    const byTarget = groupBy(likes, (l) => l.targetId);
    return (id: string) => (byTarget.get(id) ?? []).map((l) => l.userId);
  };
  const questionLikers = likesOf(questionLikes);
  const answerLikers = likesOf(answerLikes);

  const items = questions.map(({ q, author: asker }) => ({
    ...toQuestion(q, asker, questionLikers(q.id)),
    answers: (answersByQuestion.get(q.id) ?? []).map(({ a, author: answerer }) => ({
      ...toAnswer(a, answerer, answerLikers(a.id)),
      replies: (repliesByAnswer.get(a.id) ?? []).map(({ r, author: replier }) => toReply(r, replier)),
    })),
  }));
  return { items, total, nextCursor };
}

function toQuestion(row: typeof qnaQuestions.$inferSelect, by: QnaAuthor, likes: string[]): Question {
  return {
    _id: row.id,
    courseId: row.courseId,
    chapterId: row.chapterId,
    question: row.question,
    userId: by,
    createdAt: row.createdAt.toISOString(),
    likes,
    answers: [],
  };
}

function toAnswer(row: typeof qnaAnswers.$inferSelect, by: QnaAuthor, likes: string[]): Answer {
  return {
    _id: row.id,
    answer: row.answer,
    userId: by,
    createdAt: row.createdAt.toISOString(),
    likes,
    replies: [],
  };
}

function toReply(row: typeof qnaReplies.$inferSelect, by: QnaAuthor): Reply {
  return { _id: row.id, reply: row.reply, userId: by, createdAt: row.createdAt.toISOString() };
}

/** A question's course lock and whether `answerId` (if given) is one of its answers. */
export async function findQuestionAccess(
  db: Executor,
  questionId: string,
  answerId?: string,
): Promise<{ locked: boolean; hasAnswer: boolean } | undefined> {
  const [row] = await db
    .select({
      locked: courses.locked,
      hasAnswer:
        answerId === undefined
          ? sql<boolean>`false`
          : anyRow(
              db,
              qnaAnswers,
              and(eq(qnaAnswers.id, answerId), eq(qnaAnswers.questionId, qnaQuestions.id)),
            ),
    })
    .from(qnaQuestions)
    .innerJoin(courses, eq(courses.id, qnaQuestions.courseId))
    .where(eq(qnaQuestions.id, questionId));
  return row;
}

export async function insertQuestion(
  db: Executor,
  by: User,
  fields: { courseId: string; chapterId: string; question: string },
): Promise<Question> {
  const [row] = await db
    .insert(qnaQuestions)
    .values({ ...fields, userId: by._id })
    .returning();
  return toQuestion(row!, authorOf(by), []);
}

export async function insertAnswer(
  db: Executor,
  by: User,
  questionId: string,
  answer: string,
): Promise<Answer> {
  const [row] = await db.insert(qnaAnswers).values({ questionId, answer, userId: by._id }).returning();
  return toAnswer(row!, authorOf(by), []);
}

export async function insertReply(db: Executor, by: User, answerId: string, reply: string): Promise<Reply> {
  const [row] = await db.insert(qnaReplies).values({ answerId, reply, userId: by._id }).returning();
  return toReply(row!, authorOf(by));
}

export interface LikeState {
  liked: boolean;
  likes: number;
}

type LikesTable = typeof qnaQuestionLikes | typeof qnaAnswerLikes;

/**
 * Gives the user's like (`row`) to the item `ofItem` selects, or takes it back if they had already
 * given it; then counts the item's likes.
 */
async function toggleLike(
  db: Executor,
  table: LikesTable,
  ofItem: SQL,
  row: { userId: string } & ({ questionId: string } | { answerId: string }),
): Promise<LikeState> {
  const added = await db
    .insert(table)
    .values(row as typeof table.$inferInsert)
    .onConflictDoNothing()
    .returning({ userId: table.userId });
  if (added.length === 0) await db.delete(table).where(and(ofItem, eq(table.userId, row.userId)));
  return { liked: added.length > 0, likes: await countOf(db, table, ofItem) };
}

/** Likes the question, or takes the like back if the user had already given it. */
export const toggleQuestionLike = (db: Executor, questionId: string, userId: string) =>
  toggleLike(db, qnaQuestionLikes, eq(qnaQuestionLikes.questionId, questionId), { questionId, userId });

/** Likes the answer, or takes the like back if the user had already given it. */
export const toggleAnswerLike = (db: Executor, answerId: string, userId: string) =>
  toggleLike(db, qnaAnswerLikes, eq(qnaAnswerLikes.answerId, answerId), { answerId, userId });

/**
 * Who a new answer or reply concerns (the question's author, and for a reply the answer's) and
 * where the thread is in the viewer: for the bell (issue 16).
 */
export async function threadOf(
  db: Executor,
  questionId: string,
  answerId?: string,
): Promise<
  { questionAuthor: string; answerAuthor: string | null; question: string; link: string } | undefined
> {
  const [row] = await db
    .select({
      questionAuthor: qnaQuestions.userId,
      question: qnaQuestions.question,
      courseId: qnaQuestions.courseId,
      chapterId: qnaQuestions.chapterId,
      answerAuthor:
        answerId === undefined
          ? sql<string | null>`null`
          : sql<string | null>`(SELECT user_id FROM qna_answers WHERE id = ${answerId})`,
      chapterUuid: sql<string | null>`(
        SELECT c.id FROM course_chapters c
        WHERE c.course_id = ${qnaQuestions.courseId}
          AND c.course_id::text || '_' || replace(c.name, ' ', '_') = ${qnaQuestions.chapterId}
        LIMIT 1)`,
    })
    .from(qnaQuestions)
    .where(eq(qnaQuestions.id, questionId));
  if (!row) return undefined;
  const link = `/dashboard/student/courses/${row.courseId}${row.chapterUuid ? `?chapter=${row.chapterUuid}&tab=qna` : ''}`;
  return { questionAuthor: row.questionAuthor, answerAuthor: row.answerAuthor, question: row.question, link };
}

import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, createdAt, ownedBy, searchOf } from './columns';
import { users } from './auth';
import { courses } from './courses';
import { replyTo } from './threads';

/** A question on a chapter; `chapter_id` is the spec's chapter key (course id + chapter name). */
export const qnaQuestions = pgTable(
  'qna_questions',
  {
    id: id(),
    courseId: ownedBy('course_id', () => courses.id),
    chapterId: text('chapter_id').notNull(),
    userId: ownedBy('user_id', () => users.id),
    question: text('question').notNull(),
    /** What the course assistant searches (issue 16). */
    search: searchOf(sql`to_tsvector('english', question)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('qna_questions_chapter_idx').on(t.courseId, t.chapterId, t.createdAt),
    index('qna_questions_search_idx').using('gin', t.search),
  ],
);

export const qnaAnswers = pgTable(
  'qna_answers',
  {
    id: id(),
    questionId: ownedBy('question_id', () => qnaQuestions.id),
    userId: ownedBy('user_id', () => users.id),
    answer: text('answer').notNull(),
    /** What the course assistant searches (issue 16). */
    search: searchOf(sql`to_tsvector('english', answer)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('qna_answers_question_idx').on(t.questionId, t.createdAt),
    index('qna_answers_search_idx').using('gin', t.search),
  ],
);

export const qnaReplies = pgTable(
  'qna_replies',
  {
    ...replyTo(() => qnaAnswers.id),
    createdAt: createdAt(),
  },
  (t) => [index('qna_replies_answer_idx').on(t.answerId, t.createdAt)],
);

/** One row per user and question: the key makes a like count once. */
export const qnaQuestionLikes = pgTable(
  'qna_question_likes',
  {
    questionId: ownedBy('question_id', () => qnaQuestions.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

export const qnaAnswerLikes = pgTable(
  'qna_answer_likes',
  {
    answerId: ownedBy('answer_id', () => qnaAnswers.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] })],
);

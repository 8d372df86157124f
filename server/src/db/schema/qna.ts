import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './courses';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A question on a chapter; `chapter_id` is the spec's chapter key (course id + chapter name). */
export const qnaQuestions = pgTable(
  'qna_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: text('chapter_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** What the course assistant searches (issue 16). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', question)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qna_questions_chapter_idx').on(t.courseId, t.chapterId, t.createdAt),
    index('qna_questions_search_idx').using('gin', t.search),
  ],
);

export const qnaAnswers = pgTable(
  'qna_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    /** What the course assistant searches (issue 16). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', answer)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qna_answers_question_idx').on(t.questionId, t.createdAt),
    index('qna_answers_search_idx').using('gin', t.search),
  ],
);

export const qnaReplies = pgTable(
  'qna_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => qnaAnswers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reply: text('reply').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qna_replies_answer_idx').on(t.answerId, t.createdAt)],
);

/** One row per user and question: the key makes a like count once. */
export const qnaQuestionLikes = pgTable(
  'qna_question_likes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

export const qnaAnswerLikes = pgTable(
  'qna_answer_likes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => qnaAnswers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] })],
);

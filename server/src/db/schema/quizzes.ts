import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export interface QuizQuestionColumn {
  questionText: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/** A quiz; its questions are JSON, always read and written with it. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverImage: text('cover_image').notNull(),
    /** Minutes. */
    timeLimit: integer('time_limit').notNull(),
    questions: jsonb('questions').$type<QuizQuestionColumn[]>().notNull(),
    published: boolean('published').notNull().default(true),
    /** Submitted attempts a student may make; 0 means no limit. */
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    /** When a student's review shows the correct answers (issue 25, like Moodle's review options). */
    reviewAnswers: text('review_answers', {
      enum: ['after-each', 'after-last', 'after-close', 'never'],
    })
      .notNull()
      .default('after-last'),
    /** After this, no attempt starts; 'after-close' reviews show answers from then. Null: never closes. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_created_idx').on(t.createdAt, t.id)],
);

/**
 * One student's attempt. Open while `submitted_at` is null (at most one open attempt per quiz and
 * student); the deadline is fixed when it starts, on the server's clock.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The answers as last autosaved (or submitted). */
    answers: jsonb('answers')
      .$type<(number | null)[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    total: integer('total').notNull(),
    /** Closed by the server at the deadline rather than submitted by the student. */
    timedOut: boolean('timed_out').notNull().default(false),
  },
  (t) => [
    uniqueIndex('quiz_attempts_one_open')
      .on(t.quizId, t.userId)
      .where(sql`${t.submittedAt} IS NULL`),
    index('quiz_attempts_user_idx').on(t.userId, t.submittedAt),
    index('quiz_attempts_quiz_idx').on(t.quizId, t.submittedAt),
    index('quiz_attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} IS NULL`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, card, at, ownedBy, jsonList, timestamps } from './columns';
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
    id: id(),
    ...card(),
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
    closesAt: at('closes_at'),
    ...timestamps(),
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
    id: id(),
    quizId: ownedBy('quiz_id', () => quizzes.id),
    userId: ownedBy('user_id', () => users.id),
    startedAt: at('started_at').notNull(),
    deadline: at('deadline').notNull(),
    /** The answers as last autosaved (or submitted). */
    answers: jsonList<number | null>('answers'),
    savedAt: at('saved_at'),
    submittedAt: at('submitted_at'),
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

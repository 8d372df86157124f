import type { Attempt, Quiz, QuizBody, QuizCard } from '@atelier/contract/quizzes';
import { percentOf } from '@atelier/contract/quizzes';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { quizAttempts, quizzes, type QuizQuestionColumn } from '../../db/schema/quizzes';

export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type StoredQuiz = Omit<QuizBody, 'questions' | 'description' | 'timeLimit'> & {
  description: string;
  timeLimit: number;
  questions: QuizQuestionColumn[];
};

/** How many of `answers` match the questions' correct options. */
export function scoreOf(questions: QuizQuestionColumn[], answers: (number | null)[]): number {
  return questions.reduce((n, q, i) => (answers[i] === q.correctAnswer ? n + 1 : n), 0);
}

export async function insertQuiz(db: Executor, quiz: StoredQuiz): Promise<QuizRow> {
  const [row] = await db.insert(quizzes).values(quiz).returning();
  return row!;
}

export async function findQuiz(db: Executor, quizId: string): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return row;
}

/** The quiz locked for a change of its questions, with how many attempts it has (any, open or not). */
export async function lockQuiz(db: Executor, quizId: string) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).for('update');
  if (!row) return undefined;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return { quiz: row, attempts: counted?.n ?? 0 };
}

export async function updateQuiz(db: Executor, quizId: string, quiz: StoredQuiz): Promise<void> {
  await db
    .update(quizzes)
    .set({ ...quiz, updatedAt: new Date() })
    .where(eq(quizzes.id, quizId));
}

export async function setPublished(db: Executor, quizId: string, published: boolean): Promise<boolean> {
  const rows = await db
    .update(quizzes)
    .set({ published, updatedAt: new Date() })
    .where(eq(quizzes.id, quizId))
    .returning({ id: quizzes.id });
  return rows.length > 0;
}

export async function deleteQuiz(db: Executor, quizId: string): Promise<boolean> {
  const rows = await db.delete(quizzes).where(eq(quizzes.id, quizId)).returning({ id: quizzes.id });
  return rows.length > 0;
}

export async function attemptCount(db: Executor, quizId: string): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return counted?.n ?? 0;
}

export function toQuiz(row: QuizRow, attempts: number): Quiz {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    timeLimit: row.timeLimit,
    published: row.published,
    questions: row.questions,
    attemptCount: attempts,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Closes and scores every open attempt whose deadline (plus the grace) has passed, on the answers
 * autosaved before it. Safe to run anywhere, any number of times, in any process.
 */
export async function closeExpired(
  db: Executor,
  now: Date,
  graceMs: number,
  where: { quizId?: string; userId?: string } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  const expired = await db
    .select({ attempt: quizAttempts, questions: quizzes.questions })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        isNull(quizAttempts.submittedAt),
        lte(quizAttempts.deadline, cutoff),
        where.quizId ? eq(quizAttempts.quizId, where.quizId) : undefined,
        where.userId ? eq(quizAttempts.userId, where.userId) : undefined,
      ),
    );
  for (const { attempt, questions } of expired) {
    await db
      .update(quizAttempts)
      .set({
        submittedAt: attempt.deadline,
        score: scoreOf(questions, attempt.answers),
        total: questions.length,
        timedOut: true,
      })
      .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.submittedAt)));
  }
  return expired.length;
}

export async function findOpenAttempt(
  db: Executor,
  quizId: string,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId), isNull(quizAttempts.submittedAt)),
    );
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Opens an attempt unless one is open already (two tabs, a double click): either way, the open one.
 * The usual case (none open) is one INSERT.
 */
export async function openAttempt(
  db: Executor,
  values: { quizId: string; userId: string; startedAt: Date; deadline: Date; total: number },
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const [inserted] = await db.insert(quizAttempts).values(values).onConflictDoNothing().returning();
  if (inserted) return { attempt: inserted, created: true };
  const open = await findOpenAttempt(db, values.quizId, values.userId);
  return { attempt: open!, created: false };
}

/**
 * Saves the answers of the caller's open attempt if its deadline has not passed: one statement,
 * so autosaves cost one round trip. Answers the deadline when saved, undefined when not.
 */
export async function saveOpenAnswers(
  db: Executor,
  quizId: string,
  userId: string,
  answers: (number | null)[],
  at: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .update(quizAttempts)
    .set({ answers, savedAt: at })
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        isNull(quizAttempts.submittedAt),
        gte(quizAttempts.deadline, at),
      ),
    )
    .returning({ deadline: quizAttempts.deadline });
  return row?.deadline;
}

export async function submitAttempt(
  db: Executor,
  attemptId: string,
  values: { answers: (number | null)[]; score: number; total: number; submittedAt: Date; timedOut: boolean },
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(quizAttempts)
    .set(values)
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .returning();
  return row;
}

const attemptColumns = {
  attempt: quizAttempts,
  quiz: { id: quizzes.id, title: quizzes.title, coverImage: quizzes.coverImage },
};

export function toAttempt(
  row: AttemptRow,
  quiz: { id: string; title: string; coverImage: string } | null,
): Attempt {
  const total = row.total;
  const score = row.score ?? 0;
  return {
    _id: row.id,
    quizId: quiz ? { _id: quiz.id, title: quiz.title, coverImage: quiz.coverImage } : null,
    userId: row.userId,
    score,
    total,
    percent: percentOf(score, total),
    answers: row.answers,
    startedAt: row.startedAt.toISOString(),
    submittedAt: (row.submittedAt ?? row.deadline).toISOString(),
    timedOut: row.timedOut,
  };
}

/** A user's submitted attempts, newest first. */
export async function listAttemptsOf(db: Executor, userId: string): Promise<Attempt[]> {
  const rows = await db
    .select(attemptColumns)
    .from(quizAttempts)
    .leftJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
  return rows.map((r) => toAttempt(r.attempt, r.quiz));
}

export async function findAttempt(db: Executor, attemptId: string) {
  const [row] = await db
    .select({ attempt: quizAttempts, quiz: quizzes })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.id, attemptId));
  return row;
}

/** The cards: published quizzes (every quiz for admins), with the caller's own progress. */
export async function listCards(
  db: Executor,
  userId: string,
  opts: { includeUnpublished: boolean; now: Date; graceMs: number },
): Promise<QuizCard[]> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(opts.includeUnpublished ? undefined : eq(quizzes.published, true))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const takers = await db
    .select({ quizId: quizAttempts.quizId, n: sql<number>`count(DISTINCT ${quizAttempts.userId})::int` })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.quizId, ids), isNotNull(quizAttempts.submittedAt)))
    .groupBy(quizAttempts.quizId);
  const mine = await db
    .select()
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.quizId, ids), eq(quizAttempts.userId, userId)))
    .orderBy(asc(quizAttempts.quizId), desc(quizAttempts.submittedAt));
  const takersOf = new Map(takers.map((t) => [t.quizId, t.n]));
  const openCutoff = new Date(opts.now.getTime() - opts.graceMs);
  return rows.map((quiz) => {
    const own = mine.filter((a) => a.quizId === quiz.id);
    const latest = own
      .filter((a) => a.submittedAt)
      .sort((a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime())[0];
    const answered = latest ? latest.answers.filter((a) => a !== null).length : 0;
    return {
      _id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      coverImage: quiz.coverImage,
      timeLimit: quiz.timeLimit,
      questionCount: quiz.questions.length,
      published: quiz.published,
      studentsAttempted: takersOf.get(quiz.id) ?? 0,
      accuracy: latest ? percentOf(latest.score ?? 0, latest.total) : null,
      completionRate: latest ? percentOf(answered, latest.total) : 0,
      inProgress: own.some((a) => !a.submittedAt && a.deadline > openCutoff),
    };
  });
}

/** Every submitted attempt of a quiz with its student, newest first (the results page). */
export async function submittedAttempts(db: Executor, quizId: string) {
  return db
    .select({ attempt: quizAttempts, user: { id: users.id, name: users.name, email: users.email } })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(and(eq(quizAttempts.quizId, quizId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
}

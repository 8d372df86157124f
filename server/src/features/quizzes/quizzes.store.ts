import type { Attempt, Quiz, QuizBody, QuizCard, ReviewOption } from '@atelier/contract/quizzes';
import { percentOf } from '@atelier/contract/quizzes';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { recordset } from '../../db/batcher';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { countOf, deleteById, updateById } from '../../db/rows';
import { quizAttempts, quizzes, type QuizQuestionColumn } from '../../db/schema/quizzes';

export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type StoredQuiz = Omit<
  QuizBody,
  'questions' | 'description' | 'timeLimit' | 'attemptsAllowed' | 'reviewAnswers' | 'closesAt'
> & {
  description: string;
  timeLimit: number;
  questions: QuizQuestionColumn[];
} & StoredSettings;
export interface StoredSettings {
  attemptsAllowed: number;
  reviewAnswers: ReviewOption;
  closesAt: string | null;
}

/** The settings as the table stores them (the close time as a Date). */
const settingsRow = (s: StoredSettings) => ({
  attemptsAllowed: s.attemptsAllowed,
  reviewAnswers: s.reviewAnswers,
  closesAt: s.closesAt === null ? null : new Date(s.closesAt),
});

/** How many of `answers` match the questions' correct options. */
export function scoreOf(questions: QuizQuestionColumn[], answers: (number | null)[]): number {
  return questions.reduce((n, q, i) => (answers[i] === q.correctAnswer ? n + 1 : n), 0);
}

export async function insertQuiz(db: Executor, quiz: StoredQuiz): Promise<QuizRow> {
  const [row] = await db
    .insert(quizzes)
    .values({ ...quiz, ...settingsRow(quiz) })
    .returning();
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
  return { quiz: row, attempts: await attemptCount(db, quizId) };
}

export async function updateQuiz(db: Executor, quizId: string, quiz: StoredQuiz): Promise<void> {
  await db
    .update(quizzes)
    .set({ ...quiz, ...settingsRow(quiz), updatedAt: new Date() })
    .where(eq(quizzes.id, quizId));
}

/** Changes only the attempt settings (allowed whatever attempts there are). */
export async function updateSettings(
  db: Executor,
  quizId: string,
  settings: StoredSettings,
): Promise<boolean> {
  const row = await updateById(db, quizzes, quizId, { ...settingsRow(settings), updatedAt: new Date() });
  return row !== undefined;
}

/** A student's attempts at a quiz: how many (open or submitted), submitted, and whether one is open. */
export async function attemptsOf(db: Executor, quizId: string, userId: string) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      submitted: sql<number>`count(${quizAttempts.submittedAt})::int`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)));
  return { all: row?.all ?? 0, submitted: row?.submitted ?? 0 };
}

/** Attempts left (null: no limit) and whether the quiz is past its close time. */
export function allowanceOf(quiz: QuizRow, used: number, now: Date) {
  return {
    attemptsAllowed: quiz.attemptsAllowed,
    attemptsUsed: used,
    attemptsLeft: quiz.attemptsAllowed === 0 ? null : Math.max(0, quiz.attemptsAllowed - used),
    closesAt: quiz.closesAt?.toISOString() ?? null,
    closed: quiz.closesAt !== null && quiz.closesAt.getTime() <= now.getTime(),
  };
}

export async function setPublished(db: Executor, quizId: string, published: boolean): Promise<boolean> {
  return (await updateById(db, quizzes, quizId, { published, updatedAt: new Date() })) !== undefined;
}

export async function deleteQuiz(db: Executor, quizId: string): Promise<boolean> {
  return deleteById(db, quizzes, quizId);
}

export async function attemptCount(db: Executor, quizId: string): Promise<number> {
  return countOf(db, quizAttempts, eq(quizAttempts.quizId, quizId));
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
    attemptsAllowed: row.attemptsAllowed,
    reviewAnswers: row.reviewAnswers,
    closesAt: row.closesAt?.toISOString() ?? null,
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
      ...allowanceOf(quiz, own.length, opts.now),
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

// --- the exam-day hot path, written in batches (docs/decisions/018) ---

/** A batch's key of an attempt: one (quiz, student) at most once per statement. */
export const attemptKey = (item: { quizId: string; userId: string }) => `${item.quizId}|${item.userId}`;

export interface AnswersToSave {
  quizId: string;
  userId: string;
  answers: (number | null)[];
  at: Date;
}

/** A batch row of one student's answers: its place `i`, quiz `q`, student `u`, answers `a`, time `t`. */
const answersRow = (item: AnswersToSave, i: number) => ({
  i,
  q: item.quizId,
  u: item.userId,
  a: item.answers,
  t: item.at.toISOString(),
});

/** The open attempt of each batch row's quiz and student (one at most: `quiz_attempts_one_open`). */
const openAttemptOfRow = and(
  sql`${quizAttempts.quizId} = v.q AND ${quizAttempts.userId} = v.u`,
  isNull(quizAttempts.submittedAt),
);

/**
 * Saves the answers of many students' open attempts in one statement (each (quiz, student) once
 * per batch), each only before its deadline: the deadline when saved, undefined when not (no open
 * attempt, or past its deadline).
 */
export async function saveOpenAnswersMany(
  db: Executor,
  items: readonly AnswersToSave[],
): Promise<(Date | undefined)[]> {
  const rows = items.map(answersRow);
  const saved = await db
    .update(quizAttempts)
    .set({ answers: sql`v.a`, savedAt: sql`v.t` })
    .from(recordset(rows, 'i int, q uuid, u uuid, a jsonb, t timestamptz'))
    .where(and(openAttemptOfRow, sql`${quizAttempts.deadline} >= v.t`))
    .returning({ i: sql<number>`v.i`, deadline: quizAttempts.deadline });
  const deadlines: (Date | undefined)[] = items.map(() => undefined);
  for (const row of saved) deadlines[Number(row.i)] = new Date(row.deadline);
  return deadlines;
}

export interface SubmissionInTime {
  quizId: string;
  userId: string;
  answers: (number | null)[];
  score: number;
  total: number;
  at: Date;
  graceMs: number;
}

/**
 * Closes many open attempts on the answers submitted, in one statement, each only if it is still
 * open and `at` is within its deadline plus the grace: the submitted row, or undefined (no open
 * attempt, or late: the caller then takes the careful path).
 */
export async function submitInTimeMany(
  db: Executor,
  items: readonly SubmissionInTime[],
): Promise<(AttemptRow | undefined)[]> {
  const rows = items.map((item, i) => ({
    ...answersRow(item, i),
    s: item.score,
    n: item.total,
    g: item.graceMs / 1000,
  }));
  const submitted = await db
    .update(quizAttempts)
    .set({
      answers: sql`v.a`,
      score: sql`v.s`,
      total: sql`v.n`,
      submittedAt: sql`v.t`,
      // Sent after the deadline (within the grace): the auto-submit at zero, so the time ran out.
      timedOut: sql`v.t > ${quizAttempts.deadline}`,
    })
    .from(recordset(rows, 'i int, q uuid, u uuid, a jsonb, s int, n int, t timestamptz, g float8'))
    .where(and(openAttemptOfRow, sql`v.t <= ${quizAttempts.deadline} + make_interval(secs => v.g)`))
    .returning({ ...getTableColumns(quizAttempts), batchIndex: sql<number>`v.i` });
  const out: (AttemptRow | undefined)[] = items.map(() => undefined);
  for (const { batchIndex, ...attempt } of submitted) out[Number(batchIndex)] = attempt;
  return out;
}

export interface AttemptToOpen {
  quizId: string;
  userId: string;
  startedAt: Date;
  deadline: Date;
  total: number;
}

/**
 * Opens many attempts in one statement (each (quiz, student) once per batch): the new attempt, or
 * undefined where none may open: one is open already (the caller then reads it), the student's
 * attempts are used up, or the quiz has closed. The limit counts every attempt of the student,
 * open or submitted, so it holds against concurrent starts (the one-open-attempt index lets only
 * one of them in) and against a start racing the student's own submit (the attempt being submitted
 * is counted whether or not the submit has committed).
 */
export async function openAttemptsMany(
  db: Executor,
  items: readonly AttemptToOpen[],
): Promise<(AttemptRow | undefined)[]> {
  const rows = items.map((item) => ({
    q: item.quizId,
    u: item.userId,
    s: item.startedAt.toISOString(),
    d: item.deadline.toISOString(),
    n: item.total,
  }));
  // Every column of the table, in its order (an INSERT … SELECT names them all).
  const inserted = await db
    .insert(quizAttempts)
    .select(
      sql`SELECT gen_random_uuid(), v.q, v.u, v.s, v.d, '[]'::jsonb, NULL::timestamptz, NULL::timestamptz, NULL::int, v.n, false
        FROM ${recordset(rows, 'q uuid, u uuid, s timestamptz, d timestamptz, n int')}
        JOIN ${quizzes} ON ${quizzes.id} = v.q
        WHERE (${quizzes.closesAt} IS NULL OR ${quizzes.closesAt} > v.s)
          AND (${quizzes.attemptsAllowed} = 0 OR ${quizzes.attemptsAllowed} > (
            SELECT count(*) FROM ${quizAttempts} AS a WHERE a.quiz_id = v.q AND a.user_id = v.u))`,
    )
    .onConflictDoNothing()
    .returning();
  const byKey = new Map(inserted.map((row) => [attemptKey(row), row]));
  return items.map((item) => byKey.get(attemptKey(item)));
}

import {
  PROGRESS_LIMITS,
  type ActiveDay,
  type CourseProgress,
  type LearnerProgress,
  type QuizScore,
} from '@atelier/contract/progress';
import { percentOf } from '@atelier/contract/quizzes';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { courseChapters, courses } from '../../db/schema/courses';
import { chapterProgress, learningDays, weeklyGoals } from '../../db/schema/progress';
import { quizAttempts, quizzes } from '../../db/schema/quizzes';

/** A chapter's key as Q&A and notes file it (contract chapterKey), worked out in SQL. */
const keyOfChapter = sql<string>`${courseChapters.courseId}::text || '_' || replace(${courseChapters.name}, ' ', '_')`;

/** The chapter keys of the courses: which chapters an event may name. */
export async function chapterKeysOf(db: Executor, courseIds: readonly string[]): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ key: keyOfChapter })
    .from(courseChapters)
    .where(inArray(courseChapters.courseId, [...courseIds]));
  return new Set(rows.map((r) => r.key));
}

/** One checked event, its day worked out in the learner's time zone. */
export interface DayEvent {
  courseId: string;
  chapterId: string;
  /** Seconds on the chapter (0 for chapter_opened). */
  seconds: number;
  at: Date;
  day: string;
}

/**
 * Records a batch in one transaction: every event's day is active, chapter time adds up, and a
 * day holds at most PROGRESS_LIMITS.secondsPerDay (what lies beyond is dropped, in event order).
 */
export async function recordEvents(db: Db, userId: string, events: readonly DayEvent[]): Promise<void> {
  await db.transaction(async (tx) => {
    const days = [...new Set(events.map((e) => e.day))];
    const existing = await tx
      .select({ day: learningDays.day, seconds: learningDays.seconds })
      .from(learningDays)
      .where(and(eq(learningDays.userId, userId), inArray(learningDays.day, days)))
      .for('update');
    const room = new Map(days.map((d) => [d, PROGRESS_LIMITS.secondsPerDay]));
    for (const row of existing) room.set(row.day, Math.max(0, PROGRESS_LIMITS.secondsPerDay - row.seconds));

    const addedPerDay = new Map<string, number>(days.map((d) => [d, 0]));
    const chapters = new Map<
      string,
      { courseId: string; chapterId: string; seconds: number; first: Date; last: Date }
    >();
    for (const event of events) {
      const left = room.get(event.day) ?? 0;
      const seconds = Math.min(event.seconds, left);
      room.set(event.day, left - seconds);
      addedPerDay.set(event.day, (addedPerDay.get(event.day) ?? 0) + seconds);
      const key = `${event.courseId}\n${event.chapterId}`;
      const known = chapters.get(key);
      if (!known) {
        chapters.set(key, { ...event, seconds, first: event.at, last: event.at });
      } else {
        known.seconds += seconds;
        if (event.at < known.first) known.first = event.at;
        if (event.at > known.last) known.last = event.at;
      }
    }

    await tx
      .insert(learningDays)
      .values([...addedPerDay].map(([day, seconds]) => ({ userId, day, seconds })))
      .onConflictDoUpdate({
        target: [learningDays.userId, learningDays.day],
        set: {
          seconds: sql`least(${learningDays.seconds} + excluded.seconds, ${PROGRESS_LIMITS.secondsPerDay})`,
        },
      });
    await tx
      .insert(chapterProgress)
      .values(
        [...chapters.values()].map((c) => ({
          userId,
          courseId: c.courseId,
          chapterId: c.chapterId,
          seconds: c.seconds,
          firstOpenedAt: c.first,
          lastSeenAt: c.last,
        })),
      )
      .onConflictDoUpdate({
        target: [chapterProgress.userId, chapterProgress.courseId, chapterProgress.chapterId],
        set: {
          seconds: sql`${chapterProgress.seconds} + excluded.seconds`,
          firstOpenedAt: sql`least(${chapterProgress.firstOpenedAt}, excluded.first_opened_at)`,
          lastSeenAt: sql`greatest(${chapterProgress.lastSeenAt}, excluded.last_seen_at)`,
        },
      });
  });
}

/** The learner's days with chapter time or an opened chapter, from `from` to `to` (YYYY-MM-DD). */
export async function learningDaysOf(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({ day: learningDays.day, seconds: learningDays.seconds })
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), gte(learningDays.day, from), lte(learningDays.day, to)))
    .orderBy(asc(learningDays.day));
}

/** When the learner submitted quizzes since `since`: those days are active too. */
export async function submissionTimesSince(db: Executor, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: quizAttempts.submittedAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), gte(quizAttempts.submittedAt, since)));
  return rows.flatMap((r) => (r.at ? [r.at] : []));
}

/** Merges chapter days and quiz submission days into one list, oldest first. */
export function mergeDays(
  chapterDays: readonly { day: string; seconds: number }[],
  quizDays: readonly string[],
): ActiveDay[] {
  const byDay = new Map<string, ActiveDay>();
  for (const d of chapterDays) byDay.set(d.day, { day: d.day, seconds: d.seconds, quizzes: 0 });
  for (const day of quizDays) {
    const known = byDay.get(day);
    if (known) known.quizzes += 1;
    else byDay.set(day, { day, seconds: 0, quizzes: 1 });
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** The learner's newest submitted attempts, answered oldest first, with their quiz's title. */
export async function scoresOf(db: Executor, userId: string): Promise<QuizScore[]> {
  const rows = await db
    .select({
      attemptId: quizAttempts.id,
      quizId: quizAttempts.quizId,
      quizTitle: quizzes.title,
      score: quizAttempts.score,
      total: quizAttempts.total,
      submittedAt: quizAttempts.submittedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .limit(PROGRESS_LIMITS.scores);
  return rows.reverse().map((r) => {
    const score = r.score ?? 0;
    return {
      attemptId: r.attemptId,
      quizId: r.quizId,
      quizTitle: r.quizTitle,
      score,
      total: r.total,
      percent: percentOf(score, r.total),
      submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
    };
  });
}

/** Chapters of the course that still exist (a renamed chapter's old key counts no more). */
const openedChapters = sql<number>`(count(distinct ${chapterProgress.chapterId}) filter (where ${courseChapters.id} is not null))::int`;
const totalSeconds = sql<number>`coalesce(sum(${chapterProgress.seconds}), 0)::int`;
const lastSeen = sql<Date>`max(${chapterProgress.lastSeenAt})`.mapWith(chapterProgress.lastSeenAt);
/** What each learner or course adds up to: chapters opened, time spent, last seen. */
const progressTotals = { chaptersOpened: openedChapters, seconds: totalSeconds, lastSeenAt: lastSeen };
const chapterOfProgress = and(
  eq(courseChapters.courseId, chapterProgress.courseId),
  sql`${chapterProgress.chapterId} = ${keyOfChapter}`,
);

/** Per course the learner opened anything of: chapters opened of how many, time, last seen. */
export async function coursesOf(db: Executor, userId: string): Promise<CourseProgress[]> {
  const rows = await db
    .select({
      courseId: chapterProgress.courseId,
      chapterCount: courses.chapterCount,
      ...progressTotals,
    })
    .from(chapterProgress)
    .innerJoin(courses, eq(courses.id, chapterProgress.courseId))
    .leftJoin(courseChapters, chapterOfProgress)
    .where(eq(chapterProgress.userId, userId))
    .groupBy(chapterProgress.courseId, courses.chapterCount)
    .orderBy(desc(lastSeen));
  return rows.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt.toISOString() }));
}

export async function findCourseHeading(db: Executor, courseId: string) {
  const [row] = await db
    .select({ _id: courses.id, title: courses.title, chapterCount: courses.chapterCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

/** A page of the learners who opened a chapter of the course, last seen first. */
export async function learnersOf(
  db: Executor,
  courseId: string,
  paging: { limit: number; offset: number },
): Promise<{ items: LearnerProgress[]; total: number }> {
  const [counted] = await db
    .select({ n: sql<number>`count(distinct ${chapterProgress.userId})::int` })
    .from(chapterProgress)
    .where(eq(chapterProgress.courseId, courseId));
  const rows = await db
    .select({
      userId: chapterProgress.userId,
      name: users.name,
      email: users.email,
      role: users.role,
      ...progressTotals,
    })
    .from(chapterProgress)
    .innerJoin(users, eq(users.id, chapterProgress.userId))
    .leftJoin(courseChapters, chapterOfProgress)
    .where(eq(chapterProgress.courseId, courseId))
    .groupBy(chapterProgress.userId, users.name, users.email, users.role)
    .orderBy(desc(lastSeen), asc(chapterProgress.userId))
    .limit(paging.limit)
    .offset(paging.offset);
  return {
    total: counted?.n ?? 0,
    items: rows.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt.toISOString() })),
  };
}

/** The learner's saved weekly goal (chapters per week), or undefined before they set one. */
export async function weeklyGoalOf(db: Executor, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ chaptersPerWeek: weeklyGoals.chaptersPerWeek })
    .from(weeklyGoals)
    .where(eq(weeklyGoals.userId, userId));
  return row?.chaptersPerWeek;
}

export async function saveWeeklyGoal(db: Executor, userId: string, chaptersPerWeek: number, at: Date) {
  await db
    .insert(weeklyGoals)
    .values({ userId, chaptersPerWeek, updatedAt: at })
    .onConflictDoUpdate({ target: weeklyGoals.userId, set: { chaptersPerWeek, updatedAt: at } });
}

/** When the learner last saw each chapter they were on since `since` (one time per chapter). */
export async function chaptersSeenSince(db: Executor, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: chapterProgress.lastSeenAt })
    .from(chapterProgress)
    .where(and(eq(chapterProgress.userId, userId), gte(chapterProgress.lastSeenAt, since)));
  return rows.map((r) => r.at);
}

import { COURSE_ERRORS } from '@atelier/contract/courses';
import {
  PROGRESS_LIMITS,
  WEEKLY_GOAL_LIMITS,
  type CourseProgressTable,
  type MyProgress,
  type WeeklyGoal,
} from '@atelier/contract/progress';
import type { FastifyInstance } from 'fastify';
import { isoDay, today } from '../../lib/dates';
import { fail } from '../../lib/errors';
import * as store from './progress.store';

const DAY_MS = 24 * 60 * 60_000;

/** The Sunday that starts the week `day` (YYYY-MM-DD) falls in. */
function sundayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  return isoDay(new Date(at - new Date(at).getUTCDay() * DAY_MS));
}

/** The user's goal and the distinct chapters they were on this week, in their time zone. */
export async function weeklyGoalOf(
  app: FastifyInstance,
  userId: string,
  timeZone: string | undefined,
): Promise<WeeklyGoal> {
  const weekStart = sundayOf(today(timeZone, app.now()));
  // A day before the Sunday in UTC is early enough for every time zone's Sunday.
  const since = new Date(Date.parse(weekStart) - DAY_MS);
  const [saved, seen] = await Promise.all([
    store.weeklyGoalOf(app.db, userId),
    store.chaptersSeenSince(app.db, userId, since),
  ]);
  return {
    chaptersPerWeek: saved ?? WEEKLY_GOAL_LIMITS.default,
    done: seen.filter((at) => isoDay(at, timeZone) >= weekStart).length,
    weekStart,
    saved: saved !== undefined,
  };
}

/** The user's learning and quiz days of the chart's span in their time zone, their scores and courses. */
export async function myProgress(
  app: FastifyInstance,
  userId: string,
  timeZone: string | undefined,
): Promise<MyProgress> {
  const to = today(timeZone, app.now());
  const from = isoDay(new Date(Date.parse(to) - (PROGRESS_LIMITS.chartDays - 1) * DAY_MS));
  // A day before `from` in UTC is early enough for every time zone's `from`.
  const since = new Date(Date.parse(from) - DAY_MS);
  const [chapterDays, submissions, scores, courses] = await Promise.all([
    store.learningDaysOf(app.db, userId, from, to),
    store.submissionTimesSince(app.db, userId, since),
    store.scoresOf(app.db, userId),
    store.coursesOf(app.db, userId),
  ]);
  const quizDays = submissions.map((at) => isoDay(at, timeZone)).filter((d) => d >= from && d <= to);
  return { today: to, from, days: store.mergeDays(chapterDays, quizDays), scores, courses };
}

/** One numbered page of a course's learners, for admins. */
export async function courseLearners(
  app: FastifyInstance,
  courseId: string,
  { limit, page }: { limit: number; page: number },
): Promise<CourseProgressTable> {
  const course = await store.findCourseHeading(app.db, courseId);
  if (!course) throw fail(COURSE_ERRORS.notFound);
  const { items, total } = await store.learnersOf(app.db, course._id, { limit, offset: (page - 1) * limit });
  return { course, items, total, nextCursor: page * limit < total ? String(page + 1) : null };
}

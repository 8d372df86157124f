import { COURSE_ERRORS } from '@atelier/contract/courses';
import {
  PROGRESS_LIMITS,
  WEEKLY_GOAL_LIMITS,
  courseProgressParamsSchema,
  courseProgressQuerySchema,
  courseProgressTableSchema,
  myProgressSchema,
  progressEventsBodySchema,
  progressEventsResponseSchema,
  weeklyGoalBodySchema,
  weeklyGoalSchema,
  type WeeklyGoal,
} from '@atelier/contract/progress';
import { admins, courseArea } from '@atelier/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { isoDay, today } from '../../lib/dates';
import { fail } from '../../lib/errors';
import { perUser } from '../../lib/rate-limit';
import * as actions from './progress.actions';
import * as store from './progress.store';

const DAY_MS = 24 * 60 * 60_000;

const timeZoneOf = (request: FastifyRequest) => {
  const header = request.headers['x-time-zone'];
  return typeof header === 'string' ? header : undefined;
};

/** The Sunday that starts the week `day` (YYYY-MM-DD) falls in. */
function sundayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  return isoDay(new Date(at - new Date(at).getUTCDay() * DAY_MS));
}

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's goal and the distinct chapters they were on this week, in their time zone. */
  async function weeklyGoalFor(userId: string, timeZone: string | undefined): Promise<WeeklyGoal> {
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

  app.get(
    '/weekly-goal',
    { config: { access: courseArea }, schema: { response: { 200: weeklyGoalSchema } } },
    async (request) => weeklyGoalFor(currentUser(request)._id, timeZoneOf(request)),
  );

  app.put(
    '/weekly-goal',
    {
      config: { access: courseArea, limits: [perUser(60, '1 minute')] },
      schema: { body: weeklyGoalBodySchema, response: { 200: weeklyGoalSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      await store.saveWeeklyGoal(app.db, user._id, request.body.chaptersPerWeek, new Date(app.now()));
      return weeklyGoalFor(user._id, timeZoneOf(request));
    },
  );

  app.post(
    '/events',
    {
      // A batch of 50 events is a few kilobytes.
      bodyLimit: 64 * 1024,
      config: { access: courseArea, limits: [perUser(60, '1 minute')] },
      schema: { body: progressEventsBodySchema, response: { 200: progressEventsResponseSchema } },
    },
    async (request) => {
      const { events } = request.body;
      await actions.recordEvents(app, currentUser(request), events, timeZoneOf(request));
      return { recorded: events.length };
    },
  );

  app.get(
    '/me',
    { config: { access: courseArea }, schema: { response: { 200: myProgressSchema } } },
    async (request) => {
      const user = currentUser(request);
      const timeZone = timeZoneOf(request);
      const now = app.now();
      const to = today(timeZone, now);
      const from = isoDay(new Date(Date.parse(to) - (PROGRESS_LIMITS.chartDays - 1) * DAY_MS));
      // A day before `from` in UTC is early enough for every time zone's `from`.
      const since = new Date(Date.parse(from) - DAY_MS);
      const [chapterDays, submissions, scores, courses] = await Promise.all([
        store.learningDaysOf(app.db, user._id, from, to),
        store.submissionTimesSince(app.db, user._id, since),
        store.scoresOf(app.db, user._id),
        store.coursesOf(app.db, user._id),
      ]);
      const quizDays = submissions.map((at) => isoDay(at, timeZone)).filter((d) => d >= from && d <= to);
      return { today: to, from, days: store.mergeDays(chapterDays, quizDays), scores, courses };
    },
  );

  app.get(
    '/course/:courseId',
    {
      config: { access: admins },
      schema: {
        params: courseProgressParamsSchema,
        querystring: courseProgressQuerySchema,
        response: { 200: courseProgressTableSchema },
      },
    },
    async (request) => {
      const course = await store.findCourseHeading(app.db, request.params.courseId);
      if (!course) throw fail(COURSE_ERRORS.notFound);
      const { limit, page } = request.query;
      const { items, total } = await store.learnersOf(app.db, course._id, {
        limit,
        offset: (page - 1) * limit,
      });
      return { course, items, total, nextCursor: page * limit < total ? String(page + 1) : null };
    },
  );
};

import {
  courseProgressParamsSchema,
  courseProgressQuerySchema,
  courseProgressTableSchema,
  myProgressSchema,
  progressEventsBodySchema,
  progressEventsResponseSchema,
  weeklyGoalBodySchema,
  weeklyGoalSchema,
} from '@atelier/contract/progress';
import { admins, courseArea } from '@atelier/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { perUser } from '../../lib/rate-limit';
import * as actions from './progress.actions';
import * as store from './progress.store';
import * as views from './progress.views';

/** The caller's time zone as the browser names it (the days of their progress are theirs). */
const timeZoneOf = (request: FastifyRequest) => {
  const header = request.headers['x-time-zone'];
  return typeof header === 'string' ? header : undefined;
};

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weekly-goal',
    { config: { access: courseArea }, schema: { response: { 200: weeklyGoalSchema } } },
    async (request) => views.weeklyGoalOf(app, currentUser(request)._id, timeZoneOf(request)),
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
      return views.weeklyGoalOf(app, user._id, timeZoneOf(request));
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
    async (request) => views.myProgress(app, currentUser(request)._id, timeZoneOf(request)),
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
    async (request) => views.courseLearners(app, request.params.courseId, request.query),
  );
};

import { PROGRESS_API } from '@atelier/contract/progress';
import { admins, courseArea } from '@atelier/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import * as actions from './progress.actions';
import * as store from './progress.store';
import * as views from './progress.views';

/** The caller's time zone as the browser names it (the days of their progress are theirs). */
const timeZoneOf = (request: FastifyRequest) => {
  const header = request.headers['x-time-zone'];
  return typeof header === 'string' ? header : undefined;
};

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = { access: courseArea };
  const writes = { access: courseArea, limits: [perUser(60, '1 minute')] };

  serve(app, PROGRESS_API.weeklyGoal, reads, async (request) =>
    views.weeklyGoalOf(app, currentUser(request)._id, timeZoneOf(request)),
  );

  serve(app, PROGRESS_API.saveWeeklyGoal, writes, async (request) => {
    const user = currentUser(request);
    await store.saveWeeklyGoal(app.db, user._id, request.body.chaptersPerWeek, new Date(app.now()));
    return views.weeklyGoalOf(app, user._id, timeZoneOf(request));
  });

  serve(
    app,
    PROGRESS_API.recordEvents,
    writes,
    async (request) => {
      const { events } = request.body;
      await actions.recordEvents(app, currentUser(request), events, timeZoneOf(request));
      return { recorded: events.length };
    },
    // A batch of 50 events is a few kilobytes.
    { bodyLimit: 64 * 1024 },
  );

  serve(app, PROGRESS_API.mine, reads, async (request) =>
    views.myProgress(app, currentUser(request)._id, timeZoneOf(request)),
  );

  serve(app, PROGRESS_API.courseLearners, { access: admins }, async (request) =>
    views.courseLearners(app, request.params.courseId, request.query),
  );
};

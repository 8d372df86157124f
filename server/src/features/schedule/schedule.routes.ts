import { admins, cohort } from '@atelier/contract/roles';
import { SCHEDULE_API, SCHEDULE_MESSAGES, scheduleListSchema } from '@atelier/contract/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import type { RateLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { feedLinks } from './feed-links';
import { scheduleCalendar } from './schedule-feed';
import * as actions from './schedule.actions';
import * as store from './schedule.store';

/** Calendar apps refresh every few hours; a script trying signatures is slowed down. */
const FEED_LIMITS: RateLimit[] = [{ max: 30, per: '1 minute', by: 'address' }];
const FEED_RESET_LIMITS: RateLimit[] = [{ max: 10, per: '1 minute', by: 'user' }];

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = feedLinks(app);
  const scheduleUrl = `${app.config.publicUrl}/dashboard/smartLABS/schedule`;

  // The same for the whole cohort and written a few times a semester: kept gzipped with its ETag.
  const list = app.cachedAnswer({
    topic: actions.SCHEDULE_TOPIC,
    build: async () => scheduleListSchema.parse(await store.listEntries(app.db)),
  });

  serve(app, SCHEDULE_API.list, { access: cohort }, list.send, CACHED_ROUTE);

  serve(app, SCHEDULE_API.feedLink, { access: cohort }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return links.linkFor(currentUser(request)._id);
  });

  // The caller's own link only: a new feed key, so every earlier link (shared by mistake) stops working.
  serve(app, SCHEDULE_API.resetFeedLink, { access: cohort, limits: FEED_RESET_LIMITS }, async (request) =>
    links.reset(currentUser(request)._id),
  );

  // Calendar apps send no bearer token: the signed link stands for its user, who must still be in
  // the cohort and active each time the app refreshes.
  serve(app, SCHEDULE_API.feed, { access: 'public', limits: FEED_LIMITS }, async (request, reply) => {
    const { user: userId, sig } = request.query;
    await links.check(userId, sig);
    const ics = scheduleCalendar(await store.listEntries(app.db), {
      productName: app.config.productName,
      scheduleUrl,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="smartlabs-schedule.ics"')
      .header('cache-control', 'private, no-cache')
      .send(ics);
  });

  const edits = { access: admins };

  serve(app, SCHEDULE_API.add, edits, async (request, reply) => {
    const entry = await actions.addEntry(app, request.body);
    return reply.status(201).send({ message: SCHEDULE_MESSAGES.added, entry });
  });

  serve(app, SCHEDULE_API.update, edits, async (request) => {
    const entry = await actions.updateEntry(app, request.params.id, request.body);
    return { message: SCHEDULE_MESSAGES.updated, entry };
  });

  serve(app, SCHEDULE_API.remove, edits, async (request) => {
    await actions.deleteEntry(app, request.params.id);
    return { message: SCHEDULE_MESSAGES.deleted };
  });
};

import {
  markReadBodySchema,
  markReadResponseSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  prefsSchema,
} from '@atelier/contract/notifications';
import type { PageQuery } from '@atelier/contract/common';
import { anyRole } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications, NOTIFICATIONS_TOPIC } from '../../db/notifications-store';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { perUser } from '../../lib/rate-limit';
import * as actions from './notifications.actions';

/** The bell (issue 16): the caller's notifications, polled at the cost of a 304, marked read, and e-mail preferences. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A feed: the newest first, from a cursor (a `page` number is not used).
  const pages = app.cachedAnswers<PageQuery & { userId: string }>({
    topic: NOTIFICATIONS_TOPIC,
    scope: (query) => query.userId,
    key: (query) => JSON.stringify([query.limit, query.cursor ?? '']),
    maxEntries: 5000,
    build: async (query) =>
      notificationPageSchema.parse(await listNotifications(app.db, query.userId, query)),
  });

  app.get(
    '/',
    { ...CACHED_ROUTE, config: { access: anyRole }, schema: { querystring: notificationsQuerySchema } },
    (request, reply) => pages.send(request, reply, { ...request.query, userId: currentUser(request)._id }),
  );

  app.post(
    '/read',
    {
      config: { access: anyRole, limits: [perUser(120, '1 minute')] },
      schema: { body: markReadBodySchema, response: { 200: markReadResponseSchema } },
    },
    async (request) => {
      const ids = 'all' in request.body ? 'all' : request.body.ids;
      return { unread: await actions.markNotificationsRead(app, currentUser(request)._id, ids) };
    },
  );

  app.get(
    '/prefs',
    { config: { access: anyRole }, schema: { response: { 200: prefsSchema } } },
    async (request) => ({ emailKinds: await actions.emailKindsFor(app, currentUser(request)) }),
  );

  app.put(
    '/prefs',
    {
      config: { access: anyRole, limits: [perUser(30, '1 minute')] },
      schema: { body: prefsSchema, response: { 200: prefsSchema } },
    },
    async (request) => ({
      emailKinds: await actions.saveEmailKinds(app, currentUser(request), request.body.emailKinds),
    }),
  );
};

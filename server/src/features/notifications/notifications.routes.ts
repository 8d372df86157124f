import { NOTIFICATIONS_API, notificationPageSchema } from '@atelier/contract/notifications';
import type { PageQuery } from '@atelier/contract/common';
import { anyRole } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications, NOTIFICATIONS_TOPIC } from '../../db/notifications-store';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
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

  serve(
    app,
    NOTIFICATIONS_API.list,
    { access: anyRole },
    (request, reply) => pages.send(request, reply, { ...request.query, userId: currentUser(request)._id }),
    CACHED_ROUTE,
  );

  serve(
    app,
    NOTIFICATIONS_API.markRead,
    { access: anyRole, limits: [perUser(120, '1 minute')] },
    async (request) => {
      const ids = 'all' in request.body ? 'all' : request.body.ids;
      return { unread: await actions.markNotificationsRead(app, currentUser(request)._id, ids) };
    },
  );

  serve(app, NOTIFICATIONS_API.prefs, { access: anyRole }, async (request) => ({
    emailKinds: await actions.emailKindsFor(app, currentUser(request)),
  }));

  serve(
    app,
    NOTIFICATIONS_API.savePrefs,
    { access: anyRole, limits: [perUser(30, '1 minute')] },
    async (request) => ({
      emailKinds: await actions.saveEmailKinds(app, currentUser(request), request.body.emailKinds),
    }),
  );
};

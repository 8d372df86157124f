import {
  NOTIFICATION_KINDS_BY_ROLE,
  markReadBodySchema,
  markReadResponseSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  prefsSchema,
  type NotificationKind,
} from '@atelier/contract/notifications';
import { anyRole } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailKindsOf, listNotifications, markRead, setEmailKinds } from '../../db/notifications-store';
import { currentUser } from '../../lib/access';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { badRequest } from '../../lib/errors';
import { perUser } from '../../lib/rate-limit';

const TOPIC = 'notifications';

/** The bell (issue 16): the caller's notifications, polled at the cost of a 304, marked read, and e-mail preferences. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = app.cachedAnswers<{ userId: string; limit: number; cursor?: string }>({
    topic: TOPIC,
    scope: (query) => query.userId,
    key: (query) => JSON.stringify([query.limit, query.cursor ?? '']),
    maxEntries: 5000,
    build: async (query) =>
      notificationPageSchema.parse(await listNotifications(app.db, query.userId, query)),
  });

  app.get(
    '/',
    { ...CACHED_ROUTE, config: { access: anyRole }, schema: { querystring: notificationsQuerySchema } },
    (request, reply) => pages.send(request, reply, { userId: currentUser(request)._id, ...request.query }),
  );

  app.post(
    '/read',
    {
      config: { access: anyRole, limits: [perUser(120, '1 minute')] },
      schema: { body: markReadBodySchema, response: { 200: markReadResponseSchema } },
    },
    async (request) => {
      const me = currentUser(request)._id;
      const unread = await markRead(app.db, me, 'all' in request.body ? 'all' : request.body.ids);
      await app.changes.announce(app.db, TOPIC, me);
      return { unread };
    },
  );

  app.get(
    '/prefs',
    { config: { access: anyRole }, schema: { response: { 200: prefsSchema } } },
    async (request) => {
      const user = currentUser(request);
      const allowed: readonly NotificationKind[] = NOTIFICATION_KINDS_BY_ROLE[user.role];
      return { emailKinds: (await emailKindsOf(app.db, user._id)).filter((k) => allowed.includes(k)) };
    },
  );

  app.put(
    '/prefs',
    {
      config: { access: anyRole, limits: [perUser(30, '1 minute')] },
      schema: { body: prefsSchema, response: { 200: prefsSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const allowed: readonly NotificationKind[] = NOTIFICATION_KINDS_BY_ROLE[user.role];
      const wrong = request.body.emailKinds.find((k) => !allowed.includes(k));
      if (wrong) throw badRequest(`"${wrong}" is not a notification your role receives.`);
      const kinds = [...new Set(request.body.emailKinds)];
      await setEmailKinds(app.db, user._id, kinds);
      return { emailKinds: kinds };
    },
  );
};

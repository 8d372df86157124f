import { z } from 'zod';
import { idSchema, page, pageQuery } from './common';
import { get, post, put } from './endpoints';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications-values';

export * from './notifications-values';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS) satisfies z.ZodType<NotificationKind>;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path inside the app that opens what it announces. */
  link: z.string(),
  /** How many events it stands for (likes on one post are one notification). */
  count: z.number().int(),
  read: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The bell's newest first, `limit` at a time, from the previous page's `nextCursor` (the shared paging query). */
export const notificationsQuerySchema = pageQuery;
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationPageSchema = page(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Marks the named notifications read, or all of them. */
export const markReadBodySchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadBody = z.input<typeof markReadBodySchema>;

export const prefsSchema = z.object({
  emailKinds: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
});
export type NotificationPrefs = z.infer<typeof prefsSchema>;
export const markReadResponseSchema = z.object({ unread: z.number().int() });

/** The bell: the caller's own notifications and e-mail preferences. */
export const NOTIFICATIONS_API = {
  /** Answered from a cache built with notificationPageSchema: no response schema of its own. */
  list: get('/api/notifications', { querystring: notificationsQuerySchema }),
  markRead: post('/api/notifications/read', {
    body: markReadBodySchema,
    response: { 200: markReadResponseSchema },
  }),
  prefs: get('/api/notifications/prefs', { response: { 200: prefsSchema } }),
  savePrefs: put('/api/notifications/prefs', { body: prefsSchema, response: { 200: prefsSchema } }),
};

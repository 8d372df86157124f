import { z } from 'zod';
import { idSchema } from './common';

/** What the bell announces (issue 16), and which of them each role can receive. */
export const NOTIFICATION_KINDS = [
  'qna_answer',
  'forum_answer',
  'forum_like',
  'review',
  'new_quiz',
  'new_course',
  'new_summary',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Settings' words for each kind (the e-mail preferences list). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  qna_answer: 'Answers and replies to my course questions',
  forum_answer: 'Answers, comments and replies to my forum posts',
  forum_like: 'Likes on my forum posts',
  review: 'Reviews of my assignment tasks',
  new_quiz: 'New quizzes',
  new_course: 'New courses',
  new_summary: 'New session summaries',
};

/** Kinds each role can be sent (Settings lists only these). */
export const NOTIFICATION_KINDS_BY_ROLE = {
  student: ['qna_answer', 'new_quiz', 'new_course'],
  smartLABS: ['forum_answer', 'forum_like', 'review', 'new_summary'],
  admin: ['qna_answer', 'forum_answer', 'forum_like'],
} as const satisfies Record<'student' | 'smartLABS' | 'admin', readonly NotificationKind[]>;

/** E-mail is off by default except for reviews (issue 16). */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = ['review'];

export const NOTIFICATION_LIMITS = { pageSize: 20, maxPageSize: 50, pollMs: 15_000 } as const;

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  empty: 'You have no notifications.',
  markAll: 'Mark all as read',
  prefsSaved: 'E-mail preferences saved',
  prefsTitle: 'E-mail me about',
  loadFailed: 'Notifications could not be loaded.',
  marked: 'Marked as read',
} as const;

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

export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMITS.maxPageSize)
    .default(NOTIFICATION_LIMITS.pageSize),
  cursor: z.string().min(1).max(200).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
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

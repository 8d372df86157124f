// The bell's kinds, limits and words, apart from the schemas: the dashboard's top bar reads them on
// every page and must not load zod for it. notifications.ts re-exports all of it.

import { defineErrors } from './errors';

/** What the bell announces (issue 16), and which of them each role can receive. */
export const NOTIFICATION_KINDS = [
  'qna_answer',
  'forum_answer',
  'forum_like',
  'review',
  'review_reply',
  'new_quiz',
  'new_course',
  'new_summary',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Settings' words for each kind (the e-mail preferences list). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  qna_answer: 'Answers and replies to my course questions',
  forum_answer: 'Answers, comments and replies to my forum posts',
  forum_like: 'Likes on my forum posts',
  review: 'Reviews of my assignment tasks',
  review_reply: 'Replies and resubmissions on submissions I review',
  new_quiz: 'New quizzes',
  new_course: 'New courses',
  new_summary: 'New session summaries',
};

/** Kinds each role can be sent (Settings lists only these). */
export const NOTIFICATION_KINDS_BY_ROLE = {
  student: ['qna_answer', 'new_quiz', 'new_course'],
  smartLABS: ['forum_answer', 'forum_like', 'review', 'new_summary'],
  admin: ['qna_answer', 'forum_answer', 'forum_like', 'review_reply'],
} as const satisfies Record<'student' | 'smartLABS' | 'admin', readonly NotificationKind[]>;

/** E-mail is off by default except for reviews (issue 16). */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = ['review'];

export const NOTIFICATION_LIMITS = { pageSize: 20, pollMs: 15_000 } as const;

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  empty: 'You have no notifications.',
  markAll: 'Mark all as read',
  prefsSaved: 'E-mail preferences saved',
  prefsTitle: 'E-mail me about',
  loadFailed: 'Notifications could not be loaded.',
  marked: 'Marked as read',
} as const;

/** The bell's refusals. */
export const NOTIFICATION_ERRORS = defineErrors('notifications', {
  /** An e-mail preference for a kind the caller's role is never sent; the message names the kind. */
  kindNotForRole: { status: 400, message: 'That is not a notification your role receives.' },
});

/** The refusal's message naming the kind. */
export const kindNotForRoleText = (kind: string) => `"${kind}" is not a notification your role receives.`;

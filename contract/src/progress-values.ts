// Progress limits and wording, apart from the schemas (no zod): Explore's tiles import these without
// loading the schema library. progress.ts re-exports them.

import { defineErrors } from './errors';

/** Learners' progress (issue 16): what the course viewer records and what Explore and admins read. */
export const PROGRESS_LIMITS = {
  /** Events in one POST /api/progress/events. */
  eventsPerBatch: 50,
  /** Seconds one chapter_time event may claim (the viewer sends about every 30 s). */
  chapterSeconds: { min: 1, max: 600 },
  /** How far an event's `at` may lie ahead of the server's clock (clock skew). */
  futureSkewMs: 2 * 60_000,
  /** How old an event's `at` may be (a tab that was offline for a while). */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  /**
   * Seconds one learner's day may hold in all: a tab left open all night cannot claim 20 hours.
   * Time beyond it is dropped, not refused.
   */
  secondsPerDay: 8 * 60 * 60,
  /** Days of activity GET /api/progress/me answers (the attendance chart's twelve weeks). */
  chartDays: 84,
  /** Quiz attempts GET /api/progress/me answers, the newest. */
  scores: 100,
} as const;

/** The Weekly Goal (issue 25): chapters a learner means to open each week, kept on the server. */
export const WEEKLY_GOAL_LIMITS = { min: 1, max: 50, default: 5 } as const;

/** Our own wording where the spec names none. */
export const PROGRESS_MESSAGES = {
  future: 'must not be in the future',
  tooOld: 'must be within the last 7 days',
  noQuizYet: 'No quiz taken yet',
  noActivityYet: 'No active days yet: open a chapter to start.',
  loadFailed: 'Your progress could not be loaded.',
  tableEmpty: 'Nobody has opened a chapter of this course yet.',
  tableFailed: 'The progress of this course could not be loaded.',
  goalRange: `must be a whole number from ${WEEKLY_GOAL_LIMITS.min} to ${WEEKLY_GOAL_LIMITS.max}`,
  goalLoadFailed: 'Your weekly goal could not be loaded.',
  goalSaveFailed: 'Your weekly goal could not be saved. Try again.',
} as const;

/** A progress event's refused time; the answer's `issues` names the event (`events.1.at`). */
export const PROGRESS_ERRORS = defineErrors('progress', {
  future: { status: 400, message: PROGRESS_MESSAGES.future },
  tooOld: { status: 400, message: PROGRESS_MESSAGES.tooOld },
});

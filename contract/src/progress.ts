import { z } from 'zod';
import { idSchema, page, PAGE_LIMITS } from './common';
import { chapterKeySchema } from './courses';
import { get, post, put } from './endpoints';
import { PROGRESS_LIMITS, PROGRESS_MESSAGES, WEEKLY_GOAL_LIMITS } from './progress-values';

export { PROGRESS_ERRORS, PROGRESS_LIMITS, PROGRESS_MESSAGES, WEEKLY_GOAL_LIMITS } from './progress-values';

const at = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });

export const chapterOpenedEventSchema = z.object({
  type: z.literal('chapter_opened'),
  courseId: idSchema.transform((id) => id.toLowerCase()),
  chapterId: chapterKeySchema,
  at,
});

export const chapterTimeEventSchema = z.object({
  type: z.literal('chapter_time'),
  courseId: idSchema.transform((id) => id.toLowerCase()),
  chapterId: chapterKeySchema,
  seconds: z
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(PROGRESS_LIMITS.chapterSeconds.min, `must be at least ${PROGRESS_LIMITS.chapterSeconds.min}`)
    .max(PROGRESS_LIMITS.chapterSeconds.max, `must be at most ${PROGRESS_LIMITS.chapterSeconds.max}`),
  at,
});

export const progressEventSchema = z.discriminatedUnion(
  'type',
  [chapterOpenedEventSchema, chapterTimeEventSchema],
  { message: 'type must be chapter_opened or chapter_time' },
);
export type ProgressEvent = z.input<typeof progressEventSchema>;

export const progressEventsBodySchema = z.object({
  events: z
    .array(progressEventSchema, { message: 'must be a list of events' })
    .min(1, 'must hold at least one event')
    .max(PROGRESS_LIMITS.eventsPerBatch, `may hold at most ${PROGRESS_LIMITS.eventsPerBatch} events`),
});
export type ProgressEventsBody = z.input<typeof progressEventsBodySchema>;

export const progressEventsResponseSchema = z.object({ recorded: z.number().int() });
export type ProgressEventsResponse = z.infer<typeof progressEventsResponseSchema>;

/** YYYY-MM-DD in the learner's time zone. */
const day = z.string();

/** A day with activity: chapter time while the tab was visible, and quizzes submitted. */
export const activeDaySchema = z.object({
  day,
  seconds: z.number().int(),
  quizzes: z.number().int(),
});
export type ActiveDay = z.infer<typeof activeDaySchema>;

/** One submitted quiz attempt. */
export const quizScoreSchema = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  quizTitle: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  submittedAt: z.string(),
});
export type QuizScore = z.infer<typeof quizScoreSchema>;

/** A course the learner opened a chapter of. Chapters since renamed or removed are not counted. */
export const courseProgressSchema = z.object({
  courseId: z.string(),
  chaptersOpened: z.number().int(),
  chapterCount: z.number().int(),
  seconds: z.number().int(),
  lastSeenAt: z.string(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /api/progress/me: the caller's own progress, never anybody else's. */
export const myProgressSchema = z.object({
  /** Today in the caller's time zone (the x-time-zone header, else UTC). */
  today: day,
  /** The first day `days` covers: PROGRESS_LIMITS.chartDays days up to today. */
  from: day,
  /** The active days from `from` to `today`, oldest first; days without activity are left out. */
  days: z.array(activeDaySchema),
  /** Submitted quiz attempts, oldest first (the newest PROGRESS_LIMITS.scores). */
  scores: z.array(quizScoreSchema),
  courses: z.array(courseProgressSchema),
});
export type MyProgress = z.infer<typeof myProgressSchema>;

export const courseProgressParamsSchema = z.object({ courseId: idSchema });

/** One learner in the admins' per-course table. */
export const learnerProgressSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  chaptersOpened: z.number().int(),
  seconds: z.number().int(),
  lastSeenAt: z.string(),
});
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;

/** GET /api/progress/course/{courseId}: a page of the learners who opened a chapter, last seen first. */
export const courseProgressTableSchema = page(learnerProgressSchema).extend({
  course: z.object({ _id: z.string(), title: z.string(), chapterCount: z.number().int() }),
});
export type CourseProgressTable = z.infer<typeof courseProgressTableSchema>;

/** The admins' table pages by number (page buttons), PROGRESS_TABLE_PAGE learners a page by default. */
export const PROGRESS_TABLE_PAGE = 25;
export const courseProgressQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.max).default(PROGRESS_TABLE_PAGE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type CourseProgressQuery = z.input<typeof courseProgressQuerySchema>;

/**
 * GET /api/progress/weekly-goal: the caller's goal and the chapters they opened (or were on) this
 * week, a week starting on Sunday in the caller's time zone (the x-time-zone header, else UTC).
 */
export const weeklyGoalSchema = z.object({
  chaptersPerWeek: z.number().int(),
  /** Distinct chapters first opened or seen this week. */
  done: z.number().int(),
  /** The Sunday (YYYY-MM-DD) this week started on. */
  weekStart: day,
  /** False until the learner sets a goal: the default is shown (a browser may then bring its old one). */
  saved: z.boolean(),
});
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;

/** PUT /api/progress/weekly-goal. */
export const weeklyGoalBodySchema = z.object({
  chaptersPerWeek: z
    .number({ message: PROGRESS_MESSAGES.goalRange })
    .int(PROGRESS_MESSAGES.goalRange)
    .min(WEEKLY_GOAL_LIMITS.min, PROGRESS_MESSAGES.goalRange)
    .max(WEEKLY_GOAL_LIMITS.max, PROGRESS_MESSAGES.goalRange),
});
export type WeeklyGoalBody = z.input<typeof weeklyGoalBodySchema>;

export const PROGRESS_API = {
  weeklyGoal: get('/api/progress/weekly-goal', { response: { 200: weeklyGoalSchema } }),
  saveWeeklyGoal: put('/api/progress/weekly-goal', {
    body: weeklyGoalBodySchema,
    response: { 200: weeklyGoalSchema },
  }),
  recordEvents: post('/api/progress/events', {
    body: progressEventsBodySchema,
    response: { 200: progressEventsResponseSchema },
  }),
  mine: get('/api/progress/me', { response: { 200: myProgressSchema } }),
  courseLearners: get('/api/progress/course/:courseId', {
    params: courseProgressParamsSchema,
    querystring: courseProgressQuerySchema,
    response: { 200: courseProgressTableSchema },
  }),
};

import { z } from 'zod';
import { httpUrl, idSchema, messageSchema, requiredText, text } from './common';
import { calendarDate, isCalendarDate } from './dates';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';

/**
 * The school's time zone: every `HH:MM` of the schedule is a time there, and the calendar feed
 * states it on each timed event. India keeps no daylight saving time: always UTC+05:30.
 */
export const SCHEDULE_TIME_ZONE = 'Asia/Kolkata';
export const SCHEDULE_UTC_OFFSET_MINUTES = 330;

/** The kinds of entry of spec-2 §Schedule. */
export const SCHEDULE_KINDS = ['OS', 'SS', 'study-tour', 'exhibition', 'graduation', 'conference'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** How each kind is shown: its badge and what the badge stands for. */
export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, { badge: string; name: string }> = {
  OS: { badge: 'OS', name: 'Online session' },
  SS: { badge: 'SS', name: 'Studio session' },
  'study-tour': { badge: 'Study tour', name: 'Study tour' },
  exhibition: { badge: 'Exhibition', name: 'Exhibition' },
  graduation: { badge: 'Graduation', name: 'Graduation' },
  conference: { badge: 'Conference', name: 'Conference' },
};

export const SCHEDULE_LIMITS = {
  title: 200,
  location: 200,
  meetingDetails: 2000,
  tag: 40,
  tags: 10,
} as const;

export const SCHEDULE_MESSAGES = {
  notFound: 'Schedule entry not found',
  added: 'Entry added',
  updated: 'Entry updated',
  deleted: 'Entry deleted',
  badFeedLink: 'This calendar link is not valid. Get a new one from the Schedule page.',
} as const;

export const SCHEDULE_ERRORS = defineErrors('schedule', {
  notFound: { status: 404, message: SCHEDULE_MESSAGES.notFound },
  /** A calendar feed link that is malformed, forged, reset, or whose holder left the cohort. */
  badFeedLink: { status: 403, message: SCHEDULE_MESSAGES.badFeedLink },
});

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:MM` on a 24-hour clock, empty (blank, null or absent) for none. */
const optionalTime = z
  .string()
  .max(20, 'must be a time written HH:MM (24-hour)')
  .trim()
  .refine((v) => v === '' || CLOCK.test(v), 'must be a time written HH:MM (24-hour)')
  .nullable()
  .optional()
  .transform((v) => v || null);

/** A real day `YYYY-MM-DD`, empty (blank, null or absent) for none. */
const optionalDate = z
  .string()
  .max(20, 'must be a real date written YYYY-MM-DD')
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), 'must be a real date written YYYY-MM-DD')
  .nullable()
  .optional()
  .transform((v) => v || null);

const optionalLink = z
  .union([z.literal(''), httpUrl])
  .optional()
  .default('');

/**
 * POST /api/smartlabs/schedule and PUT /api/smartlabs/schedule/:id (admins): one entry. An entry
 * without a start time lasts all day; `endDate` makes it last several days (a study tour).
 */
export const scheduleBodySchema = z
  .object({
    date: calendarDate,
    endDate: optionalDate,
    startTime: optionalTime,
    endTime: optionalTime,
    title: requiredText(SCHEDULE_LIMITS.title, 'Title'),
    kind: z.enum(SCHEDULE_KINDS, { message: `must be one of ${SCHEDULE_KINDS.join(', ')}` }),
    tags: z
      .array(requiredText(SCHEDULE_LIMITS.tag, 'A tag'), { message: 'tags must be a list' })
      .max(SCHEDULE_LIMITS.tags, `at most ${SCHEDULE_LIMITS.tags} tags`)
      .optional()
      .default([])
      // The same tag twice says nothing more.
      .transform((tags) => [...new Set(tags)]),
    location: text(SCHEDULE_LIMITS.location).optional().default(''),
    meetingDetails: text(SCHEDULE_LIMITS.meetingDetails).optional().default(''),
    zoomLink: optionalLink,
    recLink: optionalLink,
  })
  .superRefine((entry, ctx) => {
    // Values already refused above are not compared.
    const day = (v: unknown) => (typeof v === 'string' && isCalendarDate(v) ? v : null);
    const time = (v: unknown) => (typeof v === 'string' && CLOCK.test(v) ? v : null);
    const [date, endDate] = [day(entry.date), day(entry.endDate)];
    const [startTime, endTime] = [time(entry.startTime), time(entry.endTime)];
    if (date !== null && endDate !== null && endDate < date)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
    if (endTime !== null && entry.startTime === null)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'needs a start time' });
    const sameDay = entry.endDate === null || entry.endDate === entry.date;
    if (sameDay && startTime !== null && endTime !== null && endTime < startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'must not be before the start time' });
  });
export type ScheduleBody = z.input<typeof scheduleBodySchema>;
export type ScheduleFields = z.output<typeof scheduleBodySchema>;

export const scheduleEntrySchema = z.object({
  _id: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  title: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  tags: z.array(z.string()),
  location: z.string(),
  meetingDetails: z.string(),
  zoomLink: z.string(),
  recLink: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** GET /api/smartlabs/schedule (smartLABS and admins): every entry, by date and start time. */
export const scheduleListSchema = z.array(scheduleEntrySchema);

export const scheduleSavedSchema = z.object({ message: z.string(), entry: scheduleEntrySchema });
export type ScheduleSaved = z.infer<typeof scheduleSavedSchema>;

export const scheduleIdParamsSchema = z.object({ id: idSchema });

/** GET /api/smartlabs/schedule/feed-link: the caller's own subscribe address of the calendar feed. */
export const scheduleFeedLinkSchema = z.object({ url: z.string() });
export type ScheduleFeedLink = z.infer<typeof scheduleFeedLinkSchema>;

/**
 * GET /api/smartlabs/schedule.ics?user=&sig=: whatever arrives is checked against the signature, and
 * anything that is not the user id and its signature (missing, repeated, too long) is a 403.
 */
export const scheduleFeedQuerySchema = z.object({
  user: z.unknown().optional(),
  sig: z.unknown().optional(),
});

const entryId = { params: scheduleIdParamsSchema };
const feedLink = { response: { 200: scheduleFeedLinkSchema } };

export const SCHEDULE_API = {
  /** No response schema: the cached answer is parsed with scheduleListSchema when built. */
  list: get('/api/smartlabs/schedule', {}),
  feedLink: get('/api/smartlabs/schedule/feed-link', feedLink),
  resetFeedLink: post('/api/smartlabs/schedule/feed-link/reset', feedLink),
  /** The calendar file itself (text/calendar), opened by a signed link. */
  feed: get('/api/smartlabs/schedule.ics', { querystring: scheduleFeedQuerySchema }),
  add: post('/api/smartlabs/schedule', { body: scheduleBodySchema, response: { 201: scheduleSavedSchema } }),
  update: put('/api/smartlabs/schedule/:id', {
    ...entryId,
    body: scheduleBodySchema,
    response: { 200: scheduleSavedSchema },
  }),
  remove: del('/api/smartlabs/schedule/:id', { ...entryId, response: { 200: messageSchema } }),
};

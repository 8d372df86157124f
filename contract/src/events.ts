import { z } from 'zod';
import { GENDERS } from './auth';
import {
  emailSchema,
  httpUrl,
  messageSchema,
  page,
  pageQuery,
  personName,
  requiredText,
  text,
} from './common';
import { get, post } from './endpoints';
import { defineErrors } from './errors';

/** The fields an event's form may ask for, in the order the form shows them (spec-2 §3, §9). */
export const EVENT_FIELDS = [
  'name',
  'email',
  'phone',
  'gender',
  'country',
  'institution',
  'refCode',
  'category',
  'pdf',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

export const EVENT_CATEGORIES = ['BIM Aspirant', 'BIM Enthusiast', 'BIM Expert'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_LIMITS = {
  eventId: 64,
  eventName: 200,
  name: 100,
  country: 100,
  institution: 200,
  refCode: 64,
  /** The PDF limit (spec-2 §9): 15 MB. */
  pdfBytes: 15 * 1024 * 1024,
  /** How often the admin's registrations table refreshes itself (spec-2 §9). */
  refreshMs: 10_000,
} as const;

/** Labels of the form fields and of the registrations table's columns. */
export const EVENT_FIELD_LABELS: Record<EventField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  gender: 'Gender',
  country: 'Country',
  institution: 'Institution',
  refCode: 'Referral Code',
  category: 'Category',
  pdf: 'PDF',
};

/** The registrations CSV's columns, in order (spec-2 §2). */
export const EVENT_CSV_COLUMNS = [
  'Name',
  'Gender',
  'Email',
  'Phone',
  'Country',
  'Institution',
  'Category',
  'Referral Code',
  'Registered On',
] as const;

/** The spec's exact event strings (spec-2 §2, §5, §8). */
export const EVENT_MESSAGES = {
  registered: "You're Registered!",
  registeredText: 'Zoom link will be emailed 1 day before the event. Want early access? Join the waitlist.',
  registrationFailed: 'Registration failed.',
  somethingWrong: 'Something went wrong.',
  loadFailed: 'Failed to load event details.',
  noSecondEvent: 'No second last event found.',
  fillAll: 'Please fill all required fields.',
  pdfTooLarge: 'PDF file size must be 15MB or less.',
  createFailed: 'Error occurred',
  submitting: 'Submitting...',
  created: 'Success',
  refreshing: 'Refreshing...',
  latestEvent: 'Our Latest Event',
  anEvent: 'Our Event',
} as const;

/** Our own wording where the spec names none. */
export const EVENT_TEXT = {
  eventCreated: 'Event created',
  eventTaken: 'An event with this id already exists.',
  eventNotFound: 'Event not found',
  notPdf: 'The file must be a PDF document.',
  unknownField: (name: string) => `This event's form has no field "${name}".`,
  pdfRequired: 'Please attach your PDF.',
  /** 409: one registration per e-mail address and event. */
  alreadyRegistered: 'This e-mail address is already registered for this event.',
  tooManyParts: 'The form has too many parts.',
  noEvents: 'No events yet.',
  noRegistrations: 'No registrations yet.',
  linkExpired: 'This file link has expired or is not valid.',
} as const;

/** The refusals of the event routes; `unknownField` is answered with the field's name filled in. */
export const EVENT_ERRORS = defineErrors('events', {
  eventTaken: { status: 409, message: EVENT_TEXT.eventTaken },
  eventNotFound: { status: 404, message: EVENT_TEXT.eventNotFound },
  alreadyRegistered: { status: 409, message: EVENT_TEXT.alreadyRegistered },
  fillAll: { status: 400, message: EVENT_MESSAGES.fillAll },
  unknownField: { status: 400, message: EVENT_TEXT.unknownField('…') },
});

/** Event ids appear in paths and in the CSV file name: letters, digits, '-' and '_' only. */
export const eventIdSchema = z
  .string()
  .trim()
  .min(1, 'Event id is required')
  .max(EVENT_LIMITS.eventId, `Event id must be at most ${EVENT_LIMITS.eventId} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Event id may hold only letters, digits, - and _');

export const eventFieldSchema = z.enum(EVENT_FIELDS, {
  message: `input fields must be drawn from ${EVENT_FIELDS.join(', ')}`,
});

/** POST /api/event-meta/create (admin). */
export const eventMetaBodySchema = z.object({
  eventId: eventIdSchema,
  eventName: requiredText(EVENT_LIMITS.eventName, 'Event name'),
  posterUrl: httpUrl,
  inputFields: z
    .array(eventFieldSchema, { message: 'inputFields must be a list' })
    .min(1, 'Choose at least one input field')
    .refine((fields) => new Set(fields).size === fields.length, 'Each input field may be chosen once'),
});
export type EventMetaBody = z.input<typeof eventMetaBodySchema>;

export const eventMetaSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  posterUrl: z.string(),
  inputFields: z.array(eventFieldSchema),
  createdAt: z.string(),
});
export type EventMeta = z.infer<typeof eventMetaSchema>;

/** GET /api/event-meta/all (public): newest first; the registration page uses the first, /event the second. */
export const eventMetaListSchema = z.array(eventMetaSchema);

export const eventIdParamsSchema = z.object({ eventId: eventIdSchema });

/**
 * The text fields of POST /api/event/register (multipart), each checked only when the event asks
 * for it; every asked field but pdf and the referral code is required (spec-2 §2, §5).
 */
export const registrationFieldSchemas = {
  name: personName(EVENT_LIMITS.name),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\d{7,15}$/, 'Phone must be 7 to 15 digits, with no spaces or signs'),
  gender: z.enum(GENDERS, { message: 'gender must be male, female or other' }),
  country: requiredText(EVENT_LIMITS.country, 'Country'),
  institution: requiredText(EVENT_LIMITS.institution, 'Institution'),
  /** Optional even when asked (spec-2 §2: its label says so). */
  refCode: text(EVENT_LIMITS.refCode),
  category: z.enum(EVENT_CATEGORIES, { message: `category must be one of ${EVENT_CATEGORIES.join(', ')}` }),
} as const satisfies Record<Exclude<EventField, 'pdf'>, z.ZodType>;

/** The schema of one event's form: only its fields, each required (the PDF travels as a file). */
export function registrationSchemaFor(fields: readonly EventField[]) {
  const shape: Partial<Record<Exclude<EventField, 'pdf'>, z.ZodType>> = {};
  for (const field of fields) if (field !== 'pdf') shape[field] = registrationFieldSchemas[field];
  return z.object(shape).strict();
}

export const registerResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A registration as admins see it: empty strings for fields the event did not ask. */
export const registrationSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  name: z.string(),
  gender: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  institution: z.string(),
  category: z.string(),
  refCode: z.string(),
  /** A signed link that opens the PDF for a while, or null when none was sent. */
  pdfUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /api/event/by-event/{eventId} (admin): newest first, paged. */
export const registrationsQuerySchema = pageQuery;
export const registrationPageSchema = page(registrationSchema);
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

export const EVENTS_API = {
  /** Answered from a cache built with eventMetaListSchema: no response schema of its own. */
  list: get('/api/event-meta/all', {}),
  create: post('/api/event-meta/create', { body: eventMetaBodySchema, response: { 201: messageSchema } }),
  /** A multipart form (its parts are described by the route's `config.form`). */
  register: post('/api/event/register', { response: { 201: registerResponseSchema } }),
  /** Answered from a cache built with registrationPageSchema: no response schema of its own. */
  registrations: get('/api/event/by-event/:eventId', {
    params: eventIdParamsSchema,
    querystring: registrationsQuerySchema,
  }),
  /** The event's registrations as CSV, streamed. */
  exportCsv: get('/api/event/by-event/:eventId/export.csv', { params: eventIdParamsSchema }),
};

import { COMMON_ERRORS } from '@atelier/contract/errors';
import {
  EVENT_ERRORS,
  EVENT_TEXT,
  eventIdSchema,
  registrationSchemaFor,
  type EventField,
  type EventMetaBody,
} from '@atelier/contract/events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodError } from 'zod';
import { fail, HttpError } from '../../lib/errors';
import { withStoredFiles, type ReceivedForm } from '../../lib/upload-forms';
import * as store from './events.store';

/** The topic of the event list (GET /api/event-meta/all). */
export const META_TOPIC = 'event-meta';
/** The topic of an event's registrations (the admin's table). */
export const REGISTRATIONS_TOPIC = 'event-registrations';

/** A 400 naming the field a registration got wrong, its sentence the first problem's. */
function refusedValues(error: ZodError, fallback: string): HttpError {
  const issues = error.issues.map((issue) => ({
    in: 'body' as const,
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return new HttpError(400, issues[0]?.message ?? fallback, COMMON_ERRORS.invalid.code, issues);
}

/** Adds the event; its id must be new. Every process's cached event list is dropped once it commits. */
export async function createEvent(app: FastifyInstance, body: EventMetaBody): Promise<void> {
  const created = await app.transact(async ({ tx, announce }) => {
    if (!(await store.insertEvent(tx, body))) return false;
    announce(META_TOPIC);
    return true;
  });
  if (!created) throw fail(EVENT_ERRORS.eventTaken);
}

/** The registration's text fields, checked against the event's own list (spec-2 §5). */
function registrationValues(asked: readonly EventField[], fields: Record<string, string | undefined>) {
  const { eventId: _eventId, ...sent } = fields;
  for (const name of Object.keys(sent)) {
    if (name === 'pdf' || !asked.includes(name as EventField))
      throw fail(EVENT_ERRORS.unknownField, EVENT_TEXT.unknownField(name));
  }
  const optional = (field: EventField) => field === 'pdf' || field === 'refCode';
  const blank = asked.some((field) => !optional(field) && !sent[field]?.trim());
  if (blank) throw fail(EVENT_ERRORS.fillAll);
  const parsed = registrationSchemaFor(asked).safeParse(sent);
  if (!parsed.success) throw refusedValues(parsed.error, EVENT_ERRORS.fillAll.message);
  return parsed.data as store.RegistrationValues;
}

/**
 * Registers the sender for the event the form names: its fields as the event asks for them, the PDF
 * kept only once nothing else refuses, one registration per address (spec-2 §5).
 */
export async function registerForEvent(
  app: FastifyInstance,
  form: ReceivedForm<Record<string, string | undefined>>,
  reply: FastifyReply,
): Promise<void> {
  const { fields } = form;
  const pdf = form.files[0];
  await withStoredFiles(app, form, { reply, who: 'anonymous', kind: 'events' }, async (keep) => {
    const eventId = eventIdSchema.safeParse(fields.eventId ?? '');
    if (!eventId.success) throw refusedValues(eventId.error, EVENT_TEXT.eventNotFound);
    const event = await store.findEvent(app.db, eventId.data);
    if (!event) throw fail(EVENT_ERRORS.eventNotFound);
    const values = registrationValues(event.inputFields, fields);
    if (pdf && !event.inputFields.includes('pdf'))
      throw fail(EVENT_ERRORS.unknownField, EVENT_TEXT.unknownField('pdfFile'));
    // A second registration of the address is refused before its PDF is kept.
    if (await store.isRegistered(app.db, event.eventId, values.email))
      throw fail(EVENT_ERRORS.alreadyRegistered);
    const [stored] = await keep();
    const file = stored && { key: stored.key, bytes: stored.bytes };
    await app.transact(async ({ tx, announce }) => {
      if (!(await store.insertRegistration(tx, event.eventId, values, file)))
        throw fail(EVENT_ERRORS.alreadyRegistered);
      announce(REGISTRATIONS_TOPIC);
    });
  });
}

import type { EventField, EventMeta, Registration } from '@atelier/contract/events';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { olderThan, positionColumn } from '../../db/paging';
import { eventMeta, eventRegistrations } from '../../db/schema/events';
import { offsetOf, pageOf } from '../../lib/page';
import type { Page, PageQuery } from '@atelier/contract/common';

/** Any registration or event written: polled lists drop their copies (plugins/changes.ts). */
export const EVENTS_TOPIC = 'events';

type MetaRow = typeof eventMeta.$inferSelect;

const toMeta = (row: MetaRow): EventMeta => ({
  _id: row.id,
  eventId: row.eventId,
  eventName: row.eventName,
  posterUrl: row.posterUrl,
  inputFields: row.inputFields as EventField[],
  createdAt: row.createdAt.toISOString(),
});

/** Every event, newest first. */
export async function listEvents(db: Executor): Promise<EventMeta[]> {
  const rows = await db.select().from(eventMeta).orderBy(desc(eventMeta.createdAt), desc(eventMeta.id));
  return rows.map(toMeta);
}

export async function findEvent(db: Executor, eventId: string): Promise<EventMeta | undefined> {
  const [row] = await db.select().from(eventMeta).where(eq(eventMeta.eventId, eventId));
  return row ? toMeta(row) : undefined;
}

/** Inserts the event; false when its eventId is taken. */
export async function insertEvent(
  db: Executor,
  event: Pick<EventMeta, 'eventId' | 'eventName' | 'posterUrl' | 'inputFields'> & { createdAt?: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(eventMeta)
    .values({ ...event, inputFields: [...event.inputFields] })
    .onConflictDoNothing({ target: eventMeta.eventId })
    .returning({ id: eventMeta.id });
  return inserted.length > 0;
}

export type RegistrationValues = Partial<
  Record<'name' | 'gender' | 'email' | 'phone' | 'country' | 'institution' | 'category' | 'refCode', string>
>;

/** Whether `email` (any case) is registered for the event already; a form without e-mail never is. */
export async function isRegistered(
  db: Executor,
  eventId: string,
  email: string | undefined,
): Promise<boolean> {
  if (!email) return false;
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`lower(${eventRegistrations.email}) = lower(${email})`,
        sql`${eventRegistrations.email} <> ''`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts the registration; undefined when its e-mail address was registered meanwhile (the unique index). */
export async function insertRegistration(
  db: Executor,
  eventId: string,
  values: RegistrationValues,
  pdf: { key: string; bytes: number } | undefined,
): Promise<string | undefined> {
  const [row] = await db
    .insert(eventRegistrations)
    .values({ eventId, ...values, pdfKey: pdf?.key ?? null, pdfBytes: pdf?.bytes ?? null })
    .onConflictDoNothing()
    .returning({ id: eventRegistrations.id });
  return row?.id;
}

/** For the storage sweep: true while a registration names the PDF `key` (plugins/storage.ts). */
export const registrationNames = (key: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${eventRegistrations} WHERE ${eventRegistrations.pdfKey} = ${key})`;

export interface RegistrationRow extends Omit<Registration, 'pdfUrl'> {
  pdfKey: string | null;
  position: string;
}

const r = eventRegistrations;
const registrationColumns = {
  _id: r.id,
  eventId: r.eventId,
  name: r.name,
  gender: r.gender,
  email: r.email,
  phone: r.phone,
  country: r.country,
  institution: r.institution,
  category: r.category,
  refCode: r.refCode,
  pdfKey: r.pdfKey,
  createdAt: sql<string>`to_char(${r.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  position: positionColumn(r.createdAt),
};

/** One page of an event's registrations, newest first (a numbered page or after a cursor). */
export async function listRegistrations(
  db: Executor,
  eventId: string,
  query: PageQuery,
): Promise<Page<RegistrationRow>> {
  const ofEvent = eq(r.eventId, eventId);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(ofEvent);
  const rows = await db
    .select(registrationColumns)
    .from(r)
    .where(query.cursor ? and(ofEvent, olderThan(r.createdAt, r.id, query.cursor)) : ofEvent)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  return pageOf(rows, counted?.n ?? 0, query, (last) => [last.position, last._id]);
}

/** A batch of an event's registrations for the CSV, newest first as the admin's table lists them, after `after`. */
export async function registrationBatch(
  db: Executor,
  eventId: string,
  after: { position: string; id: string } | undefined,
  size: number,
): Promise<RegistrationRow[]> {
  return db
    .select(registrationColumns)
    .from(r)
    .where(
      after
        ? and(
            eq(r.eventId, eventId),
            sql`(${r.createdAt}, ${r.id}) < (timestamptz 'epoch' + ${after.position}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
          )
        : eq(r.eventId, eventId),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(size);
}

import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

/** An event and the fields its registration form asks for. */
export const eventMeta = pgTable(
  'event_meta',
  {
    id: id(),
    eventId: text('event_id').notNull().unique(),
    eventName: text('event_name').notNull(),
    posterUrl: text('poster_url').notNull(),
    inputFields: text('input_fields').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_meta_created_idx').on(t.createdAt)],
);

/** One registration; fields the event did not ask for are empty. The PDF lives in storage under `pdf_key`. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: text('event_id')
      .notNull()
      .references(() => eventMeta.eventId, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    gender: text('gender').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    institution: text('institution').notNull().default(''),
    category: text('category').notNull().default(''),
    refCode: text('ref_code').notNull().default(''),
    pdfKey: text('pdf_key'),
    pdfBytes: bigint('pdf_bytes', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_registrations_event_idx').on(t.eventId, t.createdAt, t.id),
    // One registration per e-mail address and event (issue 25); forms that ask no e-mail are exempt.
    uniqueIndex('event_registrations_one_per_email')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
  ],
);

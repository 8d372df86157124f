import { sql, type SQL } from 'drizzle-orm';
import { customType, jsonb, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The column shapes the tables repeat. Each builds exactly the column it replaces (the same SQL:
 * `drizzle-kit generate` finds no change), so a table reads as what it keeps, not how.
 */

/** A uuid key PostgreSQL draws. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment, kept with its time zone (null until it happens, unless chained). */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** When the row was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** What a catalogue card shows (a course's, a quiz's): its title, description and cover image. */
export const card = () => ({
  title: text('title').notNull(),
  description: text('description').notNull(),
  coverImage: text('cover_image').notNull(),
});

/** The row belongs to the one `target` names: it goes when that one goes. */
export const ownedBy = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** Who did something (a user, a referrer): forgotten, not deleted, when they go. */
export const doneBy = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `search`: what full-text search reads, kept by PostgreSQL from `document` with every write. */
export const searchOf = (document: SQL) => tsvector('search').notNull().generatedAlwaysAs(document);

/** A JSON list, empty by default. */
export const jsonList = <T, N extends string = string>(name: N) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

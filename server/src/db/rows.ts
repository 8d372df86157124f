import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/*
 * The questions every store asks of its own table, asked one way. A store still names what it
 * answers (`pick` takes the keys), so a column nobody named (a password hash, an asker's e-mail)
 * never reaches an answer.
 */

/** A table keyed by a uuid `id`. */
export type KeyedTable = PgTable & { id: AnyPgColumn };

/** The named fields of a row, and only those. */
export function pick<R extends object, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  const picked = {} as Pick<R, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** A moment as the API writes it. */
export const iso = (at: Date): string => at.toISOString();

/** How many rows of `table` match `where` (every row without it). */
export async function countOf(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

/** Whether some row of `table` matches `where`: a boolean to select beside other columns. */
export const anyRow = (db: Executor, table: PgTable, where: SQL | undefined): SQL<boolean> =>
  exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where),
  ).mapWith(Boolean);

/**
 * Changes the row with this id (only if `also` holds for it, such as its owner's id): the row as
 * it is now, or undefined when there is no such row.
 */
export async function updateById<T extends KeyedTable>(
  db: Executor,
  table: T,
  id: string,
  fields: PgUpdateSetSource<T>,
  also?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set(fields)
    .where(and(eq(table.id, id), also))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** Deletes the row with this id (only if `also` holds for it): whether there was one. */
export async function deleteById(db: Executor, table: KeyedTable, id: string, also?: SQL): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), also))
    .returning({ id: table.id });
  return rows.length > 0;
}

import type { Page, PageQuery } from '@atelier/contract/common';
import { and, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../lib/errors';
import { BAD_CURSOR, decodeCursor, offsetOf, pageOf } from '../lib/page';
import type { Executor } from './client';
import { countOf, type KeyedTable } from './rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keyset paging over (created_at, id), newest first: the position of a row is its creation time in
 * whole microseconds (what PostgreSQL keeps; a JS Date would lose the last three digits) and its id.
 */
export const positionColumn = (createdAt: AnyColumn) =>
  sql<string>`(extract(epoch FROM ${createdAt}) * 1000000)::bigint::text`;

/** Rows after the cursor's position in newest-first order; a cursor we did not make is a 400. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, cursor: string): SQL {
  const [micros, rowId] = decodeCursor(cursor);
  if (
    typeof micros !== 'string' ||
    !/^\d{1,18}$/.test(micros) ||
    typeof rowId !== 'string' ||
    !UUID.test(rowId)
  ) {
    throw badRequest(BAD_CURSOR);
  }
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${rowId}::uuid)`;
}

const literally = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching `text` anywhere, with its own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${literally(text)}%`;

/** An ILIKE pattern matching what begins with `text`, taken literally. */
export const startingWith = (text: string) => `${literally(text)}%`;

/** Rows after `after` in oldest-first order (batched exports; positions come from `positionColumn`). */
export const newerThan = (
  createdAt: AnyColumn,
  id: AnyColumn,
  after: { position: string; id: string },
): SQL =>
  sql`(${createdAt}, ${id}) > (timestamptz 'epoch' + ${after.position}::bigint * interval '1 microsecond', ${after.id}::uuid)`;

/**
 * A page of the rows of `table` that match `where`, newest first, by page number or from a cursor
 * (the last row's creation and id), with how many match in all.
 */
export async function pageNewestFirst<T extends KeyedTable & { createdAt: AnyPgColumn }>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  query: PageQuery,
): Promise<Page<T['$inferSelect']>> {
  const total = await countOf(db, table, where);
  const rows = (await db
    .select({ row: table, position: positionColumn(table.createdAt) })
    .from(table as PgTable)
    .where(query.cursor ? and(where, olderThan(table.createdAt, table.id, query.cursor)) : where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.limit + 1)
    .offset(offsetOf(query))) as { row: T['$inferSelect']; position: string }[];
  const found = pageOf(rows, total, query, (r) => [r.position, (r.row as { id: string }).id]);
  return { ...found, items: found.items.map((r) => r.row) };
}

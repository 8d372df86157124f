import type { Page, PageQuery } from '@atelier/contract/common';
import { badRequest } from './errors';

/**
 * Server side of contract's `pageQuery`/`page`: a cursor is the sort key of the last row sent
 * (e.g. `[createdAt, id]`), opaque to clients; a store asks for `limit + 1` rows after it and
 * `pageOf` tells from the extra row whether there is a next page.
 */
export const BAD_CURSOR = 'This list position is not valid. Please reload the list.';

export function encodeCursor(position: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string): (string | number)[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      return value as (string | number)[];
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(BAD_CURSOR);
}

/** Rows to skip for a numbered page (cursor pages skip none). */
export function offsetOf(query: PageQuery): number {
  return query.page ? (query.page - 1) * query.limit : 0;
}

/** A page from up to `limit + 1` fetched rows. */
export function pageOf<T>(
  rows: T[],
  total: number,
  query: PageQuery,
  positionOf: (last: T) => (string | number)[],
): Page<T> {
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const more = rows.length > query.limit && last !== undefined;
  return { items, total, nextCursor: more ? encodeCursor(positionOf(last)) : null };
}

import { pageQuery } from '@atelier/contract/common';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { decodeCursor, encodeCursor, offsetOf, pageOf } from './page';

describe('pageQuery', () => {
  it('reads limit, cursor or page from a query string, with a default and a cap', () => {
    expect(pageQuery.parse({})).toEqual({ limit: 20 });
    expect(pageQuery.parse({ limit: '5', page: '3' })).toEqual({ limit: 5, page: 3 });
    expect(pageQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '-1' }).success).toBe(false);
    expect(pageQuery.safeParse({ cursor: 'abc', page: '2' }).success).toBe(false);
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `r${n}`, n }));

  it('gives limit items and a cursor to the next page when more rows exist', () => {
    const first = pageOf(rows.slice(0, 3), 6, { limit: 2 }, (r) => [r.n, r.id]);
    expect(first.items.map((r) => r.n)).toEqual([1, 2]);
    expect(first.total).toBe(6);
    expect(decodeCursor(first.nextCursor!)).toEqual([2, 'r2']);
    const last = pageOf(rows.slice(4), 6, { limit: 2 }, (r) => [r.n, r.id]);
    expect(last.nextCursor).toBeNull();
  });

  it('skips the rows of earlier numbered pages', () => {
    expect(offsetOf({ limit: 10, page: 3 })).toBe(20);
    expect(offsetOf({ limit: 10, cursor: encodeCursor([1]) })).toBe(0);
  });

  it('refuses a cursor it did not make with a 400', () => {
    for (const bad of [
      'not-base64-json',
      encodeCursor([]).slice(0, 1),
      Buffer.from('{"a":1}').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrow(HttpError);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { cursorPaging, pageSearch } from './paged-list';

describe('cursorPaging', () => {
  it('starts without a cursor and asks each next page from the previous nextCursor until it is null', () => {
    expect(cursorPaging.initialPageParam).toBeUndefined();
    expect(cursorPaging.getNextPageParam({ nextCursor: 'c2' })).toBe('c2');
    expect(cursorPaging.getNextPageParam({ nextCursor: null })).toBeUndefined();
    expect(pageSearch(20, 'c2')).toBe('?limit=20&cursor=c2');
  });
});

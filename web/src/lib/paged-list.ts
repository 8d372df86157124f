import type { Page } from '@atelier/contract/common';
import type { InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';

/** The pages of a list loaded so far with `useInfiniteQuery` (Q&A, notes …). */
export type LoadedPages<T> = InfiniteData<Page<T>>;

/** Every item loaded so far, and the list's total as the latest page counts it. */
export function loadedItems<T>(
  data: { pages: readonly { items: readonly T[]; total: number }[] } | undefined,
): {
  items: T[];
  total: number;
} {
  const pages = data?.pages ?? [];
  return { items: pages.flatMap((page) => page.items), total: pages.at(-1)?.total ?? 0 };
}

interface NextPageQuery<T> {
  fetchNextPage: () => Promise<{
    isFetchNextPageError: boolean;
    data?: { pages: readonly { items: readonly T[] }[] };
  }>;
}

/**
 * A list whose next page, once loaded, gives the focus to its first item (Q&A, notes): the id that
 * has the focus (a list may set it, to an item just posted), and the load that moves it.
 */
export function useNextPageFocus<T extends { _id: string }>(query: NextPageQuery<T>) {
  const [focusId, setFocusId] = useState<string>();
  async function loadMore() {
    const result = await query.fetchNextPage();
    const first = result.isFetchNextPageError ? undefined : result.data?.pages.at(-1)?.items[0];
    if (first) setFocusId(first._id);
  }
  return { focusId, setFocusId, loadMore };
}

/**
 * The paging of an infinite query over a keyset list: the first page has no cursor, each next one
 * the previous page's `nextCursor`, and none is left once it is null.
 */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

/** `?limit=…&cursor=…` for one page of a list; no cursor for the first page. */
export function pageSearch(limit: number, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `?${query}`;
}

const holds = <T extends { _id: string }>(data: LoadedPages<T>, id: string) =>
  data.pages.some((page) => page.items.some((item) => item._id === id));

/** The loaded pages with one item changed, on whichever page it is. */
export function replaceItem<T extends { _id: string }>(
  data: LoadedPages<T> | undefined,
  id: string,
  change: (item: T) => T,
): LoadedPages<T> | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) =>
    page.items.some((item) => item._id === id)
      ? { ...page, items: page.items.map((item) => (item._id === id ? change(item) : item)) }
      : page,
  );
  return { ...data, pages };
}

/**
 * The loaded pages with a new item on top of the first page, counted in every page's total. The
 * next page's cursor still points after the first page's old last item (keyset), so nothing
 * repeats or goes missing.
 */
export function prependItem<T extends { _id: string }>(
  data: LoadedPages<T> | undefined,
  item: T,
): LoadedPages<T> | undefined {
  if (!data || holds(data, item._id)) return data;
  const pages = data.pages.map((page, index) => ({
    ...page,
    items: index === 0 ? [item, ...page.items] : page.items,
    total: page.total + 1,
  }));
  return { ...data, pages };
}

/** The loaded pages without a deleted item, which no page's total counts any more. */
export function removeItem<T extends { _id: string }>(
  data: LoadedPages<T> | undefined,
  id: string,
): LoadedPages<T> | undefined {
  if (!data || !holds(data, id)) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item._id !== id),
    total: Math.max(0, page.total - 1),
  }));
  return { ...data, pages };
}

import { PAGE_LIMITS } from '@atelier/contract/common';
import type { HiddenPage } from '@atelier/contract/forum';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cursorPaging, pageSearch } from '../../../lib/paged-list';
import { forumKeys } from './keys';

/** GET /api/forum/hidden?limit=&cursor= (admins): what moderators have hidden, newest hidden first. */
export function getHidden(cursor?: string, signal?: AbortSignal): Promise<HiddenPage> {
  return apiFetch<HiddenPage>(`/forum/hidden${pageSearch(PAGE_LIMITS.default, cursor)}`, { signal });
}

export const hiddenQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: forumKeys.hidden(),
    queryFn: ({ pageParam, signal }) => getHidden(pageParam, signal),
    ...cursorPaging,
  });

export function useHidden() {
  return useInfiniteQuery(hiddenQueryOptions());
}

import type { Feed, ForumPost } from '@atelier/contract/forum';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { forumKeys } from './keys';

/** Every loaded feed (all, mine, each search) with one post changed, on whichever page it is. */
export function changePost(queryClient: QueryClient, postId: string, change: (post: ForumPost) => ForumPost) {
  queryClient.setQueriesData<InfiniteData<Feed>>({ queryKey: forumKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.items.some((post) => post._id === postId)
              ? { ...page, items: page.items.map((post) => (post._id === postId ? change(post) : post)) }
              : page,
          ),
        }
      : data,
  );
}

/** After a write: every feed and the stats are fetched again. */
export function refreshForum(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: forumKeys.all });
}

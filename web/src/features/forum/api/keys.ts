/** What the feed shows: the search (trimmed, empty for none) and whether only the caller's own posts. */
export interface FeedFilter {
  q: string;
  mine: boolean;
}

/** Query keys of the forum: every forum query starts with `forumKeys.all`, so one invalidation reaches them all. */
export const forumKeys = {
  all: ['forum'] as const,
  feeds: () => [...forumKeys.all, 'feed'] as const,
  feed: (filter: FeedFilter) => [...forumKeys.feeds(), filter] as const,
  stats: () => [...forumKeys.all, 'stats'] as const,
  /** The moderators' list of hidden items. */
  hidden: () => [...forumKeys.all, 'hidden'] as const,
};

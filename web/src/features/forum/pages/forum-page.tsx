import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFeed } from '../api/get-feed';
import { forumKeys } from '../api/keys';
import { useForumEvents } from '../api/use-forum-events';
import { FeedFilters, type Filter } from '../components/feed-filters';
import { HiddenList } from '../components/hidden-list';
import { NewPostForm } from '../components/new-post-form';
import { PostList } from '../components/post-list';
import { ProfileCard } from '../components/profile-card';
import { StatsCard } from '../components/stats-card';
import { TrendingCard } from '../components/trending-card';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import styles from './forum-page.module.css';

/** A search asks the server once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

const PLACEHOLDERS: Partial<Record<Filter, string>> = {
  saved: FORUM_TEXT.savedPostsEmpty,
  jobs: FORUM_TEXT.jobBoardEmpty,
};

/**
 * The smartLABS forum, titled Community (spec-2 §Forum): the caller's card and stats, the new post
 * box, filters, search, the feed and Trending. Admins see the same page with Hide on everything.
 */
export function ForumPage() {
  const user = useCurrentUser();
  const moderator = user.role === 'admin';
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const listing = filter === 'all' || filter === 'mine';
  const feed = useFeed({ q, mine: filter === 'mine' }, listing);
  useForumEvents();

  // The stats move with the feed: fetched again whenever a poll or an event brings a change.
  const seen = useRef(feed.data);
  useEffect(() => {
    if (seen.current !== undefined && feed.data !== seen.current)
      void queryClient.invalidateQueries({ queryKey: forumKeys.stats() });
    seen.current = feed.data;
  }, [feed.data, queryClient]);

  const emptyText = q ? FORUM_TEXT.noMatches : filter === 'mine' ? FORUM_TEXT.noOwnPosts : FORUM_TEXT.noPosts;
  const placeholder = PLACEHOLDERS[filter];

  return (
    <Page
      title={FORUM_TEXT.title}
      description={
        moderator ? 'Read the smartLABS community, hide what does not belong, and show it again.' : undefined
      }
      className={styles.page}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <NewPostForm />
          <div className={styles.toolbar}>
            <FeedFilters value={filter} onChange={setFilter} moderator={moderator} />
            {listing && (
              <TextField
                type="search"
                label="Search posts"
                className={styles.search}
                maxLength={FORUM_LIMITS.search}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </div>
          {filter === 'hidden' ? (
            <HiddenList />
          ) : placeholder ? (
            <p className={styles.placeholder}>{placeholder}</p>
          ) : (
            <PostList
              data={feed.data}
              pending={feed.isPending}
              failed={feed.isError && !feed.isFetchNextPageError}
              emptyText={emptyText}
              userId={user._id}
              moderator={moderator}
              more={{
                has: feed.hasNextPage,
                loading: feed.isFetchingNextPage,
                failures: feed.isFetchNextPageError ? feed.errorUpdateCount : 0,
                load: () => void feed.fetchNextPage(),
              }}
            />
          )}
        </div>
        <aside className={styles.side} aria-label="Your community">
          <ProfileCard user={user} />
          <StatsCard />
          <TrendingCard posts={feed.data?.pages[0]?.trending ?? []} />
        </aside>
      </div>
    </Page>
  );
}

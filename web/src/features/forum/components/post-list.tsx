import type { Feed } from '@atelier/contract/forum';
import type { InfiniteData } from '@tanstack/react-query';
import { LoadMore } from '../../../components/ui/load-more';
import { Loading } from '../../../components/ui/loading';
import { FORUM_TEXT } from '../messages';
import styles from './forum.module.css';
import { PostItem } from './post-item';

interface PostListProps {
  data: InfiniteData<Feed> | undefined;
  pending: boolean;
  /** The first page failed (a failed "Load more" is told beside its button). */
  failed: boolean;
  emptyText: string;
  userId: string;
  moderator: boolean;
  more: { has: boolean; loading: boolean; failures: number; load: () => void };
}

/** The feed's posts, newest first, a page at a time. */
export function PostList({ data, pending, failed, emptyText, userId, moderator, more }: PostListProps) {
  const pages = data?.pages ?? [];
  const posts = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? 0;

  if (pending) return <Loading label="Loading posts…" />;
  if (failed && posts.length === 0) return <p role="alert">{FORUM_TEXT.loadFailed}</p>;
  if (posts.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.posts} aria-label="Posts">
        {posts.map((post) => (
          <PostItem key={post._id} post={post} userId={userId} moderator={moderator} />
        ))}
      </ul>
      {more.has && (
        <LoadMore
          noun="posts"
          shown={posts.length}
          total={total}
          loading={more.loading}
          failure={more.failures ? { text: FORUM_TEXT.loadMoreFailed, count: more.failures } : undefined}
          onLoad={more.load}
        />
      )}
    </>
  );
}

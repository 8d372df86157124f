import type { TrendingPost } from '@atelier/contract/forum';
import { TitledCard } from '../../../components/ui/card';
import { cutText } from '../../../lib/cut-text';
import { FORUM_LIMITS } from '../messages';
import styles from './side.module.css';

/** Trending: the top 5 posts by likes, their text cut at 50 characters (spec-2 §9). */
export function TrendingCard({ posts }: { posts: readonly TrendingPost[] }) {
  return (
    <TitledCard headingId="forum-trending" as="section" className={styles.card} title="Trending">
      {posts.length === 0 ? (
        <p className={styles.muted}>Nothing is trending yet.</p>
      ) : (
        <ol className={styles.trending} aria-label="Trending posts">
          {posts.slice(0, FORUM_LIMITS.trending).map((post) => (
            <li key={post._id}>
              <span className={styles.trendingText}>
                {cutText(post.question, FORUM_LIMITS.trendingChars) || 'A post with an attachment'}
              </span>
              <span className={styles.trendingLikes}>
                {post.likes} {post.likes === 1 ? 'like' : 'likes'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}

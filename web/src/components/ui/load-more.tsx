import { useEffect, useRef } from 'react';
import { loadedItems } from '../../lib/paged-list';
import { Button } from './button';
import styles from './load-more.module.css';

interface LoadMoreProps {
  /** What the list holds, plural: 'questions', 'notes'. */
  noun: string;
  shown: number;
  total: number;
  loading: boolean;
  /**
   * The last press failed (`count` tells one failure from the next): it is said, and the focus
   * comes back to the button for another try.
   */
  failure?: { text: string; count: number };
  onLoad: () => void;
}

/**
 * The button under a paged list. Its name is its visible text, count included ('Load more
 * questions (20 of 45 shown)'), so a user who says what they see finds it (label in name).
 */
export function LoadMore({ noun, shown, total, loading, failure, onLoad }: LoadMoreProps) {
  const box = useRef<HTMLDivElement>(null);
  const failures = failure?.count;

  // The button was disabled while loading, which drops the focus; after a failure it comes back here.
  useEffect(() => {
    if (failures) box.current?.querySelector('button')?.focus();
  }, [failures]);

  return (
    <div ref={box} className={styles.box}>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure.text}
        </p>
      )}
      <Button variant="secondary" className={styles.button} loading={loading} onClick={onLoad}>
        Load more {noun} ({shown} of {Math.max(total, shown)} shown)
      </Button>
    </div>
  );
}

/** What `QueryLoadMore` reads of a list loaded with `useInfiniteQuery`. */
export interface PagedQuery {
  data?: { pages: readonly { items: readonly unknown[]; total: number }[] };
  fetchNextPage: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  errorUpdateCount: number;
}

/**
 * LoadMore under a list read with `useInfiniteQuery`: there while the list has a next page, counting
 * what its pages hold, busy while it loads, and a failed press said in `failureText`. A press loads
 * the next page unless `onLoad` does more.
 */
export function QueryLoadMore({
  query,
  noun,
  failureText,
  onLoad = () => void query.fetchNextPage(),
}: Pick<LoadMoreProps, 'noun'> & { query: PagedQuery; failureText: string; onLoad?: () => void }) {
  if (!query.hasNextPage) return null;
  const { items, total } = loadedItems(query.data);
  return (
    <LoadMore
      noun={noun}
      shown={items.length}
      total={total}
      onLoad={onLoad}
      loading={query.isFetchingNextPage}
      failure={query.isFetchNextPageError ? { text: failureText, count: query.errorUpdateCount } : undefined}
    />
  );
}

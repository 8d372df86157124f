import type { HiddenItem } from '@atelier/contract/forum';
import { useState } from 'react';
import { AuthorLine } from '../../../components/thread/author-line';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryLoadMore } from '../../../components/ui/load-more';
import { loadedItems } from '../../../lib/paged-list';
import { Loading } from '../../../components/ui/loading';
import { useHidden } from '../api/get-hidden';
import { useHideItem } from '../api/hide-item';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import styles from './forum.module.css';
import { useWrite } from '../hooks/use-write';

const NOUN: Record<HiddenItem['kind'], string> = { post: 'post', answer: 'answer', reply: 'reply' };

/** One hidden item: who wrote it, when it was hidden, the start of its text, and Show again. */
function HiddenEntry({ item }: { item: HiddenItem }) {
  const [confirming, setConfirming] = useState(false);
  const show = useHideItem(false);
  const write = useWrite();
  const noun = NOUN[item.kind];
  const cut = item.text.length >= FORUM_LIMITS.hiddenExcerpt;
  return (
    <li className={styles.post}>
      <div className={styles.postHead}>
        <AuthorLine author={item.author} createdAt={item.hiddenAt} datePrefix="Hidden" />
        <span className={`${styles.badge} ${styles.hiddenKind}`}>{noun}</span>
      </div>
      <p className={styles.postText}>
        {item.text}
        {cut && '…'}
      </p>
      <div className={styles.postActions}>
        <span />
        <button type="button" className={styles.textButton} onClick={() => setConfirming(true)}>
          Show again<span className="visually-hidden"> this {noun}</span>
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Show ${noun} again`}
          confirmLabel="Show again"
          pending={show.isPending}
          onConfirm={() =>
            void write(show.mutateAsync({ kind: item.kind, id: item._id })).then(
              (ok) => ok && setConfirming(false),
            )
          }
          onClose={() => setConfirming(false)}
        >
          {FORUM_TEXT.showConfirm(noun)}
        </ConfirmDialog>
      )}
    </li>
  );
}

/** Moderators' view (beyond the spec): what admins have hidden, newest hidden first, to undo a hide. */
export function HiddenList() {
  const hidden = useHidden();
  const items = loadedItems(hidden.data).items;

  if (hidden.isPending) return <Loading label="Loading hidden items…" />;
  if (hidden.isError && items.length === 0) return <p role="alert">{FORUM_TEXT.hiddenLoadFailed}</p>;
  if (items.length === 0) return <p className={styles.empty}>{FORUM_TEXT.noHidden}</p>;
  return (
    <>
      <ul className={styles.posts} aria-label="Hidden items">
        {items.map((item) => (
          <HiddenEntry key={`${item.kind}:${item._id}`} item={item} />
        ))}
      </ul>
      <QueryLoadMore query={hidden} noun="hidden items" failureText={FORUM_TEXT.hiddenLoadFailed} />
    </>
  );
}

import type { ForumAuthor } from '@atelier/contract/forum';
import { avatarUrl } from '../../../lib/avatars';
import styles from './forum.module.css';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** Who wrote it and when: avatar, name, date, and '(edited)' once its author changed it. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  small = false,
  datePrefix,
}: {
  author: ForumAuthor;
  createdAt: string;
  editedAt: string | null;
  small?: boolean;
  /** Words before the date, e.g. 'Hidden' when the date is when it was hidden. */
  datePrefix?: string;
}) {
  const size = small ? 24 : 40;
  return (
    <div className={`${styles.author} ${small ? styles.authorSmall : ''}`}>
      <img src={avatarUrl(author.avatar)} alt="" width={size} height={size} />
      <div className={styles.authorText}>
        <span className={styles.authorName}>{author.name || 'Member'}</span>
        <span className={styles.date}>
          {datePrefix && `${datePrefix} `}
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          {editedAt && <span title={`Edited ${formatDate(editedAt)}`}> (edited)</span>}
        </span>
      </div>
    </div>
  );
}

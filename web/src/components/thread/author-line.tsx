import { avatarUrl } from '../../lib/avatars';
import styles from './thread.module.css';
import { formatDateTime } from '../../lib/dates';

/** Avatar sizes: a forum post's author above its date, a question's and a reply's on one line. */
const AVATAR = { large: 40, medium: 32, small: 24 } as const;

interface AuthorLineProps {
  author: { name: string; avatar?: string | null };
  createdAt: string;
  /** When its author last changed it: '(edited)' after the date. */
  editedAt?: string | null;
  size?: keyof typeof AVATAR;
  /** Words before the date, e.g. 'Hidden' when the date is when it was hidden. */
  datePrefix?: string;
  /** The name shown for an author without one. */
  unnamed?: string;
}

/** Who wrote it and when: avatar, name, date, and '(edited)' once its author changed it. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  size = 'large',
  datePrefix,
  unnamed = 'Member',
}: AuthorLineProps) {
  const px = AVATAR[size];
  return (
    <div className={size === 'large' ? styles.author : `${styles.author} ${styles.inline}`}>
      <img src={avatarUrl(author.avatar)} alt="" width={px} height={px} />
      <div className={styles.authorText}>
        <span className={styles.authorName}>{author.name || unnamed}</span>
        <span className={styles.date}>
          {datePrefix && `${datePrefix} `}
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          {editedAt && <span title={`Edited ${formatDateTime(editedAt)}`}> (edited)</span>}
        </span>
      </div>
    </div>
  );
}

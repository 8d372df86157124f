import type { QnaAuthor } from '@atelier/contract/qna';
import { avatarUrl } from '../../../lib/avatars';
import styles from './qna.module.css';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** Who wrote it and when: avatar, name and date. */
export function AuthorLine({
  author,
  createdAt,
  small = false,
}: {
  author: QnaAuthor;
  createdAt: string;
  small?: boolean;
}) {
  return (
    <div className={`${styles.author} ${small ? styles.authorSmall : ''}`}>
      <img src={avatarUrl(author.avatar)} alt="" width={small ? 24 : 32} height={small ? 24 : 32} />
      <span className={styles.authorName}>{author.name || 'User'}</span>
      <time dateTime={createdAt} className={styles.date}>
        {formatDate(createdAt)}
      </time>
    </div>
  );
}

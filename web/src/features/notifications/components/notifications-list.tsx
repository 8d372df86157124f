import type { Notification } from '@atelier/contract/notifications';
import { Link } from 'react-router';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/get-notifications';
import { NOTIFICATION_TEXT } from '../messages';
import styles from './notifications.module.css';
import { formatRelative } from '../../../lib/dates';

function Item({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { title, body, link, count, read, updatedAt } = notification;
  return (
    <li>
      <Link
        to={link}
        className={`${styles.item} ${read ? '' : styles.unread}`}
        onClick={() => onOpen(notification)}
      >
        {/* Its name is its visible text (WCAG 2.5.3), "Unread" said to screen readers only. */}
        {!read && <span className="visually-hidden">Unread: </span>}
        <span className={styles.title}>
          {title}
          {count > 1 && <span className={styles.count}> · {count}</span>}
        </span>{' '}
        {body && <span className={styles.body}>{body}</span>}{' '}
        <span className={styles.when}>{formatRelative(updatedAt)}</span>
      </Link>
    </li>
  );
}

/** The bell's list: the newest notifications; opening one marks it read (and closes the panel). */
export function NotificationsList({ onNavigate }: { onNavigate: () => void }) {
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const open = (n: Notification) => {
    if (!n.read) markRead.mutate({ ids: [n._id] });
    onNavigate();
  };
  if (isError && !data) return <p className={styles.empty}>{NOTIFICATION_TEXT.loadFailed}</p>;
  if (!data) return <p className={styles.empty}>Loading…</p>;
  return (
    <>
      {data.unread > 0 && (
        <button type="button" className={styles.markAll} onClick={() => markRead.mutate({ all: true })}>
          {NOTIFICATION_TEXT.markAll}
        </button>
      )}
      {data.items.length === 0 ? (
        <p className={styles.empty}>{NOTIFICATION_TEXT.empty}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((n) => (
            <Item key={n._id} notification={n} onOpen={open} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The unread count for the bell's badge (0 while loading). */
export function useUnreadCount(): number {
  return useNotifications().data?.unread ?? 0;
}

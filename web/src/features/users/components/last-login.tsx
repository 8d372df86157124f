import { differenceInCalendarDays, parseISO } from 'date-fns';
import { formatDate, formatDateTime, formatRelative } from '../../../lib/dates';
import { USER_UI_TEXT } from '../messages';
import styles from './user-table.module.css';

/** Within the last week '3 hours ago'; older, the date; the exact moment on hover. */
export function LastLogin({ at, now = new Date() }: { at: string | null; now?: Date }) {
  if (!at) return <span className={styles.muted}>{USER_UI_TEXT.never}</span>;
  const date = parseISO(at);
  const recent = differenceInCalendarDays(now, date) < 7;
  return (
    <time dateTime={at} title={formatDateTime(date)} className={styles.muted}>
      {recent ? formatRelative(date) : formatDate(date)}
    </time>
  );
}

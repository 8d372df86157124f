import { differenceInCalendarDays, format, formatDistanceToNow, parseISO } from 'date-fns';
import { USER_UI_TEXT } from '../messages';
import styles from './user-table.module.css';

/** Within the last week '3 hours ago'; older, the date; the exact moment on hover. */
export function LastLogin({ at, now = new Date() }: { at: string | null; now?: Date }) {
  if (!at) return <span className={styles.muted}>{USER_UI_TEXT.never}</span>;
  const date = parseISO(at);
  const recent = differenceInCalendarDays(now, date) < 7;
  return (
    <time dateTime={at} title={format(date, 'd MMM yyyy, HH:mm')} className={styles.muted}>
      {recent ? formatDistanceToNow(date, { addSuffix: true }) : format(date, 'd MMM yyyy')}
    </time>
  );
}

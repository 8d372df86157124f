import type { ReactNode } from 'react';
import { ScrollCues, useScrollCues } from './scroll-cues';
import styles from './data-table.module.css';
import { formatDate, formatDateTime, formatTime } from '../../lib/dates';

/** What an empty cell shows. */
export const DASH = '—';

/** Classes for the cells that differ from a plain one; combine them with a table's own. */
export const cell = {
  /** A row's heading (`<th scope="row">`): bold, breaking between words only. */
  rowHeading: styles.rowHeading,
  /** An e-mail address or another value without spaces that may break anywhere. */
  breakAnywhere: styles.breakAnywhere,
  /** Figures in even widths, never broken. */
  numeric: styles.numeric,
  /** Right-aligned (figures to be compared down a column). */
  end: styles.end,
  muted: styles.muted,
  /** Quieter than muted: row numbers and the like. */
  subtle: styles.subtle,
  nowrap: styles.nowrap,
  /** A code to be read out or typed (referral codes). */
  code: styles.code,
} as const;

interface DataTableProps {
  /** The accessible name of the scrolling region, e.g. "Mail log". */
  label: string;
  /** The table's own class: its min width and font size (see data-table.module.css), column widths. */
  className?: string;
  /** The scrolling region's own class, for a table that changes its layout on a phone. */
  scrollerClassName?: string;
  /** A newer page or search is loading: the rows shown are about to change. */
  busy?: boolean;
  /** `<caption>`, `<thead>` and `<tbody>`. */
  children: ReactNode;
}

/** An admin table that scrolls sideways inside its box, with cues, wherever its columns do not fit. */
export function DataTable({ label, className, scrollerClassName, busy, children }: DataTableProps) {
  const [trackScroll, cues] = useScrollCues<HTMLDivElement>();
  return (
    <ScrollCues before={cues.before} after={cues.after}>
      {/* Focusable, so a keyboard can scroll it when it is wider than the screen. */}
      <div
        ref={trackScroll}
        className={join(styles.scroller, scrollerClassName)}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table className={join(styles.table, className)} aria-busy={busy || undefined}>
          {children}
        </table>
      </div>
    </ScrollCues>
  );
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

interface WhenProps {
  iso: string;
  /** The time's precision, or `'none'` for the day alone. */
  time?: 'short' | 'medium' | 'none';
  /** Day and time on one line ("3 Nov 2026, 14:05") rather than the time under the day. */
  inline?: boolean;
}

/** A moment in a `<time dateTime>`: the day, and the time under it in a quieter line; a dash if unreadable. */
export function When({ iso, time = 'short', inline = false }: WhenProps) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  const seconds = time === 'medium';
  if (time === 'none') return <time dateTime={iso}>{formatDate(date)}</time>;
  if (inline) return <time dateTime={iso}>{formatDateTime(date, { seconds })}</time>;
  return (
    <time dateTime={iso}>
      <span className={styles.day}>{formatDate(date)}</span>{' '}
      <span className={styles.time}>{formatTime(date, { seconds })}</span>
    </time>
  );
}

/** An address that may break after its '@' where the column is narrow, rather than inside a word; a dash if empty. */
export function EmailAddress({ email }: { email: string }) {
  if (!email.trim()) return DASH;
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

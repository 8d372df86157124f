import { addMonths, getDate, startOfMonth } from 'date-fns';
import { useId, useMemo, useState } from 'react';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { dateKey, monthWeeks } from './streak-dates';
import styles from './streak-calendar.module.css';
import { formatMonth } from '../../../lib/dates';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

// The browser's formatter, not date-fns's format: that one brings its locale data (~5 kB gzipped)
// into the dashboard shell for one heading.

export type DayStatus = 'logged-in' | 'missed' | 'today' | 'upcoming';

interface StreakCalendarProps {
  /** Days with a recorded login, 'YYYY-MM-DD'. */
  streakDates: readonly string[];
  /** Injected by tests; the calendar opens on this month. */
  today?: Date;
}

/**
 * A month grid (Sun–Sat): a login day shows a tick, a past day without one a dot under the date,
 * a later day its plain number. The arrows roll the year over at December and January.
 */
export function StreakCalendar({ streakDates, today = new Date() }: StreakCalendarProps) {
  const todayKey = dateKey(today);
  /** The first day of the month on show. */
  const [shown, setShown] = useState(() => startOfMonth(today));
  const dates = useMemo(() => new Set(streakDates), [streakDates]);
  const titleId = useId();

  function status(key: string): DayStatus {
    if (dates.has(key)) return 'logged-in';
    if (key < todayKey) return 'missed';
    if (key === todayKey) return 'today';
    return 'upcoming';
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous month"
          onClick={() => setShown((m) => addMonths(m, -1))}
        >
          <ChevronLeftIcon size={18} />
        </button>
        <h3 id={titleId} className={styles.title} aria-live="polite">
          {formatMonth(shown)}
        </h3>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next month"
          onClick={() => setShown((m) => addMonths(m, 1))}
        >
          <ChevronRightIcon size={18} />
        </button>
      </div>
      <table className={styles.grid} aria-labelledby={titleId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day === null ? (
                  <td key={d} />
                ) : (
                  <DayCell key={d} day={getDate(day)} status={status(dateKey(day))} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label="Legend">
        <li>
          <span className={`${styles.mark} ${styles.tick}`} aria-hidden="true">
            <CheckIcon size={11} strokeWidth={3} />
          </span>
          Logged in
        </li>
        <li>
          <span className={styles.legendDot} aria-hidden="true" />
          Missed
        </li>
      </ul>
    </div>
  );
}

function DayCell({ day, status }: { day: number; status: DayStatus }) {
  return (
    <td data-status={status}>
      {status === 'logged-in' ? (
        <span className={`${styles.day} ${styles.tick}`}>
          <CheckIcon size={16} strokeWidth={2.6} />
          <span className="visually-hidden">{day}, logged in</span>
        </span>
      ) : (
        <span className={`${styles.day} ${status === 'today' ? styles.today : ''}`}>
          {day}
          {status === 'missed' && (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className="visually-hidden">, no login</span>
            </>
          )}
          {status === 'today' && <span className="visually-hidden">, today</span>}
        </span>
      )}
    </td>
  );
}

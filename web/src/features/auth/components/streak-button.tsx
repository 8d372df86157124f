import { useEffect, useMemo } from 'react';
import { FlameIcon } from '../../../components/ui/icons';
import { usePopover } from '../../../components/ui/use-dismiss';
import { useStreakDates } from '../api/get-streak-dates';
import styles from './streak-button.module.css';
import { StreakCalendar } from './streak-calendar';
import { currentStreak } from './streak-dates';

const NO_DATES: readonly string[] = [];

/** The streak icon in the top bar: the current streak as a badge, the calendar on click. */
export function StreakButton() {
  const { open, setOpen, panelId, anchorRef, buttonRef } = usePopover();

  const { data, error } = useStreakDates();
  useEffect(() => {
    // spec-1 §7: a failed streak fetch is only logged.
    if (error) console.error('Could not load streak dates', error);
  }, [error]);
  const dates = data?.streakDates ?? NO_DATES;
  const streak = useMemo(() => currentStreak(new Set(dates), new Date()), [dates]);

  return (
    <div ref={anchorRef} className={styles.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={`Login streak: ${streak} ${streak === 1 ? 'day' : 'days'}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <FlameIcon />
        <span className={styles.count} aria-hidden="true">
          {streak}
        </span>
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label="Streak calendar">
          <p className={styles.summary}>
            <FlameIcon size={18} />
            <span>
              <strong>{streak}</strong> {streak === 1 ? 'day' : 'days'} in a row
            </span>
          </p>
          <StreakCalendar streakDates={dates} />
        </div>
      )}
    </div>
  );
}

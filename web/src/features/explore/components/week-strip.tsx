import { EXPLORE_TEXT } from '../messages';
import { dayName, weekdayLetter, type DayCell } from '../progress-figures';
import styles from './explore.module.css';

/** The last seven days as dots, today last and ringed, and whether today counts yet. */
export function WeekStrip({ week, todayActive }: { week: readonly DayCell[]; todayActive: boolean }) {
  return (
    <span className={styles.week}>
      <span className={styles.weekDays}>
        {week.map((cell) => (
          <span
            key={cell.day}
            className={styles.weekDay}
            data-active={cell.active || undefined}
            data-today={cell.isToday || undefined}
            title={EXPLORE_TEXT.dayLabel(dayName(cell.day), cell.active, cell.minutes, cell.quizzes)}
          >
            <span className={styles.weekLetter} aria-hidden="true">
              {weekdayLetter(cell.day)}
            </span>
            <span className={styles.weekDot} aria-hidden="true" />
          </span>
        ))}
      </span>
      <span className={styles.today} data-active={todayActive || undefined}>
        {todayActive ? EXPLORE_TEXT.todayActive : EXPLORE_TEXT.todayNotYet}
      </span>
    </span>
  );
}
